// bench/ingest: parse + normalize 100,000 spans of generated agent traces, as OTLP/JSON (streamed
// from the disk, as the commands read a file) and as OTLP/protobuf, against the bare decoder of the
// same bytes in the same run (JSON.parse; protobufjs decode). Each measurement runs in its own
// child process so peak RSS belongs to it alone.
// Then the commands as whole processes: `inspect` and `eval --judge heuristic` at 1k, 10k and 100k
// spans against a process that reads and JSON.parses the same file, alternating, min/median/max.
// Last, held out: the real recordings in fixtures/traces/real, which no change was tuned on.
// Prints figures; asserts nothing about time (targets: JSON ratio <= 2, protobuf ratio <= 1.5,
// peak RSS above the idle process < 4x the payload; eval <= 2x its reference). Run: npm run
// bench:ingest (BENCH_SPANS, BENCH_RUNS, BENCH_ROUNDS, BENCH_KEEP=1 to keep the payloads).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Runs on the compiled modules (lib/, from `npm run bench:ingest`), so no TypeScript loader is measured.
import { loadSessions } from '../lib/trace/load-sessions.js';
import { Redactor } from '../lib/trace/redact.js';
import { parseTraceBytes } from '../lib/trace/load.js';
import { normalize } from '../lib/trace/normalize.js';
import { streamOtlpJson } from '../lib/trace/otlp-json-stream.js';
import protobuf from 'protobufjs';
import { descriptor } from '../lib/trace/otlp-proto.js';
import { machineLine } from './machine.mjs';

// The reference decoder: protobufjs' generic decode of the same messages.
const ExportTraceServiceRequest = protobuf.Root.fromJSON(descriptor).lookupType('ExportTraceServiceRequest');

const SPANS = Number(process.env.BENCH_SPANS ?? 100_000);
const SPANS_PER_SESSION = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const hex = (n, len) => n.toString(16).padStart(len, '0');
const str = (key, value) => ({ key, value: { stringValue: value } });
const int = (key, value) => ({ key, value: { intValue: String(value) } });

/** Sessions of an agent that alternates model calls and tool calls; one tool call in seven fails. */
function generate(spans) {
  const out = [];
  const base = 1_764_000_000_000_000_000n;
  const sessions = Math.ceil(spans / SPANS_PER_SESSION);
  for (let s = 0; s < sessions; s++) {
    const traceId = hex(s + 1, 32);
    const root = hex(s * 1000 + 1, 16);
    const t0 = base + BigInt(s) * 10_000_000_000n;
    const ns = (ms) => String(t0 + BigInt(ms) * 1_000_000n);
    const question = `Find me a flight from SFO to JFK on May ${(s % 28) + 1} and book the cheapest one.`;
    out.push({
      traceId,
      spanId: root,
      name: 'invoke_agent travel',
      kind: 1,
      startTimeUnixNano: ns(0),
      endTimeUnixNano: ns(SPANS_PER_SESSION * 10),
      attributes: [
        str('gen_ai.operation.name', 'invoke_agent'),
        str('gen_ai.agent.name', 'travel'),
        str('session.id', `session-${s}`),
        str('gen_ai.input.messages', JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: question }] }])),
        str(
          'gen_ai.output.messages',
          JSON.stringify([
            {
              role: 'assistant',
              parts: [{ type: 'text', content: 'Booked flight UA 123 for $189. A confirmation is on its way.' }],
            },
          ]),
        ),
      ],
      status: { code: 1 },
    });
    for (let i = 1; i < SPANS_PER_SESSION && out.length < spans; i++) {
      const spanId = hex(s * 1000 + 1 + i, 16);
      const start = i * 10;
      if (i % 2 === 1) {
        out.push({
          traceId,
          spanId,
          parentSpanId: root,
          name: 'chat claude',
          kind: 3,
          startTimeUnixNano: ns(start),
          endTimeUnixNano: ns(start + 8),
          attributes: [
            str('gen_ai.operation.name', 'chat'),
            str('gen_ai.request.model', 'claude-sonnet'),
            int('gen_ai.usage.input_tokens', 1200 + i),
            int('gen_ai.usage.output_tokens', 80),
            str(
              'gen_ai.output.messages',
              JSON.stringify([
                {
                  role: 'assistant',
                  parts: [
                    { type: 'tool_call', id: `c${i}`, name: 'search_flights', arguments: { from: 'SFO', to: 'JFK' } },
                  ],
                },
              ]),
            ),
          ],
          status: {},
        });
      } else {
        const failed = i % 14 === 0;
        out.push({
          traceId,
          spanId,
          parentSpanId: root,
          name: 'execute_tool search_flights',
          kind: 1,
          startTimeUnixNano: ns(start),
          endTimeUnixNano: ns(start + 5),
          attributes: [
            str('gen_ai.operation.name', 'execute_tool'),
            str('gen_ai.tool.name', 'search_flights'),
            str('gen_ai.tool.call.id', `c${i - 1}`),
            str('gen_ai.tool.call.arguments', '{"from":"SFO","to":"JFK","date":"2026-05-20"}'),
            str(
              'gen_ai.tool.call.result',
              failed ? '' : '{"flights":[{"id":"UA123","price":189},{"id":"DL456","price":212}]}',
            ),
            ...(failed ? [str('error.type', 'TimeoutError')] : []),
          ],
          events: failed
            ? [
                {
                  timeUnixNano: ns(start + 5),
                  name: 'exception',
                  attributes: [str('exception.type', 'TimeoutError'), str('exception.message', 'timed out after 30s')],
                },
              ]
            : [],
          status: failed ? { code: 2, message: 'timed out after 30s' } : {},
        });
      }
    }
  }
  return {
    resourceSpans: [
      {
        resource: { attributes: [str('service.name', 'travel-agent')] },
        scopeSpans: [{ scope: { name: 'bench' }, spans: out }],
      },
    ],
  };
}

