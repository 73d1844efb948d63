// OTLP/protobuf ExportTraceServiceRequest, decoded with protobufjs from a descriptor written here
// from the public field numbers of opentelemetry-proto (collector/trace/v1, trace/v1, common/v1,
// resource/v1). Only what the normalizers read is declared; unknown fields are skipped by protobufjs.
import protobuf from 'protobufjs';
import { type Attributes, type AttrValue, type Span, type TraceBatch, emptyBatch, nanosToMillis, spanKind, statusCode } from './span.js';

const descriptor = {
  nested: {
    AnyValue: {
      oneofs: { value: { oneof: ['stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'] } },
      fields: {
        stringValue: { type: 'string', id: 1 },
        boolValue: { type: 'bool', id: 2 },
        intValue: { type: 'int64', id: 3 },
        doubleValue: { type: 'double', id: 4 },
        arrayValue: { type: 'ArrayValue', id: 5 },
        kvlistValue: { type: 'KeyValueList', id: 6 },
        bytesValue: { type: 'bytes', id: 7 },
      },
    },
    ArrayValue: { fields: { values: { rule: 'repeated', type: 'AnyValue', id: 1 } } },
    KeyValueList: { fields: { values: { rule: 'repeated', type: 'KeyValue', id: 1 } } },
    KeyValue: { fields: { key: { type: 'string', id: 1 }, value: { type: 'AnyValue', id: 2 } } },
    Resource: { fields: { attributes: { rule: 'repeated', type: 'KeyValue', id: 1 } } },
    InstrumentationScope: { fields: { name: { type: 'string', id: 1 }, version: { type: 'string', id: 2 } } },
    Status: { fields: { message: { type: 'string', id: 2 }, code: { type: 'int32', id: 3 } } },
    Event: {
      fields: {
        timeUnixNano: { type: 'fixed64', id: 1 },
        name: { type: 'string', id: 2 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 3 },
      },
    },
    Span: {
      fields: {
        traceId: { type: 'bytes', id: 1 },
        spanId: { type: 'bytes', id: 2 },
        parentSpanId: { type: 'bytes', id: 4 },
        name: { type: 'string', id: 5 },
        kind: { type: 'int32', id: 6 },
        startTimeUnixNano: { type: 'fixed64', id: 7 },
        endTimeUnixNano: { type: 'fixed64', id: 8 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 9 },
        events: { rule: 'repeated', type: 'Event', id: 11 },
        status: { type: 'Status', id: 15 },
      },
    },
    ScopeSpans: { fields: { scope: { type: 'InstrumentationScope', id: 1 }, spans: { rule: 'repeated', type: 'Span', id: 2 } } },
    ResourceSpans: { fields: { resource: { type: 'Resource', id: 1 }, scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 } } },
    ExportTraceServiceRequest: { fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } } },
    ExportTracePartialSuccess: { fields: { rejectedSpans: { type: 'int64', id: 1 }, errorMessage: { type: 'string', id: 2 } } },
    ExportTraceServiceResponse: { fields: { partialSuccess: { type: 'ExportTracePartialSuccess', id: 1 } } },
  },
};

const root = protobuf.Root.fromJSON(descriptor);
export const ExportTraceServiceRequest = root.lookupType('ExportTraceServiceRequest');
export const ExportTraceServiceResponse = root.lookupType('ExportTraceServiceResponse');

type Msg = Record<string, any>;

function anyValue(v: Msg | null | undefined): AttrValue {
  if (!v) return null;
  switch (v.value) {
    case 'stringValue':
      return v.stringValue;
    case 'boolValue':
      return v.boolValue;
    case 'intValue':
      return typeof v.intValue === 'number' ? v.intValue : Number(v.intValue.toString());
    case 'doubleValue':
      return v.doubleValue;
    case 'arrayValue':
      return v.arrayValue.values.map(anyValue);
    case 'kvlistValue':
      return keyValues(v.kvlistValue.values);
    case 'bytesValue':
      return Buffer.from(v.bytesValue).toString('base64');
    default:
      return null;
  }
}

function keyValues(list: Msg[]): Attributes {
  const out: Attributes = {};
  for (let i = 0; i < list.length; i++) out[list[i].key] = anyValue(list[i].value);
  return out;
}

const hex = (b: Uint8Array): string => (b && b.length ? Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex') : '');

/** Decodes a binary request; throws with a readable message when the bytes are not a request. */
export function readOtlpProto(bytes: Uint8Array, where = 'request', into: TraceBatch = emptyBatch()): TraceBatch {
  let req: Msg;
  try {
    req = ExportTraceServiceRequest.decode(bytes) as Msg;
  } catch (err) {
    throw new Error(`${where}: not an OTLP protobuf ExportTraceServiceRequest (${(err as Error).message})`);
  }
  for (const rs of req.resourceSpans) {
    const resource = rs.resource ? keyValues(rs.resource.attributes) : {};
    for (const ss of rs.scopeSpans) {
      const scope = ss.scope ? ss.scope.name : '';
      for (const s of ss.spans) {
        const traceId = hex(s.traceId);
        const spanId = hex(s.spanId);
        if (!traceId || !spanId) {
          into.problems.push(`${where}: skipped span "${s.name}": no traceId/spanId`);
          continue;
        }
        const span: Span = {
          traceId,
          spanId,
          parentSpanId: hex(s.parentSpanId) || undefined,
          name: s.name,
          kind: spanKind(s.kind),
          start: nanosToMillis(s.startTimeUnixNano),
          end: nanosToMillis(s.endTimeUnixNano),
          attributes: keyValues(s.attributes),
          resource,
          scope,
          status: { code: statusCode(s.status ? s.status.code : 0), message: (s.status && s.status.message) || undefined },
          events: s.events.map((e: Msg) => ({ name: e.name, time: nanosToMillis(e.timeUnixNano), attributes: keyValues(e.attributes) })),
        };
        into.spans.push(span);
      }
    }
  }
  return into;
}
