// OpenTelemetry GenAI semantic conventions, in all the versions seen in the wild:
// - latest: gen_ai.input.messages / gen_ai.output.messages / gen_ai.system_instructions (attributes,
//   or attributes of a gen_ai.client.inference.operation.details event);
// - older: gen_ai.{system,user,assistant,tool}.message and gen_ai.choice events (span events, or log
//   records joined to the span: botocore, ADK, Strands legacy mode);
// - log bodies {input: {messages}, output: {messages}} (Strands and OpenLLMetry through ADOT);
// - Google ADK's gcp.vertex.agent.* request/response attributes.
// Strands spans are read with the same code under the "strands" name.
import { type Msg, type Role, parseMaybeJson, readMessages } from '../content.js';
import type { ToolDefinition } from '../session.js';
import type { AttrValue, Span, SpanEvent } from '../span.js';
import { type DialectReader, type SpanIO, type SpanRole, type ToolFacts, type Usage, num, str } from './reader.js';
import { parseBounded } from '../../util/json-depth.js';

const AGENT_OPS = new Set(['invoke_agent', 'create_agent', 'invoke_workflow']);
const LLM_OPS = new Set(['chat', 'text_completion', 'generate_content', 'completion']);
const TOOL_OPS = new Set(['execute_tool', 'agent_handoff']);

const INPUT_EVENTS: Record<string, Role> = {
  'gen_ai.user.message': 'user',
  'gen_ai.system.message': 'system',
  'gen_ai.assistant.message': 'assistant',
  'gen_ai.tool.message': 'tool',
};

export function genaiRole(span: Span): SpanRole {
  const op = str(span.attributes['gen_ai.operation.name']);
  if (op) {
    // invoke_agent, and multi-agent runs such as Strands' invoke_swarm / invoke_graph.
    if (AGENT_OPS.has(op) || op.startsWith('invoke_')) return 'agent';
    if (LLM_OPS.has(op)) return 'llm';
    if (TOOL_OPS.has(op)) return 'tool';
  }
  const n = span.name;
  if (n.startsWith('execute_tool')) return 'tool';
  // Ax names its tool spans "Tool: <name>" and marks them with tool.name only.
  if (n.startsWith('Tool: ') && str(span.attributes['tool.name'])) return 'tool';
  // Ax's program span (AxGen): the signature's description is the agent's instructions.
  if (str(span.attributes.signature_name) && span.attributes.input_field_count !== undefined) return 'agent';
  if (n.startsWith('invoke_agent')) return 'agent';
  if (n === 'call_llm' || n === 'chat' || n.startsWith('chat ') || n.startsWith('generate_content')) return 'llm';
  return 'other';
}

/** The value an event carries: the log body when joined from logs, else its attributes. */
const eventPayload = (e: SpanEvent): unknown => (e.body !== undefined && e.body !== null ? e.body : e.attributes);

export function eventIO(span: Span): SpanIO {
  const io: SpanIO = { input: [], output: [] };
  for (const e of span.events) {
    const payload = eventPayload(e) as Record<string, any>;
    const role = INPUT_EVENTS[e.name];
    if (role) {
      io.input.push(...readMessages(messageOf(payload), role));
    } else if (e.name === 'gen_ai.choice') {
      io.output.push(...readMessages(messageOf(payload), 'assistant'));
    } else if (e.name === 'gen_ai.client.inference.operation.details') {
      io.input.push(...readMessages(e.attributes['gen_ai.input.messages'], 'user'));
      io.output.push(...readMessages(e.attributes['gen_ai.output.messages'], 'assistant'));
    } else if (
      payload &&
      typeof payload === 'object' &&
      ('input' in payload || 'output' in payload) &&
      e.body !== undefined
    ) {
      io.input.push(...readMessages(payload.input, 'user'));
      io.output.push(...readMessages(payload.output, 'assistant'));
    }
  }
  return io;
}

