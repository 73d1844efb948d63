// The model fault proxy: faults in the agent's model calls without a change to its code. The runner
// points the agent's OpenAI client at it (OPENAI_BASE_URL = /run/<session id>/openai on 127.0.0.1);
// it forwards each call to the upstream the agent would have used, except when one of the case's
// model_effects fires: then it answers in the API's own shape (streaming or not) with a refusal, an
// empty reply, a malformed tool call, a reply cut short, a 429 with Retry-After, or a 5xx; latency
// delays the call. Draws come from the run's seed (call k of a run always draws the same), so a run
// reproduces. Every fault is recorded with its time, to be put on the model-call span it hit.
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer as createHttp1Server } from 'node:http';
import { type Http2Server, createServer as createHttp2Server } from 'node:http2';
import {
  type AddressInfo,
  type Server,
  type Socket,
  connect as connectTcp,
  createServer as createTcpServer,
} from 'node:net';
import { type BedrockUpstream, handleBedrock } from './model-proxy-bedrock.js';
import {
  MAX_MODEL_BODY,
  type ModelFault,
  type PlannedCall,
  REFUSAL,
  cutText,
  readReply,
  relay,
} from './model-faults.js';
import type { ModelEffect } from '../config/schema.js';
import { parseBounded } from '../util/json-depth.js';
import { hashSeed, seededRandom } from '../util/random.js';

interface Run {
  effects: ModelEffect[];
  seed: number;
  upstream: string;
  bedrock?: BedrockUpstream;
  calls: number;
  firedPerEffect: number[];
  faults: ModelFault[];
}

const DEFAULT_UPSTREAM = 'https://api.openai.com/v1';
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'keep-alive',
]);

/** Which effect answers this call (the first that fires), and the latency added to it. */
function plan(run: Run, hasTools: boolean): { fault?: ModelEffect; delayMs: number; call: number } {
  const call = run.calls++;
  const rand = seededRandom(hashSeed(`${run.seed}:model:${call}`));
  let delayMs = 0;
  let fault: ModelEffect | undefined;
  run.effects.forEach((e, i) => {
    const rate = e.apply_rate ?? 1;
    const drawn = rate >= 1 || rand() < rate; // drawn for every effect, so later effects' draws do not shift
    if (fault || !drawn || (e.max_times !== undefined && run.firedPerEffect[i] >= e.max_times)) return;
    if (e.effect_type === 'malformed_tool_call' && !hasTools) return; // no tool to call wrongly
    run.firedPerEffect[i]++;
    if (e.effect_type === 'latency') delayMs += e.delay;
    else fault = e;
  });
  return { fault, delayMs, call };
}

interface ChatMessage {
  role: 'assistant';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

function malformedCall(req: any, mode: 'invalid_json' | 'missing_fields' | undefined): ChatMessage {
  const fn = req.tools?.[0]?.function ?? {};
  const first = Object.keys(fn.parameters?.properties ?? {})[0] ?? 'query';
  const args = mode === 'missing_fields' ? '{}' : `{"${first}": "`;
  return {
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: `call_chaos_${Date.now().toString(36)}`,
        type: 'function',
        function: { name: fn.name ?? 'tool', arguments: args },
      },
    ],
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A chat completion in the shape the client asked for: one JSON object, or server-sent chunks. */
function sendCompletion(res: ServerResponse, req: any, message: ChatMessage, finish: string, usage?: unknown): void {
  const id = `chatcmpl-chaos-${Date.now().toString(36)}`;
  const model = req.model ?? 'unknown';
  const created = Math.floor(Date.now() / 1000);
  if (!req.stream) {
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
      usage: usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish_reason: string | null) =>
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason }] })}\n\n`,
    );
  const { tool_calls, ...rest } = message;
  chunk({ ...rest, ...(tool_calls ? { tool_calls: tool_calls.map((c, index) => ({ index, ...c })) } : {}) }, null);
  chunk({}, finish);
  if (req.stream_options?.include_usage)
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } })}\n\n`,
    );
  res.end('data: [DONE]\n\n');
}

