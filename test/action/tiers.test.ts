// The tiers through the action's entry, against the fake GitHub API: a pull request's push runs the
// smoke tier and its comment says what it decided and what needs the full run; the label, a comment
// command by a user with write access and the merge queue run the full tier; a command by anyone
// else, a fork's head the command does not name, or a head that moved starts nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PR_EVENT, actionSuite, githubContext, rateRunJob, runAction } from '../helpers/action.js';
import { type RateSpec, rateRepository } from '../helpers/rate-repository.js';
import { readMachineBlock } from '../../src/report/machine.js';

const suite = actionSuite();
const inputs = (over: Record<string, string> = {}) => ({
  config: suite.config(),
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  'judge-provider': 'heuristic',
  tier: 'auto',
  ...over,
});
const blockOf = (n = 7) =>
  readMachineBlock(
    suite
      .gh()
      .comments.get(n)!
      .find((c) => c.body.includes('<!-- agent-chaos:'))!.body,
  ) as {
    tier: string;
    verdict: string;
  };

/** A checkout whose HEAD is a real commit: what actions/checkout leaves for the comment's pull request. */
function checkout(): { dir: string; sha: string } {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-checkout-'));
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  writeFileSync(join(dir, 'README.md'), 'the pull request\n');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-qm', 'head');
  return { dir, sha: git('rev-parse', 'HEAD') };
}

function commentEvent(body: string, login: string) {
  return githubContext(
    {
      issue: { number: 7, pull_request: { url: 'https://api.github.example/repos/o/r/pulls/7' } },
      comment: { id: 1, body, user: { login, type: 'User' } },
      repository: { default_branch: 'main' },
    },
    { eventName: 'issue_comment', sha: 'd'.repeat(40), ref: 'refs/heads/main' },
  );
}

function pull(headSha: string, headRepo = 'o/r') {
  suite.gh().pulls.splice(0, suite.gh().pulls.length, {
    number: 7,
    state: 'open',
    head: { sha: headSha, ref: 'feature', repo: { full_name: headRepo, owner: { login: headRepo.split('/')[0] } } },
    base: { sha: PR_EVENT.pull_request.base.sha, ref: 'main' },
  });
}

