// Deciding: head against base, compared and gated, look after look.
import { evaluatorThresholds } from '../config/overrides.js';
import type { Config } from '../config/schema.js';
import { judgeLabel } from '../judge/create.js';
import type { JudgeChoice } from '../judge/judge.js';
import type { Comparison } from '../results/compare.js';
import type { GateOutcome } from '../results/gate.js';
import { budgetNote } from '../results/purse.js';
import type { Results } from '../results/schema.js';
import type { Session } from '../trace/session.js';
import type { Batch, Looks } from './journal.js';
import { type PipelineOptions, type Prepared, type Scoring, afterRuns } from './options.js';
import { sessionsOf } from './prepare.js';
import { readingGapOf } from './agreement.js';
import { oneInstrument } from './one-instrument.js';
import { forLooks, scoreBatch } from './scoring.js';

/**
 * Head against base: the comparison (when there is a base) and the gate's verdict. `sequential`:
 * more runs can still be added, up to maxRuns a side (without it, the runs there are decide).
 */
export async function compareAndGate(
  gate: Config['gate'],
  thresholds: Record<string, number>,
  head: Results,
  base?: Results,
  sequential?: { maxRuns: number; final: boolean; reread?: Record<string, number> },
): Promise<{ comparison?: Comparison; gate: GateOutcome }> {
  const { compareResults, applyGate } = await afterRuns();
  const comparison = base
    ? compareResults(base, head, { minEffect: gate.min_effect, detect: gate.detect, ...sequential })
    : undefined;
  // Without a baseline (none, or nothing found) the gate never blocks on regressions.
  return { comparison, gate: applyGate(gate, head, comparison, thresholds) };
}

/** The note of what the looks judged, on a head that had looks after the first round. */
function withLooksNote<T extends { head: Results }>(d: T, note?: string): T {
  if (!note || !d.head.cases.some((c) => c.runs.some((r) => (r.round ?? 1) > 1))) return d;
  return { ...d, head: { ...d.head, notes: [...(d.head.notes ?? []), note] } };
}

interface Decided {
  head: Results;
  base?: Results;
  comparison?: Comparison;
  gate: GateOutcome;
  /** The head's sessions of every look. */
  sessions: Session[];
}

/**
 * The verdict: looks made here (more runs of the undecided cases until each is decided or the
 * budget is spent), the run job's looks judged again and tested at those looks, or the first round
 * alone.
 */
export async function decide(
  p: Prepared,
  scoring: Scoring,
  opts: PipelineOptions,
  judge: JudgeChoice,
  looks: Looks,
  first: { head: Results; base?: Results; sessions: Session[]; baseSessions: Session[]; baseHere?: boolean },
): Promise<Decided> {
  const { sequentialGate } = await afterRuns();
  const thresholds = evaluatorThresholds(p.config);
  const { head, base } = first;
  let { sessions, baseSessions } = first;
  const { confirm } = looks;
  const judged = forLooks(scoring, judge, head);
  // Every run of an evaluator read by one judge where the job's audit withdrew sure readings midway.
  const oneJudge = (h: Results, b: Results) =>
    oneInstrument(scoring, judge, { results: h, sessions }, { results: b, sessions: baseSessions });
  if (confirm && base && !opts.signal?.aborted) {
    // Each side's judge budget covers every look: a batch gets what the earlier ones left.
    const decided = await sequentialGate({
      policy: p.config.gate,
      thresholds,
      head,
      base,
      confirm: p.config.confirm,
      log: opts.log ?? (() => {}),
      signal: opts.signal,
      headOnly: looks.headOnly ?? false,
      budget: p.config.budget.usd ? { usd: p.config.budget.usd, baseHere: first.baseHere ?? false } : undefined,
      more: async (cases, runs, look, spent) => {
        const batch = await confirm(cases, runs, look);
        if ('end' in batch) return batch;
        sessions = [...sessions, ...sessionsOf(batch.head)];
        baseSessions = [...baseSessions, ...sessionsOf(batch.base)];
        return scoreBatch(judged.scoring, judge, batch, spent);
      },
    });
    const one = await oneJudge(decided.head, decided.base);
    // Read again where two instruments read an evaluator: the last look tested again on those readings.
    const final = { maxRuns: p.config.confirm.max_runs, final: true };
    const again = one.reread ? await compareAndGate(p.config.gate, thresholds, one.head, one.base, final) : undefined;
    return { ...withLooksNote({ ...decided, ...again, head: one.head, base: one.base }, judged.note), sessions };
  }
  if (p.tier.tier === 'smoke' && base && !looks.batches?.length)
    return { head, base, sessions, ...(await smoke(p, head, base)) };
  if (looks.batches && base) return replayLooks(p, scoring, judge, looks.batches, first, judged);
  if (!base) return { head, sessions, ...(await compareAndGate(p.config.gate, thresholds, head)) };
  const one = await oneJudge(head, base);
  return { ...one, sessions, ...(await compareAndGate(p.config.gate, thresholds, one.head, one.base)) };
}

