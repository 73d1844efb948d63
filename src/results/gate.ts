// The merge gate: turns a comparison (and the head's absolute scores) into pass, fail or
// inconclusive, by the config's policy. Evaluators where higher is worse are reported, never
// gated; flaky cells are gated (see applyGate).
import type { Config } from '../config/schema.js';
import type { Comparison } from './compare.js';
import type { Results } from './schema.js';

export type GateVerdict = 'pass' | 'fail' | 'inconclusive';

export interface GateOutcome {
  verdict: GateVerdict;
  /** The check fails (level fail and verdict fail). */
  blocking: boolean;
  level: 'fail' | 'warn';
  reasons: string[];
  regressions: number;
}

export type GatePolicy = Config['gate'];

export function applyGate(policy: GatePolicy, head: Results, comparison: Comparison | undefined, thresholds: Record<string, number> = {}): GateOutcome {
  const reasons: string[] = [];
  // Flaky cells are gated too: an agent that fabricates some of the time is what the gate is for.
  const regressed = comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  const overallDrops = comparison?.overall.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  let failed = false;
  switch (policy.fail_on) {
    case 'regression':
      for (const c of regressed) reasons.push(`${c.case} · ${c.evaluator}: ${c.base.mean?.toFixed(2)} → ${c.head.mean?.toFixed(2)} (${c.reason})`);
      failed = regressed.length > 0;
      break;
    case 'overall':
      for (const c of overallDrops) reasons.push(`${c.evaluator} overall: ${c.base.mean?.toFixed(2)} → ${c.head.mean?.toFixed(2)} (${c.reason})`);
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
  // Fail closed: a head the judge could not score is not a head that passed.
  const judgeable = head.cases.flatMap((c) => c.runs.filter((r) => r.facts));
  const unjudged = judgeable.filter((r) => Object.values(r.scores).some((s) => s.source === 'judge_error' || s.source === 'budget'));
  if (judgeable.length && unjudged.length / judgeable.length > policy.max_judge_errors) {
    const why = `${unjudged.length} of ${judgeable.length} run(s) were not judged (judge errors, the budget or the deadline), over gate.max_judge_errors ${policy.max_judge_errors}: the verdict cannot be trusted`;
    if (policy.on_judge_errors === 'fail') {
      reasons.unshift(why);
      failed = true;
    } else reasons.push(`warning: ${why}`);
  }
  let verdict: GateVerdict = failed ? 'fail' : 'pass';
  if (!failed && policy.fail_on !== 'threshold' && policy.fail_on !== 'never') {
    if (!comparison) {
      verdict = policy.without_baseline === 'fail' ? 'fail' : 'inconclusive';
      failed = policy.without_baseline === 'fail';
      reasons.push(failed ? 'no baseline to compare with, and gate.without_baseline is fail' : 'no baseline to compare with');
    } else if (comparison.cells.some((c) => c.gated && c.verdict === 'inconclusive')) {
      verdict = 'inconclusive';
      reasons.push('a drop that more runs would confirm or clear; see "repeats needed"');
    }
  }
  return { verdict, blocking: failed && policy.level === 'fail', level: policy.level, reasons, regressions: regressed.length };
}
