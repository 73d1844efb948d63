export const id = 374;
export const ids = [374];
export const modules = {

/***/ 6525:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ runFacts)
/* harmony export */ });
/* harmony import */ var _chaos_mcp_server_faults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1366);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7596);
// Deterministic facts of a run, read from the trace, never asked of a judge.


const ERROR_EFFECTS = new Set(_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .ERROR_EFFECT_TYPES */ .hg);
/** The instructions a case injects, and whether each reached the agent. */
function injectionsOf(session, effects, fired) {
    const out = [];
    for (const [tool, list] of Object.entries(effects.tool_effects))
        for (const e of list) {
            if (e.effect_type !== 'inject_instruction')
                continue;
            const reached = fired
                ? fired.some((f) => f.tool === tool && f.effect === 'inject_instruction' && !f.noop)
                : session.toolCalls.some((c) => c.name === tool && (!c.fault || c.fault.includes('inject_instruction')));
            out.push({ tool, via: 'result', call_tool: e.call_tool, canary: e.canary, fired: reached });
        }
    for (const e of effects.mcp_effects ?? []) {
        if (e.effect_type !== 'tools_changed' || e.change !== 'description_injected')
            continue;
        const reached = fired ? fired.some((f) => f.tool === _chaos_mcp_server_faults_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER */ .y && f.effect === 'tools_changed') : true;
        out.push({ tool: e.tool, via: 'description', call_tool: e.call_tool, canary: e.canary, fired: reached });
    }
    return out;
}
/**
 * `fired`: the faults the injector logged (AGENT_CHAOS_FAULT_LOG), when it logged; else firing is
 * read from the spans' agent_chaos.fault, else inferred from failures.
 */
function runFacts(session, effects = { tool_effects: {} }, fired, checks) {
    const calls = session.toolCalls;
    let retries = 0;
    const lastFailed = new Set();
    for (const c of calls) {
        if (lastFailed.has(c.name))
            retries++;
        if (c.status === 'error')
            lastFailed.add(c.name);
        else
            lastFailed.delete(c.name);
    }
    const anyFaultRecorded = calls.some((c) => c.fault);
    const faults = [];
    for (const [tool, list] of Object.entries(effects.tool_effects)) {
        const ofTool = calls.filter((c) => c.name === tool);
        for (const e of list) {
            // With injectors that record agent_chaos.fault, firing is read from the span; without them
            // (stored traces), an error effect fired when the tool failed, a data effect when it was called.
            const firedNow = fired
                ? fired.some((f) => f.tool === tool && !f.target && !f.noop && f.effect === e.effect_type)
                : anyFaultRecorded
                    ? ofTool.some((c) => c.fault === e.effect_type)
                    : ERROR_EFFECTS.has(e.effect_type)
                        ? ofTool.some((c) => c.status === 'error')
                        : ofTool.length > 0;
            const noop = !firedNow && !!fired?.some((f) => f.tool === tool && !f.target && f.noop && f.effect === e.effect_type);
            faults.push({
                tool,
                effect: e.effect_type,
                fired: firedNow,
                exercised: ofTool.length > 0 || firedNow,
                ...(noop ? { noop } : {}),
            });
        }
    }
    // Model faults: fired when the proxy (or, from a stored session, its record) says so.
    for (const e of effects.model_effects ?? []) {
        const firedNow = fired
            ? fired.some((f) => f.target === 'model' && f.effect === e.effect_type)
            : (session.modelFaults ?? []).some((f) => f.effect === e.effect_type);
        faults.push({
            tool: 'model',
            target: 'model',
            effect: e.effect_type,
            fired: firedNow,
            exercised: session.modelCalls > 0 || firedNow,
        });
    }
    return {
        toolCalls: calls.length,
        failedCalls: calls.filter((c) => c.status === 'error').length,
        retries,
        faults,
        modelCalls: session.modelCalls,
        inputTokens: session.usage.inputTokens,
        outputTokens: session.usage.outputTokens,
        durationMs: session.durationMs,
        checks: { side_effects: checks?.side_effects ?? [], ...checks, injections: injectionsOf(session, effects, fired) },
    };
}


/***/ }),

/***/ 9065:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ evaluatorSettings)
});

// EXTERNAL MODULE: ./lib/config/schema.js + 4 modules
var schema = __webpack_require__(7596);
;// CONCATENATED MODULE: ./lib/config/evaluators.js
// The evaluators a config runs when it lists none: the four judged ones, and each check no judge
// reads where the config sets up what it checks. Here, in config/, so the job that holds credentials
// can pin the base's set before anything runs (trust.ts).

