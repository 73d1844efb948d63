// pass^k: tau-bench's estimator C(c, k) / C(n, k), a run's pass from its gated scores and health.
import { describe, expect, it } from 'vitest';
import { passHatK, reliabilityOf } from '../../src/results/reliability.js';
import { renderReport } from '../../src/report/markdown.js';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import { gateSchema } from '../../src/config/schema.js';
import { caseOf, resultsOf } from '../helpers/results.js';

describe('pass^k', () => {
  it('is C(c, k) / C(n, k)', () => {
    expect(passHatK(5, 5, 3)).toBe(1);
    expect(passHatK(5, 4, 3)).toBeCloseTo(4 / 10, 10); // C(4,3)/C(5,3)
    expect(passHatK(8, 6, 3)).toBeCloseTo(20 / 56, 10);
    expect(passHatK(5, 2, 3)).toBe(0);
    expect(passHatK(2, 2, 3)).toBeNull();
    // The mean of the indicator "all k of a random k-subset pass", counted by brute force.
    const runs = [1, 1, 0, 1, 1, 0, 1];
    let all = 0;
    let subsets = 0;
    for (let a = 0; a < 7; a++)
      for (let b = a + 1; b < 7; b++)
        for (let c = b + 1; c < 7; c++) {
          subsets++;
          if (runs[a] && runs[b] && runs[c]) all++;
        }
    expect(passHatK(7, 5, 3)).toBeCloseTo(all / subsets, 12);
  });

  it('a run passes when every gated evaluator passed it; a crashed run fails; failure_analysis is not gated', () => {
    const c = caseOf(
      'c',
      { failure_communication: [1, 1, 0, 1], partial_completion: [1, 0.75, 1, 1], failure_analysis: [1, 1, 1, 1] },
      (i) => (i === 3 ? { status: 'crashed', scores: {} } : {}),
    );
    expect(reliabilityOf(c.runs)).toEqual({ k: 4, n: 4, passed: 2, pass1: 0.5, passK: 0 });
    const extra = c.runs.map((r, i) => (i < 2 ? r : { ...r, round: 2 }));
    expect(reliabilityOf(extra)).toMatchObject({ k: 2, n: 4, passed: 2, passK: round3(1 / 6) });
  });

  it('the comment shows base beside head', () => {
    const base = resultsOf([caseOf('search', { failure_communication: [1, 1, 1] })]);
    const head = resultsOf([caseOf('search', { failure_communication: [1, 0, 1] })]);
    const comparison = compareResults(base, head);
    const body = renderReport({
      head,
      base,
      comparison,
      gate: applyGate(gateSchema.parse({}), head, comparison),
      baseline: { source: 'file', description: 'base.json' },
      sessions: new Map(),
    });
    expect(body).toMatch(/Reliability: pass\^k per case/);
    expect(body).toMatch(
      /\| search +\| 3 \| 1\.00 \(3\/3\) +\| 0\.67 \(2\/3\) +\| 1\.00 \(3\/3\) +\| 0\.00 \(2\/3\) +\|/,
    );
  });
});

const round3 = (x: number) => Math.round(x * 1000) / 1000;
