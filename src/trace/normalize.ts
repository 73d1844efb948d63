// Spans of any dialect -> normalized sessions. Dialect readers say what each span is (agent run,
// model call, tool call) and what it carries; this module groups, orders and assembles.
import type { Msg } from './content.js';
import { genai, strands } from './dialects/genai.js';
import { openinference } from './dialects/openinference.js';
import { openllmetry } from './dialects/openllmetry.js';
import { type DialectReader, type SpanRole, type Usage, str } from './dialects/reader.js';
import type { Dialect, Message, Session, ToolCall } from './session.js';
import { type LogRecord, type Span, type TraceBatch, isoTime } from './span.js';

// Most specific first; genai claims everything else.
const READERS: DialectReader[] = [openinference, openllmetry, strands, genai];
const DIALECT_RANK: Dialect[] = ['openinference', 'openllmetry', 'strands', 'genai'];
const LOG_ONLY = 'agent_chaos.log_only';

/** Joins log records to their spans as events; logs with no span become spans of their own. */
export function attachLogs(spans: Span[], logs: LogRecord[]): Span[] {
  if (!logs.length) return spans;
  const byId = new Map<string, Span>();
  for (const s of spans) byId.set(s.spanId, s);
  const orphans = new Map<string, Span>();
  for (const l of logs) {
    const event = { name: l.eventName ?? l.scope, time: l.time, attributes: l.attributes, body: l.body };
    const span = l.spanId ? byId.get(l.spanId) : undefined;
    if (span) {
      span.events.push(event);
      continue;
    }
    if (!l.traceId) continue;
    const key = `${l.traceId}/${l.spanId ?? ''}`;
    let orphan = orphans.get(key);
    if (!orphan) {
      orphan = {
        traceId: l.traceId,
        spanId: l.spanId ?? '',
        name: l.scope || event.name,
        kind: 'INTERNAL',
        start: l.time,
        end: l.time,
        attributes: { 'session.id': l.attributes['session.id'] ?? l.resource['session.id'] ?? null },
        resource: l.resource,
        scope: l.scope,
        status: { code: 'UNSET' },
        events: [],
      };
      orphans.set(key, orphan);
    }
    orphan.events.push(event);
    orphan.start = Math.min(orphan.start, l.time);
    orphan.end = Math.max(orphan.end, l.time);
  }
  // A log-only span of model events is a model call: that is how botocore and ADK record them. One
  // with input/output bodies (Strands, OpenLLMetry through ADOT, span records missing) may be an
  // agent, a model or a tool step: its content is read like a model call's but it is not counted.
  for (const o of orphans.values()) {
    if (o.events.some((e) => e.name === 'gen_ai.choice' || e.name === 'gen_ai.user.message')) o.attributes['gen_ai.operation.name'] = 'chat';
    else if (o.events.some((e) => e.body && typeof e.body === 'object' && ('input' in e.body || 'output' in e.body))) {
      o.attributes['gen_ai.operation.name'] = 'chat';
      o.attributes[LOG_ONLY] = true;
    }
  }
  // Log records arrive in any order (CloudWatch exports are not sorted); content is read in time order.
  const touched = new Set<Span>();
  for (const l of logs) {
    const span = l.spanId ? byId.get(l.spanId) : undefined;
    if (span) touched.add(span);
  }
  for (const s of [...touched, ...orphans.values()]) s.events.sort((a, b) => a.time - b.time);
  return orphans.size ? [...spans, ...orphans.values()] : spans;
}

function sessionKey(trace: Span[]): string {
  for (const key of ['session.id', 'gen_ai.conversation.id']) {
    for (const s of trace) {
      const v = str(s.attributes[key]) ?? str(s.resource[key]);
      if (v) return v;
    }
  }
  return trace[0].traceId;
}

/** Groups spans into sessions: by session.id, then gen_ai.conversation.id, then trace id. */
export function normalize(batch: TraceBatch): Session[] {
  const spans = attachLogs(batch.spans, batch.logs);
  const traces = new Map<string, Span[]>();
  for (const s of spans) {
    let t = traces.get(s.traceId);
    if (!t) traces.set(s.traceId, (t = []));
    t.push(s);
  }
  const sessions = new Map<string, Span[][]>();
  for (const trace of traces.values()) {
    const key = sessionKey(trace);
    let list = sessions.get(key);
    if (!list) sessions.set(key, (list = []));
    list.push(trace);
  }
  return [...sessions].map(([id, ts]) => buildSession(id, ts));
}

interface Node {
  span: Span;
  reader: DialectReader;
  role: SpanRole;
  parent?: Node;
  children: Node[];
  depth: number;
}

const hasAncestor = (n: Node, role: SpanRole): boolean => {
  for (let p = n.parent; p; p = p.parent) if (p.role === role) return true;
  return false;
};
const nearest = (n: Node, role: SpanRole): Node | undefined => {
  for (let p = n.parent; p; p = p.parent) if (p.role === role) return p;
  return undefined;
};

