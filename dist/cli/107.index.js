export const id = 107;
export const ids = [107];
export const modules = {

/***/ 9830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reliabilityOf)
/* harmony export */ });
/* unused harmony export passHatK */
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
// Reliability as readers of agent benchmarks know it: pass^k, the chance that all k runs of a case
// pass, estimated from the n runs made as C(c, k) / C(n, k) with c the passing runs (tau-bench's
// unbiased estimator). A run passes when it left a session and every gated evaluator that judged it
// passed it; a run lost to the runner fails; a run no gated evaluator judged is not counted.

/** C(c, k) / C(n, k), as a product so that large n stays finite. */
function passHatK(n, c, k) {
    if (k < 1 || n < k)
        return null;
    let p = 1;
    for (let i = 0; i < k; i++)
        p *= Math.max(0, c - i) / (n - i);
    return p;
}
function passed(r) {
    if (r.status !== 'ok')
        return r.status === 'cancelled' ? undefined : false;
    const gated = Object.entries(r.scores).filter(([ev, s]) => (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .gatable */ .R7)(ev) && s.pass !== null);
    if (!gated.length)
        return undefined;
    return gated.every(([, s]) => s.pass === true);
}
const round3 = (x) => (x === null ? null : Math.round(x * 1000) / 1000);
function reliabilityOf(runs) {
    const counted = runs.map(passed).filter((x) => x !== undefined);
    const good = counted.filter(Boolean).length;
    // A bank's earlier runs estimate pass^k better; they do not change what k is.
    const k = Math.max(1, runs.filter((r) => (r.round ?? 1) === 1 && !r.banked).length);
    return {
        k,
        n: counted.length,
        passed: good,
        pass1: round3(passHatK(counted.length, good, 1)),
        passK: round3(passHatK(counted.length, good, k)),
    };
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
