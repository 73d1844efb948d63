// The report: one markdown body for the PR comment and the job summary. Sections in order of
// importance; when the body would pass GitHub's 65,536-character limit, the least important ones are
// shortened, then dropped, with a note that points at the run's artifact.
import { escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { headline } from './verdict.js';
import { overallTable, evaluatorTables, reliabilityTable, changes } from './tables.js';
import { regressions, regressionSessions } from './regressions.js';
import { insights } from './insights.js';
import { runProblems } from './run-problems.js';
import { sweeps } from './sweeps.js';
import { coverageMatrix } from './coverage.js';
import { usage } from './judging.js';
import { charts } from './chart.js';
export type { ReportInput } from './input.js';
export { verdictWords } from './verdict.js';
export { insightsAgainstBase } from './insights.js';

export const GITHUB_COMMENT_LIMIT = 65_536;

export const marker = (configId = 'default') => `<!-- agent-chaos:${configId.replace(/[^A-Za-z0-9_.-]/g, '')} -->`;

interface Section {
  title?: string;
  /** Higher survives longer. */
  priority: number;
  render: (rowLimit: number) => string;
}

/**
 * The comment when a run did not finish (a config error, a setup failure, a crash, a cancelled
 * job): it replaces the previous verdict, which no longer applies to this commit.
 */
export function failureReport(configId: string | undefined, message: string, runUrl?: string): string {
  return [
    marker(configId),
    '## ⚠️ agent-chaos: this run did not finish',
    '',
    escapeText(message, 600),
    '',
    `No verdict for this commit: the previous one no longer applies.${runUrl ? ` The [run's log](${runUrl}) says more.` : ''}`,
  ].join('\n');
}

/** The whole body, within the limit: sections shortened, then dropped, least important first. */
export function renderReport(input: ReportInput): string {
  const limit = input.limit ?? GITHUB_COMMENT_LIMIT;
  // What a reviewer reads first: the verdict, what regressed, the insights; the rest is folded.
  const sections: Section[] = [
    { priority: 100, render: () => `${marker(input.configId)}\n${headline(input)}` },
    { priority: 95, render: (n) => regressions(input, n) },
    { priority: 60, render: (n) => insights(input, n) },
    { priority: 85, render: () => overallTable(input) },
    { priority: 75, render: (n) => regressionSessions(input, n) },
    { priority: 70, render: (n) => evaluatorTables(input, n) },
    { priority: 45, render: (n) => reliabilityTable(input, n) },
    { priority: 50, render: (n) => runProblems(input, n) },
    { priority: 40, render: () => changes(input) },
    { priority: 25, render: (n) => coverageMatrix(input, n) },
    { priority: 65, render: (n) => sweeps(input, n) },
    { priority: 20, render: () => charts(input) },
    { priority: 30, render: () => usage(input) },
  ];
  const limits = new Map(sections.map((s) => [s, 50]));
  const dropped = new Set<Section>();
  const note = input.runUrl
    ? `\n\n> Report shortened to fit GitHub's limit: the full results are in [the run's artifact](${input.runUrl}).`
    : "\n\n> Report shortened to fit GitHub's limit: the full results are in the run's artifact (results.json).";
  // Each section rendered once per row count: shortening tries many bodies, changing one section at a time.
  const rendered = new Map<string, string>();
  const render = (s: Section, i: number): string => {
    const key = `${i}:${limits.get(s)}`;
    let text = rendered.get(key);
    if (text === undefined) rendered.set(key, (text = s.render(limits.get(s)!)));
    return text;
  };
  const build = (truncated: boolean) => {
    const parts = sections.map((s, i) => (dropped.has(s) ? '' : render(s, i))).filter((t) => t.trim());
    return parts.join('\n\n') + (truncated ? note : '');
  };
  let body = build(false);
  if (body.length <= limit) return body;
  // Drop the decoration (charts) first, then shorten lists (rows kept: 50 -> 10 -> 3) least
  // important section first, then drop whole sections.
  const byImportance = [...sections].sort((a, b) => a.priority - b.priority);
  for (const s of byImportance.filter((x) => x.priority <= 20)) dropped.add(s);
  body = build(true);
  if (body.length <= limit) return body;
  for (const rows of [10, 3]) {
    for (const s of byImportance) {
      if (s.priority >= 100) continue;
      limits.set(s, rows);
      body = build(true);
      if (body.length <= limit) return body;
    }
  }
  for (const s of byImportance) {
    if (s.priority >= 90) continue;
    dropped.add(s);
    body = build(true);
    if (body.length <= limit) return body;
  }
  return `${body.slice(0, limit - note.length - 20)}\n\n…${note}`;
}
