// The report job's caps on an untrusted upload's looks: max_runs a side per case, twice that for
// head runs alone (against a bank the head takes the base's share: the same judge calls), and
// max_extra_runs for the looks together. What lies past them is counted, never judged.
import { describe, expect, it } from 'vitest';
import { capLooks } from '../../src/results/judge-caps.js';
import type { JournalLook } from '../../src/runner/journal.js';
import type { JournalEntry } from '../../src/runner/types.js';

const entries = (n: number, tag: string): JournalEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    runSeed: 1,
    case: 'c',
    repeat: i + 1,
    sessionId: `${tag}-${i + 1}`,
    seed: 1,
    status: 'ok',
    exitCode: 0,
    durationMs: 1,
    spans: 1,
  }));
const caps = { maxRuns: 6, maxExtraRuns: 1000, maxNewCases: 0 };
const kept = (looks: JournalLook[]) => looks.reduce((n, l) => n + l.entries.length, 0);

describe("the caps on an upload's looks", () => {
  it('head runs alone: up to twice max_runs a case (first round included), the rest counted over', () => {
    const looks: JournalLook[] = Array.from({ length: 5 }, (_, k) => ({
      side: 'head',
      look: k + 2,
      entries: entries(5, `h${k}`),
    }));
    const r = capLooks(looks, new Map([['c', 3]]), new Set(['c']), caps);
    expect(kept(r.looks)).toBe(2 * 6 - 3);
    expect(r.over).toBe(25 - 9);
    expect(r.why).toEqual(['confirm.max_runs 6 a side (twice that for head runs alone)']);
  });

  it('both sides: max_runs a side, as before', () => {
    const looks: JournalLook[] = [2, 3].flatMap((look) => [
      { side: 'head' as const, look, entries: entries(5, `h${look}`) },
      { side: 'base' as const, look, entries: entries(5, `b${look}`) },
    ]);
    const r = capLooks(looks, new Map([['c', 3]]), new Set(['c']), caps);
    expect(kept(r.looks.filter((l) => l.side === 'head'))).toBe(3);
    expect(kept(r.looks.filter((l) => l.side === 'base'))).toBe(3);
    expect(r.over).toBe(20 - 6);
  });
});
