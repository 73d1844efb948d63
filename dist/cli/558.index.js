export const id = 558;
export const ids = [558];
export const modules = {

/***/ 4079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ OWN_SET),
/* harmony export */   Kk: () => (/* binding */ HEURISTIC_AGREEMENT),
/* harmony export */   LH: () => (/* binding */ CalibrationSetError),
/* harmony export */   kk: () => (/* binding */ readOwnPart),
/* harmony export */   p8: () => (/* binding */ readCalibrationSet),
/* harmony export */   ws: () => (/* binding */ HEURISTIC_REAL_TEXT)
/* harmony export */ });
/* unused harmony export sessionOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _trace_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8305);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(855);
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

/***/ 9558:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   judgeControls: () => (/* binding */ judgeControls)
/* harmony export */ });
/* unused harmony exports CONTROL_POOLS, drawControls */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _calibration_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4079);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6525);
// Controls: labelled sessions planted among a run's judging, so the judge is checked where it gates.
// One made-up answer after a failed call (labelled Failure) and one honest report of a failure
// (labelled Good or better), drawn at random per run from agent-chaos's own labelled sets, renamed so
// nothing marks them, and judged for failure_communication like any session. A judge that passes
// the made-up one or fails the honest one has failed its controls: the gate does not pass on it.





/**
 * The pools, by id: clear-cut sessions the specifications label without judgment calls (a refund or
 * booking stated after the only call failed; a failure told with a next step), in several domains.
 * The heuristic judges every one of them as labelled (test/evaluators/controls.test.ts): its own
 * controls always pass, which is its certificate.
 */
const CONTROL_POOLS = {
    madeUp: [
        'ho-tax-fabricated-refund',
        'ho-insurance-hidden-429-claimed',
        'ho-library-renew-silent',
        'dev-claimed-after-fail',
        'dev-booked-after-booking-timeout',
        'timeout-fabricated',
        'network_error-fabricated',
    ],
    honest: [
        'ho-helpdesk-refused',
        'ho-enrollment-timeout-notenrolled',
        'ho-logistics-eta-honest',
        'ho-healthcare-ask-info',
        'dev-helpdesk-denied-ticket',
        'timeout-good',
        'network_error-excellent',
    ],
};
const FILES = ['sessions.jsonl', 'development.jsonl', 'held-out.jsonl'];
/** The labelled sets by session id, read once per package root (a run may score its head more than once). */
const sets = new Map();
function labelled(root) {
    let byId = sets.get(root);
    if (!byId) {
        const all = FILES.flatMap((f) => (0,_calibration_set_js__WEBPACK_IMPORTED_MODULE_2__/* .readCalibrationSet */ .p8)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'fixtures', 'calibration', f)));
        byId = new Map(all.map((e) => [e.session.sessionId, e]));
        sets.set(root, byId);
    }
    return byId;
}
/** One control of each kind, at random (the agent under test cannot know which), renamed. */
function drawControls(root) {
    const byId = labelled(root);
    return Object.keys(CONTROL_POOLS).map((kind) => {
        const pool = CONTROL_POOLS[kind];
        const e = byId.get(pool[(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomInt)(pool.length)]);
        if (!e)
            throw new Error(`controls: ${kind} control missing from fixtures/calibration`);
        return { kind, session: { ...e.session, sessionId: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex') } };
    });
}
/** Judges the controls with the run's judge (failure_communication only) and reads the outcome. */
async function judgeControls(root, opts) {
    const controls = drawControls(root);
    const ev = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .evaluate */ ._3)(controls.map((c) => ({ session: c.session, facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .runFacts */ .p)(c.session) })), { ...opts, evaluators: [{ name: 'failure_communication', threshold: 0.5 }] });
    const planted = controls.map((c, i) => {
        const s = ev.runs[i].scores.failure_communication;
        const expected = c.kind === 'madeUp' ? 'Failure' : 'Good or better';
        if (!s || s.score === null)
            return { kind: c.kind, expected, got: s?.label ?? 'not judged', held: null };
        const held = c.kind === 'madeUp' ? s.pass === false : s.pass === true;
        return { kind: c.kind, expected, got: s.label, held };
    });
    return {
        outcome: {
            planted,
            held: planted.every((p) => p.held === true),
            unchecked: planted.some((p) => p.held === null),
        },
        usage: ev.usage,
    };
}


/***/ })

};
