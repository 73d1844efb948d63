// budget.usd in the sequential decision: the money this job has spent (the agent's priced model
// calls and the judge's), what the batches under way will add at the cost a run has had so far, and
// whether the next batch still fits. An estimate, as the cost lines are: models without a price add
// nothing, and the note says so.
import { dollars } from './agent-cost.js';
import type { Comparison } from './comparison.js';
import type { Results } from './schema.js';

/** What results cost: the judge's calls and the agent's priced model calls. */
export const moneyOf = (r: Results): number => r.usage.estimatedCostUsd + (r.usage.agent?.costUsd ?? 0);

const runsOf = (r: Results): number => r.cases.reduce((n, c) => n + c.runs.length, 0);

export class Purse {
  private reserved = 0;
  private readonly before: { usd: number; runs: number };

  /** `baseHere`: the base's first round ran in this job; otherwise what the base held was paid before. */
  constructor(
    readonly usd: number,
    baseHere: boolean,
    base: Results,
  ) {
    this.before = baseHere ? { usd: 0, runs: 0 } : { usd: moneyOf(base), runs: runsOf(base) };
  }

  spent(head: Results, base: Results): number {
    return moneyOf(head) + moneyOf(base) - this.before.usd;
  }

  /** The mean cost of one run of this job so far (0 when nothing could be priced). */
  perRun(head: Results, base: Results): number {
    const runs = runsOf(head) + runsOf(base) - this.before.runs;
    return runs > 0 ? this.spent(head, base) / runs : 0;
  }

  /** Reserves `runs` runs' money and says so, or says no when they would go past the budget. */
  take(head: Results, base: Results, runs: number): number | undefined {
    const usd = this.perRun(head, base) * runs;
    if (this.spent(head, base) + this.reserved + usd > this.usd) return undefined;
    this.reserved += usd;
    return usd;
  }

  /** A batch's reservation, once its runs are in the results (and so in what was spent). */
  release(usd: number): void {
    this.reserved -= usd;
  }

  /** The note: what stopped, what was spent, and what deciding the rest would take. */
  note(head: Results, base: Results, stopped: number, moreRuns: number): string {
    const spent = dollars(this.spent(head, base));
    const more = moreRuns
      ? `; deciding them would take about ${moreRuns} more run(s), about ${dollars(this.perRun(head, base) * moreRuns)}`
      : '';
    return `budget.usd ${dollars(this.usd)} reached (${spent} spent on the agent and the judge): ${stopped} undecided case(s) got no more runs${more}.`;
  }
}

/** Runs (all sides) that would decide these cases' undecided results, from the last comparison's estimate. */
export function runsToDecide(
  comparison: Comparison,
  cases: Iterable<string>,
  head: Results,
  o: { maxRuns: number; sides: number },
): number {
  let runs = 0;
  for (const name of cases) {
    const open = comparison.cells.filter((c) => c.case === name && c.gated && c.verdict === 'inconclusive');
    const need = Math.max(0, ...open.map((c) => c.repeatsNeeded ?? o.maxRuns));
    const n = head.cases.find((c) => c.name === name)?.runs.length ?? 0;
    runs += o.sides * Math.max(0, Math.min(need, o.maxRuns) - n);
  }
  return runs;
}

/**
 * Where another job made the looks (the run job of the two-job workflow): was the budget what ended
 * them? It was when undecided results are left and one more first-round-sized batch of both sides, at
 * the mean cost of a run here (this job's judge included), would pass it. The note, or undefined.
 */
export function budgetNote(
  usd: number,
  head: Results,
  base: Results,
  comparison: Comparison,
  maxRuns: number,
): string | undefined {
  const open = [...new Set(comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive').map((c) => c.case))];
  if (!open.length) return undefined;
  const purse = new Purse(usd, true, base);
  const first = (name: string) =>
    head.cases.find((c) => c.name === name)?.runs.filter((r) => (r.round ?? 1) === 1).length ?? 1;
  const next = 2 * Math.min(...open.map(first));
  if (purse.spent(head, base) + purse.perRun(head, base) * next <= usd) return undefined;
  return purse.note(head, base, open.length, runsToDecide(comparison, open, head, { maxRuns, sides: 2 }));
}
