export const id = 735;
export const ids = [735];
export const modules = {

/***/ 47735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  admitJudge: () => (/* binding */ admitJudge),
  builtInCertificate: () => (/* binding */ builtInCertificate)
});

// UNUSED EXPORTS: HEURISTIC_CERTIFICATE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/evaluators/admission.js
var admission = __webpack_require__(69847);
// EXTERNAL MODULE: ./lib/evaluators/calibration-set.js
var calibration_set = __webpack_require__(14079);
// EXTERNAL MODULE: ./lib/evaluators/engine.js + 1 modules
var engine = __webpack_require__(42162);
// EXTERNAL MODULE: ./lib/evaluators/facts.js + 2 modules
var facts = __webpack_require__(19430);
// EXTERNAL MODULE: ./lib/evaluators/types.js
var types = __webpack_require__(80855);
;// CONCATENATED MODULE: ./lib/evaluators/calibration.js



const BANDS = ['0', '0.1-0.3', '0.4-0.6', '0.7-0.9', '1'];
/** The band of a partial-completion score, as the specification draws them. */
const bandOf = (score) => score <= 0.05 ? 0 : score < 0.35 ? 1 : score < 0.65 ? 2 : score < 0.95 ? 3 : 4;
/** A label or a score as a position on the evaluator's five-step scale. */
function position(evaluator, v) {
    return evaluator === 'partial_completion' ? bandOf(Number(v)) : types/* LEVELS */.A_.indexOf(v);
}
const nameOf = (evaluator, p) => (evaluator === 'partial_completion' ? BANDS[p] : types/* LEVELS */.A_[p]);
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
    const ev = await (0,engine/* evaluate */._3)(entries.map((e) => ({ session: e.session, facts: (0,facts/* runFacts */.p)(e.session) })), { ...opts, evaluators: evaluators.map((name) => ({ name, threshold: 0.5 })) });
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
            const level = types/* LEVELS */.A_.indexOf(s.label);
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
            return labelOf(e, evaluator) !== undefined && (0,types/* abstained */.GL)(ev.runs[i].scores[evaluator]);
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

// EXTERNAL MODULE: ./lib/evaluators/certificate.js
var evaluators_certificate = __webpack_require__(33757);
;// CONCATENATED MODULE: ./lib/evaluators/admit-judge.js
// The judge admitted where it gates: its certificate found (built in for the heuristic, a file the
// config names for an LLM judge, or measured in this job on agent-chaos's held-out set) and read against the run's
// judge (admission.ts). A certificate that cannot be read admits nothing: the verdict does not rest
// on a judge it cannot vouch for.






/** The heuristic's certificate: both held-out sets, written and real text (bench/judge-real-text.ts --write). */
const HEURISTIC_CERTIFICATE = 'heuristic-certificate.json';
/** The run's admission, and the judging a measured certificate took. */
async function admitJudge(o) {
    const { certificate, min } = o.admission;
    const at = (cert, source) => (0,admission/* admit */.w4)(cert, o.identity, o.gated, { min, source });
    // The heuristic's own certificate, whatever the config names: that is the configured judge's, and
    // the heuristic scores here only in its stead (offline looks, a fork without credentials).
    if (o.judge.kind === 'heuristic')
        return { admission: at(await builtInCertificate(o.root), 'built in') };
    if (certificate === 'measure') {
        let usage;
        const entries = (0,calibration_set/* readOwnPart */.kk)(o.root, 'heldOut');
        const c = await calibrate(entries, {
            ...o,
            label: { provider: o.identity.provider, model: o.identity.model },
            onUsage: (u) => (usage = u),
        });
        c.set = { name: 'agent-chaos held-out', sessions: entries.length };
        const files = calibration_set/* OWN_SET */.Ed.heldOut.map((f) => (0,promises_.readFile)((0,external_node_path_.join)(o.root, 'fixtures', 'calibration', f), 'utf8'));
        const text = (await Promise.all(files)).join('');
        const cert = (0,evaluators_certificate/* certify */.Fp)(o.identity, [{ name: c.set.name, text, calibration: c }]);
        return { admission: at(cert, 'measured in this job'), usage };
    }
    if (!certificate)
        return { admission: at(undefined, 'none') };
    try {
        const { text, where } = await o.read(certificate);
        return { admission: at((0,evaluators_certificate/* parseCertificate */.hB)(text, where), where) };
    }
    catch (err) {
        const why = err instanceof evaluators_certificate/* CertificateError */.EE ? err.message : `${certificate}: ${err.message}`;
        return { admission: at(undefined, `no readable certificate (${why})`) };
    }
}
/** The heuristic's built-in certificate (its reading decides the run job's looks). */
async function builtInCertificate(root) {
    const path = (0,external_node_path_.join)(root, 'fixtures', 'calibration', HEURISTIC_CERTIFICATE);
    return (0,evaluators_certificate/* parseCertificate */.hB)(await (0,promises_.readFile)(path, 'utf8'), 'the built-in certificate');
}


/***/ })

};
