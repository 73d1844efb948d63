export const id = 35;
export const ids = [35,264,340];
export const modules = {

/***/ 4845:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ ANNOTATIONS),
/* harmony export */   XV: () => (/* binding */ ChaosSession),
/* harmony export */   q8: () => (/* binding */ CASE_FILE_ENV)
/* harmony export */ });
/* unused harmony exports FAULT_LOG_ENV, readCaseFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _util_random_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5073);
// The case contract on the agent's side: the case file the runner wrote, and reproducible
// randomness per call (call k of tool t draws from seed + t + k, whatever the order of calls
// across tools), and the fault log the runner reads back (AGENT_CHAOS_FAULT_LOG, JSON Lines).


const CASE_FILE_ENV = 'AGENT_CHAOS_CASE_FILE';
const FAULT_LOG_ENV = 'AGENT_CHAOS_FAULT_LOG';
/** The fault log's effect name of a tool's declared annotations (a record, not a fault). */
const ANNOTATIONS = 'tool_annotations';
function readCaseFile(path) {
    let data;
    try {
        data = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new Error(`${CASE_FILE_ENV}=${path}: cannot read the case file: ${err.message}`);
    }
    if (!data || typeof data !== 'object' || !data.effects || typeof data.effects.tool_effects !== 'object') {
        throw new Error(`${CASE_FILE_ENV}=${path}: not a case file (expected {name, input, session_id, effects: {tool_effects}, seed})`);
    }
    return data;
}
/** The active case, or undefined when the agent runs outside agent-chaos. */
class ChaosSession {
    caseFile;
    faultLog;
    calls = new Map();
    constructor(caseFile, faultLog) {
        this.caseFile = caseFile;
        this.faultLog = faultLog;
    }
    static fromEnv(env = process.env) {
        const path = env[CASE_FILE_ENV];
        return path ? new ChaosSession(readCaseFile(path), env[FAULT_LOG_ENV]) : undefined;
    }
    /**
     * The case of this process, or of the nearest ancestor that has one. MCP clients start their
     * servers with a filtered environment (the official SDKs pass only PATH, HOME and a few more), so
     * the MCP proxy, started by the agent as a server, looks the case up in the agent's environment
     * (Linux /proc) when its own environment does not carry it.
     */
    static fromEnvOrAncestors(env = process.env) {
        const own = ChaosSession.fromEnv(env);
        if (own)
            return own;
        let pid = process.ppid;
        for (let depth = 0; depth < 8 && pid > 1; depth++) {
            try {
                const vars = Object.fromEntries((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/environ`, 'utf8')
                    .split('\0')
                    .filter((kv) => kv.startsWith('AGENT_CHAOS_'))
                    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
                if (vars[CASE_FILE_ENV])
                    return ChaosSession.fromEnv(vars);
                pid = Number(/^\d+ \(.*\) \S (\d+)/s.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? 0);
            }
            catch {
                return undefined; // not Linux, or not ours to read
            }
        }
        return undefined;
    }
    effectsFor(tool) {
        return this.caseFile.effects.tool_effects[tool] ?? [];
    }
    /** A generator for the next call of `tool`: the k-th call always gets the same draws. */
    nextCallRandom(tool) {
        return this.nextCall(tool).rand;
    }
    /** The draws of call `index` of `tool`, again (the same result's parts get the same change). */
    randomFor(tool, index) {
        return (0,_util_random_js__WEBPACK_IMPORTED_MODULE_1__/* .seededRandom */ .I)((0,_util_random_js__WEBPACK_IMPORTED_MODULE_1__/* .hashSeed */ .k)(`${this.caseFile.seed}:${tool}:${index}`));
    }
    /** The next call of `tool`: its index among the tool's calls (0-based) and its random draws. */
    nextCall(tool) {
        const k = this.calls.get(tool) ?? 0;
        this.calls.set(tool, k + 1);
        return { index: k, rand: (0,_util_random_js__WEBPACK_IMPORTED_MODULE_1__/* .seededRandom */ .I)((0,_util_random_js__WEBPACK_IMPORTED_MODULE_1__/* .hashSeed */ .k)(`${this.caseFile.seed}:${tool}:${k}`)) };
    }
    /**
     * Appends a fired fault to the fault log, so the runner knows which faults fired on which call
     * of the tool and what they changed, whatever the trace shows.
     */
    /** `noop`: the effect fired but changed nothing (a data effect with nothing to damage). */
    /** `lie`: what a lying effect changed (paths, before, after) and whether the agent could tell. */
    recordFault(tool, effect, call, detail, noop, lie) {
        this.append({ tool, effect, call, detail, ...(noop ? { noop: true } : {}), ...(lie ? { lie } : {}) });
    }
    /**
     * What an MCP server declares of a tool's effects (its annotations), once per tool: which tools
     * change state, for the side-effect check. Not a fault.
     */
    recordAnnotations(tool, annotations) {
        if (this.declared.has(tool))
            return;
        this.declared.add(tool);
        this.append({ tool, effect: ANNOTATIONS, annotations });
    }
    declared = new Set();
    append(line) {
        if (!this.faultLog)
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(this.faultLog, `${JSON.stringify({ ...line, time: new Date().toISOString() })}\n`);
        }
        catch {
            // A fault log that cannot be written must not break the agent under test.
        }
    }
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

/***/ 2319:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ evaluatorThresholds),
/* harmony export */   i: () => (/* binding */ applyOverrides)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
// The one place where CLI flags and action inputs are laid over the config file.

const defined = (o) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== ''));
function applyOverrides(config, o = {}) {
    const judge = { ...config.judge, ...defined(o.judge) };
    // A model chosen for another provider does not carry over to the one the override picks.
    if (o.judge?.provider && o.judge.provider !== config.judge.provider && !o.judge.model)
        judge.model = _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_JUDGE_MODELS */ .Ln[o.judge.provider];
    return {
        ...config,
        // Cases with a repeat of their own keep it (expandCases reads case.repeat first).
        repeat: o.repeat ?? config.repeat,
        concurrency: o.concurrency ?? config.concurrency,
        seed: o.seed ?? config.seed,
        judge,
        gate: { ...config.gate, ...defined(o.gate) },
        // A baseline file given is a file baseline (a conflicting mode is refused where flags are read).
        baseline: o.baseline ?? (o.baselineFile ? 'file' : config.baseline),
        baseline_file: o.baselineFile ?? config.baseline_file,
        tier: o.tier ?? config.tier,
        agent: { ...config.agent, env: { ...config.agent.env, ...o.agentEnv } },
    };
}
/** Pass thresholds the config sets per evaluator (the gate's "threshold" rule reads them). */
const evaluatorThresholds = (config) => ({
    ..._schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_THRESHOLDS */ .JJ,
    ...Object.fromEntries((config?.evaluators ?? []).flatMap((e) => typeof e === 'object' && e.threshold !== undefined ? [[e.name, e.threshold]] : [])),
});


/***/ }),

/***/ 7728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qU: () => (/* binding */ createJudge),
  gy: () => (/* binding */ judgeLabel),
  hv: () => (/* binding */ withFallback)
});

;// CONCATENATED MODULE: ./lib/judge/credentials.js
// Whether the standard AWS credential chain has something to find in the environment: keys,
// a web identity (OIDC, as aws-actions/configure-aws-credentials leaves it), a profile, or
// container credentials.
function hasAwsCredentials(env = process.env) {
    return !!((env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) ||
        env.AWS_WEB_IDENTITY_TOKEN_FILE ||
        env.AWS_PROFILE ||
        env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI ||
        env.AWS_CONTAINER_CREDENTIALS_FULL_URI);
}

// EXTERNAL MODULE: ./lib/judge/judge.js
var judge = __webpack_require__(2500);
// EXTERNAL MODULE: ./lib/judge/schema-json.js
var schema_json = __webpack_require__(571);
;// CONCATENATED MODULE: ./lib/judge/validated.js


/** The message a model gets when its answer failed validation: what was wrong, and to try again. */
function invalidReplyMessage(error) {
    return `Your answer did not match the required schema: ${error}. Call the tool again with input that matches the schema exactly.`;
}
/** The longest text kept of any field of a judge's answer: a reply is data, and a huge one is not stored whole. */
const MAX_REPLY_TEXT = 4_000;
/** Every string of a parsed answer cut to MAX_REPLY_TEXT characters (marked), the shape kept. */
function capStrings(v) {
    if (typeof v === 'string')
        return (v.length > MAX_REPLY_TEXT ? `${v.slice(0, MAX_REPLY_TEXT)}… [cut: ${v.length} characters]` : v);
    if (Array.isArray(v))
        return v.map(capStrings);
    if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, capStrings(x)]));
    return v;
}
async function validatedReply(label, schema, messages, ask, mayRetry = () => true) {
    const usage = { inputTokens: 0, outputTokens: 0 };
    let problem = '';
    for (let calls = 1; calls <= 2; calls++) {
        // The retry is a call too: the budget decides whether it can be made.
        if (calls === 2 && !mayRetry())
            throw new judge/* JudgeError */.Q6(`${label}: invalid answer, and the judge budget leaves no call to correct it: ${problem}`, usage, 1);
        let answer;
        try {
            answer = await ask(messages);
        }
        catch (err) {
            const e = err;
            const message = err instanceof judge/* JudgeError */.Q6
                ? e.message
                : `${label}: ${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`;
            throw new judge/* JudgeError */.Q6(message, usage, calls);
        }
        usage.inputTokens += answer.usage.inputTokens;
        usage.outputTokens += answer.usage.outputTokens;
        if (answer.problem === undefined) {
            const parsed = schema.safeParse(answer.value);
            if (parsed.success)
                return { value: capStrings(parsed.data), usage, calls };
            problem = (0,schema_json/* describeZodError */.V)(parsed.error);
        }
        else
            problem = answer.problem;
        messages.push(...answer.correction(invalidReplyMessage(problem)));
    }
    throw new judge/* JudgeError */.Q6(`${label}: invalid answer twice: ${problem}`, usage, 2);
}

;// CONCATENATED MODULE: ./lib/judge/bedrock.js



async function createBedrockJudge(opts) {
    const { BedrockRuntimeClient, ConverseCommand } = await Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(462)]).then(__webpack_require__.t.bind(__webpack_require__, 7462, 19));
    const client = new BedrockRuntimeClient({
        region: opts.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
        endpoint: opts.endpoint,
        retryMode: 'adaptive',
        maxAttempts: opts.maxAttempts ?? 6,
        requestHandler: { requestTimeout: opts.timeoutMs ?? 120_000, connectionTimeout: 10_000 },
    });
    return {
        provider: 'bedrock',
        model: opts.model,
        judge(req) {
            const tools = [
                {
                    toolSpec: {
                        name: req.name,
                        description: req.description,
                        inputSchema: { json: (0,schema_json/* toolJsonSchema */.K)(req.schema) },
                    },
                },
            ];
            const messages = [
                { role: 'user', content: [{ text: `${req.prompt}\n\n${(0,judge/* replyInstruction */.jz)('tool', req.name)}` }] },
            ];
            return validatedReply(`bedrock ${opts.model}`, req.schema, messages, async (conversation) => {
                const out = await client.send(new ConverseCommand({
                    modelId: opts.model,
                    system: [{ text: req.system }],
                    messages: conversation,
                    inferenceConfig: { temperature: 0, maxTokens: opts.maxTokens ?? judge/* JUDGE_MAX_OUTPUT_TOKENS */.CB },
                    toolConfig: { tools, toolChoice: { tool: { name: req.name } } },
                }));
                const usage = { inputTokens: out.usage?.inputTokens ?? 0, outputTokens: out.usage?.outputTokens ?? 0 };
                const content = out.output?.message?.content ?? [];
                const toolUse = content.find((c) => c.toolUse?.name === req.name)?.toolUse;
                if (!toolUse) {
                    return {
                        usage,
                        problem: `the model did not call ${req.name} (stop reason ${out.stopReason ?? 'unknown'})`,
                        correction: (text) => [
                            { role: 'assistant', content: content.length ? content : [{ text: '(no answer)' }] },
                            { role: 'user', content: [{ text }] },
                        ],
                    };
                }
                return {
                    usage,
                    value: toolUse.input,
                    correction: (text) => [
                        { role: 'assistant', content },
                        {
                            role: 'user',
                            content: [{ toolResult: { toolUseId: toolUse.toolUseId, status: 'error', content: [{ text }] } }],
                        },
                    ],
                };
            }, req.mayRetry);
        },
    };
}

// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
;// CONCATENATED MODULE: ./lib/judge/openai.js
// OpenAI-compatible chat completions (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM) with a JSON
// schema response format, over fetch. 429 / 5xx / time-outs are retried with backoff and jitter.




function createOpenAIJudge(opts) {
    const base = (opts.baseUrl ?? process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, '');
    const maxAttempts = opts.maxAttempts ?? 5;
    async function post(body) {
        let lastError = '';
        for (let attempt = 1; attempt <= maxAttempts; attempt++) {
            try {
                const res = await fetch(`${base}/chat/completions`, {
                    method: 'POST',
                    headers: {
                        'content-type': 'application/json',
                        ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
                    },
                    body: JSON.stringify(body),
                    signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000),
                });
                if (res.ok)
                    return await res.json();
                lastError = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
                if (res.status !== 429 && res.status < 500)
                    throw new judge/* JudgeError */.Q6(`openai ${opts.model}: ${lastError}`);
            }
            catch (err) {
                if (err instanceof judge/* JudgeError */.Q6)
                    throw err;
                lastError = err.message;
            }
            if (attempt < maxAttempts)
                await (0,util_text/* sleep */.yy)(Math.min(20_000, 250 * 2 ** attempt) * (0.5 + Math.random()));
        }
        throw new judge/* JudgeError */.Q6(`openai ${opts.model}: gave up after ${maxAttempts} attempts: ${lastError}`);
    }
    return {
        provider: 'openai',
        model: opts.model,
        judge(req) {
            const responseFormat = {
                type: 'json_schema',
                json_schema: { name: req.name, description: req.description, schema: (0,schema_json/* toolJsonSchema */.K)(req.schema) },
            };
            const messages = [
                { role: 'system', content: req.system },
                { role: 'user', content: `${req.prompt}\n\n${(0,judge/* replyInstruction */.jz)('json', req.name)}` },
            ];
            return validatedReply(`openai ${opts.model}`, req.schema, messages, async (conversation) => {
                const out = await post({
                    model: opts.model,
                    temperature: 0,
                    max_tokens: judge/* JUDGE_MAX_OUTPUT_TOKENS */.CB,
                    messages: conversation,
                    response_format: responseFormat,
                });
                const usage = { inputTokens: out.usage?.prompt_tokens ?? 0, outputTokens: out.usage?.completion_tokens ?? 0 };
                const text = out.choices?.[0]?.message?.content ?? '';
                const correction = (content) => [
                    { role: 'assistant', content: text },
                    { role: 'user', content },
                ];
                try {
                    return { usage, value: JSON.parse(text), correction };
                }
                catch {
                    return { usage, problem: 'the answer is not JSON', correction };
                }
            }, req.mayRetry);
        },
    };
}

// EXTERNAL MODULE: ./lib/judge/readings.js
var readings = __webpack_require__(9278);
// EXTERNAL MODULE: ./lib/util/where.js
var where = __webpack_require__(5923);
;// CONCATENATED MODULE: ./lib/judge/create.js





/** How to give the Bedrock judge credentials, where this runs. */
const awsHow = (env) => (0,where/* onGitHub */.x)(env)
    ? 'add aws-actions/configure-aws-credentials with a role allowed bedrock:InvokeModel (and permissions: id-token: write), or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY'
    : 'set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, with bedrock:InvokeModel; or choose the offline judge with --judge heuristic';
/**
 * The Bedrock judge without AWS credentials in the environment: the heuristic judge with a warning
 * (judge.fallback: heuristic, the default), or an error naming what is missing (fallback: fail).
 */
function withFallback(settings, warn, env = process.env) {
    if (settings.provider !== 'bedrock' || hasAwsCredentials(env))
        return settings;
    if (settings.fallback === 'fail')
        throw new Error(`agent-chaos: the Bedrock judge needs AWS credentials and judge.fallback is fail: ${awsHow(env)}`);
    warn(`agent-chaos: no AWS credentials in the environment (${awsHow(env)}): scoring with the offline heuristic judge, a rough stand-in for the LLM judge.`);
    return { ...settings, provider: 'heuristic', model: 'heuristic' };
}
async function createJudge(settings) {
    switch (settings.provider) {
        case 'heuristic':
            return { kind: 'heuristic' };
        case 'bedrock':
            return {
                kind: 'llm',
                readings: new readings/* Readings */.U(),
                judge: await createBedrockJudge({
                    model: settings.model,
                    region: settings.region,
                    endpoint: settings.endpoint,
                    timeoutMs: settings.timeout,
                }),
            };
        case 'openai': {
            const keyVar = settings.api_key_env ?? 'OPENAI_API_KEY';
            return {
                kind: 'llm',
                readings: new readings/* Readings */.U(),
                judge: createOpenAIJudge({
                    model: settings.model,
                    baseUrl: settings.endpoint,
                    apiKey: process.env[keyVar],
                    timeoutMs: settings.timeout,
                }),
            };
        }
        case 'none':
            throw new Error('judge provider "none" evaluates nothing: use it with mode run to collect sessions for a later evaluate step');
    }
}
/** What results.json records as the judge. */
const judgeLabel = (choice) => choice.kind === 'heuristic'
    ? { provider: 'heuristic', model: 'heuristic' }
    : { provider: choice.judge.provider, model: choice.judge.model };


/***/ }),

/***/ 4035:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Fo: () => (/* reexport */ collect),
  g4: () => (/* reexport */ compareAndGate),
  z0: () => (/* reexport */ options_judgeFor),
  iA: () => (/* reexport */ prepare_prepare),
  aI: () => (/* binding */ runPipeline),
  fN: () => (/* reexport */ scoring_score),
  fm: () => (/* reexport */ options_scoringOf)
});

// UNUSED EXPORTS: agreementOf, measuredAgreement, scoreJournals, writeOutputs

// EXTERNAL MODULE: ./lib/results/evidence.js
var results_evidence = __webpack_require__(41);
// EXTERNAL MODULE: ./lib/results/baseline.js
var results_baseline = __webpack_require__(7803);
// EXTERNAL MODULE: ./lib/results/judge-caps.js
var judge_caps = __webpack_require__(6355);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/trace/session.js
var session = __webpack_require__(8305);
// EXTERNAL MODULE: ./lib/util/json-depth.js
var json_depth = __webpack_require__(9332);
;// CONCATENATED MODULE: ./lib/util/jsonl.js
// JSON Lines read as a stream, one line at a time: a file of any size is read without holding it as
// one string, an overlong line is skipped (not buffered), and every problem names the file and line.


/** Calls `onLine` with each parsed line (and its number); returns the problems met. */
async function readJsonLines(path, onLine, limits = {}) {
    const maxBytes = limits.maxBytes ?? Infinity;
    const maxLine = limits.maxLineBytes ?? 64 << 20;
    const problems = [];
    let parts = [];
    let partBytes = 0;
    let overlong = false;
    let line = 0;
    let read = 0;
    const finish = () => {
        line++;
        if (overlong)
            problems.push(`${path}:${line}: line over ${maxLine} bytes, skipped`);
        else if (partBytes) {
            const text = Buffer.concat(parts).toString('utf8');
            if (text.trim()) {
                let value;
                try {
                    value = (0,json_depth/* parseBounded */.nh)(text);
                }
                catch (err) {
                    const why = err instanceof json_depth/* TooDeep */.v_ ? err.message : `not JSON (${err.message})`;
                    problems.push(`${path}:${line}: ${why}, skipped`);
                    value = undefined;
                }
                if (value !== undefined) {
                    const problem = onLine(value, line);
                    if (problem)
                        problems.push(`${path}:${line}: ${problem}, skipped`);
                }
            }
        }
        parts = [];
        partBytes = 0;
        overlong = false;
    };
    for await (const chunk of (0,external_node_fs_.createReadStream)(path)) {
        let buf = chunk;
        if (read + buf.length > maxBytes) {
            buf = buf.subarray(0, Math.max(0, maxBytes - read));
            problems.push(`${path}: over ${maxBytes} bytes; the rest was not read`);
        }
        read += buf.length;
        let start = 0;
        for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
            add(buf.subarray(start, nl));
            finish();
            start = nl + 1;
        }
        add(buf.subarray(start));
        if (read >= maxBytes)
            break;
    }
    finish();
    return problems;
    function add(piece) {
        if (overlong || !piece.length)
            return;
        if (partBytes + piece.length > maxLine) {
            overlong = true;
            parts = [];
            partBytes = 0;
            return;
        }
        parts.push(piece);
        partBytes += piece.length;
    }
}

// EXTERNAL MODULE: ./lib/runner/types.js
var types = __webpack_require__(355);
;// CONCATENATED MODULE: ./lib/runner/journal.js
// journal.jsonl: one line per finished run, appended as it ends, so a cancelled job keeps what
// finished, --resume continues from it, and another job (a fork's evaluate step, a shard's report
// step) can score the runs. Read as a stream and validated line by line: a journal from another job
// is untrusted data, and a bad or cut line is skipped and named, never fatal.







const JOURNAL_FILE = 'journal.jsonl';
/** The sha256 of a file's bytes (hex), read as a stream; of nothing when it does not exist. */
async function fileDigest(path) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    if ((0,external_node_fs_.existsSync)(path))
        for await (const chunk of (0,external_node_fs_.createReadStream)(path))
            hash.update(chunk);
    return hash.digest('hex');
}
/** Caps on a journal read from another job. */
const JOURNAL_LIMITS = { maxBytes: 512 << 20, maxLineBytes: 32 << 20 };
const fault = schemas/* object */.Ikc({
    tool: schemas/* string */.YjP().max(200),
    effect: schemas/* string */.YjP().max(100),
    target: schemas/* literal */.euz('model').optional(),
    noop: schemas/* boolean */.zMY().optional(),
    call: schemas/* number */.aig().int().min(0).optional(),
    detail: schemas/* string */.YjP().max(2000).optional(),
    lie: session/* lieSchema */.yz.optional(),
});
const entrySchema = schemas/* object */.Ikc({
    runSeed: schemas/* number */.aig(),
    case: schemas/* string */.YjP().max(500),
    repeat: schemas/* number */.aig().int().min(1).max(10_000),
    sessionId: schemas/* string */.YjP().max(300),
    seed: schemas/* number */.aig(),
    status: schemas/* enum */.k5n(types/* RUN_STATUSES */.L),
    exitCode: schemas/* number */.aig().nullable(),
    durationMs: schemas/* number */.aig(),
    spans: schemas/* number */.aig(),
    error: schemas/* string */.YjP().max(10_000).optional(),
    stderrTail: schemas/* string */.YjP().max(100_000).optional(),
    faultsFired: schemas/* array */.YOg(fault).max(10_000).optional(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP().max(2000)).max(100).optional(),
    session: session/* sessionSchema */._M.optional(),
});
/** The runs in a journal, each line validated; `problems` names every line skipped and why. */
async function readJournal(path) {
    if (!(0,external_node_fs_.existsSync)(path))
        return { entries: [], problems: [] };
    const entries = [];
    const problems = await readJsonLines(path, (value) => {
        const parsed = entrySchema.safeParse(value);
        if (parsed.success) {
            entries.push(parsed.data);
            return undefined;
        }
        const i = parsed.error.issues[0];
        return `not a journal entry (${i.path.join('.') || 'the line'}: ${i.message})`;
    }, JOURNAL_LIMITS);
    return { entries, problems };
}
/**
 * Cases with their runs, from journal entries (of this job, or of every shard's job merged). Only
 * the repeats the config expects (1..repeat): a journal's extra runs are neither judged nor counted
 * (the evidence counts them as unexpected).
 */
function journal_casesFromJournal(cases, entries) {
    return cases.map((c) => ({
        name: c.name,
        input: c.input,
        effects: c.effects,
        ...(c.sweep ? { sweep: c.sweep } : {}),
        ...(c.checks ? { checks: c.checks } : {}),
        runs: entries
            .filter((e) => e.case === c.name && e.repeat >= 1 && e.repeat <= c.repeat)
            .sort((a, b) => a.repeat - b.repeat)
            .map((e) => ({
            sessionId: e.sessionId,
            repeat: e.repeat,
            status: e.status,
            seed: e.seed,
            error: e.error,
            session: e.session,
            faultsFired: e.faultsFired,
            warnings: e.warnings,
        })),
    }));
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./lib/util/git.js
// git as a child process: the worktree for a rerun of the base, and the commit results belong to.

/** Runs git and returns its trimmed output; a failure throws with git's own last lines. */
function git(args, cwd) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    }
    catch (err) {
        const e = err;
        throw new Error(`git ${args.join(' ')} failed: ${(e.stderr || e.message).trim().split('\n').slice(-3).join(' ')}`);
    }
}
/** Is `sha` a commit of the history of `head` (the checkout's HEAD by default)? */
function inHistory(sha, cwd, head = 'HEAD') {
    if (!/^[0-9a-f]{7,64}$/.test(sha))
        return false;
    try {
        git(['merge-base', '--is-ancestor', sha, head], cwd);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The commit and branch checked out at `cwd`, or "unknown" outside a repository. Asynchronous: the
 * pipeline asks as its runs start and reads the answer once they are over.
 */
function gitInfo(cwd = '.') {
    return new Promise((resolve) => 
    // One git process for both (a line each): every command that writes results asks.
    (0,external_node_child_process_.execFile)('git', ['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], { cwd, encoding: 'utf8' }, (err, stdout) => {
        const [sha, ref] = err ? [] : stdout.trim().split('\n');
        resolve({ sha: sha || 'unknown', ref: ref || 'unknown' });
    }));
}
/**
 * The commit a rerun baseline compares with when none is given: the pull request's base branch
 * (GITHUB_BASE_REF), else the remote's default branch. Undefined when neither can be found.
 */
function defaultBaseRef(cwd, env = process.env) {
    const tryGit = (args) => {
        try {
            return git(args, cwd) || undefined;
        }
        catch {
            return undefined;
        }
    };
    const candidates = [
        env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : undefined,
        tryGit(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD']),
    ];
    return candidates.find((ref) => ref && tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]));
}

// EXTERNAL MODULE: ./lib/util/package-root.js
var package_root = __webpack_require__(6189);
// EXTERNAL MODULE: ./lib/evaluators/settings.js + 1 modules
var settings = __webpack_require__(9065);
// EXTERNAL MODULE: ./lib/judge/create.js + 4 modules
var create = __webpack_require__(7728);
// EXTERNAL MODULE: ./lib/util/hash.js
var hash = __webpack_require__(2934);
;// CONCATENATED MODULE: ./lib/pipeline/options.js



/** The stages after the runs (after-runs.ts): loaded as the first agents start, or when first needed. */
const afterRuns = () => Promise.all(/* import() */[__webpack_require__.e(151), __webpack_require__.e(368), __webpack_require__.e(270)]).then(__webpack_require__.bind(__webpack_require__, 5270));
/** Writing results (and the schema and summaries it checks them with): loaded with afterRuns. */
const resultsStore = () => __webpack_require__.e(/* import() */ 107).then(__webpack_require__.bind(__webpack_require__, 3107));
const writeResults = async (...args) => (await resultsStore()).writeResults(...args);
const options_scoringOf = (config) => ({
    judge: config.judge,
    audit: { counts: {}, withdrawn: [] },
    agentPrices: config.prices,
    evaluators: (0,settings/* evaluatorSettings */.D)(config),
    configHash: (0,hash/* hashOf */.q)(config),
    runsHash: (0,hash/* hashOf */.q)({
        agent: config.agent,
        cases: config.cases,
        no_fault_variant: config.no_fault_variant,
        tools: config.tools,
        evaluators: config.evaluators,
    }),
});
/** The judge the settings ask for (the heuristic, with a warning, for Bedrock without credentials). */
async function options_judgeFor(s, warn = () => { }) {
    s.judge = (0,create/* withFallback */.hv)(s.judge, warn);
    return (0,create/* createJudge */.qU)(s.judge);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/results/agent-cost.js
var agent_cost = __webpack_require__(8481);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/schema.js + 4 modules
var schema = __webpack_require__(7596);
// EXTERNAL MODULE: ./lib/util/where.js
var where = __webpack_require__(5923);
// EXTERNAL MODULE: ./lib/results/compare.js + 1 modules
var compare = __webpack_require__(6780);
// EXTERNAL MODULE: ./lib/evaluators/admission.js
var admission = __webpack_require__(9847);
;// CONCATENATED MODULE: ./lib/pipeline/agreement.js
// The judge's measured agreement with labelled sessions, as the results and the report name it.




/** What the report says of a calibration: the set's overall figures, and the development part's. */
function agreementOf(c) {
    const pick = (o) => ({ exact: o.exact, withinOne: o.withinOne, kappa: o.kappa, n: o.n });
    return {
        ...pick(c.overall),
        ...(c.set ? { set: c.set.name, sessions: c.set.sessions } : {}),
        ...(c.development ? { development: { ...pick(c.development.overall), sessions: c.development.set.sessions } } : {}),
    };
}
/**
 * The judge's measured agreement with labelled sessions, when known: for the heuristic, agent-chaos's
 * own held-out part (measured when the package was built, checked by a test); for an LLM judge, read
 * from judge.calibration (a calibrate run) for that model.
 */
async function measuredAgreement(s, judge) {
    try {
        const path = judge.kind === 'heuristic'
            ? (0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'fixtures', 'calibration', (await afterRuns()).HEURISTIC_AGREEMENT)
            : s.judge.calibration;
        if (!path)
            return undefined;
        const c = JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
        const model = judge.kind === 'heuristic' ? 'heuristic' : judge.judge.model;
        if (c.judge?.model !== model)
            return undefined;
        const realText = judge.kind === 'heuristic' ? await realTextAgreement() : undefined;
        return { ...agreementOf(c), ...(realText ? { realText } : {}) };
    }
    catch {
        return undefined; // an agreement that cannot be measured is simply not shown
    }
}
/** The heuristic on real agents' text, while the figures are of the rules in force (else none). */
async function realTextAgreement() {
    const { HEURISTIC_REAL_TEXT, HEURISTIC_VERSION } = await afterRuns();
    try {
        const path = (0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'fixtures', 'calibration', HEURISTIC_REAL_TEXT);
        const r = JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
        if (r.rules !== HEURISTIC_VERSION)
            return undefined;
        const { exact, withinOne, n, abstained } = r.heldOut.overall;
        return {
            exact,
            withinOne,
            n,
            sessions: r.heldOut.sessions,
            developmentExact: r.development.overall.exact,
            developmentSessions: r.development.sessions,
            abstained: abstained?.n ?? 0,
            source: r.source.repository,
        };
    }
    catch {
        return undefined;
    }
}
/** How far this job's judge and the heuristic that decided the run job's looks may read apart. */
async function readingGapOf(head) {
    const { builtInCertificate } = await Promise.all(/* import() */[__webpack_require__.e(368), __webpack_require__.e(665)]).then(__webpack_require__.bind(__webpack_require__, 2665));
    const { readingGap } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9847));
    return readingGap(await builtInCertificate((0,package_root/* packageRoot */.Z)()), head.judge.admission);
}

// EXTERNAL MODULE: ./lib/config/expand.js
var expand = __webpack_require__(9392);
// EXTERNAL MODULE: ./lib/config/load.js
var load = __webpack_require__(6264);
// EXTERNAL MODULE: ./lib/config/overrides.js
var config_overrides = __webpack_require__(2319);
;// CONCATENATED MODULE: ./lib/config/tier.js
function chooseTier(setting, event) {
    if (setting !== 'auto')
        return { tier: setting, why: 'set in the config or the input', ...smokeHint(setting, event) };
    if (event?.full)
        return { tier: 'full', why: `auto: ${event.full}` };
    if (event?.pullRequest)
        return { tier: 'smoke', why: "auto: a pull request's push", ...smokeHint('smoke', event) };
    return { tier: 'full', why: 'auto: not a pull request' };
}
const smokeHint = (tier, event) => tier === 'smoke' ? { howFull: event?.howFull ?? 'run with tier: full' } : {};

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./lib/util/dirs.js
var dirs = __webpack_require__(1202);
// EXTERNAL MODULE: ./lib/util/limit.js
var limit = __webpack_require__(8631);
;// CONCATENATED MODULE: ./lib/runner/answer.js
// The final answer when the trace has none, from a narrow, documented source (docs/agent-contract.md):
// the file AGENT_CHAOS_ANSWER_FILE the agent may write, else the last paragraph of its stdout with
// log-looking lines left out. Never all of stdout: a banner or a log line is not what the user read.
const MAX_ANSWER = 8_000;
const LOG_LINE = [
    /^\s*\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/, // a timestamp first
    /^\s*[[(]?(trace|debug|info|notice|warn|warning|error|fatal|critical)[\])]?(\s*[:\]|-]|\s+\S+:)/i, // a level first
    /^\s*\(node:\d+\)/, // Node's warnings
    /^\s*\{.*"(level|msg|severity|timestamp|time)"\s*:/, // a JSON log record
    /\b(opentelemetry|otlp|otel|traceloop|exporting (spans|traces)|tracer ?provider|telemetry)\b/i, // telemetry chatter
];
const isLogLine = (line) => LOG_LINE.some((re) => re.test(line));
/** The last paragraph of stdout that is not log output; '' when there is none. */
function answerFromStdout(stdout) {
    const kept = stdout
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((l) => (isLogLine(l) ? undefined : l));
    // Paragraphs: runs of kept lines, broken by blank lines and by log lines.
    const paragraphs = [[]];
    for (const l of kept) {
        if (l === undefined || !l.trim())
            paragraphs.push([]);
        else
            paragraphs.at(-1).push(l);
    }
    const last = paragraphs.filter((p) => p.length).at(-1);
    return last ? last.join('\n').trim().slice(0, MAX_ANSWER) : '';
}
/** The answer file's text when the agent wrote one, else the stdout fallback. */
function fallbackAnswer(answerFile, stdout) {
    const text = answerFile?.trim();
    return text ? text.slice(0, MAX_ANSWER) : answerFromStdout(stdout);
}

// EXTERNAL MODULE: ./lib/runner/launcher.js
var runner_launcher = __webpack_require__(7340);
;// CONCATENATED MODULE: ./lib/runner/process.js
// Starts one agent run: a shell command in its own process group, with a time limit, and bounded
// capture of stdout (head) and stderr (tail). The run is over when the command itself exits: then
// its whole tree is killed (its process group, and on Linux every process carrying the run's tag in
// its environment, which catches children that left the group with setsid) and the pipes are
// closed, so a leftover holding stdout open can neither keep the run going nor outlive the runner
// (runCases waits for every kill before it returns). The launcher (launcher.ts) starts the command
// and captures its output; the time limit and the kills are decided here.



const DEFAULT_STDOUT = 256 * 1024;
const DEFAULT_STDERR = 16 * 1024;
/** Every run's processes carry this variable (unless they clear their environment). */
const RUN_TAG_ENV = 'AGENT_CHAOS_RUN_TAG';
function killGroup(pid, signal) {
    if (!pid)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // The group is already gone.
    }
}
let queued = [];
/** The pending scan: cancelled by leftoversKilled, which scans at once. */
let scheduled;
let lastScan = 0;
const outstanding = new Set();
/**
 * Scans at most this often: runs ending close together share one (a scan reads /proc, ~1 ms; at 32
 * runs at once a shorter interval spent a tenth of the main thread on it). The last scan, when the
 * runs are over, is not delayed.
 */
const SCAN_EVERY_MS = 100;
/**
 * Kills every process whose environment carries the run's tag (Linux /proc; elsewhere a no-op).
 * Only processes started after the run's own (`since`: its pid; pids grow) can carry it. Kills
 * queued within SCAN_EVERY_MS share one scan.
 */
function killTagged(tag, signal, since = 0) {
    const killed = new Promise((done) => {
        queued.push({ tag, since, signal, done });
        if (scheduled)
            return;
        const wait = lastScan + SCAN_EVERY_MS - Date.now();
        if (wait > 0) {
            const timer = setTimeout(scanTagged, wait);
            scheduled = () => clearTimeout(timer);
        }
        else {
            const immediate = setImmediate(scanTagged);
            scheduled = () => clearImmediate(immediate);
        }
    });
    outstanding.add(killed);
    void killed.then(() => outstanding.delete(killed));
    return killed;
}
/**
 * What the launchers' reaps found in this process's life: processes the agents left outside their
 * runs (killed), any still alive after that (`left`: the action keeps its command fence up), and
 * whether a launcher could not be their reaper (`unseen`: such processes go to init, unfound).
 */
const escapes = { killed: 0, left: 0, unseen: false };
/** Reaps a launcher's strays once its runs are over, and counts them in `escapes`. */
async function reapStrays(launcher) {
    const r = await launcher.reap();
    if (!r)
        return r;
    escapes.killed += r.killed;
    escapes.left += r.left;
    if (!r.subreaper)
        escapes.unseen = true;
    return r;
}
/** Resolves once every queued kill of a leftover has been carried out (the runs are over: now). */
async function leftoversKilled() {
    if (scheduled) {
        scheduled();
        scanTagged();
    }
    while (outstanding.size)
        await Promise.all(outstanding);
}
/**
 * The run tag each process started with, by pid ('' for none), read once: a pid names the same
 * process until the pid counter wraps around (then all are read again), and a process cannot take
 * on a tag it does not know. Without this, every scan read the environment of every running agent.
 */
const tags = new Map();
let lastPid = 0;
const NEEDLE = Buffer.from(`${RUN_TAG_ENV}=`);
/** One pass over /proc for the queued kills (synchronous: an environ file is one short read). */
function scanTagged() {
    const batch = queued;
    queued = [];
    scheduled = undefined;
    lastScan = Date.now();
    try {
        const since = Math.min(...batch.map((k) => k.since));
        const last = Number(readProc('/proc/sys/kernel/ns_last_pid')?.toString() ?? '0');
        if (last < lastPid)
            tags.clear(); // wrapped around: pids may name other processes now
        lastPid = last;
        const running = new Set();
        for (const d of (0,external_node_fs_.readdirSync)('/proc')) {
            const pid = d.charCodeAt(0) <= 0x39 ? Number(d) : Number.NaN;
            if (!Number.isInteger(pid) || pid === process.pid)
                continue;
            running.add(pid);
            if (last >= since && pid < since)
                continue; // started before every run in the batch
            let tag = tags.get(pid);
            if (tag === undefined) {
                const environ = readProc(`/proc/${pid}/environ`);
                if (!environ)
                    continue; // gone, or not ours to read
                tags.set(pid, (tag = tagIn(environ)));
            }
            for (const k of batch)
                if (tag && tag === k.tag)
                    signalPid(pid, k.signal);
        }
        for (const pid of tags.keys())
            if (!running.has(pid))
                tags.delete(pid);
    }
    catch {
        // No /proc: nothing to scan.
    }
    for (const k of batch)
        k.done();
}
/** The value of the tag variable in a NUL-separated environment block, or ''. */
function tagIn(environ) {
    for (let at = environ.indexOf(NEEDLE); at >= 0; at = environ.indexOf(NEEDLE, at + 1)) {
        if (at > 0 && environ[at - 1] !== 0)
            continue; // inside another variable's value
        const end = environ.indexOf(0, at);
        return environ.toString('latin1', at + NEEDLE.length, end < 0 ? environ.length : end);
    }
    return '';
}
function signalPid(pid, signal) {
    try {
        process.kill(pid, signal);
    }
    catch {
        // Gone meanwhile.
    }
}
function readProc(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path);
    }
    catch {
        return undefined;
    }
}
/**
 * The words of a command that needs no shell (plain words and spaces: no quotes, variables, globs,
 * redirections, pipes, `~`, or a leading VAR=value), so it is started without one: a shell per run
 * is a process start the runner can save. Anything else goes through `sh -c` as written.
 */
function plainWords(command) {
    const words = command.trim().split(/ +/);
    if (!words[0] || words[0].includes('='))
        return undefined;
    return words.every((w) => /^[A-Za-z0-9_./:@%+,=-]+$/.test(w)) ? words : undefined;
}
function runProcess(opts) {
    // Without the runner's launcher (agent.setup, a single command), one of its own for this command.
    if (!opts.launcher) {
        const launcher = new runner_launcher.Launcher();
        return runProcess({ ...opts, launcher }).finally(async () => {
            await leftoversKilled();
            await reapStrays(launcher);
            launcher.close();
        });
    }
    const started = Date.now();
    const tag = (0,external_node_crypto_.randomUUID)(); // drawn from a pool node fills in batches: no entropy read per run
    return new Promise((resolve) => {
        let timedOut = false;
        let settled = false;
        const finish = (r) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            opts.signal?.removeEventListener('abort', onAbort);
            resolve({
                exitCode: null,
                signal: null,
                timedOut,
                stdout: '',
                stdoutTruncated: false,
                stderrTail: '',
                left: [],
                durationMs: Date.now() - started,
                ...r,
            });
        };
        const killTree = (signal) => {
            killGroup(child.pid, signal);
            return killTagged(tag, signal, child.pid);
        };
        const stop = () => {
            void killTree('SIGTERM');
            setTimeout(() => void killTree('SIGKILL'), opts.killGraceMs ?? 2_000).unref();
        };
        const timer = setTimeout(() => {
            timedOut = true;
            stop();
        }, opts.timeoutMs);
        const onAbort = () => stop();
        opts.signal?.addEventListener('abort', onAbort);
        const child = opts.launcher.launch({
            argv: plainWords(opts.command),
            command: opts.command,
            cwd: opts.cwd,
            env: { ...opts.env, [RUN_TAG_ENV]: tag },
            maxStdout: opts.maxStdout ?? DEFAULT_STDOUT,
            maxStderr: opts.maxStderr ?? DEFAULT_STDERR,
            write: opts.write ?? [],
            read: opts.read ?? [],
        }, {
            onError: (message) => {
                opts.onExit?.();
                finish({ spawnError: message });
            },
            // The command is over: what it left running goes with it, and its output is collected. The
            // run does not wait for the scan for escaped processes (runCases waits for all of them).
            onExit: (exitCode, signal) => {
                opts.onExit?.();
                void killTree('SIGKILL');
                void child.collect().then((output) => finish({ exitCode, signal, ...output }));
            },
        });
    });
}

;// CONCATENATED MODULE: ./lib/runner/trace-gaps.js
const NO_TOOL_CONTENT = 'the trace shows tool calls without their arguments or results (Ax 24 records none): judges cannot check the answer ' +
    'against what the tools returned; write gen_ai.tool.call.arguments and gen_ai.tool.call.result on each tool span ' +
    '(docs/frameworks/ax.md)';
const NO_TOOL_CALLS = 'the model asked for tools but the trace shows no tool call (OpenLLMetry records none for LlamaIndex): judges cannot ' +
    'see what the tools returned, so a right answer may read as made up; give each tool a span (docs/frameworks.md)';
const empty = (v) => v === null || v === undefined;
/**
 * The warnings for a session whose tool calls the judges cannot see. Calls without content count
 * when one succeeded (a failed call may well have no result).
 */
function traceGaps(session) {
    const traced = session.toolCalls.filter((c) => !c.untraced);
    if (!traced.length)
        return session.toolRequests ? [NO_TOOL_CALLS] : [];
    const bare = traced.every((c) => empty(c.arguments) && empty(c.result));
    return bare && traced.some((c) => c.status === 'ok') ? [NO_TOOL_CONTENT] : [];
}

// EXTERNAL MODULE: ./lib/runner/environment.js
var environment = __webpack_require__(3311);
;// CONCATENATED MODULE: ./lib/runner/silent-tracers.js
const on = (v) => v?.toLowerCase() === 'true';
const SILENT = [
    {
        // langsmith 0.12 with langchain 1.5 (createAgent): its translator writes each LangChain run onto
        // the OTel span active when the run starts and opens none of its own. Without initializeOTEL()
        // and a span around the call nothing reaches the endpoint; with them, that one span arrives,
        // overwritten by the runs, with no tool call in it.
        shows: (env) => env.LANGSMITH_TRACING_MODE?.toLowerCase() === 'otel' ||
            on(env.LANGSMITH_OTEL_ENABLED) ||
            (on(env.OTEL_ENABLED) && on(env.LANGSMITH_TRACING)),
        cause: "LangSmith's OTel mode is on (LANGSMITH_TRACING_MODE=otel or LANGSMITH_OTEL_ENABLED): in JavaScript it opens no span " +
            "for LangChain's runs but writes each onto the span active when it starts (none, unless initializeOTEL() and a " +
            "traceable wrap the call), so no tool call reaches the trace. Trace LangChain with OpenInference's LangChain " +
            "instrumentation or OpenLLMetry instead and turn LangSmith's OTel mode off for the chaos run " +
            '(docs/frameworks/langgraph.md, docs/frameworks/openllmetry.md#with-langchain-v1).',
    },
];
/** The known cause of a run that left no span, if the run's environment shows one. */
function silentTracerCause(env) {
    return SILENT.find((s) => s.shows(env))?.cause;
}
/**
 * The known cause of a run whose trace came but holds no tool call, if the run's environment shows
 * a setup that leaves them out.
 */
function thinTraceCause(env, session) {
    if (session.toolCalls.some((c) => !c.untraced))
        return undefined;
    const cause = silentTracerCause(env);
    return cause && `the trace shows no tool call: ${cause}`;
}

;// CONCATENATED MODULE: ./lib/runner/run-failures.js
// Why an agent run failed, read from what it wrote to stderr, in one line with the fix: a module or a
// command that is not there, an exporter sending somewhere other than the run's endpoint, a variable
// set here but not passed to the agent. The line goes on the run's error (the report, the comment);
// the stderr itself stays in the log and the journal. Only names are taken from stderr, each matched
// whole (a module, a command, a port, a variable of this process's own environment), never its text.

const NAME = /^[@\w./:-]{1,120}$/;
function missingModule(stderr) {
    const m = /Cannot find (?:package|module) '([^']+)'/.exec(stderr) ??
        /ModuleNotFoundError: No module named '([^']+)'/.exec(stderr);
    if (!m || !NAME.test(m[1]))
        return undefined;
    return `module ${m[1]} not found: install the agent's dependencies where it runs (agent.workdir), for example in agent.setup (npm ci, pip install -r requirements.txt)`;
}
function missingCommand(stderr) {
    const m = /(?:^|\n)(?:\/bin\/)?(?:ba|da)?sh: (?:\d+: )?(?:line \d+: )?([^\s:]+): (?:command )?not found/.exec(stderr);
    if (!m || !NAME.test(m[1]))
        return undefined;
    return `command ${m[1]} not found: check agent.command, and that the program is installed where the agent runs`;
}
/** The OTLP exporters' default ports: an exporter with a URL written in code sends there. */
const OTLP_PORTS = new Set(['4317', '4318']);
function exporterElsewhere(stderr, endpoint) {
    const m = /ECONNREFUSED (?:127\.0\.0\.1|::1|\[::1\]|localhost|0\.0\.0\.0):(\d+)/.exec(stderr);
    if (!m || !OTLP_PORTS.has(m[1]))
        return undefined;
    if (endpoint && new URL(endpoint).port === m[1])
        return undefined;
    return `the agent's exporter sent its spans to port ${m[1]}, where nothing listens: let it read OTEL_EXPORTER_OTLP_ENDPOINT, which agent-chaos sets for each run (new OTLPTraceExporter() without a url)`;
}
/** The job's own credentials and settings: never advised into the agent's environment. */
const THE_JOBS = /^(?:GITHUB|ACTIONS|RUNNER|INPUT)_/;
function variableNotPassed(stderr, runEnv, here) {
    for (const m of stderr.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) {
        const name = m[0];
        if (!here[name] || runEnv[name] !== undefined || environment/* BASE_ENV */.Mz.includes(name) || THE_JOBS.test(name))
            continue;
        return `${name} is set here but not passed to the agent: add it to agent.pass_env`;
    }
    return undefined;
}
/**
 * The cause of a failed run and its fix, when its stderr shows a known one. `runEnv`: the agent's
 * environment; `here`: agent-chaos's own (a variable set here and missing there was not passed).
 */
function runFailureCause(stderr, runEnv, here = process.env) {
    if (!stderr)
        return undefined;
    return (missingModule(stderr) ??
        missingCommand(stderr) ??
        exporterElsewhere(stderr, runEnv.OTEL_EXPORTER_OTLP_ENDPOINT) ??
        variableNotPassed(stderr, runEnv, here));
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./lib/trace/otlp-json.js
var otlp_json = __webpack_require__(4989);
// EXTERNAL MODULE: ./lib/trace/span.js
var span = __webpack_require__(1725);
;// CONCATENATED MODULE: ./lib/runner/receiver.js
// The embedded OTLP/HTTP receiver: 127.0.0.1 on a free port, POST /v1/traces (and /v1/logs for
// GenAI events sent as logs; /v1/metrics is accepted and dropped), application/json or
// application/x-protobuf, gzip or not. Answers per the OTLP/HTTP spec: 200 with an (empty) export
// response in the request's content type, 400 with a message for a malformed body, 413 over the size
// cap (decompressed size included: a gzip bomb is cut off at the cap, never inflated whole), 415 for
// other content types. Spans are routed to sessions as they arrive by the run's own endpoint path
// (/run/<session id>/v1/...): whatever session.id they carry, they belong to that run. Requests to
// the bare /v1/traces are routed by their session.id attribute. Every run has a span cap and the
// receiver a cap on spans held at once: past them spans are dropped and the run is marked as having
// sent too much. Spans of sessions no run opened are dropped after a grace period. Bad input never
// crashes it.




const DEFAULT_MAX_BODY = 32 * 1024 * 1024;
const DEFAULT_LIMITS = {
    maxBody: DEFAULT_MAX_BODY,
    maxSpansPerRun: 50_000,
    maxSpansHeld: 250_000,
    unknownGraceMs: 10_000,
};
class Receiver {
    stats = { requests: 0, spans: 0, rejected: 0, bytes: 0, dropped: 0 };
    limits;
    held = 0;
    lastSweep = 0;
    /** Spans skipped inside otherwise good requests, and why (capped). */
    problems = [];
    sessions = new Map();
    server;
    /** Requests being received or decoded right now, by the run path they came to ('' for none). */
    inFlight = new Map();
    listeners = [];
    constructor(limits = {}) {
        this.limits = { ...DEFAULT_LIMITS, ...limits };
    }
    get maxBody() {
        return this.limits.maxBody;
    }
    /** A run starts: its spans are kept (others are dropped after the grace period). */
    open(sessionId) {
        const s = this.sessions.get(sessionId);
        if (s)
            s.opened = true;
        else
            this.sessions.set(sessionId, {
                spans: [],
                logs: [],
                problems: [],
                lastArrival: 0,
                firstArrival: Date.now(),
                opened: true,
            });
    }
    get endpoint() {
        const addr = this.server?.address();
        if (!addr)
            throw new Error('receiver not started');
        return `http://127.0.0.1:${addr.port}`;
    }
    /** A run's own base URL: exporters append /v1/traces to it (OTEL_EXPORTER_OTLP_ENDPOINT rules). */
    endpointFor(sessionId) {
        return `${this.endpoint}/run/${encodeURIComponent(sessionId)}`;
    }
    /** Requests still being received or decoded that may carry spans of this session. */
    pendingFor(sessionId) {
        return (this.inFlight.get(sessionId) ?? 0) + (this.inFlight.get('') ?? 0);
    }
    async start() {
        this.server = (0,external_node_http_.createServer)((req, res) => this.handle(req, res));
        this.server.keepAliveTimeout = 5_000;
        await new Promise((resolve, reject) => {
            this.server.once('error', reject);
            this.server.listen(0, '127.0.0.1', resolve);
        });
        return this;
    }
    async stop() {
        if (!this.server)
            return;
        const s = this.server;
        this.server = undefined;
        s.closeAllConnections();
        await new Promise((r) => s.close(() => r()));
    }
    /** What arrived for a session so far (the runner takes it when the run is over); undefined before anything did. */
    session(id) {
        const s = this.sessions.get(id);
        return s && s.lastArrival ? s : undefined;
    }
    /** Removes and returns a session's data (memory is freed as runs finish). */
    take(id) {
        const s = this.sessions.get(id);
        this.sessions.delete(id);
        if (s)
            this.held -= s.spans.length;
        return s && s.lastArrival ? s : undefined;
    }
    /** Drops sessions no run opened once their grace period is over. */
    sweep(now) {
        if (now - this.lastSweep < 500)
            return;
        this.lastSweep = now;
        for (const [id, s] of this.sessions) {
            if (s.opened || now - s.firstArrival < this.limits.unknownGraceMs)
                continue;
            this.sessions.delete(id);
            this.held -= s.spans.length;
            this.stats.dropped += s.spans.length;
            if (this.problems.length < 100)
                this.problems.push(`${s.spans.length} span(s) of session "${id.slice(0, 80)}", which no run opened, were dropped`);
        }
    }
    /** Resolves at the next arrival of data (any session), or after `ms`. */
    waitForArrival(ms) {
        return new Promise((resolve) => {
            const done = () => {
                clearTimeout(timer);
                this.listeners = this.listeners.filter((l) => l !== done);
                resolve();
            };
            const timer = setTimeout(done, ms);
            this.listeners.push(done);
        });
    }
    route(batch, pathSession) {
        const now = Date.now();
        this.sweep(now);
        // A run's path decides its session, whatever session.id the spans carry: the run's id is
        // written onto them, so they normalize into that run's session and no other.
        const stamped = new Map();
        const routed = (item) => {
            if (!pathSession)
                return item;
            let resource = stamped.get(item.resource);
            if (!resource)
                stamped.set(item.resource, (resource = { ...item.resource, 'session.id': pathSession }));
            item.resource = resource;
            if (item.attributes['session.id'] !== undefined && item.attributes['session.id'] !== pathSession)
                item.attributes = { ...item.attributes, 'session.id': pathSession };
            return item;
        };
        const bucket = (item) => {
            const id = String(item.resource['session.id'] ?? item.attributes['session.id'] ?? '(no session.id)');
            let s = this.sessions.get(id);
            if (!s)
                this.sessions.set(id, (s = { spans: [], logs: [], problems: [], lastArrival: now, firstArrival: now, opened: false }));
            s.lastArrival = now;
            return s;
        };
        for (const span of batch.spans) {
            const s = bucket(routed(span));
            if (s.spans.length >= this.limits.maxSpansPerRun || this.held >= this.limits.maxSpansHeld) {
                s.overflow ??=
                    s.spans.length >= this.limits.maxSpansPerRun
                        ? `it sent more than ${this.limits.maxSpansPerRun} spans`
                        : `the receiver held ${this.limits.maxSpansHeld} spans of all runs at once`;
                this.stats.dropped++;
                continue;
            }
            s.spans.push(span);
            this.held++;
        }
        for (const log of batch.logs) {
            const s = bucket(routed(log));
            if (s.logs.length < this.limits.maxSpansPerRun)
                s.logs.push(log);
            else
                s.overflow ??= `it sent more than ${this.limits.maxSpansPerRun} log records`;
        }
        this.stats.spans += batch.spans.length;
        for (const p of batch.problems)
            if (this.problems.length < 100)
                this.problems.push(p);
        for (const l of this.listeners.slice())
            l();
    }
    handle(req, res) {
        const match = /^(?:\/run\/([^/]+))?(\/v1\/[a-z]+)$/.exec((req.url ?? '').split('?')[0]);
        const path = match?.[2] ?? req.url ?? '';
        let pathSession = '';
        try {
            pathSession = match?.[1] ? decodeURIComponent(match[1]) : '';
        }
        catch {
            // A malformed escape: route by the resource attribute alone.
        }
        const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        const isJson = type === 'application/json';
        if (req.method !== 'POST' || !['/v1/traces', '/v1/logs', '/v1/metrics'].includes(path)) {
            const message = `unknown path ${req.method} ${path}: OTLP/HTTP goes to POST /v1/traces`;
            this.refuse(req, res, 404, { code: 5, message });
            return;
        }
        if (!isJson && type !== 'application/x-protobuf') {
            const message = `unsupported content type "${type}": use application/json or application/x-protobuf`;
            this.refuse(req, res, 415, { code: 3, message });
            return;
        }
        const answer = (status, message) => {
            if (res.headersSent)
                return;
            if (status !== 200)
                this.stats.rejected++;
            // Errors carry a google.rpc.Status-shaped body; success an empty export response.
            if (isJson) {
                res.writeHead(status, { 'content-type': 'application/json' });
                res.end(status === 200 ? '{}' : JSON.stringify({ code: status === 413 ? 8 : 3, message }));
            }
            else {
                res.writeHead(status, { 'content-type': 'application/x-protobuf' });
                // An ExportTraceServiceResponse with no partial_success: a message with no fields is zero bytes.
                res.end(status === 200 ? Buffer.alloc(0) : Buffer.from(message ?? ''));
            }
        };
        this.countInFlight(pathSession, res);
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size <= this.maxBody)
                chunks.push(c);
        });
        req.on('error', () => answer(400, 'request aborted'));
        req.on('end', async () => {
            this.stats.requests++;
            this.stats.bytes += size;
            if (size > this.maxBody)
                return answer(413, `body of ${size} bytes is over the ${this.maxBody}-byte limit`);
            if (path === '/v1/metrics')
                return answer(200);
            try {
                const body = this.inflated(Buffer.concat(chunks), req.headers['content-encoding']);
                if (!body)
                    return answer(413, `decompressed body is over the ${this.maxBody}-byte limit`);
                this.route(await decodeExport(body, isJson, path), pathSession);
                answer(200);
            }
            catch (err) {
                answer(400, `malformed OTLP ${isJson ? 'JSON' : 'protobuf'} body: ${err.message}`);
            }
        });
    }
    /** Answers a request the receiver does not take (a google.rpc.Status-shaped body), its body unread. */
    refuse(req, res, status, body) {
        req.resume();
        this.stats.rejected++;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
    }
    /** Counts an export of a run in flight until it is answered (or its connection closes). */
    countInFlight(pathSession, res) {
        this.inFlight.set(pathSession, (this.inFlight.get(pathSession) ?? 0) + 1);
        let counted = true;
        const done = () => {
            if (!counted)
                return;
            counted = false;
            const left = this.inFlight.get(pathSession) - 1;
            if (left)
                this.inFlight.set(pathSession, left);
            else
                this.inFlight.delete(pathSession); // one key per run would otherwise stay for the whole job
        };
        res.on('finish', done);
        res.on('close', done);
    }
    /** The body, gunzipped where it says so; undefined where it inflates past the cap (a small bomb never becomes gigabytes). */
    inflated(body, encoding) {
        if ((encoding ?? '').toLowerCase() !== 'gzip')
            return body;
        try {
            return (0,external_node_zlib_.gunzipSync)(body, { maxOutputLength: this.maxBody });
        }
        catch (err) {
            if (err.code === 'ERR_BUFFER_TOO_LARGE')
                return undefined;
            throw err;
        }
    }
}
/** An export request's spans (logs in protobuf are taken and dropped); throws on a body that is not OTLP. */
async function decodeExport(body, isJson, path) {
    const batch = (0,span/* emptyBatch */.gu)();
    if (isJson) {
        const doc = JSON.parse(body.toString('utf8'));
        if (!(0,otlp_json/* isOtlpJson */.Kq)(doc) && !(doc && typeof doc === 'object' && Object.keys(doc).length === 0))
            throw new Error('not an OTLP export request (no resourceSpans)');
        (0,otlp_json/* readOtlpJson */.IB)(doc, 'request', batch);
    }
    else if (path === '/v1/traces') {
        // protobufjs and long.js are loaded by the first protobuf export, not by every run's start.
        (await Promise.all(/* import() */[__webpack_require__.e(170), __webpack_require__.e(313)]).then(__webpack_require__.bind(__webpack_require__, 8313))).readOtlpProto(body, 'request', batch);
    }
    return batch;
}

// EXTERNAL MODULE: ./lib/runner/shard.js
var shard = __webpack_require__(1370);
// EXTERNAL MODULE: ./lib/util/random.js
var random = __webpack_require__(5073);
// EXTERNAL MODULE: ./lib/chaos/case-file.js
var case_file = __webpack_require__(4845);
;// CONCATENATED MODULE: ./lib/runner/run-outcome.js
// How a run ended, in words: its session id, its status and error, what its log and answer say
// about the faults.






const slug = (name) => name.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 60);
/** Run seeds derive from the run seed, so one printed number reproduces every draw of a run. */
const runItemSeed = (runSeed, caseName, repeat) => (0,random/* hashSeed */.k)(`${runSeed}:${caseName}:${repeat}`);
/** A run's session id: readable (case, repeat) and unique (its seed); the same for the same run seed. */
const sessionIdFor = (runSeed, caseName, repeat) => `${slug(caseName)}-r${repeat}-${runItemSeed(runSeed, caseName, repeat).toString(16)}`;
const NO_TRACE_HINT = 'The agent exited but sent no span. Check that it exports traces with an OTLP/HTTP exporter reading OTEL_EXPORTER_OTLP_ENDPOINT ' +
    '(set by agent-chaos), and that it flushes before exiting (await tracerProvider.shutdown() or forceFlush()).';
function statusOf(p, spans, overflow, env) {
    const ended = endedAs(p, spans, overflow);
    // No span at all, and a setup known to send none: its own cause and fix.
    const known = spans === 0 && ended.status !== 'crashed' ? silentTracerCause(env) : undefined;
    if (!known)
        return ended;
    return { ...ended, error: ended.status === 'no_trace' ? known : `${ended.error}; no span came: ${known}` };
}
function endedAs(p, spans, overflow) {
    if (overflow && !p.timedOut && !p.spawnError)
        return {
            status: 'flooded',
            error: `the agent sent too much telemetry (${overflow}): the rest was dropped, so the trace is incomplete and the run is not scored`,
        };
    if (p.timedOut)
        return {
            status: 'timeout',
            error: `no exit within the time limit (${Math.round(p.durationMs / 1000)}s): the process group was killed`,
        };
    // Started without a shell, a missing program is a spawn error: said as the shell would say it.
    if (p.spawnError?.includes('ENOENT'))
        return {
            status: 'crashed',
            error: `the agent crashed: command not found (${p.spawnError.replace(/^spawn /, '')})`,
        };
    if (p.spawnError)
        return { status: 'crashed', error: `could not start the command: ${p.spawnError}` };
    if (p.exitCode !== 0) {
        const how = p.exitCode === null
            ? `killed by ${p.signal}`
            : p.exitCode === 127
                ? 'exit code 127 (command not found)'
                : `exit code ${p.exitCode}`;
        return { status: 'crashed', error: `the agent crashed: ${how}` };
    }
    if (spans === 0)
        return { status: 'no_trace', error: NO_TRACE_HINT };
    return { status: 'ok' };
}
/** At most this much of a fault log is read (a line is ~200 bytes: some 20,000 fired faults). */
const MAX_FAULT_LOG = 4 * 1024 * 1024;
/** The answer file's bytes read: MAX_ANSWER characters of UTF-8. */
const MAX_ANSWER_BYTES = 4 * MAX_ANSWER;
/** A file the agent left, when the launcher could read it; a refused one is said, with what follows. */
function readable(left, name, consequence, warnings) {
    if (left && 'refused' in left) {
        warnings.push(`the ${name} was not read (${left.refused}): ${consequence}`);
        return undefined;
    }
    return left ?? undefined;
}
/** An MCP tool's declared hints from the fault log (the agent's side wrote it): booleans named *Hint only. */
const hintsOf = (v) => v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v)
        .filter(([k, b]) => /^[a-zA-Z]{1,40}Hint$/.test(k) && typeof b === 'boolean')
        .slice(0, 10))
    : {};
/** The injector's fault log, as the launcher read it (none when the agent loaded no injector). */
function faultLogOf(left, warnings) {
    const log = readable(left, 'fault log', 'the faults this run fired are not known', warnings);
    if (!log)
        return undefined;
    if (log.truncated)
        warnings.push(`the fault log is over ${MAX_FAULT_LOG / 1024 / 1024} MB: the faults past that are not counted`);
    return log.text
        .split('\n')
        .filter((l) => l.trim())
        .flatMap((l) => {
        try {
            const f = (0,json_depth/* parseBounded */.nh)(l);
            if (typeof f.tool !== 'string' || typeof f.effect !== 'string')
                return [];
            return [
                {
                    tool: f.tool,
                    effect: f.effect,
                    ...(Number.isInteger(f.call) ? { call: f.call } : {}),
                    ...(typeof f.detail === 'string' ? { detail: f.detail.slice(0, 500) } : {}),
                    ...(f.noop === true ? { noop: true } : {}),
                    ...(session/* lieSchema */.yz.safeParse(f.lie).success ? { lie: session/* lieSchema */.yz.parse(f.lie) } : {}),
                    ...(f.effect === case_file/* ANNOTATIONS */.BC ? { annotations: hintsOf(f.annotations) } : {}),
                },
            ];
        }
        catch {
            return [];
        }
    });
}

;// CONCATENATED MODULE: ./lib/runner/attribute-faults.js
/**
 * Placeholders, not error types: the readers' when the trace names none, OpenTelemetry's fallback
 * `_OTHER`, Mastra's `unknown`, a bare `Error`, VoltAgent's wrapper of every tool error. The injected
 * error's name replaces them.
 */
const GENERIC_TYPES = new Set(['tool_error', 'span_error', '_OTHER', 'unknown', 'Error', 'VoltAgentError']);
const ERROR_NAMES = {
    timeout: 'TimeoutError',
    network_error: 'NetworkError',
    validation_error: 'ValidationError',
    execution_error: 'ExecutionError',
    timeout_after_effect: 'TimeoutError',
    network_error_after_effect: 'NetworkError',
    server_exit: 'ConnectionClosed',
    tools_changed: 'ToolNotFound',
};
/** Faults of an MCP server as a whole (slow initialize, its tool list changing): on no call. */
const SERVER_LEVEL = '(mcp server)';
/** A call the fault log knows and the trace does not: at the session's end, arguments unknown. */
function untracedCall(f, session, n) {
    const errorName = ERROR_NAMES[f.effect];
    const at = session.toolCalls.at(-1)?.endTime ?? new Date(0).toISOString();
    return {
        name: f.tool,
        arguments: null,
        result: null,
        status: errorName ? 'error' : 'ok',
        ...(errorName ? { error: { type: errorName, message: f.detail ?? f.effect } } : {}),
        spanId: `fault-log-${n}`,
        startTime: at,
        endTime: at,
        fault: f.effect,
        faultFrom: 'harness',
        ...(f.detail ? { faultDetail: f.detail } : {}),
        ...(f.lie ? { lie: f.lie } : {}),
        untraced: true,
    };
}
function attributeFaults(session, fired) {
    const warnings = [];
    const toolCalls = session.toolCalls.map((c) => ({ ...c }));
    const used = new Set();
    for (const f of fired) {
        if (f.target === 'model')
            continue; // put on model-call spans by attributeModelFaults
        if (f.noop)
            continue; // it fired and changed nothing: the call got its real result
        if (f.tool === SERVER_LEVEL)
            continue; // the fault's calls, if any, are logged on their own
        const ofTool = toolCalls.filter((c) => c.name === f.tool);
        const target = f.call !== undefined ? ofTool[f.call] : ofTool.find((c) => !used.has(c));
        if (!target) {
            const which = f.call !== undefined ? ` (call ${f.call + 1})` : '';
            warnings.push(`fault ${f.effect} fired on ${f.tool}${which} but the trace has no such call of ${f.tool}: is the tool traced?`);
            // An unread failure is not a success: the call goes into the session from the fault log, so
            // the judges know the tool failed (or was damaged) although the trace does not show it.
            toolCalls.push(untracedCall(f, session, toolCalls.length));
            continue;
        }
        used.add(target);
        target.fault = target.fault && target.fault !== f.effect ? `${target.fault}+${f.effect}` : f.effect;
        target.faultFrom = 'harness';
        if (f.detail)
            target.faultDetail = target.faultDetail ? `${target.faultDetail}; ${f.detail}` : f.detail;
        if (f.lie)
            target.lie = f.lie;
        const errorName = ERROR_NAMES[f.effect];
        if (errorName && target.status === 'ok') {
            target.status = 'error';
            target.error = { type: errorName, message: f.detail ?? f.effect };
            target.result = null;
        }
        else if (errorName && target.error && GENERIC_TYPES.has(target.error.type)) {
            // The trace only says "a tool error" (an SDK's default error text read from the conversation):
            // the fault log knows which. The message stays what the agent was told.
            target.error = { ...target.error, type: errorName };
        }
    }
    return { session: { ...session, toolCalls }, warnings };
}
/**
 * What MCP servers declared of their tools (annotations, from the MCP proxy's log) on the session's
 * tool definitions, where the side-effect check reads which tools change state.
 */
function withAnnotations(session, declared) {
    const defs = [...(session.toolDefinitions ?? [])];
    for (const d of declared) {
        const i = defs.findIndex((t) => t.name === d.tool);
        if (i >= 0)
            defs[i] = { ...defs[i], annotations: d.annotations };
        else
            defs.push({ name: d.tool, annotations: d.annotations });
    }
    return { ...session, toolDefinitions: defs };
}
/**
 * The model proxy's faults, each on the model-call span whose time holds it (else the nearest). A
 * fault with no model-call span in the trace is a warning: the model calls are not traced.
 */
function attributeModelFaults(session, faults, modelSpans) {
    const warnings = [];
    const distance = (s, at) => at < s.start ? s.start - at : at > s.end ? at - s.end : 0;
    const modelFaults = faults.map((f) => {
        const span = modelSpans.reduce((best, s) => (!best || distance(s, f.at) < distance(best, f.at) ? s : best), undefined);
        if (!span)
            warnings.push(`model fault ${f.effect} fired on model call ${f.call + 1} but the trace has no model-call span: are the model calls traced?`);
        return {
            effect: f.effect,
            call: f.call,
            detail: f.detail,
            ...(span ? { spanId: span.spanId } : {}),
            ...(f.recovered ? { recovered: true } : {}),
        };
    });
    return { session: { ...session, modelFaults }, warnings };
}

// EXTERNAL MODULE: ./lib/trace/tool-names.js
var tool_names = __webpack_require__(5386);
;// CONCATENATED MODULE: ./lib/runner/run-session.js
// A run's environment, and its session read from its spans with the faults it was given.


/** A run's environment: the allow-listed job environment, agent.env, and the case contract, which wins. */
function runEnvironment(r) {
    const resource = [
        `session.id=${r.sessionId}`,
        `agent_chaos.case=${r.c.name}`,
        `agent_chaos.repeat=${r.repeat}`,
        `agent_chaos.seed=${r.seed}`,
    ].map((kv) => {
        const [k, v] = kv.split(/=(.*)/s);
        return `${k}=${encodeURIComponent(v)}`;
    });
    const userResource = r.base.OTEL_RESOURCE_ATTRIBUTES;
    const env = {
        ...r.base,
        // The case contract wins over inherited values: it is how runs are told apart.
        AGENT_CHAOS_CASE_FILE: r.files.caseFile,
        AGENT_CHAOS_INPUT: r.c.input,
        AGENT_CHAOS_SESSION_ID: r.sessionId,
        AGENT_CHAOS_FAULT_LOG: r.files.faultLog,
        AGENT_CHAOS_ANSWER_FILE: r.files.answerFile,
        OTEL_EXPORTER_OTLP_ENDPOINT: r.endpoint,
        OTEL_RESOURCE_ATTRIBUTES: [...resource, ...(userResource ? [userResource] : [])].join(','),
        OTEL_BSP_SCHEDULE_DELAY: r.agent.env.OTEL_BSP_SCHEDULE_DELAY ?? '200',
    };
    delete env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
    return env;
}
/** The run's session from its spans, with what the trace may lack: the answer, the input, the config's tool definitions. */
function sessionOf(normalize, data, run, answer, config) {
    const { sessionId, c } = run;
    const session = normalize({ spans: data.spans, logs: data.logs, problems: [] }).find((s) => s.sessionId === sessionId);
    if (!session)
        return undefined;
    // The runner knows which run sent these spans (its endpoint path): its labels stand, whatever
    // resource the agent built in code (one without OTEL_RESOURCE_ATTRIBUTES had no case label, and
    // `eval` of its sessions.jsonl merged the cases).
    session.chaos = { case: c.name, repeat: run.repeat, seed: run.seed };
    if (!session.finalAnswer)
        session.finalAnswer = answer();
    if (!session.input)
        session.input = c.input;
    const declared = Object.entries(config.tools);
    if (!session.toolDefinitions?.length && declared.length)
        session.toolDefinitions = declared.map(([name, t]) => ({
            name,
            description: t.description,
            inputSchema: t.input_schema,
        }));
    return session;
}
/** The harness's fault records (the injector's fault log, the model proxy's faults) put on the calls they hit. */
function withFaults(session, logged, modelFaults, known) {
    const declared = logged?.filter((f) => f.annotations);
    let fired = declared?.length ? logged.filter((f) => !f.annotations) : logged;
    let warnings = [];
    // The tools by the names the fault log and the config give them, not an MCP client's spelling.
    if (session)
        ({ session, notes: warnings } = (0,tool_names/* withKnownToolNames */.ki)(session, [...known, ...(logged ?? []).map((f) => f.tool)]));
    if (session && declared?.length)
        session = withAnnotations(session, declared);
    if (session && fired?.length) {
        const attributed = attributeFaults(session, fired);
        session = attributed.session;
        warnings = [...warnings, ...attributed.warnings];
    }
    if (modelFaults.length) {
        fired = [
            ...(fired ?? []),
            ...modelFaults.map((f) => ({
                tool: 'model',
                target: 'model',
                effect: f.effect,
                call: f.call,
                detail: f.detail,
            })),
        ];
        if (session) {
            const model = attributeModelFaults(session, modelFaults, session.modelCallTimes ?? []);
            session = model.session;
            warnings = [...warnings, ...model.warnings];
        }
    }
    return { session, fired, warnings };
}

;// CONCATENATED MODULE: ./lib/runner/run-cases.js
// Runs every case x repeat against the agent: setup once, then each run as its own process with the
// case contract (case file, env, OTLP endpoint of the embedded receiver), bounded concurrency, a
// per-run time limit and a grace period for late spans. Each finished run is appended to a JSONL
// journal at once, so a cancelled job keeps what finished and --resume continues from it.






















// What only a finished run needs (reading and redacting its trace) and what only model faults need
// (the model proxy) are loaded after the first agents start, or when first needed: the modules
// before the first agent are what a run's first second waits for.
const traceReading = () => __webpack_require__.e(/* import() */ 526).then(__webpack_require__.bind(__webpack_require__, 1526));
const redaction = () => __webpack_require__.e(/* import() */ 360).then(__webpack_require__.bind(__webpack_require__, 1360));
const modelProxying = () => Promise.all([__webpack_require__.e(/* import() */ 286).then(__webpack_require__.bind(__webpack_require__, 7286)), __webpack_require__.e(/* import() */ 737).then(__webpack_require__.bind(__webpack_require__, 3737))]);
/** A run's key among the journal's entries: its case and repeat. */
const runKey = (caseName, repeat) => `${caseName}\u0000${repeat}`;
async function runCases(opts) {
    const log = opts.log ?? (() => { });
    const { agent } = opts.config;
    const workdir = (0,external_node_path_.resolve)(opts.baseDir ?? '.', agent.workdir);
    // One run at a time per output directory: two would mix their journals.
    const lock = (0,dirs/* lockDir */.J)(opts.outDir);
    try {
        return await runLocked(opts, log, workdir);
    }
    finally {
        lock.release();
    }
}
/**
 * The checkouts whose agent.setup ran (or is running) in this process, by directory and command:
 * setup runs once per checkout, not again for each look of the sequential decision, and looks that
 * start at the same time wait for the one setup (the base's worktree is a checkout of its own).
 */
const setUp = new Map();
async function runSetup(agent, workdir, signal) {
    const setup = await runProcess({
        command: agent.setup,
        cwd: workdir,
        env: (0,environment/* agentEnvironment */.FV)(agent.pass_env, agent.env),
        timeoutMs: 30 * 60_000,
        maxStdout: 0,
        signal,
    });
    if (setup.timedOut || setup.spawnError || setup.exitCode !== 0) {
        const why = setup.spawnError ?? (setup.timedOut ? 'timed out' : `exit code ${setup.exitCode}`);
        throw new Error(`agent.setup failed (${why}): ${setup.stderrTail.trim().split('\n').slice(-5).join('\n')}`);
    }
}
async function runLocked(opts, log, workdir) {
    const set = new RunSet(opts, log, workdir);
    await set.start();
    const { entries, cancelled } = await set.runAll();
    return set.finish(entries, cancelled);
}
/**
 * One call of runCases, in its steps: start (the journal, the run seed, agent.setup, the receiver,
 * the launcher, the model proxy), runAll (each run: a slot, the agent, its spans, its journal line),
 * finish (the journal checked, the outcome).
 */
class RunSet {
    opts;
    log;
    workdir;
    agent;
    journalPath;
    /** What this process wrote to the journal, hashed as it goes (journal.ts: the agent could rewrite it). */
    written = (0,external_node_crypto_.createHash)('sha256');
    runSeed = 0;
    done = new Map();
    receiver;
    launcher;
    /** The model proxy, with how a run's Bedrock endpoint is found: both there only when a case faults the model. */
    model;
    scratch = '';
    journal;
    journalError;
    /** The job's variables an agent may see, read once: every run starts from them. */
    base = {};
    items = [];
    pendingByCase = new Map();
    finished = 0;
    firstWave = 0;
    started = 0;
    redactor;
    slots;
    constructor(opts, log, workdir) {
        this.opts = opts;
        this.log = log;
        this.workdir = workdir;
        this.agent = opts.config.agent;
        this.journalPath = (0,external_node_path_.join)(opts.outDir, JOURNAL_FILE);
        this.slots = opts.slots ?? new limit/* Limiter */.j(opts.config.concurrency);
    }
    async start() {
        const { opts, journalPath } = this;
        // Each run in flight listens for the cancellation: more than node's default ten is not a leak.
        if (opts.signal)
            (0,external_node_events_.setMaxListeners)(opts.config.concurrency + 10, opts.signal);
        await this.openJournal();
        // Without its model key every run would crash, and cost a setup: not run, and said why.
        const missing = (0,environment/* missingRequiredEnv */.L$)(this.agent);
        if (missing)
            throw new Error(missing);
        await this.setup();
        this.receiver = await new Receiver(opts.limits).start();
        this.launcher = (0,runner_launcher.takeLauncher)();
        // The model proxy runs only when a case faults the model: other runs talk to their model directly.
        if (opts.cases.some((c) => c.effects.model_effects?.length)) {
            const [{ ModelProxy }, { bedrockUpstream }] = await modelProxying();
            this.model = { proxy: await new ModelProxy().start(), bedrockUpstream };
        }
        this.scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agent-chaos-run-'));
        // Appended in the order runs end, off the main thread; all of it is written before runCases returns.
        this.journal = (0,external_node_fs_.createWriteStream)(journalPath, { flags: 'a' });
        this.journal.on('error', (err) => {
            this.journalError ??= err;
        });
        this.base = (0,environment/* agentEnvironment */.FV)(this.agent.pass_env, this.agent.env);
        this.items = opts.cases
            .flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ c, repeat: i + 1 })))
            .filter((item) => !opts.shard || (0,shard/* inShard */.I)(item.c.name, item.repeat, opts.shard));
        this.pendingByCase = new Map(opts.cases.map((c) => [c.name, this.items.filter((i) => i.c === c).length]));
        // The first wave: every slot taken, or every run left to do (a resumed job may have fewer).
        this.firstWave = Math.min(opts.config.concurrency, this.items.filter((i) => !this.done.has(runKey(i.c.name, i.repeat))).length);
    }
    /** One redactor for every run, so its summary counts them all; built when first needed. */
    redactorOf() {
        const { opts } = this;
        this.redactor ??= opts.redactor
            ? Promise.resolve(opts.redactor)
            : redaction().then(({ Redactor }) => new Redactor(opts.config.redact, process.env, (0,environment/* givenValues */.yA)(opts.config.agent)));
        return this.redactor;
    }
    /** The journal: a resumed one keeps its readable entries (a run cancelled in it runs again), else it starts empty. */
    async openJournal() {
        const { opts, journalPath } = this;
        const previous = opts.resume
            ? (await readJournal(journalPath)).entries.filter((e) => e.status !== 'cancelled')
            : [];
        if (!opts.resume && (0,external_node_fs_.existsSync)(journalPath))
            (0,external_node_fs_.rmSync)(journalPath);
        // A line cut by a crash must not swallow the next entry: keep the readable entries only.
        if (opts.resume && previous.length) {
            const text = previous.map((e) => `${JSON.stringify(e)}\n`).join('');
            this.written.update(text);
            (0,external_node_fs_.writeFileSync)(journalPath, text);
        }
        this.runSeed = previous[0]?.runSeed ?? opts.runSeed ?? Math.floor(Math.random() * 2 ** 31);
        this.done = new Map(previous.map((e) => [runKey(e.case, e.repeat), e]));
        const resuming = opts.resume ? ` (resuming: ${this.done.size} run(s) already in ${journalPath})` : '';
        this.log(`run seed ${this.runSeed}${resuming}: pass --seed ${this.runSeed} to reproduce`);
    }
    /** agent.setup, once per checkout in this process. */
    async setup() {
        const { agent, workdir } = this;
        if (!agent.setup)
            return;
        const setupKey = `${(0,external_node_path_.resolve)(workdir)}\u0000${agent.setup}`;
        let ready = setUp.get(setupKey);
        if (ready)
            this.log(`setup: done already for this checkout (${agent.setup})`);
        else {
            this.log(`setup: ${agent.setup}`);
            ready = runSetup(agent, workdir, this.opts.signal);
            setUp.set(setupKey, ready);
            // A failed setup is tried again by the next call (a cancelled job's, say), not remembered.
            ready.catch(() => setUp.delete(setupKey));
        }
        await ready;
    }
    /** Every run, then everything the runs used stopped and removed (whatever happened). */
    async runAll() {
        try {
            const all = await Promise.all(this.items.map((item) => this.runOne(item)));
            const entries = all.filter((e) => !!e);
            const cancelled = all.length - entries.length + entries.filter((e) => e.status === 'cancelled').length;
            return { entries, cancelled };
        }
        finally {
            await leftoversKilled();
            // What the agents started outside their runs' groups and tags (`env -i setsid ... &`) was
            // re-parented to the launcher: killed now, before the journal is checked and the fence lifted.
            const reaped = await reapStrays(this.launcher);
            if (reaped?.killed)
                this.opts.log?.(`warning: ${reaped.killed} process(es) the agents started outside their runs (a new session, a cleared environment) outlived them and were killed`);
            if (reaped?.left)
                this.opts.log?.(`warning: ${reaped.left} process(es) the agents started could not be killed`);
            if (reaped && !reaped.subreaper && process.platform === 'linux')
                this.opts.log?.('note: processes the agents orphaned outside their runs cannot be found here: install perl or python3 so the launcher can be their reaper (docs/security.md)');
            this.launcher.close();
            this.journal.end();
            await (0,external_node_stream_promises_.finished)(this.journal).catch(() => { }); // a failed write is said in finish
            await this.model?.proxy.stop();
            await this.receiver.stop();
            (0,external_node_fs_.rmSync)(this.scratch, { recursive: true, force: true });
        }
    }
    report(caseName, repeat, status, line, failed) {
        const left = (this.pendingByCase.get(caseName) ?? 1) - 1;
        this.pendingByCase.set(caseName, left);
        this.opts.onRun?.({
            case: caseName,
            repeat,
            status,
            line,
            finished: ++this.finished,
            total: this.items.length,
            caseDone: left === 0,
            ...(failed?.stderrTail ? { stderrTail: failed.stderrTail } : {}),
            ...(failed?.error ? { error: failed.error } : {}),
        });
    }
    async runOne({ c, repeat }) {
        const seed = runItemSeed(this.runSeed, c.name, repeat);
        const sessionId = sessionIdFor(this.runSeed, c.name, repeat);
        const prior = this.done.get(runKey(c.name, repeat));
        if (prior) {
            this.report(c.name, repeat, prior.status, `${c.name} #${repeat} ${prior.status} (from the journal)`);
            return prior;
        }
        // A slot is an agent process: it is given back when the agent exits, so the next one starts
        // while this run's spans are awaited and read.
        const free = await this.slots.acquire(this.opts.lane);
        try {
            // Cancelled (Ctrl-C, a cancelled job): runs not started are skipped; finished ones are kept.
            if (this.opts.signal?.aborted)
                return undefined;
            const run = { c, repeat, seed, sessionId };
            const { running, env } = this.spawn(run, free);
            return await this.record(run, await running, env);
        }
        finally {
            free();
        }
    }
    /** The agent started for a run: its environment, the model proxy's session, the case file. */
    spawn({ c, repeat, seed, sessionId }, free) {
        const { agent, opts, model } = this;
        const files = {
            caseFile: (0,external_node_path_.join)(this.scratch, `${sessionId}.case.json`),
            faultLog: (0,external_node_path_.join)(this.scratch, `${sessionId}.faults.jsonl`),
            answerFile: (0,external_node_path_.join)(this.scratch, `${sessionId}.answer.txt`),
        };
        const env = runEnvironment({
            agent,
            base: this.base,
            c,
            repeat,
            seed,
            sessionId,
            files,
            endpoint: this.receiver.endpointFor(sessionId),
        });
        // Model faults: the agent's OpenAI client goes through the proxy, which forwards to the endpoint
        // it would have used.
        if (model && c.effects.model_effects?.length) {
            const urls = model.proxy.open(sessionId, c.effects.model_effects, seed, {
                openai: env.OPENAI_BASE_URL,
                bedrock: model.bedrockUpstream(env),
            });
            env.OPENAI_BASE_URL = urls.openai;
            env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = urls.bedrock;
        }
        this.receiver.open(sessionId);
        const caseFile = { name: c.name, input: c.input, session_id: sessionId, effects: c.effects, seed };
        const running = runProcess({
            command: agent.command,
            cwd: this.workdir,
            env,
            timeoutMs: agent.timeout,
            signal: opts.signal,
            launcher: this.launcher,
            onExit: free,
            // The launcher writes the case file, and reads and removes what the agent leaves: no file work
            // on this thread, which reads the other runs' spans meanwhile.
            write: [{ path: files.caseFile, text: JSON.stringify(caseFile, null, 2) }],
            read: [
                { path: files.faultLog, max: MAX_FAULT_LOG },
                { path: files.answerFile, max: MAX_ANSWER_BYTES },
            ],
        });
        if (++this.started === this.firstWave) {
            void Promise.all([traceReading(), this.redactorOf()]).catch(() => { }); // met again where used
            opts.onStarted?.();
        }
        return { running, env };
    }
    /** A run that ended: its spans awaited and read into a session, its faults, its journal line. */
    async record({ c, repeat, seed, sessionId }, p, env) {
        const { opts } = this;
        const redactor = await this.redactorOf();
        const data = await awaitSpans(this.receiver, sessionId, p, opts);
        const spans = data?.spans.length ?? 0;
        const ended = statusOf(p, spans, data?.overflow, env);
        // Stopped by the cancellation, not by the agent: no result, and --resume runs it again.
        const cancelled = opts.signal?.aborted && ended.status !== 'ok';
        const status = cancelled ? 'cancelled' : ended.status;
        // A failed run's stderr may name its cause (a missing module, a variable not passed): said with the fix.
        const cause = status === 'ok' || cancelled ? undefined : runFailureCause(p.stderrTail, env);
        const error = cancelled
            ? 'the job was cancelled while this run was going'
            : cause && ended.error
                ? `${ended.error.replace(/ \(command not found\)$/, '')}: ${await redactor.redact(cause)}`
                : ended.error;
        const fileWarnings = []; // the files the agent left that could not be read
        const [faultLog, answerFile] = p.left; // in the order of `read` in spawn
        const answer = () => fallbackAnswer(readable(answerFile, 'answer file', 'the answer is taken from stdout', fileWarnings)?.text, p.stdout);
        const made = data && spans && status !== 'flooded' && status !== 'cancelled'
            ? sessionOf((await traceReading()).normalize, data, { sessionId, c, repeat, seed }, answer, opts.config)
            : undefined;
        const faults = withFaults(made, faultLogOf(faultLog, fileWarnings), this.model?.proxy.take(sessionId) ?? [], (0,expand/* configuredToolNames */.dg)(opts.config));
        const thin = faults.session && thinTraceCause(env, faults.session);
        faults.warnings.unshift(...fileWarnings, ...(made ? traceGaps(made) : []), ...(thin ? [thin] : []));
        const session = faults.session ? await redactor.redact(faults.session) : undefined;
        const entry = {
            runSeed: this.runSeed,
            case: c.name,
            repeat,
            sessionId,
            seed,
            status,
            exitCode: p.exitCode,
            durationMs: p.durationMs,
            spans,
        };
        if (error)
            entry.error = error;
        if (status !== 'ok' && p.stderrTail.trim())
            entry.stderrTail = await redactor.redact(p.stderrTail.trim().split('\n').slice(-20).join('\n'));
        if (faults.fired)
            entry.faultsFired = faults.fired;
        if (faults.warnings.length)
            entry.warnings = await redactor.redact(faults.warnings);
        if (session)
            entry.session = session;
        const line = `${JSON.stringify(entry)}\n`;
        this.written.update(line);
        this.journal.write(line);
        const failures = session?.toolCalls.filter((t) => t.status === 'error') ?? [];
        const failed = failures.length
            ? `, ${failures.length} tool failure(s) (${[...new Set(failures.map((f) => f.name))].join(', ')})`
            : '';
        const took = `${(p.durationMs / 1000).toFixed(1)}s, ${spans} span(s)${failed}`;
        this.report(c.name, repeat, status, `${c.name} #${repeat} ${status} ${took}${error && status !== 'ok' ? `: ${error}` : ''}`, { stderrTail: entry.stderrTail, error: status !== 'ok' ? error : undefined });
        return entry;
    }
    /** The journal checked against what was written, the counts logged, the outcome. */
    async finish(entries, cancelled) {
        const { journalPath, log } = this;
        if (this.journalError)
            throw new Error(`could not write the journal ${journalPath}: ${this.journalError.message}`);
        // Every agent process is gone: the journal on disk must be what the launcher wrote, else it is
        // written again from what the launcher saw (what another job scores is this file).
        if ((await fileDigest(journalPath)) !== this.written.digest('hex')) {
            (0,external_node_fs_.writeFileSync)(journalPath, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
            log(`warning: ${journalPath} was changed while the agents ran, by something other than agent-chaos (the agent is the same user): it was written again from what the launcher saw`);
        }
        const counts = new Map();
        for (const e of entries)
            counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
        log(`${entries.length} run(s): ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}${cancelled ? `; ${cancelled} not run (cancelled)` : ''}`);
        return {
            cases: journal_casesFromJournal(this.opts.cases, entries),
            runSeed: this.runSeed,
            journal: journalPath,
            receiver: { ...this.receiver.stats, problems: this.receiver.problems },
            redacted: (await this.redactorOf()).summary(),
            resumed: [...this.done.keys()].length,
            cancelled,
        };
    }
}
/**
 * Late spans: an agent that flushed before exiting has delivered already (requests still in flight
 * are waited for); one that sent nothing yet gets the whole grace period. A cancelled job does not
 * wait for spans that may never come, and a crashed run ("crashed" whatever arrives) waits only
 * briefly for spans sent as it died.
 */
