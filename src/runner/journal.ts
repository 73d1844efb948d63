// journal.jsonl: one line per finished run, appended as it ends, so a cancelled job keeps what
// finished, --resume continues from it, and another job (a fork's evaluate step, a shard's report
// step) can score the runs. Read as a stream and validated line by line: a journal from another job
// is untrusted data, and a bad or cut line is skipped and named, never fatal.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { z } from 'zod';
import type { ExpandedCase } from '../config/expand.js';
import { sessionSchema } from '../trace/session.js';
import { readJsonLines } from '../util/jsonl.js';
import { lieSchema } from '../trace/session.js';
import { type CollectedCase, type CollectedRun, type JournalEntry, RUN_STATUSES } from './types.js';

export const JOURNAL_FILE = 'journal.jsonl';

/** The runs of one look of one side, as a run job lays them out (base/, confirm/look-<k>/, confirm/look-<k>/base/). */
export interface JournalLook {
  side: 'head' | 'base';
  /** 1: the first round; 2 and up: a batch of the sequential decision. */
  look: number;
  entries: JournalEntry[];
}

/** The sha256 of a file's bytes (hex), read as a stream; of nothing when it does not exist. */
export async function fileDigest(path: string): Promise<string> {
  const hash = createHash('sha256');
  if (existsSync(path)) for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Caps on a journal read from another job. */
export const JOURNAL_LIMITS = { maxBytes: 512 << 20, maxLineBytes: 32 << 20 };

const fault = z.object({
  tool: z.string().max(200),
  effect: z.string().max(100),
  target: z.literal('model').optional(),
  noop: z.boolean().optional(),
  call: z.number().int().min(0).optional(),
  detail: z.string().max(2000).optional(),
  lie: lieSchema.optional(),
});
const entrySchema = z.object({
  runSeed: z.number(),
  case: z.string().max(500),
  repeat: z.number().int().min(1).max(10_000),
  sessionId: z.string().max(300),
  seed: z.number(),
  status: z.enum(RUN_STATUSES),
  exitCode: z.number().nullable(),
  durationMs: z.number(),
  spans: z.number(),
  error: z.string().max(10_000).optional(),
  stderrTail: z.string().max(100_000).optional(),
  faultsFired: z.array(fault).max(10_000).optional(),
  warnings: z.array(z.string().max(2000)).max(100).optional(),
  session: sessionSchema.optional(),
});

/** The runs in a journal, each line validated; `problems` names every line skipped and why. */
export async function readJournal(path: string): Promise<{ entries: JournalEntry[]; problems: string[] }> {
  if (!existsSync(path)) return { entries: [], problems: [] };
  const entries: JournalEntry[] = [];
  const problems = await readJsonLines(
    path,
    (value) => {
      const parsed = entrySchema.safeParse(value);
      if (parsed.success) {
        entries.push(parsed.data as JournalEntry);
        return undefined;
      }
      const i = parsed.error.issues[0];
      return `not a journal entry (${i.path.join('.') || 'the line'}: ${i.message})`;
    },
    JOURNAL_LIMITS,
  );
  return { entries, problems };
}

/**
 * Cases with their runs, from journal entries (of this job, or of every shard's job merged). Only
 * the repeats the config expects (1..repeat): a journal's extra runs are neither judged nor counted
 * (the evidence counts them as unexpected).
 */
export function casesFromJournal(cases: ExpandedCase[], entries: JournalEntry[]): CollectedCase[] {
  return cases.map((c) => ({
    name: c.name,
    input: c.input,
    effects: c.effects,
    ...(c.sweep ? { sweep: c.sweep } : {}),
    ...(c.checks ? { checks: c.checks } : {}),
    runs: entries
      .filter((e) => e.case === c.name && e.repeat >= 1 && e.repeat <= c.repeat)
      .sort((a, b) => a.repeat - b.repeat)
      .map(
        (e): CollectedRun => ({
          sessionId: e.sessionId,
          repeat: e.repeat,
          status: e.status,
          seed: e.seed,
          error: e.error,
          session: e.session,
          faultsFired: e.faultsFired,
          warnings: e.warnings,
        }),
      ),
  }));
}
