// The action's run() across jobs and workflows: the baseline artifact uploaded on a push and found
// by a pull request, a sharded matrix with its report job, and the fork-safe pair (collect without
// secrets, evaluate on workflow_run): real @actions/artifact uploads and downloads through a fake
// results service, blob store and REST API on 127.0.0.1.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractZip } from '../../src/action/github/unzip.js';
import type { Results } from '../../src/results/schema.js';
import { fakeRuntimeToken } from '../helpers/fake-github.js';
import { actionSuite, exampleConfig, githubContext, runAction } from '../helpers/action.js';

const suite = actionSuite();
const inputs = (over: Record<string, string> = {}) => ({
  config: suite.config(),
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  'judge-provider': 'heuristic',
  ...over,
});
const runner = () =>
  Object.assign(process.env, {
    ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
    ACTIONS_RESULTS_URL: `${suite.gh().url}/`,
    GITHUB_SERVER_URL: 'https://github.com',
  });

describe('baseline artifact round trip: uploaded on a push to main, compared with on a pull request', () => {
  it('the push run uploads results.json and sessions.jsonl; the pull request finds that run at the merge base and compares', async () => {
    suite.gh().uploadRunId = 700;
    runner();
    const push = await runAction(
      suite.run(),
      inputs({ baseline: 'none', 'baseline-file': '' }),
      githubContext(
        { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
        { eventName: 'push', ref: 'refs/heads/main', sha: 'e'.repeat(40), runId: 700 },
      ),
    );
    expect(push.failed).toBeUndefined();
    expect(push.log).toContainEqual(
      expect.stringMatching(/uploaded the baseline artifact "agent-chaos-results" \(\d+\)/),
    );
    expect(
      suite
        .gh()
        .artifacts.filter((a) => a.run_id === 700)
        .map((a) => a.name),
    ).toEqual(['agent-chaos-results']);
    // GitHub lists that run as a successful run of this workflow on main, at the merge base.
    suite.gh().runs.push({
      id: 700,
      run_number: 70,
      head_sha: 'e'.repeat(40),
      head_branch: 'main',
      conclusion: 'success',
      created_at: new Date().toISOString(),
    });
    suite.gh().mergeBase = 'e'.repeat(40);
    suite.gh().comments.delete(7);
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const pr = await runAction(suite.run(), inputs({ baseline: 'artifact', 'baseline-file': '' }));
    expect(pr.outputs.verdict).toBe('fail');
    const body = suite.gh().comments.get(7)![0].body;
    expect(body).toContain('artifact of run 70 (push on main), at the merge base');
    expect(body).toContain('### What regressed');
  });
});

describe("a banked baseline: the default branch's runs of one commit add up", () => {
  const sha = 'f'.repeat(40);
  const onMain = (eventName: string, runId: number) =>
    githubContext(
      eventName === 'schedule'
        ? { schedule: '17 3 * * *' }
        : { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
      {
        eventName,
        ref: 'refs/heads/main',
        sha,
        runId,
      },
    );
  const listed = (id: number, event: string, head_sha = sha) =>
    suite.gh().runs.push({
      id,
      run_number: id - 700,
      event,
      head_sha,
      head_branch: 'main',
      conclusion: 'success',
      created_at: new Date(Date.now() + id).toISOString(),
    });
  /** The results.json of the artifact a run uploaded, read from the fake's blob store. */
  const uploaded = async (runId: number) => {
    const artifact = suite.gh().artifacts.find((a) => a.run_id === runId && a.name === 'agent-chaos-results')!;
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bank-test-'));
    writeFileSync(join(dir, 'a.zip'), suite.gh().zips.get(artifact.id)!);
    await extractZip(join(dir, 'a.zip'), join(dir, 'out'), 'test');
    return {
      results: JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8')) as Results,
      sessions: readFileSync(join(dir, 'out', 'sessions.jsonl'), 'utf8')
        .trim()
        .split('\n').length,
    };
  };
  const noBaseline = { baseline: 'none', 'baseline-file': '' };

  it("a schedule's run of the same commit adds its runs to the push's; the pull request compares with all of them", async () => {
    runner();
    suite.gh().uploadRunId = 710;
    const push = await runAction(suite.run(), inputs(noBaseline), onMain('push', 710));
    expect(push.failed).toBeUndefined();
    expect(push.log.some((l) => l.includes('bank:'))).toBe(false); // the commit's first run: nothing to add
    const first = await uploaded(710);
    const perCase = first.results.cases[0].runs.length;
    expect(perCase).toBe(2);
    listed(710, 'push');

    suite.gh().uploadRunId = 711;
    const nightly = await runAction(suite.run(), inputs(noBaseline), onMain('schedule', 711));
    expect(nightly.failed).toBeUndefined();
    expect(nightly.log).toContainEqual(
      `agent-chaos: bank: ${2 * first.results.cases.length} run(s) of commit fffffff from run 10 added to this run's, up to 4 a case`,
    );
    const banked = await uploaded(711);
    for (const c of banked.results.cases) {
      expect(c.runs).toHaveLength(4);
      expect(c.runs.map((r) => r.repeat)).toEqual([1, 2, 3, 4]);
      expect(c.runs.map((r) => r.banked ?? false)).toEqual([false, false, true, true]);
      // pass^k keeps k at one run's round; the bank only estimates it better.
      expect(c.reliability).toMatchObject({ k: 2, n: 4 });
      // The push's runs, with their sessions.
      const earlier = first.results.cases.find((x) => x.name === c.name)!.runs.map((r) => r.sessionId);
      expect(c.runs.slice(2).map((r) => r.sessionId)).toEqual(earlier);
    }
    expect(banked.sessions).toBe(4 * banked.results.cases.length);
    listed(711, 'schedule');

    // A manual dispatch at that commit banks on the schedule's bank, up to confirm.max_runs a case.
    suite.gh().uploadRunId = 712;
    await runAction(suite.run(), inputs(noBaseline), onMain('workflow_dispatch', 712));
    expect((await uploaded(712)).results.cases[0].runs).toHaveLength(6);
    listed(712, 'workflow_dispatch');

    // A pull request based on that commit compares with the bank: six base runs a case.
    suite.gh().mergeBase = sha;
    suite.gh().comments.delete(7);
    const pr = await runAction(suite.run(), inputs({ baseline: 'artifact', 'baseline-file': '' }));
    expect(pr.outputs.verdict).toBe('pass');
    expect(suite.gh().comments.get(7)![0].body).toContain(
      'artifact of run 12 (workflow\\_dispatch on main), at the merge base',
    );
    expect(pr.log).toContainEqual(
      expect.stringMatching(/baseline: a bank of up to 6 base run\(s\) a case for \d+ case\(s\)/),
    );
    // Its base cannot be run here (that commit is not in the checkout): undecided cases got head runs alone.
    expect(suite.gh().comments.get(7)![0].body).toMatch(
      /Sequential decision: \d+ batch\(es\) of head runs over up to \d+ more look\(s\) a case, \d+ run\(s\) added in all, against the base's bank of runs/,
    );
  });

  it("a pull request's or a fork's runs, another commit's or another config's are not banked, and a broken earlier artifact still leaves this run its baseline", async () => {
    runner();
    // A pull request's run and a fork's push at the same commit, newer, each with a bank of 40 runs
    // a case: neither is a run of this repository's default branch, so neither is banked.
    const bank = suite.gh().artifacts.find((a) => a.run_id === 712)!;
    for (const [id, extra] of [
      [719, { event: 'pull_request' }],
      [718, { head_repository: { full_name: 'fork/r' } }],
    ] as const) {
      suite.gh().artifacts.push({ id: 9000 + id, run_id: id, name: 'agent-chaos-results', expired: false });
      suite.gh().zips.set(9000 + id, suite.gh().zips.get(bank.id)!);
      listed(id, 'push');
      Object.assign(suite.gh().runs.at(-1)!, extra);
    }
    suite.gh().uploadRunId = 723;
    const nightly = await runAction(suite.run(), inputs(noBaseline), onMain('schedule', 723));
    expect(nightly.log).toContainEqual(expect.stringMatching(/bank: \d+ run\(s\) of commit fffffff from run 12 added/));
    expect((await uploaded(723)).results.cases[0].runs).toHaveLength(8);
    // Another commit: the latest run is of f..., this one of d...: nothing added.
    suite.gh().uploadRunId = 720;
    const other = await runAction(
      suite.run(),
      inputs(noBaseline),
      githubContext(
        { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
        { eventName: 'push', ref: 'refs/heads/main', sha: 'd'.repeat(40), runId: 720 },
      ),
    );
    expect(other.log.some((l) => l.includes('bank:'))).toBe(false);
    expect((await uploaded(720)).results.cases[0].runs).toHaveLength(2);
    // Another config at the same commit (repeat 3): the earlier runs are not comparable.
    suite.gh().uploadRunId = 721;
    const edited = exampleConfig(3);
    const changed = await runAction(suite.run(), inputs({ ...noBaseline, config: edited }), onMain('schedule', 721));
    expect(changed.log).toContainEqual(
      expect.stringMatching(
        /bank: run \d+'s results not added \(the earlier results were made with another config\): this run's results alone/,
      ),
    );
    expect((await uploaded(721)).results.cases[0].runs).toHaveLength(3);
    // The earlier artifact's blob is gone (expired): said, and this run uploads its own results.
    const latest = suite.gh().artifacts.filter((a) => a.run_id === 712)[0];
    suite.gh().zips.delete(latest.id);
    suite.gh().uploadRunId = 722;
    const broken = await runAction(suite.run(), inputs(noBaseline), onMain('schedule', 722));
    expect(broken.failed).toBeUndefined();
    expect(broken.log).toContainEqual(
      expect.stringMatching(/bank: run 12's artifact not used \(.+\): this run's results alone/),
    );
    expect((await uploaded(722)).results.cases[0].runs).toHaveLength(2);
  });
});

describe('sharding: a matrix of run jobs, then one report job', () => {
  it("runs each shard's share, and the report step scores them all once, with one comment", async () => {
    const before = suite.gh().comments.get(7)?.length ?? 0;
    // Each shard job uploads its journal as an artifact of the workflow run; the report job of the
    // same run downloads them all.
    suite.gh().uploadRunId = 99;
    runner();
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const shards = [];
    for (const shard of ['1/2', '2/2']) shards.push(await runAction(suite.run(), inputs({ shard })));
    const lines = shards.map((s) => readFileSync(s.outputs.journal, 'utf8').trim().split('\n'));
    expect(lines[0].length + lines[1].length).toBe(32); // 16 cases x 2 repeats, split without overlap
    for (const s of shards) expect(s.failed).toBeUndefined();
    expect(shards[0].log).toContainEqual(
      expect.stringMatching(
        /collected \d+ run\(s\) without judging them; uploaded as "agent-chaos-results-shard-1-of-2"/,
      ),
    );
    const report = await runAction(suite.run(), inputs({ mode: 'report' }));
    expect(report.log).toContain('agent-chaos: downloaded 2 artifact(s) "agent-chaos-results-shard-*" of run 99');
    expect(report.log).toContain('agent-chaos: scoring 32 run(s) from 2 journal(s)');
    expect(report.outputs.verdict).toBe('fail'); // the fabricating agent regressed
    expect(report.failed).toMatch(/regression/);
    expect(suite.gh().comments.get(7)).toHaveLength(Math.max(before, 1));
    const body = suite.gh().comments.get(7)!.at(-1)!.body;
    expect(body).toContain('16 cases, 32 runs');
    // The checks no judge reads hold through the two jobs: the second booking is named.
    expect(body).toMatch(/^- \*\*booking\\_times\\_out\\_after\\_charging\*\*: .*side\\_effects passing 100% → 0%/m);
    expect(body).toContain('Does book\\_flight twice: calls it again after it acted and then failed');
  });
});

describe('sharding fails closed', () => {
  it('the report job with a shard missing fails, naming it; a shard whose upload fails fails its own job', async () => {
    suite.gh().uploadRunId = 123;
    runner();
    delete process.env.TRAVEL_AGENT_MODE;
    const ctx = githubContext(undefined, { runId: 123 });
    const first = await runAction(suite.run(), inputs({ shard: '1/2' }), ctx);
    expect(first.failed).toBeUndefined();
    // Shard 2's job could not upload: its job fails instead of passing with a warning.
    const broken = await runAction(
      (deps) => suite.run()({ ...deps, upload: async () => Promise.reject(new Error('503 Service Unavailable')) }),
      inputs({ shard: '2/2' }),
      ctx,
    );
    expect(broken.failed).toMatch(
      /the runs were not uploaded as "agent-chaos-results-shard-2-of-2": 503 Service Unavailable/,
    );
    // The report job sees one shard of two: the careful agent's runs it has are fine, the verdict still fails.
    const report = await runAction(suite.run(), inputs({ mode: 'report' }), ctx);
    expect(report.outputs.verdict).toBe('fail');
    const body = suite.gh().comments.get(7)!.at(-1)!.body;
    expect(body).toMatch(
      /## ❌ agent-chaos: \d+ of 32 expected run\(s\) missing: shard 2 of 2 did not deliver all its runs/,
    );
  });
});

describe('fork-safe split: collect without secrets, evaluate on workflow_run', () => {
  it('the pull_request job runs the agent with no judge; the workflow_run job judges and comments on the PR', async () => {
    // The collecting job uploads its journal and context through the results service, as on GitHub.
    suite.gh().uploadRunId = 555;
    runner();
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const fork = await runAction(suite.run(), inputs({ 'judge-provider': 'none', 'github-token': '' }));
    expect(fork.failed).toBeUndefined();
    expect(fork.outputs.verdict).toBe('inconclusive');
    expect(fork.log).toContainEqual(
      expect.stringMatching(/without judging them; uploaded as "agent-chaos-results-sessions"/),
    );
    expect(
      suite
        .gh()
        .artifacts.filter((a) => a.run_id === 555)
        .map((a) => a.name),
    ).toEqual(['agent-chaos-results-sessions']);
    expect(suite.gh().requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/CreateArtifact$/),
        expect.stringMatching(/comp=blocklist/),
        expect.stringMatching(/FinalizeArtifact$/),
      ]),
    );
    suite.gh().comments.delete(7);
    delete process.env.TRAVEL_AGENT_MODE;
    // GitHub's workflow_run event names the fork's head; the pull request is asked of the API.
    const forkHead = 'f'.repeat(40);
    suite.gh().pulls.push(
      {
        number: 7,
        state: 'open',
        head: { sha: forkHead, ref: 'feature', repo: { full_name: 'fork/r', owner: { login: 'fork' } } },
        base: { sha: 'b'.repeat(40), ref: 'main' },
      },
      {
        number: 8,
        state: 'open',
        head: { sha: 'c'.repeat(40), ref: 'other', repo: { full_name: 'o/r', owner: { login: 'o' } } },
        base: { sha: 'b'.repeat(40), ref: 'main' },
      },
    );
    const event = githubContext(
      {
        workflow_run: {
          id: 555,
          head_sha: forkHead,
          head_branch: 'feature',
          head_repository: { owner: { login: 'fork' } },
          pull_requests: [],
        },
      },
      { eventName: 'workflow_run' },
    );
    // @actions/artifact v2 does not serve GitHub Enterprise Server: the step says what to do instead.
    process.env.GITHUB_SERVER_URL = 'https://github.example';
    const ghes = await runAction(suite.run(), inputs({ mode: 'evaluate' }), event);
    expect(ghes.failed).toMatch(/cannot be downloaded on GitHub Enterprise Server.*artifacts-path/);
    // The documented way round: actions/download-artifact in an earlier step, then artifacts-path.
    const downloaded = mkdtempSync(join(tmpdir(), 'agent-chaos-downloaded-'));
    cpSync(fork.outputs.journal, join(downloaded, 'journal.jsonl'));
    const onGhes = await runAction(suite.run(), inputs({ mode: 'evaluate', 'artifacts-path': downloaded }), event);
    expect(onGhes.outputs.verdict).toBe('fail');
    expect(onGhes.log).toContain('agent-chaos: scoring 32 run(s) from 1 journal(s)');
    suite.gh().comments.delete(7);
    process.env.GITHUB_SERVER_URL = 'https://github.com';
    const evaluate = await runAction(suite.run(), inputs({ mode: 'evaluate' }), event);
    expect(evaluate.log).toContain('agent-chaos: downloaded 1 artifact(s) "agent-chaos-results-sessions*" of run 555');
    expect(evaluate.outputs.verdict).toBe('fail');
    expect(suite.gh().comments.get(7)).toHaveLength(1); // the pull request whose head the fork's run built
    expect(suite.gh().comments.get(7)![0].body).toContain('### What regressed');
    // The verdict is a commit status on the pull request's head: the check branch protection requires.
    expect(suite.gh().statuses.get(forkHead)!.at(-1)).toMatchObject({
      state: 'failure',
      context: 'agent-chaos',
      description: expect.stringMatching(/regression/),
    });
  });
});
