export const id = 444;
export const ids = [444];
export const modules = {

/***/ 2444:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMcpProxy: () => (/* binding */ runMcpProxy)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/util/random.js
var random = __webpack_require__(5073);
;// CONCATENATED MODULE: ./lib/chaos/case-file.js
// The case contract on the agent's side: the case file the runner wrote, and reproducible
// randomness per call (call k of tool t draws from seed + t + k, whatever the order of calls
// across tools), and the fault log the runner reads back (AGENT_CHAOS_FAULT_LOG, JSON Lines).


const CASE_FILE_ENV = 'AGENT_CHAOS_CASE_FILE';
const FAULT_LOG_ENV = 'AGENT_CHAOS_FAULT_LOG';
function readCaseFile(path) {
    let data;
    try {
        data = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
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
                const vars = Object.fromEntries((0,external_node_fs_.readFileSync)(`/proc/${pid}/environ`, 'utf8')
                    .split('\0')
                    .filter((kv) => kv.startsWith('AGENT_CHAOS_'))
                    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
                if (vars[CASE_FILE_ENV])
                    return ChaosSession.fromEnv(vars);
                pid = Number(/^\d+ \(.*\) \S (\d+)/s.exec((0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? 0);
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
        return (0,random/* seededRandom */.I)((0,random/* hashSeed */.k)(`${this.caseFile.seed}:${tool}:${index}`));
    }
    /** The next call of `tool`: its index among the tool's calls (0-based) and its random draws. */
    nextCall(tool) {
        const k = this.calls.get(tool) ?? 0;
        this.calls.set(tool, k + 1);
        return { index: k, rand: (0,random/* seededRandom */.I)((0,random/* hashSeed */.k)(`${this.caseFile.seed}:${tool}:${k}`)) };
    }
    /**
     * Appends a fired fault to the fault log, so the runner knows which faults fired on which call
     * of the tool and what they changed, whatever the trace shows.
     */
    /** `noop`: the effect fired but changed nothing (a data effect with nothing to damage). */
    recordFault(tool, effect, call, detail, noop) {
        if (!this.faultLog)
            return;
        try {
            (0,external_node_fs_.appendFileSync)(this.faultLog, `${JSON.stringify({ tool, effect, call, detail, ...(noop ? { noop: true } : {}), time: new Date().toISOString() })}\n`);
        }
        catch {
            // A fault log that cannot be written must not break the agent under test.
        }
    }
}

;// CONCATENATED MODULE: ./lib/chaos/effects.js
const ERROR_EFFECTS = new Set([
    'timeout',
    'network_error',
    'execution_error',
    'validation_error',
]);
const DEFAULT_MESSAGES = {
    timeout: 'Tool call timed out',
    network_error: 'Network error: connection failed',
    execution_error: 'Tool execution failed',
    validation_error: 'Invalid input parameters',
};
const DEFAULT_MAX_LENGTH = 10;
const DEFAULT_RATIO = 0.5;
/** Decides which effects fire on this call. The first error effect that fires wins. */
function planCall(effects, rand) {
    const plan = { transforms: [], fired: [] };
    for (const e of effects) {
        const rate = e.apply_rate ?? 1;
        if (!(rate >= 1 || rand() < rate))
            continue;
        plan.fired.push(e.effect_type);
        if (ERROR_EFFECTS.has(e.effect_type)) {
            plan.error = {
                effect: e.effect_type,
                message: e.error_message ?? DEFAULT_MESSAGES[e.effect_type],
                delayMs: e.effect_type === 'timeout' ? (e.delay ?? 0) : 0,
            };
            plan.fired = [e.effect_type];
            plan.transforms = [];
            return plan;
        }
        plan.transforms.push(e);
    }
    return plan;
}
/** The error an injected failure raises in TypeScript agents (name = effect type, e.g. "timeout"). */
class ChaosError extends Error {
    effect;
    constructor(effect, message) {
        super(message);
        this.effect = effect;
        this.name =
            effect === 'timeout'
                ? 'TimeoutError'
                : effect === 'network_error'
                    ? 'NetworkError'
                    : effect === 'validation_error'
                        ? 'ValidationError'
                        : 'ExecutionError';
    }
}
const count = (n, ratio) => Math.min(n, Math.max(1, Math.ceil(n * (ratio ?? DEFAULT_RATIO))));
/** Picks k distinct items with the seeded generator. */
function pick(items, k, rand) {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, k);
}
function truncate(value, max) {
    if (typeof value === 'string')
        return value.slice(0, max);
    if (Array.isArray(value))
        return value.map((v) => truncate(v, max));
    if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, truncate(v, max)]));
    return value;
}
/** A value of another type than the original: what a broken upstream would send. */
function corrupt(value, rand) {
    switch (typeof value) {
        case 'string':
            return rand() < 0.5 ? -1 : null;
        case 'number':
            return rand() < 0.5 ? 'NaN' : '';
        case 'boolean':
            return 'maybe';
        case 'object':
            return value === null ? '' : Array.isArray(value) ? 'ERROR' : '[object Object]';
        default:
            return null;
    }
}
function applyOne(result, e, rand) {
    switch (e.effect_type) {
        case 'truncate_fields':
            return truncate(result, e.max_length ?? DEFAULT_MAX_LENGTH);
        case 'remove_fields': {
            if (!result || typeof result !== 'object' || Array.isArray(result))
                return typeof result === 'string' ? '' : result;
            const keys = Object.keys(result);
            if (!keys.length)
                return result;
            const drop = new Set(pick(keys, count(keys.length, e.remove_ratio), rand));
            return Object.fromEntries(Object.entries(result).filter(([k]) => !drop.has(k)));
        }
        case 'corrupt_values': {
            if (!result || typeof result !== 'object' || Array.isArray(result))
                return typeof result === 'string' ? '\uFFFD'.repeat(Math.min(8, result.length || 1)) : corrupt(result, rand);
            const keys = Object.keys(result);
            if (!keys.length)
                return result;
            const broken = new Set(pick(keys, count(keys.length, e.corrupt_ratio), rand));
            return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, broken.has(k) ? corrupt(v, rand) : v]));
        }
        default:
            return result;
    }
}
/** What an effect changed, in words for the judge and the report ("removed fields: price, id"). */
function describeChange(e, before, after) {
    const keys = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);
    switch (e.effect_type) {
        case 'truncate_fields':
            return `text values cut to ${e.max_length ?? DEFAULT_MAX_LENGTH} characters`;
        case 'remove_fields': {
            const gone = keys(before).filter((k) => !keys(after).includes(k));
            return gone.length ? `removed fields: ${gone.join(', ')}` : 'the text was emptied';
        }
        case 'corrupt_values': {
            const a = after;
            const b = before;
            const broken = keys(before).filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a?.[k]));
            return broken.length ? `corrupted values of: ${broken.join(', ')}` : 'the text was replaced with garbage';
        }
        default:
            return e.effect_type;
    }
}
/**
 * Data effects applied to a result, with what each changed (for the fault log), and whether it
 * changed anything: a truncation to a length no value reaches damages nothing, and must not count
 * as damaged data the agent should have noticed.
 */
