// What a comparison of head and base holds (cells, sides, health, the options it was made with),
// and those in words.
import type { Health } from './evidence.js';
import { twoDecimals, wholePercent } from '../util/text.js';

export type Verdict = 'regressed' | 'improved' | 'unchanged' | 'inconclusive';

/** Evaluators where a higher score is worse: compared and shown, never gated. */
export const LOWER_IS_BETTER = new Set(['failure_analysis']);

export interface Side {
  /** The mean score (shown beside the share of passing runs the gate tests). */
  mean: number | null;
  n: number;
  /** The share of runs that passed (score at or above the evaluator's threshold): what is tested. */
  passing?: number | null;
}

export interface CellComparison {
  case: string;
  evaluator: string;
  base: Side;
  head: Side;
  /** Head - base of the mean score. */
  delta: number | null;
  /** Head - base of the share of passing runs, where that is what is tested. */
  passDelta?: number | null;
  /** The 95% interval of the tested difference (passDelta where it is defined, else delta). */
  ci: [number, number] | null;
  verdict: Verdict;
  reason: string;
  /** Repeats per side that would settle it, when inconclusive. */
  repeatsNeeded?: number;
  /** Inconclusive and more runs would decide it (the pipeline adds them where it can run the base). */
  pending?: boolean;
  /** Pending with a head that has not failed yet: the runs a side at which it would be unchanged. */
  unchangedAt?: number;
  /** The look (1: the first round) that decided it, and the runs a side it was decided on. */
  look?: number;
  /** One-sided p-value of a drop (of a rise, for an evaluator where lower is better). */
  p?: number;
  /** Head runs disagree widely: reported, and still gated. */
  flaky: boolean;
  /** Runs the judge could not tell on each side: such a cell is never passed as unchanged. */
  unread?: { base: number; head: number };
  gated: boolean;
  /** The judge is not admitted for this evaluator (evaluators/admission.ts): shown, never gated. */
  advisory?: boolean;
  /** A check the base has no results for (and no sessions to compute them from): undecided. */
  notCompared?: boolean;
  /** Read by two instruments (the offline judge's sure readings withdrawn for some runs only): undecided. */
  twoInstruments?: boolean;
}

/**
 * Run health per case: the runs that left a readable session, head against base. A head that
 * crashes or sends nothing where the base worked has regressed, whatever its scores (it has none).
 */
export interface HealthComparison {
  case: string;
  base: Health;
  head: Health;
  /** regressed: fewer head runs left a session; broken: none did, on either side. */
  verdict: 'regressed' | 'broken' | 'unchanged';
  /** Fisher's exact one-sided p of more unhealthy head runs, when both sides have runs. */
  p?: number;
  reason: string;
}

export interface Comparison {
  cells: CellComparison[];
  overall: CellComparison[];
  health: HealthComparison[];
  added: string[];
  removed: string[];
  minEffect: number;
}

export interface CompareOptions {
  minEffect?: number;
  /** The PR's false-alarm budget (default 0.05), shared by its gated cells. */
  alpha?: number;
  /**
   * The runs a side a cell may reach (the cap of the sequential decision). Undefined: no run will be
   * added (an artifact or file baseline, `compare` of two files): the runs there are are the last look.
   */
  maxRuns?: number;
  /** No more runs will come: each cell's last look spends what is left of its alpha. */
  final?: boolean;
  /** The drop the design is built to catch (gate.detect, 0.3): unchanged once the runs rule it out. */
  detect?: number;
  /**
   * Per evaluator, the share of runs the judge that decided the looks may read the other way (pass
   * for fail) from this one: the two-job workflow's run job stops cases on its offline judge's
   * reading, the report job tests every run again with its own. At a cell's last look the change is
   * ruled out within that reading's noise (readingRoom).
   */
  reread?: Record<string, number>;
}

/** A side in words: "80% pass · 0.78" where the share of passing runs is tested, else the mean. */
export const sideText = (s: Side): string =>
  s.passing === undefined ? twoDecimals(s.mean) : `${wholePercent(s.passing)} pass · ${twoDecimals(s.mean)}`;

/**
 * A cell's change in words, base → head, with the 95% interval of the tested difference:
 * "passing 100% → 20% [-1.00, -0.40], mean 0.90 → 0.55", or "0.20 → 0.60 [0.10, 0.70]".
 */
export function changeText(c: CellComparison): string {
  const ci = c.ci ? ` [${twoDecimals(c.ci[0])}, ${twoDecimals(c.ci[1])}]` : '';
  const means = `${twoDecimals(c.base.mean)} → ${twoDecimals(c.head.mean)}`;
  if (c.base.passing === undefined) return `${means}${ci}`;
  return `passing ${wholePercent(c.base.passing)} → ${wholePercent(c.head.passing)}${ci}, mean ${means}`;
}

/**
 * An evaluator the gate acts on (higher is better). For it the gate tests the share of runs that pass
 * (the specifications' test: score at or above the evaluator's threshold, 0.5), not the mean: the
 * regression is the rate of made-up or abandoned answers, and a judge's graded, noisy reading moves a
 * good answer between passing levels and a made-up one between failing ones (docs/statistics.md,
 * "Pass rates, not means").
 */
export const gatable = (ev: string) => !LOWER_IS_BETTER.has(ev);

export type Runs = { base: number[]; head: number[] };
