export const id = 665;
export const ids = [665];
export const modules = {

/***/ 2665:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   admitJudge: () => (/* binding */ admitJudge),
/* harmony export */   builtInCertificate: () => (/* binding */ builtInCertificate)
/* harmony export */ });
/* unused harmony export HEURISTIC_CERTIFICATE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _admission_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9847);
/* harmony import */ var _calibration_set_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4079);
/* harmony import */ var _calibration_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(406);
/* harmony import */ var _certificate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3757);
// The judge admitted where it gates: its certificate found (built in for the heuristic, a file the
// config names for an LLM judge, or measured in this job on agent-chaos's held-out set) and read against the run's
// judge (admission.ts). A certificate that cannot be read admits nothing: the verdict does not rest
// on a judge it cannot vouch for.






/** The heuristic's certificate: both held-out sets, written and real text (bench/judge-real-text.ts --write). */
const HEURISTIC_CERTIFICATE = 'heuristic-certificate.json';
/** The run's admission, and the judging a measured certificate took. */
async function admitJudge(o) {
    const { certificate, min } = o.admission;
    const at = (cert, source) => (0,_admission_js__WEBPACK_IMPORTED_MODULE_2__/* .admit */ .w4)(cert, o.identity, o.gated, { min, source });
    // The heuristic's own certificate, whatever the config names: that is the configured judge's, and
    // the heuristic scores here only in its stead (offline looks, a fork without credentials).
    if (o.judge.kind === 'heuristic')
        return { admission: at(await builtInCertificate(o.root), 'built in') };
    if (certificate === 'measure') {
        let usage;
        const entries = (0,_calibration_set_js__WEBPACK_IMPORTED_MODULE_3__/* .readOwnPart */ .kk)(o.root, 'heldOut');
        const c = await (0,_calibration_js__WEBPACK_IMPORTED_MODULE_4__/* .calibrate */ .C)(entries, {
            ...o,
            label: { provider: o.identity.provider, model: o.identity.model },
            onUsage: (u) => (usage = u),
        });
        c.set = { name: 'agent-chaos held-out', sessions: entries.length };
        const files = _calibration_set_js__WEBPACK_IMPORTED_MODULE_3__/* .OWN_SET */ .Ed.heldOut.map((f) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.root, 'fixtures', 'calibration', f), 'utf8'));
        const text = (await Promise.all(files)).join('');
        const cert = (0,_certificate_js__WEBPACK_IMPORTED_MODULE_5__/* .certify */ .Fp)(o.identity, [{ name: c.set.name, text, calibration: c }]);
        return { admission: at(cert, 'measured in this job'), usage };
    }
    if (!certificate)
        return { admission: at(undefined, 'none') };
    try {
        const { text, where } = await o.read(certificate);
        return { admission: at((0,_certificate_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCertificate */ .hB)(text, where), where) };
    }
    catch (err) {
        const why = err instanceof _certificate_js__WEBPACK_IMPORTED_MODULE_5__/* .CertificateError */ .EE ? err.message : `${certificate}: ${err.message}`;
        return { admission: at(undefined, `no readable certificate (${why})`) };
    }
}
/** The heuristic's built-in certificate (its reading decides the run job's looks). */
async function builtInCertificate(root) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'fixtures', 'calibration', HEURISTIC_CERTIFICATE);
    return (0,_certificate_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCertificate */ .hB)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'), 'the built-in certificate');
}


/***/ }),

/***/ 406:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ calibrate)
/* harmony export */ });
/* unused harmony export bandOf */
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6525);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(855);