/**
 * side_effects where the config names tools that change state or injects an ambiguous failure,
 * trajectory where a case has expect rules, injection where a case injects an instruction.
 */
function oraclesFor(config) {
    const maps = config.cases.flatMap((c) => (c.effects === undefined ? [] : [c.effects].flat()));
    const effects = maps.flatMap((m) => Object.values(m.tool_effects)
        .flat()
        .map((e) => e.effect_type));
    const ambiguous = effects.some((e) => schema/* AFTER_EFFECT_TYPES */.HR.includes(e) || e === 'slow_success');
    const injected = effects.includes('inject_instruction') ||
        maps.some((m) => (m.mcp_effects ?? []).some((e) => e.effect_type === 'tools_changed' && e.change === 'description_injected'));
    return [
        ...(config.side_effects.length || ambiguous ? ['side_effects'] : []),
        ...(config.cases.some((c) => c.expect) ? ['trajectory'] : []),
        ...(injected ? ['injection'] : []),
    ];
}
/** The config's evaluators as it lists them, or the default set for it. */
const evaluatorsOf = (config) => config.evaluators ?? [...schema/* JUDGED_EVALUATORS */.HK, ...oraclesFor(config)];

;// CONCATENATED MODULE: ./lib/evaluators/settings.js
// The evaluators a config asks for: needed before any run (to fail early and to price the judge),
// so kept apart from the modules that score, which the pipeline loads once its agents have started.


const thresholdOf = (name, given) => given ?? schema/* DEFAULT_THRESHOLDS */.JJ[name] ?? 0.5;
/** The evaluators a config asks for, with their pass thresholds (0.5 by default; trajectory 1). */
function evaluatorSettings(config) {
    const list = config ? evaluatorsOf(config) : [...schema/* JUDGED_EVALUATORS */.HK];
    return list.map((e) => typeof e === 'string'
        ? { name: e, threshold: thresholdOf(e) }
        : { name: e.name, threshold: thresholdOf(e.name, e.threshold) });
}


/***/ }),

/***/ 4266:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ PRICES_AS_OF),
/* harmony export */   __: () => (/* binding */ Budget),
/* harmony export */   xx: () => (/* binding */ priceOf)
/* harmony export */ });
/* unused harmony export DEFAULT_PRICES */
/** When the table below was written down from the providers' list prices: every cost line is an estimate as of then. */
const PRICES_AS_OF = '2026-11-29';
/**
 * Default USD prices per million tokens, matched by substring of the model id (first match wins).
 * Estimates for the report, not a bill; override or extend them with judge.prices in the config.
 */
