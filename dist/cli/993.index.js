export const id = 993;
export const ids = [993,107];
export const modules = {

/***/ 8993:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printCost: () => (/* binding */ printCost)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7596);
/* harmony import */ var _evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(458);
/* harmony import */ var _evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4079);
/* harmony import */ var _evaluators_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9065);
/* harmony import */ var _judge_budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4266);
/* harmony import */ var _results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8481);
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6780);
/* harmony import */ var _util_package_root_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6189);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3107);
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5163);
// `agent-chaos validate --cost`: what the judge will cost a pull request.











/** The judge's expected calls, tokens and price per pull request, from the last results' sessions or stand-ins. */
async function printCost(config, cases, io, resultsPath) {
    const sessions = (resultsPath && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_results_store_js__WEBPACK_IMPORTED_MODULE_9__.sessionsPathFor)(resultsPath))
        ? await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_10__.readSessionsFile)((0,_results_store_js__WEBPACK_IMPORTED_MODULE_9__.sessionsPathFor)(resultsPath))
        : undefined) ?? [];
    io.out(agentCostLine(config, cases, sessions));
    io.out(tiersLine(config, cases, sessions));
    if (config.judge.provider === 'heuristic' || config.judge.provider === 'none') {
        io.out(`cost: the ${config.judge.provider} judge makes no calls`);
        return;
    }
    const byCase = new Map();
    for (const s of sessions)
        if (s.chaos?.case)
            byCase.set(s.chaos.case, [...(byCase.get(s.chaos.case) ?? []), s]);
    // Sessions of the last results stand for the runs of their case (scaled to the config's repeats).
    const estimate = (0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateJudging */ .J6)(cases.map((c) => {
        const got = byCase.get(c.name) ?? [];
        const scaled = got.length ? Array.from({ length: c.repeat }, (_, i) => got[i % got.length]) : undefined;
        return { name: c.name, input: c.input, effects: c.effects, runs: c.repeat, sessions: scaled };
    }), (0,_evaluators_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .evaluatorSettings */ .D)(config), config.judge.model, { prices: config.judge.prices });
    const basis = estimate.basis === 'sessions'
        ? `prompts rendered from ${resultsPath}'s sessions`
        : 'prompts of a stand-in session per case (pass --results <dir> to measure the last results)';
    io.out(`cost per side (${basis}): ${(0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateLine */ .LV)(estimate, config.judge.model)}`);
    if (estimate.costUsd !== undefined)
        io.out(`  list prices as of ${_judge_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .PRICES_AS_OF */ .Gw} (judge.prices overrides them)`);
    if (config.baseline === 'rerun' || config.baseline === 'auto') {
        const firstRound = cases.reduce((n, c) => n + c.repeat, 0);
        const cap = (0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .batchCap */ .Bm)(config.confirm, cases.map((c) => c.repeat));
        io.out(`  with baseline ${config.baseline}, a base that is run again is judged too (about as much again), and the sequential decision's batches add 0 to ${cap} run(s), both sides (confirm.max_extra_runs, confirm.max_runs): up to ${(0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .moreText */ .R3)((0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .moreOf */ .bd)(estimate, firstRound, cap))} more (what an unchanged pull request adds: docs/statistics.md)`);
    }
    io.out(`  the judge's checks: ${checksText(config)}`);
    const { max_calls, max_cost_usd } = config.judge.budget;
    if (max_calls !== undefined && max_calls < estimate.calls)
        io.out(`  judge.budget.max_calls ${max_calls} covers ${max_calls} of ${estimate.calls} calls: the earliest runs of every case are judged first, the rest reported "not judged: budget"`);
    if (max_cost_usd !== undefined && estimate.costUsd !== undefined && max_cost_usd < estimate.costUsd)
        io.out(`  judge.budget.max_cost_usd ${max_cost_usd} covers about ${Math.round((100 * max_cost_usd) / estimate.costUsd)}% of it`);
}
/**
 * The agent's own model calls for the first round, in money: the last results' sessions priced
 * (results/agent-cost.ts), a run's average times the config's runs.
 */
