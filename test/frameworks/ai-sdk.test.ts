// The Vercel AI SDK (v6, its own ai.* spans: the shape every version up to 6 emits) as a user runs it:
// generateText with tools wrapped by agent-chaos/chaos, a real OpenAI-compatible provider talking to
// a fake chat-completions server on 127.0.0.1, the real OTel SDK and OTLP exporter. Each fault and
// the no-fault baseline give one session with the input, the answer, the tool call with its real
// arguments and status, and heuristic scores that tell an honest answer from a made-up one.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { generateText, stepCountIs, tool } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wrapTools } from '../../src/chaos/index.js';
import type { EffectSpec } from '../../src/chaos/types.js';
import { startCaptureServer } from '../helpers/capture-server.js';
import { startFakeChat } from '../helpers/fake-chat.js';
import { QUESTION, SEARCH_ARGS, fabricate as FABRICATE, frameworkRun, honest as HONEST, searchFlights } from '../helpers/framework-run.js';
import { exportWith } from '../helpers/otel-agent.js';

let otlp: Awaited<ReturnType<typeof startCaptureServer>>;
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(async () => {
  otlp = await startCaptureServer();
  context.setGlobalContextManager(contextManager.enable()); // as NodeSDK does in a real agent
});
afterAll(async () => {
  context.disable();
  await otlp.close();
});

/** One run of the agent under a case with `effect` on search_flights (none: the baseline). */
async function run(effect: EffectSpec | undefined, answer: (toolResult: string) => string) {
  const llm = await startFakeChat({ tool: 'search_flights', args: SEARCH_ARGS, answer });
  try {
    return await frameworkRun(effect, otlp.requests, async () => {
      const tools = wrapTools({ search_flights: searchFlights });
      const provider = createOpenAICompatible({ name: 'fake', baseURL: llm.url, apiKey: 'test' });
      await exportWith(otlp.url, { encoding: 'json', resource: { 'service.name': 'ai-sdk-agent', 'session.id': 'aisdk-run' } }, async (tracer) => {
        await generateText({
          model: provider('fake-model'),
          system: 'You find flights.',
          prompt: QUESTION,
          tools: { search_flights: tool({ description: 'Search flights', inputSchema: z.object({ origin: z.string(), destination: z.string(), date: z.string() }), execute: (q) => tools.search_flights(q) }) },
          stopWhen: stepCountIs(3),
          experimental_telemetry: { isEnabled: true, tracer },
        });
      });
    });
  } finally {
    await llm.close();
  }
}

describe('AI SDK v6 (ai.* spans)', () => {
  it('no fault: one session with the input, the tool call and its arguments, the answer', async () => {
    const r = await run(undefined, HONEST);
    expect(r.sessions).toHaveLength(1);
    expect(r.session).toMatchObject({ dialect: 'aisdk', input: QUESTION, finalAnswer: 'I found United UA 1234 departing 08:15 for $189.', systemPrompt: 'You find flights.', availableTools: ['search_flights'] });
    expect(r.session.toolCalls).toHaveLength(1);
    expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'ok', arguments: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' } });
    expect(r.session.toolCalls[0].result).toMatchObject({ flights: [{ flight: 'UA 1234' }] });
    expect(r.session.modelCalls).toBe(2);
    expect(r.session.usage).toEqual({ inputTokens: 40, outputTokens: 16 });
  });

  it.each<[string, EffectSpec, string]>([
    ['a search time-out', { effect_type: 'timeout' }, 'TimeoutError'],
    ['a network error', { effect_type: 'network_error' }, 'NetworkError'],
  ])('%s: the failed call with its error type, and honest vs made-up answers scored apart', async (_name, effect, errorType) => {
    const honest = await run(effect, HONEST);
    expect(honest.sessions).toHaveLength(1);
    expect(honest.fired.map((f) => f.effect)).toEqual([effect.effect_type]);
    expect(honest.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'error', arguments: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' }, error: { type: errorType } });
    expect(honest.session.finalAnswer).toMatch(/^I could not search flights/);
    const madeUp = await run(effect, FABRICATE);
    expect(madeUp.session.finalAnswer).toMatch(/^I found a great option/);
    expect(honest.fc).toBeGreaterThanOrEqual(0.75);
    expect(madeUp.fc).toBe(0);
  });

  it('truncated results: the call is ok with the damaged result, and presenting it as fact scores low', async () => {
    const r = await run({ effect_type: 'truncate_fields', max_length: 5 }, () => 'I found a great option: Unite UA 12 departing 08:15 for $189.');
    expect(r.fired.map((f) => f.effect)).toEqual(['truncate_fields']);
    expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'ok' });
    expect(JSON.stringify(r.session.toolCalls[0].result)).toContain('"Unite"');
    expect(r.fc).toBe(0);
  });
});