function transformResultWithDetails(result, transforms, rand) {
    if (!transforms.length)
        return { value: result, details: [], changed: [] };
    let value = result;
    let wasJsonText = false;
    if (typeof result === 'string') {
        const t = result.trim();
        if (t.startsWith('{') || t.startsWith('[')) {
            try {
                value = JSON.parse(t);
                wasJsonText = true;
            }
            catch {
                value = result;
            }
        }
    }
    const details = [];
    const changed = [];
    for (const e of transforms) {
        const before = value;
        value = applyOne(value, e, rand);
        const same = JSON.stringify(before) === JSON.stringify(value);
        details.push(same ? `changed nothing (${describeChange(e, before, value)})` : describeChange(e, before, value));
        changed.push(!same);
    }
    return { value: wasJsonText ? JSON.stringify(value) : value, details, changed };
}
/**
 * Applies data effects to a result. JSON text is parsed, transformed and serialized again, so tools
 * that return JSON strings (MCP text content, many HTTP tools) are corrupted like objects.
 */
function transformResult(result, transforms, rand) {
    return transformResultWithDetails(result, transforms, rand).value;
}

;// CONCATENATED MODULE: ./lib/chaos/mcp-proxy.js
// The MCP chaos proxy: `agent-chaos mcp-proxy -- <server command...>` sits between an agent and an
// MCP server on stdio (newline-delimited JSON-RPC), forwards everything, and applies the case's
// effects to tools/call requests for the named tools: error effects answer at once with an MCP tool
// error result (isError: true) carrying error_message; data effects rewrite the reply's text content
// (JSON text as JSON) and structuredContent. Agents in any language get chaos without a code change:
// configure the proxy as the MCP server command. Outside agent-chaos it is a plain pass-through.





