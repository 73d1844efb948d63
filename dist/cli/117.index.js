export const id = 117;
export const ids = [117,107];
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
    const results = await (0,_results_store_js__WEBPACK_IMPORTED_MODULE_4__.readResults)(args.results);
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

/***/ 276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ configJsonSchemaText),
/* harmony export */   M: () => (/* binding */ configJsonSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1091);
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

/***/ 2089:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* binding */ ConfigError),
  Bi: () => (/* binding */ DEFAULT_CONFIG_PATH),
  Z9: () => (/* binding */ loadConfig)
});

// UNUSED EXPORTS: parseConfigText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./lib/config/json-schema.js
var json_schema = __webpack_require__(276);
// EXTERNAL MODULE: ./lib/config/schema.js
var schema = __webpack_require__(1091);
;// CONCATENATED MODULE: ./lib/config/suggest.js
// "Did you mean": the allowed word nearest to a misspelt one, by edit distance.
function editDistance(a, b) {
    const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let diag = prev[0];
        prev[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const up = prev[j];
            prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
            diag = up;
        }
    }
    return prev[b.length];
}
/** The candidate within a third of the word's length (at least 2 edits), or undefined. */
function closest(word, candidates) {
    const limit = Math.max(2, Math.floor(word.length / 3));
    let best;
    let bestD = Infinity;
    for (const c of candidates) {
        const d = editDistance(word.toLowerCase(), c.toLowerCase());
        if (d < bestD)
            [best, bestD] = [c, d];
    }
    return bestD <= limit ? best : undefined;
}

;// CONCATENATED MODULE: ./lib/config/load.js
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
        if ((0,dist/* isMap */.jh)(node))
            next = node.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && p.key.value === key)?.value;
        else if ((0,dist/* isSeq */.oP)(node) && typeof key === 'number')
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
    if (!(0,dist/* isMap */.jh)(node))
        return undefined;
    const pair = node.items.find((p) => (0,dist/* isPair */.tO)(p) && (0,dist/* isScalar */.jn)(p.key) && p.key.value === key);
    return pair?.key;
}
/** A schema's alternatives, unions flattened. */
const alternatives = (s) => {
    const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
    return branches.length ? branches.flatMap(alternatives) : [s];
};
/** Keys the schema allows for the object at a path (for "did you mean"), read from its JSON Schema. */
function allowedKeys(path) {
    let at = [(0,json_schema/* configJsonSchema */.M)()];
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
const yamlType = (node) => (0,dist/* isMap */.jh)(node)
    ? 'a mapping'
    : (0,dist/* isSeq */.oP)(node)
        ? 'a list'
        : (0,dist/* isScalar */.jn)(node)
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
            if (issue.note === 'No matching discriminator') {
                return `must be one of: ${schema/* EFFECT_TYPES */.kq.join(', ')}`;
            }
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
/** Validates already-parsed YAML; errors name the file, line, column and field path. */
function parseConfigText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false });
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
    const result = schema/* configSchema */.Qn.safeParse(data);
    if (result.success)
        return result.data;
    const problems = [];
    for (const issue of result.error.issues.flatMap(leafIssues)) {
        if (issue.code === 'unrecognized_keys') {
            const allowed = allowedKeys(issue.path);
            for (const key of issue.keys) {
                const hint = closest(key, allowed);
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
        const options = issue.code === 'invalid_value' ? issue.values.map(String) : inner || issue.note ? [...schema/* EFFECT_TYPES */.kq] : [];
        const hint = (0,dist/* isScalar */.jn)(target) && typeof target.value === 'string' ? closest(target.value, options) : undefined;
        if (hint)
            what += `; did you mean "${hint}"?`;
        problems.push(`${at(target?.range?.[0])}: ${showPath(issue.path)}: ${what}`);
    }
    throw new ConfigError(file, problems);
}
async function loadConfig(path = DEFAULT_CONFIG_PATH) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
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


/***/ }),

/***/ 41:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ countEvidence),
/* harmony export */   Wr: () => (/* binding */ healthOf),
/* harmony export */   gB: () => (/* binding */ healthText),
/* harmony export */   jG: () => (/* binding */ evidenceProblem),
/* harmony export */   rk: () => (/* binding */ expectedRuns)
/* harmony export */ });
/* harmony import */ var _runner_shard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1370);
/* harmony import */ var _judge_caps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
// What the verdict stands on: the runs expected (cases x repeats, this job's shard or every shard),
// the runs seen, what is missing or seen twice, and per case how many runs left a readable session.
// The gate never passes on what it did not see (gate.ts), so this is counted, recorded in
// results.json and said in the report's headline.


const MAX_LISTED = 50;
/**
 * The runs a job expects: every case x repeat, or one shard's share. With `shards` (the report job
 * of a sharded run), every run is expected and labelled with the shard that should have run it.
 */
