// The embedded OTLP/HTTP receiver: 127.0.0.1 on a free port, POST /v1/traces (and /v1/logs for
// GenAI events sent as logs; /v1/metrics is accepted and dropped), application/json or
// application/x-protobuf, gzip or not. Answers per the OTLP/HTTP spec: 200 with an (empty) export
// response in the request's content type, 400 with a message for a malformed body, 413 over the size
// cap (decompressed size included: a gzip bomb is cut off at the cap, never inflated whole), 415 for
// other content types. Spans are routed to sessions as they arrive by the run's own endpoint path
// (/run/<session id>/v1/...): whatever session.id they carry, they belong to that run. Requests to
// the bare /v1/traces are routed by their session.id attribute. Every run has a span cap and the
// receiver a cap on spans held at once: past them spans are dropped and the run is marked as having
// sent too much. Spans of sessions no run opened are dropped after a grace period. Bad input never
// crashes it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { isOtlpJson, readOtlpJson } from '../trace/otlp-json.js';
import { type LogRecord, type Span, type TraceBatch, emptyBatch } from '../trace/span.js';

export const DEFAULT_MAX_BODY = 32 * 1024 * 1024;

export interface ReceiverLimits {
  /** Bytes of one request body, before and after decompression. */
  maxBody: number;
  /** Spans one run may send; past it the rest are dropped and the run is flagged. */
  maxSpansPerRun: number;
  /** Spans held at once for all runs (memory bound). */
  maxSpansHeld: number;
  /** How long spans of a session no run opened are kept before they are dropped. */
  unknownGraceMs: number;
}

export const DEFAULT_LIMITS: ReceiverLimits = {
  maxBody: DEFAULT_MAX_BODY,
  maxSpansPerRun: 50_000,
  maxSpansHeld: 250_000,
  unknownGraceMs: 10_000,
};

export interface SessionData {
  spans: Span[];
  logs: LogRecord[];
  problems: string[];
  /** When the last span or log of this session arrived (ms since epoch). */
  lastArrival: number;
  firstArrival: number;
  /** A run opened this session (else it is dropped after the grace period). */
  opened: boolean;
  /** Spans were dropped: the run sent more than its cap, or the receiver was full. */
  overflow?: string;
}

export interface ReceiverStats {
  requests: number;
  spans: number;
  rejected: number;
  bytes: number;
  /** Spans dropped: over a cap, or of a session no run opened. */
  dropped: number;
}

export class Receiver {
  readonly stats: ReceiverStats = { requests: 0, spans: 0, rejected: 0, bytes: 0, dropped: 0 };
  private readonly limits: ReceiverLimits;
  private held = 0;
  private lastSweep = 0;
  /** Spans skipped inside otherwise good requests, and why (capped). */
  readonly problems: string[] = [];
  private readonly sessions = new Map<string, SessionData>();
  private server?: Server;
  /** Requests being received or decoded right now, by the run path they came to ('' for none). */
  private readonly inFlight = new Map<string, number>();
  private listeners: (() => void)[] = [];