export class ModelProxy {
  private server?: Server;
  private inner?: Http2Server;
  private readonly sockets = new Set<Socket>();
  private base = '';
  /** Runs by their path token: random, so a run cannot name another's path by its session id. */
  private readonly runs = new Map<string, Run>();
  private readonly tokens = new Map<string, string>();
  private readonly inFlight = new Set<AbortController>();

  async start(): Promise<this> {
    const handler = (req: IncomingMessage, res: ServerResponse) =>
      void this.handle(req, res, this.untilHangUp(res)).catch((err) => {
        if (!res.headersSent)
          sendJson(res, 502, {
            error: { message: `agent-chaos model proxy: ${(err as Error).message}`, type: 'proxy_error' },
          });
        else res.end();
      });
    // One port for HTTP/1.1 (OpenAI clients, boto3) and cleartext HTTP/2 (the AWS SDK for
    // JavaScript's Bedrock client): the first bytes of a connection say which. An HTTP/2 connection
    // is relayed to an inner HTTP/2 server (it reads its socket natively, so bytes already read
    // cannot be handed back to it).
    const http1 = createHttp1Server(handler);
    const http2 = createHttp2Server(handler as never);
    await new Promise<void>((resolve) => http2.listen(0, '127.0.0.1', resolve));
    this.inner = http2;
    const innerPort = (http2.address() as AddressInfo).port;
    this.server = createTcpServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.once('data', (first) => {
        if (first.subarray(0, 14).toString('latin1') !== 'PRI * HTTP/2.0') {
          socket.pause();
          socket.unshift(first);
          http1.emit('connection', socket);
          socket.resume();
          return;
        }
        const inner = connectTcp(innerPort, '127.0.0.1');
        this.sockets.add(inner);
        inner.on('close', () => this.sockets.delete(inner));
        inner.write(first);
        socket.pipe(inner).pipe(socket);
        socket.on('error', () => inner.destroy());
        inner.on('error', () => socket.destroy());
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /**
   * Registers a run. `upstream`: where calls go when no fault fires (OpenAI base URL; Bedrock
   * runtime endpoint and the credentials to sign for it). Returns the run's base URLs.
   */
  open(
    sessionId: string,
    effects: ModelEffect[],
    seed: number,
    upstream: { openai?: string; bedrock?: BedrockUpstream } = {},
  ): { openai: string; bedrock: string } {
    const token = randomBytes(16).toString('hex');
    this.tokens.set(sessionId, token);
    this.runs.set(token, {
      effects,
      seed,
      upstream: (upstream.openai ?? DEFAULT_UPSTREAM).replace(/\/+$/, ''),
      bedrock: upstream.bedrock,
      calls: 0,
      firedPerEffect: effects.map(() => 0),
      faults: [],
    });
    const run = `${this.base}/run/${token}`;
    return { openai: `${run}/openai`, bedrock: `${run}/bedrock` };
  }

  /** The run's faults; the run is forgotten. */
  take(sessionId: string): ModelFault[] {
    const token = this.tokens.get(sessionId) ?? '';
    const run = this.runs.get(token);
    this.runs.delete(token);
    this.tokens.delete(sessionId);
    return run?.faults ?? [];
  }

  /**
   * A signal that ends the call's upstream request when the agent hangs up or the proxy stops: an
   * upstream that never answers (the PR's config can name it) must not hold the runner open.
   */
  private untilHangUp(res: ServerResponse): AbortSignal {
    const call = new AbortController();
    this.inFlight.add(call);
    res.once('close', () => {
      this.inFlight.delete(call);
      call.abort();
    });
    return call.signal;
  }

  async stop(): Promise<void> {
    for (const call of this.inFlight) call.abort();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (this.inner ? this.inner.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<void> {
    const call = await this.receive(req, res);
    if (!call) return;
    const { run, rest, body } = call;
    if (call.api === 'bedrock')
      return handleBedrock({
        req,
        res,
        rest,
        body,
        plan: (hasTools) => this.planCall(run, hasTools),
        upstream: run.bedrock,
        signal,
      });
    return this.openai(req, res, run, rest, body, signal);
  }

  /**
   * The call's run, the path after its API and its body; undefined where the call was answered
   * already (a path that could step outside the upstream, no such run, a body over the limit).
   */
  private async receive(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ run: Run; api: 'openai' | 'bedrock'; rest: string; body: Buffer } | undefined> {
    const url = req.url ?? '';
    // A path that could step out of the upstream's base (dot segments, encoded slashes or dots) is refused, not normalized.
    const path = url.split('?')[0];
    if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path))
      return void sendJson(res, 400, {
        error: {
          message: 'agent-chaos model proxy: dot segments and encoded separators are not allowed in the path',
          type: 'invalid_request_error',
        },
      });
    const m = /^\/run\/([0-9a-f]{32})\/(openai|bedrock)(\/[^?]*)?/.exec(url);
    const run = m ? this.runs.get(m[1]) : undefined;
    if (!m || !run)
      return void sendJson(res, 404, { error: { message: 'agent-chaos model proxy: no such run', type: 'not_found' } });
    const rest = m[3] ?? '';
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_MODEL_BODY) return void tooLarge(req, res, declared);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > MAX_MODEL_BODY) return void tooLarge(req, res, size);
      chunks.push(c as Buffer);
    }
    return { run, api: m[2] as 'openai' | 'bedrock', rest, body: Buffer.concat(chunks) };
  }

