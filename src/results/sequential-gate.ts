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
import { Purse, runsToDecide } from './purse.js';
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
    ...(u.reused || x.reused ? { reused: (u.reused ?? 0) + (x.reused ?? 0) } : {}),
    ...(u.agent || x.agent ? { agent: addAgent(u.agent, x.agent) } : {}),
    ...(u.offline || x.offline ? { offline: addOffline(u.offline, x.offline) } : {}),
    ...(u.sampled || x.sampled ? { sampled: addSampled(u.sampled, x.sampled) } : {}),
    // What was estimated before judging stays what it was: the report sets it beside what was spent.
    ...(u.estimate ? { estimate: u.estimate } : {}),
  };
  const notes = [...(results.notes ?? []), ...(extra.notes ?? []).map((n) => `Look ${round}: ${n}`)];
  return { ...results, cases, usage, notes: notes.length ? notes : undefined };
}

type AgentUsage = NonNullable<Results['usage']['agent']>;
type OfflineUsage = NonNullable<Results['usage']['offline']>;

type SampledUsage = NonNullable<Results['usage']['sampled']>;

/** Two looks' readings of the evaluators that do not gate, past the LLM judge's sample, as one. */
function addSampled(a: SampledUsage | undefined, b: SampledUsage | undefined): SampledUsage {
  const [x, y] = [a ?? { evaluators: [], runs: 0, readings: 0 }, b ?? { evaluators: [], runs: 0, readings: 0 }];
  const evaluators = [...new Set([...x.evaluators, ...y.evaluators])];
  return { evaluators, runs: Math.max(x.runs, y.runs), readings: x.readings + y.readings };
}

/** Two looks' tallies of the offline judge's sure readings as one. */
function addOffline(a: OfflineUsage | undefined, b: OfflineUsage | undefined): OfflineUsage {
  if (!a || !b) return (a ?? b)!;
  return {
    sure: a.sure + b.sure,
    audited: a.audited + b.audited,
    disagreed: a.disagreed + b.disagreed,
    withdrawn: [...new Set([...a.withdrawn, ...b.withdrawn])],
  };
}

/** Two jobs' (or looks') agent usage as one: tokens and money added, the unpriced models joined. */
function addAgent(a: AgentUsage | undefined, b: AgentUsage | undefined): AgentUsage {
  if (!a || !b) return (a ?? b)!;
  const cost = a.costUsd === undefined && b.costUsd === undefined ? undefined : (a.costUsd ?? 0) + (b.costUsd ?? 0);
  return {
    sessions: a.sessions + b.sessions,
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    ...(cost !== undefined ? { costUsd: Math.round(cost * 1e9) / 1e9 } : {}),
    unpriced: [...new Set([...a.unpriced, ...b.unpriced])].slice(0, 10),
    unnamedTokens: a.unnamedTokens + b.unnamedTokens,
  };
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
  /**
   * budget.usd: no look starts that would take the money spent past it. `baseHere`: the base's first
   * round ran in this job (a rerun), so its cost counts; a base read from an artifact was paid before.
   */
  budget?: { usd: number; baseHere: boolean };
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
  const decision = new Decision(o);
  await decision.run();
  return decision.result();
}

/** One sequential decision's state: the runs so far, each case's looks, what stopped them. */
class Decision {
  private head: Results;
  private base: Results;
  private comparison: Comparison;
  private readonly batchRuns: number;
  private readonly maxRuns: number;
  private readonly maxExtra: number;
  private readonly sides: number;
  private added = 0; // runs given to batches so far, both sides (reserved when a batch starts)
  private batches = 0;
  private readonly lookOf = new Map<string, number>(); // each case's looks: 1 is the first round
  private readonly stopped = new Set<string>(); // cases that can get no more runs (max_runs, or the budget)
  private readonly unaffordable = new Set<string>();
  private readonly purse?: Purse;
  private readonly overBudget = new Set<string>(); // cases the money budget stopped
  private readonly active = new Map<string, Promise<void>>();
  private ended: string | undefined;