describe('tiers through the action', () => {
  it("a pull request's push runs the smoke tier: it blocks on the regressions it is certain of and names the way to the full run", async () => {
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const r = await runAction(suite.run(), inputs());
    expect(r.log).toContain("tier: smoke (auto: a pull request's push)");
    expect(r.outputs.verdict).toBe('fail');
    expect(r.failed).toMatch(/^agent-chaos: \d+ regression\(s\)/);
    const body = suite.gh().comments.get(7)![0].body;
    expect(body.split('\n')[1]).toMatch(/^## ❌ agent-chaos: smoke: \d+ certain regressions? in \d+ cases?/);
    expect(blockOf().tier).toBe('smoke');
  });

  it('the smoke tier never blocks on what it could not decide, and says how to start the full run', async () => {
    delete process.env.TRAVEL_AGENT_MODE;
    const r = await runAction(suite.run(), inputs());
    expect(r.failed).toBeUndefined();
    const line = suite.gh().comments.get(7)![0].body.split('\n')[1];
    // Two runs a side decide nothing of an agent that did not change: every case is left to the full run.
    expect(line).toBe(
      '## 🟡 agent-chaos: smoke: no regression certain; 16 cases need the full run (add the label agent-chaos:full, or comment /agent-chaos full)',
    );
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(blockOf()).toMatchObject({ tier: 'smoke', verdict: 'undecided', blocking: false });
  });

  it('the label runs the full tier', async () => {
    const labelled = {
      ...PR_EVENT,
      pull_request: { ...PR_EVENT.pull_request, labels: [{ name: 'agent-chaos:full' }] },
    };
    const r = await runAction(suite.run(), inputs(), githubContext(labelled));
    expect(r.log).toContain('tier: full (auto: the label agent-chaos:full)');
    expect(blockOf().tier).toBe('full');
  });

  it('a comment command by a user with write access runs the full tier on the head it was checked against', async () => {
    const { dir, sha } = checkout();
    pull(sha);
    suite.gh().permissions.set('maintainer', 'write');
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const r = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent('Looks right.\n/agent-chaos full', 'maintainer'),
    );
    expect(r.log).toContain('tier: full (auto: /agent-chaos full by @maintainer)');
    expect(r.outputs.verdict).toBe('fail');
    expect(blockOf()).toMatchObject({ tier: 'full', verdict: 'fail' });
    // The comment's run is not a check on the pull request's head: its status is, for branch protection.
    expect(suite.gh().statuses.get(sha)).toEqual([
      expect.objectContaining({ state: 'failure', context: 'agent-chaos/full' }),
    ]);
  });

  it('a command by a user without write access, or by a bot, starts nothing', async () => {
    const { dir, sha } = checkout();
    pull(sha);
    suite.gh().comments.delete(7);
    const r = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent('/agent-chaos full', 'passer-by'),
    );
    expect(r.warnings).toContain(
      'agent-chaos: nothing to run: /agent-chaos full by passer-by is ignored: their permission is read; only users with write access start the full tier',
    );
    expect(r.outputs).toEqual({});
    expect(r.failed).toBeUndefined();
    expect(suite.gh().comments.get(7)).toBeUndefined();
    const chat = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent('thanks!', 'maintainer'),
    );
    expect(chat.log).toContain('agent-chaos: nothing to run: the comment has no "/agent-chaos full" command');
    expect(chat.warnings).toEqual([]);
  });

  it("a fork's pull request runs only on the commit the command names, and not once its head moved", async () => {
    const { dir, sha } = checkout();
    pull(sha, 'stranger/r');
    suite.gh().permissions.set('maintainer', 'write');
    suite.gh().comments.delete(7);
    const bare = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent('/agent-chaos full', 'maintainer'),
    );
    expect(bare.warnings[0]).toBe(
      `agent-chaos: nothing to run: /agent-chaos full on a fork's pull request must name the commit reviewed: comment "/agent-chaos full ${sha.slice(0, 7)}" once you have read it (its agent runs with this repository's secrets)`,
    );
    const old = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent('/agent-chaos full 0123456789abcdef', 'maintainer'),
    );
    expect(old.warnings[0]).toMatch(
      /names 0123456, but the pull request's head is now [0-9a-f]{7}: read the new commits and comment again$/,
    );
    expect(suite.gh().comments.get(7)).toBeUndefined();
    const named = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent(`/agent-chaos full ${sha.slice(0, 10)}`, 'maintainer'),
    );
    expect(named.log).toContain('tier: full (auto: /agent-chaos full by @maintainer)');
    expect(blockOf().tier).toBe('full');
  });

  it('a checkout that is not the head the command was checked against is refused before anything runs', async () => {
    const { dir } = checkout();
    pull('e'.repeat(40));
    suite.gh().permissions.set('maintainer', 'write');
    const r = await runAction(
      suite.run(),
      inputs({ 'working-directory': dir }),
      commentEvent('/agent-chaos full', 'maintainer'),
    );
    expect(r.failed).toMatch(
      /^agent-chaos: mode run under the issue_comment event refuses to run the commit checked out here \([0-9a-f]{7}\): it is not the pull request's head that the command was checked against eeeeeee/,
    );
    expect(r.outputs.verdict).toBeUndefined();
  });

  it('the merge queue runs the full tier, blocks a regression, and tells the pull request it was made for', async () => {
    pull('f'.repeat(40));
    suite.gh().comments.delete(7);
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const event = {
      merge_group: {
        head_sha: 'a'.repeat(40),
        head_ref: `refs/heads/gh-readonly-queue/main/pr-7-${'b'.repeat(40)}`,
        base_sha: PR_EVENT.pull_request.base.sha,
        base_ref: 'refs/heads/main',
      },
      repository: { default_branch: 'main' },
    };
    const r = await runAction(
      suite.run(),
      inputs(),
      githubContext(event, { eventName: 'merge_group', sha: 'a'.repeat(40), ref: event.merge_group.head_ref }),
    );
    expect(r.log).toContain('tier: full (auto: the merge queue)');
    expect(r.failed).toMatch(/^agent-chaos: \d+ regression\(s\)/);
    expect(blockOf()).toMatchObject({ tier: 'full', verdict: 'fail' });
  });
});