async function awaitSpans(receiver, sessionId, p, opts) {
    const crashed = p.exitCode !== 0 || p.spawnError !== undefined;
    const grace = opts.signal?.aborted ? 0 : Math.min(opts.graceMs ?? 3_000, crashed ? 500 : Infinity);
    const settle = opts.settleMs ?? 20;
    const until = Date.now() + grace;
    for (;;) {
        const got = receiver.session(sessionId);
        const now = Date.now();
        const quiet = got ? now - got.lastArrival : 0;
        if (got && (receiver.pendingFor(sessionId) === 0 || quiet >= settle))
            break;
        if (now >= until)
            break;
        await receiver.waitForArrival(got ? settle - quiet : Math.min(100, until - now));
    }
    return receiver.take(sessionId);
}

;// CONCATENATED MODULE: ./lib/pipeline/prepare.js
// Preparing a job: the config read with its overrides, the head's runs collected, and what the job
// expected to see.








/** The config with the overrides laid over it, its cases expanded, and the run seed. */
async function prepare_prepare(configPath, overrides, guard) {
    const guarded = guard
        ? guard(await (0,load.loadConfig)(configPath))
        : { config: await (0,load.loadConfig)(configPath), notes: [] };
    const set = (0,config_overrides/* applyOverrides */.i)(guarded.config, overrides);
    // The smoke tier is the first round alone: no look adds runs (the gate then decides what it can).
    const tier = chooseTier(set.tier, overrides?.tierEvent);
    const config = tier.tier === 'smoke' ? { ...set, confirm: { ...set.confirm, runs: 0 } } : set;
    // agent.workdir is relative to the config's directory, or to the repository root for a config in
    // .github/: the same whatever directory agent-chaos is started from.
    const configDir = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(configPath));
    const baseDir = (0,external_node_path_.basename)(configDir) === '.github' ? (0,external_node_path_.dirname)(configDir) : configDir;
    return {
        config,
        tier,
        notes: guarded.notes,
        cases: (0,expand/* expandCases */.kc)(config),
        ...(guarded.expected ? { expected: guarded.expected } : {}),
        ...(guarded.readAtBase ? { readAtBase: guarded.readAtBase } : {}),
        baseDir,
        runSeed: config.seed ?? Math.floor(Math.random() * 2 ** 31),
    };
}
/** Runs the agent: every case x repeat (or one shard's share), with the journal in outDir. */
function collect(p, opts) {
    const config = opts.concurrency ? { ...p.config, concurrency: opts.concurrency } : p.config;
    return runCases({
        config,
        cases: p.cases,
        outDir: opts.outDir,
        baseDir: opts.baseDir ?? p.baseDir,
        runSeed: p.runSeed,
        resume: opts.resume,
        log: opts.log,
        onRun: opts.onRun,
        onStarted: opts.onStarted,
        signal: opts.signal,
        shard: opts.shard,
        slots: opts.slots,
        lane: opts.lane,
    });
}
const prepare_sessionsOf = (cases) => cases.flatMap((c) => c.runs.flatMap((r) => (r.session ? [r.session] : [])));
/** A rerun baseline with nothing to rerun would compare with nothing: find the base, or refuse. */
function withBaseRef(opts, p, log) {
    if (p.config.baseline !== 'rerun' || opts.baseRef)
        return opts;
    const baseRef = defaultBaseRef(p.baseDir);
    if (!baseRef)
        throw new Error('baseline rerun needs the base commit: give --base-ref <commit> (no GITHUB_BASE_REF, and no origin/HEAD to default to)');
    log(`baseline: rerun of ${baseRef} (the base branch; --base-ref chooses another)`);
    return { ...opts, baseRef };
}
/** The first round's evidence: what the verdict expects against the runs seen, stopped or never started. */
function firstRoundEvidence(p, outcome, shard) {
    const expected = (0,results_evidence/* expectedRuns */.rk)(prepare_expectedCases(p), { shard });
    const evidence = prepare_withDropped(p, (0,results_evidence/* countEvidence */.Vc)(expected, outcome.cases.flatMap((c) => c.runs.map((r) => ({ case: c.name, repeat: r.repeat, sessionId: r.sessionId, status: r.status })))));
    evidence.cancelled = outcome.cancelled; // runs stopped in flight and runs never started
    return evidence;
}
/** The first of each case x repeat (a run seen twice is counted by the evidence, scored once). */
/** The cases the verdict expects: this config's, and the base's that it dropped (missing evidence). */
function prepare_expectedCases(p) {
    const here = new Set(p.cases.map((c) => c.name));
    return [...p.cases, ...(p.expected ?? []).filter((c) => !here.has(c.name))];
}
/** The evidence, naming the base's cases this config dropped. */
function prepare_withDropped(p, e) {
    const here = new Set(p.cases.map((c) => c.name));
    const dropped = (p.expected ?? []).filter((c) => !here.has(c.name)).map((c) => c.name);
    return dropped.length ? { ...e, dropped } : e;
}

