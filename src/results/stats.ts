// The statistics of scores, all in one place: means, Student's t tails and quantiles, and bootstrap intervals drawn with a
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

export const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** The central 95% of bootstrap samples (sorts them in place). */
function percentileCI(samples: Float64Array): [number, number] {
  samples.sort();
  const n = samples.length;
  return [samples[Math.floor(0.025 * (n - 1))], samples[Math.ceil(0.975 * (n - 1))]];
}

/** ln Γ(x) (Lanczos), for the t distribution. */
function lnGamma(x: number): number {
  const g = [
    676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  x -= 1;
  let a = 0.99999999999980993;
  const t = x + 7.5;
  for (let i = 0; i < 8; i++) a += g[i] / (x + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized incomplete beta function I_x(a, b) (continued fraction, Lentz). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a);
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x)) / a;
  let f = 1;
  let c = 1;
  let d = 0;
  for (let i = 0; i <= 200; i++) {
    const m = Math.floor(i / 2);
    const num =
      i === 0
        ? 1
        : i % 2 === 0
          ? (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))
          : -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 + num * d;
    if (Math.abs(d) < 1e-30) d = 1e-30;
    d = 1 / d;
    c = 1 + num / c;
    if (Math.abs(c) < 1e-30) c = 1e-30;
    const cd = c * d;
    f *= cd;
    if (Math.abs(1 - cd) < 1e-12) break;
  }
  return front * (f - 1);
}

/** P(T > t) for Student's t with `df` degrees of freedom (one-sided upper tail). */
export function tUpperTail(t: number, df: number): number {
  if (!Number.isFinite(t)) return t > 0 ? 0 : 1;
  const x = df / (df + t * t);
  const tail = 0.5 * incompleteBeta(x, df / 2, 0.5);
  return t >= 0 ? tail : 1 - tail;
}

const quantiles = new Map<string, number>();

/** The t quantile: the t with P(T > t) = p (bisection; p in (0, 0.5]); cached, the same few are asked for again and again. */
export function tQuantileUpper(p: number, df: number): number {
  const key = `${p}|${df}`;
  const known = quantiles.get(key);
  if (known !== undefined) return known;
  const q = bisectQuantile(p, df);
  if (quantiles.size < 10_000) quantiles.set(key, q);
  return q;
}

function bisectQuantile(p: number, df: number): number {
  let lo = 0;
  let hi = 1000;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (tUpperTail(mid, df) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** ln C(n, k). */
const lnChoose = (n: number, k: number): number => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);

/**
 * Fisher's exact test, one-sided (`mid`: the mid-p version, which counts half the observed table:
 * close to the nominal level where the exact test is conservative): the chance of at least `aBad` bad of `aN` in the first group,
 * given the bad of both groups together (hypergeometric upper tail). For counts of runs: small n.
 */
export function fisherOneSided(aBad: number, aN: number, bBad: number, bN: number, mid = false): number {
  const bad = aBad + bBad;
  const total = aN + bN;
  const denominator = lnChoose(total, aN);
  let p = 0;
  for (let x = aBad; x <= Math.min(aN, bad); x++) {
    if (bad - x > bN) continue;
    p += Math.exp(lnChoose(bad, x) + lnChoose(total - bad, aN - x) - denominator) * (mid && x === aBad ? 0.5 : 1);
  }
  return Math.min(1, p);
}
