// A run the runner lost (crashed, timed out, no session) is replaced by more runs while the
// sequential decision can add them, not counted as a decision ("too few scored runs").
import { describe, expect, it } from 'vitest';
import { configSchema, gateSchema } from '../../src/config/schema.js';
import { compareResults } from '../../src/results/compare.js';
import type { Results } from '../../src/results/schema.js';
import { sequentialGate } from '../../src/results/sequential-gate.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const confirm = configSchema.shape.confirm.parse(undefined);
const crashedAt =
  (lost: number[]) =>
  (i: number): Partial<Results['cases'][number]['runs'][number]> =>
    lost.includes(i) ? { status: 'crashed', error: 'the agent crashed: exit code 1', scores: {} } : {};

describe('runs lost to the runner', () => {
  it('a case with two of its three runs crashed gets more runs, then is decided on scored runs', async () => {
    const head = resultsOf([caseOf('flaky', { failure_communication: [1, 1, 1] }, crashedAt([0, 1]))]);
    const base = resultsOf([caseOf('flaky', { failure_communication: [1, 1, 1] })]);
    // Before any batch: pending, with the reason.
    const first = compareResults(base, head, { maxRuns: confirm.max_runs, final: false }).cells[0];
    expect(first).toMatchObject({ verdict: 'inconclusive', pending: true });
    expect(first.reason).toMatch(/runs lost to the runner are replaced/);
    const asked: { cases: string[]; runs: number }[] = [];
    const out = await sequentialGate({
      policy: gateSchema.parse({}),
      thresholds: {},
      head,
      base,
      confirm,
      more: async (cases, runs) => {
        asked.push({ cases, runs });
        const side = () => resultsOf([caseOf('flaky', { failure_communication: Array(runs).fill(1) })]);
        return { head: side(), base: side() };
      },
    });
    expect(asked[0]).toEqual({ cases: ['flaky'], runs: 3 });
    const cell = out.comparison.cells[0];
    expect(cell.verdict).toBe('unchanged');
    expect(cell.head.n).toBeGreaterThanOrEqual(2);
    expect(out.gate.verdict).toBe('pass');
  });

  it('where no more runs can come (an artifact or file baseline), it stays undecided', () => {
    const head = resultsOf([caseOf('flaky', { failure_communication: [1, 1, 1] }, crashedAt([0, 1]))]);
    const base = resultsOf([caseOf('flaky', { failure_communication: [1, 1, 1] })]);
    const cell = compareResults(base, head).cells[0];
    expect(cell).toMatchObject({ verdict: 'inconclusive' });
    expect(cell.pending).toBeUndefined();
  });

  it('a head where no run left a session is broken, not replaced: run health decides it', () => {
    const head = resultsOf([caseOf('dead', { failure_communication: [1, 1, 1] }, crashedAt([0, 1, 2]))]);
    const base = resultsOf([caseOf('dead', { failure_communication: [1, 1, 1] })]);
    const cmp = compareResults(base, head, { maxRuns: confirm.max_runs, final: false });
    expect(cmp.cells[0].pending).toBeUndefined();
    expect(cmp.health[0].verdict).toBe('regressed');
  });
});
