// The model proxy's Bedrock side: Converse and ConverseStream. The agent's AWS SDK is pointed at the
// proxy (AWS_ENDPOINT_URL_BEDROCK_RUNTIME); a call no fault answers is signed again for the real
// endpoint with the run's own credentials (the agent's signature covers the proxy's host, so it
// cannot be forwarded as it is) and passed through, event stream included. A fault is answered in
// Bedrock's shape: a Converse reply, the events of a ConverseStream, or an error with its
// x-amzn-errortype (ThrottlingException, InternalServerException, ServiceUnavailableException).
import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:http2';
import { type PlannedCall, REFUSAL, cutText, readReply, relay } from './model-faults.js';
import { parseBounded } from '../util/json-depth.js';

export interface BedrockUpstream {
  /** The runtime endpoint calls go to when no fault fires, e.g. https://bedrock-runtime.us-east-1.amazonaws.com */
  endpoint: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** Where the run's Bedrock calls go when no fault answers them, and the credentials to sign them with: the agent's own. */
export function bedrockUpstream(env: NodeJS.ProcessEnv): BedrockUpstream {
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = env;
  return {
    endpoint:
      env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME ?? env.AWS_ENDPOINT_URL ?? `https://bedrock-runtime.${region}.amazonaws.com`,
    region,
    ...(accessKeyId && secretAccessKey
      ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } }
      : {}),
  };
}

const HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'authorization',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
]);

/** SignatureV4's hash: node's crypto, HMAC when given a secret. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: SourceData) =>
  typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
      ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
      : new Uint8Array(d);
class Sha256 {
  private readonly h;
  constructor(secret?: SourceData) {
    this.h = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.h.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.h.digest());
  }
}

// CRC-32 (IEEE) for event stream frames.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** One event of an AWS event stream (application/vnd.amazon.eventstream). */
export function eventFrame(eventType: string, payload: object): Buffer {
  const header = (name: string, value: string) => {
    const [n, v] = [Buffer.from(name), Buffer.from(value)];
    const len = Buffer.alloc(2);
    len.writeUInt16BE(v.length);
    return Buffer.concat([Buffer.from([n.length]), n, Buffer.from([7]), len, v]);
  };
  const headers = Buffer.concat([
    header(':event-type', eventType),
    header(':content-type', 'application/json'),
    header(':message-type', 'event'),
  ]);
  const body = Buffer.from(JSON.stringify(payload));
  const prelude = Buffer.concat([u32(12 + headers.length + body.length + 4), u32(headers.length)]);
  const message = Buffer.concat([prelude, u32(crc32(prelude)), headers, body]);
  return Buffer.concat([message, u32(crc32(message))]);
}

type Block = { text: string } | { toolUse: { toolUseId: string; name: string; input: unknown } };

/** A Converse reply, as one JSON document or as the events of a ConverseStream. */
function sendConverse(
  res: ServerResponse,
  stream: boolean,
  content: Block[],
  stopReason: string,
  usage = { inputTokens: 0, outputTokens: 0 },
  rawToolInput?: string,
): void {
  const totals = { ...usage, totalTokens: usage.inputTokens + usage.outputTokens };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        output: { message: { role: 'assistant', content } },
        stopReason,
        usage: totals,
        metrics: { latencyMs: 1 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
  res.write(eventFrame('messageStart', { role: 'assistant' }));
  content.forEach((block, i) => {
    if ('text' in block) {
      res.write(eventFrame('contentBlockDelta', { contentBlockIndex: i, delta: { text: block.text } }));
    } else {
      res.write(
        eventFrame('contentBlockStart', {
          contentBlockIndex: i,
          start: { toolUse: { toolUseId: block.toolUse.toolUseId, name: block.toolUse.name } },
        }),
      );
      // A stream carries tool input as JSON text, so a malformed call can be text that is not JSON.
      res.write(
        eventFrame('contentBlockDelta', {
          contentBlockIndex: i,
          delta: { toolUse: { input: rawToolInput ?? JSON.stringify(block.toolUse.input) } },
        }),
      );
    }
    res.write(eventFrame('contentBlockStop', { contentBlockIndex: i }));
  });
  res.write(eventFrame('messageStop', { stopReason }));
  res.end(eventFrame('metadata', { usage: totals, metrics: { latencyMs: 1 } }));
}

function sendError(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type, ...headers });
  res.end(JSON.stringify({ message }));
}

