// Accepting an intended regression: a reviewer with write access comments "/agent-chaos accept
// <head sha> <case>"; the next run of the check passes with "accepted by" in the comment, users
// without write access and bots are ignored, and a new push makes the acceptance stale. The
// action's entry against a fake GitHub API, real agent processes in a real git repository.
import { readFileSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type Acceptance, applyAcceptances, parseAcceptances } from '../../src/results/accept.js';
import type { Comparison } from '../../src/results/compare.js';
import { type GateOutcome, type GatePolicy, applyGate } from '../../src/results/gate.js';
import type { Results } from '../../src/results/schema.js';
import { actionSuite, pullRequestContext, runAction } from '../helpers/action.js';
import { gitIn, manyCases, rateRepository } from '../helpers/rate-repository.js';

const suite = actionSuite();
const repos: string[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r, { recursive: true, force: true });
});

let nextId = 5000;
const say = (login: string, body: string, type = 'User') =>
  suite
    .gh()
    .comments.set(7, [
      ...(suite.gh().comments.get(7) ?? []),
      { id: nextId++, body, user: { login, type }, html_url: `https://github.example/o/r/pull/7#c${nextId}` },
    ]);
const sticky = () =>
  suite
    .gh()
    .comments.get(7)!
    .find((c) => c.body.includes('<!-- agent-chaos:'))!.body;

describe('accepting an intended regression', () => {
  it('a writer accepts the case for this head: the check passes and says who; a reader and a bot do not count; a new push makes it stale', async () => {
    const repo = rateRepository(0, 1, (y) => y.replace('repeat: 5', 'repeat: 3'));
    repos.push(repo.dir);
    const gh = suite.gh();
    gh.files.set(
      `${repo.base}:${repo.dir.slice(1)}/.github/agent-chaos.yml`,
      gitIn(repo.dir, 'show', `${repo.base}:.github/agent-chaos.yml`),
    );
    gh.permissions.set('alice', 'maintain');
    gh.permissions.set('mallory', 'read');
    const inputs = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
    const sha = repo.head;
    const short = repo.head.slice(0, 7);

    const first = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: repo.head }));
    expect(first.failed).toMatch(/regression/);
    expect(sticky()).toContain(`<code>/agent-chaos accept ${sha} search\\_timeout</code>`);

    say('mallory', `/agent-chaos accept ${sha} search_timeout`);
    say('some-bot[bot]', `/agent-chaos accept ${sha} search_timeout`, 'Bot');
    const notYet = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: repo.head }));
    expect(notYet.failed).toMatch(/regression/);
    expect(notYet.warnings).toContainEqual(
      expect.stringMatching(/the acceptance by mallory is ignored: their permission is read/),
    );

    // Round 4, point 2: a seven-digit prefix (which a later commit can be made to share) counts for no head.
    say('alice', `/agent-chaos accept ${short} search_timeout`);
    const prefix = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: repo.head }));
    expect(prefix.failed).toMatch(/regression/);
    expect(sticky().replaceAll('\u200b', '')).toContain(
      `the acceptance by @alice names ${short}, not a full commit SHA: copy the command the comment suggests`,
    );

    say('alice', `Looks intended.\n/agent-chaos accept ${sha} search_timeout`);
    const accepted = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: repo.head }));
    expect(accepted.failed).toBeUndefined();
    expect(accepted.outputs.verdict).toBe('pass');
    const body = sticky();
    expect(body.split('\n')[1]).toBe(`## ✅ agent-chaos: 1 regressed case accepted by @\u200balice for this head`);
    expect(body).toContain(
      `Accepted as intended by @\u200balice for \`${short}\`: search\\_timeout. A new push makes it stale.`,
    );
    expect(body).not.toContain('mallory');

    // A new push: the acceptance was for the old head.
    gitIn(repo.dir, 'commit', '-q', '--allow-empty', '-m', 'another push');
    const head2 = gitIn(repo.dir, 'rev-parse', 'HEAD').trim();
    const pushed = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: head2 }));
    expect(pushed.failed).toMatch(/regression/);
    expect(sticky().split('\n')[1]).toMatch(/^## ❌ agent-chaos: \d+ regressions? in 1 case/);
    // (Escaped as untrusted text is: a zero-width space keeps GitHub from linking the SHAs and the @.)
    expect(sticky().replaceAll('\u200b', '')).toContain(
      `the acceptance by @alice was for ${short}, and the head is now ${head2.slice(0, 7)}: accept again for this head`,
    );
  }, 240_000);
});

