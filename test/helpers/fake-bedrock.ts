// A fake Amazon Bedrock runtime on 127.0.0.1 for the real AWS SDK client, over cleartext HTTP/2 as
// the SDK's Bedrock client speaks it (its default request handler is HTTP/2): POST
// /model/{modelId}/converse answers with a forced tool use, or throttles, stalls, or errors, as the
// test's responder decides; /converse-stream sends the same reply as events. Every request is recorded.
import { createServer, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { eventFrame } from '../../src/runner/model-proxy-bedrock.js';

export type ConverseRequest = { modelId: string; body: any; headers: Record<string, unknown> };
export type Reply =
  | { kind: 'tool'; input: unknown; usage?: { inputTokens: number; outputTokens: number }; name?: string }
  | { kind: 'throttle' }
  | { kind: 'error'; status: number; type: string; message: string }
  | { kind: 'stall' }
  | { kind: 'text'; text: string };

export interface FakeBedrock {
  endpoint: string;
  requests: ConverseRequest[];
  /** Highest number of requests in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

export const toolNameOf = (body: any): string =>
  body.toolConfig?.toolChoice?.tool?.name ?? body.toolConfig?.tools?.[0]?.toolSpec?.name;

export function setAwsTestEnv(): void {
  process.env.AWS_ACCESS_KEY_ID = 'AKIDTESTTESTTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'test-secret';
  process.env.AWS_REGION = 'us-east-1';
  process.env.AWS_EC2_METADATA_DISABLED = 'true';
}

export async function startFakeBedrock(
  respond: (req: ConverseRequest, index: number) => Reply | Promise<Reply>,
  opts: { latencyMs?: number } = {},
): Promise<FakeBedrock> {
  const state = { requests: [] as ConverseRequest[], inFlight: 0, maxInFlight: 0 };
  const stalled: Http2ServerResponse[] = [];
  const sessions = new Set<import('node:http2').ServerHttp2Session>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const m = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !m) {
        res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'UnknownOperationException' });
        res.end('{"message":"unknown operation"}');
        return;
      }
      const entry = {
        modelId: decodeURIComponent(m[1]),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        headers: { ...req.headers },
      };
      const index = state.requests.push(entry) - 1;
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const reply = await respond(entry, index);
      if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
      state.inFlight--;
      if (reply.kind === 'stall') {
        stalled.push(res);
        return;
      }
      if (reply.kind === 'throttle') {
        res.writeHead(429, {
          'content-type': 'application/json',
          'x-amzn-errortype': 'ThrottlingException:http://internal.amazon.com/coral/com.amazon.bedrock/',
        });
        res.end('{"message":"Too many requests, please wait before trying again."}');
        return;
      }
      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json', 'x-amzn-errortype': reply.type });
        res.end(JSON.stringify({ message: reply.message }));
        return;
      }
      const usage = reply.kind === 'tool' && reply.usage ? reply.usage : { inputTokens: 1000, outputTokens: 100 };
      if (m[2] === 'converse-stream') {
        // ConverseStream: the reply's events, as the real service frames them.
        res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
        res.write(eventFrame('messageStart', { role: 'assistant' }));
        if (reply.kind === 'text')
          res.write(eventFrame('contentBlockDelta', { contentBlockIndex: 0, delta: { text: reply.text } }));
        else {
          res.write(
            eventFrame('contentBlockStart', {
              contentBlockIndex: 0,
              start: { toolUse: { toolUseId: `tooluse_${index}`, name: reply.name ?? toolNameOf(entry.body) } },
            }),
          );
          res.write(
            eventFrame('contentBlockDelta', {
              contentBlockIndex: 0,
              delta: { toolUse: { input: JSON.stringify(reply.input) } },
            }),
          );
        }
        res.write(eventFrame('contentBlockStop', { contentBlockIndex: 0 }));
        res.write(eventFrame('messageStop', { stopReason: reply.kind === 'tool' ? 'tool_use' : 'end_turn' }));
        res.end(
          eventFrame('metadata', {
            usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
            metrics: { latencyMs: 1 },
          }),
        );
        return;
      }
      const content =
        reply.kind === 'tool'
          ? [
              {
                toolUse: {
                  toolUseId: `tooluse_${index}`,
                  name: reply.name ?? toolNameOf(entry.body),
                  input: reply.input,
                },
              },
            ]
          : [{ text: reply.text }];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content } },
          stopReason: reply.kind === 'tool' ? 'tool_use' : 'end_turn',
          usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
          metrics: { latencyMs: opts.latencyMs ?? 1 },
        }),
      );
    });
  });
  server.on('session', (s) => {
    sessions.add(s);
    s.on('close', () => sessions.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise((r) => {
        for (const s of stalled) s.stream.destroy();
        for (const s of sessions) s.destroy();
        server.close(() => r());
      }),
  };
}
