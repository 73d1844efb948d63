// The verdict for bots: a JSON block in an HTML comment at the end of the comment, so a review bot
// (or a script) reads the result without parsing prose, and a model reading the whole comment gets
// the verdict in a few hundred characters.
import type { ReportInput } from './input.js';

/** The block's first characters: a bot finds the JSON after them. */
export const MACHINE_TAG = '<!-- agent-chaos-result ';

/** At most this many regressed cases in the block; `regressedCases` counts them all. */
const MAX_CASES = 20;

/** The block for `data`: nothing in the JSON can close the comment, open markup or start math. */
export function blockOf(data: object): string {
  const json = JSON.stringify(data).replace(/[<>&$]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${MACHINE_TAG}${json} -->`;
}

/** The block when the run did not finish: no verdict for this commit, and the check fails. */
export function noVerdictBlock(): string {
  return blockOf({ schema: 1, verdict: 'none', blocking: true, at: new Date().toISOString() });
}

export function machineBlock(input: ReportInput): string {
  const { gate, head, comparison } = input;
  const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
  const byCase = new Map<string, string[]>();
  for (const c of regressed) byCase.set(c.case, [...(byCase.get(c.case) ?? []), c.evaluator]);
  const data = {
    schema: 1,
    verdict: gate.verdict === 'inconclusive' ? 'undecided' : gate.verdict,
    blocking: gate.blocking,
    tier: gate.smoke ? 'smoke' : 'full',
    head: head.git?.sha ?? null,
    base: input.baseline.sha ?? null,
    judge: head.judge.provider === 'heuristic' ? 'heuristic' : `${head.judge.provider} ${head.judge.model}`,
    cases: head.cases.length,
    runs: head.cases.reduce((n, c) => n + c.runs.length, 0),
    regressions: regressed.length,
    regressedCases: byCase.size,
    regressed: [...byCase].slice(0, MAX_CASES).map(([name, evaluators]) => ({ case: name, evaluators })),
    undecided: gate.undecided?.cells ?? 0,
    missing: gate.missingEvidence ?? null,
    accepted: gate.accepted?.cases ?? null,
    // For the pull request's history (history.ts): when, and what the judge spent.
    at: head.createdAt,
    judgeCalls: head.usage.judgeCalls,
    judgeCostUsd: Math.round(head.usage.estimatedCostUsd * 10_000) / 10_000,
    ...(head.usage.agent?.costUsd !== undefined ? { agentCostUsd: head.usage.agent.costUsd } : {}),
  };
  return blockOf(data);
}

/** The JSON of a body's block, for bots and tests; undefined when the body has none. */
export function readMachineBlock(body: string): unknown {
  const at = body.lastIndexOf(MACHINE_TAG);
  if (at < 0) return undefined;
  const end = body.indexOf(' -->', at);
  return end < 0 ? undefined : JSON.parse(body.slice(at + MACHINE_TAG.length, end));
}
