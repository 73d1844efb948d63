// Readers against spans shaped as three setups write them (issue 24): the GenAI conventions' newest
// message parts with a failed tool call, the older GenAI log events joined to their spans (as the
// official OpenTelemetry OpenAI instrumentation sends them), and OpenLLMetry's entity wrappers.
import { describe, expect, it } from 'vitest';
import { parseTraceBytes } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';

const TRACE = '0af7651916cd43dd8448eb211c80319c';
const kv = (key: string, value: string) => ({ key, value: { stringValue: value } });
const span = (id: string, name: string, startMs: number, attributes: object[], parent?: string) => ({
  traceId: TRACE,
  spanId: id,
  ...(parent ? { parentSpanId: parent } : {}),
  name,
  startTimeUnixNano: String(BigInt(1_700_000_000_000 + startMs) * 1_000_000n),
  endTimeUnixNano: String(BigInt(1_700_000_000_000 + startMs + 100) * 1_000_000n),
  attributes,
});
const doc = (spans: object[], logs: object[] = []) =>
  Buffer.from(
    JSON.stringify({
      resourceSpans: [
        { resource: { attributes: [kv('session.id', 's1')] }, scopeSpans: [{ scope: { name: 't' }, spans }] },
      ],
      ...(logs.length
        ? {
            resourceLogs: [
              {
                resource: { attributes: [kv('session.id', 's1')] },
                scopeLogs: [{ scope: { name: 't' }, logRecords: logs }],
              },
            ],
          }
        : {}),
    }),
  );
const sessionOf = async (bytes: Buffer) => {
  const sessions = normalize(await parseTraceBytes(bytes, 'trace.json'));
  expect(sessions).toHaveLength(1);
  return sessions[0];
};

describe('GenAI newest message parts', () => {
  it('a tool_call_response holding {error} is a failed call with its message, not an ok call with no result', async () => {
    const user = { role: 'user', parts: [{ type: 'text', content: 'Find me a flight from SFO to JFK.' }] };
    const call = {
      role: 'assistant',
      parts: [{ type: 'tool_call', id: 'call_1', name: 'search_flights', arguments: { origin: 'SFO' } }],
    };
    const response = {
      role: 'tool',
      parts: [{ type: 'tool_call_response', id: 'call_1', response: { error: 'Tool call timed out' } }],
    };
    const answer = {
      role: 'assistant',
      parts: [{ type: 'text', content: 'The flight search timed out.' }],
      finish_reason: 'stop',
    };
    const chat = (id: string, ms: number, input: object[], output: object[]) =>
      span(id, 'chat gpt-4.1', ms, [
        kv('gen_ai.operation.name', 'chat'),
        kv('gen_ai.input.messages', JSON.stringify(input)),
        kv('gen_ai.output.messages', JSON.stringify(output)),
      ]);
    const s = await sessionOf(
      doc([
        chat('00000000000000a1', 0, [user], [call]),
        chat('00000000000000a2', 1000, [user, call, response], [answer]),
      ]),
    );
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', arguments: { origin: 'SFO' }, status: 'error' }]);
    expect(s.toolCalls[0].error?.message).toContain('Tool call timed out');
  });
});

describe('older GenAI log events joined to their spans (official OpenAI instrumentation)', () => {
  it("keeps a gen_ai.tool.message's content ({id, content}) as the result of its call", async () => {
    const log = (spanId: string, ms: number, event: string, body: unknown) => ({
      timeUnixNano: String(BigInt(1_700_000_000_000 + ms) * 1_000_000n),
      traceId: TRACE,
      spanId,
      eventName: event,
      attributes: [kv('event.name', event), kv('gen_ai.system', 'openai')],
      body: {
        kvlistValue: {
          values: Object.entries(body as object).map(([k, v]) => ({
            key: k,
            value: { stringValue: typeof v === 'string' ? v : JSON.stringify(v) },
          })),
        },
      },
    });
    const toolCalls = [
      { id: 'call_1', type: 'function', function: { name: 'search_flights', arguments: '{"origin":"SFO"}' } },
    ];
    const s = await sessionOf(
      doc(
        [
          span('00000000000000b1', 'chat gpt-4.1', 0, [kv('gen_ai.operation.name', 'chat')]),
          span('00000000000000b2', 'chat gpt-4.1', 1000, [kv('gen_ai.operation.name', 'chat')]),
        ],
        [
          log('00000000000000b1', 1, 'gen_ai.user.message', { content: 'Find me a flight from SFO to JFK.' }),
          log('00000000000000b1', 90, 'gen_ai.choice', {
            index: '0',
            finish_reason: 'tool_calls',
            message: { tool_calls: toolCalls },
          }),
          log('00000000000000b2', 1001, 'gen_ai.user.message', { content: 'Find me a flight from SFO to JFK.' }),
          log('00000000000000b2', 1002, 'gen_ai.assistant.message', { tool_calls: toolCalls }),
          log('00000000000000b2', 1003, 'gen_ai.tool.message', {
            id: 'call_1',
            content: '{"flights":[{"id":"UA1234","price":189}]}',
          }),
          log('00000000000000b2', 1090, 'gen_ai.choice', {
            index: '0',
            finish_reason: 'stop',
            message: { content: 'I found UA1234 for $189.' },
          }),
        ],
      ),
    );
    expect(s.finalAnswer).toBe('I found UA1234 for $189.');
    expect(s.toolCalls).toHaveLength(1);
    expect(s.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'ok' });
    expect(JSON.stringify(s.toolCalls[0].result)).toContain('UA1234');
  });
});

