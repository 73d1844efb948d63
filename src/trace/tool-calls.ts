// Tool calls from tool spans (with every way a framework marks a failure), or, for traces that have
// no tool spans, from the conversation: requests paired with their results by call id.
import { asText, canonicalJson, isRecord } from '../util/text.js';
import { type ToolRequest, parseMaybeJson } from './content.js';
import { str } from './dialects/reader.js';
import { type Node, ioOf, nearest } from './nodes.js';
import type { ToolCall } from './session.js';
import { isoTime } from './span.js';

function resultError(result: unknown): string | undefined {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return undefined;
  const r = result as Record<string, any>;
  if (r.isError === true || String(r.status).toLowerCase() === 'error')
    return typeof r.content === 'string' ? r.content : JSON.stringify(r.content ?? r);
  if (r.error !== undefined && r.error !== null && r.error !== false)
    return typeof r.error === 'string' ? r.error : JSON.stringify(r.error);
  return undefined;
}

/**
 * A result that is MCP content, text blocks only ([{type: "text", text: "{...}"}], what an MCP tool
 * returns and the Claude Agent SDK's instrumentation records): its text, parsed when it is JSON.
 */
function contentValue(result: unknown): unknown {
  if (!Array.isArray(result) || !result.length) return result;
  if (!result.every((b) => isRecord(b) && b.type === 'text' && typeof b.text === 'string')) return result;
  return parseMaybeJson(result.map((b) => b.text).join('\n'));
}

export function toolCallOf(n: Node): ToolCall {
  const { span } = n;
  const facts = n.reader.tool(span);
  const a = span.attributes;
  const exception = span.events.find((e) => e.name === 'exception');
  // A tool that fails through a client library often records the exception on a child span only.
  const failedChild = n.children.find((c) => c.span.status.code === 'ERROR');
  const childException = failedChild?.span.events.find((e) => e.name === 'exception');
  const fromResult = resultError(facts.result);
  const failed =
    span.status.code === 'ERROR' ||
    facts.status?.toLowerCase() === 'error' ||
    a['error.type'] !== undefined ||
    !!exception ||
    fromResult !== undefined;
  const call: ToolCall = {
    name: facts.name,
    callId: facts.callId,
    arguments: facts.arguments ?? null,
    result: contentValue(facts.result ?? null),
    status: failed ? 'error' : 'ok',
    spanId: span.spanId,
    agentSpanId: nearest(n, 'agent')?.span.spanId,
    startTime: isoTime(span.start),
    endTime: isoTime(span.end),
  };
  if (failed) {
    const recordedType =
      str(a['error.type']) ??
      str(exception?.attributes['exception.type']) ??
      str(childException?.attributes['exception.type']);
    // A result such as {error: "TimeoutError: ..."} (a caught error handed back to the model) names
    // its type when nothing else does.
    const thrown = recordedType || fromResult === undefined ? null : THROWN.exec(fromResult.trim());
    const type = recordedType ?? thrown?.[1] ?? (span.status.code === 'ERROR' ? 'span_error' : 'tool_error');
    const message =
      str(exception?.attributes['exception.message']) ??
      thrown?.[2] ??
      fromResult ??
      span.status.message ??
      ((facts.status?.toLowerCase() === 'error' ? asText(facts.result) : '') ||
        failedChild?.span.status.message ||
        `${facts.name} failed (status ERROR, no message recorded)`);
    // A message with the stack appended names the error's type: keep the type, drop the stack.
    const stacked = withStack(message);
    call.error = stacked
      ? { type: type === 'span_error' ? stacked.type : type, message: stacked.message }
      : { type, message };
  }
  const fault = str(a['agent_chaos.fault']);
  if (fault) call.fault = fault;
  if (!call.callId) delete call.callId;
  if (!call.agentSpanId) delete call.agentSpanId;
  return call;
}

/**
 * The text an agent SDK sends the model in place of a failed tool's result by default: without a
 * tool span this text is the only sign of the failure. OpenAI Agents (JS and Python): "An error
 * occurred while running the tool. Please try again." (+ " Error: ..."); LangGraph's ToolNode:
 * "Error: ...\n Please fix your mistakes.".
 */
const DEFAULT_ERROR_TEXTS = [
  /^An error occurred while running the tool\b/i,
  /^Error: [\s\S]*Please fix your mistakes\.?\s*$/,
];

/**
 * A thrown error written as the result (`${err.name}: ${err.message}`, what String(err) gives): an
 * agent that sends a failed call back to the model this way (Anthropic's tool_result with is_error,
 * whose flag OpenLLMetry's Anthropic instrumentation does not record) failed that call.
 */
const THROWN = /^([A-Z][A-Za-z0-9]*(?:Error|Exception)): (\S[\s\S]*)$/;

