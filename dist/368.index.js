export const id = 368;
export const ids = [368];
export const modules = {

/***/ 14079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ OWN_SET),
/* harmony export */   Kk: () => (/* binding */ HEURISTIC_AGREEMENT),
/* harmony export */   kk: () => (/* binding */ readOwnPart),
/* harmony export */   p8: () => (/* binding */ readCalibrationSet),
/* harmony export */   ws: () => (/* binding */ HEURISTIC_REAL_TEXT)
/* harmony export */ });
/* unused harmony exports sessionOf, CalibrationSetError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12311);
/* harmony import */ var _trace_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18305);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80855);
// Labelled sessions a judge is measured against, read from JSON Lines. A line is either a whole
// labelled session ({session, labels, rationale}, as agent-chaos's own development part holds) or the
// short form a team writes by hand for its own domain (docs/calibration.md): the request, the tool
// calls with their results or errors, the answer, the labels and a one-line reason. Errors name the
// file, the line and the field.





const labelsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    failure_communication: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_3__/* .LEVELS */ .A_).optional(),
    recovery_strategy: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_3__/* .LEVELS */ .A_).optional(),
    partial_completion: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1).optional(),
});
const callSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    tool: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    args: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(),
    /** "Type: message", or the object. */
    error: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })]).optional(),
    fault: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** Start, ms after the session's start (default: one second after the previous call). */
    at: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).optional(),
    ms: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).optional(),
    /** A lying tool's change (fault empty_result, stale_data, ...): what changed and whether the agent could tell. */
    lie: _trace_session_js__WEBPACK_IMPORTED_MODULE_2__/* .lieSchema */ .yz.optional(),
});
const shortSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    domain: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    lang: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    input: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    tools: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    calls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(callSchema),
    modelFaults: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        effect: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        call: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
        detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        recovered: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    }))
        .optional(),
    answer: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    labels: labelsSchema,
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(10),
});
const fullSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    session: _trace_session_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionSchema */ ._M,
    labels: labelsSchema,
    rationale: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(10),
    source: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    domain: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    lang: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const T0 = Date.parse('2026-05-01T09:00:00Z');
const hex = (n) => n.toString(16).padStart(16, '0');
/** The short form as a session: calls in order, each one second apart unless `at` says otherwise. */
function sessionOf(e, line) {
    let clock = 0;
    const toolCalls = e.calls.map((c, i) => {
        const start = c.at ?? clock;
        const end = start + (c.ms ?? 500);
        clock = start + 1000;
        const error = typeof c.error === 'string'
            ? { type: c.error.split(':')[0].trim(), message: c.error.slice(c.error.indexOf(':') + 1).trim() }
            : c.error;
        return {
            name: c.tool,
            arguments: c.args ?? {},
            result: error ? null : (c.result ?? null),
            status: error ? 'error' : 'ok',
            ...(error ? { error } : {}),
            spanId: hex(line * 1000 + i + 1),
            startTime: new Date(T0 + start).toISOString(),
            endTime: new Date(T0 + end).toISOString(),
            ...(c.fault ? { fault: c.fault, faultFrom: 'harness' } : {}),
            ...(c.detail ? { faultDetail: c.detail } : {}),
            ...(c.lie ? { lie: c.lie } : {}),
        };
    });
    const messages = [
        { role: 'user', text: e.input },
        ...toolCalls.map((c) => ({
            role: 'tool',
            text: c.error
                ? `${c.name} failed: ${c.error.type}: ${c.error.message}`
                : `${c.name} -> ${JSON.stringify(c.result)}`,
            spanId: c.spanId,
        })),
        { role: 'assistant', text: e.answer, spanId: hex(line * 1000) },
    ];
    return {
        sessionId: e.id,
        traceIds: [hex(line) + hex(line)],
        dialect: 'genai',
        input: e.input,
        finalAnswer: e.answer,
        availableTools: e.tools ?? [...new Set(e.calls.map((c) => c.tool))],
        toolCalls,
        messages,
        modelCalls: toolCalls.length + 1,
        usage: { inputTokens: 0, outputTokens: 0 },
        durationMs: clock,
        ...(e.modelFaults?.length ? { modelFaults: e.modelFaults } : {}),
    };
}
class CalibrationSetError extends Error {
}
/** Reads a calibration set; throws CalibrationSetError naming file:line and the field at fault. */
function readCalibrationSet(path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (err) {
        throw new CalibrationSetError(`${path}: cannot read the calibration set (${err.message})`);
    }
    const entries = [];
    const ids = new Set();
    text.split('\n').forEach((raw, i) => {
        const line = i + 1;
        if (!raw.trim())
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (err) {
            throw new CalibrationSetError(`${path}:${line}: not JSON (${err.message}); one object per line`);
        }
        const full = value !== null && typeof value === 'object' && 'session' in value;
        const parsed = (full ? fullSchema : shortSchema).safeParse(value);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = issue.path.join('.') || '(line)';
            throw new CalibrationSetError(`${path}:${line}: ${field}: ${issue.message} (see docs/calibration.md for the label format)`);
        }
        const entry = 'session' in parsed.data
            ? parsed.data
            : {
                session: sessionOf(parsed.data, line),
                labels: parsed.data.labels,
                rationale: parsed.data.reason,
                domain: parsed.data.domain,
                lang: parsed.data.lang,
            };
        if (!Object.keys(entry.labels).length)
            throw new CalibrationSetError(`${path}:${line}: labels: no label (give at least one evaluator's label)`);
        if (ids.has(entry.session.sessionId))
            throw new CalibrationSetError(`${path}:${line}: id "${entry.session.sessionId}" is used twice`);
        ids.add(entry.session.sessionId);
        entries.push(entry);
    });
    if (!entries.length)
        throw new CalibrationSetError(`${path}: no labelled session`);
    return entries;
}
/**
 * agent-chaos's own set, in two parts: development (the rules and prompts were tuned on it) and
 * held-out (written before the rules changed, never tuned on: the figure the report shows).
 */
