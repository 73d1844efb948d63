export const id = 620;
export const ids = [620];
export const modules = {

/***/ 41:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ countEvidence),
/* harmony export */   Wr: () => (/* binding */ healthOf),
/* harmony export */   gB: () => (/* binding */ healthText),
/* harmony export */   jG: () => (/* binding */ evidenceProblem),
/* harmony export */   rk: () => (/* binding */ expectedRuns)
/* harmony export */ });
/* harmony import */ var _runner_shard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1370);
/* harmony import */ var _judge_caps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
// What the verdict stands on: the runs expected (cases x repeats, this job's shard or every shard),
// the runs seen, what is missing or seen twice, and per case how many runs left a readable session.
// The gate never passes on what it did not see (gate.ts), so this is counted, recorded in
// results.json and said in the report's headline.


const MAX_LISTED = 50;
/**
 * The runs a job expects: every case x repeat, or one shard's share. With `shards` (the report job
 * of a sharded run), every run is expected and labelled with the shard that should have run it.
 */
function expectedRuns(cases, opts = {}) {
    const all = cases.flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ case: c.name, repeat: i + 1 })));
    if (opts.shard)
        return all.filter((r) => (0,_runner_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .inShard */ .I)(r.case, r.repeat, opts.shard));
    const count = opts.shards;
    if (!count || count < 2)
        return all;
    return all.map((r) => ({
        ...r,
        shard: Array.from({ length: count }, (_, i) => i + 1).find((index) => (0,_runner_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .inShard */ .I)(r.case, r.repeat, { index, count })),
    }));
}
const key = (c, r) => `${c}\u0000${r}`;
/**
 * Expected against seen. `seen` may hold one run several times (every shard's journal merged); the
 * first of each is the one scored, the others counted as duplicates.
 */
function countEvidence(expected, seen, shardCount) {
    const wanted = new Map(expected.map((e) => [key(e.case, e.repeat), e]));
    const got = new Map();
    let duplicates = 0;
    let unexpected = 0;
    for (const s of seen) {
        const k = key(s.case, s.repeat);
        if (!wanted.has(k))
            unexpected++;
        else if (got.has(k))
            duplicates++;
        else
            got.set(k, s);
    }
    const finished = [...got.values()].filter((s) => s.status !== 'cancelled');
    const done = new Set(finished.map((s) => key(s.case, s.repeat)));
    const missingRuns = expected.filter((e) => !done.has(key(e.case, e.repeat)));
    const evidence = {
        expected: expected.length,
        seen: finished.length,
        missing: missingRuns.length,
        missingRuns: missingRuns.slice(0, MAX_LISTED),
        duplicates,
        unexpected,
        cancelled: got.size - finished.length,
    };
    if (shardCount && shardCount > 1)
        evidence.shards = {
            count: shardCount,
            missing: [...new Set(missingRuns.flatMap((m) => (m.shard ? [m.shard] : [])))].sort((a, b) => a - b),
        };
    return evidence;
}
/** "shards 2, 3 of 4 did not deliver all their runs". */
function shardsMissing(shards) {
    const one = shards.missing.length === 1;
    return `shard${one ? '' : 's'} ${shards.missing.join(', ')} of ${shards.count} did not deliver ${one ? 'all its' : 'all their'} runs`;
}
/** A sentence a reviewer reads in ten seconds; undefined when every expected run was seen once. */
function evidenceProblem(e) {
    if (!e)
        return undefined;
    const parts = [];
    if (e.dropped?.length) {
        const names = e.dropped
            .slice(0, 5)
            .map((n) => `"${n}"`)
            .join(', ');
        const one = e.dropped.length === 1;
        const cases = `${one ? 'case' : `${e.dropped.length} cases`} ${names}${e.dropped.length > 5 ? ', ...' : ''}`;
        const theirs = one ? 'its runs are' : 'their runs are';
        parts.push(`the pull request's config drops ${cases} that the base's config runs: ${theirs} missing evidence, not a case that no longer counts`);
    }
    if (e.missing) {
        const why = e.shards?.missing.length
            ? `: ${shardsMissing(e.shards)}`
            : e.cancelled
                ? ': the job was cancelled'
                : e.reason
                    ? `: ${e.reason}`
                    : '';
        parts.push(`${e.missing} of ${e.expected} expected run(s) missing${why}`);
    }
    if (e.duplicates)
        parts.push(`${e.duplicates} run(s) delivered twice (a shard uploaded twice, or a stale shard): only the first of each was scored`);
    if (e.unexpected)
        parts.push(`${e.unexpected} run(s) the config does not expect (another config's or another repeat count's)`);
    if (e.overCaps)
        parts.push((0,_judge_caps_js__WEBPACK_IMPORTED_MODULE_0__/* .overCapsText */ .f9)(e.overCaps));
    return parts.length ? parts.join('; ') : undefined;
}
/** Statuses that are the agent's doing: it ran and left nothing to judge. */
const UNHEALTHY = new Set(['crashed', 'timeout', 'no_trace', 'flooded']);
function healthOf(c) {
    const ended = c.runs.filter((r) => r.status === 'ok' || UNHEALTHY.has(r.status));
    const bad = ended.filter((r) => r.status !== 'ok');
    const counts = new Map();
    for (const r of bad) {
        const text = (r.error ?? r.status)
            .replace(/^the agent crashed: /, '')
            .split('. ')[0]
            .slice(0, 120);
        const k = `${r.status}\u0000${text}`;
        const entry = counts.get(k) ?? { text, count: 0, status: r.status };
        entry.count++;
        counts.set(k, entry);
    }
    const why = [...counts.values()].sort((a, b) => b.count - a.count)[0];
    return { healthy: ended.length - bad.length, n: ended.length, ...(why ? { why } : {}) };
}
const VERB = {
    crashed: 'crashed',
    timeout: 'timed out',
    no_trace: 'sent no trace',
    flooded: 'flooded the receiver',
};
/** "12 of 15 head runs crashed: exit code 1" */
function healthText(h, side = 'head') {
    if (!h.why)
        return `${h.healthy} of ${h.n} ${side} run(s) left a session`;
    const bad = h.n - h.healthy;
    const reason = h.why.status === 'crashed' ? `: ${h.why.text}` : '';
    const mixed = h.why.count < bad ? ` (${h.why.count} of them${reason})` : reason;
    return `${bad} of ${h.n} ${side} run(s) ${h.why.count < bad ? 'left no session' : VERB[h.why.status]}${mixed}`;
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f9: () => (/* binding */ overCapsText)
/* harmony export */ });
/* unused harmony exports judgeCaps, casesToJudge, capLooks */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1091);
// What a job that holds the judge's credentials judges of runs another job collected (the report
// job, evaluate on workflow_run): at most what the base's config allows. The upload is untrusted (a
// fork's run job, or any run job: its config is the pull request's), and every run judged is paid
// for: 20 looks of 15 runs a side were judged with 2,424 calls against base caps allowing 24 runs.
// The caps: the base's cases plus gate.max_new_cases of the pull request's new ones; per case and
// side, confirm.max_runs runs (first round included); and the looks' runs, both sides together,
// within confirm.max_extra_runs. What lies past them is not judged, and is counted so that the gate
// does not pass on it (evidence.ts).

