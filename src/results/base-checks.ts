// A base scored before the checks no judge reads were on (an artifact of an older agent-chaos, or
// of a config without them) has no side_effects, trajectory or injection scores. They need no judge:
// they are computed from the base's own sessions, with the head's rules for each case, so the head is
// compared on them instead of passing unchecked. A base without sessions cannot be: the evaluators
// it lacks are named (compare.ts leaves their cells without a base, and the headline says so).
import { DEFAULT_THRESHOLDS, type EvaluatorName, isOracle } from '../config/schema.js';
import { runFacts } from '../evaluators/facts.js';
import { EVALUATORS } from '../evaluators/index.js';
import type { Session } from '../trace/session.js';
import { summarize } from './aggregate.js';
import type { Results } from './schema.js';

/** The checks the head has and the base lacks. */
export const checksMissingIn = (base: Results, head: Results): EvaluatorName[] => {
  const has = (r: Results, ev: string) => r.cases.some((c) => c.runs.some((x) => x.scores[ev]));
  const evaluators = Object.keys(head.judge.promptVersions ?? {}).filter(isOracle) as EvaluatorName[];
  return evaluators.filter((ev) => has(head, ev) && !has(base, ev));
};

/** The base with the head's checks computed on its sessions; `missing`: the ones no session allowed. */
export function withBaseChecks(
  base: Results,
  sessions: Session[],
  head: Results,
  thresholds: Record<string, number> = {},
): { results: Results; added: EvaluatorName[]; missing: EvaluatorName[] } {
  const lacking = checksMissingIn(base, head);
  if (!lacking.length) return { results: base, added: [], missing: [] };
  const byId = new Map(sessions.map((s) => [s.sessionId, s]));
  if (!base.cases.some((c) => c.runs.some((r) => byId.has(r.sessionId))))
    return { results: base, added: [], missing: lacking };
  const rules = new Map(head.cases.map((c) => [c.name, c.checks]));
  const cases = base.cases.map((c) => {
    const runs = c.runs.map((r) => {
      const session = byId.get(r.sessionId);
      if (!session) return r;
      const checks = rules.get(c.name) ?? c.checks;
      const facts = runFacts(session, c.effects as Parameters<typeof runFacts>[1], undefined, checks);
      const scores = { ...r.scores };
      for (const ev of lacking) {
        const threshold = thresholds[ev] ?? DEFAULT_THRESHOLDS[ev] ?? 0.5;
        const got = EVALUATORS[ev].deterministic?.({ session, facts }, threshold);
        if (got) scores[ev] = got.score;
      }
      return { ...r, scores };
    });
    return { ...c, runs, summary: { ...c.summary, ...summarize(c.name, runs, lacking) } };
  });
  const promptVersions = {
    ...base.judge.promptVersions,
    ...Object.fromEntries(lacking.map((ev) => [ev, EVALUATORS[ev].promptVersion])),
  };
  return { results: { ...base, cases, judge: { ...base.judge, promptVersions } }, added: lacking, missing: [] };
}