;// CONCATENATED MODULE: ./lib/pipeline/scoring.js
// Scoring and judging: sessions through the evaluators, the judge checked and admitted, its
// agreement measured.














/** Scores collected runs into results.json. */
async function scoring_score(s, cases, judge, opts = {}) {
    const { estimateJudging, estimateLine, scoreCases, assembleResults, offlineFor } = await afterRuns();
    const offline = await offlineFor((0,package_root/* packageRoot */.Z)(), s.judge, s.evaluators, judge.kind);
    // With an LLM judge, what it will take is said before it starts, and kept to compare with what it
    // took: for the judging that reports to the log (a side's first round), not again for every batch.
    const estimate = judge.kind === 'llm' && opts.log
        ? estimateJudging(cases.map((c) => ({
            name: c.name,
            input: c.input,
            effects: c.effects,
            runs: c.runs.length,
            sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])),
        })), s.evaluators, judge.judge.model, {
            prices: s.judge.prices,
            tokenBudget: s.tokenBudget,
            outputTokensPerCall: s.outputTokensPerCall,
            offline: offline?.engine.sure,
            sample: sampleOf(s, judge),
        })
        : undefined;
    if (estimate)
        opts.log?.(`judge estimate: ${estimateLine(estimate, s.judge.model)}`);
    const sample = sampleOf(s, judge);
    const scored = await scoreCases(cases, {
        ...(offline ? { offline: { ...offline.engine, ...(s.audit ? { job: s.audit } : {}) } } : {}),
        ...(sample ? { sample } : {}),
        evaluators: s.evaluators,
        judge,
        concurrency: s.judge.concurrency,
        budget: s.judge.budget,
        prices: s.judge.prices,
        tokenBudget: s.tokenBudget,
        deadlineMs: s.judge.deadline,
        onRun: opts.onScored,
    });
    const results = assembleResults(cases, scored, {
        configHash: s.configHash,
        runsHash: s.runsHash,
        git: opts.git ?? (await gitInfo()),
        judge: (0,create/* judgeLabel */.gy)(judge),
    });
    if (offline)
        results.judge.offline = offline.instrument;
    const sessions = prepare_sessionsOf(cases);
    if (sessions.some((x) => x.usage.inputTokens + x.usage.outputTokens > 0))
        results.usage.agent = (0,agent_cost/* agentCost */.zI)(sessions, s.agentPrices);
    if (estimate)
        results.usage.estimate = {
            calls: estimate.calls,
            inputTokens: estimate.inputTokens,
            outputTokens: estimate.outputTokens,
            ...(estimate.costUsd !== undefined ? { costUsd: Math.round(estimate.costUsd * 10000) / 10000 } : {}),
        };
    return results;
}
/**
 * With an LLM judge, the evaluators that do not gate (failure_analysis) and how many runs of each case
 * it reads for them (judge.ungated_runs): the verdict never reads them, the insights need a few.
 */