function judgeCaps(config, cases) {
    return {
        maxRuns: config.confirm.max_runs,
        maxExtraRuns: extraRunsCap(config.confirm, cases),
        maxNewCases: config.gate.max_new_cases,
    };
}
/**
 * The cases to judge: every case of the base's config (`base`, when it was read) and the first
 * `maxNewCases` the pull request adds; undefined base (no base config): every case.
 */
function casesToJudge(cases, base, maxNewCases) {
    if (!base)
        return { judged: new Set(cases.map((c) => c.name)), over: [] };
    const known = new Set(base.map((c) => c.name));
    const added = cases.filter((c) => !known.has(c.name)).map((c) => c.name);
    return { judged: new Set([...known, ...added.slice(0, maxNewCases)]), over: added.slice(maxNewCases) };
}
/**
 * The looks cut to the caps, in look order: a case's batch keeps the repeats that fit under
 * confirm.max_runs a side (after the first round's `firstRound` runs) and under what is left of the
 * extra runs; every other entry, and every entry of a case not judged, is counted in `over`.
 */
function capLooks(looks, firstRound, judged, caps) {
    const sofar = new Map(firstRound);
    let extraLeft = caps.maxExtraRuns;
    let over = 0;
    const why = new Set();
    const keep = new Map();
    for (const l of looks)
        keep.set(l, []);
    const numbers = [...new Set(looks.map((l) => l.look))].sort((a, b) => a - b);
    for (const n of numbers) {
        const at = looks.filter((l) => l.look === n);
        if (n === 1) {
            // The base's first round: as many runs as the head's first round, no more.
            for (const l of at)
                for (const e of l.entries) {
                    if (judged.has(e.case) && e.repeat <= (firstRound.get(e.case) ?? 0))
                        keep.get(l).push(e);
                    else
                        over++;
                }
            continue;
        }
        const byCase = new Map();
        for (const l of at)
            for (const e of l.entries) {
                if (!judged.has(e.case)) {
                    over++;
                    continue;
                }
                let of = byCase.get(e.case);
                if (!of)
                    byCase.set(e.case, (of = []));
                of.push({ l, e });
            }
        for (const [name, found] of byCase) {
            const sides = new Set(found.map((f) => f.l.side)).size;
            const size = found.reduce((m, f) => Math.max(m, f.e.repeat), 0);
            const room = Math.max(0, caps.maxRuns - (sofar.get(name) ?? 0));
            const budget = Math.floor(extraLeft / sides);
            const n = Math.min(size, room, budget);
            if (n < size)
                why.add(room <= budget ? `confirm.max_runs ${caps.maxRuns} a side` : `confirm.max_extra_runs ${caps.maxExtraRuns}`);
            for (const f of found) {
                if (f.e.repeat <= n)
                    keep.get(f.l).push(f.e);
                else
                    over++;
            }
            sofar.set(name, (sofar.get(name) ?? 0) + n);
            extraLeft -= n * sides;
        }
    }
    return { looks: looks.map((l) => ({ ...l, entries: keep.get(l) })), over, why: [...why] };
}
/** "1,812 run(s) past the base's caps were not judged (...)", for the headline. */
function overCapsText(o) {
    const named = `${o.cases.slice(0, 3).join(', ')}${o.cases.length > 3 ? ', …' : ''}`;
    const cases = o.cases.length
        ? `the pull request adds ${o.cases.length} case(s) past gate.max_new_cases (${named})`
        : '';
    const why = [cases, ...o.why].filter(Boolean).join('; ');
    return `${o.runs} uploaded run(s) past the base config's caps were not judged (${why}): raise the caps on the base branch first`;
}


