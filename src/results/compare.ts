// Head vs base, per case x evaluator and overall per evaluator: means, the 95% interval of the
// difference (bootstrap over runs, or over paired differences when runs pair by seed), a one-sided
// permutation test, and a verdict. Noise is the enemy of a merge gate: a drop is "regressed" only
// when it is both significant and at least min_effect; too few runs or too wide an interval is
// "inconclusive", with the number of repeats that would settle it.
import { hashSeed, seededRandom } from '../util/random.js';
import type { CaseResult, Results } from './schema.js';
import { mean, round } from './stats.js';

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

type PValues = { drop: number; rise: number };

const FLAKY_SPREAD = 0.5;
const Z = 1.959964;
const ALPHA_ONE_SIDED = 0.025;

const scoresOf = (c: CaseResult, ev: string): { value: number; seed?: number }[] =>
  c.runs.flatMap((r) => {
    const s = r.scores[ev]?.score;
    return typeof s === 'number' ? [{ value: s, seed: r.seed }] : [];
  });

const sd = (xs: number[]): number => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

function percentileCI(samples: Float64Array): [number, number] {
  samples.sort();
  const n = samples.length;
  return [samples[Math.floor(0.025 * (n - 1))], samples[Math.ceil(0.975 * (n - 1))]];
}

/** The 97.5% quantile of Student's t (Cornish-Fisher expansion; within 0.01 from 3 degrees of freedom). */
export function t975(df: number): number {
  return Z + (Z ** 3 + Z) / (4 * df) + (5 * Z ** 5 + 16 * Z ** 3 + 3 * Z) / (96 * df ** 2);
}

function bootstrap(base: number[], head: number[], seedText: string, resamples: number, pairs?: number[]): Float64Array {
  const rand = seededRandom(hashSeed(seedText));
  const out = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    if (pairs) {
      let s = 0;
      for (let i = 0; i < pairs.length; i++) s += pairs[Math.floor(rand() * pairs.length)];
      out[b] = s / pairs.length;
    } else {
      let sb = 0;
      let sh = 0;
      for (let i = 0; i < base.length; i++) sb += base[Math.floor(rand() * base.length)];
      for (let i = 0; i < head.length; i++) sh += head[Math.floor(rand() * head.length)];
      out[b] = sh / head.length - sb / base.length;
    }
  }
  return out;
}

/**
 * Bootstrap interval of mean(head) - mean(base) (or of the mean paired difference). With a handful
 * of repeats the percentile interval is too narrow (a bootstrap mean has (n-1)/n of the variance,
 * and z is smaller than t), so it is widened around the estimate by sqrt(n/(n-1)) x t/z.
 */
export function diffCI(base: number[], head: number[], seedText: string, resamples = 2000, pairs?: number[]): [number, number] {
  const raw = percentileCI(bootstrap(base, head, seedText, resamples, pairs));
  const n = pairs ? pairs.length : Math.min(base.length, head.length);
  const df = pairs ? pairs.length - 1 : base.length + head.length - 2;
  const widen = Math.sqrt(n / (n - 1)) * (t975(df) / Z);
  const d = pairs ? mean(pairs) : mean(head) - mean(base);
  return [d - (d - raw[0]) * widen, d + (raw[1] - d) * widen];
}

/**
 * One-sided p-values of a drop and of a rise, by permutation of the runs between the two sides:
 * honest with few, discrete scores, where interval-based tests are overconfident.
 */
export function permutationP(base: number[], head: number[], seedText: string, iterations = 2000): PValues {
  const rand = seededRandom(hashSeed(`perm|${seedText}`));
  const eps = 1e-12;
  let low = 0;
  let high = 0;
  {
    const observed = mean(head) - mean(base);
    const pool = [...base, ...head];
    for (let i = 0; i < iterations; i++) {
      for (let j = pool.length - 1; j > 0; j--) {
        const k = Math.floor(rand() * (j + 1));
        [pool[j], pool[k]] = [pool[k], pool[j]];
      }
      let sb = 0;
      for (let j = 0; j < base.length; j++) sb += pool[j];
      let sh = 0;
      for (let j = base.length; j < pool.length; j++) sh += pool[j];
      const d = sh / head.length - sb / base.length;
      if (d <= observed + eps) low++;
      if (d >= observed - eps) high++;
    }
  }
  return { drop: (low + 1) / (iterations + 1), rise: (high + 1) / (iterations + 1) };
}

/**
 * The paired t-test on differences of runs that share a seed, as pass/fail at one-sided 2.5% each
 * way (a sign-flip test cannot reach that level with fewer than 6 pairs, and identical seeds often
 * give identical differences).
 */
