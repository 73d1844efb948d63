// budget.usd in the sequential decision: no look starts that would take the money this job spent
// (the agent's priced model calls and the judge's) past the budget, and the report says what was
// left undecided and what deciding it would cost.
import { describe, expect, it } from 'vitest';
import { configSchema, gateSchema } from '../../src/config/schema.js';
import type { Results } from '../../src/results/schema.js';
import { sequentialGate } from '../../src/results/sequential-gate.js';
import { moneyOf } from '../../src/results/purse.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const confirm = configSchema.shape.confirm.parse(undefined);
const RUN_USD = 0.1; // each run's agent tokens, priced; the judge adds 0.02 a run

/** `n` runs of a case that passes every other time (head) or two times in three (base): a drop neither shown nor ruled out for many looks. */
function side(n: number, offset = 0, every = 3): Results {
  const scores = Array.from({ length: n }, (_, i) => ((i + offset) % every === every - 1 ? 0 : 1));
  const agent = {
    sessions: n,
    inputTokens: 1000 * n,
    outputTokens: 100 * n,
    costUsd: RUN_USD * n,
    unpriced: [],
    unnamedTokens: 0,
  };
  return resultsOf([caseOf('noisy', { failure_communication: scores })], {
    usage: { judgeCalls: n, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0.02 * n, agent },
  });
}

async function decide(budget?: { usd: number; baseHere: boolean }) {
  const asked: number[] = [];
  let look = 0;
  const out = await sequentialGate({
    policy: gateSchema.parse({}),
    thresholds: {},
    head: side(3, 0, 2),
    base: side(3, 1),
    confirm,
    budget,
    more: async (_cases, runs) => {
      asked.push(runs);
      look++;
      return { head: side(runs, look, 2), base: side(runs, look + 1) };
    },
  });
  return { out, asked };
}

describe('budget.usd', () => {
  it('stops the looks before the money is spent, and names what was left and what it would cost', async () => {
    const free = await decide();
    const capped = await decide({ usd: 2, baseHere: true });
    // Without a budget the case gets more looks than the budget allows.
    expect(free.asked.length).toBeGreaterThan(capped.asked.length);
    expect(capped.asked.length).toBeGreaterThan(0);
    const spent = moneyOf(capped.out.head) + moneyOf(capped.out.base);
    expect(spent).toBeLessThanOrEqual(2);
    // The next look would have gone past it: one more batch at the mean cost of a run.
    const next = Math.min(confirm.runs, Math.ceil(capped.out.head.cases[0].runs.length / 2));
    expect(spent + next * 2 * (RUN_USD + 0.02)).toBeGreaterThan(2);
    const note = capped.out.head.notes?.find((n) => n.startsWith('budget.usd'));
    expect(note).toMatch(
      /^budget\.usd \$2\.00 reached \(\$1\.\d\d spent on the agent and the judge\): 1 undecided case\(s\) got no more runs; deciding them would take about \d+ more run\(s\), about \$\d+\.\d\d\.$/,
    );
    expect(capped.out.comparison.cells[0].verdict).toBe('inconclusive');
    expect(capped.out.gate.verdict).toBe('inconclusive');
    // The agent's money of every look is in the results.
    expect(capped.out.head.usage.agent?.costUsd).toBeCloseTo(RUN_USD * capped.out.head.cases[0].runs.length, 6);
  });

  it("a base read from an artifact was paid before: only this job's runs count", async () => {
    const here = await decide({ usd: 2, baseHere: true });
    const before = await decide({ usd: 2, baseHere: false });
    expect(before.asked.length).toBeGreaterThan(here.asked.length);
  });
});