function sampleOf(s, judge) {
    if (judge.kind !== 'llm')
        return undefined;
    const evaluators = s.evaluators.filter((e) => !(0,compare/* gatable */.R7)(e.name) && !(0,schema/* isOracle */.Rp)(e.name)).map((e) => e.name);
    return evaluators.length ? { evaluators, runs: s.judge.ungated_runs } : undefined;
}
/** The scoring settings with the judge budget that `spent` left. */
function leftAfter(s, spent) {
    const { max_calls, max_cost_usd } = s.judge.budget;
    const budget = {
        ...(max_calls !== undefined ? { max_calls: Math.max(0, max_calls - spent.judgeCalls) } : {}),
        ...(max_cost_usd !== undefined ? { max_cost_usd: Math.max(0, max_cost_usd - spent.estimatedCostUsd) } : {}),
    };
    return { ...s, judge: { ...s.judge, budget } };
}
/**
 * What the looks after the first round judge: with a judge that costs, the evaluators that gate
 * (admitted, higher is better) and no others. failure_analysis and advisory evaluators are read on
 * the first round, every case's sample; later runs would only cost calls the verdict never reads.
 */
function forLooks(s, judge, head) {
    if (judge.kind !== 'llm')
        return { scoring: s };
    const advisory = new Set((0,admission/* advisoryOf */.fC)(head.judge.admission));
    const gated = s.evaluators.filter((e) => (0,compare/* gatable */.R7)(e.name) && !advisory.has(e.name));
    const left = s.evaluators.filter((e) => !gated.includes(e)).map((e) => e.name);
    if (!gated.length || !left.length)
        return { scoring: s };
    const gates = gated.map((e) => e.name).join(', ');
    const note = `${left.join(', ')} judged on the first round only (every case's first runs): the later looks judge what gates, ${gates}.`;
    return { scoring: { ...s, evaluators: gated }, note };
}
/** A batch of both sides judged at the same time, each side within the judge budget its earlier looks left. */
function scoreBatch(scoring, judge, batch, spent) {
    return Promise.all([
        scoring_score(leftAfter(scoring, spent.head), batch.head, judge, { git: spent.headGit }),
        scoring_score(leftAfter(scoring, spent.base), batch.base, judge, { git: spent.baseGit }),
    ]).then(([head, base]) => ({ head, base }));
}
/**
 * The estimate before judging covers what follows the head's first round: in a rerun, the base and
 * the range of runs the batches may add; in the report job, the base and the run job's looks.
 */
