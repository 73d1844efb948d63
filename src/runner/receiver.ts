// The embedded OTLP/HTTP receiver: 127.0.0.1 on a free port, POST /v1/traces (and /v1/logs for
// GenAI events sent as logs; /v1/metrics is accepted and dropped), application/json or
// application/x-protobuf, gzip or not. Answers per the OTLP/HTTP spec: 200 with an (empty) export
// response in the request's content type, 400 with a message for a malformed body, 413 over the size
// cap, 415 for other content types. Spans are routed to sessions as they arrive, by the session.id
// resource attribute the runner sets, else by the run's own endpoint path (/run/<session id>/v1/...),
// which also tells the runner, before a body is decoded, which run a request in flight belongs to.
// Bad input never crashes it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { isOtlpJson, readOtlpJson } from '../trace/otlp-json.js';
import { ExportTraceServiceResponse, readOtlpProto } from '../trace/otlp-proto.js';
import { type LogRecord, type Span, type TraceBatch, emptyBatch } from '../trace/span.js';

export const DEFAULT_MAX_BODY = 32 * 1024 * 1024;

export interface SessionData {
  spans: Span[];
  logs: LogRecord[];
  problems: string[];
  /** When the last span or log of this session arrived (ms since epoch). */
  lastArrival: number;
}

export interface ReceiverStats {
  requests: number;
  spans: number;
  rejected: number;
  bytes: number;
}

export class Receiver {
  readonly stats: ReceiverStats = { requests: 0, spans: 0, rejected: 0, bytes: 0 };
  /** Spans skipped inside otherwise good requests, and why (capped). */
  readonly problems: string[] = [];
  private readonly sessions = new Map<string, SessionData>();
  private server?: Server;
  /** Requests being received or decoded right now, by the run path they came to ('' for none). */
  private readonly inFlight = new Map<string, number>();
  private listeners: (() => void)[] = [];

  constructor(private readonly maxBody = DEFAULT_MAX_BODY) {}

  get endpoint(): string {
    const addr = this.server?.address() as AddressInfo | undefined;
    if (!addr) throw new Error('receiver not started');
    return `http://127.0.0.1:${addr.port}`;
  }

  /** A run's own base URL: exporters append /v1/traces to it (OTEL_EXPORTER_OTLP_ENDPOINT rules). */
  endpointFor(sessionId: string): string {
    return `${this.endpoint}/run/${encodeURIComponent(sessionId)}`;
  }

