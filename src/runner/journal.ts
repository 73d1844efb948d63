// journal.jsonl: one line per finished run, appended as it ends, so a cancelled job keeps what
// finished, --resume continues from it, and another job (a fork's evaluate step, a shard's report
// step) can score the runs.
import { existsSync, readFileSync } from 'node:fs';
import type { ExpandedCase } from '../config/expand.js';
import type { CollectedCase, CollectedRun, JournalEntry } from './types.js';

export const JOURNAL_FILE = 'journal.jsonl';

export function readJournal(path: string): JournalEntry[] {
  if (!existsSync(path)) return [];
  const out: JournalEntry[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line));
    } catch {
      // A line cut by a crash mid-write: that run is simply run again.
    }
  }
  return out;
}

/** Cases with their runs, from journal entries (of this job, or of every shard's job merged). */
export function casesFromJournal(cases: ExpandedCase[], entries: JournalEntry[]): CollectedCase[] {
  return cases.map((c) => ({
    name: c.name,
    input: c.input,
    effects: c.effects,
    runs: entries
      .filter((e) => e.case === c.name)
      .sort((a, b) => a.repeat - b.repeat)
      .map((e): CollectedRun => ({ sessionId: e.sessionId, repeat: e.repeat, status: e.status, seed: e.seed, error: e.error, session: e.session, faultsFired: e.faultsFired })),
  }));
}