/**
 * The looks the run job made, judged here with this job's judge and tested at those looks: the
 * last spends what is left of each cell's alpha (docs/statistics.md: why the error rate holds).
 */
async function replayLooks(
  p: Prepared,
  scoring: Scoring,
  judge: JudgeChoice,
  batches: Batch[],
  first: { head: Results; base?: Results; sessions: Session[]; baseSessions: Session[] },
  judged: ReturnType<typeof forLooks>,
): Promise<Decided> {
  const { appendRound } = await afterRuns();
  let { head, base, sessions, baseSessions } = first;
  let added = 0;
  for (const b of batches) {
    sessions = [...sessions, ...sessionsOf(b.head)];
    baseSessions = [...baseSessions, ...sessionsOf(b.base)];
    const spent = { head: head.usage, base: base!.usage, headGit: head.git, baseGit: base!.git };
    const scored = await scoreBatch(judged.scoring, judge, b, spent);
    head = appendRound(head, scored.head, b.look);
    base = appendRound(base!, scored.base, b.look);
    added += [...b.head, ...b.base].reduce((n, c) => n + c.runs.length, 0);
  }
  if (batches.length) {
    const how = batches.every((b) => !b.base.length)
      ? "head runs against the base's runs pooled with its bank"
      : 'head and base at the same time';
    const note = `Sequential decision: the run job made ${batches.length} more look(s) after the first round on offline scores, ${added} run(s) added in all (${how}); every run judged here by ${judgeLabel(judge).model}.`;
    head = { ...head, notes: [...(head.notes ?? []), note, ...(judged.note ? [judged.note] : [])] };
  }
  ({ head, base } = await oneInstrument(
    scoring,
    judge,
    { results: head, sessions },
    { results: base!, sessions: baseSessions },
  ));
  // The run job stopped cases on the heuristic's reading: another judge here may read some runs apart.
  const reread = judge.kind === 'heuristic' ? undefined : await readingGapOf(head);
  const sequential = { maxRuns: p.config.confirm.max_runs, final: true, reread };
  const thresholds = evaluatorThresholds(p.config);
  const decided = await compareAndGate(p.config.gate, thresholds, head, base, sequential);
  // The run job's budget stop is not in its upload: read again here, from what the runs cost.
  const usd = p.config.budget.usd;
  const note =
    usd && decided.comparison ? budgetNote(usd, head, base!, decided.comparison, sequential.maxRuns) : undefined;
  if (note) head = { ...head, notes: [...(head.notes ?? []), note] };
  return { head, base, sessions, ...decided };
}

/**
 * The smoke tier: the first round tested as the sequential decision's first look (not its last: the
 * full tier may add runs), so a regression it calls is one the full decision would stop on there
 * too. What it cannot decide never blocks; the headline says how many cases need the full run.
 */
async function smoke(
  p: Prepared,
  head: Results,
  base: Results,
): Promise<{ comparison?: Comparison; gate: GateOutcome }> {
  const policy = { ...p.config.gate, on_undecided: 'pass' as const };
  const sequential = { maxRuns: p.config.confirm.max_runs, final: false };
  const decided = await compareAndGate(policy, evaluatorThresholds(p.config), head, base, sequential);
  const cells = decided.comparison?.cells.filter((c) => c.gated) ?? [];
  const regressed = cells.filter((c) => c.verdict === 'regressed');
  const open = new Set(cells.filter((c) => c.verdict === 'inconclusive').map((c) => c.case));
  const howFull = p.tier.howFull ?? 'run with tier: full';
  const smoke = {
    certain: regressed.length,
    cases: new Set(regressed.map((c) => c.case)).size,
    needFull: open.size,
    howFull,
  };
  return { ...decided, gate: { ...decided.gate, smoke } };
}