function agentCostLine(config, cases, sessions) {
    const runs = cases.reduce((n, c) => n + c.repeat, 0);
    if (!sessions.length)
        return `agent: pass --results <dir> to price its ${runs} run(s) a side from the last results' traces`;
    const a = (0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .agentCost */ .zI)(sessions, config.prices);
    const unpriced = (0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .unpricedText */ .CX)(a.unpriced);
    if (a.costUsd === undefined)
        return `agent: its models have no price${unpriced}`;
    const perRun = a.costUsd / a.sessions;
    return `agent, per side: about ${(0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .dollars */ .E9)(perRun * runs)} for the first round's ${runs} run(s) (about $${perRun.toFixed(6)} a run over the last results' ${a.sessions} session(s), from their traces' tokens)${unpriced}`;
}
/** What each tier may cost in runs (and the agent's money, where the last results price a run), and the budget. */
function tiersLine(config, cases, sessions) {
    const runs = cases.reduce((n, c) => n + c.repeat, 0);
    const a = sessions.length ? (0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .agentCost */ .zI)(sessions, config.prices) : undefined;
    const perRun = a?.costUsd !== undefined ? a.costUsd / a.sessions : undefined;
    const money = (n) => (perRun !== undefined ? `, about ${(0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .dollars */ .E9)(perRun * n)}` : '');
    const cap = (0,_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .extraRunsCap */ .Zo)(config.confirm, cases.length);
    const budget = config.budget.usd ? `; budget.usd ${(0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .dollars */ .E9)(config.budget.usd)} stops the looks at that money` : '';
    return `tiers: smoke runs the first round, ${2 * runs} run(s) with the base beside it${money(2 * runs)}; full adds looks where undecided, at most ${cap} run(s) more (confirm.max_extra_runs${money(cap)})${budget}`;
}
/** What checking the judge adds (controls always; a measured certificate where the config asks for one). */
function checksText(config) {
    const controls = '2 planted controls a head scoring, 2 call(s)';
    const { certificate } = config.judge.admission;
    if (!certificate)
        return `${controls}; no judge.admission.certificate: the judge's results are advisory until it is certified (docs/calibration.md)`;
    if (certificate !== 'measure')
        return `${controls}; admission read from ${certificate}, no call`;
    // The held-out set the job measures the judge on, priced like the runs.
    const held = (0,_evaluators_calibration_set_js__WEBPACK_IMPORTED_MODULE_3__/* .readOwnPart */ .kk)((0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_8__/* .packageRoot */ .Z)(), 'heldOut');
    const gated = (0,_evaluators_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .evaluatorSettings */ .D)(config).filter((e) => (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_7__/* .gatable */ .R7)(e.name));
    const measured = (0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateJudging */ .J6)(held.map((e) => ({
        name: e.session.sessionId,
        input: e.session.input,
        effects: { tool_effects: {} },
        runs: 1,
        sessions: [e.session],
    })), gated, config.judge.model, { prices: config.judge.prices });
    return `${controls}; judge.admission.certificate measure, every report job: ${(0,_evaluators_estimate_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateLine */ .LV)(measured, config.judge.model)}`;
}


/***/ }),

/***/ 458:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ batchCap),
/* harmony export */   J6: () => (/* binding */ estimateJudging),
/* harmony export */   LV: () => (/* binding */ estimateLine),
/* harmony export */   R3: () => (/* binding */ moreText),
/* harmony export */   bd: () => (/* binding */ moreOf)
/* harmony export */ });
/* unused harmony export standIn */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
/* harmony import */ var _judge_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4266);
/* harmony import */ var _judge_readings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9278);
/* harmony import */ var _judge_render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3543);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6525);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7120);
/* harmony import */ var _offline_sure_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3855);








/**
 * The token estimate errs high on purpose (a budget must not be overrun); for a forecast the ratio to
 * a real tokenizer is taken out: o200k_base over whole requests as sent (system, messages, tool
 * schema) was 0.80 of the estimate on the 46 labelled calibration sessions, four evaluators each.
 * It was measured there, not on the example config the test checks the forecast against.
 */
