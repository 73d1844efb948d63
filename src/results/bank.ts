// A bank of the base commit's runs. Each trusted run of the workflow on the default branch (its push,
// a schedule, a manual dispatch) adds its runs to those the earlier runs of the same commit uploaded,
// under the same config and judge, so a pull request compares with more base runs than one round
// makes: it needs fewer new ones (docs/statistics.md, "A banked baseline").
import type { Session } from '../trace/session.js';
import { summarize } from './aggregate.js';
import { sameJudge } from './baseline.js';
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
      why: `the earlier results were judged by ${b.judge.provider} ${b.judge.model}, this run by ${a.judge.provider} ${a.judge.model}`,
    };
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
