export const id = 112;
export const ids = [112];
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

/***/ 1112:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMcpProxy: () => (/* binding */ runMcpProxy)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/chaos/case-file.js
var case_file = __webpack_require__(4845);
// EXTERNAL MODULE: ./lib/chaos/effects.js
var chaos_effects = __webpack_require__(4222);
// EXTERNAL MODULE: ./lib/chaos/lies.js
var lies = __webpack_require__(2305);
// EXTERNAL MODULE: ./lib/chaos/mcp-server-faults.js
var mcp_server_faults = __webpack_require__(1366);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
;// CONCATENATED MODULE: ./lib/chaos/relay-lines.js
// Newline-delimited messages from one stream, relayed toward another at the pace the other end
// reads them: the next chunk is read only once `out` has room again, so a peer that floods (an MCP
// server's notifications to a client that does not read) waits instead of filling this process's
// memory. A line longer than `maxLine` ends the relay: it cannot be held, and half of it is no message.

/** The largest JSON-RPC message relayed (the model proxy's body cap). */
const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;
async function relayLines(input, out, onLine, maxLine = MAX_MESSAGE_BYTES) {
    let rest = '';
    for await (const chunk of input) {
        rest += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        let at = rest.indexOf('\n');
        let from = 0;
        while (at >= 0) {
            const line = rest.slice(from, at).replace(/\r$/, '');
            from = at + 1;
            // Handlers run as they come (a delayed fault must not hold the lines behind it).
            onLine(line);
            at = rest.indexOf('\n', from);
        }
        rest = rest.slice(from);
        if (rest.length > maxLine)
            throw new Error(`a message of over ${maxLine} bytes without its end`);
        if (out.writableNeedDrain)
            await Promise.race([(0,external_node_events_.once)(out, 'drain'), (0,external_node_events_.once)(out, 'close'), (0,external_node_events_.once)(out, 'error')]);
    }
    if (rest)
        onLine(rest.replace(/\r$/, ''));
}

;// CONCATENATED MODULE: ./lib/chaos/mcp-proxy.js
// The MCP chaos proxy: `agent-chaos mcp-proxy -- <server command...>` sits between an agent and an
// MCP server on stdio (newline-delimited JSON-RPC), forwards everything, and applies the case's
// effects to tools/call requests for the named tools: error effects answer at once with an MCP tool
// error result (isError: true) carrying error_message; data effects rewrite the reply's text content
// (JSON text as JSON) and structuredContent; lies (lies.ts) rewrite it too, or, for wrong_entity, ask
// the server about another entity. mcp_effects are faults of the server itself (mcp-server-faults.ts):
// it exits mid-call, answers initialize late, changes its tool list, answers in an unexpected content
// type. Agents in any language get chaos without a code change:
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
    let lies = [];
    let changed = transforms.map(() => false);
    if (Array.isArray(result.content)) {
        out.content = result.content.map((item) => {
            if (item?.type !== 'text' || typeof item.text !== 'string')
                return item;
            const t = (0,chaos_effects/* transformResultWithDetails */.c3)(item.text, transforms, draws());
            details = t.details;
            lies = t.lies;
            changed = changed.map((c, i) => c || t.changed[i]);
            return { ...item, text: String(t.value) };
        });
    }
    if (result.structuredContent !== undefined) {
        const t = (0,chaos_effects/* transformResultWithDetails */.c3)(result.structuredContent, transforms, draws());
        out.structuredContent = t.value;
        details = t.details;
        lies = t.lies;
        changed = changed.map((c, i) => c || t.changed[i]);
    }
    return { result: out, details, changed, lies };
}
/** What a tools/call result says: its structured content, else its text items. */
const resultData = (result) => result.structuredContent ??
    (Array.isArray(result.content) ? result.content.map((c) => c?.text ?? '').join('\n') : result);
