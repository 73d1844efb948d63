// The statistics of scores, all in one place: means, t intervals, and bootstrap intervals drawn with a
// seeded generator, so the same results always print the same intervals.
import { hashSeed, seededRandom } from '../util/random.js';

export const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** 95% percentile bootstrap interval of the mean. One value: [x, x]; none: undefined. */
export function bootstrapMeanCI(xs: number[], seedText: string, resamples = 2000): [number, number] | undefined {
  if (!xs.length) return undefined;
  if (xs.length === 1 || xs.every((x) => x === xs[0])) return [xs[0], xs[0]];
  const rand = seededRandom(hashSeed(seedText));
  const means = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let s = 0;
    for (let i = 0; i < xs.length; i++) s += xs[Math.floor(rand() * xs.length)];
    means[b] = s / xs.length;
  }
  return percentileCI(means);
}

export const Z = 1.959964;

export const sd = (xs: number[]): number => {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};


export const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** The central 95% of bootstrap samples (sorts them in place). */
export function percentileCI(samples: Float64Array): [number, number] {
  samples.sort();
  const n = samples.length;
  return [samples[Math.floor(0.025 * (n - 1))], samples[Math.ceil(0.975 * (n - 1))]];
}

/** The 97.5% quantile of Student's t (Cornish-Fisher expansion; within 0.01 from 3 degrees of freedom). */
export function t975(df: number): number {
  return Z + (Z ** 3 + Z) / (4 * df) + (5 * Z ** 5 + 16 * Z ** 3 + 3 * Z) / (96 * df ** 2);
}

/** Variance floor per side: a standard deviation of 0.1, so a few identical scores are not taken as certainty. */
export const VARIANCE_FLOOR = 0.01;

/**
 * 95% t interval of mean(head) - mean(base): Welch for independent runs, paired when runs pair by
 * seed.
 */
export function tInterval(base: number[], head: number[], pairs?: number[]): [number, number] {
  let d: number;
  let se: number;
  let df: number;
  if (pairs) {
    d = mean(pairs);
    se = Math.sqrt(Math.max(sd(pairs) ** 2, VARIANCE_FLOOR) / pairs.length);
    df = pairs.length - 1;
  } else {
    d = mean(head) - mean(base);
    const vb = Math.max(sd(base) ** 2, VARIANCE_FLOOR) / base.length;
    const vh = Math.max(sd(head) ** 2, VARIANCE_FLOOR) / head.length;
    se = Math.sqrt(vb + vh);
    // Welch-Satterthwaite degrees of freedom.
    df = (vb + vh) ** 2 / (vb ** 2 / (base.length - 1) + vh ** 2 / (head.length - 1));
  }
  const half = t975(df) * se;
  return [d - half, d + half];
}

/**
 * 95% interval of the mean over groups of mean(head) - mean(base), resampling runs within each
 * group (a bootstrap stratified by case).
 */
export function stratifiedBootstrapDiff(groups: { base: number[]; head: number[] }[], seedText: string, resamples = 2000): [number, number] {
  const rand = seededRandom(hashSeed(seedText));
  const out = new Float64Array(resamples);
  const draw = (xs: number[]) => {
    let s = 0;
    for (let i = 0; i < xs.length; i++) s += xs[Math.floor(rand() * xs.length)];
    return s / xs.length;
  };
  for (let b = 0; b < resamples; b++) {
    let total = 0;
    for (const g of groups) total += draw(g.head) - draw(g.base);
    out[b] = total / groups.length;
  }
  return percentileCI(out);
}
