// The model fault proxy with the real OpenAI client (the openai package of examples/openai-agents)
// against a fake chat-completions upstream on 127.0.0.1: each model effect, streaming and not, as
// the client sees it; pass-through when nothing fires; draws reproducible from the run's seed.
import { request } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelEffect } from '../../src/config/schema.js';
import { ModelProxy } from '../../src/runner/model-proxy.js';
import { type FakeChat, startFakeChat } from '../helpers/fake-chat.js';
import { flood, silent } from '../helpers/flood.js';

const { default: OpenAI } = await import(
  pathToFileURL(resolve('examples/openai-agents/node_modules/openai/index.mjs')).href
);

let upstream: FakeChat;
let proxy: ModelProxy;
beforeAll(async () => {
  upstream = await startFakeChat({
    tool: 'search_flights',
    args: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' },
    answer: () => 'I found United UA 1234 departing 08:15 for $189.',
  });
  proxy = await new ModelProxy().start();
});
afterAll(async () => {
  await proxy.stop();
  await upstream.close();
});

const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_flights',
      parameters: {
        type: 'object',
        properties: { origin: { type: 'string' }, destination: { type: 'string' } },
        required: ['origin', 'destination'],
      },
    },
  },
];
const ASK = [{ role: 'user', content: 'Find me a flight from SFO to JFK on May 20.' }];
// After the tool answered, the upstream replies with text.
const ANSWER = [
  ...ASK,
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_flights', arguments: '{}' } }],
  },
  { role: 'tool', tool_call_id: 'call_1', content: '{"flights":[]}' },
];

let n = 0;
function client(effects: ModelEffect[], opts: { maxRetries?: number; seed?: number } = {}) {
  const id = `run-${n++}`;
  const baseURL = proxy.open(id, effects, opts.seed ?? 1, { openai: upstream.url }).openai;
  return { id, openai: new OpenAI({ baseURL, apiKey: 'sk-test', maxRetries: opts.maxRetries ?? 0 }) };
}

async function streamed(openai: any, body: object) {
  const stream = await openai.chat.completions.create({
    ...body,
    stream: true,
    stream_options: { include_usage: true },
  });
  let content = '';
  let finish = '';
  let args = '';
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    if (!choice) continue;
    content += choice.delta.content ?? '';
    args += choice.delta.tool_calls?.[0]?.function?.arguments ?? '';
    finish = choice.finish_reason ?? finish;
  }
  return { content, finish, args };
}

