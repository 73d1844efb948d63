// A small, seeded version of bench/gate-sim.ts, through the real sequentialGate: a change to the
// statistics cannot silently break the gate's guarantees (few false alarms per pull request, a real
// drop caught, a rate of made-up results caught, few extra runs on an unchanged pull request).
import { describe, expect, it } from 'vitest';
import { simulate, trial } from '../../bench/gate-sim.js';

// CPU-bound simulations: ~15 s on an idle 2-core machine, over 300 s beside 8 busy processes (the
// suite beside a CPU burner timed out here once). The limit only guards against a hang.
const HANG_GUARD_MS = 900_000;

describe('the gate, simulated per pull request', () => {
  it(
    'fails few pull requests that changed nothing, for every noise model and suite size',
    async () => {
      for (const model of ['deterministic', 'disc 0.3', 'cont', 'mixed', 'bimodal', 'two-valued 0.2']) {
        for (const cases of [1, 10]) {
          const r = await simulate({ model, cases, repeats: 5, drop: 0, trials: 40, seed: 7 });
          expect(r.failRate, `${model}, ${cases} case(s)`).toBeLessThanOrEqual(0.1); // 5% in the bench's 500 trials; 40 trials are noisier
        }
      }
      const same = await simulate({ model: 'deterministic', cases: 4, repeats: 3, drop: 0, trials: 10, seed: 7 });
      expect(same.unchangedShare).toBe(1);
    },
    HANG_GUARD_MS,
  );

  it(
    'catches a drop of 0.3, and an agent that makes results up in 40% of runs instead of 10%, at 5 repeats',
    async () => {
      for (const model of ['deterministic', 'disc 0.3', 'cont', 'mixed']) {
        expect(
          (await simulate({ model, cases: 4, repeats: 5, drop: 0.3, trials: 30, seed: 11 })).power,
          model,
        ).toBeGreaterThanOrEqual(0.9);
      }
      const rate = await simulate({ model: 'two-valued 0.1', cases: 1, repeats: 5, drop: 0.3, trials: 60, seed: 11 });
      expect(rate.power).toBeGreaterThanOrEqual(0.8); // 0.90-0.93 in the bench's 500 trials
      expect(rate.extraRunsMedian).toBeLessThanOrEqual(100); // both sides
    },
    HANG_GUARD_MS,
  );

  it(
    'at repeat 3 (the two-job workflow): both drops caught, and a suite whose runs all agree gets exactly the runs that rule out a drop of gate.detect',
    async () => {
      // (1 - 0.3)^10 <= 0.03: 7 more runs a side for each of 10 cases, in one batch, then unchanged.
      const clean = await simulate({ model: 'two-valued 0.0', cases: 10, repeats: 3, drop: 0, trials: 5, seed: 17 });
      expect(clean).toMatchObject({ failRate: 0, undecidedRate: 0, extraRunsMean: 140 });
      const fresh = await simulate({ model: 'two-valued 0.0', cases: 1, repeats: 3, drop: 0.3, trials: 60, seed: 17 });
      expect(fresh.power).toBeGreaterThanOrEqual(0.85); // 0.97 in the bench's 300 trials
      const worse = await simulate({ model: 'two-valued 0.1', cases: 1, repeats: 3, drop: 0.3, trials: 60, seed: 17 });
      expect(worse.power).toBeGreaterThanOrEqual(0.85); // 0.95 in the bench's 300 trials
    },
    HANG_GUARD_MS,
  );

  it(
    'with a bank of base runs and no base to run: head runs alone catch a made-up rate and pass an unchanged suite, within three head runs a banked one',
    async () => {
      const fresh = await simulate({
        model: 'two-valued 0.0',
        cases: 1,
        repeats: 3,
        drop: 0.3,
        trials: 40,
        seed: 23,
        bank: 60,
      });
      expect(fresh.power).toBeGreaterThanOrEqual(0.85); // 0.98 in the bench's 100 trials
      const same = await simulate({
        model: 'two-valued 0.1',
        cases: 10,
        repeats: 3,
        drop: 0,
        trials: 10,
        seed: 23,
        bank: 60,
      });
      expect(same.failRate).toBeLessThanOrEqual(0.1);
      expect(same.undecidedRate).toBeLessThanOrEqual(0.2);
      // A bank of 6 (twice the first round): the head stops at 18 runs a case, whatever is undecided.
      const small = await simulate({
        model: 'two-valued 0.2',
        cases: 1,
        repeats: 3,
        drop: 0,
        trials: 10,
        seed: 23,
        bank: 6,
      });
      expect(small.caseRunsMean).toBeLessThanOrEqual(18);
    },
    HANG_GUARD_MS,
  );

  it(
    "against a bank, a case undecided at max_runs gets the base side's share of runs too: up to 2 x max_runs head runs",
    async () => {
      // Seed 25: a 0.1 -> 0.4 case among ten that max_runs (80) head runs leave undecided; caught at 95.
      const r = await trial({ model: 'two-valued 0.1', cases: 10, repeats: 3, drop: 0.3, seed: 25, bank: 60 });
      expect(r.caseRuns).toBeGreaterThan(80);
      expect(r.caseRuns).toBeLessThanOrEqual(160);
      expect(r.caught).toBe(true);
    },
    HANG_GUARD_MS,
  );

  it(
    'an unchanged pull request stops after about one batch',
    async () => {
      for (const model of ['deterministic', 'disc 0.3', 'two-valued 0.1']) {
        const r = await simulate({ model, cases: 1, repeats: 5, drop: 0, trials: 40, seed: 13 });
        expect(r.caseExtraMedian, model).toBeLessThanOrEqual(30);
      }
    },
    HANG_GUARD_MS,
  );
});
