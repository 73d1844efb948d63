// The merge gate: turns a comparison (and the head's absolute scores) into pass, fail or
// inconclusive, by the config's policy. Evaluators where higher is worse are reported, never
// gated; flaky cells are gated (see applyGate).
import type { Config } from '../config/schema.js';
import type { Comparison } from './compare.js';
import { evidenceProblem, healthOf, healthText } from './evidence.js';
import type { Results } from './schema.js';

export type GateVerdict = 'pass' | 'fail' | 'inconclusive';

/** Regressed cases reviewers accepted for one head commit (results/accept.ts). */
export interface Accepted {
  by: string[];
  cases: string[];
  sha: string;
}

export interface GateOutcome {
  verdict: GateVerdict;
  /** The check fails (level fail and verdict fail). */
  blocking: boolean;
  level: 'fail' | 'warn';
  /** What the gate fails on (the overall rows are a verdict only under "overall"). */
  failOn: GatePolicy['fail_on'];
  reasons: string[];
  regressions: number;
  /**
   * What the verdict could not see, in a few words for the headline ("15 of 15 head runs crashed:
   * exit code 1 in 5 cases", "25 of 200 expected runs missing"); the first such problem.
   */
  missingEvidence?: string;
  /** Regressed cases a reviewer accepted for this head (results/accept.ts). */
  accepted?: Accepted;
}

export type GatePolicy = Config['gate'];

export function applyGate(
  policy: GatePolicy,
  head: Results,
  comparison: Comparison | undefined,
  thresholds: Record<string, number> = {},
): GateOutcome {
  const reasons: string[] = [];
  // Flaky cells are gated too: an agent that fabricates some of the time is what the gate is for.
  const regressed = comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  const overallDrops = comparison?.overall.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  let failed = false;
  // What the verdict could not see, for the headline; the first is shown.
  const evidence: string[] = [];
  switch (policy.fail_on) {
    case 'regression':
      for (const c of regressed)
        reasons.push(
          `${c.case} · ${c.evaluator}: ${c.base.mean?.toFixed(2)} → ${c.head.mean?.toFixed(2)} (${c.reason})`,
        );
      failed = regressed.length > 0;
      break;
    case 'overall':
      for (const c of overallDrops)
        reasons.push(`${c.evaluator} overall: ${c.base.mean?.toFixed(2)} → ${c.head.mean?.toFixed(2)} (${c.reason})`);
      failed = overallDrops.length > 0;
      break;
    case 'threshold':
      for (const c of head.cases) {
        for (const [ev, s] of Object.entries(c.summary)) {
          if (ev === 'failure_analysis' || s.mean === null) continue;
          const floor = thresholds[ev] ?? 0.5;
          if (s.mean < floor) reasons.push(`${c.name} · ${ev}: ${s.mean.toFixed(2)} is below the floor ${floor}`);
        }
      }
      failed = reasons.length > 0;
      break;
    case 'never':
      break;
  }
  // Fail closed: a head the judge could not score is not a head that passed, nor is one the offline
  // judge could not read (a low-confidence score is a guess): those cases need an LLM judge.
  const judgeable = head.cases.flatMap((c) => c.runs.filter((r) => r.facts).map((r) => ({ c, r })));
  const unjudged = judgeable.filter(({ r }) =>
    Object.values(r.scores).some((s) => s.source === 'judge_error' || s.source === 'budget' || s.lowConfidence),
  );
  if (judgeable.length && unjudged.length / judgeable.length > policy.max_judge_errors) {
    const unread = [
      ...new Set(
        unjudged.filter(({ r }) => Object.values(r.scores).some((s) => s.lowConfidence)).map(({ c }) => c.name),
      ),
    ];
    const cases = unread.length
      ? `; the offline judge could not read ${unread.length} case(s), judge them with an LLM judge: ${unread.slice(0, 3).join(', ')}${unread.length > 3 ? ', …' : ''}`
      : '';
    const why = `${unjudged.length} of ${judgeable.length} run(s) were not judged (judge errors, the budget, the deadline or answers the heuristic could not read), over gate.max_judge_errors ${policy.max_judge_errors}: the verdict cannot be trusted${cases}`;
    if (policy.on_judge_errors === 'fail') {
      reasons.unshift(why);
      failed = true;
      if (unread.length)
        evidence.push(`${unread.length} case(s) the offline judge could not read: judge them with an LLM judge`);
    } else reasons.push(`warning: ${why}`);
  }
  // Fail closed on evidence: what the head did not show cannot pass.
  if (policy.fail_on !== 'never') {
    const sick = comparison?.health.filter((h) => h.verdict === 'regressed') ?? [];
    for (const h of sick) reasons.unshift(`${h.case} · run health: ${h.reason}`);
    if (sick.length) {
      failed = true;
      evidence.push(
        sick.length === 1
          ? `${sick[0].case}: ${healthText(sick[0].head)}`
          : `runs that left no session in ${sick.length} cases (e.g. ${sick[0].case}: ${healthText(sick[0].head)})`,
      );
    }
    // Broken: no head run of the case left a session (and the base, if any, did no better).
    const regressedNames = new Set(sick.map((h) => h.case));
    const broken = head.cases
      .map((c) => ({ c, h: healthOf(c) }))
      .filter(({ c, h }) => h.n > 0 && h.healthy === 0 && !regressedNames.has(c.name));
    if (broken.length) {
      const why = `${broken.length} case(s) broken: no head run left a session (${broken
        .slice(0, 3)
        .map(({ c, h }) => `${c.name}: ${healthText(h)}`)
        .join('; ')}${broken.length > 3 ? '; …' : ''})`;
      if (policy.broken_cases === 'fail') {
        reasons.unshift(why);
        failed = true;
        evidence.push(
          broken.length === 1
            ? `${broken[0].c.name} is broken: ${healthText(broken[0].h)}`
            : `${broken.length} cases broken: no head run left a session`,
        );
      } else reasons.push(`warning: ${why}`);
    }
    const missing = evidenceProblem(head.evidence);
    if (missing) {
      if (policy.missing_runs === 'fail') {
        reasons.unshift(`${missing}: the verdict does not pass on runs it did not see`);
        failed = true;
        evidence.push(missing);
      } else reasons.push(`warning: ${missing}`);
    }
  }
  let verdict: GateVerdict = failed ? 'fail' : 'pass';
  if (!failed && policy.fail_on !== 'threshold' && policy.fail_on !== 'never') {
    if (!comparison) {
      verdict = policy.without_baseline === 'fail' ? 'fail' : 'inconclusive';
      failed = policy.without_baseline === 'fail';
      reasons.push(
        failed ? 'no baseline to compare with, and gate.without_baseline is fail' : 'no baseline to compare with',
      );
    } else if (comparison.cells.some((c) => c.gated && c.verdict === 'inconclusive')) {
      const undecided = comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length;
      if (policy.on_undecided === 'fail') {
        verdict = 'fail';
        failed = true;
        reasons.unshift(`${undecided} result(s) could not be decided, and gate.on_undecided is fail`);
      } else {
        verdict = 'inconclusive';
        reasons.push(
          `undecided: ${undecided} result(s) could not be decided with the runs made; gate.on_undecided is pass, so the check passes`,
        );
      }
    }
  }
  return {
    verdict,
    blocking: failed && policy.level === 'fail',
    level: policy.level,
    failOn: policy.fail_on,
    reasons,
    regressions: regressed.length || (policy.fail_on === 'overall' ? overallDrops.length : 0),
    ...(evidence.length ? { missingEvidence: evidence[0] } : {}),
  };
}
