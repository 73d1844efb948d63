// Readers against spans recorded from the framework examples (fixtures/traces/frameworks: the
// example agent against the fake chat model, no fault and a search time-out), so that a reader change
// shows its effect without installing the framework. What `inspect` reads must be what a run reads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { thinTraceCause } from '../../src/runner/silent-tracers.js';
import { NO_TOOL_CALLS, NO_TOOL_CONTENT, traceGaps } from '../../src/runner/trace-gaps.js';
import { parseTraceBytes } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';

const read = async (file: string) =>
  normalize(await parseTraceBytes(readFileSync(`fixtures/traces/frameworks/${file}`), file));
const ARGS = { origin: 'SFO', destination: 'JFK', date: '2026-05-20' };

// VoltAgent records one model span for a whole generateText (both requests of the tool loop).
describe.each([
  ['genkit-1.42', 'json', 'genkit', 2],
  ['genkit-1.42-flow', 'json', 'genkit', 2], // a flow with a string in and out: JSON strings in genkit:input / output
  ['openai-instrumentation-0.22', 'json', 'genai', 2],
  ['voltagent-2.10', 'json', 'voltagent', 1],
  ['openllmetry-0.27', 'pb', 'openllmetry', 2], // OTLP/protobuf, as its SDK exports
  ['llamaindex-0.12-openllmetry', 'pb', 'openllmetry', 2],
  ['openllmetry-anthropic-0.27', 'pb', 'openllmetry', 2],
  ['openinference-anthropic-0.2.8', 'json', 'openinference', 2],
  // LangChain v1 createAgent: every span a trace of its own, tools named only by their ToolMessage.
  ['langchain-1.5-openllmetry-0.27', 'pb', 'openllmetry', 2],
])('%s', (name, ext, dialect, modelCalls) => {
  it('no fault: one session with the input, the answer, the call with its arguments and result', async () => {
    const sessions = await read(`${name}-tool-loop.${ext}`);
    expect(sessions).toHaveLength(1);
    const [s] = sessions;
    expect(s).toMatchObject({
      dialect,
      input: 'Find me a flight from SFO to JFK on May 20.',
      finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
      modelCalls,
    });
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', arguments: ARGS, status: 'ok' }]);
    expect(JSON.stringify(s.toolCalls[0].result)).toContain('UA 1234');
  });

  it('a search time-out: the call failed with the injected error', async () => {
    const [s] = await read(`${name}-tool-timeout.${ext}`);
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', arguments: ARGS, status: 'error' }]);
    expect(s.toolCalls[0].error?.message).toContain('Tool call timed out');
  });
});

// LangChain v1 createAgent under OpenLLMetry 0.27: a chain span per graph node (a router's output is
// "__end__"), the graph's own span holding the whole conversation, a failed tool's span naming only
// its class (DynamicStructuredTool) with no ToolMessage, and a system prompt written as JSON blocks.
describe('langchain-1.5 with OpenLLMetry', () => {
  const ANSWER = 'I could not search flights: the flight search failed. Please try again in a few minutes.';
  it("a failed tool is named and identified by the model's request from the graph's state; the answer is the last assistant message", async () => {
    const [s] = await read('langchain-1.5-openllmetry-0.27-tool-timeout.pb');
    expect(s.toolCalls).toEqual([
      expect.objectContaining({ name: 'search_flights', callId: 'call_1', arguments: ARGS, status: 'error' }),
    ]);
    expect(s.toolCalls[0].error).toEqual({ type: 'TimeoutError', message: 'Tool call timed out' });
    expect(s).toMatchObject({ finalAnswer: ANSWER, systemPrompt: 'You find flights.', modelCalls: 2 });
    // The conversation as it went, each message once: not the graph's state joined into one answer.
    expect(s.messages.map((m) => m.role)).toEqual(['user', 'tool', 'assistant']);
  });

  it('the first run of a process, started before the instrumentation patched LangChain: no graph span, the same session', async () => {
    const [s] = await read('langchain-1.5-openllmetry-0.27-no-graph-span.pb');
    expect(s).toMatchObject({ input: 'Find me a flight from SFO to JFK on May 20.', finalAnswer: ANSWER });
    expect(s.finalAnswer).not.toBe('__end__'); // a router's output is never the answer
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', arguments: ARGS, status: 'error' }]);
  });
});

