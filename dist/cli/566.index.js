export const id = 566;
export const ids = [566,264,107];
export const modules = {

/***/ 2887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planCommand: () => (/* binding */ planCommand)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7596);
/* harmony import */ var _results_coverage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9374);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3107);
// `agent-chaos plan`: cases for the coverage matrix's empty cells. For every tool the agent called
// in the runs (and every tool the config declares it has), each error fault (--all: data faults and
// lies too, but wrong_entity, which needs a value) that no run exercised on it becomes a case, with
// the input of a run in which the agent called the tool (a no-fault one first), written as YAML to
// paste under `cases:`. A tool that changes state with no ambiguous failure tried gets one, with the
// rule that it is called once; and each case without rules gets the must_call its runs all held.





async function planCommand(args, io) {
    const results = await (0,_results_store_js__WEBPACK_IMPORTED_MODULE_4__.readResults)(args.results);
    const declared = args.config ? Object.keys((await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(args.config)).tools) : [];
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
    cases.push(...ambiguousCases(cov));
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
    const rules = suggestedRules(results);
    if (rules.length) {
        io.out('# Rules every run of these cases held (add them as expect: to the case, so a run that skips a step fails):');
        for (const r of rules)
            io.out(`#   ${r.case}: expect: { must_call: [${r.mustCall.join(', ')}] }`);
    }
    return 0;
}
/** A case per tool that changes state and met no ambiguous failure: the booking that may be made twice. */
function ambiguousCases(cov) {
    return cov.effectful
        .filter((w) => !w.ambiguous && cov.seenIn.has(w.tool))
        .map(({ tool }) => ({
        name: `${tool}_timeout_after_effect`.replace(/[^A-Za-z0-9_.-]/g, '_'),
        input: cov.seenIn.get(tool).input,
        effects: { tool_effects: { [tool]: [{ effect_type: 'timeout_after_effect' }] } },
        expect: { max_calls: { [tool]: 1 } },
    }));
}
/** For cases with no rules yet, the tools every one of their runs called (from the runs' tool lists). */
function suggestedRules(results) {
    return results.cases.flatMap((c) => {
        const lists = c.runs.filter((r) => r.tools?.length).map((r) => new Set(r.tools));
        if (c.checks?.expect || lists.length < 2)
            return [];
        const mustCall = [...lists[0]].filter((t) => lists.every((l) => l.has(t))).sort();
        return mustCall.length ? [{ case: c.name, mustCall }] : [];
    });
}


/***/ }),

/***/ 9392:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ toolsOfRules),
/* harmony export */   dg: () => (/* binding */ configuredToolNames),
/* harmony export */   kc: () => (/* binding */ expandCases)
/* harmony export */ });
/* unused harmony exports NO_FAULT, effectMapName, EXPANSION_LIMITS, checkExpansion */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6804);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7596);
// Case expansion, like Strands' ChaosCase.expand: a case with several effect maps becomes one case per
// map, named "case|map"; a no-fault variant "case|baseline" can be added, as expand does.


const effectsOf = (m) => ({
    tool_effects: m?.tool_effects ?? {},
    ...(m?.model_effects ? { model_effects: m.model_effects } : {}),
    ...(m?.mcp_effects ? { mcp_effects: m.mcp_effects } : {}),
});
/** The tools a case's trace rules name. */
function toolsOfRules(rules) {
    if (!rules)
        return [];
    return [
        ...(rules.must_call ?? []),
        ...(rules.must_not_call ?? []).map((r) => (typeof r === 'string' ? r : r.tool)),
        ...Object.keys(rules.max_calls ?? {}),
        ...(rules.order ?? []),
    ];
}
/** The case's checks, or undefined when the config sets up none for it. */
function checksOf(c, config) {
    const side_effects = config.side_effects.map((s) => (typeof s === 'string' ? { tool: s } : s));
    if (!side_effects.length && !c.expect)
        return undefined;
    return { side_effects, ...(c.expect ? { expect: c.expect } : {}) };
}
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
    const checks = checksOf(c, config);
    const base = {
        case: c.name,
        input: c.input,
        repeat: c.repeat ?? config.repeat,
        tags: c.tags,
        ...(checks ? { checks } : {}),
    };
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
const toolNames = new WeakMap();
/**
 * Every tool the config names: declared, faulted in any case, changing state, in any case's rules
 * (the names a run's calls are read by, whatever prefix an MCP client puts on them).
 */
