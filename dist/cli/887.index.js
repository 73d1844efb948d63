export const id = 887;
export const ids = [887];
export const modules = {

/***/ 2887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planCommand: () => (/* binding */ planCommand)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2089);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1091);
/* harmony import */ var _results_coverage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9374);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3107);
// `agent-chaos plan`: cases for the coverage matrix's empty cells. For every tool the agent called
// in the runs (and every tool the config declares it has), each error fault (--all: data faults and
// lies too, but wrong_entity, which needs a value) that no run exercised on it becomes a case, with
// the input of a run in which the agent called the tool (a no-fault one first), written as YAML to
// paste under `cases:`.





async function planCommand(args, io) {
    const results = await (0,_results_store_js__WEBPACK_IMPORTED_MODULE_4__/* .readResults */ .x8)(args.results);
    const declared = args.config ? Object.keys((await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(args.config)).tools) : [];
    const cov = (0,_results_coverage_js__WEBPACK_IMPORTED_MODULE_3__/* .coverage */ .v)(results, declared);
    // wrong_entity needs the other value the tool is to be asked about: only a person knows one.
    const wanted = new Set(args.all ? _config_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .EFFECT_TYPES */ .kq.filter((e) => e !== 'wrong_entity') : _config_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_EFFECT_TYPES */ .hg);
    const cells = cov.untested.filter((c) => wanted.has(c.effect));
    const cases = cells
        .filter((c) => cov.seenIn.has(c.tool))
        .map(({ tool, effect }) => ({
        name: `${tool}_${effect}`.replace(/[^A-Za-z0-9_.-]/g, '_'),
        input: cov.seenIn.get(tool).input,
        effects: { tool_effects: { [tool]: [{ effect_type: effect }] } },
    }));
    const unseen = [...new Set(cells.filter((c) => !cov.seenIn.has(c.tool)).map((c) => c.tool))];
    const total = cov.tools.length * cov.effects.length;
    io.out(`# agent-chaos plan: ${total - cov.untested.length} of ${total} tool x fault cells exercised in ${args.results}.`);
    if (!cases.length)
        io.out(`# Every ${args.all ? '' : 'error '}fault is exercised on every tool the agent called.`);
    else
        io.out(`# ${cases.length} case(s) for the ${args.all ? '' : 'error-fault '}cells no run exercised; paste them under cases: in your config.`);
    if (args.all)
        io.out('# wrong_entity is not planned: it needs the other value to ask the tool about (effects: {tool_effects: {<tool>: [{effect_type: wrong_entity, argument: <name>, value: <other>}]}}).');
    if (unseen.length)
        io.out(`# Not called in these runs, so no input is known that makes the agent call them: ${unseen.join(', ')}.`);
    if (cases.length)
        io.out((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)({ cases }, { lineWidth: 0 }).trimEnd());
    return 0;
}


/***/ }),

/***/ 9374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ coverage)
/* harmony export */ });
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1091);
// The coverage matrix: tools (those the agent called, those faulted, those the config declares) x
// tool fault types, each cell saying whether a run exercised it (the fault fired on that tool) and
// how the agent's failure communication scored there. Gaps in the chaos plan show as empty cells;
// `agent-chaos plan` turns them into cases.

const key = (tool, effect) => `${tool}\u0000${effect}`;
function coverage(results, declaredTools = []) {
    const cells = new Map();
    const tools = new Set(declaredTools);
    const seenIn = new Map();
    for (const c of results.cases) {
        const noFault = !Object.keys(c.effects.tool_effects).length && !c.effects.model_effects?.length;
        for (const tool of Object.keys(c.effects.tool_effects))
            tools.add(tool);
        for (const r of c.runs) {
            for (const t of r.tools ?? []) {
                tools.add(t);
                const seen = seenIn.get(t);
                if (!seen || (noFault && !seen.noFault))
                    seenIn.set(t, { case: c.name, input: c.input, noFault });
            }
            for (const f of r.faults) {
                if (f.target === 'model')
                    continue;
                const k = key(f.tool, f.effect);
                const cell = cells.get(k) ?? { runs: 0, fired: 0, sum: 0, scored: 0 };
                cells.set(k, cell);
                cell.runs++;
                if (!f.fired)
                    continue;
                cell.fired++;
                const s = r.scores.failure_communication?.score;
                if (typeof s === 'number') {
                    cell.sum += s;
                    cell.scored++;
                }
            }
        }
    }
    const list = [...tools].sort();
    const cell = (tool, effect) => {
        const c = cells.get(key(tool, effect));
        return c && { runs: c.runs, fired: c.fired, mean: c.scored ? c.sum / c.scored : null };
    };
    const untested = list.flatMap((tool) => _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .EFFECT_TYPES */ .kq.filter((effect) => !(cell(tool, effect)?.fired ?? 0)).map((effect) => ({ tool, effect })));
    return {
        tools: list,
        effects: _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .EFFECT_TYPES */ .kq,
        cell,
        untested,
        seenIn: new Map([...seenIn].map(([t, s]) => [t, { case: s.case, input: s.input }])),
    };
}


/***/ })

};
