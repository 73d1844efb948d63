export const id = 558;
export const ids = [558];
export const modules = {

/***/ 39558:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _p: () => (/* binding */ warmControls),
/* harmony export */   judgeControls: () => (/* binding */ judgeControls)
/* harmony export */ });
/* unused harmony exports CONTROL_POOLS, drawControls */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _calibration_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14079);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19430);
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
/** Reads the labelled sets ahead of the controls (the pipeline calls it while the first agents run). */
const warmControls = (root) => void labelled(root);
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
