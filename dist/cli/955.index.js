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

// EXTERNAL MODULE: ./lib/config/expand.js
var expand = __webpack_require__(9392);
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
// The cost estimate's modules (evaluators, prompts, the sessions reader) load only with --cost:
// a plain check loads the config's alone.




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
            await (await Promise.all(/* import() */[__webpack_require__.e(170), __webpack_require__.e(163), __webpack_require__.e(107), __webpack_require__.e(646), __webpack_require__.e(428)]).then(__webpack_require__.bind(__webpack_require__, 8993))).printCost(config, cases, io, opts.results);
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


/***/ }),

/***/ 9392:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kc: () => (/* binding */ expandCases)
/* harmony export */ });
/* unused harmony exports NO_FAULT, effectMapName, EXPANSION_LIMITS, checkExpansion */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6804);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1091);
// Case expansion, like Strands' ChaosCase.expand: a case with several effect maps becomes one case per
// map, named "case|map"; a no-fault variant "case|baseline" can be added, as expand does.


const effectsOf = (m) => ({
    tool_effects: m?.tool_effects ?? {},
    ...(m?.model_effects ? { model_effects: m.model_effects } : {}),
    ...(m?.mcp_effects ? { mcp_effects: m.mcp_effects } : {}),
});
// The name Strands Evals' ChaosCase.expand gives the no-effect variant.
const NO_FAULT = 'baseline';
/** A readable default name for a map: "search_flights.timeout+book_flight.network_error". */
function effectMapName(map) {
    if (map.name)
        return map.name;
    return [
        ...Object.entries(map.tool_effects).map(([tool, effects]) => `${tool}.${effects.map((e) => e.effect_type).join('.')}`),
        ...(map.model_effects?.length ? [`model.${map.model_effects.map((e) => e.effect_type).join('.')}`] : []),
        ...(map.mcp_effects?.length ? [`mcp.${map.mcp_effects.map((e) => e.effect_type).join('.')}`] : []),
    ].join('+');
}
/** The effects with the swept parameter set to `value` on every effect that has it. */
function atLevel(effects, parameter, value) {
    const types = _schema_js__WEBPACK_IMPORTED_MODULE_1__/* .SWEEP_PARAMETERS */ .i4[parameter];
    const set = (e) => types[0] === '*' || types.includes(e.effect_type) ? { ...e, [parameter]: value } : e;
    return {
        tool_effects: Object.fromEntries(Object.entries(effects.tool_effects).map(([tool, list]) => [tool, list.map(set)])),
        ...(effects.model_effects ? { model_effects: effects.model_effects.map(set) } : {}),
    };
}
function expandOne(c, config) {
    const base = { case: c.name, input: c.input, repeat: c.repeat ?? config.repeat, tags: c.tags };
    const maps = c.effects === undefined ? [] : Array.isArray(c.effects) ? c.effects : [c.effects];
    const out = [];
    if (c.sweep) {
        const { parameter } = c.sweep;
        for (const raw of c.sweep.values) {
            const value = parameter === 'delay' ? (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E)(String(raw)) : Number(raw);
            const label = String(raw);
            out.push({
                ...base,
                name: `${c.name}|${parameter}:${label}`,
                variant: `${parameter}:${label}`,
                effects: atLevel(effectsOf(maps[0]), parameter, value),
                sweep: { case: c.name, parameter, value, label },
            });
        }
    }
    else if (maps.length <= 1) {
        out.push({ ...base, name: c.name, effects: effectsOf(maps[0]) });
    }
    else {
        for (const m of maps) {
            const variant = effectMapName(m);
            out.push({ ...base, name: `${c.name}|${variant}`, variant, effects: effectsOf(m) });
        }
    }
    if ((c.no_fault_variant ?? config.no_fault_variant) && maps.length > 0) {
        out.push({ ...base, name: `${c.name}|${NO_FAULT}`, variant: NO_FAULT, effects: { tool_effects: {} } });
    }
    return out;
}
/**
 * The most a config may expand to, checked before anything is built: a run of a real agent costs
 * cents and seconds, and a pull request's config of a few hundred kilobytes could otherwise ask for
 * millions (listing them alone took seconds and a gigabyte).
 */
const EXPANSION_LIMITS = { cases: 5_000, runs: 20_000 };
/** How many cases and runs `c` expands to, from its counts alone. */
function sizeOf(c, config) {
    const maps = c.effects === undefined ? 0 : Array.isArray(c.effects) ? c.effects.length : 1;
    const variants = c.sweep ? c.sweep.values.length : Math.max(1, maps);
    const cases = variants + ((c.no_fault_variant ?? config.no_fault_variant) && maps > 0 ? 1 : 0);
    return { cases, runs: cases * (c.repeat ?? config.repeat) };
}
/** Throws, naming the largest cases and the fix, when the config expands past EXPANSION_LIMITS. */
function checkExpansion(config, limits = EXPANSION_LIMITS) {
    const sizes = config.cases.map((c) => ({ name: c.name, ...sizeOf(c, config) }));
    const cases = sizes.reduce((n, s) => n + s.cases, 0);
    const runs = sizes.reduce((n, s) => n + s.runs, 0);
    if (cases <= limits.cases && runs <= limits.runs)
        return;
    const largest = [...sizes]
        .sort((a, b) => b.runs - a.runs)
        .slice(0, 3)
        .map((s) => `"${s.name}" ${s.runs.toLocaleString('en-US')} run(s) (${s.cases} variant(s))`)
        .join(', ');
    throw new Error(`cases: the config expands to ${cases.toLocaleString('en-US')} case(s) and ${runs.toLocaleString('en-US')} run(s), past the ${limits.cases.toLocaleString('en-US')} cases and ${limits.runs.toLocaleString('en-US')} runs a job may run (the largest: ${largest}); lower repeat, or split the effect maps and sweep values over several configs or shards`);
}
/** All runnable cases; throws when two expanded cases share a name (results would collide). */
function expandCases(config) {
    checkExpansion(config);
    const cases = config.cases.flatMap((c) => expandOne(c, config));
    const seen = new Set();
    for (const c of cases) {
        if (seen.has(c.name))
            throw new Error(`two cases expand to the same name "${c.name}": give the cases or effect maps distinct names`);
        seen.add(c.name);
    }
    return cases;
}


/***/ })

};
