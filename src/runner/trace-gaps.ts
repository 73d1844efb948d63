// What a run's trace leaves out of the tool calls the judges need: calls without content (Ax 24
// records none), or no call at all where the model asked for tools (OpenLLMetry's LlamaIndex
// instrumentation records none). The run is still judged; its notes say what the judges could not
// see and how to add it.
import type { Session } from '../trace/session.js';

export const NO_TOOL_CONTENT =
  'the trace shows tool calls without their arguments or results (Ax 24 records none): judges cannot check the answer ' +
  'against what the tools returned; write gen_ai.tool.call.arguments and gen_ai.tool.call.result on each tool span ' +
  '(docs/frameworks/ax.md)';

export const NO_TOOL_CALLS =
  'the model asked for tools but the trace shows no tool call (OpenLLMetry records none for LlamaIndex): judges cannot ' +
  'see what the tools returned, so a right answer may read as made up; give each tool a span (docs/frameworks.md)';

const empty = (v: unknown) => v === null || v === undefined;

/**
 * The warnings for a session whose tool calls the judges cannot see. Calls without content count
 * when one succeeded (a failed call may well have no result).
 */
export function traceGaps(session: Session): string[] {
  const traced = session.toolCalls.filter((c) => !c.untraced);
  if (!traced.length) return session.toolRequests ? [NO_TOOL_CALLS] : [];
  const bare = traced.every((c) => empty(c.arguments) && empty(c.result));
  return bare && traced.some((c) => c.status === 'ok') ? [NO_TOOL_CONTENT] : [];
}
