export const id = 264;
export const ids = [264];
export const modules = {

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
