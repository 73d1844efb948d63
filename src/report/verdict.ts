// The headline: the verdict in words, what it rests on and what is missing.
import type { CellComparison } from '../results/compare.js';
import { code, escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { age, plural } from './words.js';

/** "5 runs a side", or "5 to 60 runs a side". */
function undecidedRuns(cells: CellComparison[]): string {
  const ns = cells.map((c) => Math.min(c.base.n, c.head.n));
  const lo = Math.min(...ns);
  const hi = Math.max(...ns);
  return `${lo === hi ? lo : `${lo} to ${hi}`} run(s) a side`;
}

/** Why cells are undecided: runs the judge could not tell (gate.ts words them), or too few runs. */
function undecidedWhy(cells: CellComparison[], unread: string | undefined): string {
  const runs = cells.filter((c) => !c.unread && !c.notCompared && !c.twoInstruments);
  const short = runs.length ? `${plural(runs.length, 'result')} could not be decided with ${undecidedRuns(runs)}` : '';
  const missing = cells.filter((c) => c.notCompared);
  const checks = [...new Set(missing.map((c) => c.evaluator))].join(', ');
  const notCompared = missing.length
    ? `${plural(missing.length, 'result')} not compared: the base has no ${checks} results and no sessions to check`
    : '';
  const mixed = cells.filter((c) => c.twoInstruments);
  const read = [...new Set(mixed.map((c) => c.evaluator))].join(', ');
  const twoInstruments = mixed.length
    ? `${plural(mixed.length, 'result')} read by two instruments: the offline judge's sure readings of ${read} were withdrawn for some runs only`
    : '';
  const counted = runs.length + missing.length + mixed.length;
  const parts = [short, notCompared, twoInstruments, unread && counted < cells.length ? unread : ''];
  return parts.filter(Boolean).join('; ');
}

/** "no drop shown; ", unless a cell read by two instruments may hide one. */
const noDrop = (undecided: CellComparison[]) => (undecided.some((c) => c.twoInstruments) ? '' : 'no drop shown; ');

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
        : `${problem ?? gate.unread ?? (gate.advisory?.decides ? gate.advisory.text : 'the gate failed')}${warnOnly}`
      : gate.verdict === 'pass'
        ? comparison
          ? unchanged.length === gated.length
            ? `no regression: ${plural(cases, 'case')} × ${plural(evaluators, 'evaluator')} unchanged`
            : `no regression: ${unchanged.length} of ${gated.length} results unchanged`
          : 'passed'
        : gate.advisory?.decides
          ? `undecided: ${gate.advisory.text} (the check passes, gate.on_undecided: pass)`
          : comparison
            ? `undecided: ${undecidedWhy(undecided, gate.unread)} (${noDrop(undecided)}the check passes, gate.on_undecided: pass)`
            : input.baseline?.next
              ? `no baseline yet: ${input.baseline.next}`
              : 'no baseline to compare with';
  return { icon, what: gate.smoke ? smokeWords(gate, what, regressedText) : what };
}

/** The smoke tier's headline: what its first round was certain of, and what needs the full run. */
function smokeWords(gate: ReportInput['gate'], what: string, regressedText: string): string {
  const s = gate.smoke!;
  const rest = s.needFull
    ? `${plural(s.needFull, 'case')} ${s.needFull === 1 ? 'needs' : 'need'} the full run (${s.howFull})`
    : '';
  if (gate.verdict === 'inconclusive') return `smoke: no regression certain; ${rest}`;
  if (gate.verdict === 'fail' && s.certain && what.startsWith(regressedText)) {
    const certain = `${plural(s.certain, 'certain regression')} in ${plural(s.cases, 'case')}`;
    return `smoke: ${certain}${rest ? `; ${rest}` : ''}${what.slice(regressedText.length)}`;
  }
  return `smoke: ${what}${rest && gate.verdict === 'pass' ? `; ${rest}` : ''}`;
}

/** The verdict in one line: the comment's first, what a reviewer reads in ten seconds. */
export function headline(input: ReportInput): string {
  const words = verdictWords(input);
  return `## ${words.icon} agent-chaos: ${escapeText(words.what, 400)}`;
}

/** What the verdict rests on (the baseline, the head's runs, the judge) and what else it says. */
export function groundsOf(input: ReportInput): string {
  const { gate, head, comparison } = input;
  const runs = head.cases.reduce((n, c) => n + c.runs.length, 0);
  const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
  const words = verdictWords(input);
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
            r !== gate.advisory?.text &&
            !(r === 'no baseline to compare with' && words.what.startsWith('no baseline yet:')) &&
            !listed(r) &&
            !(gate.missingEvidence && r.startsWith(gate.missingEvidence)),
        )
      : [];
  // Advisory results that dropped are said where a reviewer looks first, with why they do not gate.
  const advisory = gate.advisory;
  if (advisory && !advisory.decides && advisory.regressed)
    other.unshift(`${plural(advisory.regressed, 'advisory result')} dropped, not gated: ${advisory.text}`);
  return [
    `${base} Head ${code(head.git.sha.slice(0, 7))}: ${plural(head.cases.length, 'case')}, ${plural(runs, 'run')}, ${judge}.`,
    ...(other.length ? ['', ...other.slice(0, 5).map((r) => `- ${escapeText(r, 300)}`)] : []),
  ].join('\n');
}

/** The baseline in a sentence: its commit, how it was made and how old it is. */
function comparedWith(input: ReportInput): string {
  const b = input.baseline;
  const commit = b.sha ? code(b.sha.slice(0, 7)) : 'the base';
  const when = b.createdAt ? `, ${age(b.createdAt, input.now ?? Date.now())}` : '';
  const rejudged = b.rejudged ? '; the baseline was judged again with the current judge' : '';
  return `Compared with ${commit} (${escapeText(b.description, 200)}${when})${rejudged}.`;
}
