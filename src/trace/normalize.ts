// Spans of any dialect -> normalized sessions. Dialect readers say what each span is (agent run,
// model call, tool call) and what it carries; this module groups, orders and assembles.
import { LOG_ONLY, attachLogs } from './attach-logs.js';
import type { Msg } from './content.js';
import { type Usage, str } from './dialects/reader.js';
import { type Node, buildNodes, hasAncestor, ioOf } from './nodes.js';
import { anyUsage, genaiToolDefinitions } from './dialects/genai.js';
import type { Dialect, Message, Session, ToolCall, ToolDefinition } from './session.js';
import type { Span, TraceBatch } from './span.js';
import { asText } from '../util/text.js';
import { toolCallOf, toolCallsFromMessages, withRequests } from './tool-calls.js';
import { joinContinuations } from './continuations.js';

/** Model calls whose times a session keeps (for timelines and placing model faults). */
const MAX_MODEL_CALL_TIMES = 10_000;

const DIALECT_RANK: Dialect[] = ['aisdk', 'openinference', 'openllmetry', 'genkit', 'voltagent', 'strands', 'genai'];

function sessionKey(trace: Span[]): string | undefined {
  for (const key of ['session.id', 'gen_ai.conversation.id']) {
    for (const s of trace) {
      const v = str(s.attributes[key]) ?? str(s.resource[key]);
      if (v) return v;
    }
  }
  return undefined;
}

function firstStart(trace: Span[]): number {
  let min = Infinity;
  for (const s of trace) if (s.start < min) min = s.start;
  return min;
}

/**
 * Groups spans into sessions: by session.id, then gen_ai.conversation.id; traces with neither are
 * a session each, except model-call traces that continue one conversation (joinContinuations).
 */
export function normalize(batch: TraceBatch): Session[] {
  const spans = attachLogs(batch.spans, batch.logs);
  const traces = new Map<string, Span[]>();
  for (const s of spans) {
    let t = traces.get(s.traceId);
    if (!t) traces.set(s.traceId, (t = []));
    t.push(s);
  }
  const sessions = new Map<string, Span[][]>();
  const keyless: Span[][] = [];
  for (const trace of traces.values()) {
    const key = sessionKey(trace);
    if (key === undefined) {
      keyless.push(trace);
      continue;
    }
    let list = sessions.get(key);
    if (!list) sessions.set(key, (list = []));
    list.push(trace);
  }
  const groups = keyless.length > 1 ? joinContinuations(keyless) : keyless.map((_, i) => [i]);
  for (const g of groups) {
    const ts = g.map((i) => keyless[i]).sort((a, b) => firstStart(a) - firstStart(b));
    sessions.set(ts[0][0].traceId, ts);
  }
  return [...sessions].map(([id, ts]) => buildSession(id, ts));
}

const textOf = (msgs: Msg[], role: Msg['role']): string => {
  for (let i = msgs.length - 1; i >= 0; i--) if (msgs[i].role === role && msgs[i].text.trim()) return msgs[i].text;
  return '';
};

/** The text a model call answered with; an outer call without content borrows its inner call's. */
function llmOutput(n: Node): Msg[] {
  const out = ioOf(n).output;
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
    if (u)
      found = {
        inputTokens: (found?.inputTokens ?? 0) + u.inputTokens,
        outputTokens: (found?.outputTokens ?? 0) + u.outputTokens,
      };
  }
  return found;
}

function buildSession(sessionId: string, traces: Span[][]): Session {
  const ordered = traces.map((t) => buildNodes(t)).sort((a, b) => a[0].span.start - b[0].span.start);
  const all = ordered.flat();
  let dialect: Dialect = 'genai';
  for (const n of all) if (DIALECT_RANK.indexOf(n.reader.name) < DIALECT_RANK.indexOf(dialect)) dialect = n.reader.name;

  const llms = all.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
  const toolNodes = all.filter((n) => n.role === 'tool');
  const toolCalls = toolNodes.length ? toolNodes.map(toolCallOf) : toolCallsFromMessages(llms);
  if (toolNodes.length) withRequests(toolCalls, llms, all);
  const { messages, input, finalAnswer } = conversationOf(ordered, toolCalls, toolNodes.length > 0);
  const declared = declaredOf(all);
  const modelSpans = llms.filter((n) => !n.span.attributes[LOG_ONLY]);
  const session: Session = {
    sessionId,
    traceIds: ordered.map((t) => t[0].span.traceId),
    dialect,
    input,
    finalAnswer,
    toolCalls,
    messages,
    modelCalls: modelSpans.length,
    usage: usageOf(all),
    durationMs: Math.round(activeTime(ordered)),
  };
  if (modelSpans.length)
    session.modelCallTimes = modelSpans
      .slice(0, MAX_MODEL_CALL_TIMES)
      .map((n) => ({ spanId: n.span.spanId, start: n.span.start, end: n.span.end }));
  const toolRequests = modelSpans.filter((n) => askedForTool(n.span)).length;
  if (toolRequests) session.toolRequests = toolRequests;
  const chaos = chaosLabels(all.map((n) => n.span));
  if (chaos) session.chaos = chaos;
  if (declared.systemPrompt) session.systemPrompt = declared.systemPrompt;
  if (declared.tools.size) session.availableTools = [...declared.tools];
  if (declared.definitions.size) session.toolDefinitions = [...declared.definitions.values()];
  return session;
}

