// Plain-text score formatting for the terminal.
import type { Score } from '../evaluators/types.js';
import type { Results } from '../results/schema.js';

export const formatScore = (s: Score | { score: number | null; label: string }): string =>
  s.score === null ? `– (${s.label})` : /^\d/.test(s.label) ? s.score.toFixed(2) : `${s.score.toFixed(2)} ${s.label}`;

/** Case x evaluator means with their run counts and intervals. */
export function summaryTable(results: Results): string {
  const evaluators = Object.keys(results.cases[0]?.summary ?? {});
  const rows = [['case', ...evaluators]];
  for (const c of results.cases) {
    rows.push([
      c.name,
      ...evaluators.map((e) => {
        const s = c.summary[e];
        if (!s || s.mean === null) return '–';
        const ci = s.ci && s.n > 1 ? ` [${s.ci[0].toFixed(2)}, ${s.ci[1].toFixed(2)}]` : '';
        return `${s.mean.toFixed(2)} (n=${s.n})${ci}`;
      }),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r, j) => {
    const line = r.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    return j === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
  }).join('\n');
}
