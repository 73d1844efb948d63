// The two-job workflow with a bank of the base's runs: the base branch's pushes and schedules of one
// commit uploaded its runs, so the run job pools them with today's base runs (same seeds, beside the
// head) and its looks add head runs alone; the report job reads the same bank from the base branch's
// artifact itself and tests at the looks made. Real agent processes, real @actions/artifact against
// the fake results service, a real git repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { actionSuite, artifactRunner, githubContext, pullRequestContext, runAction } from '../helpers/action.js';
import { type RateSpec, rateRepository } from '../helpers/rate-repository.js';

const suite = actionSuite();
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// confirm.max_runs 30: a bank of 10 runs a case lets the head reach it (3 head runs a base run).
const config = (y: string) => `${y.replace('repeat: 5', 'repeat: 3')}confirm: { max_runs: 30 }\n`;

/** A pull request whose base commit has a bank: `bankRuns` runs a case uploaded by a push to main. */
async function withBank(baseRate: RateSpec, headRate: RateSpec, runId: number, bankRuns: number) {
  const repo = rateRepository(baseRate, headRate, config);
  dirs.push(repo.dir);
  const configPath = join(repo.dir, '.github', 'agent-chaos.yml');
  suite.gh().files.set(`${repo.base}:${relative('/', configPath)}`, readFileSync(configPath, 'utf8'));
  // The push to main: the base commit checked out on its own, its runs uploaded as the baseline.
  const main = mkdtempSync(join(tmpdir(), 'agent-chaos-main-'));
  dirs.push(main);
  execFileSync('git', ['clone', '-q', repo.dir, main]);
  execFileSync('git', ['checkout', '-q', repo.base], { cwd: main });
  artifactRunner(suite.gh(), runId - 1);
  const push = await runAction(
    suite.run(),
    {
      config: '.github/agent-chaos.yml',
      'working-directory': main,
      'github-token': 'test-token',
      repeat: String(bankRuns),
      baseline: 'none',
    },
    githubContext(
      { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
      { eventName: 'push', ref: 'refs/heads/main', sha: repo.base, runId: runId - 1 },
    ),
  );
  expect(push.failed).toBeUndefined();
  suite.gh().runs.push({
    id: runId - 1,
    run_number: runId - 1,
    event: 'push',
    head_sha: repo.base,
    head_branch: 'main',
    conclusion: 'success',
    created_at: new Date().toISOString(),
  });
  suite.gh().mergeBase = repo.base;
  artifactRunner(suite.gh(), runId);
  const ctx = pullRequestContext(repo, runId);
  const common = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
  const run = await runAction(suite.run(), { ...common, shard: '1/1' }, ctx);
  return { repo, ctx, common, run };
}

const uploadedPaths = (runId: number) =>
  suite
    .gh()
    .artifacts.filter((a) => a.run_id === runId)
    .map((a) => a.name);

describe('the two-job workflow with a bank of the base commit’s runs', () => {
  it('an unchanged pull request: the run job pools today’s base runs with the bank and adds head runs alone; the report job passes', async () => {
    const { run, ctx, common } = await withBank(0, 0, 951, 12);
    expect(run.failed).toBeUndefined();
    expect(run.log).toContainEqual(
      expect.stringMatching(/today's base runs pooled with 12 banked run\(s\) of its commit \(artifact of run 950/),
    );
    // A head that has not failed in 3 runs is not yet unchanged: its looks are head runs alone.
    expect(run.log).toContainEqual(expect.stringMatching(/look 2 of search_timeout: \d+ more run\(s\) of the head/));
    expect(run.log.some((l) => /more run\(s\) a side/.test(l))).toBe(false);
    expect(uploadedPaths(951)).toContain('agent-chaos-results-shard-1-of-1');
    const report = await runAction(suite.run(), { ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
    expect(report.failed).toBeUndefined();
    expect(report.outputs.verdict).toBe('pass');
    const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
    expect(results.evidence).toMatchObject({ missing: 0 });
    expect(results.evidence.expected).toBeGreaterThan(3);
    const comment = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
    expect(comment).toMatch(/## ✅ agent-chaos: no regression/);
    expect(comment).toContain("pooled with its commit's bank of runs");
    expect(comment).toContain("head runs against the base's runs pooled with its bank");
  }, 240_000);

  it('an agent that starts making bookings up is caught against the pooled base', async () => {
    const { ctx, common, run } = await withBank(0, { rate: 0.5, seeded: true }, 953, 12);
    expect(run.log).toContainEqual(expect.stringMatching(/pooled with 12 banked run\(s\)/));
    const report = await runAction(suite.run(), { ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
    expect(report.outputs.verdict).toBe('fail');
    expect(suite.gh().comments.get(7)?.at(-1)?.body).toMatch(/## ❌ agent-chaos: \d+ regressions? in 1 case/);
  }, 240_000);

  it('fails closed when the report job cannot read the bank: the head-only looks have no base and count as missing', async () => {
    const { ctx, common, run } = await withBank(0, 0, 955, 12);
    expect(run.log).toContainEqual(expect.stringMatching(/more run\(s\) of the head/));
    // The bank's artifact expired between the two jobs.
    for (const a of suite.gh().artifacts) if (a.run_id === 954) a.expired = true;
    const report = await runAction(suite.run(), { ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
    expect(report.outputs.verdict).toBe('fail');
    const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
    expect(results.evidence.missing).toBeGreaterThan(0);
    const comment = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
    if (process.env.SHOW_COMMENT) console.log(comment);
    expect(comment).toMatch(
      /## ❌ agent-chaos: \d+ of \d+ expected run\(s\) missing: the run job's looks added head runs against the base's bank of runs, which this job could not read and pool/,
    );
  }, 240_000);

  it('a bank too small for the head to reach confirm.max_runs is not pooled: the looks run both sides', async () => {
    const { run } = await withBank(0, 0, 957, 4);
    expect(run.log).toContainEqual(
      expect.stringMatching(/not pooled with today's runs: 1 case\(s\) have fewer than 10/),
    );
    expect(run.log).toContainEqual(expect.stringMatching(/look 2 of search_timeout: \d+ more run\(s\) a side/));
  }, 240_000);
});
