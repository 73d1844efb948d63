// The agent's own model key in the two-job workflow: the run job's step env passes it to the agent
// (agent.pass_env); a fork's pull request gets no secrets, so with agent.require_env the agent is
// not run, the run job fails saying why, and the report job (if: !cancelled()) replaces the earlier
// comment with that reason. The action's entry against a fake GitHub API, real agent processes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingRequiredEnv } from '../../src/runner/environment.js';
import { actionSuite, artifactRunner, pullRequestContext, runAction } from '../helpers/action.js';
import { rateRepository } from '../helpers/rate-repository.js';

const suite = actionSuite();
const repos: string[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r, { recursive: true, force: true });
});

const KEYED = (y: string) =>
  y
    .replace('repeat: 5', 'repeat: 3')
    .replace(
      'agent: { command: node agent.mjs, timeout: 30s }',
      'agent: { command: node agent.mjs, timeout: 30s, setup: "printenv OPENAI_API_KEY > key.txt; true", pass_env: [OPENAI_API_KEY], require_env: [OPENAI_API_KEY] }',
    );

async function twoJobs(repo: { dir: string; base: string; head: string }, runId: number, headRepo: string) {
  artifactRunner(suite.gh(), runId);
  const ctx = pullRequestContext(repo, runId, headRepo);
  const common = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
  const run = await runAction(suite.run(), { ...common, shard: '1/1' }, ctx);
  // The report job gets no secret of the agent's.
  const key = process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_API_KEY;
  const report = await runAction(suite.run(), { ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
  if (key !== undefined) process.env.OPENAI_API_KEY = key;
  return { run, report, comment: suite.gh().comments.get(7)?.at(-1)?.body ?? '' };
}

describe("the agent's model key", () => {
  it('reaches the agent in the run job; on a fork it is empty: not run, the check fails, the comment says why', async () => {
    const repo = rateRepository(0, 0, KEYED);
    repos.push(repo.dir);
    // A same-repository pull request: the step's env holds the key, the agent gets it.
    process.env.OPENAI_API_KEY = 'sk-agent-own-key-1234';
    const first = await twoJobs(repo, 970, 'o/r');
    expect(readFileSync(join(repo.dir, 'key.txt'), 'utf8')).toBe('sk-agent-own-key-1234\n');
    expect(first.report.outputs.verdict).toBe('pass');
    expect(first.comment).toMatch(/## ✅ agent-chaos: no regression/);
    expect(first.comment).not.toContain('sk-agent-own-key-1234');

    // The same pull request from a fork: GitHub passes the missing secret as an empty string.
    rmSync(join(repo.dir, 'key.txt'));
    rmSync(join(repo.dir, '.agent-chaos'), { recursive: true, force: true });
    process.env.OPENAI_API_KEY = '';
    const fork = await twoJobs(repo, 971, 'fork/r');
    expect(fork.run.failed).toMatch(
      /^the agent was not run: OPENAI_API_KEY \(agent\.require_env\) is not set in this job\. A fork's pull request gets no secrets/,
    );
    expect(existsSync(join(repo.dir, 'key.txt')), 'agent.setup ran without the key').toBe(false);
    expect(suite.gh().artifacts.filter((a) => a.run_id === 971)).toEqual([]);
    // The report job still runs and replaces the earlier ✅ with what happened.
    expect(fork.report.failed).toMatch(/the job that runs the agent did not upload its runs/);
    expect(fork.comment).not.toMatch(/✅/);
    expect(fork.comment).toMatch(/did not upload its runs/);
    expect(suite.gh().comments.get(7)).toHaveLength(1);
  }, 240_000);

  it('a required variable that agent.pass_env does not pass is named, with the fix', () => {
    const agent = { pass_env: ['MY_*'], env: { FIXED: 'x' }, require_env: ['MY_KEY', 'FIXED', 'OPENAI_API_KEY'] };
    expect(missingRequiredEnv(agent, { MY_KEY: 'k', OPENAI_API_KEY: 'sk' })).toBe(
      'the agent was not run: agent.require_env names OPENAI_API_KEY, which agent.pass_env does not pass: add it to agent.pass_env',
    );
    expect(
      missingRequiredEnv({ ...agent, pass_env: ['MY_*', 'OPENAI_API_KEY'] }, { MY_KEY: 'k', OPENAI_API_KEY: 'sk' }),
    ).toBeUndefined();
    expect(missingRequiredEnv({ ...agent, pass_env: ['MY_*', 'OPENAI_API_KEY'] }, { OPENAI_API_KEY: 'sk' })).toMatch(
      /^the agent was not run: MY_KEY \(agent\.require_env\) is not set in this job/,
    );
  });
});
