// The merge gate: turns a comparison (and the head's absolute scores) into pass, fail or
// inconclusive, by the config's policy. Evaluators where higher is worse are reported, never
// gated; flaky cells are gated (see applyGate).
import type { Config } from '../config/schema.js';
import { admissionText, admitHint, advisoryOf as advisoryOfAdmission } from '../evaluators/admission.js';
import { controlsText } from '../evaluators/control-outcome.js';
import { type Comparison, changeText } from './compare.js';
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
  /**
   * Gated cells the runs could not decide, counted even when a regression already failed the gate:
   * accepting that regression must not pass what was never decided (results/accept.ts).
   */
  undecided?: { cells: number; blocks: boolean };
  /** Undecided cells resting on runs the judge could not tell, in words (unreadText). */
  unread?: string;
  /**
   * Evaluators the judge is not admitted for (evaluators/admission.ts), and why: their cells are
   * advisory. `decides`: no gated evaluator is admitted, so the verdict could not pass on its own.
   */
  advisory?: { text: string; decides: boolean; regressed: number };
  /**
   * The smoke tier's first round: regressions certain there (they block as any regression does),
   * cases it left to the full decision (they never block), and how a reviewer starts it.
   */
  smoke?: { certain: number; cases: number; needFull: number; howFull: string };
}

export type GatePolicy = Config['gate'];

export function applyGate(
  policy: GatePolicy,
  head: Results,
  comparison: Comparison | undefined,
  thresholds: Record<string, number> = {},
): GateOutcome {
  // Flaky cells are gated too: an agent that fabricates some of the time is what the gate is for.
  const regressed = comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  const overallDrops = comparison?.overall.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  const g: Gating = { reasons: [], evidence: [], failed: false, verdict: 'pass' };
  byPolicy(g, policy, head, regressed, overallDrops, thresholds);
  unjudged(g, policy, head);
  if (policy.fail_on !== 'never') unchecked(g, head);
  // Fail closed on evidence: what the head did not show cannot pass.
  if (policy.fail_on !== 'never') unseen(g, policy, head, comparison);
  // A threshold verdict resting on no admitted evaluator stays undecided (byPolicy).
  g.verdict = g.failed ? 'fail' : g.verdict === 'inconclusive' ? 'inconclusive' : 'pass';
  const open = comparison?.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length ?? 0;
  const decides = policy.fail_on !== 'threshold' && policy.fail_on !== 'never';
  const unread = decides ? unreadText(comparison) : undefined;
  const advisory = decides
    ? advisoryOf(head, comparison)
    : g.verdict === 'inconclusive'
      ? { text: g.reasons[0], decides: true, regressed: 0 }
      : undefined;
  if (!g.failed && decides) undecided(g, policy, comparison, advisory);
  else if (decides && open && policy.on_undecided === 'fail')
    g.reasons.push(`${open} result(s) could not be decided, and gate.on_undecided is fail`);
  return {
    verdict: g.verdict,
    blocking: g.failed && policy.level === 'fail',
    level: policy.level,
    failOn: policy.fail_on,
    reasons: g.reasons,
    regressions: regressed.length || (policy.fail_on === 'overall' ? overallDrops.length : 0),
    ...(g.evidence.length ? { missingEvidence: g.evidence[0] } : {}),
    ...(decides && open ? { undecided: { cells: open, blocks: policy.on_undecided === 'fail' } } : {}),
    ...(unread ? { unread } : {}),
    ...(advisory ? { advisory } : {}),
  };
}

/** The cells the judge may not gate, and whether that leaves the verdict nothing to pass on. */
function advisoryOf(head: Results, comparison: Comparison | undefined): GateOutcome['advisory'] {
  const text = admissionText(head.judge?.admission, head.judge);
  if (!text || !comparison) return undefined;
  const cells = comparison.cells.filter((c) => c.advisory);
  const gatedLeft = comparison.cells.some((c) => c.gated);
  return {
    text: `${text}; ${admitHint(head.judge)}`,
    decides: cells.length > 0 && !gatedLeft,
    regressed: cells.filter((c) => c.verdict === 'regressed').length,
  };
}

/** The gate's reasons as its steps add them; `evidence`: what the verdict could not see (the first goes to the headline). */
interface Gating {
  reasons: string[];
  evidence: string[];
  failed: boolean;
  verdict: GateVerdict;
}

/** What the policy fails on: regressed cells, an evaluator's overall drop, or a head under its floors. */
function byPolicy(
  g: Gating,
  policy: GatePolicy,
  head: Results,
  regressed: Comparison['cells'],
  overallDrops: Comparison['overall'],
  thresholds: Record<string, number>,
): void {
  switch (policy.fail_on) {
    case 'regression':
      for (const c of regressed) g.reasons.push(`${c.case} · ${c.evaluator}: ${changeText(c)} (${c.reason})`);
      g.failed = regressed.length > 0;
      break;
    case 'overall':
      for (const c of overallDrops) g.reasons.push(`${c.evaluator} overall: ${changeText(c)} (${c.reason})`);
      g.failed = overallDrops.length > 0;
      break;
    case 'threshold': {
      // An evaluator the judge is not admitted for is no floor the verdict rests on (evaluators/admission.ts).
      const advisory = new Set(advisoryOfAdmission(head.judge?.admission));
      for (const c of head.cases) {
        for (const [ev, s] of Object.entries(c.summary)) {
          if (ev === 'failure_analysis' || s.mean === null || advisory.has(ev)) continue;
          const floor = thresholds[ev] ?? 0.5;
          if (s.mean < floor) g.reasons.push(`${c.name} · ${ev}: ${s.mean.toFixed(2)} is below the floor ${floor}`);
        }
      }
      g.failed = g.reasons.length > 0;
      const gated = new Set(
        head.cases.flatMap((c) => Object.keys(c.summary).filter((ev) => ev !== 'failure_analysis')),
      );
      const floors = [...gated].some((ev) => !advisory.has(ev));
      const text = advisory.size ? admissionText(head.judge?.admission, head.judge) : undefined;
      if (text && !g.failed && !floors) {
        // No admitted evaluator left to hold a floor: not a pass.
        g.reasons.unshift(`${text}; ${admitHint(head.judge)}`);
        g.verdict = 'inconclusive';
      }
      break;
    }
    case 'never':
      break;
  }
}

