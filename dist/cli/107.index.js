export const id = 107;
export const ids = [107];
export const modules = {

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

/***/ 4811:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   sy: () => (/* binding */ resultsSchema)
/* harmony export */ });
/* unused harmony exports runSchema, caseSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/* harmony import */ var _runner_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(355);
// results.json, schemaVersion 1 (contract in DESIGN.md). Fields may be added; renaming or removing
// one bumps the version. The zod schema is used when reading a results file (a baseline, a file
// from another job), so a bad file is named precisely instead of breaking the comparison.


const SCHEMA_VERSION = 1;
const score = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    pass: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    lowConfidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const finding = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    spanId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    category: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    confidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    behavior: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    errorClass: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(500).optional(),
});
const runSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sessionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_runner_types_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_STATUSES */ .L),
    faults: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        target: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('model').optional(),
        effect: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        fired: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        exercised: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
        noop: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    })),
    scores: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), score),
    findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(finding),
    rootCause: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ spanId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), explanation: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
    suggestedFix: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ target: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), fix: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
    facts: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        failedCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        retries: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        modelCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    })
        .optional(),
    seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The tools the agent called in this run (distinct names), for the coverage matrix. */
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    /** The look that added the run: 2 and up for the batches of the gate's sequential decision (absent: the first round). */
    round: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    /** A run an earlier workflow run of the same commit made (a bank of the base's runs: results/bank.ts). */
    banked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const summary = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    mean: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    passRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    ci: zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).nullable(),
});
// What can be derived is optional on reading (a hand-made or older file may lack it): a case without
// effects had no faults, and missing summaries are computed from the runs (store.ts).
const caseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().default(''),
    effects: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        tool_effects: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()))).default({}),
        model_effects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())).optional(),
    })
        .default({ tool_effects: {} }),
    /** A level of a severity sweep: the configured case, the parameter and this level. */
    sweep: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ case: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), parameter: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), value: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
    runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(runSchema),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), summary).optional(),
    /** pass^k of the case (results/reliability.ts): derived from the runs. */
    reliability: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        k: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        pass1: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        passK: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    })
        .optional(),
});
const rootCause = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    explanation: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    suggestedFix: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    affectedSessions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    samples: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sessionId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(finding) })),
});
const resultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(SCHEMA_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    createdAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    git: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    configHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /**
     * What the runs are, without how they are judged, gated or scheduled (agent, cases, tools,
     * evaluators): a base's bank is pooled with a rerun of its commit only where this matches.
     */
    runsHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The config's id (the PR comment's marker), when it sets one. */
    configId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        promptVersions: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
        calibration: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            exact: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            withinOne: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            kappa: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            /** The labelled set and its size in sessions. */
            set: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(200).optional(),
            sessions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
            /** agent-chaos's own development part (tuned on), shown beside the held-out figure. */
            development: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ exact: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), withinOne: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), kappa: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), sessions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() })
                .optional(),
            /** The heuristic on text real LLM agents wrote: the held-out part's figures, and the development part's exact. */
            realText: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
                exact: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
                withinOne: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
                n: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
                sessions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
                developmentExact: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
                developmentSessions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
                source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(200),
            })
                .optional(),
        })
            .optional(),
    }),
    cases: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(caseSchema),
    insights: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        affectedSessions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        rootCauses: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(rootCause),
    })),
    usage: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        judgeCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        estimatedCostUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        /** What judging was estimated to take before it started (evaluators/estimate.ts). */
        estimate: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
            /** Beyond the head's first round: the most the batches may add (a rerun), or the base and the run job's looks. */
            more: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ what: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional() })
                .optional(),
        })
            .optional(),
    }),
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    /** The runs expected against the runs seen (results/evidence.ts). */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        expected: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        seen: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        missingRuns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ case: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), shard: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional() })),
        duplicates: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        unexpected: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        dropped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        shards: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()) }).optional(),
        overCaps: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), cases: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), why: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }).optional(),
    })
        .optional(),
});


/***/ }),

/***/ 3107:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESULTS_FILE: () => (/* binding */ RESULTS_FILE),
/* harmony export */   SESSIONS_FILE: () => (/* binding */ SESSIONS_FILE),
/* harmony export */   readResults: () => (/* binding */ readResults),
/* harmony export */   sessionsPathFor: () => (/* binding */ sessionsPathFor),
/* harmony export */   writeResults: () => (/* binding */ writeResults)
/* harmony export */ });
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1202);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9332);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8474);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1455);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6466);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6760);
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3317);
/* harmony import */ var _reliability_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9830);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4811);
// Reading and writing results.json and sessions.jsonl.










const RESULTS_FILE = 'results.json';
const SESSIONS_FILE = 'sessions.jsonl';
/** The sessions.jsonl that belongs with a results.json (or its directory). */
const sessionsPathFor = (results) => (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(results.endsWith('.json') ? (0,node_path__WEBPACK_IMPORTED_MODULE_6__.dirname)(results) : results, SESSIONS_FILE);
/** One JSON line per item, streamed: a large run's sessions are never one string in memory. */
async function writeLines(path, items) {
    // Large writes: a run of thousands of sessions waits on far fewer drains.
    const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_3__.createWriteStream)(path, { highWaterMark: 1 << 20 });
    const failed = new Promise((_, reject) => out.on('error', reject));
    for (const item of items)
        if (!out.write(`${JSON.stringify(item)}\n`))
            await Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_2__.once)(out, 'drain'), failed]);
    out.end();
    await Promise.race([(0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.finished)(out), failed]);
}
async function writeResults(dir, results, sessions) {
    (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_0__/* .makeDir */ .g)(dir);
    const paths = { results: (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(dir, RESULTS_FILE), sessions: (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(dir, SESSIONS_FILE) };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_4__.writeFile)(paths.results, `${JSON.stringify(results, null, 2)}\n`);
    await writeLines(paths.sessions, sessions);
    return paths;
}
/** Reads a results.json (or the one in a directory), with errors that name the file and the field. */
async function readResults(path) {
    const file = path.endsWith('.json') ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(path, RESULTS_FILE);
    let data;
    try {
        data = (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBounded */ .nh)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_4__.readFile)(file, 'utf8'));
    }
    catch (err) {
        throw new Error(`${file}: cannot read results: ${err.message}`);
    }
    const version = data?.schemaVersion;
    if (version !== _schema_js__WEBPACK_IMPORTED_MODULE_9__/* .SCHEMA_VERSION */ .f$)
        throw new Error(`${file}: schemaVersion ${JSON.stringify(version)} is not supported (expected ${_schema_js__WEBPACK_IMPORTED_MODULE_9__/* .SCHEMA_VERSION */ .f$}); produce it with this version of agent-chaos`);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_9__/* .resultsSchema */ .sy.safeParse(data);
    if (!parsed.success) {
        const i = parsed.error.issues[0];
        throw new Error(`${file}: invalid results at ${i.path.join('.') || '(root)'}: ${i.message}`);
    }
    // Summaries are derived data: computed from the runs when the file has none.
    const cases = parsed.data.cases.map((c) => ({
        ...c,
        summary: c.summary ?? (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_7__/* .summarize */ .e)(c.name, c.runs, [...new Set(c.runs.flatMap((r) => Object.keys(r.scores)))]),
        reliability: c.reliability ?? (0,_reliability_js__WEBPACK_IMPORTED_MODULE_8__/* .reliabilityOf */ .C)(c.runs),
    }));
    return { ...parsed.data, cases };
}


/***/ })

};
