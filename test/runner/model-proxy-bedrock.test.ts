// The model fault proxy's Bedrock side with the real AWS SDK client (HTTP/2, as it speaks by default)
// against the fake Bedrock runtime on 127.0.0.1: Converse and ConverseStream faults as the SDK sees
// them, calls passed through signed again for the upstream, and the SDK finding the proxy through
// AWS_ENDPOINT_URL_BEDROCK_RUNTIME as the runner sets it.
import { BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelEffect } from '../../src/config/schema.js';
import { ModelProxy } from '../../src/runner/model-proxy.js';
import { type FakeBedrock, setAwsTestEnv, startFakeBedrock } from '../helpers/fake-bedrock.js';
import { flood, silent } from '../helpers/flood.js';

const ANSWER = 'I found United UA 1234 departing 08:15 for $189.';
let upstream: FakeBedrock;
let proxy: ModelProxy;
beforeAll(async () => {
  setAwsTestEnv();
  upstream = await startFakeBedrock(() => ({ kind: 'text', text: ANSWER }));
  proxy = await new ModelProxy().start();
});
afterAll(async () => {
  await proxy.stop();
  await upstream.close();
});

const MODEL = 'global.anthropic.claude-sonnet-4-6';
const messages = [{ role: 'user' as const, content: [{ text: 'Find me a flight from SFO to JFK on May 20.' }] }];
const toolConfig = {
  tools: [
    {
      toolSpec: {
        name: 'search_flights',
        inputSchema: { json: { type: 'object', properties: { origin: { type: 'string' } }, required: ['origin'] } },
      },
    },
  ],
};
let n = 0;
function client(effects: ModelEffect[], maxAttempts = 1) {
  const id = `bedrock-${n++}`;
  const { bedrock } = proxy.open(id, effects, 1, {
    bedrock: {
      endpoint: upstream.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDUPSTREAM', secretAccessKey: 'upstream-secret' },
    },
  });
  return { id, bedrock: new BedrockRuntimeClient({ endpoint: bedrock, region: 'us-east-1', maxAttempts }) };
}

async function streamed(c: BedrockRuntimeClient, input: object) {
  const out = await c.send(new ConverseStreamCommand({ modelId: MODEL, messages, ...input }));
  let text = '';
  let toolInput = '';
  let stop = '';
  for await (const e of out.stream!) {
    text += e.contentBlockDelta?.delta?.text ?? '';
    toolInput += e.contentBlockDelta?.delta?.toolUse?.input ?? '';
    stop = e.messageStop?.stopReason ?? stop;
  }
  return { text, toolInput, stop };
}