describe('model fault proxy, OpenAI Chat Completions', () => {
  it('passes calls through when nothing fires, other endpoints included', async () => {
    const { id, openai } = client([{ effect_type: 'refusal', apply_rate: 0 }]);
    const r = await openai.chat.completions.create({ model: 'm', messages: ANSWER });
    expect(r.choices[0].message.content).toBe('I found United UA 1234 departing 08:15 for $189.');
    expect((await streamed(openai, { model: 'm', messages: ANSWER })).content).toBe(
      'I found United UA 1234 departing 08:15 for $189.',
    );
    expect(proxy.take(id)).toEqual([]);
  });

  it('refusal and empty_response, as a reply and as a stream', async () => {
    const { id, openai } = client([{ effect_type: 'refusal' }]);
    const r = await openai.chat.completions.create({ model: 'm', messages: ASK, tools: TOOLS });
    expect(r.choices[0]).toMatchObject({
      finish_reason: 'stop',
      message: { content: "I'm sorry, but I can't help with that request." },
    });
    expect((await streamed(openai, { model: 'm', messages: ASK })).content).toBe(
      "I'm sorry, but I can't help with that request.",
    );
    expect(proxy.take(id).map((f) => [f.effect, f.call])).toEqual([
      ['refusal', 0],
      ['refusal', 1],
    ]);
    const empty = client([{ effect_type: 'empty_response' }]);
    expect((await empty.openai.chat.completions.create({ model: 'm', messages: ASK })).choices[0].message.content).toBe(
      '',
    );
  });

  it('malformed_tool_call: arguments that are not JSON, or without the required fields', async () => {
    const bad = client([{ effect_type: 'malformed_tool_call' }]);
    const call = (await bad.openai.chat.completions.create({ model: 'm', messages: ASK, tools: TOOLS })).choices[0]
      .message.tool_calls[0];
    expect(call.function.name).toBe('search_flights');
    expect(() => JSON.parse(call.function.arguments)).toThrow();
    expect((await streamed(bad.openai, { model: 'm', messages: ASK, tools: TOOLS })).finish).toBe('tool_calls');
    const missing = client([{ effect_type: 'malformed_tool_call', mode: 'missing_fields' }]);
    expect(
      (await missing.openai.chat.completions.create({ model: 'm', messages: ASK, tools: TOOLS })).choices[0].message
        .tool_calls[0].function.arguments,
    ).toBe('{}');
    // Without tools in the request there is nothing to call wrongly: the call goes through.
    const none = client([{ effect_type: 'malformed_tool_call' }]);
    expect(
      (await none.openai.chat.completions.create({ model: 'm', messages: ANSWER })).choices[0].message.content,
    ).toMatch(/^I found/);
    expect(proxy.take(none.id)).toEqual([]);
  });

  it("truncated_response: the upstream's reply cut at a word, finish_reason length, streaming too", async () => {
    const { id, openai } = client([{ effect_type: 'truncated_response' }]);
    const r = await openai.chat.completions.create({ model: 'm', messages: ANSWER });
    expect(r.choices[0].finish_reason).toBe('length');
    expect('I found United UA 1234 departing 08:15 for $189.'.startsWith(r.choices[0].message.content)).toBe(true);
    expect(r.choices[0].message.content.length).toBeLessThan(30);
    const s = await streamed(openai, { model: 'm', messages: ANSWER });
    expect(s).toMatchObject({ finish: 'length', content: r.choices[0].message.content });
    expect(proxy.take(id)[0].detail).toMatch(/^the reply was cut after \d+ of 48 characters$/);
  });

  it('rate_limited: a 429 with Retry-After; the client retries and gets through, and the fault is marked recovered', async () => {
    const strict = client([{ effect_type: 'rate_limited', retry_after: 50 }]);
    const err = await strict.openai.chat.completions.create({ model: 'm', messages: ANSWER }).catch((e: any) => e);
    expect(err.status).toBe(429);
    expect(err.headers.get('retry-after-ms')).toBe('50');
    const retrying = client([{ effect_type: 'rate_limited', retry_after: 50, max_times: 1 }], { maxRetries: 2 });
    expect(
      (await retrying.openai.chat.completions.create({ model: 'm', messages: ANSWER })).choices[0].message.content,
    ).toMatch(/^I found/);
    expect(proxy.take(retrying.id)).toMatchObject([{ effect: 'rate_limited', call: 0, recovered: true }]);
  });

  it('server_error with its status, and latency before the upstream answers', async () => {
    const down = client([{ effect_type: 'server_error', status: 503 }]);
    expect(
      (await down.openai.chat.completions.create({ model: 'm', messages: ANSWER }).catch((e: any) => e)).status,
    ).toBe(503);
    const slow = client([{ effect_type: 'latency', delay: 300 }]);
    const t = Date.now();
    await slow.openai.chat.completions.create({ model: 'm', messages: ANSWER });
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    expect(proxy.take(slow.id)).toMatchObject([{ effect: 'latency', detail: 'the model answered 300 ms late' }]);
  });

  it('apply_rate draws from the run seed: the same seed faults the same calls', async () => {
    const pattern = async (seed: number) => {
      const { id, openai } = client([{ effect_type: 'empty_response', apply_rate: 0.5 }], { seed });
      for (let i = 0; i < 12; i++) await openai.chat.completions.create({ model: 'm', messages: ANSWER });
      return proxy.take(id).map((f) => f.call);
    };
    const [a, b, c] = [await pattern(7), await pattern(7), await pattern(8)];
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBeLessThan(12);
    expect(c).not.toEqual(a);
  });
});

