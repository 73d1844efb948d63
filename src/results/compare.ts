// Head vs base, per case x evaluator and overall per evaluator: means, the 95% interval of the
// difference, and a verdict. Noise is the enemy of a merge gate: a drop is "regressed" only when it
// is both significant and at least min_effect; too few runs or too wide an interval is
// "inconclusive", with the number of repeats that would settle it.
//
// Per case, the interval is Welch's t interval (paired t when runs pair by seed, as in rerun mode)
// with each side's variance floored at 0.01 (a standard deviation of 0.1, well under one judge level).
// A plain bootstrap over 3 to 5 runs of discrete scores is overconfident: identical agents came out
// "regressed" in about 5% of seeded trials, against under 1% with the floored t interval (see
// test/results/compare.test.ts). Overall, across cases, a stratified bootstrap is used.
import type { CaseResult, Results } from './schema.js';
import { Z, VARIANCE_FLOOR, mean, round, sd, stratifiedBootstrapDiff, tInterval } from './stats.js';

export type Verdict = 'regressed' | 'improved' | 'unchanged' | 'inconclusive';

/** Evaluators where a higher score is worse: compared and shown, never gated. */
export const LOWER_IS_BETTER = new Set(['failure_analysis']);

export interface Side {
  mean: number | null;
  n: number;
}

export interface CellComparison {
  case: string;
  evaluator: string;
  base: Side;
  head: Side;
  delta: number | null;
  ci: [number, number] | null;
  verdict: Verdict;
  reason: string;
  /** Repeats per side that would make the interval narrow enough, when inconclusive. */
  repeatsNeeded?: number;
  /** Head runs disagree widely: reported, not gated. */
  flaky: boolean;
  paired: boolean;
  gated: boolean;
}

export interface Comparison {
  cells: CellComparison[];
  overall: CellComparison[];
  added: string[];
  removed: string[];
  minEffect: number;
}

export interface CompareOptions {
  minEffect?: number;
  resamples?: number;
}

const FLAKY_SPREAD = 0.5;

const scoresOf = (c: CaseResult, ev: string): { value: number; seed?: number }[] =>
  c.runs.flatMap((r) => {
    const s = r.scores[ev]?.score;
    return typeof s === 'number' ? [{ value: s, seed: r.seed }] : [];
  });

/**
 * The verdict: regressed needs a significant drop (the interval wholly below zero) of at least
 * min_effect; unchanged when the interval sits inside +-min_effect, or the change is real but
 * smaller; otherwise inconclusive. `direction` is -1 when lower scores are better.
 */
export function verdictOf(delta: number, ci: [number, number], minEffect: number, direction: 1 | -1): Verdict {
  const [lo, hi] = direction === 1 ? ci : [-ci[1], -ci[0]];
  const d = direction * delta;
  if (hi < 0 && -d >= minEffect) return 'regressed';
  if (lo > 0 && d >= minEffect) return 'improved';
  if ((lo > -minEffect && hi < minEffect) || hi < 0 || lo > 0) return 'unchanged';
  return 'inconclusive';
}

/** Repeats per side for an interval half as wide as min_effect each way (normal approximation). */
export function repeatsNeeded(base: number[], head: number[], minEffect: number): number {
  const variance = Math.max(sd(base) ** 2, VARIANCE_FLOOR) + Math.max(sd(head) ** 2, VARIANCE_FLOOR);
  return Math.min(100, Math.max(3, Math.ceil((Z ** 2 * variance) / (minEffect / 2) ** 2)));
}

function emptyCell(caseName: string, ev: string): CellComparison {
  return { case: caseName, evaluator: ev, base: { mean: null, n: 0 }, head: { mean: null, n: 0 }, delta: null, ci: null, verdict: 'inconclusive', reason: '', flaky: false, paired: false, gated: !LOWER_IS_BETTER.has(ev) };
}

