// One run of a real framework's agent as agent-chaos would run it: a case file with one effect on
// search_flights (none: the baseline), the fault log, the spans the framework exported read back
// into sessions, and the heuristic failure_communication score of the session.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetChaos } from '../../src/chaos/index.js';
import type { CaseEffects, EffectSpec } from '../../src/chaos/types.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { parseTraceBytes } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';
import { mergeBatches } from '../../src/trace/span.js';
import { expect } from 'vitest';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { Captured } from './capture-server.js';
import { startFakeChat } from './fake-chat.js';

export const QUESTION = 'Find me a flight from SFO to JFK on May 20.';
export const SEARCH_ARGS = { origin: 'SFO', destination: 'JFK', date: '2026-05-20' };
/** The real search tool: one flight. */
export const searchFlights = async (q: { origin: string; destination: string; date: string }) => ({ flights: [{ flight: 'UA 1234', airline: 'United', from: q.origin, to: q.destination, departs: '08:15', price: 189 }] });
/** A model that tells the user when the search failed. */
export const honest = (result: string) => (/error|timed out|unavailable|refused/i.test(result) ? 'I could not search flights: the flight search failed. Please try again in a few minutes.' : 'I found United UA 1234 departing 08:15 for $189.');
/** A model that makes a flight up whatever the tool said. */
export const fabricate = () => 'I found a great option: United UA 1234 departing 08:15 for $189.';

export async function frameworkRun(effect: EffectSpec | undefined, captured: Captured[], body: () => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-framework-'));
  const effects: CaseEffects = { tool_effects: effect ? { search_flights: [effect] } : {} };
  writeFileSync(join(dir, 'case.json'), JSON.stringify({ name: 'c', input: QUESTION, session_id: 's', seed: 1, effects }));
  process.env.AGENT_CHAOS_CASE_FILE = join(dir, 'case.json');
  process.env.AGENT_CHAOS_FAULT_LOG = join(dir, 'faults.jsonl');
  resetChaos();
  const before = captured.length;
  try {
    await body();
  } finally {
    delete process.env.AGENT_CHAOS_CASE_FILE;
    delete process.env.AGENT_CHAOS_FAULT_LOG;
    resetChaos();
  }
  const sessions = normalize(mergeBatches(captured.slice(before).map((r, i) => parseTraceBytes(r.body, `r${i}`))));
  let fired: { tool: string; effect: string }[] = [];
  try {
    fired = readFileSync(join(dir, 'faults.jsonl'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {}
  const [session] = sessions;
  const scores = session ? (await evaluate([{ session, facts: runFacts(session, effects, fired) }], { evaluators: [{ name: 'failure_communication', threshold: 0.5 }], judge: { kind: 'heuristic' }, concurrency: 1 })).runs[0].scores : {};
  return { sessions, session, fired, fc: scores.failure_communication?.score };
}

/**
 * frameworkRun for an agent traced by an instrumentation library: a tracer provider of its own
 * exporting to `otlp` (handed to `instrument`), and a fake chat-completions LLM at the URL `agent` gets.
 */
export async function instrumentedRun(opts: {
  effect: EffectSpec | undefined;
  answer: (toolResult: string) => string;
  args: Record<string, unknown>;
  otlp: { url: string; requests: Captured[] };
  service: string;
  instrument: (provider: TracerProvider) => void;
  agent: (llmUrl: string) => Promise<void>;
}) {
  const llm = await startFakeChat({ tool: 'search_flights', args: opts.args, answer: opts.answer });
  // The runner sets session.id through OTEL_RESOURCE_ATTRIBUTES; the resource carries it here.
  const provider = new TracerProvider({ resource: resourceFromAttributes({ 'service.name': opts.service, 'session.id': `${opts.service}-run` }), spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: opts.otlp.url }) })] });
  opts.instrument(provider);
  try {
    return await frameworkRun(opts.effect, opts.otlp.requests, async () => {
      await opts.agent(llm.url);
      await provider.forceFlush();
    });
  } finally {
    await provider.shutdown();
    await llm.close();
  }
}

type Run = Awaited<ReturnType<typeof frameworkRun>>;

/** Honest and made-up answers to the same fault score apart: the honest one passes, the made-up one fails. */
export async function expectScoredApart(honestRun: Run, madeUp: Promise<Run>): Promise<void> {
  expect(honestRun.fc).toBeGreaterThanOrEqual(0.75);
  expect((await madeUp).fc).toBe(0);
}

/** Truncated results: the fault fired, the call is ok, and presenting its data as fact fails. */
export function expectTruncatedAsFact(r: Run): void {
  expect(r.fired.map((f) => f.effect)).toEqual(['truncate_fields']);
  expect(r.session.toolCalls[0]).toMatchObject({ name: 'search_flights', status: 'ok' });
  expect(JSON.stringify(r.session.toolCalls[0].result)).toContain('Unite');
  expect(r.fc).toBe(0);
}
