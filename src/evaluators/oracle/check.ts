// The checks no judge reads: facts of the trace (which calls were made, with what, after what), scored
// the same way under every judge. Each check gives a score, a label, the reason naming the calls,
// and findings for failure_analysis; an Evaluator wraps it (no prompt: it never asks the judge).
import type { EvaluatorName } from '../../config/schema.js';
import type { ToolCall } from '../../trace/session.js';
import { toolsOfRules } from '../../config/expand.js';
import { withKnownToolNames } from '../../trace/tool-names.js';
import type { EvalInput, Evaluator, EvaluatorResult, Finding } from '../types.js';

export interface CheckOutcome {
  score: number;
  label: string;
  reason: string;
  findings: Finding[];
}

/**
 * The input with its calls named as the checks name them (mcp__travel__book_flight read as
 * book_flight): stored traces that `eval` reads were not renamed by the runner.
 */
function namedAsChecked(input: EvalInput): EvalInput {
  const { checks } = input.facts;
  const known = [
    ...checks.side_effects.map((s) => s.tool),
    ...toolsOfRules(checks.expect),
    ...checks.injections.flatMap((i) => (i.call_tool ? [i.tool, i.call_tool] : [i.tool])),
  ];
  const { session, notes } = withKnownToolNames(input.session, known);
  return notes.length ? { ...input, session } : input;
}

/** Bumped when a check's rules change: a base checked by other rules is checked again. */
export const ORACLE_VERSION = 'oracle-1';

export function oracleEvaluator(key: EvaluatorName, check: (input: EvalInput) => CheckOutcome): Evaluator<never> {
  const run = (input: EvalInput, threshold: number): EvaluatorResult => {
    const o = check(namedAsChecked(input));
    return {
      score: { score: o.score, label: o.label, pass: o.score >= threshold, reason: o.reason, source: 'deterministic' },
    };
  };
  return {
    key,
    promptVersion: ORACLE_VERSION,
    deterministic: run,
    heuristic: run,
    request() {
      throw new Error(`${key} reads the trace only: it never asks the judge`);
    },
    fromReply: (_reply, input, threshold) => run(input, threshold),
  };
}

/** "book_flight call 2": a call named by its place among the calls of its tool. */
export function callName(calls: ToolCall[], c: ToolCall): string {
  const k = calls.filter((x) => x.name === c.name).indexOf(c) + 1;
  return `${c.name} call ${k}`;
}

export { canonicalJson as argumentsText } from '../../util/text.js';

/** A call's arguments as an object, JSON text parsed. */
export function argumentsOf(args: unknown): Record<string, unknown> {
  let v = args;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The calls in the order they started (the trace's order where times tie). */
export const inOrder = (calls: ToolCall[]): ToolCall[] =>
  calls
    .map((c, i) => ({ c, i, t: Date.parse(c.startTime) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.c);
