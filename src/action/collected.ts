// Runs collected by another job (a fork's run without secrets, or the shards of a matrix): each
// journal.jsonl in a directory of downloaded artifacts. In the fork-safe split these files are
// untrusted: each line is validated and capped (runner/journal.ts), a bad one is skipped and named,
// and nothing in them decides where the result goes (the pull request comes from the event).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type JournalLook, readJournal } from '../runner/journal.js';
import type { JournalEntry } from '../runner/types.js';

// Deep enough for <artifact>/confirm/look-<k>/case-<cases>/base/journal.jsonl, and no deeper: the
// tree is untrusted (its size is capped when it is extracted).
const MAX_DEPTH = 5;

function walk(dir: string, found: string[] = [], depth = 0): string[] {
  if (depth > MAX_DEPTH) return found;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, found, depth + 1);
    else if (st.isFile()) found.push(p);
  }
  return found;
}

/**
 * The shard count named by the artifacts' paths ("<name>-shard-2-of-8/journal.jsonl"), so that the
 * report job expects every shard's runs. Two counts at once (a stale shard of another matrix) is an error.
 */
export function shardCountOf(paths: string[]): number | undefined {
  const counts = new Set(paths.flatMap((p) => [...p.matchAll(/-shard-(\d+)-of-(\d+)/g)].map((m) => Number(m[2]))));
  if (counts.size > 1) {
    const sizes = [...counts].sort((a, b) => a - b).join(' and ');
    throw new Error(
      `the collected runs come from shardings of ${sizes} shards: remove the stale artifacts (one matrix per workflow run)`,
    );
  }
  return counts.size ? [...counts][0] : undefined;
}

/** Which side and look a journal holds, from its path inside the downloaded artifact. */
export function lookOf(path: string): { side: 'head' | 'base'; look: number } {
  const p = path.split('\\').join('/');
  // A look's batches: confirm/look-<k>/case-<cases>/ (base/ beside it); earlier runs had one per look.
  const batch = /(?:^|\/)confirm\/look-(\d{1,4})\/(?:case-[^/]+\/)?(base\/)?journal\.jsonl$/.exec(p);
  if (batch) return { side: batch[2] ? 'base' : 'head', look: Number(batch[1]) };
  return { side: /(?:^|\/)base\/journal\.jsonl$/.test(p) ? 'base' : 'head', look: 1 };
}

export async function readCollected(dir: string): Promise<{
  /** The head's first round: what the config expects. */
  entries: JournalEntry[];
  /** The base's runs and every later look (present when the run job ran the base beside the head). */
  looks: JournalLook[];
  journals: number;
  problems: string[];
  shards?: number;
}> {
  if (!existsSync(dir))
    throw new Error(
      `artifacts-path ${dir} does not exist: download the collected runs there first (actions/download-artifact), or leave artifacts-path empty`,
    );
  const journals = walk(dir).filter((f) => f.endsWith('journal.jsonl'));
  const read = await Promise.all(journals.map((j) => readJournal(j)));
  const shards = shardCountOf(journals.map((j) => j.slice(dir.length)));
  const entries: JournalEntry[] = [];
  const looks: JournalLook[] = [];
  read.forEach((r, i) => {
    const at = lookOf(journals[i].slice(dir.length));
    if (at.side === 'head' && at.look === 1) entries.push(...r.entries);
    else looks.push({ ...at, entries: r.entries });
  });
  return {
    entries,
    looks,
    journals: journals.length,
    problems: read.flatMap((r) => r.problems),
    ...(shards ? { shards } : {}),
  };
}
