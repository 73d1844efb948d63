// What the report and the run summary say about the faults themselves (facts, not scores): per case,
// how often each configured fault fired, a fault that never fired although its tool was called (a
// wiring problem: the tool is not wrapped, or the MCP proxy is not in its path), and a fault whose
// tool the agent never called (the case tested nothing).
import { closest } from '../config/suggest.js';
import type { CaseResult } from './schema.js';

export interface FaultLine {
  case: string;
  tool: string;
  effect: string;
  /** Runs in which the fault fired, runs in which the agent called the tool, runs judged. */
  fired: number;
  called: number;
  runs: number;
  applyRate?: number;
  /** A fault in the agent's model calls (tool is "model"). */
  model?: boolean;
  /** Runs in which it fired and changed nothing. */
  noop?: number;
  /** Never called: the called tool it may mean (a prefixed MCP name, a misspelling). */
  meant?: string;
}

/**
 * The tool a fault's name may mean among those the agent called: one that ends with it after a
 * separator (an MCP client's "mcp__travel__search_flights", "travel.search_flights"), or the nearest
 * by edit distance.
 */
export function meantTool(tool: string, called: string[]): string | undefined {
  const prefixed = called.find(
    (c) => c.length > tool.length && c.endsWith(tool) && /[_.:/-]$/.test(c.slice(0, -tool.length)),
  );
  return (
    prefixed ??
    closest(
      tool,
      called.filter((c) => c !== tool),
    )
  );
}

export function faultLines(cases: CaseResult[]): FaultLine[] {
  const lines: FaultLine[] = [];
  for (const c of cases) {
    const judged = c.runs.filter((r) => r.facts);
    if (!judged.length) continue;
    for (const [tool, effects] of Object.entries(c.effects.tool_effects)) {
      for (const e of effects) {
        const effect = String(e.effect_type);
        const mine = judged.map((r) => r.faults.find((f) => f.tool === tool && f.effect === effect));
        const applyRate = typeof e.apply_rate === 'number' ? e.apply_rate : undefined;
        const noop = mine.filter((f) => f?.noop).length;
        const called = mine.filter((f) => f?.exercised).length;
        const meant = called ? undefined : meantTool(tool, [...new Set(judged.flatMap((r) => r.tools ?? []))]);
        lines.push({
          case: c.name,
          tool,
          effect,
          fired: mine.filter((f) => f?.fired).length,
          called,
          runs: judged.length,
          ...(applyRate !== undefined ? { applyRate } : {}),
          ...(noop ? { noop } : {}),
          ...(meant ? { meant } : {}),
        });
      }
    }
    for (const e of c.effects.model_effects ?? []) {
      const effect = String(e.effect_type);
      const mine = judged.map((r) => r.faults.find((f) => f.target === 'model' && f.effect === effect));
      const applyRate = typeof e.apply_rate === 'number' ? e.apply_rate : undefined;
      lines.push({
        case: c.name,
        tool: 'model',
        model: true,
        effect,
        fired: mine.filter((f) => f?.fired).length,
        called: mine.filter((f) => f?.exercised).length,
        runs: judged.length,
        ...(applyRate !== undefined ? { applyRate } : {}),
      });
    }
  }
  return lines;
}

/** One line per configured fault: "search_timeout: timeout on search_flights fired in 3/3 run(s)". */
export function describeFault(l: FaultLine): string {
  const rate = l.applyRate !== undefined && l.applyRate < 1 ? ` (apply_rate ${l.applyRate})` : '';
  if (l.model) {
    if (l.fired) return `${l.case}: model fault ${l.effect} fired in ${l.fired}/${l.runs} run(s).`;
    const called = l.called ? ` although the agent made model calls in ${l.called} run(s)` : '';
    return `${l.case}: model fault ${l.effect} never fired${called}${rate}: does the agent's model client read OPENAI_BASE_URL or AWS_ENDPOINT_URL_BEDROCK_RUNTIME, and use Chat Completions or Converse?`;
  }
  const meant = l.meant ? ` It called ${l.meant}: is that the tool meant? Name it so in the case's tool_effects.` : '';
  return l.called === 0
    ? `${l.case}: fault ${l.effect} on ${l.tool} was not exercised: the agent never called ${l.tool}.${meant}`
    : l.fired === 0 && l.noop
      ? `${l.case}: fault ${l.effect} on ${l.tool} changed nothing in ${l.noop} run(s): no value it could damage at these settings.`
      : l.fired === 0
        ? `${l.case}: fault ${l.effect} on ${l.tool} never fired although the agent called ${l.tool} in ${l.called} run(s)${rate}: is the tool wrapped with agent-chaos/chaos, or the MCP proxy in its path?`
        : `${l.case}: fault ${l.effect} on ${l.tool} fired in ${l.fired}/${l.runs} run(s).`;
}

/** The notes results.json carries: the faults that did not do their job (not exercised, never fired). */
export function aggregateNotes(cases: CaseResult[]): string[] {
  return faultLines(cases)
    .filter((l) => l.called === 0 || l.fired === 0)
    .map(describeFault);
}