/***/ }),

/***/ 1370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inShard)
/* harmony export */ });
/* unused harmony export parseShard */
/* harmony import */ var _util_random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5073);
// Sharding case x repeat across the jobs of a matrix: a stable hash, so every job agrees on its share.

/** "2/4" -> {index: 2, count: 4}; a clear error otherwise. */
function parseShard(text) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = m ? Number(m[1]) : NaN;
    const count = m ? Number(m[2]) : NaN;
    if (!m || count < 1 || index < 1 || index > count)
        throw new Error(`shard "${text}" is not valid: write i/n with 1 <= i <= n, e.g. 2/4`);
    return { index, count };
}
/** Whether a run belongs to a shard: a stable hash of case and repeat. */
const inShard = (caseName, repeat, shard) => ((0,_util_random_js__WEBPACK_IMPORTED_MODULE_0__/* .hashSeed */ .k)(`shard:${caseName}:${repeat}`) % shard.count) + 1 === shard.index;


/***/ }),

/***/ 355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ RUN_STATUSES)
/* harmony export */ });
// cancelled: the job was stopped while the run was going (not the agent's doing: --resume runs it again).
const RUN_STATUSES = ['ok', 'crashed', 'timeout', 'no_trace', 'flooded', 'cancelled'];


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

/***/ 9332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ nestsDeeper),
/* harmony export */   kF: () => (/* binding */ cutDepth),
/* harmony export */   nh: () => (/* binding */ parseBounded),
/* harmony export */   v_: () => (/* binding */ TooDeep)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
// Untrusted JSON (a journal line, a trace, a tool's arguments) may nest arrays and objects 100,000
// deep: JSON.parse takes it, and then every recursive walk after it (redaction, hashing, rendering,
// JSON.stringify) overflows the stack and ends the job with no verdict. The depth is read before the
// parse, in one pass (strings skipped with indexOf), and a deeper text is refused by the reader,
// which skips its line with a note or keeps the text as text.
/** Deeper than any trace, journal or tool payload seen: OTLP's own nesting is under 12. */
const MAX_JSON_DEPTH = 256;
/** True when the JSON text nests arrays and objects deeper than `max` (linear in the text). */
function nestsDeeper(text, max = MAX_JSON_DEPTH) {
    if (text.length <= 2 * max)
        return false; // each level takes two characters
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            i = stringEnd(text, i);
            if (i < 0)
                return false; // unterminated: JSON.parse says so
        }
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > max)
                return true;
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return false;
}
/** The index of the quote closing the string opened at `at` (a run of backslashes is read once). */
function stringEnd(text, at) {
    for (let j = text.indexOf('"', at + 1); j >= 0; j = text.indexOf('"', j + 1)) {
        let k = j - 1;
        while (text.charCodeAt(k) === 0x5c)
            k--;
        if ((j - 1 - k) % 2 === 0)
            return j;
    }
    return -1;
}
class TooDeep extends Error {
    constructor(max = MAX_JSON_DEPTH) {
        super(`nested deeper than ${max} levels`);
    }
}
/** JSON.parse of untrusted text, refusing (TooDeep) what nests deeper than `max`. */
function parseBounded(text, max = MAX_JSON_DEPTH) {
    if (nestsDeeper(text, max))
        throw new TooDeep(max);
    return JSON.parse(text);
}
/**
 * A parsed value with whatever nests deeper than `max` replaced by `mark` (a value that did not come
 * through parseBounded: a CloudWatch record's attribute object). The walk stops at `max` levels.
 */
function cutDepth(v, max, mark, depth = 0) {
    if (!v || typeof v !== 'object')
        return v;
    if (depth >= max)
        return mark;
    if (Array.isArray(v))
        return v.map((x) => cutDepth(x, max, mark, depth + 1));
    const out = {};
    for (const k in v)
        out[k] = cutDepth(v[k], max, mark, depth + 1);
    return out;
}


/***/ }),

/***/ 5073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ seededRandom),
/* harmony export */   k: () => (/* binding */ hashSeed)
/* harmony export */ });
// Seeded randomness, so runs, corruptions and bootstrap intervals reproduce exactly.
/** mulberry32: small, fast, good enough for sampling (not for secrets). Returns floats in [0, 1). */
function seededRandom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** A stable 32-bit seed from a string (FNV-1a). */
function hashSeed(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 0;
}


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