  constructor(limits: Partial<ReceiverLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  private get maxBody(): number {
    return this.limits.maxBody;
  }

  /** A run starts: its spans are kept (others are dropped after the grace period). */
  open(sessionId: string): void {
    const s = this.sessions.get(sessionId);
    if (s) s.opened = true;
    else
      this.sessions.set(sessionId, {
        spans: [],
        logs: [],
        problems: [],
        lastArrival: 0,
        firstArrival: Date.now(),
        opened: true,
      });
  }

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

  /** What arrived for a session so far (the runner takes it when the run is over); undefined before anything did. */
  session(id: string): SessionData | undefined {
    const s = this.sessions.get(id);
    return s && s.lastArrival ? s : undefined;
  }

  /** Removes and returns a session's data (memory is freed as runs finish). */
  take(id: string): SessionData | undefined {
    const s = this.sessions.get(id);
    this.sessions.delete(id);
    if (s) this.held -= s.spans.length;
    return s && s.lastArrival ? s : undefined;
  }

  /** Drops sessions no run opened once their grace period is over. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 500) return;
    this.lastSweep = now;
    for (const [id, s] of this.sessions) {
      if (s.opened || now - s.firstArrival < this.limits.unknownGraceMs) continue;
      this.sessions.delete(id);
      this.held -= s.spans.length;
      this.stats.dropped += s.spans.length;
      if (this.problems.length < 100)
        this.problems.push(
          `${s.spans.length} span(s) of session "${id.slice(0, 80)}", which no run opened, were dropped`,
        );
    }
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
    this.sweep(now);
    // A run's path decides its session, whatever session.id the spans carry: the run's id is
    // written onto them, so they normalize into that run's session and no other.
    const stamped = new Map<object, Record<string, unknown>>();
    const routed = <T extends { resource: Record<string, unknown>; attributes: Record<string, unknown> }>(
      item: T,
    ): T => {
      if (!pathSession) return item;
      let resource = stamped.get(item.resource);
      if (!resource) stamped.set(item.resource, (resource = { ...item.resource, 'session.id': pathSession }));
      item.resource = resource;
      if (item.attributes['session.id'] !== undefined && item.attributes['session.id'] !== pathSession)
        item.attributes = { ...item.attributes, 'session.id': pathSession };
      return item;
    };
    const bucket = (item: { resource: Record<string, unknown>; attributes: Record<string, unknown> }) => {
      const id = String(item.resource['session.id'] ?? item.attributes['session.id'] ?? '(no session.id)');
      let s = this.sessions.get(id);
      if (!s)
        this.sessions.set(
          id,
          (s = { spans: [], logs: [], problems: [], lastArrival: now, firstArrival: now, opened: false }),
        );
      s.lastArrival = now;
      return s;
    };
    for (const span of batch.spans) {
      const s = bucket(routed(span));
      if (s.spans.length >= this.limits.maxSpansPerRun || this.held >= this.limits.maxSpansHeld) {
        s.overflow ??=
          s.spans.length >= this.limits.maxSpansPerRun
            ? `it sent more than ${this.limits.maxSpansPerRun} spans`
            : `the receiver held ${this.limits.maxSpansHeld} spans of all runs at once`;
        this.stats.dropped++;
        continue;
      }
      s.spans.push(span);
      this.held++;
    }
    for (const log of batch.logs) {
      const s = bucket(routed(log));
      if (s.logs.length < this.limits.maxSpansPerRun) s.logs.push(log);
      else s.overflow ??= `it sent more than ${this.limits.maxSpansPerRun} log records`;
    }
    this.stats.spans += batch.spans.length;
    for (const p of batch.problems) if (this.problems.length < 100) this.problems.push(p);
    for (const l of this.listeners.slice()) l();
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const match = /^(?:\/run\/([^/]+))?(\/v1\/[a-z]+)$/.exec((req.url ?? '').split('?')[0]);
    const path = match?.[2] ?? req.url ?? '';
    let pathSession = '';
    try {
      pathSession = match?.[1] ? decodeURIComponent(match[1]) : '';
    } catch {
      // A malformed escape: route by the resource attribute alone.
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const isJson = type === 'application/json';
    if (req.method !== 'POST' || !['/v1/traces', '/v1/logs', '/v1/metrics'].includes(path)) {
      const message = `unknown path ${req.method} ${path}: OTLP/HTTP goes to POST /v1/traces`;
      this.refuse(req, res, 404, { code: 5, message });
      return;
    }
    if (!isJson && type !== 'application/x-protobuf') {
      const message = `unsupported content type "${type}": use application/json or application/x-protobuf`;
      this.refuse(req, res, 415, { code: 3, message });
      return;
    }
    const answer = (status: number, message?: string) => {
      if (res.headersSent) return;
      if (status !== 200) this.stats.rejected++;
      // Errors carry a google.rpc.Status-shaped body; success an empty export response.
      if (isJson) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 200 ? '{}' : JSON.stringify({ code: status === 413 ? 8 : 3, message }));
      } else {
        res.writeHead(status, { 'content-type': 'application/x-protobuf' });
        // An ExportTraceServiceResponse with no partial_success: a message with no fields is zero bytes.
        res.end(status === 200 ? Buffer.alloc(0) : Buffer.from(message ?? ''));
      }
    };
    this.countInFlight(pathSession, res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= this.maxBody) chunks.push(c);
    });
    req.on('error', () => answer(400, 'request aborted'));
    req.on('end', async () => {
      this.stats.requests++;
      this.stats.bytes += size;
      if (size > this.maxBody) return answer(413, `body of ${size} bytes is over the ${this.maxBody}-byte limit`);
      if (path === '/v1/metrics') return answer(200);
      try {
        const body = this.inflated(Buffer.concat(chunks), req.headers['content-encoding']);
        if (!body) return answer(413, `decompressed body is over the ${this.maxBody}-byte limit`);
        this.route(await decodeExport(body, isJson, path), pathSession);
        answer(200);
      } catch (err) {
        answer(400, `malformed OTLP ${isJson ? 'JSON' : 'protobuf'} body: ${(err as Error).message}`);
      }
    });
  }

  /** Answers a request the receiver does not take (a google.rpc.Status-shaped body), its body unread. */
  private refuse(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: { code: number; message: string },
  ): void {
    req.resume();
    this.stats.rejected++;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  /** Counts an export of a run in flight until it is answered (or its connection closes). */
  private countInFlight(pathSession: string, res: ServerResponse): void {
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
  }

  /** The body, gunzipped where it says so; undefined where it inflates past the cap (a small bomb never becomes gigabytes). */
  private inflated(body: Buffer, encoding: string | undefined): Buffer | undefined {
    if ((encoding ?? '').toLowerCase() !== 'gzip') return body;
    try {
      return gunzipSync(body, { maxOutputLength: this.maxBody });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
      throw err;
    }
  }
}

/** An export request's spans (logs in protobuf are taken and dropped); throws on a body that is not OTLP. */
async function decodeExport(body: Buffer, isJson: boolean, path: string) {
  const batch = emptyBatch();
  if (isJson) {
    const doc = JSON.parse(body.toString('utf8'));
    if (!isOtlpJson(doc) && !(doc && typeof doc === 'object' && Object.keys(doc).length === 0))
      throw new Error('not an OTLP export request (no resourceSpans)');
    readOtlpJson(doc, 'request', batch);
  } else if (path === '/v1/traces') {
    // protobufjs and long.js are loaded by the first protobuf export, not by every run's start.
    (await import('../trace/otlp-proto.js')).readOtlpProto(body, 'request', batch);
  }
  return batch;
}
