// Reading trace files: encodings, containers, and what happens with bad input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadTraceFiles, parseTraceBytes } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';
import { ExportTraceServiceRequest } from '../helpers/otlp-proto.js';

const adk = readFileSync('fixtures/traces/real/genai-semconv/adk-python-otlp-tool-error-S6b.json', 'utf8');
const tmp = mkdtempSync(join(tmpdir(), 'agent-chaos-load-'));
const file = (name: string, content: string | Buffer) => {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
};

const kv = (key: string, value: string) => ({ key, value: { stringValue: value } });
const request = (spans: object[]) => ({
  resourceSpans: [
    { resource: { attributes: [kv('session.id', 's1')] }, scopeSpans: [{ scope: { name: 't' }, spans }] },
  ],
});
const span = (id: string, name: string, extra: object = {}) => ({
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: id,
  name,
  startTimeUnixNano: '1700000000000000000',
  endTimeUnixNano: '1700000001000000000',
  ...extra,
});

describe('trace files', () => {
  it('reads JSON Lines of requests (collector file exporter) and skips a bad line, naming it', async () => {
    const lines = [
      JSON.stringify(
        request([
          span('00f067aa0ba902b7', 'execute_tool a', { attributes: [kv('gen_ai.operation.name', 'execute_tool')] }),
        ]),
      ),
      '{"resourceSpans": [ truncated',
      JSON.stringify(
        request([
          span('00f067aa0ba902b8', 'execute_tool b', {
            attributes: [kv('gen_ai.operation.name', 'execute_tool')],
            status: { code: 2 },
          }),
        ]),
      ),
    ];
    const batch = await loadTraceFiles([file('spans.jsonl', `${lines.join('\n')}\n`)]);
    expect(batch.spans.map((s) => s.name)).toEqual(['execute_tool a', 'execute_tool b']);
    expect(batch.problems).toHaveLength(1);
    expect(batch.problems[0]).toMatch(/spans\.jsonl:2: invalid JSON.*line skipped/);
    const [s] = normalize(batch);
    expect(s.toolCalls.map((c) => `${c.name}:${c.status}`)).toEqual(['a:ok', 'b:error']);
  });

  it('keeps the other spans when one span has no ids', () => {
    const body = JSON.stringify(request([span('00f067aa0ba902b7', 'good'), { name: 'no ids' }]));
    const batch = parseTraceBytes(Buffer.from(body), 'one-bad.json');
    expect(batch.spans.map((s) => s.name)).toEqual(['good']);
    expect(batch.problems).toEqual([
      'one-bad.json: resourceSpans[0]: skipped a span: span "no ids" has no traceId/spanId',
    ]);
  });

  it('accepts base64 ids, snake_case keys and numeric/string enums (protobuf JSON mapping)', () => {
    const body = {
      resource_spans: [
        {
          scope_spans: [
            {
              spans: [
                {
                  trace_id: Buffer.from('0af7651916cd43dd8448eb211c80319c', 'hex').toString('base64'),
                  span_id: Buffer.from('b7ad6b7169203331', 'hex').toString('base64'),
                  name: 'x',
                  kind: 'SPAN_KIND_CLIENT',
                  start_time_unix_nano: 1700000000000000000,
                  status: { code: 'STATUS_CODE_ERROR', message: 'boom' },
                },
              ],
            },
          ],
        },
      ],
    };
    const [s] = parseTraceBytes(Buffer.from(JSON.stringify(body)), 'x.json').spans;
    expect(s).toMatchObject({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      kind: 'CLIENT',
      status: { code: 'ERROR', message: 'boom' },
    });
    expect(new Date(s.start).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('reads gzip files and binary protobuf by extension or by sniffing', async () => {
    const gz = await loadTraceFiles([file('adk.json.gz', gzipSync(adk))]);
    expect(gz.spans).toHaveLength(7);
    const req = ExportTraceServiceRequest.fromObject({
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: Buffer.alloc(16, 1),
                  spanId: Buffer.alloc(8, 2),
                  name: 'execute_tool pb',
                  startTimeUnixNano: 1,
                  attributes: [{ key: 'gen_ai.tool.name', value: { stringValue: 'pb' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    const bytes = Buffer.from(ExportTraceServiceRequest.encode(req).finish());
    for (const name of ['req.pb', 'req.bin-without-known-extension']) {
      const b = await loadTraceFiles([file(name, bytes)]);
      expect(b.problems).toEqual([]);
      expect(b.spans[0]).toMatchObject({
        traceId: '01'.repeat(16),
        spanId: '02'.repeat(8),
        attributes: { 'gen_ai.tool.name': 'pb' },
      });
    }
  });

  it('names the file and the problem for unreadable input, and still reads the other files', async () => {
    const good = file('good.json', adk);
    const batch = await loadTraceFiles([
      join(tmp, 'missing.json'),
      file('truncated.json', adk.slice(0, 200)),
      file('text.txt', 'hello, this is not a trace'),
      file('empty.json', ''),
      file('object.json', '{"hello": "world"}'),
      good,
    ]);
    expect(batch.spans).toHaveLength(7);
    const text = batch.problems.join('\n');
    expect(text).toMatch(/missing\.json: cannot read file \(ENOENT\)/);
    expect(text).toMatch(/truncated\.json: invalid JSON/);
    expect(text).toMatch(/text\.txt: not an OTLP protobuf ExportTraceServiceRequest/);
    expect(text).toMatch(/empty\.json: file is empty/);
    expect(text).toMatch(/object\.json: not a trace document/);
  });

  it('skips CloudWatch lines that are application logs, not OTel records', () => {
    const records = [
      {
        timestamp: 't',
        raw_otel_json: { timestamp: 'x', level: 'INFO', message: 'Invocation completed', logger: 'app' },
      },
      {
        timestamp: 't',
        raw_otel_json: JSON.stringify({
          ...span('00f067aa0ba902b7', 'invoke_agent a'),
          attributes: { 'gen_ai.operation.name': 'invoke_agent' },
          status: { code: 'OK' },
          kind: 'INTERNAL',
          resource: { attributes: {} },
          scope: { name: 's' },
        }),
      },
    ];
    const batch = parseTraceBytes(Buffer.from(JSON.stringify(records)), 'cw.json');
    expect(batch.problems).toEqual([]);
    expect(batch.spans.map((s) => s.name)).toEqual(['invoke_agent a']);
    expect(batch.logs).toEqual([]);
  });
});

describe('protobuf and JSON readers agree', () => {
  it('decode the same real document to the same spans', () => {
    const doc = JSON.parse(adk);
    const fromJson = parseTraceBytes(
      Buffer.from(JSON.stringify({ resourceSpans: doc.resourceSpans })),
      'adk.json',
    ).spans;
    const asProto = structuredClone({ resourceSpans: doc.resourceSpans });
    for (const rs of asProto.resourceSpans)
      for (const ss of rs.scopeSpans)
        for (const s of ss.spans) {
          s.traceId = Buffer.from(s.traceId, 'hex');
          s.spanId = Buffer.from(s.spanId, 'hex');
          if (s.parentSpanId) s.parentSpanId = Buffer.from(s.parentSpanId, 'hex');
        }
    const bytes = ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject(asProto)).finish();
    const fromProto = parseTraceBytes(bytes, 'adk.pb').spans;
    expect(fromProto).toHaveLength(7);
    expect(fromProto).toEqual(fromJson);
  });
});

describe('loadSessions: sessions files and trace files, each parsed once', () => {
  it('reads a one-line OTLP document without parsing it whole, JSON Lines traces, and sessions files as they are', async () => {
    const { loadSessions } = await import('../../src/trace/load-sessions.js');
    const { BLOCK } = await import('../../src/trace/otlp-json-stream.js');
    const span = (i: number) => ({
      traceId: 'a'.repeat(32),
      spanId: i.toString(16).padStart(16, '0'),
      ...(i > 1 ? { parentSpanId: '0000000000000001' } : {}),
      name: i > 1 ? 'execute_tool search' : 'invoke_agent',
      startTimeUnixNano: '1',
      endTimeUnixNano: '2',
      attributes: [
        kv('gen_ai.operation.name', i > 1 ? 'execute_tool' : 'invoke_agent'),
        kv('gen_ai.tool.name', 'search'),
      ],
    });
    const oneLine = JSON.stringify(request([span(1)]));
    // Over one block (1 MB) a document is streamed; within one it is read at once.
    const big = JSON.stringify(request(Array.from({ length: Math.ceil((BLOCK * 1.2) / 250) }, (_, i) => span(i + 1))));
    expect(big.length).toBeGreaterThan(BLOCK);
    const parses: number[] = [];
    const parse = JSON.parse;
    JSON.parse = (text: string, ...rest: any[]) => {
      if (typeof text === 'string' && text.length >= oneLine.length) parses.push(text.length);
      return (parse as any)(text, ...rest);
    };
    let fromDoc: Awaited<ReturnType<typeof loadSessions>>;
    let fromBig: Awaited<ReturnType<typeof loadSessions>>;
    try {
      fromDoc = await loadSessions([file('one-line.json', oneLine)]);
      expect(parses).toEqual([oneLine.length]); // small: read whole, once
      parses.length = 0;
      fromBig = await loadSessions([file('big.json', big)]);
    } finally {
      JSON.parse = parse;
    }
    expect(parses).toEqual([]); // streamed: each span parsed alone
    expect(fromDoc.sessions.map((s) => s.sessionId)).toEqual(['s1']);
    expect(fromBig.sessions.map((s) => [s.sessionId, s.toolCalls.length])).toEqual([
      ['s1', Math.ceil((BLOCK * 1.2) / 250) - 1],
    ]);
    const jsonl = file(
      'two.jsonl',
      `${oneLine}\n${oneLine.replaceAll('s1', 's2').replace('a'.repeat(32), 'c'.repeat(32))}\n`,
    );
    const sessionsFile = file('sessions.jsonl', `${JSON.stringify(fromDoc.sessions[0])}\n`);
    const all = await loadSessions([jsonl, sessionsFile, join(tmp, 'missing.json')]);
    expect(all.sessions.map((s) => s.sessionId).sort()).toEqual(['s1', 's1', 's2']);
    expect(all.problems).toEqual([expect.stringMatching(/missing\.json: cannot read file \(ENOENT\)/)]);
  });

  it('streams a JSON Lines file from the disk a line at a time: CRLF, blank and broken lines, sessions and journals too; gzip as a whole', async () => {
    const { loadSessions } = await import('../../src/trace/load-sessions.js');
    const line = (sid: string, trace: string) =>
      JSON.stringify(
        request([
          {
            traceId: trace.repeat(32),
            spanId: 'b'.repeat(16),
            name: 'invoke_agent',
            startTimeUnixNano: '1',
            endTimeUnixNano: '2',
            attributes: [kv('gen_ai.operation.name', 'invoke_agent')],
          },
        ]),
      ).replaceAll('s1', sid);
    const body = `${line('x1', 'a')}\r\n\r\n{"resourceSpans": [\r\n${line('x2', 'c')}\r\n`;
    const read = await loadSessions([file('export.ndjson', body)]);
    expect(read.sessions.map((s) => s.sessionId).sort()).toEqual(['x1', 'x2']);
    expect(read.problems).toEqual([expect.stringMatching(/export\.ndjson:3: invalid JSON: .* \(line skipped\)$/)]);
    // The same file gzipped is read whole (a stream of lines needs the plain text).
    const zipped = await loadSessions([file('export.jsonl', gzipSync(body))]);
    expect(zipped.sessions.map((s) => s.sessionId).sort()).toEqual(['x1', 'x2']);
    // A journal's lines hold sessions; a sessions file with a broken line is an error naming it.
    const session = read.sessions.find((s) => s.sessionId === 'x1')!;
    const journal = await loadSessions([
      file(
        'journal.jsonl',
        `${JSON.stringify({ runSeed: 1, case: 'c', repeat: 1, sessionId: 'x1', seed: 1, status: 'ok', exitCode: 0, durationMs: 1, spans: 1, session })}\n${JSON.stringify({ runSeed: 1, case: 'c', repeat: 2, sessionId: 'x3', seed: 2, status: 'crashed', exitCode: 1, durationMs: 1, spans: 0 })}\n`,
      ),
    ]);
    expect(journal.sessions.map((s) => s.sessionId)).toEqual(['x1']);
    const broken = await loadSessions([file('broken-sessions.jsonl', `${JSON.stringify(session)}\n{"sessionId": \n`)]);
    expect(broken.problems).toEqual([expect.stringMatching(/broken-sessions\.jsonl:2: invalid JSON/)]);
  });
});