const OWN_SET = {
    development: ['sessions.jsonl', 'development.jsonl'],
    heldOut: ['held-out.jsonl'],
};
/** One part of agent-chaos's own set, from fixtures/calibration under `root`. */
const readOwnPart = (root, part) => OWN_SET[part].flatMap((f) => readCalibrationSet((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'fixtures', 'calibration', f)));
/** The heuristic's measured agreement with the own set, written by `npm run calibration` (a test keeps it current). */
const HEURISTIC_AGREEMENT = 'heuristic.json';
/**
 * The heuristic's agreement with text real LLM agents wrote (fixtures/calibration/real-text.json names
 * the public transcripts), written by `npm run calibration:real-text` where they can be fetched; shown
 * only while its `rules` are the rules in force.
 */
const HEURISTIC_REAL_TEXT = 'heuristic-real-text.json';


/***/ }),

/***/ 42162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e4: () => (/* binding */ TYPICAL_OUTPUT_TOKENS),
  _3: () => (/* binding */ evaluate),
  IZ: () => (/* binding */ requestTokens)
});

// EXTERNAL MODULE: ./lib/config/schema.js + 5 modules
var schema = __webpack_require__(98767);
// EXTERNAL MODULE: ./lib/judge/budget.js
var budget = __webpack_require__(4266);
// EXTERNAL MODULE: ./lib/judge/judge.js
var judge_judge = __webpack_require__(72500);
// EXTERNAL MODULE: ./lib/judge/render.js
var render = __webpack_require__(83543);
// EXTERNAL MODULE: ./lib/judge/readings.js
var readings = __webpack_require__(49278);
// EXTERNAL MODULE: ./lib/judge/schema-json.js
var schema_json = __webpack_require__(30571);
// EXTERNAL MODULE: ./lib/judge/tokens.js
var tokens = __webpack_require__(6989);
// EXTERNAL MODULE: ./lib/util/limit.js
var limit = __webpack_require__(88631);
// EXTERNAL MODULE: ./lib/evaluators/heuristics.js
var heuristics = __webpack_require__(18609);
// EXTERNAL MODULE: ./lib/evaluators/offline-sure.js
var offline_sure = __webpack_require__(13855);
// EXTERNAL MODULE: ./lib/evaluators/index.js + 14 modules
var evaluators = __webpack_require__(17120);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
// EXTERNAL MODULE: ./lib/evaluators/behaviors.js
var behaviors = __webpack_require__(58781);
// EXTERNAL MODULE: ./lib/evaluators/taxonomy.js
var taxonomy = __webpack_require__(37327);
;// CONCATENATED MODULE: ./lib/evaluators/insights.js
// Failure insights across sessions: what the agent does wrong (not the faults the test injected),
// grouped into insights, each with root causes, a fix aimed at the agent and sample sessions,
// largest first. Every insight has a key (behavior, tool, error class) that stays the same from run to
// run, so the report can tell which insights are new in a pull request and which the base had. The
// judge groups when one is available; the deterministic grouping by key is used without a judge or
// when the judge fails.




