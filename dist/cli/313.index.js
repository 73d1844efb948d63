export const id = 313;
export const ids = [313];
export const modules = {

/***/ 8313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   descriptor: () => (/* binding */ descriptor),
/* harmony export */   readOtlpProto: () => (/* binding */ readOtlpProto)
/* harmony export */ });
/* harmony import */ var protobufjs_minimal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6170);
/* harmony import */ var _otlp_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4989);
/* harmony import */ var _span_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1725);
// OTLP/protobuf ExportTraceServiceRequest, decoded with protobufjs' minimal reader from a descriptor
// written here from the public field numbers of opentelemetry-proto (collector/trace/v1, trace/v1, common/v1,
// resource/v1). Only what the normalizers read is declared; unknown fields are skipped by protobufjs.



/** The messages as a protobufjs JSON descriptor (tests and bench/ingest build encoders from it). */
const descriptor = {
    nested: {
        AnyValue: {
            oneofs: {
                value: {
                    oneof: ['stringValue', 'boolValue', 'intValue', 'doubleValue', 'arrayValue', 'kvlistValue', 'bytesValue'],
                },
            },
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
        ScopeSpans: {
            fields: { scope: { type: 'InstrumentationScope', id: 1 }, spans: { rule: 'repeated', type: 'Span', id: 2 } },
        },
        ResourceSpans: {
            fields: { resource: { type: 'Resource', id: 1 }, scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 } },
        },
        ExportTraceServiceRequest: { fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } } },
        ExportTracePartialSuccess: {
            fields: { rejectedSpans: { type: 'int64', id: 1 }, errorMessage: { type: 'string', id: 2 } },
        },
        ExportTraceServiceResponse: { fields: { partialSuccess: { type: 'ExportTracePartialSuccess', id: 1 } } },
    },
};
// Decoding goes straight from bytes to the span model with protobufjs' Reader, field numbers taken
// from the descriptor above: building protobufjs message objects first would allocate every span twice.
const F = Object.fromEntries(Object.entries(descriptor.nested).map(([type, def]) => [
    type,
    Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, f.id])),
]));
const endOf = (r) => {
    const len = r.uint32();
    return r.pos + len;
};
/**
 * fixed64 nanoseconds -> milliseconds without allocating a Long, computed as whole milliseconds plus
 * a fraction (like nanosToMillis on decimal strings) so both encodings give the same number.
 * 2^32 = 4294 * 1e6 + 967296 keeps every intermediate below 2^53.
 */
