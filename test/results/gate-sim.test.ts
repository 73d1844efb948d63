// A small, seeded version of bench/gate-sim.ts: a change to the statistics cannot silently break the
// gate's guarantees (few false alarms per pull request, a 0.3 drop caught).
import { describe, expect, it } from 'vitest';
import { repeatsNeededCheck, simulate } from '../../bench/gate-sim.js';

describe('the gate, simulated per pull request', () => {
  it('fails few pull requests that changed nothing, for every noise model and suite size', () => {
    for (const model of ['deterministic', 'disc 0.3', 'disc 0.5', 'cont', 'mixed', 'bimodal']) {
      for (const cases of [1, 10]) {
        const r = simulate({ model, cases, repeats: 3, drop: 0, trials: 60, seed: 7 });
        expect(r.failRate, `${model}, ${cases} case(s)`).toBeLessThanOrEqual(0.1); // 5% in the bench's 500 trials; 60 trials are noisier
      }
    }
    expect(simulate({ model: 'deterministic', cases: 4, repeats: 3, drop: 0, trials: 20, seed: 7 }).unchangedShare).toBe(1);
  });

  it('catches a drop of 0.3 in one case at 5 repeats, with the second round', () => {
    for (const model of ['deterministic', 'disc 0.3', 'cont', 'mixed']) {
      expect(simulate({ model, cases: 4, repeats: 5, drop: 0.3, trials: 60, seed: 11 }).power, model).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('asks for about the repeats that would settle an inconclusive drop (within a factor of 1.5)', () => {
    for (const model of ['disc 0.3', 'cont']) {
      const r = repeatsNeededCheck({ model, trials: 60, seed: 3 })!;
      expect(r.measured, model).toBeDefined();
      expect(r.reported / r.measured!, model).toBeGreaterThanOrEqual(1 / 1.5);
      expect(r.reported / r.measured!, model).toBeLessThanOrEqual(1.5);
    }
  });
});
