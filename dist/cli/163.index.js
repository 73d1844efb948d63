export const id = 163;
export const ids = [163];
export const modules = {

/***/ 600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Ne: () => (/* binding */ readMessages),
/* harmony export */   Tm: () => (/* binding */ langChainToolMessage),
/* harmony export */   kp: () => (/* binding */ roleOf),
/* harmony export */   mR: () => (/* binding */ parseMaybeJson)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8805);
// Message content arrives in many shapes: plain strings, JSON strings of Bedrock/Strands content blocks
// ([{"text"}, {"toolUse"}, {"toolResult"}]), GenAI semconv parts ({type: "text"|"tool_call"|...}),
// Gemini parts, OpenAI-style tool_calls, serialized LangChain messages ({lc, kwargs}). This module
// turns any of them into one small message shape the normalizer works with.

/** JSON-looking strings are parsed; anything else is returned as is. */
function parseMaybeJson(v) {
    if (typeof v !== 'string')
        return v;
    const t = v.trimStart();
    if (t[0] !== '{' && t[0] !== '[')
        return v;
    try {
        return JSON.parse(t);
    }
    catch {
        return v;
    }
}
function roleOf(raw, fallback) {
    switch (String(raw ?? '').toLowerCase()) {
        case 'user':
        case 'human':
            return 'user';
        case 'assistant':
        case 'ai':
        case 'model':
            return 'assistant';
        case 'tool':
        case 'function':
        case 'ipython':
            return 'tool';
        case 'system':
        case 'developer':
            return 'system';
        default:
            return fallback;
    }
}
const newMsg = (role) => ({ role, text: '', toolCalls: [], toolResults: [] });
const addText = (m, t) => {
    if (typeof t !== 'string' || t === '')
        return;
    m.text = m.text ? `${m.text}\n${t}` : t;
};
const isErrorStatus = (s) => typeof s === 'string' && s.toLowerCase() === 'error';
/** Reads one content value (string, block list, block) into a message. */
function readContent(m, content, depth = 0) {
    if (content == null || depth > 16)
        return;
    if (typeof content === 'string') {
        const parsed = parseMaybeJson(content);
        if (parsed === content)
            addText(m, content);
        else
            readContent(m, parsed, depth + 1);
        return;
    }
    if (typeof content !== 'object') {
        addText(m, String(content));
        return;
    }
    if (Array.isArray(content)) {
        for (const block of content)
            readContent(m, block, depth + 1);
        return;
    }
    readBlock(m, content, depth);
}
/** A tool call or result block that a framework marks by its key; false where `b` is none. */
function readKeyedBlock(m, b, depth) {
    if (b.toolUse) {
        m.toolCalls.push({ id: b.toolUse.toolUseId, name: String(b.toolUse.name ?? ''), arguments: b.toolUse.input });
        return true;
    }
    // Genkit's parts: {toolRequest: {name, ref, input}} and {toolResponse: {name, ref, output}}.
    if (b.toolRequest) {
        m.toolCalls.push({ id: b.toolRequest.ref, name: String(b.toolRequest.name ?? ''), arguments: b.toolRequest.input });
        return true;
    }
    if (b.toolResponse) {
        const out = b.toolResponse.output;
        m.toolResults.push({
            id: b.toolResponse.ref,
            text: typeof out === 'string' ? out : JSON.stringify(out ?? null),
            error: errorOf(out) !== undefined,
        });
        return true;
    }
    if (b.toolResult) {
        const r = newMsg('tool');
        readContent(r, b.toolResult.content, depth + 1);
        m.toolResults.push({ id: b.toolResult.toolUseId, text: r.text, error: isErrorStatus(b.toolResult.status) });
        return true;
    }
    if (b.function_call || b.functionCall) {
        const f = b.function_call || b.functionCall;
        m.toolCalls.push({ id: f.id, name: String(f.name ?? ''), arguments: f.args });
        return true;
    }
    if (b.function_response || b.functionResponse) {
        const f = b.function_response || b.functionResponse;
        const response = f.response ?? {};
        m.toolResults.push({
            id: f.id,
            text: JSON.stringify(response),
            error: !!(response && typeof response === 'object' && response.error),
        });
        return true;
    }
    if (b.lc !== undefined && b.kwargs) {
        readLangChain(m, b, depth);
        return true;
    }
    // Strands TS: a tool result's content blocks are {json: {...}} (or {text}).
    if (b.json !== undefined && Object.keys(b).length === 1) {
        addText(m, typeof b.json === 'string' ? b.json : JSON.stringify(b.json));
        return true;
    }
    return false;
}
/** A block typed by its `type` (the AI SDK's parts, OpenAI's and Anthropic's blocks); false where `b` is none. */
function readTypedBlock(m, b, depth) {
    switch (b.type) {
        // The AI SDK's message parts: tool-call {toolCallId, toolName, input | args (v4)}, tool-result
        // {toolCallId, output: {type: text | json | error-text | error-json, value} | result (v4)}.
        case 'tool-call':
            m.toolCalls.push({
                id: b.toolCallId,
                name: String(b.toolName ?? ''),
                arguments: parseMaybeJson(b.input ?? b.args),
            });
            return true;
        case 'tool-result': {
            const out = b.output && typeof b.output === 'object' && 'type' in b.output
                ? b.output
                : { type: b.isError ? 'error-json' : 'json', value: b.output ?? b.result };
            const value = out.value;
            m.toolResults.push({
                id: b.toolCallId,
                text: typeof value === 'string' ? value : JSON.stringify(value ?? null),
                error: String(out.type).startsWith('error'),
            });
            return true;
        }
        case 'text':
        case 'output_text':
        case 'input_text':
            addText(m, b.text ?? b.content);
            return true;
        case 'tool_call':
        case 'tool_use':
        case 'function_call':
            m.toolCalls.push({
                id: b.id ?? b.call_id,
                name: String(b.name ?? b.function?.name ?? ''),
                arguments: parseMaybeJson(b.arguments ?? b.input ?? b.function?.arguments),
            });
            return true;
        case 'tool_call_response':
        case 'tool_result':
        case 'function_call_output': {
            const r = newMsg('tool');
            const value = b.response ?? b.result ?? b.content ?? b.output;
            // A failed call's response is {error: ...} (the GenAI conventions' newest message format), or
            // the part itself carries the error.
            const failure = b.error ?? errorOf(value);
            if (failure !== undefined)
                addText(r, typeof failure === 'string' ? failure : JSON.stringify(failure));
            else
                readContent(r, value, depth + 1);
            m.toolResults.push({
                id: b.id ?? b.tool_use_id ?? b.call_id,
                text: r.text,
                error: failure !== undefined || b.is_error === true || isErrorStatus(b.status),
            });
            return true;
        }
    }
    return false;
}
/** One block of a message: a block some framework names by its key, one typed by its `type`, or a message of its own. */
function readBlock(m, b, depth) {
    if (readKeyedBlock(m, b, depth) || readTypedBlock(m, b, depth))
        return;
    if (Array.isArray(b.tool_calls)) {
        for (const c of b.tool_calls) {
            const f = c.function ?? c;
            m.toolCalls.push({ id: c.id, name: String(f.name ?? ''), arguments: parseMaybeJson(f.arguments) });
        }
    }
    if (b.parts !== undefined)
        readContent(m, b.parts, depth + 1);
    else if (b.content !== undefined)
        readContent(m, b.content, depth + 1);
    else if (b.message !== undefined)
        readContent(m, b.message, depth + 1);
    else if (typeof b.text === 'string')
        addText(m, b.text);
}
/** A tool result that is only {error: ...} (the call failed): its error, else undefined. */
const errorOf = (v) => ((0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(v) && Object.keys(v).length === 1 ? v.error : undefined);
/** Serialized LangChain message: {lc, type: "constructor", id: [..., "AIMessage"], kwargs: {...}}. */
function readLangChain(m, b, depth) {
    const k = b.kwargs;
    const kind = String(k.type ?? (Array.isArray(b.id) ? b.id[b.id.length - 1] : '')).toLowerCase();
    if (kind === 'tool' || kind === 'toolmessage') {
        const r = newMsg('tool');
        readContent(r, k.content, depth + 1);
        m.toolResults.push({ id: k.tool_call_id, text: r.text, error: isErrorStatus(k.status) });
        return;
    }
    readContent(m, k.content, depth + 1);
    for (const c of k.tool_calls ?? [])
        m.toolCalls.push({ id: c.id, name: String(c.name ?? ''), arguments: c.args });
}
/**
 * A serialized LangChain ToolMessage (alone or as {output: ...}, as tool spans record a tool's
 * return): its content, status and tool_call_id; undefined for anything else.
 */
function langChainToolMessage(value) {
    let v = typeof value === 'string' ? parseMaybeJson(value) : value;
    if (v && typeof v === 'object' && !Array.isArray(v) && 'output' in v && Object.keys(v).length === 1)
        v = v.output;
    if (!v || typeof v !== 'object' || Array.isArray(v))
        return undefined;
    const o = v;
    if (o.lc === undefined || !o.kwargs || !Array.isArray(o.id) || o.id[o.id.length - 1] !== 'ToolMessage')
        return undefined;
    return { content: parseMaybeJson(o.kwargs.content), status: o.kwargs.status, toolCallId: o.kwargs.tool_call_id };
}
function langChainRole(b) {
    if (b.lc === undefined || !b.kwargs)
        return undefined;
    const kind = String(b.kwargs.type ?? (Array.isArray(b.id) ? b.id[b.id.length - 1] : ''));
    return roleOf(kind.replace(/Message$/, '').replace(/^AI$/, 'ai'), 'assistant');
}
const looksLikeMessage = (o) => !!o &&
    typeof o === 'object' &&
    !Array.isArray(o) &&
    ('role' in o ||
        (o.lc !== undefined && !!o.kwargs) ||
        (o.kwargs && 'content' in o.kwargs));
/**
 * Reads a value holding messages: a list of messages, {messages: [...]}, LangChain {inputs|outputs:
 * {messages}}, a single message, or bare content (then `role` is used).
 */
function readMessages(value, role, depth = 0) {
    if (value == null || depth > 16)
        return [];
    const v = typeof value === 'string' ? parseMaybeJson(value) : value;
    if (typeof v === 'string' || typeof v !== 'object')
        return single(role, v);
    if (Array.isArray(v)) {
        if (v.some(looksLikeMessage))
            return v.flatMap((x) => (looksLikeMessage(x) ? readMessage(x, role, depth) : single(role, x)));
        return single(role, v);
    }
    const o = v;
    if (Array.isArray(o.messages))
        return readMessages(o.messages, role, depth + 1);
    for (const key of ['outputs', 'inputs', 'output', 'input'])
        if (o[key] !== undefined && Object.keys(o).length <= 3)
            return readMessages(o[key], role, depth + 1);
    if (looksLikeMessage(o))
        return readMessage(o, role, depth);
    return single(role, o);
}
function readMessage(o, fallback, depth) {
    const lcRole = langChainRole(o);
    const m = newMsg(lcRole ?? roleOf(o.role ?? o.kwargs?.type, fallback));
    if (lcRole)
        readLangChain(m, o, depth);
    else {
        // Strands via ADOT nests again: {role, content: {content|message: "<json blocks>", "tool.result"?, id?}}.
        const c = o.content ?? o.parts;
        readContent(m, c ?? o.message ?? o.kwargs?.content, depth + 1);
        if (c && typeof c === 'object' && !Array.isArray(c) && typeof c['tool.result'] === 'string')
            readContent(m, c['tool.result'], depth + 1);
        if (Array.isArray(o.tool_calls))
            readBlock(m, { tool_calls: o.tool_calls }, depth);
        // A tool's result is data, not content blocks ({"flights": [...]}): kept as it came.
        if (m.role === 'tool' && !m.text && !m.toolResults.length && typeof c === 'string')
            addText(m, c);
        if (m.role === 'tool' && m.text && m.toolResults.length === 0 && (o.tool_call_id || o.id || c?.id)) {
            m.toolResults.push({ id: o.tool_call_id ?? o.id ?? c?.id, text: m.text, error: isErrorStatus(o.status) });
        }
    }
    return [m];
}
function single(role, content) {
    const m = newMsg(role);
    readContent(m, content);
    return m.text || m.toolCalls.length || m.toolResults.length ? [m] : [];
}
/**
 * Shortens text for one-line terminal displays. Control characters (ANSI escapes included) are
 * replaced: agent output is untrusted and must not drive the reader's terminal.
 */
function clip(text, max) {
    const flat = text
        .replace(/\s+/g, ' ')
        .replace(/[\u0000-\u001f\u007f-\u009f]/g, '\uFFFD')
        .trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}


/***/ }),

/***/ 5163:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yO: () => (/* binding */ loadSessions),
  _$: () => (/* binding */ readSessionsFile)
});

// UNUSED EXPORTS: readSessionsOrTraces

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./lib/trace/otlp-json.js
var otlp_json = __webpack_require__(4989);
// EXTERNAL MODULE: ./lib/trace/otlp-proto.js
var otlp_proto = __webpack_require__(8313);
// EXTERNAL MODULE: ./lib/trace/span.js
var span = __webpack_require__(1725);
;// CONCATENATED MODULE: ./lib/trace/records.js
// Flat span and log records: what ADOT writes to CloudWatch for Bedrock AgentCore (aws/spans and the
// runtime log groups: one record per line, flat attribute maps, string kinds and status codes), and
// the same records in snake_case as evaluation tools store them. Containers seen in the wild:
//   [{timestamp, raw_otel_json}]        CloudWatch Logs export
//   {"<session id>": [records]}          AgentCore Evaluations sessionSpans
//   {spans: [records]} / [records]       plain lists
// Lines that are not OTel records (application logs) are skipped.


const first = (o, ...keys) => {
    for (const k of keys)
        if (o[k] !== undefined && o[k] !== null)
            return o[k];
    return undefined;
};
const attrs = (raw) => Array.isArray(raw) ? (0,otlp_json/* keyValues */.K7)(raw) : raw && typeof raw === 'object' ? raw : {};
const hexId = (raw) => (typeof raw === 'string' ? raw.toLowerCase() : '');
const isSpanRecord = (r) => typeof r.name === 'string' &&
    first(r, 'traceId', 'trace_id') !== undefined &&
    first(r, 'startTimeUnixNano', 'start_time', 'startTime') !== undefined;
