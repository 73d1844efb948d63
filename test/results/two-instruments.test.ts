// A pull request whose runs were read by two instruments: the offline judge's sure readings of an
// evaluator withdrawn in one job's look (the LLM judge read them all there) and kept in another.
// The two read apart by what the audit found, so the comparison is not the agent's: undecided.
import { describe, expect, it } from 'vitest';
import { gateSchema } from '../../src/config/schema.js';
import { renderReport } from '../../src/report/markdown.js';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import type { Results } from '../../src/results/schema.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const FC = 'failure_communication';
// 40 runs a side: the base's sure readings pass 36; the head's, all read by the LLM judge after a
// withdrawal, pass 24 (a judge one level stricter on this agent's honest answers).
const base = () => {
  const c = caseOf('search_timeout', { [FC]: Array.from({ length: 40 }, (_, i) => (i < 36 ? 0.75 : 0)) });
  for (const r of c.runs)
    r.scores[FC] = {
      ...r.scores[FC],
      source: 'heuristic',
      reason: 'Offline judge, sure: the answer says what failed and gives a next step.',
    };
  return resultsOf([c]);
};
const head = (withdrawn: string[]): Results =>
  resultsOf([caseOf('search_timeout', { [FC]: Array.from({ length: 40 }, (_, i) => (i < 24 ? 0.5 : 0.25)) })], {
    usage: {
      judgeCalls: 40,
      inputTokens: 0,
      outputTokens: 0,
      estimatedCostUsd: 0,
      offline: { sure: 12, audited: 4, disagreed: 2, withdrawn },
    },
  });

describe('two instruments in one comparison', () => {
  it('without a withdrawal the same drop is a regression (the instruments are the same rule on both sides)', () => {
    const cmp = compareResults(base(), head([]));
    expect(cmp.cells[0].verdict).toBe('regressed');
  });

  it('a withdrawal on one side leaves the cell undecided, never a regression nor unchanged, and the headline says why', () => {
    const h = head([FC]);
    const cmp = compareResults(base(), h);
    expect(cmp.cells[0]).toMatchObject({ verdict: 'inconclusive', twoInstruments: true });
    expect(cmp.cells[0].reason).toMatch(
      /^read by two instruments: the offline judge's sure readings of failure_communication were withdrawn/,
    );
    expect(cmp.cells[0].pending).toBeUndefined();
    expect(cmp.overall.find((c) => c.evaluator === FC)?.verdict).toBe('inconclusive');
    const gate = applyGate(gateSchema.parse({}), h, cmp);
    expect(gate.blocking).toBe(false);
    const body = renderReport({
      head: h,
      base: base(),
      comparison: cmp,
      gate,
      baseline: { source: 'artifact', sha: 'b'.repeat(40), createdAt: '2026-11-27T12:00:00Z', description: 'a base' },
      sessions: new Map(),
      configId: 'x',
      now: Date.parse('2026-11-29T12:00:00Z'),
    });
    const headline = body.split('\n').find((l) => l.startsWith('## '))!;
    expect(headline).toContain('🟡');
    expect(headline).toContain(
      "1 result read by two instruments: the offline judge's sure readings of failure\\_communication were withdrawn for some runs only",
    );
    expect(headline).not.toContain('no drop shown');
    // With on_undecided: fail, the check fails on it.
    expect(applyGate(gateSchema.parse({ on_undecided: 'fail' }), h, cmp).blocking).toBe(true);
  });

  it("where every reading of the withdrawn evaluator is the LLM judge's, one instrument read both sides", () => {
    const b = resultsOf([
      caseOf('search_timeout', { [FC]: Array.from({ length: 40 }, (_, i) => (i < 36 ? 0.75 : 0)) }),
    ]);
    expect(compareResults(b, head([FC])).cells[0].verdict).toBe('regressed');
  });
});