/**
 * Child: one mode on one file. The first run alone sets the peak RSS (garbage of later runs would
 * inflate it); the median of RUNS runs is the time.
 */
async function child(mode, file) {
  const bytes = readFileSync(file);
  const once = async () => {
    if (mode === 'json-parse') return JSON.parse(bytes.toString('utf8'));
    if (mode === 'pb-decode') return ExportTraceServiceRequest.decode(bytes);
    // What eval reads a file with: from the disk, told apart from a sessions file, normalized.
    if (mode === 'load-sessions') return (await loadSessions([file])).sessions;
    // OTLP/JSON as eval and inspect read a file: streamed from the disk (bytes read above unused).
    if (mode === 'json-ingest') return normalize(await streamOtlpJson(file));
    return normalize(parseTraceBytes(bytes, file));
  };
  let result = await once();
  const maxRssBytes = process.resourceUsage().maxRSS * 1024;
  const sessions = Array.isArray(result) ? result.length : 0;
  result = undefined;
  const times = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ ms: times[Math.floor(times.length / 2)], maxRssBytes, sessions }));
}

function measure(mode, file) {
  const out = execFileSync(process.execPath, ['bench/ingest.mjs', '--child', mode, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out);
}

function parent() {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bench-'));
  try {
    const doc = generate(SPANS);
    const jsonFile = join(dir, 'spans.json');
    const pbFile = join(dir, 'spans.pb');
    writeFileSync(jsonFile, JSON.stringify(doc));
    writeFileSync(
      pbFile,
      ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject(toProtoObject(doc))).finish(),
    );
    const mb = (b) => `${(b / 1e6).toFixed(1)} MB`;
    const idle = measure('json-parse', join(dir, 'empty.json'));

    console.log(
      `bench/ingest: ${SPANS.toLocaleString('en')} spans in ${Math.ceil(SPANS / SPANS_PER_SESSION)} sessions, median of ${RUNS} runs each, node ${process.version}`,
    );
    console.log(`(idle process peak RSS ${mb(idle.maxRssBytes)}, included in every peak below)`);
    console.log(machineLine());
    for (const [label, file, baseMode, oursMode, target] of [
      ['OTLP/JSON', jsonFile, 'json-parse', 'json-ingest', 2],
      ['OTLP/protobuf', pbFile, 'pb-decode', 'pb-ingest', 1.5],
    ]) {
      const size = readFileSync(file).length;
      const base = measure(baseMode, file);
      const ours = measure(oursMode, file);
      const ratio = ours.ms / base.ms;
      // The idle process (node + these modules) is a fixed cost, not memory the ingest needs.
      const rssRatio = (ours.maxRssBytes - idle.maxRssBytes) / size;
      console.log(`\n${label}: payload ${mb(size)}`);
      console.log(`  ${baseMode.padEnd(12)} ${base.ms.toFixed(0).padStart(6)} ms   peak RSS ${mb(base.maxRssBytes)}`);
      console.log(
        `  ${'parse+norm'.padEnd(12)} ${ours.ms.toFixed(0).padStart(6)} ms   peak RSS ${mb(ours.maxRssBytes)}   ${Math.round(SPANS / (ours.ms / 1000)).toLocaleString('en')} spans/s, ${ours.sessions} sessions`,
      );
      console.log(`  time ratio to ${baseMode}: ${ratio.toFixed(2)} (target <= ${target})`);
      console.log(
        `  (peak RSS - idle) / payload: ${rssRatio.toFixed(2)} (target < 4); bare decoder's: ${((base.maxRssBytes - idle.maxRssBytes) / size).toFixed(2)}`,
      );
      if (label === 'OTLP/JSON') {
        const read = measure('load-sessions', file);
        console.log(
          `  ${'eval read'.padEnd(12)} ${read.ms.toFixed(0).padStart(6)} ms   peak RSS ${mb(read.maxRssBytes)}   (loadSessions: read from disk, sniffed, parsed, normalized)`,
        );
        console.log(
          `  time ratio to ${baseMode}: ${(read.ms / base.ms).toFixed(2)}; (peak RSS - idle) / payload: ${((read.maxRssBytes - idle.maxRssBytes) / size).toFixed(2)}`,
        );
      }
    }
    commands(dir);
  } finally {
    if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
    else console.log(`payloads kept in ${dir}`);
  }
}

