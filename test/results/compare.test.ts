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

  it('a drop of 0.3 with 5 repeats is "regressed", and the gate fails', () => {
    let hits = 0;
    for (let t = 0; t < 100; t++) {
      const rand = seededRandom(50 + t);
      const base = resultsOf([caseOf('search_timeout', { failure_communication: sample(rand, 0.85, 5) })]);
      const head = resultsOf([caseOf('search_timeout', { failure_communication: sample(rand, 0.55, 5) })]);
      if (compareResults(base, head, {}).cells[0].verdict === 'regressed') hits++;
    }
    if (process.env.SHOW_STATS) console.log('drop of 0.3, 100 trials: regressed', hits);
    // Power with judge-like 0.25-step scores and noise; the exact case below is certain.
    expect(hits).toBeGreaterThanOrEqual(85);
    const base = resultsOf([caseOf('search_timeout', { failure_communication: [1, 1, 0.75, 1, 0.75] })]);
    const head = resultsOf([caseOf('search_timeout', { failure_communication: [0.5, 0.75, 0.5, 0.5, 0.5] })]);
    const cmp = compareResults(base, head);
    expect(cmp.cells[0]).toMatchObject({ verdict: 'regressed', delta: -0.35, flaky: false, gated: true });
    const gate = applyGate(policy, head, cmp);
    expect(gate).toMatchObject({ verdict: 'fail', blocking: true, regressions: 1 });
    expect(gate.reasons[0]).toMatch(/^search_timeout · failure_communication: 0.90 → 0.55/);
    expect(applyGate({ ...policy, level: 'warn' }, head, cmp)).toMatchObject({ verdict: 'fail', blocking: false });
    expect(applyGate({ ...policy, fail_on: 'never' }, head, cmp)).toMatchObject({ verdict: 'pass', blocking: false });
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
      resultsOf([caseOf('c', { failure_communication: [0.75, 1, 0.5, 1, 0.75] })]),
      { maxRuns: 60, final: false },
    ).cells[0];
    expect(first).toMatchObject({ verdict: 'inconclusive', pending: true, look: 1 });
    expect(first.reason).toMatch(/^undecided after 5 run\(s\) a side: more runs decide it/);
    // Five more a side keep the drop: decided at look 2 on all ten (the first round's runs count).
    const base = resultsOf([caseOf('c', { failure_communication: [1, 1, 0.75, 1, 1, 1, 1, 1, 0.75, 1] }, look)]);
    const head = resultsOf([
      caseOf('c', { failure_communication: [0.75, 1, 0.5, 1, 0.75, 0.5, 0.5, 0.75, 0.5, 0.5] }, look),
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
      caseOf('b', { failure_communication: [0.25, 0.25, 0.5] }),
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
    expect(t.reasons).toEqual(['b · failure_communication: 0.33 is below the floor 0.5']);
  });

  it('decides with three runs when the runs agree, and asks for more when a drop may hide in noise', () => {
    const cell = (b: number[], h: number[]) =>
      compareResults(
        resultsOf([caseOf('c', { failure_communication: b })]),
        resultsOf([caseOf('c', { failure_communication: h })]),
      ).cells[0];
    expect(cell([1, 1, 1], [0, 0, 0]).verdict).toBe('regressed');
    expect(cell([1, 1, 1], [0.75, 0.75, 0.75]).verdict).toBe('regressed');
    expect(cell([1, 0.75, 1], [0.75, 1, 0.75]).verdict).toBe('unchanged'); // a drop of 0.08: under min_effect
    const noisy = cell([1, 0.75, 1], [0.5, 1, 0.75]);
    expect(noisy.verdict).toBe('inconclusive');
    expect(noisy.repeatsNeeded).toBeGreaterThan(3);
  });
});
