export const id = 737;
export const ids = [737];
export const modules = {

/***/ 4669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $m: () => (/* binding */ REFUSAL),
/* harmony export */   Ee: () => (/* binding */ relay),
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   Xw: () => (/* binding */ readReply),
/* harmony export */   or: () => (/* binding */ MAX_MODEL_BODY)
/* harmony export */ });
/* unused harmony export ReplyTooLarge */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
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

/***/ 3737:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bedrockUpstream: () => (/* binding */ bedrockUpstream),
/* harmony export */   eventFrame: () => (/* binding */ eventFrame),
/* harmony export */   handleBedrock: () => (/* binding */ handleBedrock)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4708);
/* harmony import */ var node_http2__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2467);
/* harmony import */ var _model_faults_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4669);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9332);
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
        ? await new (await __webpack_require__.e(/* import() */ 118).then(__webpack_require__.t.bind(__webpack_require__, 5118, 19))).SignatureV4({
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


/***/ })

};