const isLogRecord = (r) => 'body' in r && first(r, 'timeUnixNano', 'observedTimeUnixNano', 'traceId', 'spanId') !== undefined;
function readSpanRecord(r) {
    const status = r.status || {};
    const events = first(r, 'events', 'span_events') || [];
    return {
        traceId: hexId(first(r, 'traceId', 'trace_id')),
        spanId: hexId(first(r, 'spanId', 'span_id')),
        parentSpanId: hexId(first(r, 'parentSpanId', 'parent_span_id')) || undefined,
        name: r.name,
        kind: (0,span/* spanKind */.H6)(r.kind),
        start: (0,span/* nanosToMillis */.bk)(first(r, 'startTimeUnixNano', 'start_time', 'startTime')),
        end: (0,span/* nanosToMillis */.bk)(first(r, 'endTimeUnixNano', 'end_time', 'endTime')),
        attributes: attrs(r.attributes),
        resource: attrs(r.resource?.attributes),
        scope: String(r.scope?.name ?? ''),
        status: status.message
            ? { code: (0,span/* statusCode */.se)(first(status, 'code', 'status_code')), message: String(status.message) }
            : { code: (0,span/* statusCode */.se)(first(status, 'code', 'status_code')) },
        events: (Array.isArray(events) ? events : []).map((e) => ({
            name: String(e.name ?? ''),
            time: (0,span/* nanosToMillis */.bk)(first(e, 'timeUnixNano', 'time_unix_nano', 'time', 'timestamp')),
            attributes: attrs(e.attributes),
        })),
    };
}
function readLogRecord(r) {
    const attributes = attrs(r.attributes);
    const time = first(r, 'timeUnixNano', 'observedTimeUnixNano');
    return {
        traceId: hexId(first(r, 'traceId', 'trace_id')) || undefined,
        spanId: hexId(first(r, 'spanId', 'span_id')) || undefined,
        time: (0,span/* nanosToMillis */.bk)(time),
        eventName: first(r, 'eventName', 'event_name') ?? attributes['event.name'],
        attributes,
        resource: attrs(r.resource?.attributes),
        scope: String(r.scope?.name ?? ''),
        body: r.body ?? null,
    };
}
/** Adds one record (already unwrapped) to the batch; returns false when it is not an OTel record. */
function readRecord(raw, where, into) {
    let r = raw;
    if (r && typeof r === 'object' && 'raw_otel_json' in r)
        r = r.raw_otel_json;
    if (typeof r === 'string') {
        try {
            r = JSON.parse(r);
        }
        catch {
            return false;
        }
    }
    if (!r || typeof r !== 'object' || Array.isArray(r))
        return false;
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
function recordList(doc) {
    if (Array.isArray(doc))
        return doc;
    if (!doc || typeof doc !== 'object')
        return undefined;
    const o = doc;
    if (Array.isArray(o.spans))
        return o.spans;
    const values = Object.values(o);
    // {"<session id>": [records]} as the AgentCore Evaluations API takes sessionSpans.
    if (values.length > 0 && values.every((v) => Array.isArray(v)))
        return values.flat();
    return undefined;
}
function readRecords(list, where, into = (0,span/* emptyBatch */.gu)()) {
    for (const item of list)
        readRecord(item, where, into);
    return into;
}

;// CONCATENATED MODULE: ./lib/trace/load.js
// Reads trace files of any supported encoding into one batch of spans and log records.
// Encoding is chosen by extension where it is telling, else by sniffing the content.







class TraceFileError extends Error {
}
const PROTO_EXT = /\.(pb|binpb|protobuf|proto\.bin)(\.gz)?$/i;
const isGzip = (b) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;
function firstChar(b) {
    for (let i = 0; i < b.length && i < 4096; i++) {
        const c = b[i];
        if (c === 0xef && b[i + 1] === 0xbb) {
            i += 2; // UTF-8 BOM
            continue;
        }
        if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
            return String.fromCharCode(c);
    }
    return '';
}
/** One parsed JSON document: an OTLP request, a container of flat records, or a single record. */
function readJsonDocument(doc, where, into) {
    if ((0,otlp_json/* isOtlpJson */.Kq)(doc)) {
        (0,otlp_json/* readOtlpJson */.IB)(doc, where, into);
        return;
    }
    const list = recordList(doc);
    if (list) {
        readRecords(list, where, into);
        return;
    }
    if (!readRecord(doc, where, into)) {
        throw new TraceFileError(`${where}: not a trace document. Expected an OTLP ExportTraceServiceRequest ({"resourceSpans": [...]}), ` +
            'a list of span records (CloudWatch aws/spans export), or one request per line (JSON Lines).');
    }
}
/** The decoded text lives only inside this call, so it can be collected while the document is read. */
function parseWholeJson(bytes) {
    try {
        return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'));
    }
    catch (err) {
        return err;
    }
}
function parsesAsJson(line) {
    try {
        JSON.parse(line);
        return true;
    }
    catch {
        return false;
    }
}
/** JSON.parse reports a character offset; people look for a line and column. */
function positionHint(text, message) {
    const m = /position (\d+)/.exec(message);
    const offset = m ? Number(m[1]) : /end of JSON input/.test(message) ? text.length : undefined;
    if (offset === undefined)
        return '';
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return ` (line ${line}, column ${offset - before.lastIndexOf('\n')})`;
}
/** [start, end) byte offsets of each line (without its newline). */
function lineRanges(bytes) {
    const out = [];
    let start = 0;
    for (let nl = bytes.indexOf(0x0a); nl >= 0; nl = bytes.indexOf(0x0a, start)) {
        out.push([start, nl]);
        start = nl + 1;
    }
    out.push([start, bytes.length]);
    return out;
}
function isBlank(bytes, [a, b]) {
    for (let i = a; i < b; i++)
        if (bytes[i] !== 0x20 && bytes[i] !== 0x09 && bytes[i] !== 0x0d)
            return false;
    return true;
}
/** Parses bytes of one file; `name` is used for the format hint and in every message. */
function parseTraceBytes(raw, name) {
    const bytes = isGzip(raw) ? (0,external_node_zlib_.gunzipSync)(raw) : raw;
    const batch = (0,span/* emptyBatch */.gu)();
    const c = firstChar(bytes);
    if (PROTO_EXT.test(name) || (c !== '{' && c !== '[' && c !== '')) {
        if (bytes.length === 0)
            return batch;
        try {
            return (0,otlp_proto/* readOtlpProto */.K)(bytes, name, batch);
        }
        catch (err) {
            throw new TraceFileError(`${err.message}. If this is JSON, check its first character; if protobuf, that it is an ExportTraceServiceRequest.`);
        }
    }
    if (c === '') {
        batch.problems.push(`${name}: file is empty`);
        return batch;
    }
    const whole = parseWholeJson(bytes);
    if (!(whole instanceof Error)) {
        readJsonDocument(whole, name, batch);
        return batch;
    }
    const wholeError = whole;
    // JSON Lines: one request (collector file exporter) or one record (CloudWatch export) per line,
    // decoded a line at a time. A document whose first line is not JSON on its own is a broken
    // pretty-printed document instead.
    const lines = lineRanges(bytes);
    const decode = ([a, b]) => Buffer.from(bytes.buffer, bytes.byteOffset + a, b - a).toString('utf8');
    const filled = lines.filter((r) => !isBlank(bytes, r));
    if (filled.length < 2 || !parsesAsJson(decode(filled[0]))) {
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
        throw new TraceFileError(`${name}: invalid JSON: ${wholeError.message}${positionHint(text, wholeError.message)}`);
    }
    let read = 0;
    lines.forEach((range, i) => {
        if (isBlank(bytes, range))
            return;
        try {
            readJsonDocument(JSON.parse(decode(range)), `${name}:${i + 1}`, batch);
            read++;
        }
        catch (err) {
            const msg = err instanceof TraceFileError ? err.message : `${name}:${i + 1}: invalid JSON: ${err.message}`;
            batch.problems.push(`${msg} (line skipped)`);
        }
    });
    if (!read)
        throw new TraceFileError(`${name}: no line could be read as a trace document (${batch.problems[0] ?? 'no content'})`);
    return batch;
}
/** A file's bytes, or a TraceFileError naming the file and why it cannot be read. */
async function readFileBytes(path) {
    try {
        return await (0,promises_.readFile)(path);
    }
    catch (err) {
        throw unreadable(path, err);
    }
}
/** readFileBytes at once, for a small file (the thread pool's trips would cost more than the read). */
function readFileBytesSync(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path);
    }
    catch (err) {
        throw unreadable(path, err);
    }
}
const unreadable = (path, err) => new TraceFileError(`${path}: cannot read file (${err.code ?? err.message})`);
async function loadTraceFile(path) {
    return parseTraceBytes(await readFileBytes(path), path);
}
/** Loads several files; a file that cannot be read is reported and the others are still used. */
async function loadTraceFiles(paths) {
    const batches = await Promise.all(paths.map(async (p) => {
        try {
            return await loadTraceFile(p);
        }
        catch (err) {
            const b = emptyBatch();
            b.problems.push(err.message);
            return b;
        }
    }));
    return mergeBatches(batches);
}

// EXTERNAL MODULE: ./lib/trace/normalize.js + 11 modules
var normalize = __webpack_require__(1526);
;// CONCATENATED MODULE: ./lib/trace/otlp-json-stream.js
// OTLP/JSON read from the disk a block at a time: the request's skeleton (resourceSpans ->
// scopeSpans -> spans) is walked byte by byte, and each span, resource and scope is cut out and
// JSON.parsed alone, so a large export never exists as one document tree. Several requests one after
// another (the collector's file exporter) are read the same way.
//
// Maintained streaming JSON parsers were measured on a 100k-span export first: @streamparser/json
// took 3.2x and stream-json 8x the time of JSON.parse, more than the whole budget of `eval` (2x);
// cutting values out with memchr and handing them to JSON.parse costs about what JSON.parse does.
// Anything this walker does not expect (a syntax error, a document that is not OTLP) returns
// undefined, and the caller reads the file whole, which names the position of the error.



const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BLOCK = 1 << 20;
/** Thrown for anything the walker does not read; the whole-file reader handles that file instead. */
class NotStreamable extends Error {
}
const ROOT_SPANS = new Set(['resourceSpans', 'resource_spans']);
const ROOT_LOGS = new Set(['resourceLogs', 'resource_logs']);
const SCOPE_SPANS = new Set([
    'scopeSpans',
    'scope_spans',
    'instrumentationLibrarySpans',
    'instrumentation_library_spans',
]);
const SCOPE = new Set(['scope', 'instrumentationLibrary']);
const OBJECTS = new Set(['request', 'resourceSpan', 'scopeSpan']);
/** JSON whitespace, as a byte. */
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** The end of the string whose opening quote is at `at`, or -1 when the buffer ends first. */
function stringEnd(buf, at, len) {
    let j = at + 1;
    for (;;) {
        j = buf.indexOf(QUOTE, j);
        if (j < 0 || j >= len)
            return -1;
        let slashes = 0;
        while (buf[j - 1 - slashes] === BACKSLASH)
            slashes++;
        if (slashes % 2 === 0)
            return j + 1;
        j++;
    }
}
/**
 * The end of the value starting at `at` (an object, array, string or scalar), or -1 when the buffer
 * ends first (`eof`: a scalar may end with the file).
 */
function valueEnd(buf, at, len, eof) {
    const c = buf[at];
    if (c === QUOTE)
        return stringEnd(buf, at, len);
    if (c !== 0x7b && c !== 0x5b) {
        for (let i = at; i < len; i++) {
            const d = buf[i];
            if (d === 0x2c || d === 0x7d || d === 0x5d || isSpace(d))
                return i;
        }
        return eof ? len : -1;
    }
    let depth = 0;
    for (let i = at; i < len; i++) {
        const d = buf[i];
        if (d === QUOTE) {
            const end = stringEnd(buf, i, len);
            if (end < 0)
                return -1;
            i = end - 1;
        }
        else if (d === 0x7b || d === 0x5b)
            depth++;
        else if (d === 0x7d || d === 0x5d) {
            if (--depth === 0)
                return i + 1;
        }
    }
    return -1;
}
/** The walk over one file's bytes, fed a block at a time. */
class Walker {
    batch = (0,span/* emptyBatch */.gu)();
    problems = [];
    stack = [];
    expect = 'value';
    key = '';
    requests = 0;
    line = 1;
    requestLine = 1;
    resourceIndex = -1;
    resource = {};
    scope = { name: '', named: false, spans: [] };
    /** Reads what it can of buf[pos, len); returns where it stopped (the start of an unfinished value). */
    feed(buf, pos, len, eof) {
        let i = pos;
        while (i < len) {
            const c = buf[i];
            if (isSpace(c)) {
                if (c === 0x0a)
                    this.line++;
                i++;
                continue;
            }
            const level = this.stack[this.stack.length - 1];
            if (this.expect === 'value') {
                const into = this.childOf(level);
                if (into) {
                    // A container of the skeleton: walk into it.
                    if (c !== (OBJECTS.has(into) ? 0x7b : 0x5b))
                        throw new NotStreamable();
                    this.enter(into);
                    i++;
                    continue;
                }
                const end = valueEnd(buf, i, len, eof);
                if (end < 0)
                    return i;
                this.take(level, buf, i, end);
                i = end;
                this.expect = 'next';
                continue;
            }
            if (this.expect === 'key') {
                if (c === 0x7d) {
                    this.leave();
                    i++;
                    continue;
                }
                if (c !== QUOTE)
                    throw new NotStreamable();
                const end = stringEnd(buf, i, len);
                if (end < 0)
                    return i;
                this.key = parse(buf.toString('utf8', i, end));
                if (level === 'request' && !ROOT_SPANS.has(this.key) && !ROOT_LOGS.has(this.key))
                    throw new NotStreamable();
                i = end;
                this.expect = 'colon';
                continue;
            }
            if (this.expect === 'colon') {
                if (c !== 0x3a)
                    throw new NotStreamable();
                i++;
                this.expect = 'value';
                continue;
            }
            // 'next': a comma, or the end of the container.
            const isObject = OBJECTS.has(level);
            if (c === 0x2c)
                this.expect = isObject ? 'key' : 'value';
            else if (c === (isObject ? 0x7d : 0x5d))
                this.leave();
            else
                throw new NotStreamable();
            i++;
        }
        return i;
    }
    /** Which container of the skeleton the value about to start is, if it is one. */
    childOf(level) {
        if (level === undefined)
            return 'request';
        if (level === 'resourceSpans')
            return 'resourceSpan';
        if (level === 'scopeSpans')
            return 'scopeSpan';
        if (level === 'request' && ROOT_SPANS.has(this.key))
            return 'resourceSpans';
        if (level === 'resourceSpan' && SCOPE_SPANS.has(this.key))
            return 'scopeSpans';
        if (level === 'scopeSpan' && this.key === 'spans')
            return 'spans';
        return undefined;
    }
    enter(level) {
        if (level === 'request') {
            this.requests++;
            this.requestLine = this.line;
            this.resourceIndex = -1;
        }
        else if (level === 'resourceSpan') {
            this.resourceIndex++;
            this.resource = {};
        }
        else if (level === 'scopeSpan') {
            this.scope = { name: '', named: false, spans: [] };
        }
        this.stack.push(level);
        this.expect = OBJECTS.has(level) ? 'key' : 'value';
    }
    leave() {
        this.stack.pop();
        this.expect = this.stack.length ? 'next' : 'value';
    }
    /** A value cut out of buf[start, end): an element of a spans list, or a member of a skeleton object. */
    take(level, buf, start, end) {
        // Pretty-printed values hold line breaks: count them, so later requests are named by their line.
        const slice = buf.subarray(start, end);
        for (let k = slice.indexOf(0x0a); k >= 0; k = slice.indexOf(0x0a, k + 1))
            this.line++;
        const raw = parse(slice.toString('utf8'));
        if (level === 'spans') {
            try {
                const span = (0,otlp_json/* readSpan */.F2)(raw, this.resource, this.scope.name);
                this.batch.spans.push(span);
                if (!this.scope.named)
                    this.scope.spans.push(span);
            }
            catch (err) {
                const text = `resourceSpans[${this.resourceIndex}]: skipped a span: ${err.message}`;
                this.problems.push({ line: this.requestLine, text });
            }
        }
        else if (level === 'resourceSpan' && this.key === 'resource') {
            // Spans read before their resource hold this object, so it is filled in place.
            Object.assign(this.resource, (0,otlp_json/* keyValues */.K7)(raw?.attributes));
        }
        else if (level === 'scopeSpan' && SCOPE.has(this.key)) {
            this.scope.name = String(raw?.name ?? '');
            this.scope.named = true;
            for (const s of this.scope.spans)
                s.scope = this.scope.name;
            this.scope.spans = [];
        }
        else if (level === 'request' && ROOT_LOGS.has(this.key)) {
            (0,otlp_json/* readResourceLogs */.SP)(raw, this.batch);
        }
        // Other members (schemaUrl, droppedAttributesCount...) carry nothing the sessions use.
    }
    /** Problems named by file, and by line when the file holds several requests. */
    problemsOf(path) {
        return this.problems.map((p) => `${this.requests > 1 ? `${path}:${p.line}` : path}: ${p.text}`);
    }
    /** At least one request read, and the last one closed. */
    get complete() {
        return this.requests > 0 && this.stack.length === 0;
    }
}
function parse(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new NotStreamable();
    }
}
/**
 * The spans and logs of a file of OTLP/JSON requests, read a block at a time; undefined when the
 * file is something else (gzip, protobuf, sessions, records, broken JSON) for the whole-file reader.
 * `block`: the bytes read at a time (a value longer than that gets a larger buffer).
 */