async function runMcpProxy(command, io, chaos = case_file/* ChaosSession */.XV.fromEnvOrAncestors()) {
    if (!command.length) {
        io.stderr.write('mcp-proxy: give the MCP server command after --, e.g. agent-chaos mcp-proxy -- npx my-mcp-server\n');
        return 2;
    }
    // Said once, loudly: a proxy that finds no case forwards everything, and a chaos test that
    // silently injects nothing would pass every agent.
    if (!chaos)
        io.stderr.write(`agent-chaos mcp-proxy: no chaos case found (${case_file/* CASE_FILE_ENV */.q8} is set neither for this process nor for its parents): every call is forwarded unchanged\n`);
    const server = (0,external_node_child_process_.spawn)(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
    const spawned = await new Promise((resolve) => {
        server.once('spawn', () => resolve(undefined));
        server.once('error', (err) => resolve(err));
    });
    if (spawned) {
        io.stderr.write(`mcp-proxy: cannot start ${command[0]}: ${spawned.message}\n`);
        return 127;
    }
    const proxy = new Proxying(server, io, chaos);
    relayLines(io.stdin, server.stdin, (line) => void proxy.fromClient(line))
        .catch((err) => {
        io.stderr.write(`mcp-proxy: the client's ${err.message}: the connection is closed\n`);
        server.kill('SIGKILL');
    })
        .finally(() => server.stdin.end());
    // The server's messages reach the client at the pace it reads them (relay-lines.ts).
    relayLines(server.stdout, io.stdout, (line) => void proxy.fromServer(line)).catch((err) => {
        io.stderr.write(`mcp-proxy: the server sent ${err.message}: it is stopped\n`);
        server.kill('SIGKILL');
    });
    return new Promise((resolve) => server.on('close', (code) => {
        if (proxy.exited)
            io.stdout.end(); // the server's exit reaches the client as a closed connection
        resolve(proxy.exited ? 0 : (code ?? 1));
    }));
}
/** One proxied connection: the client's lines to the server with the case's faults, the server's back. */
class Proxying {
    server;
    io;
    chaos;
    /** The server was killed by a fault (exit): its end reaches the client as a closed connection. */
    exited = false;
    pending = new Map();
    /** Requests whose answers a server fault changes: initialize, tools/list, tools/call (tool, index). */
    asked = new Map();
    serverFaults;
    constructor(server, io, chaos) {
        this.server = server;
        this.io = io;
        this.chaos = chaos;
        this.serverFaults = new mcp_server_faults/* ServerFaults */.r(chaos?.caseFile.effects.mcp_effects ?? [], chaos);
    }
    send(msg) {
        this.io.stdout.write(`${JSON.stringify(msg)}\n`);
    }
    /** Client -> server: a server fault first, then the case's tool faults, else the line as it came. */
    async fromClient(line) {
        if (this.exited)
            return;
        const msg = parse(line);
        const tool = msg?.method === 'tools/call' ? msg.params?.name : undefined;
        const key = msg?.id !== undefined ? JSON.stringify(msg.id) : undefined;
        if (key && (msg?.method === 'initialize' || msg?.method === 'tools/list'))
            this.asked.set(key, { method: msg.method });
        if (key && typeof tool === 'string' && this.serverFault(msg, key, tool))
            return;
        const { chaos } = this;
        const effects = chaos && typeof tool === 'string' ? chaos.effectsFor(tool) : [];
        if (!chaos || !effects.length || msg?.id === undefined) {
            this.server.stdin.write(`${line}\n`);
            return;
        }
        await this.toolFault(chaos, msg, key, tool, effects, line);
    }
    /** A server fault on this call: true when it answered or killed the server (nothing is forwarded). */
    serverFault(msg, key, tool) {
        const decision = this.serverFaults.onCall(msg, tool);
        if (decision.kind === 'exit') {
            // The server dies with the call in hand: the client's connection closes under it.
            this.exited = true;
            this.server.kill('SIGKILL');
            return true;
        }
        if (decision.notify)
            this.send(decision.notify);
        if (decision.kind === 'answer') {
            this.send(decision.message);
            return true;
        }
        this.asked.set(key, { method: 'tools/call', tool, index: decision.index });
        return false;
    }
    /** The case's faults on a tools/call: an error answered here, or the call forwarded with its result to change. */
    async toolFault(chaos, msg, key, tool, effects, line) {
        const call = chaos.nextCall(tool);
        const plan = (0,chaos_effects/* planCall */.OF)(effects, call.rand);
        if (plan.error?.afterEffect || plan.slowMs !== undefined) {
            // The server acts on the call; its answer is then replaced with the error, or held.
            this.pending.set(JSON.stringify(msg.id), {
                tool,
                call: call.index,
                transforms: [],
                draws: () => call.rand,
                ...(plan.error ? { errorAfter: plan.error } : { slowMs: plan.slowMs }),
            });
            this.server.stdin.write(`${line}\n`);
            return;
        }
        if (plan.error) {
            if (key)
                this.asked.delete(key); // answered here: the server never sees this request
            chaos.recordFault(tool, plan.error.effect, call.index, plan.error.message);
            if (plan.error.delayMs)
                await (0,util_text/* sleep */.yy)(plan.error.delayMs);
            const result = { content: [{ type: 'text', text: plan.error.message }], isError: true };
            this.send({ jsonrpc: '2.0', id: msg.id, result });
            return;
        }
        // wrong_entity: the server is asked about another entity than the agent's.
        const other = plan.substitute ? (0,lies/* wrongEntityArgs */.CS)(msg.params?.arguments, plan.substitute) : undefined;
        const forward = other ? JSON.stringify({ ...msg, params: { ...msg.params, arguments: other.args } }) : line;
        if (plan.transforms.length || plan.substitute) {
            const index = chaos.nextCall(`${tool}#transform`).index;
            this.pending.set(JSON.stringify(msg.id), {
                tool,
                call: call.index,
                transforms: plan.transforms,
                draws: () => chaos.randomFor(`${tool}#transform`, index),
                ...(plan.substitute
                    ? { other: { spec: plan.substitute, argument: other?.argument, asked: other?.asked } }
                    : {}),
            });
        }
        this.server.stdin.write(`${forward}\n`);
    }
    /** The effect hints the server declares for its tools (readOnlyHint, destructiveHint, idempotentHint). */
    recordAnnotations(result) {
        if (!this.chaos || !Array.isArray(result.tools))
            return;
        for (const t of result.tools.slice(0, 1000)) {
            if (typeof t?.name !== 'string' || !t.annotations || typeof t.annotations !== 'object')
                continue;
            const hints = Object.entries(t.annotations).filter(([k, v]) => /Hint$/.test(k) && typeof v === 'boolean');
            if (hints.length)
                this.chaos.recordAnnotations(t.name, Object.fromEntries(hints));
        }
    }
    /** An ambiguous failure: the server's answer (it acted) reaches the client as the injected error. */
    async failAfter(msg, p, error) {
        if (msg.result?.isError)
            return this.send(msg); // the tool failed on its own: nothing happened to hide
        this.chaos?.recordFault(p.tool, error.effect, p.call, `${error.message}; ${chaos_effects/* EFFECT_HAPPENED */.Yp}`);
        if (error.delayMs)
            await (0,util_text/* sleep */.yy)(error.delayMs);
        this.send({
            jsonrpc: '2.0',
            id: msg.id,
            result: { content: [{ type: 'text', text: error.message }], isError: true },
        });
    }
    /** Server -> client: answers changed by the server faults and the pending tool faults, else as they came. */
    async fromServer(line) {
        const { chaos, serverFaults } = this;
        const msg = parse(line);
        const key = msg && msg.id !== undefined ? JSON.stringify(msg.id) : undefined;
        const p = key ? this.pending.get(key) : undefined;
        const q = key ? this.asked.get(key) : undefined;
        if (key)
            this.asked.delete(key);
        if (q?.method === 'initialize') {
            const delay = serverFaults.initializeDelay();
            if (delay)
                await (0,util_text/* sleep */.yy)(delay);
        }
        if (q?.method === 'tools/list' && msg?.result) {
            this.recordAnnotations(msg.result);
            return this.send({ ...msg, result: serverFaults.toolsList(msg.result) });
        }
        if (q?.method === 'tools/call' && msg?.result && !p)
            return this.send({ ...msg, result: serverFaults.content(q.tool, q.index, msg.result) });
        if (!p || !msg?.result) {
            this.io.stdout.write(`${line}\n`);
            return;
        }
        this.pending.delete(key);
        if (p.errorAfter)
            return this.failAfter(msg, p, p.errorAfter);
        if (p.slowMs !== undefined) {
            chaos?.recordFault(p.tool, 'slow_success', p.call, `answered after ${p.slowMs} ms; ${chaos_effects/* EFFECT_HAPPENED */.Yp}`);
            await (0,util_text/* sleep */.yy)(p.slowMs);
            return this.send(msg);
        }
        if (p.other) {
            const { spec, argument, asked } = p.other;
            const lie = argument ? (0,lies/* wrongEntityLie */.PJ)(resultData(msg.result), spec, argument, asked) : undefined;
            const detail = lie ? (0,lies/* describeLie */.EA)('wrong_entity', lie) : 'changed nothing (wrong_entity: no such argument)';
            chaos?.recordFault(p.tool, 'wrong_entity', p.call, detail, !lie, lie);
        }
        const changed = transformToolResult(msg.result, p.transforms, p.draws);
        p.transforms.forEach((t, i) => chaos?.recordFault(p.tool, t.effect_type, p.call, changed.details[i], !changed.changed[i], changed.lies[i]));
        this.send({ ...msg, result: q?.tool ? serverFaults.content(q.tool, q.index, changed.result) : changed.result });
    }
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
/* harmony export */   Bu: () => (/* binding */ twoDecimals),
/* harmony export */   QI: () => (/* binding */ cutAtWord),
/* harmony export */   W3: () => (/* binding */ CONTROL),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   e1: () => (/* binding */ asText),
/* harmony export */   kH: () => (/* binding */ INVISIBLE),
/* harmony export */   pC: () => (/* binding */ wholePercent),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
// Small helpers shared by every stage.
/** A value as text: strings as they are, anything else as JSON, nothing as "". */
const asText = (v) => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
/** Control characters (C0, DEL, C1: U+0085 is a line break to the runner). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Characters that are not seen but read: every format character (bidi controls, zero-width, the
 * Unicode tags U+E0000-E007F that can spell a hidden instruction to an AI reviewer), variation
 * selectors (U+FE00-FE0F, U+E0100-E01EF), the combining grapheme joiner and the Hangul fillers.
 */
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/gu;
/**
 * Text for a log line: one line, nothing invisible, and never a GitHub workflow command. The runner
 * reads `::command::` after trimming leading white space (its TrimStart also takes U+0085, U+00A0 and
 * the other Unicode spaces), and the legacy `##[command]` anywhere in a line.
 */
const logLine = (text) => text
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/^(\s*):(?=:)/u, '$1: ')
    .replace(/##\[/g, '# #[');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A JSON object (not null, not an array). */
const isRecord = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** A score or difference to two decimals, "–" where there is none. */
const twoDecimals = (x) => x === null || x === undefined ? '–' : x.toFixed(2);
/** A share as a whole percentage, "–" where there is none. */
const wholePercent = (x) => x === null || x === undefined ? '–' : `${Math.round(x * 100)}%`;
/** A value as one canonical text (keys sorted), JSON text parsed first: tool arguments compared as data. */
function canonicalJson(args) {
    let v = args;
    if (typeof v === 'string') {
        try {
            v = JSON.parse(v);
        }
        catch {
            return v;
        }
    }
    return JSON.stringify(v, (_k, x) => x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : x);
}
/**
 * One line of text at most `max` characters, cut at a word's end where one is near (a fix cut
 * mid-word reads as a typo) and marked with an ellipsis.
 */
function cutAtWord(s, max) {
    if (s.length <= max)
        return s;
    const cut = s.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    return `${space > max * 0.6 ? cut.slice(0, space).replace(/[\s,;:.]+$/, '') : cut}…`;
}


/***/ })

};