  /** An OpenAI-compatible chat completion: passed on, or answered by the fault drawn for it. */
  private async openai(
    req: IncomingMessage,
    res: ServerResponse,
    run: Run,
    rest: string,
    body: Buffer,
    signal: AbortSignal,
  ): Promise<void> {
    if (req.method !== 'POST' || !/\/chat\/completions$/.test(rest))
      return void (await this.forward(req, res, run, rest, body, signal));

    let request: any;
    try {
      request = parseBounded(body.toString('utf8'));
    } catch {
      return void (await this.forward(req, res, run, rest, body, signal));
    }
    const { fault, record, passed } = await this.planCall(
      run,
      Array.isArray(request.tools) && request.tools.length > 0,
    );
    if (!fault) return passed(await this.forward(req, res, run, rest, body, signal));
    switch (fault.effect_type) {
      case 'refusal': {
        const text = fault.message ?? REFUSAL;
        record('refusal', `the model refused: "${text}"`);
        // As the reply's text: what every OpenAI-compatible client shows (OpenAI's own refusal field
        // is dropped by many of them).
        return sendCompletion(res, request, { role: 'assistant', content: text }, 'stop');
      }
      case 'empty_response':
        record('empty_response', 'the model answered with no text and no tool call');
        return sendCompletion(res, request, { role: 'assistant', content: '' }, 'stop');
      case 'malformed_tool_call': {
        const message = malformedCall(request, fault.mode);
        const c = message.tool_calls![0].function;
        const what =
          fault.mode === 'missing_fields' ? 'none of its required arguments' : 'arguments that are not valid JSON';
        record('malformed_tool_call', `the model called ${c.name} with ${what}: ${c.arguments}`);
        return sendCompletion(res, request, message, 'tool_calls');
      }
      case 'truncated_response':
        return this.truncated(req, res, run, rest, request, fault.keep_ratio ?? 0.5, record, signal);
      case 'rate_limited': {
        const ms = fault.retry_after ?? 1_000;
        record('rate_limited', `429 Too Many Requests, Retry-After ${Math.ceil(ms / 1000)}s`);
        return sendJson(
          res,
          429,
          {
            error: {
              message: `Rate limit reached for requests. Please try again in ${Math.ceil(ms / 1000)}s.`,
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
          },
          { 'retry-after': String(Math.ceil(ms / 1000)), 'retry-after-ms': String(ms) },
        );
      }
      case 'server_error': {
        const status = fault.status ?? 500;
        record('server_error', `HTTP ${status} from the model provider`);
        return sendJson(res, status, {
          error: {
            message:
              status === 503
                ? 'The engine is currently overloaded, please try again later.'
                : 'The server had an error while processing your request. Sorry about that!',
            type: 'server_error',
            param: null,
            code: null,
          },
        });
      }
    }
  }

  /**
   * Draws this model request's fault (after any latency), with how to record what it did and how to
   * report that the request went through (earlier 429s and 5xx of the run were then recovered from).
   */
  async planCall(run: Run, hasTools: boolean): Promise<PlannedCall> {
    const { fault, delayMs, call } = plan(run, hasTools);
    const record = (effect: ModelFault['effect'], detail: string) =>
      void run.faults.push({ effect, call, detail, at: Date.now() });
    if (delayMs) {
      record('latency', `the model answered ${delayMs} ms late`);
      await new Promise((r) => setTimeout(r, delayMs));
    }
    const passed = (status: number) => {
      if (status < 400) for (const f of run.faults) if (f.call < call && f.effect !== 'latency') f.recovered = true;
    };
    return { fault, call, record, passed };
  }

  /** The upstream's reply with its text cut short (or its first tool call's arguments), finish_reason length. */
  private async truncated(
    req: IncomingMessage,
    res: ServerResponse,
    run: Run,
    rest: string,
    request: any,
    ratio: number,
    record: (e: ModelFault['effect'], d: string) => void,
    signal: AbortSignal,
  ): Promise<void> {
    const { stream: _stream, stream_options: _options, ...plain } = request;
    const up = await fetch(run.upstream + rest, {
      signal,
      method: 'POST',
      headers: forwardHeaders(req),
      body: JSON.stringify(plain),
    });
    const reply: any = up.body ? parseReply(await readReply(up.body)) : undefined;
    const message = reply?.choices?.[0]?.message;
    if (!up.ok || !message) return sendJson(res, up.status, reply ?? {});
    let detail: string;
    if (typeof message.content === 'string' && message.content) {
      const kept = cutText(message.content, ratio);
      detail = `the reply was cut after ${kept.length} of ${message.content.length} characters`;
      message.content = kept;
    } else if (message.tool_calls?.[0]?.function?.arguments) {
      const args: string = message.tool_calls[0].function.arguments;
      message.tool_calls[0].function.arguments = args.slice(0, Math.max(1, Math.floor(args.length * ratio)));
      detail = `the tool call's arguments were cut after ${message.tool_calls[0].function.arguments.length} of ${args.length} characters`;
    } else {
      detail = 'the reply was empty and stopped for length';
    }
    record('truncated_response', detail);
    sendCompletion(res, request, message, 'length', reply.usage);
  }

  /** Passes the call through; answers with the upstream's status, headers and body as they come. */
  private async forward(
    req: IncomingMessage,
    res: ServerResponse,
    run: Run,
    rest: string,
    body: Buffer,
    signal: AbortSignal,
  ): Promise<number> {
    const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
    const up = await fetch(run.upstream + rest + query, {
      signal,
      method: req.method,
      headers: forwardHeaders(req),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const headers: Record<string, string> = {};
    // fetch has decompressed the body: its encoding and length headers no longer apply.
    up.headers.forEach((v, k) => {
      if (!HOP_HEADERS.has(k) && k !== 'content-encoding') headers[k] = v;
    });
    res.writeHead(up.status, headers);
    if (up.body) await relay(up.body, res);
    else res.end();
    return up.status;
  }
}

/** A JSON reply, or undefined when it is not JSON. */
function parseReply(body: Buffer): any {
  try {
    return parseBounded(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** 413, and the rest of the body is not read: the connection is closed once the answer is out. */
function tooLarge(req: IncomingMessage, res: ServerResponse, size: number): void {
  if (req.httpVersionMajor < 2) res.setHeader('connection', 'close');
  sendJson(res, 413, {
    error: {
      message: `agent-chaos model proxy: request body of ${size}+ bytes is over the ${MAX_MODEL_BODY}-byte limit`,
      type: 'invalid_request_error',
    },
  });
  res.on('finish', () => req.destroy());
}

function forwardHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && !HOP_HEADERS.has(k)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}