describe("model fault proxy, an upstream from the pull request's config", () => {
  // The upstream is the endpoint the run's environment names (agent.env can set OPENAI_BASE_URL):
  // a server that answers without end must not fill the runner's memory.
  it("truncated_response reads at most the cap of the upstream's reply, then answers 502", async () => {
    const up = await flood(96);
    const baseURL = proxy.open('flood-cut', [{ effect_type: 'truncated_response' }], 1, { openai: up.url }).openai;
    const res = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: ANSWER }),
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /the upstream's reply is over the 33554432-byte limit/,
    );
    await up.closed;
    // Read to the cap and no further (before, all 96 MB were read and held, and a reply without end never stopped).
    expect(up.counter.sent).toBeLessThan(96);
    proxy.take('flood-cut');
    await up.stop();
  });

  it('an upstream that never answers is let go when the agent hangs up, and when the proxy stops', async () => {
    // Before, the upstream request outlived both (undici waits 300 s for headers): the runner could
    // not exit while it was pending.
    const up = await silent();
    const baseURL = proxy.open('silent', [], 1, { openai: up.url }).openai;
    const gone = new AbortController();
    const call = fetch(`${baseURL}/models`, { signal: gone.signal }).catch((e: Error) => e.name);
    await up.accepted;
    gone.abort();
    expect(await call).toBe('AbortError');
    await up.closed; // the proxy's request to the upstream ended with the agent's
    proxy.take('silent');
    await up.stop();

    const other = await silent();
    const own = await new ModelProxy().start();
    const waiting = fetch(`${own.open('silent-2', [], 1, { openai: other.url }).openai}/models`).catch(
      (e: Error) => e.name,
    );
    await other.accepted;
    await own.stop();
    await other.closed; // and with the proxy's stop
    expect(await waiting).toBe('TypeError'); // the agent's connection was closed under it
    await other.stop();
  });

  it('a reply passed through goes at the pace the agent reads it, and stops when the agent leaves', async () => {
    const up = await flood(256);
    const baseURL = proxy.open('flood-pass', [], 1, { openai: up.url }).openai;
    // The agent reads the first bytes and leaves.
    await new Promise<void>((done, fail) => {
      const u = new URL(`${baseURL}/models`);
      const req = request({ host: u.hostname, port: u.port, path: u.pathname }, (res) =>
        res.once('data', () => {
          req.destroy();
          done();
        }),
      );
      req.on('error', fail);
      req.end();
    });
    await up.closed;
    // Before, the proxy read the whole 256 MB into its write buffers whatever the agent did.
    expect(up.counter.sent).toBeLessThan(256);
    proxy.take('flood-pass');
    await up.stop();
  });
  it('a reply without end (an SSE stream that never finishes) is cut at the cap, however fast the agent reads', async () => {
    const up = await flood(96); // 96 MB, as fast as it is read: more than any model answers
    const baseURL = proxy.open('flood-endless', [], 1, { openai: up.url }).openai;
    let received = 0;
    const cut = await new Promise<boolean>((done) => {
      const u = new URL(`${baseURL}/chat/completions`);
      const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST' }, (res) => {
        res.on('data', (c: Buffer) => (received += c.length));
        res.on('end', () => done(false));
        res.on('error', () => done(true));
        res.on('aborted', () => done(true));
      });
      req.on('error', () => done(true));
      req.end('{"stream":true}');
    });
    await up.closed;
    expect(cut).toBe(true); // the agent's connection is cut, not ended as if complete
    expect(received).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(up.counter.sent).toBeLessThan(96); // and the upstream is let go
    proxy.take('flood-endless');
    await up.stop();
  });
});

describe('model fault proxy, attacks from the agent', () => {
  const post = (url: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('a body over the cap is 413, neither buffered nor forwarded: memory stays flat', async () => {
    const before = upstream.requests.length;
    const baseURL = proxy.open('big', [], 1, { openai: upstream.url }).openai;
    // 256 MB streamed without a content-length (the cap must hold on what arrives, not on what is declared).
    let sent = 0;
    const chunk = Buffer.alloc(1 << 20, 0x61);
    const body = new ReadableStream({
      pull(c) {
        if (sent >= 256) return c.close();
        sent++;
        c.enqueue(chunk);
      },
    });
    const rss = process.memoryUsage().rss;
    const res = await post(`${baseURL}/chat/completions`, body).catch((err: Error) => err);
    // The proxy answers 413 and closes: the client sees the status, or the connection end mid-upload.
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    expect(sent).toBeLessThan(256);
    expect(process.memoryUsage().rss - rss).toBeLessThan(128 << 20);
    expect(upstream.requests.length).toBe(before);
    const declared = await post(`${baseURL}/chat/completions`, '{}', { 'content-length': String(64 << 20) }).catch(
      (err: Error) => err,
    );
    if (!(declared instanceof Error)) expect(declared.status).toBe(413);
    proxy.take('big');
  });

  it("a run's path is a random token: another run's session id, dot segments and encoded paths are refused", async () => {
    const before = upstream.requests.length;
    const base = proxy.open('victim', [], 1, { openai: upstream.url }).openai;
    const root = base.replace(/\/run\/.*$/, '');
    expect(base).toMatch(/\/run\/[0-9a-f]{32}\/openai$/);
    expect((await post(`${root}/run/victim/openai/chat/completions`, '{}')).status).toBe(404);
    // Sent as written (fetch would resolve the dot segments itself before sending).
    const raw = (path: string) =>
      new Promise<number>((ok, fail) => {
        const u = new URL(base);
        const req = request(
          { host: u.hostname, port: u.port, method: 'POST', path: `${u.pathname}${path}` },
          (res) => (res.resume(), ok(res.statusCode!)),
        );
        req.on('error', fail);
        req.end('{}');
      });
    for (const path of [
      '/chat/../../evil',
      '/../../../v2/admin',
      '/%2e%2e/%2e%2e/evil',
      '/chat%2Fcompletions',
      '/./chat/completions',
    ])
      expect(await raw(path), path).toBe(400);
    expect(upstream.requests.length).toBe(before);
    proxy.take('victim');
  });
});
