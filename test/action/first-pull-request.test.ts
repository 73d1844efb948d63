// The pull request that adds agent-chaos: the base commit has no config yet (and maybe not the agent
// either), and no push to the default branch has uploaded a baseline. The action's entry against a
// fake GitHub API, real agent processes in a real git repository.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { actionSuite, artifactRunner, pullRequestContext, runAction } from '../helpers/action.js';
import { type RateSpec, rateRepository } from '../helpers/rate-repository.js';

const suite = actionSuite();
const repos: string[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r, { recursive: true, force: true });
});

async function twoJobs(
  head: RateSpec,
  runId: number,
  lacks: ('config' | 'agent')[],
  opts: { base?: string; config?: (y: string) => string } = {},
) {
  const repo = rateRepository(0, head, (y) => (opts.config ?? ((x) => x))(y.replace('repeat: 5', 'repeat: 3')), lacks);
  repos.push(repo.dir);
  artifactRunner(suite.gh(), runId);
  const ctx = pullRequestContext({ base: opts.base ?? repo.base, head: repo.head }, runId);
  const common = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
  const run = await runAction(suite.run(), { ...common, shard: '1/1' }, ctx);
  const report = await runAction(suite.run(), { ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
  return { run, report, comment: suite.gh().comments.get(7)?.at(-1)?.body ?? '' };
}

const FIRST = /The base branch has no \S*agent-chaos\.yml yet \(this pull request adds it\)/;

describe('the pull request that adds agent-chaos, in the two-job workflow', () => {
  it('the base has the agent but no config: the run job runs the base with the pull request’s cases, and a fabricating agent fails', async () => {
    const { run, report, comment } = await twoJobs(1, 950, ['config']);
    expect(run.log).toContainEqual(expect.stringMatching(/running the base [0-9a-f]{7} beside the head/));
    expect(report.outputs.verdict).toBe('fail');
    expect(report.failed).toMatch(/regression/);
    expect(comment).toMatch(/## ❌ agent-chaos: \d+ regressions? in 1 case/);
    expect(comment).toMatch(FIRST);
    expect(comment).toMatch(/its judge, gate and redact settings take effect once it is on the default branch/);
  }, 240_000);

  it('an unchanged agent passes quietly', async () => {
    const { report, comment } = await twoJobs(0, 951, ['config']);
    expect(report.failed).toBeUndefined();
    expect(comment).toMatch(/## ✅ agent-chaos: no regression/);
  }, 240_000);

  it('the base has no agent either: its runs crash, and the headline says there is no baseline yet and what to do', async () => {
    const { report, comment } = await twoJobs(1, 952, ['config', 'agent']);
    expect(report.outputs.verdict).toBe('inconclusive');
    expect(report.failed).toBeUndefined();
    expect(comment.split('\n')[1]).toMatch(
      /^## 🟡 agent-chaos: no baseline yet: the base could not be run \(3 crashed\); merge to upload one$/,
    );
    // What the head did is still shown: the made-up booking.
    expect(comment).toMatch(/Answers with values that no successful tool result contains/);
  }, 240_000);

  it('no baseline artifact and the base not in the checkout: the headline names both ways to get one', async () => {
    const { run, report, comment } = await twoJobs(1, 953, ['config'], { base: 'c'.repeat(40) });
    expect(run.log).toContainEqual(expect.stringMatching(/the head runs alone \(.*fetch-depth: 0/));
    expect(report.outputs.verdict).toBe('inconclusive');
    expect(comment.split('\n')[1]).toBe(
      '## 🟡 agent-chaos: no baseline yet: merge to upload one (pushes to main do), or run the base beside the head (fetch-depth: 0)',
    );
  }, 240_000);
});

describe('the pull request that adds agent-chaos, in one job with a judge', () => {
  it("its agent.setup runs and its agent.pass_env applies, less this job's credentials", async () => {
    const setup = (y: string) =>
      y.replace(
        'agent: { command: node agent.mjs, timeout: 30s }',
        'agent: { command: node agent.mjs, timeout: 30s, setup: "printenv AGENT_KEY > seen.txt; printenv AWS_SECRET_ACCESS_KEY >> seen.txt; true", pass_env: [AGENT_KEY, AWS_*] }',
      );
    const repo = rateRepository(1, 1, (y) => setup(y.replace('repeat: 5', 'repeat: 3')), ['config']);
    repos.push(repo.dir);
    Object.assign(process.env, { AGENT_KEY: 'the-agents-own-key', AWS_SECRET_ACCESS_KEY: 'the-judges-secret' });
    const ctx = pullRequestContext(repo, 960);
    const r = await runAction(
      suite.run(),
      {
        config: '.github/agent-chaos.yml',
        'working-directory': repo.dir,
        'github-token': 'test-token',
        'judge-provider': 'bedrock',
      },
      ctx,
    );
    expect(readFileSync(join(repo.dir, 'seen.txt'), 'utf8')).toBe('the-agents-own-key\n');
    expect(r.warnings).toContainEqual(
      expect.stringMatching(/agent\.pass_env AWS_\* not passed: this job's credentials/),
    );
    const comment = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
    expect(comment).toMatch(FIRST);
    expect(comment).toMatch(/less AWS\\_\\\* \(this job's credentials\)/);
    expect(comment).not.toContain('the-judges-secret');
    // Not "cases broken": every head run left a session.
    expect(comment.split('\n')[1]).not.toMatch(/broken/);
  }, 240_000);
});
