// The streamed OTLP/JSON reader against the whole-document one: the same spans, logs and problems
// from every recorded OTLP/JSON fixture and from documents built to cut values at awkward places,
// with blocks small enough that every value crosses a block boundary somewhere.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTraceBytes } from '../../src/trace/load.js';
import { loadSessions } from '../../src/trace/load-sessions.js';
import { streamOtlpJson } from '../../src/trace/otlp-json-stream.js';

const tmp = mkdtempSync(join(tmpdir(), 'agent-chaos-stream-'));
const file = (name: string, text: string | Buffer) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};
const kv = (key: string, value: string) => ({ key, value: { stringValue: value } });
const span = (id: number, attrs: { key: string; value: unknown }[] = []) => ({
  traceId: 'a'.repeat(32),
  spanId: id.toString(16).padStart(16, '0'),
  name: `step ${id}`,
  startTimeUnixNano: String(1_700_000_000_000_000_000n + BigInt(id) * 1_000_000n),
  endTimeUnixNano: String(1_700_000_000_000_000_000n + BigInt(id + 1) * 1_000_000n),
  attributes: [kv('gen_ai.operation.name', 'execute_tool'), ...attrs],
  status: {},
});

/** The whole-document reading of the same bytes, the reference. */
const whole = (path: string) => parseTraceBytes(readFileSync(path), path);

describe('streamOtlpJson', () => {
  const fixtures = ['fixtures/traces/frameworks', 'fixtures/traces/real/genai-semconv'].flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(dir, f)),
  );

  it.each(fixtures)('reads %s as the whole-document reader does, at any block size', async (path) => {
    const reference = whole(path);
    expect(reference.spans.length).toBeGreaterThan(0);
    for (const block of [1 << 20, 64, 7]) expect(await streamOtlpJson(path, block)).toEqual(reference);
  });

  it('cuts values whose strings hold quotes, backslashes, brackets, line breaks and non-ASCII text', async () => {
    const tricky = [
      'say "hi" \\',
      'odd "}}}}}}}}',
      '\\"}]{[',
      'a\\\\"b',
      'línea\nnueva ✈ 東京',
      '}'.repeat(40),
      '\\'.repeat(9),
    ];
    const spans = tricky.map((t, i) => span(i + 1, [kv('gen_ai.tool.call.result', t), kv(`key "${i}"`, t)]));
    const doc = { resourceSpans: [{ resource: { attributes: [kv('service.name', 'x')] }, scopeSpans: [{ spans }] }] };
    for (const text of [JSON.stringify(doc), JSON.stringify(doc, null, 2)]) {
      const path = file('tricky.json', text);
      const reference = whole(path);
      expect(reference.spans.map((s) => s.attributes['gen_ai.tool.call.result'])).toEqual(tricky);
      for (const block of [3, 5, 16, 1 << 20]) expect(await streamOtlpJson(path, block)).toEqual(reference);
    }
  });

  it('grows its buffer for a value longer than a block, and gives the resource and scope read after the spans', async () => {
    const big = 'x'.repeat(300_000);
    // Keys in an order producers may use: spans first, resource and scope last.
    const text = `{"resourceSpans":[{"scopeSpans":[{"spans":[${JSON.stringify(span(1, [kv('big', big)]))},${JSON.stringify(
      span(2),
    )}],"scope":{"name":"late-scope"}}],"resource":{"attributes":[${JSON.stringify(kv('service.name', 'late'))}]}}]}`;
    const path = file('late.json', text);
    const read = await streamOtlpJson(path, 4096);
    expect(read).toEqual(whole(path));
    expect(read?.spans.map((s) => [s.scope, s.resource['service.name']])).toEqual([
      ['late-scope', 'late'],
      ['late-scope', 'late'],
    ]);
    expect(read?.spans[0].attributes.big).toHaveLength(300_000);
  });

  it('reads requests one after another (a file exporter), naming a bad span by its request line', async () => {
    const request = (spans: unknown[]) =>
      JSON.stringify({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans }] }] });
    const bad = { ...span(9), spanId: '' };
    const path = file('requests.json', `${request([span(1)])}\n${request([span(2), bad])}\n\n${request([span(3)])}\n`);
    const read = await streamOtlpJson(path, 32);
    expect(read?.spans.map((s) => s.name)).toEqual(['step 1', 'step 2', 'step 3']);
    expect(read?.problems).toEqual([
      `${path}:2: resourceSpans[0]: skipped a span: span "step 9" has no traceId/spanId`,
    ]);
    expect(read).toEqual(whole(path)); // the line-by-line reader names the same line
  });

  it('reads the protobuf JSON mapping too: snake_case keys, base64 ids, instrumentation_library_spans', async () => {
    const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
    const raw = span(1);
    const snake = {
      trace_id: b64(raw.traceId),
      span_id: b64(raw.spanId),
      name: raw.name,
      start_time_unix_nano: raw.startTimeUnixNano,
      end_time_unix_nano: raw.endTimeUnixNano,
      attributes: raw.attributes,
    };
    const doc = {
      resource_spans: [
        { resource: { attributes: [kv('service.name', 'old')] }, instrumentationLibrarySpans: [{ spans: [snake] }] },
      ],
    };
    const path = file('snake.json', JSON.stringify(doc));
    const read = await streamOtlpJson(path, 9);
    expect(read?.spans.map((s) => [s.traceId, s.spanId, s.resource['service.name']])).toEqual([
      [raw.traceId, raw.spanId, 'old'],
    ]);
    expect(read).toEqual(whole(path));
  });

  it('reads logs of the same request', async () => {
    const doc = {
      resourceSpans: [{ scopeSpans: [{ scope: { name: 's' }, spans: [span(1)] }] }],
      resourceLogs: [
        {
          resource: { attributes: [kv('service.name', 'agent')] },
          scopeLogs: [{ scope: { name: 'logs' }, logRecords: [{ timeUnixNano: '5', body: { stringValue: 'hello' } }] }],
        },
      ],
    };
    const path = file('logs.json', JSON.stringify(doc));
    const read = await streamOtlpJson(path, 8);
    expect(read?.logs.map((l) => l.body)).toEqual(['hello']);
    expect(read).toEqual(whole(path));
  });

  it('leaves every other file to the whole-file reader', async () => {
    const ok = JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [span(1)] }] }] });
    const others = {
      sessions: `${JSON.stringify({ sessionId: 's', toolCalls: [], messages: [] })}\n`,
      records: JSON.stringify([{ name: 'x' }]),
      broken: ok.slice(0, -3),
      brokenInsideSpan: ok.replace('"step 1"', '"step 1'),
      trailing: `${ok} garbage`,
      empty: '',
      gzip: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
      notObjectElement: '{"resourceSpans":[1]}',
    };
    for (const [name, text] of Object.entries(others))
      expect(await streamOtlpJson(file(`${name}.json`, text), 16), name).toBeUndefined();
  });

  it('leaves broken JSON to the whole-file reader, which names its line and column', async () => {
    const text = JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [span(1)] }] }] }, null, 2).replace(
      '"step 1"',
      '"step 1" oops',
    );
    const { sessions, problems } = await loadSessions([file('broken-pretty.json', text)]);
    expect(sessions).toEqual([]);
    expect(problems).toEqual([expect.stringMatching(/broken-pretty\.json: invalid JSON: .*\(line \d+, column \d+\)/)]);
  });
});
