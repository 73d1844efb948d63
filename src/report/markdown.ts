// The report: one markdown body for the PR comment and the job summary. Sections in order of
// importance; when the body would pass GitHub's 65,536-character limit, the least important ones are
// shortened, then dropped, with a note that points at the run's artifact.
import { markdownTable } from 'markdown-table';
import type { BaselineInfo } from '../results/baseline.js';
import type { CellComparison, Comparison, Verdict } from '../results/compare.js';
import type { GateOutcome } from '../results/gate.js';
import type { Results } from '../results/schema.js';
import type { Session, ToolCall } from '../trace/session.js';
import { coverage } from '../results/coverage.js';
import { type Shift, type SweepCurve, breakShift, sweepCurves } from '../results/sweeps.js';
import { faultLines } from '../results/notes.js';
import { evidenceProblem, healthOf } from '../results/evidence.js';
import { type Reliability, reliabilityOf } from '../results/reliability.js';
import { chartCases, scoreChart, sweepChart } from './chart.js';
import { code, escapeHtmlText, escapeText } from './escape.js';

export const GITHUB_COMMENT_LIMIT = 65_536;

export interface ReportInput {
  head: Results;
  comparison?: Comparison;
  gate: GateOutcome;
  baseline: BaselineInfo;
  /** The base's results, when compared: its insights tell which of the head's are new and which are fixed. */
  base?: Results;
  /** Head sessions by id, for evidence (what the agent said after which failure). */
  sessions?: Map<string, Session>;
  /** The config id in the hidden marker (one comment per PR per config). */
  configId?: string;
  /** Link to the run (and its artifact) for what does not fit. */
  runUrl?: string;
  limit?: number;
  /** "Now" for ages (tests pin it). */
  now?: number;
  /** The config's tools (tools:), rows of the coverage matrix even when no run called them. */
  declaredTools?: string[];
  /** The artifact holding report.html, when one is uploaded: the report points to it. */
  htmlArtifact?: string;
}

const isFaultNote = (n: string) =>
  /not exercised|never fired although|but the trace has no such call|model fault .* never fired|has no model-call span|changed nothing in/.test(
    n,
  );

export const marker = (configId = 'default') => `<!-- agent-chaos:${configId.replace(/[^A-Za-z0-9_.-]/g, '')} -->`;

const SYMBOL: Record<Verdict, string> = {
  regressed: '🔴 regressed',
  improved: '🟢 improved',
  unchanged: '⚪ unchanged',
  inconclusive: '🟡 undecided',
};
const num = (x: number | null | undefined) => (x === null || x === undefined ? '–' : x.toFixed(2));
const signed = (x: number | null) => (x === null ? '–' : `${x > 0 ? '+' : ''}${x.toFixed(2)}`);

/** The 95% interval of a difference, as the tables show it. */
const interval = (c: CellComparison): string | undefined => (c.ci ? `[${num(c.ci[0])}, ${num(c.ci[1])}]` : undefined);

function verdictCell(c: CellComparison): string {
  let v = SYMBOL[c.verdict];
  if (c.flaky) v += ' ⚠️ flaky';
  if (!c.gated) v += ' (not gated)';
  if (c.verdict === 'inconclusive' && c.repeatsNeeded) v += `, ~${c.repeatsNeeded} runs a side would decide it`;
  return v;
}

function age(iso: string | undefined, now: number): string {
  if (!iso) return '';
  const days = Math.floor((now - Date.parse(iso)) / 86_400_000);
  return Number.isNaN(days) ? '' : days <= 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
}