/**
 * The conversation over the session's traces, in time order: each trace's request (once), its steps in
 * the order they started, its answer when its agent ended; the request of the first trace and the
 * answer that came last. Time, not trace order, places them: some instrumentations (OpenLLMetry's
 * LangChain) make every span a trace of its own, the whole run's span first.
 * `traced`: the calls are tool spans (else they were read from the conversation itself).
 */
function conversationOf(
  ordered: Node[][],
  toolCalls: ToolCall[],
  traced: boolean,
): { messages: Message[]; input: string; finalAnswer: string } {
  const callBySpan = new Map(traced ? toolCalls.map((c) => [c.spanId, c]) : []);
  const placed = new Set<ToolCall>();
  const steps: (TimedStep & { request?: boolean; answer?: boolean })[] = [];
  let input = '';
  for (const trace of ordered) {
    const agents = trace.filter((n) => n.role === 'agent');
    const request = requestOf(trace, agents);
    if (!input) input = request;
    const start = trace[0].span.start;
    if (request)
      steps.push({ at: start, end: -Infinity, order: -1, msg: { role: 'user', text: request }, request: true });
    const timeline = timelineOf(trace, callBySpan);
    // Calls read from the conversation come right after the model call that asked for them.
    if (!traced)
      trace.forEach((n, order) => {
        for (const c of toolCalls)
          if (c.spanId === n.span.spanId && !placed.has(c) && placed.add(c))
            timeline.push({ at: n.span.end, end: n.span.end, order: order + 0.5, msg: toolStep(c) });
      });
    steps.push(...timeline);
    const answer = answerOf(agents, timeline);
    if (answer)
      steps.push({
        at: answer.at,
        end: Infinity,
        order: Infinity,
        msg: { role: 'assistant', text: answer.text, spanId: answer.spanId },
        answer: true,
      });
  }
  // A stable sort: steps at the same time keep their trace's order.
  steps.sort((a, b) => a.at - b.at || a.end - b.end || a.order - b.order);
  const messages: Message[] = [];
  const push = (m: Message) => {
    m.text = m.text.trim();
    const last = messages[messages.length - 1];
    // A model message repeated by nested spans is one message; repeated tool calls are real steps.
    if (m.text && !(m.role !== 'tool' && last && last.role === m.role && last.text === m.text)) messages.push(m);
  };
  let lastRequest = '';
  let finalAnswer = '';
  for (const step of steps) {
    // A run split over traces (a trace per model call) repeats its request: one user message.
    if (step.request && step.msg.text === lastRequest) continue;
    if (step.request) lastRequest = step.msg.text;
    if (step.answer) finalAnswer = step.msg.text;
    push(step.msg);
  }
  for (const c of toolCalls) if (!traced && !placed.has(c)) push(toolStep(c));
  return { messages, input, finalAnswer };
}

