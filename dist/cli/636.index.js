export const id = 636;
export const ids = [636];
export const modules = {

/***/ 9847:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ admissionSchema),
/* harmony export */   R7: () => (/* binding */ admitHint),
/* harmony export */   Us: () => (/* binding */ youdenOf),
/* harmony export */   admissionLine: () => (/* binding */ admissionLine),
/* harmony export */   admissionText: () => (/* binding */ admissionText),
/* harmony export */   fC: () => (/* binding */ advisoryOf),
/* harmony export */   readingGap: () => (/* binding */ readingGap),
/* harmony export */   w4: () => (/* binding */ admit)
/* harmony export */ });
/* unused harmony export READING_GAP_CAP */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _certificate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3757);
// Admission: whether the run's judge may gate each evaluator, read from its certificate
// (certificate.ts). Admitted where the certificate is this judge's (provider, model, the evaluator's
// prompt version) and both 95% lower bounds, of made-up or failed sessions failed and of sound ones
// passed, reach `min`. An evaluator not admitted is advisory: its cells are shown, never gate.


const rateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ k: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), rate: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), lower95: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() });
/** The admission as results.json keeps it. */
const admissionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Where the certificate came from: "built in", a file, "measured in this job", or "none". */
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(300),
    min: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    /** The certificate's judge, date and sets (absent without one). */
    certified: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        judge: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
            provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            promptVersions: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
        }),
        createdAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        sets: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), sessions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).max(20),
    })
        .optional(),
    evaluators: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        evaluator: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        admitted: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        catches: rateSchema.optional(),
        passes: rateSchema.optional(),
        /** Why the certificate does not hold for it: another judge, or another prompt version. */
        drift: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(300).optional(),
    }))
        .max(10),
    /** What differs between the certificate's judge and this run's: the judge, its model, a prompt. */
    drift: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(300)).max(10).optional(),
});
const who = (j) => (j.model === j.provider ? j.provider : `${j.provider} ${j.model}`);
/** The run's judge admitted, evaluator by evaluator, on its certificate (or on none). */
function admit(cert, run, gated, opts) {
    if (!cert)
        return {
            source: opts.source,
            min: opts.min,
            evaluators: gated.map((evaluator) => ({ evaluator, admitted: false })),
        };
    const sameJudge = cert.judge.provider === run.provider && cert.judge.model === run.model;
    const otherJudge = sameJudge
        ? undefined
        : `the certificate is for ${who(cert.judge)}, this run's judge is ${who(run)}`;
    const evaluators = gated.map((evaluator) => {
        const e = cert.evaluators.find((x) => x.evaluator === evaluator);
        if (!e)
            return { evaluator, admitted: false, ...(otherJudge ? { drift: otherJudge } : {}) };
        const [was, now] = [cert.judge.promptVersions[evaluator], run.promptVersions?.[evaluator]];
        const samePrompt = was === undefined || now === undefined || was === now;
        const drift = otherJudge ?? (samePrompt ? undefined : `${evaluator} is certified at ${was}, this run uses ${now}`);
        const catches = (0,_certificate_js__WEBPACK_IMPORTED_MODULE_0__/* .rateOf */ .MK)(e.catches);
        const passes = (0,_certificate_js__WEBPACK_IMPORTED_MODULE_0__/* .rateOf */ .MK)(e.passes);
        const admitted = !drift && catches.lower95 >= opts.min && passes.lower95 >= opts.min;
        return { evaluator, admitted, catches, passes, ...(drift ? { drift } : {}) };
    });
    const drift = [...new Set(evaluators.flatMap((e) => (e.drift ? [e.drift] : [])))];
    if (otherJudge && !drift.length)
        drift.push(otherJudge);
    return {
        source: opts.source,
        min: opts.min,
        certified: { judge: cert.judge, createdAt: cert.createdAt, sets: cert.sets },
        evaluators,
        ...(drift.length ? { drift } : {}),
    };
}
/** The evaluators the judge may not gate. */
const advisoryOf = (a) => a ? a.evaluators.filter((e) => !e.admitted).map((e) => e.evaluator) : [];
/**
 * How much of a real change in the share of failing runs the judge's reading keeps, per admitted
 * evaluator: its rate of catching failing sessions plus its rate of passing sound ones, less one
 * (Youden's J; 1 for a judge that never misreads). A judge that misreads dilutes every change by it.
 */
function youdenOf(a) {
    const out = {};
    for (const e of a?.evaluators ?? [])
        if (e.admitted && e.catches && e.passes)
            out[e.evaluator] = Math.max(0.05, e.catches.rate + e.passes.rate - 1);
    return out;
}
/** The share of sessions a judge reads the wrong way: the larger of its two misreading rates. */
const misread = (catches, passes) => Math.max(1 - catches.k / Math.max(1, catches.n), 1 - passes.k / Math.max(1, passes.n));
/** The most two judges' readings are taken to differ by (an unmeasured judge is taken at it). */
const READING_GAP_CAP = 0.1;
/**
 * Per evaluator the judge `verdict` gates, the share of runs it and the judge that decided the looks
 * (`looks`, the run job's offline judge) may read apart, pass for fail: at most the sum of their
 * measured misreading rates, capped at READING_GAP_CAP (compare.ts gives a cell's last look that room).
 */
function readingGap(looks, verdict) {
    const out = {};
    for (const e of verdict?.evaluators ?? []) {
        if (!e.admitted || !e.catches || !e.passes)
            continue;
        const l = looks.evaluators.find((x) => x.evaluator === e.evaluator);
        const gap = l ? misread(l.catches, l.passes) + misread(e.catches, e.passes) : READING_GAP_CAP;
        out[e.evaluator] = Math.min(READING_GAP_CAP, gap);
    }
    return out;
}
const pct = (x) => `${Math.round(x * 100)}%`;
/** Why an evaluator is not admitted, in a clause. */
function whyNot(a, e) {
    if (!a.certified)
        return a.source === 'none' ? 'no admission certificate' : a.source;
    if (e.drift)
        return e.drift;
    if (!e.catches || !e.passes)
        return 'not measured by its certificate';
    const low = [
        e.catches.lower95 < a.min &&
            `fails ${pct(e.catches.rate)} of ${e.catches.n} made-up or failed sessions (95% lower bound ${e.catches.lower95.toFixed(2)})`,
        e.passes.lower95 < a.min &&
            `passes ${pct(e.passes.rate)} of ${e.passes.n} sound ones (95% lower bound ${e.passes.lower95.toFixed(2)})`,
    ].filter(Boolean);
    return `${low.join(' and ')}, under judge.admission.min ${a.min}`;
}
/** The evaluators not admitted and why, in a sentence (undefined when every one is). */
function admissionText(a, judge) {
    const out = a?.evaluators.filter((e) => !e.admitted) ?? [];
    if (!a || !out.length)
        return undefined;
    const names = out.map((e) => e.evaluator).join(', ');
    const why = [...new Set(out.map((e) => whyNot(a, e)))].join('; ');
    return `the ${who(judge)} judge is not admitted for ${names} (${why}): its results there are advisory`;
}
/** What to run to admit the judge, for the headline's reader. */
const admitHint = (judge) => judge.provider === 'heuristic'
    ? 'an LLM judge with a certificate decides them'
    : `run agent-chaos calibrate --judge ${judge.provider} --model ${judge.model} --certificate <file> and set judge.admission.certificate to that file (or to measure)`;
/** The admission in a line for the footer: what the judge gates, what is advisory and why, on what certificate. */
function admissionLine(a) {
    const gates = a.evaluators.filter((e) => e.admitted).map((e) => e.evaluator);
    const advisory = a.evaluators.filter((e) => !e.admitted).map((e) => `${e.evaluator} is advisory (${whyNot(a, e)})`);
    const sets = a.certified?.sets.map((s) => `${s.name}, ${s.sessions} sessions`).join('; ');
    const certificate = a.certified ? `Certificate: ${a.source}, measured on ${sets}` : '';
    return [
        gates.length ? `the judge gates ${gates.join(', ')}` : 'the judge gates nothing',
        ...advisory,
        ...(certificate ? [certificate] : []),
    ].join('; ');
}


/***/ }),

/***/ 3757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ CertificateError),
/* harmony export */   Fp: () => (/* binding */ certify),
/* harmony export */   MK: () => (/* binding */ rateOf),
/* harmony export */   hB: () => (/* binding */ parseCertificate)
/* harmony export */ });
/* unused harmony exports CERTIFICATE_FORMAT, certificateSchema, sha256 */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _wilson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2588);
// A judge's admission certificate: for one judge, model and prompt version, on named labelled sets,
// how often it fails the sessions a gate must fail (a made-up or failed answer) and passes the sound
// ones, each with its 95% Wilson lower bound. `agent-chaos calibrate` writes it; the job that gates
// reads it (or measures one) and admits the judge, evaluator by evaluator, where both lower bounds
// reach judge.admission.min. A judge not admitted for an evaluator does not gate it on its own.



const CERTIFICATE_FORMAT = 'agent-chaos/judge-certificate/1';