async function streamOtlpJson(path, block = BLOCK) {
    const file = await (0,promises_.open)(path).catch(() => undefined);
    if (!file)
        return undefined;
    const walker = new Walker();
    try {
        let buf = Buffer.allocUnsafe(block);
        let len = 0;
        let pos = 0;
        let first = true;
        for (;;) {
            if (len === buf.length) {
                // The unfinished value fills the block: keep it whole in a larger one.
                const bigger = Buffer.allocUnsafe(buf.length * 2);
                buf.copy(bigger, 0, 0, len);
                buf = bigger;
            }
            const { bytesRead } = await file.read(buf, len, buf.length - len, null);
            len += bytesRead;
            const eof = bytesRead === 0;
            if (first) {
                if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
                    pos = 3;
                while (pos < len && isSpace(buf[pos]))
                    pos++;
                if (buf[pos] !== 0x7b)
                    return undefined; // not a JSON object: gzip, protobuf, a list
                first = false;
            }
            pos = walker.feed(buf, pos, len, eof);
            if (eof)
                break;
            buf.copy(buf, 0, pos, len);
            len -= pos;
            pos = 0;
        }
        if (pos < len || !walker.complete)
            return undefined;
    }
    catch (err) {
        if (err instanceof NotStreamable)
            return undefined;
        throw err;
    }
    finally {
        await file.close();
    }
    walker.batch.problems.push(...walker.problemsOf(path));
    return walker.batch;
}

// EXTERNAL MODULE: ./lib/trace/redact.js + 1 modules
var redact = __webpack_require__(1360);
;// CONCATENATED MODULE: ./lib/trace/load-sessions.js
// Sessions from files: normalized sessions (sessions.jsonl, `inspect --json` output, the sessions
// in a runner journal) are taken as they are; every other file is read as traces, all together (spans
// and logs of one recording may sit in different files), and normalized. Each file is read once, and
// a one-line document (an OTLP export of any size) is parsed once: the parse that tells a sessions
// file from a trace file is the one the traces are read from. A file of OTLP/JSON requests larger
// than one block is streamed from the disk (otlp-json-stream.ts) and read whole only when the stream
// cannot read it; a smaller one is read at once.








const isSession = (o) => !!o &&
    typeof o === 'object' &&
    typeof o.sessionId === 'string' &&
    Array.isArray(o.toolCalls) &&
    Array.isArray(o.messages);
/** A runner journal holds one run a line, with its session (when it sent spans) inside. */
const isJournalLine = (o) => !isSession(o) && typeof o?.case === 'string' && 'status' in o;
/** What a file holds: normalized sessions, or traces to normalize. */
function readSessionsOrTraces(bytes, path) {
    const start = bytes.findIndex((b) => !isSpace(b));
    if (start < 0 || bytes[start] !== 0x7b /* { */)
        return { traces: parseTraceBytes(bytes, path) }; // gzip, protobuf, a list, empty
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    const onlyLine = bytes.subarray(end).every(isSpace);
    let first;
    try {
        first = JSON.parse(bytes.toString('utf8', start, end));
    }
    catch {
        return { traces: parseTraceBytes(bytes, path) }; // pretty-printed JSON, or broken: the trace reader says where
    }
    if (isSession(first) || isJournalLine(first))
        return { sessions: sessionLines(bytes.toString('utf8'), path, isJournalLine(first)) };
    if (!onlyLine)
        return { traces: parseTraceBytes(bytes, path) }; // JSON Lines of trace requests
    const batch = (0,span/* emptyBatch */.gu)();
    readJsonDocument(first, path, batch);
    return { traces: batch };
}
/**
 * A journal's session with the case and repeat its line names: the runner's own record of the run,
 * where the agent may not have set the agent_chaos.* resource attributes.
 */
function labelled(s, line) {
    if (s.chaos?.case || typeof line.case !== 'string')
        return s;
    const repeat = typeof line.repeat === 'number' ? line.repeat : undefined;
    const seed = typeof line.seed === 'number' ? line.seed : undefined;
    return {
        ...s,
        chaos: {
            ...s.chaos,
            case: line.case,
            ...(repeat !== undefined ? { repeat } : {}),
            ...(seed !== undefined ? { seed } : {}),
        },
    };
}
function sessionLines(text, path, journal) {
    return text.split('\n').flatMap((l, i) => {
        if (!l.trim())
            return [];
        const doc = JSON.parse(l);
        const s = journal ? doc.session : doc;
        if (journal && !s)
            return [];
        if (!isSession(s))
            throw new Error(`${path}:${i + 1}: not a normalized session (needs sessionId, toolCalls, messages)`);
        return [journal ? labelled(s, doc) : s];
    });
}
/** The sessions of a sessions.jsonl file, or undefined when the file is something else. */
async function readSessionsFile(path) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(path);
    }
    catch {
        return undefined;
    }
    try {
        const read = readSessionsOrTraces(bytes, path);
        return 'sessions' in read ? read.sessions : undefined;
    }
    catch {
        return undefined;
    }
}
/** One file's sessions or traces, or why it could not be read (its bytes die with this call). */
async function readOne(path) {
    try {
        if (JSON_LINES.test(path) && !(await gzipped(path)))
            return await readJsonLines(path);
        // A file within one block is read at once: streaming it takes the same one block in four trips
        // through the thread pool (and four more when it turns out not to be OTLP), which cost more than
        // the reading itself on the real recordings of fixtures/traces/real (bench/ingest, held out).
        if (sizeOf(path) < BLOCK)
            return readSessionsOrTraces(readFileBytesSync(path), path);
        const streamed = await streamOtlpJson(path);
        if (streamed)
            return { traces: streamed };
        return readSessionsOrTraces(await readFileBytes(path), path);
    }
    catch (err) {
        return { problem: err.message };
    }
}
const JSON_LINES = /\.(jsonl|ndjson)$/i;
/** The size of a regular file; Infinity for anything else (a missing file, a pipe), which the stream names. */
function sizeOf(path) {
    try {
        const st = (0,external_node_fs_.statSync)(path);
        return st.isFile() ? st.size : Number.POSITIVE_INFINITY;
    }
    catch {
        return Number.POSITIVE_INFINITY;
    }
}
async function gzipped(path) {
    const f = await (0,promises_.open)(path).catch(() => undefined);
    if (!f)
        return false; // the whole-file read names the problem
    try {
        const { buffer, bytesRead } = await f.read(Buffer.alloc(2), 0, 2, 0);
        return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
    }
    finally {
        await f.close();
    }
}
/**
 * A JSON Lines file read a line at a time from the disk, so a collector's export of any size never
 * sits in memory whole: sessions (sessions.jsonl, a journal) or trace requests, told apart by the
 * first line. A line that cannot be read is a problem naming it; the others are kept.
 */
async function readJsonLines(path) {
    const batch = (0,span/* emptyBatch */.gu)();
    const sessions = [];
    let kind;
    let n = 0;
    let read = 0;
    for await (const line of (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)(path), crlfDelay: Infinity })) {
        n++;
        if (!line.trim())
            continue;
        let doc;
        try {
            doc = JSON.parse(line);
        }
        catch (err) {
            if (kind === 'sessions' || kind === 'journal')
                throw new Error(`${path}:${n}: invalid JSON: ${err.message}`);
            batch.problems.push(`${path}:${n}: invalid JSON: ${err.message} (line skipped)`);
            continue;
        }
        kind ??= isSession(doc) ? 'sessions' : isJournalLine(doc) ? 'journal' : 'traces';
        if (kind === 'traces') {
            try {
                readJsonDocument(doc, `${path}:${n}`, batch);
                read++;
            }
            catch (err) {
                batch.problems.push(`${err.message} (line skipped)`);
            }
            continue;
        }
        const s = kind === 'journal' ? doc.session : doc;
        if (kind === 'journal' && !s)
            continue;
        if (!isSession(s))
            throw new Error(`${path}:${n}: not a normalized session (needs sessionId, toolCalls, messages)`);
        sessions.push(kind === 'journal' ? labelled(s, doc) : s);
    }
    if (kind === 'sessions' || kind === 'journal')
        return { sessions };
    if (!read)
        throw new TraceFileError(`${path}: no line could be read as a trace document (${batch.problems[0] ?? 'no content'})`);
    return { traces: batch };
}
/** Every session in the files, with secrets redacted (`redactor`: the caller's, to count and extend them). */
async function loadSessions(paths, redactor = new redact/* Redactor */.p()) {
    const sessions = [];
    const batches = [];
    const problems = [];
    for (const p of paths) {
        const read = await readOne(p);
        if ('problem' in read)
            problems.push(read.problem);
        else if ('sessions' in read)
            sessions.push(...read.sessions);
        else
            batches.push(read.traces);
    }
    if (batches.length) {
        const batch = (0,span/* mergeBatches */.jj)(batches);
        batches.length = 0;
        problems.push(...batch.problems);
        sessions.push(...(0,normalize/* normalize */.S)(batch));
    }
    return { sessions: await redactor.redact(sessions), problems };
}


/***/ }),

/***/ 1526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ normalize)
});

;// CONCATENATED MODULE: ./lib/trace/attach-logs.js
/** Marks a span made from log records alone whose content is read like a model call's but not counted. */
const LOG_ONLY = 'agent_chaos.log_only';
/** Joins log records to their spans as events; logs with no span become spans of their own. */
function attachLogs(spans, logs) {
    if (!logs.length)
        return spans;
    const byId = new Map();
    for (const s of spans)
        byId.set(s.spanId, s);
    const orphans = new Map();
    for (const l of logs) {
        const event = { name: l.eventName ?? l.scope, time: l.time, attributes: l.attributes, body: l.body };
        const span = l.spanId ? byId.get(l.spanId) : undefined;
        if (span) {
            span.events.push(event);
            continue;
        }
        if (!l.traceId)
            continue;
        const key = `${l.traceId}/${l.spanId ?? ''}`;
        let orphan = orphans.get(key);
        if (!orphan) {
            orphan = {
                traceId: l.traceId,
                spanId: l.spanId ?? '',
                name: l.scope || event.name,
                kind: 'INTERNAL',
                start: l.time,
                end: l.time,
                attributes: { 'session.id': l.attributes['session.id'] ?? l.resource['session.id'] ?? null },
                resource: l.resource,
                scope: l.scope,
                status: { code: 'UNSET' },
                events: [],
            };
            orphans.set(key, orphan);
        }
        orphan.events.push(event);
        orphan.start = Math.min(orphan.start, l.time);
        orphan.end = Math.max(orphan.end, l.time);
    }
    // A log-only span of model events is a model call: that is how botocore and ADK record them. One
    // with input/output bodies (Strands, OpenLLMetry through ADOT, span records missing) may be an
    // agent, a model or a tool step: its content is read like a model call's but it is not counted.
    for (const o of orphans.values()) {
        if (o.events.some((e) => e.name === 'gen_ai.choice' || e.name === 'gen_ai.user.message'))
            o.attributes['gen_ai.operation.name'] = 'chat';
        else if (o.events.some((e) => e.body && typeof e.body === 'object' && ('input' in e.body || 'output' in e.body))) {
            o.attributes['gen_ai.operation.name'] = 'chat';
            o.attributes[LOG_ONLY] = true;
        }
    }
    // Log records arrive in any order (CloudWatch exports are not sorted); content is read in time order.
    const touched = new Set();
    for (const l of logs) {
        const span = l.spanId ? byId.get(l.spanId) : undefined;
        if (span)
            touched.add(span);
    }
    for (const s of [...touched, ...orphans.values()])
        s.events.sort((a, b) => a.time - b.time);
    return orphans.size ? [...spans, ...orphans.values()] : spans;
}

;// CONCATENATED MODULE: ./lib/trace/dialects/reader.js
const str = (v) => typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
/** Token counts arrive as numbers or, through ADOT, as strings. */
function num(v) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)))
        return Number(v);
    return undefined;
}
/** Collects `prefix.N.suffix` flattened list attributes (OpenInference, OpenLLMetry) into an array of maps. */
function indexed(attrs, prefix) {
    const out = [];
    const p = `${prefix}.`;
    for (const key in attrs) {
        if (!key.startsWith(p))
            continue;
        const rest = key.slice(p.length);
        const dot = rest.indexOf('.');
        const i = Number(dot < 0 ? rest : rest.slice(0, dot));
        if (!Number.isInteger(i))
            continue;
        (out[i] ??= {})[dot < 0 ? '' : rest.slice(dot + 1)] = attrs[key];
    }
    return out.filter(Boolean);
}

// EXTERNAL MODULE: ./lib/trace/content.js
var trace_content = __webpack_require__(600);
;// CONCATENATED MODULE: ./lib/trace/dialects/aisdk.js
// The Vercel AI SDK's own spans (ai.* attributes: every version up to 6, and 7's legacy
// integration): ai.generateText / ai.streamText / ai.generateObject wrap a call with its prompt and
// answer, ai.*.doGenerate / doStream are the model calls, ai.toolCall the tool executions.
// Attribute names changed across versions (args -> input, result -> output, promptTokens ->
// inputTokens); both are read.


