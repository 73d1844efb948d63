export const id = 286;
export const ids = [286,737];
export const modules = {

/***/ 64669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ REFUSAL),
/* harmony export */   Ee: () => (/* binding */ relay),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   Xw: () => (/* binding */ readReply),
/* harmony export */   or: () => (/* binding */ MAX_MODEL_BODY)
/* harmony export */ });
/* unused harmony export ReplyTooLarge */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78474);
// What both model proxies (OpenAI Chat Completions in model-proxy.ts, Bedrock in
// model-proxy-bedrock.ts) share: the fault record, a planned call, the fault texts, and how an
// upstream's reply is read. Each proxy imports this module and neither imports the other's internals.

/**
 * The most of a request or reply body the proxies hold in memory. The upstream is the endpoint the
 * run's environment names, which the pull request's config can set: its reply is data from outside.
 */
const MAX_MODEL_BODY = 32 * 1024 * 1024;
/** An upstream reply over MAX_MODEL_BODY: the proxy answers 502 (its error handler) instead of holding it. */
class ReplyTooLarge extends Error {
    constructor() {
        super(`the upstream's reply is over the ${MAX_MODEL_BODY}-byte limit`);
    }
}
/** A reply read whole (to cut it), at most MAX_MODEL_BODY bytes; past that, ReplyTooLarge. */
async function readReply(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > MAX_MODEL_BODY)
            throw new ReplyTooLarge();
        chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    }
    return Buffer.concat(chunks);
}
/**
 * Passes a reply through as it comes, at the pace the agent reads it: nothing piles up in the proxy
 * when the agent reads slowly, and the upstream is no longer read once the agent has gone. A reply
 * is at most `max` bytes (a model's answer is far smaller): past that, an upstream that never ends
 * (an SSE stream without its last event) is let go and the agent's connection cut, not relayed for ever.
 */
async function relay(body, res, max = MAX_MODEL_BODY) {
    let size = 0;
    for await (const chunk of body) {
        if (res.destroyed)
            break;
        size += chunk.length;
        if (size > max) {
            res.destroy(new ReplyTooLarge());
            return 'capped';
        }
        if (!res.write(chunk))
            await Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(res, 'drain'), (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(res, 'close')]);
    }
    res.end();
    return 'done';
}
const REFUSAL = "I'm sorry, but I can't help with that request.";
/** Cut at a word boundary near `ratio` of the text, never empty when the text was not. */
function cutText(text, ratio) {
    const at = Math.max(1, Math.floor(text.length * ratio));
    const space = text.lastIndexOf(' ', at);
    return text.slice(0, space > 0 ? space : at);
}


/***/ }),

/***/ 23737:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bedrockUpstream: () => (/* binding */ bedrockUpstream),
/* harmony export */   eventFrame: () => (/* binding */ eventFrame),
/* harmony export */   handleBedrock: () => (/* binding */ handleBedrock)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44708);
/* harmony import */ var node_http2__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32467);
/* harmony import */ var _model_faults_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64669);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(29332);
// The model proxy's Bedrock side: Converse and ConverseStream. The agent's AWS SDK is pointed at the
// proxy (AWS_ENDPOINT_URL_BEDROCK_RUNTIME); a call no fault answers is signed again for the real
// endpoint with the run's own credentials (the agent's signature covers the proxy's host, so it
// cannot be forwarded as it is) and passed through, event stream included. A fault is answered in
// Bedrock's shape: a Converse reply, the events of a ConverseStream, or an error with its
// x-amzn-errortype (ThrottlingException, InternalServerException, ServiceUnavailableException).






/** Where the run's Bedrock calls go when no fault answers them, and the credentials to sign them with: the agent's own. */
function bedrockUpstream(env) {
    const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken, } = env;
    return {
        endpoint: env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME ?? env.AWS_ENDPOINT_URL ?? `https://bedrock-runtime.${region}.amazonaws.com`,
        region,
        ...(accessKeyId && secretAccessKey
            ? { credentials: { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) } }
            : {}),
    };
}
const HOP = new Set([
    'host',
    'connection',
    'content-length',
    'transfer-encoding',
    'keep-alive',
    'authorization',
    'x-amz-date',
    'x-amz-security-token',
    'x-amz-content-sha256',
]);
const bytes = (d) => typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
        ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
        : new Uint8Array(d);