function parse(line) {
    try {
        const v = JSON.parse(line);
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Rewrites a tools/call result with data effects: its text items and its structuredContent, each
 * with the same draws, so the two views of one result are changed alike.
 */
function transformToolResult(result, transforms, draws) {
    const out = { ...result };
    let details = [];
    let changed = transforms.map(() => false);
    if (Array.isArray(result.content)) {
        out.content = result.content.map((item) => {
            if (item?.type !== 'text' || typeof item.text !== 'string')
                return item;
            const t = transformResultWithDetails(item.text, transforms, draws());
            details = t.details;
            changed = changed.map((c, i) => c || t.changed[i]);
            return { ...item, text: String(t.value) };
        });
    }
    if (result.structuredContent !== undefined) {
        const t = transformResultWithDetails(result.structuredContent, transforms, draws());
        out.structuredContent = t.value;
        details = t.details;
        changed = changed.map((c, i) => c || t.changed[i]);
    }
    return { result: out, details, changed };
}
async function runMcpProxy(command, io, chaos = ChaosSession.fromEnvOrAncestors()) {
    if (!command.length) {
        io.stderr.write('mcp-proxy: give the MCP server command after --, e.g. agent-chaos mcp-proxy -- npx my-mcp-server\n');
        return 2;
    }
    // Said once, loudly: a proxy that finds no case forwards everything, and a chaos test that
    // silently injects nothing would pass every agent.
    if (!chaos)
        io.stderr.write(`agent-chaos mcp-proxy: no chaos case found (${CASE_FILE_ENV} is set neither for this process nor for its parents): every call is forwarded unchanged\n`);
    const server = (0,external_node_child_process_.spawn)(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
    const spawned = await new Promise((resolve) => {
        server.once('spawn', () => resolve(undefined));
        server.once('error', (err) => resolve(err));
    });
    if (spawned) {
        io.stderr.write(`mcp-proxy: cannot start ${command[0]}: ${spawned.message}\n`);
        return 127;
    }
    const pending = new Map();
    const send = (msg) => io.stdout.write(`${JSON.stringify(msg)}\n`);
    // Client -> server.
    const fromClient = (0,external_node_readline_.createInterface)({ input: io.stdin, crlfDelay: Infinity });
    fromClient.on('line', async (line) => {
        const msg = parse(line);
        const tool = msg?.method === 'tools/call' ? msg.params?.name : undefined;
        const effects = chaos && typeof tool === 'string' ? chaos.effectsFor(tool) : [];
        if (!chaos || !effects.length || msg?.id === undefined) {
            server.stdin.write(`${line}\n`);
            return;
        }
        const call = chaos.nextCall(tool);
        const plan = planCall(effects, call.rand);
        if (plan.error) {
            chaos.recordFault(tool, plan.error.effect, call.index, plan.error.message);
            if (plan.error.delayMs)
                await (0,util_text/* sleep */.yy)(plan.error.delayMs);
            send({
                jsonrpc: '2.0',
                id: msg.id,
                result: { content: [{ type: 'text', text: plan.error.message }], isError: true },
            });
            return;
        }
        if (plan.transforms.length) {
            const index = chaos.nextCall(`${tool}#transform`).index;
            pending.set(JSON.stringify(msg.id), {
                tool,
                call: call.index,
                transforms: plan.transforms,
                draws: () => chaos.randomFor(`${tool}#transform`, index),
            });
        }
        server.stdin.write(`${line}\n`);
    });
    fromClient.on('close', () => server.stdin.end());
    // Server -> client.
    const fromServer = (0,external_node_readline_.createInterface)({ input: server.stdout, crlfDelay: Infinity });
    fromServer.on('line', (line) => {
        const msg = parse(line);
        const key = msg && msg.id !== undefined ? JSON.stringify(msg.id) : undefined;
        const p = key ? pending.get(key) : undefined;
        if (!p || !msg?.result) {
            io.stdout.write(`${line}\n`);
            return;
        }
        pending.delete(key);
        const changed = transformToolResult(msg.result, p.transforms, p.draws);
        p.transforms.forEach((t, i) => chaos?.recordFault(p.tool, t.effect_type, p.call, changed.details[i], !changed.changed[i]));
        send({ ...msg, result: changed.result });
    });
    return new Promise((resolve) => server.on('close', (code) => resolve(code ?? 1)));
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


/***/ }),

/***/ 8805:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   e1: () => (/* binding */ asText),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
// Small helpers shared by every stage.
/** A value as text: strings as they are, anything else as JSON, nothing as "". */
const asText = (v) => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
/**
 * Text for a log line: one line, and never a GitHub workflow command (`::error::`,
 * `::stop-commands::`), which the runner would obey at the start of any line of output.
 */
const logLine = (text) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/^(\s*)::/, '$1 ::');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));


/***/ })

};
