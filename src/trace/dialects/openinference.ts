// OpenInference (Arize): openinference.span.kind, input.value / output.value, and messages and tool
// calls flattened into llm.input_messages.N.message.* / llm.output_messages.N.message.* attributes.
import { type Msg, langChainToolMessage, parseMaybeJson, readMessages, roleOf } from '../content.js';
import type { AttrValue, Span } from '../span.js';
import { genaiIO, genaiTool, genaiUsage } from './genai.js';
import { type DialectReader, type SpanIO, indexed, num, str } from './reader.js';

const KIND = 'openinference.span.kind';

/**
 * BeeAI's instrumentation records one span per emitter event of a call (start, success or error,
 * finish), named by the emitter's path (attribute target "tool.dynamic.searchFlights.success", name
 * "success"). A tool call is its success or error span (arguments and output); a model call its start
 * span (the request, with the system prompt; the token counts on its success span are not read).
 */
function beeEvent(span: Span): { path: string; event: string } | undefined {
  const target = str(span.attributes.target);
  const event = str(span.attributes.name);
  if (!target || !event || !target.endsWith(`.${event}`)) return undefined;
  return { path: target.slice(0, -event.length - 1), event };
}
const BEE_TOOL_CALL_EVENTS = new Set(['success', 'error']);
/** How a BeeAI ToolCallingAgent answers: a tool of its own, not one the agent was given. */
const BEE_ANSWER_TOOL = 'finalAnswer';
/** The tool's name from its emitter path: BeeAI camel-cases it ("search_flights" -> "searchFlights"). */
const beeToolName = (path: string) => (path.split('.').at(-1) ?? path).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function flatMessages(attrs: Record<string, AttrValue>, prefix: string, fallbackRole: 'user' | 'assistant'): Msg[] {
  return indexed(attrs, prefix).map((m) => {
    const msg: Msg = { role: roleOf(m['message.role'], fallbackRole), text: '', toolCalls: [], toolResults: [] };
    // The typed parts come first: the Vercel span processor flattens an agent's whole output (text,
    // tool calls and tool results) into one message whose message.content is the last tool result.
    const parts = indexed(m, 'message.contents')
      .map((c) => str(c['message_content.text']))
      .filter(Boolean);
    msg.text = parts.length ? parts.join('\n') : (str(m['message.content']) ?? '');
    for (const c of indexed(m, 'message.tool_calls')) {
      msg.toolCalls.push({
        id: str(c['tool_call.id']),
        name: str(c['tool_call.function.name']) ?? '',
        arguments: parseMaybeJson(c['tool_call.function.arguments']),
      });
    }
    const callId = str(m['message.tool_call_id']);
    // A tool result: a tool message, or a user message holding one (Anthropic's tool_result block).
    if (msg.role === 'tool' || callId) msg.toolResults.push({ id: callId, text: msg.text, error: false });
    return msg;
  });
}

/**
 * The flattened messages drop a tool result's error flag (Anthropic's is_error: OpenInference's
 * Anthropic instrumentation 0.2.8); the whole request in input.value keeps it.
 */
function flagFailedResults(input: Msg[], request: AttrValue | undefined): void {
  const results = input.flatMap((m) => m.toolResults).filter((r) => r.id && !r.error);
  if (!results.length || request === undefined) return;
  const failed = new Set(
    readMessages(request, 'user').flatMap((m) => m.toolResults.filter((r) => r.error && r.id).map((r) => r.id)),
  );
  for (const r of results) if (failed.has(r.id)) r.error = true;
}

function io(span: Span): SpanIO {
  const a = span.attributes;
  let input = flatMessages(a, 'llm.input_messages', 'user');
  let output = flatMessages(a, 'llm.output_messages', 'assistant');
  const kind = str(a[KIND]);
  if (kind === 'LLM') flagFailedResults(input, a['input.value']);
  // input.value / output.value carry the whole request/response on LLM spans (already covered by the
  // flattened messages) and the run's input and answer on AGENT / CHAIN spans.
  if (kind !== 'LLM') {
    if (!input.length) input = readMessages(a['input.value'], 'user');
    if (!output.length) output = readMessages(a['output.value'], 'assistant');
    // BeeAI's agent span: its answer as {role, text}.
    const answer = parseMaybeJson(a['output.value']) as { text?: unknown } | undefined;
    if (!output.some((m) => m.text) && answer && typeof answer === 'object' && typeof answer.text === 'string')
      output = [{ role: 'assistant', text: answer.text, toolCalls: [], toolResults: [] }];
  }
  if (!input.length && !output.length) return genaiIO(span);
  return { input, output };
}

