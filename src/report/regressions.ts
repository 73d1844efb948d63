// What regressed: a row per case with its evidence, and the sessions behind the regressions quoted.
import { type CellComparison, changeText } from '../results/compare.js';
import type { ToolCall } from '../trace/session.js';
import { code, escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { reasonText } from './words.js';

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
        change: changeText(c),
      })),
      evidence,
    };
  });
}

/**
 * A list, not a table: at a phone's width (390 px) a table's evidence column scrolls out of sight,
 * while a list item wraps, with the evidence under the case it belongs to.
 */
export function regressions(input: ReportInput, rowLimit: number): string {
  const byCase = regressionRows(input);
  if (!byCase.length) return '';
  const items = byCase
    .slice(0, rowLimit)
    .flatMap((r) => [
      `- **${escapeText(r.case, 60)}**: ${r.drops.map((d) => `${escapeText(d.evaluator, 40)} ${d.change}`).join('; ')}`,
      `  <br>↳ ${escapeText(r.evidence, 160)}`,
    ]);
  const out = [
    '### What regressed',
    '',
    '<sub>base → head, [95% CI of the change]; evidence: its worst run</sub>',
    '',
    ...items,
  ];
  if (byCase.length > rowLimit)
    out.push('', `…and ${byCase.length - rowLimit} more regressed case(s) in results.json.`);
  // The full SHA: an acceptance counts for exactly that commit (results/accept.ts).
  const sha = input.head.git?.sha?.toLowerCase();
  const acc = input.gate.accepted;
  if (acc) {
    const by = acc.by.map((b) => escapeText(`@${b}`, 40)).join(', ');
    const cases = acc.cases.map((c) => escapeText(c, 60)).join(', ');
    out.push(
      '',
      `Accepted as intended by ${by} for ${code(acc.sha.slice(0, 7))}: ${cases}. A new push makes it stale.`,
    );
  } else if (input.gate.blocking && sha && /^[0-9a-f]{40}$/.test(sha)) {
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

/** Each session behind a regression, quoted once, with every evaluator's judgement of it. */
export function regressionSessions(input: ReportInput, rowLimit: number): string {
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
