// Faults the injector logged, put on the tool calls of the trace they hit: call k of a tool in the
// fault log is call k of that tool in the trace. The trace may not show an injected error (a
// framework that swallows exceptions, a tool outside any span): the call is then marked failed with
// the injected error, since that is what the agent got. A fault with no call to put it on is a
// warning: the tool is probably not traced, and the run would otherwise look like one without faults.
import type { ModelFaultRecord, Session, ToolCall } from '../trace/session.js';
import type { ModelFault } from './model-faults.js';
import type { FiredFault } from './types.js';

/**
 * Placeholders, not error types: the readers' when the trace names none, OpenTelemetry's fallback
 * `_OTHER`, Mastra's `unknown`, a bare `Error`, VoltAgent's wrapper of every tool error. The injected
 * error's name replaces them.
 */
const GENERIC_TYPES = new Set(['tool_error', 'span_error', '_OTHER', 'unknown', 'Error', 'VoltAgentError']);
const ERROR_NAMES: Record<string, string> = {
  timeout: 'TimeoutError',
  network_error: 'NetworkError',
  validation_error: 'ValidationError',
  execution_error: 'ExecutionError',
  timeout_after_effect: 'TimeoutError',
  network_error_after_effect: 'NetworkError',
  server_exit: 'ConnectionClosed',
  tools_changed: 'ToolNotFound',
};
/** Faults of an MCP server as a whole (slow initialize, its tool list changing): on no call. */
const SERVER_LEVEL = '(mcp server)';

/** A call the fault log knows and the trace does not: at the session's end, arguments unknown. */
function untracedCall(f: FiredFault, session: Session, n: number): ToolCall {
  const errorName = ERROR_NAMES[f.effect];
  const at = session.toolCalls.at(-1)?.endTime ?? new Date(0).toISOString();
  return {
    name: f.tool,
    arguments: null,
    result: null,
    status: errorName ? 'error' : 'ok',
    ...(errorName ? { error: { type: errorName, message: f.detail ?? f.effect } } : {}),
    spanId: `fault-log-${n}`,
    startTime: at,
    endTime: at,
    fault: f.effect,
    faultFrom: 'harness',
    ...(f.detail ? { faultDetail: f.detail } : {}),
    ...(f.lie ? { lie: f.lie } : {}),
    untraced: true,
  };
}

export function attributeFaults(session: Session, fired: FiredFault[]): { session: Session; warnings: string[] } {
  const warnings: string[] = [];
  const toolCalls: ToolCall[] = session.toolCalls.map((c) => ({ ...c }));
  const used = new Set<ToolCall>();
  for (const f of fired) {
    if (f.target === 'model') continue; // put on model-call spans by attributeModelFaults
    if (f.noop) continue; // it fired and changed nothing: the call got its real result
    if (f.tool === SERVER_LEVEL) continue; // the fault's calls, if any, are logged on their own
    const ofTool = toolCalls.filter((c) => c.name === f.tool);
    const target = f.call !== undefined ? ofTool[f.call] : ofTool.find((c) => !used.has(c));
    if (!target) {
      const which = f.call !== undefined ? ` (call ${f.call + 1})` : '';
      warnings.push(
        `fault ${f.effect} fired on ${f.tool}${which} but the trace has no such call of ${f.tool}: is the tool traced?`,
      );
      // An unread failure is not a success: the call goes into the session from the fault log, so
      // the judges know the tool failed (or was damaged) although the trace does not show it.
      toolCalls.push(untracedCall(f, session, toolCalls.length));
      continue;
    }
    used.add(target);
    target.fault = target.fault && target.fault !== f.effect ? `${target.fault}+${f.effect}` : f.effect;
    target.faultFrom = 'harness';
    if (f.detail) target.faultDetail = target.faultDetail ? `${target.faultDetail}; ${f.detail}` : f.detail;
    if (f.lie) target.lie = f.lie;
    const errorName = ERROR_NAMES[f.effect];
    if (errorName && target.status === 'ok') {
      target.status = 'error';
      target.error = { type: errorName, message: f.detail ?? f.effect };
      target.result = null;
    } else if (errorName && target.error && GENERIC_TYPES.has(target.error.type)) {
      // The trace only says "a tool error" (an SDK's default error text read from the conversation):
      // the fault log knows which. The message stays what the agent was told.
      target.error = { ...target.error, type: errorName };
    }
  }
  return { session: { ...session, toolCalls }, warnings };
}

/**
 * What MCP servers declared of their tools (annotations, from the MCP proxy's log) on the session's
 * tool definitions, where the side-effect check reads which tools change state.
 */
export function withAnnotations(session: Session, declared: FiredFault[]): Session {
  const defs = [...(session.toolDefinitions ?? [])];
  for (const d of declared) {
    const i = defs.findIndex((t) => t.name === d.tool);
    if (i >= 0) defs[i] = { ...defs[i], annotations: d.annotations };
    else defs.push({ name: d.tool, annotations: d.annotations });
  }
  return { ...session, toolDefinitions: defs };
}

/**
 * The model proxy's faults, each on the model-call span whose time holds it (else the nearest). A
 * fault with no model-call span in the trace is a warning: the model calls are not traced.
 */
export function attributeModelFaults(
  session: Session,
  faults: ModelFault[],
  modelSpans: { spanId: string; start: number; end: number }[],
): { session: Session; warnings: string[] } {
  const warnings: string[] = [];
  const distance = (s: { start: number; end: number }, at: number) =>
    at < s.start ? s.start - at : at > s.end ? at - s.end : 0;
  const modelFaults: ModelFaultRecord[] = faults.map((f) => {
    const span = modelSpans.reduce<(typeof modelSpans)[number] | undefined>(
      (best, s) => (!best || distance(s, f.at) < distance(best, f.at) ? s : best),
      undefined,
    );
    if (!span)
      warnings.push(
        `model fault ${f.effect} fired on model call ${f.call + 1} but the trace has no model-call span: are the model calls traced?`,
      );
    return {
      effect: f.effect,
      call: f.call,
      detail: f.detail,
      ...(span ? { spanId: span.spanId } : {}),
      ...(f.recovered ? { recovered: true } : {}),
    };
  });
  return { session: { ...session, modelFaults }, warnings };
}