function expectedRuns(cases, opts = {}) {
    const all = cases.flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ case: c.name, repeat: i + 1 })));
    if (opts.shard)
        return all.filter((r) => (0,_runner_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .inShard */ .I)(r.case, r.repeat, opts.shard));
    const count = opts.shards;
    if (!count || count < 2)
        return all;
    return all.map((r) => ({
        ...r,
        shard: Array.from({ length: count }, (_, i) => i + 1).find((index) => (0,_runner_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .inShard */ .I)(r.case, r.repeat, { index, count })),
    }));
}
const key = (c, r) => `${c}\u0000${r}`;
/**
 * Expected against seen. `seen` may hold one run several times (every shard's journal merged); the
 * first of each is the one scored, the others counted as duplicates.
 */
function countEvidence(expected, seen, shardCount) {
    const wanted = new Map(expected.map((e) => [key(e.case, e.repeat), e]));
    const got = new Map();
    let duplicates = 0;
    let unexpected = 0;
    for (const s of seen) {
        const k = key(s.case, s.repeat);
        if (!wanted.has(k))
            unexpected++;
        else if (got.has(k))
            duplicates++;
        else
            got.set(k, s);
    }
    const finished = [...got.values()].filter((s) => s.status !== 'cancelled');
    const done = new Set(finished.map((s) => key(s.case, s.repeat)));
    const missingRuns = expected.filter((e) => !done.has(key(e.case, e.repeat)));
    const evidence = {
        expected: expected.length,
        seen: finished.length,
        missing: missingRuns.length,
        missingRuns: missingRuns.slice(0, MAX_LISTED),
        duplicates,
        unexpected,
        cancelled: got.size - finished.length,
    };
    if (shardCount && shardCount > 1)
        evidence.shards = {
            count: shardCount,
            missing: [...new Set(missingRuns.flatMap((m) => (m.shard ? [m.shard] : [])))].sort((a, b) => a - b),
        };
    return evidence;
}
/** "shards 2, 3 of 4 did not deliver all their runs". */
function shardsMissing(shards) {
    const one = shards.missing.length === 1;
    return `shard${one ? '' : 's'} ${shards.missing.join(', ')} of ${shards.count} did not deliver ${one ? 'all its' : 'all their'} runs`;
}
/** A sentence a reviewer reads in ten seconds; undefined when every expected run was seen once. */
function evidenceProblem(e) {
    if (!e)
        return undefined;
    const parts = [];
    if (e.dropped?.length) {
        const names = e.dropped
            .slice(0, 5)
            .map((n) => `"${n}"`)
            .join(', ');
        const one = e.dropped.length === 1;
        const cases = `${one ? 'case' : `${e.dropped.length} cases`} ${names}${e.dropped.length > 5 ? ', ...' : ''}`;
        const theirs = one ? 'its runs are' : 'their runs are';
        parts.push(`the pull request's config drops ${cases} that the base's config runs: ${theirs} missing evidence, not a case that no longer counts`);
    }
    if (e.missing) {
        const why = e.shards?.missing.length
            ? `: ${shardsMissing(e.shards)}`
            : e.cancelled
                ? ': the job was cancelled'
                : e.reason
                    ? `: ${e.reason}`
                    : '';
        parts.push(`${e.missing} of ${e.expected} expected run(s) missing${why}`);
    }
    if (e.duplicates)
        parts.push(`${e.duplicates} run(s) delivered twice (a shard uploaded twice, or a stale shard): only the first of each was scored`);
    if (e.unexpected)
        parts.push(`${e.unexpected} run(s) the config does not expect (another config's or another repeat count's)`);
    if (e.overCaps)
        parts.push((0,_judge_caps_js__WEBPACK_IMPORTED_MODULE_0__/* .overCapsText */ .f9)(e.overCaps));
    return parts.length ? parts.join('; ') : undefined;
}
/** Statuses that are the agent's doing: it ran and left nothing to judge. */
const UNHEALTHY = new Set(['crashed', 'timeout', 'no_trace', 'flooded']);
function healthOf(c) {
    const ended = c.runs.filter((r) => r.status === 'ok' || UNHEALTHY.has(r.status));
    const bad = ended.filter((r) => r.status !== 'ok');
    const counts = new Map();
    for (const r of bad) {
        const text = (r.error ?? r.status)
            .replace(/^the agent crashed: /, '')
            .split('. ')[0]
            .slice(0, 120);
        const k = `${r.status}\u0000${text}`;
        const entry = counts.get(k) ?? { text, count: 0, status: r.status };
        entry.count++;
        counts.set(k, entry);
    }
    const why = [...counts.values()].sort((a, b) => b.count - a.count)[0];
    return { healthy: ended.length - bad.length, n: ended.length, ...(why ? { why } : {}) };
}
const VERB = {
    crashed: 'crashed',
    timeout: 'timed out',
    no_trace: 'sent no trace',
    flooded: 'flooded the receiver',
};
/** "12 of 15 head runs crashed: exit code 1" */
function healthText(h, side = 'head') {
    if (!h.why)
        return `${h.healthy} of ${h.n} ${side} run(s) left a session`;
    const bad = h.n - h.healthy;
    const reason = h.why.status === 'crashed' ? `: ${h.why.text}` : '';
    const mixed = h.why.count < bad ? ` (${h.why.count} of them${reason})` : reason;
    return `${bad} of ${h.n} ${side} run(s) ${h.why.count < bad ? 'left no session' : VERB[h.why.status]}${mixed}`;
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f9: () => (/* binding */ overCapsText)
/* harmony export */ });
/* unused harmony exports judgeCaps, casesToJudge, capLooks */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1091);
// What a job that holds the judge's credentials judges of runs another job collected (the report
// job, evaluate on workflow_run): at most what the base's config allows. The upload is untrusted (a
// fork's run job, or any run job: its config is the pull request's), and every run judged is paid
// for: 20 looks of 15 runs a side were judged with 2,424 calls against base caps allowing 24 runs.
// The caps: the base's cases plus gate.max_new_cases of the pull request's new ones; per case and
// side, confirm.max_runs runs (first round included); and the looks' runs, both sides together,
// within confirm.max_extra_runs. What lies past them is not judged, and is counted so that the gate
// does not pass on it (evidence.ts).

