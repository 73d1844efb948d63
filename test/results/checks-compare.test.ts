// The checks no judge reads in the comparison: a case with nothing to check on either side (no
// rules, no write called) is shown as unchanged and not gated, so it takes no share of the PR's
// alpha; a case where the check applies is gated like any judged cell.
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../src/results/compare.js';
import { readResults } from '../../src/results/store.js';

/** The example's cases where a write is called (side_effects) or rules are set (trajectory). */
const GATED_CHECKS = [
  'search_degraded_booking_fails: side_effects',
  'search_degraded_booking_fails|baseline: side_effects',
  'booking_times_out_after_charging: side_effects',
  'booking_times_out_after_charging: trajectory',
];

describe('cells of the checks no judge reads', () => {
  it('gates the booking case and not the cases with nothing to check', async () => {
    const [careful, fabricate] = await Promise.all([
      readResults('fixtures/results/careful'),
      readResults('fixtures/results/fabricate'),
    ]);
    const c = compareResults(careful, fabricate);
    const cell = (name: string, ev: string) => c.cells.find((x) => x.case === name && x.evaluator === ev)!;
    for (const ev of ['side_effects', 'trajectory']) {
      expect(cell('booking_times_out_after_charging', ev)).toMatchObject({ gated: true, verdict: 'regressed' });
      expect(cell('search_timeout', ev)).toMatchObject({
        gated: false,
        verdict: 'unchanged',
        reason: 'nothing to check in this case, on either side',
      });
    }
    // search_degraded_booking_fails books (and fails before acting): a real check, held on both sides.
    expect(cell('search_degraded_booking_fails', 'side_effects')).toMatchObject({ gated: true, verdict: 'unchanged' });
    // Only the cells where a check applies share the PR's alpha.
    const gatedChecks = c.cells
      .filter((x) => ['side_effects', 'trajectory'].includes(x.evaluator) && x.gated)
      .map((x) => `${x.case}: ${x.evaluator}`);
    expect(gatedChecks).toEqual(GATED_CHECKS);
  });
});
