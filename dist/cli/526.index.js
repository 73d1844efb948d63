export const id = 526;
export const ids = [526];
export const modules = {

/***/ 600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Ne: () => (/* binding */ readMessages),
/* harmony export */   Tm: () => (/* binding */ langChainToolMessage),
/* harmony export */   kp: () => (/* binding */ roleOf),
/* harmony export */   mR: () => (/* binding */ parseMaybeJson)
/* harmony export */ });
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8805);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9332);
// Message content arrives in many shapes: plain strings, JSON strings of Bedrock/Strands content blocks
// ([{"text"}, {"toolUse"}, {"toolResult"}]), GenAI semconv parts ({type: "text"|"tool_call"|...}),
// Gemini parts, OpenAI-style tool_calls, serialized LangChain messages ({lc, kwargs}). This module
// turns any of them into one small message shape the normalizer works with.


/** JSON-looking strings are parsed; anything else is returned as is. */
function parseMaybeJson(v) {
    if (typeof v !== 'string')
        return v;
    const t = v.trimStart();
    if (t[0] !== '{' && t[0] !== '[')
        return v;
    if ((0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_0__/* .nestsDeeper */ .RK)(t))
        return v; // kept as text: nothing after this walks it
    try {
        return JSON.parse(t);
    }
    catch {
        return v;
    }
}
function roleOf(raw, fallback) {
    switch (String(raw ?? '').toLowerCase()) {
        case 'user':
        case 'human':
            return 'user';
        case 'assistant':
        case 'ai':
        case 'model':
            return 'assistant';
        case 'tool':
        case 'function':
        case 'ipython':
            return 'tool';
        case 'system':
        case 'developer':
            return 'system';
        default:
            return fallback;
    }
}
const newMsg = (role) => ({ role, text: '', toolCalls: [], toolResults: [] });
const addText = (m, t) => {
    if (typeof t !== 'string' || t === '')
        return;
    m.text = m.text ? `${m.text}\n${t}` : t;
};
const isErrorStatus = (s) => typeof s === 'string' && s.toLowerCase() === 'error';
/** Reads one content value (string, block list, block) into a message. */
function readContent(m, content, depth = 0) {
    if (content == null || depth > 16)
        return;
    if (typeof content === 'string') {
        const parsed = parseMaybeJson(content);
        if (parsed === content)
            addText(m, content);
        else
            readContent(m, parsed, depth + 1);
        return;
    }
    if (typeof content !== 'object') {
        addText(m, String(content));
        return;
    }
    if (Array.isArray(content)) {
        for (const block of content)
            readContent(m, block, depth + 1);
        return;
    }
    readBlock(m, content, depth);
}
/** A tool call or result block that a framework marks by its key; false where `b` is none. */
function readKeyedBlock(m, b, depth) {
    if (b.toolUse) {
        m.toolCalls.push({ id: b.toolUse.toolUseId, name: String(b.toolUse.name ?? ''), arguments: b.toolUse.input });
        return true;
    }
    // Genkit's parts: {toolRequest: {name, ref, input}} and {toolResponse: {name, ref, output}}.
    if (b.toolRequest) {
        m.toolCalls.push({ id: b.toolRequest.ref, name: String(b.toolRequest.name ?? ''), arguments: b.toolRequest.input });
        return true;
    }
    if (b.toolResponse) {
        const out = b.toolResponse.output;
        m.toolResults.push({
            id: b.toolResponse.ref,
            text: typeof out === 'string' ? out : JSON.stringify(out ?? null),
            error: errorOf(out) !== undefined,
        });
        return true;
    }
    if (b.toolResult) {
        const r = newMsg('tool');
        readContent(r, b.toolResult.content, depth + 1);
        m.toolResults.push({ id: b.toolResult.toolUseId, text: r.text, error: isErrorStatus(b.toolResult.status) });
        return true;
    }
    if (b.function_call || b.functionCall) {
        const f = b.function_call || b.functionCall;
        m.toolCalls.push({ id: f.id, name: String(f.name ?? ''), arguments: f.args });
        return true;
    }
    if (b.function_response || b.functionResponse) {
        const f = b.function_response || b.functionResponse;
        const response = f.response ?? {};
        m.toolResults.push({
            id: f.id,
            text: JSON.stringify(response),
            error: !!(response && typeof response === 'object' && response.error),
        });
        return true;
    }
    if (b.lc !== undefined && b.kwargs) {
        readLangChain(m, b, depth);
        return true;
    }
    // Strands TS: a tool result's content blocks are {json: {...}} (or {text}).
    if (b.json !== undefined && Object.keys(b).length === 1) {
        addText(m, typeof b.json === 'string' ? b.json : JSON.stringify(b.json));
        return true;
    }
    return false;
}
/** A block typed by its `type` (the AI SDK's parts, OpenAI's and Anthropic's blocks); false where `b` is none. */
function readTypedBlock(m, b, depth) {
    switch (b.type) {
        // The AI SDK's message parts: tool-call {toolCallId, toolName, input | args (v4)}, tool-result
        // {toolCallId, output: {type: text | json | error-text | error-json, value} | result (v4)}.
        case 'tool-call':
            m.toolCalls.push({
                id: b.toolCallId,
                name: String(b.toolName ?? ''),
                arguments: parseMaybeJson(b.input ?? b.args),
            });
            return true;
        case 'tool-result': {
            const out = b.output && typeof b.output === 'object' && 'type' in b.output
                ? b.output
                : { type: b.isError ? 'error-json' : 'json', value: b.output ?? b.result };
            const value = out.value;
            m.toolResults.push({
                id: b.toolCallId,
                text: typeof value === 'string' ? value : JSON.stringify(value ?? null),
                error: String(out.type).startsWith('error'),
            });
            return true;
        }
        case 'text':
        case 'output_text':
        case 'input_text':
            addText(m, b.text ?? blockTexts(b.content) ?? b.content);
            return true;
        case 'tool_call':
        case 'tool_use':
        case 'function_call':
            m.toolCalls.push({
                id: b.id ?? b.call_id,
                name: String(b.name ?? b.function?.name ?? ''),
                arguments: parseMaybeJson(b.arguments ?? b.input ?? b.function?.arguments),
            });
            return true;
        case 'tool_call_response':
        case 'tool_result':
        case 'function_call_output': {
            const r = newMsg('tool');
            const value = b.response ?? b.result ?? b.content ?? b.output;
            // A failed call's response is {error: ...} (the GenAI conventions' newest message format), or
            // the part itself carries the error.
            const failure = b.error ?? errorOf(value);
            if (failure !== undefined)
                addText(r, typeof failure === 'string' ? failure : JSON.stringify(failure));
            else
                readContent(r, value, depth + 1);
            m.toolResults.push({
                id: b.id ?? b.tool_use_id ?? b.call_id,
                text: r.text,
                error: failure !== undefined || b.is_error === true || isErrorStatus(b.status),
            });
            return true;
        }
    }
    return false;
}
/** One block of a message: a block some framework names by its key, one typed by its `type`, or a message of its own. */
function readBlock(m, b, depth) {
    if (readKeyedBlock(m, b, depth) || readTypedBlock(m, b, depth))
        return;
    if (Array.isArray(b.tool_calls)) {
        for (const c of b.tool_calls) {
            const f = c.function ?? c;
            m.toolCalls.push({ id: c.id, name: String(f.name ?? ''), arguments: parseMaybeJson(f.arguments) });
        }
    }
    if (b.parts !== undefined)
        readContent(m, b.parts, depth + 1);
    else if (b.content !== undefined)
        readContent(m, b.content, depth + 1);
    else if (b.message !== undefined)
        readContent(m, b.message, depth + 1);
    else if (typeof b.text === 'string')
        addText(m, b.text);
}
/**
 * A part's content that is itself a list of text blocks written as JSON (OpenLLMetry's LangChain
 * chat spans write a SystemMessage's content blocks so): their texts; undefined for any other text.
 */
