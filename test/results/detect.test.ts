// The power side of the sequential decision (gate.detect): a result is unchanged once its runs rule
// out a drop of `detect`, never on a few identical runs that could hide an agent failing in a
// third of them; and an unchanged case gets just the runs that decide it.
import { describe, expect, it } from 'vitest';
import { configSchema, gateSchema } from '../../src/config/schema.js';
import { compareResults } from '../../src/results/compare.js';
import { sequentialGate } from '../../src/results/sequential-gate.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const confirm = configSchema.shape.confirm.parse(undefined);
const same = (n: number, v = 1) => resultsOf([caseOf('c', { failure_communication: Array(n).fill(v) })]);

describe('gate.detect: the drop the decision is built to catch', () => {
  it('three clean runs a side are not "unchanged" while more can come: 0.7^3 = 34% of agents failing in 30% of runs look like that', () => {
    const cell = compareResults(same(3), same(3), { maxRuns: confirm.max_runs, final: false }).cells[0];
    expect(cell).toMatchObject({ verdict: 'inconclusive', pending: true });
    // (1 - 0.3)^n <= 0.03 from n = 10: the runs a side at which it would be called unchanged.
    expect(cell.unchangedAt).toBe(10);
    expect(0.7 ** 10).toBeLessThanOrEqual(0.03);
    expect(0.7 ** 9).toBeGreaterThan(0.03);
    const ten = compareResults(same(10), same(10), { maxRuns: confirm.max_runs, final: false }).cells[0];
    expect(ten.verdict).toBe('unchanged');
    expect(ten.reason).toMatch(/^no sign of 30% more runs failing on 10 run\(s\) a side/);
  });

  it('a judge that scores the good answer 0.75 and the made-up one 0 loses no power: the change is a share of runs failing, whatever the gap', () => {
    // The example agent's honest answer scores 0.75 with the heuristic judge: a clean head of 0.75
    // still needs the 10 runs that would show an agent failing in 30% of them (before: 7, which let
    // 8% of such agents through).
    const at = (v: number) =>
      compareResults(same(3, v), same(3, v), { maxRuns: confirm.max_runs, final: false }).cells[0].unchangedAt;
    expect(at(0.75)).toBe(10);
    expect(at(1)).toBe(10);
    // Every count of made-up runs, base and head, gets the same verdict on a scale of 0 and 0.75 as on
    // 0 and 1 (the test of a drop counts runs; the power side's drop scales with the gap).
    const runs = (low: number, n: number, top: number) => Array.from({ length: n }, (_, i) => (i < low ? 0 : top));
    const verdictOf = (baseLow: number, headLow: number, n: number, top: number) =>
      compareResults(
        resultsOf([caseOf('c', { failure_communication: runs(baseLow, n, top) })]),
        resultsOf([caseOf('c', { failure_communication: runs(headLow, n, top) })]),
        { maxRuns: confirm.max_runs, final: false },
      ).cells[0].verdict;
    const differ: string[] = [];
    for (const n of [6, 10, 20])
      for (let baseLow = 0; baseLow <= n / 2; baseLow++)
        for (let headLow = 0; headLow <= n; headLow++)
          if (verdictOf(baseLow, headLow, n, 1) !== verdictOf(baseLow, headLow, n, 0.75))
            differ.push(`${baseLow}/${n} -> ${headLow}/${n}`);
    expect(differ).toEqual([]);
  });

  it('a head that scored lower than the base in some runs is not clean: more runs decide it', () => {
    const base = same(10);
    const head = resultsOf([caseOf('c', { failure_communication: [1, 1, 0, 1, 1, 1, 0, 1, 1, 0] })]);
    const cell = compareResults(base, head, { maxRuns: confirm.max_runs, final: false }).cells[0];
    expect(cell.verdict).not.toBe('unchanged');
    expect(cell.unchangedAt).toBeUndefined();
  });

  it('a base that never failed holds the power side to 3%: a head that failed in some runs is not unchanged on the odds that pass 10% of such agents', () => {
    // Against a clean base any failing head run is a sign; the runs to rule the change out cost only
    // where the head fails (an unchanged agent that never fails stays clean: ten runs). Before, 4 of
    // 30 head runs made up against 30 clean base runs read "unchanged", and 0.0 -> 0.3 was caught in
    // 96.5% of simulated pull requests (97.5% now; bench/gate-sim.ts).
    const runs = (low: number, n: number) => Array.from({ length: n }, (_, i) => (i < low ? 0 : 0.75));
    const verdictOf = (baseLow: number, headLow: number, n: number) =>
      compareResults(
        resultsOf([caseOf('c', { failure_communication: runs(baseLow, n) })]),
        resultsOf([caseOf('c', { failure_communication: runs(headLow, n) })]),
        { maxRuns: confirm.max_runs, final: false },
      ).cells[0].verdict;
    expect(verdictOf(0, 1, 20)).toBe('inconclusive');
    expect(verdictOf(0, 4, 30)).toBe('inconclusive');
    expect(verdictOf(0, 2, 30)).toBe('unchanged');
    // A base that failed too is read at the usual 10%.
    expect(verdictOf(1, 4, 30)).toBe('unchanged');
  });

  it('a score whose base mean is under detect cannot drop by detect: unchanged at once', () => {
    const cell = compareResults(same(3, 0.25), same(3, 0.25), { maxRuns: confirm.max_runs, final: false }).cells[0];
    expect(cell.verdict).toBe('unchanged');
  });

  it('a smaller detect decides sooner, and detect is never under min_effect', () => {
    const at = (detect: number, minEffect = 0.1) =>
      compareResults(same(3), same(3), { maxRuns: confirm.max_runs, final: false, detect, minEffect }).cells[0]
        .unchangedAt;
    expect(at(0.5)).toBe(Math.ceil(Math.log(0.03) / Math.log(0.5)));
    expect(at(0.5)).toBeLessThan(at(0.3)!);
    expect(at(0.1, 0.5)).toBe(at(0.5));
  });

  it('with no run to come (an artifact baseline), identical runs under min_effect still read unchanged', () => {
    expect(compareResults(same(3), same(3)).cells[0].verdict).toBe('unchanged');
  });

  it('an unchanged case whose heads have not failed gets one batch: the runs that call it unchanged, head and base', async () => {
    const asked: number[] = [];
    const out = await sequentialGate({
      policy: gateSchema.parse({}),
      thresholds: {},
      head: same(3),
      base: same(3),
      confirm,
      more: async (_cases, runs) => {
        asked.push(runs);
        return { head: same(runs), base: same(runs) };
      },
    });
    expect(asked).toEqual([7]);
    expect(out.comparison.cells[0]).toMatchObject({ verdict: 'unchanged', head: { n: 10 }, base: { n: 10 } });
    expect(out.gate).toMatchObject({ verdict: 'pass', blocking: false });
  });
});
