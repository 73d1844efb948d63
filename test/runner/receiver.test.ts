// The embedded OTLP receiver, with the real OTel JS exporters as clients, with bad input, and under
// abuse (a gzip bomb, spans for another run, floods, spans no run asked for).
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from '../../src/runner/receiver.js';
import { ExportTraceServiceResponse } from '../helpers/otlp-proto.js';
import { normalize } from '../../src/trace/normalize.js';
import { expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';
import { runCases } from '../../src/runner/run-cases.js';
import { type Encoding, exportAgentRun, exportWith } from '../helpers/otel-agent.js';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await new Receiver({ maxBody: 64 * 1024 }).start();
});
afterAll(() => receiver.stop());

const post = (body: string | Uint8Array, headers: Record<string, string>, path = '/v1/traces') =>
  fetch(`${receiver.endpoint}${path}`, { method: 'POST', body, headers });

describe('receiver with the real OTLP exporters', () => {
  it.each<[Encoding, boolean]>([
    ['json', false],
    ['json', true],
    ['protobuf', false],
    ['protobuf', true],
  ])('routes %s spans (gzip %s) to their session as they arrive', async (encoding, gzip) => {
    const sessionId = `recv-${encoding}-${gzip}`;
    const before = receiver.stats.requests;
    await exportAgentRun(`${receiver.endpoint}/v1/traces`, { encoding, sessionId, gzip });
    expect(receiver.stats.requests).toBeGreaterThan(before);
    const data = receiver.take(sessionId)!;
    expect(data.spans).toHaveLength(5);
    const [s] = normalize({ spans: data.spans, logs: data.logs, problems: [] });
    expect(s.sessionId).toBe(sessionId);
    expect(s.toolCalls.map((c) => `${c.name}:${c.status}`)).toEqual(['search_flights:error', 'get_time:ok']);
    expect(receiver.take(sessionId)).toBeUndefined();
  });
});

describe("receiver at a run's own endpoint", () => {
  it('routes spans without a session.id attribute by the run path the exporter was given', async () => {
    // OTEL_EXPORTER_OTLP_ENDPOINT rules: the exporter appends /v1/traces to the run's base URL.
    await exportWith(
      `${receiver.endpointFor('by-path')}/v1/traces`,
      { encoding: 'protobuf', resource: { 'service.name': 'agent-that-resets-its-resource' } },
      async (tracer) => {
        tracer.startSpan('invoke_agent travel').end();
      },
    );
    expect(receiver.take('by-path')?.spans.map((s) => s.name)).toEqual(['invoke_agent travel']);
    // The path wins over any session.id the spans carry: a run cannot put spans into another run.
    await exportAgentRun(`${receiver.endpointFor('other-run')}/v1/traces`, {
      encoding: 'json',
      sessionId: 'victim-run',
    });
    const taken = receiver.take('other-run')!;
    expect(taken.spans).toHaveLength(5);
    expect(receiver.take('victim-run')).toBeUndefined();
    const [session] = normalize({ spans: taken.spans, logs: taken.logs, problems: [] });
    expect(session.sessionId).toBe('other-run');
  });

  it("counts a request in flight against its own run only, so other runs' spans are taken without waiting", async () => {
    const url = new URL(`${receiver.endpointFor('slow-run')}/v1/traces`);
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } });
    const answered = new Promise<number>((resolve) =>
      req.on('response', (res) => (res.resume(), resolve(res.statusCode!))),
    );
    req.write('{"resourceSpans": ');
    await expect.poll(() => receiver.pendingFor('slow-run')).toBe(1);
    expect(receiver.pendingFor('fast-run')).toBe(0);
    req.end('[]}');
    expect(await answered).toBe(200);
    expect(receiver.pendingFor('slow-run')).toBe(0);
  });
});

