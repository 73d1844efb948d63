// Small statistics for scores: means and bootstrap intervals with a seeded generator, so the same
// results always print the same intervals.
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
  means.sort();
  return [means[Math.floor(0.025 * (resamples - 1))], means[Math.ceil(0.975 * (resamples - 1))]];
}

export const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;
