export const id = 955;
export const ids = [955,264];
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
// EXTERNAL MODULE: ./lib/config/load.js
var load = __webpack_require__(6264);
// EXTERNAL MODULE: ./lib/config/schema.js + 4 modules
var schema = __webpack_require__(7596);
;// CONCATENATED MODULE: ./lib/config/strands.js
// What Strands' own ChaosCase would reject or ignore in a config: the case file is meant to be
// loadable by a Python Strands agent through its ChaosPlugin unchanged. It takes one effect per tool,
// and has no apply_rate (removed upstream: such a fault fires on every call) nor delay.

/** agent-chaos's own tool effects beyond Strands' vocabulary, and what each is. */
const OWN_EFFECTS = {
    ...Object.fromEntries(schema/* LIE_EFFECT_TYPES */.Px.map((e) => [e, 'a lying tool'])),
    ...Object.fromEntries(schema/* EFFECT_HAPPENED_TYPES */.CD.map((e) => [e, 'the tool acts, then fails or answers late'])),
    inject_instruction: 'an instruction added to a result',
};
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
                    if (OWN_EFFECTS[e.effect_type])
                        problems.push(`${at}: ${tool} ${e.effect_type} is agent-chaos's own (${OWN_EFFECTS[e.effect_type]}); Strands' ChaosPlugin does not know it: inject it with the MCP proxy or agent-chaos/chaos`);
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
    const file = path ?? load.DEFAULT_CONFIG_PATH;
    try {
        const config = await (0,load.loadConfig)(file);
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
            await (await Promise.all(/* import() */[__webpack_require__.e(170), __webpack_require__.e(283), __webpack_require__.e(526), __webpack_require__.e(366), __webpack_require__.e(360), __webpack_require__.e(163), __webpack_require__.e(374), __webpack_require__.e(368), __webpack_require__.e(993)]).then(__webpack_require__.bind(__webpack_require__, 8993))).printCost(config, cases, io, opts.results);
        return 0;
    }
    catch (err) {
        if (err instanceof load.ConfigError) {
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


/***/ })

};