async function logMoreJudging(log, head, firstRound, judged, config, cases, rerun, batches, found, scoring, judge) {
    const e = head.usage.estimate;
    if (!e || !firstRound || !judged)
        return;
    const { moreOf, moreText, batchCap } = await afterRuns();
    if (rerun) {
        const cap = batchCap(config.confirm, cases.map((c) => c.runs.length));
        const more = moreOf(firstRound, judged, cap);
        e.more = { what: `the batches, at most (0 to ${cap} runs)`, ...more };
        log(`judge estimate of the rest: the base's first round about as much again; the sequential decision's batches add 0 to ${cap} run(s), both sides (confirm.max_extra_runs ${(0,schema/* extraRunsCap */.Zo)(config.confirm, cases.length)}, confirm.max_runs ${config.confirm.max_runs}): up to ${moreText(more)} more`);
    }
    else if (batches?.length && judge.kind === 'llm') {
        // The report job has every run's session: the estimate reads them, each transcript once (the
        // looks' runs for the evaluators that gate), from the fewest calls to one a run.
        const asked = new Set();
        const { estimateJudging, offlineFor } = await afterRuns();
        const { prices } = scoring.judge;
        const offline = (await offlineFor((0,package_root/* packageRoot */.Z)(), scoring.judge, scoring.evaluators, judge.kind))?.engine.sure;
        const estimate = (of, evaluators) => estimateJudging(of.map((c) => ({ ...c, runs: c.runs.length, sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])) })), evaluators, judge.judge.model, {
            prices,
            tokenBudget: scoring.tokenBudget,
            outputTokensPerCall: scoring.outputTokensPerCall,
            asked,
            offline,
            sample: sampleOf(scoring, judge),
        });
        estimate(cases, scoring.evaluators);
        const base = found.results
            ? estimate((0,results_baseline/* casesFromResults */.Oy)(found.results, found.sessions ?? []), scoring.evaluators)
            : undefined;
        const ofLooks = batches.flatMap((b) => [...b.head, ...b.base]);
        const looked = estimate(ofLooks, forLooks(scoring, judge, head).scoring.evaluators);
        const runs = ofLooks.reduce((n, c) => n + c.runs.length, 0) +
            (found.results?.cases.reduce((n, c) => n + c.runs.length, 0) ?? 0);
        const calls = looked.calls + (base?.calls ?? 0);
        const costUsd = looked.costUsd !== undefined ? looked.costUsd + (base?.costUsd ?? 0) : undefined;
        const more = { runs, calls, ...(costUsd !== undefined ? { costUsd: Math.round(costUsd * 10000) / 10000 } : {}) };
        e.more = { what: `the base and the run job's ${batches.length} look(s)`, ...more };
        const everyRun = looked.everyRun + (base?.everyRun ?? 0);
        log(`judge estimate of the rest: the base and the run job's ${batches.length} look(s), ${runs} run(s): ${moreText(more)} more (${everyRun} if no transcript recurred)`);
    }
}
/** A judge by what differs from another: "openai gpt-4o" or "heuristic (failure_communication heuristic/13)". */
function judgeWords(was, now) {
    const prompts = Object.entries(was.promptVersions ?? {})
        .filter(([ev, v]) => now.promptVersions?.[ev] !== undefined && now.promptVersions[ev] !== v)
        .map(([ev, v]) => `${ev} ${v}`);
    const name = was.model === was.provider ? was.provider : `${was.provider} ${was.model}`;
    return `${name}${prompts.length ? ` (${prompts.join(', ')})` : ''}`;
}
/** The head's first round scored, with the notes the report needs about how it was run and judged. */
async function scoreHead(p, scoring, opts, outcome, found, judge, looks) {
    const log = opts.log ?? (() => { });
    const total = outcome.cases.reduce((n, c) => n + c.runs.filter((r) => r.session).length, 0);
    const which = judge.kind === 'heuristic' ? ' (offline, a rough stand-in for an LLM judge)' : ` ${scoring.judge.model}`;
    log(`scoring ${total} session(s) with the ${scoring.judge.provider} judge${which}`);
    // The base's own judging says how long this judge's answers are (same model: same habits).
    const baseUsage = found.results?.usage;
    if (baseUsage?.judgeCalls && found.results?.judge.model === scoring.judge.model)
        scoring.outputTokensPerCall = baseUsage.outputTokens / baseUsage.judgeCalls;
    const results = await scoring_score(scoring, outcome.cases, judge, {
        git: opts.git ?? (await gitInfo(p.baseDir)),
        onScored: opts.onScored,
        log,
    });
    results.evidence = outcome.evidence;
    // The first round's estimate before the controls and a measured certificate add their calls to it.
    const firstRound = results.usage.estimate && { ...results.usage.estimate };
    if (p.config.id)
        results.configId = p.config.id;
    const notes = [...p.notes, ...(results.notes ?? [])];
    if (p.config.judge.provider === 'bedrock' && scoring.judge.provider === 'heuristic')
        notes.push((0,where/* onGitHub */.x)()
            ? "Scored by the offline heuristic judge: this job had no AWS credentials for the Bedrock judge (a fork's pull request gets none), and judge.fallback is heuristic."
            : 'Scored by the offline heuristic judge: this run had no AWS credentials for the Bedrock judge, and judge.fallback is heuristic.');
    const agreement = await measuredAgreement(scoring, judge);
    if (agreement)
        results.judge.calibration = agreement;
    await checkJudge(results, scoring, judge, log);
    await admitHeadJudge(results, p, scoring, judge, log);
    const rerun = looks.confirm !== undefined;
    await logMoreJudging(log, results, firstRound, total, p.config, outcome.cases, rerun, looks.batches, found, scoring, judge);
    if (outcome.cancelled)
        notes.push(`The job was cancelled: ${outcome.cancelled} run(s) did not run; the scores cover the runs that finished.`);
    if (outcome.redacted)
        notes.push(outcome.redacted);
    if (notes.length)
        results.notes = notes;
    return results;
}
/**
 * The judge checked where it gates: planted controls (evaluators/controls.ts), judged like the head's
 * sessions and counted in its usage. The gate does not pass on a judge that missed one.
 */
async function checkJudge(results, scoring, judge, log) {
    const { judgeControls } = await Promise.all(/* import() */[__webpack_require__.e(368), __webpack_require__.e(558)]).then(__webpack_require__.bind(__webpack_require__, 9558));
    const { controlsText } = await __webpack_require__.e(/* import() */ 162).then(__webpack_require__.bind(__webpack_require__, 6162));
    const { outcome, usage } = await judgeControls((0,package_root/* packageRoot */.Z)(), {
        judge,
        concurrency: scoring.judge.concurrency,
        deadlineMs: scoring.judge.deadline,
        prices: scoring.judge.prices,
        tokenBudget: scoring.tokenBudget,
    });
    results.judge.controls = outcome;
    // The estimate said what judging the runs would take; the controls are one call each beside it.
    addUsage(results, usage, judge.kind === 'llm' ? outcome.planted.length : 0);
    log(`judge controls: ${controlsText(outcome)}`);
}
/** Judging beside the runs' (controls, a measured certificate) counted in the results' usage and estimate. */
function addUsage(results, usage, estimatedCalls) {
    const u = results.usage;
    if (u.estimate)
        u.estimate.calls += estimatedCalls;
    u.judgeCalls += usage.judgeCalls;
    u.inputTokens += usage.inputTokens;
    u.outputTokens += usage.outputTokens;
    u.estimatedCostUsd = Math.round((u.estimatedCostUsd + usage.estimatedCostUsd) * 10000) / 10000;
}
/**
 * The judge admitted, evaluator by evaluator (evaluators/admit-judge.ts): a certificate the config
 * names is read at the base commit where a guard can (a pull request's checkout could forge one).
 */
async function admitHeadJudge(results, p, scoring, judge, log) {
    const { admitJudge } = await Promise.all(/* import() */[__webpack_require__.e(368), __webpack_require__.e(665)]).then(__webpack_require__.bind(__webpack_require__, 2665));
    const { admissionLine, admissionText } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9847));
    // The checks no judge reads need no admission: they read the trace, not the agent's words.
    const gated = scoring.evaluators.map((e) => e.name).filter((e) => (0,compare/* gatable */.R7)(e) && !(0,schema/* isOracle */.Rp)(e));
    const { admission, usage } = await admitJudge({
        root: (0,package_root/* packageRoot */.Z)(),
        judge,
        concurrency: scoring.judge.concurrency,
        deadlineMs: scoring.judge.deadline,
        prices: scoring.judge.prices,
        tokenBudget: scoring.tokenBudget,
        identity: results.judge,
        gated,
        admission: scoring.judge.admission,
        read: async (path) => {
            const full = (0,external_node_path_.resolve)(p.baseDir, path);
            if (!p.readAtBase)
                return { text: await (0,promises_.readFile)(full, 'utf8'), where: path };
            // The pull request's own copy is never read: it could carry a forged certificate.
            const atBase = await p.readAtBase(full);
            if (!atBase)
                throw new Error('not found at the base commit (commit it to the base branch first)');
            return atBase;
        },
    });
    results.judge.admission = admission;
    if (usage)
        addUsage(results, usage, judge.kind === 'llm' ? usage.judgeCalls : 0);
    log(`judge admission: ${admissionText(admission, results.judge) ?? admissionLine(admission)}`);
}

;// CONCATENATED MODULE: ./lib/pipeline/bank.js



/**
 * Today's base runs pooled with the base commit's bank (results/bank.ts: poolBank), the bank judged
 * again by this judge where another judged it; undefined (and why, in the log) where it is not pooled.
 */
async function bank_pooledWithBank(source, today, p, scoring, judge, log) {
    const found = await (0,results_baseline/* resolveBaseline */.oL)({ mode: 'artifact', artifact: source, log });
    if (!found.results) {
        log(`baseline: no bank of the base's runs to pool with today's (${found.info.description})`);
        return undefined;
    }
    const bank = await (0,results_baseline/* alignJudge */.rt)(found, today.results, (cases) => scoring_score(scoring, cases, judge)).catch((err) => {
        log(`baseline: the base's bank not pooled: ${err.message}`);
        return undefined;
    });
    if (!bank?.results)
        return undefined;
    const { max_runs: maxRuns } = p.config.confirm;
    const { min_effect: minEffect, detect } = p.config.gate;
    const { poolBank } = await afterRuns();
    const out = poolBank(today, { results: bank.results, sessions: bank.sessions ?? [] }, { maxRuns, minEffect, detect });
    if ('why' in out) {
        log(`baseline: the base's bank (${found.info.description}) not pooled with today's runs: ${out.why}`);
        return undefined;
    }
    log(`baseline: today's base runs pooled with ${out.added} banked run(s) of its commit (${found.info.description})`);
    return { results: out.results, sessions: out.sessions };
}

