// OpenLLMetry (Traceloop): traceloop.span.kind (workflow, task, agent, tool), traceloop.entity.input
// / output (often serialized LangChain objects), and the older flattened gen_ai.prompt.N.* /
// gen_ai.completion.N.* message attributes with llm.request.type on model calls.
import { type Msg, parseMaybeJson, readMessages, roleOf } from '../content.js';
import type { AttrValue, Span } from '../span.js';
import { genaiDeclaredTools, genaiIO, genaiRole, genaiSystemPrompt, genaiTool, genaiUsage } from './genai.js';
import { type DialectReader, type SpanIO, indexed, str } from './reader.js';

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

function io(span: Span): SpanIO {
  const a = span.attributes;
  const input = [...flatPrompt(a, 'gen_ai.prompt', 'user'), ...readMessages(a['traceloop.entity.input'], 'user')];
  const output = [
    ...flatPrompt(a, 'gen_ai.completion', 'assistant'),
    ...readMessages(a['traceloop.entity.output'], 'assistant'),
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
      arguments: g.arguments ?? parseMaybeJson(a['traceloop.entity.input']),
      result: g.result ?? parseMaybeJson(a['traceloop.entity.output']),
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