describe('model fault proxy, Bedrock Converse and ConverseStream', () => {
  it('passes a call through, signed again for the upstream, when nothing fires', async () => {
    const { id, bedrock } = client([{ effect_type: 'refusal', apply_rate: 0 }]);
    const before = upstream.requests.length;
    const r = await bedrock.send(new ConverseCommand({ modelId: MODEL, messages }));
    expect(r.output?.message?.content?.[0]?.text).toBe(ANSWER);
    expect(upstream.requests.slice(before)).toMatchObject([{ modelId: MODEL, body: { messages } }]);
    // The agent signed for the proxy with its credentials; the upstream got a signature of its own.
    expect(upstream.requests.at(-1)!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDUPSTREAM\/\d{8}\/us-east-1\/bedrock\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(await streamed(bedrock, {})).toMatchObject({ text: ANSWER, stop: 'end_turn' }); // the event stream passed through
    expect(proxy.take(id)).toEqual([]);
  });

  it('refusal and empty_response, as a reply and as a stream', async () => {
    const { id, bedrock } = client([{ effect_type: 'refusal' }]);
    const r = await bedrock.send(new ConverseCommand({ modelId: MODEL, messages }));
    expect(r.output?.message?.content).toEqual([{ text: "I'm sorry, but I can't help with that request." }]);
    expect(r.stopReason).toBe('end_turn');
    expect(await streamed(bedrock, {})).toMatchObject({
      text: "I'm sorry, but I can't help with that request.",
      stop: 'end_turn',
    });
    expect(proxy.take(id).map((f) => f.effect)).toEqual(['refusal', 'refusal']);
    const empty = client([{ effect_type: 'empty_response' }]);
    expect(
      (await empty.bedrock.send(new ConverseCommand({ modelId: MODEL, messages }))).output?.message?.content,
    ).toEqual([]);
  });

  it('malformed_tool_call: required fields missing in a reply, JSON that does not parse in a stream', async () => {
    const { id, bedrock } = client([{ effect_type: 'malformed_tool_call' }]);
    const r = await bedrock.send(new ConverseCommand({ modelId: MODEL, messages, toolConfig }));
    expect(r.stopReason).toBe('tool_use');
    expect(r.output?.message?.content?.[0]?.toolUse).toMatchObject({ name: 'search_flights', input: {} });
    const s = await streamed(bedrock, { toolConfig });
    expect(s.stop).toBe('tool_use');
    expect(() => JSON.parse(s.toolInput)).toThrow();
    expect(proxy.take(id)[1].detail).toBe(
      'the model called search_flights with arguments that are not valid JSON: {"origin": "',
    );
  });

  it("truncated_response: the upstream's reply cut at a word, stopReason max_tokens, streaming too", async () => {
    const { bedrock } = client([{ effect_type: 'truncated_response' }]);
    const r = await bedrock.send(new ConverseCommand({ modelId: MODEL, messages }));
    expect(r.stopReason).toBe('max_tokens');
    const text = r.output!.message!.content![0].text!;
    expect(ANSWER.startsWith(text) && text.length < ANSWER.length).toBe(true);
    expect(await streamed(bedrock, {})).toMatchObject({ text, stop: 'max_tokens' });
  });

  it('rate_limited and server_error as the exceptions the SDK knows; its retry gets past one throttle', async () => {
    const throttled = client([{ effect_type: 'rate_limited', retry_after: 50 }]);
    const err = await throttled.bedrock.send(new ConverseCommand({ modelId: MODEL, messages })).catch((e) => e);
    expect(err.name).toBe('ThrottlingException');
    expect(err.$metadata.httpStatusCode).toBe(429);
    const down = client([{ effect_type: 'server_error', status: 503 }]);
    expect((await down.bedrock.send(new ConverseCommand({ modelId: MODEL, messages })).catch((e) => e)).name).toBe(
      'ServiceUnavailableException',
    );
    const retrying = client([{ effect_type: 'rate_limited', retry_after: 50, max_times: 1 }], 3);
    expect(
      (await retrying.bedrock.send(new ConverseCommand({ modelId: MODEL, messages }))).output?.message?.content?.[0]
        ?.text,
    ).toBe(ANSWER);
    expect(proxy.take(retrying.id)).toMatchObject([{ effect: 'rate_limited', recovered: true }]);
  });

  it('is found by an SDK client through AWS_ENDPOINT_URL_BEDROCK_RUNTIME, as the runner sets it', async () => {
    const { bedrock: url } = proxy.open('bedrock-env', [{ effect_type: 'refusal' }], 1, {
      bedrock: { endpoint: upstream.endpoint, region: 'us-east-1' },
    });
    process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = url;
    try {
      const r = await new BedrockRuntimeClient({ region: 'us-east-1', maxAttempts: 1 }).send(
        new ConverseCommand({ modelId: MODEL, messages }),
      );
      expect(r.output?.message?.content?.[0]?.text).toBe("I'm sorry, but I can't help with that request.");
    } finally {
      delete process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME;
    }
    expect(proxy.take('bedrock-env')).toHaveLength(1);
  });
});

describe('model fault proxy, a Bedrock upstream that speaks only HTTP/1.1', () => {
  it('passes the call through over HTTP/1.1, signed for the upstream (a local mock or gateway, as boto3 reaches it)', async () => {
    const { createServer } = await import('node:http');
    const seen: { path: string; authorization?: string; body: any }[] = [];
    const h1 = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            output: { message: { role: 'assistant', content: [{ text: ANSWER }] } },
            stopReason: 'end_turn',
            usage: { inputTokens: 5, outputTokens: 7, totalTokens: 12 },
            metrics: { latencyMs: 1 },
          }),
        );
      });
    });
    await new Promise<void>((r) => h1.listen(0, '127.0.0.1', r));
    try {
      const endpoint = `http://127.0.0.1:${(h1.address() as import('node:net').AddressInfo).port}`;
      const { bedrock } = proxy.open(`h1-${n++}`, [{ effect_type: 'refusal', apply_rate: 0 }], 1, {
        bedrock: { endpoint, region: 'us-east-1', credentials: { accessKeyId: 'AKIDUPSTREAM', secretAccessKey: 's' } },
      });
      const c = new BedrockRuntimeClient({ endpoint: bedrock, region: 'us-east-1', maxAttempts: 1 });
      for (let i = 0; i < 2; i++) {
        const r = await c.send(new ConverseCommand({ modelId: MODEL, messages }));
        expect(r.output?.message?.content?.[0]?.text).toBe(ANSWER);
      }
      expect(seen).toHaveLength(2);
      expect(seen[0]).toMatchObject({ path: `/model/${encodeURIComponent(MODEL)}/converse`, body: { messages } });
      expect(seen[0].authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDUPSTREAM\//);
    } finally {
      await new Promise((r) => h1.close(r));
    }
  });
});

describe("model fault proxy, Bedrock, an upstream from the pull request's config", () => {
  it("truncated_response reads at most the cap of the upstream's reply, then fails the call", async () => {
    const up = await flood(96);
    const { bedrock } = proxy.open('bedrock-flood', [{ effect_type: 'truncated_response' }], 1, {
      bedrock: { endpoint: up.url, region: 'us-east-1' },
    });
    const c = new BedrockRuntimeClient({ endpoint: bedrock, region: 'us-east-1', maxAttempts: 1 });
    const err = await c.send(new ConverseCommand({ modelId: MODEL, messages })).catch((e: any) => e);
    expect(err.$metadata?.httpStatusCode).toBe(502);
    await up.closed;
    expect(up.counter.sent).toBeLessThan(96);
    proxy.take('bedrock-flood');
    await up.stop();
  });

  it('an upstream that never answers is let go when the agent hangs up', async () => {
    const up = await silent();
    const { bedrock } = proxy.open('bedrock-silent', [], 1, { bedrock: { endpoint: up.url, region: 'us-east-1' } });
    const c = new BedrockRuntimeClient({ endpoint: bedrock, region: 'us-east-1', maxAttempts: 1 });
    const gone = new AbortController();
    const call = c
      .send(new ConverseCommand({ modelId: MODEL, messages }), { abortSignal: gone.signal })
      .catch((e) => e);
    await up.accepted;
    gone.abort();
    expect((await call).name).toBe('AbortError');
    await up.closed; // before, the proxy's upstream request outlived the agent's
    proxy.take('bedrock-silent');
    await up.stop();
  });
});