/** Event payloads hold the message as {message}, {content}, or the message itself. */
function messageOf(p: Record<string, any> | null): unknown {
  if (!p || typeof p !== 'object') return p;
  if (p.message !== undefined)
    return typeof p.message === 'object' ? p.message : { role: p.role, content: p.message, id: p.id };
  // A body without a role ({id, content} of gen_ai.tool.message): a message of the event's role, so
  // a tool result keeps its call id and joins its call.
  if (!('role' in p) && 'content' in p) return { role: undefined, ...p };
  return p;
}

function adkIO(span: Span): SpanIO {
  const io: SpanIO = { input: [], output: [] };
  const req = parseMaybeJson(span.attributes['gcp.vertex.agent.llm_request']) as Record<string, any> | undefined;
  if (req && typeof req === 'object' && Array.isArray(req.contents))
    io.input.push(...readMessages(req.contents, 'user'));
  const res = parseMaybeJson(span.attributes['gcp.vertex.agent.llm_response']) as Record<string, any> | undefined;
  if (res && typeof res === 'object' && res.content) io.output.push(...readMessages([res.content], 'assistant'));
  return io;
}

export function genaiIO(span: Span): SpanIO {
  const a = span.attributes;
  const input: Msg[] = [
    ...readMessages(a['gen_ai.input.messages'], 'user'),
    ...readMessages(a['gen_ai.prompt'], 'user'),
  ];
  const output: Msg[] = [
    ...readMessages(a['gen_ai.output.messages'], 'assistant'),
    ...readMessages(a['gen_ai.completion'], 'assistant'),
  ];
  const ev = eventIO(span);
  const adk = adkIO(span);
  return { input: [...input, ...ev.input, ...adk.input], output: [...output, ...ev.output, ...adk.output] };
}

/** The raw tool input from events (Strands logs it as {role: "tool", content: {content: "<args json>"}}). */
function eventToolArguments(span: Span): unknown {
  for (const e of span.events) {
    const p = eventPayload(e) as Record<string, any>;
    if (!p || typeof p !== 'object') continue;
    const msg =
      e.name === 'gen_ai.tool.message' ? p : Array.isArray(p.input?.messages) ? p.input.messages[0] : undefined;
    if (!msg) continue;
    let c = msg.content;
    if (c && typeof c === 'object' && !Array.isArray(c) && 'content' in c) c = c.content;
    if (c !== undefined) return parseMaybeJson(c);
  }
  return undefined;
}

export function genaiTool(span: Span): ToolFacts {
  const a = span.attributes;
  const handoffTo = str(a['gen_ai.handoff.to_agent']);
  const name =
    str(a['gen_ai.tool.name']) ??
    (handoffTo ? `handoff to ${handoffTo}` : undefined) ??
    str(a['tool.name']) ??
    (span.name.startsWith('execute_tool ') ? span.name.slice('execute_tool '.length) : span.name);
  let args: unknown = a['gen_ai.tool.call.arguments'] ?? a['gcp.vertex.agent.tool_call_args'];
  let result: unknown = a['gen_ai.tool.call.result'] ?? a['gcp.vertex.agent.tool_response'];
  if (args === undefined)
    args = eventIO(span).input.flatMap((m) => m.toolCalls)[0]?.arguments ?? eventToolArguments(span);
  if (result === undefined) {
    const out = eventIO(span).output;
    const text = out.map((m) => m.text || m.toolResults.map((r) => r.text).join('\n')).join('\n');
    if (text) result = text;
  }
  return {
    name,
    callId: str(a['gen_ai.tool.call.id']) ?? str(a['function.id']),
    arguments: parseMaybeJson(args),
    result: parseMaybeJson(result),
    status: str(a['gen_ai.tool.status']) ?? str(a['tool.status']),
  };
}

export function genaiUsage(span: Span): Usage | undefined {
  const a = span.attributes;
  const inputTokens =
    num(a['gen_ai.usage.input_tokens']) ?? num(a['gen_ai.usage.prompt_tokens']) ?? num(a['llm.usage.prompt_tokens']);
  const outputTokens =
    num(a['gen_ai.usage.output_tokens']) ??
    num(a['gen_ai.usage.completion_tokens']) ??
    num(a['llm.usage.completion_tokens']);
  if (inputTokens === undefined && outputTokens === undefined) return undefined;
  return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
}

