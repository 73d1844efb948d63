// OTLP/JSON (ExportTraceServiceRequest, and ExportLogsServiceRequest when the same document carries
// resourceLogs). The spec uses lowerCamelCase keys, hex ids and decimal-string 64-bit integers; some
// producers use the protobuf JSON defaults (snake_case keys, base64 ids), so both are read.
import {
  type Attributes,
  type AttrValue,
  type LogRecord,
  type Span,
  type TraceBatch,
  emptyBatch,
  nanosToMillis,
  spanKind,
  statusCode,
} from './span.js';

type Json = Record<string, any>;

const pick = (o: Json, camel: string, snake: string): any => (o[camel] !== undefined ? o[camel] : o[snake]);

/** OTLP ids are hex in OTLP/JSON but base64 in the generic protobuf JSON mapping; normalize to hex. */
export function idToHex(raw: unknown, bytes: number): string {
  if (typeof raw !== 'string' || raw === '') return '';
  if (raw.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(raw)) return raw.toLowerCase();
  const buf = Buffer.from(raw, 'base64');
  return buf.length === bytes ? buf.toString('hex') : raw.toLowerCase();
}

/**
 * Attribute values nest (arrays, key-value lists): past this depth a value is cut to a mark, so a
 * value nested 100,000 deep cannot overflow the stack of everything that walks it later.
 */
export const MAX_VALUE_DEPTH = 64;
export const TOO_DEEP = `[nested deeper than ${MAX_VALUE_DEPTH} levels]`;

export function anyValue(v: Json | undefined | null, depth = 0): AttrValue {
  if (v == null || typeof v !== 'object') return null;
  if (depth > MAX_VALUE_DEPTH) return TOO_DEEP;
  for (const key in v) {
    const x = v[key];
    switch (key) {
      case 'stringValue':
      case 'string_value':
        return x;
      case 'boolValue':
      case 'bool_value':
        return Boolean(x);
      case 'intValue':
      case 'int_value':
        return Number(x);
      case 'doubleValue':
      case 'double_value':
        return Number(x);
      case 'arrayValue':
      case 'array_value':
        return ((x && x.values) || []).map((e: Json) => anyValue(e, depth + 1));
      case 'kvlistValue':
      case 'kvlist_value':
        return keyValues(x && x.values, depth + 1);
      case 'bytesValue':
      case 'bytes_value':
        return typeof x === 'string' ? x : '';
    }
  }
  return null;
}

export function keyValues(list: unknown, depth = 0): Attributes {
  const out: Attributes = {};
  if (!Array.isArray(list)) return out;
  for (const kv of list) if (kv && typeof kv.key === 'string') out[kv.key] = anyValue(kv.value, depth);
  return out;
}

export function readSpan(s: Json, resource: Attributes, scope: string): Span {
  const status = s.status || {};
  const events = Array.isArray(s.events) ? s.events : [];
  const traceId = idToHex(pick(s, 'traceId', 'trace_id'), 16);
  const spanId = idToHex(pick(s, 'spanId', 'span_id'), 8);
  if (!traceId || !spanId) throw new Error(`span "${s.name ?? '?'}" has no traceId/spanId`);
  const parent = idToHex(pick(s, 'parentSpanId', 'parent_span_id'), 8);
  return {
    traceId,
    spanId,
    parentSpanId: parent || undefined,
    name: String(s.name ?? ''),
    kind: spanKind(s.kind),
    start: nanosToMillis(pick(s, 'startTimeUnixNano', 'start_time_unix_nano')),
    end: nanosToMillis(pick(s, 'endTimeUnixNano', 'end_time_unix_nano')),
    attributes: keyValues(s.attributes),
    resource,
    scope,
    status: status.message
      ? { code: statusCode(status.code), message: String(status.message) }
      : { code: statusCode(status.code) },
    events: events.map((e: Json) => ({
      name: String(e.name ?? ''),
      time: nanosToMillis(pick(e, 'timeUnixNano', 'time_unix_nano')),
      attributes: keyValues(e.attributes),
    })),
  };
}

function readLog(l: Json, resource: Attributes, scope: string): LogRecord {
  const attributes = keyValues(l.attributes);
  const eventName = pick(l, 'eventName', 'event_name') || (attributes['event.name'] as string | undefined);
  const time = pick(l, 'timeUnixNano', 'time_unix_nano');
  return {
    traceId: idToHex(pick(l, 'traceId', 'trace_id'), 16) || undefined,
    spanId: idToHex(pick(l, 'spanId', 'span_id'), 8) || undefined,
    time: nanosToMillis(time && time !== '0' ? time : pick(l, 'observedTimeUnixNano', 'observed_time_unix_nano')),
    eventName: eventName || undefined,
    attributes,
    resource,
    scope,
    body: anyValue(l.body),
  };
}

export const isOtlpJson = (doc: unknown): doc is Json =>
  !!doc &&
  typeof doc === 'object' &&
  !Array.isArray(doc) &&
  ['resourceSpans', 'resource_spans', 'resourceLogs', 'resource_logs'].some((k) => k in (doc as Json));

/**
 * Reads one parsed request document, consuming it (raw spans are released as they are read). A bad
 * span is reported in problems; the rest are kept.
 */
export function readOtlpJson(doc: Json, where = 'request', into: TraceBatch = emptyBatch()): TraceBatch {
  const resourceSpans = pick(doc, 'resourceSpans', 'resource_spans') || [];
  resourceSpans.forEach((rs: Json, i: number) => {
    const resource = keyValues(rs?.resource?.attributes);
    for (const ss of pick(rs, 'scopeSpans', 'scope_spans') ||
      pick(rs, 'instrumentationLibrarySpans', 'instrumentation_library_spans') ||
      []) {
      const scope = String((ss.scope || ss.instrumentationLibrary || {}).name ?? '');
      const spans = ss.spans || [];
      for (let k = 0; k < spans.length; k++) {
        try {
          into.spans.push(readSpan(spans[k], resource, scope));
        } catch (err) {
          into.problems.push(`${where}: resourceSpans[${i}]: skipped a span: ${(err as Error).message}`);
        }
        // The raw span is garbage once read: letting it go now keeps a large file's peak memory
        // near one copy of the data instead of two.
        spans[k] = null;
      }
    }
  });
  readResourceLogs(pick(doc, 'resourceLogs', 'resource_logs'), into);
  return into;
}

/** The log records of a request's resourceLogs list. */
export function readResourceLogs(resourceLogs: unknown, into: TraceBatch): void {
  if (!Array.isArray(resourceLogs)) return;
  for (const rl of resourceLogs) {
    const resource = keyValues(rl?.resource?.attributes);
    for (const sl of pick(rl, 'scopeLogs', 'scope_logs') || []) {
      const scope = String(sl.scope?.name ?? '');
      for (const l of pick(sl, 'logRecords', 'log_records') || []) into.logs.push(readLog(l, resource, scope));
    }
  }
}