describe("OpenLLMetry's entity wrappers", () => {
  it("reads a tool's {args, kwargs} as its arguments and a JSON-encoded string answer as text", async () => {
    const s = await sessionOf(
      doc([
        span('00000000000000c1', 'travel.workflow', 0, [
          kv('traceloop.span.kind', 'workflow'),
          kv('traceloop.entity.name', 'travel'),
          kv('traceloop.entity.input', JSON.stringify({ args: ['Find me a flight from SFO to JFK.'], kwargs: {} })),
          kv('traceloop.entity.output', JSON.stringify("I'm sorry, the flight search failed. Please try again later.")),
        ]),
        span(
          '00000000000000c2',
          'search_flights.tool',
          10,
          [
            kv('traceloop.span.kind', 'tool'),
            kv('traceloop.entity.name', 'search_flights'),
            kv('traceloop.entity.input', JSON.stringify({ args: [], kwargs: { origin: 'SFO', destination: 'JFK' } })),
            kv('traceloop.entity.output', JSON.stringify({ flights: [] })),
          ],
          '00000000000000c1',
        ),
      ]),
    );
    expect(s.toolCalls[0]).toMatchObject({ name: 'search_flights', arguments: { origin: 'SFO', destination: 'JFK' } });
    expect(s.finalAnswer).toBe("I'm sorry, the flight search failed. Please try again later.");
    expect(s.input).toBe('Find me a flight from SFO to JFK.');
  });
});

describe("OpenInference: the system prompt in the provider's request shape (issue 38)", () => {
  // The Anthropic instrumentation keeps Anthropic's top-level `system` in input.value and
  // llm.invocation_parameters only: no system-role message among llm.input_messages.
  const agentSpan = (id: string) =>
    span(id, 'agent', 0, [
      kv('openinference.span.kind', 'AGENT'),
      kv('input.value', 'Find me a flight from SFO to JFK.'),
      kv('output.value', 'The flight search timed out.'),
    ]);
  const llm = (system: unknown, where: 'input.value' | 'llm.invocation_parameters') => {
    const request = { model: 'claude-sonnet-4', max_tokens: 1024, system };
    const messages = [{ role: 'user', content: 'Find me a flight from SFO to JFK.' }];
    return span(
      'b000000000000002',
      'Anthropic Messages',
      10,
      [
        kv('openinference.span.kind', 'LLM'),
        kv('llm.input_messages.0.message.role', 'user'),
        kv('llm.input_messages.0.message.content', 'Find me a flight from SFO to JFK.'),
        kv('llm.output_messages.0.message.role', 'assistant'),
        kv('llm.output_messages.0.message.content', 'The flight search timed out.'),
        where === 'input.value'
          ? kv('input.value', JSON.stringify({ ...request, messages }))
          : kv('llm.invocation_parameters', JSON.stringify(request)),
      ],
      'a000000000000001',
    );
  };
  const PROMPT = 'You are a travel agent. State only what a tool returned.';

  it.each([
    ['a string in input.value', PROMPT, 'input.value'],
    ['text blocks in input.value', [{ type: 'text', text: PROMPT }], 'input.value'],
    ['a string in llm.invocation_parameters only', PROMPT, 'llm.invocation_parameters'],
  ] as const)('Anthropic `system` as %s', async (_, system, where) => {
    const s = await sessionOf(doc([agentSpan('a000000000000001'), llm(system, where)]));
    expect(s.systemPrompt).toBe(PROMPT);
  });

  it("Bedrock Converse's system blocks and Gemini's systemInstruction parts", async () => {
    const converse = await sessionOf(doc([agentSpan('a000000000000001'), llm([{ text: PROMPT }], 'input.value')]));
    expect(converse.systemPrompt).toBe(PROMPT);
    const gemini = span(
      'b000000000000002',
      'generateContent',
      10,
      [
        kv('openinference.span.kind', 'LLM'),
        kv('llm.input_messages.0.message.role', 'user'),
        kv('llm.input_messages.0.message.content', 'Find me a flight from SFO to JFK.'),
        kv('input.value', JSON.stringify({ contents: [], systemInstruction: { parts: [{ text: PROMPT }] } })),
      ],
      'a000000000000001',
    );
    expect((await sessionOf(doc([agentSpan('a000000000000001'), gemini]))).systemPrompt).toBe(PROMPT);
  });
});

// Issue 66: tokens under any dialect's keys, on whichever span holds them, each counted once.
describe('token usage, counted once', () => {
  const num = (key: string, value: number) => ({ key, value: { intValue: String(value) } });
  const agent = (attrs: object[]) =>
    span('a1', 'invoke_agent travel', 0, [kv('gen_ai.operation.name', 'invoke_agent'), ...attrs]);
  const chat = (id: string, at: number, attrs: object[]) =>
    span(id, 'chat gpt', at, [kv('gen_ai.operation.name', 'chat'), ...attrs], 'a1');

  it("an agent span's total where no model call counts any (llm.token_count.*, ai.usage.*)", async () => {
    for (const [i, o] of [
      ['llm.token_count.prompt', 'llm.token_count.completion'],
      ['ai.usage.inputTokens', 'ai.usage.outputTokens'],
    ]) {
      const s = await sessionOf(doc([agent([num(i, 40), num(o, 16)]), chat('c1', 10, [])]));
      expect(s.usage, i).toEqual({ inputTokens: 40, outputTokens: 16 });
    }
  });

  it("the model calls' where they count, the agent span's total beside them not added again", async () => {
    const counted = [num('gen_ai.usage.input_tokens', 20), num('gen_ai.usage.output_tokens', 8)];
    const s = await sessionOf(
      doc([
        agent([num('llm.token_count.prompt', 40), num('llm.token_count.completion', 16)]),
        chat('c1', 10, counted),
        chat('c2', 20, counted),
      ]),
    );
    expect(s.usage).toEqual({ inputTokens: 40, outputTokens: 16 });
  });
});
