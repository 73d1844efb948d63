// The gate's sequential loop, shared by the pipeline (which runs and scores real batches) and the
// simulator (bench/gate-sim.ts, which draws them): compare; give each case with an undecided cell a
// batch of runs on both sides at the same time, each case on its own as soon as its last batch is
// scored; compare again on all runs; until every cell is decided, reaches confirm.max_runs a side, or
// confirm.max_extra_runs is spent; then a last comparison that spends what is left of each cell's alpha.
import { type Config, extraRunsCap } from '../config/schema.js';
import { summarize } from './aggregate.js';
import { HEAD_PER_BANKED } from './bank.js';
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
  /**
   * Runs `runs` more of each named case on both sides; their scored results, or `end` (why no more
   * runs can come: the base could not be run), which ends the looks on the runs there are.
   */
  more: (
    cases: string[],
    runs: number,
    look: number,
    spent: Spent,
  ) => Promise<{ head: Results; base: Results } | { end: string }>;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /**
   * The base cannot be run here but has a bank of runs (at least twice the head's first round): the
   * batches add head runs only, up to three times the bank's runs (past that the interval is within
   * 15% of what the bank's own runs allow) and confirm.max_runs.
   */
  headOnly?: boolean;
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
  const { runs: batchRuns, max_runs: maxRuns } = o.confirm;
  const maxExtra = extraRunsCap(o.confirm, o.head.cases.length);
  let { head, base } = o;
  const compare = (final: boolean) =>
    compareResults(base, head, { minEffect: o.policy.min_effect, detect: o.policy.detect, maxRuns, final });
  let comparison = compare(false);
  let added = 0; // runs given to batches so far, both sides (reserved when a batch starts)
  let batches = 0;
  const lookOf = new Map<string, number>(); // each case's looks: 1 is the first round
  const stopped = new Set<string>(); // cases that can get no more runs (max_runs, or the budget)
  const unaffordable = new Set<string>();
  const runsOf = (r: Results, name: string) => r.cases.find((c) => c.name === name)?.runs.length ?? 0;
  const firstRound = (name: string) =>
    head.cases.find((c) => c.name === name)?.runs.filter((r) => (r.round ?? 1) === 1).length ?? 0;
  // The cases with an undecided result, most suggestive first.
  const pendingCases = () => [
    ...new Set(
      comparison.cells
        .filter((c) => c.gated && c.pending)
        .sort((a, b) => (a.p ?? 1) - (b.p ?? 1))
        .map((c) => c.case),
    ),
  ];
  // A case's next batch: its first matches the first round; then half its runs so far (at least the
  // first round, at most confirm.runs): small looks while a decision is near, so a case stops close to
  // the runs that decide it, and fewer, larger ones for a drop hidden in noise. A case whose undecided
  // results all have a head that has not failed yet gets the runs that would call them unchanged
  // (compare.ts: unchangedAt), and no more.
  const batchOf = (name: string) => {
    const n = runsOf(head, name);
    const open = comparison.cells.filter((c) => c.case === name && c.gated && c.pending);
    const clean = open.every((c) => c.unchangedAt !== undefined);
    const size = clean
      ? Math.max(1, ...open.map((c) => c.unchangedAt! - n))
      : (lookOf.get(name) ?? 1) === 1
        ? n
        : Math.min(batchRuns, Math.max(firstRound(name), Math.ceil(n / 2)));
    const most = o.headOnly ? Math.min(maxRuns, HEAD_PER_BANKED * runsOf(base, name)) : maxRuns;
    return Math.max(0, Math.min(size, most - n));
  };
  const sides = o.headOnly ? 1 : 2;
  // Each undecided case runs its own looks, all on the caller's one pool of agent processes: a case
  // gets its next batch as soon as its last one is scored, never waiting on the other cases' batches.
  // A case's stopping decisions read every run so far; the verdict at the end is computed again on
  // all runs, each tested at the look that brought it (compare.ts).
  const active = new Map<string, Promise<void>>();
  let ended: string | undefined;
  const flow = async (name: string): Promise<void> => {
    while (!o.signal?.aborted && !ended) {
      const pending = pendingCases();
      if (!pending.includes(name)) return;
      const runs = batchOf(name);
      if (!runs) return void stopped.add(name);
      // What the most suggestive case still needs to reach max_runs after its next batch is kept for
      // it: the others get a batch only from what is left, so a tight budget goes where a drop is likeliest.
      const top = pending[0];
      const reserve = name === top ? 0 : Math.max(0, sides * (maxRuns - runsOf(head, top)) - sides * batchOf(top));
      if (added + sides * runs > maxExtra - reserve) {
        unaffordable.add(name);
        return void stopped.add(name);
      }
      added += sides * runs;
      batches++;
      const look = (lookOf.get(name) ?? 1) + 1;
      lookOf.set(name, look);
      o.log?.(
        `look ${look} of ${name}: ${runs} more run(s) ${o.headOnly ? 'of the head (the base: its bank)' : 'a side'}`,
      );
      const batch = await o.more([name], runs, look, {
        head: head.usage,
        base: base.usage,
        headGit: head.git,
        baseGit: base.git,
      });
      if ('end' in batch) {
        ended ??= batch.end;
        added -= sides * runs;
        batches--;
        return;
      }
      head = appendRound(head, batch.head, look);
      base = appendRound(base, batch.base, look);
      comparison = compare(false);
      dispatch(); // another case's result may be open again on these runs
    }
  };
  const dispatch = () => {
    if (batchRuns <= 0 || o.signal?.aborted || ended) return;
    for (const name of pendingCases())
      if (!active.has(name) && !stopped.has(name))
        active.set(
          name,
          flow(name).finally(() => active.delete(name)),
        );
  };
  dispatch();
  while (active.size) await Promise.all(active.values());
  // No more runs will come: each cell's last look spends what is left of its alpha.
  comparison = compare(true);
  const looks = Math.max(1, ...lookOf.values()) - 1;
  const notes: string[] = [];
  if (batches)
    notes.push(
      o.headOnly
        ? `Sequential decision: ${batches} batch(es) of head runs over up to ${looks} more look(s) a case, ${added} run(s) added in all, against the base's bank of runs (the base commit cannot be run here).`
        : `Sequential decision: ${batches} batch(es) over up to ${looks} more look(s) a case after the first round, ${added} run(s) added in all (head and base at the same time), up to ${maxRuns} a side per case.`,
    );
  const open = comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive' && c.repeatsNeeded);
  if (o.headOnly && open.length) {
    const need = Math.max(...open.map((c) => c.repeatsNeeded!));
    notes.push(
      `${new Set(open.map((c) => c.case)).size} case(s) undecided against the base's bank: about ${need} base run(s) a case would decide them; run the base beside the head (fetch-depth: 0), or bank more runs of the base (a schedule: on the default branch).`,
    );
  }
  if (ended) notes.push(`The looks ended early: ${ended}; the verdict is on the runs made before it.`);
  if (unaffordable.size)
    notes.push(
      `${unaffordable.size} undecided case(s) got no more runs: confirm.max_extra_runs ${maxExtra} was reached.`,
    );
  if (notes.length) head = { ...head, notes: [...(head.notes ?? []), ...notes] };
  return { head, base, comparison, gate: applyGate(o.policy, head, comparison, o.thresholds), looks, added };
}
