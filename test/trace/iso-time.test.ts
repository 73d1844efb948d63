// isoTime formats each minute once and appends seconds and milliseconds: it must write exactly
// what Date's toISOString writes, for any time a span can carry.
import { describe, expect, it } from 'vitest';
import { isoTime } from '../../src/trace/span.js';

describe('isoTime', () => {
  it("writes what Date's toISOString writes, minute boundaries, fractions and far years included", () => {
    const times = [
      1, 999, 1000, 59_999, 60_000, 60_001, 1_764_000_000_000, 1_764_000_059_999.9, 1_764_000_060_000, 951_782_399_999,
      951_782_400_000, 253_402_300_799_999, 253_402_300_800_000, 8.64e15,
    ];
    // Plus a walk in steps that cross seconds, minutes, hours, days and years, in and out of order.
    let t = 1_700_000_000_000;
    for (let i = 0; i < 5000; i++) times.push((t += ((i * 7919) % 104_729) * (i % 3 ? 1 : 997)), t - 61_000);
    for (const ms of times) expect(isoTime(ms), String(ms)).toBe(new Date(ms).toISOString());
    expect([isoTime(0), isoTime(-5), isoTime(Number.NaN)]).toEqual(['', '', '']);
  });
});
