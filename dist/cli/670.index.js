export const id = 670;
export const ids = [670];
export const modules = {

/***/ 7065:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ evaluatorSettings)
/* harmony export */ });
/* unused harmony export oraclesFor */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1091);
// The evaluators a config asks for: needed before any run (to fail early and to price the judge),
// so kept apart from the modules that score, which the pipeline loads once its agents have started.

/**
 * The checks no judge reads that a config sets up: side_effects where it names tools that change
 * state or injects an ambiguous failure, trajectory where a case has expect rules, injection where a
 * case injects an instruction.
 */
function oraclesFor(config) {
    const maps = config.cases.flatMap((c) => (c.effects === undefined ? [] : [c.effects].flat()));
    const effects = maps.flatMap((m) => Object.values(m.tool_effects)
        .flat()
        .map((e) => e.effect_type));
    const ambiguous = effects.some((e) => _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .AFTER_EFFECT_TYPES */ .HR.includes(e) || e === 'slow_success');
    const injected = effects.includes('inject_instruction') ||
        maps.some((m) => (m.mcp_effects ?? []).some((e) => e.effect_type === 'tools_changed' && e.change === 'description_injected'));
    return [
        ...(config.side_effects.length || ambiguous ? ['side_effects'] : []),
        ...(config.cases.some((c) => c.expect) ? ['trajectory'] : []),
        ...(injected ? ['injection'] : []),
    ];
}
const thresholdOf = (name, given) => given ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_THRESHOLDS */ .JJ[name] ?? 0.5;
/** The evaluators a config asks for, with their pass thresholds (0.5 by default; trajectory 1). */
function evaluatorSettings(config) {
    const list = config?.evaluators ?? [..._config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .JUDGED_EVALUATORS */ .HK, ...(config ? oraclesFor(config) : [])];
    return list.map((e) => typeof e === 'string'
        ? { name: e, threshold: thresholdOf(e) }
        : { name: e.name, threshold: thresholdOf(e.name, e.threshold) });
}


/***/ }),

/***/ 2500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ JUDGE_MAX_OUTPUT_TOKENS),
/* harmony export */   Q6: () => (/* binding */ JudgeError),
/* harmony export */   jz: () => (/* binding */ replyInstruction)
/* harmony export */ });
/** The most a judge may answer in one call: asked of both providers, and what a cost cap reserves. */
const JUDGE_MAX_OUTPUT_TOKENS = 2048;
/** The judge could not give a valid verdict; recorded as a judge error, never as a score. */
class JudgeError extends Error {
    usage;
    calls;
    constructor(message, usage = { inputTokens: 0, outputTokens: 0 }, calls = 1) {
        super(message);
        this.usage = usage;
        this.calls = calls;
    }
}
/**
 * The last line of every request, in the shape the provider asks for: Bedrock forces a tool, an
 * OpenAI-compatible API a JSON response format.
 */
function replyInstruction(shape, name) {
    return shape === 'tool'
        ? `Reply by calling the tool ${name}, once, with every field filled.`
        : `Reply with one JSON object in the response format ${name}, and nothing else.`;
}


/***/ }),

/***/ 9278:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ Readings),
/* harmony export */   o: () => (/* binding */ readingKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
// The readings a job has asked its judge for, by what the judge reads: a transcript is judged once
// per judge and prompt, however often it recurs (the same answer on both sides, in a later look, in
// the base's first round). Two requests are one reading when they differ only in the render's
// delimiter nonce and in step times within the same 100 ms: neither changes what a judge can read.

/** "at +2153 ms, " as the render writes a step's time (judge/render.ts), to the 100 ms it falls in. */
const STEP_TIME = /at \+(\d+) ms, /g;
/** The key of a reading: the judge's model and what it is asked, the per-render nonce and step times set aside. */
function readingKey(model, req, nonce) {
    const same = (text) => text.replaceAll(nonce, '').replace(STEP_TIME, (_, ms) => `at +${Math.floor(Number(ms) / 100)}00 ms, `);
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify([model, req.name, same(req.system), same(req.prompt)]))
        .digest('hex');
}
/**
 * The job's readings, each the judge's validated answer or the call still under way. A call that
 * fails is forgotten, so the next request of the same reading asks the judge itself.
 */
class Readings {
    byKey = new Map();
    get(key) {
        return this.byKey.get(key);
    }
    /** The reading `key` is being asked: later requests of it wait for `answer`. */
    asking(key, answer) {
        this.byKey.set(key, answer);
        answer.catch(() => {
            if (this.byKey.get(key) === answer)
                this.byKey.delete(key);
        });
    }
}