  constructor(private readonly o: SequentialGateOptions) {
    ({ head: this.head, base: this.base } = o);
    ({ runs: this.batchRuns, max_runs: this.maxRuns } = o.confirm);
    this.maxExtra = extraRunsCap(o.confirm, o.head.cases.length);
    this.sides = o.headOnly ? 1 : 2;
    if (o.budget) this.purse = new Purse(o.budget.usd, o.budget.baseHere, o.base);
    this.comparison = this.compare(false);
  }

  /**
   * Each undecided case runs its own looks, all on the caller's one pool of agent processes: a case
   * gets its next batch as soon as its last one is scored, never waiting on the other cases'
   * batches. Then no more runs will come: each cell's last look spends what is left of its alpha.
   */
  async run(): Promise<void> {
    this.dispatch();
    while (this.active.size) await Promise.all(this.active.values());
    this.comparison = this.compare(true);
  }

  result(): SequentialGateResult {
    const looks = Math.max(1, ...this.lookOf.values()) - 1;
    const notes = this.notes(looks);
    const head = notes.length ? { ...this.head, notes: [...(this.head.notes ?? []), ...notes] } : this.head;
    const gate = applyGate(this.o.policy, head, this.comparison, this.o.thresholds);
    return { head, base: this.base, comparison: this.comparison, gate, looks, added: this.added };
  }

  private compare(final: boolean): Comparison {
    const { min_effect: minEffect, detect } = this.o.policy;
    return compareResults(this.base, this.head, { minEffect, detect, maxRuns: this.maxRuns, final });
  }

  private runsOf(r: Results, name: string): number {
    return r.cases.find((c) => c.name === name)?.runs.length ?? 0;
  }

  private firstRound(name: string): number {
    return this.head.cases.find((c) => c.name === name)?.runs.filter((r) => (r.round ?? 1) === 1).length ?? 0;
  }

  /** The cases with an undecided result, most suggestive first. */
  private pendingCases(): string[] {
    const open = this.comparison.cells.filter((c) => c.gated && c.pending).sort((a, b) => (a.p ?? 1) - (b.p ?? 1));
    return [...new Set(open.map((c) => c.case))];
  }

  /**
   * A case's next batch: its first matches the first round; then half its runs so far (at least the
   * first round, at most confirm.runs): small looks while a decision is near, so a case stops close
   * to the runs that decide it, and fewer, larger ones for a drop hidden in noise. Against a bank, a
   * third: the head's runs alone decide, and smaller looks stop nearer them (3-4% fewer runs simulated). A case whose
   * undecided results all have a head that has not failed yet gets the runs that would call them
   * unchanged (compare.ts: unchangedAt), and no more.
   */
  private batchOf(name: string): number {
    const n = this.runsOf(this.head, name);
    const open = this.comparison.cells.filter((c) => c.case === name && c.gated && c.pending);
    const clean = open.every((c) => c.unchangedAt !== undefined);
    const size = clean
      ? Math.max(1, ...open.map((c) => c.unchangedAt! - n))
      : (this.lookOf.get(name) ?? 1) === 1
        ? n
        : Math.min(this.batchRuns, Math.max(this.firstRound(name), Math.ceil(n / (this.o.headOnly ? 3 : 2))));
    return Math.max(0, Math.min(size, this.mostOf(name) - n));
  }

  /**
   * The most runs a case's head gets: max_runs; against a bank, the base's share of them too (the
   * head runs alone: 2 x max_runs is the runs of max_runs a side), at most HEAD_PER_BANKED a banked run.
   */
  private mostOf(name: string): number {
    return this.o.headOnly ? Math.min(2 * this.maxRuns, HEAD_PER_BANKED * this.runsOf(this.base, name)) : this.maxRuns;
  }