function judgeCaps(config, cases) {
    return {
        maxRuns: config.confirm.max_runs,
        maxExtraRuns: extraRunsCap(config.confirm, cases),
        maxNewCases: config.gate.max_new_cases,
    };
}
/**
 * The cases to judge: every case of the base's config (`base`, when it was read) and the first
 * `maxNewCases` the pull request adds; undefined base (no base config): every case.
 */
function casesToJudge(cases, base, maxNewCases) {
    if (!base)
        return { judged: new Set(cases.map((c) => c.name)), over: [] };
    const known = new Set(base.map((c) => c.name));
    const added = cases.filter((c) => !known.has(c.name)).map((c) => c.name);
    return { judged: new Set([...known, ...added.slice(0, maxNewCases)]), over: added.slice(maxNewCases) };
}
/**
 * The looks cut to the caps, in look order: a case's batch keeps the repeats that fit under
 * confirm.max_runs a side (after the first round's `firstRound` runs) and under what is left of the
 * extra runs; every other entry, and every entry of a case not judged, is counted in `over`.
 */
function capLooks(looks, firstRound, judged, caps) {
    const sofar = new Map(firstRound);
    let extraLeft = caps.maxExtraRuns;
    let over = 0;
    const why = new Set();
    const keep = new Map();
    for (const l of looks)
        keep.set(l, []);
    const numbers = [...new Set(looks.map((l) => l.look))].sort((a, b) => a - b);
    for (const n of numbers) {
        const at = looks.filter((l) => l.look === n);
        if (n === 1) {
            // The base's first round: as many runs as the head's first round, no more.
            for (const l of at)
                for (const e of l.entries) {
                    if (judged.has(e.case) && e.repeat <= (firstRound.get(e.case) ?? 0))
                        keep.get(l).push(e);
                    else
                        over++;
                }
            continue;
        }
        const byCase = new Map();
        for (const l of at)
            for (const e of l.entries) {
                if (!judged.has(e.case)) {
                    over++;
                    continue;
                }
                let of = byCase.get(e.case);
                if (!of)
                    byCase.set(e.case, (of = []));
                of.push({ l, e });
            }
        for (const [name, found] of byCase) {
            const sides = new Set(found.map((f) => f.l.side)).size;
            const size = found.reduce((m, f) => Math.max(m, f.e.repeat), 0);
            const room = Math.max(0, caps.maxRuns - (sofar.get(name) ?? 0));
            const budget = Math.floor(extraLeft / sides);
            const n = Math.min(size, room, budget);
            if (n < size)
                why.add(room <= budget ? `confirm.max_runs ${caps.maxRuns} a side` : `confirm.max_extra_runs ${caps.maxExtraRuns}`);
            for (const f of found) {
                if (f.e.repeat <= n)
                    keep.get(f.l).push(f.e);
                else
                    over++;
            }
            sofar.set(name, (sofar.get(name) ?? 0) + n);
            extraLeft -= n * sides;
        }
    }
    return { looks: looks.map((l) => ({ ...l, entries: keep.get(l) })), over, why: [...why] };
}
/** "1,812 run(s) past the base's caps were not judged (...)", for the headline. */
function overCapsText(o) {
    const named = `${o.cases.slice(0, 3).join(', ')}${o.cases.length > 3 ? ', …' : ''}`;
    const cases = o.cases.length
        ? `the pull request adds ${o.cases.length} case(s) past gate.max_new_cases (${named})`
        : '';
    const why = [cases, ...o.why].filter(Boolean).join('; ');
    return `${o.runs} uploaded run(s) past the base config's caps were not judged (${why}): raise the caps on the base branch first`;
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

/***/ 1370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inShard)
/* harmony export */ });
/* unused harmony export parseShard */
/* harmony import */ var _util_random_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5073);
// Sharding case x repeat across the jobs of a matrix: a stable hash, so every job agrees on its share.