/***/ }),

/***/ 571:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ toolJsonSchema),
/* harmony export */   V: () => (/* binding */ describeZodError)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
/* harmony import */ var _util_memo_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7140);
// The JSON Schema a provider needs for a forced tool or a structured response, from the zod schema.


// Built once per schema: every judge call sends the same one, and the conversion walks the schema.
const toolJsonSchema = (0,_util_memo_js__WEBPACK_IMPORTED_MODULE_0__/* .perObject */ .F)((schema) => {
    const json = zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(schema, { io: 'input', unrepresentable: 'any' });
    delete json.$schema;
    return json;
});
/** A short, readable validation error for the retry message and the judge-error record. */
function describeZodError(error) {
    return error.issues
        .slice(0, 5)
        .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
        .join('; ');
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ readSpan),
/* harmony export */   Ht: () => (/* binding */ MAX_VALUE_DEPTH),
/* harmony export */   IB: () => (/* binding */ readOtlpJson),
/* harmony export */   K7: () => (/* binding */ keyValues),
/* harmony export */   Kq: () => (/* binding */ isOtlpJson),
/* harmony export */   SP: () => (/* binding */ readResourceLogs),
/* harmony export */   gZ: () => (/* binding */ TOO_DEEP)
/* harmony export */ });
/* unused harmony exports idToHex, anyValue */
/* harmony import */ var _span_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1725);
// OTLP/JSON (ExportTraceServiceRequest, and ExportLogsServiceRequest when the same document carries
// resourceLogs). The spec uses lowerCamelCase keys, hex ids and decimal-string 64-bit integers; some
// producers use the protobuf JSON defaults (snake_case keys, base64 ids), so both are read.

const pick = (o, camel, snake) => (o[camel] !== undefined ? o[camel] : o[snake]);
/** OTLP ids are hex in OTLP/JSON but base64 in the generic protobuf JSON mapping; normalize to hex. */
function idToHex(raw, bytes) {
    if (typeof raw !== 'string' || raw === '')
        return '';
    if (raw.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(raw))
        return raw.toLowerCase();
    const buf = Buffer.from(raw, 'base64');
    return buf.length === bytes ? buf.toString('hex') : raw.toLowerCase();
}
/**
 * Attribute values nest (arrays, key-value lists): past this depth a value is cut to a mark, so a
 * value nested 100,000 deep cannot overflow the stack of everything that walks it later.
 */
const MAX_VALUE_DEPTH = 64;
const TOO_DEEP = `[nested deeper than ${MAX_VALUE_DEPTH} levels]`;
function anyValue(v, depth = 0) {
    if (v == null || typeof v !== 'object')
        return null;
    if (depth > MAX_VALUE_DEPTH)
        return TOO_DEEP;
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
                return ((x && x.values) || []).map((e) => anyValue(e, depth + 1));
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
function keyValues(list, depth = 0) {
    const out = {};
    if (!Array.isArray(list))
        return out;
    for (const kv of list)
        if (kv && typeof kv.key === 'string')
            out[kv.key] = anyValue(kv.value, depth);
    return out;
}
function readSpan(s, resource, scope) {
    const status = s.status || {};
    const events = Array.isArray(s.events) ? s.events : [];
    const traceId = idToHex(pick(s, 'traceId', 'trace_id'), 16);
    const spanId = idToHex(pick(s, 'spanId', 'span_id'), 8);
    if (!traceId || !spanId)
        throw new Error(`span "${s.name ?? '?'}" has no traceId/spanId`);
    const parent = idToHex(pick(s, 'parentSpanId', 'parent_span_id'), 8);
    return {
        traceId,
        spanId,
        parentSpanId: parent || undefined,
        name: String(s.name ?? ''),
        kind: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .spanKind */ .H6)(s.kind),
        start: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(pick(s, 'startTimeUnixNano', 'start_time_unix_nano')),
        end: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(pick(s, 'endTimeUnixNano', 'end_time_unix_nano')),
        attributes: keyValues(s.attributes),
        resource,
        scope,
        status: status.message
            ? { code: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .statusCode */ .se)(status.code), message: String(status.message) }
            : { code: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .statusCode */ .se)(status.code) },
        events: events.map((e) => ({
            name: String(e.name ?? ''),
            time: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(pick(e, 'timeUnixNano', 'time_unix_nano')),
            attributes: keyValues(e.attributes),
        })),
    };
}
function readLog(l, resource, scope) {
    const attributes = keyValues(l.attributes);
    const eventName = pick(l, 'eventName', 'event_name') || attributes['event.name'];
    const time = pick(l, 'timeUnixNano', 'time_unix_nano');
    return {
        traceId: idToHex(pick(l, 'traceId', 'trace_id'), 16) || undefined,
        spanId: idToHex(pick(l, 'spanId', 'span_id'), 8) || undefined,
        time: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(time && time !== '0' ? time : pick(l, 'observedTimeUnixNano', 'observed_time_unix_nano')),
        eventName: eventName || undefined,
        attributes,
        resource,
        scope,
        body: anyValue(l.body),
    };
}
const isOtlpJson = (doc) => !!doc &&
    typeof doc === 'object' &&
    !Array.isArray(doc) &&
    ['resourceSpans', 'resource_spans', 'resourceLogs', 'resource_logs'].some((k) => k in doc);