function buildNodes(spans: Span[]): Node[] {
  const byId = new Map<string, Node>();
  const nodes = spans.map((span) => {
    const reader = READERS.find((r) => r.claims(span)) ?? genai;
    const node: Node = { span, reader, role: 'other', children: [], depth: 0 };
    byId.set(span.spanId, node);
    return node;
  });
  for (const n of nodes) {
    const p = n.span.parentSpanId ? byId.get(n.span.parentSpanId) : undefined;
    if (p && p !== n) {
      n.parent = p;
      p.children.push(n);
    }
  }
  for (const n of nodes) {
    let d = 0;
    for (let p = n.parent; p && d < 1000; p = p.parent) d++;
    n.depth = d;
    n.role = n.reader.role(n.span, !n.parent);
  }
  return nodes.sort((a, b) => a.span.start - b.span.start || a.depth - b.depth);
}

const textOf = (msgs: Msg[], role: Msg['role']): string => {
  for (let i = msgs.length - 1; i >= 0; i--) if (msgs[i].role === role && msgs[i].text.trim()) return msgs[i].text;
  return '';
};

/** The text a model call answered with; an outer call without content borrows its inner call's. */
function llmOutput(n: Node): Msg[] {
  const out = n.reader.io(n.span).output;
  if (out.some((m) => m.text || m.toolCalls.length)) return out;
  for (const c of n.children) {
    if (c.role === 'llm') {
      const inner = llmOutput(c);
      if (inner.length) return inner;
    }
  }
  return out;
}

function llmUsage(n: Node): Usage | undefined {
  const own = n.reader.usage(n.span);
  if (own) return own;
  let found: Usage | undefined;
  for (const c of n.children) {
    const u = c.role === 'llm' ? llmUsage(c) : undefined;
    if (u) found = { inputTokens: (found?.inputTokens ?? 0) + u.inputTokens, outputTokens: (found?.outputTokens ?? 0) + u.outputTokens };
  }
  return found;
}

function resultError(result: unknown): string | undefined {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return undefined;
  const r = result as Record<string, any>;
  if (r.isError === true || String(r.status).toLowerCase() === 'error') return typeof r.content === 'string' ? r.content : JSON.stringify(r.content ?? r);
  if (r.error !== undefined && r.error !== null && r.error !== false) return typeof r.error === 'string' ? r.error : JSON.stringify(r.error);
  return undefined;
}

const asText = (v: unknown): string => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

function toolCallOf(n: Node): ToolCall {
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
    result: facts.result ?? null,
    status: failed ? 'error' : 'ok',
    spanId: span.spanId,
    agentSpanId: nearest(n, 'agent')?.span.spanId,
    startTime: isoTime(span.start),
    endTime: isoTime(span.end),
  };
  if (failed) {
    const type =
      str(a['error.type']) ??
      str(exception?.attributes['exception.type']) ??
      str(childException?.attributes['exception.type']) ??
      (span.status.code === 'ERROR' ? 'span_error' : 'tool_error');
    const message =
      str(exception?.attributes['exception.message']) ??
      fromResult ??
      span.status.message ??
      ((facts.status?.toLowerCase() === 'error' ? asText(facts.result) : '') ||
        failedChild?.span.status.message ||
        `${facts.name} failed (status ERROR, no message recorded)`);
    call.error = { type, message };
  }
  const fault = str(a['agent_chaos.fault']);
  if (fault) call.fault = fault;
  if (!call.callId) delete call.callId;
  if (!call.agentSpanId) delete call.agentSpanId;
  return call;
}

/** Tool calls seen only in the conversation (no tool span): requests paired with their results. */
function toolCallsFromMessages(llms: Node[]): ToolCall[] {
  const calls: ToolCall[] = [];
  const byId = new Map<string, ToolCall>();
  const ios = llms.map((n) => n.reader.io(n.span));
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
          call.result = r.text;
          if (r.error) {
            call.status = 'error';
            call.error = { type: 'tool_error', message: r.text };
          }
        }
      }
    }
  }
  return calls;
}

