export const id = 105;
export const ids = [105];
export const modules = {

/***/ 2105:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareCommand: () => (/* binding */ compareCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _config_overrides_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2319);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7596);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4035);
/* harmony import */ var _results_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7803);
/* harmony import */ var _results_base_checks_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3287);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3107);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3151);
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5163);
// `agent-chaos compare --base <dir|results.json> --head <dir|results.json>` (and `report`): the same
// report the PR comment shows, for any CI; exit status 1 when the gate fails.










/** A base without the head's checks no judge reads gets them from its sessions.jsonl (base-checks.ts). */
async function withChecksOf(base, dir, head, config) {
    const file = (0,_results_store_js__WEBPACK_IMPORTED_MODULE_7__.sessionsPathFor)(dir);
    const sessions = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) && (0,_results_base_checks_js__WEBPACK_IMPORTED_MODULE_6__/* .checksMissingIn */ .P)(base, head).length ? ((await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_9__.readSessionsFile)(file)) ?? []) : [];
    return (0,_results_base_checks_js__WEBPACK_IMPORTED_MODULE_6__/* .withBaseChecks */ .l)(base, sessions, head, (0,_config_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluatorThresholds */ .O)(config)).results;
}
async function compareCommand(args, io) {
    const [found, head] = await Promise.all([args.base ? (0,_results_store_js__WEBPACK_IMPORTED_MODULE_7__.readResults)(args.base) : undefined, (0,_results_store_js__WEBPACK_IMPORTED_MODULE_7__.readResults)(args.head)]);
    if (found) {
        (0,_results_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOverlap */ .wq)(found, head);
        if (!(0,_results_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .sameJudge */ .G$)(found, head))
            throw new Error(`base and head were judged by different judges (base ${found.judge.provider} ${found.judge.model}, head ${head.judge.provider} ${head.judge.model}): their scores are not comparable; judge the base's sessions.jsonl again with \`agent-chaos eval --traces <base>/sessions.jsonl --judge ${head.judge.provider}\``);
    }
    const config = args.config ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(args.config) : undefined;
    const base = found && args.base ? await withChecksOf(found, args.base, head, config) : found;
    const policy = _config_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .gateSchema */ .Tp.parse({
        ...(config?.gate ?? {}),
        ...(args.failOn ? { fail_on: args.failOn } : {}),
        ...(args.minEffect !== undefined ? { min_effect: args.minEffect } : {}),
    });
    const { comparison, gate } = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_4__/* .compareAndGate */ .g4)(policy, (0,_config_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluatorThresholds */ .O)(config), head, base);
    if (args.format === 'json') {
        io.out(JSON.stringify({
            verdict: gate.verdict,
            blocking: gate.blocking,
            regressions: gate.regressions,
            reasons: gate.reasons,
            comparison,
        }, null, 2));
    }
    else {
        const sessionsFile = (0,_results_store_js__WEBPACK_IMPORTED_MODULE_7__.sessionsPathFor)(args.head);
        const sessions = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(sessionsFile) ? await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_9__.readSessionsFile)(sessionsFile) : undefined;
        io.out((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .renderReport */ .B1)({
            head,
            base,
            comparison,
            gate,
            baseline: base
                ? { source: 'file', sha: base.git.sha, createdAt: base.createdAt, description: `results file ${args.base}` }
                : { source: 'none', description: 'no base given: head scores only' },
            sessions: sessions ? new Map(sessions.map((s) => [s.sessionId, s])) : undefined,
            configId: config?.id ?? head.configId,
        }));
    }
    return gate.blocking ? 1 : 0;
}


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