/**
 * Fail closed: a head the judge could not score is not a head that passed. (Runs the judge could not
 * tell leave their cells undecided instead: results/compare.ts.)
 */
function unjudged(g: Gating, policy: GatePolicy, head: Results): void {
  const judgeable = head.cases.flatMap((c) => c.runs.filter((r) => r.facts).map((r) => ({ c, r })));
  const unjudged = judgeable.filter(({ r }) =>
    Object.values(r.scores).some((s) => s.source === 'judge_error' || s.source === 'budget'),
  );
  if (!judgeable.length || unjudged.length / judgeable.length <= policy.max_judge_errors) return;
  const why = `${unjudged.length} of ${judgeable.length} run(s) were not judged (judge errors, the budget or the deadline), over gate.max_judge_errors ${policy.max_judge_errors}: the verdict cannot be trusted`;
  if (policy.on_judge_errors !== 'fail') return void g.reasons.push(`warning: ${why}`);
  g.reasons.unshift(why);
  g.failed = true;
}

/** A judge that missed its planted controls, or could not be checked on them, is not one the verdict passes on. */
function unchecked(g: Gating, head: Results): void {
  const c = head.judge?.controls;
  if (!c || c.held) return;
  const why = controlsText(c);
  g.reasons.unshift(`${why}: the verdict does not pass on a judge that fails its controls`);
  g.failed = true;
  g.evidence.unshift(why);
}

/** Undecided cells that rest on runs the judge could not tell, in words for the headline. */
export function unreadText(comparison: Comparison | undefined): string | undefined {
  const cells = comparison?.cells.filter((c) => c.gated && c.verdict === 'inconclusive' && c.unread) ?? [];
  if (!cells.length) return undefined;
  const cases = [...new Set(cells.map((c) => c.case))];
  // A run counts once, whichever evaluators it was not read for: the most of any evaluator per case.
  const runs = cases.reduce((n, name) => {
    const mine = cells.filter((c) => c.case === name);
    return n + Math.max(...mine.map((c) => c.unread!.head)) + Math.max(...mine.map((c) => c.unread!.base));
  }, 0);
  const named = `${cases.slice(0, 3).join(', ')}${cases.length > 3 ? ', …' : ''}`;
  return `${runs} session(s) in ${cases.length} case(s) the offline judge could not tell (${named}): an LLM judge decides them`;
}

/** What the head did not show: run health regressed, broken cases, missing runs. */
function unseen(g: Gating, policy: GatePolicy, head: Results, comparison: Comparison | undefined): void {
  const sick = comparison?.health.filter((h) => h.verdict === 'regressed') ?? [];
  for (const h of sick) g.reasons.unshift(`${h.case} · run health: ${h.reason}`);
  if (sick.length) {
    g.failed = true;
    g.evidence.push(
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
    const listed = broken
      .slice(0, 3)
      .map(({ c, h }) => `${c.name}: ${healthText(h)}`)
      .join('; ');
    const why = `${broken.length} case(s) broken: no head run left a session (${listed}${broken.length > 3 ? '; …' : ''})`;
    if (policy.broken_cases === 'fail') {
      g.reasons.unshift(why);
      g.failed = true;
      g.evidence.push(
        broken.length === 1
          ? `${broken[0].c.name} is broken: ${healthText(broken[0].h)}`
          : `${broken.length} cases broken: no head run left a session`,
      );
    } else g.reasons.push(`warning: ${why}`);
  }
  const missing = evidenceProblem(head.evidence);
  if (!missing) return;
  if (policy.missing_runs !== 'fail') return void g.reasons.push(`warning: ${missing}`);
  g.reasons.unshift(`${missing}: the verdict does not pass on runs it did not see`);
  g.failed = true;
  g.evidence.push(missing);
}

/**
 * A passing verdict with no baseline, with undecided cells, or resting on no evaluator the judge is
 * admitted for: inconclusive, or failed where the policy says so.
 */
function undecided(
  g: Gating,
  policy: GatePolicy,
  comparison: Comparison | undefined,
  advisory: GateOutcome['advisory'],
): void {
  if (!comparison) {
    g.verdict = policy.without_baseline === 'fail' ? 'fail' : 'inconclusive';
    g.failed = policy.without_baseline === 'fail';
    g.reasons.push(
      g.failed ? 'no baseline to compare with, and gate.without_baseline is fail' : 'no baseline to compare with',
    );
    return;
  }
  if (advisory?.decides) {
    // A judge not admitted for any gated evaluator neither blocks nor passes on its own.
    g.verdict = policy.on_undecided === 'fail' ? 'fail' : 'inconclusive';
    g.failed = policy.on_undecided === 'fail';
    g.reasons.unshift(advisory.text);
    return;
  }
  const open = comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length;
  if (!open) return;
  if (policy.on_undecided === 'fail') {
    g.verdict = 'fail';
    g.failed = true;
    g.reasons.unshift(`${open} result(s) could not be decided, and gate.on_undecided is fail`);
  } else {
    g.verdict = 'inconclusive';
    g.reasons.push(
      `undecided: ${open} result(s) could not be decided with the runs made; gate.on_undecided is pass, so the check passes`,
    );
  }
}