export const openinference: DialectReader = {
  name: 'openinference',
  claims: (span) => span.attributes[KIND] !== undefined,
  role(span, isRoot) {
    const bee = beeEvent(span);
    const kind = str(span.attributes[KIND])?.toUpperCase();
    if (bee && kind === 'LLM') return bee.event === 'start' ? 'llm' : 'other';
    if (bee && (!BEE_TOOL_CALL_EVENTS.has(bee.event) || bee.path.endsWith(`.${BEE_ANSWER_TOOL}`))) return 'other';
    switch (kind) {
      case 'AGENT':
        return 'agent';
      case 'LLM':
        return 'llm';
      case 'TOOL':
        return 'tool';
      case 'CHAIN':
        return isRoot ? 'agent' : 'other';
      default:
        return 'other';
    }
  },
  io,
  tool(span) {
    const a = span.attributes;
    const bee = beeEvent(span);
    if (bee) {
      // A BeeAI tool output is recorded as {result}.
      const out = parseMaybeJson(a['output.value']) as { result?: unknown } | undefined;
      return {
        name: beeToolName(bee.path),
        arguments: parseMaybeJson(a['tool.parameters']),
        result: out && typeof out === 'object' && 'result' in out ? out.result : out,
        status: bee.event === 'error' ? 'error' : undefined,
      };
    }
    const g = genaiTool(span);
    const result = parseMaybeJson(a['output.value'] ?? g.result);
    // LangChain tools return a ToolMessage, recorded serialized: the result is its content.
    const message = langChainToolMessage(result);
    return {
      name: str(a['tool.name']) ?? (g.name || span.name),
      callId: str(a['tool_call.id']) ?? str(a['tool.id']) ?? g.callId ?? message?.toolCallId,
      arguments: parseMaybeJson(a['input.value'] ?? a['tool.parameters_value'] ?? g.arguments),
      result: message ? message.content : result,
      status: message?.status === 'error' ? 'error' : g.status,
    };
  },
  usage(span) {
    const a = span.attributes;
    const inputTokens = num(a['llm.token_count.prompt']);
    const outputTokens = num(a['llm.token_count.completion']);
    if (inputTokens === undefined && outputTokens === undefined) return genaiUsage(span);
    return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
  },
  declaredTools(span) {
    return indexed(span.attributes, 'llm.tools')
      .map((t) => {
        const schema = parseMaybeJson(t['tool.json_schema']) as Record<string, any> | undefined;
        return schema && typeof schema === 'object' ? (schema.name ?? schema.function?.name) : undefined;
      })
      .filter((x): x is string => typeof x === 'string');
  },
  systemPrompt(span) {
    const a = span.attributes;
    const sys = flatMessages(a, 'llm.input_messages', 'user').find((m) => m.role === 'system');
    return sys?.text || requestSystem(a['input.value']) || requestSystem(a['llm.invocation_parameters']);
  },
};

/**
 * The system prompt in a provider's own request shape, where an instrumentation records the request
 * whole (input.value, llm.invocation_parameters) and no system-role message: Anthropic's and Bedrock
 * Converse's top-level `system` (a string or text blocks), Gemini's `systemInstruction` ({ parts }).
 */
function requestSystem(value: AttrValue | undefined): string | undefined {
  const req = parseMaybeJson(value);
  if (!req || typeof req !== 'object' || Array.isArray(req)) return undefined;
  const r = req as Record<string, any>;
  const gemini = r.systemInstruction ?? r.system_instruction ?? r.config?.systemInstruction;
  // A string or content blocks, read as any message's content is.
  const system = r.system ?? gemini?.parts ?? gemini;
  return system === undefined ? undefined : readMessages(system, 'system')[0]?.text || undefined;
}