class Sha256 {
    h;
    constructor(secret) {
        this.h = secret ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', bytes(secret)) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    }
    update(data) {
        this.h.update(bytes(data));
    }
    async digest() {
        return new Uint8Array(this.h.digest());
    }
}
// CRC-32 (IEEE) for event stream frames.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++)
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});
function crc32(buf) {
    let c = 0xffffffff;
    for (const b of buf)
        c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
const u32 = (n) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n >>> 0);
    return b;
};
/** One event of an AWS event stream (application/vnd.amazon.eventstream). */
function eventFrame(eventType, payload) {
    const header = (name, value) => {
        const [n, v] = [Buffer.from(name), Buffer.from(value)];
        const len = Buffer.alloc(2);
        len.writeUInt16BE(v.length);
        return Buffer.concat([Buffer.from([n.length]), n, Buffer.from([7]), len, v]);
    };
    const headers = Buffer.concat([
        header(':event-type', eventType),
        header(':content-type', 'application/json'),
        header(':message-type', 'event'),
    ]);
    const body = Buffer.from(JSON.stringify(payload));
    const prelude = Buffer.concat([u32(12 + headers.length + body.length + 4), u32(headers.length)]);
    const message = Buffer.concat([prelude, u32(crc32(prelude)), headers, body]);
    return Buffer.concat([message, u32(crc32(message))]);
}
/** A Converse reply, as one JSON document or as the events of a ConverseStream. */
function sendConverse(res, stream, content, stopReason, usage = { inputTokens: 0, outputTokens: 0 }, rawToolInput) {
    const totals = { ...usage, totalTokens: usage.inputTokens + usage.outputTokens };
    if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({
            output: { message: { role: 'assistant', content } },
            stopReason,
            usage: totals,
            metrics: { latencyMs: 1 },
        }));
        return;
    }
    res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream' });
    res.write(eventFrame('messageStart', { role: 'assistant' }));
    content.forEach((block, i) => {
        if ('text' in block) {
            res.write(eventFrame('contentBlockDelta', { contentBlockIndex: i, delta: { text: block.text } }));
        }
        else {
            res.write(eventFrame('contentBlockStart', {
                contentBlockIndex: i,
                start: { toolUse: { toolUseId: block.toolUse.toolUseId, name: block.toolUse.name } },
            }));
            // A stream carries tool input as JSON text, so a malformed call can be text that is not JSON.
            res.write(eventFrame('contentBlockDelta', {
                contentBlockIndex: i,
                delta: { toolUse: { input: rawToolInput ?? JSON.stringify(block.toolUse.input) } },
            }));
        }
        res.write(eventFrame('contentBlockStop', { contentBlockIndex: i }));
    });
    res.write(eventFrame('messageStop', { stopReason }));
    res.end(eventFrame('metadata', { usage: totals, metrics: { latencyMs: 1 } }));
}
function sendError(res, status, type, message, headers = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type, ...headers });
    res.end(JSON.stringify({ message }));
}
/** The call signed for the upstream and sent there over HTTP/2; resolves with the upstream's answer streaming. */
async function upstreamCall(up, method, path, headers, body, signal) {
    const url = new URL(up.endpoint);
    const base = url.pathname.replace(/\/+$/, '');
    const request = {
        method,
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: base + path,
        headers: { ...headers, host: url.host },
        body,
    };
    // The signer (and the AWS SDK core it sits on) loads with the first call that needs it: a run
    // without Bedrock, and every other command, never parses it.
    const signed = up.credentials
        ? await new (await __webpack_require__.e(/* import() */ 118).then(__webpack_require__.t.bind(__webpack_require__, 75118, 19))).SignatureV4({
            service: 'bedrock',
            region: up.region,
            credentials: up.credentials,
            sha256: Sha256,
        }).sign(request)
        : request;
    // HTTP/2 first, as the SDK speaks to Bedrock; an upstream that does not offer it (a local mock, a
    // gateway: boto3 would reach it over HTTP/1.1) is remembered and spoken to over HTTP/1.1. The
    // request never reached it when the HTTP/2 connection failed, so sending it again is safe.
    if (!HTTP1_ONLY.has(url.origin)) {
        try {
            return await http2Call(url.origin, method, base + path, signed.headers, body, signal);
        }
        catch (err) {
            if (UNREACHABLE.has(err.code ?? ''))
                throw err; // no server there at all
        }
    }
    const answer = await http1Call(url, method, base + path, signed.headers, body, signal);
    HTTP1_ONLY.add(url.origin);
    return answer;
}
/** Upstreams that did not speak HTTP/2 and answered over HTTP/1.1. */
const HTTP1_ONLY = new Set();
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT']);
async function http2Call(origin, method, path, headers, body, signal) {
    signal.throwIfAborted();
    const session = (0,node_http2__WEBPACK_IMPORTED_MODULE_3__.connect)(origin);
    signal.addEventListener('abort', () => session.destroy(), { once: true });
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    stream.end(body);
    const response = await new Promise((resolve, reject) => {
        const failed = (err) => {
            session.destroy();
            reject(err);
        };
        stream.on('response', resolve);
        stream.on('error', failed);
        session.on('error', failed);
        session.on('close', () => failed(new Error('the upstream closed the HTTP/2 connection')));
    });
    return { status: Number(response[':status']), headers: response, stream, close: () => session.close() };
}
function http1Call(url, method, path, headers, body, signal) {
    const send = url.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_2__.request : node_http__WEBPACK_IMPORTED_MODULE_1__.request;
    return new Promise((resolve, reject) => {
        const req = send({
            method,
            hostname: url.hostname,
            port: url.port || undefined,
            path,
            headers: { ...headers, 'content-length': String(body.length) },
            signal,
        }, (res) => resolve({ status: res.statusCode ?? 502, headers: res.headers, stream: res, close: () => res.destroy() }));
        req.on('error', reject);
        req.end(body);
    });
}
async function handleBedrock(ctx) {
    const { req, res, rest, body } = ctx;
    const up = ctx.upstream;
    if (!up)
        return sendError(res, 502, 'InternalServerException', 'agent-chaos model proxy: no Bedrock upstream for this run');
    const headers = forwardedHeaders(req);
    const forward = async (path = rest, payload = body) => {
        const u = await upstreamCall(up, req.method ?? 'POST', path, headers, payload, ctx.signal);
        const out = {};
        for (const [k, v] of Object.entries(u.headers))
            if (!k.startsWith(':') && !HOP.has(k) && v !== undefined)
                out[k] = String(v);
        res.writeHead(u.status, out);
        try {
            await (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_4__/* .relay */ .Ee)(u.stream, res);
        }
        finally {
            u.close();
        }
        return u.status;
    };
    const m = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(rest);
    let request;
    try {
        request = m && req.method === 'POST' ? (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_5__/* .parseBounded */ .nh)(body.toString('utf8')) : undefined;
    }
    catch {
        request = undefined;
    }
    if (!m || !request)
        return void (await forward());
    const stream = m[2] === 'converse-stream';
    const tool = request.toolConfig?.tools?.find((t) => t.toolSpec)?.toolSpec;
    const { fault, record, passed } = await ctx.plan(Boolean(tool));
    if (!fault)
        return passed(await forward());
    switch (fault.effect_type) {
        case 'refusal': {
            const text = fault.message ?? _model_faults_js__WEBPACK_IMPORTED_MODULE_4__/* .REFUSAL */ .$m;
            record('refusal', `the model refused: "${text}"`);
            return sendConverse(res, stream, [{ text }], 'end_turn');
        }
        case 'empty_response':
            record('empty_response', 'the model answered with no text and no tool call');
            return sendConverse(res, stream, [], 'end_turn');
        case 'malformed_tool_call':
            return malformedToolCall(res, stream, tool, fault, record);
        case 'truncated_response': {
            const u = await upstreamCall(up, 'POST', `/model/${m[1]}/converse`, headers, body, ctx.signal);
            return truncatedReply(res, stream, u, fault, record);
        }
        case 'rate_limited': {
            const ms = fault.retry_after ?? 1_000;
            record('rate_limited', `429 ThrottlingException, Retry-After ${Math.ceil(ms / 1000)}s`);
            return sendError(res, 429, 'ThrottlingException', 'Too many requests, please wait before trying again.', {
                'retry-after': String(Math.ceil(ms / 1000)),
            });
        }
        case 'server_error':
            return serverError(res, fault.status ?? 500, record);
        case 'latency':
            return passed(await forward()); // latency is added by the plan and never answers a call itself
    }
}
/** The agent's request headers to send on upstream: no HTTP/2 pseudo-headers, no hop-by-hop ones. */
function forwardedHeaders(req) {
    const headers = {};
    for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined && !k.startsWith(':') && !HOP.has(k))
            headers[k] = Array.isArray(v) ? v.join(', ') : v;
    return headers;
}
/** A tool call the agent cannot use: Converse carries tool input as a JSON document, so without a stream it can only miss fields. */
function malformedToolCall(res, stream, tool, fault, record) {
    const first = Object.keys(tool?.inputSchema?.json?.properties ?? {})[0] ?? 'query';
    const invalid = stream && fault.mode !== 'missing_fields';
    const raw = invalid ? `{"${first}": "` : '{}';
    const what = invalid ? 'arguments that are not valid JSON' : 'none of its required arguments';
    record('malformed_tool_call', `the model called ${tool.name} with ${what}: ${raw}`);
    const toolUse = { toolUseId: `tooluse_chaos_${Date.now().toString(36)}`, name: tool.name, input: {} };
    sendConverse(res, stream, [{ toolUse }], 'tool_use', undefined, raw);
}
/** The model's real reply, its text cut (or, without text, stopped for length); an upstream error passes as it came. */
async function truncatedReply(res, stream, u, fault, record) {
    let replyText;
    try {
        replyText = (await (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_4__/* .readReply */ .Xw)(u.stream)).toString('utf8');
    }
    finally {
        u.close();
    }
    const reply = JSON.parse(replyText || '{}');
    const content = reply.output?.message?.content ?? [];
    if (u.status >= 400 || !reply.output) {
        const errorType = u.headers['x-amzn-errortype'];
        res.writeHead(u.status, {
            'content-type': 'application/json',
            ...(errorType ? { 'x-amzn-errortype': String(errorType) } : {}),
        });
        return void res.end(JSON.stringify(reply));
    }
    const text = content.find((b) => 'text' in b);
    if (text) {
        const kept = (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_4__/* .cutText */ .IN)(text.text, fault.keep_ratio ?? 0.5);
        record('truncated_response', `the reply was cut after ${kept.length} of ${text.text.length} characters`);
        text.text = kept;
    }
    else {
        record('truncated_response', 'the reply stopped for length');
    }
    return sendConverse(res, stream, content, 'max_tokens', reply.usage);
}
/** Bedrock's own answer to a failing service: 503 unavailable, any other status an internal error. */
function serverError(res, status, record) {
    const type = status === 503 ? 'ServiceUnavailableException' : 'InternalServerException';
    record('server_error', `HTTP ${status} ${type} from Bedrock`);
    const message = status === 503
        ? 'Bedrock is unable to process your request.'
        : 'The server encountered an error processing your request.';
    sendError(res, status, type, message);
}


