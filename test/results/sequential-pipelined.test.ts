// The sequential decision's looks are pipelined: each undecided case gets its next batch as soon as
// its own last batch is scored, not when every case's batch of the look is done.
import { describe, expect, it } from 'vitest';
import { resultsOf as simResults } from '../../bench/gate-sim.js';
import { configSchema, gateSchema } from '../../src/config/schema.js';
import type { Results } from '../../src/results/schema.js';
import { sequentialGate } from '../../src/results/sequential-gate.js';

const resultsOf = simResults as (cases: { name: string; runs: Record<string, number>[] }[]) => Results;

// Runs that leave a case undecided for a while: the same spread of scores on both sides.
const spread = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => {
    const v = [1, 0.5, 0.75, 0.25][(from + i) % 4];
    return { failure_communication: v, partial_completion: v, recovery_strategy: v };
  });
const suite = () => resultsOf(['fast', 'slow'].map((name) => ({ name, runs: spread(3) })));

describe('pipelined looks', () => {
  it("a case's next batch starts while another case's batch is still running", async () => {
    const calls: string[] = [];
    let releaseSlow!: () => void;
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const result = await sequentialGate({
      policy: gateSchema.parse({}),
      thresholds: {},
      head: suite(),
      base: suite(),
      confirm: configSchema.shape.confirm.parse(undefined),
      log: () => {},
      more: async ([name], runs, look) => {
        calls.push(`${name}@${look}`);
        // The slow case's first batch is held until the fast case has asked for its third look.
        if (name === 'slow' && look === 2) await slowHeld;
        if (name === 'fast' && look === 3) releaseSlow();
        const batch = () => resultsOf([{ name, runs: spread(runs, look) }]);
        return { head: batch(), base: batch() };
      },
    });
    expect(calls.slice(0, 3)).toEqual(['fast@2', 'slow@2', 'fast@3']);
    expect(calls).toContain('slow@3');
    // Every batch's runs are in the results, each tagged with its case's own look.
    const rounds = (side: typeof result.head, name: string) =>
      side.cases.find((c) => c.name === name)!.runs.map((r) => r.round ?? 1);
    for (const name of ['fast', 'slow']) {
      const looks = calls.filter((c) => c.startsWith(`${name}@`)).map((c) => Number(c.split('@')[1]));
      expect(new Set(rounds(result.head, name))).toEqual(new Set([1, ...looks]));
      expect(rounds(result.base, name)).toEqual(rounds(result.head, name));
    }
    expect(result.added).toBe(
      2 * result.head.cases.reduce((n, c) => n + c.runs.filter((r) => (r.round ?? 1) > 1).length, 0),
    );
  });

  it('the budget is shared: the batches together stay within confirm.max_extra_runs', async () => {
    const confirm = { ...configSchema.shape.confirm.parse(undefined), max_extra_runs: 24 };
    const result = await sequentialGate({
      policy: gateSchema.parse({}),
      thresholds: {},
      head: suite(),
      base: suite(),
      confirm,
      more: async ([name], runs, look) => {
        const batch = () => resultsOf([{ name, runs: spread(runs, look) }]);
        return { head: batch(), base: batch() };
      },
    });
    expect(result.added).toBeGreaterThan(0);
    expect(result.added).toBeLessThanOrEqual(24);
    expect(result.head.notes?.join(' ')).toMatch(/confirm\.max_extra_runs 24 was reached/);
  });
});
