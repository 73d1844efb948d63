export const id = 759;
export const ids = [759];
export const modules = {

/***/ 2759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aG: () => (/* binding */ sessionText),
/* harmony export */   printResults: () => (/* binding */ printResults),
/* harmony export */   printVerdict: () => (/* binding */ printVerdict),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
/* unused harmony export summaryTable */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8805);
/* harmony import */ var _results_notes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6151);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3151);
/* harmony import */ var _trace_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(600);
/* harmony import */ var _results_agent_cost_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8481);





const formatScore = (s) => s.score === null ? `– (${s.label})` : /^\d/.test(s.label) ? s.score.toFixed(2) : `${s.score.toFixed(2)} ${s.label}`;
/** Case x evaluator means with their run counts and intervals. */
function summaryTable(results) {
    const evaluators = Object.keys(results.cases[0]?.summary ?? {});
    const rows = [['case', ...evaluators]];
    for (const c of results.cases) {
        rows.push([
            c.name,
            ...evaluators.map((e) => {
                const s = c.summary[e];
                if (!s || s.mean === null)
                    return '–';
                const ci = s.ci && s.n > 1 ? ` [${s.ci[0].toFixed(2)}, ${s.ci[1].toFixed(2)}]` : '';
                return `${s.mean.toFixed(2)} (n=${s.n})${ci}`;
            }),
        ]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows
        .map((r, j) => {
        const line = r.map((cell, i) => cell.padEnd(widths[i])).join('  ');
        return j === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
        .join('\n');
}
/** The results as the terminal shows them: table, runs without a score, insights, notes, usage. */
function printResults(results, io) {
    io.out(summaryTable(results));
    // failure_analysis reads the other way round from the rest; say so where its number is shown.
    if (results.cases.some((c) => c.summary.failure_analysis))
        io.out('(failure_analysis: share of sessions where failures were found, higher is worse; the others: higher is better)');
    const unscored = results.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'ok').map((r) => ({ c, r })));
    if (unscored.length) {
        io.out('\nRuns that did not end well:');
        for (const { c, r } of unscored)
            io.out(`  ${c.name} #${r.repeat}: ${r.status}: ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(r.error ?? '', 200)}`);
    }
    if (results.insights.length) {
        io.out('\nFailure insights (largest first):');
        const shown = results.insights.slice(0, 8);
        // Titles that one width would cut into the same words are shown whole enough to tell apart.
        const title = (name) => shown.some((o) => o.name !== name && (0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(o.name, 100) === (0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(name, 100)) ? (0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(name, 240) : (0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(name, 100);
        for (const i of shown) {
            io.out(`  ${i.affectedSessions} session(s): ${title(i.name)}`);
            const fix = i.rootCauses[0]?.suggestedFix;
            if (fix)
                io.out(`      fix: ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(fix, 140)}`);
        }
    }
    const faults = (0,_results_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .faultLines */ .w0)(results.cases);
    if (faults.length) {
        io.out('\nFaults:');
        for (const l of faults)
            io.out(`  ${(0,_results_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFault */ .Qx)(l)}`);
    }
    for (const n of (results.notes ?? []).filter((n) => !faults.some((l) => n === (0,_results_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFault */ .Qx)(l))))
        io.out(`note: ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(n, 300)}`);
    const u = results.usage;
    if (u.agent)
        io.out(`agent: ${agentLine(u.agent)}`);
    if (results.judge.provider !== 'heuristic')
        io.out(`judge: ${u.judgeCalls} call(s), ${u.inputTokens}+${u.outputTokens} tokens, ~$${u.estimatedCostUsd.toFixed(4)}`);
}
/** The agent's model calls in money, plain: "48 session(s), 9,900+3,100 tokens, about $0.0021 (travel-policy-v1 ...)". */
function agentLine(a) {
    const money = a.costUsd !== undefined ? `, about ${(0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_2__/* .dollars */ .E9)(a.costUsd)}` : '';
    return `${a.sessions} session(s), ${a.inputTokens}+${a.outputTokens} tokens${money}${(0,_results_agent_cost_js__WEBPACK_IMPORTED_MODULE_2__/* .unpricedText */ .CX)(a.unpriced)}, from its traces`;
}
/** A session for the terminal (`agent-chaos inspect`): input, each tool call with its outcome, answer. */
function sessionText(s, width = 160) {
    const lines = [];
    const failed = s.toolCalls.filter((c) => c.status === 'error').length;
    lines.push(`session ${s.sessionId}  [${s.dialect}]  ${s.traceIds.length} trace(s), ${s.modelCalls} model call(s), ` +
        `${s.toolCalls.length} tool call(s) (${failed} failed), ${s.usage.inputTokens}+${s.usage.outputTokens} tokens, ${s.durationMs} ms`);
    lines.push(`  input:  ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(s.input || '(none found)', width)}`);
    for (const c of s.toolCalls) {
        const mark = c.status === 'ok' ? '✓' : '✗';
        const detail = c.status === 'ok' ? (0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1)(c.result) : `${c.error?.type}: ${c.error?.message}`;
        const fault = c.fault ? ` [fault: ${c.fault}]` : '';
        lines.push(`  ${mark} ${c.name}(${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_4__/* .asText */ .e1)(c.arguments), 60)})${fault}  span ${c.spanId}`);
        if (detail)
            lines.push(`      -> ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(detail, width - 8)}`);
    }
    lines.push(`  answer: ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(s.finalAnswer || '(none found)', width)}`);
    return lines.join('\n');
}
/** How many of the gate's reasons the terminal lists; the rest are in report.md. */
const TERMINAL_REASONS = 10;
/** The verdict as the terminal says it: the headline's words with their counts, then the reasons. */
function printVerdict(r, io) {
    const { gate } = r;
    const { what } = (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictWords */ .L2)({ gate: r.gate, comparison: r.comparison, baseline: r.baseline.info });
    io.out(`gate: ${gate.verdict}: ${what}`);
    const shown = gate.reasons.slice(0, TERMINAL_REASONS);
    for (const reason of shown)
        io.out(`  - ${reason}`);
    if (gate.reasons.length > shown.length)
        io.out(`  … ${shown.length} of ${gate.reasons.length} reasons shown; all of them in ${r.report}`);
}


/***/ }),

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


/***/ })

};