function compareValues(caseName: string, ev: string, base: { value: number; seed?: number }[], head: { value: number; seed?: number }[], opts: Required<CompareOptions>): CellComparison {
  const b = base.map((x) => x.value);
  const h = head.map((x) => x.value);
  const cell = emptyCell(caseName, ev);
  cell.base = { mean: b.length ? round(mean(b)) : null, n: b.length };
  cell.head = { mean: h.length ? round(mean(h)) : null, n: h.length };
  cell.delta = b.length && h.length ? round(mean(h) - mean(b)) : null;
  cell.flaky = h.length >= 2 && Math.max(...h) - Math.min(...h) >= FLAKY_SPREAD;
  if (b.length < 2 || h.length < 2) {
    cell.reason = `too few scored runs (base ${b.length}, head ${h.length}; at least 2 each)`;
    cell.repeatsNeeded = repeatsNeeded(b, h, opts.minEffect);
    return cell;
  }
  // Runs pair by seed when both sides ran the same seeds (rerun mode): paired differences are tighter.
  const bySeed = new Map(base.filter((x) => x.seed !== undefined).map((x) => [x.seed, x.value]));
  const pairs = head.flatMap((x) => (x.seed !== undefined && bySeed.has(x.seed) ? [x.value - bySeed.get(x.seed)!] : []));
  cell.paired = pairs.length >= 2 && pairs.length === head.length && pairs.length === base.length;
  const ci = tInterval(b, h, cell.paired ? pairs : undefined);
  cell.ci = [round(ci[0]), round(ci[1])];
  cell.verdict = verdictOf(mean(h) - mean(b), ci, opts.minEffect, LOWER_IS_BETTER.has(ev) ? -1 : 1);
  cell.reason = `${cell.paired ? 'paired by seed; ' : ''}95% interval of the difference [${cell.ci[0].toFixed(2)}, ${cell.ci[1].toFixed(2)}], min effect ${opts.minEffect}`;
  if (cell.verdict === 'inconclusive') cell.repeatsNeeded = repeatsNeeded(b, h, opts.minEffect);
  return cell;
}

/** Overall per evaluator: the mean over common cases of head - base, with a stratified bootstrap. */
function compareOverall(ev: string, pairs: { base: number[]; head: number[] }[], opts: Required<CompareOptions>): CellComparison {
  const usable = pairs.filter((p) => p.base.length && p.head.length);
  const cell = emptyCell('(all cases)', ev);
  if (!usable.length) {
    cell.reason = 'no case scored on both sides';
    return cell;
  }
  cell.base = { mean: round(mean(usable.map((p) => mean(p.base)))), n: usable.reduce((n, p) => n + p.base.length, 0) };
  cell.head = { mean: round(mean(usable.map((p) => mean(p.head)))), n: usable.reduce((n, p) => n + p.head.length, 0) };
  cell.delta = round(mean(usable.map((p) => mean(p.head) - mean(p.base))));
  const enough = usable.filter((p) => p.base.length >= 2 && p.head.length >= 2);
  if (!enough.length) {
    cell.reason = 'too few scored runs';
    return cell;
  }
  const ci = stratifiedBootstrapDiff(enough, `overall|${ev}`, opts.resamples);
  cell.ci = [round(ci[0]), round(ci[1])];
  cell.verdict = verdictOf(mean(enough.map((x) => mean(x.head) - mean(x.base))), ci, opts.minEffect, LOWER_IS_BETTER.has(ev) ? -1 : 1);
  cell.reason = `mean over ${enough.length} case(s); 95% interval [${cell.ci[0].toFixed(2)}, ${cell.ci[1].toFixed(2)}]`;
  return cell;
}

export function compareResults(base: Results, head: Results, options: CompareOptions = {}): Comparison {
  const opts: Required<CompareOptions> = { minEffect: options.minEffect ?? 0.1, resamples: options.resamples ?? 2000 };
  const baseCases = new Map(base.cases.map((c) => [c.name, c]));
  const headNames = new Set(head.cases.map((c) => c.name));
  const common = head.cases.filter((c) => baseCases.has(c.name));
  const evaluators = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter((ev) => base.cases.some((c) => ev in c.summary));
  const cells: CellComparison[] = [];
  for (const hc of common) {
    const bc = baseCases.get(hc.name)!;
    for (const ev of evaluators) cells.push(compareValues(hc.name, ev, scoresOf(bc, ev), scoresOf(hc, ev), opts));
  }
  const overall = evaluators.map((ev) =>
    compareOverall(
      ev,
      common.map((hc) => ({ base: scoresOf(baseCases.get(hc.name)!, ev).map((x) => x.value), head: scoresOf(hc, ev).map((x) => x.value) })),
      opts,
    ),
  );
  return {
    cells,
    overall,
    added: head.cases.filter((c) => !baseCases.has(c.name)).map((c) => c.name),
    removed: base.cases.filter((c) => !headNames.has(c.name)).map((c) => c.name),
    minEffect: opts.minEffect,
  };
}
