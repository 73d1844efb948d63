// OpenLLMetry (Traceloop): traceloop.span.kind (workflow, task, agent, tool), traceloop.entity.input
// / output (often serialized LangChain objects), and the older flattened gen_ai.prompt.N.* /
// gen_ai.completion.N.* message attributes with llm.request.type on model calls. Its LangChain
// instrumentation (0.27) writes every span as a root of its own trace: a chain per graph node
// ("workflow"), "execute_tool <class>" tool spans (kind "task") named by the tool's class.
import { type Msg, langChainToolMessage, parseMaybeJson, readMessages, roleOf } from '../content.js';
import type { AttrValue, Span } from '../span.js';
import { isRecord } from '../../util/text.js';
import { genaiDeclaredTools, genaiIO, genaiRole, genaiSystemPrompt, genaiTool, genaiUsage } from './genai.js';
import { type DialectReader, type SpanIO, type ToolFacts, indexed, str } from './reader.js';
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

const holdsMessages = (raw: AttrValue | undefined): boolean => {
  const v = entityValue(raw);
  return isRecord(v) && Array.isArray(v.messages);
};

/**
 * A LangChain chain that is a step of the run, not the run: a graph's router ({output: "__end__"})
 * or a node returning a Command. The graph itself, and nodes that return its state, map messages to
 * messages.
 */
const isLangChainStep = (a: Record<string, AttrValue>): boolean =>
  a['gen_ai.provider.name'] === 'langchain' &&
  !(holdsMessages(a['traceloop.entity.input']) && holdsMessages(a['traceloop.entity.output']));

/** LangChain's tool span names the tool's class (DynamicStructuredTool); the tool's own name is on its ToolMessage. */
const LANGCHAIN_TOOL_CLASSES = /^(Dynamic(Structured)?Tool|StructuredTool|Tool)$/;

export const openllmetry: DialectReader = {
  name: 'openllmetry',
  claims: (span) =>
    span.attributes['traceloop.span.kind'] !== undefined ||
    span.attributes['llm.request.type'] !== undefined ||
    span.attributes['traceloop.entity.name'] !== undefined,
  role(span) {
    const a = span.attributes;
    // The newer LangChain instrumentation marks tools "task" and says what they are here.
    if (a['gen_ai.operation.name'] === 'execute_tool') return 'tool';
    switch (str(a['traceloop.span.kind'])) {
      case 'workflow':
        return isLangChainStep(a) ? 'other' : 'agent';
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
    const output = entityValue(a['traceloop.entity.output']);
    const message = langChainToolMessage(output);
    const ofClass = entity !== undefined && LANGCHAIN_TOOL_CLASSES.test(entity);
    const name =
      str(a['gen_ai.tool.name']) ??
      message?.name ??
      (ofClass ? undefined : (entity ?? span.name.replace(/\.tool$/, '')));
    const facts: ToolFacts = {
      ...g,
      name: name ?? '',
      // LangChain records a tool's input as the JSON text the model sent.
      arguments: g.arguments ?? parseMaybeJson(entityValue(a['traceloop.entity.input'])),
      result: g.result ?? (message ? message.content : output),
    };
    if (message?.toolCallId) facts.callId ??= message.toolCallId;
    if (message?.status) facts.status ??= message.status;
    // A failed LangChain tool returns no ToolMessage, so only the model's request names it.
    if (!name) facts.unnamed = true;
    return facts;
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
