// VoltAgent's own spans: span.type ("llm", "tool") on the model and tool spans, entity.type "agent"
// on every span of an agent's run, the agent's span (no span.type) holding `input` and `output`,
// `agent.instructions`; a tool span `tool.name`, `tool.call.id`, `input` (arguments) and `output`
// (result); a model span `llm.messages` and `llm.usage.*`.
import { parseMaybeJson, readMessages } from '../content.js';
import type { Span } from '../span.js';
import { type DialectReader, num, str } from './reader.js';

const kind = (span: Span) => str(span.attributes['span.type']);
const isAgentSpan = (span: Span) => !kind(span) && str(span.attributes['entity.type']) === 'agent';

export const voltagent: DialectReader = {
  name: 'voltagent',
  claims: (span) => kind(span) !== undefined || span.attributes['voltagent.operation_id'] !== undefined,
  role(span) {
    switch (kind(span)) {
      case 'llm':
        return 'llm';
      case 'tool':
        return 'tool';
    }
    return isAgentSpan(span) ? 'agent' : 'other';
  },
  io(span) {
    const a = span.attributes;
    if (kind(span) === 'llm')
      return { input: readMessages(a['llm.messages'], 'user').filter((m) => m.role !== 'system'), output: [] };
    return { input: readMessages(a.input, 'user'), output: readMessages(a.output, 'assistant') };
  },
  tool(span) {
    const a = span.attributes;
    return {
      name: str(a['tool.name']) ?? span.name.replace(/^tool\.execution:/, ''),
      callId: str(a['tool.call.id']),
      arguments: parseMaybeJson(a.input),
      result: parseMaybeJson(a.output),
    };
  },
  usage(span) {
    if (kind(span) !== 'llm') return undefined;
    const a = span.attributes;
    const inputTokens = num(a['llm.usage.prompt_tokens']);
    const outputTokens = num(a['llm.usage.completion_tokens']);
    if (inputTokens === undefined && outputTokens === undefined) return undefined;
    return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
  },
  declaredTools(span) {
    const tools = str(span.attributes['llm.tools']);
    return tools
      ? tools
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
  },
  systemPrompt: (span) => str(span.attributes['agent.instructions']),
};