function blockTexts(content) {
    if (typeof content !== 'string' || !content.trimStart().startsWith('['))
        return undefined;
    const v = parseMaybeJson(content);
    if (!Array.isArray(v) || !v.length || !v.every((x) => (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(x) && x.type === 'text' && typeof x.text === 'string'))
        return undefined;
    return v.map((x) => x.text).join('\n');
}
/** A tool result that is only {error: ...} (the call failed): its error, else undefined. */
const errorOf = (v) => ((0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(v) && Object.keys(v).length === 1 ? v.error : undefined);
/** Serialized LangChain message: {lc, type: "constructor", id: [..., "AIMessage"], kwargs: {...}}. */
function readLangChain(m, b, depth) {
    const k = b.kwargs;
    const kind = String(k.type ?? (Array.isArray(b.id) ? b.id[b.id.length - 1] : '')).toLowerCase();
    if (kind === 'tool' || kind === 'toolmessage') {
        const r = newMsg('tool');
        readContent(r, k.content, depth + 1);
        m.toolResults.push({ id: k.tool_call_id, text: r.text, error: isErrorStatus(k.status) });
        return;
    }
    readContent(m, k.content, depth + 1);
    for (const c of k.tool_calls ?? [])
        m.toolCalls.push({ id: c.id, name: String(c.name ?? ''), arguments: c.args });
}
/**
 * A serialized LangChain ToolMessage (alone or as {output: ...}, as tool spans record a tool's
 * return): its content, status and tool_call_id; undefined for anything else.
 */
function langChainToolMessage(value) {
    let v = typeof value === 'string' ? parseMaybeJson(value) : value;
    if (v && typeof v === 'object' && !Array.isArray(v) && 'output' in v && Object.keys(v).length === 1)
        v = v.output;
    if (!v || typeof v !== 'object' || Array.isArray(v))
        return undefined;
    const o = v;
    if (o.lc === undefined || !o.kwargs || !Array.isArray(o.id) || o.id[o.id.length - 1] !== 'ToolMessage')
        return undefined;
    return {
        content: parseMaybeJson(o.kwargs.content),
        status: o.kwargs.status,
        toolCallId: o.kwargs.tool_call_id,
        name: typeof o.kwargs.name === 'string' && o.kwargs.name ? o.kwargs.name : undefined,
    };
}
function langChainRole(b) {
    if (b.lc === undefined || !b.kwargs)
        return undefined;
    const kind = String(b.kwargs.type ?? (Array.isArray(b.id) ? b.id[b.id.length - 1] : ''));
    return roleOf(kind.replace(/Message$/, '').replace(/^AI$/, 'ai'), 'assistant');
}
const looksLikeMessage = (o) => !!o &&
    typeof o === 'object' &&
    !Array.isArray(o) &&
    ('role' in o ||
        (o.lc !== undefined && !!o.kwargs) ||
        (o.kwargs && 'content' in o.kwargs));
/**
 * Reads a value holding messages: a list of messages, {messages: [...]}, LangChain {inputs|outputs:
 * {messages}}, a single message, or bare content (then `role` is used).
 */
function readMessages(value, role, depth = 0) {
    if (value == null || depth > 16)
        return [];
    const v = typeof value === 'string' ? parseMaybeJson(value) : value;
    if (typeof v === 'string' || typeof v !== 'object')
        return single(role, v);
    if (Array.isArray(v)) {
        if (v.some(looksLikeMessage))
            return v.flatMap((x) => (looksLikeMessage(x) ? readMessage(x, role, depth) : single(role, x)));
        return single(role, v);
    }
    const o = v;
    if (Array.isArray(o.messages))
        return readMessages(o.messages, role, depth + 1);
    for (const key of ['outputs', 'inputs', 'output', 'input'])
        if (o[key] !== undefined && Object.keys(o).length <= 3)
            return readMessages(o[key], role, depth + 1);
    if (looksLikeMessage(o))
        return readMessage(o, role, depth);
    return single(role, o);
}
function readMessage(o, fallback, depth) {
    const lcRole = langChainRole(o);
    const m = newMsg(lcRole ?? roleOf(o.role ?? o.kwargs?.type, fallback));
    if (lcRole)
        readLangChain(m, o, depth);
    else {
        // Strands via ADOT nests again: {role, content: {content|message: "<json blocks>", "tool.result"?, id?}}.
        const c = o.content ?? o.parts;
        readContent(m, c ?? o.message ?? o.kwargs?.content, depth + 1);
        if (c && typeof c === 'object' && !Array.isArray(c) && typeof c['tool.result'] === 'string')
            readContent(m, c['tool.result'], depth + 1);
        if (Array.isArray(o.tool_calls))
            readBlock(m, { tool_calls: o.tool_calls }, depth);
        // A tool's result is data, not content blocks ({"flights": [...]}): kept as it came.
        if (m.role === 'tool' && !m.text && !m.toolResults.length && typeof c === 'string')
            addText(m, c);
        if (m.role === 'tool' && m.text && m.toolResults.length === 0 && (o.tool_call_id || o.id || c?.id)) {
            m.toolResults.push({ id: o.tool_call_id ?? o.id ?? c?.id, text: m.text, error: isErrorStatus(o.status) });
        }
    }
    return [m];
}
function single(role, content) {
    const m = newMsg(role);
    readContent(m, content);
    return m.text || m.toolCalls.length || m.toolResults.length ? [m] : [];
}
/**
 * Shortens text for one-line terminal displays. Control characters (ANSI escapes included) are
 * replaced: agent output is untrusted and must not drive the reader's terminal.
 */
function clip(text, max) {
    const flat = text
        .replace(/\s+/g, ' ')
        .replace(/[\u0000-\u001f\u007f-\u009f]/g, '\uFFFD')
        .trim();
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cutAtWord */ .QI)(flat, max);
}


/***/ }),

/***/ 1526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  normalize: () => (/* binding */ normalize)
});

;// CONCATENATED MODULE: ./lib/trace/attach-logs.js
/** Marks a span made from log records alone whose content is read like a model call's but not counted. */
const LOG_ONLY = 'agent_chaos.log_only';
/** Joins log records to their spans as events; logs with no span become spans of their own. */
function attachLogs(spans, logs) {
    if (!logs.length)
        return spans;
    const byId = new Map();
    for (const s of spans)
        byId.set(s.spanId, s);
    const orphans = new Map();
    for (const l of logs) {
        const event = { name: l.eventName ?? l.scope, time: l.time, attributes: l.attributes, body: l.body };
        const span = l.spanId ? byId.get(l.spanId) : undefined;
        if (span) {
            span.events.push(event);
            continue;
        }
        if (!l.traceId)
            continue;
        const key = `${l.traceId}/${l.spanId ?? ''}`;
        let orphan = orphans.get(key);
        if (!orphan) {
            orphan = {
                traceId: l.traceId,
                spanId: l.spanId ?? '',
                name: l.scope || event.name,
                kind: 'INTERNAL',
                start: l.time,
                end: l.time,
                attributes: { 'session.id': l.attributes['session.id'] ?? l.resource['session.id'] ?? null },
                resource: l.resource,
                scope: l.scope,
                status: { code: 'UNSET' },
                events: [],
            };
            orphans.set(key, orphan);
        }
        orphan.events.push(event);
        orphan.start = Math.min(orphan.start, l.time);
        orphan.end = Math.max(orphan.end, l.time);
    }
    // A log-only span of model events is a model call: that is how botocore and ADK record them. One
    // with input/output bodies (Strands, OpenLLMetry through ADOT, span records missing) may be an
    // agent, a model or a tool step: its content is read like a model call's but it is not counted.
    for (const o of orphans.values()) {
        if (o.events.some((e) => e.name === 'gen_ai.choice' || e.name === 'gen_ai.user.message'))
            o.attributes['gen_ai.operation.name'] = 'chat';
        else if (o.events.some((e) => e.body && typeof e.body === 'object' && ('input' in e.body || 'output' in e.body))) {
            o.attributes['gen_ai.operation.name'] = 'chat';
            o.attributes[LOG_ONLY] = true;
        }
    }
    // Log records arrive in any order (CloudWatch exports are not sorted); content is read in time order.
    const touched = new Set();
    for (const l of logs) {
        const span = l.spanId ? byId.get(l.spanId) : undefined;
        if (span)
            touched.add(span);
    }
    for (const s of [...touched, ...orphans.values()])
        s.events.sort((a, b) => a.time - b.time);
    return orphans.size ? [...spans, ...orphans.values()] : spans;
}

;// CONCATENATED MODULE: ./lib/trace/dialects/reader.js
const str = (v) => typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
/** Token counts arrive as numbers or, through ADOT, as strings. */
function num(v) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)))
        return Number(v);
    return undefined;
}
/** Collects `prefix.N.suffix` flattened list attributes (OpenInference, OpenLLMetry) into an array of maps. */
function indexed(attrs, prefix) {
    const out = [];
    const p = `${prefix}.`;
    for (const key in attrs) {
        if (!key.startsWith(p))
            continue;
        const rest = key.slice(p.length);
        const dot = rest.indexOf('.');
        const i = Number(dot < 0 ? rest : rest.slice(0, dot));
        if (!Number.isInteger(i))
            continue;
        (out[i] ??= {})[dot < 0 ? '' : rest.slice(dot + 1)] = attrs[key];
    }
    return out.filter(Boolean);
}

// EXTERNAL MODULE: ./lib/trace/content.js
var trace_content = __webpack_require__(600);
;// CONCATENATED MODULE: ./lib/trace/dialects/aisdk.js
// The Vercel AI SDK's own spans (ai.* attributes: every version up to 6, and 7's legacy
// integration): ai.generateText / ai.streamText / ai.generateObject wrap a call with its prompt and
// answer, ai.*.doGenerate / doStream are the model calls, ai.toolCall the tool executions.
// Attribute names changed across versions (args -> input, result -> output, promptTokens ->
// inputTokens); both are read.


const op = (span) => str(span.attributes['ai.operationId']) ?? '';
const isModelCall = (span) => /\.do(Generate|Stream|Embed)$/.test(op(span));
const TOP = new Set(['ai.generateText', 'ai.streamText', 'ai.generateObject', 'ai.streamObject']);
const first = (a, ...keys) => keys.map((k) => a[k]).find((v) => v !== undefined);
/** `ai.prompt`: {system?, prompt?: string | messages, messages?}. */
function promptOf(span) {
    const p = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['ai.prompt']);
    if (!p)
        return { messages: [] };
    if (typeof p === 'string')
        return { messages: (0,trace_content/* readMessages */.Ne)(p, 'user') };
    const messages = [...(0,trace_content/* readMessages */.Ne)(p.messages, 'user'), ...(0,trace_content/* readMessages */.Ne)(p.prompt, 'user')];
    return { system: typeof p.system === 'string' ? p.system : undefined, messages };
}
/** A call's answer: text, an object, and the tool calls the model asked for. */
function answerOf(span) {
    const a = span.attributes;
    const text = str(first(a, 'ai.response.text', 'ai.result.text'));
    const object = str(first(a, 'ai.response.object', 'ai.result.object'));
    const msg = { role: 'assistant', text: text ?? object ?? '', toolCalls: [], toolResults: [] };
    const calls = (0,trace_content/* parseMaybeJson */.mR)(first(a, 'ai.response.toolCalls', 'ai.result.toolCalls'));
    if (Array.isArray(calls)) {
        for (const c of calls)
            msg.toolCalls.push({
                id: c.toolCallId,
                name: String(c.toolName ?? ''),
                arguments: (0,trace_content/* parseMaybeJson */.mR)(c.input ?? c.args),
            });
    }
    return msg.text || msg.toolCalls.length ? [msg] : [];
}
function io(span) {
    if (isModelCall(span))
        return { input: (0,trace_content/* readMessages */.Ne)(span.attributes['ai.prompt.messages'], 'user'), output: answerOf(span) };
    return { input: promptOf(span).messages, output: answerOf(span) };
}
const aisdk = {
    name: 'aisdk',
    claims: (span) => op(span).startsWith('ai.'),
    role(span) {
        const o = op(span);
        if (o === 'ai.toolCall')
            return 'tool';
        if (isModelCall(span))
            return 'llm';
        return TOP.has(o) ? 'agent' : 'other';
    },
    io,
    tool(span) {
        const a = span.attributes;
        return {
            name: str(a['ai.toolCall.name']) ?? span.name,
            callId: str(a['ai.toolCall.id']),
            arguments: (0,trace_content/* parseMaybeJson */.mR)(first(a, 'ai.toolCall.args', 'ai.toolCall.input')),
            result: (0,trace_content/* parseMaybeJson */.mR)(first(a, 'ai.toolCall.result', 'ai.toolCall.output')),
        };
    },
    usage(span) {
        const a = span.attributes;
        const inputTokens = num(first(a, 'ai.usage.inputTokens', 'ai.usage.promptTokens'));
        const outputTokens = num(first(a, 'ai.usage.outputTokens', 'ai.usage.completionTokens'));
        if (inputTokens === undefined && outputTokens === undefined)
            return undefined;
        return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    },
    declaredTools(span) {
        const tools = span.attributes['ai.prompt.tools'];
        const list = Array.isArray(tools) ? tools : [];
        return list
            .map((t) => (0,trace_content/* parseMaybeJson */.mR)(t)?.name)
            .filter((n) => typeof n === 'string');
    },
    systemPrompt(span) {
        if (isModelCall(span))
            return ((0,trace_content/* readMessages */.Ne)(span.attributes['ai.prompt.messages'], 'user').find((m) => m.role === 'system')?.text || undefined);
        return promptOf(span).system;
    },
};