function configuredToolNames(config) {
    let names = toolNames.get(config);
    if (!names) {
        const set = new Set([
            ...Object.keys(config.tools),
            ...config.side_effects.map((s) => (typeof s === 'string' ? s : s.tool)),
        ]);
        for (const c of expandCases(config)) {
            for (const t of Object.keys(c.effects.tool_effects))
                set.add(t);
            for (const t of toolsOfRules(c.checks?.expect))
                set.add(t);
        }
        toolNames.set(config, (names = [...set]));
    }
    return names;
}


/***/ }),

/***/ 276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ configJsonSchemaText),
/* harmony export */   M: () => (/* binding */ configJsonSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
// JSON Schema of the config, generated from the zod schema so editors can autocomplete and check
// .github/agent-chaos.yml. schema/agent-chaos.schema.json is this output, kept in sync by a test.


function configJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .configSchema */ .Qn, { io: 'input', unrepresentable: 'any' });
    return {
        ...schema,
        $id: 'https://agent-chaos.dev/schema/agent-chaos.schema.json',
        title: 'agent-chaos config (.github/agent-chaos.yml)',
    };
}
const configJsonSchemaText = () => `${JSON.stringify(configJsonSchema(), null, 2)}\n`;


/***/ }),

/***/ 6264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ConfigError: () => (/* binding */ ConfigError),
/* harmony export */   DEFAULT_CONFIG_PATH: () => (/* binding */ DEFAULT_CONFIG_PATH),
/* harmony export */   loadConfig: () => (/* binding */ loadConfig),
/* harmony export */   parseConfigText: () => (/* binding */ parseConfigText)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(276);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7596);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1236);
// Loads .github/agent-chaos.yml: YAML with positions, then the zod schema. Every problem is reported
// at once as "file:line:col: path: what is wrong (what is allowed)".