interface Section {
  title?: string;
  /** Higher survives longer. */
  priority: number;
  render: (rowLimit: number) => string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A reason as the judge gave it, without a source prefix the label already carries. */
const reasonText = (r: string | undefined) => (r ?? '').replace(/^Heuristic: /, '');

/** "5 runs a side", or "5 to 60 runs a side". */
function undecidedRuns(cells: CellComparison[]): string {
  const ns = cells.map((c) => Math.min(c.base.n, c.head.n));
  const lo = Math.min(...ns);
  const hi = Math.max(...ns);
  return `${lo === hi ? lo : `${lo} to ${hi}`} run(s) a side`;
}

/** The verdict in words, as the headlines of report.md and report.html say it (plain text: the caller escapes it). */
export function verdictWords(input: Pick<ReportInput, 'gate' | 'comparison' | 'baseline'>): {
  icon: string;
  what: string;
} {
  const { gate, comparison } = input;
  const gated = comparison?.cells.filter((c) => c.gated) ?? [];
  const regressed = gated.filter((c) => c.verdict === 'regressed');
  const undecided = gated.filter((c) => c.verdict === 'inconclusive');
  const unchanged = gated.filter((c) => c.verdict === 'unchanged' || c.verdict === 'improved');
  const evaluators = new Set(gated.map((c) => c.evaluator)).size;
  const cases = new Set(gated.map((c) => c.case)).size;
  const icon = gate.verdict === 'fail' ? (gate.blocking ? '❌' : '⚠️') : gate.verdict === 'pass' ? '✅' : '🟡';
  const regressedText = `${plural(regressed.length, 'regression')} in ${plural(new Set(regressed.map((c) => c.case)).size, 'case')}`;
  const warnOnly = gate.blocking ? '' : ' (warning only)';
  const problem = gate.missingEvidence?.slice(0, 240);
  const accepted = gate.accepted && gate.verdict === 'pass' ? gate.accepted : undefined;
  const what = accepted
    ? `${plural(accepted.cases.length, 'regressed case')} accepted by @${accepted.by.join(', @')} for this head`
    : gate.verdict === 'fail'
      ? regressed.length
        ? `${regressedText}${problem ? `; ${problem}` : ''}${warnOnly}`
        : `${problem ?? 'the gate failed'}${warnOnly}`
      : gate.verdict === 'pass'
        ? comparison
          ? unchanged.length === gated.length
            ? `no regression: ${plural(cases, 'case')} × ${plural(evaluators, 'evaluator')} unchanged`
            : `no regression: ${unchanged.length} of ${gated.length} results unchanged`
          : 'passed'
        : comparison
          ? `undecided: ${plural(undecided.length, 'result')} could not be decided with ${undecidedRuns(undecided)} (no drop shown; the check passes, gate.on_undecided: pass)`
          : input.baseline?.next
            ? `no baseline yet: ${input.baseline.next}`
            : 'no baseline to compare with';
  return { icon, what };
}

function headline(input: ReportInput): string {
  const { gate, head, comparison } = input;
  const runs = head.cases.reduce((n, c) => n + c.runs.length, 0);
  const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
  const words = verdictWords(input);
  const what = escapeText(words.what, 400);
  const icon = words.icon;
  const b = input.baseline;
  const base = b.source === 'none' ? `No baseline: ${escapeText(b.description, 200)}.` : comparedWith(input);
  const judge =
    head.judge.provider === 'heuristic'
      ? 'heuristic judge (offline, a rough stand-in for an LLM judge)'
      : `judge ${escapeText(head.judge.model, 80)}`;
  // Regressions are in the table below; other reasons are said here.
  const listed = (r: string) => regressed.some((c) => r.startsWith(`${c.case} · ${c.evaluator}:`));
  const other =
    gate.verdict !== 'pass'
      ? gate.reasons.filter(
          (r) =>
            r !== words.what &&
            !r.startsWith('undecided:') &&
            !(r === 'no baseline to compare with' && words.what.startsWith('no baseline yet:')) &&
            !listed(r) &&
            !(gate.missingEvidence && r.startsWith(gate.missingEvidence)),
        )
      : [];
  return [
    `## ${icon} agent-chaos: ${what}`,
    '',
    `${base} Head ${code(head.git.sha.slice(0, 7))}: ${plural(head.cases.length, 'case')}, ${plural(runs, 'run')}, ${judge}.`,
    ...(other.length ? ['', ...other.slice(0, 5).map((r) => `- ${escapeText(r, 300)}`)] : []),
  ].join('\n');
}

function overallTable(input: ReportInput): string {
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
    num(c.base.mean),
    num(c.head.mean),
    signed(c.delta),
    interval(c) ?? '–',
    asVerdict ? verdictCell(c) : '– (decided per case)',
  ]);
  return [
    '<details><summary>Every evaluator over all cases</summary>',
    '',
    markdownTable([['evaluator (all cases)', 'base', 'head', 'Δ', '95% CI', 'verdict'], ...rows]),
    '',
    '</details>',
  ].join('\n');
}

