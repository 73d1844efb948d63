// OpenLLMetry (Traceloop): traceloop.span.kind (workflow, task, agent, tool), traceloop.entity.input
// / output (often serialized LangChain objects), and the older flattened gen_ai.prompt.N.* /
// gen_ai.completion.N.* message attributes with llm.request.type on model calls.
import { type Msg, parseMaybeJson, readMessages, roleOf } from '../content.js';
import type { AttrValue, Span } from '../span.js';
import { isRecord } from '../../util/text.js';
import { genaiDeclaredTools, genaiIO, genaiRole, genaiSystemPrompt, genaiTool, genaiUsage } from './genai.js';
import { type DialectReader, type SpanIO, indexed, str } from './reader.js';
import { parseBounded } from '../../util/json-depth.js';

function flatPrompt(attrs: Record<string, AttrValue>, prefix: string, fallbackRole: 'user' | 'assistant'): Msg[] {
  return indexed(attrs, prefix).map((m) => {
    const msg: Msg = { role: roleOf(m.role, fallbackRole), text: '', toolCalls: [], toolResults: [] };
    const content = m.content;
    if (content !== undefined) {
      const parsed = readMessages(content, msg.role);
      msg.text = parsed
        .map((p) => p.text)
        .filter(Boolean)
        .join('\n');
    }
    for (const c of indexed(m, 'tool_calls'))
      msg.toolCalls.push({ id: str(c.id), name: str(c.name) ?? '', arguments: parseMaybeJson(c.arguments) });
    if (msg.role === 'tool') msg.toolResults.push({ id: str(m.tool_call_id), text: msg.text, error: false });
    return msg;
  });
}

/**
 * An entity's input or output as the SDKs write it, unwrapped: a function's call is recorded as
 * {args: [...], kwargs: {...}} (the keyword arguments are the tool's arguments; a lone positional
 * argument is), and a string return value is JSON-encoded once more ("\"I'm sorry...\"").
 */
export function entityValue(raw: AttrValue | undefined): unknown {
  let v = parseMaybeJson(raw);
  if (typeof v === 'string' && /^"[\s\S]*"$/.test(v.trim())) {
    try {
      v = parseMaybeJson(parseBounded(v.trim())); // a string that holds JSON (a tool returning JSON text)
    } catch {
      // not JSON after all: the text as it is
    }
  }
  if (isRecord(v)) {
    const o = v;
    const keys = Object.keys(o);
    if (keys.every((k) => k === 'args' || k === 'kwargs') && keys.length) {
      const args = Array.isArray(o.args) ? o.args : [];
      const kwargs = o.kwargs && typeof o.kwargs === 'object' ? (o.kwargs as Record<string, unknown>) : {};
      // Neither recorded (a tool wrapped with no input handed to withTool): no arguments, not {}.
      if (!args.length && !Object.keys(kwargs).length) return undefined;
      if (!args.length) return kwargs;
      if (args.length === 1 && !Object.keys(kwargs).length) return args[0];
      return { ...kwargs, args };
    }
  }
  return v;
}

function io(span: Span): SpanIO {
  const a = span.attributes;
  const input = [
    ...flatPrompt(a, 'gen_ai.prompt', 'user'),
    ...readMessages(entityValue(a['traceloop.entity.input']), 'user'),
  ];
  const output = [
    ...flatPrompt(a, 'gen_ai.completion', 'assistant'),
    ...readMessages(entityValue(a['traceloop.entity.output']), 'assistant'),
  ];
  const g = genaiIO(span);
  return { input: [...input, ...g.input], output: [...output, ...g.output] };
}

export const openllmetry: DialectReader = {
  name: 'openllmetry',
  claims: (span) =>
    span.attributes['traceloop.span.kind'] !== undefined ||
    span.attributes['llm.request.type'] !== undefined ||
    span.attributes['traceloop.entity.name'] !== undefined,
  role(span) {
    switch (str(span.attributes['traceloop.span.kind'])) {
      case 'workflow':
      case 'agent':
        return 'agent';
      case 'tool':
        return 'tool';
      case 'task':
        return 'other';
    }
    if (span.attributes['llm.request.type'] !== undefined) return 'llm';
    return genaiRole(span);
  },
  io,
  tool(span) {
    const a = span.attributes;
    const g = genaiTool(span);
    const entity = str(a['traceloop.entity.name']);
    const name = str(a['gen_ai.tool.name']) ?? entity ?? span.name.replace(/\.tool$/, '');
    return {
      ...g,
      name,
      arguments: g.arguments ?? entityValue(a['traceloop.entity.input']),
      result: g.result ?? entityValue(a['traceloop.entity.output']),
    };
  },
  usage: genaiUsage,
  declaredTools(span) {
    const fns = indexed(span.attributes, 'llm.request.functions')
      .map((f) => str(f.name))
      .filter((x): x is string => !!x);
    return [...fns, ...genaiDeclaredTools(span)];
  },
  systemPrompt(span) {
    return (
      flatPrompt(span.attributes, 'gen_ai.prompt', 'user').find((m) => m.role === 'system')?.text ||
      genaiSystemPrompt(span)
    );
  },
};
