// The report: one markdown body for the PR comment and the job summary. Sections in order of
// importance; when the body would pass GitHub's 65,536-character limit, the least important ones are
// shortened, then dropped, with a note that points at the run's artifact.
import { escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { groundsOf, headline } from './verdict.js';
import { HISTORY_ROOM } from './history.js';
import { machineBlock, noVerdictBlock } from './machine.js';
import { overallTable, evaluatorTables, reliabilityTable, changes } from './tables.js';
import { regressions, regressionSessions } from './regressions.js';
import { insights } from './insights.js';
import { runProblems } from './run-problems.js';
import { sweeps } from './sweeps.js';
import { coverageMatrix } from './coverage.js';
import { htmlLine, runNotes, usage } from './judging.js';
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
    '',
    noVerdictBlock(),
  ].join('\n');
}

/**
 * The PR comment's budget in characters (about 4,000 tokens, a quarter of GitHub's limit): a review bot or a model that reads
 * every comment of a pull request gets the verdict, the regressions and the insights, not pages of
 * tables. What does not fit is in the full report (report.md, the job summary, report.html).
 */
export const COMMENT_BUDGET = 16_000;

type Form = 'comment' | 'full';

/** The sections in reading order; the comment leaves out the long tables the full report keeps. */
function sections(input: ReportInput, form: Form): Section[] {
  const full = form === 'full';
  const all: (Section & { only?: Form })[] = [
    { priority: 100, render: () => `${marker(input.configId)}\n${headline(input)}` },
    { priority: 95, render: (n) => regressions(input, n) },
    { priority: 90, render: () => groundsOf(input) },
    { priority: 90, render: () => runNotes(input) },
    { priority: 85, render: (n) => insights(input, n) },
    { priority: 75, render: () => overallTable(input) },
    { priority: 70, render: (n) => regressionSessions(input, full ? n : Math.min(n, 3)) },
    { priority: 60, render: (n) => evaluatorTables(input, n), only: 'full' },
    { priority: 45, render: (n) => reliabilityTable(input, n), only: 'full' },
    { priority: 50, render: (n) => runProblems(input, n) },
    { priority: 40, render: () => changes(input) },
    { priority: 25, render: (n) => coverageMatrix(input, n), only: 'full' },
    { priority: 65, render: (n) => sweeps(input, n) },
    { priority: 20, render: () => charts(input), only: 'full' },
    { priority: 30, render: () => usage(input, full) },
    { priority: 88, render: () => elsewhere(input), only: 'comment' },
    { priority: 100, render: () => machineBlock(input) },
  ];
  return all.filter((s) => !s.only || s.only === form);
}

/** Where the comment's left-out tables are, and report.html. */
function elsewhere(input: ReportInput): string {
  const where = input.runUrl
    ? `the [run's summary](${input.runUrl}) and its report artifact`
    : 'report.md and report.html';
  const rest = `<sub>Every evaluator per case, pass^k, fault coverage and charts: ${where}.</sub>`;
  return [rest, htmlLine(input)].filter(Boolean).join('\n\n');
}

/** The PR comment: the verdict line and the regressions first, the rest folded, within COMMENT_BUDGET. */
export function renderComment(input: ReportInput): string {
  // Room is kept for the earlier verdicts the action adds when it posts (history.ts).
  return renderBody(input, 'comment', Math.min(input.limit ?? COMMENT_BUDGET - HISTORY_ROOM, GITHUB_COMMENT_LIMIT));
}

/** The full report (report.md, the job summary): every section, within GitHub's limit. */
export function renderReport(input: ReportInput): string {
  return renderBody(input, 'full', input.limit ?? GITHUB_COMMENT_LIMIT);
}

/** A body within `limit`: sections shortened, then dropped, least important first. */
function renderBody(input: ReportInput, form: Form, limit: number): string {
  const list = sections(input, form);
  // The comment starts with ten rows a list; the full report with fifty.
  const limits = new Map(list.map((s) => [s, form === 'comment' ? 10 : 50]));
  const dropped = new Set<Section>();
  const where = input.runUrl ? `[the run's artifact](${input.runUrl})` : "the run's artifact (results.json)";
  const note =
    form === 'comment'
      ? `\n\n> Comment shortened to its budget (${COMMENT_BUDGET.toLocaleString('en')} characters with its history): the full results are in ${where}.`
      : `\n\n> Report shortened to fit GitHub's limit: the full results are in ${where}.`;
  // Each section rendered once per row count: shortening tries many bodies, changing one section at a time.
  const rendered = new Map<string, string>();
  const render = (s: Section, i: number): string => {
    const key = `${i}:${limits.get(s)}`;
    let text = rendered.get(key);
    if (text === undefined) rendered.set(key, (text = s.render(limits.get(s)!)));
    return text;
  };
  const build = (truncated: boolean) => {
    const parts = list.map((s, i) => (dropped.has(s) ? '' : render(s, i))).filter((t) => t.trim());
    const [block] = parts.splice(-1); // the machine-readable block stays last, after the note
    return `${parts.join('\n\n')}${truncated ? note : ''}\n\n${block}`;
  };
  let body = build(false);
  if (body.length <= limit) return body;
  // Drop the decoration (charts) first; then, least important section first, shorten its lists
  // to three rows and, where that is not enough, drop it; the verdict, the regressions and what
  // they rest on stay, shortened last.
  const byImportance = [...list].sort((a, b) => a.priority - b.priority);
  for (const s of byImportance.filter((x) => x.priority <= 20)) dropped.add(s);
  body = build(true);
  if (body.length <= limit) return body;
  for (const s of byImportance.filter((x) => x.priority < 90)) {
    limits.set(s, Math.min(3, limits.get(s)!));
    body = build(true);
    if (body.length <= limit) return body;
    dropped.add(s);
    body = build(true);
    if (body.length <= limit) return body;
  }
  for (const s of byImportance.filter((x) => x.priority >= 90 && x.priority < 100)) {
    limits.set(s, Math.min(3, limits.get(s)!));
    body = build(true);
    if (body.length <= limit) return body;
  }
  const block = machineBlock(input);
  return `${body.slice(0, Math.max(0, limit - note.length - block.length - 20))}\n\n…${note}\n\n${block}`;
}