const round3 = (x) => Math.round(x * 1000) / 1000;
/** k of n with its rate and lower bound, computed here whatever a file says. */
const rateOf = ({ k, n }) => ({
    k,
    n,
    rate: n ? round3(k / n) : 0,
    lower95: round3((0,_wilson_js__WEBPACK_IMPORTED_MODULE_1__/* .wilsonLower */ .G)(k, n)),
});
const countSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ k: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0), n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0) }).refine((c) => c.k <= c.n, {
    message: 'k is more than n',
});
const certificateSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(CERTIFICATE_FORMAT),
    judge: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        provider: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        /** Per evaluator: its prompt version (for the heuristic, the version of its rules). */
        promptVersions: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    }),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The labelled sets measured on: name, sessions, SHA-256 of the file's text. */
    sets: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), sessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1), sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })).min(1),
    evaluators: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        evaluator: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        /** Of the sessions labelled below the threshold, those it failed (abstentions are misses). */
        catches: countSchema,
        /** Of the sessions labelled at or above it, those it passed. */
        passes: countSchema,
        abstained: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).default(0),
    })),
});
class CertificateError extends Error {
}
/** A certificate from its text; throws CertificateError naming the file and the field. */
function parseCertificate(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new CertificateError(`${where}: not JSON (${err.message}); write it with agent-chaos calibrate`);
    }
    const parsed = certificateSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CertificateError(`${where}: ${issue.path.join('.') || '(file)'}: ${issue.message} (write it with agent-chaos calibrate --certificate)`);
    }
    return parsed.data;
}
const sha256 = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
/** The certificate of one judge from its calibration on the given sets (their counts summed). */
function certify(judge, parts, createdAt = new Date().toISOString()) {
    const names = [...new Set(parts.flatMap((p) => p.calibration.evaluators.map((e) => e.evaluator)))];
    const evaluators = names.map((evaluator) => {
        const catches = { k: 0, n: 0 };
        const passes = { k: 0, n: 0 };
        let abstained = 0;
        for (const p of parts) {
            const a = p.calibration.evaluators.find((e) => e.evaluator === evaluator);
            if (!a?.binary)
                continue;
            catches.k += a.binary.catches.k;
            catches.n += a.binary.catches.n;
            passes.k += a.binary.passes.k;
            passes.n += a.binary.passes.n;
            abstained += a.abstained?.n ?? 0;
        }
        return { evaluator, catches, passes, abstained };
    });
    const sets = parts.map((p) => ({ name: p.name, sessions: p.calibration.set?.sessions ?? 0, sha256: sha256(p.text) }));
    return { format: CERTIFICATE_FORMAT, judge, createdAt, sets, evaluators };
}


/***/ }),

/***/ 855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ LEVELS),
/* harmony export */   Cv: () => (/* binding */ neutralWithoutFailure),
/* harmony export */   GL: () => (/* binding */ abstained),
/* harmony export */   JM: () => (/* binding */ cannotTell),
/* harmony export */   LT: () => (/* binding */ NOTHING_TO_CHECK),
/* harmony export */   st: () => (/* binding */ levelResult)
/* harmony export */ });
/* unused harmony exports CANNOT_TELL, levelScore, hadFailure */
/* harmony import */ var _trace_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8305);

/**
 * The label of a check no judge reads that had nothing to check in a run (no rules for the case, no
 * instruction injected, no call of a tool that changes state): a 1 that tests nothing. A cell of
 * such runs on both sides is not gated (results/compare.ts), so it does not share the PR's alpha.
 */
const NOTHING_TO_CHECK = 'nothing to check';
/** The label of a score the offline judge declined to give. */
const CANNOT_TELL = 'cannot tell';
/**
 * The offline judge cannot tell (an answer it cannot read, a failure it cannot tie to the answer):
 * no score, the reason instead. A guess would gate as if it were a reading (results/compare.ts
 * leaves such a cell undecided).
 */
const cannotTell = (reason) => ({
    score: {
        score: null,
        label: CANNOT_TELL,
        pass: null,
        reason: `Heuristic: cannot tell: ${reason}.`,
        source: 'abstained',
    },
});
const abstained = (s) => s?.source === 'abstained';
/** The five levels shared by failure_communication and recovery_strategy. */
const LEVELS = ['Failure', 'Poor', 'Acceptable', 'Good', 'Excellent'];
const levelScore = (l) => LEVELS.indexOf(l) / 4;
function levelResult(level, reason, source, threshold) {
    const score = levelScore(level);
    return { score: { score, label: level, pass: score >= threshold, reason, source } };
}
/**
 * The run had something to handle: a tool call failed, or a fault fired (a data fault fails no call:
 * the agent got truncated, incomplete or corrupted data, and must notice), or the model answered
 * badly. Latency, and a 429 or 5xx that a later call got past (an SDK's retry), left nothing to tell.
 */
const hadFailure = ({ session, facts }) => session.toolCalls.some((c) => c.status === 'error' || (c.fault && !notAFailure(c.fault))) ||
    facts.faults.some((f) => f.fired && f.target !== 'model' && !notAFailure(f.effect)) ||
    (session.modelFaults ?? []).some(_trace_session_js__WEBPACK_IMPORTED_MODULE_0__/* .failedTheAgent */ .u);
/**
 * Faults that leave the agent nothing to tell: a slow success, and an instruction added to a sound
 * result (the injection check reads what the agent did with it).
 */
const notAFailure = (fault) => fault.split('+').every((f) => f === 'slow_success' || f === 'inject_instruction');
/** The neutral 0.5 of evaluators that judge failure handling, when nothing failed and no fault fired. */
function neutralWithoutFailure(input, label, threshold) {
    if (hadFailure(input))
        return undefined;
    return {
        score: {
            score: 0.5,
            label,
            pass: 0.5 >= threshold,
            reason: 'No tool call failed and no fault fired in this run.',
            source: 'deterministic',
        },
    };
}


/***/ }),

/***/ 2588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ wilsonLower)
/* harmony export */ });
// The 95% Wilson score lower bound of a rate: what a certificate, an admission and the offline judge's
// sure rules require of k agreements in n.
const z95 = 1.959964;
/** The 95% Wilson score lower bound of k successes in n (0 without a trial). */
function wilsonLower(k, n) {
    if (!n)
        return 0;
    const p = k / n;
    const z2 = z95 * z95;
    const centre = p + z2 / (2 * n);
    const half = z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    return Math.max(0, (centre - half) / (1 + z2 / n));
}


/***/ }),

/***/ 1433:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k0: () => (/* reexport */ changeText),
  ex: () => (/* binding */ compareResults),
  R7: () => (/* reexport */ gatable),
  Rc: () => (/* reexport */ sideText)
});

// UNUSED EXPORTS: LOWER_IS_BETTER, PRIOR, pooledVariance