describe('an acceptance never hides an undecided cell (trust round 4, point 5)', () => {
  it("with on_undecided: fail, accepting case 0's regression leaves the check failing on case 1's undecided cells", async () => {
    // Case 0 makes every booking up on the head (a certain regression); case 1 makes half up on both
    // sides, too few runs to decide (no looks). The attack: accepting case 0 passed the check.
    const rates = (c: number) => ({ rate: 0, case0: c, case1: c / 2, seeded: true });
    const repo = rateRepository(rates(0), rates(1), (y) =>
      manyCases(2)(y)
        .replace('repeat: 5', 'repeat: 3')
        .replace('cases:\n', 'seed: 7\ngate: { on_undecided: fail }\nconfirm: { runs: 0 }\ncases:\n'),
    );
    repos.push(repo.dir);
    const gh = suite.gh();
    gh.files.set(
      `${repo.base}:${repo.dir.slice(1)}/.github/agent-chaos.yml`,
      gitIn(repo.dir, 'show', `${repo.base}:.github/agent-chaos.yml`),
    );
    gh.permissions.set('alice', 'maintain');
    const inputs = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
    const first = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: repo.head }));
    expect(first.failed).toMatch(/regression/);
    const results = JSON.parse(readFileSync(first.outputs.results, 'utf8'));
    expect(results.cases.map((c: { name: string }) => c.name)).toEqual(['search_timeout_0', 'search_timeout_1']);
    say('alice', `/agent-chaos accept ${repo.head} search_timeout_0`);
    const accepted = await runAction(suite.run(), inputs, pullRequestContext({ base: repo.base, head: repo.head }));
    expect(accepted.outputs.verdict).toBe('fail');
    expect(accepted.failed).toBeDefined();
    // Case 1's failure_communication and recovery_strategy (the heuristic's partial completion is advisory).
    expect(sticky()).toContain('2 result(s) could not be decided, and gate.on\\_undecided is fail');
    expect(sticky()).toContain('Accepted as intended by');
  }, 240_000);
});