const op = (span) => str(span.attributes['ai.operationId']) ?? '';
const isModelCall = (span) => /\.do(Generate|Stream|Embed)$/.test(op(span));
const TOP = new Set(['ai.generateText', 'ai.streamText', 'ai.generateObject', 'ai.streamObject']);
const first = (a, ...keys) => keys.map((k) => a[k]).find((v) => v !== undefined);
/** `ai.prompt`: {system?, prompt?: string | messages, messages?}. */
function promptOf(span) {
    const p = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['ai.prompt']);
    if (!p)
        return { messages: [] };
    if (typeof p === 'string')
        return { messages: (0,trace_content/* readMessages */.Ne)(p, 'user') };
    const messages = [...(0,trace_content/* readMessages */.Ne)(p.messages, 'user'), ...(0,trace_content/* readMessages */.Ne)(p.prompt, 'user')];
    return { system: typeof p.system === 'string' ? p.system : undefined, messages };
}
/** A call's answer: text, an object, and the tool calls the model asked for. */
function answerOf(span) {
    const a = span.attributes;
    const text = str(first(a, 'ai.response.text', 'ai.result.text'));
    const object = str(first(a, 'ai.response.object', 'ai.result.object'));
    const msg = { role: 'assistant', text: text ?? object ?? '', toolCalls: [], toolResults: [] };
    const calls = (0,trace_content/* parseMaybeJson */.mR)(first(a, 'ai.response.toolCalls', 'ai.result.toolCalls'));
    if (Array.isArray(calls)) {
        for (const c of calls)
            msg.toolCalls.push({
                id: c.toolCallId,
                name: String(c.toolName ?? ''),
                arguments: (0,trace_content/* parseMaybeJson */.mR)(c.input ?? c.args),
            });
    }
    return msg.text || msg.toolCalls.length ? [msg] : [];
}
function io(span) {
    if (isModelCall(span))
        return { input: (0,trace_content/* readMessages */.Ne)(span.attributes['ai.prompt.messages'], 'user'), output: answerOf(span) };
    return { input: promptOf(span).messages, output: answerOf(span) };
}
const aisdk = {
    name: 'aisdk',
    claims: (span) => op(span).startsWith('ai.'),
    role(span) {
        const o = op(span);
        if (o === 'ai.toolCall')
            return 'tool';
        if (isModelCall(span))
            return 'llm';
        return TOP.has(o) ? 'agent' : 'other';
    },
    io,
    tool(span) {
        const a = span.attributes;
        return {
            name: str(a['ai.toolCall.name']) ?? span.name,
            callId: str(a['ai.toolCall.id']),
            arguments: (0,trace_content/* parseMaybeJson */.mR)(first(a, 'ai.toolCall.args', 'ai.toolCall.input')),
            result: (0,trace_content/* parseMaybeJson */.mR)(first(a, 'ai.toolCall.result', 'ai.toolCall.output')),
        };
    },
    usage(span) {
        const a = span.attributes;
        const inputTokens = num(first(a, 'ai.usage.inputTokens', 'ai.usage.promptTokens'));
        const outputTokens = num(first(a, 'ai.usage.outputTokens', 'ai.usage.completionTokens'));
        if (inputTokens === undefined && outputTokens === undefined)
            return undefined;
        return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    },
    declaredTools(span) {
        const tools = span.attributes['ai.prompt.tools'];
        const list = Array.isArray(tools) ? tools : [];
        return list
            .map((t) => (0,trace_content/* parseMaybeJson */.mR)(t)?.name)
            .filter((n) => typeof n === 'string');
    },
    systemPrompt(span) {
        if (isModelCall(span))
            return ((0,trace_content/* readMessages */.Ne)(span.attributes['ai.prompt.messages'], 'user').find((m) => m.role === 'system')?.text || undefined);
        return promptOf(span).system;
    },
};

;// CONCATENATED MODULE: ./lib/trace/dialects/genai.js
// OpenTelemetry GenAI semantic conventions, in all the versions seen in the wild:
// - latest: gen_ai.input.messages / gen_ai.output.messages / gen_ai.system_instructions (attributes,
//   or attributes of a gen_ai.client.inference.operation.details event);
// - older: gen_ai.{system,user,assistant,tool}.message and gen_ai.choice events (span events, or log
//   records joined to the span: botocore, ADK, Strands legacy mode);
// - log bodies {input: {messages}, output: {messages}} (Strands and OpenLLMetry through ADOT);
// - Google ADK's gcp.vertex.agent.* request/response attributes.
// Strands spans are read with the same code under the "strands" name.


const AGENT_OPS = new Set(['invoke_agent', 'create_agent', 'invoke_workflow']);
const LLM_OPS = new Set(['chat', 'text_completion', 'generate_content', 'completion']);
const TOOL_OPS = new Set(['execute_tool', 'agent_handoff']);
const INPUT_EVENTS = {
    'gen_ai.user.message': 'user',
    'gen_ai.system.message': 'system',
    'gen_ai.assistant.message': 'assistant',
    'gen_ai.tool.message': 'tool',
};
function genaiRole(span) {
    const op = str(span.attributes['gen_ai.operation.name']);
    if (op) {
        // invoke_agent, and multi-agent runs such as Strands' invoke_swarm / invoke_graph.
        if (AGENT_OPS.has(op) || op.startsWith('invoke_'))
            return 'agent';
        if (LLM_OPS.has(op))
            return 'llm';
        if (TOOL_OPS.has(op))
            return 'tool';
    }
    const n = span.name;
    if (n.startsWith('execute_tool'))
        return 'tool';
    // Ax names its tool spans "Tool: <name>" and marks them with tool.name only.
    if (n.startsWith('Tool: ') && str(span.attributes['tool.name']))
        return 'tool';
    // Ax's program span (AxGen): the signature's description is the agent's instructions.
    if (str(span.attributes.signature_name) && span.attributes.input_field_count !== undefined)
        return 'agent';
    if (n.startsWith('invoke_agent'))
        return 'agent';
    if (n === 'call_llm' || n === 'chat' || n.startsWith('chat ') || n.startsWith('generate_content'))
        return 'llm';
    return 'other';
}
/** The value an event carries: the log body when joined from logs, else its attributes. */
const eventPayload = (e) => (e.body !== undefined && e.body !== null ? e.body : e.attributes);
function eventIO(span) {
    const io = { input: [], output: [] };
    for (const e of span.events) {
        const payload = eventPayload(e);
        const role = INPUT_EVENTS[e.name];
        if (role) {
            io.input.push(...(0,trace_content/* readMessages */.Ne)(messageOf(payload), role));
        }
        else if (e.name === 'gen_ai.choice') {
            io.output.push(...(0,trace_content/* readMessages */.Ne)(messageOf(payload), 'assistant'));
        }
        else if (e.name === 'gen_ai.client.inference.operation.details') {
            io.input.push(...(0,trace_content/* readMessages */.Ne)(e.attributes['gen_ai.input.messages'], 'user'));
            io.output.push(...(0,trace_content/* readMessages */.Ne)(e.attributes['gen_ai.output.messages'], 'assistant'));
        }
        else if (payload &&
            typeof payload === 'object' &&
            ('input' in payload || 'output' in payload) &&
            e.body !== undefined) {
            io.input.push(...(0,trace_content/* readMessages */.Ne)(payload.input, 'user'));
            io.output.push(...(0,trace_content/* readMessages */.Ne)(payload.output, 'assistant'));
        }
    }
    return io;
}
/** Event payloads hold the message as {message}, {content}, or the message itself. */
function messageOf(p) {
    if (!p || typeof p !== 'object')
        return p;
    if (p.message !== undefined)
        return typeof p.message === 'object' ? p.message : { role: p.role, content: p.message, id: p.id };
    // A body without a role ({id, content} of gen_ai.tool.message): a message of the event's role, so
    // a tool result keeps its call id and joins its call.
    if (!('role' in p) && 'content' in p)
        return { role: undefined, ...p };
    return p;
}
function adkIO(span) {
    const io = { input: [], output: [] };
    const req = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['gcp.vertex.agent.llm_request']);
    if (req && typeof req === 'object' && Array.isArray(req.contents))
        io.input.push(...(0,trace_content/* readMessages */.Ne)(req.contents, 'user'));
    const res = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['gcp.vertex.agent.llm_response']);
    if (res && typeof res === 'object' && res.content)
        io.output.push(...(0,trace_content/* readMessages */.Ne)([res.content], 'assistant'));
    return io;
}
function genaiIO(span) {
    const a = span.attributes;
    const input = [
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.input.messages'], 'user'),
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.prompt'], 'user'),
    ];
    const output = [
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.output.messages'], 'assistant'),
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.completion'], 'assistant'),
    ];
    const ev = eventIO(span);
    const adk = adkIO(span);
    return { input: [...input, ...ev.input, ...adk.input], output: [...output, ...ev.output, ...adk.output] };
}
/** The raw tool input from events (Strands logs it as {role: "tool", content: {content: "<args json>"}}). */
function eventToolArguments(span) {
    for (const e of span.events) {
        const p = eventPayload(e);
        if (!p || typeof p !== 'object')
            continue;
        const msg = e.name === 'gen_ai.tool.message' ? p : Array.isArray(p.input?.messages) ? p.input.messages[0] : undefined;
        if (!msg)
            continue;
        let c = msg.content;
        if (c && typeof c === 'object' && !Array.isArray(c) && 'content' in c)
            c = c.content;
        if (c !== undefined)
            return (0,trace_content/* parseMaybeJson */.mR)(c);
    }
    return undefined;
}
function genaiTool(span) {
    const a = span.attributes;
    const handoffTo = str(a['gen_ai.handoff.to_agent']);
    const name = str(a['gen_ai.tool.name']) ??
        (handoffTo ? `handoff to ${handoffTo}` : undefined) ??
        str(a['tool.name']) ??
        (span.name.startsWith('execute_tool ') ? span.name.slice('execute_tool '.length) : span.name);
    let args = a['gen_ai.tool.call.arguments'] ?? a['gcp.vertex.agent.tool_call_args'];
    let result = a['gen_ai.tool.call.result'] ?? a['gcp.vertex.agent.tool_response'];
    if (args === undefined)
        args = eventIO(span).input.flatMap((m) => m.toolCalls)[0]?.arguments ?? eventToolArguments(span);
    if (result === undefined) {
        const out = eventIO(span).output;
        const text = out.map((m) => m.text || m.toolResults.map((r) => r.text).join('\n')).join('\n');
        if (text)
            result = text;
    }
    return {
        name,
        callId: str(a['gen_ai.tool.call.id']) ?? str(a['function.id']),
        arguments: (0,trace_content/* parseMaybeJson */.mR)(args),
        result: (0,trace_content/* parseMaybeJson */.mR)(result),
        status: str(a['gen_ai.tool.status']) ?? str(a['tool.status']),
    };
}
function genaiUsage(span) {
    const a = span.attributes;
    const inputTokens = num(a['gen_ai.usage.input_tokens']) ?? num(a['gen_ai.usage.prompt_tokens']) ?? num(a['llm.usage.prompt_tokens']);
    const outputTokens = num(a['gen_ai.usage.output_tokens']) ??
        num(a['gen_ai.usage.completion_tokens']) ??
        num(a['llm.usage.completion_tokens']);
    if (inputTokens === undefined && outputTokens === undefined)
        return undefined;
    return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
}
function namesOf(v) {
    const parsed = (0,trace_content/* parseMaybeJson */.mR)(v);
    if (!Array.isArray(parsed))
        return [];
    return parsed
        .map((t) => (typeof t === 'string' ? t : (t?.name ?? t?.function?.name ?? t?.toolSpec?.name)))
        .filter((x) => typeof x === 'string');
}
/** Full tool definitions (name, description, input schema) from gen_ai.tool.definitions, when the span has them. */
function genaiToolDefinitions(span) {
    const parsed = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['gen_ai.tool.definitions']);
    if (!Array.isArray(parsed))
        return [];
    return parsed.flatMap((t) => {
        const d = t?.function ?? t?.toolSpec ?? t;
        if (!d || typeof d.name !== 'string')
            return [];
        const schema = d.parameters ?? d.inputSchema?.json ?? d.inputSchema ?? d.input_schema;
        return [
            {
                name: d.name,
                ...(typeof d.description === 'string' ? { description: d.description } : {}),
                ...(schema !== undefined ? { inputSchema: schema } : {}),
            },
        ];
    });
}
function genaiDeclaredTools(span) {
    const a = span.attributes;
    const names = [...namesOf(a['gen_ai.agent.tools']), ...namesOf(a['gen_ai.tool.definitions'])];
    const req = (0,trace_content/* parseMaybeJson */.mR)(a['gcp.vertex.agent.llm_request']);
    for (const t of (req && typeof req === 'object' && req.config?.tools) || [])
        names.push(...namesOf(t.function_declarations));
    return names;
}
function jsonString(s) {
    try {
        const v = JSON.parse(s);
        return typeof v === 'string' ? v : s;
    }
    catch {
        return s;
    }
}
function genaiSystemPrompt(span) {
    const a = span.attributes;
    let si = a['gen_ai.system_instructions'] ?? a['gen_ai.agent.system_prompt'] ?? a['system_prompt'];
    if (typeof si === 'string' && /^".*"$/s.test(si))
        si = jsonString(si); // Strands JSON-encodes its system_prompt
    if (si !== undefined) {
        const msgs = (0,trace_content/* readMessages */.Ne)(si, 'system');
        if (msgs.length)
            return msgs.map((m) => m.text).join('\n');
    }
    const req = (0,trace_content/* parseMaybeJson */.mR)(a['gcp.vertex.agent.llm_request']);
    if (req && typeof req === 'object' && typeof req.config?.system_instruction === 'string')
        return req.config.system_instruction;
    // Ax records only its description (the rest of its prompt is built from the signature's fields).
    const axDescription = str(a.signature_name);
    return axDescription && axDescription !== 'unknown_signature' ? axDescription : undefined;
}
const base = {
    role: (span) => genaiRole(span),
    io: genaiIO,
    tool: genaiTool,
    usage: genaiUsage,
    declaredTools: genaiDeclaredTools,
    systemPrompt: genaiSystemPrompt,
};
const genai = { name: 'genai', claims: () => true, ...base };
const strands = {
    name: 'strands',
    claims: (span) => span.scope === 'strands.telemetry.tracer' ||
        span.attributes['gen_ai.system'] === 'strands-agents' ||
        span.attributes['gen_ai.provider.name'] === 'strands-agents',
    ...base,
};

// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
;// CONCATENATED MODULE: ./lib/trace/dialects/genkit.js
// Genkit's own spans (genkit:* attributes): genkit:metadata:subtype says what a span is ("model",
// "tool", "flow"...), genkit:input / genkit:output hold the action's input and output as JSON (a
// model's {messages, tools} and {message, usage}; a tool's arguments and result; a flow's input and
// answer), genkit:state "success" or "error". The root span (genkit:isRoot: a flow, or the first
// generate call) is the agent. Messages use Genkit's parts: {text}, {toolRequest}, {toolResponse}.



