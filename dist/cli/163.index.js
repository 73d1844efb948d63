export const id = 163;
export const ids = [163,313];
export const modules = {

/***/ 5163:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadSessions: () => (/* binding */ loadSessions),
  readSessionsFile: () => (/* binding */ readSessionsFile),
  readSessionsOrTraces: () => (/* binding */ readSessionsOrTraces)
});

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
// EXTERNAL MODULE: ./lib/util/json-depth.js
var json_depth = __webpack_require__(9332);
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
const attrs = (raw) => Array.isArray(raw)
    ? (0,otlp_json/* keyValues */.K7)(raw)
    : raw && typeof raw === 'object'
        ? (0,json_depth/* cutDepth */.kF)(raw, otlp_json/* MAX_VALUE_DEPTH */.Ht, otlp_json/* TOO_DEEP */.gZ)
        : {};
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
            r = (0,json_depth/* parseBounded */.nh)(r);
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
            return (0,otlp_proto.readOtlpProto)(bytes, name, batch);
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
        const doc = (0,json_depth/* parseBounded */.nh)(l);
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
            doc = (0,json_depth/* parseBounded */.nh)(line);
        }
        catch (err) {
            if (err instanceof json_depth/* TooDeep */.v_) {
                batch.problems.push(`${path}:${n}: ${err.message} (line skipped)`);
                continue;
            }
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
async function loadSessions(paths, redactor = new redact.Redactor()) {
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
        sessions.push(...(0,normalize.normalize)(batch));
    }
    return { sessions: await redactor.redact(sessions), problems };
}


/***/ }),

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
