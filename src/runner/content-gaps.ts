// A trace that shows the tool calls but none of what went into or came out of them (Ax 24 records
// no content at all): the run is still judged on what was called and what failed, and its notes say
// what the judges could not see and how to add it.
import type { Session } from '../trace/session.js';

export const NO_TOOL_CONTENT =
  'the trace shows tool calls without their arguments or results (Ax 24 records none): judges cannot check the answer ' +
  'against what the tools returned; write gen_ai.tool.call.arguments and gen_ai.tool.call.result on each tool span ' +
  '(docs/frameworks/ax.md)';

const empty = (v: unknown) => v === null || v === undefined;

/**
 * The warning for a session whose traced tool calls carry no content, if it is one: a call that
 * succeeded and left no result says so (a failed call may well have none).
 */
export function contentGap(session: Session): string | undefined {
  const traced = session.toolCalls.filter((c) => !c.untraced);
  const bare = traced.every((c) => empty(c.arguments) && empty(c.result));
  return bare && traced.some((c) => c.status === 'ok') ? NO_TOOL_CONTENT : undefined;
}