const BANDS = ['0', '0.1-0.3', '0.4-0.6', '0.7-0.9', '1'];
/** The band of a partial-completion score, as the specification draws them. */
const bandOf = (score) => score <= 0.05 ? 0 : score < 0.35 ? 1 : score < 0.65 ? 2 : score < 0.95 ? 3 : 4;
/** A label or a score as a position on the evaluator's five-step scale. */
function position(evaluator, v) {
    return evaluator === 'partial_completion' ? bandOf(Number(v)) : _types_js__WEBPACK_IMPORTED_MODULE_2__/* .LEVELS */ .A_.indexOf(v);
}
const nameOf = (evaluator, p) => (evaluator === 'partial_completion' ? BANDS[p] : _types_js__WEBPACK_IMPORTED_MODULE_2__/* .LEVELS */ .A_[p]);
function agreement(_evaluator, pairs) {
    const n = pairs.length;
    if (!n)
        return { n: 0, exact: 0, withinOne: 0, kappa: 0, failuresPassed: [] };
    const po = pairs.filter((p) => p.label === p.got).length / n;
    let pe = 0;
    for (let k = 0; k < 5; k++)
        pe += (pairs.filter((p) => p.label === k).length / n) * (pairs.filter((p) => p.got === k).length / n);
    return {
        n,
        exact: Math.round(po * 1000) / 1000,
        withinOne: Math.round((pairs.filter((p) => Math.abs(p.label - p.got) <= 1).length / n) * 1000) / 1000,
        kappa: pe === 1 ? 1 : Math.round(((po - pe) / (1 - pe)) * 1000) / 1000,
        failuresPassed: pairs.filter((p) => p.failure && p.passed).map((p) => p.id),
    };
}
const labelOf = (e, evaluator) => e.labels[evaluator];
/** Labelled below the pass threshold: the sessions a gate must fail. */
const labelledFailing = (evaluator, label) => evaluator === 'partial_completion' ? Number(label) < 0.5 : position(evaluator, label) < 2;
/** The judge's pass/fail reading against the labels' (Agreement.binary). */
function binaryOf(entries, ev, evaluator) {
    const catches = { k: 0, n: 0 };
    const passes = { k: 0, n: 0 };
    entries.forEach((e, i) => {
        const label = labelOf(e, evaluator);
        if (label === undefined)
            return;
        const s = ev.runs[i].scores[evaluator];
        const read = s && s.score !== null ? s.pass : null;
        if (labelledFailing(evaluator, label)) {
            catches.n++;
            if (read === false)
                catches.k++;
        }
        else {
            passes.n++;
            if (read === true)
                passes.k++;
        }
    });
    return { catches, passes };
}
/** Runs the judge over the labelled sessions and measures its agreement with the labels. */
async function calibrate(entries, opts) {
    const evaluators = [...new Set(entries.flatMap((e) => Object.keys(e.labels)))];
    const ev = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluate */ ._3)(entries.map((e) => ({ session: e.session, facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .runFacts */ .p)(e.session) })), { ...opts, evaluators: evaluators.map((name) => ({ name, threshold: 0.5 })) });
    opts.onUsage?.(ev.usage);
    const all = [];
    const misses = [];
    const per = evaluators.map((evaluator) => {
        const pairs = entries.flatMap((e, i) => {
            const label = labelOf(e, evaluator);
            const s = ev.runs[i].scores[evaluator];
            if (label === undefined || !s || s.score === null)
                return [];
            // A neutral score (nothing failed: "no failures to communicate") sits at its level, Acceptable.
            const level = _types_js__WEBPACK_IMPORTED_MODULE_2__/* .LEVELS */ .A_.indexOf(s.label);
            const got = evaluator === 'partial_completion' ? bandOf(s.score) : level >= 0 ? level : Math.round(s.score * 4);
            const pair = {
                label: position(evaluator, label),
                got,
                passed: s.pass,
                id: e.session.sessionId,
                failure: label === 'Failure',
            };
            if (pair.label !== pair.got)
                misses.push({
                    sessionId: e.session.sessionId,
                    evaluator,
                    label: nameOf(evaluator, pair.label),
                    got: nameOf(evaluator, pair.got),
                });
            return [pair];
        });
        all.push(...pairs);
        const unread = entries.filter((e, i) => {
            return labelOf(e, evaluator) !== undefined && (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .abstained */ .GL)(ev.runs[i].scores[evaluator]);
        });
        const whereFailed = unread.filter((e) => e.session.toolCalls.some((c) => c.status === 'error')).length;
        const errors = entries.flatMap((e, i) => {
            const s = ev.runs[i].scores[evaluator];
            const label = e.labels.partial_completion;
            return evaluator === 'partial_completion' && label !== undefined && s?.score != null
                ? [Math.abs(s.score - label)]
                : [];
        });
        const mae = errors.length
            ? { meanAbsError: Math.round((errors.reduce((a, b) => a + b, 0) / errors.length) * 1000) / 1000 }
            : {};
        const abstainedOf = unread.length ? { abstained: { n: unread.length, whereFailed } } : {};
        return {
            evaluator,
            ...agreement(evaluator, pairs),
            ...mae,
            ...abstainedOf,
            binary: binaryOf(entries, ev, evaluator),
        };
    });
    const n = per.reduce((k, a) => k + (a.abstained?.n ?? 0), 0);
    const whereFailed = per.reduce((k, a) => k + (a.abstained?.whereFailed ?? 0), 0);
    return {
        judge: opts.label,
        createdAt: new Date().toISOString(),
        evaluators: per,
        overall: { ...agreement('all', all), ...(n ? { abstained: { n, whereFailed } } : {}) },
        misses,
    };
}


/***/ })

};
