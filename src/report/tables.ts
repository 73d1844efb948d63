// The score tables: every evaluator over all cases, each evaluator per case, pass^k per case, and
// the cases on one side only.
import { markdownTable } from 'markdown-table';
import type { Results } from '../results/schema.js';
import { type Reliability, reliabilityOf } from '../results/reliability.js';
import { code, escapeHtmlText, escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { num, interval, verdictCell, deltaOf, fold } from './words.js';
import { sideText } from '../results/compare.js';

export function overallTable(input: ReportInput): string {
  const { comparison, head } = input;
  if (!comparison) {
    const evs = Object.keys(head.cases[0]?.summary ?? {});
    const rows = head.cases.map((c) => [
      escapeText(c.name, 80),
      ...evs.map((e) => `${num(c.summary[e]?.mean)} (n=${c.summary[e]?.n ?? 0})`),
    ]);
    return markdownTable([['case', ...evs.map((e) => escapeText(e, 40))], ...rows]);
  }
  // Under fail_on other than overall the rows are description, not verdict: the cells decide (and a
  // test on runs added where cells were undecided would not be a fixed-sample test).
  const asVerdict = input.gate.failOn === 'overall';
  const rows = comparison.overall.map((c) => [
    escapeText(c.evaluator, 60),
    sideText(c.base),
    sideText(c.head),
    deltaOf(c),
    interval(c) ?? '–',
    asVerdict ? verdictCell(c) : '– (decided per case)',
  ]);
  return [
    '<details><summary>Every evaluator over all cases</summary>',
    '',
    markdownTable([['evaluator (all cases)', 'base', 'head', 'Δ', '95% CI of Δ', 'verdict'], ...rows]),
    '',
    '</details>',
  ].join('\n');
}

export function evaluatorTables(input: ReportInput, rowLimit: number): string {
  const { comparison } = input;
  if (!comparison) return '';
  const out: string[] = [];
  for (const ev of comparison.overall.map((o) => o.evaluator)) {
    const cells = comparison.cells.filter((c) => c.evaluator === ev);
    const shown = cells.slice(0, rowLimit);
    const rows = shown.map((c) => [
      escapeText(c.case, 80),
      `${sideText(c.base)} (n=${c.base.n})`,
      `${sideText(c.head)} (n=${c.head.n})`,
      deltaOf(c),
      interval(c) ?? '–',
      verdictCell(c),
    ]);
    // Folded: the regressions are in the table above.
    out.push(
      `<details><summary><b>${escapeHtmlText(ev, 60)}</b></summary>`,
      '',
      markdownTable([['case', 'base', 'head', 'Δ', '95% CI of Δ', 'verdict'], ...rows]),
      ...(cells.length > shown.length ? ['', `…and ${cells.length - shown.length} more case(s) in the artifact.`] : []),
      '',
      '</details>',
    );
  }
  return out.join('\n');
}

/** pass^k per case, base beside head (results/reliability.ts), folded. */
export function reliabilityTable(input: ReportInput, rowLimit: number): string {
  const { head, base } = input;
  const of = (r: Results | undefined, name: string) => {
    const c = r?.cases.find((x) => x.name === name);
    return c ? (c.reliability ?? reliabilityOf(c.runs)) : undefined;
  };
  const shown = head.cases.slice(0, rowLimit);
  if (!shown.length) return '';
  const cell = (x: Reliability | undefined, key: 'pass1' | 'passK') =>
    x && x[key] !== null ? `${num(x[key])} (${x.passed}/${x.n})` : '–';
  const rows = shown.map((c) => {
    const h = of(head, c.name);
    const b = of(base, c.name);
    return [
      escapeText(c.name, 80),
      String(h?.k ?? '–'),
      cell(b, 'pass1'),
      cell(h, 'pass1'),
      cell(b, 'passK'),
      cell(h, 'passK'),
    ];
  });
  const more = head.cases.length - shown.length;
  return [
    '<details><summary>Reliability: pass^k per case (every run of k passes)</summary>',
    '',
    markdownTable([['case', 'k', 'base pass^1', 'head pass^1', 'base pass^k', 'head pass^k'], ...rows]),
    '',
    'A run passes when it left a session and every gated evaluator passed it; pass^k = C(passed, k) / C(runs, k), from all the runs made.',
    ...(more > 0 ? ['', `…and ${more} more case(s) in the artifact.`] : []),
    '',
    '</details>',
  ].join('\n');
}

export function changes(input: ReportInput): string {
  const c = input.comparison;
  if (!c || (!c.added.length && !c.removed.length)) return '';
  const list = (xs: string[]) =>
    xs
      .slice(0, 30)
      .map((x) => code(x))
      .join(', ') + (xs.length > 30 ? ` and ${xs.length - 30} more` : '');
  return fold(
    `Cases on one side only, not compared: ${c.added.length} new, ${c.removed.length} removed`,
    [
      ...(c.added.length ? [`- new, no baseline: ${list(c.added)}`] : []),
      ...(c.removed.length ? [`- removed (in the base only): ${list(c.removed)}`] : []),
    ].join('\n'),
  );
}
