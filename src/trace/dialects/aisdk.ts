// The Vercel AI SDK's own spans (ai.* attributes: every version up to 6, and 7's legacy
// integration): ai.generateText / ai.streamText / ai.generateObject wrap a call with its prompt and
// answer, ai.*.doGenerate / doStream are the model calls, ai.toolCall the tool executions.
// Attribute names changed across versions (args -> input, result -> output, promptTokens ->
// inputTokens); both are read.
import { type Msg, parseMaybeJson, readMessages } from '../content.js';
import type { AttrValue, Span } from '../span.js';
import { type DialectReader, type SpanIO, num, str } from './reader.js';

const op = (span: Span): string => str(span.attributes['ai.operationId']) ?? '';
const isModelCall = (span: Span): boolean => /\.do(Generate|Stream|Embed)$/.test(op(span));
const TOP = new Set(['ai.generateText', 'ai.streamText', 'ai.generateObject', 'ai.streamObject']);

const first = (a: Record<string, AttrValue>, ...keys: string[]): AttrValue | undefined =>
  keys.map((k) => a[k]).find((v) => v !== undefined);

/** `ai.prompt`: {system?, prompt?: string | messages, messages?}. */
function promptOf(span: Span): { system?: string; messages: Msg[] } {
  const p = parseMaybeJson(span.attributes['ai.prompt']) as Record<string, unknown> | string | undefined;
  if (!p) return { messages: [] };
  if (typeof p === 'string') return { messages: readMessages(p, 'user') };
  const messages = [...readMessages(p.messages, 'user'), ...readMessages(p.prompt, 'user')];
  return { system: typeof p.system === 'string' ? p.system : undefined, messages };
}

/** A call's answer: text, an object, and the tool calls the model asked for. */
function answerOf(span: Span): Msg[] {
  const a = span.attributes;
  const text = str(first(a, 'ai.response.text', 'ai.result.text'));
  const object = str(first(a, 'ai.response.object', 'ai.result.object'));
  const msg: Msg = { role: 'assistant', text: text ?? object ?? '', toolCalls: [], toolResults: [] };
  const calls = parseMaybeJson(first(a, 'ai.response.toolCalls', 'ai.result.toolCalls'));
  if (Array.isArray(calls)) {
    for (const c of calls)
      msg.toolCalls.push({
        id: c.toolCallId,
        name: String(c.toolName ?? ''),
        arguments: parseMaybeJson(c.input ?? c.args),
      });
  }
  return msg.text || msg.toolCalls.length ? [msg] : [];
}

function io(span: Span): SpanIO {
  if (isModelCall(span))
    return { input: readMessages(span.attributes['ai.prompt.messages'], 'user'), output: answerOf(span) };
  return { input: promptOf(span).messages, output: answerOf(span) };
}

export const aisdk: DialectReader = {
  name: 'aisdk',
  claims: (span) => op(span).startsWith('ai.'),
  role(span) {
    const o = op(span);
    if (o === 'ai.toolCall') return 'tool';
    if (isModelCall(span)) return 'llm';
    return TOP.has(o) ? 'agent' : 'other';
  },
  io,
  tool(span) {
    const a = span.attributes;
    return {
      name: str(a['ai.toolCall.name']) ?? span.name,
      callId: str(a['ai.toolCall.id']),
      arguments: parseMaybeJson(first(a, 'ai.toolCall.args', 'ai.toolCall.input')),
      result: parseMaybeJson(first(a, 'ai.toolCall.result', 'ai.toolCall.output')),
    };
  },
  usage(span) {
    const a = span.attributes;
    const inputTokens = num(first(a, 'ai.usage.inputTokens', 'ai.usage.promptTokens'));
    const outputTokens = num(first(a, 'ai.usage.outputTokens', 'ai.usage.completionTokens'));
    if (inputTokens === undefined && outputTokens === undefined) return undefined;
    return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
  },
  declaredTools(span) {
    const tools = span.attributes['ai.prompt.tools'];
    const list = Array.isArray(tools) ? tools : [];
    return list
      .map((t) => (parseMaybeJson(t) as { name?: string } | undefined)?.name)
      .filter((n): n is string => typeof n === 'string');
  },
  systemPrompt(span) {
    if (isModelCall(span))
      return (
        readMessages(span.attributes['ai.prompt.messages'], 'user').find((m) => m.role === 'system')?.text || undefined
      );
    return promptOf(span).system;
  },
};