// The Claude Agent SDK 0.3 (query() with an SDK MCP server) under OpenInference 0.3: an AGENT span with
// the run's tokens and no model span, TOOL spans named as Claude calls them, results as MCP content.
describe('claude-agent-sdk-0.3 with OpenInference', () => {
  it("one session: the tool as the SDK spells it, its MCP content read as data, the agent span's tokens counted once", async () => {
    const [s] = await read('claude-agent-sdk-0.3-openinference-0.3-tool-loop.json');
    expect(s).toMatchObject({
      dialect: 'openinference',
      input: 'Find me a flight from SFO to JFK on May 20.',
      finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
      modelCalls: 0,
      usage: { inputTokens: 40, outputTokens: 16 },
    });
    expect(s.toolCalls).toMatchObject([
      {
        name: 'mcp__travel__search_flights',
        arguments: ARGS,
        status: 'ok',
        result: { flights: [{ flight: 'UA 1234' }] },
      },
    ]);
    const [failed] = await read('claude-agent-sdk-0.3-openinference-0.3-tool-timeout.json');
    expect(failed.toolCalls).toMatchObject([
      { name: 'mcp__travel__search_flights', status: 'error', error: { message: 'Tool call timed out' } },
    ]);
  });
});

// LangChain 1.5 createAgent with LangSmith 0.12's OTel mode, initializeOTEL() and a traceable around
// the call (without them nothing is sent): LangSmith opens no span for LangChain's runs but writes
// each onto the traceable's, so one span arrives, holding no tool call. The run says why and what to
// use instead; the fired fault still goes on an untraced call (attribute-faults), so nothing passes.
describe('langsmith-0.12 OTel mode with langchain-1.5', () => {
  it('one span, no tool call; with the mode on in the run, the note names the cause and the fix', async () => {
    const [s] = await read('langsmith-0.12-otel-mode-langchain-1.5.pb');
    expect(s.toolCalls).toEqual([]);
    const env = { LANGSMITH_TRACING: 'true', LANGSMITH_OTEL_ENABLED: 'true' };
    expect(thinTraceCause(env, s)).toMatch(
      /^the trace shows no tool call: LangSmith's OTel mode is on .* writes each onto the span active when it starts .* OpenInference's LangChain instrumentation or OpenLLMetry/,
    );
    expect(thinTraceCause({}, s)).toBeUndefined(); // the mode off: no such note
  });
});

// LlamaIndex TS 0.12 with OpenLLMetry 0.27 as its docs set it up, tools not wrapped in withTool: the
// instrumentation drops the model's tool request and logs the result as a user message with its
// quotes stripped, so no call can be read. The model's finish reason still says it asked for one:
// the run's notes say the calls are missing and how to add them.
describe('llamaindex-0.12 without withTool', () => {
  it('no call is read, the tool request is counted, and the gap is named', async () => {
    const [s] = await read('llamaindex-0.12-openllmetry-no-withtool.pb');
    expect(s).toMatchObject({ dialect: 'openllmetry', toolCalls: [], toolRequests: 1, modelCalls: 2 });
    expect(traceGaps(s)).toEqual([NO_TOOL_CALLS]);
    const [wrapped] = await read('llamaindex-0.12-openllmetry-tool-loop.pb');
    expect(wrapped.toolRequests).toBe(1);
    expect(traceGaps(wrapped)).toEqual([]);
  });
});

