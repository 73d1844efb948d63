// Plain-text score formatting for the terminal.
import type { Score } from '../evaluators/types.js';
import type { Session } from '../trace/session.js';
import { asText } from '../util/text.js';
import { describeFault, faultLines } from '../results/notes.js';
import type { BaselineInfo } from '../results/baseline.js';
import type { Comparison } from '../results/compare.js';
import type { GateOutcome } from '../results/gate.js';
import type { Results } from '../results/schema.js';
import { verdictWords } from '../report/markdown.js';
import { clip } from '../trace/content.js';
import type { CliIO } from './io.js';
import { dollars, unpricedText } from '../results/agent-cost.js';

export const formatScore = (s: Score | { score: number | null; label: string }): string =>
  s.score === null ? `– (${s.label})` : /^\d/.test(s.label) ? s.score.toFixed(2) : `${s.score.toFixed(2)} ${s.label}`;

/** Case x evaluator means with their run counts and intervals. */
export function summaryTable(results: Results): string {
  const evaluators = Object.keys(results.cases[0]?.summary ?? {});
  const rows = [['case', ...evaluators]];
  for (const c of results.cases) {
    rows.push([
      c.name,
      ...evaluators.map((e) => {
        const s = c.summary[e];
        if (!s || s.mean === null) return '–';
        const ci = s.ci && s.n > 1 ? ` [${s.ci[0].toFixed(2)}, ${s.ci[1].toFixed(2)}]` : '';
        return `${s.mean.toFixed(2)} (n=${s.n})${ci}`;
      }),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r, j) => {
      const line = r.map((cell, i) => cell.padEnd(widths[i])).join('  ');
      return j === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}

/** The results as the terminal shows them: table, runs without a score, insights, notes, usage. */
export function printResults(results: Results, io: CliIO): void {
  io.out(summaryTable(results));
  // failure_analysis reads the other way round from the rest; say so where its number is shown.
  if (results.cases.some((c) => c.summary.failure_analysis))
    io.out(
      '(failure_analysis: share of sessions where failures were found, higher is worse; the others: higher is better)',
    );
  const unscored = results.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'ok').map((r) => ({ c, r })));
  if (unscored.length) {
    io.out('\nRuns that did not end well:');
    for (const { c, r } of unscored) io.out(`  ${c.name} #${r.repeat}: ${r.status}: ${clip(r.error ?? '', 200)}`);
  }
  if (results.insights.length) {
    io.out('\nFailure insights (largest first):');
    const shown = results.insights.slice(0, 8);
    // Titles that one width would cut into the same words are shown whole enough to tell apart.
    const title = (name: string) =>
      shown.some((o) => o.name !== name && clip(o.name, 100) === clip(name, 100)) ? clip(name, 240) : clip(name, 100);
    for (const i of shown) {
      io.out(`  ${i.affectedSessions} session(s): ${title(i.name)}`);
      const fix = i.rootCauses[0]?.suggestedFix;
      if (fix) io.out(`      fix: ${clip(fix, 140)}`);
    }
  }
  const faults = faultLines(results.cases);
  if (faults.length) {
    io.out('\nFaults:');
    for (const l of faults) io.out(`  ${describeFault(l)}`);
  }
  for (const n of (results.notes ?? []).filter((n) => !faults.some((l) => n === describeFault(l))))
    io.out(`note: ${clip(n, 300)}`);
  const u = results.usage;
  if (u.agent) io.out(`agent: ${agentLine(u.agent)}`);
  if (results.judge.provider !== 'heuristic')
    io.out(
      `judge: ${u.judgeCalls} call(s), ${u.inputTokens}+${u.outputTokens} tokens, ~$${u.estimatedCostUsd.toFixed(4)}`,
    );
}

/** The agent's model calls in money, plain: "48 session(s), 9,900+3,100 tokens, about $0.0021 (travel-policy-v1 ...)". */
function agentLine(a: NonNullable<Results['usage']['agent']>): string {
  const money = a.costUsd !== undefined ? `, about ${dollars(a.costUsd)}` : '';
  return `${a.sessions} session(s), ${a.inputTokens}+${a.outputTokens} tokens${money}${unpricedText(a.unpriced)}, from its traces`;
}

/** A session for the terminal (`agent-chaos inspect`): input, each tool call with its outcome, answer. */
export function sessionText(s: Session, width = 160): string {
  const lines: string[] = [];
  const failed = s.toolCalls.filter((c) => c.status === 'error').length;
  lines.push(
    `session ${s.sessionId}  [${s.dialect}]  ${s.traceIds.length} trace(s), ${s.modelCalls} model call(s), ` +
      `${s.toolCalls.length} tool call(s) (${failed} failed), ${s.usage.inputTokens}+${s.usage.outputTokens} tokens, ${s.durationMs} ms`,
  );
  lines.push(`  input:  ${clip(s.input || '(none found)', width)}`);
  for (const c of s.toolCalls) {
    const mark = c.status === 'ok' ? '✓' : '✗';
    const detail = c.status === 'ok' ? asText(c.result) : `${c.error?.type}: ${c.error?.message}`;
    const fault = c.fault ? ` [fault: ${c.fault}]` : '';
    lines.push(`  ${mark} ${c.name}(${clip(asText(c.arguments), 60)})${fault}  span ${c.spanId}`);
    if (detail) lines.push(`      -> ${clip(detail, width - 8)}`);
  }
  lines.push(`  answer: ${clip(s.finalAnswer || '(none found)', width)}`);
  return lines.join('\n');
}

/** How many of the gate's reasons the terminal lists; the rest are in report.md. */
const TERMINAL_REASONS = 10;

/** The verdict as the terminal says it: the headline's words with their counts, then the reasons. */
export function printVerdict(
  r: { gate: GateOutcome; comparison?: Comparison; baseline: { info: BaselineInfo }; report: string },
  io: CliIO,
): void {
  const { gate } = r;
  const { what } = verdictWords({ gate: r.gate, comparison: r.comparison, baseline: r.baseline.info });
  io.out(`gate: ${gate.verdict}: ${what}`);
  const shown = gate.reasons.slice(0, TERMINAL_REASONS);
  for (const reason of shown) io.out(`  - ${reason}`);
  if (gate.reasons.length > shown.length)
    io.out(`  … ${shown.length} of ${gate.reasons.length} reasons shown; all of them in ${r.report}`);
}