/** A trace's request: its agent's input, else its first model call's user text. */
function requestOf(trace: Node[], agents: Node[]): string {
  let request = '';
  for (const a of agents) if ((request = textOf(ioOf(a).input, 'user'))) break;
  const first = trace.find((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
  if (!request && first) request = textOf(ioOf(first).input, 'user');
  return request.trim();
}

interface TimedStep {
  at: number;
  end: number;
  order: number;
  msg: Message;
}

const toolStep = (c: ToolCall): Message => ({ role: 'tool', text: toolMessage(c), spanId: c.spanId });

/** A trace's model texts and traced tool calls, with their times (sorted by the caller). */
function timelineOf(trace: Node[], callBySpan: Map<string, ToolCall>): TimedStep[] {
  const timeline: TimedStep[] = [];
  trace.forEach((n, order) => {
    const at = { at: n.span.start, end: n.span.end, order };
    if (n.role === 'llm' && !hasAncestor(n, 'llm')) {
      const text = textOf(llmOutput(n), 'assistant');
      if (text) timeline.push({ ...at, msg: { role: 'assistant', text, spanId: n.span.spanId } });
    } else if (n.role === 'tool') {
      const call = callBySpan.get(n.span.spanId);
      if (call) timeline.push({ ...at, msg: toolStep(call) });
    }
  });
  return timeline;
}

/** The answer of a trace: the latest agent output (outermost on ties), else the last model text. */
function answerOf(agents: Node[], timeline: TimedStep[]): { text: string; spanId?: string; at: number } | undefined {
  let best: { text: string; end: number; depth: number; spanId: string } | undefined;
  for (const a of agents) {
    const text = textOf(ioOf(a).output, 'assistant');
    if (text && (!best || a.span.end > best.end || (a.span.end === best.end && a.depth < best.depth)))
      best = { text, end: a.span.end, depth: a.depth, spanId: a.span.spanId };
  }
  const lastModel = [...timeline].reverse().find((t) => t.msg.role === 'assistant');
  const text = (best?.text ?? lastModel?.msg.text ?? '').trim();
  const at = best?.end ?? lastModel?.end ?? 0;
  return text ? { text, spanId: best?.spanId ?? lastModel?.msg.spanId, at } : undefined;
}

/**
 * Tokens over the session, each counted once: a model call's own (or its inner calls'); else, where
 * no model call below counted any, an agent's, tool's or step's (OpenInference's Claude Agent SDK
 * instrumentation counts the whole query on its agent span and records no model call).
 */
function usageOf(all: Node[]): Session['usage'] {
  const usage: Session['usage'] = { inputTokens: 0, outputTokens: 0 };
  const byModel = new Map<string, Usage>();
  // The model a span's tokens were spent on, where it says (what prices them: results/agent-cost.ts).
  const add = (u: Usage, span: Span) => {
    usage.inputTokens += u.inputTokens;
    usage.outputTokens += u.outputTokens;
    const model = modelOf(span);
    if (!model || (!byModel.has(model) && byModel.size >= MAX_MODELS)) return;
    const m = byModel.get(model) ?? { inputTokens: 0, outputTokens: 0 };
    byModel.set(model, { inputTokens: m.inputTokens + u.inputTokens, outputTokens: m.outputTokens + u.outputTokens });
  };
  /** Counts the tokens of `n`'s subtree; whether it found any. */
  const visit = (n: Node): boolean => {
    if (n.role === 'llm') {
      const u = llmUsage(n);
      if (u) add(u, n.span);
      return !!u;
    }
    let counted = false;
    for (const c of n.children) counted = visit(c) || counted;
    if (counted) return true;
    const own = n.reader.usage(n.span) ?? anyUsage(n.span);
    if (own) add(own, n.span);
    return !!own;
  };
  for (const n of all) if (n.depth === 0) visit(n);
  if (byModel.size) usage.byModel = Object.fromEntries(byModel);
  return usage;
}

/** The most models a session's tokens are kept apart for; the rest count in the total only. */
const MAX_MODELS = 20;

/** The model a span names, as the conventions spell it (the response's model first: the one that answered). */
function modelOf(span: Span): string | undefined {
  const a = span.attributes;
  const name =
    str(a['gen_ai.response.model']) ??
    str(a['gen_ai.request.model']) ??
    str(a['llm.model_name']) ??
    str(a['ai.response.model']) ??
    str(a['ai.model.id']);
  return name?.trim() ? name.trim().slice(0, 200) : undefined;
}

/** What the agent was given, as its agent and model spans declare it: tools, their definitions, the system prompt. */
function declaredOf(all: Node[]): {
  tools: Set<string>;
  definitions: Map<string, ToolDefinition>;
  systemPrompt?: string;
} {
  const tools = new Set<string>();
  const definitions = new Map<string, ToolDefinition>();
  let systemPrompt: string | undefined;
  for (const n of all) {
    if (n.role !== 'agent' && n.role !== 'llm') continue;
    for (const t of n.reader.declaredTools(n.span)) tools.add(t);
    for (const d of genaiToolDefinitions(n.span)) if (!definitions.has(d.name)) definitions.set(d.name, d);
    if (!systemPrompt) systemPrompt = n.reader.systemPrompt(n.span) ?? textOf(ioOf(n).input, 'system') ?? undefined;
  }
  return { tools, definitions, systemPrompt };
}

/** Active time: the traces of a multi-turn session may be days apart. */
function activeTime(ordered: Node[][]): number {
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
  return durationMs;
}

/** Finish reasons that end a model call asking for a tool: tool_calls, tool_call, tool_use, function_call, tool-calls. */
const TOOL_FINISH = /tool|function/i;

/** The model call ended asking for a tool (the conventions' finish reasons, and the AI SDK's). */
function askedForTool(span: Span): boolean {
  const a = span.attributes;
  const reasons = [
    a['gen_ai.response.finish_reasons'],
    a['gen_ai.completions.0.finish_reason'],
    a['llm.response.finish_reason'],
    a['ai.response.finishReason'],
  ].flat();
  return reasons.some((r) => typeof r === 'string' && TOOL_FINISH.test(r));
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