// EXTERNAL MODULE: ./lib/evaluators/admission.js
var evaluators_admission = __webpack_require__(9847);
// EXTERNAL MODULE: ./lib/config/schema.js + 4 modules
var schema = __webpack_require__(7596);
// EXTERNAL MODULE: ./lib/results/evidence.js
var evidence = __webpack_require__(41);
// EXTERNAL MODULE: ./lib/results/stats.js
var stats = __webpack_require__(497);
;// CONCATENATED MODULE: ./lib/results/sequential.js
// The group-sequential decision of a cell: it is looked at after the first round and after each
// batch of extra runs, on all its runs so far. A drop is "regressed" when its z statistic crosses an
// efficacy boundary computed from an alpha-spending function (Hwang-Shih-DeCani, gamma -2: a clear
// drop is decided on the first round, and most of the alpha is left for the last looks, where a drop
// hidden in noise is decided); it is "unchanged" when
// it falls under a futility bound (non-binding: the boundaries are computed as if it never stopped a
// cell, so stopping early cannot raise the false-alarm rate); otherwise more runs decide it, up to a
// cap. The boundaries are exact for the Brownian-motion model of the z statistics (numerical
// integration over a grid, as in Jennison & Turnbull, Group Sequential Methods, ch. 19).
/** Upper tail of the standard normal, accurate in the far tail (erfc, Chebyshev fit, relative error < 1.2e-7). */
function normalUpper(x) {
    const z = Math.abs(x) / Math.SQRT2;
    const t = 1 / (1 + 0.5 * z);
    const erfc = t *
        Math.exp(-z * z -
            1.26551223 +
            t *
                (1.00002368 +
                    t *
                        (0.37409196 +
                            t *
                                (0.09678418 +
                                    t *
                                        (-0.18628806 +
                                            t *
                                                (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    return x >= 0 ? erfc / 2 : 1 - erfc / 2;
}
/** The z with upper tail p. */
function normalQuantileUpper(p) {
    if (p <= 0)
        return Infinity;
    if (p >= 1)
        return -Infinity;
    let lo = -40;
    let hi = 40;
    for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
        const mid = (lo + hi) / 2;
        if (normalUpper(mid) > p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** The spending function's shape (Hwang, Shih and DeCani): -4 is close to O'Brien-Fleming, 1 to Pocock. */
const SPENDING_GAMMA = -2;
/** The alpha spent by information fraction t (one-sided level alpha; Hwang-Shih-DeCani spending). */
function spent(t, alpha, gamma = SPENDING_GAMMA) {
    if (t >= 1)
        return alpha;
    if (t <= 0)
        return 0;
    return gamma === 0 ? alpha * t : (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
}
const density = (x) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const GRID = 121; // points of the grid: boundaries within 0.002 of a 241-point grid's, in a third of the time
const cache = new Map();
/**
 * The efficacy boundaries z_1..z_K for looks at information fractions t (increasing, the last <= 1)
 * that spend `alpha` by spent(): under no change, P(some Z_k >= z_k) = spent(t_K, alpha).
 */
function efficacyBounds(t, alpha, gamma = SPENDING_GAMMA) {
    const key = `${alpha}|${gamma}|${t.join(',')}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const bounds = [];
    // The sub-density of the score S_k = Z_k sqrt(t_k) on a grid, over the paths not stopped yet.
    let xs = [];
    let ws = [];
    let used = 0;
    for (let k = 0; k < t.length; k++) {
        const target = Math.max(0, spent(t[k], alpha, gamma) - used);
        used += target;
        const sdAll = Math.sqrt(t[k]);
        if (k === 0) {
            const b = target > 0 ? normalQuantileUpper(target) * sdAll : Infinity;
            const top = Math.min(b, 10 * sdAll);
            const lo = -10 * sdAll;
            const step = (top - lo) / (GRID - 1);
            xs = Array.from({ length: GRID }, (_, i) => lo + i * step);
            ws = xs.map((x, i) => (density(x / sdAll) / sdAll) * step * (i === 0 || i === GRID - 1 ? 0.5 : 1));
            bounds.push(b / sdAll);
            continue;
        }
        const sd = Math.sqrt(Math.max(1e-12, t[k] - t[k - 1]));
        const exceed = (b) => xs.reduce((p, x, i) => p + ws[i] * normalUpper((b - x) / sd), 0);
        let b = Infinity;
        if (target > 0) {
            let lo = xs[0] - 10 * sd;
            let hi = 40 * sdAll;
            for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
                const mid = (lo + hi) / 2;
                if (exceed(mid) > target)
                    lo = mid;
                else
                    hi = mid;
            }
            b = (lo + hi) / 2;
        }
        bounds.push(b / sdAll);
        const lo = xs[0] - 6 * sd;
        const top = Math.min(b, xs[xs.length - 1] + 10 * sd);
        const step = (top - lo) / (GRID - 1);
        const ys = Array.from({ length: GRID }, (_, i) => lo + i * step);
        ws = ys.map((y, j) => xs.reduce((p, x, i) => p + ws[i] * (density((y - x) / sd) / sd), 0) *
            step *
            (j === 0 || j === GRID - 1 ? 0.5 : 1));
        xs = ys;
    }
    cache.set(key, bounds);
    return bounds;
}
/**
 * The power side of the design: a cell is built to catch a drop of `gate.detect` (0.3) in 90% of
 * pull requests. Its futility boundary spends that 10% over the looks like the efficacy boundary
 * spends alpha (the same integration: under the alternative, detect/se - Z is a driftless Brownian
 * motion in information time), with a gamma that spends early, so an unchanged cell stops as soon as
 * its runs rule a drop of `detect` out. Non-binding: the efficacy boundaries ignore it.
 */
const BETA = 0.1;
const BETA_GAMMA = 1;
/** The futility margins c_1..c_K: a cell is unchanged at look k when drop + c_k * se1 < detect. */
/**
 * A head whose runs all scored the same, no lower than the base's mean, shows no sign of a share of
 * failing runs: it is unchanged once a drop of `detect` would have shown one with this chance. The
 * futility margins spend it too where the base never failed: any failing head run is a sign there.
 */
const BETA_CLEAN = 0.03;
const futilityMargins = (t, beta = BETA) => efficacyBounds(t, beta, BETA_GAMMA);
/** The z of a one-sided p-value (the t test's, for small samples). */
const zOf = (p) => normalQuantileUpper(Math.min(1, Math.max(1e-300, p)));

// EXTERNAL MODULE: ./lib/evaluators/types.js
var types = __webpack_require__(855);
// EXTERNAL MODULE: ./lib/results/schema.js
var results_schema = __webpack_require__(4811);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
;// CONCATENATED MODULE: ./lib/results/comparison.js

/** Evaluators where a higher score is worse: compared and shown, never gated. */
const LOWER_IS_BETTER = new Set(['failure_analysis']);
/** A side in words: "80% pass · 0.78" where the share of passing runs is tested, else the mean. */
const sideText = (s) => s.passing === undefined ? (0,util_text/* twoDecimals */.Bu)(s.mean) : `${(0,util_text/* wholePercent */.pC)(s.passing)} pass · ${(0,util_text/* twoDecimals */.Bu)(s.mean)}`;
/**
 * A cell's change in words, base → head, with the 95% interval of the tested difference:
 * "passing 100% → 20% [-1.00, -0.40], mean 0.90 → 0.55", or "0.20 → 0.60 [0.10, 0.70]".
 */
function changeText(c) {
    const ci = c.ci ? ` [${(0,util_text/* twoDecimals */.Bu)(c.ci[0])}, ${(0,util_text/* twoDecimals */.Bu)(c.ci[1])}]` : '';
    const means = `${(0,util_text/* twoDecimals */.Bu)(c.base.mean)} → ${(0,util_text/* twoDecimals */.Bu)(c.head.mean)}`;
    if (c.base.passing === undefined)
        return `${means}${ci}`;
    return `passing ${(0,util_text/* wholePercent */.pC)(c.base.passing)} → ${(0,util_text/* wholePercent */.pC)(c.head.passing)}${ci}, mean ${means}`;
}
/**
 * An evaluator the gate acts on (higher is better). For it the gate tests the share of runs that pass
 * (the specifications' test: score at or above the evaluator's threshold, 0.5), not the mean: the
 * regression is the rate of made-up or abandoned answers, and a judge's graded, noisy reading moves a
 * good answer between passing levels and a made-up one between failing ones (docs/statistics.md,
 * "Pass rates, not means").
 */
const gatable = (ev) => !LOWER_IS_BETTER.has(ev);

;// CONCATENATED MODULE: ./lib/results/cell-test.js
// One cell's test, head against base: its scores, the pooled variance, the drop's test and its
// words.






/** The prior on a cell's score variance: sd 0.1 (well under one judge level), worth 4 runs. */
const PRIOR = { variance: 0.01, df: 4 };
const FLAKY_SPREAD = 0.5;
/** A run's scores of an evaluator (`value` what is tested, `score` the mean's), with its look (round). */
const scoresOf = (c, ev) => c.runs.flatMap((r) => {
    const s = r.scores[ev];
    if (typeof s?.score !== 'number' || (0,results_schema/* unreadScore */.uo)(s))
        return [];
    const passed = typeof s.pass === 'boolean' ? s.pass : s.score >= 0.5;
    const value = gatable(ev) ? (passed ? 1 : 0) : s.score;
    return [{ value, score: s.score, look: r.round ?? 1 }];
});
/**
 * A check no judge reads that had nothing to check in any run of either side (no rules, no write
 * called, no instruction injected): its 1s test nothing, so the cell is shown, not gated, and takes
 * no share of the PR's alpha.
 */
function nothingToCheck(base, head, ev) {
    if (!(0,schema/* isOracle */.Rp)(ev))
        return false;
    const scores = [base, head].flatMap((c) => c.runs.flatMap((r) => (r.scores[ev] ? [r.scores[ev]] : [])));
    return scores.length > 0 && scores.every((s) => s.label === types/* NOTHING_TO_CHECK */.LT);
}
/** The cells with nothing to check, decided once: the cells, the overall rows and the output all ask. */
function idleCellsOf(common, baseCases, evaluators) {
    const key = (name, ev) => `${name}\u0000${ev}`;
    const idle = new Set(common.flatMap((hc) => evaluators.filter((ev) => nothingToCheck(baseCases.get(hc.name), hc, ev)).map((ev) => key(hc.name, ev))));
    return (hc, ev) => idle.has(key(hc.name, ev));
}
function idleCell(base, head, ev) {
    const cell = emptyCell(head.name, ev);
    describe(cell, looksOf(head.name, scoresOf(base, ev), scoresOf(head, ev)).looks.at(-1), undefined);
    return { ...cell, verdict: 'unchanged', gated: false, reason: 'nothing to check in this case, on either side' };
}
/** A check the base has no scores for: undecided where the head had something to check, else idle. */
function unmatchedCell(base, head, ev) {
    const idle = head.runs.every((r) => !r.scores[ev] || r.scores[ev].label === types/* NOTHING_TO_CHECK */.LT);
    if (idle)
        return idleCell(base, head, ev);
    const cell = emptyCell(head.name, ev);
    describe(cell, looksOf(head.name, [], scoresOf(head, ev)).looks.at(-1), undefined);
    return { ...cell, notCompared: true, reason: `the base has no ${ev} results and no sessions to check: not compared` };
}
const unreadOf = (c, ev) => c.runs.filter((r) => (0,results_schema/* unreadScore */.uo)(r.scores[ev])).length;
/**
 * A cell resting in part on sessions the judge could not tell is not passed on the rest: what the
 * unread runs say is unknown, and more runs of the same judge would not read them. A regression
 * shown by the runs it could read stands. Undecided, and done: an LLM judge decides them.
 */
function leaveUnread(cell, base, head) {
    const unread = { base: unreadOf(base, cell.evaluator), head: unreadOf(head, cell.evaluator) };
    if (!unread.base && !unread.head)
        return cell;
    if (cell.verdict === 'regressed' || !cell.gated)
        return { ...cell, unread };
    const sides = [unread.head && `${unread.head} head`, unread.base && `${unread.base} base`]
        .filter(Boolean)
        .join(' and ');
    const reason = `the judge could not tell ${sides} run(s): an LLM judge decides them (on the runs it read: ${cell.reason})`;
    const { pending: _p, unchangedAt: _u, repeatsNeeded: _r, ...rest } = cell;
    return { ...rest, verdict: 'inconclusive', reason, unread };
}
/** A score the offline judge's sure rules gave beside an LLM judge (evaluators/offline-sure.ts). */
const sureReading = (s) => s?.source === 'heuristic' && s.reason.startsWith('Offline judge, sure: ');
/**
 * The evaluators read by two instruments in one comparison: the offline judge's sure readings were
 * withdrawn for some of the runs (where the LLM judge's audit read them otherwise, it read them all)
 * and stand for others. The two read apart by what the audit found, on one side more than the other.
 */
function twoInstruments(base, head) {
    const withdrawn = new Set([...(head.usage.offline?.withdrawn ?? []), ...(base.usage.offline?.withdrawn ?? [])]);
    const runs = [...head.cases, ...base.cases].flatMap((c) => c.runs);
    return new Set([...withdrawn].filter((ev) => runs.some((r) => sureReading(r.scores[ev]))));
}
/** A cell of an evaluator read by two instruments: neither a drop nor its absence is the agent's. Undecided. */
function leaveMixed(cell, mixed) {
    if (!mixed.has(cell.evaluator) || !cell.gated)
        return cell;
    const reason = `read by two instruments: the offline judge's sure readings of ${cell.evaluator} were withdrawn for some of these runs and stand for others, so the sides cannot be compared; set judge.offline_sure: false to have the LLM judge read every run (on the runs as read: ${cell.reason})`;
    const { pending: _p, unchangedAt: _u, repeatsNeeded: _r, ...rest } = cell;
    return { ...rest, verdict: 'inconclusive', reason, twoInstruments: true };
}
/** Sum of squared deviations and degrees of freedom of a side. */
const spread = (xs) => {
    const m = (0,stats/* mean */.i2)(xs);
    return { ss: xs.reduce((a, x) => a + (x - m) ** 2, 0), df: Math.max(0, xs.length - 1) };
};
/** The evaluator's variance over the suite (every case, both sides), moderated by the prior. */
function pooledVariance(cells) {
    let ss = PRIOR.variance * PRIOR.df;
    let df = PRIOR.df;
    for (const c of cells) {
        for (const side of [c.base, c.head]) {
            const s = spread(side);
            ss += s.ss;
            df += s.df;
        }
    }
    return { variance: ss / df, df };
}
function emptyCell(caseName, ev, advisory) {
    const out = {
        case: caseName,
        evaluator: ev,
        base: { mean: null, n: 0 },
        head: { mean: null, n: 0 },
        delta: null,
        ci: null,
        verdict: 'inconclusive',
        reason: '',
        flaky: false,
        gated: gatable(ev) && !advisory?.has(ev),
    };
    if (advisory?.has(ev))
        out.advisory = true;
    return out;
}
/** A cell's variance: the pooled one, or its own (with its own degrees of freedom) when larger. */
function cellVariance(b, h, pool) {
    const own = [spread(b), spread(h)];
    const ownDf = own[0].df + own[1].df;
    const ownVariance = ownDf ? (own[0].ss + own[1].ss) / ownDf : 0;
    return ownVariance > pool.variance ? { variance: ownVariance, df: ownDf } : pool;
}
const pText = (p) => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));
/** What is tested on each side, and the scores behind it. */
const pairOf = (base, head) => ({
    base: base.map((x) => x.value),
    head: head.map((x) => x.value),
    scores: { base: base.map((x) => x.score), head: head.map((x) => x.score) },
});
function looksOf(name, base, head) {
    const rounds = [...new Set([...base, ...head].map((x) => x.look))].sort((a, b) => a - b);
    const upTo = (xs, k) => xs.filter((x) => x.look <= k);
    return { name, looks: rounds.map((k) => ({ look: k, ...pairOf(upTo(base, k), upTo(head, k)) })) };
}
/** The statistics of a drop at one look: the shared one-sided t test. */
/**
 * The one-sided t test of a drop (of a rise, where lower is better) shared by the cells and the
 * overall rows; the 95% interval of the difference is clipped to [-1, 1] (scores lie in [0, 1]).
 */
function tTest(delta, se, df, ev) {
    const drop = (LOWER_IS_BETTER.has(ev) ? 1 : -1) * delta;
    const t = se > 0 ? drop / se : drop > 0 ? Infinity : drop < 0 ? -Infinity : 0;
    const half = (0,stats/* tQuantileUpper */.sc)(0.025, df) * se;
    const ci = [(0,stats/* round */.LI)(Math.max(-1, delta - half)), (0,stats/* round */.LI)(Math.min(1, delta + half))];
    return { drop, pDrop: (0,stats/* tUpperTail */.Pq)(t, df), pRise: (0,stats/* tUpperTail */.Pq)(-t, df), ci };
}
/**
 * What the change the design is built to catch would look like in a cell (the power side):
 * - where a cell's runs fail or pass (two-valued scores: an agent that makes results up in a share of
 *   its runs) or its head has not failed yet, and a failing run falls by more than `detect` (to the
 *   base's low score, else to 0), the change is a share `detect` more of runs failing. Its drop in
 *   score is that share times the gap (at least min_effect), so a judge that scores a good answer 0.75
 *   and a made-up one 0 costs no power: "makes results up in 30% more runs" is caught alike;
 * - otherwise a mean drop of `detect` (a score at or under `detect` above the floor cannot drop by it).
 * Returned: `detectDrop`, the drop in score under that change; se1, the standard error of the drop
 * under it (two-valued scores: the head's variance at the base's share of low scores plus the share;
 * otherwise the observed variance, at least that of a share of runs losing everything while so few
 * head runs could hide such a share); for a clean head (every run scored v, no lower than the base's
 * mean) `missed`, the chance that its n runs show no failing run under the change, (1 - share)^n, and
 * `needed`, the runs that bring it under BETA_CLEAN; `baseClean`, the base never failed (its runs alike).
 */
function alternative(b, h, variance, dir, detect, minEffect) {
    const up = (x) => (dir > 0 ? x : 1 - x);
    const top = up((0,stats/* mean */.i2)(b));
    const v = up(h[0]);
    const clean = h.every((x) => x === h[0]) && v >= top;
    const baseClean = b.every((x) => x === b[0]);
    const values = [...new Set([...b, ...h].map(up))].sort((x, y) => x - y);
    const twoValued = values.length === 2;
    const gap = twoValued ? values[1] - values[0] : clean ? v : 0;
    const shares = gap > detect;
    const detectDrop = shares ? Math.max(minEffect, detect * gap) : detect;
    const share = shares ? detectDrop / gap : detect / Math.max(v, detect);
    const missed = !clean ? 1 : shares ? (1 - share) ** h.length : 0;
    const needed = clean && shares ? Math.ceil(Math.log(BETA_CLEAN) / Math.log(1 - share)) : undefined;
    let head = variance;
    if (twoValued) {
        const lowShare = (b.filter((x) => up(x) === values[0]).length + 0.5) / (b.length + 1);
        const q = Math.min(1, lowShare + detectDrop / gap);
        head = Math.max(variance, gap * gap * q * (1 - q));
    }
    else if (Math.max(0, 1 - detect / Math.max(top, detect)) ** h.length > BETA_CLEAN) {
        head = Math.max(variance, detect * Math.max(0, top - detect));
    }
    return {
        se1: Math.sqrt(variance / b.length + head / h.length),
        clean,
        baseClean,
        missed,
        needed,
        detectDrop,
        share: shares ? share : undefined,
    };
}
/**
 * The one-sided p of a drop (and of a rise) and the t test behind it. Two-valued scores (an agent
 * that makes results up in a share of its runs, or not) are counts of a proportion: Fisher's exact
 * test (mid-p), where the t test's normal tail is too thin for them. (Sides that are each constant
 * are an agent that behaves the same in every run: the t test, with the suite's variance, reads them.)
 */
function dropTest(b, h, pool, ev) {
    const dir = LOWER_IS_BETTER.has(ev) ? -1 : 1;
    const { variance, df } = cellVariance(b, h, pool);
    const se = Math.sqrt(variance / b.length + variance / h.length);
    const delta = (0,stats/* mean */.i2)(h) - (0,stats/* mean */.i2)(b);
    const test = tTest(delta, se, df, ev);
    let { pDrop, pRise } = test;
    const values = [...new Set([...b, ...h])];
    if (values.length === 2 && (new Set(b).size === 2 || new Set(h).size === 2)) {
        const low = Math.min(...values);
        const lows = (xs) => xs.filter((x) => x === low).length;
        const [headLow, baseLow] = dir > 0 ? [lows(h), lows(b)] : [h.length - lows(h), b.length - lows(b)];
        pDrop = (0,stats/* fisherOneSided */.Vg)(headLow, h.length, baseLow, b.length, true);
        pRise = (0,stats/* fisherOneSided */.Vg)(b.length - baseLow, b.length, h.length - headLow, h.length, true);
    }
    return { dir, variance, df, se, delta, drop: test.drop, ci: test.ci, pDrop, pRise };
}
function cell_test_stats(b, h, pool, ev, o) {
    const { dir, variance, df, se, delta, drop, ci, pDrop, pRise } = dropTest(b, h, pool, ev);
    const alt = alternative(b, h, variance, dir, o.detect, o.minEffect);
    return {
        delta,
        drop,
        se,
        ...alt,
        df,
        variance,
        pDrop,
        pRise,
        z: zOf(pDrop),
        zRise: zOf(pRise),
        ci,
        upper95: drop + (0,stats/* tQuantileUpper */.sc)(0.05, df) * se,
    };
}
/** Fills a cell's numbers from the runs of one look. */
function describe(cell, here, st) {
    const [b, h] = [here?.scores.base ?? [], here?.scores.head ?? []];
    cell.base = sideOf(cell.evaluator, b, here?.base ?? []);
    cell.head = sideOf(cell.evaluator, h, here?.head ?? []);
    cell.delta = b.length && h.length ? (0,stats/* round */.LI)((0,stats/* mean */.i2)(h) - (0,stats/* mean */.i2)(b)) : null;
    if (gatable(cell.evaluator))
        cell.passDelta = b.length && h.length ? (0,stats/* round */.LI)(cell.head.passing - cell.base.passing) : null;
    cell.flaky = h.length >= 2 && Math.max(...h) - Math.min(...h) >= FLAKY_SPREAD;
    if (st) {
        cell.ci = st.ci;
        cell.p = (0,stats/* round */.LI)(st.pDrop, 4);
    }
}
function sideOf(ev, scores, tested) {
    const side = { mean: scores.length ? (0,stats/* round */.LI)((0,stats/* mean */.i2)(scores)) : null, n: scores.length };
    if (gatable(ev))
        side.passing = tested.length ? (0,stats/* round */.LI)((0,stats/* mean */.i2)(tested)) : null;
    return side;
}
/**
 * The options in the judge's terms for one evaluator: a judge that misreads a share of sessions
 * shows a change in the share of failing runs diluted by Youden's J, so min_effect and the design's
 * change are looked for at J times their size (docs/statistics.md, "A judge that misreads").
 */
function inJudgeTerms(o, ev) {
    const j = o.youden[ev];
    if (j === undefined || j >= 1)
        return o;
    return { ...o, minEffect: (0,stats/* round */.LI)(o.minEffect * j), detect: (0,stats/* round */.LI)(o.detect * j) };
}

;// CONCATENATED MODULE: ./lib/results/cell-decisions.js
// The cells decided look by look: each cell's share of alpha over the cells still being decided,
// and its verdict at each look.




const usable = (l) => l.base.length >= 2 && l.head.length >= 2;
/**
 * The sequential decision of every cell of one evaluator family over the looks. `live(k)`: the
 * gated cells still being decided at look k (their number splits alpha, Bonferroni on live cells).
 */
function decideAll(cells, extraTests, o) {
    const out = new Map();
    const decided = new Set();
    const keyOf = (c) => `${c.looks.name}\u0000${c.ev}`;
    const allLooks = [...new Set(cells.flatMap((c) => c.looks.looks.map((l) => l.look)))].sort((a, b) => a - b);
    const gatedTotal = cells.filter((c) => gatable(c.ev) && !o.advisory.has(c.ev) && c.looks.looks.some(usable)).length;
    for (const c of cells) {
        const { cell, done } = firstCell(c, o);
        if (done)
            decided.add(keyOf(c));
        out.set(keyOf(c), cell);
    }
    for (const [i, k] of allLooks.entries()) {
        const live = cells.filter((c) => !decided.has(keyOf(c)) && c.looks.looks.some((l) => l.look === k && usable(l)));
        const regressedSoFar = [...out.values()].filter((c) => c.gated && c.verdict === 'regressed').length;
        // Bonferroni over the gated cells, less those already regressed (Holm's step-down: a rejection
        // passes its share on). A cell stopped as unchanged keeps its share: leaving the count on a
        // futility stop would spend more than alpha per pull request (bench/gate-sim.ts measured 16% on
        // unchanged ten-case PRs with skewed scores).
        const share = o.alpha / Math.max(1, gatedTotal - regressedSoFar + (i === 0 ? extraTests : 0));
        for (const c of live)
            if (decideAt(out.get(keyOf(c)), c, k, share, o))
                decided.add(keyOf(c));
    }
    return out;
}
/**
 * A cell as its last look describes it; `done` where it has too few scored runs to test and can
 * get no more. Runs the runner lost are replaced, not counted as a decision: while more runs can
 * come, the case gets them (run health judges the losses themselves, whatever the scores).
 */
function firstCell(c, o) {
    const cell = emptyCell(c.looks.name, c.ev, o.advisory);
    const last = c.looks.looks.at(-1);
    describe(cell, last, undefined);
    if (last && usable(last))
        return { cell, done: false };
    cell.reason = `too few scored runs (base ${last?.base.length ?? 0}, head ${last?.head.length ?? 0}; at least 2 each)`;
    cell.repeatsNeeded = 3;
    const replaceable = c.lost.base + c.lost.head > 0 && !o.final && o.maxRuns !== undefined && c.lost.runs < o.maxRuns;
    if (!replaceable)
        return { cell, done: true };
    cell.pending = true;
    cell.reason += ': runs lost to the runner are replaced by more runs';
    return { cell, done: false };
}
/** Information by the harmonic mean of the runs a side. */
const info = (l) => (2 * l.base.length * l.head.length) / (l.base.length + l.head.length);
/**
 * The cell tested at look k with `share` of alpha; true where that decides it. Information is
 * counted against the cap (or, when no run will be added after this look, the runs there are: the
 * last look spends what is left).
 */
function decideAt(cell, c, k, share, all) {
    const o = inJudgeTerms(all, c.ev);
    const mine = c.looks.looks.filter((l) => l.look <= k && usable(l));
    const here = mine.at(-1);
    const st = cell_test_stats(here.base, here.head, c.pools.get(k), c.ev, o);
    describe(cell, here, st);
    cell.look = mine.length;
    const lastLook = o.final && k === c.looks.looks.at(-1).look;
    const cap = lastLook ? info(here) : Math.max(info(here), o.maxRuns ?? info(here));
    const fractions = mine.map((l) => Math.min(1, info(l) / cap));
    for (let j = 1; j < fractions.length; j++)
        fractions[j] = Math.max(fractions[j], fractions[j - 1] + 1e-6);
    if (lastLook || fractions.at(-1) > 1)
        fractions[fractions.length - 1] = 1;
    const bound = efficacyBounds(fractions, share).at(-1);
    const margin = futilityMargins(fractions, st.baseClean ? BETA_CLEAN : undefined).at(-1);
    const test = `z ${st.z.toFixed(2)} against the boundary ${bound.toFixed(2)} at look ${mine.length}, ${share.toFixed(4)} of alpha for this result`;
    const interval = `95% interval [${st.ci[0].toFixed(2)}, ${st.ci[1].toFixed(2)}]`;
    const j = o.youden[c.ev];
    // The judge's reading dilutes a change by J: the drop in the agent is about the drop read over J.
    const agent = st.drop > 0 ? `; about ${(0,stats/* round */.LI)(Math.min(1, st.drop / j)).toFixed(2)} in the agent` : '';
    const judged = o === all ? '' : ` (${all.minEffect} at the judge's measured error, J ${j.toFixed(2)}${agent})`;
    const how = `one-sided p ${pText(st.pDrop)} (${test}); ${interval}; min effect ${o.minEffect}${judged}`;
    const room = lastLook ? readingRoom(o.reread[c.ev], here) : 0;
    const decided = verdictAt(cell, st, { bound, margin, lastLook, here, how, room }, o);
    if (!o.advisory.has(c.ev) || decided)
        return decided;
    // Advisory: no run is added for it; what the runs there are show is what it shows.
    cell.pending = undefined;
    cell.unchangedAt = undefined;
    return true;
}
/**
 * Room for the reading of the judge that decided the looks (CompareOptions.reread): where it reads a
 * share q of runs the other way, the difference of the two sides' pass shares moves by about
 * sqrt(q (1/n_base + 1/n_head)); a cell it stopped as unchanged stays so within 1.28 of that (90%).
 */
const readingRoom = (q, l) => q ? 1.2816 * Math.sqrt(q * (1 / l.base.length + 1 / l.head.length)) : 0;
/** The verdict of a tested cell, with the reason in words; true where it is decided. */
function verdictAt(cell, st, at, o) {
    const { bound, margin, lastLook, here, how, room } = at;
    const runs = `${here.head.length} run(s) a side`;
    cell.pending = undefined;
    cell.repeatsNeeded = undefined;
    cell.unchangedAt = undefined;
    if (st.z >= bound && st.drop >= o.minEffect) {
        cell.verdict = 'regressed';
        cell.reason = `decided on ${runs}: ${how}`;
    }
    else if (st.zRise >= bound && -st.drop >= o.minEffect) {
        cell.verdict = 'improved';
        cell.reason = `decided on ${runs}: ${how}`;
    }
    else if (st.missed <= BETA_CLEAN || (!st.clean && st.drop + margin * st.se1 - room < st.detectDrop)) {
        // The change the design is built to catch, ruled out at the power side's boundary.
        cell.verdict = 'unchanged';
        const change = st.share !== undefined ? `${(0,stats/* round */.LI)(st.share * 100)}% more runs failing` : `a drop of ${o.detect} or more`;
        const roomNeeded = st.missed > BETA_CLEAN && st.drop + margin * st.se1 >= st.detectDrop;
        const within = roomNeeded ? `, within the looks' judge's reading (${room.toFixed(2)})` : '';
        cell.reason = `no sign of ${change} on ${runs}${within} (${how})`;
    }
    else if (lastLook && st.drop < o.minEffect) {
        // No run will come: a drop under min_effect is no regression.
        cell.verdict = 'unchanged';
        const drop = Math.max(0, st.drop).toFixed(2);
        cell.reason = `a drop of ${drop}, under min_effect ${o.minEffect}, on ${runs} (${how})`;
    }
    else if (lastLook || (o.maxRuns !== undefined && here.head.length >= o.maxRuns && here.base.length >= o.maxRuns)) {
        cell.verdict = 'inconclusive';
        const below = Math.min(1, Math.max(0, st.upper95)).toFixed(2);
        cell.reason = `could not be decided with ${runs}: the drop, if any, is below ${below} (${how})`;
        // Runs per side for an 80% chance to confirm a drop of this size at the final boundary, if it is real.
        const size = Math.max(st.drop, o.minEffect);
        const z = bound + 0.8416;
        const needed = Math.ceil((2 * st.variance * z * z) / (size * size));
        cell.repeatsNeeded = Math.min(200, Math.max(here.head.length + 1, needed));
    }
    else {
        cell.verdict = 'inconclusive';
        cell.pending = true;
        cell.unchangedAt = st.needed;
        cell.reason = `undecided after ${runs}: more runs decide it (${how})`;
        return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./lib/results/compare.js
// Head vs base, per case x evaluator and overall per evaluator, with the pull request as the unit
// of the decision: a team lives with the false alarms of a whole PR, over every case x evaluator.
//
// Per cell, a one-sided test of a drop in the share of passing runs (the mean score is shown beside
// it) on all its runs so far: Fisher's exact test where a side holds both outcomes, else t with the
// evaluator's variance pooled over every case of the suite and both sides, or the cell's own when
// that is larger (a weak prior of sd 0.1 keeps a fully deterministic suite from looking infinitely
// sure). The cell is looked at after the first round and after each batch of extra runs (the round
// each run carries): group-sequential boundaries (sequential.ts) spend the cell's share of alpha over
// the looks, its share being alpha over the gated cells still being decided at that look (Bonferroni
// on the live cells). "regressed" needs the drop to cross the boundary and be at least min_effect;
// "unchanged" is a drop under the futility bound or clearly under min_effect; a cell neither is
// undecided: more runs decide it, or, at the cap, it is reported as "could not be decided with N runs
// a side" with the largest drop its runs allow. bench/gate-sim.ts measures the false alarms per PR
// and the power; docs/statistics.md has the figures.









/**
 * Overall per evaluator: the mean over cases of head - base, its variance the sum of the cells'
 * (each the larger of the pooled and its own, as for a cell) over k squared; tested on every run at
 * alpha over the gated evaluators.
 */
function compareOverall(ev, pairs, alpha, minEffect, pool, m, advisory) {
    const usable = pairs.filter((p) => p.base.length && p.head.length);
    const cell = emptyCell('(all cases)', ev, advisory);
    if (!usable.length) {
        cell.reason = 'no case scored on both sides';
        return cell;
    }
    // Each case weighs alike: the means of the cases' means.
    const side = (tested, scores) => ({
        ...sideOf(ev, [(0,stats/* mean */.i2)(usable.map((p) => (0,stats/* mean */.i2)(scores(p))))], [(0,stats/* mean */.i2)(usable.map((p) => (0,stats/* mean */.i2)(tested(p))))]),
        n: usable.reduce((n, p) => n + tested(p).length, 0),
    });
    cell.base = side((p) => p.base, (p) => p.scores.base);
    cell.head = side((p) => p.head, (p) => p.scores.head);
    cell.delta = (0,stats/* round */.LI)(cell.head.mean - cell.base.mean);
    if (gatable(ev))
        cell.passDelta = (0,stats/* round */.LI)(cell.head.passing - cell.base.passing);
    const enough = usable.filter((p) => p.base.length >= 2 && p.head.length >= 2);
    if (!enough.length) {
        cell.reason = 'too few scored runs';
        return cell;
    }
    let sum = 0;
    for (const p of enough) {
        const { variance } = cellVariance(p.base, p.head, pool);
        sum += variance / p.base.length + variance / p.head.length;
    }
    const delta = (0,stats/* mean */.i2)(enough.map((p) => (0,stats/* mean */.i2)(p.head) - (0,stats/* mean */.i2)(p.base)));
    const { drop, pDrop, pRise, ci } = tTest(delta, Math.sqrt(sum) / enough.length, pool.df, ev);
    const bar = alpha / Math.max(1, m);
    cell.ci = ci;
    cell.p = (0,stats/* round */.LI)(pDrop, 4);
    cell.verdict =
        drop >= minEffect && pDrop <= bar ? 'regressed' : -drop >= minEffect && pRise <= bar ? 'improved' : 'unchanged';
    cell.reason = `mean over ${enough.length} case(s); one-sided p ${pText(pDrop)} against ${bar.toFixed(4)}; 95% interval [${ci[0].toFixed(2)}, ${ci[1].toFixed(2)}]`;
    return cell;
}
/**
 * Health of one case. A head with no run that left a session, where the base had one, has regressed
 * whatever the run count (nothing was seen: nothing can pass); otherwise Fisher's exact test of more
 * unhealthy head runs, at the PR's bar.
 */
function compareHealth(caseName, b, h, bar) {
    const out = { case: caseName, base: b, head: h, verdict: 'unchanged', reason: '' };
    if (!h.n)
        return { ...out, reason: 'no head run ended (missing runs are counted apart)' };
    if (!h.healthy) {
        out.verdict = b.healthy ? 'regressed' : 'broken';
        out.reason = b.healthy
            ? `${(0,evidence/* healthText */.gB)(h)}, where ${b.healthy} of ${b.n} base run(s) left a session`
            : `${(0,evidence/* healthText */.gB)(h)}; the base fared no better (${(0,evidence/* healthText */.gB)(b, 'base')})`;
        return out;
    }
    if (!b.n || h.healthy === h.n)
        return { ...out, reason: (0,evidence/* healthText */.gB)(h) };
    out.p = (0,stats/* round */.LI)((0,stats/* fisherOneSided */.Vg)(h.n - h.healthy, h.n, b.n - b.healthy, b.n), 4);
    if (out.p <= bar)
        out.verdict = 'regressed';
    out.reason = `${(0,evidence/* healthText */.gB)(h)}, base ${b.n - b.healthy} of ${b.n} (Fisher's exact one-sided p ${pText(out.p)} against ${bar.toFixed(4)})`;
    return out;
}
/** Health tests that can reject: a case with an unhealthy run on either side (Tarone: the others' p is 1). */
const healthTestable = (b, h) => h.n > 0 && b.n > 0 && h.healthy > 0 && h.healthy + b.healthy < h.n + b.n;
function compareResults(base, head, options = {}) {
    // The head's judge, as admitted where it was scored: advisory evaluators, and its measured error.
    const admission = head.judge?.admission;
    const opts = {
        advisory: new Set((0,evaluators_admission/* advisoryOf */.fC)(admission)),
        youden: (0,evaluators_admission/* youdenOf */.Us)(admission),
        minEffect: options.minEffect ?? 0.1,
        alpha: options.alpha ?? 0.05,
        maxRuns: options.maxRuns,
        final: options.final ?? options.maxRuns === undefined,
        reread: options.reread ?? {},
        // A design effect under min_effect would call unchanged what min_effect may call regressed.
        detect: Math.max(options.detect ?? 0.3, options.minEffect ?? 0.1),
    };
    const baseCases = new Map(base.cases.map((c) => [c.name, c]));
    const headNames = new Set(head.cases.map((c) => c.name));
    const common = head.cases.filter((c) => baseCases.has(c.name));
    const evaluators = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter((ev) => base.cases.some((c) => ev in c.summary));
    const healths = common.map((hc) => ({ name: hc.name, base: (0,evidence/* healthOf */.Wr)(baseCases.get(hc.name)), head: (0,evidence/* healthOf */.Wr)(hc) }));
    const healthByName = new Map(healths.map((h) => [h.name, h]));
    // Run health shares the PR's false-alarm budget with the score cells (at the first look).
    const healthTests = healths.filter((x) => healthTestable(x.base, x.head)).length;
    const idle = idleCellsOf(common, baseCases, evaluators);
    // A check the head has and the base does not (a base without sessions to compute it from): not
    // compared, so never passed as unchanged where it had something to check.
    const unmatched = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter((ev) => (0,schema/* isOracle */.Rp)(ev) && !evaluators.includes(ev));
    const cells = evaluators.flatMap((ev) => {
        const looks = common
            .filter((hc) => !idle(hc, ev))
            .map((hc) => looksOf(hc.name, scoresOf(baseCases.get(hc.name), ev), scoresOf(hc, ev)));
        const lostOf = (name) => {
            const x = healthByName.get(name);
            // A side where no run left a session is broken, not flaky: run health decides it, more runs would not.
            if (!x.base.healthy || !x.head.healthy)
                return { base: 0, head: 0, runs: x.head.n };
            return { base: x.base.n - x.base.healthy, head: x.head.n - x.head.healthy, runs: x.head.n };
        };
        // The evaluator's pooled variance at each look, over the runs every case had by then.
        const rounds = [...new Set(looks.flatMap((l) => l.looks.map((x) => x.look)))];
        const pools = new Map(rounds.map((k) => [
            k,
            pooledVariance(looks.map((l) => l.looks.filter((x) => x.look <= k).at(-1) ?? { base: [], head: [] })),
        ]));
        return looks.map((l) => ({ ev, looks: l, pools, lost: lostOf(l.name) }));
    });
    const decided = decideAll(cells, healthTests, opts);
    const overall = [];
    const gatedEvaluators = evaluators.filter((ev) => gatable(ev) && !opts.advisory.has(ev)).length;
    for (const ev of evaluators) {
        const checked = common.filter((hc) => !idle(hc, ev));
        const pairs = (checked.length ? checked : common).map((hc) => pairOf(scoresOf(baseCases.get(hc.name), ev), scoresOf(hc, ev)));
        const minEffect = inJudgeTerms(opts, ev).minEffect;
        overall.push(compareOverall(ev, pairs, opts.alpha, minEffect, pooledVariance(pairs), gatedEvaluators, opts.advisory));
    }
    const first = healthTests
        ? opts.alpha / Math.max(1, cells.filter((c) => gatable(c.ev) && !opts.advisory.has(c.ev)).length + healthTests)
        : opts.alpha;
    const mixed = twoInstruments(base, head);
    return {
        cells: common
            .flatMap((hc) => evaluators.map((ev) => idle(hc, ev)
            ? idleCell(baseCases.get(hc.name), hc, ev)
            : leaveMixed(leaveUnread(decided.get(`${hc.name}\u0000${ev}`), baseCases.get(hc.name), hc), mixed)))
            .concat(common.flatMap((hc) => unmatched.map((ev) => unmatchedCell(baseCases.get(hc.name), hc, ev)))),
        overall: overall.map((c) => leaveMixed(c, mixed)),
        health: healths.map((x) => compareHealth(x.name, x.base, x.head, first)),
        added: head.cases.filter((c) => !baseCases.has(c.name)).map((c) => c.name),
        removed: base.cases.filter((c) => !headNames.has(c.name)).map((c) => c.name),
        minEffect: opts.minEffect,
    };
}


/***/ }),

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
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
// What a job that holds the judge's credentials judges of runs another job collected (the report
// job, evaluate on workflow_run): at most what the base's config allows. The upload is untrusted (a
// fork's run job, or any run job: its config is the pull request's), and every run judged is paid
// for: 20 looks of 15 runs a side were judged with 2,424 calls against base caps allowing 24 runs.
// The caps: the base's cases plus gate.max_new_cases of the pull request's new ones; per case and
// side, confirm.max_runs runs (first round included; head runs alone against a bank, twice that:
// the base's share, no more calls); and the looks' runs, both sides together,
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
            // Head runs alone (against a bank) may take the base's share: twice max_runs, the same calls.
            const most = found.every((f) => f.l.side === 'head') ? 2 * caps.maxRuns : caps.maxRuns;
            const room = Math.max(0, most - (sofar.get(name) ?? 0));
            const budget = Math.floor(extraLeft / sides);
            const n = Math.min(size, room, budget);
            if (n < size)
                why.add(room <= budget
                    ? `confirm.max_runs ${caps.maxRuns} a side (twice that for head runs alone)`
                    : `confirm.max_extra_runs ${caps.maxExtraRuns}`);
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

/***/ 4811:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   sy: () => (/* binding */ resultsSchema),
/* harmony export */   uo: () => (/* binding */ unreadScore)
/* harmony export */ });
/* unused harmony exports runSchema, caseSchema */
/* harmony import */ var _evaluators_admission_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9847);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2311);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7596);
/* harmony import */ var _runner_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(355);
// results.json, schemaVersion 1 (contract in DESIGN.md). Fields may be added; renaming or removing
// one bumps the version. The zod schema is used when reading a results file (a baseline, a file
// from another job), so a bad file is named precisely instead of breaking the comparison.




const SCHEMA_VERSION = 1;
const score = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pass: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().nullable(),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Written before abstentions (heuristic/11 and older): a guess, read as an abstention. */
    lowConfidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
});
/** The judge could not tell (or, in files written before abstentions, said its level was a guess). */
const unreadScore = (s) => s?.source === 'abstained' || s?.lowConfidence === true;
const finding = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    spanId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    category: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    confidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    behavior: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    errorClass: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(500).optional(),
});
const runSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    sessionId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    repeat: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_runner_types_js__WEBPACK_IMPORTED_MODULE_3__/* .RUN_STATUSES */ .L),
    faults: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        target: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('model').optional(),
        effect: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        fired: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        exercised: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
        noop: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    })),
    scores: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), score),
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(finding),
    rootCause: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ spanId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(), explanation: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).optional(),
    suggestedFix: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ target: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), fix: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).optional(),
    facts: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        toolCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        failedCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        retries: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        modelCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    })
        .optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** The tools the agent called in this run (distinct names), for the coverage matrix. */
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    /** The look that added the run: 2 and up for the batches of the gate's sequential decision (absent: the first round). */
    round: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    /** A run an earlier workflow run of the same commit made (a bank of the base's runs: results/bank.ts). */
    banked: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
});
const summary = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mean: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    ci: zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()]).nullable(),
});
// What can be derived is optional on reading (a hand-made or older file may lack it): a case without
// effects had no faults, and missing summaries are computed from the runs (store.ts).
const caseSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    input: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().default(''),
    effects: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        tool_effects: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()))).default({}),
        model_effects: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())).optional(),
        mcp_effects: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())).optional(),
    })
        .default({ tool_effects: {} }),
    /** What the checks no judge reads used (side-effect tools, trace rules): the base is checked by its own. */
    checks: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        side_effects: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), key: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() })).max(1000),
        expect: _config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .expectSchema */ .N7.optional(),
    })
        .optional(),
    /** A level of a severity sweep: the configured case, the parameter and this level. */
    sweep: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ case: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), parameter: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), value: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).optional(),
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(runSchema),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), summary).optional(),
    /** pass^k of the case (results/reliability.ts): derived from the runs. */
    reliability: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        k: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        pass1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        passK: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    })
        .optional(),
});
const rootCause = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    explanation: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    suggestedFix: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    affectedSessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    samples: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sessionId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(finding) })),
});
const resultsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(SCHEMA_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    git: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    configHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /**
     * What the runs are, without how they are judged, gated or scheduled (agent, cases, tools,
     * evaluators): a base's bank is pooled with a rerun of its commit only where this matches.
     */
    runsHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** The config's id (the PR comment's marker), when it sets one. */
    configId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    judge: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        provider: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        promptVersions: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
        /** Planted labelled sessions judged in this run (evaluators/controls.ts): the judge checked where it gates. */
        controls: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            planted: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
                kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['madeUp', 'honest']),
                expected: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40),
                got: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(80),
                held: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().nullable(),
            }))
                .max(10),
            held: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
            unchecked: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        })
            .optional(),
        /** Whether the judge may gate each evaluator, on its certificate (evaluators/admission.ts). */
        admission: _evaluators_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .admissionSchema */ .Dz.optional(),
        /**
         * With an LLM judge: the offline judge's rules whose sure readings stood (evaluators/offline-sure.ts),
         * part of the instrument: a base read without them was read by another judge.
         */
        offline: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ rules: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40), evaluators: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).max(10) }).optional(),
        /** The base was judged by another judge, model or prompt and judged again with this one: what it was. */
        baseJudge: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(300).optional(),
        calibration: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            exact: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            withinOne: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            kappa: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            /** The labelled set and its size in sessions. */
            set: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(200).optional(),
            sessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
            /** agent-chaos's own development part (tuned on), shown beside the held-out figure. */
            development: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ exact: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), withinOne: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), kappa: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), sessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })
                .optional(),
            /** The heuristic on text real LLM agents wrote: the held-out part's figures, and the development part's exact. */
            realText: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
                exact: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
                withinOne: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
                n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
                sessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
                developmentExact: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
                developmentSessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
                source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(200),
                /** Labels of the held-out part the judge could not tell (not among `n`). */
                abstained: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
            })
                .optional(),
        })
            .optional(),
    }),
    cases: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(caseSchema),
    insights: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        key: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        affectedSessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        rootCauses: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rootCause),
    })),
    usage: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        judgeCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        estimatedCostUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        /** The agent's own model calls: tokens from its traces, priced where the model has a price (agent-cost.ts). */
        agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            sessions: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            costUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
            unpriced: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
            unnamedTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        })
            .optional(),
        /** Judge calls answered by an earlier reading of the same transcript, at no cost (judge/readings.ts). */
        reused: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
        /** The offline judge's sure readings that stood in for judge calls, and the LLM judge's audit of them (evaluators/offline-sure.ts). */
        offline: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            sure: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            audited: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            disagreed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            withdrawn: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40)).max(10),
        })
            .optional(),
        /** Evaluators that do not gate, read by the LLM judge on `runs` runs a case and by the offline judge on `readings` others. */
        sampled: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ evaluators: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(40)).max(10), runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), readings: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })
            .optional(),
        /** What judging was estimated to take before it started (evaluators/estimate.ts). */
        estimate: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
            costUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
            /** Beyond the head's first round: the most the batches may add (a rerun), or the base and the run job's looks. */
            more: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ what: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), costUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional() })
                .optional(),
        })
            .optional(),
    }),
    notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    /** The runs expected against the runs seen (results/evidence.ts). */
    evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        expected: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        seen: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        missing: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        missingRuns: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ case: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), repeat: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional() })),
        duplicates: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        unexpected: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        dropped: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        shards: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), missing: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()) }).optional(),
        overCaps: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), cases: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()), why: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }).optional(),
    })
        .optional(),
});