const attr = (span, key) => span.attributes[`genkit:${key}`];
const subtype = (span) => str(attr(span, 'metadata:subtype'));
const json = (span, key) => (0,trace_content/* parseMaybeJson */.mR)(attr(span, key));
const obj = (v) => ((0,util_text/* isRecord */.u4)(v) ? v : undefined);
function genkit_io(span) {
    const input = json(span, 'input');
    const output = json(span, 'output');
    const inMessages = obj(input)?.messages ?? obj(input)?.prompt ?? input;
    const outMessage = obj(output)?.message ?? obj(output)?.text ?? output;
    const system = (m) => m.role !== 'system';
    return {
        input: (0,trace_content/* readMessages */.Ne)(inMessages, 'user').filter(system),
        output: (0,trace_content/* readMessages */.Ne)(outMessage, 'assistant'),
    };
}
const genkit = {
    name: 'genkit',
    claims: (span) => attr(span, 'type') !== undefined || attr(span, 'name') !== undefined,
    role(span, isRoot) {
        switch (subtype(span)) {
            case 'model':
                return 'llm';
            case 'tool':
                return 'tool';
        }
        return attr(span, 'isRoot') === true || isRoot ? 'agent' : 'other';
    },
    io: genkit_io,
    tool(span) {
        return {
            name: str(attr(span, 'name')) ?? span.name,
            arguments: json(span, 'input'),
            result: json(span, 'output'),
            status: str(attr(span, 'state')),
        };
    },
    usage(span) {
        if (subtype(span) !== 'model')
            return undefined;
        const u = obj(obj(json(span, 'output'))?.usage);
        if (!u)
            return undefined;
        return { inputTokens: num(u.inputTokens) ?? 0, outputTokens: num(u.outputTokens) ?? 0 };
    },
    declaredTools(span) {
        const tools = obj(json(span, 'input'))?.tools;
        return (Array.isArray(tools) ? tools : [])
            .map((t) => (typeof t === 'string' ? t.replace(/^\/tool\//, '') : obj(t)?.name))
            .filter((n) => typeof n === 'string');
    },
    systemPrompt(span) {
        const messages = obj(json(span, 'input'))?.messages;
        return (0,trace_content/* readMessages */.Ne)(messages, 'user').find((m) => m.role === 'system')?.text || undefined;
    },
};

;// CONCATENATED MODULE: ./lib/trace/dialects/voltagent.js
// VoltAgent's own spans: span.type ("llm", "tool") on the model and tool spans, entity.type "agent"
// on every span of an agent's run, the agent's span (no span.type) holding `input` and `output`,
// `agent.instructions`; a tool span `tool.name`, `tool.call.id`, `input` (arguments) and `output`
// (result); a model span `llm.messages` and `llm.usage.*`.


const kind = (span) => str(span.attributes['span.type']);
const isAgentSpan = (span) => !kind(span) && str(span.attributes['entity.type']) === 'agent';
const voltagent = {
    name: 'voltagent',
    claims: (span) => kind(span) !== undefined || span.attributes['voltagent.operation_id'] !== undefined,
    role(span) {
        switch (kind(span)) {
            case 'llm':
                return 'llm';
            case 'tool':
                return 'tool';
        }
        return isAgentSpan(span) ? 'agent' : 'other';
    },
    io(span) {
        const a = span.attributes;
        if (kind(span) === 'llm')
            return { input: (0,trace_content/* readMessages */.Ne)(a['llm.messages'], 'user').filter((m) => m.role !== 'system'), output: [] };
        return { input: (0,trace_content/* readMessages */.Ne)(a.input, 'user'), output: (0,trace_content/* readMessages */.Ne)(a.output, 'assistant') };
    },
    tool(span) {
        const a = span.attributes;
        return {
            name: str(a['tool.name']) ?? span.name.replace(/^tool\.execution:/, ''),
            callId: str(a['tool.call.id']),
            arguments: (0,trace_content/* parseMaybeJson */.mR)(a.input),
            result: (0,trace_content/* parseMaybeJson */.mR)(a.output),
        };
    },
    usage(span) {
        if (kind(span) !== 'llm')
            return undefined;
        const a = span.attributes;
        const inputTokens = num(a['llm.usage.prompt_tokens']);
        const outputTokens = num(a['llm.usage.completion_tokens']);
        if (inputTokens === undefined && outputTokens === undefined)
            return undefined;
        return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    },
    declaredTools(span) {
        const tools = str(span.attributes['llm.tools']);
        return tools
            ? tools
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean)
            : [];
    },
    systemPrompt: (span) => str(span.attributes['agent.instructions']),
};

;// CONCATENATED MODULE: ./lib/trace/dialects/openinference.js
// OpenInference (Arize): openinference.span.kind, input.value / output.value, and messages and tool
// calls flattened into llm.input_messages.N.message.* / llm.output_messages.N.message.* attributes.



const KIND = 'openinference.span.kind';
/**
 * BeeAI's instrumentation records one span per emitter event of a call (start, success or error,
 * finish), named by the emitter's path (attribute target "tool.dynamic.searchFlights.success", name
 * "success"). A tool call is its success or error span (arguments and output); a model call its start
 * span (the request, with the system prompt; the token counts on its success span are not read).
 */
function beeEvent(span) {
    const target = str(span.attributes.target);
    const event = str(span.attributes.name);
    if (!target || !event || !target.endsWith(`.${event}`))
        return undefined;
    return { path: target.slice(0, -event.length - 1), event };
}
const BEE_TOOL_CALL_EVENTS = new Set(['success', 'error']);
/** How a BeeAI ToolCallingAgent answers: a tool of its own, not one the agent was given. */
const BEE_ANSWER_TOOL = 'finalAnswer';
/** The tool's name from its emitter path: BeeAI camel-cases it ("search_flights" -> "searchFlights"). */
const beeToolName = (path) => (path.split('.').at(-1) ?? path).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function flatMessages(attrs, prefix, fallbackRole) {
    return indexed(attrs, prefix).map((m) => {
        const msg = { role: (0,trace_content/* roleOf */.kp)(m['message.role'], fallbackRole), text: '', toolCalls: [], toolResults: [] };
        // The typed parts come first: the Vercel span processor flattens an agent's whole output (text,
        // tool calls and tool results) into one message whose message.content is the last tool result.
        const parts = indexed(m, 'message.contents')
            .map((c) => str(c['message_content.text']))
            .filter(Boolean);
        msg.text = parts.length ? parts.join('\n') : (str(m['message.content']) ?? '');
        for (const c of indexed(m, 'message.tool_calls')) {
            msg.toolCalls.push({
                id: str(c['tool_call.id']),
                name: str(c['tool_call.function.name']) ?? '',
                arguments: (0,trace_content/* parseMaybeJson */.mR)(c['tool_call.function.arguments']),
            });
        }
        const callId = str(m['message.tool_call_id']);
        // A tool result: a tool message, or a user message holding one (Anthropic's tool_result block).
        if (msg.role === 'tool' || callId)
            msg.toolResults.push({ id: callId, text: msg.text, error: false });
        return msg;
    });
}
/**
 * The flattened messages drop a tool result's error flag (Anthropic's is_error: OpenInference's
 * Anthropic instrumentation 0.2.8); the whole request in input.value keeps it.
 */
function flagFailedResults(input, request) {
    const results = input.flatMap((m) => m.toolResults).filter((r) => r.id && !r.error);
    if (!results.length || request === undefined)
        return;
    const failed = new Set((0,trace_content/* readMessages */.Ne)(request, 'user').flatMap((m) => m.toolResults.filter((r) => r.error && r.id).map((r) => r.id)));
    for (const r of results)
        if (failed.has(r.id))
            r.error = true;
}
function openinference_io(span) {
    const a = span.attributes;
    let input = flatMessages(a, 'llm.input_messages', 'user');
    let output = flatMessages(a, 'llm.output_messages', 'assistant');
    const kind = str(a[KIND]);
    if (kind === 'LLM')
        flagFailedResults(input, a['input.value']);
    // input.value / output.value carry the whole request/response on LLM spans (already covered by the
    // flattened messages) and the run's input and answer on AGENT / CHAIN spans.
    if (kind !== 'LLM') {
        if (!input.length)
            input = (0,trace_content/* readMessages */.Ne)(a['input.value'], 'user');
        if (!output.length)
            output = (0,trace_content/* readMessages */.Ne)(a['output.value'], 'assistant');
        // BeeAI's agent span: its answer as {role, text}.
        const answer = (0,trace_content/* parseMaybeJson */.mR)(a['output.value']);
        if (!output.some((m) => m.text) && answer && typeof answer === 'object' && typeof answer.text === 'string')
            output = [{ role: 'assistant', text: answer.text, toolCalls: [], toolResults: [] }];
    }
    if (!input.length && !output.length)
        return genaiIO(span);
    return { input, output };
}
const openinference = {
    name: 'openinference',
    claims: (span) => span.attributes[KIND] !== undefined,
    role(span, isRoot) {
        const bee = beeEvent(span);
        const kind = str(span.attributes[KIND])?.toUpperCase();
        if (bee && kind === 'LLM')
            return bee.event === 'start' ? 'llm' : 'other';
        if (bee && (!BEE_TOOL_CALL_EVENTS.has(bee.event) || bee.path.endsWith(`.${BEE_ANSWER_TOOL}`)))
            return 'other';
        switch (kind) {
            case 'AGENT':
                return 'agent';
            case 'LLM':
                return 'llm';
            case 'TOOL':
                return 'tool';
            case 'CHAIN':
                return isRoot ? 'agent' : 'other';
            default:
                return 'other';
        }
    },
    io: openinference_io,
    tool(span) {
        const a = span.attributes;
        const bee = beeEvent(span);
        if (bee) {
            // A BeeAI tool output is recorded as {result}.
            const out = (0,trace_content/* parseMaybeJson */.mR)(a['output.value']);
            return {
                name: beeToolName(bee.path),
                arguments: (0,trace_content/* parseMaybeJson */.mR)(a['tool.parameters']),
                result: out && typeof out === 'object' && 'result' in out ? out.result : out,
                status: bee.event === 'error' ? 'error' : undefined,
            };
        }
        const g = genaiTool(span);
        const result = (0,trace_content/* parseMaybeJson */.mR)(a['output.value'] ?? g.result);
        // LangChain tools return a ToolMessage, recorded serialized: the result is its content.
        const message = (0,trace_content/* langChainToolMessage */.Tm)(result);
        return {
            name: str(a['tool.name']) ?? (g.name || span.name),
            callId: str(a['tool_call.id']) ?? str(a['tool.id']) ?? g.callId ?? message?.toolCallId,
            arguments: (0,trace_content/* parseMaybeJson */.mR)(a['input.value'] ?? a['tool.parameters_value'] ?? g.arguments),
            result: message ? message.content : result,
            status: message?.status === 'error' ? 'error' : g.status,
        };
    },
    usage(span) {
        const a = span.attributes;
        const inputTokens = num(a['llm.token_count.prompt']);
        const outputTokens = num(a['llm.token_count.completion']);
        if (inputTokens === undefined && outputTokens === undefined)
            return genaiUsage(span);
        return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    },
    declaredTools(span) {
        return indexed(span.attributes, 'llm.tools')
            .map((t) => {
            const schema = (0,trace_content/* parseMaybeJson */.mR)(t['tool.json_schema']);
            return schema && typeof schema === 'object' ? (schema.name ?? schema.function?.name) : undefined;
        })
            .filter((x) => typeof x === 'string');
    },
    systemPrompt(span) {
        const a = span.attributes;
        const sys = flatMessages(a, 'llm.input_messages', 'user').find((m) => m.role === 'system');
        return sys?.text || requestSystem(a['input.value']) || requestSystem(a['llm.invocation_parameters']);
    },
};
/**
 * The system prompt in a provider's own request shape, where an instrumentation records the request
 * whole (input.value, llm.invocation_parameters) and no system-role message: Anthropic's and Bedrock
 * Converse's top-level `system` (a string or text blocks), Gemini's `systemInstruction` ({ parts }).
 */
function requestSystem(value) {
    const req = (0,trace_content/* parseMaybeJson */.mR)(value);
    if (!req || typeof req !== 'object' || Array.isArray(req))
        return undefined;
    const r = req;
    const gemini = r.systemInstruction ?? r.system_instruction ?? r.config?.systemInstruction;
    // A string or content blocks, read as any message's content is.
    const system = r.system ?? gemini?.parts ?? gemini;
    return system === undefined ? undefined : (0,trace_content/* readMessages */.Ne)(system, 'system')[0]?.text || undefined;
}

;// CONCATENATED MODULE: ./lib/trace/dialects/openllmetry.js
// OpenLLMetry (Traceloop): traceloop.span.kind (workflow, task, agent, tool), traceloop.entity.input
// / output (often serialized LangChain objects), and the older flattened gen_ai.prompt.N.* /
// gen_ai.completion.N.* message attributes with llm.request.type on model calls.




function flatPrompt(attrs, prefix, fallbackRole) {
    return indexed(attrs, prefix).map((m) => {
        const msg = { role: (0,trace_content/* roleOf */.kp)(m.role, fallbackRole), text: '', toolCalls: [], toolResults: [] };
        const content = m.content;
        if (content !== undefined) {
            const parsed = (0,trace_content/* readMessages */.Ne)(content, msg.role);
            msg.text = parsed
                .map((p) => p.text)
                .filter(Boolean)
                .join('\n');
        }
        for (const c of indexed(m, 'tool_calls'))
            msg.toolCalls.push({ id: str(c.id), name: str(c.name) ?? '', arguments: (0,trace_content/* parseMaybeJson */.mR)(c.arguments) });
        if (msg.role === 'tool')
            msg.toolResults.push({ id: str(m.tool_call_id), text: msg.text, error: false });
        return msg;
    });
}
/**
 * An entity's input or output as the SDKs write it, unwrapped: a function's call is recorded as
 * {args: [...], kwargs: {...}} (the keyword arguments are the tool's arguments; a lone positional
 * argument is), and a string return value is JSON-encoded once more ("\"I'm sorry...\"").
 */
function entityValue(raw) {
    let v = (0,trace_content/* parseMaybeJson */.mR)(raw);
    if (typeof v === 'string' && /^"[\s\S]*"$/.test(v.trim())) {
        try {
            v = (0,trace_content/* parseMaybeJson */.mR)(JSON.parse(v.trim())); // a string that holds JSON (a tool returning JSON text)
        }
        catch {
            // not JSON after all: the text as it is
        }
    }
    if ((0,util_text/* isRecord */.u4)(v)) {
        const o = v;
        const keys = Object.keys(o);
        if (keys.every((k) => k === 'args' || k === 'kwargs') && keys.length) {
            const args = Array.isArray(o.args) ? o.args : [];
            const kwargs = o.kwargs && typeof o.kwargs === 'object' ? o.kwargs : {};
            // Neither recorded (a tool wrapped with no input handed to withTool): no arguments, not {}.
            if (!args.length && !Object.keys(kwargs).length)
                return undefined;
            if (!args.length)
                return kwargs;
            if (args.length === 1 && !Object.keys(kwargs).length)
                return args[0];
            return { ...kwargs, args };
        }
    }
    return v;
}
function openllmetry_io(span) {
    const a = span.attributes;
    const input = [
        ...flatPrompt(a, 'gen_ai.prompt', 'user'),
        ...(0,trace_content/* readMessages */.Ne)(entityValue(a['traceloop.entity.input']), 'user'),
    ];
    const output = [
        ...flatPrompt(a, 'gen_ai.completion', 'assistant'),
        ...(0,trace_content/* readMessages */.Ne)(entityValue(a['traceloop.entity.output']), 'assistant'),
    ];
    const g = genaiIO(span);
    return { input: [...input, ...g.input], output: [...output, ...g.output] };
}
const openllmetry = {
    name: 'openllmetry',
    claims: (span) => span.attributes['traceloop.span.kind'] !== undefined ||
        span.attributes['llm.request.type'] !== undefined ||
        span.attributes['traceloop.entity.name'] !== undefined,
    role(span) {
        switch (str(span.attributes['traceloop.span.kind'])) {
            case 'workflow':
            case 'agent':
                return 'agent';
            case 'tool':
                return 'tool';
            case 'task':
                return 'other';
        }
        if (span.attributes['llm.request.type'] !== undefined)
            return 'llm';
        return genaiRole(span);
    },
    io: openllmetry_io,
    tool(span) {
        const a = span.attributes;
        const g = genaiTool(span);
        const entity = str(a['traceloop.entity.name']);
        const name = str(a['gen_ai.tool.name']) ?? entity ?? span.name.replace(/\.tool$/, '');
        return {
            ...g,
            name,
            arguments: g.arguments ?? entityValue(a['traceloop.entity.input']),
            result: g.result ?? entityValue(a['traceloop.entity.output']),
        };
    },
    usage: genaiUsage,
    declaredTools(span) {
        const fns = indexed(span.attributes, 'llm.request.functions')
            .map((f) => str(f.name))
            .filter((x) => !!x);
        return [...fns, ...genaiDeclaredTools(span)];
    },
    systemPrompt(span) {
        return (flatPrompt(span.attributes, 'gen_ai.prompt', 'user').find((m) => m.role === 'system')?.text ||
            genaiSystemPrompt(span));
    },
};

;// CONCATENATED MODULE: ./lib/trace/nodes.js
// Spans as a tree with each span's dialect reader and role: what the session assembly walks.






// Most specific first; genai claims everything else.
const READERS = [aisdk, openinference, openllmetry, genkit, voltagent, strands, genai];
/** A node's input and output messages, parsed on first use. */
const ioOf = (n) => (n.io ??= n.reader.io(n.span));
const hasAncestor = (n, role) => {
    for (let p = n.parent; p; p = p.parent)
        if (p.role === role)
            return true;
    return false;
};
const nearest = (n, role) => {
    for (let p = n.parent; p; p = p.parent)
        if (p.role === role)
            return p;
    return undefined;
};
function buildNodes(spans) {
    const byId = new Map();
    const nodes = spans.map((span) => {
        const reader = READERS.find((r) => r.claims(span)) ?? genai;
        const node = { span, reader, role: 'other', children: [], depth: 0 };
        byId.set(span.spanId, node);
        return node;
    });
    for (const n of nodes) {
        const p = n.span.parentSpanId ? byId.get(n.span.parentSpanId) : undefined;
        if (p && p !== n) {
            n.parent = p;
            p.children.push(n);
        }
    }
    for (const n of nodes) {
        let d = 0;
        for (let p = n.parent; p && d < 1000; p = p.parent)
            d++;
        n.depth = d;
        n.role = n.reader.role(n.span, !n.parent);
    }
    return nodes.sort((a, b) => a.span.start - b.span.start || a.depth - b.depth);
}

// EXTERNAL MODULE: ./lib/trace/span.js
var trace_span = __webpack_require__(1725);
;// CONCATENATED MODULE: ./lib/trace/tool-calls.js
// Tool calls from tool spans (with every way a framework marks a failure), or, for traces that have
// no tool spans, from the conversation: requests paired with their results by call id.





function resultError(result) {
    if (!result || typeof result !== 'object' || Array.isArray(result))
        return undefined;
    const r = result;
    if (r.isError === true || String(r.status).toLowerCase() === 'error')
        return typeof r.content === 'string' ? r.content : JSON.stringify(r.content ?? r);
    if (r.error !== undefined && r.error !== null && r.error !== false)
        return typeof r.error === 'string' ? r.error : JSON.stringify(r.error);
    return undefined;
}
function toolCallOf(n) {
    const { span } = n;
    const facts = n.reader.tool(span);
    const a = span.attributes;
    const exception = span.events.find((e) => e.name === 'exception');
    // A tool that fails through a client library often records the exception on a child span only.
    const failedChild = n.children.find((c) => c.span.status.code === 'ERROR');
    const childException = failedChild?.span.events.find((e) => e.name === 'exception');
    const fromResult = resultError(facts.result);
    const failed = span.status.code === 'ERROR' ||
        facts.status?.toLowerCase() === 'error' ||
        a['error.type'] !== undefined ||
        !!exception ||
        fromResult !== undefined;
    const call = {
        name: facts.name,
        callId: facts.callId,
        arguments: facts.arguments ?? null,
        result: facts.result ?? null,
        status: failed ? 'error' : 'ok',
        spanId: span.spanId,
        agentSpanId: nearest(n, 'agent')?.span.spanId,
        startTime: (0,trace_span/* isoTime */.Ly)(span.start),
        endTime: (0,trace_span/* isoTime */.Ly)(span.end),
    };
    if (failed) {
        const recordedType = str(a['error.type']) ??
            str(exception?.attributes['exception.type']) ??
            str(childException?.attributes['exception.type']);
        // A result such as {error: "TimeoutError: ..."} (a caught error handed back to the model) names
        // its type when nothing else does.
        const thrown = recordedType || fromResult === undefined ? null : THROWN.exec(fromResult.trim());
        const type = recordedType ?? thrown?.[1] ?? (span.status.code === 'ERROR' ? 'span_error' : 'tool_error');
        const message = str(exception?.attributes['exception.message']) ??
            thrown?.[2] ??
            fromResult ??
            span.status.message ??
            ((facts.status?.toLowerCase() === 'error' ? (0,util_text/* asText */.e1)(facts.result) : '') ||
                failedChild?.span.status.message ||
                `${facts.name} failed (status ERROR, no message recorded)`);
        // A message with the stack appended names the error's type: keep the type, drop the stack.
        const stacked = withStack(message);
        call.error = stacked
            ? { type: type === 'span_error' ? stacked.type : type, message: stacked.message }
            : { type, message };
    }
    const fault = str(a['agent_chaos.fault']);
    if (fault)
        call.fault = fault;
    if (!call.callId)
        delete call.callId;
    if (!call.agentSpanId)
        delete call.agentSpanId;
    return call;
}
/**
 * The text an agent SDK sends the model in place of a failed tool's result by default: without a
 * tool span this text is the only sign of the failure. OpenAI Agents (JS and Python): "An error
 * occurred while running the tool. Please try again." (+ " Error: ..."); LangGraph's ToolNode:
 * "Error: ...\n Please fix your mistakes.".
 */
const DEFAULT_ERROR_TEXTS = [
    /^An error occurred while running the tool\b/i,
    /^Error: [\s\S]*Please fix your mistakes\.?\s*$/,
];
/**
 * A thrown error written as the result (`${err.name}: ${err.message}`, what String(err) gives): an
 * agent that sends a failed call back to the model this way (Anthropic's tool_result with is_error,
 * whose flag OpenLLMetry's Anthropic instrumentation does not record) failed that call.
 */
const THROWN = /^([A-Z][A-Za-z0-9]*(?:Error|Exception)): (\S[\s\S]*)$/;
/** Why a result read from the conversation is a failure, if it is one, and the error's type when it names one. */
function messageResultError(text) {
    const parsed = (0,trace_content/* parseMaybeJson */.mR)(text);
    const fromResult = resultError(parsed);
    if (fromResult !== undefined)
        return { message: fromResult };
    const trimmed = text.trim();
    const thrown = THROWN.exec(trimmed);
    if (thrown)
        return { message: thrown[2], type: thrown[1] };
    return DEFAULT_ERROR_TEXTS.some((re) => re.test(trimmed)) ? { message: trimmed } : undefined;
}
/**
 * A status message with the stack appended ("msg\n\nTimeoutError: msg\n    at ...", as
 * OpenInference's LangChain instrumentation writes it): the error's type and its message alone.
 */
function withStack(message) {
    const m = message?.match(/^([\s\S]*?)\n\n([A-Za-z_$][\w$.]*): [^\n]*\n\s+at /);
    return m ? { type: m[2], message: m[1] } : undefined;
}
/** Tool calls seen only in the conversation (no tool span): requests paired with their results. */
function toolCallsFromMessages(llms) {
    const calls = [];
    const byId = new Map();
    const ios = llms.map((n) => ioOf(n));
    llms.forEach((n, i) => {
        for (const m of ios[i].output) {
            for (const req of m.toolCalls) {
                if (req.id && byId.has(req.id))
                    continue;
                const call = {
                    name: req.name,
                    arguments: req.arguments ?? null,
                    result: null,
                    status: 'ok',
                    spanId: n.span.spanId,
                    startTime: (0,trace_span/* isoTime */.Ly)(n.span.end),
                    endTime: (0,trace_span/* isoTime */.Ly)(n.span.end),
                };
                if (req.id) {
                    call.callId = req.id;
                    byId.set(req.id, call);
                }
                calls.push(call);
            }
        }
    });
    // Results may be logged before the request that asked for them (event order), so pair them last.
    for (const io of ios) {
        for (const m of [...io.input, ...io.output]) {
            for (const r of m.toolResults) {
                const call = r.id ? byId.get(r.id) : undefined;
                if (call && call.result === null && (r.text || r.error)) {
                    // Parsed as a tool span's result is, so both give the same data to compare and judge.
                    call.result = (0,trace_content/* parseMaybeJson */.mR)(r.text);
                    const failure = messageResultError(r.text);
                    if (r.error || failure) {
                        call.status = 'error';
                        call.error = { type: failure?.type ?? 'tool_error', message: failure?.message ?? r.text };
                    }
                }
            }
        }
    }
    return calls;
}
/**
 * A tool span may record a one-argument tool's input as the bare value ("UA1234"): the model's
 * request for that call (by call id, else the same tool's k-th request) has the arguments.
 */
function withRequestedArguments(calls, llms) {
    const hasObject = (c) => c.arguments !== null && typeof c.arguments === 'object';
    if (calls.every(hasObject))
        return; // the usual case: no model call needs reading again
    const requested = llms.flatMap((n) => ioOf(n).output.flatMap((m) => m.toolCalls));
    const seen = new Map();
    for (const c of calls) {
        const k = seen.get(c.name) ?? 0;
        seen.set(c.name, k + 1);
        if (hasObject(c))
            continue;
        const req = (c.callId ? requested.find((r) => r.id === c.callId) : undefined) ??
            requested.filter((r) => r.name === c.name)[k];
        if (req?.arguments && typeof req.arguments === 'object') {
            c.arguments = req.arguments;
            if (!c.callId && req.id)
                c.callId = req.id;
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/trace/continuations.js
// Traces that continue one conversation. An agent whose model calls are each a trace of their own,
// with no session.id or conversation id (OpenAI Agents JS traced by OpenInference's OpenAI
// instrumentation), would read as one session per model call. A model call whose request begins
// with a whole earlier model call (that call's request and reply) continues its conversation. A
// trace is joined to the latest such call only when exactly one trace holds it, so identical runs
// side by side (same input, same replies) stay apart rather than merge by guess.


const digest = (m) => (0,external_node_crypto_.createHash)('sha1')
    .update(`${m.role}\0${m.text.trim()}\0${m.toolCalls.map((c) => c.id ?? c.name).join(',')}\0${m.toolResults.map((r) => r.id ?? '').join(',')}`)
    .digest('base64')
    .slice(0, 12);
function modelOnly(trace, index) {
    const nodes = buildNodes(trace);
    // A trace with an agent or tool span is a run (or its part) the readers already place.
    if (nodes.some((n) => n.role === 'agent' || n.role === 'tool'))
        return undefined;
    const llms = nodes.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    if (!llms.length)
        return undefined;
    const first = ioOf(llms[0]).input.map(digest);
    const lastIo = ioOf(llms[llms.length - 1]);
    const conversation = [...lastIo.input, ...lastIo.output].map(digest).join('');
    if (!first.length || !conversation)
        return undefined;
    let start = Infinity;
    let end = -Infinity;
    for (const s of trace) {
        start = Math.min(start, s.start);
        end = Math.max(end, s.end);
    }
    return { index, start, end, first, conversation };
}
/** Groups of trace indexes, each one conversation, in time order; traces not joined are alone. */
function joinContinuations(traces) {
    const parent = traces.map((_, i) => i);
    const root = (i) => (parent[i] === i ? i : (parent[i] = root(parent[i])));
    const infos = traces.map(modelOnly).filter((t) => t !== undefined);
    const byConversation = new Map();
    for (const t of infos) {
        const list = byConversation.get(t.conversation);
        if (list)
            list.push(t);
        else
            byConversation.set(t.conversation, [t]);
    }
    for (const t of infos) {
        // The longest earlier conversation this request begins with (a strict prefix of it).
        let prefix = '';
        let previous;
        for (let k = 0; k < t.first.length - 1; k++) {
            prefix += t.first[k];
            const found = byConversation.get(prefix)?.filter((c) => c !== t && c.end <= t.start);
            if (found?.length)
                previous = found;
        }
        if (previous?.length === 1)
            parent[root(t.index)] = root(previous[0].index);
    }
    const groups = new Map();
    traces.forEach((_, i) => {
        const r = root(i);
        const g = groups.get(r);
        if (g)
            g.push(i);
        else
            groups.set(r, [i]);
    });
    return [...groups.values()];
}

;// CONCATENATED MODULE: ./lib/trace/normalize.js
// Spans of any dialect -> normalized sessions. Dialect readers say what each span is (agent run,
// model call, tool call) and what it carries; this module groups, orders and assembles.







/** Model calls whose times a session keeps (for timelines and placing model faults). */
const MAX_MODEL_CALL_TIMES = 10_000;
const DIALECT_RANK = ['aisdk', 'openinference', 'openllmetry', 'genkit', 'voltagent', 'strands', 'genai'];
function sessionKey(trace) {
    for (const key of ['session.id', 'gen_ai.conversation.id']) {
        for (const s of trace) {
            const v = str(s.attributes[key]) ?? str(s.resource[key]);
            if (v)
                return v;
        }
    }
    return undefined;
}
function firstStart(trace) {
    let min = Infinity;
    for (const s of trace)
        if (s.start < min)
            min = s.start;
    return min;
}
/**
 * Groups spans into sessions: by session.id, then gen_ai.conversation.id; traces with neither are
 * a session each, except model-call traces that continue one conversation (joinContinuations).
 */
function normalize(batch) {
    const spans = attachLogs(batch.spans, batch.logs);
    const traces = new Map();
    for (const s of spans) {
        let t = traces.get(s.traceId);
        if (!t)
            traces.set(s.traceId, (t = []));
        t.push(s);
    }
    const sessions = new Map();
    const keyless = [];
    for (const trace of traces.values()) {
        const key = sessionKey(trace);
        if (key === undefined) {
            keyless.push(trace);
            continue;
        }
        let list = sessions.get(key);
        if (!list)
            sessions.set(key, (list = []));
        list.push(trace);
    }
    const groups = keyless.length > 1 ? joinContinuations(keyless) : keyless.map((_, i) => [i]);
    for (const g of groups) {
        const ts = g.map((i) => keyless[i]).sort((a, b) => firstStart(a) - firstStart(b));
        sessions.set(ts[0][0].traceId, ts);
    }
    return [...sessions].map(([id, ts]) => buildSession(id, ts));
}
const textOf = (msgs, role) => {
    for (let i = msgs.length - 1; i >= 0; i--)
        if (msgs[i].role === role && msgs[i].text.trim())
            return msgs[i].text;
    return '';
};
/** The text a model call answered with; an outer call without content borrows its inner call's. */
function llmOutput(n) {
    const out = ioOf(n).output;
    if (out.some((m) => m.text || m.toolCalls.length))
        return out;
    for (const c of n.children) {
        if (c.role === 'llm') {
            const inner = llmOutput(c);
            if (inner.length)
                return inner;
        }
    }
    return out;
}
function llmUsage(n) {
    const own = n.reader.usage(n.span);
    if (own)
        return own;
    let found;
    for (const c of n.children) {
        const u = c.role === 'llm' ? llmUsage(c) : undefined;
        if (u)
            found = {
                inputTokens: (found?.inputTokens ?? 0) + u.inputTokens,
                outputTokens: (found?.outputTokens ?? 0) + u.outputTokens,
            };
    }
    return found;
}
function buildSession(sessionId, traces) {
    const ordered = traces.map((t) => buildNodes(t)).sort((a, b) => a[0].span.start - b[0].span.start);
    const all = ordered.flat();
    let dialect = 'genai';
    for (const n of all)
        if (DIALECT_RANK.indexOf(n.reader.name) < DIALECT_RANK.indexOf(dialect))
            dialect = n.reader.name;
    const llms = all.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    const toolNodes = all.filter((n) => n.role === 'tool');
    const toolCalls = toolNodes.length ? toolNodes.map(toolCallOf) : toolCallsFromMessages(llms);
    if (toolNodes.length)
        withRequestedArguments(toolCalls, llms);
    const { messages, input, finalAnswer } = conversationOf(ordered, toolCalls, toolNodes.length > 0);
    const declared = declaredOf(all);
    const modelSpans = llms.filter((n) => !n.span.attributes[LOG_ONLY]);
    const session = {
        sessionId,
        traceIds: ordered.map((t) => t[0].span.traceId),
        dialect,
        input,
        finalAnswer,
        toolCalls,
        messages,
        modelCalls: modelSpans.length,
        usage: usageOf(llms),
        durationMs: Math.round(activeTime(ordered)),
    };
    if (modelSpans.length)
        session.modelCallTimes = modelSpans
            .slice(0, MAX_MODEL_CALL_TIMES)
            .map((n) => ({ spanId: n.span.spanId, start: n.span.start, end: n.span.end }));
    const toolRequests = modelSpans.filter((n) => askedForTool(n.span)).length;
    if (toolRequests)
        session.toolRequests = toolRequests;
    const chaos = chaosLabels(all.map((n) => n.span));
    if (chaos)
        session.chaos = chaos;
    if (declared.systemPrompt)
        session.systemPrompt = declared.systemPrompt;
    if (declared.tools.size)
        session.availableTools = [...declared.tools];
    if (declared.definitions.size)
        session.toolDefinitions = [...declared.definitions.values()];
    return session;
}
/**
 * The conversation over the session's traces, in order: each trace's request (once), its steps in the
 * order they started, its answer; the request of the first trace and the answer of the last.
 * `traced`: the calls are tool spans (else they were read from the conversation itself).
 */
function conversationOf(ordered, toolCalls, traced) {
    const callBySpan = new Map(traced ? toolCalls.map((c) => [c.spanId, c]) : []);
    const messages = [];
    const push = (m) => {
        m.text = m.text.trim();
        const last = messages[messages.length - 1];
        // A model message repeated by nested spans is one message; repeated tool calls are real steps.
        if (m.text && !(m.role !== 'tool' && last && last.role === m.role && last.text === m.text))
            messages.push(m);
    };
    const placed = new Set();
    let lastRequest = '';
    let input = '';
    let finalAnswer = '';
    for (const trace of ordered) {
        const agents = trace.filter((n) => n.role === 'agent');
        const request = requestOf(trace, agents);
        if (!input)
            input = request;
        // A run split over traces (a trace per model call) repeats its request: one user message.
        if (request && request !== lastRequest)
            push({ role: 'user', text: request });
        if (request)
            lastRequest = request;
        const timeline = timelineOf(trace, callBySpan);
        // Calls read from the conversation come right after the model call that asked for them.
        if (!traced)
            trace.forEach((n, order) => {
                for (const c of toolCalls)
                    if (c.spanId === n.span.spanId && !placed.has(c) && placed.add(c))
                        timeline.push({ at: n.span.end, end: n.span.end, order: order + 0.5, msg: toolStep(c) });
            });
        timeline.sort((a, b) => a.at - b.at || a.end - b.end || a.order - b.order);
        for (const t of timeline)
            push(t.msg);
        const answer = normalize_answerOf(agents, timeline);
        if (answer) {
            finalAnswer = answer.text;
            push({ role: 'assistant', text: answer.text, spanId: answer.spanId });
        }
    }
    for (const c of toolCalls)
        if (!traced && !placed.has(c))
            push(toolStep(c));
    return { messages, input, finalAnswer };
}
/** A trace's request: its agent's input, else its first model call's user text. */
function requestOf(trace, agents) {
    let request = '';
    for (const a of agents)
        if ((request = textOf(ioOf(a).input, 'user')))
            break;
    const first = trace.find((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    if (!request && first)
        request = textOf(ioOf(first).input, 'user');
    return request.trim();
}
const toolStep = (c) => ({ role: 'tool', text: toolMessage(c), spanId: c.spanId });
/** A trace's model texts and traced tool calls, with their times (sorted by the caller). */
function timelineOf(trace, callBySpan) {
    const timeline = [];
    trace.forEach((n, order) => {
        const at = { at: n.span.start, end: n.span.end, order };
        if (n.role === 'llm' && !hasAncestor(n, 'llm')) {
            const text = textOf(llmOutput(n), 'assistant');
            if (text)
                timeline.push({ ...at, msg: { role: 'assistant', text, spanId: n.span.spanId } });
        }
        else if (n.role === 'tool') {
            const call = callBySpan.get(n.span.spanId);
            if (call)
                timeline.push({ ...at, msg: toolStep(call) });
        }
    });
    return timeline;
}
/** The answer of a trace: the latest agent output (outermost on ties), else the last model text. */
function normalize_answerOf(agents, timeline) {
    let best;
    for (const a of agents) {
        const text = textOf(ioOf(a).output, 'assistant');
        if (text && (!best || a.span.end > best.end || (a.span.end === best.end && a.depth < best.depth)))
            best = { text, end: a.span.end, depth: a.depth, spanId: a.span.spanId };
    }
    const lastModel = [...timeline].reverse().find((t) => t.msg.role === 'assistant');
    const text = (best?.text ?? lastModel?.msg.text ?? '').trim();
    return text ? { text, spanId: best?.spanId ?? lastModel?.msg.spanId } : undefined;
}
/** Tokens over the model calls. */
function usageOf(llms) {
    const usage = { inputTokens: 0, outputTokens: 0 };
    for (const n of llms) {
        const u = llmUsage(n);
        if (u) {
            usage.inputTokens += u.inputTokens;
            usage.outputTokens += u.outputTokens;
        }
    }
    return usage;
}
/** What the agent was given, as its agent and model spans declare it: tools, their definitions, the system prompt. */
function declaredOf(all) {
    const tools = new Set();
    const definitions = new Map();
    let systemPrompt;
    for (const n of all) {
        if (n.role !== 'agent' && n.role !== 'llm')
            continue;
        for (const t of n.reader.declaredTools(n.span))
            tools.add(t);
        for (const d of genaiToolDefinitions(n.span))
            if (!definitions.has(d.name))
                definitions.set(d.name, d);
        if (!systemPrompt)
            systemPrompt = n.reader.systemPrompt(n.span) ?? textOf(ioOf(n).input, 'system') ?? undefined;
    }
    return { tools, definitions, systemPrompt };
}
/** Active time: the traces of a multi-turn session may be days apart. */
function activeTime(ordered) {
    let durationMs = 0;
    for (const trace of ordered) {
        let start = Infinity;
        let end = 0;
        for (const n of trace) {
            if (n.span.start > 0)
                start = Math.min(start, n.span.start);
            end = Math.max(end, n.span.end);
        }
        if (Number.isFinite(start) && end >= start)
            durationMs += end - start;
    }
    return durationMs;
}
/** Finish reasons that end a model call asking for a tool: tool_calls, tool_call, tool_use, function_call, tool-calls. */
const TOOL_FINISH = /tool|function/i;
/** The model call ended asking for a tool (the conventions' finish reasons, and the AI SDK's). */
function askedForTool(span) {
    const a = span.attributes;
    const reasons = [
        a['gen_ai.response.finish_reasons'],
        a['gen_ai.completions.0.finish_reason'],
        a['llm.response.finish_reason'],
        a['ai.response.finishReason'],
    ].flat();
    return reasons.some((r) => typeof r === 'string' && TOOL_FINISH.test(r));
}
/** The labels the runner puts in OTEL_RESOURCE_ATTRIBUTES, read back from any span of the session. */
function chaosLabels(spans) {
    for (const s of spans) {
        const r = s.resource;
        const name = str(r['agent_chaos.case']) ?? str(s.attributes['agent_chaos.case']);
        if (!name)
            continue;
        const out = { case: name };
        const repeat = Number(r['agent_chaos.repeat']);
        const seed = Number(r['agent_chaos.seed']);
        if (Number.isFinite(repeat) && r['agent_chaos.repeat'] !== undefined)
            out.repeat = repeat;
        if (Number.isFinite(seed) && r['agent_chaos.seed'] !== undefined)
            out.seed = seed;
        return out;
    }
    return undefined;
}
function toolMessage(c) {
    if (c.status === 'error')
        return `${c.name} failed: ${c.error?.type}: ${c.error?.message}`;
    return `${c.name} -> ${(0,util_text/* asText */.e1)(c.result)}`;
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ readSpan),
/* harmony export */   IB: () => (/* binding */ readOtlpJson),
/* harmony export */   K7: () => (/* binding */ keyValues),
/* harmony export */   Kq: () => (/* binding */ isOtlpJson),
/* harmony export */   SP: () => (/* binding */ readResourceLogs)
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
function anyValue(v) {
    if (v == null || typeof v !== 'object')
        return null;
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
                return ((x && x.values) || []).map((e) => anyValue(e));
            case 'kvlistValue':
            case 'kvlist_value':
                return keyValues(x && x.values);
            case 'bytesValue':
            case 'bytes_value':
                return typeof x === 'string' ? x : '';
        }
    }
    return null;
}
function keyValues(list) {
    const out = {};
    if (!Array.isArray(list))
        return out;
    for (const kv of list)
        if (kv && typeof kv.key === 'string')
            out[kv.key] = anyValue(kv.value);
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

/***/ 8313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readOtlpProto)
/* harmony export */ });
/* unused harmony export descriptor */
/* harmony import */ var protobufjs_minimal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6170);
/* harmony import */ var _span_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1725);
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
function anyValue(r, end) {
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
                        arr.push(anyValue(r, endOf(r)));
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
                        keyValue(r, endOf(r), obj);
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
function keyValue(r, end, into) {
    let key = '';
    let value = null;
    while (r.pos < end) {
        const tag = r.uint32();
        if (tag >>> 3 === F.KeyValue.key)
            key = r.string();
        else if (tag >>> 3 === F.KeyValue.value)
            value = anyValue(r, endOf(r));
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
                s.kind = (0,_span_js__WEBPACK_IMPORTED_MODULE_1__/* .spanKind */ .H6)(r.int32());
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
                        s.status.code = (0,_span_js__WEBPACK_IMPORTED_MODULE_1__/* .statusCode */ .se)(r.int32());
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
function readOtlpProto(bytes, where = 'request', into = (0,_span_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyBatch */ .gu)()) {
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


/***/ }),

/***/ 1360:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ Redactor)
});

