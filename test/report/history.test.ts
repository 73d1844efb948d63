// The pull request's earlier verdicts, read from the comment being replaced: kept as data, newest
// first, at most HISTORY_KEPT, and nothing a hand-edited or forged block holds gets through but
// what the schema accepts.
import { describe, expect, it } from 'vitest';
import { HISTORY_KEPT, historyOf, withHistory } from '../../src/report/history.js';
import { blockOf, readMachineBlock } from '../../src/report/machine.js';

const comment = (data: object) => `<!-- agent-chaos:default -->\n## ✅ agent-chaos: no regression\n\n${blockOf(data)}`;
const entry = (n: number, verdict = 'pass') => ({
  head: n.toString(16).padStart(40, 'a'),
  verdict,
  runs: 32,
  judgeCalls: 10 * n,
  judgeCostUsd: 0.05 * n,
  at: `2026-12-0${n}T10:00:00.000Z`,
});

describe("the pull request's earlier verdicts", () => {
  it('none on the first comment; the previous verdict and the ones it carried after it', () => {
    expect(historyOf(undefined)).toEqual([]);
    const previous = comment({ ...entry(3, 'fail'), schema: 1, history: [entry(2), entry(1, 'undecided')] });
    expect(historyOf(previous).map((e) => e.verdict)).toEqual(['fail', 'pass', 'undecided']);
  });

  it("shows each verdict's tier and its money, the agent's and the judge's together", () => {
    const smoke = { ...entry(2), tier: 'smoke', agentCostUsd: 0.9 };
    const previous = comment({ ...entry(3), tier: 'full', schema: 1, history: [smoke] });
    const next = withHistory(comment({ ...entry(4), schema: 1 }), historyOf(previous));
    expect(next).toContain('| `aaaaaaa` | full | passed | 32 | 30 | about $0.15 | 2026-12-03 10:00 UTC |');
    expect(next).toContain('| `aaaaaaa` | smoke | passed | 32 | 20 | about $1.00 | 2026-12-02 10:00 UTC |');
    // A tier that is not ours is left out of the row, not the row out of the history.
    const forged = historyOf(comment({ ...entry(5), tier: '<b>gold</b>', schema: 1 }))[0];
    expect(forged.tier).toBeUndefined();
    expect(forged.runs).toBe(32);
  });

  it(`keeps ${HISTORY_KEPT}, and shows them folded before the block that carries them on`, () => {
    const previous = comment({ ...entry(9), schema: 1, history: [1, 2, 3, 4, 5, 6].map((n) => entry(n)) });
    const earlier = historyOf(previous);
    expect(earlier).toHaveLength(HISTORY_KEPT);
    const next = withHistory(comment({ ...entry(9, 'fail'), schema: 1 }), earlier);
    expect(next).toContain(`<details><summary>Earlier verdicts on this pull request (${HISTORY_KEPT})</summary>`);
    expect(next).toContain('| `aaaaaaa` | – | passed | 32 | 90 | about $0.45 | 2026-12-09 10:00 UTC |');
    expect(next.indexOf('Earlier verdicts')).toBeLessThan(next.indexOf('<!-- agent-chaos-result'));
    expect((readMachineBlock(next) as { history: unknown[] }).history).toHaveLength(HISTORY_KEPT);
    expect(historyOf(next)[0].verdict).toBe('fail');
  });

  it('an entry without one of our verdicts is left out, a field not as we write it is dropped; no markup gets through', () => {
    const previous = comment({
      schema: 1,
      ...entry(2),
      history: [
        entry(1, 'none'),
        { ...entry(1), verdict: 'pass" onmouseover="x' },
        'not an entry',
        { ...entry(1), head: '<img src=x onerror=alert(1)>', at: '@octocat </details>', runs: -3 },
      ],
    });
    const earlier = historyOf(previous);
    expect(earlier.map((e) => e.verdict)).toEqual(['pass', 'none', 'pass']);
    expect(earlier[2]).toEqual({ verdict: 'pass', judgeCalls: 10, judgeCostUsd: 0.05 });
    const next = withHistory(comment({ schema: 1, verdict: 'pass' }), earlier);
    expect(next).toContain('| – | passed | – | 10 | about $0.05 | – |');
    expect(next).not.toMatch(/<img|onerror|onmouseover|@octocat/);
  });

  it('a block that does not parse is no history', () => {
    expect(historyOf('<!-- agent-chaos-result {"schema":1, -->')).toEqual([]);
    expect(historyOf('a comment without a block')).toEqual([]);
    expect(withHistory('no block here', [entry(1) as never])).toBe('no block here');
  });
});
