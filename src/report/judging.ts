// The footer: what judging cost against its estimate, how far the judge agrees with labels, and
// the notes a reviewer should see.
import { admissionLine } from '../evaluators/admission.js';
import { controlsText } from '../evaluators/control-outcome.js';
import { type Results, unreadScore } from '../results/schema.js';
import { dollars, unpricedText } from '../results/agent-cost.js';
import { code, escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { isFaultNote } from './words.js';

const tokens = (i: number, o: number) => `${i.toLocaleString('en')} input + ${o.toLocaleString('en')} output tokens`;

/** The evaluators that do not gate, read by the offline judge past the LLM judge's sample of each case. */
function sampledText(s: Results['usage']['sampled']): string {
  if (!s?.readings) return '';
  const which = escapeText(s.evaluators.join(', '), 200);
  return `; ${s.readings} reading(s) of ${which} (not gated) by the offline judge, past the ${s.runs} run(s) a case the LLM judge read`;
}

/** What judging took, and what it was estimated to take before it started. */
function spentText(u: Results['usage']): string {
  const reused = u.reused ? ` (and ${u.reused} answered by an earlier reading of the same transcript)` : '';
  const o = u.offline;
  const gone = o?.withdrawn.length ? ` (withdrawn for ${escapeText(o.withdrawn.join(', '), 200)})` : '';
  const offline = o?.sure
    ? `; ${o.sure} reading(s) by the offline judge where it is sure, ${o.audited} of them audited by the LLM judge, ${o.disagreed} read otherwise${gone}`
    : '';
  const spent = `${u.judgeCalls} call(s)${reused}, ${tokens(u.inputTokens, u.outputTokens)}, about $${u.estimatedCostUsd.toFixed(2)}${offline}${sampledText(u.sampled)}`;
  if (!u.estimate) return `${spent} (estimate)`;
  const cost = u.estimate.costUsd !== undefined ? `, $${u.estimate.costUsd.toFixed(2)}` : '';
  const e = u.estimate;
  const more = e.more
    ? `; then ${e.more.what}: ${e.more.calls} call(s)${e.more.costUsd !== undefined ? `, $${e.more.costUsd.toFixed(2)}` : ''}`
    : '';
  return `${spent} (estimated before judging: ${e.calls} call(s), ${e.inputTokens.toLocaleString('en')} + ${e.outputTokens.toLocaleString('en')} tokens${cost}${more})`;
}

/**
 * The run's notes (what was read how, what the config changed, what the judge could not tell):
 * said under the verdict's grounds, where a reviewer reads them, not in the footer.
 */
export function runNotes(input: ReportInput): string {
  const unsure = input.head.cases
    .map((k) => ({
      name: k.name,
      runs: k.runs.filter((r) => Object.values(r.scores).some(unreadScore)).length,
    }))
    .filter((k) => k.runs);
  const runs = unsure.reduce((n, k) => n + k.runs, 0);
  const which = unsure.length === 1 ? 'this case' : 'these cases';
  const named = `${unsure
    .slice(0, 5)
    .map((k) => code(k.name))
    .join(', ')}${unsure.length > 5 ? ', …' : ''}`;
  const lowConfidence = unsure.length
    ? `> ⚠️ The offline judge could not tell ${runs} session(s) in ${unsure.length} case(s) (each score says why): it gave no level, and their results stay undecided. Judge ${which} with an LLM judge: ${named}.`
    : '';
  const other = (input.head.notes ?? []).filter((n) => !isFaultNote(n));
  return [...other.slice(0, 5).map((n) => `> ${escapeText(n, 300)}`), ...(lowConfidence ? [lowConfidence] : [])].join(
    '\n\n',
  );
}

/** The agent's own model calls in money, from its traces' tokens (results/agent-cost.ts). */
export function agentCostText(a: NonNullable<Results['usage']['agent']>): string {
  const money = a.costUsd !== undefined ? `, about ${dollars(a.costUsd)}` : '';
  const unpriced = unpricedText(a.unpriced.map((m) => escapeText(m, 80)));
  const unnamed = a.unnamedTokens ? `; ${a.unnamedTokens.toLocaleString('en')} tokens on spans that name no model` : '';
  return `${a.sessions} session(s), ${tokens(a.inputTokens, a.outputTokens)}${money}${unpriced}${unnamed}`;
}

export function usage(input: ReportInput, withHtml = true): string {
  const html = withHtml ? htmlLine(input) : '';
  const agent = input.head.usage.agent
    ? `<sub>The agent's model calls: ${agentCostText(input.head.usage.agent)} (an estimate from its traces' token counts).</sub>`
    : '';
  const u = input.head.usage;
  const judge =
    input.head.judge.provider === 'heuristic'
      ? '<sub>Judge: heuristic (offline, no cost). Scores are a rough stand-in for an LLM judge.</sub>'
      : `<sub>Judge ${escapeText(input.head.judge.model, 80)}: ${spentText(u)}.</sub>`;
  const c = input.head.judge.calibration;
  const agreement = c ? `<sub>${agreementText(c)}</sub>` : '';
  const planted = input.head.judge.controls;
  const controls = planted ? `<sub>Controls: ${escapeText(controlsText(planted), 400)}.</sub>` : '';
  const admitted = input.head.judge.admission;
  const admission = admitted ? `<sub>Admission: ${escapeText(admissionLine(admitted), 600)}.</sub>` : '';
  const drift = driftText(input.head.judge);
  return [
    ...(agent ? [agent] : []),
    judge,
    ...(controls ? [controls] : []),
    ...(admission ? [admission] : []),
    ...(drift ? [drift] : []),
    ...(agreement ? [agreement] : []),
    ...(html ? [html] : []),
  ].join('\n\n');
}

/** Where report.html is, when the run uploaded it. */
export function htmlLine(input: ReportInput): string {
  const run = input.runUrl ? `[this run](${input.runUrl})` : 'this run';
  return input.htmlArtifact
    ? `<sub>The whole report, with a timeline of each regressed session: report.html in the artifact ${code(input.htmlArtifact)} of ${run}.</sub>`
    : '';
}

/** What differs between this run's judge and the base's or the certificate's, in a line. */
function driftText(j: Results['judge']): string {
  const lines = [
    ...(j.baseJudge ? [`the base was judged by ${j.baseJudge}; its sessions were judged again by this judge`] : []),
    ...(j.admission?.drift ?? []),
  ];
  return lines.length ? `<sub>Judge drift: ${escapeText(lines.join('; '), 600)}.</sub>` : '';
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
  const r = c.realText;
  const told = r?.abstained !== undefined ? `, could not tell ${r.abstained} more` : '';
  const real = r
    ? ` On text real LLM agents wrote (${r.sessions} held-out sessions from ${escapeText(r.source, 80)}, never tuned on): ${pct(r.exact)} exact, ${pct(r.withinOne)} within one level (${r.n} labels${told}; ${pct(r.developmentExact)} exact on the ${r.developmentSessions} development sessions).`
    : '';
  return `Judge agreement with ${set}: ${pct(c.exact)} exact, ${pct(c.withinOne)} within one level (Cohen's kappa ${c.kappa.toFixed(2)}, ${c.n} labels).${dev}${real}`;
}
