// Statistics on synthetic results with known answers.
import { gateSchema } from '../../src/config/schema.js';
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import { seededRandom } from '../../src/util/random.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const LEVELS = [0, 0.25, 0.5, 0.75, 1];
/** A judge-like score: a level near `center`, with noise. */
const draw = (rand: () => number, center: number, noise = 0.1) => {
  const x = center + (rand() + rand() + rand() - 1.5) * 2 * noise;
  return LEVELS.reduce((best, l) => (Math.abs(l - x) < Math.abs(best - x) ? l : best), 0);
};
const sample = (rand: () => number, center: number, n: number) => Array.from({ length: n }, () => draw(rand, center));
const policy = gateSchema.parse({});

describe('comparison statistics', () => {
  it('identical distributions: never "regressed" in at least 95% of 1,000 seeded trials', () => {
    let regressed = 0;
    const verdicts: Record<string, number> = {};
    for (let t = 0; t < 1000; t++) {
      const rand = seededRandom(1000 + t);
      const center = [0.5, 0.75, 0.6][t % 3];
      const base = resultsOf([caseOf('c', { failure_communication: sample(rand, center, 5) })]);
      const head = resultsOf([caseOf('c', { failure_communication: sample(rand, center, 5) })]);
      const v = compareResults(base, head, {}).cells[0].verdict;
      verdicts[v] = (verdicts[v] ?? 0) + 1;
      if (v === 'regressed') regressed++;
    }
    if (process.env.SHOW_STATS) console.log('identical distributions, 1000 trials:', verdicts);
    expect(regressed / 1000).toBeLessThanOrEqual(0.05);
    expect((verdicts.unchanged ?? 0) + (verdicts.inconclusive ?? 0) + (verdicts.improved ?? 0) + regressed).toBe(1000);
  });

  it('tests the share of passing runs: 80% more runs failing at 5 repeats is "regressed", and the gate fails', () => {
    let hits = 0;
    for (let t = 0; t < 100; t++) {
      const rand = seededRandom(50 + t);
      // The head makes results up (Failure or Poor) in 80% of its runs; else it answers as the base does.
      const head = sample(rand, 0.85, 5).map((x) => (rand() < 0.8 ? [0, 0.25][Math.floor(rand() * 2)] : x));
      const base = resultsOf([caseOf('search_timeout', { failure_communication: sample(rand, 0.85, 5) })]);
      if (
        compareResults(base, resultsOf([caseOf('search_timeout', { failure_communication: head })])).cells[0]
          .verdict === 'regressed'
      )
        hits++;
    }
    if (process.env.SHOW_STATS) console.log('80% more runs failing, 100 trials: regressed', hits);
    // Power at 5 runs a side with judge-like scores; the exact case below is certain.
    expect(hits).toBeGreaterThanOrEqual(85);
    const base = resultsOf([caseOf('search_timeout', { failure_communication: [1, 1, 0.75, 1, 0.75] })]);
    const head = resultsOf([caseOf('search_timeout', { failure_communication: [0, 0.25, 0, 0.5, 0] })]);
    const cmp = compareResults(base, head);
    expect(cmp.cells[0]).toMatchObject({
      verdict: 'regressed',
      delta: -0.75,
      passDelta: -0.8,
      flaky: true,
      gated: true,
    });
    expect(cmp.cells[0]).toMatchObject({ base: { mean: 0.9, passing: 1 }, head: { mean: 0.15, passing: 0.2 } });
    const gate = applyGate(policy, head, cmp);
    expect(gate).toMatchObject({ verdict: 'fail', blocking: true, regressions: 1 });
    expect(gate.reasons[0]).toMatch(
      /^search_timeout · failure_communication: passing 100% → 20% \[-1\.00, -0\.\d\d\], mean 0.90 → 0.15 \(/,
    );
    expect(applyGate({ ...policy, level: 'warn' }, head, cmp)).toMatchObject({ verdict: 'fail', blocking: false });
    expect(applyGate({ ...policy, fail_on: 'never' }, head, cmp)).toMatchObject({ verdict: 'pass', blocking: false });
  });

  it('a mean drop that leaves every run passing is shown beside the pass rate, and is no regression', () => {
    // Excellent and Good answers become Acceptable ones: every run still passes the specification's test.
    const base = resultsOf([caseOf('c', { failure_communication: [1, 1, 0.75, 1, 0.75, 1, 1, 1, 0.75, 1] })]);
    const head = resultsOf([
      caseOf('c', { failure_communication: [0.5, 0.75, 0.5, 0.5, 0.5, 0.5, 0.75, 0.5, 0.5, 0.5] }),
    ]);
    const cell = compareResults(base, head).cells[0];
    expect(cell).toMatchObject({ verdict: 'unchanged', delta: -0.375, passDelta: 0 });
    expect(cell.base.passing).toBe(1);
    expect(cell.head.passing).toBe(1);
  });

  it('too few runs is inconclusive, with the repeats that would settle it', () => {
    const cmp = compareResults(
      resultsOf([caseOf('c', { partial_completion: [1] })]),
      resultsOf([caseOf('c', { partial_completion: [0] })]),
    );
    expect(cmp.cells[0]).toMatchObject({ verdict: 'inconclusive' });
    expect(cmp.cells[0].reason).toMatch(/too few scored runs/);
    expect(cmp.cells[0].repeatsNeeded).toBeGreaterThanOrEqual(3);
    expect(applyGate(policy, resultsOf([]), cmp).verdict).toBe('inconclusive');
  });

  it('flags flaky cases and still gates them; does not gate failure_analysis', () => {
    const base = resultsOf([
      caseOf('c', { failure_communication: [1, 1, 1, 1, 1], failure_analysis: [0, 0, 0, 0, 0] }),
    ]);
    const head = resultsOf([
      caseOf('c', { failure_communication: [0, 1, 0, 0.25, 0], failure_analysis: [1, 1, 1, 1, 1] }),
    ]);
    const cmp = compareResults(base, head);
    const fc = cmp.cells.find((c) => c.evaluator === 'failure_communication')!;
    expect(fc).toMatchObject({ verdict: 'regressed', flaky: true }); // an agent that fabricates some of the time
    const fa = cmp.cells.find((c) => c.evaluator === 'failure_analysis')!;
    expect(fa).toMatchObject({ verdict: 'regressed', gated: false });
    expect(applyGate(policy, head, cmp)).toMatchObject({ verdict: 'fail', regressions: 1 });
  });

  it('identical runs on both sides read "unchanged", whatever the repeats and the suite', () => {
    for (const runs of [
      [1, 1, 1],
      [0.75, 0.75, 0.75, 0.75, 0.75],
    ]) {
      const cases = ['a', 'b', 'c', 'd'].map((n) =>
        caseOf(n, { failure_communication: runs, partial_completion: runs, recovery_strategy: runs }),
      );
      const cmp = compareResults(resultsOf(cases), resultsOf(cases.map((c) => structuredClone(c))));
      expect(cmp.cells.every((c) => c.verdict === 'unchanged')).toBe(true);
      expect(applyGate(policy, resultsOf(cases), cmp)).toMatchObject({ verdict: 'pass', blocking: false });
    }
  });

  it('looks again after each batch on every run so far: pending while more runs can decide, decided on all of them', () => {
    const look = (i: number) => (i >= 5 ? { round: 2 } : {});
    // The first round (5 a side) suggests a drop; with runs still to come (max 60 a side) it is pending.
    const first = compareResults(
      resultsOf([caseOf('c', { failure_communication: [1, 1, 0.75, 1, 1] })]),
      resultsOf([caseOf('c', { failure_communication: [0.75, 0.25, 1, 0, 0.75] })]),
      { maxRuns: 60, final: false },
    ).cells[0];
    expect(first).toMatchObject({ verdict: 'inconclusive', pending: true, look: 1 });
    expect(first.reason).toMatch(/^undecided after 5 run\(s\) a side: more runs decide it/);
    // Five more a side keep the drop: decided at look 2 on all ten (the first round's runs count).
    const base = resultsOf([caseOf('c', { failure_communication: [1, 1, 0.75, 1, 1, 1, 1, 1, 0.75, 1] }, look)]);
    const head = resultsOf([
      caseOf('c', { failure_communication: [0.75, 0.25, 1, 0, 0.75, 0, 0.25, 0, 0.75, 0.25] }, look),
    ]);
    const cell = compareResults(base, head, { maxRuns: 60, final: true }).cells[0];
    expect(cell).toMatchObject({ verdict: 'regressed', look: 2, base: { n: 10 }, head: { n: 10 } });
    expect(cell.reason).toMatch(/^decided on 10 run\(s\) a side/);
    // The same runs with no change: unchanged (the futility bound), never "pending" at the last look.
    const same = compareResults(
      base,
      resultsOf([caseOf('c', { failure_communication: [1, 1, 0.75, 1, 1, 1, 1, 1, 0.75, 1] }, look)]),
      { maxRuns: 60, final: true },
    ).cells[0];
    expect(same.verdict).toBe('unchanged');
  });

  it('lists cases present on one side only, never comparing them', () => {
    const base = resultsOf([
      caseOf('old', { failure_communication: [1, 1] }),
      caseOf('both', { failure_communication: [1, 1] }),
    ]);
    const head = resultsOf([
      caseOf('new', { failure_communication: [0, 0] }),
      caseOf('both', { failure_communication: [1, 1] }),
    ]);
    const cmp = compareResults(base, head);
    expect(cmp).toMatchObject({ added: ['new'], removed: ['old'] });
    expect(cmp.cells.map((c) => c.case)).toEqual(['both']);
  });

  it('gives an overall verdict per evaluator across cases, and the threshold policy reads absolute scores', () => {
    const base = resultsOf([
      caseOf('a', { failure_communication: [1, 1, 1] }),
      caseOf('b', { failure_communication: [0.75, 0.75, 1] }),
    ]);
    const head = resultsOf([
      caseOf('a', { failure_communication: [0.5, 0.5, 0.5] }),
      caseOf('b', { failure_communication: [0.25, 0.25, 0.25] }),
    ]);
    const cmp = compareResults(base, head);
    expect(cmp.overall[0]).toMatchObject({
      case: '(all cases)',
      evaluator: 'failure_communication',
      verdict: 'regressed',
    });
    expect(applyGate({ ...policy, fail_on: 'overall' }, head, cmp).verdict).toBe('fail');
    const t = applyGate({ ...policy, fail_on: 'threshold' }, head, undefined);
    expect(t.verdict).toBe('fail');
    expect(t.reasons).toEqual(['b · failure_communication: 0.25 is below the floor 0.5']);
  });

  it('decides with three runs when the runs agree, and asks for more when a drop may hide in noise', () => {
    const cell = (b: number[], h: number[]) =>
      compareResults(
        resultsOf([caseOf('c', { failure_communication: b })]),
        resultsOf([caseOf('c', { failure_communication: h })]),
      ).cells[0];
    expect(cell([1, 1, 1], [0, 0, 0]).verdict).toBe('regressed');
    // Every run passes on both sides: no run failing more, whatever the drop in the mean.
    expect(cell([1, 1, 1], [0.75, 0.75, 0.75])).toMatchObject({ verdict: 'unchanged', delta: -0.25, passDelta: 0 });
    const noisy = cell([1, 0.75, 1], [0.25, 1, 0.75]);
    expect(noisy.verdict).toBe('inconclusive');
    expect(noisy.repeatsNeeded).toBeGreaterThan(3);
  });
});

describe("room for the looks' judge (the two-job report job)", () => {
  const runs = (n: number, fails: number) => [...Array(n - fails).fill(0.75), ...Array(fails).fill(0)];
  const base = resultsOf([caseOf('c', { failure_communication: runs(30, 3) })]);
  const head = resultsOf([caseOf('c', { failure_communication: runs(30, 8) })]);
  const reread = { failure_communication: 0.07 };

  it('rules the change out at the last look within the reading the two judges may differ by, and says so', () => {
    const without = compareResults(base, head, { maxRuns: 80, final: true }).cells[0];
    expect(without.verdict).toBe('inconclusive');
    const within = compareResults(base, head, { maxRuns: 80, final: true, reread }).cells[0];
    expect(within.verdict).toBe('unchanged');
    expect(within.reason).toMatch(
      /^no sign of 30% more runs failing on 30 run\(s\) a side, within the looks' judge's reading \(0\.09\)/,
    );
  });

  it('gives no room before the last look, nor to a regression', () => {
    const pending = compareResults(base, head, { maxRuns: 80, final: false, reread }).cells[0];
    expect(pending).toMatchObject({ verdict: 'inconclusive', pending: true });
    const worse = resultsOf([caseOf('c', { failure_communication: runs(30, 16) })]);
    expect(compareResults(base, worse, { maxRuns: 80, final: true, reread }).cells[0].verdict).toBe('regressed');
  });
});
