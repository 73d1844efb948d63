// Base vs head scores per case as a mermaid xychart, which GitHub renders in comments.
import type { Comparison } from '../results/compare.js';
import type { SweepCurve } from '../results/sweeps.js';
import { plainLabel } from './escape.js';
import { escapeText } from './escape.js';
import type { ReportInput } from './input.js';

// Cases are numbered on the x axis (names of any length stay apart); chartLegend names them.
export function scoreChart(comparison: Comparison, evaluator: string, maxCases = 20): string | undefined {
  const cells = comparison.cells
    .filter((c) => c.evaluator === evaluator && c.base.mean !== null && c.head.mean !== null)
    .slice(0, maxCases);
  if (!cells.length) return undefined;
  const cases = chartCases(comparison, maxCases);
  return xychart(
    `${plainLabel(evaluator)}: base (bars) vs head (line)`,
    cells.map((c) => `${cases.indexOf(c.case) + 1}`),
    cells.map((c) => c.head.mean!),
    cells.map((c) => c.base.mean!),
  );
}

/** A mermaid xychart of scores (0 to 1): `line` for the head, `bars` for the base when given. */
function xychart(title: string, labels: string[], line: number[], bars?: number[]): string {
  const values = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${title}"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    '  y-axis "score" 0 --> 1',
    ...(bars ? [`  bar [${values(bars)}]`] : []),
    `  line [${values(line)}]`,
    '```',
  ].join('\n');
}

/** The cases the charts show, in order: their numbers on the x axis. */
export const chartCases = (comparison: Comparison, maxCases = 20): string[] =>
  [...new Set(comparison.cells.map((c) => c.case))].slice(0, maxCases);

/** A sweep's degradation curve: head (line) against base (bars) by level, as a mermaid xychart. */
export function sweepChart(head: SweepCurve, base?: SweepCurve): string | undefined {
  const points = head.points.filter((p) => p.mean !== null);
  if (points.length < 2) return undefined;
  const baseAt = (label: string) => base?.points.find((p) => p.label === label)?.mean;
  const withBase = base && points.every((p) => typeof baseAt(p.label) === 'number');
  return xychart(
    `${plainLabel(head.case)}: ${plainLabel(head.evaluator)} by ${plainLabel(head.parameter)}${withBase ? ', base (bars) vs head (line)' : ''}`,
    points.map((p) => plainLabel(p.label, 12)),
    points.map((p) => p.mean!),
    withBase ? points.map((p) => baseAt(p.label)!) : undefined,
  );
}

export function charts(input: ReportInput): string {
  const c = input.comparison;
  if (!c) return '';
  const blocks = c.overall
    .filter((o) => o.gated)
    .map((o) => scoreChart(c, o.evaluator))
    .filter(Boolean);
  const legend = chartCases(c)
    .map((name, i) => `${i + 1} ${escapeText(name, 60)}`)
    .join(' · ');
  return blocks.length
    ? [
        '<details><summary>Charts: base vs head per case</summary>',
        '',
        `Cases: ${legend}`,
        '',
        ...blocks,
        '',
        '</details>',
      ].join('\n')
    : '';
}
