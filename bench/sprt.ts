// Wald's sequential probability ratio test for an agent that makes results up in a share of its runs:
// the floor the gate's cost is measured against (docs/statistics.md, "What a decision costs"). Two
// references, both with Wald's boundaries A = ln((1 - beta) / alpha), B = ln(beta / (1 - alpha)):
// - known base rate: head runs only, H0 rate p0 against H1 p0 + delta (what a bank of base runs buys);
// - base rate unknown: runs in pairs (one head, one base), only pairs that disagree count; under H0
//   the head is the failing one of such a pair with chance 1/2, under H1 with
//   theta1 = p1 (1 - p0) / (p1 (1 - p0) + p0 (1 - p1)). Runs = 2 x pairs.
// @ts-nocheck: a script; the product's types are checked in src/.
import { seededRandom } from '../src/util/random.js';

const bounds = (alpha, beta) => ({ A: Math.log((1 - beta) / alpha), B: Math.log(beta / (1 - alpha)) });

/** Runs to a decision of the known-base SPRT, for a head whose true rate is `rate`. */
export function knownBase({ p0, delta, alpha, beta, rate, rand, max = 100_000 }) {
  const p1 = Math.min(1, p0 + delta);
  const { A, B } = bounds(alpha, beta);
  const up = p0 === 0 ? Infinity : Math.log(p1 / p0);
  const down = Math.log((1 - p1) / (1 - p0));
  let llr = 0;
  for (let n = 1; n <= max; n++) {
    llr += rand() < rate ? up : down;
    if (llr >= A) return { runs: n, regressed: true };
    if (llr <= B) return { runs: n, regressed: false };
  }
  return { runs: max, regressed: false };
}

/** Runs (both sides) to a decision of the paired SPRT, which does not know the base rate. */
export function unknownBase({ p0, delta, alpha, beta, baseRate, headRate, rand, max = 100_000 }) {
  const p1 = Math.min(1, p0 + delta);
  const theta1 = (p1 * (1 - p0)) / (p1 * (1 - p0) + p0 * (1 - p1));
  const { A, B } = bounds(alpha, beta);
  const up = Math.log(theta1 / 0.5);
  const down = theta1 === 1 ? -Infinity : Math.log((1 - theta1) / 0.5);
  let llr = 0;
  for (let n = 1; n <= max; n++) {
    const head = rand() < headRate;
    const base = rand() < baseRate;
    if (head !== base) llr += head ? up : down;
    if (llr >= A) return { runs: 2 * n, regressed: true };
    if (llr <= B) return { runs: 2 * n, regressed: false };
  }
  return { runs: 2 * max, regressed: false };
}

/** Mean runs per decision of both references over `trials` draws (undefined where one cannot decide). */
export function sprtFloor({ p0, delta, alpha, beta, drop, trials = 4000, seed = 5 }) {
  const rand = seededRandom(seed);
  const headRate = Math.min(1, p0 + drop);
  let known = 0;
  let unknown = 0;
  for (let t = 0; t < trials; t++) {
    known += knownBase({ p0, delta, alpha, beta, rate: headRate, rand }).runs;
    // With a base that never fails and no change, no pair ever disagrees: the paired test never decides.
    if (p0 > 0 || drop > 0) unknown += unknownBase({ p0, delta, alpha, beta, baseRate: p0, headRate, rand }).runs;
  }
  return { known: known / trials, unknown: p0 > 0 || drop > 0 ? unknown / trials : undefined };
}

/**
 * The fewest head runs any sequential test can expect to need, on average, to clear an unchanged
 * case (true rate p0) while keeping alpha and beta against p0 + delta, even knowing the base rate:
 * Wald's lower bound E0[N] >= ((1 - alpha) ln((1 - alpha) / beta) + alpha ln(alpha / (1 - beta))) / KL(p0 || p1),
 * KL the information one run carries between the two rates.
 */
export function waldBound({ p0, delta, alpha, beta }) {
  const p1 = Math.min(1, p0 + delta);
  const term = (p, q) => (p === 0 ? 0 : p * Math.log(p / q));
  const kl = term(p0, p1) + term(1 - p0, 1 - p1);
  return ((1 - alpha) * Math.log((1 - alpha) / beta) + alpha * Math.log(alpha / (1 - beta))) / kl;
}