describe('the merge queue and reviewers acceptances', () => {
  it("an acceptance names the pull request's own head: in the queue, whose commit differs, it still applies", async () => {
    const prHead = 'f'.repeat(40);
    pull(prHead);
    suite.gh().permissions.set('maintainer', 'write');
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const queue = (sha: string) => {
      const event = {
        merge_group: {
          head_sha: 'a'.repeat(40),
          head_ref: `refs/heads/gh-readonly-queue/main/pr-7-${'b'.repeat(40)}`,
          base_sha: PR_EVENT.pull_request.base.sha,
          base_ref: 'refs/heads/main',
        },
        repository: { default_branch: 'main' },
      };
      suite.gh().comments.set(7, [
        {
          id: 9001,
          body: `/agent-chaos accept ${sha} search_timeout`,
          user: { login: 'maintainer', type: 'User' },
          html_url: 'https://github.example/o/r/pull/7#c9001',
        },
      ]);
      return runAction(
        suite.run(),
        inputs(),
        githubContext(event, { eventName: 'merge_group', sha: 'a'.repeat(40), ref: event.merge_group.head_ref }),
      );
    };
    await queue(prHead);
    expect((blockOf() as unknown as { accepted: string[] }).accepted).toEqual(['search_timeout']);
    // For another commit than the pull request's head, it is stale: nothing is accepted.
    await queue('c'.repeat(40));
    expect((blockOf() as unknown as { accepted: string[] | null }).accepted).toBeNull();
  });
});

describe('tiers and the money budget through the two jobs (a real repository, real agent processes)', () => {
  const repos: string[] = [];
  afterEach(() => {
    for (const r of repos.splice(0)) rmSync(r, { recursive: true, force: true });
  });

  async function twoJobs(
    baseRate: RateSpec,
    headRate: RateSpec,
    runId: number,
    config: (y: string) => string,
    tier = 'auto',
  ) {
    const repo = rateRepository(baseRate, headRate, (y) => config(y.replace('repeat: 5', 'repeat: 3')));
    repos.push(repo.dir);
    const { ctx, common, run } = await rateRunJob(suite, repo, runId, { tier });
    const report = await runAction(suite.run(), { ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
    return { run, report, comment: suite.gh().comments.get(7)?.at(-1)?.body ?? '' };
  }

  it("a pull request's push adds no look: the smoke tier judges the first round of both sides and leaves the rest to the full run", async () => {
    const { run, report, comment } = await twoJobs(0, 0, 921, (y) => y);
    expect(run.log).toContain("tier: smoke (auto: a pull request's push)");
    expect(run.log.filter((l) => /^look \d+ of/.test(l))).toEqual([]);
    const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
    expect(results.cases[0].runs).toHaveLength(3);
    expect(report.failed).toBeUndefined();
    expect(comment.split('\n')[1]).toBe(
      '## 🟡 agent-chaos: smoke: no regression certain; 1 case needs the full run (add the label agent-chaos:full, or comment /agent-chaos full)',
    );
  }, 240_000);

  it('budget.usd stops the looks in the run job and the comment names what deciding the rest would cost', async () => {
    // Each run's model call: 100,000 tokens in, 10,000 out at $1 and $4 a million: $0.14 a run.
    const priced = (y: string) =>
      `${y}prices: { rate-model: { input_per_mtok: 1, output_per_mtok: 4 } }\nbudget: { usd: 2 }\n`;
    // A rise from 10% to 25% made-up answers: too few runs for a decision before the money runs out.
    const spec = (rate: number) => ({ rate, tokens: 100_000, seeded: true });
    const { run, comment } = await twoJobs(spec(0.1), spec(0.25), 922, priced, 'full');
    // $0.84 for the first round (3 runs a side); one look of 3 a side more makes $1.68; the next would pass $2.
    expect(run.log.filter((l) => /^look \d+ of/.test(l))).toEqual(['look 2 of search_timeout: 3 more run(s) a side']);
    const note = comment.match(
      // Markdown-escaped in the comment: \$ for $.
      /budget\.usd \\\$2\.00 reached \(\\\$(\d+\.\d\d) spent on the agent and the judge\): 1 undecided case\(s\) got no more runs; deciding them would take about (\d+) more run\(s\), about \\\$(\d+\.\d\d)/,
    );
    expect(note, comment).not.toBeNull();
    expect(Number(note![1])).toBeLessThanOrEqual(2);
    expect(Number(note![3])).toBeCloseTo(Number(note![2]) * 0.14, 1);
  }, 240_000);
});