/**
 * Reads one parsed request document, consuming it (raw spans are released as they are read). A bad
 * span is reported in problems; the rest are kept.
 */
function readOtlpJson(doc, where = 'request', into = (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyBatch */ .gu)()) {
    const resourceSpans = pick(doc, 'resourceSpans', 'resource_spans') || [];
    resourceSpans.forEach((rs, i) => {
        const resource = keyValues(rs?.resource?.attributes);
        for (const ss of pick(rs, 'scopeSpans', 'scope_spans') ||
            pick(rs, 'instrumentationLibrarySpans', 'instrumentation_library_spans') ||
            []) {
            const scope = String((ss.scope || ss.instrumentationLibrary || {}).name ?? '');
            const spans = ss.spans || [];
            for (let k = 0; k < spans.length; k++) {
                try {
                    into.spans.push(readSpan(spans[k], resource, scope));
                }
                catch (err) {
                    into.problems.push(`${where}: resourceSpans[${i}]: skipped a span: ${err.message}`);
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
function readResourceLogs(resourceLogs, into) {
    if (!Array.isArray(resourceLogs))
        return;
    for (const rl of resourceLogs) {
        const resource = keyValues(rl?.resource?.attributes);
        for (const sl of pick(rl, 'scopeLogs', 'scope_logs') || []) {
            const scope = String(sl.scope?.name ?? '');
            for (const l of pick(sl, 'logRecords', 'log_records') || [])
                into.logs.push(readLog(l, resource, scope));
        }
    }
}


/***/ }),

/***/ 8305:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _M: () => (/* binding */ sessionSchema),
/* harmony export */   u: () => (/* binding */ failedTheAgent),
/* harmony export */   yz: () => (/* binding */ lieSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
// The normalized session: the contract between trace ingestion and everything downstream
// (evaluators, results, sessions.jsonl, `inspect --json`). sessionSchema checks one read from
// another job's files (untrusted): field types and sizes; unknown fields are kept.

/** The model failed the agent: anything but added latency, unless a later model call got through. */
const failedTheAgent = (f) => f.effect !== 'latency' && !f.recovered;
const text = (max) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(max);
/** A lie as the fault log and sessions from other jobs carry it: bounded. */
const lieSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    detectable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    tell: text(500),
    changes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: text(300), before: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(), after: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() })).max(20),
});
const toolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: text(500),
    callId: text(500).optional(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
    result: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ok', 'error']),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: text(500), message: text(1_000_000) }).optional(),
    spanId: text(100),
    agentSpanId: text(100).optional(),
    startTime: text(100),
    endTime: text(100),
    fault: text(100).optional(),
    faultDetail: text(2000).optional(),
    untraced: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    faultFrom: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('harness').optional(),
    lie: lieSchema.optional(),
});
const sessionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    sessionId: text(300),
    traceIds: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(text(100)).max(100_000),
    dialect: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['genai', 'strands', 'openinference', 'openllmetry', 'aisdk', 'genkit', 'voltagent']),
    input: text(1_000_000),
    finalAnswer: text(1_000_000),
    systemPrompt: text(1_000_000).optional(),
    availableTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(text(500)).max(10_000).optional(),
    toolDefinitions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        name: text(500),
        description: text(10_000).optional(),
        inputSchema: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
        annotations: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(text(60), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()).optional(),
    }))
        .max(1_000)
        .optional(),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(toolCallSchema).max(100_000),
    messages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        role: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['user', 'assistant', 'tool']),
        text: text(1_000_000),
        spanId: text(100).optional(),
    }))
        .max(100_000),
    modelCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    usage: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    chaos: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ case: text(500).optional(), repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(), seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional() })
        .optional(),
    modelFaults: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        effect: text(100),
        call: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
        detail: text(2000),
        spanId: text(100).optional(),
        recovered: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    }))
        .max(10_000)
        .optional(),
    toolRequests: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative().optional(),
    modelCallTimes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ spanId: text(100), start: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), end: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }))
        .max(10_000)
        .optional(),
});


