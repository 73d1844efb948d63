// The severity sweeps: where each curve breaks, head against base.
import { markdownTable } from 'markdown-table';
import { type Shift, type SweepCurve, breakShift, sweepCurves } from '../results/sweeps.js';
import { sweepChart } from './chart.js';
import { escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { fold, num } from './words.js';

const SHIFT: Record<Shift, string> = {
  earlier: '🔴 breaks earlier',
  later: '🟢 breaks later',
  same: 'unchanged',
  new: '🔴 now breaks',
  fixed: '🟢 no longer breaks',
  never: 'never breaks',
};

/** Severity sweeps: failure communication per level, where it first drops below passing, base vs head. */
export function sweeps(input: ReportInput, rowLimit: number): string {
  const head = sweepCurves(input.head, 'failure_communication');
  if (!head.length) return '';
  const base = input.base
    ? new Map(sweepCurves(input.base, 'failure_communication').map((c) => [c.case, c]))
    : undefined;
  const series = (c: SweepCurve | undefined) => (c ? c.points.map((p) => num(p.mean)).join(' → ') : '–');
  const rows = head.slice(0, rowLimit).map((c) => {
    const b = base?.get(c.case);
    const shift = breakShift(c, b);
    return [
      escapeText(c.case, 60),
      `${escapeText(c.parameter, 20)}: ${c.points.map((p) => escapeText(p.label, 12)).join(', ')}`,
      series(c),
      series(b),
      escapeText(c.breaksAt ?? 'never', 12),
      b ? escapeText(b.breaksAt ?? 'never', 12) : '–',
      shift ? SHIFT[shift] : '–',
    ];
  });
  const charts = head
    .slice(0, 5)
    .map((c) => sweepChart(c, base?.get(c.case)))
    .filter(Boolean);
  const moved = head.filter((c) => ['earlier', 'new'].includes(breakShift(c, base?.get(c.case)) ?? '')).length;
  const summary = `Severity sweeps: ${head.length}${moved ? `, ${moved} breaking earlier than the base` : ''}`;
  const body = [
    markdownTable([
      ['sweep', 'levels', 'head failure_communication', 'base', 'head breaks at', 'base breaks at', 'change'],
      ...rows,
    ]),
    '',
    'Breaks at: the first level whose mean falls below 0.5 (passing).',
    ...(charts.length ? ['', '<details><summary>Degradation curves</summary>', '', ...charts, '', '</details>'] : []),
  ].join('\n');
  return fold(summary, body);
}