describe('applyAcceptances', () => {
  const head = { cases: [], evidence: undefined } as unknown as Results;
  const policy = (onUndecided: 'fail' | 'pass') =>
    ({
      fail_on: 'regression',
      level: 'fail',
      on_undecided: onUndecided,
      max_judge_errors: 0.1,
      on_judge_errors: 'fail',
      broken_cases: 'fail',
      missing_runs: 'fail',
      without_baseline: 'pass',
    }) as unknown as GatePolicy;
  const cell = (c: string) => ({
    case: c,
    evaluator: 'failure_communication',
    gated: true,
    verdict: 'regressed',
    base: { mean: 1 },
    head: { mean: 0 },
    reason: '…',
  });
  const comparison = { cells: [cell('a'), cell('b')] } as unknown as Comparison;
  const gate: GateOutcome = {
    verdict: 'fail',
    blocking: true,
    level: 'fail',
    failOn: 'regression',
    regressions: 2,
    reasons: ['a · failure_communication: 1.00 → 0.00 (…)', 'b · failure_communication: 1.00 → 0.00 (…)'],
  };
  const HEAD = `abcdef1${'2'.repeat(33)}`;
  const by = (cases: string[], sha = HEAD): Acceptance => ({ by: 'alice', sha, cases });

  it('passes only when every blocking reason is an accepted regression', () => {
    expect(applyAcceptances(gate, comparison, [by(['a'])], HEAD).blocking).toBe(true);
    const both = applyAcceptances(gate, comparison, [by(['a', 'b'])], HEAD);
    expect(both).toMatchObject({ verdict: 'pass', blocking: false, accepted: { by: ['alice'], cases: ['a', 'b'] } });
  });

  it('never accepts what the verdict did not see, nor a case that did not regress', () => {
    const missing = {
      ...gate,
      missingEvidence: '3 of 3 head run(s) crashed',
      reasons: [...gate.reasons, '3 of 3 head run(s) crashed'],
    };
    expect(applyAcceptances(missing, comparison, [by(['a', 'b'])], HEAD).blocking).toBe(true);
    expect(applyAcceptances(gate, comparison, [by(['zzz'])], HEAD)).toMatchObject({ blocking: true });
    expect(applyAcceptances(gate, comparison, [by(['a', 'b'], '1234567')], HEAD).blocking).toBe(true);
  });

  it('holds for the one commit its full SHA names: never a prefix, never another commit sharing the prefix', () => {
    // The attack: the suggested command carried 7 digits, and a later head made to start with them was accepted.
    const collider = `abcdef1${'9'.repeat(33)}`;
    expect(applyAcceptances(gate, comparison, [by(['a', 'b'], 'abcdef1')], HEAD)).toMatchObject({ blocking: true });
    expect(applyAcceptances(gate, comparison, [by(['a', 'b'], 'abcdef1')], HEAD).reasons).toContainEqual(
      expect.stringMatching(/names abcdef1, not a full commit SHA/),
    );
    expect(applyAcceptances(gate, comparison, [by(['a', 'b'])], collider)).toMatchObject({ blocking: true });
    expect(applyAcceptances(gate, comparison, [by(['a', 'b'])], HEAD.toUpperCase())).toMatchObject({ blocking: false });
  });

  it('never hides an undecided cell: on_undecided fail keeps the check failing, pass reads undecided', () => {
    // The attack: accepting case a's regression passed while case c still had gated undecided cells.
    const open = { case: 'c', evaluator: 'failure_communication', gated: true, verdict: 'inconclusive' };
    const withOpen = {
      cells: [cell('a'), open, { ...open, evaluator: 'recovery_strategy' }],
      overall: [],
      health: [],
    } as unknown as Comparison;
    const failing = applyGate(policy('fail'), head, withOpen);
    expect(failing.undecided).toEqual({ cells: 2, blocks: true });
    expect(failing.reasons).toContainEqual('2 result(s) could not be decided, and gate.on_undecided is fail');
    expect(applyAcceptances(failing, withOpen, [by(['a'])], HEAD)).toMatchObject({ verdict: 'fail', blocking: true });
    const passing = applyAcceptances(applyGate(policy('pass'), head, withOpen), withOpen, [by(['a'])], HEAD);
    expect(passing).toMatchObject({ verdict: 'inconclusive', blocking: false, accepted: { cases: ['a'] } });
    // Without the open cells the same acceptance passes.
    const only = { cells: [cell('a')], overall: [], health: [] } as unknown as Comparison;
    expect(applyAcceptances(applyGate(policy('fail'), head, only), only, [by(['a'])], HEAD)).toMatchObject({
      verdict: 'pass',
      blocking: false,
    });
  });

  it('reads the command from a comment line, nothing else', () => {
    expect(parseAcceptances('ok\n/agent-chaos accept ABCDEF1 a, b c\n/agent-chaos accept xyz a', 'u')).toEqual([
      { by: 'u', sha: 'abcdef1', cases: ['a', 'b', 'c'] },
    ]);
    expect(parseAcceptances('please /agent-chaos accept abcdef1 a', 'u')).toEqual([]);
  });
});