/**
 * Token counts under any dialect's usual keys (GenAI's gen_ai.usage.*, OpenInference's
 * llm.token_count.*, the AI SDK's ai.usage.*): for a span whose own reader counts none, such as an
 * agent span that carries the run's total.
 */
export function anyUsage(span: Span): Usage | undefined {
  const a = span.attributes;
  const pair = (i: AttrValue | undefined, o: AttrValue | undefined): Usage | undefined => {
    const [inputTokens, outputTokens] = [num(i), num(o)];
    return inputTokens === undefined && outputTokens === undefined
      ? undefined
      : { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
  };
  return (
    genaiUsage(span) ??
    pair(a['llm.token_count.prompt'], a['llm.token_count.completion']) ??
    pair(
      a['ai.usage.inputTokens'] ?? a['ai.usage.promptTokens'],
      a['ai.usage.outputTokens'] ?? a['ai.usage.completionTokens'],
    )
  );
}

function namesOf(v: unknown): string[] {
  const parsed = parseMaybeJson(v);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map((t) => (typeof t === 'string' ? t : (t?.name ?? t?.function?.name ?? t?.toolSpec?.name)))
    .filter((x): x is string => typeof x === 'string');
}

/** Full tool definitions (name, description, input schema) from gen_ai.tool.definitions, when the span has them. */
export function genaiToolDefinitions(span: Span): ToolDefinition[] {
  const parsed = parseMaybeJson(span.attributes['gen_ai.tool.definitions']);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((t): ToolDefinition[] => {
    const d = t?.function ?? t?.toolSpec ?? t;
    if (!d || typeof d.name !== 'string') return [];
    const schema = d.parameters ?? d.inputSchema?.json ?? d.inputSchema ?? d.input_schema;
    return [
      {
        name: d.name,
        ...(typeof d.description === 'string' ? { description: d.description } : {}),
        ...(schema !== undefined ? { inputSchema: schema } : {}),
      },
    ];
  });
}

export function genaiDeclaredTools(span: Span): string[] {
  const a = span.attributes;
  const names = [...namesOf(a['gen_ai.agent.tools']), ...namesOf(a['gen_ai.tool.definitions'])];
  const req = parseMaybeJson(a['gcp.vertex.agent.llm_request']) as Record<string, any> | undefined;
  for (const t of (req && typeof req === 'object' && req.config?.tools) || [])
    names.push(...namesOf(t.function_declarations));
  return names;
}

function jsonString(s: string): string {
  try {
    const v = parseBounded(s);
    return typeof v === 'string' ? v : s;
  } catch {
    return s;
  }
}

export function genaiSystemPrompt(span: Span): string | undefined {
  const a = span.attributes;
  let si = a['gen_ai.system_instructions'] ?? a['gen_ai.agent.system_prompt'] ?? a['system_prompt'];
  if (typeof si === 'string' && /^".*"$/s.test(si)) si = jsonString(si); // Strands JSON-encodes its system_prompt
  if (si !== undefined) {
    const msgs = readMessages(si as AttrValue, 'system');
    if (msgs.length) return msgs.map((m) => m.text).join('\n');
  }
  const req = parseMaybeJson(a['gcp.vertex.agent.llm_request']) as Record<string, any> | undefined;
  if (req && typeof req === 'object' && typeof req.config?.system_instruction === 'string')
    return req.config.system_instruction;
  // Ax records only its description (the rest of its prompt is built from the signature's fields).
  const axDescription = str(a.signature_name);
  return axDescription && axDescription !== 'unknown_signature' ? axDescription : undefined;
}

const base = {
  role: (span: Span) => genaiRole(span),
  io: genaiIO,
  tool: genaiTool,
  usage: genaiUsage,
  declaredTools: genaiDeclaredTools,
  systemPrompt: genaiSystemPrompt,
};

export const genai: DialectReader = { name: 'genai', claims: () => true, ...base };

export const strands: DialectReader = {
  name: 'strands',
  claims: (span) =>
    span.scope === 'strands.telemetry.tracer' ||
    span.attributes['gen_ai.system'] === 'strands-agents' ||
    span.attributes['gen_ai.provider.name'] === 'strands-agents',
  ...base,
};