/***/ }),

/***/ 37286:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ModelProxy: () => (/* binding */ ModelProxy)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37067);
/* harmony import */ var node_http2__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32467);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77030);
/* harmony import */ var _model_proxy_bedrock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23737);
/* harmony import */ var _model_faults_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64669);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29332);
/* harmony import */ var _util_random_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75073);
// The model fault proxy: faults in the agent's model calls without a change to its code. The runner
// points the agent's OpenAI client at it (OPENAI_BASE_URL = /run/<session id>/openai on 127.0.0.1);
// it forwards each call to the upstream the agent would have used, except when one of the case's
// model_effects fires: then it answers in the API's own shape (streaming or not) with a refusal, an
// empty reply, a malformed tool call, a reply cut short, a 429 with Retry-After, or a 5xx; latency
// delays the call. Draws come from the run's seed (call k of a run always draws the same), so a run
// reproduces. Every fault is recorded with its time, to be put on the model-call span it hit.








const DEFAULT_UPSTREAM = 'https://api.openai.com/v1';
const HOP_HEADERS = new Set([
    'host',
    'connection',
    'content-length',
    'transfer-encoding',
    'accept-encoding',
    'keep-alive',
]);
/** Which effect answers this call (the first that fires), and the latency added to it. */
function plan(run, hasTools) {
    const call = run.calls++;
    const rand = (0,_util_random_js__WEBPACK_IMPORTED_MODULE_7__/* .seededRandom */ .I)((0,_util_random_js__WEBPACK_IMPORTED_MODULE_7__/* .hashSeed */ .k)(`${run.seed}:model:${call}`));
    let delayMs = 0;
    let fault;
    run.effects.forEach((e, i) => {
        const rate = e.apply_rate ?? 1;
        const drawn = rate >= 1 || rand() < rate; // drawn for every effect, so later effects' draws do not shift
        if (fault || !drawn || (e.max_times !== undefined && run.firedPerEffect[i] >= e.max_times))
            return;
        if (e.effect_type === 'malformed_tool_call' && !hasTools)
            return; // no tool to call wrongly
        run.firedPerEffect[i]++;
        if (e.effect_type === 'latency')
            delayMs += e.delay;
        else
            fault = e;
    });
    return { fault, delayMs, call };
}
function malformedCall(req, mode) {
    const fn = req.tools?.[0]?.function ?? {};
    const first = Object.keys(fn.parameters?.properties ?? {})[0] ?? 'query';
    const args = mode === 'missing_fields' ? '{}' : `{"${first}": "`;
    return {
        role: 'assistant',
        content: null,
        tool_calls: [
            {
                id: `call_chaos_${Date.now().toString(36)}`,
                type: 'function',
                function: { name: fn.name ?? 'tool', arguments: args },
            },
        ],
    };
}
function sendJson(res, status, body, headers = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
}
/** A chat completion in the shape the client asked for: one JSON object, or server-sent chunks. */
function sendCompletion(res, req, message, finish, usage) {
    const id = `chatcmpl-chaos-${Date.now().toString(36)}`;
    const model = req.model ?? 'unknown';
    const created = Math.floor(Date.now() / 1000);
    if (!req.stream) {
        sendJson(res, 200, {
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
            usage: usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
        return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta, finish_reason) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason }] })}\n\n`);
    const { tool_calls, ...rest } = message;
    chunk({ ...rest, ...(tool_calls ? { tool_calls: tool_calls.map((c, index) => ({ index, ...c })) } : {}) }, null);
    chunk({}, finish);
    if (req.stream_options?.include_usage)
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: usage ?? { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } })}\n\n`);
    res.end('data: [DONE]\n\n');
}
class ModelProxy {
    server;
    inner;
    sockets = new Set();
    base = '';
    /** Runs by their path token: random, so a run cannot name another's path by its session id. */
    runs = new Map();
    tokens = new Map();
    inFlight = new Set();
    async start() {
        const handler = (req, res) => void this.handle(req, res, this.untilHangUp(res)).catch((err) => {
            if (!res.headersSent)
                sendJson(res, 502, {
                    error: { message: `agent-chaos model proxy: ${err.message}`, type: 'proxy_error' },
                });
            else
                res.end();
        });
        // One port for HTTP/1.1 (OpenAI clients, boto3) and cleartext HTTP/2 (the AWS SDK for
        // JavaScript's Bedrock client): the first bytes of a connection say which. An HTTP/2 connection
        // is relayed to an inner HTTP/2 server (it reads its socket natively, so bytes already read
        // cannot be handed back to it).
        const http1 = (0,node_http__WEBPACK_IMPORTED_MODULE_1__.createServer)(handler);
        const http2 = (0,node_http2__WEBPACK_IMPORTED_MODULE_2__.createServer)(handler);
        await new Promise((resolve) => http2.listen(0, '127.0.0.1', resolve));
        this.inner = http2;
        const innerPort = http2.address().port;
        this.server = (0,node_net__WEBPACK_IMPORTED_MODULE_3__.createServer)((socket) => {
            this.sockets.add(socket);
            socket.on('close', () => this.sockets.delete(socket));
            socket.once('data', (first) => {
                if (first.subarray(0, 14).toString('latin1') !== 'PRI * HTTP/2.0') {
                    socket.pause();
                    socket.unshift(first);
                    http1.emit('connection', socket);
                    socket.resume();
                    return;
                }
                const inner = (0,node_net__WEBPACK_IMPORTED_MODULE_3__.connect)(innerPort, '127.0.0.1');
                this.sockets.add(inner);
                inner.on('close', () => this.sockets.delete(inner));
                inner.write(first);
                socket.pipe(inner).pipe(socket);
                socket.on('error', () => inner.destroy());
                inner.on('error', () => socket.destroy());
            });
        });
        await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
        this.base = `http://127.0.0.1:${this.server.address().port}`;
        return this;
    }
    /**
     * Registers a run. `upstream`: where calls go when no fault fires (OpenAI base URL; Bedrock
     * runtime endpoint and the credentials to sign for it). Returns the run's base URLs.
     */
    open(sessionId, effects, seed, upstream = {}) {
        const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex');
        this.tokens.set(sessionId, token);
        this.runs.set(token, {
            effects,
            seed,
            upstream: (upstream.openai ?? DEFAULT_UPSTREAM).replace(/\/+$/, ''),
            bedrock: upstream.bedrock,
            calls: 0,
            firedPerEffect: effects.map(() => 0),
            faults: [],
        });
        const run = `${this.base}/run/${token}`;
        return { openai: `${run}/openai`, bedrock: `${run}/bedrock` };
    }
    /** The run's faults; the run is forgotten. */
    take(sessionId) {
        const token = this.tokens.get(sessionId) ?? '';
        const run = this.runs.get(token);
        this.runs.delete(token);
        this.tokens.delete(sessionId);
        return run?.faults ?? [];
    }
    /**
     * A signal that ends the call's upstream request when the agent hangs up or the proxy stops: an
     * upstream that never answers (the PR's config can name it) must not hold the runner open.
     */
    untilHangUp(res) {
        const call = new AbortController();
        this.inFlight.add(call);
        res.once('close', () => {
            this.inFlight.delete(call);
            call.abort();
        });
        return call.signal;
    }
    async stop() {
        for (const call of this.inFlight)
            call.abort();
        for (const s of this.sockets)
            s.destroy();
        await new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
        await new Promise((resolve) => (this.inner ? this.inner.close(() => resolve()) : resolve()));
    }
    async handle(req, res, signal) {
        const call = await this.receive(req, res);
        if (!call)
            return;
        const { run, rest, body } = call;
        if (call.api === 'bedrock')
            return (0,_model_proxy_bedrock_js__WEBPACK_IMPORTED_MODULE_4__.handleBedrock)({
                req,
                res,
                rest,
                body,
                plan: (hasTools) => this.planCall(run, hasTools),
                upstream: run.bedrock,
                signal,
            });
        return this.openai(req, res, run, rest, body, signal);
    }
    /**
     * The call's run, the path after its API and its body; undefined where the call was answered
     * already (a path that could step outside the upstream, no such run, a body over the limit).
     */
    async receive(req, res) {
        const url = req.url ?? '';
        // A path that could step out of the upstream's base (dot segments, encoded slashes or dots) is refused, not normalized.
        const path = url.split('?')[0];
        if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path))
            return void sendJson(res, 400, {
                error: {
                    message: 'agent-chaos model proxy: dot segments and encoded separators are not allowed in the path',
                    type: 'invalid_request_error',
                },
            });
        const m = /^\/run\/([0-9a-f]{32})\/(openai|bedrock)(\/[^?]*)?/.exec(url);
        const run = m ? this.runs.get(m[1]) : undefined;
        if (!m || !run)
            return void sendJson(res, 404, { error: { message: 'agent-chaos model proxy: no such run', type: 'not_found' } });
        const rest = m[3] ?? '';
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > _model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_MODEL_BODY */ .or)
            return void tooLarge(req, res, declared);
        const chunks = [];
        let size = 0;
        for await (const c of req) {
            size += c.length;
            if (size > _model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_MODEL_BODY */ .or)
                return void tooLarge(req, res, size);
            chunks.push(c);
        }
        return { run, api: m[2], rest, body: Buffer.concat(chunks) };
    }
    /** An OpenAI-compatible chat completion: passed on, or answered by the fault drawn for it. */
    async openai(req, res, run, rest, body, signal) {
        if (req.method !== 'POST' || !/\/chat\/completions$/.test(rest))
            return void (await this.forward(req, res, run, rest, body, signal));
        let request;
        try {
            request = (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .parseBounded */ .nh)(body.toString('utf8'));
        }
        catch {
            return void (await this.forward(req, res, run, rest, body, signal));
        }
        const { fault, record, passed } = await this.planCall(run, Array.isArray(request.tools) && request.tools.length > 0);
        if (!fault)
            return passed(await this.forward(req, res, run, rest, body, signal));
        switch (fault.effect_type) {
            case 'refusal': {
                const text = fault.message ?? _model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .REFUSAL */ .$m;
                record('refusal', `the model refused: "${text}"`);
                // As the reply's text: what every OpenAI-compatible client shows (OpenAI's own refusal field
                // is dropped by many of them).
                return sendCompletion(res, request, { role: 'assistant', content: text }, 'stop');
            }
            case 'empty_response':
                record('empty_response', 'the model answered with no text and no tool call');
                return sendCompletion(res, request, { role: 'assistant', content: '' }, 'stop');
            case 'malformed_tool_call': {
                const message = malformedCall(request, fault.mode);
                const c = message.tool_calls[0].function;
                const what = fault.mode === 'missing_fields' ? 'none of its required arguments' : 'arguments that are not valid JSON';
                record('malformed_tool_call', `the model called ${c.name} with ${what}: ${c.arguments}`);
                return sendCompletion(res, request, message, 'tool_calls');
            }
            case 'truncated_response':
                return this.truncated(req, res, run, rest, request, fault.keep_ratio ?? 0.5, record, signal);
            case 'rate_limited': {
                const ms = fault.retry_after ?? 1_000;
                record('rate_limited', `429 Too Many Requests, Retry-After ${Math.ceil(ms / 1000)}s`);
                return sendJson(res, 429, {
                    error: {
                        message: `Rate limit reached for requests. Please try again in ${Math.ceil(ms / 1000)}s.`,
                        type: 'requests',
                        param: null,
                        code: 'rate_limit_exceeded',
                    },
                }, { 'retry-after': String(Math.ceil(ms / 1000)), 'retry-after-ms': String(ms) });
            }
            case 'server_error': {
                const status = fault.status ?? 500;
                record('server_error', `HTTP ${status} from the model provider`);
                return sendJson(res, status, {
                    error: {
                        message: status === 503
                            ? 'The engine is currently overloaded, please try again later.'
                            : 'The server had an error while processing your request. Sorry about that!',
                        type: 'server_error',
                        param: null,
                        code: null,
                    },
                });
            }
        }
    }
    /**
     * Draws this model request's fault (after any latency), with how to record what it did and how to
     * report that the request went through (earlier 429s and 5xx of the run were then recovered from).
     */
    async planCall(run, hasTools) {
        const { fault, delayMs, call } = plan(run, hasTools);
        const record = (effect, detail) => void run.faults.push({ effect, call, detail, at: Date.now() });
        if (delayMs) {
            record('latency', `the model answered ${delayMs} ms late`);
            await new Promise((r) => setTimeout(r, delayMs));
        }
        const passed = (status) => {
            if (status < 400)
                for (const f of run.faults)
                    if (f.call < call && f.effect !== 'latency')
                        f.recovered = true;
        };
        return { fault, call, record, passed };
    }
    /** The upstream's reply with its text cut short (or its first tool call's arguments), finish_reason length. */
    async truncated(req, res, run, rest, request, ratio, record, signal) {
        const { stream: _stream, stream_options: _options, ...plain } = request;
        const up = await fetch(run.upstream + rest, {
            signal,
            method: 'POST',
            headers: forwardHeaders(req),
            body: JSON.stringify(plain),
        });
        const reply = up.body ? parseReply(await (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .readReply */ .Xw)(up.body)) : undefined;
        const message = reply?.choices?.[0]?.message;
        if (!up.ok || !message)
            return sendJson(res, up.status, reply ?? {});
        let detail;
        if (typeof message.content === 'string' && message.content) {
            const kept = (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .cutText */ .IN)(message.content, ratio);
            detail = `the reply was cut after ${kept.length} of ${message.content.length} characters`;
            message.content = kept;
        }
        else if (message.tool_calls?.[0]?.function?.arguments) {
            const args = message.tool_calls[0].function.arguments;
            message.tool_calls[0].function.arguments = args.slice(0, Math.max(1, Math.floor(args.length * ratio)));
            detail = `the tool call's arguments were cut after ${message.tool_calls[0].function.arguments.length} of ${args.length} characters`;
        }
        else {
            detail = 'the reply was empty and stopped for length';
        }
        record('truncated_response', detail);
        sendCompletion(res, request, message, 'length', reply.usage);
    }
    /** Passes the call through; answers with the upstream's status, headers and body as they come. */
    async forward(req, res, run, rest, body, signal) {
        const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
        const up = await fetch(run.upstream + rest + query, {
            signal,
            method: req.method,
            headers: forwardHeaders(req),
            body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        const headers = {};
        // fetch has decompressed the body: its encoding and length headers no longer apply.
        up.headers.forEach((v, k) => {
            if (!HOP_HEADERS.has(k) && k !== 'content-encoding')
                headers[k] = v;
        });
        res.writeHead(up.status, headers);
        if (up.body)
            await (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .relay */ .Ee)(up.body, res);
        else
            res.end();
        return up.status;
    }
}
/** A JSON reply, or undefined when it is not JSON. */
function parseReply(body) {
    try {
        return (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .parseBounded */ .nh)(body.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
/** 413, and the rest of the body is not read: the connection is closed once the answer is out. */
function tooLarge(req, res, size) {
    if (req.httpVersionMajor < 2)
        res.setHeader('connection', 'close');
    sendJson(res, 413, {
        error: {
            message: `agent-chaos model proxy: request body of ${size}+ bytes is over the ${_model_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_MODEL_BODY */ .or}-byte limit`,
            type: 'invalid_request_error',
        },
    });
    res.on('finish', () => req.destroy());
}
function forwardHeaders(req) {
    const out = {};
    for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined && !HOP_HEADERS.has(k))
            out[k] = Array.isArray(v) ? v.join(', ') : v;
    return out;
}


/***/ })

};