const DEFAULT_PRICES = [
    ['claude-opus', { input_per_mtok: 15, output_per_mtok: 75 }],
    ['claude-sonnet', { input_per_mtok: 3, output_per_mtok: 15 }],
    ['claude-3-7-sonnet', { input_per_mtok: 3, output_per_mtok: 15 }],
    ['claude-haiku', { input_per_mtok: 1, output_per_mtok: 5 }],
    ['claude-3-5-haiku', { input_per_mtok: 0.8, output_per_mtok: 4 }],
    ['nova-pro', { input_per_mtok: 0.8, output_per_mtok: 3.2 }],
    ['nova-lite', { input_per_mtok: 0.06, output_per_mtok: 0.24 }],
    ['gpt-4o-mini', { input_per_mtok: 0.15, output_per_mtok: 0.6 }],
    ['gpt-4o', { input_per_mtok: 2.5, output_per_mtok: 10 }],
    ['gpt-4.1-mini', { input_per_mtok: 0.4, output_per_mtok: 1.6 }],
    ['gpt-4.1', { input_per_mtok: 2, output_per_mtok: 8 }],
];
function priceOf(model, overrides = {}) {
    if (overrides[model])
        return overrides[model];
    const m = model.toLowerCase();
    return DEFAULT_PRICES.find(([k]) => m.includes(k))?.[1];
}
class Budget {
    model;
    caps;
    prices;
    calls = 0;
    inputTokens = 0;
    outputTokens = 0;
    reserved = 0;
    constructor(model, caps = {}, prices = {}) {
        this.model = model;
        this.caps = caps;
        this.prices = prices;
    }
    get costUsd() {
        const p = priceOf(this.model, this.prices);
        return p ? (this.inputTokens * p.input_per_mtok + this.outputTokens * p.output_per_mtok) / 1e6 : 0;
    }
    get priced() {
        return priceOf(this.model, this.prices) !== undefined;
    }
    reservedCost = 0;
    /** The most a call with this many prompt tokens can cost (0 when the model has no price). */
    worstCost(inputTokens, outputTokens) {
        const p = priceOf(this.model, this.prices);
        return p ? (inputTokens * p.input_per_mtok + outputTokens * p.output_per_mtok) / 1e6 : 0;
    }
    /** Reserves one call that may cost up to `worst`; false when a cap would be passed. */
    reserve(worst = 0) {
        const { max_calls, max_cost_usd } = this.caps;
        if (max_calls !== undefined && this.calls + this.reserved >= max_calls)
            return false;
        if (max_cost_usd !== undefined && this.costUsd + this.reservedCost + worst > max_cost_usd)
            return false;
        this.reserved++;
        this.reservedCost += worst;
        return true;
    }
    /** Settles a reservation (and its retry's, if one was made) with what the calls actually used. */
    settle(usage, calls, worst = 0, reservations = 1) {
        this.reserved = Math.max(0, this.reserved - reservations);
        this.reservedCost = Math.max(0, this.reservedCost - worst);
        this.calls += calls;
        this.inputTokens += usage.inputTokens;
        this.outputTokens += usage.outputTokens;
    }
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

/***/ 8481:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ unpricedText),
/* harmony export */   E9: () => (/* binding */ dollars),
/* harmony export */   zI: () => (/* binding */ agentCost)
/* harmony export */ });
/* harmony import */ var _judge_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4266);
// What the agent's own model calls cost in a job: the tokens its traces report (gen_ai.usage, by the
// model each span names), priced by the built-in table and the config's `prices`. An estimate from
// the traces, not a bill: tokens a span does not report and models with no price are not in it, and
// it says which models it could not price.

/** Dollars as the cost lines write them: four decimals under a cent (a run's tokens), else two. */
const dollars = (usd) => `$${usd.toFixed(usd > 0 && usd < 0.01 ? 4 : 2)}`;
/** The models an estimate could not price, and where a price goes (the caller escapes the names where it must). */
const unpricedText = (models) => models.length ? `; no price for ${models.join(', ')} (set it in the config's prices)` : '';
function agentCost(sessions, prices = {}) {
    const out = { sessions: 0, inputTokens: 0, outputTokens: 0, unpriced: [], unnamedTokens: 0 };
    let cost = 0;
    let priced = false;
    for (const s of sessions) {
        out.sessions++;
        out.inputTokens += s.usage.inputTokens;
        out.outputTokens += s.usage.outputTokens;
        let named = 0;
        for (const [model, u] of Object.entries(s.usage.byModel ?? {})) {
            named += u.inputTokens + u.outputTokens;
            const p = (0,_judge_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .priceOf */ .xx)(model, prices);
            if (!p) {
                if (!out.unpriced.includes(model) && out.unpriced.length < 10)
                    out.unpriced.push(model);
                continue;
            }
            priced = true;
            cost += (u.inputTokens * p.input_per_mtok + u.outputTokens * p.output_per_mtok) / 1e6;
        }
        out.unnamedTokens += Math.max(0, s.usage.inputTokens + s.usage.outputTokens - named);
    }
    if (priced)
        out.costUsd = Math.round(cost * 1e9) / 1e9;
    return out;
}


/***/ }),

/***/ 3317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ summarize)
/* harmony export */ });
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(497);

function summarize(caseName, runs, evaluators) {
    const out = {};
    for (const ev of evaluators) {
        const scored = runs.map((r) => r.scores[ev]).filter((s) => s && s.score !== null);
        const values = scored.map((s) => s.score);
        const passes = scored.filter((s) => s.pass !== null);
        const ci = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .bootstrapMeanCI */ .GW)(values, `${caseName}|${ev}`);
        out[ev] = {
            mean: values.length ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .round */ .LI)((0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mean */ .i2)(values)) : null,
            n: values.length,
            passRate: passes.length ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .round */ .LI)(passes.filter((s) => s.pass).length / passes.length) : null,
            ci: ci ? [(0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .round */ .LI)(ci[0]), (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .round */ .LI)(ci[1])] : null,
        };
    }
    return out;
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