function nanosMs(r) {
    const lo = r.fixed32();
    const hi = r.fixed32();
    const rest = hi * 967296 + lo;
    return hi * 4294 + Math.floor(rest / 1e6) + (rest % 1e6) / 1e6;
}
function hexBytes(r) {
    const b = r.bytes();
    return b.length ? Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex') : '';
}
function anyValue(r, end, depth = 0) {
    // Cut like the JSON reader's (otlp-json.ts): a deeper value is skipped whole, not read.
    if (depth > _otlp_json_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_VALUE_DEPTH */ .Ht) {
        r.pos = end;
        return _otlp_json_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP */ .gZ;
    }
    let v = null;
    while (r.pos < end) {
        const tag = r.uint32();
        switch (tag >>> 3) {
            case F.AnyValue.stringValue:
                v = r.string();
                break;
            case F.AnyValue.boolValue:
                v = r.bool();
                break;
            case F.AnyValue.intValue:
                v = Number(r.int64().toString());
                break;
            case F.AnyValue.doubleValue:
                v = r.double();
                break;
            case F.AnyValue.arrayValue: {
                const e = endOf(r);
                const arr = [];
                while (r.pos < e) {
                    const t = r.uint32();
                    if (t >>> 3 === F.ArrayValue.values)
                        arr.push(anyValue(r, endOf(r), depth + 1));
                    else
                        r.skipType(t & 7);
                }
                v = arr;
                break;
            }
            case F.AnyValue.kvlistValue: {
                const e = endOf(r);
                const obj = {};
                while (r.pos < e) {
                    const t = r.uint32();
                    if (t >>> 3 === F.KeyValueList.values)
                        keyValue(r, endOf(r), obj, depth + 1);
                    else
                        r.skipType(t & 7);
                }
                v = obj;
                break;
            }
            case F.AnyValue.bytesValue: {
                const b = r.bytes();
                v = Buffer.from(b.buffer, b.byteOffset, b.length).toString('base64');
                break;
            }
            default:
                r.skipType(tag & 7);
        }
    }
    return v;
}
function keyValue(r, end, into, depth = 0) {
    let key = '';
    let value = null;
    while (r.pos < end) {
        const tag = r.uint32();
        if (tag >>> 3 === F.KeyValue.key)
            key = r.string();
        else if (tag >>> 3 === F.KeyValue.value)
            value = anyValue(r, endOf(r), depth);
        else
            r.skipType(tag & 7);
    }
    into[key] = value;
}
function attributesUntil(r, end, field) {
    const out = {};
    while (r.pos < end) {
        const tag = r.uint32();
        if (tag >>> 3 === field)
            keyValue(r, endOf(r), out);
        else
            r.skipType(tag & 7);
    }
    return out;
}
function event(r, end) {
    const e = { name: '', time: 0, attributes: {} };
    while (r.pos < end) {
        const tag = r.uint32();
        switch (tag >>> 3) {
            case F.Event.timeUnixNano:
                e.time = nanosMs(r);
                break;
            case F.Event.name:
                e.name = r.string();
                break;
            case F.Event.attributes:
                keyValue(r, endOf(r), e.attributes);
                break;
            default:
                r.skipType(tag & 7);
        }
    }
    return e;
}
function span(r, end, resource, scope) {
    const s = {
        traceId: '',
        spanId: '',
        parentSpanId: undefined,
        name: '',
        kind: 'UNSPECIFIED',
        start: 0,
        end: 0,
        attributes: {},
        resource,
        scope,
        status: { code: 'UNSET' },
        events: [],
    };
    while (r.pos < end) {
        const tag = r.uint32();
        switch (tag >>> 3) {
            case F.Span.traceId:
                s.traceId = hexBytes(r);
                break;
            case F.Span.spanId:
                s.spanId = hexBytes(r);
                break;
            case F.Span.parentSpanId:
                s.parentSpanId = hexBytes(r) || undefined;
                break;
            case F.Span.name:
                s.name = r.string();
                break;
            case F.Span.kind:
                s.kind = (0,_span_js__WEBPACK_IMPORTED_MODULE_2__/* .spanKind */ .H6)(r.int32());
                break;
            case F.Span.startTimeUnixNano:
                s.start = nanosMs(r);
                break;
            case F.Span.endTimeUnixNano:
                s.end = nanosMs(r);
                break;
            case F.Span.attributes:
                keyValue(r, endOf(r), s.attributes);
                break;
            case F.Span.events:
                s.events.push(event(r, endOf(r)));
                break;
            case F.Span.status: {
                const e = endOf(r);
                while (r.pos < e) {
                    const t = r.uint32();
                    if (t >>> 3 === F.Status.code)
                        s.status.code = (0,_span_js__WEBPACK_IMPORTED_MODULE_2__/* .statusCode */ .se)(r.int32());
                    else if (t >>> 3 === F.Status.message) {
                        const message = r.string();
                        if (message)
                            s.status.message = message;
                    }
                    else
                        r.skipType(t & 7);
                }
                break;
            }
            default:
                r.skipType(tag & 7);
        }
    }
    return s;
}
function scopeSpans(r, end, resource, where, into) {
    let scope = '';
    while (r.pos < end) {
        const tag = r.uint32();
        if (tag >>> 3 === F.ScopeSpans.scope) {
            const e = endOf(r);
            while (r.pos < e) {
                const t = r.uint32();
                if (t >>> 3 === F.InstrumentationScope.name)
                    scope = r.string();
                else
                    r.skipType(t & 7);
            }
        }
        else if (tag >>> 3 === F.ScopeSpans.spans) {
            const s = span(r, endOf(r), resource, scope);
            if (s.traceId && s.spanId)
                into.spans.push(s);
            else
                into.problems.push(`${where}: skipped span "${s.name}": no traceId/spanId`);
        }
        else
            r.skipType(tag & 7);
    }
}
/** Decodes a binary request; throws with a readable message when the bytes are not a request. */
function readOtlpProto(bytes, where = 'request', into = (0,_span_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyBatch */ .gu)()) {
    const r = protobufjs_minimal_js__WEBPACK_IMPORTED_MODULE_0__.Reader.create(bytes);
    const before = into.spans.length;
    let resourceSpans = 0;
    try {
        while (r.pos < r.len) {
            const tag = r.uint32();
            if (tag >>> 3 !== F.ExportTraceServiceRequest.resourceSpans || (tag & 7) !== 2) {
                r.skipType(tag & 7);
                continue;
            }
            resourceSpans++;
            const end = endOf(r);
            let resource = {};
            // The resource comes first in practice, but the wire format allows any order: scope spans seen
            // before it are patched afterwards.
            const firstSpan = into.spans.length;
            while (r.pos < end) {
                const t = r.uint32();
                if (t >>> 3 === F.ResourceSpans.resource)
                    resource = attributesUntil(r, endOf(r), F.Resource.attributes);
                else if (t >>> 3 === F.ResourceSpans.scopeSpans)
                    scopeSpans(r, endOf(r), resource, where, into);
                else
                    r.skipType(t & 7);
            }
            for (let i = firstSpan; i < into.spans.length; i++)
                into.spans[i].resource = resource;
        }
        if (r.pos !== r.len)
            throw new Error(`length mismatch at byte ${r.pos}`);
        // Arbitrary bytes can parse as unknown fields; a request that is not empty must hold resource spans.
        if (bytes.length > 0 && resourceSpans === 0)
            throw new Error('no resourceSpans field (1) found');
    }
    catch (err) {
        into.spans.length = before;
        throw new Error(`${where}: not an OTLP protobuf ExportTraceServiceRequest (${err.message})`);
    }
    return into;
}


/***/ })

};