/***/ }),

/***/ 1725:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ spanKind),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   bk: () => (/* binding */ nanosToMillis),
/* harmony export */   gu: () => (/* binding */ emptyBatch),
/* harmony export */   jj: () => (/* binding */ mergeBatches),
/* harmony export */   se: () => (/* binding */ statusCode)
/* harmony export */ });
// The span model every reader produces and every normalizer consumes. Attribute maps are flat
// (OTLP KeyValue lists are flattened on read) so dialect code can look keys up directly.
const emptyBatch = () => ({ spans: [], logs: [], problems: [] });
function mergeBatches(batches) {
    const out = emptyBatch();
    for (const b of batches) {
        for (const s of b.spans)
            out.spans.push(s);
        for (const l of b.logs)
            out.logs.push(l);
        for (const p of b.problems)
            out.problems.push(p);
    }
    return out;
}
const STATUS_BY_NUMBER = ['UNSET', 'OK', 'ERROR'];
const KIND_BY_NUMBER = ['UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'];
/** Status codes arrive as 0..2, "STATUS_CODE_ERROR", "ERROR" or "Error" depending on the producer. */
function statusCode(raw) {
    if (typeof raw === 'number')
        return STATUS_BY_NUMBER[raw] ?? 'UNSET';
    if (typeof raw === 'string') {
        const s = raw.toUpperCase().replace('STATUS_CODE_', '');
        if (s === 'OK' || s === 'ERROR')
            return s;
    }
    return 'UNSET';
}
function spanKind(raw) {
    if (typeof raw === 'number')
        return KIND_BY_NUMBER[raw] ?? 'UNSPECIFIED';
    if (typeof raw === 'string')
        return raw.toUpperCase().replace('SPAN_KIND_', '');
    return 'UNSPECIFIED';
}
/** Nanosecond timestamps come as JSON numbers, decimal strings, or protobuf Longs; milliseconds are enough. */
function nanosToMillis(raw) {
    if (typeof raw === 'number')
        return raw / 1e6;
    if (typeof raw === 'string') {
        if (raw.length > 6 && /^\d+$/.test(raw))
            return Number(raw.slice(0, -6)) + Number(raw.slice(-6)) / 1e6;
        const n = Number(raw);
        if (Number.isFinite(n))
            return n / 1e6;
        const parsed = Date.parse(raw);
        return Number.isNaN(parsed) ? 0 : parsed;
    }
    if (typeof raw === 'bigint')
        return Number(raw / 1000n) / 1e3;
    if (raw && typeof raw === 'object' && 'low' in raw && 'high' in raw) {
        const { low, high } = raw;
        return ((high >>> 0) * 4294967296 + (low >>> 0)) / 1e6;
    }
    return 0;
}
/** The last minute isoTime formatted ("2026-05-01T10:42:"): the spans of a trace share their minutes. */
let minute = { start: Number.NaN, prefix: '' };
/** Years 0-9999 have the four-digit form the prefix assumes. */
const YEAR_10000 = 253_402_300_800_000;
/** Milliseconds since the epoch as ISO 8601 (as Date's toISOString writes it), or '' for none. */
const isoTime = (ms) => {
    if (!(ms > 0))
        return '';
    if (ms >= YEAR_10000)
        return new Date(ms).toISOString();
    const t = Math.trunc(ms);
    const r = t % 60_000;
    if (t - r !== minute.start)
        minute = { start: t - r, prefix: new Date(t - r).toISOString().slice(0, 17) };
    const sec = Math.floor(r / 1000);
    const milli = r % 1000;
    return `${minute.prefix}${sec < 10 ? '0' : ''}${sec}.${milli < 100 ? (milli < 10 ? '00' : '0') : ''}${milli}Z`;
};


/***/ }),