// UNUSED EXPORTS: ASSIGNMENT

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./lib/trace/secret-rules.js
// Which strings are secrets. Detection comes first from a maintained rule set, secretlint's
// recommended preset (AWS, GCP, GitHub, Slack, npm, OpenAI, Anthropic, private keys, basic auth,
// database connection strings, ...), run over a whole value at once; then from the shapes below,
// which that preset does not cover (each is in test/trace/secret-corpus.test.ts with a sample).
// What is found is replaced wherever it appears (redact.ts).
// A token starts outside a word, or right after an escape such as \n in JSON-encoded text.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\\[nrt])`;
const startsToken = (re) => re.source.startsWith('\\b') ? new RegExp(START + re.source.slice(2), re.flags) : re;
/** Shapes the secretlint preset lacks: well-known prefixes and formats. */
const EXTRA_RULES = [
    { id: 'stripe-key', pattern: /\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
    { id: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
    { id: 'gitlab-token', pattern: /\b(?:glpat|gldt|glrt|glptt|glft|glsoat)-[0-9A-Za-z_-]{20,}/g },
    { id: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
    { id: 'huggingface-token', pattern: /\bhf_[A-Za-z0-9]{30,}/g },
    { id: 'pypi-token', pattern: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
    { id: 'sendgrid-key', pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
    { id: 'twilio-key', pattern: /\bSK[0-9a-f]{32}\b/g },
    { id: 'mailgun-key', pattern: /\bkey-[0-9a-f]{32}\b/g },
    { id: 'digitalocean-token', pattern: /\bdo[opr]_v1_[0-9a-f]{64}\b/g },
    { id: 'shopify-token', pattern: /\bshp(?:at|ca|pa|ss)_[0-9a-fA-F]{32}\b/g },
    { id: 'databricks-token', pattern: /\bdapi[0-9a-f]{32}\b/g },
    { id: 'azure-storage-key', pattern: /(?<=AccountKey=)[A-Za-z0-9+/]{40,}={0,2}/g },
    { id: 'azure-sas-signature', pattern: /(?<=[?&]sig=)[A-Za-z0-9%+/=]{20,}/g },
    // user:password@ in any URL (postgres://, mongodb+srv://, https://, amqp://, ...): the password.
    {
        id: 'url-password',
        pattern: /(?<=\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@"'<>]{0,100}:)[^\s/@"'<>]{1,200}(?=@[A-Za-z0-9.[\]-])/gi,
    },
    {
        id: 'private-key',
        pattern: /-----BEGIN[A-Z0-9 ]* PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]* PRIVATE KEY(?: BLOCK)?-----|$)/g,
    },
    { id: 'aws-access-key', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[0-9A-Z]{16}\b/g },
    { id: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
    { id: 'slack-token', pattern: /\bxox[abeoprs]-[A-Za-z0-9-]{10,}/g },
    { id: 'slack-webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/]{20,}/g },
    { id: 'discord-webhook', pattern: /https:\/\/discord(?:app)?\.com\/api\/webhooks\/[0-9]+\/[A-Za-z0-9_-]{20,}/g },
    { id: 'api-key', pattern: /\bsk-(?:ant-|proj-|svcacct-|admin-|live-|test-)?[A-Za-z0-9_-]{20,}/g },
    { id: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
    // The lookbehind's spaces are bounded: \s+ was read back over the whole run from every position in it.
    { id: 'bearer-token', pattern: /(?<=\b(?:Bearer|Basic|token)\s{1,16})[A-Za-z0-9._~+/-]{16,}=*/gi },
].map((r) => ({ ...r, pattern: startsToken(r.pattern) }));
/** An AWS access key id: the neighbour that makes a 40-character run an AWS secret. */
const AWS_KEY_ID = /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g;
/** Exactly 40 characters of base64 (an AWS secret access key's shape), alone. */
const FORTY = /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
/** How far from its key id a secret is still read as its pair, either side. */
const AWS_PAIR_DISTANCE = 200;
/**
 * Where AWS secret access keys sit beside their key id, in prose ("key AKIA... secret wJalr..."): 40
 * characters of base64 within 200 characters of a key id, either side, as [start, end) ranges. Two
 * linear scans and a merge: a lookaround over `[\s\S]{0,200}` read 200 characters back from every
 * position of agent text.
 */
function awsSecretsNearIds(text) {
    const ids = [...text.matchAll(AWS_KEY_ID)].map((m) => [m.index, m.index + m[0].length]);
    if (!ids.length)
        return [];
    const out = [];
    let i = 0; // the first id that does not end before this run's reach
    for (const m of text.matchAll(FORTY)) {
        const start = m.index;
        const end = start + 40;
        while (i < ids.length && ids[i][1] < start - AWS_PAIR_DISTANCE)
            i++;
        // A key id inside the run is not its neighbour; ids are 20 characters, so few fit in the window.
        for (let j = i; j < ids.length && ids[j][0] <= end + AWS_PAIR_DISTANCE; j++) {
            if (ids[j][1] <= start || ids[j][0] >= end) {
                out.push([start, end]);
                break;
            }
        }
    }
    return out;
}
/** The names of keys whose values are secrets: `password=`, `"api_key":`, `AWS_SECRET_ACCESS_KEY`. */
const SECRET_NAME = /(?:password|passwd|passphrase|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing[_-]?key|client[_-]?secret)/i;
/** Bits per character: random keys are high, words and numbers low. */
function entropy(s) {
    const counts = new Map();
    for (const c of s)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let h = 0;
    for (const n of counts.values())
        h -= (n / s.length) * Math.log2(n / s.length);
    return h;
}
/** A value under a secret-looking name that looks random (not a word, a boolean, a number, a placeholder). */
const looksSecret = (value) => value.length >= 8 &&
    !value.startsWith('[REDACTED') &&
    /[A-Za-z]/.test(value) &&
    /[0-9/+_=-]/.test(value) &&
    entropy(value) >= 3;
let secretlint;
/** secretlint's recommended preset, loaded once on first use. */
function loadSecretlint() {
    secretlint ??= (async () => {
        const [{ lintSource }, { creator }, { secretLintProfiler }] = await Promise.all([
            __webpack_require__.e(/* import() */ 707).then(__webpack_require__.bind(__webpack_require__, 6707)),
            __webpack_require__.e(/* import() */ 577).then(__webpack_require__.bind(__webpack_require__, 1577)),
            __webpack_require__.e(/* import() */ 806).then(__webpack_require__.bind(__webpack_require__, 806)),
        ]);
        // secretlint's profiler keeps every performance mark of every lint and scans them all on each new
        // one: over a job's sessions, quadratic time and unbounded memory. Emptied after each lint.
        const profiler = secretLintProfiler;
        const forget = async () => {
            await profiler.getMeasures();
            profiler.entries.length = 0;
            profiler.measures.length = 0;
            // (Its marks stay in the process's timeline: clearing them breaks the measures it takes later.)
        };
        const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };
        return async (content) => {
            const r = await lintSource({
                source: { content, filePath: 'agent-output.txt', ext: '.txt', contentType: 'text' },
                options: { config },
            });
            await forget();
            return r.messages.map((m) => m.range);
        };
    })();
    return secretlint;
}
/**
 * The secrets secretlint's preset finds in `text`, each extended to the whole token it starts (a
 * rule may report `key = AbC...` with only part of the value) and without a `name = ` before it.
 */
async function secretlintFindings(text) {
    const ranges = await (await loadSecretlint())(text);
    const found = new Set();
    for (const [start, end] of ranges) {
        let s = text.slice(start, end);
        const assignment = /^[\w.-]*\s*["']?\s*[:=]\s*["']?/.exec(s);
        let from = start;
        if (assignment && assignment[0].length < s.length && /[:=]/.test(assignment[0]))
            from = start + assignment[0].length;
        let to = end;
        while (to < text.length && /[A-Za-z0-9/+=_-]/.test(text[to]))
            to++;
        s = text.slice(from, to);
        if (s.length >= 8)
            found.add(s);
    }
    return [...found];
}

;// CONCATENATED MODULE: ./lib/trace/redact.js
// Secrets out of everything the agent wrote, before it goes anywhere: the judge prompt, the PR
// comment, results.json, sessions.jsonl, the journal, the log. Applied once where sessions are made
// (the runner, a journal read from another job, a trace file), so every later stage sees redacted
// text. What counts as a secret (secret-rules.ts): secretlint's recommended rules over the whole
// value, the shapes they lack, secret-looking `key=value` pairs and object keys at any depth, an AWS
// secret beside its key id, base64 of any of these, the job's own secret-looking environment values,
// and the config's `redact:` patterns, run on RE2 (linear time: a pattern from a pull request cannot
// hang the job).


// `password=...`, `"api_key": "..."`, `AWS_SECRET_ACCESS_KEY=...`: the value, when it looks random.
// Quotes may be JSON-escaped (\"), and an escape (\n) ends a value.
// The key starts where a key can (a lookbehind, not `\b`, which holds after every "-" and "." inside
// one) and is read once: a lookahead finds the secret-looking name in it, then the key is taken
// whole. `[\w.-]*NAME[\w.-]*` read to the key's end from every name in it (quadratic in "token-token-...").
const KEY = '[A-Za-z0-9_.-]';
const ASSIGNMENT = new RegExp(String.raw `(?<!${KEY})(?=${KEY}*?(?:${SECRET_NAME.source}))(${KEY}+)(\\?["']?\s*[:=]\s*\\?["']?)([^\s"',;&<>\\]{8,})`, 'gi');
/**
 * A text none of the rules can match has none of these: one cheap scan keeps the full set (with
 * its lookbehinds) off the great majority of strings in a trace.
 */
const MAYBE = /-----BEGIN|A[KS]IA|ABIA|ACCA|A3T|gh[pousr]_|github_pat_|xox[abeoprs]-|sk-|[spr]k_(live|test)|AIza|gl(pat|dt|rt|ptt|ft|soat)-|npm_|hf_|pypi-|SG\.|SK[0-9a-f]{32}|key-[0-9a-f]|do[opr]_v1|shp(at|ca|pa|ss)_|dapi[0-9a-f]|AccountKey|sig=|lin_api_|:\/\/[^\s/:@]*:[^\s/@]*@|hooks\.slack|discord|eyJ|bearer|basic|token|pass|secret|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing/i;
/**
 * The cheap check before the base64 scan: most strings have no such run. Tried only where a run
 * starts (the lookbehind), not again from every character inside one: a third faster on traces.
 */
const LONG_RUN = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24}/;
/** Base64 runs long enough to hide a token (a short one cannot). */
const BASE64 = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,4096}={0,2}(?![A-Za-z0-9+/=])/g;
/**
 * A key that is itself a token is long; shorter keys ("inputTokens", "password") name a value, which
 * is read as one (sending them to secretlint loaded it for every session).
 */
const KEY_SECRET_MIN = 20;
/**
 * The memo's bounds: strings of 64 characters to 64k (shorter ones, ids and times, are mostly unique
 * and cheaper to scan than to remember), 4M characters in all (then it starts again).
 */
const MEMO_MIN_LENGTH = 64;
const MEMO_MAX_LENGTH = 65_536;
const MEMO_MAX_CHARS = 4_000_000;
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
class Redactor {
    /** Redactions made so far, by kind. */
    counts = new Map();
    literals;
    known = new Map();
    extra;
    /**
     * `extraPatterns`: the config's `redact:` (RE2 syntax: no lookaround or backreferences, linear
     * time). `env`: the job's environment, whose secret-looking values are redacted wherever they appear.
     */
    constructor(extraPatterns = [], env = process.env) {
        for (const [k, v] of Object.entries(env))
            if (v && v.length >= 8 && SECRET_NAME.test(k))
                this.known.set(v, 'environment-secret');
        this.rebuild();
        this.extra = extraPatterns.map((p) => build/* RE2JS */.L3.compile(p));
    }
    get total() {
        return [...this.counts.values()].reduce((a, b) => a + b, 0);
    }
    rebuild() {
        const values = [...this.known.keys()].sort((a, b) => b.length - a.length);
        this.literals = values.length ? new RegExp(values.map(escapeRegExp).join('|'), 'g') : undefined;
        this.memo.clear(); // made with the old literals
        this.memoChars = 0;
    }
    mark(kind) {
        this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
        this.trail?.push(kind);
        return `[REDACTED:${kind}]`;
    }
    /**
     * What text() made of a string, for the same text met again: a trace repeats its arguments,
     * results and messages (in every model call's history, in nested spans). Bounded in characters;
     * emptied when the literals change. A hit counts its redactions again.
     */
    memo = new Map();
    memoChars = 0;
    /** The redactions text() is making, while it makes them (for the memo). */
    trail;
    /** While redact walks a value: the strings the cheap scan flags, for secretlint. */
    flagged;
    /** Set for the pass that only replaces what secretlint found. */
    literalsOnly = false;
    /**
     * The way in for everything the agent wrote, in one walk: every rule but secretlint's is applied
     * as each string is met, and the strings the cheap scan flags (most of a trace has none) go to
     * secretlint together afterwards. What it finds is remembered and, when new, replaced in a second
     * pass wherever it appears (JSON-escaped or not), since it may sit in strings no rule flagged.
     */
    async redact(v) {
        const flagged = [];
        this.flagged = flagged;
        let out;
        try {
            out = this.value(v);
        }
        finally {
            this.flagged = undefined;
        }
        return (await this.learn(flagged)) ? this.withLiterals(out) : out;
    }
    /** secretlint's rules over the flagged strings at once; true when it found something new. */
    async learn(flagged) {
        if (!flagged.length)
            return false;
        let added = false;
        for (const found of await secretlintFindings(flagged.join('\n'))) {
            for (const form of [found, unescapeJson(found)]) {
                if (form && form.length >= 8 && !form.startsWith('[REDACTED') && !this.known.has(form)) {
                    this.known.set(form, 'secretlint');
                    added = true;
                }
            }
        }
        if (added)
            this.rebuild();
        return added;
    }
    withLiterals(v) {
        this.literalsOnly = true;
        try {
            return this.value(v);
        }
        finally {
            this.literalsOnly = false;
        }
    }
    text(s) {
        if (s.length < 8)
            return s;
        if (this.literalsOnly)
            return this.replaceLiterals(s);
        const remembered = s.length >= MEMO_MIN_LENGTH;
        const done = remembered ? this.memo.get(s) : undefined;
        if (done) {
            if (done.marks)
                for (const kind of done.marks)
                    this.mark(kind);
            if (done.flagged)
                this.flagged?.push(s);
            return done.out;
        }
        const trail = [];
        this.trail = trail;
        let made;
        try {
            made = this.rules(s);
        }
        finally {
            this.trail = undefined;
        }
        if (made.flagged)
            this.flagged?.push(s);
        if (remembered && s.length <= MEMO_MAX_LENGTH) {
            if (this.memoChars + s.length > MEMO_MAX_CHARS) {
                this.memo.clear();
                this.memoChars = 0;
            }
            this.memo.set(s, { out: made.out, marks: trail.length ? trail : undefined, flagged: made.flagged });
            this.memoChars += s.length;
        }
        return made.out;
    }
    replaceLiterals(s) {
        return this.literals ? s.replace(this.literals, (m) => this.mark(this.known.get(m) ?? 'secret')) : s;
    }
    /** Every rule but secretlint's over one string; `flagged`: the cheap scan says secretlint should read it. */
    rules(s) {
        let out = this.replaceLiterals(s);
        const maybe = MAYBE.test(out);
        const flagged = out === s ? maybe : MAYBE.test(s);
        if (maybe) {
            // Before the key id itself is replaced: the secret is found by its neighbour.
            if (/A[KS]IA/.test(out))
                out = this.replaceRanges(out, awsSecretsNearIds(out), 'aws-secret-key');
            for (const { id, pattern } of EXTRA_RULES)
                out = out.replace(pattern, () => this.mark(id));
            out = out.replace(ASSIGNMENT, (all, key, sep, value) => looksSecret(value) ? `${key}${sep}${this.mark('secret-value')}` : all);
        }
        if (LONG_RUN.test(out))
            out = out.replace(BASE64, (run) => (this.hidesSecret(run) ? this.mark('base64-secret') : run));
        for (const re of this.extra)
            out = this.replaceRe2(re, out);
        return { out, flagged };
    }
    /** A base64 run whose decoded text holds a secret of a known shape. */
    hidesSecret(run) {
        const decoded = Buffer.from(run, 'base64').toString('utf8');
        // Binary (an image, a hash) is not text that could hold a token.
        if (!decoded || /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(decoded) || !MAYBE.test(decoded))
            return false;
        if (this.literals && new RegExp(this.literals.source).test(decoded))
            return true;
        return (EXTRA_RULES.some(({ pattern }) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(decoded)) ||
            [...decoded.matchAll(ASSIGNMENT)].some((m) => looksSecret(m[3])));
    }
    /** `s` with each of the sorted, disjoint [start, end) ranges replaced by a redaction mark. */
    replaceRanges(s, ranges, kind) {
        if (!ranges.length)
            return s;
        let out = '';
        let last = 0;
        for (const [start, end] of ranges) {
            out += s.slice(last, start) + this.mark(kind);
            last = end;
        }
        return out + s.slice(last);
    }
    replaceRe2(re, s) {
        const m = re.matcher(s);
        let out = '';
        let last = 0;
        while (m.find()) {
            if (m.end() === m.start())
                continue; // an empty match redacts nothing
            out += s.slice(last, m.start()) + this.mark('configured-pattern');
            last = m.end();
        }
        return last ? out + s.slice(last) : s;
    }
    /**
     * Every string inside a value (a session, tool arguments, results), redacted; the shape is kept.
     * A value under a secret-looking key is redacted when it looks random, at any depth, and a key
     * that is itself a secret is replaced. What holds no secret is returned as it is, not copied.
     */
    value(v, key) {
        if (typeof v === 'string') {
            if (key && SECRET_NAME.test(key) && !/\s|^[a-z][a-z0-9+.-]*:\/\//i.test(v) && looksSecret(v)) {
                if (this.flagged && MAYBE.test(v))
                    this.flagged.push(v); // it may appear elsewhere too
                return this.mark('secret-value');
            }
            return this.text(v);
        }
        if (!v || typeof v !== 'object')
            return v;
        // Plain loops: this walks every value of every session, and Object.entries allocated a pair per key.
        if (Array.isArray(v)) {
            let out;
            for (let i = 0; i < v.length; i++) {
                const y = this.value(v[i], key);
                if (y !== v[i])
                    (out ??= [...v])[i] = y;
            }
            return (out ?? v);
        }
        const o = v;
        let out;
        for (const k in o) {
            const x = o[k];
            const safeKey = k.length >= KEY_SECRET_MIN ? this.text(k) : k;
            const y = this.value(x, k);
            if (safeKey !== k) {
                out ??= { ...o };
                delete out[k];
                out[safeKey] = y;
            }
            else if (y !== x)
                (out ??= { ...o })[k] = y;
        }
        return (out ?? v);
    }
    /** "3 secret-looking value(s) were redacted (aws-access-key 1, ...)", or undefined. */
    summary() {
        if (!this.total)
            return undefined;
        const kinds = [...this.counts].map(([k, n]) => `${k} ${n}`).join(', ');
        return `${this.total} secret-looking value(s) in the agent's output were redacted before reporting or judging (${kinds}).`;
    }
}
/** The text a JSON string literal's body stands for (`a\nb` -> a, newline, b), or undefined. */
function unescapeJson(s) {
    if (!s.includes('\\'))
        return undefined;
    try {
        return JSON.parse(`"${s.replace(/(?<!\\)"/g, '\\"')}"`);
    }
    catch {
        return undefined;
    }
}


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

/***/ 8805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   W3: () => (/* binding */ CONTROL),
/* harmony export */   e1: () => (/* binding */ asText),
/* harmony export */   kH: () => (/* binding */ INVISIBLE),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
// Small helpers shared by every stage.
/** A value as text: strings as they are, anything else as JSON, nothing as "". */
const asText = (v) => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
/** Control characters (C0, DEL, C1: U+0085 is a line break to the runner). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Characters that are not seen but read: every format character (bidi controls, zero-width, the
 * Unicode tags U+E0000-E007F that can spell a hidden instruction to an AI reviewer), variation
 * selectors (U+FE00-FE0F, U+E0100-E01EF), the combining grapheme joiner and the Hangul fillers.
 */
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/gu;
/**
 * Text for a log line: one line, nothing invisible, and never a GitHub workflow command. The runner
 * reads `::command::` after trimming leading white space (its TrimStart also takes U+0085, U+00A0 and
 * the other Unicode spaces), and the legacy `##[command]` anywhere in a line.
 */
const logLine = (text) => text
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/^(\s*):(?=:)/u, '$1: ')
    .replace(/##\[/g, '# #[');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A JSON object (not null, not an array). */
const isRecord = (v) => !!v && typeof v === 'object' && !Array.isArray(v);


/***/ })

};
