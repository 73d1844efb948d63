// budget.usd in the sequential decision: the money this job has spent (the agent's priced model
// calls and the judge's), what the batches under way will add at the cost a run has had so far, and
// whether the next batch still fits. An estimate, as the cost lines are: models without a price add
// nothing, and the note says so.
import { dollars } from './agent-cost.js';
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
