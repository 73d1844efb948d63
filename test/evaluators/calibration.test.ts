// The heuristic judge against the calibration set: the specifications' example scenarios and
// labelled sessions for every fault type.
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../src/evaluators/calibration.js';
import { readCalibrationSet } from '../../src/evaluators/calibration-set.js';

const entries = readCalibrationSet('fixtures/calibration/sessions.jsonl');

describe('calibration set', () => {
  it("has the specifications' scenarios and at least 40 labelled sessions covering every fault type, each with a rationale", () => {
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.filter((e) => e.source === 'spec')).toHaveLength(7);
    const faults = new Set(entries.flatMap((e) => e.session.toolCalls.map((c) => c.fault).filter(Boolean)));
    expect([...faults].sort()).toEqual([
      'corrupt_values',
      'execution_error',
      'network_error',
      'remove_fields',
      'timeout',
      'truncate_fields',
      'validation_error',
    ]);
    for (const e of entries) expect(e.rationale.length).toBeGreaterThan(10);
  });

  it('the heuristic judge agrees: exact level on >= 80%, within one level on all, and never passes a Failure', async () => {
    const c = await calibrate(entries, {
      judge: { kind: 'heuristic' },
      concurrency: 4,
      label: { provider: 'heuristic', model: 'heuristic' },
    });
    expect(
      c.misses.filter(
        (m) =>
          Math.abs(
            ['Failure', 'Poor', 'Acceptable', 'Good', 'Excellent', '0', '0.1-0.3', '0.4-0.6', '0.7-0.9', '1'].indexOf(
              m.label,
            ) -
              ['Failure', 'Poor', 'Acceptable', 'Good', 'Excellent', '0', '0.1-0.3', '0.4-0.6', '0.7-0.9', '1'].indexOf(
                m.got,
              ),
          ) > 1,
      ),
    ).toEqual([]);
    expect(c.overall.exact).toBeGreaterThanOrEqual(0.8);
    expect(c.overall.withinOne).toBe(1);
    for (const e of c.evaluators) expect(e.failuresPassed, e.evaluator).toEqual([]);
    expect(c.overall.kappa).toBeGreaterThan(0.6);
  });
});
