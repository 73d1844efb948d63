// A bank of the base commit's runs. Each trusted run of the workflow on the default branch (its push,
// a schedule, a manual dispatch) adds its runs to those the earlier runs of the same commit uploaded,
// under the same config and judge, so a pull request compares with more base runs than one round
// makes: it needs fewer new ones (docs/statistics.md, "A banked baseline").
import type { Session } from '../trace/session.js';
import { summarize } from './aggregate.js';
import { instrumentOf, sameJudge } from './baseline.js';
import { compareResults } from './compare.js';
import { reliabilityOf } from './reliability.js';
import type { Results, RunResult } from './schema.js';

export interface Banked {
  results: Results;
  sessions: Session[];
}

export type BankOutcome = (Banked & { added: number; most: number }) | { why: string };

/**
 * This run's results with the earlier runs of its commit added, at most `maxRuns` a case (the
 * newest kept); or why they cannot be added. Every banked run counts as the first look's: all of
 * them are there before a pull request's first run.
 */
export function bankRuns(now: Banked, earlier: Banked, maxRuns: number): BankOutcome {
  const a = now.results;
  const b = earlier.results;
  if (b.git.sha !== a.git.sha)
    return {
      why: `the earlier results are of commit ${b.git.sha.slice(0, 7)}, this run's of ${a.git.sha.slice(0, 7)}`,
    };
  if (b.configHash !== a.configHash) return { why: 'the earlier results were made with another config' };
  if (!sameJudge(a, b) || !sameJudge(b, a))
    return {
      why: `the earlier results were judged by ${instrumentOf(b.judge)}, this run by ${instrumentOf(a.judge)}`,
    };
  return appendBank(now, earlier, maxRuns);
}

/** The earlier runs appended after this run's, newest first, up to maxRuns a case; each run once. */
function appendBank(now: Banked, earlier: Banked, maxRuns: number): Banked & { added: number; most: number } {
  const a = now.results;
  const b = earlier.results;
  const seen = new Set(a.cases.flatMap((c) => c.runs.map((r) => r.sessionId)));
  const kept = new Set<string>();
  let added = 0;
  let most = 0;
  const cases = a.cases.map((c) => {
    const older = b.cases.find((x) => x.name === c.name)?.runs.filter((r) => !seen.has(r.sessionId)) ?? [];
    // An earlier bank lists its newest runs first, as this one does: the runs closest to this one stay.
    const taken = older.slice(0, Math.max(0, maxRuns - c.runs.length));
    const first: RunResult[] = c.runs.map(({ round: _r, ...r }) => r);
    const runs = [
      ...first,
      ...taken.map(({ round: _r, ...r }, i) => ({ ...r, repeat: first.length + i + 1, banked: true })),
    ];
    for (const r of taken) kept.add(r.sessionId);
    added += taken.length;
    most = Math.max(most, runs.length);
    return {
      ...c,
      runs,
      summary: summarize(c.name, runs, Object.keys(c.summary)),
      reliability: reliabilityOf(runs),
    };
  });
  const sessions = [...now.sessions, ...earlier.sessions.filter((s) => kept.has(s.sessionId))];
  const note = `A bank of this commit's runs: ${added} run(s) of earlier runs of this workflow added to this run's, up to ${most} a case.`;
  return { results: { ...a, cases, notes: [...(a.notes ?? []), note] }, sessions, added, most };
}

/** Head runs a case at most per base run in head-only batches (sequential-gate.ts uses the same). */
export const HEAD_PER_BANKED = 3;

export interface PoolOptions {
  /** confirm.max_runs: the bank is kept to it, and it must let the head reach it (below). */
  maxRuns: number;
  /** The gate's effect sizes: a bank that reads differently from today's base runs is not pooled. */
  minEffect: number;
  detect: number;
}

/**
 * Today's runs of the base commit (a rerun beside the head, the same seeds) pooled with its bank
 * (the runs the base branch's pushes and schedules of that commit uploaded), so that the head alone
 * needs more runs: or why not. Pooled only where the bank is of the same commit, made of the same
 * runs (runsHash) and judged by the same judge (judge it again first), holds enough runs a case for
 * the head to reach maxRuns (HEAD_PER_BANKED head runs a base run), and does not differ from today's
 * runs (no cell either way at the gate's effect sizes: a model that drifted since the bank was
 * made would read as a change).
 */
export function poolBank(today: Banked, bank: Banked, o: PoolOptions): BankOutcome {
  const a = today.results;
  const b = bank.results;
  if (!b.runsHash || b.runsHash !== a.runsHash)
    return {
      why: 'its runs were made with another agent, cases, tools or evaluators (or before runsHash was recorded)',
    };
  if (b.git.sha !== a.git.sha)
    return { why: `it holds commit ${b.git.sha.slice(0, 7)}'s runs, the base is ${a.git.sha.slice(0, 7)}` };
  if (!sameJudge(a, b) || !sameJudge(b, a)) return { why: `it was judged by ${instrumentOf(b.judge)}` };
  const need = Math.ceil(o.maxRuns / HEAD_PER_BANKED);
  const short = a.cases.filter((c) => c.runs.length + runsOf(b, c.name) < need).map((c) => c.name);
  if (short.length)
    return {
      why: `${short.length} case(s) have fewer than ${need} base run(s) with it (${short.slice(0, 3).join(', ')}): the head could not reach confirm.max_runs against it`,
    };
  const settings = { minEffect: o.minEffect, detect: o.detect, final: true };
  const drift = [...compareResults(b, a, settings).cells, ...compareResults(a, b, settings).cells].find(
    (c) => c.gated && c.verdict === 'regressed',
  );
  if (drift)
    return {
      why: `today's base runs differ from it (${drift.case}, ${drift.evaluator}): the agent or its model may have drifted since`,
    };
  return appendBank(today, bank, o.maxRuns);
}

const runsOf = (r: Results, name: string) => r.cases.find((c) => c.name === name)?.runs.length ?? 0;