/** The call signed for the upstream and sent there over HTTP/2; resolves with the upstream's answer streaming. */
async function upstreamCall(
  up: BedrockUpstream,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  signal: AbortSignal,
) {
  const url = new URL(up.endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  const request = {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: base + path,
    headers: { ...headers, host: url.host },
    body,
  };
  // The signer (and the AWS SDK core it sits on) loads with the first call that needs it: a run
  // without Bedrock, and every other command, never parses it.
  const signed = up.credentials
    ? await new (await import('@smithy/signature-v4')).SignatureV4({
        service: 'bedrock',
        region: up.region,
        credentials: up.credentials,
        sha256: Sha256,
      }).sign(request)
    : request;
  // HTTP/2 first, as the SDK speaks to Bedrock; an upstream that does not offer it (a local mock, a
  // gateway: boto3 would reach it over HTTP/1.1) is remembered and spoken to over HTTP/1.1. The
  // request never reached it when the HTTP/2 connection failed, so sending it again is safe.
  if (!HTTP1_ONLY.has(url.origin)) {
    try {
      return await http2Call(url.origin, method, base + path, signed.headers, body, signal);
    } catch (err) {
      if (UNREACHABLE.has((err as { code?: string }).code ?? '')) throw err; // no server there at all
    }
  }
  const answer = await http1Call(url, method, base + path, signed.headers, body, signal);
  HTTP1_ONLY.add(url.origin);
  return answer;
}

/** Upstreams that did not speak HTTP/2 and answered over HTTP/1.1. */
const HTTP1_ONLY = new Set<string>();
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT']);

type Answer = { status: number; headers: Record<string, unknown>; stream: AsyncIterable<Buffer>; close: () => void };

async function http2Call(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  signal: AbortSignal,
): Promise<Answer> {
  signal.throwIfAborted();
  const session = connect(origin);
  signal.addEventListener('abort', () => session.destroy(), { once: true });
  const stream = session.request({ ':method': method, ':path': path, ...headers });
  stream.end(body);
  const response = await new Promise<Record<string, string | string[] | number | undefined>>((resolve, reject) => {
    const failed = (err: Error) => {
      session.destroy();
      reject(err);
    };
    stream.on('response', resolve);
    stream.on('error', failed);
    session.on('error', failed);
    session.on('close', () => failed(new Error('the upstream closed the HTTP/2 connection')));
  });
  return { status: Number(response[':status']), headers: response, stream, close: () => session.close() };
}

function http1Call(
  url: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  signal: AbortSignal,
): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        method,
        hostname: url.hostname,
        port: url.port || undefined,
        path,
        headers: { ...headers, 'content-length': String(body.length) },
        signal,
      },
      (res) =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, stream: res, close: () => res.destroy() }),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function handleBedrock(ctx: {
  req: IncomingMessage;
  res: ServerResponse;
  rest: string;
  body: Buffer;
  plan: (hasTools: boolean) => Promise<PlannedCall>;
  upstream?: BedrockUpstream;
  /** Aborted when the agent hangs up or the proxy stops: the upstream call ends with it. */
  signal: AbortSignal;
}): Promise<void> {
  const { req, res, rest, body } = ctx;
  const up = ctx.upstream;
  if (!up)
    return sendError(res, 502, 'InternalServerException', 'agent-chaos model proxy: no Bedrock upstream for this run');
  const headers = forwardedHeaders(req);
  const forward = async (path = rest, payload = body): Promise<number> => {
    const u = await upstreamCall(up, req.method ?? 'POST', path, headers, payload, ctx.signal);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(u.headers))
      if (!k.startsWith(':') && !HOP.has(k) && v !== undefined) out[k] = String(v);
    res.writeHead(u.status, out);
    try {
      await relay(u.stream, res);
    } finally {
      u.close();
    }
    return u.status;
  };

  const m = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(rest);
  let request: any;
  try {
    request = m && req.method === 'POST' ? parseBounded(body.toString('utf8')) : undefined;
  } catch {
    request = undefined;
  }
  if (!m || !request) return void (await forward());
  const stream = m[2] === 'converse-stream';
  const tool = request.toolConfig?.tools?.find((t: any) => t.toolSpec)?.toolSpec;
  const { fault, record, passed } = await ctx.plan(Boolean(tool));
  if (!fault) return passed(await forward());
  switch (fault.effect_type) {
    case 'refusal': {
      const text = fault.message ?? REFUSAL;
      record('refusal', `the model refused: "${text}"`);
      return sendConverse(res, stream, [{ text }], 'end_turn');
    }
    case 'empty_response':
      record('empty_response', 'the model answered with no text and no tool call');
      return sendConverse(res, stream, [], 'end_turn');
    case 'malformed_tool_call':
      return malformedToolCall(res, stream, tool, fault, record);
    case 'truncated_response': {
      const u = await upstreamCall(up, 'POST', `/model/${m[1]}/converse`, headers, body, ctx.signal);
      return truncatedReply(res, stream, u, fault, record);
    }
    case 'rate_limited': {
      const ms = fault.retry_after ?? 1_000;
      record('rate_limited', `429 ThrottlingException, Retry-After ${Math.ceil(ms / 1000)}s`);
      return sendError(res, 429, 'ThrottlingException', 'Too many requests, please wait before trying again.', {
        'retry-after': String(Math.ceil(ms / 1000)),
      });
    }
    case 'server_error':
      return serverError(res, fault.status ?? 500, record);
    case 'latency':
      return passed(await forward()); // latency is added by the plan and never answers a call itself
  }
}

