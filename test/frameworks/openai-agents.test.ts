// OpenAI Agents JS as a user runs it: it has no OpenTelemetry of its own (its tracing is switched
// off here: it would export to OpenAI), so the model calls are traced by OpenInference's OpenAI
// instrumentation, each in a trace of its own, and the tool calls exist only in the conversation.
// A real OpenAI client talks to a fake chat-completions server on 127.0.0.1; tools are wrapped with
// agent-chaos/chaos. The SDK hands the model its default error text in place of a failed result.
import { OpenAIInstrumentation } from '@arizeai/openinference-instrumentation-openai';
import { Agent, OpenAIChatCompletionsModel, run as runAgent, setTracingDisabled, tool } from '@openai/agents';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wrapTools } from '../../src/chaos/index.js';
import type { EffectSpec } from '../../src/chaos/types.js';
import { startCaptureServer } from '../helpers/capture-server.js';
import { QUESTION, SEARCH_ARGS, expectScoredApart, expectTruncatedAsFact, fabricate, honest, instrumentedRun, searchFlights } from '../helpers/framework-run.js';

let otlp: Awaited<ReturnType<typeof startCaptureServer>>;
const instrumentation = new OpenAIInstrumentation();
beforeAll(async () => {
  otlp = await startCaptureServer();
  setTracingDisabled(true);
  instrumentation.manuallyInstrument(OpenAI);
});
afterAll(async () => {
  instrumentation.disable();
  await otlp.close();
});

function run(effect: EffectSpec | undefined, answer: (toolResult: string) => string) {
  return instrumentedRun({
    effect,
    answer,
    args: SEARCH_ARGS,
    otlp,
    service: 'openai-agents',
    instrument: (provider) => instrumentation.setTracerProvider(provider),
    agent: async (llmUrl) => {
      const tools = wrapTools({ search_flights: searchFlights });
      const search = tool({ name: 'search_flights', description: 'Search flights', parameters: z.object({ origin: z.string(), destination: z.string(), date: z.string() }), execute: (q) => tools.search_flights(q) });
      const model = new OpenAIChatCompletionsModel(new OpenAI({ baseURL: llmUrl, apiKey: 'test' }), 'fake-model');
      await runAgent(new Agent({ name: 'travel', instructions: 'You find flights.', model, tools: [search] }), QUESTION);
    },
  });
}

describe('OpenAI Agents JS (OpenInference OpenAI instrumentation)', () => {
  it('no fault: one session from two model-call traces, with the input, the call and its arguments, the answer', async () => {
    const r = await run(undefined, honest);
    expect(r.sessions).toHaveLength(1);
    expect(r.session.traceIds).toHaveLength(2);
    expect(r.session).toMatchObject({ input: QUESTION, finalAnswer: 'I found United UA 1234 departing 08:15 for $189.', systemPrompt: 'You find flights.', availableTools: ['search_flights'] });
    expect(r.session.toolCalls).toHaveLength(1);
    expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'ok', arguments: SEARCH_ARGS });
    // The conversation in order: the request, the tool's result, then the answer.
    expect(r.session.messages.map((m) => m.role)).toEqual(['user', 'tool', 'assistant']);
  });

  it.each<[string, EffectSpec]>([
    ['a search time-out', { effect_type: 'timeout' }],
    ['a network error', { effect_type: 'network_error' }],
  ])('%s: the SDK default error text marks the call failed; honest and made-up answers score apart', async (_name, effect) => {
    const r = await run(effect, honest);
    expect(r.fired.map((f) => f.effect)).toEqual([effect.effect_type]);
    expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'error', arguments: SEARCH_ARGS, error: { type: 'tool_error', message: expect.stringMatching(/^An error occurred while running the tool/) } });
    expect(r.session.finalAnswer).toMatch(/^I could not search flights/);
    await expectScoredApart(r, run(effect, fabricate));
  });

  it('truncated results: the call is ok with the damaged result, and presenting it as fact fails', async () => {
    expectTruncatedAsFact(await run({ effect_type: 'truncate_fields', max_length: 5 }, fabricate));
  });
});
