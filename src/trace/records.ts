// Flat span and log records: what ADOT writes to CloudWatch for Bedrock AgentCore (aws/spans and the
// runtime log groups: one record per line, flat attribute maps, string kinds and status codes), and
// the same records in snake_case as evaluation tools store them. Containers seen in the wild:
//   [{timestamp, raw_otel_json}]        CloudWatch Logs export
//   {"<session id>": [records]}          AgentCore Evaluations sessionSpans
//   {spans: [records]} / [records]       plain lists
// Lines that are not OTel records (application logs) are skipped.
import { MAX_VALUE_DEPTH, TOO_DEEP, keyValues } from './otlp-json.js';
import { cutDepth, parseBounded } from '../util/json-depth.js';
import {
  type Attributes,
  type LogRecord,
  type Span,
  type TraceBatch,
  emptyBatch,
  nanosToMillis,
  spanKind,
  statusCode,
} from './span.js';

type Json = Record<string, any>;

const first = (o: Json, ...keys: string[]): any => {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null) return o[k];
  return undefined;
};

const attrs = (raw: unknown): Attributes =>
  Array.isArray(raw)
    ? keyValues(raw)
    : raw && typeof raw === 'object'
      ? (cutDepth(raw, MAX_VALUE_DEPTH, TOO_DEEP) as Attributes)
      : {};

const hexId = (raw: unknown): string => (typeof raw === 'string' ? raw.toLowerCase() : '');

export const isSpanRecord = (r: Json): boolean =>
  typeof r.name === 'string' &&
  first(r, 'traceId', 'trace_id') !== undefined &&
  first(r, 'startTimeUnixNano', 'start_time', 'startTime') !== undefined;

export const isLogRecord = (r: Json): boolean =>
  'body' in r && first(r, 'timeUnixNano', 'observedTimeUnixNano', 'traceId', 'spanId') !== undefined;

function readSpanRecord(r: Json): Span {
  const status = r.status || {};
  const events = first(r, 'events', 'span_events') || [];
  return {
    traceId: hexId(first(r, 'traceId', 'trace_id')),
    spanId: hexId(first(r, 'spanId', 'span_id')),
    parentSpanId: hexId(first(r, 'parentSpanId', 'parent_span_id')) || undefined,
    name: r.name,
    kind: spanKind(r.kind),
    start: nanosToMillis(first(r, 'startTimeUnixNano', 'start_time', 'startTime')),
    end: nanosToMillis(first(r, 'endTimeUnixNano', 'end_time', 'endTime')),
    attributes: attrs(r.attributes),
    resource: attrs(r.resource?.attributes),
    scope: String(r.scope?.name ?? ''),
    status: status.message
      ? { code: statusCode(first(status, 'code', 'status_code')), message: String(status.message) }
      : { code: statusCode(first(status, 'code', 'status_code')) },
    events: (Array.isArray(events) ? events : []).map((e: Json) => ({
      name: String(e.name ?? ''),
      time: nanosToMillis(first(e, 'timeUnixNano', 'time_unix_nano', 'time', 'timestamp')),
      attributes: attrs(e.attributes),
    })),
  };
}

function readLogRecord(r: Json): LogRecord {
  const attributes = attrs(r.attributes);
  const time = first(r, 'timeUnixNano', 'observedTimeUnixNano');
  return {
    traceId: hexId(first(r, 'traceId', 'trace_id')) || undefined,
    spanId: hexId(first(r, 'spanId', 'span_id')) || undefined,
    time: nanosToMillis(time),
    eventName: first(r, 'eventName', 'event_name') ?? (attributes['event.name'] as string | undefined),
    attributes,
    resource: attrs(r.resource?.attributes),
    scope: String(r.scope?.name ?? ''),
    body: r.body ?? null,
  };
}

/** Adds one record (already unwrapped) to the batch; returns false when it is not an OTel record. */
export function readRecord(raw: unknown, where: string, into: TraceBatch): boolean {
  let r = raw as Json;
  if (r && typeof r === 'object' && 'raw_otel_json' in r) r = r.raw_otel_json;
  if (typeof r === 'string') {
    try {
      r = parseBounded(r) as Json;
    } catch {
      return false;
    }
  }
  if (!r || typeof r !== 'object' || Array.isArray(r)) return false;
  if (isSpanRecord(r)) {
    const span = readSpanRecord(r);
    if (!span.spanId) {
      into.problems.push(`${where}: skipped span "${span.name}": no spanId`);
      return true;
    }
    into.spans.push(span);
    return true;
  }
  if (isLogRecord(r)) {
    into.logs.push(readLogRecord(r));
    return true;
  }
  return false;
}

/** True when a parsed JSON document looks like a container of flat records. */
export function recordList(doc: unknown): unknown[] | undefined {
  if (Array.isArray(doc)) return doc;
  if (!doc || typeof doc !== 'object') return undefined;
  const o = doc as Json;
  if (Array.isArray(o.spans)) return o.spans;
  const values = Object.values(o);
  // {"<session id>": [records]} as the AgentCore Evaluations API takes sessionSpans.
  if (values.length > 0 && values.every((v) => Array.isArray(v))) return values.flat();
  return undefined;
}

export function readRecords(list: unknown[], where: string, into: TraceBatch = emptyBatch()): TraceBatch {
  for (const item of list) readRecord(item, where, into);
  return into;
}