// Ax 24 (its own OpenTelemetry, recorded from an ax() program with one function against the fake
// chat model): its tool spans are "Tool: <name>" with tool.name and function.id, its program span
// (AxGen) carries the description as signature_name, and it records no other content (no prompt,
// argument, result or answer: only counts). As it comes, what is read is the call, its id and its
// status, and the run says what is missing; with the arguments and result written on the tool span
// by the function (examples/ax), the call is read whole.
describe('ax-24.0', () => {
  it('as it comes: the "Tool: <name>" span is the call, the description the system prompt; the run notes the missing content', async () => {
    const [s] = await read('ax-24.0-tool-loop.json');
    expect(s).toMatchObject({
      dialect: 'genai',
      modelCalls: 2,
      input: '',
      finalAnswer: '',
      systemPrompt: 'You find flights for the user.',
    });
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', callId: 'call_1', status: 'ok', arguments: null }]);
    expect(traceGaps(s)).toEqual([NO_TOOL_CONTENT]);
  });

  it('with the content written on the tool span: arguments and result, and a caught time-out read with its type', async () => {
    const [s] = await read('ax-24.0-content-tool-loop.json');
    expect(s).toMatchObject({ dialect: 'genai', modelCalls: 2, systemPrompt: 'You find flights.' });
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', callId: 'call_1', arguments: ARGS, status: 'ok' }]);
    expect(JSON.stringify(s.toolCalls[0].result)).toContain('UA 1234');
    expect(traceGaps(s)).toEqual([]);
    const [t] = await read('ax-24.0-content-tool-timeout.json');
    expect(t.toolCalls).toMatchObject([
      {
        name: 'search_flights',
        arguments: ARGS,
        status: 'error',
        error: { type: 'TimeoutError', message: 'Tool call timed out after 30s' },
      },
    ]);
  });

  it('a failed call alone without content is no gap (a failure may carry no result)', async () => {
    const [t] = await read('ax-24.0-content-tool-timeout.json');
    const bare = { ...t, toolCalls: t.toolCalls.map((c) => ({ ...c, arguments: null, result: null })) };
    expect(traceGaps(bare)).toEqual([]);
  });
});

// BeeAI's ToolCallingAgent through OpenInference's BeeAI instrumentation (beeai-framework 0.1.13,
// instrumentation 1.5.30): one span per emitter event of a call (start, success or error, finish),
// the tool's name camel-cased in its emitter path, its output wrapped as {result}, and the agent's
// answer given through its own final_answer tool and recorded on the agent span as {role, text}.
describe('beeai-0.1.13 (OpenInference BeeAI instrumentation)', () => {
  it('no fault: one call with its arguments and result, two model calls, the answer from the agent span', async () => {
    const [s] = await read('beeai-0.1.13-tool-loop.json');
    expect(s).toMatchObject({
      dialect: 'openinference',
      input: 'Find me a flight from SFO to JFK on May 20.',
      finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
      modelCalls: 2,
    });
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', arguments: ARGS, status: 'ok' }]);
    expect(JSON.stringify(s.toolCalls[0].result)).toContain('UA 1234');
  });

  it('a search time-out returned to the model as {error}: the call failed with its message', async () => {
    const [s] = await read('beeai-0.1.13-tool-timeout.json');
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', arguments: ARGS, status: 'error' }]);
    expect(s.toolCalls[0].error?.message).toContain('Tool call timed out');
  });
});

// OpenLLMetry 0.27 with the Anthropic SDK 0.137, the agent as its docs write one (the tool inside
// withTool, a thrown error sent back as a tool_result with is_error): the tool that throws leaves its
// span open, so it is never exported, and the instrumentation does not record is_error. What the
// trace still holds: the model's tool_use and, in the next request, the result "TimeoutError: ...".
describe('openllmetry-anthropic-0.27: a tool that threw', () => {
  it('has no tool span; the call is read from the messages, failed with the thrown error type and message', async () => {
    const file = 'openllmetry-anthropic-0.27-tool-timeout.pb';
    const batch = await parseTraceBytes(readFileSync(`fixtures/traces/frameworks/${file}`), file);
    expect(batch.spans.some((s) => s.attributes['traceloop.span.kind'] === 'tool')).toBe(false);
    const [s] = await normalize(batch);
    expect(s.toolCalls).toMatchObject([
      {
        name: 'search_flights',
        callId: 'toolu_3',
        status: 'error',
        error: { type: 'TimeoutError', message: 'Tool call timed out after 30s' },
      },
    ]);
  });
});

// OpenInference's Anthropic instrumentation 0.2.8 with the Anthropic SDK 1.16 (a plain tool loop, the
// failure sent back as a tool_result with is_error and the error's message): model-call spans only.
// The flattened messages put the tool result in a user message with message.tool_call_id and drop
// is_error; the request in input.value keeps it, and the system prompt (Anthropic's top-level system).
describe('openinference-anthropic-0.2.8: a tool result flagged is_error', () => {
  it("reads the call from the messages, failed by the request's is_error, with the system prompt", async () => {
    const [s] = await read('openinference-anthropic-0.2.8-tool-timeout.json');
    expect(s.systemPrompt).toBe('You find flights.');
    expect(s.toolCalls).toMatchObject([
      {
        name: 'search_flights',
        callId: 'toolu_3',
        arguments: ARGS,
        status: 'error',
        result: 'Tool call timed out after 30s',
      },
    ]);
  });
});
