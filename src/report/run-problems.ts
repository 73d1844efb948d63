// What went wrong with the runs themselves: scores not given, faults that did not fire, runs
// expected and not seen, runs that crashed or sent no trace.
import { markdownTable } from 'markdown-table';
import { faultLines } from '../results/notes.js';
import { escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { fold, isFaultNote } from './words.js';

export function runProblems(input: ReportInput, rowLimit: number): string {
  const unexercised = (input.head.notes ?? []).filter(isFaultNote);
  const lines = [
    ...unjudgedLines(input),
    ...(unexercised.length
      ? [
          '### Faults that did not do their job',
          '',
          ...unexercised.slice(0, rowLimit).map((n) => `- ${escapeText(n, 300)}`),
          '',
        ]
      : []),
    ...firedLines(input, rowLimit),
    ...missingLines(input, rowLimit),
    ...lostRunLines(input, rowLimit),
  ];
  // Folded under the titles of what went wrong: the headline already says what the verdict misses.
  const titles = lines.filter((l) => l.startsWith('### ')).map((l) => l.slice(4));
  const summary = titles.length ? titles.join('; ') : 'Faults: how often each fired';
  // One title is the summary; several stay as headings under it.
  const body = titles.length === 1 ? lines.filter((l) => !l.startsWith('### ')) : lines;
  return fold(summary, body.join('\n'));
}

/** Scores the judge could not give (errors, budget): counted, never turned into zeros. */
function unjudgedLines(input: ReportInput): string[] {
  const unjudged = input.head.cases.flatMap((c) =>
    c.runs.flatMap((r) =>
      Object.entries(r.scores)
        .filter(([, s]) => s.source === 'judge_error' || s.source === 'budget')
        .map(([ev, s]) => ({ c, r, ev, s })),
    ),
  );
  if (!unjudged.length) return [];
  const errors = unjudged.filter((u) => u.s.source === 'judge_error');
  const budget = unjudged.length - errors.length;
  const out = ['### Scores the judge did not give', ''];
  if (errors.length) {
    const { c, r, ev, s } = errors[0];
    const where = `${escapeText(c.name, 60)} ${escapeText(`#${r.repeat}`, 10)} ${escapeText(ev, 60)}`;
    out.push(`- ${errors.length} judge error(s), e.g. ${where}: ${escapeText(s.reason, 200)}`);
  }
  if (budget) out.push(`- ${budget} score(s) not judged: the judge budget was used up (judge.budget)`);
  out.push('');
  return out;
}

/** How often each fault fired, folded. */
function firedLines(input: ReportInput, rowLimit: number): string[] {
  const fired = faultLines(input.head.cases);
  if (!fired.length) return [];
  const rows = fired
    .slice(0, rowLimit * 2)
    .map((l) => [
      escapeText(l.case, 60),
      escapeText(l.tool, 40),
      escapeText(l.effect, 20),
      `${l.fired}/${l.runs}`,
      `${l.called}/${l.runs}`,
    ]);
  const table = markdownTable([['case', 'tool', 'fault', 'fired in', 'tool called in'], ...rows]);
  return ['<details><summary>Faults: how often each fired</summary>', '', table, '', '</details>', ''];
}

/** The runs the verdict expected and did not see: named, or why they are missing. */
function missingLines(input: ReportInput, rowLimit: number): string[] {
  const ev = input.head.evidence;
  if (!ev?.missing) return [];
  const shown = ev.missingRuns.slice(0, rowLimit).map((m) => {
    const shard = m.shard ? ` (shard ${m.shard})` : '';
    return `${escapeText(m.case, 60)} ${escapeText(`#${m.repeat}`, 10)}${shard}`;
  });
  const more = ev.missing > shown.length ? ', …' : '';
  const why = ev.reason ? `: ${escapeText(ev.reason, 300)}` : '';
  const line = shown.length
    ? `${ev.missing} of ${ev.expected}: ${shown.join(', ')}${more}`
    : `${ev.missing} of ${ev.expected}${why}`;
  return ['### Runs expected and not seen', '', line, ''];
}

/** The runs that crashed, timed out or sent no trace, with what happened. */
function lostRunLines(input: ReportInput, rowLimit: number): string[] {
  const bad = input.head.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'ok').map((r) => ({ c, r })));
  if (!bad.length) return [];
  const rows = bad
    .slice(0, rowLimit)
    .map(({ c, r }) => [
      escapeText(c.name, 60),
      escapeText(r.repeat, 10),
      escapeText(r.status, 20),
      escapeText(r.error ?? '', 200),
    ]);
  const out = [
    '### Runs that crashed, timed out or sent no trace',
    '',
    markdownTable([['case', 'repeat', 'status', 'what happened'], ...rows]),
  ];
  if (bad.length > rowLimit) out.push('', `…and ${bad.length - rowLimit} more.`);
  return out;
}
