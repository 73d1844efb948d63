// Runs collected by another job (a fork's run without secrets, or the shards of a matrix): each
// journal.jsonl with the context.json beside it, as downloaded artifacts in a directory.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJournal } from '../runner/journal.js';
import type { JournalEntry } from '../runner/types.js';
import type { ActionContext } from './github/context.js';

export const CONTEXT_FILE = 'context.json';

/** What the scoring job needs to know of the collecting job: the pull request and its commits. */
export type CollectedContext = Pick<ActionContext, 'pullRequest' | 'eventName'> & { headSha?: string };

export function writeCollectedContext(dir: string, ctx: ActionContext): string {
  const path = join(dir, CONTEXT_FILE);
  const data: CollectedContext = { eventName: ctx.eventName, pullRequest: ctx.pullRequest, headSha: ctx.pullRequest?.headSha ?? process.env.GITHUB_SHA };
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return path;
}

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, found);
    else found.push(p);
  }
  return found;
}

export function readCollected(dir: string): { entries: JournalEntry[]; context?: CollectedContext; journals: number } {
  if (!existsSync(dir)) throw new Error(`artifacts-path ${dir} does not exist: download the collected runs there first (actions/download-artifact), or leave artifacts-path empty`);
  const files = walk(dir);
  const journals = files.filter((f) => f.endsWith('journal.jsonl'));
  const contextFile = files.find((f) => f.endsWith(CONTEXT_FILE));
  return {
    entries: journals.flatMap((j) => readJournal(j)),
    context: contextFile ? JSON.parse(readFileSync(contextFile, 'utf8')) : undefined,
    journals: journals.length,
  };
}