  /** Requests still being received or decoded that may carry spans of this session. */
  pendingFor(sessionId: string): number {
    return (this.inFlight.get(sessionId) ?? 0) + (this.inFlight.get('') ?? 0);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(0, '127.0.0.1', resolve);
    });
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    const s = this.server;
    this.server = undefined;
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }

  /** What arrived for a session so far (the runner takes it when the run is over). */
  session(id: string): SessionData | undefined {
    return this.sessions.get(id);
  }

  /** Removes and returns a session's data (memory is freed as runs finish). */
  take(id: string): SessionData | undefined {
    const s = this.sessions.get(id);
    this.sessions.delete(id);
    return s;
  }

  /** Resolves at the next arrival of data (any session), or after `ms`. */
  waitForArrival(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.listeners.push(done);
    });
  }

  private route(batch: TraceBatch, pathSession: string): void {
    const now = Date.now();
    // Routed by the path alone: the run's session.id is written onto the resource, so that the
    // spans normalize into that run's session like any other.
    const stamped = new Map<object, Record<string, unknown>>();
    const routed = <T extends { resource: Record<string, unknown>; attributes: Record<string, unknown> }>(item: T): T => {
      if (item.resource['session.id'] !== undefined || item.attributes['session.id'] !== undefined || !pathSession) return item;
      let resource = stamped.get(item.resource);
      if (!resource) stamped.set(item.resource, (resource = { ...item.resource, 'session.id': pathSession }));
      item.resource = resource;
      return item;
    };
    const bucket = (item: { resource: Record<string, unknown>; attributes: Record<string, unknown> }) => {
      const id = String(item.resource['session.id'] ?? item.attributes['session.id'] ?? '(no session.id)');
      let s = this.sessions.get(id);
      if (!s) this.sessions.set(id, (s = { spans: [], logs: [], problems: [], lastArrival: now }));
      s.lastArrival = now;
      return s;
    };
    for (const span of batch.spans) bucket(routed(span)).spans.push(span);
    for (const log of batch.logs) bucket(routed(log)).logs.push(log);
    this.stats.spans += batch.spans.length;
    for (const p of batch.problems) if (this.problems.length < 100) this.problems.push(p);
    for (const l of this.listeners.slice()) l();
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const match = /^(?:\/run\/([^/]+))?(\/v1\/[a-z]+)$/.exec((req.url ?? '').split('?')[0]);
    const path = match?.[2] ?? (req.url ?? '');
    let pathSession = '';
    try {
      pathSession = match?.[1] ? decodeURIComponent(match[1]) : '';
    } catch {
      // A malformed escape: route by the resource attribute alone.
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const isJson = type === 'application/json';
    const answer = (status: number, message?: string) => {
      if (res.headersSent) return;
      if (status !== 200) this.stats.rejected++;
      // Errors carry a google.rpc.Status-shaped body; success an empty export response.
      if (isJson || type !== 'application/x-protobuf') {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 200 ? '{}' : JSON.stringify({ code: status === 413 ? 8 : 3, message }));
      } else {
        res.writeHead(status, { 'content-type': 'application/x-protobuf' });
        res.end(status === 200 ? ExportTraceServiceResponse.encode(ExportTraceServiceResponse.create({})).finish() : Buffer.from(message ?? ''));
      }
    };
    if (req.method !== 'POST' || !['/v1/traces', '/v1/logs', '/v1/metrics'].includes(path)) {
      req.resume();
      this.stats.rejected++;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 5, message: `unknown path ${req.method} ${path}: OTLP/HTTP goes to POST /v1/traces` }));
      return;
    }
    if (!isJson && type !== 'application/x-protobuf') {
      req.resume();
      this.stats.rejected++;
      res.writeHead(415, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 3, message: `unsupported content type "${type}": use application/json or application/x-protobuf` }));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    this.inFlight.set(pathSession, (this.inFlight.get(pathSession) ?? 0) + 1);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      const left = this.inFlight.get(pathSession)! - 1;
      if (left) this.inFlight.set(pathSession, left);
      else this.inFlight.delete(pathSession); // one key per run would otherwise stay for the whole job
    };
    res.on('finish', done);
    res.on('close', done);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > this.maxBody) {
        tooBig = true;
        return;
      }
      chunks.push(c);
    });
    req.on('error', () => answer(400, 'request aborted'));
    req.on('end', () => {
      this.stats.requests++;
      this.stats.bytes += size;
      if (tooBig) return answer(413, `body of ${size} bytes is over the ${this.maxBody}-byte limit`);
      if (path === '/v1/metrics') return answer(200);
      try {
        let body = Buffer.concat(chunks);
        if ((req.headers['content-encoding'] ?? '').toLowerCase() === 'gzip') body = gunzipSync(body);
        if (body.length > this.maxBody) return answer(413, `decompressed body is over the ${this.maxBody}-byte limit`);
        const batch = emptyBatch();
        if (isJson) {
          const doc = JSON.parse(body.toString('utf8'));
          if (!isOtlpJson(doc) && !(doc && typeof doc === 'object' && Object.keys(doc).length === 0)) throw new Error('not an OTLP export request (no resourceSpans)');
          readOtlpJson(doc, 'request', batch);
        } else if (path === '/v1/traces') {
          readOtlpProto(body, 'request', batch);
        }
        this.route(batch, pathSession);
        answer(200);
      } catch (err) {
        answer(400, `malformed OTLP ${isJson ? 'JSON' : 'protobuf'} body: ${(err as Error).message}`);
      }
    });
  }
}
