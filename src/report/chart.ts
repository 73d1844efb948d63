// Base vs head scores per case as a mermaid xychart, which GitHub renders in comments.
import type { Comparison } from '../results/compare.js';
import { plainLabel } from './escape.js';

const label = (name: string) => `"${plainLabel(name, 22)}"`;

export function scoreChart(comparison: Comparison, evaluator: string, maxCases = 20): string | undefined {
  const cells = comparison.cells.filter((c) => c.evaluator === evaluator && c.base.mean !== null && c.head.mean !== null).slice(0, maxCases);
  if (!cells.length) return undefined;
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${plainLabel(evaluator)}: base (bars) vs head (line)"`,
    `  x-axis [${cells.map((c) => label(c.case)).join(', ')}]`,
    '  y-axis "score" 0 --> 1',
    `  bar [${cells.map((c) => c.base.mean!.toFixed(2)).join(', ')}]`,
    `  line [${cells.map((c) => c.head.mean!.toFixed(2)).join(', ')}]`,
    '```',
  ].join('\n');
}
