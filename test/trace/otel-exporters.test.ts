import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTraceBytes } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';
import { mergeBatches } from '../../src/trace/span.js';
import { startCaptureServer } from '../helpers/capture-server.js';
import { type Encoding, exportAgentRun } from '../helpers/otel-agent.js';

let server: Awaited<ReturnType<typeof startCaptureServer>>;
beforeAll(async () => {
  server = await startCaptureServer();
});
afterAll(() => server.close());

describe.each<[Encoding, boolean]>([
  ['json', false],
  ['json', true],
  ['protobuf', false],
  ['protobuf', true],
])('spans from the real OTLP %s exporter (gzip: %s)', (encoding, gzip) => {
  it('normalize into the session the agent produced', async () => {
    const before = server.requests.length;
    const sessionId = `s-${encoding}-${gzip}`;
    await exportAgentRun(server.url, { encoding, sessionId, gzip });
    const sent = server.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    const type = sent[0].headers['content-type'];
    expect(type).toBe(encoding === 'json' ? 'application/json' : 'application/x-protobuf');
    expect(sent[0].headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);

    // No file extension: the encoding is sniffed (and gzip detected by its magic bytes).
    const batch = mergeBatches(sent.map((r, i) => parseTraceBytes(r.body, `request-${i}`)));
    expect(batch.problems).toEqual([]);
    expect(batch.spans).toHaveLength(5);
    const [session] = normalize(batch);
    expect(session.sessionId).toBe(sessionId);
    expect(session.dialect).toBe('genai');
    expect(session.input).toBe('Find me a flight from SFO to JFK on May 20 and book it.');
    expect(session.finalAnswer).toMatch(/^I could not search flights/);
    expect(session.systemPrompt).toBe('You book flights.');
    expect(session.availableTools).toEqual(['search_flights', 'book_flight']);
    expect(session.modelCalls).toBe(2);
    expect(session.usage).toEqual({ inputTokens: 320, outputTokens: 45 });
    expect(session.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['search_flights', 'error'],
      ['get_time', 'ok'],
    ]);
    const failed = session.toolCalls[0];
    expect(failed.error).toEqual({ type: 'TimeoutError', message: 'Tool call timed out after 30s' });
    expect(failed.fault).toBe('timeout');
    expect(failed.arguments).toEqual({ from: 'SFO', to: 'JFK', date: '2026-05-20' });
    expect(failed.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(failed.agentSpanId).toMatch(/^[0-9a-f]{16}$/);
    expect(new Date(failed.startTime).getFullYear()).toBeGreaterThanOrEqual(2026);
    expect(session.toolCalls[1].result).toEqual({ now: '09:00' });
    expect(session.messages.map((m) => m.role)).toEqual(['user', 'tool', 'tool', 'assistant']);
  });
});