export function pairedT(diffs: number[]): PValues {
  const m = mean(diffs);
  const se = sd(diffs) / Math.sqrt(diffs.length);
  const t = se === 0 ? (m === 0 ? 0 : Math.sign(m) * Infinity) : m / se;
  const crit = t975(diffs.length - 1);
  return { drop: t < -crit ? 0 : 1, rise: t > crit ? 0 : 1 };
}

/**
 * The verdict: regressed needs a significant drop (one-sided p < 0.025) of at least min_effect;
 * unchanged when the interval sits inside +-min_effect, or the change is real but smaller;
 * otherwise inconclusive. `direction` is -1 when lower scores are better.
 */
export function verdictOf(delta: number, ci: [number, number], p: PValues, minEffect: number, direction: 1 | -1): Verdict {
  const [lo, hi] = direction === 1 ? ci : [-ci[1], -ci[0]];
  const d = direction * delta;
  const drop = direction === 1 ? p.drop : p.rise;
  const rise = direction === 1 ? p.rise : p.drop;
  if (drop < ALPHA_ONE_SIDED && -d >= minEffect) return 'regressed';
  if (rise < ALPHA_ONE_SIDED && d >= minEffect) return 'improved';
  if ((lo > -minEffect && hi < minEffect) || drop < ALPHA_ONE_SIDED || rise < ALPHA_ONE_SIDED) return 'unchanged';
  return 'inconclusive';
}

/** Repeats per side for an interval half as wide as min_effect each way (normal approximation). */
export function repeatsNeeded(base: number[], head: number[], minEffect: number): number {
  const variance = sd(base) ** 2 + sd(head) ** 2 || 0.25 ** 2;
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
  const usePairs = cell.paired ? pairs : undefined;
  const ci = diffCI(b, h, `${caseName}|${ev}`, opts.resamples, usePairs);
  const p = usePairs ? pairedT(usePairs) : permutationP(b, h, `${caseName}|${ev}`, opts.resamples);
  cell.ci = [round(ci[0]), round(ci[1])];
  cell.verdict = verdictOf(mean(h) - mean(b), ci, p, opts.minEffect, LOWER_IS_BETTER.has(ev) ? -1 : 1);
  cell.reason = `95% interval of the difference [${cell.ci[0].toFixed(2)}, ${cell.ci[1].toFixed(2)}], ${cell.paired ? 'paired ' : ''}p(drop) ${p.drop.toFixed(3)}, min effect ${opts.minEffect}`;
  if (cell.verdict === 'inconclusive') cell.repeatsNeeded = repeatsNeeded(b, h, opts.minEffect);
  return cell;
}

/** Overall per evaluator: the mean over common cases of head - base, with a stratified bootstrap. */
function compareOverall(ev: string, pairs: { base: number[]; head: number[] }[], opts: Required<CompareOptions>): CellComparison {
  const avg = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const usable = pairs.filter((p) => p.base.length && p.head.length);
  const cell = emptyCell('(all cases)', ev);
  if (!usable.length) {
    cell.reason = 'no case scored on both sides';
    return cell;
  }
  cell.base = { mean: round(avg(usable.map((p) => mean(p.base)))), n: usable.reduce((n, p) => n + p.base.length, 0) };
  cell.head = { mean: round(avg(usable.map((p) => mean(p.head)))), n: usable.reduce((n, p) => n + p.head.length, 0) };
  cell.delta = round(avg(usable.map((p) => mean(p.head) - mean(p.base))));
  const enough = usable.filter((p) => p.base.length >= 2 && p.head.length >= 2);
  if (!enough.length) {
    cell.reason = 'too few scored runs';
    return cell;
  }
  const rand = seededRandom(hashSeed(`overall|${ev}`));
  const out = new Float64Array(opts.resamples);
  for (let b = 0; b < opts.resamples; b++) {
    let total = 0;
    for (const p of enough) {
      let sb = 0;
      let sh = 0;
      for (let i = 0; i < p.base.length; i++) sb += p.base[Math.floor(rand() * p.base.length)];
      for (let i = 0; i < p.head.length; i++) sh += p.head[Math.floor(rand() * p.head.length)];
      total += sh / p.head.length - sb / p.base.length;
    }
    out[b] = total / enough.length;
  }
  // Pooled over cases the bootstrap distribution is well behaved: it gives the one-sided p-values.
  let atOrAbove = 0;
  let atOrBelow = 0;
  for (const x of out) {
    if (x >= 0) atOrAbove++;
    if (x <= 0) atOrBelow++;
  }
  const ci = percentileCI(out);
  cell.ci = [round(ci[0]), round(ci[1])];
  const p = { drop: (atOrAbove + 1) / (out.length + 1), rise: (atOrBelow + 1) / (out.length + 1) };
  cell.verdict = verdictOf(avg(enough.map((x) => mean(x.head) - mean(x.base))), ci, p, opts.minEffect, LOWER_IS_BETTER.has(ev) ? -1 : 1);
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
