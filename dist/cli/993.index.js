export const id = 993;
export const ids = [993];
export const modules = {

/***/ 8993:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printCost: () => (/* binding */ printCost)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(458);
/* harmony import */ var _evaluators_score_cases_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2624);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3107);
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5163);
// `agent-chaos validate --cost`: what the judge will cost a pull request.





/** The judge's expected calls, tokens and price per pull request, from the last results' sessions or stand-ins. */
async function printCost(config, cases, io, resultsPath) {
    if (config.judge.provider === 'heuristic' || config.judge.provider === 'none') {
        io.out(`cost: the ${config.judge.provider} judge makes no calls`);
        return;
    }
    const sessions = (resultsPath && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_results_store_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionsPathFor */ .YC)(resultsPath))
        ? await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_4__/* .readSessionsFile */ ._$)((0,_results_store_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionsPathFor */ .YC)(resultsPath))
        : undefined) ?? [];
    const byCase = new Map();
    for (const s of sessions)
        if (s.chaos?.case)
            byCase.set(s.chaos.case, [...(byCase.get(s.chaos.case) ?? []), s]);
    // Sessions of the last results stand for the runs of their case (scaled to the config's repeats).
    const estimate = (0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_1__/* .estimateJudging */ .J6)(cases.map((c) => {
        const got = byCase.get(c.name) ?? [];
        const scaled = got.length ? Array.from({ length: c.repeat }, (_, i) => got[i % got.length]) : undefined;
        return { name: c.name, input: c.input, effects: c.effects, runs: c.repeat, sessions: scaled };
    }), (0,_evaluators_score_cases_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluatorSettings */ .D)(config), config.judge.model, { prices: config.judge.prices });
    const basis = estimate.basis === 'sessions'
        ? `prompts rendered from ${resultsPath}'s sessions`
        : 'prompts of a stand-in session per case (pass --results <dir> to measure the last results)';
    io.out(`cost per side (${basis}): ${(0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_1__/* .estimateLine */ .LV)(estimate, config.judge.model)}`);
    if (config.baseline === 'rerun' || config.baseline === 'auto')
        io.out(`  with baseline ${config.baseline}, a base that is run again is judged too: about twice that, plus the batches of undecided cases (at most confirm.max_extra_runs ${config.confirm.max_extra_runs} runs)`);
    const { max_calls, max_cost_usd } = config.judge.budget;
    if (max_calls !== undefined && max_calls < estimate.calls)
        io.out(`  judge.budget.max_calls ${max_calls} covers ${max_calls} of ${estimate.calls} calls: the earliest runs of every case are judged first, the rest reported "not judged: budget"`);
    if (max_cost_usd !== undefined && estimate.costUsd !== undefined && max_cost_usd < estimate.costUsd)
        io.out(`  judge.budget.max_cost_usd ${max_cost_usd} covers about ${Math.round((100 * max_cost_usd) / estimate.costUsd)}% of it`);
}


/***/ })

};
