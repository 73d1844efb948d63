export const id = 771;
export const ids = [771];
export const modules = {

/***/ 1771:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   calibrateCommand: () => (/* binding */ calibrateCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7596);
/* harmony import */ var _evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4079);
/* harmony import */ var _evaluators_calibration_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(406);
/* harmony import */ var _evaluators_certificate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3757);
/* harmony import */ var _evaluators_score_cases_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2624);
/* harmony import */ var _evaluators_settings_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9065);
/* harmony import */ var _judge_create_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7728);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4035);
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1202);
/* harmony import */ var _util_package_root_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6189);
// `agent-chaos calibrate [--set <file>] [--judge ...] [--certificate <file>]`: runs a judge over
// labelled sessions and prints how far it agrees with the labels. Without --set: agent-chaos's own
// set, its held-out part (never tuned on) and its development part reported apart. Writes
// calibration.json, which judge.calibration can point at so the report names the judge's measured
// agreement, and with --certificate the judge's admission certificate (evaluators/certificate.ts),
// measured on the held-out part or the given set only.














const pct = (x) => `${(x * 100).toFixed(0)}%`;
function table(c, io) {
    const rows = [
        ['evaluator', 'n', 'exact', 'within one', "Cohen's kappa", 'Failure passed', 'mean abs. error', 'cannot tell'],
        ...[...c.evaluators, { evaluator: 'all', ...c.overall }].map((e) => [
            e.evaluator,
            String(e.n),
            pct(e.exact),
            pct(e.withinOne),
            e.kappa.toFixed(2),
            String(e.failuresPassed.length),
            e.meanAbsError === undefined ? '' : e.meanAbsError.toFixed(2),
            e.abstained ? `${e.abstained.n} (${e.abstained.whereFailed} where a call failed)` : '0',
        ]),
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows)
        io.out(r
            .map((cell, i) => cell.padEnd(widths[i]))
            .join('  ')
            .trimEnd());
}
/** The pass/fail reading a certificate holds, with its 95% lower bounds. */
function binaryTable(c, io) {
    io.out('  pass/fail at 0.5 (what the gate acts on; "cannot tell" counts as a miss):');
    for (const e of c.evaluators) {
        if (!e.binary)
            continue;
        const [k, p] = [(0,_evaluators_certificate_js__WEBPACK_IMPORTED_MODULE_6__/* .rateOf */ .MK)(e.binary.catches), (0,_evaluators_certificate_js__WEBPACK_IMPORTED_MODULE_6__/* .rateOf */ .MK)(e.binary.passes)];
        io.out(`  ${e.evaluator}: fails ${k.k} of ${k.n} labelled failing (95% lower bound ${k.lower95.toFixed(2)}), passes ${p.k} of ${p.n} labelled sound (${p.lower95.toFixed(2)})`);
    }
}
/** The labelled sets: the given file, or the own set's held-out and development parts (their files' text hashed). */
function partsOf(set) {
    const textOf = (files) => files.map((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_12__/* .packageRoot */ .Z)(), 'fixtures', 'calibration', f), 'utf8')).join('');
    if (set)
        return [{ name: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(set), entries: (0,_evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__/* .readCalibrationSet */ .p8)(set), text: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(set, 'utf8') }];
    return [
        { name: 'agent-chaos held-out', entries: (0,_evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__/* .readOwnPart */ .kk)((0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_12__/* .packageRoot */ .Z)(), 'heldOut'), text: textOf(_evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__/* .OWN_SET */ .Ed.heldOut) },
        {
            name: 'agent-chaos development',
            entries: (0,_evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__/* .readOwnPart */ .kk)((0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_12__/* .packageRoot */ .Z)(), 'development'),
            text: textOf(_evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__/* .OWN_SET */ .Ed.development),
        },
    ];
}
async function calibrateCommand(args, io) {
    let parts;
    try {
        parts = partsOf(args.set);
    }
    catch (err) {
        if (!(err instanceof _evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_4__/* .CalibrationSetError */ .LH))
            throw err;
        io.err(`error: ${err.message}`);
        return 2;
    }
    const defined = Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined));
    const base = (args.configJudge ?? { provider: 'heuristic' });
    if (defined.provider && defined.provider !== base.provider && !defined.model)
        delete base.model;
    const scoring = {
        judge: _config_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeSchema */ .dN.parse({ ...base, ...defined }),
        evaluators: (0,_evaluators_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .evaluatorSettings */ .D)(),
        configHash: 'calibration',
    };
    const judge = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_10__/* .judgeFor */ .z0)(scoring, (l) => io.err(`warning: ${l}`));
    const model = judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`;
    const measured = [];
    for (const part of parts) {
        io.out(`calibrate: ${part.name}: ${part.entries.length} labelled session(s), judge ${scoring.judge.provider}${model}`);
        const c = await (0,_evaluators_calibration_js__WEBPACK_IMPORTED_MODULE_5__/* .calibrate */ .C)(part.entries, {
            judge,
            concurrency: scoring.judge.concurrency,
            label: (0,_judge_create_js__WEBPACK_IMPORTED_MODULE_9__/* .judgeLabel */ .gy)(judge),
            deadlineMs: scoring.judge.deadline,
        });
        c.set = { name: part.name, sessions: part.entries.length };
        table(c, io);
        binaryTable(c, io);
        for (const m of c.misses.slice(0, 20))
            io.out(`  ${m.sessionId} ${m.evaluator}: labelled ${m.label}, judged ${m.got}`);
        measured.push(c);
    }
    const [first, dev] = measured;
    const result = dev
        ? {
            ...first,
            development: { set: dev.set ?? { name: '', sessions: 0 }, evaluators: dev.evaluators, overall: dev.overall },
        }
        : first;
    (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_11__/* .makeDir */ .g)(args.out);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(args.out, 'calibration.json');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, `${JSON.stringify(result, null, 2)}\n`);
    io.out(`wrote ${path}`);
    if (args.certificate) {
        // The certificate rests on the held-out part (or the team's set) alone: the development part was tuned on.
        const names = first.evaluators.map((e) => e.evaluator);
        const identity = {
            provider: scoring.judge.provider,
            model: scoring.judge.model,
            promptVersions: (0,_evaluators_score_cases_js__WEBPACK_IMPORTED_MODULE_7__/* .promptVersionsOf */ .V)(judge.kind, names),
        };
        const cert = (0,_evaluators_certificate_js__WEBPACK_IMPORTED_MODULE_6__/* .certify */ .Fp)(identity, [{ name: parts[0].name, text: parts[0].text, calibration: first }]);
        (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_11__/* .makeDir */ .g)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(args.certificate));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(args.certificate, `${JSON.stringify(cert, null, 2)}\n`);
        io.out(`wrote ${args.certificate}: set judge.admission.certificate to it (docs/calibration.md)`);
    }
    return 0;
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


/***/ }),

/***/ 2624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ promptVersionsOf),
/* harmony export */   a: () => (/* binding */ scoreCases)
/* harmony export */ });
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
/* harmony import */ var _heuristics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8609);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6525);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7120);
// Scores collected runs: deterministic facts for every run, then the evaluators for every run that
// left a session, and insights across them. results/ turns this into results.json.





const emptySession = (sessionId) => ({
    sessionId,
    traceIds: [],
    dialect: 'genai',
    input: '',
    finalAnswer: '',
    toolCalls: [],
    messages: [],
    modelCalls: 0,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: 0,
});
async function scoreCases(cases, opts) {
    const all = cases.flatMap((c) => c.runs.map((r) => ({
        c,
        r,
        facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .runFacts */ .p)(r.session ?? emptySession(r.sessionId), c.effects, r.faultsFired, c.checks),
    })));
    const judged = all.filter((j) => j.r.session);
    // A short budget judges every case's earliest runs first: the k-th run of each case, case by case.
    const position = new Map(cases.flatMap((c, ci) => c.runs.map((r, k) => [r, { tier: k, group: ci }])));
    const evaluation = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluate */ ._3)(judged.map((j) => ({ session: j.r.session, facts: j.facts })), {
        ...opts,
        priority: judged.map((j) => position.get(j.r)),
        onRun: (i, scores) => opts.onRun?.(judged[i].c, judged[i].r, scores),
    });
    const runs = new Map(all.map((j) => [j.r, { facts: j.facts }]));
    judged.forEach((j, i) => (runs.get(j.r).evaluation = evaluation.runs[i]));
    const names = opts.evaluators.map((e) => e.name);
    return {
        ...evaluation,
        runs,
        evaluators: names,
        promptVersions: promptVersionsOf(opts.judge.kind, names),
    };
}
/**
 * The prompt version of each evaluator for a judge. The heuristic reads no prompt, but its rules
 * change between versions: a base scored by other rules is another judge.
 */
const promptVersionsOf = (kind, names) => Object.fromEntries(names.map((n) => [
    n,
    // The checks no judge reads are the same under every judge.
    kind === 'heuristic' && !(0,_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .isOracle */ .Rp)(n) ? _heuristics_js__WEBPACK_IMPORTED_MODULE_1__/* .HEURISTIC_VERSION */ .MZ : _index_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATORS */ .J[n].promptVersion,
]));


/***/ })

};