/** The agent's request headers to send on upstream: no HTTP/2 pseudo-headers, no hop-by-hop ones. */
function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && !k.startsWith(':') && !HOP.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  return headers;
}

type Fault<T extends string> = Extract<NonNullable<PlannedCall['fault']>, { effect_type: T }>;
type Recorder = PlannedCall['record'];

/** A tool call the agent cannot use: Converse carries tool input as a JSON document, so without a stream it can only miss fields. */
function malformedToolCall(
  res: ServerResponse,
  stream: boolean,
  tool: any,
  fault: Fault<'malformed_tool_call'>,
  record: Recorder,
): void {
  const first = Object.keys(tool?.inputSchema?.json?.properties ?? {})[0] ?? 'query';
  const invalid = stream && fault.mode !== 'missing_fields';
  const raw = invalid ? `{"${first}": "` : '{}';
  const what = invalid ? 'arguments that are not valid JSON' : 'none of its required arguments';
  record('malformed_tool_call', `the model called ${tool.name} with ${what}: ${raw}`);
  const toolUse = { toolUseId: `tooluse_chaos_${Date.now().toString(36)}`, name: tool.name, input: {} };
  sendConverse(res, stream, [{ toolUse }], 'tool_use', undefined, raw);
}

/** The model's real reply, its text cut (or, without text, stopped for length); an upstream error passes as it came. */
async function truncatedReply(
  res: ServerResponse,
  stream: boolean,
  u: Answer,
  fault: Fault<'truncated_response'>,
  record: Recorder,
): Promise<void> {
  let replyText: string;
  try {
    replyText = (await readReply(u.stream)).toString('utf8');
  } finally {
    u.close();
  }
  const reply = JSON.parse(replyText || '{}');
  const content: Block[] = reply.output?.message?.content ?? [];
  if (u.status >= 400 || !reply.output) {
    const errorType = u.headers['x-amzn-errortype'];
    res.writeHead(u.status, {
      'content-type': 'application/json',
      ...(errorType ? { 'x-amzn-errortype': String(errorType) } : {}),
    });
    return void res.end(JSON.stringify(reply));
  }
  const text = content.find((b): b is { text: string } => 'text' in b);
  if (text) {
    const kept = cutText(text.text, fault.keep_ratio ?? 0.5);
    record('truncated_response', `the reply was cut after ${kept.length} of ${text.text.length} characters`);
    text.text = kept;
  } else {
    record('truncated_response', 'the reply stopped for length');
  }
  return sendConverse(res, stream, content, 'max_tokens', reply.usage);
}

/** Bedrock's own answer to a failing service: 503 unavailable, any other status an internal error. */
function serverError(res: ServerResponse, status: number, record: Recorder): void {
  const type = status === 503 ? 'ServiceUnavailableException' : 'InternalServerException';
  record('server_error', `HTTP ${status} ${type} from Bedrock`);
  const message =
    status === 503
      ? 'Bedrock is unable to process your request.'
      : 'The server encountered an error processing your request.';
  sendError(res, status, type, message);
}