const DEFAULT_CONFIG_PATH = '.github/agent-chaos.yml';
class ConfigError extends Error {
    file;
    problems;
    constructor(file, problems) {
        super(`${file}: invalid config\n${problems.map((p) => `  ${p}`).join('\n')}`);
        this.file = file;
        this.problems = problems;
    }
}
/** The YAML node at a path, or the nearest ancestor that exists (for a missing key). */
function nodeAt(doc, path) {
    let node = doc.contents;
    for (let i = 0; i < path.length; i++) {
        const key = path[i];
        let next;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node))
            next = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(p.key) && p.key.value === key)?.value;
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node) && typeof key === 'number')
            next = node.items[key];
        if (next == null)
            return { node: node, exact: false };
        node = next;
    }
    return { node: node, exact: true };
}
/** The key node of `key` inside the map at `path` (to point at an unknown key itself). */
function keyNode(doc, path, key) {
    const { node } = nodeAt(doc, path);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node))
        return undefined;
    const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(p.key) && p.key.value === key);
    return pair?.key;
}
/** A schema's alternatives, unions flattened. */
const alternatives = (s) => {
    const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
    return branches.length ? branches.flatMap(alternatives) : [s];
};
/** Keys the schema allows for the object at a path (for "did you mean"), read from its JSON Schema. */
function allowedKeys(path) {
    let at = [(0,_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .configJsonSchema */ .M)()];
    for (const key of path) {
        at = at.flatMap(alternatives).flatMap((s) => {
            if (typeof key === 'number')
                return s.items ? [s.items] : [];
            const child = s.properties?.[key] ??
                (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
            return child ? [child] : [];
        });
    }
    return [...new Set(at.flatMap(alternatives).flatMap((s) => Object.keys(s.properties ?? {})))];
}
const yamlType = (node) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node)
    ? 'a mapping'
    : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node)
        ? 'a list'
        : (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(node)
            ? node.value === null
                ? 'null'
                : typeof node.value
            : 'nothing';
const showPath = (path) => path.length
    ? path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${String(k)}` : String(k))).join('')
    : '(top level)';
function describeIssue(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return `expected ${issue.expected}`;
        case 'invalid_value':
            return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'invalid_union': {
            if (issue.note === 'No matching discriminator')
                return `must be one of: ${effectsAt(issue.path).join(', ')}`;
            const first = (issue.errors ?? []).find((b) => b.length)?.[0];
            return first ? describeIssue(first) : issue.message;
        }
        default:
            return issue.message;
    }
}
/** A union's error is reported as the issues of the branch that got furthest, with full paths. */
function leafIssues(issue) {
    if (issue.code !== 'invalid_union' || issue.note === 'No matching discriminator')
        return [issue];
    const branches = (issue.errors ?? []).filter((b) => b.length);
    if (!branches.length)
        return [issue];
    const depth = (b) => Math.max(...b.map((i) => i.path.length));
    const best = [...branches].sort((a, b) => depth(b) - depth(a))[0];
    // A scalar-vs-object union (evaluators: name | {name, threshold}) failing at its root says more as one message.
    if (depth(best) === 0)
        return [issue];
    return best.flatMap((i) => leafIssues({ ...i, path: [...issue.path, ...i.path] }));
}
/** The effects of the map a path is in: a tool's, the model's or an MCP server's. */
const effectsAt = (path) => [
    ...(path.includes('model_effects')
        ? _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .MODEL_EFFECT_TYPES */ .OQ
        : path.includes('mcp_effects')
            ? _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .MCP_EFFECT_TYPES */ .FT
            : _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .EFFECT_TYPES */ .kq),
];
/** An effect under the wrong map (a model effect under tool_effects, ...): where it goes instead. */
function placeOf(effect, path) {
    const maps = [
        { key: 'tool_effects', types: _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .EFFECT_TYPES */ .kq, what: 'a tool effect', doc: 'docs/config.md' },
        { key: 'model_effects', types: _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .MODEL_EFFECT_TYPES */ .OQ, what: 'a model effect', doc: 'docs/model-faults.md' },
        { key: 'mcp_effects', types: _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .MCP_EFFECT_TYPES */ .FT, what: "an MCP server's effect", doc: 'docs/config.md' },
    ];
    const here = maps.find((m) => path.includes(m.key));
    const there = maps.find((m) => m.types.includes(effect));
    if (!here || !there || here === there)
        return undefined;
    return `${effect} is ${there.what}, not ${here.what}: move it from ${here.key} to the case's effects.${there.key} (${there.doc})`;
}
/** Validates already-parsed YAML; errors name the file, line, column and field path. */
function parseConfigText(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false });
    const at = (offset) => {
        if (offset === undefined)
            return file;
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${line}:${col}`;
    };
    if (doc.errors.length)
        throw new ConfigError(file, doc.errors.map((e) => `${at(e.pos[0])}: YAML syntax: ${e.message.split('\n')[0]}`));
    const data = doc.toJS();
    if (data == null || typeof data !== 'object')
        throw new ConfigError(file, [`${file}:1:1: the config must be a YAML mapping with at least agent and cases`]);
    const result = _schema_js__WEBPACK_IMPORTED_MODULE_3__/* .configSchema */ .Qn.safeParse(data);
    if (result.success)
        return result.data;
    const problems = [];
    for (const issue of result.error.issues.flatMap(leafIssues)) {
        if (issue.code === 'unrecognized_keys') {
            const allowed = allowedKeys(issue.path);
            for (const key of issue.keys) {
                const hint = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .closest */ .k)(key, allowed);
                const where = at(keyNode(doc, issue.path, key)?.range?.[0]);
                problems.push(`${where}: ${showPath([...issue.path, key])}: unknown key${hint ? `; did you mean "${hint}"?` : ''} (allowed: ${allowed.join(', ')})`);
            }
            continue;
        }
        const { node, exact } = nodeAt(doc, issue.path);
        const inner = issue.code === 'invalid_union' && issue.note === 'No matching discriminator'
            ? nodeAt(doc, [...issue.path, 'effect_type'])
            : undefined;
        const target = inner?.exact ? inner.node : node;
        let what = describeIssue(issue);
        if (issue.code === 'invalid_type') {
            what = exact ? `expected ${issue.expected}, got ${yamlType(node)}` : `is required (${issue.expected})`;
        }
        const options = issue.code === 'invalid_value'
            ? issue.values.map(String)
            : inner || issue.note
                ? effectsAt(issue.path)
                : [];
        const given = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(target) && typeof target.value === 'string' ? target.value : undefined;
        const misplaced = inner && given ? placeOf(given, issue.path) : undefined;
        const hint = given && !misplaced ? (0,_suggest_js__WEBPACK_IMPORTED_MODULE_4__/* .closest */ .k)(given, options) : undefined;
        if (misplaced)
            what = misplaced;
        if (hint)
            what += `; did you mean "${hint}"?`;
        problems.push(`${at(target?.range?.[0])}: ${showPath(issue.path)}: ${what}`);
    }
    throw new ConfigError(file, problems);
}
async function loadConfig(path = DEFAULT_CONFIG_PATH) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        const hint = code === 'ENOENT'
            ? ` (create it, or pass another path with --config; a minimal one: agent: { command: <how to start your agent> } and one case with input and effects, see https://github.com/agent-chaos/agent-chaos/blob/main/docs/config.md)`
            : '';
        throw new ConfigError(path, [`${path}: cannot read config: ${code ?? err.message}${hint}`]);
    }
    return parseConfigText(text, path);
}