/***/ 1202:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ lockDir),
/* harmony export */   g: () => (/* binding */ makeDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Output directories made one level at a time. Node's recursive mkdir spins for ever on a path it
// cannot create under some file systems (`/proc/nope`); this stops at the first level that fails and
// names it.


/** Makes `path` and its missing parents; an error names the directory that could not be made, and why. */
function makeDir(path) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    const missing = [];
    let at = target;
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at)) {
        missing.unshift(at);
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (up === at)
            break;
        at = up;
    }
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at) && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at).isDirectory())
        throw new Error(`${path}: ${at} is not a directory`);
    for (const dir of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        }
        catch (err) {
            if (err.code === 'EEXIST' && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory())
                continue;
            throw new Error(`${path}: cannot create ${dir} (${err.code ?? err.message}): choose another --out`);
        }
    }
}
const alive = (pid) => {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
};
/**
 * A lock on an output directory, so two runs never write one journal: a second run fails at once
 * naming the holder. A lock left by a process that is gone is taken over.
 */
function lockDir(dir) {
    makeDir(dir);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'wx');
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(fd, `${process.pid}\n`);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            return { release: () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true }) };
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new Error(`${dir}: cannot write there (${err.code}): choose another --out`);
            const holder = Number.parseInt((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), 10);
            if (Number.isInteger(holder) && holder !== process.pid && alive(holder))
                throw new Error(`${dir} is in use by another agent-chaos run (pid ${holder}): wait for it, or choose another --out`);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true }); // stale: its process is gone
        }
    }
    throw new Error(`${dir}: could not take the lock ${path}`);
}


/***/ }),

/***/ 8631:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ Limiter)
/* harmony export */ });
// Bounded concurrency: at most `max` tasks hold a slot at once, the rest wait. One limiter is shared
// by everything that calls the judge, so evaluators together never exceed the limit; one is shared
// by both sides of the sequential decision's batches, whose waiters ask in lanes ("head", "base")
// served in turn: first-come order ran every head run of a batch before the first base run, so the
// base's ran in the batch's tail, on a machine less loaded (fewer time-outs on one side only).
class Limiter {
    max;
    active = 0;
    /** Waiters by lane, each lane in order of asking. */
    lanes = new Map();
    /** The lanes with waiters, in the order they are served next. */
    turn = [];
    constructor(max) {
        this.max = max;
        if (!(max >= 1))
            throw new Error(`concurrency must be at least 1, got ${max}`);
    }
    /**
     * Waits for a slot (lanes in turn, each in order of asking) and returns its release; releasing
     * twice is a no-op, so a task may give its slot back early (the runner does when the agent exits,
     * before reading its run). A freed slot passes straight to the next waiter.
     */
    async acquire(lane = '') {
        if (this.active < this.max && !this.turn.length)
            this.active++;
        else
            await new Promise((resolve) => {
                const waiting = this.lanes.get(lane) ?? [];
                if (!waiting.length)
                    this.turn.push(lane);
                waiting.push(resolve);
                this.lanes.set(lane, waiting);
            });
        let held = true;
        return () => {
            if (!held)
                return;
            held = false;
            this.handOn();
        };
    }
    /** The freed slot to the next lane's first waiter, or back to the pool. */
    handOn() {
        const lane = this.turn.shift();
        if (lane === undefined) {
            this.active--;
            return;
        }
        const waiting = this.lanes.get(lane);
        const next = waiting.shift();
        if (waiting.length)
            this.turn.push(lane);
        next();
    }
    async run(task) {
        const release = await this.acquire();
        try {
            return await task();
        }
        finally {
            release();
        }
    }
}


/***/ }),

/***/ 7140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ perObject)
/* harmony export */ });
// A value computed once per object (a session, a schema) and forgotten with it.
/** `compute`, remembered per argument; the argument must not change while it is remembered. */
function perObject(compute) {
    const known = new WeakMap();
    return (key) => {
        if (known.has(key))
            return known.get(key);
        const value = compute(key);
        known.set(key, value);
        return value;
    };
}


/***/ }),

/***/ 6189:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ packageRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
// The package's root (where fixtures/ and examples/ are), found by walking up from this module:
// src/util, lib/util, or a bundle in dist/ or dist/cli/.



function packageRoot() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 4; i++) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'fixtures', 'traces', 'real')))
            return dir;
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    }
    throw new Error('the bundled fixtures/ and examples/ were not found next to agent-chaos: reinstall the package');
}


/***/ })

};