function evaluatorTables(input: ReportInput, rowLimit: number): string {
  const { comparison } = input;
  if (!comparison) return '';
  const out: string[] = [];
  for (const ev of comparison.overall.map((o) => o.evaluator)) {
    const cells = comparison.cells.filter((c) => c.evaluator === ev);
    const shown = cells.slice(0, rowLimit);
    const rows = shown.map((c) => [
      escapeText(c.case, 80),
      `${num(c.base.mean)} (n=${c.base.n})`,
      `${num(c.head.mean)} (n=${c.head.n})`,
      signed(c.delta),
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
function reliabilityTable(input: ReportInput, rowLimit: number): string {
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

/** The session that shows a regressed case best: its lowest-scored run for that evaluator. */
function worstRun(input: ReportInput, c: CellComparison) {
  const hc = input.head.cases.find((x) => x.name === c.case);
  return [...(hc?.runs ?? [])]
    .filter((r) => typeof r.scores[c.evaluator]?.score === 'number')
    .sort((a, b) => (a.scores[c.evaluator].score ?? 0) - (b.scores[c.evaluator].score ?? 0))[0];
}

/** A regressed case as both reports show it (plain text: each renderer escapes it). */
export interface RegressionRow {
  case: string;
  /** Each gated evaluator that dropped, and how: "0.75 → 0.00 [-0.88, -0.62]" (base → head, 95% CI of Δ). */
  drops: { evaluator: string; change: string }[];
  /** What its worst run shows: the failed tool and what the agent said. */
  evidence: string;
}

/** One row per regressed case: what dropped, with intervals, and the evidence of its worst run. */
export function regressionRows(input: ReportInput): RegressionRow[] {
  const cells = input.comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  const byCase = [
    ...cells.reduce((m, c) => m.set(c.case, [...(m.get(c.case) ?? []), c]), new Map<string, CellComparison[]>()),
  ];
  return byCase.map(([name, drops]) => {
    const r = worstRun(input, drops[0]);
    const s = r ? input.sessions?.get(r.sessionId) : undefined;
    const failed = s?.toolCalls.find((t) => t.status === 'error' || t.fault);
    const what = failed ? `${failed.name} ${failedHow(failed)}; ` : '';
    const evidence = s ? `${what}the agent said “${s.finalAnswer}”` : reasonText(r?.scores[drops[0].evaluator]?.reason);
    return {
      case: name,
      drops: drops.map((c) => ({
        evaluator: c.evaluator,
        change: `${num(c.base.mean)} → ${num(c.head.mean)}${c.ci ? ` ${interval(c)}` : ''}`,
      })),
      evidence,
    };
  });
}

function regressions(input: ReportInput, rowLimit: number): string {
  const byCase = regressionRows(input);
  if (!byCase.length) return '';
  const rows = byCase
    .slice(0, rowLimit)
    .map((r) => [
      escapeText(r.case, 60),
      r.drops.map((d) => `${escapeText(d.evaluator, 40)} ${d.change}`).join('<br>'),
      escapeText(r.evidence, 110),
    ]);
  const out = [
    '### What regressed',
    '',
    markdownTable([
      ['case', 'dropped: base → head [95% CI of Δ]', 'evidence (its worst run, in the sessions below)'],
      ...rows,
    ]),
  ];
  if (byCase.length > rowLimit)
    out.push('', `…and ${byCase.length - rowLimit} more regressed case(s) in the artifact.`);
  const sha = input.head.git?.sha?.slice(0, 7);
  const acc = input.gate.accepted;
  if (acc) {
    const by = acc.by.map((b) => escapeText(`@${b}`, 40)).join(', ');
    const cases = acc.cases.map((c) => escapeText(c, 60)).join(', ');
    out.push(
      '',
      `Accepted as intended by ${by} for ${code(acc.sha.slice(0, 7))}: ${cases}. A new push makes it stale.`,
    );
  } else if (input.gate.blocking && sha && /^[0-9a-f]{7}$/.test(sha)) {
    const cases = byCase
      .slice(0, 20)
      .map((r) => escapeText(r.case, 60))
      .join(' ');
    out.push(
      '',
      `<sub>Intended? A reviewer with write access accepts it for this head with a comment <code>/agent-chaos accept ${sha} ${cases}</code>, then re-runs this check; a new push makes the acceptance stale.</sub>`,
    );
  }
  return out.join('\n');
}

/** How a failed or faulted call went wrong, in a few words: its error, or the data it gave. */
function failedHow(f: ToolCall): string {
  if (f.status === 'error') return `failed (${f.error?.type})`;
  return `gave ${f.lie ? 'well-formed wrong' : 'damaged'} data (${f.fault})`;
}

/** The same, with the error's message and the fault's detail, for the quoted sessions. */
function failedCallWords(f: ToolCall): string {
  if (f.status === 'error') return `failed (${escapeText(`${f.error?.type}: ${f.error?.message}`, 120)})`;
  return `returned ${f.lie ? 'well-formed wrong' : 'damaged'} data (${escapeText(f.faultDetail ?? f.fault ?? '', 120)})`;
}

/** The baseline in a sentence: its commit, how it was made and how old it is. */
function comparedWith(input: ReportInput): string {
  const b = input.baseline;
  const commit = b.sha ? code(b.sha.slice(0, 7)) : 'the base';
  const when = b.createdAt ? `, ${age(b.createdAt, input.now ?? Date.now())}` : '';
  const rejudged = b.rejudged ? '; the baseline was judged again with the current judge' : '';
  return `Compared with ${commit} (${escapeText(b.description, 200)}${when})${rejudged}.`;
}

/** Each session behind a regression, quoted once, with every evaluator's judgement of it. */
function regressionSessions(input: ReportInput, rowLimit: number): string {
  const cells = input.comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
  const runs = [
    ...new Map(
      cells
        .map((c) => worstRun(input, c))
        .filter((r) => r)
        .map((r) => [r!.sessionId, r!]),
    ).values(),
  ].slice(0, rowLimit);
  if (!runs.length) return '';
  const out = ['<details><summary>The sessions behind the regressions</summary>', ''];
  for (const r of runs) {
    const s = input.sessions?.get(r.sessionId);
    const c = input.head.cases.find((x) => x.runs.includes(r));
    const failed = s?.toolCalls.filter((t) => t.status === 'error' || t.fault) ?? [];
    const what = failed.length
      ? failed.map((f) => `${code(f.name)} ${failedCallWords(f)}, span ${code(f.spanId)}`).join('; ')
      : 'no failed tool call';
    out.push(
      `**${escapeText(c?.name ?? '', 60)}**, session ${code(r.sessionId)}: ${what}. The agent said:`,
      '',
      `> ${escapeText(s?.finalAnswer ?? '(session not available)', 400)}`,
      '',
    );
    for (const [ev, score] of Object.entries(r.scores))
      out.push(`- ${escapeText(ev, 40)}: ${escapeText(score.label, 40)}: ${escapeText(reasonText(score.reason), 240)}`);
    out.push('');
  }
  out.push('</details>');
  return out.join('\n');
}

type Marked = { status: 'new' | 'still' | 'fixed'; insight: Results['insights'][number] };

/** The head's insights against the base's, by key: new in this pull request first, then still present, then fixed. */
export function insightsAgainstBase(head: Results, base?: Results): Marked[] {
  const keyOf = (i: Results['insights'][number]) => i.key ?? i.name;
  if (!base) return head.insights.map((insight) => ({ status: 'still' as const, insight }));
  // "Fixed" needs a head that was seen: an insight gone because the runs left no session is not fixed.
  const seen = !evidenceProblem(head.evidence) && head.cases.every((c) => !c.runs.length || healthOf(c).healthy > 0);
  const before = new Set(base.insights.map(keyOf));
  const now = new Set(head.insights.map(keyOf));
  const marked: Marked[] = head.insights.map((insight) => ({
    status: before.has(keyOf(insight)) ? 'still' : 'new',
    insight,
  }));
  if (seen)
    for (const insight of base.insights) if (!now.has(keyOf(insight))) marked.push({ status: 'fixed', insight });
  const order = { new: 0, still: 1, fixed: 2 };
  return marked.sort((a, b) => order[a.status] - order[b.status]);
}

function insights(input: ReportInput, rowLimit: number): string {
  const list = insightsAgainstBase(input.head, input.base);
  if (!list.length) return '';
  const out = ['### Failure insights: what the agent did wrong', ''];
  const tag = {
    new: input.base ? '🆕 new in this pull request · ' : '',
    still: input.base ? 'also in the base · ' : '',
    fixed: '✅ fixed (in the base, gone now) · ',
  };
  list
    .filter((m) => m.status !== 'fixed')
    .slice(0, rowLimit)
    .forEach(({ status, insight: i }, n) => {
      out.push(
        `${n + 1}. ${tag[status]}**${escapeText(i.name, 240)}**: ${i.affectedSessions} session(s). ${escapeText(i.description, 200)}`,
      );
      for (const rc of i.rootCauses.slice(0, 3)) {
        const samples = rc.samples
          .slice(0, 2)
          .map((s) => `${code(s.sessionId)}${s.findings[0] ? ` at span ${code(s.findings[0].spanId)}` : ''}`)
          .join(', ');
        out.push(
          `   - root cause (${rc.affectedSessions} session(s)): ${escapeText(rc.explanation, 250)}`,
          `     - suggested fix: ${escapeText(rc.suggestedFix, 300)}`,
          ...(samples ? [`     - e.g. ${samples}`] : []),
        );
      }
    });
  const fixed = list.filter((m) => m.status === 'fixed');
  if (fixed.length)
    out.push(
      '',
      ...fixed
        .slice(0, rowLimit)
        .map(
          ({ insight: i }) => `- ${tag.fixed}${escapeText(i.name, 240)} (${i.affectedSessions} session(s) in the base)`,
        ),
    );
  const shown = list.filter((m) => m.status !== 'fixed').length;
  if (shown > rowLimit) out.push('', `…and ${shown - rowLimit} more insight(s) in the artifact.`);
  return out.join('\n');
}

function runProblems(input: ReportInput, rowLimit: number): string {
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
  return lines.join('\n').trim();
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

const SHIFT: Record<Shift, string> = {
  earlier: '🔴 breaks earlier',
  later: '🟢 breaks later',
  same: 'unchanged',
  new: '🔴 now breaks',
  fixed: '🟢 no longer breaks',
  never: 'never breaks',
};

/** Severity sweeps: failure communication per level, where it first drops below passing, base vs head. */
function sweeps(input: ReportInput, rowLimit: number): string {
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
  return [
    '### Severity sweeps',
    '',
    markdownTable([
      ['sweep', 'levels', 'head failure_communication', 'base', 'head breaks at', 'base breaks at', ''],
      ...rows,
    ]),
    '',
    'Breaks at: the first level whose mean falls below 0.5 (passing).',
    ...(charts.length ? ['', '<details><summary>Degradation curves</summary>', '', ...charts, '', '</details>'] : []),
  ].join('\n');
}

/** Tools x tool faults: which cells the cases exercised, and how failure communication scored there. */
function coverageMatrix(input: ReportInput, rowLimit: number): string {
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
  return [
    `<details><summary>Coverage: ${exercised} of ${cov.tools.length * cov.effects.length} tool × fault cells exercised</summary>`,
    '',
    markdownTable([['tool', ...cov.effects.map((e) => e.replace(/_/g, ' '))], ...rows]),
    '',
    `Each cell: mean failure_communication where the fault fired (runs); · no case injects it. ${more}\`agent-chaos plan\` writes cases for the empty cells.`,
    '',
    '</details>',
  ].join('\n');
}

function changes(input: ReportInput): string {
  const c = input.comparison;
  if (!c || (!c.added.length && !c.removed.length)) return '';
  const list = (xs: string[]) =>
    xs
      .slice(0, 30)
      .map((x) => code(x))
      .join(', ') + (xs.length > 30 ? ` and ${xs.length - 30} more` : '');
  return [
    '### Cases on one side only (not compared)',
    ...(c.added.length ? [`- new, no baseline: ${list(c.added)}`] : []),
    ...(c.removed.length ? [`- removed (in the base only): ${list(c.removed)}`] : []),
  ].join('\n');
}

/** What judging took, and what it was estimated to take before it started. */
function spentText(u: Results['usage']): string {
  const tokens = (i: number, o: number) => `${i.toLocaleString('en')} input + ${o.toLocaleString('en')} output tokens`;
  const spent = `${u.judgeCalls} call(s), ${tokens(u.inputTokens, u.outputTokens)}, about $${u.estimatedCostUsd.toFixed(2)}`;
  if (!u.estimate) return `${spent} (estimate)`;
  const cost = u.estimate.costUsd !== undefined ? `, $${u.estimate.costUsd.toFixed(2)}` : '';
  const e = u.estimate;
  const more = e.more
    ? `; then ${e.more.what}: ${e.more.calls} call(s)${e.more.costUsd !== undefined ? `, $${e.more.costUsd.toFixed(2)}` : ''}`
    : '';
  return `${spent} (estimated before judging: ${e.calls} call(s), ${e.inputTokens.toLocaleString('en')} + ${e.outputTokens.toLocaleString('en')} tokens${cost}${more})`;
}

function usage(input: ReportInput): string {
  const u = input.head.usage;
  const judge =
    input.head.judge.provider === 'heuristic'
      ? '<sub>Judge: heuristic (offline, no cost). Scores are a rough stand-in for an LLM judge.</sub>'
      : `<sub>Judge ${escapeText(input.head.judge.model, 80)}: ${spentText(u)}.</sub>`;
  const c = input.head.judge.calibration;
  const agreement = c ? `<sub>${agreementText(c)}</sub>` : '';
  const unsure = input.head.cases
    .map((k) => ({
      name: k.name,
      runs: k.runs.filter((r) => Object.values(r.scores).some((s) => s.lowConfidence)).length,
    }))
    .filter((k) => k.runs);
  const runs = unsure.reduce((n, k) => n + k.runs, 0);
  const which = unsure.length === 1 ? 'this case' : 'these cases';
  const named = `${unsure
    .slice(0, 5)
    .map((k) => code(k.name))
    .join(', ')}${unsure.length > 5 ? ', …' : ''}`;
  const lowConfidence = unsure.length
    ? `> ⚠️ The offline judge could not judge ${runs} session(s) in ${unsure.length} case(s) (an answer in a language its word lists lack, or longer than the part it reads): their levels are guesses. Judge ${which} with an LLM judge: ${named}.`
    : '';
  const other = (input.head.notes ?? []).filter((n) => !isFaultNote(n));
  const run = input.runUrl ? `[this run](${input.runUrl})` : 'this run';
  const html = input.htmlArtifact
    ? `<sub>The whole report, with a timeline of each regressed session: report.html in the artifact ${code(input.htmlArtifact)} of ${run}.</sub>`
    : '';
  return [
    ...other.slice(0, 5).map((n) => `> ${escapeText(n, 300)}`),
    ...(lowConfidence ? [lowConfidence] : []),
    judge,
    ...(agreement ? [agreement] : []),
    ...(html ? [html] : []),
  ].join('\n\n');
}

function charts(input: ReportInput): string {
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

type Agreement = NonNullable<Results['judge']['calibration']>;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The judge's agreement with labelled sessions: the held-out figure first, the development one after. */
export function agreementText(c: Agreement): string {
  const set = c.set
    ? `${escapeText(c.set, 80)}${c.sessions ? ` (${c.sessions} sessions${c.development ? ', never tuned on' : ''})` : ''}`
    : 'the labelled calibration set';
  const dev = c.development
    ? ` On the development part it was tuned on (${c.development.sessions} sessions): ${pct(c.development.exact)} exact.`
    : '';
  const real = c.realText
    ? ` On text real LLM agents wrote (${c.realText.sessions} held-out sessions from ${escapeText(c.realText.source, 80)}, never tuned on): ${pct(c.realText.exact)} exact, ${pct(c.realText.withinOne)} within one level (${c.realText.n} labels; ${pct(c.realText.developmentExact)} exact on the ${c.realText.developmentSessions} development sessions).`
    : '';
  return `Judge agreement with ${set}: ${pct(c.exact)} exact, ${pct(c.withinOne)} within one level (Cohen's kappa ${c.kappa.toFixed(2)}, ${c.n} labels).${dev}${real}`;
}