;// CONCATENATED MODULE: ./lib/runner/rerun.js
// Rerun mode: the base commit is checked out in a separate git worktree and run with the same cases,
// at the same time as the head (half the concurrency each), so drift in the machine or the
// services hits both alike; both use the same run seed.




/** Checks out `ref` (a commit, branch or tag) of the repository at `repoDir` in a new worktree. */
function addWorktree(repoDir, ref) {
    const root = git(['rev-parse', '--show-toplevel'], repoDir);
    let sha;
    try {
        sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root);
    }
    catch {
        const shallow = git(['rev-parse', '--is-shallow-repository'], root) === 'true';
        const clone = shallow ? ' (a shallow clone)' : '';
        throw new Error(`the base commit ${ref} is not in this checkout${clone}: give actions/checkout fetch-depth: 0, or fetch it first (git fetch origin ${ref})`);
    }
    const parent = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agent-chaos-base-'));
    const dir = (0,external_node_path_.join)(parent, 'worktree');
    git(['worktree', 'add', '--detach', dir, sha], root);
    return {
        dir,
        sha,
        map: (path) => (0,external_node_path_.join)(dir, (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(path))),
        remove: () => {
            try {
                git(['worktree', 'remove', '--force', dir], root);
            }
            catch {
                (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
                git(['worktree', 'prune'], root);
            }
            (0,external_node_fs_.rmSync)(parent, { recursive: true, force: true });
        },
    };
}

;// CONCATENATED MODULE: ./lib/pipeline/base-runs.js
// The base commit run beside the head, in a worktree of its own, and where a base's runs can come
// from.






/**
 * The base commit run in a worktree of its own, made once: the first round and every batch of the
 * sequential decision run there, so agent.setup builds it once.
 */
class BaseRuns {
    p;
    ref;
    log;
    signal;
    tree;
    setUp;
    /** Why the base could not be run for a batch: the looks end there. */
    failed;
    constructor(p, ref, log, signal) {
        this.p = p;
        this.ref = ref;
        this.log = log;
        this.signal = signal;
    }
    /** Runs `prepared`'s cases on the base commit (the worktree holds its tracked files: agent.setup builds it there). */
    async run(prepared, outDir, concurrency, slots, ref = this.ref) {
        if (!this.tree) {
            this.tree = addWorktree(this.p.baseDir, ref);
            this.log(`baseline: running base ${this.tree.sha.slice(0, 7)} in ${this.tree.dir}`);
        }
        const worktree = this.tree;
        const outcome = await collect(prepared, {
            outDir,
            baseDir: worktree.map(this.p.baseDir),
            concurrency,
            slots,
            lane: 'base',
            log: (l) => this.log(`[base] ${l}`),
            signal: this.signal,
        }).catch((err) => {
            throw new Error(err.message.replace(/^agent\.setup failed/, 'agent.setup failed in the base worktree'));
        });
        return { outcome, sha: worktree.sha };
    }
    /**
     * The base's checkout and agent.setup, before any batch's head runs start: a base that cannot be
     * built here (a file baseline's commit, say) costs one setup, not a batch of head runs.
     */
    ready(sha) {
        this.setUp ??= inScratch((scratch) => this.run({ ...this.p, cases: [] }, scratch, 1, undefined, sha)).catch((err) => this.fail(sha, err));
        return this.setUp;
    }
    fail(sha, err) {
        this.failed ??= `the base ${sha.slice(0, 7)} could not be run for a batch (${err.message.split('\n')[0]})`;
    }
    remove() {
        this.tree?.remove();
    }
}
/** `work` given a scratch directory, removed after it whatever happened. */
async function inScratch(work) {
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agent-chaos-setup-'));
    try {
        await work(scratch);
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
}
/** agent.setup of the checkout `p` runs from, and no run (runCases does it once per checkout and process). */
const setUpOnly = (p) => inScratch((outDir) => collect({ ...p, cases: [] }, { outDir }));
/**
 * An artifact or file baseline with at least twice the runs of a case the head's first round makes
 * (a bank: the base branch's pushes and scheduled runs of one commit), said for the log; else
 * undefined. Against fewer, head runs alone narrow the interval too little to pay for themselves.
 */
function bankOf(found, p) {
    if (found.info.source !== 'artifact' && found.info.source !== 'file')
        return undefined;
    const base = found.results;
    if (!base)
        return undefined;
    const banked = p.cases.filter((c) => (base.cases.find((b) => b.name === c.name)?.runs.length ?? 0) >= 2 * c.repeat);
    if (!banked.length)
        return undefined;
    const most = Math.max(...banked.map((c) => base.cases.find((b) => b.name === c.name).runs.length));
    return `a bank of up to ${most} base run(s) a case for ${banked.length} case(s), its commit not runnable here`;
}
/** The commit of an artifact or file baseline, when it is in the head's history and can be run here. */
function runnableBase(found, cwd) {
    if (found.info.source !== 'artifact' && found.info.source !== 'file')
        return undefined;
    const sha = found.results?.git.sha;
    return sha && inHistory(sha, cwd) ? sha : undefined;
}

;// CONCATENATED MODULE: ./lib/pipeline/journal.js




/**
 * A batch's directory under its look: batches of several cases run at once, each in its own (a
 * journal per directory). Readable, and distinct for names the slug would merge.
 */
const batchDirName = (names) => `case-${names
    .join(',')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .slice(0, 40)}-${(0,hash/* hashOf */.q)(names).slice(0, 8)}`;
function journal_firstOfEach(entries) {
    const seen = new Set();
    return entries.filter((e) => !seen.has(`${e.case}\u0000${e.repeat}`) && seen.add(`${e.case}\u0000${e.repeat}`));
}
/** The most runs a side one batch of the run job can hold (confirm.max_runs' own cap): more is not read. */
const MAX_BATCH_REPEAT = 500;
/**
 * The run job's base runs and batches (it ran the base beside the head): the baseline, and the
 * looks to judge and test again. A batch where one side has fewer runs of a case than the other did
 * not reach this job whole: its runs are missing evidence.
 */
async function journal_lookedAt(p, looks, redactor, evidence, sha) {
    const at = (side, look) => looks.filter((l) => l.side === side && l.look === look).flatMap((l) => l.entries);
    const cases = async (entries, of = p.cases) => casesFromJournal(of, await redactor.redact(journal_firstOfEach(entries))).filter((c) => c.runs.length);
    const base = await cases(at('base', 1));
    if (!base.length)
        return undefined;
    const numbers = [...new Set(looks.filter((l) => l.look >= 2).map((l) => l.look))].sort((a, b) => a - b);
    const batches = [];
    const headOnly = [];
    for (const look of numbers) {
        const [headEntries, baseEntries] = [at('head', look), at('base', look)];
        // A batch holds as many runs a side as the run job decided (its repeats 1..n), not the first
        // round's count: n is the highest repeat either side holds, and a run one side lacks is missing.
        const size = (name) => Math.max(0, ...[...headEntries, ...baseEntries].filter((e) => e.case === name).map((e) => e.repeat));
        const sized = p.cases.map((c) => ({ ...c, repeat: Math.min(size(c.name), MAX_BATCH_REPEAT) }));
        const batch = { look, head: await cases(headEntries, sized), base: await cases(baseEntries, sized) };
        for (const name of new Set([...batch.head, ...batch.base].map((c) => c.name))) {
            const n = sized.find((c) => c.name === name).repeat;
            const [h, b] = [batch.head, batch.base].map((side) => side.find((c) => c.name === name)?.runs.length ?? 0);
            // No base journal at all for the case: head runs against the base's bank, counted once the
            // bank is known to be there (headOnly); a base journal with fewer runs is missing evidence.
            if (!baseEntries.some((e) => e.case === name)) {
                headOnly.push({ n, seen: h });
                continue;
            }
            evidence.expected += n;
            evidence.seen += Math.min(h, b);
            evidence.missing += n - Math.min(h, b);
            if (n > Math.min(h, b))
                evidence.reason ??= `look ${look} of the run job did not arrive whole (${name})`;
        }
        batches.push(batch);
    }
    return { sha, base, batches, headOnly };
}
/**
 * The prepared config and the collected runs cut to the base's caps: the cases judged (the base's
 * and gate.max_new_cases new ones), each look's runs within confirm.max_runs a side and
 * confirm.max_extra_runs; `over` counts what was cut.
 */
function journal_capToBase(p, entries, looks) {
    const { judged, over: cases } = casesToJudge(p.cases, p.expected, p.config.gate.max_new_cases);
    const kept = { ...p, cases: p.cases.filter((c) => judged.has(c.name)) };
    const caps = judgeCaps(p.config, expectedCases(kept).length);
    const firstRound = new Map(expectedCases(kept).map((c) => [c.name, c.repeat]));
    const first = entries.filter((e) => judged.has(e.case));
    const later = capLooks(looks, firstRound, judged, caps);
    const runs = entries.length - first.length + later.over;
    return { p: kept, entries: first, looks: later.looks, over: { runs, cases, why: later.why } };
}

;// CONCATENATED MODULE: ./lib/pipeline/looks.js
// The looks in one job: both sides run again, batch after batch, where the first round could not
// decide.










/**
 * The rerun baseline: base and head at the same time, half the concurrency each, same run seed, so
 * drift hits both alike; today's base runs pooled with the base commit's bank where one is given
 * (the batches then add head runs only).
 */
function rerunBothSides(job, base) {
    const { p, opts, scoring, judge, log } = job;
    const state = { pooled: false };
    const source = {
        run: async () => {
            const half = Math.max(1, Math.floor(p.config.concurrency / 2));
            // Both sides start their runs together, after both checkouts are built: the base's worktree
            // and agent.setup ran beside the head's first runs, which alone met that load (more head
            // time-outs and crashes of the same agent). A head setup that fails fails its collect below.
            await Promise.all([base.ready(opts.baseRef), setUpOnly(p).catch(() => { })]);
            state.head = collect(p, { ...job.run, concurrency: half, lane: 'head' });
            // Awaited once the base is in; a head that fails first (its setup) must not crash the process meanwhile.
            state.head.catch(() => { });
            const { outcome, sha } = await base.run(p, (0,external_node_path_.join)(opts.outDir, 'base'), half);
            const problem = (0,results_baseline/* baseRunsProblem */.lG)(outcome.cases);
            if (problem)
                throw new Error(problem);
            const results = await scoring_score(scoring, outcome.cases, judge, { git: { sha, ref: opts.baseRef } });
            const sessions = prepare_sessionsOf(outcome.cases);
            await writeResults((0,external_node_path_.join)(opts.outDir, 'base'), results, sessions);
            const withBank = opts.bank
                ? await bank_pooledWithBank(opts.bank, { results, sessions }, p, scoring, judge, log)
                : undefined;
            if (withBank)
                state.pooled = true;
            return { ...(withBank ?? { results, sessions }), sha };
        },
    };
    return { source, state };
}
/**
 * How undecided cases get more runs, and the baseline as the report names it. The batches of the
 * sequential decision run both sides at the same time where the base can be run again: a rerun, or
 * an artifact or file baseline whose commit is in the head's history (the file's runs are the base's
 * first round, the batches run that commit here). Against a bank of the base's runs (pooled with
 * today's, or an artifact that holds many), they add head runs only. Otherwise the first round is
 * the last look.
 */
function looksOf(job, base, found, pooled) {
    const { p, opts, log } = job;
    const baseSha = found.info.source === 'rerun' ? opts.baseRef : opts.baselineSnapshot ? undefined : runnableBase(found, p.baseDir);
    const banked = baseSha !== undefined && found.info.source !== 'rerun' && p.config.confirm.runs > 0;
    if (banked)
        log(`baseline: ${found.info.source} of ${baseSha.slice(0, 7)}, a commit of this history: its batches run it here`);
    const described = (more) => ({
        ...found,
        info: { ...found.info, description: `${found.info.description}${more}` },
    });
    const baseline = banked
        ? described('; where undecided, its commit run again in this job')
        : pooled
            ? described(", pooled with its commit's bank of runs")
            : found;
    // Every batch shares one pool of agent processes, both sides: a case's next batch starts as soon
    // as slots free, not when the other cases' batches are done.
    const slots = new limit/* Limiter */.j(p.config.concurrency);
    const batch = new Batches(job, slots);
    if (baseSha && !pooled && p.config.confirm.runs > 0)
        return { baseline, confirm: batch.bothSides(base, baseSha), headOnly: false };
    // No base to run, but a bank of its runs (the base branch's artifact accumulates them): the
    // batches add head runs only, against the bank.
    const bank = pooled
        ? "today's base runs pooled with its bank of runs"
        : p.config.confirm.runs > 0
            ? bankOf(found, p)
            : undefined;
    if (!bank)
        return { baseline, headOnly: false };
    log(`baseline: ${bank}: undecided cases get head runs against it`);
    return { baseline, confirm: batch.headOnly(), headOnly: true };
}
/** The batches of the sequential decision: `runs` more runs of the named cases, seeded by their look. */
class Batches {
    job;
    slots;
    constructor(job, slots) {
        this.job = job;
        this.slots = slots;
    }
    /** A batch's cases and its directory of its own under its look. */
    of(names, runs, look) {
        const { p, opts } = this.job;
        return {
            again: {
                ...p,
                cases: p.cases.filter((c) => names.includes(c.name)).map((c) => ({ ...c, repeat: runs })),
                runSeed: p.runSeed + look,
            },
            dir: (0,external_node_path_.join)(opts.outDir, 'confirm', `look-${look}`, batchDirName(names)),
        };
    }
    /** Head and base at the same time, in the shared slots. */
    bothSides(base, sha) {
        const concurrency = this.job.p.config.concurrency;
        return async (names, runs, look) => {
            await base.ready(sha);
            if (base.failed)
                return { end: base.failed };
            const { again, dir } = this.of(names, runs, look);
            const [headMore, baseMore] = await Promise.all([
                collect(again, { ...this.job.run, outDir: dir, slots: this.slots, lane: 'head' }),
                base.run(again, (0,external_node_path_.join)(dir, 'base'), concurrency, this.slots, sha).catch((err) => {
                    base.fail(sha, err);
                    return undefined;
                }),
            ]);
            if (!baseMore) {
                // Half a look is no look: its head runs are dropped, here and from what is uploaded.
                (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
                return { end: base.failed };
            }
            return { head: headMore.cases, base: baseMore.outcome.cases };
        };
    }
    /** Head runs alone, against a bank of the base's runs. */
    headOnly() {
        return async (names, runs, look) => {
            const { again, dir } = this.of(names, runs, look);
            const more = await collect(again, { ...this.job.run, outDir: dir, slots: this.slots });
            return { head: more.cases, base: [] };
        };
    }
}

;// CONCATENATED MODULE: ./lib/results/accept.js
const forHead = (a, head) => a.sha.length === 40 && head.toLowerCase() === a.sha.toLowerCase();
const staleWhy = (a, head) => a.sha.length === 40
    ? `warning: the acceptance by @${a.by} was for ${a.sha.slice(0, 7)}, and the head is now ${head.slice(0, 7)}: accept again for this head`
    : `warning: the acceptance by @${a.by} names ${a.sha}, not a full commit SHA: copy the command the comment suggests, which carries the head's 40 digits`;
/**
 * The gate with the regressions of accepted cases no longer blocking. It passes only where every
 * blocking reason is a regression of an accepted case; stale acceptances are said, and do nothing.
 */
function applyAcceptances(gate, comparison, acceptances, headSha) {
    if (!acceptances.length || !headSha)
        return gate;
    const current = acceptances.filter((a) => forHead(a, headSha));
    const stale = acceptances.filter((a) => !forHead(a, headSha));
    const reasons = [...gate.reasons, ...stale.map((a) => staleWhy(a, headSha))];
    const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
    const names = new Set(current.flatMap((a) => a.cases));
    const acceptedCases = [...new Set(regressed.map((c) => c.case).filter((c) => names.has(c)))];
    if (!acceptedCases.length)
        return { ...gate, reasons };
    // A regression's own reason ("<case> · <evaluator>: ..."), not the case's run health or others.
    const evaluators = new Set(regressed.map((c) => c.evaluator));
    const isAccepted = (r) => acceptedCases.some((c) => [...evaluators].some((e) => r.startsWith(`${c} · ${e}: `)));
    const blocking = gate.reasons.filter((r) => !r.startsWith('warning:') && !r.startsWith('undecided:'));
    const accepted = {
        by: [...new Set(current.filter((a) => a.cases.some((c) => acceptedCases.includes(c))).map((a) => a.by))],
        cases: acceptedCases,
        sha: headSha,
    };
    const marked = reasons.map((r) => (isAccepted(r) ? `accepted by @${accepted.by.join(', @')}: ${r}` : r));
    const onlyAccepted = gate.verdict === 'fail' &&
        !gate.missingEvidence &&
        gate.failOn === 'regression' &&
        blocking.length > 0 &&
        blocking.every(isAccepted) &&
        !gate.undecided?.blocks;
    if (!onlyAccepted)
        return { ...gate, reasons: marked, accepted };
    // Cells the runs left open stay open: the check passes (on_undecided is pass) but does not read "pass".
    const verdict = gate.undecided ? 'inconclusive' : 'pass';
    return { ...gate, verdict, blocking: false, reasons: marked, accepted };
}
/**
 * A comment line that accepts: "/agent-chaos accept <sha> <case> [<case>...]" (commas allowed). A
 * short SHA is read too, so that its author is told it counts for no head (staleWhy).
 */
const COMMAND = /^\/agent-chaos accept ([0-9a-fA-F]{7,40})[ \t]+([^\r\n]{1,2000})$/gm;
/** The acceptances a comment's text gives (its author checked apart). */
function parseAcceptances(body, by) {
    return [...body.matchAll(COMMAND)].map((m) => ({
        by,
        sha: m[1].toLowerCase(),
        cases: m[2]
            .split(/[\s,]+/)
            .filter(Boolean)
            .slice(0, 200),
    }));
}

// EXTERNAL MODULE: ./lib/results/purse.js
var purse = __webpack_require__(9917);
// EXTERNAL MODULE: ./lib/evaluators/offline-sure.js
var offline_sure = __webpack_require__(3855);
;// CONCATENATED MODULE: ./lib/pipeline/one-instrument.js




/**
 * Both sides with every sure reading of a withdrawn evaluator read again by the LLM judge, and how
 * many were; unchanged where no evaluator is read by two instruments. A run without its session
 * keeps its reading (the comparison then leaves the cell undecided: results/cell-test.ts).
 */
async function oneInstrument(scoring, judge, head, base) {
    const { twoInstruments } = await afterRuns();
    const mixed = twoInstruments(base.results, head.results);
    if (!mixed.size || judge.kind !== 'llm')
        return { head: head.results, base: base.results, reread: 0 };
    const evaluators = scoring.evaluators.filter((e) => mixed.has(e.name));
    const [h, b] = await Promise.all([head, base].map((side) => readAgain(side, { ...scoring, evaluators }, judge)));
    const reread = h.reread + b.reread;
    const names = evaluators.map((e) => e.name).join(', ');
    const note = `The audit withdrew the offline judge's sure readings of ${names} in part of this job: the LLM judge read the other ${reread} run(s) that held them (head ${h.reread}, base ${b.reread}), so one judge reads every run of ${names} on both sides.`;
    return { head: { ...h.results, notes: [...(h.results.notes ?? []), note] }, base: b.results, reread };
}
/** One side's runs that hold a sure reading of the evaluators, judged again, their scores replaced. */
async function readAgain(side, scoring, judge) {
    const { summarize } = await afterRuns();
    const names = scoring.evaluators.map((e) => e.name);
    const holds = (r) => names.some((n) => (0,offline_sure/* isSureReading */.C4)(r.scores[n]));
    const ids = new Set(side.results.cases.flatMap((c) => c.runs.filter(holds).map((r) => r.sessionId)));
    const cases = (0,results_baseline/* casesFromResults */.Oy)(side.results, side.sessions)
        .map((c) => ({ ...c, runs: c.runs.filter((r) => r.session && ids.has(r.sessionId)) }))
        .filter((c) => c.runs.length);
    if (!cases.length)
        return { results: side.results, reread: 0 };
    // The LLM judge alone (no sure readings), within what the side's judging left of the budget.
    const left = leftAfter(scoring, side.results.usage);
    const again = await scoring_score({ ...left, judge: { ...left.judge, offline_sure: false } }, cases, judge, {
        git: side.results.git,
    });
    const read = new Map(again.cases.flatMap((c) => c.runs.map((r) => [r.sessionId, r.scores])));
    const results = {
        ...side.results,
        cases: side.results.cases.map((c) => {
            if (!c.runs.some((r) => read.has(r.sessionId)))
                return c;
            const runs = c.runs.map((r) => {
                const now = read.get(r.sessionId);
                return now ? { ...r, scores: { ...r.scores, ...Object.fromEntries(names.map((n) => [n, now[n]])) } } : r;
            });
            return { ...c, runs, summary: summarize(c.name, runs, Object.keys(c.summary)) };
        }),
        usage: { ...side.results.usage },
    };
    addUsage(results, again.usage, 0);
    return { results, reread: read.size };
}

;// CONCATENATED MODULE: ./lib/pipeline/decision.js
// Deciding: head against base, compared and gated, look after look.








/**
 * Head against base: the comparison (when there is a base) and the gate's verdict. `sequential`:
 * more runs can still be added, up to maxRuns a side (without it, the runs there are decide).
 */
async function compareAndGate(gate, thresholds, head, base, sequential) {
    const { compareResults, applyGate } = await afterRuns();
    const comparison = base
        ? compareResults(base, head, { minEffect: gate.min_effect, detect: gate.detect, ...sequential })
        : undefined;
    // Without a baseline (none, or nothing found) the gate never blocks on regressions.
    return { comparison, gate: applyGate(gate, head, comparison, thresholds) };
}
/** The note of what the looks judged, on a head that had looks after the first round. */
function withLooksNote(d, note) {
    if (!note || !d.head.cases.some((c) => c.runs.some((r) => (r.round ?? 1) > 1)))
        return d;
    return { ...d, head: { ...d.head, notes: [...(d.head.notes ?? []), note] } };
}
/**
 * The verdict: looks made here (more runs of the undecided cases until each is decided or the
 * budget is spent), the run job's looks judged again and tested at those looks, or the first round
 * alone.
 */
async function decide(p, scoring, opts, judge, looks, first) {
    const { sequentialGate } = await afterRuns();
    const thresholds = (0,config_overrides/* evaluatorThresholds */.O)(p.config);
    const { head, base } = first;
    let { sessions, baseSessions } = first;
    const { confirm } = looks;
    const judged = forLooks(scoring, judge, head);
    // Every run of an evaluator read by one judge where the job's audit withdrew sure readings midway.
    const oneJudge = (h, b) => oneInstrument(scoring, judge, { results: h, sessions }, { results: b, sessions: baseSessions });
    if (confirm && base && !opts.signal?.aborted) {
        // Each side's judge budget covers every look: a batch gets what the earlier ones left.
        const decided = await sequentialGate({
            policy: p.config.gate,
            thresholds,
            head,
            base,
            confirm: p.config.confirm,
            log: opts.log ?? (() => { }),
            signal: opts.signal,
            headOnly: looks.headOnly ?? false,
            budget: p.config.budget.usd ? { usd: p.config.budget.usd, baseHere: first.baseHere ?? false } : undefined,
            more: async (cases, runs, look, spent) => {
                const batch = await confirm(cases, runs, look);
                if ('end' in batch)
                    return batch;
                sessions = [...sessions, ...prepare_sessionsOf(batch.head)];
                baseSessions = [...baseSessions, ...prepare_sessionsOf(batch.base)];
                return scoreBatch(judged.scoring, judge, batch, spent);
            },
        });
        const one = await oneJudge(decided.head, decided.base);
        // Read again where two instruments read an evaluator: the last look tested again on those readings.
        const final = { maxRuns: p.config.confirm.max_runs, final: true };
        const again = one.reread ? await compareAndGate(p.config.gate, thresholds, one.head, one.base, final) : undefined;
        return { ...withLooksNote({ ...decided, ...again, head: one.head, base: one.base }, judged.note), sessions };
    }
    if (p.tier.tier === 'smoke' && base && !looks.batches?.length)
        return { head, base, sessions, ...(await smoke(p, head, base)) };
    if (looks.batches && base)
        return replayLooks(p, scoring, judge, looks.batches, first, judged);
    if (!base)
        return { head, sessions, ...(await compareAndGate(p.config.gate, thresholds, head)) };
    const one = await oneJudge(head, base);
    return { ...one, sessions, ...(await compareAndGate(p.config.gate, thresholds, one.head, one.base)) };
}
/**
 * The looks the run job made, judged here with this job's judge and tested at those looks: the
 * last spends what is left of each cell's alpha (docs/statistics.md: why the error rate holds).
 */
async function replayLooks(p, scoring, judge, batches, first, judged) {
    const { appendRound } = await afterRuns();
    let { head, base, sessions, baseSessions } = first;
    let added = 0;
    for (const b of batches) {
        sessions = [...sessions, ...prepare_sessionsOf(b.head)];
        baseSessions = [...baseSessions, ...prepare_sessionsOf(b.base)];
        const spent = { head: head.usage, base: base.usage, headGit: head.git, baseGit: base.git };
        const scored = await scoreBatch(judged.scoring, judge, b, spent);
        head = appendRound(head, scored.head, b.look);
        base = appendRound(base, scored.base, b.look);
        added += [...b.head, ...b.base].reduce((n, c) => n + c.runs.length, 0);
    }
    if (batches.length) {
        const how = batches.every((b) => !b.base.length)
            ? "head runs against the base's runs pooled with its bank"
            : 'head and base at the same time';
        const note = `Sequential decision: the run job made ${batches.length} more look(s) after the first round on offline scores, ${added} run(s) added in all (${how}); every run judged here by ${(0,create/* judgeLabel */.gy)(judge).model}.`;
        head = { ...head, notes: [...(head.notes ?? []), note, ...(judged.note ? [judged.note] : [])] };
    }
    ({ head, base } = await oneInstrument(scoring, judge, { results: head, sessions }, { results: base, sessions: baseSessions }));
    // The run job stopped cases on the heuristic's reading: another judge here may read some runs apart.
    const reread = judge.kind === 'heuristic' ? undefined : await readingGapOf(head);
    const sequential = { maxRuns: p.config.confirm.max_runs, final: true, reread };
    const thresholds = (0,config_overrides/* evaluatorThresholds */.O)(p.config);
    const decided = await compareAndGate(p.config.gate, thresholds, head, base, sequential);
    // The run job's budget stop is not in its upload: read again here, from what the runs cost.
    const usd = p.config.budget.usd;
    const note = usd && decided.comparison ? (0,purse/* budgetNote */.eu)(usd, head, base, decided.comparison, sequential.maxRuns) : undefined;
    if (note)
        head = { ...head, notes: [...(head.notes ?? []), note] };
    return { head, base, sessions, ...decided };
}
/**
 * The smoke tier: the first round tested as the sequential decision's first look (not its last: the
 * full tier may add runs), so a regression it calls is one the full decision would stop on there
 * too. What it cannot decide never blocks; the headline says how many cases need the full run.
 */
async function smoke(p, head, base) {
    const policy = { ...p.config.gate, on_undecided: 'pass' };
    const sequential = { maxRuns: p.config.confirm.max_runs, final: false };
    const decided = await compareAndGate(policy, (0,config_overrides/* evaluatorThresholds */.O)(p.config), head, base, sequential);
    const cells = decided.comparison?.cells.filter((c) => c.gated) ?? [];
    const regressed = cells.filter((c) => c.verdict === 'regressed');
    const open = new Set(cells.filter((c) => c.verdict === 'inconclusive').map((c) => c.case));
    const howFull = p.tier.howFull ?? 'run with tier: full';
    const smoke = {
        certain: regressed.length,
        cases: new Set(regressed.map((c) => c.case)).size,
        needFull: open.size,
        howFull,
    };
    return { ...decided, gate: { ...decided.gate, smoke } };
}

;// CONCATENATED MODULE: ./lib/pipeline/outputs.js
// The job's outputs: the head scored and decided, the report rendered, the files written.









/** Writes results.json, sessions.jsonl, report.md, comment.md (what the PR comment says) and report.html into outDir. */
async function writeOutputs(outDir, results, sessions, bodies) {
    (0,dirs/* makeDir */.g)(outDir);
    const written = await writeResults(outDir, results, sessions);
    const reportPath = (0,external_node_path_.join)(outDir, 'report.md');
    await (0,promises_.writeFile)(reportPath, `${bodies.report}\n`);
    const commentPath = (0,external_node_path_.join)(outDir, 'comment.md');
    await (0,promises_.writeFile)(commentPath, `${bodies.comment}\n`);
    const paths = { ...written, report: reportPath, comment: commentPath };
    if (bodies.html === undefined)
        return paths;
    const htmlPath = (0,external_node_path_.join)(outDir, 'report.html');
    await (0,promises_.writeFile)(htmlPath, bodies.html);
    return { ...paths, html: htmlPath };
}
/** Score the head, align the baseline's judge, compare, gate, render, write. */
async function outputs_finish(p, scoring, opts, outcome, found, judge, looks = {}) {
    const log = opts.log ?? (() => { });
    const results = await scoreHead(p, scoring, opts, outcome, found, judge, looks);
    const baseline = await (0,results_baseline/* alignJudge */.rt)(found, results, (cases) => {
        log('baseline: judged by another judge or prompt version: judging its sessions again');
        return scoring_score(scoring, cases, judge);
    });
    if (baseline.results)
        (0,results_baseline/* checkOverlap */.wq)(baseline.results, results);
    const was = found.results?.judge;
    if (baseline.info.rejudged && was)
        results.judge.baseJudge = judgeWords(was, results.judge);
    const decided = await decide(p, scoring, opts, judge, looks, {
        head: results,
        base: baseline.results,
        sessions: prepare_sessionsOf(outcome.cases),
        baseSessions: baseline.sessions ?? [],
        baseHere: baseline.info.source === 'rerun',
    });
    const { head, base, comparison, sessions } = decided;
    const gate = opts.acceptances?.length
        ? applyAcceptances(decided.gate, comparison, opts.acceptances, opts.acceptFor ?? head.git?.sha)
        : decided.gate;
    const { renderReport, renderComment, renderHtmlReport } = await afterRuns();
    const reportInput = {
        head,
        base,
        comparison,
        gate,
        baseline: baseline.info,
        sessions: new Map(sessions.map((s) => [s.sessionId, s])),
        configId: p.config.id,
        runUrl: opts.runUrl,
        htmlArtifact: opts.htmlArtifact,
        declaredTools: Object.keys(p.config.tools),
    };
    const report = renderReport(reportInput);
    const html = renderHtmlReport({
        ...reportInput,
        baseSessions: baseline.sessions ? new Map(baseline.sessions.map((s) => [s.sessionId, s])) : undefined,
    });
    const comment = renderComment(reportInput);
    const written = await writeOutputs(opts.outDir, head, sessions, { report, comment, html });
    return {
        config: { ...p.config, judge: scoring.judge },
        outcome,
        results: head,
        sessions,
        baseline: { ...baseline, results: base },
        comparison,
        gate,
        report,
        comment,
        paths: { ...written, journal: outcome.journal },
    };
}

;// CONCATENATED MODULE: ./lib/pipeline/index.js
// The main job as stages that the CLI commands and the action compose: prepare (config + overrides),
// collect (run the agent), score (evaluators -> results.json), baseline (every mode, in
// results/baseline.ts), compare and gate, render, write. runPipeline and scoreJournals are the two
// compositions both shells share; each stage is a file of this folder, in the order data flows
// (docs/architecture.md). Nothing here knows about GitHub: the action hands in an ArtifactSource and
// prints the runner's progress events its own way.





















/** The whole job: run the agent (and the base alongside it in rerun mode), score, compare, gate, report. */
async function runPipeline(opts) {
    const p = await prepare_prepare(opts.configPath, opts.overrides, opts.guard);
    const log = opts.log ?? (() => { });
    log(`tier: ${p.tier.tier} (${p.tier.why})`);
    opts = withBaseRef(opts, p, log);
    // The commit the head's results belong to, asked as the first run ends: the git process then runs
    // beside the agents, not between the config and the first of them (its fork held the main thread).
    let headGit;
    const askGit = () => (headGit ??= opts.git ? Promise.resolve(opts.git) : gitInfo(p.baseDir));
    const onRun = (e) => {
        askGit();
        opts.onRun?.(e);
    };
    const scoring = options_scoringOf(p.config);
    const judge = await options_judgeFor(scoring, opts.warn ?? log);
    // The modules scoring and reporting need are loaded once the first agents run (a failure to load
    // them is met again where they are used).
    // The planted controls' labelled sets are read then too: the main thread is idle while agents run.
    const onStarted = () => void Promise.all([afterRuns(), resultsStore()])
        .then(([m]) => m.warmControls((0,package_root/* packageRoot */.Z)()))
        .catch(() => { });
    const job = {
        p,
        opts,
        log,
        scoring,
        judge,
        run: { outDir: opts.outDir, resume: opts.resume, log, onRun, onStarted, signal: opts.signal },
    };
    const base = new BaseRuns(p, opts.baseRef, log, opts.signal);
    try {
        const rerun = opts.baseRef ? rerunBothSides(job, base) : undefined;
        const found = await (0,results_baseline/* resolveBaseline */.oL)({
            mode: p.config.baseline,
            file: p.config.baseline_file,
            artifact: opts.artifact,
            rerun: rerun?.source,
            log,
        });
        const outcome = await (rerun?.state.head ?? collect(p, job.run));
        const looks = looksOf(job, base, found, rerun?.state.pooled ?? false);
        const evidence = firstRoundEvidence(p, outcome, opts.shard);
        const git = await askGit();
        return await outputs_finish(p, scoring, { ...opts, git }, { ...outcome, evidence }, looks.baseline, judge, looks);
    }
    finally {
        base.remove();
    }
}
/** Scores runs collected by other jobs (a fork's run, the shards of a matrix): no agent is run here. */
async function scoreJournals(opts, entries, looks = []) {
    const full = await prepare(opts.configPath, opts.overrides, opts.guard);
    const log = opts.log ?? (() => { });
    log(`tier: ${full.tier.tier} (${full.tier.why})`);
    const scoring = scoringOf(full.config);
    const judge = await judgeFor(scoring, opts.warn ?? log);
    // Runs collected by another job are untrusted data (a fork's, say): redacted like the runner's own.
    const { Redactor } = await __webpack_require__.e(/* import() */ 360).then(__webpack_require__.bind(__webpack_require__, 1360));
    const redactor = new Redactor(full.config.redact, process.env, givenValues(full.config.agent));
    // Judged: at most what the base's config allows (its cases and a few new ones, its run caps); the
    // rest of the upload is counted and not judged (results/judge-caps.ts).
    const capped = capToBase(full, entries, looks);
    const p = capped.p;
    // Every run the config expects, of every shard, against what the journals hold: the first of a
    // run seen twice is scored, the duplicates counted; nothing is dropped silently.
    const evidence = withDropped(p, countEvidence(expectedRuns(expectedCases(p), { shards: opts.shards }), capped.entries, opts.shards));
    const unique = await redactor.redact(firstOfEach(capped.entries));
    const ran = opts.baseRef ? await lookedAt(p, capped.looks, redactor, evidence, opts.baseRef) : undefined;
    if (capped.over.runs) {
        evidence.overCaps = capped.over;
        log(`warning: ${overCapsText(capped.over)}`);
    }
    const outcome = {
        cases: casesFromJournal(p.cases, unique),
        runSeed: unique[0]?.runSeed ?? p.runSeed,
        journal: '',
        receiver: { requests: 0, spans: 0, rejected: 0, bytes: 0, dropped: 0, problems: [] },
        resumed: 0,
        cancelled: 0,
        redacted: redactor.summary(),
        evidence,
    };
    const problem = evidenceProblem(evidence);
    if (problem)
        log(`warning: ${problem}`);
    if (ran) {
        // The run job ran the base beside the head: that is the baseline, judged here like the head.
        const { sha } = ran;
        const problem = baseRunsProblem(ran.base);
        if (problem)
            return finish(p, scoring, opts, outcome, unrunBaseline(sha, problem), judge);
        const today = {
            results: await score(scoring, ran.base, judge, { git: { sha, ref: 'base' } }),
            sessions: sessionsOf(ran.base),
        };
        // Looks of head runs alone: the run job pooled the base's runs with its bank. The bank comes
        // from the base branch's artifact, read here (not from the run job's upload); without it those
        // runs have no base to be compared with and are missing evidence.
        const pooled = ran.headOnly.length && opts.artifact
            ? await pooledWithBank(opts.artifact, today, p, scoring, judge, log)
            : undefined;
        for (const { n, seen } of ran.headOnly) {
            evidence.expected += n;
            evidence.seen += pooled ? seen : 0;
            evidence.missing += n - (pooled ? seen : 0);
        }
        if (ran.headOnly.length && !pooled)
            evidence.reason ??=
                "the run job's looks added head runs against the base's bank of runs, which this job could not read and pool";
        const { results, sessions } = pooled ?? today;
        const banked = pooled ? ", pooled with its commit's bank of runs" : '';
        const looked = ran.batches.length ? `, ${ran.batches.length} more look(s) decided there on offline scores` : '';
        const found = {
            results,
            sessions,
            info: {
                source: 'rerun',
                sha,
                createdAt: results.createdAt,
                description: `base commit run beside the head in the run job, same seeds${banked}${looked}`,
            },
        };
        return finish(p, scoring, opts, outcome, found, judge, { batches: ran.batches });
    }
    // Without the agent here the base cannot be run again: it comes from an artifact or a file.
    const found = await resolveBaseline({
        mode: p.config.baseline,
        file: p.config.baseline_file,
        artifact: opts.artifact,
        log,
    });
    return finish(p, scoring, opts, outcome, found, judge);
}


/***/ }),