/** "2/4" -> {index: 2, count: 4}; a clear error otherwise. */
function parseShard(text) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = m ? Number(m[1]) : NaN;
    const count = m ? Number(m[2]) : NaN;
    if (!m || count < 1 || index < 1 || index > count)
        throw new Error(`shard "${text}" is not valid: write i/n with 1 <= i <= n, e.g. 2/4`);
    return { index, count };
}
/** Whether a run belongs to a shard: a stable hash of case and repeat. */
const inShard = (caseName, repeat, shard) => ((0,_util_random_js__WEBPACK_IMPORTED_MODULE_0__/* .hashSeed */ .k)(`shard:${caseName}:${repeat}`) % shard.count) + 1 === shard.index;


/***/ }),

/***/ 355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ RUN_STATUSES)
/* harmony export */ });
// cancelled: the job was stopped while the run was going (not the agent's doing: --resume runs it again).
const RUN_STATUSES = ['ok', 'crashed', 'timeout', 'no_trace', 'flooded', 'cancelled'];


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


/***/ }),

/***/ 9332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ nestsDeeper),
/* harmony export */   kF: () => (/* binding */ cutDepth),
/* harmony export */   nh: () => (/* binding */ parseBounded),
/* harmony export */   v_: () => (/* binding */ TooDeep)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
// Untrusted JSON (a journal line, a trace, a tool's arguments) may nest arrays and objects 100,000
// deep: JSON.parse takes it, and then every recursive walk after it (redaction, hashing, rendering,
// JSON.stringify) overflows the stack and ends the job with no verdict. The depth is read before the
// parse, in one pass (strings skipped with indexOf), and a deeper text is refused by the reader,
// which skips its line with a note or keeps the text as text.
/** Deeper than any trace, journal or tool payload seen: OTLP's own nesting is under 12. */
const MAX_JSON_DEPTH = 256;
/** True when the JSON text nests arrays and objects deeper than `max` (linear in the text). */
function nestsDeeper(text, max = MAX_JSON_DEPTH) {
    if (text.length <= 2 * max)
        return false; // each level takes two characters
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            i = stringEnd(text, i);
            if (i < 0)
                return false; // unterminated: JSON.parse says so
        }
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > max)
                return true;
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return false;
}
/** The index of the quote closing the string opened at `at` (a run of backslashes is read once). */
function stringEnd(text, at) {
    for (let j = text.indexOf('"', at + 1); j >= 0; j = text.indexOf('"', j + 1)) {
        let k = j - 1;
        while (text.charCodeAt(k) === 0x5c)
            k--;
        if ((j - 1 - k) % 2 === 0)
            return j;
    }
    return -1;
}
class TooDeep extends Error {
    constructor(max = MAX_JSON_DEPTH) {
        super(`nested deeper than ${max} levels`);
    }
}
/** JSON.parse of untrusted text, refusing (TooDeep) what nests deeper than `max`. */
function parseBounded(text, max = MAX_JSON_DEPTH) {
    if (nestsDeeper(text, max))
        throw new TooDeep(max);
    return JSON.parse(text);
}
/**
 * A parsed value with whatever nests deeper than `max` replaced by `mark` (a value that did not come
 * through parseBounded: a CloudWatch record's attribute object). The walk stops at `max` levels.
 */
function cutDepth(v, max, mark, depth = 0) {
    if (!v || typeof v !== 'object')
        return v;
    if (depth >= max)
        return mark;
    if (Array.isArray(v))
        return v.map((x) => cutDepth(x, max, mark, depth + 1));
    const out = {};
    for (const k in v)
        out[k] = cutDepth(v[k], max, mark, depth + 1);
    return out;
}


/***/ }),

/***/ 5073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ seededRandom),
/* harmony export */   k: () => (/* binding */ hashSeed)
/* harmony export */ });
// Seeded randomness, so runs, corruptions and bootstrap intervals reproduce exactly.
/** mulberry32: small, fast, good enough for sampling (not for secrets). Returns floats in [0, 1). */
function seededRandom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** A stable 32-bit seed from a string (FNV-1a). */
function hashSeed(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h >>> 0;
}


/***/ })

};