// EXTERNAL MODULE: ./lib/util/json-depth.js
var json_depth = __webpack_require__(9332);
;// CONCATENATED MODULE: ./lib/trace/dialects/genai.js
// OpenTelemetry GenAI semantic conventions, in all the versions seen in the wild:
// - latest: gen_ai.input.messages / gen_ai.output.messages / gen_ai.system_instructions (attributes,
//   or attributes of a gen_ai.client.inference.operation.details event);
// - older: gen_ai.{system,user,assistant,tool}.message and gen_ai.choice events (span events, or log
//   records joined to the span: botocore, ADK, Strands legacy mode);
// - log bodies {input: {messages}, output: {messages}} (Strands and OpenLLMetry through ADOT);
// - Google ADK's gcp.vertex.agent.* request/response attributes.
// Strands spans are read with the same code under the "strands" name.



const AGENT_OPS = new Set(['invoke_agent', 'create_agent', 'invoke_workflow']);
const LLM_OPS = new Set(['chat', 'text_completion', 'generate_content', 'completion']);
const TOOL_OPS = new Set(['execute_tool', 'agent_handoff']);
const INPUT_EVENTS = {
    'gen_ai.user.message': 'user',
    'gen_ai.system.message': 'system',
    'gen_ai.assistant.message': 'assistant',
    'gen_ai.tool.message': 'tool',
};
function genaiRole(span) {
    const op = str(span.attributes['gen_ai.operation.name']);
    if (op) {
        // invoke_agent, and multi-agent runs such as Strands' invoke_swarm / invoke_graph.
        if (AGENT_OPS.has(op) || op.startsWith('invoke_'))
            return 'agent';
        if (LLM_OPS.has(op))
            return 'llm';
        if (TOOL_OPS.has(op))
            return 'tool';
    }
    const n = span.name;
    if (n.startsWith('execute_tool'))
        return 'tool';
    // Ax names its tool spans "Tool: <name>" and marks them with tool.name only.
    if (n.startsWith('Tool: ') && str(span.attributes['tool.name']))
        return 'tool';
    // Ax's program span (AxGen): the signature's description is the agent's instructions.
    if (str(span.attributes.signature_name) && span.attributes.input_field_count !== undefined)
        return 'agent';
    if (n.startsWith('invoke_agent'))
        return 'agent';
    if (n === 'call_llm' || n === 'chat' || n.startsWith('chat ') || n.startsWith('generate_content'))
        return 'llm';
    return 'other';
}
/** The value an event carries: the log body when joined from logs, else its attributes. */
const eventPayload = (e) => (e.body !== undefined && e.body !== null ? e.body : e.attributes);
function eventIO(span) {
    const io = { input: [], output: [] };
    for (const e of span.events) {
        const payload = eventPayload(e);
        const role = INPUT_EVENTS[e.name];
        if (role) {
            io.input.push(...(0,trace_content/* readMessages */.Ne)(messageOf(payload), role));
        }
        else if (e.name === 'gen_ai.choice') {
            io.output.push(...(0,trace_content/* readMessages */.Ne)(messageOf(payload), 'assistant'));
        }
        else if (e.name === 'gen_ai.client.inference.operation.details') {
            io.input.push(...(0,trace_content/* readMessages */.Ne)(e.attributes['gen_ai.input.messages'], 'user'));
            io.output.push(...(0,trace_content/* readMessages */.Ne)(e.attributes['gen_ai.output.messages'], 'assistant'));
        }
        else if (payload &&
            typeof payload === 'object' &&
            ('input' in payload || 'output' in payload) &&
            e.body !== undefined) {
            io.input.push(...(0,trace_content/* readMessages */.Ne)(payload.input, 'user'));
            io.output.push(...(0,trace_content/* readMessages */.Ne)(payload.output, 'assistant'));
        }
    }
    return io;
}
/** Event payloads hold the message as {message}, {content}, or the message itself. */
function messageOf(p) {
    if (!p || typeof p !== 'object')
        return p;
    if (p.message !== undefined)
        return typeof p.message === 'object' ? p.message : { role: p.role, content: p.message, id: p.id };
    // A body without a role ({id, content} of gen_ai.tool.message): a message of the event's role, so
    // a tool result keeps its call id and joins its call.
    if (!('role' in p) && 'content' in p)
        return { role: undefined, ...p };
    return p;
}
function adkIO(span) {
    const io = { input: [], output: [] };
    const req = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['gcp.vertex.agent.llm_request']);
    if (req && typeof req === 'object' && Array.isArray(req.contents))
        io.input.push(...(0,trace_content/* readMessages */.Ne)(req.contents, 'user'));
    const res = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['gcp.vertex.agent.llm_response']);
    if (res && typeof res === 'object' && res.content)
        io.output.push(...(0,trace_content/* readMessages */.Ne)([res.content], 'assistant'));
    return io;
}
function genaiIO(span) {
    const a = span.attributes;
    const input = [
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.input.messages'], 'user'),
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.prompt'], 'user'),
    ];
    const output = [
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.output.messages'], 'assistant'),
        ...(0,trace_content/* readMessages */.Ne)(a['gen_ai.completion'], 'assistant'),
    ];
    const ev = eventIO(span);
    const adk = adkIO(span);
    return { input: [...input, ...ev.input, ...adk.input], output: [...output, ...ev.output, ...adk.output] };
}
/** The raw tool input from events (Strands logs it as {role: "tool", content: {content: "<args json>"}}). */
function eventToolArguments(span) {
    for (const e of span.events) {
        const p = eventPayload(e);
        if (!p || typeof p !== 'object')
            continue;
        const msg = e.name === 'gen_ai.tool.message' ? p : Array.isArray(p.input?.messages) ? p.input.messages[0] : undefined;
        if (!msg)
            continue;
        let c = msg.content;
        if (c && typeof c === 'object' && !Array.isArray(c) && 'content' in c)
            c = c.content;
        if (c !== undefined)
            return (0,trace_content/* parseMaybeJson */.mR)(c);
    }
    return undefined;
}
function genaiTool(span) {
    const a = span.attributes;
    const handoffTo = str(a['gen_ai.handoff.to_agent']);
    const name = str(a['gen_ai.tool.name']) ??
        (handoffTo ? `handoff to ${handoffTo}` : undefined) ??
        str(a['tool.name']) ??
        (span.name.startsWith('execute_tool ') ? span.name.slice('execute_tool '.length) : span.name);
    let args = a['gen_ai.tool.call.arguments'] ?? a['gcp.vertex.agent.tool_call_args'];
    let result = a['gen_ai.tool.call.result'] ?? a['gcp.vertex.agent.tool_response'];
    if (args === undefined)
        args = eventIO(span).input.flatMap((m) => m.toolCalls)[0]?.arguments ?? eventToolArguments(span);
    if (result === undefined) {
        const out = eventIO(span).output;
        const text = out.map((m) => m.text || m.toolResults.map((r) => r.text).join('\n')).join('\n');
        if (text)
            result = text;
    }
    return {
        name,
        callId: str(a['gen_ai.tool.call.id']) ?? str(a['function.id']),
        arguments: (0,trace_content/* parseMaybeJson */.mR)(args),
        result: (0,trace_content/* parseMaybeJson */.mR)(result),
        status: str(a['gen_ai.tool.status']) ?? str(a['tool.status']),
    };
}
function genaiUsage(span) {
    const a = span.attributes;
    const inputTokens = num(a['gen_ai.usage.input_tokens']) ?? num(a['gen_ai.usage.prompt_tokens']) ?? num(a['llm.usage.prompt_tokens']);
    const outputTokens = num(a['gen_ai.usage.output_tokens']) ??
        num(a['gen_ai.usage.completion_tokens']) ??
        num(a['llm.usage.completion_tokens']);
    if (inputTokens === undefined && outputTokens === undefined)
        return undefined;
    return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
}
/**
 * Token counts under any dialect's usual keys (GenAI's gen_ai.usage.*, OpenInference's
 * llm.token_count.*, the AI SDK's ai.usage.*): for a span whose own reader counts none, such as an
 * agent span that carries the run's total.
 */