/***/ 3287:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ checksMissingIn),
/* harmony export */   l: () => (/* binding */ withBaseChecks)
/* harmony export */ });
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
/* harmony import */ var _evaluators_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6525);
/* harmony import */ var _evaluators_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7120);
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3317);
// A base scored before the checks no judge reads were on (an artifact of an older agent-chaos, or
// of a config without them) has no side_effects, trajectory or injection scores. They need no judge:
// they are computed from the base's own sessions, with the head's rules for each case, so the head is
// compared on them instead of passing unchecked. A base without sessions cannot be: the evaluators
// it lacks are named (compare.ts leaves their cells without a base, and the headline says so).




/** The checks the head has and the base lacks. */
const checksMissingIn = (base, head) => {
    const has = (r, ev) => r.cases.some((c) => c.runs.some((x) => x.scores[ev]));
    const evaluators = Object.keys(head.judge.promptVersions ?? {}).filter(_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .isOracle */ .Rp);
    return evaluators.filter((ev) => has(head, ev) && !has(base, ev));
};
/** The base with the head's checks computed on its sessions; `missing`: the ones no session allowed. */
function withBaseChecks(base, sessions, head, thresholds = {}) {
    const lacking = checksMissingIn(base, head);
    if (!lacking.length)
        return { results: base, added: [], missing: [] };
    const byId = new Map(sessions.map((s) => [s.sessionId, s]));
    if (!base.cases.some((c) => c.runs.some((r) => byId.has(r.sessionId))))
        return { results: base, added: [], missing: lacking };
    const rules = new Map(head.cases.map((c) => [c.name, c.checks]));
    const cases = base.cases.map((c) => {
        const runs = c.runs.map((r) => {
            const session = byId.get(r.sessionId);
            if (!session)
                return r;
            const checks = rules.get(c.name) ?? c.checks;
            const facts = (0,_evaluators_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .runFacts */ .p)(session, c.effects, undefined, checks);
            const scores = { ...r.scores };
            for (const ev of lacking) {
                const threshold = thresholds[ev] ?? _config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_THRESHOLDS */ .JJ[ev] ?? 0.5;
                const got = _evaluators_index_js__WEBPACK_IMPORTED_MODULE_2__/* .EVALUATORS */ .J[ev].deterministic?.({ session, facts }, threshold);
                if (got)
                    scores[ev] = got.score;
            }
            return { ...r, scores };
        });
        return { ...c, runs, summary: { ...c.summary, ...(0,_aggregate_js__WEBPACK_IMPORTED_MODULE_3__/* .summarize */ .e)(c.name, runs, lacking) } };
    });
    const promptVersions = {
        ...base.judge.promptVersions,
        ...Object.fromEntries(lacking.map((ev) => [ev, _evaluators_index_js__WEBPACK_IMPORTED_MODULE_2__/* .EVALUATORS */ .J[ev].promptVersion])),
    };
    return { results: { ...base, cases, judge: { ...base.judge, promptVersions } }, added: lacking, missing: [] };
}


/***/ }),

/***/ 7803:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ sameJudge),
/* harmony export */   Oy: () => (/* binding */ casesFromResults),
/* harmony export */   Z: () => (/* binding */ instrumentOf),
/* harmony export */   lG: () => (/* binding */ baseRunsProblem),
/* harmony export */   oL: () => (/* binding */ resolveBaseline),
/* harmony export */   rt: () => (/* binding */ alignJudge),
/* harmony export */   wq: () => (/* binding */ checkOverlap)
/* harmony export */ });
/* unused harmony exports MERGE_FOR_BASELINE, LOCAL_BASELINE, unrunBaseline */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _base_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3287);
/* harmony import */ var _util_where_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5923);
// Where the base branch's scores come from, for every mode in one place: artifact (the base
// branch's upload, found by the action), rerun (the base commit run again in this job), file (a
// results.json), auto (artifact, else rerun), or none. The report always says which base was used;
// a base that cannot be had leaves the head reported alone, with the reason. A baseline judged by
// another judge model or prompt version is judged again from its sessions, so both sides are scored alike.




const none = (description, next) => ({
    info: { source: 'none', description, ...(next ? { next } : {}) },
});
/** What a pull request with no baseline does to get one, where nothing more specific is known. */
const MERGE_FOR_BASELINE = 'merge to upload one, or run the base beside the head (fetch-depth: 0)';
/** The same off GitHub, in the CLI's words. */
const LOCAL_BASELINE = "give --base-ref and the base commit to run it beside the head, or --baseline-file and an earlier run's results.json";
const baselineHint = () => ((0,_util_where_js__WEBPACK_IMPORTED_MODULE_3__/* .onGitHub */ .x)() ? MERGE_FOR_BASELINE : LOCAL_BASELINE);
/**
 * Why a base that ran is no baseline: not one of its runs left a session (its agent may not exist
 * before this pull request). Undefined when one did.
 */