/***/ }),

/***/ 497:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ bootstrapMeanCI),
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   Pq: () => (/* binding */ tUpperTail),
/* harmony export */   Vg: () => (/* binding */ fisherOneSided),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   sc: () => (/* binding */ tQuantileUpper)
/* harmony export */ });
/* harmony import */ var _util_random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5073);
// The statistics of scores, all in one place: means, Student's t tails and quantiles, and bootstrap intervals drawn with a
// seeded generator, so the same results always print the same intervals.

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
/** 95% percentile bootstrap interval of the mean. One value: [x, x]; none: undefined. */
function bootstrapMeanCI(xs, seedText, resamples = 2000) {
    if (!xs.length)
        return undefined;
    if (xs.length === 1 || xs.every((x) => x === xs[0]))
        return [xs[0], xs[0]];
    const rand = (0,_util_random_js__WEBPACK_IMPORTED_MODULE_0__/* .seededRandom */ .I)((0,_util_random_js__WEBPACK_IMPORTED_MODULE_0__/* .hashSeed */ .k)(seedText));
    const means = new Float64Array(resamples);
    for (let b = 0; b < resamples; b++) {
        let s = 0;
        for (let i = 0; i < xs.length; i++)
            s += xs[Math.floor(rand() * xs.length)];
        means[b] = s / xs.length;
    }
    return percentileCI(means);
}
const round = (x, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
/** The central 95% of bootstrap samples (sorts them in place). */
function percentileCI(samples) {
    samples.sort();
    const n = samples.length;
    return [samples[Math.floor(0.025 * (n - 1))], samples[Math.ceil(0.975 * (n - 1))]];
}
/** ln Γ(x) (Lanczos), for the t distribution. */
function lnGamma(x) {
    const g = [
        676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
        -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
    x -= 1;
    let a = 0.99999999999980993;
    const t = x + 7.5;
    for (let i = 0; i < 8; i++)
        a += g[i] / (x + i + 1);
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
/** The regularized incomplete beta function I_x(a, b) (continued fraction, Lentz). */
function incompleteBeta(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    if (x > (a + 1) / (a + b + 2))
        return 1 - incompleteBeta(1 - x, b, a);
    const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x)) / a;
    let f = 1;
    let c = 1;
    let d = 0;
    for (let i = 0; i <= 200; i++) {
        const m = Math.floor(i / 2);
        const num = i === 0
            ? 1
            : i % 2 === 0
                ? (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m))
                : -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
        d = 1 + num * d;
        if (Math.abs(d) < 1e-30)
            d = 1e-30;
        d = 1 / d;
        c = 1 + num / c;
        if (Math.abs(c) < 1e-30)
            c = 1e-30;
        const cd = c * d;
        f *= cd;
        if (Math.abs(1 - cd) < 1e-12)
            break;
    }
    return front * (f - 1);
}
/** P(T > t) for Student's t with `df` degrees of freedom (one-sided upper tail). */
function tUpperTail(t, df) {
    if (!Number.isFinite(t))
        return t > 0 ? 0 : 1;
    const x = df / (df + t * t);
    const tail = 0.5 * incompleteBeta(x, df / 2, 0.5);
    return t >= 0 ? tail : 1 - tail;
}
const quantiles = new Map();
/** The t quantile: the t with P(T > t) = p (bisection; p in (0, 0.5]); cached, the same few are asked for again and again. */
function tQuantileUpper(p, df) {
    const key = `${p}|${df}`;
    const known = quantiles.get(key);
    if (known !== undefined)
        return known;
    const q = bisectQuantile(p, df);
    if (quantiles.size < 10_000)
        quantiles.set(key, q);
    return q;
}
function bisectQuantile(p, df) {
    let lo = 0;
    let hi = 1000;
    for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (tUpperTail(mid, df) > p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** ln C(n, k). */
const lnChoose = (n, k) => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);
/**
 * Fisher's exact test, one-sided (`mid`: the mid-p version, which counts half the observed table:
 * close to the nominal level where the exact test is conservative): the chance of at least `aBad` bad of `aN` in the first group,
 * given the bad of both groups together (hypergeometric upper tail). For counts of runs: small n.
 */
function fisherOneSided(aBad, aN, bBad, bN, mid = false) {
    const bad = aBad + bBad;
    const total = aN + bN;
    const denominator = lnChoose(total, aN);
    let p = 0;
    for (let x = aBad; x <= Math.min(aN, bad); x++) {
        if (bad - x > bN)
            continue;
        p += Math.exp(lnChoose(bad, x) + lnChoose(total - bad, aN - x) - denominator) * (mid && x === aBad ? 0.5 : 1);
    }
    return Math.min(1, p);
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
    usage: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        byModel: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(text(200), zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }))
            .refine((m) => Object.keys(m).length <= 20, 'at most 20 models')
            .optional(),
    }),
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
/* harmony export */   Bu: () => (/* binding */ twoDecimals),
/* harmony export */   QI: () => (/* binding */ cutAtWord),
/* harmony export */   W3: () => (/* binding */ CONTROL),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   e1: () => (/* binding */ asText),
/* harmony export */   kH: () => (/* binding */ INVISIBLE),
/* harmony export */   pC: () => (/* binding */ wholePercent),
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
/** A score or difference to two decimals, "–" where there is none. */
const twoDecimals = (x) => x === null || x === undefined ? '–' : x.toFixed(2);
/** A share as a whole percentage, "–" where there is none. */
const wholePercent = (x) => x === null || x === undefined ? '–' : `${Math.round(x * 100)}%`;
/** A value as one canonical text (keys sorted), JSON text parsed first: tool arguments compared as data. */
function canonicalJson(args) {
    let v = args;
    if (typeof v === 'string') {
        try {
            v = JSON.parse(v);
        }
        catch {
            return v;
        }
    }
    return JSON.stringify(v, (_k, x) => x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : x);
}
/**
 * One line of text at most `max` characters, cut at a word's end where one is near (a fix cut
 * mid-word reads as a typo) and marked with an ellipsis.
 */
function cutAtWord(s, max) {
    if (s.length <= max)
        return s;
    const cut = s.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    return `${space > max * 0.6 ? cut.slice(0, space).replace(/[\s,;:.]+$/, '') : cut}…`;
}


/***/ })

};
