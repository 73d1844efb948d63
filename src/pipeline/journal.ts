// The looks as the run job's journals recorded them: batches, their caps, and what the report job
// reads back.
import type { Evidence } from '../results/evidence.js';
import { type OverCaps, capLooks, casesToJudge, judgeCaps } from '../results/judge-caps.js';
import { type JournalLook, casesFromJournal } from '../runner/journal.js';
import type { CollectedCase, JournalEntry } from '../runner/types.js';
import type { Redactor } from '../trace/redact.js';
import { hashOf } from '../util/hash.js';
import type { Prepared } from './options.js';
import { expectedCases } from './prepare.js';

/**
 * A batch's directory under its look: batches of several cases run at once, each in its own (a
 * journal per directory). Readable, and distinct for names the slug would merge.
 */
export const batchDirName = (names: string[]): string =>
  `case-${names
    .join(',')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .slice(0, 40)}-${hashOf(names).slice(0, 8)}`;

/**
 * Runs `runs` more of the named cases on both sides, at the same time (a batch of the sequential
 * decision); `end` where the base cannot be run here, which ends the looks, not the job.
 */
export type Confirm = (
  cases: string[],
  runs: number,
  look: number,
) => Promise<{ head: CollectedCase[]; base: CollectedCase[] } | { end: string }>;

export function firstOfEach(entries: JournalEntry[]): JournalEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(`${e.case}\u0000${e.repeat}`) && seen.add(`${e.case}\u0000${e.repeat}`));
}

/** The most runs a side one batch of the run job can hold (confirm.max_runs' own cap): more is not read. */
const MAX_BATCH_REPEAT = 500;

/** A look of the sequential decision made by the run job: the batch's runs of both sides. */
export interface Batch {
  look: number;
  head: CollectedCase[];
  base: CollectedCase[];
}

/**
 * The run job's base runs and batches (it ran the base beside the head): the baseline, and the
 * looks to judge and test again. A batch where one side has fewer runs of a case than the other did
 * not reach this job whole: its runs are missing evidence.
 */
export async function lookedAt(
  p: Prepared,
  looks: JournalLook[],
  redactor: Redactor,
  evidence: Evidence,
  sha: string,
): Promise<
  { sha: string; base: CollectedCase[]; batches: Batch[]; headOnly: { n: number; seen: number }[] } | undefined
> {
  const at = (side: 'head' | 'base', look: number) =>
    looks.filter((l) => l.side === side && l.look === look).flatMap((l) => l.entries);
  const cases = async (entries: JournalEntry[], of = p.cases) =>
    casesFromJournal(of, await redactor.redact(firstOfEach(entries))).filter((c) => c.runs.length);
  const base = await cases(at('base', 1));
  if (!base.length) return undefined;
  const numbers = [...new Set(looks.filter((l) => l.look >= 2).map((l) => l.look))].sort((a, b) => a - b);
  const batches: Batch[] = [];
  const headOnly: { n: number; seen: number }[] = [];
  for (const look of numbers) {
    const [headEntries, baseEntries] = [at('head', look), at('base', look)];
    // A batch holds as many runs a side as the run job decided (its repeats 1..n), not the first
    // round's count: n is the highest repeat either side holds, and a run one side lacks is missing.
    const size = (name: string) =>
      Math.max(0, ...[...headEntries, ...baseEntries].filter((e) => e.case === name).map((e) => e.repeat));
    const sized = p.cases.map((c) => ({ ...c, repeat: Math.min(size(c.name), MAX_BATCH_REPEAT) }));
    const batch = { look, head: await cases(headEntries, sized), base: await cases(baseEntries, sized) };
    for (const name of new Set([...batch.head, ...batch.base].map((c) => c.name))) {
      const n = sized.find((c) => c.name === name)!.repeat;
      const [h, b] = [batch.head, batch.base].map((side) => side.find((c) => c.name === name)?.runs.length ?? 0);
      // No base journal at all for the case: head runs against the base's bank, counted once the
      // bank is known to be there (headOnly); a base journal with fewer runs is missing evidence.
      if (!baseEntries.some((e) => e.case === name)) {
        headOnly.push({ n, seen: h });
        continue;
      }
      evidence.expected += n;
      evidence.seen += Math.min(h, b);
      evidence.missing += n - Math.min(h, b);
      if (n > Math.min(h, b)) evidence.reason ??= `look ${look} of the run job did not arrive whole (${name})`;
    }
    batches.push(batch);
  }
  return { sha, base, batches, headOnly };
}

/**
 * The prepared config and the collected runs cut to the base's caps: the cases judged (the base's
 * and gate.max_new_cases new ones), each look's runs within confirm.max_runs a side and
 * confirm.max_extra_runs; `over` counts what was cut.
 */
export function capToBase(
  p: Prepared,
  entries: JournalEntry[],
  looks: JournalLook[],
): { p: Prepared; entries: JournalEntry[]; looks: JournalLook[]; over: OverCaps } {
  const { judged, over: cases } = casesToJudge(p.cases, p.expected, p.config.gate.max_new_cases);
  const kept = { ...p, cases: p.cases.filter((c) => judged.has(c.name)) };
  const caps = judgeCaps(p.config, expectedCases(kept).length);
  const firstRound = new Map(expectedCases(kept).map((c) => [c.name, c.repeat]));
  const first = entries.filter((e) => judged.has(e.case));
  const later = capLooks(looks, firstRound, judged, caps);
  const runs = entries.length - first.length + later.over;
  return { p: kept, entries: first, looks: later.looks, over: { runs, cases, why: later.why } };
}

/** How the sequential decision goes on after the first round (none: the first round is the last look). */
export interface Looks {
  /** Runs more of the undecided cases, here. */
  confirm?: Confirm;
  /** The batches add head runs alone (against a bank of the base's runs). */
  headOnly?: boolean;
  /** The looks the run job made, to judge and test again here. */
  batches?: Batch[];
}