  /**
   * What the most suggestive case still needs to reach max_runs after its next batch is kept for it:
   * the others get a batch only from what is left, so a tight budget goes where a drop is likeliest.
   */
  private affords(name: string, top: string, runs: number): boolean {
    const left = this.mostOf(top) - this.runsOf(this.head, top) - this.batchOf(top);
    const reserve = name === top ? 0 : Math.max(0, this.sides * left);
    return this.added + this.sides * runs <= this.maxExtra - reserve;
  }

  /** A case's looks, one batch after another, while it is undecided and can get runs. */
  private async flow(name: string): Promise<void> {
    while (!this.o.signal?.aborted && !this.ended) {
      const pending = this.pendingCases();
      if (!pending.includes(name)) return;
      const runs = this.batchOf(name);
      if (!runs) return void this.stopped.add(name);
      if (!this.affords(name, pending[0], runs)) {
        this.unaffordable.add(name);
        return void this.stopped.add(name);
      }
      const usd = this.purse ? this.purse.take(this.head, this.base, this.sides * runs) : 0;
      if (usd === undefined) {
        this.overBudget.add(name);
        return void this.stopped.add(name);
      }
      this.added += this.sides * runs;
      this.batches++;
      const look = (this.lookOf.get(name) ?? 1) + 1;
      this.lookOf.set(name, look);
      const whose = this.o.headOnly ? 'of the head (the base: its bank)' : 'a side';
      this.o.log?.(`look ${look} of ${name}: ${runs} more run(s) ${whose}`);
      const { head, base } = this;
      const batch = await this.o.more([name], runs, look, {
        head: head.usage,
        base: base.usage,
        headGit: head.git,
        baseGit: base.git,
      });
      this.purse?.release(usd);
      if ('end' in batch) {
        this.ended ??= batch.end;
        this.added -= this.sides * runs;
        this.batches--;
        return;
      }
      this.head = appendRound(this.head, batch.head, look);
      this.base = appendRound(this.base, batch.base, look);
      this.comparison = this.compare(false);
      this.dispatch(); // another case's result may be open again on these runs
    }
  }

  /** Starts the looks of every undecided case that has none running and can get runs. */
  private dispatch(): void {
    if (this.batchRuns <= 0 || this.o.signal?.aborted || this.ended) return;
    for (const name of this.pendingCases())
      if (!this.active.has(name) && !this.stopped.has(name))
        this.active.set(
          name,
          this.flow(name).finally(() => this.active.delete(name)),
        );
  }

  /** What the report says of the looks: how many, what stopped them, what would decide the rest. */
  private notes(looks: number): string[] {
    const notes: string[] = [];
    const { batches, added, maxRuns, maxExtra } = this;
    if (batches)
      notes.push(
        this.o.headOnly
          ? `Sequential decision: ${batches} batch(es) of head runs over up to ${looks} more look(s) a case, ${added} run(s) added in all, against the base's bank of runs (the base commit cannot be run here).`
          : `Sequential decision: ${batches} batch(es) over up to ${looks} more look(s) a case after the first round, ${added} run(s) added in all (head and base at the same time), up to ${maxRuns} a side per case.`,
      );
    const open = this.comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive' && c.repeatsNeeded);
    if (this.o.headOnly && open.length) {
      const need = Math.max(...open.map((c) => c.repeatsNeeded!));
      const cases = new Set(open.map((c) => c.case)).size;
      notes.push(
        `${cases} case(s) undecided against the base's bank: about ${need} base run(s) a case would decide them; run the base beside the head (fetch-depth: 0), or bank more runs of the base (a schedule: on the default branch).`,
      );
    }
    if (this.ended) notes.push(`The looks ended early: ${this.ended}; the verdict is on the runs made before it.`);
    if (this.overBudget.size) {
      const more = runsToDecide(this.comparison, this.overBudget, this.head, { maxRuns, sides: this.sides });
      notes.push(this.purse!.note(this.head, this.base, this.overBudget.size, more));
    }
    if (this.unaffordable.size)
      notes.push(
        `${this.unaffordable.size} undecided case(s) got no more runs: confirm.max_extra_runs ${maxExtra} was reached.`,
      );
    return notes;
  }
}
