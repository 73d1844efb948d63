export const id = 767;
export const ids = [767];
export const modules = {

/***/ 6767:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  calibrateCommand: () => (/* binding */ calibrateCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/schema.js
var schema = __webpack_require__(1091);
// EXTERNAL MODULE: ./lib/evaluators/calibration-set.js
var calibration_set = __webpack_require__(4079);
// EXTERNAL MODULE: ./lib/evaluators/engine.js + 1 modules
var engine = __webpack_require__(2162);
// EXTERNAL MODULE: ./lib/evaluators/facts.js
var facts = __webpack_require__(6525);
// EXTERNAL MODULE: ./lib/evaluators/types.js
var types = __webpack_require__(855);
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
/** Runs the judge over the labelled sessions and measures its agreement with the labels. */
async function calibrate(entries, opts) {
    const evaluators = [...new Set(entries.flatMap((e) => Object.keys(e.labels)))];
    const ev = await (0,engine/* evaluate */._3)(entries.map((e) => ({ session: e.session, facts: (0,facts/* runFacts */.p)(e.session) })), { ...opts, evaluators: evaluators.map((name) => ({ name, threshold: 0.5 })) });
    const all = [];
    const misses = [];
    const per = evaluators.map((evaluator) => {
        const pairs = entries.flatMap((e, i) => {
            const label = e.labels[evaluator];
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
        return { evaluator, ...agreement(evaluator, pairs), ...mae };
    });
    return {
        judge: opts.label,
        createdAt: new Date().toISOString(),
        evaluators: per,
        overall: agreement('all', all),
        misses,
    };
}

// EXTERNAL MODULE: ./lib/evaluators/score-cases.js
var score_cases = __webpack_require__(2624);
// EXTERNAL MODULE: ./lib/judge/create.js + 4 modules
var create = __webpack_require__(7728);
// EXTERNAL MODULE: ./lib/pipeline.js + 19 modules
var pipeline = __webpack_require__(9567);
// EXTERNAL MODULE: ./lib/util/dirs.js
var dirs = __webpack_require__(1202);
// EXTERNAL MODULE: ./lib/util/package-root.js
var package_root = __webpack_require__(6189);
;// CONCATENATED MODULE: ./lib/cli/calibrate.js
// `agent-chaos calibrate [--set <file>] [--judge ...]`: runs a judge over labelled sessions and prints
// how far it agrees with the labels. Without --set: agent-chaos's own set, its held-out part (never
// tuned on) and its development part reported apart. Writes calibration.json, which judge.calibration
// can point at so the report names the judge's measured agreement.










const pct = (x) => `${(x * 100).toFixed(0)}%`;
function table(c, io) {
    const rows = [
        ['evaluator', 'n', 'exact', 'within one', "Cohen's kappa", 'Failure passed', 'mean abs. error'],
        ...[...c.evaluators, { evaluator: 'all', ...c.overall }].map((e) => [
            e.evaluator,
            String(e.n),
            pct(e.exact),
            pct(e.withinOne),
            e.kappa.toFixed(2),
            String(e.failuresPassed.length),
            e.meanAbsError === undefined ? '' : e.meanAbsError.toFixed(2),
        ]),
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows)
        io.out(r
            .map((cell, i) => cell.padEnd(widths[i]))
            .join('  ')
            .trimEnd());
}
async function calibrateCommand(args, io) {
    let parts;
    try {
        parts = args.set
            ? [{ name: (0,external_node_path_.basename)(args.set), entries: (0,calibration_set/* readCalibrationSet */.p8)(args.set) }]
            : [
                { name: 'agent-chaos held-out', entries: (0,calibration_set/* readOwnPart */.kk)((0,package_root/* packageRoot */.Z)(), 'heldOut') },
                { name: 'agent-chaos development', entries: (0,calibration_set/* readOwnPart */.kk)((0,package_root/* packageRoot */.Z)(), 'development') },
            ];
    }
    catch (err) {
        if (!(err instanceof calibration_set/* CalibrationSetError */.LH))
            throw err;
        io.err(`error: ${err.message}`);
        return 2;
    }
    const defined = Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined));
    const scoring = {
        judge: schema/* judgeSchema */.dN.parse({ provider: 'heuristic', ...defined }),
        evaluators: (0,score_cases/* evaluatorSettings */.D)(),
        configHash: 'calibration',
    };
    const judge = await (0,pipeline/* judgeFor */.z0)(scoring, (l) => io.err(`warning: ${l}`));
    const model = judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`;
    const measured = [];
    for (const part of parts) {
        io.out(`calibrate: ${part.name}: ${part.entries.length} labelled session(s), judge ${scoring.judge.provider}${model}`);
        const c = await calibrate(part.entries, {
            judge,
            concurrency: scoring.judge.concurrency,
            label: (0,create/* judgeLabel */.gy)(judge),
            deadlineMs: scoring.judge.deadline,
        });
        c.set = { name: part.name, sessions: part.entries.length };
        table(c, io);
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
    (0,dirs/* makeDir */.g)(args.out);
    const path = (0,external_node_path_.join)(args.out, 'calibration.json');
    await (0,promises_.writeFile)(path, `${JSON.stringify(result, null, 2)}\n`);
    io.out(`wrote ${path}`);
    return 0;
}


/***/ })

};
