// The pull request's earlier verdicts, carried from one sticky comment to the next: each comment's
// machine-readable block holds its own verdict and the ones before it, so the next push's comment
// shows, folded, how the verdict moved (head, verdict, runs, judge calls and cost, when). The
// previous comment is read as data: only what the schema below accepts is kept, and it is escaped
// again when shown.
import { z } from 'zod';
import { dollars } from '../results/agent-cost.js';
import { code } from './escape.js';
import { blockOf, MACHINE_TAG, readMachineBlock } from './machine.js';

/** The earlier verdicts a comment keeps, newest first. */
export const HISTORY_KEPT = 5;

/** Room the history takes in the comment's budget (report/markdown.ts): a row of about 110 characters each. */
export const HISTORY_ROOM = 1_000;

// The verdict must be one of ours; a field that is not what we write (a hand edit, a test's
// made-up SHA) is left out of the row, not the row out of the history.
const entrySchema = z.object({
  verdict: z.enum(['pass', 'fail', 'undecided', 'none']),
  tier: z.enum(['smoke', 'full']).optional().catch(undefined),
  head: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/)
    .optional()
    .catch(undefined),
  runs: z.number().int().min(0).max(1e7).optional().catch(undefined),
  judgeCalls: z.number().int().min(0).max(1e9).optional().catch(undefined),
  judgeCostUsd: z.number().min(0).max(1e7).optional().catch(undefined),
  agentCostUsd: z.number().min(0).max(1e7).optional().catch(undefined),
  at: z
    .string()
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)))
    .optional()
    .catch(undefined),
});

export type HistoryEntry = z.infer<typeof entrySchema>;

const entryOf = (x: unknown): HistoryEntry | undefined => {
  const r = entrySchema.safeParse(x);
  return r.success ? r.data : undefined;
};

/**
 * The verdicts before this comment's, newest first: the previous comment's own and the history it
 * carried. Anything that is not one of our entries (a hand-edited block, another tool's) is left out.
 */
export function historyOf(previous: string | undefined): HistoryEntry[] {
  const data = previous ? readBlock(previous) : undefined;
  if (!data || typeof data !== 'object') return [];
  const own = entryOf(data);
  const earlier = Array.isArray((data as { history?: unknown }).history)
    ? (data as { history: unknown[] }).history.slice(0, HISTORY_KEPT).map(entryOf)
    : [];
  return [own, ...earlier].filter((e): e is HistoryEntry => e !== undefined).slice(0, HISTORY_KEPT);
}

/** A block that does not parse is no history, not an error: the comment is posted all the same. */
function readBlock(body: string): unknown {
  try {
    return readMachineBlock(body);
  } catch {
    return undefined;
  }
}

// Plain words, no verdict icons: an earlier verdict must not read as this commit's at a glance.
const WORDS: Record<HistoryEntry['verdict'], string> = {
  pass: 'passed',
  fail: 'failed',
  undecided: 'undecided',
  none: 'did not finish',
};

/** One row: the entry's fields as the schema let them through, numbers and a SHA only. */
function row(e: HistoryEntry): string {
  const usd = (e.judgeCostUsd ?? 0) + (e.agentCostUsd ?? 0);
  const cost = usd ? `about ${dollars(usd)}` : '–';
  const when = e.at ? `${new Date(e.at).toISOString().slice(0, 16).replace('T', ' ')} UTC` : '–';
  const head = e.head ? code(e.head.slice(0, 7)) : '–';
  return `| ${head} | ${e.tier ?? '–'} | ${WORDS[e.verdict]} | ${e.runs ?? '–'} | ${e.judgeCalls ?? '–'} | ${cost} | ${when} |`;
}

/**
 * The comment with the earlier verdicts: a folded table before its machine-readable block, and the
 * entries in the block, for the next comment to carry on.
 */
export function withHistory(comment: string, earlier: HistoryEntry[]): string {
  if (!earlier.length) return comment;
  const at = comment.lastIndexOf(MACHINE_TAG);
  const data = at >= 0 ? (readBlock(comment) as Record<string, unknown> | undefined) : undefined;
  if (!data) return comment;
  const table = [
    `<details><summary>Earlier verdicts on this pull request (${earlier.length})</summary>`,
    '',
    '| head | tier | verdict | runs | judge calls | cost (agent and judge) | when |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...earlier.map(row),
    '',
    '</details>',
  ].join('\n');
  return `${comment.slice(0, at)}${table}\n\n${blockOf({ ...data, history: earlier })}`;
}
