// Reading and writing results.json and sessions.jsonl.
import { makeDir } from '../util/dirs.js';
import { parseBounded } from '../util/json-depth.js';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import type { Session } from '../trace/session.js';
import { summarize } from './aggregate.js';
import { reliabilityOf } from './reliability.js';
import { type Results, SCHEMA_VERSION, resultsSchema } from './schema.js';

export const RESULTS_FILE = 'results.json';
export const SESSIONS_FILE = 'sessions.jsonl';

/** The sessions.jsonl that belongs with a results.json (or its directory). */
export const sessionsPathFor = (results: string): string =>
  join(results.endsWith('.json') ? dirname(results) : results, SESSIONS_FILE);

/** One JSON line per item, streamed: a large run's sessions are never one string in memory. */
async function writeLines(path: string, items: unknown[]): Promise<void> {
  // Large writes: a run of thousands of sessions waits on far fewer drains.
  const out = createWriteStream(path, { highWaterMark: 1 << 20 });
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  for (const item of items)
    if (!out.write(`${JSON.stringify(item)}\n`)) await Promise.race([once(out, 'drain'), failed]);
  out.end();
  await Promise.race([finished(out), failed]);
}

export async function writeResults(
  dir: string,
  results: Results,
  sessions: Session[],
): Promise<{ results: string; sessions: string }> {
  makeDir(dir);
  const paths = { results: join(dir, RESULTS_FILE), sessions: join(dir, SESSIONS_FILE) };
  await writeFile(paths.results, `${JSON.stringify(results, null, 2)}\n`);
  await writeLines(paths.sessions, sessions);
  return paths;
}

/** Reads a results.json (or the one in a directory), with errors that name the file and the field. */
export async function readResults(path: string): Promise<Results> {
  const file = path.endsWith('.json') ? path : join(path, RESULTS_FILE);
  let data: unknown;
  try {
    data = parseBounded(await readFile(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: cannot read results: ${(err as Error).message}`);
  }
  const version = (data as { schemaVersion?: unknown })?.schemaVersion;
  if (version !== SCHEMA_VERSION)
    throw new Error(
      `${file}: schemaVersion ${JSON.stringify(version)} is not supported (expected ${SCHEMA_VERSION}); produce it with this version of agent-chaos`,
    );
  const parsed = resultsSchema.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new Error(`${file}: invalid results at ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  // Summaries are derived data: computed from the runs when the file has none.
  const cases = parsed.data.cases.map((c) => ({
    ...c,
    summary: c.summary ?? summarize(c.name, c.runs, [...new Set(c.runs.flatMap((r) => Object.keys(r.scores)))]),
    reliability: c.reliability ?? reliabilityOf(c.runs),
  }));
  return { ...parsed.data, cases };
}