function buildSession(sessionId: string, traces: Span[][]): Session {
  const ordered = traces
    .map((t) => buildNodes(t))
    .sort((a, b) => a[0].span.start - b[0].span.start);
  const all = ordered.flat();
  let dialect: Dialect = 'genai';
  for (const n of all) if (DIALECT_RANK.indexOf(n.reader.name) < DIALECT_RANK.indexOf(dialect)) dialect = n.reader.name;

  const llms = all.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
  const toolNodes = all.filter((n) => n.role === 'tool');
  const toolCalls = toolNodes.length ? toolNodes.map(toolCallOf) : toolCallsFromMessages(llms);
  const callBySpan = new Map(toolNodes.length ? toolCalls.map((c) => [c.spanId, c]) : []);

  const messages: Message[] = [];
  const push = (m: Message) => {
    m.text = m.text.trim();
    const last = messages[messages.length - 1];
    // A model message repeated by nested spans is one message; repeated tool calls are real steps.
    if (m.text && !(m.role !== 'tool' && last && last.role === m.role && last.text === m.text)) messages.push(m);
  };
  let input = '';
  let finalAnswer = '';
  let finalSpan: string | undefined;
  for (const trace of ordered) {
    const agents = trace.filter((n) => n.role === 'agent');
    const traceLlms = trace.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    let request = '';
    for (const a of agents) if ((request = textOf(a.reader.io(a.span).input, 'user'))) break;
    if (!request && traceLlms.length) request = textOf(traceLlms[0].reader.io(traceLlms[0].span).input, 'user');
    request = request.trim();
    if (!input) input = request;
    push({ role: 'user', text: request });

    // Steps in the order they started (producers often record whole milliseconds: ties go by end).
    const timeline: { at: number; end: number; order: number; msg: Message }[] = [];
    trace.forEach((n, order) => {
      if (n.role === 'llm' && !hasAncestor(n, 'llm')) {
        const text = textOf(llmOutput(n), 'assistant');
        if (text) timeline.push({ at: n.span.start, end: n.span.end, order, msg: { role: 'assistant', text, spanId: n.span.spanId } });
      } else if (n.role === 'tool') {
        const call = callBySpan.get(n.span.spanId);
        if (call) timeline.push({ at: n.span.start, end: n.span.end, order, msg: { role: 'tool', text: toolMessage(call), spanId: call.spanId } });
      }
    });
    timeline.sort((a, b) => a.at - b.at || a.end - b.end || a.order - b.order);
    for (const t of timeline) push(t.msg);

    // The answer of the run: the latest agent output (outermost on ties), else the last model text.
    let best: { text: string; end: number; depth: number; spanId: string } | undefined;
    for (const a of agents) {
      const text = textOf(a.reader.io(a.span).output, 'assistant');
      if (text && (!best || a.span.end > best.end || (a.span.end === best.end && a.depth < best.depth))) {
        best = { text, end: a.span.end, depth: a.depth, spanId: a.span.spanId };
      }
    }
    const lastModel = [...timeline].reverse().find((t) => t.msg.role === 'assistant');
    const answer = (best?.text ?? lastModel?.msg.text ?? '').trim();
    if (answer) {
      finalAnswer = answer;
      finalSpan = best?.spanId ?? lastModel?.msg.spanId;
      push({ role: 'assistant', text: answer, spanId: finalSpan });
    }
  }
  if (!toolNodes.length) for (const c of toolCalls) push({ role: 'tool', text: toolMessage(c), spanId: c.spanId });

  const usage = { inputTokens: 0, outputTokens: 0 };
  for (const n of llms) {
    const u = llmUsage(n);
    if (u) {
      usage.inputTokens += u.inputTokens;
      usage.outputTokens += u.outputTokens;
    }
  }

  const tools = new Set<string>();
  let systemPrompt: string | undefined;
  for (const n of all) {
    if (n.role !== 'agent' && n.role !== 'llm') continue;
    for (const t of n.reader.declaredTools(n.span)) tools.add(t);
    if (!systemPrompt) systemPrompt = n.reader.systemPrompt(n.span) ?? textOf(n.reader.io(n.span).input, 'system') ?? undefined;
  }

  // Active time: the traces of a multi-turn session may be days apart.
  let durationMs = 0;
  for (const trace of ordered) {
    let start = Infinity;
    let end = 0;
    for (const n of trace) {
      if (n.span.start > 0) start = Math.min(start, n.span.start);
      end = Math.max(end, n.span.end);
    }
    if (Number.isFinite(start) && end >= start) durationMs += end - start;
  }

  const session: Session = {
    sessionId,
    traceIds: ordered.map((t) => t[0].span.traceId),
    dialect,
    input,
    finalAnswer,
    toolCalls,
    messages,
    modelCalls: llms.filter((n) => !n.span.attributes[LOG_ONLY]).length,
    usage,
    durationMs: Math.round(durationMs),
  };
  const chaos = chaosLabels(all.map((n) => n.span));
  if (chaos) session.chaos = chaos;
  if (systemPrompt) session.systemPrompt = systemPrompt;
  if (tools.size) session.availableTools = [...tools];
  return session;
}

/** The labels the runner puts in OTEL_RESOURCE_ATTRIBUTES, read back from any span of the session. */
function chaosLabels(spans: Span[]): Session['chaos'] {
  for (const s of spans) {
    const r = s.resource;
    const name = str(r['agent_chaos.case']) ?? str(s.attributes['agent_chaos.case']);
    if (!name) continue;
    const out: NonNullable<Session['chaos']> = { case: name };
    const repeat = Number(r['agent_chaos.repeat']);
    const seed = Number(r['agent_chaos.seed']);
    if (Number.isFinite(repeat) && r['agent_chaos.repeat'] !== undefined) out.repeat = repeat;
    if (Number.isFinite(seed) && r['agent_chaos.seed'] !== undefined) out.seed = seed;
    return out;
  }
  return undefined;
}

function toolMessage(c: ToolCall): string {
  if (c.status === 'error') return `${c.name} failed: ${c.error?.type}: ${c.error?.message}`;
  return `${c.name} -> ${asText(c.result)}`;
}

