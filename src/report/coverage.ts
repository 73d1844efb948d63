// The coverage matrix: which tool x fault cells the cases exercise.
import { markdownTable } from 'markdown-table';
import { coverage } from '../results/coverage.js';
import { escapeText } from './escape.js';
import type { ReportInput } from './input.js';

/** Tools x tool faults: which cells the cases exercised, and how failure communication scored there. */
export function coverageMatrix(input: ReportInput, rowLimit: number): string {
  const cov = coverage(input.head, input.declaredTools);
  if (!cov.tools.length) return '';
  const exercised = cov.tools.length * cov.effects.length - cov.untested.length;
  const text = (tool: string, effect: string) => {
    const c = cov.cell(tool, effect);
    if (!c) return '·';
    if (!c.fired) return 'not fired';
    return `${c.mean === null ? '–' : c.mean.toFixed(2)} (${c.fired})`;
  };
  const rows = cov.tools.slice(0, rowLimit).map((t) => [escapeText(t, 60), ...cov.effects.map((e) => text(t, e))]);
  const more = cov.tools.length > rowLimit ? `${cov.tools.length - rowLimit} more tool(s) in results.json. ` : '';
  const writes = cov.effectful.map((w) =>
    w.ambiguous
      ? `${escapeText(w.tool, 60)} (ambiguous failure fired in ${w.ambiguous} run(s))`
      : `${escapeText(w.tool, 60)} (**no ambiguous failure tried**)`,
  );
  const effectful = writes.length
    ? `Tools that change state: ${writes.join(', ')}. An ambiguous failure (timeout_after_effect, network_error_after_effect) is where a retry does the action twice.`
    : '';
  return [
    `<details><summary>Coverage: ${exercised} of ${cov.tools.length * cov.effects.length} tool × fault cells exercised</summary>`,
    '',
    markdownTable([['tool', ...cov.effects.map((e) => e.replace(/_/g, ' '))], ...rows]),
    '',
    `Each cell: mean failure_communication where the fault fired (runs); · no case injects it. ${more}\`agent-chaos plan\` writes cases for the empty cells.`,
    ...(effectful ? ['', effectful] : []),
    '',
    '</details>',
  ].join('\n');
}