function baseRunsProblem(cases) {
    const ended = cases.flatMap((c) => c.runs);
    if (ended.some((r) => r.session))
        return undefined;
    const counts = [...new Set(ended.map((r) => r.status))]
        .map((s) => `${ended.filter((r) => r.status === s).length} ${s}`)
        .join(', ');
    return `no base run left a session to score (${counts || 'no run'})`;
}
/** The baseline a base that could not be run gives: none, and the headline says what to do. */
const unrunBaseline = (sha, problem) => {
    const what = problem.replace(/^no base run left a session to score \((.*)\)$/, '$1');
    const next = (0,_util_where_js__WEBPACK_IMPORTED_MODULE_3__/* .onGitHub */ .x)()
        ? 'merge to upload one'
        : "fix its run, or give --baseline-file and an earlier run's results.json";
    return none(`the base${sha ? ` ${sha.slice(0, 7)}` : ''} could not be run: ${problem}`, `the base could not be run (${what}); ${next}`);
};
/** A path as a reader of the report knows it: relative to the working directory, never the runner's absolute path. */
const displayPath = (path) => {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(process.cwd(), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    return rel && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? rel : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path);
};
async function fromFile(path, info) {
    // Loaded here, not with the module: a job without a baseline file does not wait for the readers.
    const [{ readResults, sessionsPathFor }, { readSessionsFile }] = await Promise.all([
        __webpack_require__.e(/* import() */ 107).then(__webpack_require__.bind(__webpack_require__, 3107)),
        Promise.all(/* import() */[__webpack_require__.e(170), __webpack_require__.e(526), __webpack_require__.e(360), __webpack_require__.e(163)]).then(__webpack_require__.bind(__webpack_require__, 5163)),
    ]);
    const results = await readResults(path);
    const sessionsFile = sessionsPathFor(path);
    const sessions = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(sessionsFile) ? await readSessionsFile(sessionsFile) : undefined;
    return { results, sessions, info: { ...info, sha: results.git.sha, createdAt: results.createdAt } };
}
async function fromArtifact(source, log) {
    try {
        const found = await source.fetch(log);
        if (!found)
            return undefined;
        const b = await fromFile(found.dir, { source: 'artifact', description: found.description });
        b.info.sha = found.sha;
        return b;
    }
    catch (err) {
        return err;
    }
}
async function fromRerun(source) {
    try {
        const r = await source.run();
        return {
            results: r.results,
            sessions: r.sessions,
            info: {
                source: 'rerun',
                sha: r.sha,
                createdAt: r.results.createdAt,
                description: 'base commit run again in this job, at the same time as the head, same seeds',
            },
        };
    }
    catch (err) {
        return unrunBaseline(undefined, err.message);
    }
}
async function resolveBaseline(opts) {
    const log = opts.log ?? (() => { });
    switch (opts.mode) {
        case 'none':
            return none('baseline disabled (baseline: none): head scores only, the gate does not block');
        case 'file':
            if (!opts.file)
                throw new Error('baseline: file needs a path (baseline_file in the config, the baseline-file input, or --baseline-file)');
            return fromFile(opts.file, { source: 'file', description: `results file ${displayPath(opts.file)}` });
        case 'artifact': {
            if (!opts.artifact)
                return none('baseline: artifact needs the GitHub context (a pull_request event and a token)');
            const found = await fromArtifact(opts.artifact, log);
            if (found instanceof Error)
                return none(`the baseline artifact could not be read: ${found.message}`);
            return found ?? none(opts.artifact.missing, opts.artifact.next ?? baselineHint());
        }
        case 'rerun':
            return opts.rerun ? fromRerun(opts.rerun) : none('no base commit given to run again');
        case 'auto': {
            const found = opts.artifact ? await fromArtifact(opts.artifact, log) : undefined;
            if (found instanceof Error)
                log(`baseline: artifact lookup failed (${found.message}); ${opts.rerun ? 'running the base again instead' : 'no base commit to run instead'}`);
            else if (found)
                return found;
            if (opts.rerun)
                return fromRerun(opts.rerun);
            return none(opts.artifact
                ? `${opts.artifact.missing}, and no base commit to run again`
                : (0,_util_where_js__WEBPACK_IMPORTED_MODULE_3__/* .onGitHub */ .x)()
                    ? 'no baseline artifact, and no base commit given to run again'
                    : 'no baseline given, and no base commit to run again', opts.artifact?.next ?? baselineHint());
        }
    }
}
/**
 * The baseline was judged like the head (same judge model and prompt versions; for the heuristic, the
 * same version of its rules, recorded in place of the prompt versions; the same offline sure rules
 * beside an LLM judge, or none on both sides)?
 */
function sameJudge(a, b) {
    if (a.judge.provider !== b.judge.provider || a.judge.model !== b.judge.model)
        return false;
    if (JSON.stringify(a.judge.offline ?? null) !== JSON.stringify(b.judge.offline ?? null))
        return false;
    const pa = a.judge.promptVersions ?? {};
    const pb = b.judge.promptVersions ?? {};
    return Object.keys(pb).every((k) => pa[k] === undefined || pa[k] === pb[k]);
}
/** The baseline's runs with their sessions, ready to be judged again. */
function casesFromResults(results, sessions) {
    const byId = new Map(sessions.map((s) => [s.sessionId, s]));
    return results.cases.map((c) => ({
        name: c.name,
        input: c.input,
        effects: c.effects,
        ...(c.sweep ? { sweep: c.sweep } : {}),
        ...(c.checks ? { checks: c.checks } : {}),
        runs: c.runs.map((r) => ({
            sessionId: r.sessionId,
            repeat: r.repeat,
            status: r.status,
            seed: r.seed,
            error: r.error,
            session: byId.get(r.sessionId),
        })),
    }));
}
/**
 * Makes the baseline comparable: judged by another judge model or prompt version, it is judged again
 * from its sessions with the head's judge. Without sessions it cannot be, and is not compared.
 */
async function alignJudge(baseline, head, rejudge) {
    return withChecksOfHead(await alignJudgeOnly(baseline, head, rejudge), head);
}
/** The head's checks no judge reads, computed on a base that lacks them (base-checks.ts), said in its description. */
function withChecksOfHead(baseline, head) {
    if (!baseline.results)
        return baseline;
    const { results, added, missing } = (0,_base_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .withBaseChecks */ .l)(baseline.results, baseline.sessions ?? [], head);
    if (!added.length && !missing.length)
        return baseline;
    const said = added.length
        ? `; its ${added.join(', ')} computed from its sessions`
        : `; it has no ${missing.join(', ')} and no sessions to compute them from: those results are not compared`;
    return { ...baseline, results, info: { ...baseline.info, description: `${baseline.info.description}${said}` } };
}
/** A judge as the words say which read a side: "openai gpt-4o, with the offline judge's heuristic/14 where sure". */
const instrumentOf = (j) => `${j.provider} ${j.model}${j.offline ? `, with the offline judge's ${j.offline.rules} where sure` : ''}`;
async function alignJudgeOnly(baseline, head, rejudge) {
    const r = baseline.results;
    if (!r || sameJudge(r, head))
        return baseline;
    const was = instrumentOf(r.judge);
    if (!baseline.sessions?.length) {
        // Scores of two judges are not comparable, and no baseline is not a pass: refused.
        throw new Error(`the baseline (${baseline.info.description}) was judged by ${was}, this run by ${head.judge.provider} ${head.judge.model}, and it has no sessions.jsonl to judge again: upload sessions.jsonl with the baseline, or judge both with one judge`);
    }
    const again = await rejudge(casesFromResults(r, baseline.sessions));
    return {
        ...baseline,
        results: { ...again, git: r.git, createdAt: r.createdAt },
        info: {
            ...baseline.info,
            rejudged: true,
            description: `${baseline.info.description}; judged by ${was} originally`,
        },
    };
}
/** Refuses a comparison that could only mislead: no case in common. */
function checkOverlap(base, head) {
    const names = new Set(base.cases.map((c) => c.name));
    if (head.cases.some((c) => names.has(c.name)))
        return;
    const list = (r) => r.cases
        .slice(0, 5)
        .map((c) => c.name)
        .join(', ') + (r.cases.length > 5 ? ', …' : '');
    throw new Error(`the baseline shares no case with the head (base: ${list(base) || 'none'}; head: ${list(head) || 'none'}): it is another config's results; compare results of one config`);
}


/***/ }),

/***/ 9917:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   On: () => (/* binding */ runsToDecide),
/* harmony export */   eu: () => (/* binding */ budgetNote),
/* harmony export */   uQ: () => (/* binding */ Purse)
/* harmony export */ });
/* unused harmony export moneyOf */
/* harmony import */ var _agent_cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8481);
// budget.usd in the sequential decision: the money this job has spent (the agent's priced model
// calls and the judge's), what the batches under way will add at the cost a run has had so far, and
// whether the next batch still fits. An estimate, as the cost lines are: models without a price add
// nothing, and the note says so.

/** What results cost: the judge's calls and the agent's priced model calls. */
const moneyOf = (r) => r.usage.estimatedCostUsd + (r.usage.agent?.costUsd ?? 0);
const runsOf = (r) => r.cases.reduce((n, c) => n + c.runs.length, 0);
class Purse {
    usd;
    reserved = 0;
    before;
    /** `baseHere`: the base's first round ran in this job; otherwise what the base held was paid before. */
    constructor(usd, baseHere, base) {
        this.usd = usd;
        this.before = baseHere ? { usd: 0, runs: 0 } : { usd: moneyOf(base), runs: runsOf(base) };
    }
    spent(head, base) {
        return moneyOf(head) + moneyOf(base) - this.before.usd;
    }
    /** The mean cost of one run of this job so far (0 when nothing could be priced). */
    perRun(head, base) {
        const runs = runsOf(head) + runsOf(base) - this.before.runs;
        return runs > 0 ? this.spent(head, base) / runs : 0;
    }
    /** Reserves `runs` runs' money and says so, or says no when they would go past the budget. */
    take(head, base, runs) {
        const usd = this.perRun(head, base) * runs;
        if (this.spent(head, base) + this.reserved + usd > this.usd)
            return undefined;
        this.reserved += usd;
        return usd;
    }
    /** A batch's reservation, once its runs are in the results (and so in what was spent). */
    release(usd) {
        this.reserved -= usd;
    }
    /** The note: what stopped, what was spent, and what deciding the rest would take. */
    note(head, base, stopped, moreRuns) {
        const spent = (0,_agent_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E9)(this.spent(head, base));
        const more = moreRuns
            ? `; deciding them would take about ${moreRuns} more run(s), about ${(0,_agent_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E9)(this.perRun(head, base) * moreRuns)}`
            : '';
        return `budget.usd ${(0,_agent_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .dollars */ .E9)(this.usd)} reached (${spent} spent on the agent and the judge): ${stopped} undecided case(s) got no more runs${more}.`;
    }
}
/** Runs (all sides) that would decide these cases' undecided results, from the last comparison's estimate. */
function runsToDecide(comparison, cases, head, o) {
    let runs = 0;
    for (const name of cases) {
        const open = comparison.cells.filter((c) => c.case === name && c.gated && c.verdict === 'inconclusive');
        const need = Math.max(0, ...open.map((c) => c.repeatsNeeded ?? o.maxRuns));
        const n = head.cases.find((c) => c.name === name)?.runs.length ?? 0;
        runs += o.sides * Math.max(0, Math.min(need, o.maxRuns) - n);
    }
    return runs;
}
/**
 * Where another job made the looks (the run job of the two-job workflow): was the budget what ended
 * them? It was when undecided results are left and one more first-round-sized batch of both sides, at
 * the mean cost of a run here (this job's judge included), would pass it. The note, or undefined.
 */
function budgetNote(usd, head, base, comparison, maxRuns) {
    const open = [...new Set(comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive').map((c) => c.case))];
    if (!open.length)
        return undefined;
    const purse = new Purse(usd, true, base);
    const first = (name) => head.cases.find((c) => c.name === name)?.runs.filter((r) => (r.round ?? 1) === 1).length ?? 1;
    const next = 2 * Math.min(...open.map(first));
    if (purse.spent(head, base) + purse.perRun(head, base) * next <= usd)
        return undefined;
    return purse.note(head, base, open.length, runsToDecide(comparison, open, head, { maxRuns, sides: 2 }));
}


/***/ }),

/***/ 3311:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ agentEnvironment),
/* harmony export */   L$: () => (/* binding */ missingRequiredEnv),
/* harmony export */   Mz: () => (/* binding */ BASE_ENV),
/* harmony export */   yA: () => (/* binding */ givenValues)
/* harmony export */ });
// The environment an agent runs with. The agent under test is untrusted code (a pull request can
// change it), so it does not inherit the job's environment: only what a program needs to run
// (PATH, HOME, locale, temp dirs), the config's agent.env, and the variables the config names in
// agent.pass_env, and OpenTelemetry's own settings (OTEL_*, but exporter headers and endpoints). The
// job's tokens and credentials (ACTIONS_*, GITHUB_TOKEN, the judge's AWS and OpenAI keys, the OIDC
// request variables, the action's INPUT_*) reach it only when listed there.
/** Passed through from the job's environment to every agent (and to agent.setup). */
const BASE_ENV = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'TERM',
    'LANG',
    'LANGUAGE',
    'LC_*',
    'TZ',
    'TMPDIR',
    'TMP',
    'TEMP',
    'CI',
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
];
const matches = (name, pattern) => pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
/**
 * OpenTelemetry's standard configuration (OTEL_*) passes too, so that instrumentations behave as
 * their docs say (OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT, OTEL_SEMCONV_STABILITY_OPT_IN,
 * OTEL_SERVICE_NAME...). Not the exporter headers (a collector's credentials) nor the exporter
 * endpoints (the run's receiver is the only one: another would take the spans, and the data, away).
 */
const OTEL_WITHHELD = /^OTEL_EXPORTER_OTLP_(?:[A-Z]+_)?(?:HEADERS|ENDPOINT)$/;
const standardOtel = (name) => name.startsWith('OTEL_') && !OTEL_WITHHELD.test(name);
/** The job's variables an agent may see: the base list plus `passEnv` (names, or prefixes ending in *). */
function agentEnvironment(passEnv, agentEnv, parent = process.env) {
    const allowed = [...BASE_ENV, ...passEnv];
    const env = {};
    for (const [k, v] of Object.entries(parent))
        if (v !== undefined && (standardOtel(k) || allowed.some((p) => matches(k, p))))
            env[k] = v;
    return { ...env, ...agentEnv };
}
/**
 * Why the agent would not run as meant: a variable of agent.require_env that its environment would
 * not hold (unset or empty in the job, or not passed). Undefined when every one is there.
 */
function missingRequiredEnv(agent, parent = process.env) {
    const env = agentEnvironment(agent.pass_env, agent.env, parent);
    const gone = agent.require_env.filter((n) => !env[n]);
    if (!gone.length)
        return undefined;
    const unpassed = gone.filter((n) => !(n in agent.env) && !agent.pass_env.some((p) => matches(n, p)));
    const them = unpassed.length > 1 ? 'them' : 'it';
    if (unpassed.length)
        return `the agent was not run: agent.require_env names ${unpassed.join(', ')}, which agent.pass_env does not pass: add ${them} to agent.pass_env`;
    return `the agent was not run: ${gone.join(', ')} (agent.require_env) is not set in this job. A fork's pull request gets no secrets; otherwise set it in the env of the step that runs agent-chaos (docs/action.md, "The agent's model key")`;
}
/**
 * A value that is plainly a setting, not a credential: one word of letters (`openinference`,
 * `production`), a number, or a URL or absolute path with no user, password or query in it
 * (`http://127.0.0.1:4000/v1`). Redacting those wherever they appear would rewrite the trace itself
 * (an instrumentation's scope name, the model endpoint), and none of them opens anything.
 */
const plainSetting = (v) => /^[A-Za-z]+$/.test(v) || /^-?\d+(?:\.\d+)?$/.test(v) || /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s@?#]*$/i.test(v);
/**
 * The values the agent is handed from the job through agent.pass_env and agent.require_env: secrets
 * whatever their names (an `LLM_KEY` is a model key), so redaction hides them from every output. The
 * base list and OpenTelemetry's settings are not among them (paths and locales are no secrets), nor
 * values that are plainly settings (plainSetting).
 */
function givenValues(agent, parent = process.env) {
    const named = [...agent.pass_env, ...agent.require_env];
    const out = [];
    for (const [k, v] of Object.entries(parent))
        if (v && named.some((p) => matches(k, p)) && !BASE_ENV.some((p) => matches(k, p)) && !standardOtel(k))
            if (!plainSetting(v))
                out.push(v);
    return out;
}


/***/ }),

/***/ 7340:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Launcher: () => (/* binding */ Launcher),
/* harmony export */   launcherCommand: () => (/* binding */ launcherCommand),
/* harmony export */   launcherProgram: () => (/* binding */ launcherProgram),
/* harmony export */   startLauncherEarly: () => (/* binding */ startLauncherEarly),
/* harmony export */   takeLauncher: () => (/* binding */ takeLauncher)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
// A small long-lived process that starts the agents for the runner. Node forks on the thread that
// calls spawn, and a fork costs more the more memory the forking process maps: from the runner
// (receiver buffers, sessions) it took 2-6 ms of the main thread per run, time no other run's spans
// were read in. The launcher is a bare node running launcher-process.cjs; the runner sends it what to
// start and gets back the pid, the exit, and the run's output (stdout's head, stderr's tail). It also
// does each run's file work: the case file written before the start, the files the agent leaves
// (fault log, answer) read and every run file removed after the exit. Each file operation from the
// runner's main thread was a trip through the thread pool, and on a busy machine waking a pool
// thread gave the CPU away: up to a few ms per operation in the (256, 32) profile, five a run.
// The messages below are the contract between the two processes.




/**
 * The launcher's program, started by path (so `ps` shows its name): beside this module in src/ and
 * lib/ (launcher-process.cjs), beside the bundle in dist/ and dist/cli/ (launcher.cjs, copied there
 * by scripts/build.mjs).
 */
let program;
function launcherProgram() {
    if (program)
        return program;
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    program = [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'launcher-process.cjs'), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'launcher.cjs')].find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(p));
    if (!program)
        throw new Error(`the agent launcher (launcher.cjs) is missing beside ${here}: reinstall agent-chaos`);
    return program;
}
/**
 * The launcher's command: on Linux through a wrapper that marks it a child subreaper
 * (prctl PR_SET_CHILD_SUBREAPER, kept across exec) and execs node, so that what an agent starts and
 * orphans (`env -i setsid writer &`: no process group, no run tag) is re-parented to the launcher
 * and killed after the runs. perl (in every Linux image git is in; 2 ms) by its prctl syscall
 * number, else python3's ctypes; without either the launcher runs as before and says so.
 */
function launcherCommand(program) {
    const plain = { command: process.execPath, args: [program] };
    if (process.platform !== 'linux')
        return plain;
    const found = (name) => (process.env.PATH ?? '').split(':').some((dir) => dir && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name)));
    const prctl = { x64: 157, arm64: 167 }[process.arch];
    if (prctl && found('perl'))
        return {
            command: 'perl',
            args: [
                '-e',
                `my $ok = syscall(${prctl}, 36, 1, 0, 0, 0) == 0; exec(@ARGV, $ok ? ('--subreaper') : ()) or die "exec: $!"`,
                process.execPath,
                program,
            ],
        };
    if (found('python3'))
        return {
            command: 'python3',
            args: [
                '-c',
                [
                    'import ctypes, os, sys',
                    'try: ok = ctypes.CDLL(None).prctl(36, 1, 0, 0, 0) == 0',
                    'except Exception: ok = False',
                    "os.execv(sys.argv[1], sys.argv[1:] + (['--subreaper'] if ok else []))",
                ].join('\n'),
                process.execPath,
                program,
            ],
        };
    return plain;
}
class Launcher {
    child;
    next = 0;
    runs = new Map();
    reaping = new Map();
    gone;
    constructor() {
        // Only PATH: the launcher's own environment is readable by same-user processes (/proc), and
        // each agent gets the environment it is sent, nothing of this one.
        const { command, args } = launcherCommand(launcherProgram());
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
            env: { PATH: process.env.PATH ?? '' },
        });
        // Idle, the launcher keeps nothing alive: a command that stops before its first run still exits.
        this.child.unref();
        this.child.channel?.unref();
        this.child.on('message', (m) => this.receive(m));
        this.child.on('exit', (code, signal) => this.fail(`the launcher process exited (${signal ?? `code ${code}`})`));
        this.child.on('error', (e) => this.fail(`the launcher process failed: ${e.message}`));
    }
    receive(m) {
        if (m.type === 'reaped') {
            this.reaping.get(m.id)?.({ killed: m.killed, left: m.left, subreaper: m.subreaper });
            this.reaping.delete(m.id);
            return;
        }
        const run = this.runs.get(m.id);
        if (!run)
            return;
        if (m.type === 'spawned')
            run.launched.pid = m.pid;
        else if (m.type === 'exit')
            run.launched.onExit(m.code, m.signal);
        else if (m.type === 'error') {
            this.runs.delete(m.id);
            run.launched.onError(m.message);
        }
        else {
            this.runs.delete(m.id);
            run.output?.({ stdout: m.stdout, stdoutTruncated: m.truncated, stderrTail: m.stderr, left: m.left });
        }
    }
    fail(why) {
        this.gone ??= why;
        for (const done of this.reaping.values())
            done(undefined);
        this.reaping.clear();
        for (const [id, run] of this.runs) {
            this.runs.delete(id);
            if (run.output)
                run.output(run.lost());
            else
                run.launched.onError(why);
        }
    }
    launch(spec, launched) {
        const id = this.next++;
        // A run whose output the launcher took with it: the files it left are not known, and that is said.
        const lost = () => ({
            stdout: '',
            stdoutTruncated: false,
            stderrTail: '',
            left: spec.read.map(() => ({ refused: this.gone ?? 'not collected' })),
        });
        const run = {
            lost,
            launched: {
                ...launched,
                collect: () => new Promise((resolve) => {
                    if (!this.runs.has(id))
                        return resolve(lost());
                    run.output = resolve;
                    this.child.send({ id, type: 'collect' });
                }),
            },
        };
        if (this.gone) {
            queueMicrotask(() => launched.onError(this.gone));
            return run.launched;
        }
        this.child.channel?.ref(); // a run in flight: its messages are awaited
        this.runs.set(id, run);
        this.child.send({ id, type: 'spawn', ...spec });
        return run.launched;
    }
    /**
     * Kills what the agents started and left behind outside their runs' process groups and tags
     * (orphans re-parented to the launcher), until none is left; undefined when the launcher is gone.
     * Call once the runs are over: a run still going keeps its own command, not its orphans.
     */
    reap() {
        if (this.gone || !this.child.connected)
            return Promise.resolve(undefined);
        const id = this.next++;
        this.child.channel?.ref();
        return new Promise((resolve) => {
            this.reaping.set(id, resolve);
            this.child.send({ id, type: 'reap' });
        });
    }
    /** Ends the launcher once nothing is in flight (the agents it started are the runner's to kill). */
    close() {
        if (this.child.connected)
            this.child.disconnect();
    }
}
let early;
/**
 * Starts a launcher before the modules and config of `run` load, so that its own node start (~35 ms)
 * is not spent by the first agents waiting for it; the runner takes it with takeLauncher.
 */
function startLauncherEarly() {
    early ??= new Launcher();
}
/** The launcher started early (once), or a new one. */
function takeLauncher() {
    const launcher = early ?? new Launcher();
    early = undefined;
    return launcher;
}


/***/ }),

/***/ 2934:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ hashOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** A short stable hash of any JSON value (the config a result was made with, say). */
const hashOf = (value) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);


/***/ }),

/***/ 5923:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ onGitHub)
/* harmony export */ });
// Where agent-chaos runs: a GitHub Actions job (GitHub sets GITHUB_ACTIONS=true in every step) or a
// machine of the user's own. Hints name what the user can do there: a workflow's words in GitHub,
// the CLI's flags elsewhere.
const onGitHub = (env = process.env) => env.GITHUB_ACTIONS === 'true';


/***/ })

};
