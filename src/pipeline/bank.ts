// The base's first round pooled with its bank of earlier runs of the same commit.
import type { JudgeChoice } from '../judge/judge.js';
import { type ArtifactSource, alignJudge, resolveBaseline } from '../results/baseline.js';
import type { Results } from '../results/schema.js';
import type { Session } from '../trace/session.js';
import { type Prepared, type Scoring, afterRuns } from './options.js';
import { score } from './scoring.js';

/**
 * Today's base runs pooled with the base commit's bank (results/bank.ts: poolBank), the bank judged
 * again by this judge where another judged it; undefined (and why, in the log) where it is not pooled.
 */
export async function pooledWithBank(
  source: ArtifactSource,
  today: { results: Results; sessions: Session[] },
  p: Prepared,
  scoring: Scoring,
  judge: JudgeChoice,
  log: (line: string) => void,
): Promise<{ results: Results; sessions: Session[] } | undefined> {
  const found = await resolveBaseline({ mode: 'artifact', artifact: source, log });
  if (!found.results) {
    log(`baseline: no bank of the base's runs to pool with today's (${found.info.description})`);
    return undefined;
  }
  const bank = await alignJudge(found, today.results, (cases) => score(scoring, cases, judge)).catch((err: Error) => {
    log(`baseline: the base's bank not pooled: ${err.message}`);
    return undefined;
  });
  if (!bank?.results) return undefined;
  const { max_runs: maxRuns } = p.config.confirm;
  const { min_effect: minEffect, detect } = p.config.gate;
  const { poolBank } = await afterRuns();
  const out = poolBank(today, { results: bank.results, sessions: bank.sessions ?? [] }, { maxRuns, minEffect, detect });
  if ('why' in out) {
    log(`baseline: the base's bank (${found.info.description}) not pooled with today's runs: ${out.why}`);
    return undefined;
  }
  log(`baseline: today's base runs pooled with ${out.added} banked run(s) of its commit (${found.info.description})`);
  return { results: out.results, sessions: out.sessions };
}