/***/ }),

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

/***/ 9374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ coverage)
/* harmony export */ });
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
// The coverage matrix: tools (those the agent called, those faulted, those the config declares) x
// tool fault types, each cell saying whether a run exercised it (the fault fired on that tool) and
// how the agent's failure communication scored there. Gaps in the chaos plan show as empty cells;
// `agent-chaos plan` turns them into cases.

/**
 * The matrix's columns: the faults that damage or fail a call. The ambiguous failures are shown for
 * the tools that change state only (a read-only tool's retry is harmless); a slow success and an
 * injected instruction are checked by their own evaluators.
 */
const MATRIX_EFFECTS = _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .EFFECT_TYPES */ .kq.filter((e) => !_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .AFTER_EFFECT_TYPES */ .HR.includes(e) && e !== 'slow_success' && e !== 'inject_instruction');
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
    const untested = list.flatMap((tool) => MATRIX_EFFECTS.filter((effect) => !(cell(tool, effect)?.fired ?? 0)).map((effect) => ({ tool, effect })));
    const writes = [...new Set(results.cases.flatMap((c) => (c.checks?.side_effects ?? []).map((s) => s.tool)))].sort();
    const effectful = writes.map((tool) => ({
        tool,
        ambiguous: _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .AFTER_EFFECT_TYPES */ .HR.reduce((n, e) => n + (cell(tool, e)?.fired ?? 0), 0),
    }));
    return {
        tools: list,
        effects: MATRIX_EFFECTS,
        effectful,
        cell,
        untested,
        seenIn: new Map([...seenIn].map(([t, s]) => [t, { case: s.case, input: s.input }])),
    };
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


/***/ }),

/***/ 1202:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ lockDir),
/* harmony export */   g: () => (/* binding */ makeDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Output directories made one level at a time. Node's recursive mkdir spins for ever on a path it
// cannot create under some file systems (`/proc/nope`); this stops at the first level that fails and
// names it.


/** Makes `path` and its missing parents; an error names the directory that could not be made, and why. */
function makeDir(path) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    const missing = [];
    let at = target;
    while (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at)) {
        missing.unshift(at);
        const up = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (up === at)
            break;
        at = up;
    }
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at) && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at).isDirectory())
        throw new Error(`${path}: ${at} is not a directory`);
    for (const dir of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir);
        }
        catch (err) {
            if (err.code === 'EEXIST' && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory())
                continue;
            throw new Error(`${path}: cannot create ${dir} (${err.code ?? err.message}): choose another --out`);
        }
    }
}
const alive = (pid) => {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
};
/**
 * A lock on an output directory, so two runs never write one journal: a second run fails at once
 * naming the holder. A lock left by a process that is gone is taken over.
 */
function lockDir(dir) {
    makeDir(dir);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'wx');
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(fd, `${process.pid}\n`);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            return { release: () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true }) };
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw new Error(`${dir}: cannot write there (${err.code}): choose another --out`);
            const holder = Number.parseInt((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'), 10);
            if (Number.isInteger(holder) && holder !== process.pid && alive(holder))
                throw new Error(`${dir} is in use by another agent-chaos run (pid ${holder}): wait for it, or choose another --out`);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true }); // stale: its process is gone
        }
    }
    throw new Error(`${dir}: could not take the lock ${path}`);
}


/***/ })

};
