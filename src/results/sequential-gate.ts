// The gate's sequential loop, shared by the pipeline (which runs and scores real batches) and the
// simulator (bench/gate-sim.ts, which draws them): compare; give each case with an undecided cell a
// batch of runs on both sides at the same time; compare again on all runs; until every cell is
// decided, reaches confirm.max_runs a side, or confirm.max_extra_runs is spent; then a last
// comparison that spends what is left of each cell's alpha.
import type { Config } from '../config/schema.js';
import { summarize } from './aggregate.js';
import { reliabilityOf } from './reliability.js';
import { type Comparison, compareResults } from './compare.js';
import { type GateOutcome, applyGate } from './gate.js';
import type { Results } from './schema.js';

/** A batch's runs appended to results: marked with their look's round, numbered after the earlier runs; their judge usage and notes added. */
export function appendRound(results: Results, extra: Results, round: number): Results {
  const cases = results.cases.map((c) => {
    const more = extra.cases.find((x) => x.name === c.name);
    if (!more) return c;
    const first = Math.max(0, ...c.runs.map((r) => r.repeat));
    const runs = [...c.runs, ...more.runs.map((r) => ({ ...r, repeat: first + r.repeat, round }))];
    return { ...c, runs, summary: summarize(c.name, runs, Object.keys(c.summary)), reliability: reliabilityOf(runs) };
  });
  const u = results.usage;
  const x = extra.usage;
  const usage = {
    judgeCalls: u.judgeCalls + x.judgeCalls,
    inputTokens: u.inputTokens + x.inputTokens,
    outputTokens: u.outputTokens + x.outputTokens,
    estimatedCostUsd: u.estimatedCostUsd + x.estimatedCostUsd,
    // What was estimated before judging stays what it was: the report sets it beside what was spent.
    ...(u.estimate ? { estimate: u.estimate } : {}),
  };
  const notes = [...(results.notes ?? []), ...(extra.notes ?? []).map((n) => `Look ${round}: ${n}`)];
  return { ...results, cases, usage, notes: notes.length ? notes : undefined };
}

/** What a batch needs to know of what was spent so far (the judge budget covers every look). */
export interface Spent {
  head: Results['usage'];
  base: Results['usage'];
  headGit: Results['git'];
  baseGit: Results['git'];
}

export interface SequentialGateOptions {
  policy: Config['gate'];
  thresholds: Record<string, number>;
  head: Results;
  base: Results;
  confirm: Config['confirm'];
  /** Runs `runs` more of each named case on both sides; their scored results. */
  more: (cases: string[], runs: number, look: number, spent: Spent) => Promise<{ head: Results; base: Results }>;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface SequentialGateResult {
  head: Results;
  base: Results;
  comparison: Comparison;
  gate: GateOutcome;
  /** Looks after the first round, and the runs they added (both sides). */
  looks: number;
  added: number;
}

export async function sequentialGate(o: SequentialGateOptions): Promise<SequentialGateResult> {
  const { runs: batchRuns, max_runs: maxRuns, max_extra_runs: maxExtra } = o.confirm;
  let { head, base } = o;
  const compare = (final: boolean) =>
    compareResults(base, head, { minEffect: o.policy.min_effect, detect: o.policy.detect, maxRuns, final });
  let comparison = compare(false);
  let look = 1;
  let added = 0;
  let unaffordable = 0;
  const runsOf = (r: Results, name: string) => r.cases.find((c) => c.name === name)?.runs.length ?? 0;
  const firstRound = (name: string) =>
    head.cases.find((c) => c.name === name)?.runs.filter((r) => (r.round ?? 1) === 1).length ?? 0;
  while (!o.signal?.aborted && batchRuns > 0) {
    // Most suggestive first, within the suite's cap on extra runs.
    const pending = [
      ...new Set(
        comparison.cells
          .filter((c) => c.gated && c.pending)
          .sort((a, b) => (a.p ?? 1) - (b.p ?? 1))
          .map((c) => c.case),
      ),
    ];
    if (!pending.length) break;
    // The first batch matches the first round; then half the runs so far (at least the first round,
    // at most confirm.runs): small looks while a decision is near, so a case stops close to the runs
    // that decide it, and fewer, larger ones for a drop hidden in noise.
    // A case whose undecided results all have a head that has not failed yet gets the runs that
    // would call them unchanged (compare.ts: unchangedAt), and no more.
    const batchOf = (name: string) => {
      const n = runsOf(head, name);
      const open = comparison.cells.filter((c) => c.case === name && c.gated && c.pending);
      const clean = open.every((c) => c.unchangedAt !== undefined);
      const size = clean
        ? Math.max(1, ...open.map((c) => c.unchangedAt! - n))
        : look === 1
          ? n
          : Math.min(batchRuns, Math.max(firstRound(name), Math.ceil(n / 2)));
      return Math.max(0, Math.min(size, maxRuns - n));
    };
    const chosen: string[] = [];
    let cost = 0;
    // What the most suggestive case still needs to reach max_runs after this batch is kept for it:
    // the others get a batch only from what is left, so a tight budget goes where a drop is likeliest.
    const reserve = Math.max(0, 2 * (maxRuns - runsOf(head, pending[0])) - 2 * batchOf(pending[0]));
    for (const name of pending) {
      const b = batchOf(name);
      const room = maxExtra - (chosen.length ? reserve : 0);
      if (b && added + cost + 2 * b <= room) {
        chosen.push(name);
        cost += 2 * b;
      }
    }
    unaffordable = pending.length - chosen.length;
    if (!chosen.length) break;
    const runs = Math.max(...chosen.map(batchOf));
    look++;
    o.log?.(`look ${look}: ${chosen.length} undecided case(s) get ${runs} more run(s) a side: ${chosen.join(', ')}`);
    const batch = await o.more(chosen, runs, look, {
      head: head.usage,
      base: base.usage,
      headGit: head.git,
      baseGit: base.git,
    });
    head = appendRound(head, batch.head, look);
    base = appendRound(base, batch.base, look);
    added += 2 * runs * chosen.length;
    comparison = compare(false);
  }
  // No more runs will come: each cell's last look spends what is left of its alpha.
  comparison = compare(true);
  const notes: string[] = [];
  if (look > 1)
    notes.push(
      `Sequential decision: ${look - 1} more look(s) after the first round, ${added} run(s) added in all (head and base at the same time), up to ${maxRuns} a side per case.`,
    );
  if (unaffordable)
    notes.push(`${unaffordable} undecided case(s) got no more runs: confirm.max_extra_runs ${maxExtra} was reached.`);
  if (notes.length) head = { ...head, notes: [...(head.notes ?? []), ...notes] };
  return { head, base, comparison, gate: applyGate(o.policy, head, comparison, o.thresholds), looks: look - 1, added };
}
