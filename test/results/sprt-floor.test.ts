// The floor docs/statistics.md measures the gate's cost against: Wald's test, simulated, and the
// lower bound no sequential test beats, which together say what an unchanged pull request must cost.
import { describe, expect, it } from 'vitest';
import { sprtFloor, waldBound } from '../../bench/sprt.js';

describe("Wald's floor", () => {
  it('bounds the expected runs of the known-base SPRT from below, and the SPRT comes close to it', () => {
    for (const p0 of [0.1, 0.2]) {
      const bound = waldBound({ p0, delta: 0.3, alpha: 0.005, beta: 0.1 });
      const sprt = sprtFloor({ p0, delta: 0.3, alpha: 0.005, beta: 0.1, drop: 0 }).known;
      expect(sprt, `rate ${p0}`).toBeGreaterThanOrEqual(bound);
      expect(sprt, `rate ${p0}`).toBeLessThan(1.3 * bound); // Wald's boundaries overshoot a little
    }
  });

  it('puts an unchanged ten-case pull request above 60 extra runs at the error rates the gate keeps', () => {
    // One bad case of ten named: the 5% of false alarms split over ten cases (the bound is convex in
    // alpha, so an even split costs least); caught in 90% of pull requests; the base rate known.
    const perCase = waldBound({ p0: 0.1, delta: 0.3, alpha: 0.005, beta: 0.1 });
    expect(perCase).toBeCloseTo(9.99, 2); // by hand: (0.995 ln 9.95 + 0.005 ln(0.005 / 0.9)) / KL(0.1 || 0.4)
    expect(10 * perCase - 30).toBeGreaterThan(60);
    // A base that never fails with 0.0 -> 0.3 caught in 97%: the same.
    expect(10 * waldBound({ p0: 0, delta: 0.3, alpha: 0.005, beta: 0.03 }) - 30).toBeGreaterThan(60);
  });
});