describe('receiver with bad input', () => {
  const good = JSON.stringify({
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'session.id', value: { stringValue: 'bad-input' } }] },
        scopeSpans: [
          {
            spans: [
              {
                traceId: '0af7651916cd43dd8448eb211c80319c',
                spanId: 'b7ad6b7169203331',
                name: 'x',
                startTimeUnixNano: '1',
                endTimeUnixNano: '2',
              },
            ],
          },
        ],
      },
    ],
  });

  it('answers 200 with an empty export response in the request content type', async () => {
    const json = await post(good, { 'content-type': 'application/json' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.json()).toEqual({});
    const pb = await post(new Uint8Array(0), { 'content-type': 'application/x-protobuf' });
    expect(pb.status).toBe(200);
    expect(pb.headers.get('content-type')).toBe('application/x-protobuf');
    expect(ExportTraceServiceResponse.decode(new Uint8Array(await pb.arrayBuffer())).toJSON()).toEqual({});
  });

  it('answers 400 with a message for malformed JSON, protobuf and gzip, and keeps serving', async () => {
    const cases: [string | Uint8Array, Record<string, string>][] = [
      ['{"resourceSpans": [', { 'content-type': 'application/json' }],
      ['{"hello": "world"}', { 'content-type': 'application/json' }],
      [new Uint8Array([0x0a, 0xff, 0xff, 0xff]), { 'content-type': 'application/x-protobuf' }],
      [Buffer.from('not gzip at all'), { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
    ];
    for (const [body, headers] of cases) {
      const res = await post(body, headers);
      expect(res.status, String(body)).toBe(400);
      const text = await res.text();
      expect(text).toMatch(/malformed OTLP/);
    }
    expect(
      (await post(gzipSync(good), { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status,
    ).toBe(200);
    expect(receiver.take('bad-input')!.spans).toHaveLength(2);
  });

  it('answers 413 over the size cap, 415 for other content types, 404 elsewhere; accepts and drops metrics', async () => {
    const big = JSON.stringify({ resourceSpans: [], padding: 'x'.repeat(100 * 1024) });
    expect((await post(big, { 'content-type': 'application/json' })).status).toBe(413);
    expect((await post('a=b', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(good, { 'content-type': 'application/json' }, '/v2/whatever')).status).toBe(404);
    expect((await post(good, { 'content-type': 'application/json' }, '/run/a/b/v1/traces')).status).toBe(404);
    expect((await post('{}', { 'content-type': 'application/json' }, '/v1/metrics')).status).toBe(200);
    expect(receiver.stats.rejected).toBeGreaterThanOrEqual(6);
  });
});

describe('receiver under abuse', () => {
  /** A gzip body of `mib` MiB of zeros, compressed as a stream (the test never holds the whole). */
  async function gzipBomb(mib: number): Promise<Buffer> {
    const gz = createGzip({ level: 1 });
    const out: Buffer[] = [];
    gz.on('data', (c: Buffer) => out.push(c));
    const zeros = Buffer.alloc(1 << 20);
    for (let i = 0; i < mib; i++) if (!gz.write(zeros)) await new Promise((r) => gz.once('drain', r));
    await new Promise((r) => gz.end(r));
    return Buffer.concat(out);
  }

  it('cuts a gzip bomb off at the body cap instead of inflating it, and keeps serving other runs', async () => {
    const r = await new Receiver().start(); // the default 32 MiB cap
    try {
      const bomb = await gzipBomb(1024); // ~1 MB on the wire, 1 GiB inflated
      expect(bomb.length).toBeLessThan(8 << 20);
      const rssBefore = process.memoryUsage().rss;
      const [bombed] = await Promise.all([
        fetch(`${r.endpointFor('bomber')}/v1/traces`, {
          method: 'POST',
          body: bomb,
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        }),
        exportAgentRun(`${r.endpointFor('neighbour')}/v1/traces`, { encoding: 'json', sessionId: 'neighbour' }),
      ]);
      expect(bombed.status).toBe(413);
      // Cut off at the cap, not inflated to its gigabyte: the memory says so, whatever the machine's speed.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 << 20);
      expect(r.take('neighbour')!.spans).toHaveLength(5);
    } finally {
      await r.stop();
    }
  });

  it("caps a run's spans and flags it; caps what all runs hold at once", async () => {
    const r = await new Receiver({ maxSpansPerRun: 7, maxSpansHeld: 12 }).start();
    try {
      for (const id of ['a', 'b']) r.open(id);
      await exportAgentRun(`${r.endpointFor('a')}/v1/traces`, { encoding: 'json', sessionId: 'a' });
      await exportAgentRun(`${r.endpointFor('a')}/v1/traces`, { encoding: 'json', sessionId: 'a' });
      expect(r.session('a')!.spans).toHaveLength(7);
      expect(r.session('a')!.overflow).toBe('it sent more than 7 spans');
      await exportAgentRun(`${r.endpointFor('b')}/v1/traces`, { encoding: 'json', sessionId: 'b' });
      expect(r.session('b')!.spans).toHaveLength(5);
      expect(r.session('b')!.overflow).toBeUndefined();
      await exportAgentRun(`${r.endpointFor('b')}/v1/traces`, { encoding: 'json', sessionId: 'b' });
      expect(r.session('b')!.overflow).toBe('the receiver held 12 spans of all runs at once');
      expect(r.stats.dropped).toBe(3 + 5);
    } finally {
      await r.stop();
    }
  });

  it('drops spans of a session no run opened after the grace period', async () => {
    const r = await new Receiver({ unknownGraceMs: 50 }).start();
    try {
      await exportAgentRun(`${r.endpoint}/v1/traces`, { encoding: 'json', sessionId: 'nobody-opened-this' });
      expect(r.session('nobody-opened-this')!.spans).toHaveLength(5);
      await new Promise((res) => setTimeout(res, 600));
      await exportAgentRun(`${r.endpoint}/v1/traces`, { encoding: 'json', sessionId: 'another-stranger' }); // any arrival sweeps
      expect(r.session('nobody-opened-this')).toBeUndefined();
      expect(r.problems.join(' ')).toMatch(
        /5 span\(s\) of session "nobody-opened-this", which no run opened, were dropped/,
      );
    } finally {
      await r.stop();
    }
  });

  it('a flooding run ends "flooded", is not scored, and says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-flood-'));
    const config = parseConfigText(
      `agent: { command: node ${resolve('fixtures/agents/stub.mjs')} }\nrepeat: 1\ncases:\n  - name: ok\n    input: Search\n`,
      'x.yml',
    );
    const outcome = await runCases({
      config,
      cases: expandCases(config),
      outDir: dir,
      runSeed: 1,
      graceMs: 300,
      limits: { maxSpansPerRun: 1 },
    });
    const run = outcome.cases[0].runs[0];
    expect(run.status).toBe('flooded');
    expect(run.session).toBeUndefined();
    expect(run.error).toMatch(/the agent sent too much telemetry \(it sent more than 1 spans\)/);
  });
});
