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
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2089);
/* harmony import */ var _config_overrides_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2319);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1091);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4814);
/* harmony import */ var _results_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7803);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3107);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1734);
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5163);
// `agent-chaos compare --base <dir|results.json> --head <dir|results.json>` (and `report`): the same
// report the PR comment shows, for any CI; exit status 1 when the gate fails.









async function compareCommand(args, io) {
    const [base, head] = await Promise.all([args.base ? (0,_results_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readResults */ .x8)(args.base) : undefined, (0,_results_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readResults */ .x8)(args.head)]);
    if (base) {
        (0,_results_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOverlap */ .wq)(base, head);
        if (!(0,_results_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .sameJudge */ .G$)(base, head))
            throw new Error(`base and head were judged by different judges (base ${base.judge.provider} ${base.judge.model}, head ${head.judge.provider} ${head.judge.model}): their scores are not comparable; judge the base's sessions.jsonl again with \`agent-chaos eval --traces <base>/sessions.jsonl --judge ${head.judge.provider}\``);
    }
    const config = args.config ? await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(args.config) : undefined;
    const policy = _config_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .gateSchema */ .Tp.parse({
        ...(config?.gate ?? {}),
        ...(args.failOn ? { fail_on: args.failOn } : {}),
        ...(args.minEffect !== undefined ? { min_effect: args.minEffect } : {}),
    });
    const { comparison, gate } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .compareAndGate */ .g4)(policy, (0,_config_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluatorThresholds */ .O)(config), head, base);
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
        const sessionsFile = (0,_results_store_js__WEBPACK_IMPORTED_MODULE_6__/* .sessionsPathFor */ .YC)(args.head);
        const sessions = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(sessionsFile) ? await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_8__/* .readSessionsFile */ ._$)(sessionsFile) : undefined;
        io.out((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .renderReport */ .B1)({
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


/***/ })

};
