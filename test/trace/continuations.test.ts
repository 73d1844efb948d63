// Model-call traces without a session id, joined into conversations. OpenAI Agents JS traced by
// OpenInference's OpenAI instrumentation (examples/openai-agents, run as a child process with no
// OTEL_RESOURCE_ATTRIBUTES) sends each model call as a trace of its own: `inspect` on such a file
// must still give one session per conversation, and never join two runs it cannot tell apart.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTraceBytes } from '../../src/trace/load.js';
import { normalize } from '../../src/trace/normalize.js';
import { mergeBatches } from '../../src/trace/span.js';
import { startCaptureServer } from '../helpers/capture-server.js';
import { startFakeChat } from '../helpers/fake-chat.js';

const run = promisify(execFile);
let otlp: Awaited<ReturnType<typeof startCaptureServer>>;
beforeAll(async () => {
  otlp = await startCaptureServer();
});
afterAll(() => otlp.close());

const answer = (r: string) =>
  /flights/.test(r) ? 'I found United UA 1234 departing 08:15 for $189.' : 'The search failed.';

/** One run of the example agent; each run gets its own fake model unless one is given. */
async function agentRun(input: string, llmUrl?: string) {
  const llm = llmUrl
    ? undefined
    : await startFakeChat({
        tool: 'search_flights',
        args: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' },
        answer,
      });
  try {
    await run(process.execPath, ['agent.mjs'], {
      cwd: resolve('examples/openai-agents'),
      env: {
        PATH: process.env.PATH,
        OPENAI_BASE_URL: llmUrl ?? llm!.url,
        OPENAI_API_KEY: 'sk-fake',
        AGENT_CHAOS_INPUT: input,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url.replace(/\/v1\/traces$/, ''),
      },
    });
  } finally {
    await llm?.close();
  }
}

function sessions() {
  const s = normalize(mergeBatches(otlp.requests.map((r, i) => parseTraceBytes(r.body, `r${i}`))));
  otlp.requests.length = 0;
  return s;
}

describe('model-call traces of one conversation', () => {
  it('join into one session with the request once, the call read from the conversation, and the answer', async () => {
    await agentRun('Find me a flight from SFO to JFK on May 20.');
    const [s, ...rest] = sessions();
    expect(rest).toEqual([]);
    expect(s.traceIds).toHaveLength(2); // two model calls, two traces
    expect(s).toMatchObject({
      input: 'Find me a flight from SFO to JFK on May 20.',
      finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
      modelCalls: 2,
    });
    expect(s.toolCalls).toMatchObject([{ name: 'search_flights', status: 'ok', callId: 'call_1' }]);
    expect(s.messages.filter((m) => m.role === 'user')).toHaveLength(1);
  });

  it('two conversations in one file stay two sessions, each with its own input and answer', async () => {
    const llm = await startFakeChat({
      tool: 'search_flights',
      args: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' },
      answer,
    });
    try {
      await Promise.all([
        agentRun('Find me a flight from SFO to JFK on May 20.', llm.url),
        agentRun('Any flight SFO to JFK on May 20?', llm.url),
      ]);
    } finally {
      await llm.close();
    }
    const all = sessions();
    expect(all.map((s) => [s.input, s.traceIds.length, s.toolCalls.length]).sort()).toEqual([
      ['Any flight SFO to JFK on May 20?', 2, 1],
      ['Find me a flight from SFO to JFK on May 20.', 2, 1],
    ]);
  });

  it('identical runs it cannot tell apart are not joined by guess', async () => {
    const traceIds = () =>
      new Set(
        normalize(mergeBatches(otlp.requests.map((r, i) => parseTraceBytes(r.body, `r${i}`)))).flatMap(
          (s) => s.traceIds,
        ),
      );
    await agentRun('Find me a flight from SFO to JFK on May 20.');
    const first = traceIds();
    await agentRun('Find me a flight from SFO to JFK on May 20.');
    const all = sessions();
    // The second run's last call fits both runs' first calls: it is left alone, so no session mixes
    // the two runs (the first run's calls join: only its own first call came before its second).
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const s of all) expect(new Set(s.traceIds.map((t) => first.has(t))).size).toBe(1);
  });
});
