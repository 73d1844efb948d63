// Genkit's own spans (genkit:* attributes): genkit:metadata:subtype says what a span is ("model",
// "tool", "flow"...), genkit:input / genkit:output hold the action's input and output as JSON (a
// model's {messages, tools} and {message, usage}; a tool's arguments and result; a flow's input and
// answer), genkit:state "success" or "error". The root span (genkit:isRoot: a flow, or the first
// generate call) is the agent. Messages use Genkit's parts: {text}, {toolRequest}, {toolResponse}.
import { type Msg, parseMaybeJson, readMessages } from '../content.js';
import type { Span } from '../span.js';
import { isRecord } from '../../util/text.js';
import { type DialectReader, type SpanIO, num, str } from './reader.js';

type Json = Record<string, any>;
const attr = (span: Span, key: string) => span.attributes[`genkit:${key}`];
const subtype = (span: Span) => str(attr(span, 'metadata:subtype'));
/** genkit:input / output are always JSON: a flow's string input or answer is a JSON string ("\"Find...\""). */
function json(span: Span, key: 'input' | 'output'): unknown {
  const raw = attr(span, key);
  if (typeof raw === 'string' && raw.startsWith('"')) {
    try {
      return JSON.parse(raw);
    } catch {
      // not JSON after all: the text as it is
    }
  }
  return parseMaybeJson(raw);
}
const obj = (v: unknown): Json | undefined => (isRecord(v) ? v : undefined);

function io(span: Span): SpanIO {
  const input = json(span, 'input');
  const output = json(span, 'output');
  const inMessages = obj(input)?.messages ?? obj(input)?.prompt ?? input;
  const outMessage = obj(output)?.message ?? obj(output)?.text ?? output;
  const system = (m: Msg) => m.role !== 'system';
  return {
    input: readMessages(inMessages, 'user').filter(system),
    output: readMessages(outMessage, 'assistant'),
  };
}

export const genkit: DialectReader = {
  name: 'genkit',
  claims: (span) => attr(span, 'type') !== undefined || attr(span, 'name') !== undefined,
  role(span, isRoot) {
    switch (subtype(span)) {
      case 'model':
        return 'llm';
      case 'tool':
        return 'tool';
    }
    return attr(span, 'isRoot') === true || isRoot ? 'agent' : 'other';
  },
  io,
  tool(span) {
    return {
      name: str(attr(span, 'name')) ?? span.name,
      arguments: json(span, 'input'),
      result: json(span, 'output'),
      status: str(attr(span, 'state')),
    };
  },
  usage(span) {
    if (subtype(span) !== 'model') return undefined;
    const u = obj(obj(json(span, 'output'))?.usage);
    if (!u) return undefined;
    return { inputTokens: num(u.inputTokens) ?? 0, outputTokens: num(u.outputTokens) ?? 0 };
  },
  declaredTools(span) {
    const tools = obj(json(span, 'input'))?.tools;
    return (Array.isArray(tools) ? tools : [])
      .map((t) => (typeof t === 'string' ? t.replace(/^\/tool\//, '') : obj(t)?.name))
      .filter((n): n is string => typeof n === 'string');
  },
  systemPrompt(span) {
    const messages = obj(json(span, 'input'))?.messages;
    return readMessages(messages, 'user').find((m) => m.role === 'system')?.text || undefined;
  },
};
