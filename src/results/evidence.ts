// What the verdict stands on: the runs expected (cases x repeats, this job's shard or every shard),
// the runs seen, what is missing or seen twice, and per case how many runs left a readable session.
// The gate never passes on what it did not see (gate.ts), so this is counted, recorded in
// results.json and said in the report's headline.
import { inShard } from '../runner/shard.js';
import type { RunStatus, Shard } from '../runner/types.js';
import { type OverCaps, overCapsText } from './judge-caps.js';
import type { CaseResult } from './schema.js';

/** A run the verdict expected: one repeat of one case. */
export interface ExpectedRun {
  case: string;
  repeat: number;
  /** The shard that should have run it, when the runs were sharded. */
  shard?: number;
}

/** A run as it was seen (a journal entry, or the runner's own record). */
export interface SeenRun {
  case: string;
  repeat: number;
  runSeed?: number;
  sessionId: string;
  status: RunStatus;
}

export interface Evidence {
  expected: number;
  /** Distinct runs seen that ran to an end (a cancelled run is missing evidence, not a result). */
  seen: number;
  missing: number;
  /** The first missing runs, for the report and the log. */
  missingRuns: ExpectedRun[];
  /** Runs seen twice or more (a shard uploaded twice, a stale shard of another run). */
  duplicates: number;
  /** Runs seen that the config does not expect (another config's, another repeat count). */
  unexpected: number;
  /** Runs stopped by a cancelled job. */
  cancelled: number;
  /** Cases the base's config runs that the pull request's config dropped: their runs are missing. */
  dropped?: string[];
  /** Why runs are missing where the job knows it and no run can be named (a look of the run job). */
  reason?: string;
  /** Sharded runs: the shard count and the shards with missing runs. */
  shards?: { count: number; missing: number[] };
  /** Runs another job uploaded past the base config's caps: not judged (judge-caps.ts). */
  overCaps?: OverCaps;
}

const MAX_LISTED = 50;

/**
 * The runs a job expects: every case x repeat, or one shard's share. With `shards` (the report job
 * of a sharded run), every run is expected and labelled with the shard that should have run it.
 */
export function expectedRuns(
  cases: { name: string; repeat: number }[],
  opts: { shard?: Shard; shards?: number } = {},
): ExpectedRun[] {
  const all = cases.flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ case: c.name, repeat: i + 1 })));
  if (opts.shard) return all.filter((r) => inShard(r.case, r.repeat, opts.shard!));
  const count = opts.shards;
  if (!count || count < 2) return all;
  return all.map((r) => ({
    ...r,
    shard: Array.from({ length: count }, (_, i) => i + 1).find((index) => inShard(r.case, r.repeat, { index, count })),
  }));
}
const key = (c: string, r: number) => `${c}\u0000${r}`;

/**
 * Expected against seen. `seen` may hold one run several times (every shard's journal merged); the
 * first of each is the one scored, the others counted as duplicates.
 */
export function countEvidence(expected: ExpectedRun[], seen: SeenRun[], shardCount?: number): Evidence {
  const wanted = new Map(expected.map((e) => [key(e.case, e.repeat), e]));
  const got = new Map<string, SeenRun>();
  let duplicates = 0;
  let unexpected = 0;
  for (const s of seen) {
    const k = key(s.case, s.repeat);
    if (!wanted.has(k)) unexpected++;
    else if (got.has(k)) duplicates++;
    else got.set(k, s);
  }
  const finished = [...got.values()].filter((s) => s.status !== 'cancelled');
  const done = new Set(finished.map((s) => key(s.case, s.repeat)));
  const missingRuns = expected.filter((e) => !done.has(key(e.case, e.repeat)));
  const evidence: Evidence = {
    expected: expected.length,
    seen: finished.length,
    missing: missingRuns.length,
    missingRuns: missingRuns.slice(0, MAX_LISTED),
    duplicates,
    unexpected,
    cancelled: got.size - finished.length,
  };
  if (shardCount && shardCount > 1)
    evidence.shards = {
      count: shardCount,
      missing: [...new Set(missingRuns.flatMap((m) => (m.shard ? [m.shard] : [])))].sort((a, b) => a - b),
    };
  return evidence;
}