/** Why a result read from the conversation is a failure, if it is one, and the error's type when it names one. */
function messageResultError(text: string): { message: string; type?: string } | undefined {
  const parsed = parseMaybeJson(text);
  const fromResult = resultError(parsed);
  if (fromResult !== undefined) return { message: fromResult };
  const trimmed = text.trim();
  const thrown = THROWN.exec(trimmed);
  if (thrown) return { message: thrown[2], type: thrown[1] };
  return DEFAULT_ERROR_TEXTS.some((re) => re.test(trimmed)) ? { message: trimmed } : undefined;
}

/**
 * A status message with the stack appended ("msg\n\nTimeoutError: msg\n    at ...", as
 * OpenInference's LangChain instrumentation writes it): the error's type and its message alone.
 */
function withStack(message: string | undefined): { type: string; message: string } | undefined {
  const m = message?.match(/^([\s\S]*?)\n\n([A-Za-z_$][\w$.]*): [^\n]*\n\s+at /);
  return m ? { type: m[2], message: m[1] } : undefined;
}

/** Tool calls seen only in the conversation (no tool span): requests paired with their results. */
export function toolCallsFromMessages(llms: Node[]): ToolCall[] {
  const calls: ToolCall[] = [];
  const byId = new Map<string, ToolCall>();
  const ios = llms.map((n) => ioOf(n));
  llms.forEach((n, i) => {
    for (const m of ios[i].output) {
      for (const req of m.toolCalls) {
        if (req.id && byId.has(req.id)) continue;
        const call: ToolCall = {
          name: req.name,
          arguments: req.arguments ?? null,
          result: null,
          status: 'ok',
          spanId: n.span.spanId,
          startTime: isoTime(n.span.end),
          endTime: isoTime(n.span.end),
        };
        if (req.id) {
          call.callId = req.id;
          byId.set(req.id, call);
        }
        calls.push(call);
      }
    }
  });
  // Results may be logged before the request that asked for them (event order), so pair them last.
  for (const io of ios) {
    for (const m of [...io.input, ...io.output]) {
      for (const r of m.toolResults) {
        const call = r.id ? byId.get(r.id) : undefined;
        if (call && call.result === null && (r.text || r.error)) {
          // Parsed as a tool span's result is, so both give the same data to compare and judge.
          call.result = parseMaybeJson(r.text);
          const failure = messageResultError(r.text);
          if (r.error || failure) {
            call.status = 'error';
            call.error = { type: failure?.type ?? 'tool_error', message: failure?.message ?? r.text };
          }
        }
      }
    }
  }
  return calls;
}

/**
 * What a tool span leaves out, from the model's requests: a one-argument tool's input recorded as the
 * bare value ("UA1234"), and the name of a tool its span does not name (LangChain under OpenLLMetry
 * names the class; a failed call has no ToolMessage). A call takes its request by call id, else the
 * unclaimed request with the same arguments, else the same tool's k-th request (the next unclaimed one
 * for an unnamed call).
 */
export function withRequests(calls: ToolCall[], llms: Node[], all: Node[]): void {
  const hasObject = (c: ToolCall) => c.arguments !== null && typeof c.arguments === 'object';
  if (calls.every((c) => hasObject(c) && c.name)) return; // the usual case: no model call needs reading again
  const requested = llms.flatMap((n) => ioOf(n).output.flatMap((m) => m.toolCalls));
  // A model span that records only text (OpenLLMetry's LangChain chat spans): the requests are in
  // the messages the other spans carry (a graph's state), each once by its id.
  if (calls.some((c) => !c.name) && !requested.some((r) => r.name)) requested.push(...requestsInMessages(all));
  const claimed = new Set<(typeof requested)[number]>();
  for (const c of calls) {
    const byId = c.callId ? requested.find((r) => r.id === c.callId) : undefined;
    if (byId) claimed.add(byId);
  }
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
  const seen = new Map<string, number>();
  for (const c of calls) {
    const k = seen.get(c.name) ?? 0;
    seen.set(c.name, k + 1);
    if (hasObject(c) && c.name) continue;
    const open = requested.filter((r) => !claimed.has(r));
    const req =
      (c.callId ? requested.find((r) => r.id === c.callId) : undefined) ??
      (c.name
        ? requested.filter((r) => r.name === c.name)[k]
        : (open.find((r) => same(r.arguments, c.arguments)) ?? open[0]));
    if (!req) continue;
    claimed.add(req);
    if (!c.name) c.name = req.name;
    if (!hasObject(c) && req.arguments && typeof req.arguments === 'object') c.arguments = req.arguments;
    if (!c.callId && req.id) c.callId = req.id;
  }
}

function requestsInMessages(all: Node[]): ToolRequest[] {
  const byId = new Map<string, ToolRequest>();
  for (const n of all)
    for (const m of [...ioOf(n).input, ...ioOf(n).output])
      for (const r of m.toolCalls) if (r.id && r.name && !byId.has(r.id)) byId.set(r.id, r);
  return [...byId.values()];
}