const ESTIMATE_TO_REAL = 0.8;
const ERRORS = new Set(_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_EFFECT_TYPES */ .hg);
/** A session like one a run of the case would leave: each faulted tool called once, an answer of typical length. */
function standIn(c) {
    const at = new Date(0).toISOString();
    const toolCalls = Object.entries(c.effects.tool_effects).map(([name, effects], i) => {
        const error = effects.find((e) => ERRORS.has(e.effect_type));
        return {
            name,
            arguments: { query: c.input.slice(0, 80) },
            result: error
                ? null
                : { items: [{ id: 'A1', name: 'an item', price: 100, notes: 'a result of typical length for a tool' }] },
            status: error ? 'error' : 'ok',
            ...(error
                ? {
                    error: {
                        type: 'ToolError',
                        message: error.error_message ?? error.effect_type,
                    },
                }
                : {}),
            spanId: `s${i}`,
            startTime: at,
            endTime: at,
            fault: effects.map((e) => e.effect_type).join('+'),
            faultFrom: 'harness',
        };
    });
    const answer = 'I could not complete every step of your request: one of the tools failed. Here is what I found so far and what you can do next; please try again in a few minutes.';
    return {
        sessionId: c.name,
        traceIds: [],
        dialect: 'genai',
        input: c.input,
        finalAnswer: answer,
        toolCalls,
        messages: [],
        modelCalls: 2,
        usage: { inputTokens: 0, outputTokens: 0 },
        durationMs: 0,
    };
}
function estimateJudging(cases, evaluators, model, opts = {}) {
    const callsPerEvaluator = Object.fromEntries(evaluators.map((e) => [e.name, 0]));
    let inputTokens = 0;
    let calls = 0;
    const basis = cases.some((c) => c.sessions?.length) ? 'sessions' : 'stand-ins';
    // A transcript that recurs is read once (judge/readings.ts): its later requests cost no call.
    const asked = opts.asked ?? new Set();
    let everyRun = 0;
    for (const c of cases) {
        // Each real session once; without them, one stand-in counted for every run of the case.
        const sessions = c.sessions?.length
            ? c.sessions.map((s, k) => ({ s, weight: 1, k }))
            : [{ s: standIn(c), weight: c.runs, k: 0 }];
        for (const { s, weight, k } of sessions) {
            const input = { session: s, facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .runFacts */ .p)(s, c.effects) };
            let rendered;
            for (const e of evaluators) {
                const ev = _index_js__WEBPACK_IMPORTED_MODULE_6__/* .EVALUATORS */ .J[e.name];
                const sampled = opts.sample?.evaluators.includes(e.name);
                if (sampled && k >= (opts.sample?.runs ?? 0))
                    continue;
                // A stand-in counts for the case's runs: of a sampled evaluator, only the sample's.
                const w = sampled && !c.sessions?.length ? Math.min(weight, opts.sample?.runs ?? weight) : weight;
                if (ev.deterministic?.(input, e.threshold))
                    continue;
                rendered ??= (0,_judge_render_js__WEBPACK_IMPORTED_MODULE_3__/* .renderForJudge */ .tF)(s, opts.tokenBudget ?? _judge_render_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_TOKEN_BUDGET */ .I1);
                const req = ev.request(input, rendered);
                const key = (0,_judge_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .readingKey */ .o)(model, req, rendered.nonce);
                const sure = c.sessions?.length && (0,_offline_sure_js__WEBPACK_IMPORTED_MODULE_7__/* .sureReading */ .Oo)(input, e, opts.offline?.get(e.name));
                if (sure && !(0,_offline_sure_js__WEBPACK_IMPORTED_MODULE_7__/* .audited */ .bx)(key))
                    continue;
                everyRun += w;
                if (c.sessions?.length && asked.has(key))
                    continue;
                asked.add(key);
                callsPerEvaluator[e.name] += w;
                calls += w;
                inputTokens += w * (0,_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .requestTokens */ .IZ)(req) * ESTIMATE_TO_REAL;
            }
        }
    }
    // The insights grouping: one call over the analysed sessions.
    if (evaluators.some((e) => e.name === 'failure_analysis') && callsPerEvaluator.failure_analysis) {
        calls += 1;
        everyRun += 1;
        inputTokens += 1_000 + 150 * callsPerEvaluator.failure_analysis;
    }
    const outputTokens = calls * (opts.outputTokensPerCall ?? _engine_js__WEBPACK_IMPORTED_MODULE_4__/* .TYPICAL_OUTPUT_TOKENS */ .e4);
    const price = (0,_judge_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .priceOf */ .xx)(model, opts.prices);
    const costUsd = price ? (inputTokens * price.input_per_mtok + outputTokens * price.output_per_mtok) / 1e6 : undefined;
    return {
        calls,
        everyRun,
        callsPerEvaluator,
        inputTokens: Math.round(inputTokens),
        outputTokens: Math.round(outputTokens),
        ...(costUsd !== undefined ? { costUsd } : {}),
        basis,
    };
}
/** One line: "judge estimate: 64 calls (failure_communication 20, ...), ~52,000 input + 25,600 output tokens, ~$0.54". */
function estimateLine(e, model) {
    // The insights grouping is one call of failure_analysis's own: named, so the parts add up to the total.
    const grouping = e.calls - Object.values(e.callsPerEvaluator).reduce((a, b) => a + b, 0);
    const per = [
        ...Object.entries(e.callsPerEvaluator).map(([k, n]) => `${k} ${n}`),
        ...(grouping > 0 ? [`insights grouping ${grouping}`] : []),
    ].join(', ');
    const cost = e.costUsd !== undefined
        ? `, ~$${e.costUsd.toFixed(2)}`
        : ` (no price known for ${model}: add it under judge.prices)`;
    return `${e.calls} call(s) (${per}), ~${e.inputTokens.toLocaleString('en')} input + ${e.outputTokens.toLocaleString('en')} output tokens${cost}`;
}
/** What judging `runs` more runs adds, at the calls and price per run of an estimate made for `estimated` runs. */
function moreOf(e, estimated, runs) {
    const f = runs / Math.max(1, estimated);
    return {
        runs,
        calls: Math.round(e.calls * f),
        ...(e.costUsd !== undefined ? { costUsd: Math.round(e.costUsd * f * 10000) / 10000 } : {}),
    };
}
/** "~120 call(s), ~$1.02" */
const moreText = (m) => `~${m.calls} call(s)${m.costUsd !== undefined ? `, ~$${m.costUsd.toFixed(2)}` : ''}`;
/** The most runs the sequential decision's batches may add (both sides): the suite's cap, or every case at max_runs. */
function batchCap(confirm, runsPerCase) {
    if (!confirm.runs)
        return 0;
    return Math.min((0,_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .extraRunsCap */ .Zo)(confirm, runsPerCase.length), runsPerCase.reduce((n, r) => n + 2 * Math.max(0, confirm.max_runs - r), 0));
}


/***/ }),

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