/** "shards 2, 3 of 4 did not deliver all their runs". */
function shardsMissing(shards: { missing: number[]; count: number }): string {
  const one = shards.missing.length === 1;
  return `shard${one ? '' : 's'} ${shards.missing.join(', ')} of ${shards.count} did not deliver ${one ? 'all its' : 'all their'} runs`;
}

/** A sentence a reviewer reads in ten seconds; undefined when every expected run was seen once. */
export function evidenceProblem(e: Evidence | undefined): string | undefined {
  if (!e) return undefined;
  const parts: string[] = [];
  if (e.dropped?.length) {
    const names = e.dropped
      .slice(0, 5)
      .map((n) => `"${n}"`)
      .join(', ');
    const one = e.dropped.length === 1;
    const cases = `${one ? 'case' : `${e.dropped.length} cases`} ${names}${e.dropped.length > 5 ? ', ...' : ''}`;
    const theirs = one ? 'its runs are' : 'their runs are';
    parts.push(
      `the pull request's config drops ${cases} that the base's config runs: ${theirs} missing evidence, not a case that no longer counts`,
    );
  }
  if (e.missing) {
    const why = e.shards?.missing.length
      ? `: ${shardsMissing(e.shards)}`
      : e.cancelled
        ? ': the job was cancelled'
        : e.reason
          ? `: ${e.reason}`
          : '';
    parts.push(`${e.missing} of ${e.expected} expected run(s) missing${why}`);
  }
  if (e.duplicates)
    parts.push(
      `${e.duplicates} run(s) delivered twice (a shard uploaded twice, or a stale shard): only the first of each was scored`,
    );
  if (e.unexpected)
    parts.push(`${e.unexpected} run(s) the config does not expect (another config's or another repeat count's)`);
  if (e.overCaps) parts.push(overCapsText(e.overCaps));
  return parts.length ? parts.join('; ') : undefined;
}

/** Statuses that are the agent's doing: it ran and left nothing to judge. */
const UNHEALTHY: ReadonlySet<RunStatus> = new Set(['crashed', 'timeout', 'no_trace', 'flooded']);

/** A case's run health: runs that ended with a readable session, of the runs that ended. */
export interface Health {
  healthy: number;
  n: number;
  /** The most common reason of the unhealthy runs ("exit code 1"), with its count. */
  why?: { text: string; count: number; status: RunStatus };
}

export function healthOf(c: CaseResult): Health {
  const ended = c.runs.filter((r) => r.status === 'ok' || UNHEALTHY.has(r.status));
  const bad = ended.filter((r) => r.status !== 'ok');
  const counts = new Map<string, { text: string; count: number; status: RunStatus }>();
  for (const r of bad) {
    const text = (r.error ?? r.status)
      .replace(/^the agent crashed: /, '')
      .split('. ')[0]
      .slice(0, 120);
    const k = `${r.status}\u0000${text}`;
    const entry = counts.get(k) ?? { text, count: 0, status: r.status };
    entry.count++;
    counts.set(k, entry);
  }
  const why = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  return { healthy: ended.length - bad.length, n: ended.length, ...(why ? { why } : {}) };
}

const VERB: Record<string, string> = {
  crashed: 'crashed',
  timeout: 'timed out',
  no_trace: 'sent no trace',
  flooded: 'flooded the receiver',
};

/** "12 of 15 head runs crashed: exit code 1" */
export function healthText(h: Health, side = 'head'): string {
  if (!h.why) return `${h.healthy} of ${h.n} ${side} run(s) left a session`;
  const bad = h.n - h.healthy;
  const reason = h.why.status === 'crashed' ? `: ${h.why.text}` : '';
  const mixed = h.why.count < bad ? ` (${h.why.count} of them${reason})` : reason;
  return `${bad} of ${h.n} ${side} run(s) ${h.why.count < bad ? 'left no session' : VERB[h.why.status]}${mixed}`;
}
