// The run's progress lines on a long run: runs done, runs in all, and the time the rest will take at
// the pace so far (said once a few runs have ended; short runs need none).
import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../src/cli/run.js';

describe('time left', () => {
  it('the runs left at the pace so far, in minutes and seconds', () => {
    expect(timeLeft(0, { finished: 12, total: 48 }, 60_000)).toBe(', ~3m00s left'); // 5 s a run, 36 left
    expect(timeLeft(0, { finished: 40, total: 48 }, 80_000)).toBe(', ~16s left');
  });
  it('nothing on a short run, before three runs have ended, or at the end', () => {
    expect(timeLeft(0, { finished: 4, total: 8 }, 4_000)).toBe('');
    expect(timeLeft(0, { finished: 2, total: 48 }, 4_000)).toBe('');
    expect(timeLeft(0, { finished: 48, total: 48 }, 4_000)).toBe('');
  });
});
