export const id = 955;
export const ids = [955];
export const modules = {

/***/ 2955:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaCommand: () => (/* binding */ schemaCommand),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/config/expand.js
var expand = __webpack_require__(9392);
// EXTERNAL MODULE: ./lib/evaluators/estimate.js
var evaluators_estimate = __webpack_require__(458);
// EXTERNAL MODULE: ./lib/evaluators/score-cases.js
var score_cases = __webpack_require__(2624);
// EXTERNAL MODULE: ./lib/results/store.js
var store = __webpack_require__(3107);
// EXTERNAL MODULE: ./lib/trace/load-sessions.js + 3 modules
var load_sessions = __webpack_require__(5163);
// EXTERNAL MODULE: ./lib/config/json-schema.js
var json_schema = __webpack_require__(276);
// EXTERNAL MODULE: ./lib/config/load.js + 1 modules
var load = __webpack_require__(2089);
// EXTERNAL MODULE: ./lib/config/schema.js
var schema = __webpack_require__(1091);
;// CONCATENATED MODULE: ./lib/config/strands.js
// What Strands' own ChaosCase would reject or ignore in a config: the case file is meant to be
// loadable by a Python Strands agent through its ChaosPlugin unchanged. It takes one effect per tool,
// and has no apply_rate (removed upstream: such a fault fires on every call) nor delay.

function strandsIncompatibilities(config) {
    const problems = [];
    config.cases.forEach((c, i) => {
        const maps = c.effects === undefined ? [] : Array.isArray(c.effects) ? c.effects : [c.effects];
        maps.forEach((m, j) => {
            const at = `cases[${i}] (${c.name})${Array.isArray(c.effects) ? ` effects[${j}]` : ''}`;
            for (const [tool, effects] of Object.entries(m.tool_effects)) {
                if (effects.length > 1)
                    problems.push(`${at}: ${tool} has ${effects.length} effects; Strands' ChaosCase takes one per tool (split them into effect maps of their own)`);
                for (const e of effects) {
                    if (schema/* LIE_EFFECT_TYPES */.Px.includes(e.effect_type))
                        problems.push(`${at}: ${tool} ${e.effect_type} is agent-chaos's own (a lying tool); Strands' ChaosPlugin does not know it: inject it with the MCP proxy or agent-chaos/chaos`);
                    if (e.apply_rate !== undefined)
                        problems.push(`${at}: ${tool} ${e.effect_type} has apply_rate ${e.apply_rate}; Strands' ChaosCase has none, so its plugin fires this fault on every call`);
                    if ('delay' in e && e.delay !== undefined)
                        problems.push(`${at}: ${tool} ${e.effect_type} has a delay; Strands' ChaosCase ignores it`);
                }
            }
        });
    });
    return problems;
}

;// CONCATENATED MODULE: ./lib/cli/config-commands.js
// `agent-chaos validate` and `agent-chaos schema`.









/** Checks a config; `strands`: what Strands' ChaosCase would reject or ignore is an error, not a warning. */
async function validateCommand(path, io, opts = {}) {
    const file = path ?? load/* DEFAULT_CONFIG_PATH */.Bi;
    try {
        const config = await (0,load/* loadConfig */.Z9)(file);
        const strands = strandsIncompatibilities(config);
        for (const p of strands)
            io.err(`${file}: ${opts.strands ? 'error' : 'warning'}: ${p}`);
        if (opts.strands && strands.length)
            return 2;
        const cases = (0,expand/* expandCases */.kc)(config);
        const runs = cases.reduce((n, c) => n + c.repeat, 0);
        const judge = config.judge.model === config.judge.provider
            ? config.judge.provider
            : `${config.judge.provider} ${config.judge.model}`;
        io.out(`${file}: valid. ${cases.length} case(s), ${runs} run(s); judge ${judge}`);
        for (const c of cases) {
            const effects = [
                ...Object.entries(c.effects.tool_effects).map(([tool, es]) => `${tool}: ${es.map((e) => e.effect_type).join(', ')}`),
                ...(c.effects.model_effects?.length
                    ? [`model: ${c.effects.model_effects.map((e) => e.effect_type).join(', ')}`]
                    : []),
            ].join('; ');
            io.out(`  ${c.name} x${c.repeat}  ${effects || 'no faults'}`);
        }
        if (opts.cost)
            await printCost(config, cases, io, opts.results);
        return 0;
    }
    catch (err) {
        if (err instanceof load/* ConfigError */.xL) {
            io.err(err.message);
            return 2;
        }
        throw err;
    }
}
function schemaCommand(io) {
    io.out((0,json_schema/* configJsonSchemaText */.H)().trimEnd());
    return 0;
}
/** The judge's expected calls, tokens and price per pull request, from the last results' sessions or stand-ins. */
async function printCost(config, cases, io, resultsPath) {
    if (config.judge.provider === 'heuristic' || config.judge.provider === 'none') {
        io.out(`cost: the ${config.judge.provider} judge makes no calls`);
        return;
    }
    const sessions = (resultsPath && (0,external_node_fs_.existsSync)((0,store/* sessionsPathFor */.YC)(resultsPath))
        ? await (0,load_sessions/* readSessionsFile */._$)((0,store/* sessionsPathFor */.YC)(resultsPath))
        : undefined) ?? [];
    const byCase = new Map();
    for (const s of sessions)
        if (s.chaos?.case)
            byCase.set(s.chaos.case, [...(byCase.get(s.chaos.case) ?? []), s]);
    // Sessions of the last results stand for the runs of their case (scaled to the config's repeats).
    const estimate = (0,evaluators_estimate/* estimateJudging */.J6)(cases.map((c) => {
        const got = byCase.get(c.name) ?? [];
        const scaled = got.length ? Array.from({ length: c.repeat }, (_, i) => got[i % got.length]) : undefined;
        return { name: c.name, input: c.input, effects: c.effects, runs: c.repeat, sessions: scaled };
    }), (0,score_cases/* evaluatorSettings */.D)(config), config.judge.model, { prices: config.judge.prices });
    const basis = estimate.basis === 'sessions'
        ? `prompts rendered from ${resultsPath}'s sessions`
        : 'prompts of a stand-in session per case (pass --results <dir> to measure the last results)';
    io.out(`cost per side (${basis}): ${(0,evaluators_estimate/* estimateLine */.LV)(estimate, config.judge.model)}`);
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
