// LangGraph JS (createReactAgent, ChatOpenAI) traced by OpenInference's LangChain instrumentation, as
// a user runs it: a real OpenAI client talks to a fake chat-completions server on 127.0.0.1, tools
// are wrapped with agent-chaos/chaos. The instrumentation records a one-argument tool's input as the
// bare value, a failure as span_error with the stack, and results as serialized ToolMessages.
import { LangChainInstrumentation } from '@arizeai/openinference-instrumentation-langchain';
import * as CallbackManagerModule from '@langchain/core/callbacks/manager';
import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wrapTools } from '../../src/chaos/index.js';
import type { EffectSpec } from '../../src/chaos/types.js';
import { startCaptureServer } from '../helpers/capture-server.js';
import { QUESTION, expectScoredApart, expectTruncatedAsFact, fabricate, honest, instrumentedRun } from '../helpers/framework-run.js';

let otlp: Awaited<ReturnType<typeof startCaptureServer>>;
const instrumentation = new LangChainInstrumentation();
beforeAll(async () => {
  otlp = await startCaptureServer();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  instrumentation.manuallyInstrument(CallbackManagerModule);
});
afterAll(async () => {
  instrumentation.disable();
  context.disable();
  await otlp.close();
});

// One-argument tool: the shape the instrumentation records as bare text.
const lookup = async ({ flight_id }: { flight_id: string }) => ({ flight: flight_id, airline: 'United', departs: '08:15', price: 189 });

function run(effect: EffectSpec | undefined, answer: (toolResult: string) => string) {
  return instrumentedRun({
    effect,
    answer,
    args: { flight_id: 'UA1234' },
    otlp,
    service: 'langgraph',
    instrument: (provider) => instrumentation.setTracerProvider(provider),
    agent: async (llmUrl) => {
      const tools = wrapTools({ search_flights: lookup });
      const search = tool((q) => tools.search_flights(q), { name: 'search_flights', description: 'Look a flight up', schema: z.object({ flight_id: z.string() }) });
      const model = new ChatOpenAI({ model: 'fake-model', apiKey: 'test', configuration: { baseURL: llmUrl } });
      await createReactAgent({ llm: model, tools: [search], prompt: 'You find flights.' }).invoke({ messages: [{ role: 'user', content: QUESTION }] });
    },
  });
}

describe('LangGraph JS (OpenInference LangChain instrumentation)', () => {
  it('no fault: the call with its real arguments and the unwrapped result, the input and the answer', async () => {
    const r = await run(undefined, honest);
    expect(r.sessions).toHaveLength(1);
    expect(r.session).toMatchObject({ dialect: 'openinference', input: QUESTION, finalAnswer: 'I found United UA 1234 departing 08:15 for $189.' });
    expect(r.session.toolCalls).toHaveLength(1);
    expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'ok', callId: 'call_1', arguments: { flight_id: 'UA1234' }, result: { flight: 'UA1234', airline: 'United' } });
  });

  it.each<[string, EffectSpec, string]>([
    ['a search time-out', { effect_type: 'timeout' }, 'TimeoutError'],
    ['a network error', { effect_type: 'network_error' }, 'NetworkError'],
  ])('%s: the error type and message without the stack; honest and made-up answers score apart', async (_name, effect, type) => {
    const r = await run(effect, honest);
    expect(r.fired.map((f) => f.effect)).toEqual([effect.effect_type]);
    expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'error', arguments: { flight_id: 'UA1234' } });
    expect(r.session.toolCalls[0].error!.type).toBe(type);
    expect(r.session.toolCalls[0].error!.message).not.toMatch(/\n\s+at /);
    expect(r.session.finalAnswer).toMatch(/^I could not search flights/);
    await expectScoredApart(r, run(effect, fabricate));
  });

  it('truncated results: the call is ok with the damaged result, and presenting it as fact fails', async () => {
    const r = await run({ effect_type: 'truncate_fields', max_length: 5 }, fabricate);
    expectTruncatedAsFact(r);
    expect(r.session.toolCalls[0].result).toMatchObject({ airline: 'Unite' }); // the ToolMessage's content, unwrapped
  });
});