function anyUsage(span) {
    const a = span.attributes;
    const pair = (i, o) => {
        const [inputTokens, outputTokens] = [num(i), num(o)];
        return inputTokens === undefined && outputTokens === undefined
            ? undefined
            : { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    };
    return (genaiUsage(span) ??
        pair(a['llm.token_count.prompt'], a['llm.token_count.completion']) ??
        pair(a['ai.usage.inputTokens'] ?? a['ai.usage.promptTokens'], a['ai.usage.outputTokens'] ?? a['ai.usage.completionTokens']));
}
function namesOf(v) {
    const parsed = (0,trace_content/* parseMaybeJson */.mR)(v);
    if (!Array.isArray(parsed))
        return [];
    return parsed
        .map((t) => (typeof t === 'string' ? t : (t?.name ?? t?.function?.name ?? t?.toolSpec?.name)))
        .filter((x) => typeof x === 'string');
}
/** Full tool definitions (name, description, input schema) from gen_ai.tool.definitions, when the span has them. */
function genaiToolDefinitions(span) {
    const parsed = (0,trace_content/* parseMaybeJson */.mR)(span.attributes['gen_ai.tool.definitions']);
    if (!Array.isArray(parsed))
        return [];
    return parsed.flatMap((t) => {
        const d = t?.function ?? t?.toolSpec ?? t;
        if (!d || typeof d.name !== 'string')
            return [];
        const schema = d.parameters ?? d.inputSchema?.json ?? d.inputSchema ?? d.input_schema;
        return [
            {
                name: d.name,
                ...(typeof d.description === 'string' ? { description: d.description } : {}),
                ...(schema !== undefined ? { inputSchema: schema } : {}),
            },
        ];
    });
}
function genaiDeclaredTools(span) {
    const a = span.attributes;
    const names = [...namesOf(a['gen_ai.agent.tools']), ...namesOf(a['gen_ai.tool.definitions'])];
    const req = (0,trace_content/* parseMaybeJson */.mR)(a['gcp.vertex.agent.llm_request']);
    for (const t of (req && typeof req === 'object' && req.config?.tools) || [])
        names.push(...namesOf(t.function_declarations));
    return names;
}
function jsonString(s) {
    try {
        const v = (0,json_depth/* parseBounded */.nh)(s);
        return typeof v === 'string' ? v : s;
    }
    catch {
        return s;
    }
}
function genaiSystemPrompt(span) {
    const a = span.attributes;
    let si = a['gen_ai.system_instructions'] ?? a['gen_ai.agent.system_prompt'] ?? a['system_prompt'];
    if (typeof si === 'string' && /^".*"$/s.test(si))
        si = jsonString(si); // Strands JSON-encodes its system_prompt
    if (si !== undefined) {
        const msgs = (0,trace_content/* readMessages */.Ne)(si, 'system');
        if (msgs.length)
            return msgs.map((m) => m.text).join('\n');
    }
    const req = (0,trace_content/* parseMaybeJson */.mR)(a['gcp.vertex.agent.llm_request']);
    if (req && typeof req === 'object' && typeof req.config?.system_instruction === 'string')
        return req.config.system_instruction;
    // Ax records only its description (the rest of its prompt is built from the signature's fields).
    const axDescription = str(a.signature_name);
    return axDescription && axDescription !== 'unknown_signature' ? axDescription : undefined;
}
const base = {
    role: (span) => genaiRole(span),
    io: genaiIO,
    tool: genaiTool,
    usage: genaiUsage,
    declaredTools: genaiDeclaredTools,
    systemPrompt: genaiSystemPrompt,
};
const genai = { name: 'genai', claims: () => true, ...base };
const strands = {
    name: 'strands',
    claims: (span) => span.scope === 'strands.telemetry.tracer' ||
        span.attributes['gen_ai.system'] === 'strands-agents' ||
        span.attributes['gen_ai.provider.name'] === 'strands-agents',
    ...base,
};

// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
;// CONCATENATED MODULE: ./lib/trace/dialects/genkit.js
// Genkit's own spans (genkit:* attributes): genkit:metadata:subtype says what a span is ("model",
// "tool", "flow"...), genkit:input / genkit:output hold the action's input and output as JSON (a
// model's {messages, tools} and {message, usage}; a tool's arguments and result; a flow's input and
// answer), genkit:state "success" or "error". The root span (genkit:isRoot: a flow, or the first
// generate call) is the agent. Messages use Genkit's parts: {text}, {toolRequest}, {toolResponse}.



const attr = (span, key) => span.attributes[`genkit:${key}`];
const subtype = (span) => str(attr(span, 'metadata:subtype'));
/** genkit:input / output are always JSON: a flow's string input or answer is a JSON string ("\"Find...\""). */
function json(span, key) {
    const raw = attr(span, key);
    if (typeof raw === 'string' && raw.startsWith('"')) {
        try {
            return JSON.parse(raw);
        }
        catch {
            // not JSON after all: the text as it is
        }
    }
    return (0,trace_content/* parseMaybeJson */.mR)(raw);
}
const obj = (v) => ((0,util_text/* isRecord */.u4)(v) ? v : undefined);
function genkit_io(span) {
    const input = json(span, 'input');
    const output = json(span, 'output');
    const inMessages = obj(input)?.messages ?? obj(input)?.prompt ?? input;
    const outMessage = obj(output)?.message ?? obj(output)?.text ?? output;
    const system = (m) => m.role !== 'system';
    return {
        input: (0,trace_content/* readMessages */.Ne)(inMessages, 'user').filter(system),
        output: (0,trace_content/* readMessages */.Ne)(outMessage, 'assistant'),
    };
}
const genkit = {
    name: 'genkit',
    claims: (span) => attr(span, 'type') !== undefined || attr(span, 'name') !== undefined,
    role(span, isRoot) {
        switch (subtype(span)) {
            case 'model':
                return 'llm';
            case 'tool':
                return 'tool';
        }
        return attr(span, 'isRoot') === true || isRoot ? 'agent' : 'other';
    },
    io: genkit_io,
    tool(span) {
        return {
            name: str(attr(span, 'name')) ?? span.name,
            arguments: json(span, 'input'),
            result: json(span, 'output'),
            status: str(attr(span, 'state')),
        };
    },
    usage(span) {
        if (subtype(span) !== 'model')
            return undefined;
        const u = obj(obj(json(span, 'output'))?.usage);
        if (!u)
            return undefined;
        return { inputTokens: num(u.inputTokens) ?? 0, outputTokens: num(u.outputTokens) ?? 0 };
    },
    declaredTools(span) {
        const tools = obj(json(span, 'input'))?.tools;
        return (Array.isArray(tools) ? tools : [])
            .map((t) => (typeof t === 'string' ? t.replace(/^\/tool\//, '') : obj(t)?.name))
            .filter((n) => typeof n === 'string');
    },
    systemPrompt(span) {
        const messages = obj(json(span, 'input'))?.messages;
        return (0,trace_content/* readMessages */.Ne)(messages, 'user').find((m) => m.role === 'system')?.text || undefined;
    },
};

;// CONCATENATED MODULE: ./lib/trace/dialects/voltagent.js
// VoltAgent's own spans: span.type ("llm", "tool") on the model and tool spans, entity.type "agent"
// on every span of an agent's run, the agent's span (no span.type) holding `input` and `output`,
// `agent.instructions`; a tool span `tool.name`, `tool.call.id`, `input` (arguments) and `output`
// (result); a model span `llm.messages` and `llm.usage.*`.


const kind = (span) => str(span.attributes['span.type']);
const isAgentSpan = (span) => !kind(span) && str(span.attributes['entity.type']) === 'agent';
const voltagent = {
    name: 'voltagent',
    claims: (span) => kind(span) !== undefined || span.attributes['voltagent.operation_id'] !== undefined,
    role(span) {
        switch (kind(span)) {
            case 'llm':
                return 'llm';
            case 'tool':
                return 'tool';
        }
        return isAgentSpan(span) ? 'agent' : 'other';
    },
    io(span) {
        const a = span.attributes;
        if (kind(span) === 'llm')
            return { input: (0,trace_content/* readMessages */.Ne)(a['llm.messages'], 'user').filter((m) => m.role !== 'system'), output: [] };
        return { input: (0,trace_content/* readMessages */.Ne)(a.input, 'user'), output: (0,trace_content/* readMessages */.Ne)(a.output, 'assistant') };
    },
    tool(span) {
        const a = span.attributes;
        return {
            name: str(a['tool.name']) ?? span.name.replace(/^tool\.execution:/, ''),
            callId: str(a['tool.call.id']),
            arguments: (0,trace_content/* parseMaybeJson */.mR)(a.input),
            result: (0,trace_content/* parseMaybeJson */.mR)(a.output),
        };
    },
    usage(span) {
        if (kind(span) !== 'llm')
            return undefined;
        const a = span.attributes;
        const inputTokens = num(a['llm.usage.prompt_tokens']);
        const outputTokens = num(a['llm.usage.completion_tokens']);
        if (inputTokens === undefined && outputTokens === undefined)
            return undefined;
        return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    },
    declaredTools(span) {
        const tools = str(span.attributes['llm.tools']);
        return tools
            ? tools
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean)
            : [];
    },
    systemPrompt: (span) => str(span.attributes['agent.instructions']),
};

;// CONCATENATED MODULE: ./lib/trace/dialects/openinference.js
// OpenInference (Arize): openinference.span.kind, input.value / output.value, and messages and tool
// calls flattened into llm.input_messages.N.message.* / llm.output_messages.N.message.* attributes.



const KIND = 'openinference.span.kind';
/**
 * BeeAI's instrumentation records one span per emitter event of a call (start, success or error,
 * finish), named by the emitter's path (attribute target "tool.dynamic.searchFlights.success", name
 * "success"). A tool call is its success or error span (arguments and output); a model call its start
 * span (the request, with the system prompt; the token counts on its success span are not read).
 */
function beeEvent(span) {
    const target = str(span.attributes.target);
    const event = str(span.attributes.name);
    if (!target || !event || !target.endsWith(`.${event}`))
        return undefined;
    return { path: target.slice(0, -event.length - 1), event };
}
const BEE_TOOL_CALL_EVENTS = new Set(['success', 'error']);
/** How a BeeAI ToolCallingAgent answers: a tool of its own, not one the agent was given. */
const BEE_ANSWER_TOOL = 'finalAnswer';
/** The tool's name from its emitter path: BeeAI camel-cases it ("search_flights" -> "searchFlights"). */
const beeToolName = (path) => (path.split('.').at(-1) ?? path).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function flatMessages(attrs, prefix, fallbackRole) {
    return indexed(attrs, prefix).map((m) => {
        const msg = { role: (0,trace_content/* roleOf */.kp)(m['message.role'], fallbackRole), text: '', toolCalls: [], toolResults: [] };
        // The typed parts come first: the Vercel span processor flattens an agent's whole output (text,
        // tool calls and tool results) into one message whose message.content is the last tool result.
        const parts = indexed(m, 'message.contents')
            .map((c) => str(c['message_content.text']))
            .filter(Boolean);
        msg.text = parts.length ? parts.join('\n') : (str(m['message.content']) ?? '');
        for (const c of indexed(m, 'message.tool_calls')) {
            msg.toolCalls.push({
                id: str(c['tool_call.id']),
                name: str(c['tool_call.function.name']) ?? '',
                arguments: (0,trace_content/* parseMaybeJson */.mR)(c['tool_call.function.arguments']),
            });
        }
        const callId = str(m['message.tool_call_id']);
        // A tool result: a tool message, or a user message holding one (Anthropic's tool_result block).
        if (msg.role === 'tool' || callId)
            msg.toolResults.push({ id: callId, text: msg.text, error: false });
        return msg;
    });
}
/**
 * The flattened messages drop a tool result's error flag (Anthropic's is_error: OpenInference's
 * Anthropic instrumentation 0.2.8); the whole request in input.value keeps it.
 */
function flagFailedResults(input, request) {
    const results = input.flatMap((m) => m.toolResults).filter((r) => r.id && !r.error);
    if (!results.length || request === undefined)
        return;
    const failed = new Set((0,trace_content/* readMessages */.Ne)(request, 'user').flatMap((m) => m.toolResults.filter((r) => r.error && r.id).map((r) => r.id)));
    for (const r of results)
        if (failed.has(r.id))
            r.error = true;
}
function openinference_io(span) {
    const a = span.attributes;
    let input = flatMessages(a, 'llm.input_messages', 'user');
    let output = flatMessages(a, 'llm.output_messages', 'assistant');
    const kind = str(a[KIND]);
    if (kind === 'LLM')
        flagFailedResults(input, a['input.value']);
    // input.value / output.value carry the whole request/response on LLM spans (already covered by the
    // flattened messages) and the run's input and answer on AGENT / CHAIN spans.
    if (kind !== 'LLM') {
        if (!input.length)
            input = (0,trace_content/* readMessages */.Ne)(a['input.value'], 'user');
        if (!output.length)
            output = (0,trace_content/* readMessages */.Ne)(a['output.value'], 'assistant');
        // BeeAI's agent span: its answer as {role, text}.
        const answer = (0,trace_content/* parseMaybeJson */.mR)(a['output.value']);
        if (!output.some((m) => m.text) && answer && typeof answer === 'object' && typeof answer.text === 'string')
            output = [{ role: 'assistant', text: answer.text, toolCalls: [], toolResults: [] }];
    }
    if (!input.length && !output.length)
        return genaiIO(span);
    return { input, output };
}
const openinference = {
    name: 'openinference',
    claims: (span) => span.attributes[KIND] !== undefined,
    role(span, isRoot) {
        const bee = beeEvent(span);
        const kind = str(span.attributes[KIND])?.toUpperCase();
        if (bee && kind === 'LLM')
            return bee.event === 'start' ? 'llm' : 'other';
        if (bee && (!BEE_TOOL_CALL_EVENTS.has(bee.event) || bee.path.endsWith(`.${BEE_ANSWER_TOOL}`)))
            return 'other';
        switch (kind) {
            case 'AGENT':
                return 'agent';
            case 'LLM':
                return 'llm';
            case 'TOOL':
                return 'tool';
            case 'CHAIN':
                return isRoot ? 'agent' : 'other';
            default:
                return 'other';
        }
    },
    io: openinference_io,
    tool(span) {
        const a = span.attributes;
        const bee = beeEvent(span);
        if (bee) {
            // A BeeAI tool output is recorded as {result}.
            const out = (0,trace_content/* parseMaybeJson */.mR)(a['output.value']);
            return {
                name: beeToolName(bee.path),
                arguments: (0,trace_content/* parseMaybeJson */.mR)(a['tool.parameters']),
                result: out && typeof out === 'object' && 'result' in out ? out.result : out,
                status: bee.event === 'error' ? 'error' : undefined,
            };
        }
        const g = genaiTool(span);
        const result = (0,trace_content/* parseMaybeJson */.mR)(a['output.value'] ?? g.result);
        // LangChain tools return a ToolMessage, recorded serialized: the result is its content.
        const message = (0,trace_content/* langChainToolMessage */.Tm)(result);
        return {
            name: str(a['tool.name']) ?? (g.name || span.name),
            callId: str(a['tool_call.id']) ?? str(a['tool.id']) ?? g.callId ?? message?.toolCallId,
            arguments: (0,trace_content/* parseMaybeJson */.mR)(a['input.value'] ?? a['tool.parameters_value'] ?? g.arguments),
            result: message ? message.content : result,
            status: message?.status === 'error' ? 'error' : g.status,
        };
    },
    usage(span) {
        const a = span.attributes;
        const inputTokens = num(a['llm.token_count.prompt']);
        const outputTokens = num(a['llm.token_count.completion']);
        if (inputTokens === undefined && outputTokens === undefined)
            return genaiUsage(span);
        return { inputTokens: inputTokens ?? 0, outputTokens: outputTokens ?? 0 };
    },
    declaredTools(span) {
        return indexed(span.attributes, 'llm.tools')
            .map((t) => {
            const schema = (0,trace_content/* parseMaybeJson */.mR)(t['tool.json_schema']);
            return schema && typeof schema === 'object' ? (schema.name ?? schema.function?.name) : undefined;
        })
            .filter((x) => typeof x === 'string');
    },
    systemPrompt(span) {
        const a = span.attributes;
        const sys = flatMessages(a, 'llm.input_messages', 'user').find((m) => m.role === 'system');
        return sys?.text || requestSystem(a['input.value']) || requestSystem(a['llm.invocation_parameters']);
    },
};
/**
 * The system prompt in a provider's own request shape, where an instrumentation records the request
 * whole (input.value, llm.invocation_parameters) and no system-role message: Anthropic's and Bedrock
 * Converse's top-level `system` (a string or text blocks), Gemini's `systemInstruction` ({ parts }).
 */
function requestSystem(value) {
    const req = (0,trace_content/* parseMaybeJson */.mR)(value);
    if (!req || typeof req !== 'object' || Array.isArray(req))
        return undefined;
    const r = req;
    const gemini = r.systemInstruction ?? r.system_instruction ?? r.config?.systemInstruction;
    // A string or content blocks, read as any message's content is.
    const system = r.system ?? gemini?.parts ?? gemini;
    return system === undefined ? undefined : (0,trace_content/* readMessages */.Ne)(system, 'system')[0]?.text || undefined;
}

;// CONCATENATED MODULE: ./lib/trace/dialects/openllmetry.js
// OpenLLMetry (Traceloop): traceloop.span.kind (workflow, task, agent, tool), traceloop.entity.input
// / output (often serialized LangChain objects), and the older flattened gen_ai.prompt.N.* /
// gen_ai.completion.N.* message attributes with llm.request.type on model calls. Its LangChain
// instrumentation (0.27) writes every span as a root of its own trace: a chain per graph node
// ("workflow"), "execute_tool <class>" tool spans (kind "task") named by the tool's class.





function flatPrompt(attrs, prefix, fallbackRole) {
    return indexed(attrs, prefix).map((m) => {
        const msg = { role: (0,trace_content/* roleOf */.kp)(m.role, fallbackRole), text: '', toolCalls: [], toolResults: [] };
        const content = m.content;
        if (content !== undefined) {
            const parsed = (0,trace_content/* readMessages */.Ne)(content, msg.role);
            msg.text = parsed
                .map((p) => p.text)
                .filter(Boolean)
                .join('\n');
        }
        for (const c of indexed(m, 'tool_calls'))
            msg.toolCalls.push({ id: str(c.id), name: str(c.name) ?? '', arguments: (0,trace_content/* parseMaybeJson */.mR)(c.arguments) });
        if (msg.role === 'tool')
            msg.toolResults.push({ id: str(m.tool_call_id), text: msg.text, error: false });
        return msg;
    });
}
/**
 * An entity's input or output as the SDKs write it, unwrapped: a function's call is recorded as
 * {args: [...], kwargs: {...}} (the keyword arguments are the tool's arguments; a lone positional
 * argument is), and a string return value is JSON-encoded once more ("\"I'm sorry...\"").
 */
function entityValue(raw) {
    let v = (0,trace_content/* parseMaybeJson */.mR)(raw);
    if (typeof v === 'string' && /^"[\s\S]*"$/.test(v.trim())) {
        try {
            v = (0,trace_content/* parseMaybeJson */.mR)((0,json_depth/* parseBounded */.nh)(v.trim())); // a string that holds JSON (a tool returning JSON text)
        }
        catch {
            // not JSON after all: the text as it is
        }
    }
    if ((0,util_text/* isRecord */.u4)(v)) {
        const o = v;
        const keys = Object.keys(o);
        if (keys.every((k) => k === 'args' || k === 'kwargs') && keys.length) {
            const args = Array.isArray(o.args) ? o.args : [];
            const kwargs = o.kwargs && typeof o.kwargs === 'object' ? o.kwargs : {};
            // Neither recorded (a tool wrapped with no input handed to withTool): no arguments, not {}.
            if (!args.length && !Object.keys(kwargs).length)
                return undefined;
            if (!args.length)
                return kwargs;
            if (args.length === 1 && !Object.keys(kwargs).length)
                return args[0];
            return { ...kwargs, args };
        }
    }
    return v;
}
function openllmetry_io(span) {
    const a = span.attributes;
    const input = [
        ...flatPrompt(a, 'gen_ai.prompt', 'user'),
        ...(0,trace_content/* readMessages */.Ne)(entityValue(a['traceloop.entity.input']), 'user'),
    ];
    const output = [
        ...flatPrompt(a, 'gen_ai.completion', 'assistant'),
        ...(0,trace_content/* readMessages */.Ne)(entityValue(a['traceloop.entity.output']), 'assistant'),
    ];
    const g = genaiIO(span);
    return { input: [...input, ...g.input], output: [...output, ...g.output] };
}
const holdsMessages = (raw) => {
    const v = entityValue(raw);
    return (0,util_text/* isRecord */.u4)(v) && Array.isArray(v.messages);
};
/**
 * A LangChain chain that is a step of the run, not the run: a graph's router ({output: "__end__"})
 * or a node returning a Command. The graph itself, and nodes that return its state, map messages to
 * messages.
 */
const isLangChainStep = (a) => a['gen_ai.provider.name'] === 'langchain' &&
    !(holdsMessages(a['traceloop.entity.input']) && holdsMessages(a['traceloop.entity.output']));
/** LangChain's tool span names the tool's class (DynamicStructuredTool); the tool's own name is on its ToolMessage. */
const LANGCHAIN_TOOL_CLASSES = /^(Dynamic(Structured)?Tool|StructuredTool|Tool)$/;
const openllmetry = {
    name: 'openllmetry',
    claims: (span) => span.attributes['traceloop.span.kind'] !== undefined ||
        span.attributes['llm.request.type'] !== undefined ||
        span.attributes['traceloop.entity.name'] !== undefined,
    role(span) {
        const a = span.attributes;
        // The newer LangChain instrumentation marks tools "task" and says what they are here.
        if (a['gen_ai.operation.name'] === 'execute_tool')
            return 'tool';
        switch (str(a['traceloop.span.kind'])) {
            case 'workflow':
                return isLangChainStep(a) ? 'other' : 'agent';
            case 'agent':
                return 'agent';
            case 'tool':
                return 'tool';
            case 'task':
                return 'other';
        }
        if (span.attributes['llm.request.type'] !== undefined)
            return 'llm';
        return genaiRole(span);
    },
    io: openllmetry_io,
    tool(span) {
        const a = span.attributes;
        const g = genaiTool(span);
        const entity = str(a['traceloop.entity.name']);
        const output = entityValue(a['traceloop.entity.output']);
        const message = (0,trace_content/* langChainToolMessage */.Tm)(output);
        const ofClass = entity !== undefined && LANGCHAIN_TOOL_CLASSES.test(entity);
        const name = str(a['gen_ai.tool.name']) ??
            message?.name ??
            (ofClass ? undefined : (entity ?? span.name.replace(/\.tool$/, '')));
        const facts = {
            ...g,
            name: name ?? '',
            // LangChain records a tool's input as the JSON text the model sent.
            arguments: g.arguments ?? (0,trace_content/* parseMaybeJson */.mR)(entityValue(a['traceloop.entity.input'])),
            result: g.result ?? (message ? message.content : output),
        };
        if (message?.toolCallId)
            facts.callId ??= message.toolCallId;
        if (message?.status)
            facts.status ??= message.status;
        // A failed LangChain tool returns no ToolMessage, so only the model's request names it.
        if (!name)
            facts.unnamed = true;
        return facts;
    },
    usage: genaiUsage,
    declaredTools(span) {
        const fns = indexed(span.attributes, 'llm.request.functions')
            .map((f) => str(f.name))
            .filter((x) => !!x);
        return [...fns, ...genaiDeclaredTools(span)];
    },
    systemPrompt(span) {
        return (flatPrompt(span.attributes, 'gen_ai.prompt', 'user').find((m) => m.role === 'system')?.text ||
            genaiSystemPrompt(span));
    },
};

;// CONCATENATED MODULE: ./lib/trace/nodes.js
// Spans as a tree with each span's dialect reader and role: what the session assembly walks.






// Most specific first; genai claims everything else.
const READERS = [aisdk, openinference, openllmetry, genkit, voltagent, strands, genai];
/** A node's input and output messages, parsed on first use. */
const ioOf = (n) => (n.io ??= n.reader.io(n.span));
const hasAncestor = (n, role) => {
    for (let p = n.parent; p; p = p.parent)
        if (p.role === role)
            return true;
    return false;
};
const nearest = (n, role) => {
    for (let p = n.parent; p; p = p.parent)
        if (p.role === role)
            return p;
    return undefined;
};
function buildNodes(spans) {
    const byId = new Map();
    const nodes = spans.map((span) => {
        const reader = READERS.find((r) => r.claims(span)) ?? genai;
        const node = { span, reader, role: 'other', children: [], depth: 0 };
        byId.set(span.spanId, node);
        return node;
    });
    for (const n of nodes) {
        const p = n.span.parentSpanId ? byId.get(n.span.parentSpanId) : undefined;
        if (p && p !== n) {
            n.parent = p;
            p.children.push(n);
        }
    }
    for (const n of nodes) {
        let d = 0;
        for (let p = n.parent; p && d < 1000; p = p.parent)
            d++;
        n.depth = d;
        n.role = n.reader.role(n.span, !n.parent);
    }
    return nodes.sort((a, b) => a.span.start - b.span.start || a.depth - b.depth);
}

// EXTERNAL MODULE: ./lib/trace/span.js
var trace_span = __webpack_require__(1725);
;// CONCATENATED MODULE: ./lib/trace/tool-calls.js
// Tool calls from tool spans (with every way a framework marks a failure), or, for traces that have
// no tool spans, from the conversation: requests paired with their results by call id.





function resultError(result) {
    if (!result || typeof result !== 'object' || Array.isArray(result))
        return undefined;
    const r = result;
    if (r.isError === true || String(r.status).toLowerCase() === 'error')
        return typeof r.content === 'string' ? r.content : JSON.stringify(r.content ?? r);
    if (r.error !== undefined && r.error !== null && r.error !== false)
        return typeof r.error === 'string' ? r.error : JSON.stringify(r.error);
    return undefined;
}
/**
 * A result that is MCP content, text blocks only ([{type: "text", text: "{...}"}], what an MCP tool
 * returns and the Claude Agent SDK's instrumentation records): its text, parsed when it is JSON.
 */
function contentValue(result) {
    if (!Array.isArray(result) || !result.length)
        return result;
    if (!result.every((b) => (0,util_text/* isRecord */.u4)(b) && b.type === 'text' && typeof b.text === 'string'))
        return result;
    return (0,trace_content/* parseMaybeJson */.mR)(result.map((b) => b.text).join('\n'));
}
function toolCallOf(n) {
    const { span } = n;
    const facts = n.reader.tool(span);
    const a = span.attributes;
    const exception = span.events.find((e) => e.name === 'exception');
    // A tool that fails through a client library often records the exception on a child span only.
    const failedChild = n.children.find((c) => c.span.status.code === 'ERROR');
    const childException = failedChild?.span.events.find((e) => e.name === 'exception');
    const fromResult = resultError(facts.result);
    const failed = span.status.code === 'ERROR' ||
        facts.status?.toLowerCase() === 'error' ||
        a['error.type'] !== undefined ||
        !!exception ||
        fromResult !== undefined;
    const call = {
        name: facts.name,
        callId: facts.callId,
        arguments: facts.arguments ?? null,
        result: contentValue(facts.result ?? null),
        status: failed ? 'error' : 'ok',
        spanId: span.spanId,
        agentSpanId: nearest(n, 'agent')?.span.spanId,
        startTime: (0,trace_span/* isoTime */.Ly)(span.start),
        endTime: (0,trace_span/* isoTime */.Ly)(span.end),
    };
    if (failed) {
        const recordedType = str(a['error.type']) ??
            str(exception?.attributes['exception.type']) ??
            str(childException?.attributes['exception.type']);
        // A result such as {error: "TimeoutError: ..."} (a caught error handed back to the model) names
        // its type when nothing else does.
        const thrown = recordedType || fromResult === undefined ? null : THROWN.exec(fromResult.trim());
        const type = recordedType ?? thrown?.[1] ?? (span.status.code === 'ERROR' ? 'span_error' : 'tool_error');
        const message = str(exception?.attributes['exception.message']) ??
            thrown?.[2] ??
            fromResult ??
            span.status.message ??
            ((facts.status?.toLowerCase() === 'error' ? (0,util_text/* asText */.e1)(facts.result) : '') ||
                failedChild?.span.status.message ||
                `${facts.name} failed (status ERROR, no message recorded)`);
        // A message with the stack appended names the error's type: keep the type, drop the stack.
        const stacked = withStack(message);
        call.error = stacked
            ? { type: type === 'span_error' ? stacked.type : type, message: stacked.message }
            : { type, message };
    }
    const fault = str(a['agent_chaos.fault']);
    if (fault)
        call.fault = fault;
    if (!call.callId)
        delete call.callId;
    if (!call.agentSpanId)
        delete call.agentSpanId;
    return call;
}
/**
 * The text an agent SDK sends the model in place of a failed tool's result by default: without a
 * tool span this text is the only sign of the failure. OpenAI Agents (JS and Python): "An error
 * occurred while running the tool. Please try again." (+ " Error: ..."); LangGraph's ToolNode:
 * "Error: ...\n Please fix your mistakes.".
 */
const DEFAULT_ERROR_TEXTS = [
    /^An error occurred while running the tool\b/i,
    /^Error: [\s\S]*Please fix your mistakes\.?\s*$/,
];
/**
 * A thrown error written as the result (`${err.name}: ${err.message}`, what String(err) gives): an
 * agent that sends a failed call back to the model this way (Anthropic's tool_result with is_error,
 * whose flag OpenLLMetry's Anthropic instrumentation does not record) failed that call.
 */
const THROWN = /^([A-Z][A-Za-z0-9]*(?:Error|Exception)): (\S[\s\S]*)$/;
/** Why a result read from the conversation is a failure, if it is one, and the error's type when it names one. */
function messageResultError(text) {
    const parsed = (0,trace_content/* parseMaybeJson */.mR)(text);
    const fromResult = resultError(parsed);
    if (fromResult !== undefined)
        return { message: fromResult };
    const trimmed = text.trim();
    const thrown = THROWN.exec(trimmed);
    if (thrown)
        return { message: thrown[2], type: thrown[1] };
    return DEFAULT_ERROR_TEXTS.some((re) => re.test(trimmed)) ? { message: trimmed } : undefined;
}
/**
 * A status message with the stack appended ("msg\n\nTimeoutError: msg\n    at ...", as
 * OpenInference's LangChain instrumentation writes it): the error's type and its message alone.
 */
function withStack(message) {
    const m = message?.match(/^([\s\S]*?)\n\n([A-Za-z_$][\w$.]*): [^\n]*\n\s+at /);
    return m ? { type: m[2], message: m[1] } : undefined;
}
/** Tool calls seen only in the conversation (no tool span): requests paired with their results. */
function toolCallsFromMessages(llms) {
    const calls = [];
    const byId = new Map();
    const ios = llms.map((n) => ioOf(n));
    llms.forEach((n, i) => {
        for (const m of ios[i].output) {
            for (const req of m.toolCalls) {
                if (req.id && byId.has(req.id))
                    continue;
                const call = {
                    name: req.name,
                    arguments: req.arguments ?? null,
                    result: null,
                    status: 'ok',
                    spanId: n.span.spanId,
                    startTime: (0,trace_span/* isoTime */.Ly)(n.span.end),
                    endTime: (0,trace_span/* isoTime */.Ly)(n.span.end),
                };
                if (req.id) {
                    call.callId = req.id;
                    byId.set(req.id, call);
                }
                calls.push(call);
            }
        }
    });
    // Results may be logged before the request that asked for them (event order), so pair them last.
    for (const io of ios) {
        for (const m of [...io.input, ...io.output]) {
            for (const r of m.toolResults) {
                const call = r.id ? byId.get(r.id) : undefined;
                if (call && call.result === null && (r.text || r.error)) {
                    // Parsed as a tool span's result is, so both give the same data to compare and judge.
                    call.result = (0,trace_content/* parseMaybeJson */.mR)(r.text);
                    const failure = messageResultError(r.text);
                    if (r.error || failure) {
                        call.status = 'error';
                        call.error = { type: failure?.type ?? 'tool_error', message: failure?.message ?? r.text };
                    }
                }
            }
        }
    }
    return calls;
}
/**
 * What a tool span leaves out, from the model's requests: a one-argument tool's input recorded as the
 * bare value ("UA1234"), and the name of a tool its span does not name (LangChain under OpenLLMetry
 * names the class; a failed call has no ToolMessage). A call takes its request by call id, else the
 * unclaimed request with the same arguments, else the same tool's k-th request (the next unclaimed one
 * for an unnamed call).
 */
function withRequests(calls, llms, all) {
    const hasObject = (c) => c.arguments !== null && typeof c.arguments === 'object';
    if (calls.every((c) => hasObject(c) && c.name))
        return; // the usual case: no model call needs reading again
    const requested = llms.flatMap((n) => ioOf(n).output.flatMap((m) => m.toolCalls));
    // A model span that records only text (OpenLLMetry's LangChain chat spans): the requests are in
    // the messages the other spans carry (a graph's state), each once by its id.
    if (calls.some((c) => !c.name) && !requested.some((r) => r.name))
        requested.push(...requestsInMessages(all));
    const claimed = new Set();
    for (const c of calls) {
        const byId = c.callId ? requested.find((r) => r.id === c.callId) : undefined;
        if (byId)
            claimed.add(byId);
    }
    const same = (a, b) => (0,util_text/* canonicalJson */.dj)(a) === (0,util_text/* canonicalJson */.dj)(b);
    const seen = new Map();
    for (const c of calls) {
        const k = seen.get(c.name) ?? 0;
        seen.set(c.name, k + 1);
        if (hasObject(c) && c.name)
            continue;
        const open = requested.filter((r) => !claimed.has(r));
        const req = (c.callId ? requested.find((r) => r.id === c.callId) : undefined) ??
            (c.name
                ? requested.filter((r) => r.name === c.name)[k]
                : (open.find((r) => same(r.arguments, c.arguments)) ?? open[0]));
        if (!req)
            continue;
        claimed.add(req);
        if (!c.name)
            c.name = req.name;
        if (!hasObject(c) && req.arguments && typeof req.arguments === 'object')
            c.arguments = req.arguments;
        if (!c.callId && req.id)
            c.callId = req.id;
    }
}
function requestsInMessages(all) {
    const byId = new Map();
    for (const n of all)
        for (const m of [...ioOf(n).input, ...ioOf(n).output])
            for (const r of m.toolCalls)
                if (r.id && r.name && !byId.has(r.id))
                    byId.set(r.id, r);
    return [...byId.values()];
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/trace/continuations.js
// Traces that continue one conversation. An agent whose model calls are each a trace of their own,
// with no session.id or conversation id (OpenAI Agents JS traced by OpenInference's OpenAI
// instrumentation), would read as one session per model call. A model call whose request begins
// with a whole earlier model call (that call's request and reply) continues its conversation. A
// trace is joined to the latest such call only when exactly one trace holds it, so identical runs
// side by side (same input, same replies) stay apart rather than merge by guess.


const digest = (m) => (0,external_node_crypto_.createHash)('sha1')
    .update(`${m.role}\0${m.text.trim()}\0${m.toolCalls.map((c) => c.id ?? c.name).join(',')}\0${m.toolResults.map((r) => r.id ?? '').join(',')}`)
    .digest('base64')
    .slice(0, 12);
function modelOnly(trace, index) {
    const nodes = buildNodes(trace);
    // A trace with an agent or tool span is a run (or its part) the readers already place.
    if (nodes.some((n) => n.role === 'agent' || n.role === 'tool'))
        return undefined;
    const llms = nodes.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    if (!llms.length)
        return undefined;
    const first = ioOf(llms[0]).input.map(digest);
    const lastIo = ioOf(llms[llms.length - 1]);
    const conversation = [...lastIo.input, ...lastIo.output].map(digest).join('');
    if (!first.length || !conversation)
        return undefined;
    let start = Infinity;
    let end = -Infinity;
    for (const s of trace) {
        start = Math.min(start, s.start);
        end = Math.max(end, s.end);
    }
    return { index, start, end, first, conversation };
}
/** Groups of trace indexes, each one conversation, in time order; traces not joined are alone. */
function joinContinuations(traces) {
    const parent = traces.map((_, i) => i);
    const root = (i) => (parent[i] === i ? i : (parent[i] = root(parent[i])));
    const infos = traces.map(modelOnly).filter((t) => t !== undefined);
    const byConversation = new Map();
    for (const t of infos) {
        const list = byConversation.get(t.conversation);
        if (list)
            list.push(t);
        else
            byConversation.set(t.conversation, [t]);
    }
    for (const t of infos) {
        // The longest earlier conversation this request begins with (a strict prefix of it).
        let prefix = '';
        let previous;
        for (let k = 0; k < t.first.length - 1; k++) {
            prefix += t.first[k];
            const found = byConversation.get(prefix)?.filter((c) => c !== t && c.end <= t.start);
            if (found?.length)
                previous = found;
        }
        if (previous?.length === 1)
            parent[root(t.index)] = root(previous[0].index);
    }
    const groups = new Map();
    traces.forEach((_, i) => {
        const r = root(i);
        const g = groups.get(r);
        if (g)
            g.push(i);
        else
            groups.set(r, [i]);
    });
    return [...groups.values()];
}

;// CONCATENATED MODULE: ./lib/trace/normalize.js
// Spans of any dialect -> normalized sessions. Dialect readers say what each span is (agent run,
// model call, tool call) and what it carries; this module groups, orders and assembles.







/** Model calls whose times a session keeps (for timelines and placing model faults). */
const MAX_MODEL_CALL_TIMES = 10_000;
const DIALECT_RANK = ['aisdk', 'openinference', 'openllmetry', 'genkit', 'voltagent', 'strands', 'genai'];
function sessionKey(trace) {
    for (const key of ['session.id', 'gen_ai.conversation.id']) {
        for (const s of trace) {
            const v = str(s.attributes[key]) ?? str(s.resource[key]);
            if (v)
                return v;
        }
    }
    return undefined;
}
function firstStart(trace) {
    let min = Infinity;
    for (const s of trace)
        if (s.start < min)
            min = s.start;
    return min;
}
/**
 * Groups spans into sessions: by session.id, then gen_ai.conversation.id; traces with neither are
 * a session each, except model-call traces that continue one conversation (joinContinuations).
 */
function normalize(batch) {
    const spans = attachLogs(batch.spans, batch.logs);
    const traces = new Map();
    for (const s of spans) {
        let t = traces.get(s.traceId);
        if (!t)
            traces.set(s.traceId, (t = []));
        t.push(s);
    }
    const sessions = new Map();
    const keyless = [];
    for (const trace of traces.values()) {
        const key = sessionKey(trace);
        if (key === undefined) {
            keyless.push(trace);
            continue;
        }
        let list = sessions.get(key);
        if (!list)
            sessions.set(key, (list = []));
        list.push(trace);
    }
    const groups = keyless.length > 1 ? joinContinuations(keyless) : keyless.map((_, i) => [i]);
    for (const g of groups) {
        const ts = g.map((i) => keyless[i]).sort((a, b) => firstStart(a) - firstStart(b));
        sessions.set(ts[0][0].traceId, ts);
    }
    return [...sessions].map(([id, ts]) => buildSession(id, ts));
}
const textOf = (msgs, role) => {
    for (let i = msgs.length - 1; i >= 0; i--)
        if (msgs[i].role === role && msgs[i].text.trim())
            return msgs[i].text;
    return '';
};
/** The text a model call answered with; an outer call without content borrows its inner call's. */
function llmOutput(n) {
    const out = ioOf(n).output;
    if (out.some((m) => m.text || m.toolCalls.length))
        return out;
    for (const c of n.children) {
        if (c.role === 'llm') {
            const inner = llmOutput(c);
            if (inner.length)
                return inner;
        }
    }
    return out;
}
function llmUsage(n) {
    const own = n.reader.usage(n.span);
    if (own)
        return own;
    let found;
    for (const c of n.children) {
        const u = c.role === 'llm' ? llmUsage(c) : undefined;
        if (u)
            found = {
                inputTokens: (found?.inputTokens ?? 0) + u.inputTokens,
                outputTokens: (found?.outputTokens ?? 0) + u.outputTokens,
            };
    }
    return found;
}
function buildSession(sessionId, traces) {
    const ordered = traces.map((t) => buildNodes(t)).sort((a, b) => a[0].span.start - b[0].span.start);
    const all = ordered.flat();
    let dialect = 'genai';
    for (const n of all)
        if (DIALECT_RANK.indexOf(n.reader.name) < DIALECT_RANK.indexOf(dialect))
            dialect = n.reader.name;
    const llms = all.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    const toolNodes = all.filter((n) => n.role === 'tool');
    const toolCalls = toolNodes.length ? toolNodes.map(toolCallOf) : toolCallsFromMessages(llms);
    if (toolNodes.length)
        withRequests(toolCalls, llms, all);
    const { messages, input, finalAnswer } = conversationOf(ordered, toolCalls, toolNodes.length > 0);
    const declared = declaredOf(all);
    const modelSpans = llms.filter((n) => !n.span.attributes[LOG_ONLY]);
    const session = {
        sessionId,
        traceIds: ordered.map((t) => t[0].span.traceId),
        dialect,
        input,
        finalAnswer,
        toolCalls,
        messages,
        modelCalls: modelSpans.length,
        usage: usageOf(all),
        durationMs: Math.round(activeTime(ordered)),
    };
    if (modelSpans.length)
        session.modelCallTimes = modelSpans
            .slice(0, MAX_MODEL_CALL_TIMES)
            .map((n) => ({ spanId: n.span.spanId, start: n.span.start, end: n.span.end }));
    const toolRequests = modelSpans.filter((n) => askedForTool(n.span)).length;
    if (toolRequests)
        session.toolRequests = toolRequests;
    const chaos = chaosLabels(all.map((n) => n.span));
    if (chaos)
        session.chaos = chaos;
    if (declared.systemPrompt)
        session.systemPrompt = declared.systemPrompt;
    if (declared.tools.size)
        session.availableTools = [...declared.tools];
    if (declared.definitions.size)
        session.toolDefinitions = [...declared.definitions.values()];
    return session;
}
/**
 * The conversation over the session's traces, in time order: each trace's request (once), its steps in
 * the order they started, its answer when its agent ended; the request of the first trace and the
 * answer that came last. Time, not trace order, places them: some instrumentations (OpenLLMetry's
 * LangChain) make every span a trace of its own, the whole run's span first.
 * `traced`: the calls are tool spans (else they were read from the conversation itself).
 */
function conversationOf(ordered, toolCalls, traced) {
    const callBySpan = new Map(traced ? toolCalls.map((c) => [c.spanId, c]) : []);
    const placed = new Set();
    const steps = [];
    let input = '';
    for (const trace of ordered) {
        const agents = trace.filter((n) => n.role === 'agent');
        const request = requestOf(trace, agents);
        if (!input)
            input = request;
        const start = trace[0].span.start;
        if (request)
            steps.push({ at: start, end: -Infinity, order: -1, msg: { role: 'user', text: request }, request: true });
        const timeline = timelineOf(trace, callBySpan);
        // Calls read from the conversation come right after the model call that asked for them.
        if (!traced)
            trace.forEach((n, order) => {
                for (const c of toolCalls)
                    if (c.spanId === n.span.spanId && !placed.has(c) && placed.add(c))
                        timeline.push({ at: n.span.end, end: n.span.end, order: order + 0.5, msg: toolStep(c) });
            });
        steps.push(...timeline);
        const answer = normalize_answerOf(agents, timeline);
        if (answer)
            steps.push({
                at: answer.at,
                end: Infinity,
                order: Infinity,
                msg: { role: 'assistant', text: answer.text, spanId: answer.spanId },
                answer: true,
            });
    }
    // A stable sort: steps at the same time keep their trace's order.
    steps.sort((a, b) => a.at - b.at || a.end - b.end || a.order - b.order);
    const messages = [];
    const push = (m) => {
        m.text = m.text.trim();
        const last = messages[messages.length - 1];
        // A model message repeated by nested spans is one message; repeated tool calls are real steps.
        if (m.text && !(m.role !== 'tool' && last && last.role === m.role && last.text === m.text))
            messages.push(m);
    };
    let lastRequest = '';
    let finalAnswer = '';
    for (const step of steps) {
        // A run split over traces (a trace per model call) repeats its request: one user message.
        if (step.request && step.msg.text === lastRequest)
            continue;
        if (step.request)
            lastRequest = step.msg.text;
        if (step.answer)
            finalAnswer = step.msg.text;
        push(step.msg);
    }
    for (const c of toolCalls)
        if (!traced && !placed.has(c))
            push(toolStep(c));
    return { messages, input, finalAnswer };
}
/** A trace's request: its agent's input, else its first model call's user text. */
function requestOf(trace, agents) {
    let request = '';
    for (const a of agents)
        if ((request = textOf(ioOf(a).input, 'user')))
            break;
    const first = trace.find((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
    if (!request && first)
        request = textOf(ioOf(first).input, 'user');
    return request.trim();
}
const toolStep = (c) => ({ role: 'tool', text: toolMessage(c), spanId: c.spanId });
/** A trace's model texts and traced tool calls, with their times (sorted by the caller). */
function timelineOf(trace, callBySpan) {
    const timeline = [];
    trace.forEach((n, order) => {
        const at = { at: n.span.start, end: n.span.end, order };
        if (n.role === 'llm' && !hasAncestor(n, 'llm')) {
            const text = textOf(llmOutput(n), 'assistant');
            if (text)
                timeline.push({ ...at, msg: { role: 'assistant', text, spanId: n.span.spanId } });
        }
        else if (n.role === 'tool') {
            const call = callBySpan.get(n.span.spanId);
            if (call)
                timeline.push({ ...at, msg: toolStep(call) });
        }
    });
    return timeline;
}
/** The answer of a trace: the latest agent output (outermost on ties), else the last model text. */
function normalize_answerOf(agents, timeline) {
    let best;
    for (const a of agents) {
        const text = textOf(ioOf(a).output, 'assistant');
        if (text && (!best || a.span.end > best.end || (a.span.end === best.end && a.depth < best.depth)))
            best = { text, end: a.span.end, depth: a.depth, spanId: a.span.spanId };
    }
    const lastModel = [...timeline].reverse().find((t) => t.msg.role === 'assistant');
    const text = (best?.text ?? lastModel?.msg.text ?? '').trim();
    const at = best?.end ?? lastModel?.end ?? 0;
    return text ? { text, spanId: best?.spanId ?? lastModel?.msg.spanId, at } : undefined;
}
/**
 * Tokens over the session, each counted once: a model call's own (or its inner calls'); else, where
 * no model call below counted any, an agent's, tool's or step's (OpenInference's Claude Agent SDK
 * instrumentation counts the whole query on its agent span and records no model call).
 */
function usageOf(all) {
    const usage = { inputTokens: 0, outputTokens: 0 };
    const byModel = new Map();
    // The model a span's tokens were spent on, where it says (what prices them: results/agent-cost.ts).
    const add = (u, span) => {
        usage.inputTokens += u.inputTokens;
        usage.outputTokens += u.outputTokens;
        const model = modelOf(span);
        if (!model || (!byModel.has(model) && byModel.size >= MAX_MODELS))
            return;
        const m = byModel.get(model) ?? { inputTokens: 0, outputTokens: 0 };
        byModel.set(model, { inputTokens: m.inputTokens + u.inputTokens, outputTokens: m.outputTokens + u.outputTokens });
    };
    /** Counts the tokens of `n`'s subtree; whether it found any. */
    const visit = (n) => {
        if (n.role === 'llm') {
            const u = llmUsage(n);
            if (u)
                add(u, n.span);
            return !!u;
        }
        let counted = false;
        for (const c of n.children)
            counted = visit(c) || counted;
        if (counted)
            return true;
        const own = n.reader.usage(n.span) ?? anyUsage(n.span);
        if (own)
            add(own, n.span);
        return !!own;
    };
    for (const n of all)
        if (n.depth === 0)
            visit(n);
    if (byModel.size)
        usage.byModel = Object.fromEntries(byModel);
    return usage;
}
/** The most models a session's tokens are kept apart for; the rest count in the total only. */
const MAX_MODELS = 20;
/** The model a span names, as the conventions spell it (the response's model first: the one that answered). */
function modelOf(span) {
    const a = span.attributes;
    const name = str(a['gen_ai.response.model']) ??
        str(a['gen_ai.request.model']) ??
        str(a['llm.model_name']) ??
        str(a['ai.response.model']) ??
        str(a['ai.model.id']);
    return name?.trim() ? name.trim().slice(0, 200) : undefined;
}
/** What the agent was given, as its agent and model spans declare it: tools, their definitions, the system prompt. */
function declaredOf(all) {
    const tools = new Set();
    const definitions = new Map();
    let systemPrompt;
    for (const n of all) {
        if (n.role !== 'agent' && n.role !== 'llm')
            continue;
        for (const t of n.reader.declaredTools(n.span))
            tools.add(t);
        for (const d of genaiToolDefinitions(n.span))
            if (!definitions.has(d.name))
                definitions.set(d.name, d);
        if (!systemPrompt)
            systemPrompt = n.reader.systemPrompt(n.span) ?? textOf(ioOf(n).input, 'system') ?? undefined;
    }
    return { tools, definitions, systemPrompt };
}
/** Active time: the traces of a multi-turn session may be days apart. */
function activeTime(ordered) {
    let durationMs = 0;
    for (const trace of ordered) {
        let start = Infinity;
        let end = 0;
        for (const n of trace) {
            if (n.span.start > 0)
                start = Math.min(start, n.span.start);
            end = Math.max(end, n.span.end);
        }
        if (Number.isFinite(start) && end >= start)
            durationMs += end - start;
    }
    return durationMs;
}
/** Finish reasons that end a model call asking for a tool: tool_calls, tool_call, tool_use, function_call, tool-calls. */
const TOOL_FINISH = /tool|function/i;
/** The model call ended asking for a tool (the conventions' finish reasons, and the AI SDK's). */
function askedForTool(span) {
    const a = span.attributes;
    const reasons = [
        a['gen_ai.response.finish_reasons'],
        a['gen_ai.completions.0.finish_reason'],
        a['llm.response.finish_reason'],
        a['ai.response.finishReason'],
    ].flat();
    return reasons.some((r) => typeof r === 'string' && TOOL_FINISH.test(r));
}
/** The labels the runner puts in OTEL_RESOURCE_ATTRIBUTES, read back from any span of the session. */
function chaosLabels(spans) {
    for (const s of spans) {
        const r = s.resource;
        const name = str(r['agent_chaos.case']) ?? str(s.attributes['agent_chaos.case']);
        if (!name)
            continue;
        const out = { case: name };
        const repeat = Number(r['agent_chaos.repeat']);
        const seed = Number(r['agent_chaos.seed']);
        if (Number.isFinite(repeat) && r['agent_chaos.repeat'] !== undefined)
            out.repeat = repeat;
        if (Number.isFinite(seed) && r['agent_chaos.seed'] !== undefined)
            out.seed = seed;
        return out;
    }
    return undefined;
}
function toolMessage(c) {
    if (c.status === 'error')
        return `${c.name} failed: ${c.error?.type}: ${c.error?.message}`;
    return `${c.name} -> ${(0,util_text/* asText */.e1)(c.result)}`;
}


/***/ })

};
