// The span model every reader produces and every normalizer consumes. Attribute maps are flat
// (OTLP KeyValue lists are flattened on read) so dialect code can look keys up directly.

export type AttrValue = string | number | boolean | null | AttrValue[] | { [key: string]: AttrValue };
export type Attributes = Record<string, AttrValue>;

export type StatusCode = 'UNSET' | 'OK' | 'ERROR';

export interface SpanEvent {
  name: string;
  /** Epoch milliseconds (fractional). */
  time: number;
  attributes: Attributes;
  /** Log records joined to a span carry their body here. */
  body?: AttrValue;
}

export interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: string;
  /** Epoch milliseconds (fractional): nanosecond precision is not needed to order an agent's steps. */
  start: number;
  end: number;
  attributes: Attributes;
  resource: Attributes;
  scope: string;
  status: { code: StatusCode; message?: string };
  events: SpanEvent[];
}

/** An OTel log record (an "event" in the GenAI conventions); joined to its span by ids. */
export interface LogRecord {
  traceId?: string;
  spanId?: string;
  time: number;
  eventName?: string;
  attributes: Attributes;
  resource: Attributes;
  scope: string;
  body: AttrValue;
}

/** What a reader hands on: spans, log records, and the problems met on the way (never thrown away silently). */
export interface TraceBatch {
  spans: Span[];
  logs: LogRecord[];
  problems: string[];
}

export const emptyBatch = (): TraceBatch => ({ spans: [], logs: [], problems: [] });

export function mergeBatches(batches: TraceBatch[]): TraceBatch {
  const out = emptyBatch();
  for (const b of batches) {
    for (const s of b.spans) out.spans.push(s);
    for (const l of b.logs) out.logs.push(l);
    for (const p of b.problems) out.problems.push(p);
  }
  return out;
}

const STATUS_BY_NUMBER: StatusCode[] = ['UNSET', 'OK', 'ERROR'];
const KIND_BY_NUMBER = ['UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'];

/** Status codes arrive as 0..2, "STATUS_CODE_ERROR", "ERROR" or "Error" depending on the producer. */
export function statusCode(raw: unknown): StatusCode {
  if (typeof raw === 'number') return STATUS_BY_NUMBER[raw] ?? 'UNSET';
  if (typeof raw === 'string') {
    const s = raw.toUpperCase().replace('STATUS_CODE_', '');
    if (s === 'OK' || s === 'ERROR') return s;
  }
  return 'UNSET';
}

export function spanKind(raw: unknown): string {
  if (typeof raw === 'number') return KIND_BY_NUMBER[raw] ?? 'UNSPECIFIED';
  if (typeof raw === 'string') return raw.toUpperCase().replace('SPAN_KIND_', '');
  return 'UNSPECIFIED';
}

/** Nanosecond timestamps come as JSON numbers, decimal strings, or protobuf Longs; milliseconds are enough. */
export function nanosToMillis(raw: unknown): number {
  if (typeof raw === 'number') return raw / 1e6;
  if (typeof raw === 'string') {
    if (raw.length > 6 && /^\d+$/.test(raw)) return Number(raw.slice(0, -6)) + Number(raw.slice(-6)) / 1e6;
    const n = Number(raw);
    if (Number.isFinite(n)) return n / 1e6;
    const parsed = Date.parse(raw);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  if (typeof raw === 'bigint') return Number(raw / 1000n) / 1e3;
  if (raw && typeof raw === 'object' && 'low' in raw && 'high' in raw) {
    const { low, high } = raw as { low: number; high: number };
    return ((high >>> 0) * 4294967296 + (low >>> 0)) / 1e6;
  }
  return 0;
}

/** The last minute isoTime formatted ("2026-05-01T10:42:"): the spans of a trace share their minutes. */
let minute = { start: Number.NaN, prefix: '' };
/** Years 0-9999 have the four-digit form the prefix assumes. */
const YEAR_10000 = 253_402_300_800_000;

/** Milliseconds since the epoch as ISO 8601 (as Date's toISOString writes it), or '' for none. */
export const isoTime = (ms: number): string => {
  if (!(ms > 0)) return '';
  if (ms >= YEAR_10000) return new Date(ms).toISOString();
  const t = Math.trunc(ms);
  const r = t % 60_000;
  if (t - r !== minute.start) minute = { start: t - r, prefix: new Date(t - r).toISOString().slice(0, 17) };
  const sec = Math.floor(r / 1000);
  const milli = r % 1000;
  return `${minute.prefix}${sec < 10 ? '0' : ''}${sec}.${milli < 100 ? (milli < 10 ? '00' : '0') : ''}${milli}Z`;
};