const MAX_SAMPLES = 3;
const findingKey = (f) => `${f.behavior ?? f.category}|${f.tool ?? 'agent'}|${f.errorClass ?? 'error'}`;
/** Deterministic grouping: one insight per behavior, tool and error class, with its own root cause and fix. */
function groupInsights(items) {
    const groups = new Map();
    for (const { session, analysis } of items) {
        for (const f of analysis.findings) {
            const key = findingKey(f);
            let g = groups.get(key);
            if (!g)
                groups.set(key, (g = { f, sessions: new Map() }));
            g.sessions.set(session.sessionId, [...(g.sessions.get(session.sessionId) ?? []), f]);
        }
    }
    const out = [...groups.entries()].map(([key, { f, sessions }]) => {
        const tool = f.tool ?? 'the agent';
        const cls = (f.errorClass ?? 'error');
        const b = f.behavior ? behaviors/* BEHAVIORS */.UX[f.behavior] : undefined;
        const fix = b?.fix(tool, cls);
        const rootCause = {
            name: `${f.behavior ?? f.category} at ${tool} (${f.errorClass ?? 'error'})`,
            explanation: b ? b.rootCause(tool, cls) : f.description,
            suggestedFix: fix ? `${fix.fix} (change: ${fix.target.replace(/_/g, ' ')})` : 'No fix suggested.',
            affectedSessions: sessions.size,
            samples: [...sessions.entries()].slice(0, MAX_SAMPLES).map(([sessionId, findings]) => ({ sessionId, findings })),
        };
        return {
            key,
            name: `${b ? b.title(tool, cls) : `${(0,taxonomy/* categoryTitle */.p8)(f.category)} at ${tool}`}${f.evidence ? `: ${f.evidence}` : ''}`,
            description: b ? `${(0,taxonomy/* categoryTitle */.p8)(f.category)}.` : f.description,
            affectedSessions: sessions.size,
            rootCauses: [rootCause],
        };
    });
    return out.sort((a, b) => b.affectedSessions - a.affectedSessions || a.name.localeCompare(b.name));
}
/** The key of a judge-made insight: the commonest finding key among its sample sessions. */
function keyOf(samples) {
    const counts = new Map();
    for (const s of samples)
        for (const f of s.findings)
            counts.set(findingKey(f), (counts.get(findingKey(f)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'other|agent|error';
}
const groupingSchema = schemas/* object */.Ikc({
    insights: schemas/* array */.YOg(schemas/* object */.Ikc({
        name: schemas/* string */.YjP(),
        description: schemas/* string */.YjP(),
        root_causes: schemas/* array */.YOg(schemas/* object */.Ikc({
            name: schemas/* string */.YjP(),
            explanation: schemas/* string */.YjP(),
            suggested_fix: schemas/* string */.YjP(),
            session_ids: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
        }))
            .min(1),
    })),
});
/** Groups with the judge; falls back to the deterministic grouping when it fails or answers nonsense. */
async function judgeInsights(items, judge, mayRetry) {
    const withFindings = items.filter((i) => i.analysis.findings.length);
    if (!withFindings.length)
        return { insights: [], usage: { inputTokens: 0, outputTokens: 0 }, calls: 0 };
    const nonce = (0,render/* newNonce */.Yd)();
    const clip = (t) => t.slice(0, 600);
    // Sessions are named by number: an id is the agent's text and stays out of the prompt's instructions.
    const lines = withFindings.map(({ analysis }, i) => [
        `session ${i + 1}:`,
        (0,render/* delimit */.Tb)(nonce, [
            clip(analysis.findings
                .map((f) => `${f.behavior ?? f.category} at ${f.tool ?? 'agent'} (${f.errorClass ?? 'error'}): ${f.description}`)
                .join(' | ')),
            `root cause: ${clip(analysis.rootCause?.explanation ?? 'unknown')}`,
            `suggested fix: ${clip(analysis.suggestedFix?.fix ?? 'none')}`,
        ].join('\n')),
    ].join('\n'));
    let spent = { usage: { inputTokens: 0, outputTokens: 0 }, calls: 1 };
    try {
        const reply = await judge.judge({
            system: `You group the failures of many runs of an AI agent under a chaos test into insights: recurring patterns of what the AGENT did wrong (the faults the test injected are the experiment, not the insight), each with its root causes, a suggested fix per root cause aimed at the agent (its system prompt, a tool description, the retry policy or error handling of its tool layer, validation of tool output) and specific to the error class it faced, and the numbers of the sessions it affects (session_ids: "1", "2", ...). Merge findings that share a cause; keep distinct causes apart; do not repeat the same fix text under different insights.\n\n${(0,render/* dataRule */.xt)(nonce)}`,
            prompt: `${lines.join('\n\n')}\n\nGroup these sessions' failures into insights.`,
            schema: groupingSchema,
            mayRetry,
            name: 'failure_insights',
            description: 'Record the failure insights across sessions',
        });
        spent = { usage: reply.usage, calls: reply.calls };
        // The reply names sessions by their number; anything else names none.
        const byId = new Map(withFindings.map((item, i) => [String(i + 1), item]));
        const idOf = (n) => byId.get(n).session.sessionId;
        const insights = reply.value.insights.map((ins) => {
            const rootCauses = ins.root_causes.map((rc) => {
                const ids = [...new Set(rc.session_ids)].filter((id) => byId.has(id));
                return {
                    name: rc.name,
                    explanation: rc.explanation,
                    suggestedFix: rc.suggested_fix,
                    affectedSessions: ids.length,
                    samples: ids
                        .slice(0, MAX_SAMPLES)
                        .map((id) => ({ sessionId: idOf(id), findings: byId.get(id).analysis.findings })),
                };
            });
            const sessions = new Set(ins.root_causes.flatMap((rc) => rc.session_ids.filter((id) => byId.has(id))));
            const kept = rootCauses.filter((r) => r.affectedSessions > 0);
            return {
                key: keyOf(kept.flatMap((r) => r.samples)),
                name: ins.name,
                description: ins.description,
                affectedSessions: sessions.size,
                rootCauses: kept,
            };
        });
        const usable = insights.filter((i) => i.affectedSessions > 0);
        if (!usable.length)
            throw new Error('the grouping named no known session');
        usable.sort((a, b) => b.affectedSessions - a.affectedSessions);
        return { insights: usable, usage: reply.usage, calls: reply.calls };
    }
    catch (err) {
        const e = err;
        const usage = e.usage ?? spent.usage;
        return { insights: groupInsights(items), usage, calls: e.calls ?? spent.calls, error: e.message };
    }
}

// EXTERNAL MODULE: ./lib/evaluators/types.js
var types = __webpack_require__(80855);
;// CONCATENATED MODULE: ./lib/evaluators/engine.js
// Runs the evaluators over sessions: deterministic results first, then the heuristic or the LLM
// judge, with one concurrency limit shared by every judge call and a spending budget. A judge error
// or an exhausted budget is recorded on the run (score null), never turned into a 0 or dropped.
// When the budget cannot cover every call, the calls are planned up front, stratified: every case's
// first repeats before any case's later ones, gated evaluators first, the same plan on both sides.













const notJudged = (label, reason, source) => ({
    score: { score: null, label, pass: null, reason, source },
});
/**
 * A heuristic score whose answer the rules could not read whole: in a language the word lists lack,
 * or longer than the part they read. Its level would be a guess: the judge says it cannot tell.
 */
function unsure(r, input) {
    const why = (0,heuristics/* unsureReading */.fZ)(input.session.finalAnswer);
    if (!why || r.score.score === null)
        return r;
    return { ...(0,types/* cannotTell */.JM)(why), ...(r.analysis ? { analysis: r.analysis } : {}) };
}
/** The input as the deterministic rules read it: the request cut to the bound. */
function readable(input) {
    const { session } = input;
    if (session.finalAnswer.length <= heuristics/* HEURISTIC_READ_CHARS */.YI && session.input.length <= heuristics/* HEURISTIC_READ_CHARS */.YI)
        return input;
    return {
        ...input,
        session: {
            ...session,
            input: session.input.slice(0, heuristics/* HEURISTIC_READ_CHARS */.YI),
            finalAnswer: session.finalAnswer.slice(0, heuristics/* HEURISTIC_READ_CHARS */.YI),
        },
    };
}
/** When the budget is short, the gated evaluators are judged first. */
const EVALUATOR_ORDER = ['failure_communication', 'recovery_strategy', 'partial_completion', 'failure_analysis'];
/** A judge's typical answer (tokens), for planning a cost budget; the cap itself reserves the most it may answer. */
const TYPICAL_OUTPUT_TOKENS = 400;
/** Estimated input tokens of a judge request: system prompt, prompt and schema (the estimate errs high). */
const requestTokens = (req) => (0,tokens/* estimateTokens */.b)(req.system) +
    (0,tokens/* estimateTokens */.b)(req.prompt) +
    (0,tokens/* estimateTokens */.b)(JSON.stringify((0,schema_json/* toolJsonSchema */.K)(req.schema))) +
    50;
async function evaluate(inputs, opts) {
    const e = new Evaluating(inputs, opts);
    e.withoutJudge();
    e.plan();
    await e.judgeAll();
    const runs = e.runs();
    const insights = await e.insights(runs);
    return { runs, insights, usage: e.usage(), notes: e.notes };
}
/**
 * One evaluation, in its steps: what needs no judge (deterministic results, the heuristic), the plan
 * of judge calls the budget covers, the calls, the runs' scores, the insights, the usage.
 */
class Evaluating {
    inputs;
    opts;
    notes = [];
    model;
    budget;
    limiter;
    deadline;
    results;
    calls = [];
    skipped = new Set();
    savedCalls = 0;
    reused = 0;
    renderedTokens = [];
    cache = new Map();
    /** The calls the offline judge's sure readings stood in for. */
    sure = [];
    audits = [];
    tally = { sure: 0, audited: 0, disagreed: 0, withdrawn: [] };
    /** Readings of evaluators that do not gate, past the LLM judge's sample. */
    outside = 0;
    constructor(inputs, opts) {
        this.inputs = inputs;
        this.opts = opts;
        this.model = opts.judge.kind === 'llm' ? opts.judge.judge.model : 'heuristic';
        this.budget = new budget/* Budget */.__(this.model, opts.budget, opts.prices);
        this.limiter = new limit/* Limiter */.j(opts.concurrency);
        this.deadline = Date.now() + (opts.deadlineMs ?? Infinity);
        this.results = inputs.map(() => []);
    }
    pastDeadline() {
        const seconds = Math.round((this.opts.deadlineMs ?? 0) / 1000);
        return new judge_judge/* JudgeError */.Q6(`the judge deadline (judge.deadline, ${seconds}s for the whole job) passed before this run was judged`);
    }
    /** The judge's answer, or a judge error once the deadline passes (a hung call does not hold the job). */
    beforeDeadline(call) {
        const left = this.deadline - Date.now();
        if (!Number.isFinite(left))
            return call;
        let timer;
        const expired = new Promise((_, reject) => (timer = setTimeout(() => reject(this.pastDeadline()), Math.max(0, left))));
        return Promise.race([call, expired]).finally(() => clearTimeout(timer));
    }
    rendered(i) {
        let r = this.cache.get(i);
        if (!r) {
            r = (0,render/* renderForJudge */.tF)(this.inputs[i].session, this.opts.tokenBudget ?? render/* DEFAULT_TOKEN_BUDGET */.I1);
            this.cache.set(i, r);
            this.renderedTokens.push(r.tokens);
        }
        return r;
    }
    /** Every evaluator of run i "not judged" with the reason. */
    notJudgedAll(i, reason) {
        for (let j = 0; j < this.opts.evaluators.length; j++)
            this.results[i][j] = notJudged('judge error', reason, 'judge_error');
    }
    /**
     * 1. What needs no judge: deterministic results, and everything with the heuristic. Scoring is
     * synchronous and cannot be interrupted inside a run, so the deadline is checked between runs (each
     * run reads at most HEURISTIC_READ_CHARS of text, in linear time): runs past it are not judged.
     */
    withoutJudge() {
        const { opts, inputs } = this;
        const heuristic = opts.judge.kind === 'heuristic';
        inputs.forEach((whole, i) => {
            if (heuristic && Date.now() >= this.deadline) {
                const seconds = Math.round((opts.deadlineMs ?? 0) / 1000);
                const reason = `Scoring exceeded judge.deadline (${seconds}s for the whole job) before run ${i + 1} of ${inputs.length}; it was not scored.`;
                return this.notJudgedAll(i, reason);
            }
            const chars = whole.session.finalAnswer.length;
            if (heuristic && chars > heuristics/* HEURISTIC_READ_CHARS */.YI) {
                const [length, most] = [chars, heuristics/* HEURISTIC_READ_CHARS */.YI].map((n) => n.toLocaleString('en-US'));
                const reason = `The final answer is ${length} characters, past the ${most} the heuristic judge reads; it was not scored (an LLM judge reads it within judge.token_budget).`;
                return this.notJudgedAll(i, reason);
            }
            const input = readable(whole);
            opts.evaluators.forEach((e, j) => {
                const ev = evaluators/* EVALUATORS */.J[e.name];
                const det = ev.deterministic?.(input, e.threshold);
                if (det) {
                    if (opts.judge.kind === 'llm' && !(0,schema/* isOracle */.Rp)(e.name))
                        this.savedCalls++;
                    this.results[i][j] = det;
                }
                else if (heuristic)
                    this.results[i][j] = unsure(ev.heuristic(input, e.threshold), input);
                else if (this.pastSample(i, e.name)) {
                    this.outside++;
                    const r = unsure(ev.heuristic(input, e.threshold), input);
                    const sample = `past the ${opts.sample?.runs} run(s) a case the LLM judge reads for ${e.name}, which does not gate`;
                    this.results[i][j] = { ...r, score: { ...r.score, reason: `Offline judge (${sample}): ${(0,offline_sure/* offlineWords */.bZ)(r)}` } };
                }
                else {
                    const rendered = this.rendered(i);
                    const req = ev.request(whole, rendered);
                    const key = opts.judge.kind === 'llm' ? (0,readings/* readingKey */.o)(this.model, req, rendered.nonce) : '';
                    const call = { i, j, req, tokens: requestTokens(req), key };
                    const sure = this.sureReading(input, j);
                    if (!sure)
                        this.calls.push(call);
                    else {
                        this.results[i][j] = sure;
                        this.sure.push(call);
                        if ((0,offline_sure/* audited */.bx)(key, opts.offline?.auditEvery))
                            this.calls.push({ ...call, audits: sure });
                    }
                }
            });
        });
    }
    /** Whether run i is past the LLM judge's sample for an evaluator that does not gate. */
    pastSample(i, name) {
        const { sample, priority } = this.opts;
        return Boolean(sample?.evaluators.includes(name) && (priority?.[i]?.tier ?? 0) >= sample.runs);
    }
    /** The offline judge's reading where one of its sure rules gave it (offline-sure.ts), counted. */
    sureReading(input, j) {
        const setting = this.opts.evaluators[j];
        if (this.opts.offline?.job?.withdrawn.includes(setting.name))
            return undefined;
        const r = (0,offline_sure/* sureReading */.Oo)(input, setting, this.opts.offline?.sure.get(setting.name));
        if (r)
            this.tally.sure++;
        return r;
    }
    /** 2. The plan: in stratified order, the calls the budget covers (one kept for the insights). */
    plan() {
        const { opts, calls, budget } = this;
        const rank = (c) => {
            const p = opts.priority?.[c.i] ?? { tier: 0, group: c.i };
            return [p.tier, EVALUATOR_ORDER.indexOf(opts.evaluators[c.j].name), p.group];
        };
        calls.sort((a, b) => {
            const [ra, rb] = [rank(a), rank(b)];
            return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
        });
        const { max_calls, max_cost_usd } = opts.budget ?? {};
        // failure_analysis's findings are grouped into insights by one more call: kept in the plan.
        const insightsCall = opts.evaluators.some((e) => e.name === 'failure_analysis') ? 1 : 0;
        const most = max_calls === undefined ? Infinity : Math.max(0, max_calls - insightsCall);
        const costCap = max_cost_usd !== undefined && budget.priced ? max_cost_usd : Infinity;
        let cost = insightsCall * budget.worstCost(2_000 + 250 * this.inputs.length, TYPICAL_OUTPUT_TOKENS);
        // A call whose transcript an earlier one (or an earlier evaluation) reads costs nothing.
        const readings = opts.judge.kind === 'llm' ? opts.judge.readings : undefined;
        const read = new Set();
        let needed = 0;
        let planned = 0;
        let full = false;
        for (const c of calls) {
            if (readings && (read.has(c.key) || readings.get(c.key)))
                continue;
            needed++;
            const more = budget.worstCost(c.tokens, TYPICAL_OUTPUT_TOKENS);
            full ||= planned >= most || cost + more > costCap;
            if (full) {
                this.skipped.add(c);
                continue;
            }
            planned++;
            cost += more;
            read.add(c.key);
        }
        if (planned < needed)
            this.notes.push(`The judge budget (judge.budget) covers about ${planned} of the ${needed} judge calls this side needs: they were planned before judging, every case's earliest runs first and the gated evaluators first, the same way on both sides; the other ${needed - planned} are "not judged: budget".`);
    }
    /**
     * 3. One call, in plan order: answered by an earlier reading of the same transcript where the job
     * has one (or is asking for it), else asked of the judge.
     */
    call(c) {
        const { opts } = this;
        if (this.skipped.has(c) || opts.judge.kind !== 'llm')
            return Promise.resolve(notJudged('not judged: budget', 'The judge budget (calls or cost) does not cover this run: it was planned for the runs judged first.', 'budget'));
        const readings = opts.judge.readings;
        if (!readings)
            return this.ask(c).then((a) => a.result);
        const fromEarlier = (value) => {
            this.reused++;
            return evaluators/* EVALUATORS */.J[opts.evaluators[c.j].name].fromReply(value, this.inputs[c.i], opts.evaluators[c.j].threshold, this.rendered(c.i));
        };
        const earlier = readings.get(c.key);
        if (earlier)
            return earlier.then(fromEarlier, () => this.call({ ...c, key: `${c.key}+` }));
        const asked = this.ask(c);
        readings.asking(c.key, asked.then((a) => ('value' in a ? a.value : Promise.reject(new Error('no reading')))));
        return asked.then((a) => a.result);
    }
    /** A call to the judge: it reserves its worst-case cost, and so does a retry. */
    ask(c) {
        const { opts, budget } = this;
        const ev = evaluators/* EVALUATORS */.J[opts.evaluators[c.j].name];
        const threshold = opts.evaluators[c.j].threshold;
        const judge = opts.judge.judge;
        const without = (result) => ({ result });
        return this.limiter.run(async () => {
            const worst = budget.worstCost(c.tokens, judge_judge/* JUDGE_MAX_OUTPUT_TOKENS */.CB);
            if (!budget.reserve(worst))
                return without(notJudged('not judged: budget', 'The judge budget (calls or cost) was used up before this run.', 'budget'));
            // A retry carries the first answer and the correction: twice the prompt, at most.
            const retryWorst = budget.worstCost(2 * c.tokens + judge_judge/* JUDGE_MAX_OUTPUT_TOKENS */.CB, judge_judge/* JUDGE_MAX_OUTPUT_TOKENS */.CB);
            let retried = false;
            const mayRetry = () => (retried = budget.reserve(retryWorst));
            const release = () => (retried ? { worst: worst + retryWorst, reservations: 2 } : { worst, reservations: 1 });
            try {
                if (Date.now() >= this.deadline)
                    throw this.pastDeadline();
                const reply = await this.beforeDeadline(judge.judge({ ...c.req, mayRetry }));
                const r = release();
                budget.settle(reply.usage, reply.calls, r.worst, r.reservations);
                return {
                    result: ev.fromReply(reply.value, this.inputs[c.i], threshold, this.rendered(c.i)),
                    value: reply.value,
                };
            }
            catch (err) {
                const e = err instanceof judge_judge/* JudgeError */.Q6 ? err : new judge_judge/* JudgeError */.Q6(err.message);
                const r = release();
                budget.settle(e.usage, e.calls, r.worst, r.reservations);
                return without(notJudged('judge error', e.message, 'judge_error'));
            }
        });
    }
    /** Every planned call; each run reported (onRun) as its last evaluator is done. */
    async judgeAll() {
        const { opts, inputs, results } = this;
        const left = inputs.map((_, i) => opts.evaluators.filter((_, j) => !results[i][j]).length);
        const done = (i) => {
            const scores = Object.fromEntries(opts.evaluators.map((e, j) => [e.name, results[i][j].score]));
            opts.onRun?.(i, scores);
        };
        inputs.forEach((_, i) => left[i] === 0 && done(i));
        await Promise.all(this.calls.map(async (c) => {
            const result = await this.call(c);
            if (c.audits)
                return void this.audits.push({ c, result });
            results[c.i][c.j] = result;
            if (--left[c.i] === 0)
                done(c.i);
        }));
        await this.checkAudit();
    }
    /**
     * The audit: where the LLM judge read the offline judge's sure readings of an evaluator across the
     * pass line more often than the held-out parts allow, they are withdrawn and the LLM judge reads
     * them all (an audited one keeps the LLM judge's reading).
     */
    async checkAudit() {
        const { opts, tally } = this;
        if (!opts.offline)
            return;
        const read = this.audits.filter((a) => a.result.score.pass !== null);
        tally.audited += read.length;
        const again = [];
        opts.evaluators.forEach((e, j) => {
            const of = read.filter((a) => a.c.j === j);
            const disagreed = of.filter((a) => a.result.score.pass !== a.c.audits?.score.pass).length;
            tally.disagreed += disagreed;
            const heldOut = opts.offline?.heldOut[e.name];
            if (!heldOut)
                return;
            const job = opts.offline?.job;
            const before = job?.withdrawn.includes(e.name);
            const out = job
                ? (0,offline_sure/* auditInJob */.wU)(job, e.name, { audits: of.length, disagreed }, heldOut)
                : (0,offline_sure/* withdrawn */.VJ)(disagreed, of.length, heldOut);
            if (!out)
                return;
            tally.withdrawn.push(e.name);
            // Withdrawn before this judging began: it read them all already; said once, where it was withdrawn.
            if (before && !this.sure.some((c) => c.j === j))
                return;
            const seen = job?.counts[e.name] ?? { audits: of.length, disagreed };
            const where = job ? ' in this job' : '';
            this.notes.push(`The LLM judge read ${seen.disagreed} of ${seen.audits} audited sure reading(s) of the offline judge for ${e.name}${where} the other way, more than its held-out parts allow: the offline judge's readings of ${e.name} were withdrawn and the LLM judge read them all.`);
            for (const call of this.sure) {
                if (call.j !== j)
                    continue;
                const audit = of.find((a) => a.c.i === call.i);
                if (audit)
                    this.results[call.i][j] = audit.result;
                else
                    again.push(call);
            }
        });
        await Promise.all(again.map(async (c) => (this.results[c.i][c.j] = await this.call(c))));
    }
    runs() {
        return this.inputs.map((_, i) => {
            const run = { scores: {} };
            this.opts.evaluators.forEach((e, j) => {
                run.scores[e.name] = this.results[i][j].score;
                if (this.results[i][j].analysis)
                    run.analysis = this.results[i][j].analysis;
            });
            return run;
        });
    }
    /** The sessions' analyses grouped into insights: by the judge where the budget and deadline allow. */
    async insights(runs) {
        const { opts, budget } = this;
        const analysed = this.inputs
            .map((input, i) => ({ session: input.session, analysis: runs[i].analysis }))
            .filter((x) => !!x.analysis);
        if (!analysed.length)
            return [];
        // What grouping by the judge may cost, measured only for a judge that costs (the analyses
        // rendered and counted: 45 ms for 1,000 sessions).
        const cost = opts.judge.kind === 'llm' && this.deadline - Date.now() > 0
            ? budget.worstCost((0,tokens/* estimateTokens */.b)(JSON.stringify(analysed.map((a) => a.analysis))) + 2_000, judge_judge/* JUDGE_MAX_OUTPUT_TOKENS */.CB)
            : undefined;
        if (cost !== undefined && opts.judge.kind === 'llm' && budget.reserve(cost)) {
            let retried = false;
            const grouped = await judgeInsights(analysed, opts.judge.judge, () => (retried = budget.reserve(cost * 2)));
            budget.settle(grouped.usage, grouped.calls, retried ? cost * 3 : cost, retried ? 2 : 1);
            if (grouped.error)
                this.notes.push(`Insights grouped without the judge (deterministic grouping): ${grouped.error}`);
            return grouped.insights;
        }
        if (opts.judge.kind === 'llm')
            this.notes.push(`Insights grouped without the judge: ${Date.now() >= this.deadline ? 'the judge deadline passed' : 'the budget was used up'}.`);
        return groupInsights(analysed);
    }
    usage() {
        const { budget } = this;
        if (this.opts.judge.kind === 'llm' && !budget.priced)
            this.notes.push(`No price known for ${this.model}: add it under judge.prices to estimate cost.`);
        return {
            judgeCalls: budget.calls,
            inputTokens: budget.inputTokens,
            outputTokens: budget.outputTokens,
            estimatedCostUsd: Math.round(budget.costUsd * 10000) / 10000,
            savedCalls: this.savedCalls,
            reused: this.reused,
            renderedTokens: this.renderedTokens,
            ...(this.opts.offline ? { offline: this.tally } : {}),
            ...(this.outside && this.opts.sample ? { sampled: { ...this.opts.sample, readings: this.outside } } : {}),
        };
    }
}


/***/ })

};