/** Wall time and peak RSS of one process (GNU time reports the RSS). */
function timed(argv) {
  const t = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', ...argv], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed: ${r.stderr}`);
  return { ms, rss: Number(r.stderr.trim().split('\n').pop()) * 1024 };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const fmt = ({ min, median, max }, digits = 0) =>
  `${min.toFixed(digits)} / ${median.toFixed(digits)} / ${max.toFixed(digits)}`;

/**
 * The commands as a user runs them, whole processes (node start, config, output files included):
 * `inspect` and `eval --judge heuristic` on 1k, 10k and 100k spans, each round alternating with the
 * reference, a process that reads the same file and JSON.parses it.
 */
function commands(dir) {
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
  const idle = timed([process.execPath, '-e', '0']).rss;
  console.log(
    `\nCommands, whole processes, ${ROUNDS} rounds alternating with the reference (min / median / max; RSS: peak above an idle node, / payload):`,
  );
  for (const spans of [1_000, 10_000, 100_000]) {
    const file = join(dir, `cmd-${spans}.json`);
    writeFileSync(file, JSON.stringify(generate(spans)));
    const size = readFileSync(file).length;
    const runs = { parse: [], inspect: [], eval: [] };
    const rss = { parse: 0, inspect: 0, eval: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      for (const [k, argv] of [
        ['parse', [process.execPath, '-e', `JSON.parse(require('fs').readFileSync(${JSON.stringify(file)}, 'utf8'))`]],
        ['inspect', [process.execPath, 'dist/cli.js', 'inspect', file]],
        [
          'eval',
          [
            process.execPath,
            'dist/cli.js',
            'eval',
            '--traces',
            file,
            '--out',
            join(dir, 'eval-out'),
            '--judge',
            'heuristic',
          ],
        ],
      ]) {
        const m = timed(argv);
        runs[k].push(m.ms);
        rss[k] = Math.max(rss[k], m.rss);
      }
    }
    const base = stats(runs.parse);
    console.log(
      `  ${spans.toLocaleString('en')} spans (${(size / 1e6).toFixed(1)} MB): read + JSON.parse ${fmt(base)} ms, RSS ${((rss.parse - idle) / size).toFixed(2)}x`,
    );
    for (const k of ['inspect', 'eval']) {
      const ratios = stats(runs[k].map((ms, i) => ms / runs.parse[i]));
      console.log(
        `    ${k.padEnd(8)} ${fmt(stats(runs[k]))} ms, ratio to the reference ${fmt(ratios, 2)}${k === 'eval' ? ' (target: median <= 2.0 at 100k)' : ''}, RSS ${((rss[k] - idle) / size).toFixed(2)}x${k === 'eval' ? ' (target <= 4 at 100k)' : ''}`,
      );
    }
  }
  // The same 100k spans as JSON Lines (one request per session, as the collector's file exporter
  // writes): eval streams the lines from the disk.
  const doc = generate(100_000);
  const [rs] = doc.resourceSpans;
  const all = rs.scopeSpans[0].spans;
  const lines = [];
  for (let i = 0; i < all.length; i += SPANS_PER_SESSION)
    lines.push(
      JSON.stringify({
        resourceSpans: [{ ...rs, scopeSpans: [{ ...rs.scopeSpans[0], spans: all.slice(i, i + SPANS_PER_SESSION) }] }],
      }),
    );
  const jsonl = join(dir, 'cmd-100000.jsonl');
  writeFileSync(jsonl, `${lines.join('\n')}\n`);
  const size = readFileSync(jsonl).length;
  const ms = [];
  let peak = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const m = timed([
      process.execPath,
      'dist/cli.js',
      'eval',
      '--traces',
      jsonl,
      '--out',
      join(dir, 'eval-out'),
      '--judge',
      'heuristic',
    ]);
    ms.push(m.ms);
    peak = Math.max(peak, m.rss);
  }
  console.log(
    `  100,000 spans as JSON Lines (${(size / 1e6).toFixed(1)} MB): eval ${fmt(stats(ms))} ms, RSS ${((peak - idle) / size).toFixed(2)}x (streamed a line at a time)`,
  );
}

/**
 * Held out: the real recordings in fixtures/traces/real (exports of public projects, never profiled
 * or tuned on), each file read as eval reads it (loadSessions: read, parse, normalize, redact)
 * against reading the same bytes and JSON.parsing them (the whole document, or line by line for
 * JSON Lines). In process, 20 passes over all files a round, rounds alternating; the first two warm up.
 */
async function heldOut() {
  const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'fixtures', 'traces', 'real');
  const files = readdirSync(root, { recursive: true })
    .map((f) => join(root, f))
    .filter((f) => /\.(json|jsonl)$/.test(f))
    .sort();
  const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
  const parseAll = () => {
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      try {
        JSON.parse(text);
      } catch {
        for (const line of text.split('\n')) if (line.trim()) JSON.parse(line);
      }
    }
  };
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5) + 2;
  const times = { parse: [], ours: [] };
  for (let r = 0; r < ROUNDS; r++) {
    let t = performance.now();
    for (let i = 0; i < 20; i++) parseAll();
    times.parse.push(performance.now() - t);
    t = performance.now();
    for (let i = 0; i < 20; i++) {
      const redactor = new Redactor([], {});
      for (const f of files) await loadSessions([f], redactor);
    }
    times.ours.push(performance.now() - t);
  }
  const parse = stats(times.parse.slice(2));
  const ours = stats(times.ours.slice(2));
  const ratios = times.ours.slice(2).map((x, i) => x / times.parse[i + 2]);
  console.log(
    `\nHeld out: ${files.length} real recordings (${(bytes / 1e3).toFixed(0)} kB, fixtures/traces/real), 20 passes a round, ${ROUNDS - 2} rounds: read + JSON.parse ${fmt(parse)} ms, loadSessions ${fmt(ours)} ms, ratio ${fmt(stats(ratios), 2)}`,
  );
}

/** The JSON document with ids as bytes and 64-bit times as strings, for protobufjs fromObject. */
function toProtoObject(doc) {
  for (const rs of doc.resourceSpans)
    for (const ss of rs.scopeSpans)
      for (const s of ss.spans) {
        s.traceId = Buffer.from(s.traceId, 'hex');
        s.spanId = Buffer.from(s.spanId, 'hex');
        if (s.parentSpanId) s.parentSpanId = Buffer.from(s.parentSpanId, 'hex');
      }
  return doc;
}

if (process.argv[2] === '--child') {
  const [, , , mode, file] = process.argv;
  if (file.endsWith('empty.json')) writeFileSync(file, '{}');
  await child(mode, file);
} else {
  parent();
  await heldOut();
}
