export const id = 567;
export const ids = [567,340];
export const modules = {

/***/ 9392:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kc: () => (/* binding */ expandCases)
/* harmony export */ });
/* unused harmony exports NO_FAULT, effectMapName */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6804);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1091);
// Case expansion, like Strands' ChaosCase.expand: a case with several effect maps becomes one case per
// map, named "case|map"; a no-fault variant "case|baseline" can be added, as expand does.


const effectsOf = (m) => ({
    tool_effects: m?.tool_effects ?? {},
    ...(m?.model_effects ? { model_effects: m.model_effects } : {}),
    ...(m?.mcp_effects ? { mcp_effects: m.mcp_effects } : {}),
});
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
    const base = { case: c.name, input: c.input, repeat: c.repeat ?? config.repeat, tags: c.tags };
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
/** All runnable cases; throws when two expanded cases share a name (results would collide). */
function expandCases(config) {
    const cases = config.cases.flatMap((c) => expandOne(c, config));
    const seen = new Set();
    for (const c of cases) {
        if (seen.has(c.name))
            throw new Error(`two cases expand to the same name "${c.name}": give the cases or effect maps distinct names`);
        seen.add(c.name);
    }
    return cases;
}


/***/ }),

/***/ 2319:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ evaluatorThresholds),
/* harmony export */   i: () => (/* binding */ applyOverrides)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1091);
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
        agent: { ...config.agent, env: { ...config.agent.env, ...o.agentEnv } },
    };
}
/** Pass thresholds the config sets per evaluator (the gate's "threshold" rule reads them). */
const evaluatorThresholds = (config) => Object.fromEntries((config?.evaluators ?? []).flatMap((e) => typeof e === 'object' && e.threshold !== undefined ? [[e.name, e.threshold]] : []));


/***/ }),

/***/ 4079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kk: () => (/* binding */ HEURISTIC_AGREEMENT),
/* harmony export */   LH: () => (/* binding */ CalibrationSetError),
/* harmony export */   kk: () => (/* binding */ readOwnPart),
/* harmony export */   p8: () => (/* binding */ readCalibrationSet)
/* harmony export */ });
/* unused harmony exports sessionOf, OWN_SET */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _trace_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8305);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(855);
// Labelled sessions a judge is measured against, read from JSON Lines. A line is either a whole
// labelled session ({session, labels, rationale}, as agent-chaos's own development part holds) or the
// short form a team writes by hand for its own domain (docs/calibration.md): the request, the tool
// calls with their results or errors, the answer, the labels and a one-line reason. Errors name the
// file, the line and the field.





const labelsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    failure_communication: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_3__/* .LEVELS */ .A_).optional(),
    recovery_strategy: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_3__/* .LEVELS */ .A_).optional(),
    partial_completion: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1).optional(),
});
const callSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    tool: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    args: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(),
    /** "Type: message", or the object. */
    error: zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })]).optional(),
    fault: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** Start, ms after the session's start (default: one second after the previous call). */
    at: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).optional(),
    ms: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).optional(),
    /** A lying tool's change (fault empty_result, stale_data, ...): what changed and whether the agent could tell. */
    lie: _trace_session_js__WEBPACK_IMPORTED_MODULE_2__/* .lieSchema */ .yz.optional(),
});
const shortSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    domain: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    lang: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    input: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    tools: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()).optional(),
    calls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(callSchema),
    modelFaults: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        effect: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        call: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
        detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        recovered: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    }))
        .optional(),
    answer: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    labels: labelsSchema,
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(10),
});
const fullSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    session: _trace_session_js__WEBPACK_IMPORTED_MODULE_2__/* .sessionSchema */ ._M,
    labels: labelsSchema,
    rationale: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(10),
    source: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    domain: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    lang: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const T0 = Date.parse('2026-05-01T09:00:00Z');
const hex = (n) => n.toString(16).padStart(16, '0');
/** The short form as a session: calls in order, each one second apart unless `at` says otherwise. */
function sessionOf(e, line) {
    let clock = 0;
    const toolCalls = e.calls.map((c, i) => {
        const start = c.at ?? clock;
        const end = start + (c.ms ?? 500);
        clock = start + 1000;
        const error = typeof c.error === 'string'
            ? { type: c.error.split(':')[0].trim(), message: c.error.slice(c.error.indexOf(':') + 1).trim() }
            : c.error;
        return {
            name: c.tool,
            arguments: c.args ?? {},
            result: error ? null : (c.result ?? null),
            status: error ? 'error' : 'ok',
            ...(error ? { error } : {}),
            spanId: hex(line * 1000 + i + 1),
            startTime: new Date(T0 + start).toISOString(),
            endTime: new Date(T0 + end).toISOString(),
            ...(c.fault ? { fault: c.fault, faultFrom: 'harness' } : {}),
            ...(c.detail ? { faultDetail: c.detail } : {}),
            ...(c.lie ? { lie: c.lie } : {}),
        };
    });
    const messages = [
        { role: 'user', text: e.input },
        ...toolCalls.map((c) => ({
            role: 'tool',
            text: c.error
                ? `${c.name} failed: ${c.error.type}: ${c.error.message}`
                : `${c.name} -> ${JSON.stringify(c.result)}`,
            spanId: c.spanId,
        })),
        { role: 'assistant', text: e.answer, spanId: hex(line * 1000) },
    ];
    return {
        sessionId: e.id,
        traceIds: [hex(line) + hex(line)],
        dialect: 'genai',
        input: e.input,
        finalAnswer: e.answer,
        availableTools: e.tools ?? [...new Set(e.calls.map((c) => c.tool))],
        toolCalls,
        messages,
        modelCalls: toolCalls.length + 1,
        usage: { inputTokens: 0, outputTokens: 0 },
        durationMs: clock,
        ...(e.modelFaults?.length ? { modelFaults: e.modelFaults } : {}),
    };
}
class CalibrationSetError extends Error {
}
/** Reads a calibration set; throws CalibrationSetError naming file:line and the field at fault. */
function readCalibrationSet(path) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (err) {
        throw new CalibrationSetError(`${path}: cannot read the calibration set (${err.message})`);
    }
    const entries = [];
    const ids = new Set();
    text.split('\n').forEach((raw, i) => {
        const line = i + 1;
        if (!raw.trim())
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (err) {
            throw new CalibrationSetError(`${path}:${line}: not JSON (${err.message}); one object per line`);
        }
        const full = value !== null && typeof value === 'object' && 'session' in value;
        const parsed = (full ? fullSchema : shortSchema).safeParse(value);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = issue.path.join('.') || '(line)';
            throw new CalibrationSetError(`${path}:${line}: ${field}: ${issue.message} (see docs/calibration.md for the label format)`);
        }
        const entry = 'session' in parsed.data
            ? parsed.data
            : {
                session: sessionOf(parsed.data, line),
                labels: parsed.data.labels,
                rationale: parsed.data.reason,
                domain: parsed.data.domain,
                lang: parsed.data.lang,
            };
        if (!Object.keys(entry.labels).length)
            throw new CalibrationSetError(`${path}:${line}: labels: no label (give at least one evaluator's label)`);
        if (ids.has(entry.session.sessionId))
            throw new CalibrationSetError(`${path}:${line}: id "${entry.session.sessionId}" is used twice`);
        ids.add(entry.session.sessionId);
        entries.push(entry);
    });
    if (!entries.length)
        throw new CalibrationSetError(`${path}: no labelled session`);
    return entries;
}
/**
 * agent-chaos's own set, in two parts: development (the rules and prompts were tuned on it) and
 * held-out (written before the rules changed, never tuned on: the figure the report shows).
 */
const OWN_SET = {
    development: ['sessions.jsonl', 'development.jsonl'],
    heldOut: ['held-out.jsonl'],
};
/** One part of agent-chaos's own set, from fixtures/calibration under `root`. */
const readOwnPart = (root, part) => OWN_SET[part].flatMap((f) => readCalibrationSet((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'fixtures', 'calibration', f)));
/** The heuristic's measured agreement with the own set, written by `npm run calibration` (a test keeps it current). */
const HEURISTIC_AGREEMENT = 'heuristic.json';


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

;// CONCATENATED MODULE: ./lib/judge/create.js



const AWS_HOW = 'add aws-actions/configure-aws-credentials with a role allowed bedrock:InvokeModel (and permissions: id-token: write), or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY';
/**
 * The Bedrock judge without AWS credentials in the environment: the heuristic judge with a warning
 * (judge.fallback: heuristic, the default), or an error naming what is missing (fallback: fail).
 */
function withFallback(settings, warn, env = process.env) {
    if (settings.provider !== 'bedrock' || hasAwsCredentials(env))
        return settings;
    if (settings.fallback === 'fail')
        throw new Error(`agent-chaos: the Bedrock judge needs AWS credentials and judge.fallback is fail: ${AWS_HOW}`);
    warn(`agent-chaos: no AWS credentials in the environment (${AWS_HOW}): scoring with the offline heuristic judge, a rough stand-in for the LLM judge.`);
    return { ...settings, provider: 'heuristic', model: 'heuristic' };
}
async function createJudge(settings) {
    switch (settings.provider) {
        case 'heuristic':
            return { kind: 'heuristic' };
        case 'bedrock':
            return {
                kind: 'llm',
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

/***/ 9567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Fo: () => (/* binding */ collect),
  g4: () => (/* binding */ compareAndGate),
  z0: () => (/* binding */ judgeFor),
  iA: () => (/* binding */ prepare),
  aI: () => (/* binding */ runPipeline),
  fN: () => (/* binding */ score),
  fm: () => (/* binding */ scoringOf)
});

// UNUSED EXPORTS: agreementOf, measuredAgreement, scoreJournals, writeOutputs

// EXTERNAL MODULE: ./lib/util/dirs.js
var dirs = __webpack_require__(1202);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/expand.js
var expand = __webpack_require__(9392);
// EXTERNAL MODULE: ./lib/config/load.js + 1 modules
var load = __webpack_require__(2089);
// EXTERNAL MODULE: ./lib/config/overrides.js
var config_overrides = __webpack_require__(2319);
// EXTERNAL MODULE: ./lib/evaluators/calibration-set.js
var calibration_set = __webpack_require__(4079);
// EXTERNAL MODULE: ./lib/evaluators/estimate.js
var evaluators_estimate = __webpack_require__(458);
// EXTERNAL MODULE: ./lib/evaluators/score-cases.js
var score_cases = __webpack_require__(2624);
// EXTERNAL MODULE: ./lib/judge/create.js + 4 modules
var create = __webpack_require__(7728);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/results/aggregate.js
var aggregate = __webpack_require__(3317);
// EXTERNAL MODULE: ./lib/results/notes.js
var notes = __webpack_require__(6151);
// EXTERNAL MODULE: ./lib/results/schema.js
var schema = __webpack_require__(4811);
;// CONCATENATED MODULE: ./lib/results/assemble.js




/** Tool names kept per run (an agent's trace could name thousands). */
const MAX_TOOLS = 100;
/** The runner's warnings (a fault that hit no traced call), once per case and text. */
function runWarnings(cases) {
    return cases.flatMap((c) => {
        const counts = new Map();
        for (const r of c.runs)
            for (const w of r.warnings ?? [])
                counts.set(w, (counts.get(w) ?? 0) + 1);
        return [...counts].map(([w, n]) => `${c.name} (${n} run(s)): ${w}`);
    });
}
function assembleResults(cases, scored, meta) {
    const names = scored.evaluators;
    const resultCases = cases.map((c) => {
        const runs = c.runs.map((r) => {
            const { facts, evaluation: ev } = scored.runs.get(r);
            const out = {
                sessionId: r.sessionId,
                repeat: r.repeat,
                status: r.status,
                faults: facts.faults,
                scores: ev
                    ? ev.scores
                    : Object.fromEntries(names.map((n) => [
                        n,
                        {
                            score: null,
                            label: `not judged: ${r.status}`,
                            pass: null,
                            reason: r.error ?? `The run ended with status ${r.status} and left no session to judge.`,
                            source: 'deterministic',
                        },
                    ])),
                findings: ev?.analysis?.findings ?? [],
            };
            if (ev?.analysis?.rootCause)
                out.rootCause = ev.analysis.rootCause;
            if (ev?.analysis?.suggestedFix)
                out.suggestedFix = ev.analysis.suggestedFix;
            if (ev) {
                const { faults: _f, ...rest } = facts;
                out.facts = rest;
            }
            if (r.seed !== undefined)
                out.seed = r.seed;
            if (r.error)
                out.error = r.error;
            if (r.session?.toolCalls.length)
                out.tools = [...new Set(r.session.toolCalls.map((t) => t.name))].slice(0, MAX_TOOLS);
            return out;
        });
        return {
            name: c.name,
            input: c.input,
            effects: c.effects,
            ...(c.sweep ? { sweep: c.sweep } : {}),
            runs,
            summary: (0,aggregate/* summarize */.e)(c.name, runs, names),
        };
    });
    const { savedCalls: _s, renderedTokens: _r, ...usage } = scored.usage;
    return {
        schemaVersion: schema/* SCHEMA_VERSION */.f$,
        tool: { name: version/* TOOL_NAME */.l, version: version/* VERSION */.x },
        createdAt: new Date().toISOString(),
        git: meta.git,
        configHash: meta.configHash,
        judge: { ...meta.judge, promptVersions: scored.promptVersions },
        cases: resultCases,
        insights: scored.insights,
        usage,
        notes: [...scored.notes, ...(0,notes/* aggregateNotes */.Vy)(resultCases), ...runWarnings(cases)],
    };
}

// EXTERNAL MODULE: ./lib/results/evidence.js
var results_evidence = __webpack_require__(41);
// EXTERNAL MODULE: ./lib/results/baseline.js
var results_baseline = __webpack_require__(7803);
;// CONCATENATED MODULE: ./lib/results/sequential.js
// The group-sequential decision of a cell: it is looked at after the first round and after each
// batch of extra runs, on all its runs so far. A drop is "regressed" when its z statistic crosses an
// efficacy boundary computed from an alpha-spending function (Hwang-Shih-DeCani, gamma -2: a clear
// drop is decided on the first round, and most of the alpha is left for the last looks, where a drop
// hidden in noise is decided); it is "unchanged" when
// it falls under a futility bound (non-binding: the boundaries are computed as if it never stopped a
// cell, so stopping early cannot raise the false-alarm rate); otherwise more runs decide it, up to a
// cap. The boundaries are exact for the Brownian-motion model of the z statistics (numerical
// integration over a grid, as in Jennison & Turnbull, Group Sequential Methods, ch. 19).
/** Upper tail of the standard normal, accurate in the far tail (erfc, Chebyshev fit, relative error < 1.2e-7). */
function normalUpper(x) {
    const z = Math.abs(x) / Math.SQRT2;
    const t = 1 / (1 + 0.5 * z);
    const erfc = t *
        Math.exp(-z * z -
            1.26551223 +
            t *
                (1.00002368 +
                    t *
                        (0.37409196 +
                            t *
                                (0.09678418 +
                                    t *
                                        (-0.18628806 +
                                            t *
                                                (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    return x >= 0 ? erfc / 2 : 1 - erfc / 2;
}
/** The z with upper tail p. */
function normalQuantileUpper(p) {
    if (p <= 0)
        return Infinity;
    if (p >= 1)
        return -Infinity;
    let lo = -40;
    let hi = 40;
    for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
        const mid = (lo + hi) / 2;
        if (normalUpper(mid) > p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/** The spending function's shape (Hwang, Shih and DeCani): -4 is close to O'Brien-Fleming, 1 to Pocock. */
const SPENDING_GAMMA = -2;
/** The alpha spent by information fraction t (one-sided level alpha; Hwang-Shih-DeCani spending). */
function spent(t, alpha, gamma = SPENDING_GAMMA) {
    if (t >= 1)
        return alpha;
    if (t <= 0)
        return 0;
    return gamma === 0 ? alpha * t : (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
}
const density = (x) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const GRID = 121; // points of the grid: boundaries within 0.002 of a 241-point grid's, in a third of the time
const cache = new Map();
/**
 * The efficacy boundaries z_1..z_K for looks at information fractions t (increasing, the last <= 1)
 * that spend `alpha` by spent(): under no change, P(some Z_k >= z_k) = spent(t_K, alpha).
 */
function efficacyBounds(t, alpha, gamma = SPENDING_GAMMA) {
    const key = `${alpha}|${gamma}|${t.join(',')}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const bounds = [];
    // The sub-density of the score S_k = Z_k sqrt(t_k) on a grid, over the paths not stopped yet.
    let xs = [];
    let ws = [];
    let used = 0;
    for (let k = 0; k < t.length; k++) {
        const target = Math.max(0, spent(t[k], alpha, gamma) - used);
        used += target;
        const sdAll = Math.sqrt(t[k]);
        if (k === 0) {
            const b = target > 0 ? normalQuantileUpper(target) * sdAll : Infinity;
            const top = Math.min(b, 10 * sdAll);
            const lo = -10 * sdAll;
            const step = (top - lo) / (GRID - 1);
            xs = Array.from({ length: GRID }, (_, i) => lo + i * step);
            ws = xs.map((x, i) => (density(x / sdAll) / sdAll) * step * (i === 0 || i === GRID - 1 ? 0.5 : 1));
            bounds.push(b / sdAll);
            continue;
        }
        const sd = Math.sqrt(Math.max(1e-12, t[k] - t[k - 1]));
        const exceed = (b) => xs.reduce((p, x, i) => p + ws[i] * normalUpper((b - x) / sd), 0);
        let b = Infinity;
        if (target > 0) {
            let lo = xs[0] - 10 * sd;
            let hi = 40 * sdAll;
            for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
                const mid = (lo + hi) / 2;
                if (exceed(mid) > target)
                    lo = mid;
                else
                    hi = mid;
            }
            b = (lo + hi) / 2;
        }
        bounds.push(b / sdAll);
        const lo = xs[0] - 6 * sd;
        const top = Math.min(b, xs[xs.length - 1] + 10 * sd);
        const step = (top - lo) / (GRID - 1);
        const ys = Array.from({ length: GRID }, (_, i) => lo + i * step);
        ws = ys.map((y, j) => xs.reduce((p, x, i) => p + ws[i] * (density((y - x) / sd) / sd), 0) *
            step *
            (j === 0 || j === GRID - 1 ? 0.5 : 1));
        xs = ys;
    }
    cache.set(key, bounds);
    return bounds;
}
/**
 * The futility bound at a cell's k-th look (0-based): under it the drop is called unchanged. Lax at
 * first (a clear improvement only), rising with the runs, so that an unchanged pull request stops
 * after one batch and a real drop is rarely stopped.
 */
const FUTILITY = [-0.5, 0, 0.25, 0.5, 0.75, 1, 1, 1, 1, 1];
const futilityBound = (k) => FUTILITY[Math.min(k, FUTILITY.length - 1)];
/** The z of a one-sided p-value (the t test's, for small samples). */
const zOf = (p) => normalQuantileUpper(Math.min(1, Math.max(1e-300, p)));

// EXTERNAL MODULE: ./lib/results/stats.js
var stats = __webpack_require__(497);
;// CONCATENATED MODULE: ./lib/results/compare.js
// Head vs base, per case x evaluator and overall per evaluator, with the pull request as the unit
// of the decision: a team lives with the false alarms of a whole PR, over every case x evaluator.
//
// Per cell, a one-sided test of a drop on all its runs so far: t = (base mean - head mean) / se, with
// the evaluator's variance pooled over every case of the suite and both sides, or the cell's own when
// that is larger (a weak prior of sd 0.1 keeps a fully deterministic suite from looking infinitely
// sure). The cell is looked at after the first round and after each batch of extra runs (the round
// each run carries): group-sequential boundaries (sequential.ts) spend the cell's share of alpha over
// the looks, its share being alpha over the gated cells still being decided at that look (Bonferroni
// on the live cells). "regressed" needs the drop to cross the boundary and be at least min_effect;
// "unchanged" is a drop under the futility bound or clearly under min_effect; a cell neither is
// undecided: more runs decide it, or, at the cap, it is reported as "could not be decided with N runs
// a side" with the largest drop its runs allow. bench/gate-sim.ts measures the false alarms per PR
// and the power; docs/statistics.md has the figures.



/** Evaluators where a higher score is worse: compared and shown, never gated. */
const LOWER_IS_BETTER = new Set(['failure_analysis']);
/** The prior on a cell's score variance: sd 0.1 (well under one judge level), worth 4 runs. */
const PRIOR = { variance: 0.01, df: 4 };
const FLAKY_SPREAD = 0.5;
/** A run's scores of an evaluator, with the look (round) that brought it. */
const scoresOf = (c, ev) => c.runs.flatMap((r) => {
    const s = r.scores[ev]?.score;
    return typeof s === 'number' ? [{ value: s, look: r.round ?? 1 }] : [];
});
/** Sum of squared deviations and degrees of freedom of a side. */
const spread = (xs) => {
    const m = (0,stats/* mean */.i2)(xs);
    return { ss: xs.reduce((a, x) => a + (x - m) ** 2, 0), df: Math.max(0, xs.length - 1) };
};
/** The evaluator's variance over the suite (every case, both sides), moderated by the prior. */
function pooledVariance(cells) {
    let ss = PRIOR.variance * PRIOR.df;
    let df = PRIOR.df;
    for (const c of cells) {
        for (const side of [c.base, c.head]) {
            const s = spread(side);
            ss += s.ss;
            df += s.df;
        }
    }
    return { variance: ss / df, df };
}
function emptyCell(caseName, ev) {
    return {
        case: caseName,
        evaluator: ev,
        base: { mean: null, n: 0 },
        head: { mean: null, n: 0 },
        delta: null,
        ci: null,
        verdict: 'inconclusive',
        reason: '',
        flaky: false,
        gated: !LOWER_IS_BETTER.has(ev),
    };
}
/** A cell's variance: the pooled one, or its own (with its own degrees of freedom) when larger. */
function cellVariance(b, h, pool) {
    const own = [spread(b), spread(h)];
    const ownDf = own[0].df + own[1].df;
    const ownVariance = ownDf ? (own[0].ss + own[1].ss) / ownDf : 0;
    return ownVariance > pool.variance ? { variance: ownVariance, df: ownDf } : pool;
}
const pText = (p) => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));
function looksOf(name, base, head) {
    const rounds = [...new Set([...base, ...head].map((x) => x.look))].sort((a, b) => a - b);
    return {
        name,
        looks: rounds.map((k) => ({
            look: k,
            base: base.filter((x) => x.look <= k).map((x) => x.value),
            head: head.filter((x) => x.look <= k).map((x) => x.value),
        })),
    };
}
/** The statistics of a drop at one look: the shared one-sided t test. */
/**
 * The one-sided t test of a drop (of a rise, where lower is better) shared by the cells and the
 * overall rows; the 95% interval of the difference is clipped to [-1, 1] (scores lie in [0, 1]).
 */
function tTest(delta, se, df, ev) {
    const drop = (LOWER_IS_BETTER.has(ev) ? 1 : -1) * delta;
    const t = se > 0 ? drop / se : drop > 0 ? Infinity : drop < 0 ? -Infinity : 0;
    const half = (0,stats/* tQuantileUpper */.sc)(0.025, df) * se;
    const ci = [(0,stats/* round */.LI)(Math.max(-1, delta - half)), (0,stats/* round */.LI)(Math.min(1, delta + half))];
    return { drop, pDrop: (0,stats/* tUpperTail */.Pq)(t, df), pRise: (0,stats/* tUpperTail */.Pq)(-t, df), ci };
}
function compare_stats(b, h, pool, ev) {
    const dir = LOWER_IS_BETTER.has(ev) ? -1 : 1;
    const { variance, df } = cellVariance(b, h, pool);
    const se = Math.sqrt(variance / b.length + variance / h.length);
    const delta = (0,stats/* mean */.i2)(h) - (0,stats/* mean */.i2)(b);
    const test = tTest(delta, se, df, ev);
    const drop = test.drop;
    let { pDrop, pRise } = test;
    // Two-valued scores (an agent that makes results up in a share of its runs, or not) are counts of
    // a proportion: Fisher's exact test (mid-p), where the t test's normal tail is too thin for them.
    // (Sides that are each constant are an agent that behaves the same in every run: the t test, with
    // the suite's variance, reads them.)
    const values = [...new Set([...b, ...h])];
    if (values.length === 2 && (new Set(b).size === 2 || new Set(h).size === 2)) {
        const low = Math.min(...values);
        const lows = (xs) => xs.filter((x) => x === low).length;
        const [headLow, baseLow] = dir > 0 ? [lows(h), lows(b)] : [h.length - lows(h), b.length - lows(b)];
        pDrop = (0,stats/* fisherOneSided */.Vg)(headLow, h.length, baseLow, b.length, true);
        pRise = (0,stats/* fisherOneSided */.Vg)(b.length - baseLow, b.length, h.length - headLow, h.length, true);
    }
    return {
        delta,
        drop,
        se,
        df,
        variance,
        pDrop,
        pRise,
        z: zOf(pDrop),
        zRise: zOf(pRise),
        ci: test.ci,
        upper80: drop + (0,stats/* tQuantileUpper */.sc)(1 - 0.8, df) * se,
        upper95: drop + (0,stats/* tQuantileUpper */.sc)(0.05, df) * se,
    };
}
/** Fills a cell's numbers from the runs of one look. */
function describe(cell, b, h, st) {
    cell.base = { mean: b.length ? (0,stats/* round */.LI)((0,stats/* mean */.i2)(b)) : null, n: b.length };
    cell.head = { mean: h.length ? (0,stats/* round */.LI)((0,stats/* mean */.i2)(h)) : null, n: h.length };
    cell.delta = b.length && h.length ? (0,stats/* round */.LI)((0,stats/* mean */.i2)(h) - (0,stats/* mean */.i2)(b)) : null;
    cell.flaky = h.length >= 2 && Math.max(...h) - Math.min(...h) >= FLAKY_SPREAD;
    if (st) {
        cell.ci = st.ci;
        cell.p = (0,stats/* round */.LI)(st.pDrop, 4);
    }
}
/**
 * The sequential decision of every cell of one evaluator family over the looks. `live(k)`: the
 * gated cells still being decided at look k (their number splits alpha, Bonferroni on live cells).
 */
function decideAll(cells, extraTests, o) {
    const out = new Map();
    const decided = new Set();
    const keyOf = (c) => `${c.looks.name}\u0000${c.ev}`;
    const allLooks = [...new Set(cells.flatMap((c) => c.looks.looks.map((l) => l.look)))].sort((a, b) => a - b);
    const gatedTotal = cells.filter((c) => !LOWER_IS_BETTER.has(c.ev) && c.looks.looks.some((l) => l.base.length >= 2 && l.head.length >= 2)).length;
    const usable = (l) => l.base.length >= 2 && l.head.length >= 2;
    for (const c of cells) {
        const cell = emptyCell(c.looks.name, c.ev);
        const last = c.looks.looks.at(-1);
        describe(cell, last?.base ?? [], last?.head ?? [], undefined);
        if (!last || !usable(last)) {
            cell.reason = `too few scored runs (base ${last?.base.length ?? 0}, head ${last?.head.length ?? 0}; at least 2 each)`;
            cell.repeatsNeeded = 3;
            decided.add(keyOf(c));
        }
        out.set(keyOf(c), cell);
    }
    for (const [i, k] of allLooks.entries()) {
        const live = cells.filter((c) => !decided.has(keyOf(c)) && c.looks.looks.some((l) => l.look === k && usable(l)));
        const regressedSoFar = [...out.values()].filter((c) => c.gated && c.verdict === 'regressed').length;
        // Bonferroni over the gated cells, less those already regressed (Holm's step-down: a rejection
        // passes its share on). A cell stopped as unchanged keeps its share: leaving the count on a
        // futility stop would spend more than alpha per pull request (bench/gate-sim.ts measured 16% on
        // unchanged ten-case PRs with skewed scores).
        const share = o.alpha / Math.max(1, gatedTotal - regressedSoFar + (i === 0 ? extraTests : 0));
        for (const c of live) {
            const cell = out.get(keyOf(c));
            const mine = c.looks.looks.filter((l) => l.look <= k && usable(l));
            const here = mine.at(-1);
            const st = compare_stats(here.base, here.head, c.pools.get(k), c.ev);
            describe(cell, here.base, here.head, st);
            cell.look = mine.length;
            // Information by the harmonic mean of the runs a side, against the cap (or, when no run will
            // be added after this look, the runs there are: the last look spends what is left).
            const info = (l) => (2 * l.base.length * l.head.length) / (l.base.length + l.head.length);
            const lastLook = o.final && k === c.looks.looks.at(-1).look;
            const cap = lastLook ? info(here) : Math.max(info(here), o.maxRuns ?? info(here));
            const fractions = mine.map((l) => Math.min(1, info(l) / cap));
            for (let j = 1; j < fractions.length; j++)
                fractions[j] = Math.max(fractions[j], fractions[j - 1] + 1e-6);
            if (lastLook || fractions.at(-1) > 1)
                fractions[fractions.length - 1] = 1;
            const bound = efficacyBounds(fractions, share).at(-1);
            const how = `one-sided p ${pText(st.pDrop)} (z ${st.z.toFixed(2)} against the boundary ${bound.toFixed(2)} at look ${mine.length}, ${share.toFixed(4)} of alpha for this result); 95% interval [${st.ci[0].toFixed(2)}, ${st.ci[1].toFixed(2)}]; min effect ${o.minEffect}`;
            const runs = `${here.head.length} run(s) a side`;
            cell.pending = undefined;
            cell.repeatsNeeded = undefined;
            if (st.z >= bound && st.drop >= o.minEffect) {
                cell.verdict = 'regressed';
                cell.reason = `decided on ${runs}: ${how}`;
            }
            else if (st.zRise >= bound && -st.drop >= o.minEffect) {
                cell.verdict = 'improved';
                cell.reason = `decided on ${runs}: ${how}`;
            }
            else if ((mine.length > 1 || lastLook) && st.upper80 < o.minEffect) {
                // Clearly under min_effect, once a batch has been seen: five identical runs a side cannot
                // tell an agent that never fails from one that fails in a third of its runs (0.7^5 = 17%).
                cell.verdict = 'unchanged';
                cell.reason = `no sign of a drop of ${o.minEffect} or more on ${runs} (${how})`;
            }
            else if (lastLook
                ? st.drop < o.minEffect
                : st.z <= futilityBound(mine.length - 1) || (mine.length >= 3 && st.drop < o.minEffect / 2)) {
                // At the last look, a drop under min_effect is no sign of one: unchanged, as is a drop under the futility bound before it.
                cell.verdict = 'unchanged';
                cell.reason = `no sign of a drop of ${o.minEffect} or more on ${runs} (${how})`;
            }
            else if (lastLook ||
                (o.maxRuns !== undefined && here.head.length >= o.maxRuns && here.base.length >= o.maxRuns)) {
                cell.verdict = 'inconclusive';
                cell.reason = `could not be decided with ${runs}: the drop, if any, is below ${Math.min(1, Math.max(0, st.upper95)).toFixed(2)} (${how})`;
                // Runs per side for an 80% chance to confirm a drop of this size at the final boundary, if it is real.
                const size = Math.max(st.drop, o.minEffect);
                const z = bound + 0.8416;
                cell.repeatsNeeded = Math.min(200, Math.max(here.head.length + 1, Math.ceil((2 * st.variance * z * z) / (size * size))));
            }
            else {
                cell.verdict = 'inconclusive';
                cell.pending = true;
                cell.reason = `undecided after ${runs}: more runs decide it (${how})`;
                continue;
            }
            decided.add(keyOf(c));
        }
    }
    return out;
}
/**
 * Overall per evaluator: the mean over cases of head - base, its variance the sum of the cells'
 * (each the larger of the pooled and its own, as for a cell) over k squared; tested on every run at
 * alpha over the gated evaluators.
 */
function compareOverall(ev, pairs, alpha, minEffect, pool, m) {
    const usable = pairs.filter((p) => p.base.length && p.head.length);
    const cell = emptyCell('(all cases)', ev);
    if (!usable.length) {
        cell.reason = 'no case scored on both sides';
        return cell;
    }
    cell.base = { mean: (0,stats/* round */.LI)((0,stats/* mean */.i2)(usable.map((p) => (0,stats/* mean */.i2)(p.base)))), n: usable.reduce((n, p) => n + p.base.length, 0) };
    cell.head = { mean: (0,stats/* round */.LI)((0,stats/* mean */.i2)(usable.map((p) => (0,stats/* mean */.i2)(p.head)))), n: usable.reduce((n, p) => n + p.head.length, 0) };
    cell.delta = (0,stats/* round */.LI)((0,stats/* mean */.i2)(usable.map((p) => (0,stats/* mean */.i2)(p.head) - (0,stats/* mean */.i2)(p.base))));
    const enough = usable.filter((p) => p.base.length >= 2 && p.head.length >= 2);
    if (!enough.length) {
        cell.reason = 'too few scored runs';
        return cell;
    }
    let sum = 0;
    for (const p of enough) {
        const { variance } = cellVariance(p.base, p.head, pool);
        sum += variance / p.base.length + variance / p.head.length;
    }
    const delta = (0,stats/* mean */.i2)(enough.map((p) => (0,stats/* mean */.i2)(p.head) - (0,stats/* mean */.i2)(p.base)));
    const { drop, pDrop, pRise, ci } = tTest(delta, Math.sqrt(sum) / enough.length, pool.df, ev);
    const bar = alpha / Math.max(1, m);
    cell.ci = ci;
    cell.p = (0,stats/* round */.LI)(pDrop, 4);
    cell.verdict =
        drop >= minEffect && pDrop <= bar ? 'regressed' : -drop >= minEffect && pRise <= bar ? 'improved' : 'unchanged';
    cell.reason = `mean over ${enough.length} case(s); one-sided p ${pText(pDrop)} against ${bar.toFixed(4)}; 95% interval [${ci[0].toFixed(2)}, ${ci[1].toFixed(2)}]`;
    return cell;
}
/**
 * Health of one case. A head with no run that left a session, where the base had one, has regressed
 * whatever the run count (nothing was seen: nothing can pass); otherwise Fisher's exact test of more
 * unhealthy head runs, at the PR's bar.
 */
function compareHealth(caseName, b, h, bar) {
    const out = { case: caseName, base: b, head: h, verdict: 'unchanged', reason: '' };
    if (!h.n)
        return { ...out, reason: 'no head run ended (missing runs are counted apart)' };
    if (!h.healthy) {
        out.verdict = b.healthy ? 'regressed' : 'broken';
        out.reason = b.healthy
            ? `${(0,results_evidence/* healthText */.gB)(h)}, where ${b.healthy} of ${b.n} base run(s) left a session`
            : `${(0,results_evidence/* healthText */.gB)(h)}; the base fared no better (${(0,results_evidence/* healthText */.gB)(b, 'base')})`;
        return out;
    }
    if (!b.n || h.healthy === h.n)
        return { ...out, reason: (0,results_evidence/* healthText */.gB)(h) };
    out.p = (0,stats/* round */.LI)((0,stats/* fisherOneSided */.Vg)(h.n - h.healthy, h.n, b.n - b.healthy, b.n), 4);
    if (out.p <= bar)
        out.verdict = 'regressed';
    out.reason = `${(0,results_evidence/* healthText */.gB)(h)}, base ${b.n - b.healthy} of ${b.n} (Fisher's exact one-sided p ${pText(out.p)} against ${bar.toFixed(4)})`;
    return out;
}
/** Health tests that can reject: a case with an unhealthy run on either side (Tarone: the others' p is 1). */
const healthTestable = (b, h) => h.n > 0 && b.n > 0 && h.healthy > 0 && h.healthy + b.healthy < h.n + b.n;
function compareResults(base, head, options = {}) {
    const opts = {
        minEffect: options.minEffect ?? 0.1,
        alpha: options.alpha ?? 0.05,
        maxRuns: options.maxRuns,
        final: options.final ?? options.maxRuns === undefined,
    };
    const baseCases = new Map(base.cases.map((c) => [c.name, c]));
    const headNames = new Set(head.cases.map((c) => c.name));
    const common = head.cases.filter((c) => baseCases.has(c.name));
    const evaluators = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter((ev) => base.cases.some((c) => ev in c.summary));
    const healths = common.map((hc) => ({ name: hc.name, base: (0,results_evidence/* healthOf */.Wr)(baseCases.get(hc.name)), head: (0,results_evidence/* healthOf */.Wr)(hc) }));
    // Run health shares the PR's false-alarm budget with the score cells (at the first look).
    const healthTests = healths.filter((x) => healthTestable(x.base, x.head)).length;
    const cells = evaluators.flatMap((ev) => {
        const looks = common.map((hc) => looksOf(hc.name, scoresOf(baseCases.get(hc.name), ev), scoresOf(hc, ev)));
        // The evaluator's pooled variance at each look, over the runs every case had by then.
        const rounds = [...new Set(looks.flatMap((l) => l.looks.map((x) => x.look)))];
        const pools = new Map(rounds.map((k) => [
            k,
            pooledVariance(looks.map((l) => l.looks.filter((x) => x.look <= k).at(-1) ?? { base: [], head: [] })),
        ]));
        return looks.map((l) => ({ ev, looks: l, pools }));
    });
    const decided = decideAll(cells, healthTests, opts);
    const overall = [];
    const gatedEvaluators = evaluators.filter((ev) => !LOWER_IS_BETTER.has(ev)).length;
    for (const ev of evaluators) {
        const pairs = common.map((hc) => ({
            base: scoresOf(baseCases.get(hc.name), ev).map((x) => x.value),
            head: scoresOf(hc, ev).map((x) => x.value),
        }));
        overall.push(compareOverall(ev, pairs, opts.alpha, opts.minEffect, pooledVariance(pairs), gatedEvaluators));
    }
    const first = healthTests
        ? opts.alpha / Math.max(1, cells.filter((c) => !LOWER_IS_BETTER.has(c.ev)).length + healthTests)
        : opts.alpha;
    return {
        cells: common.flatMap((hc) => evaluators.map((ev) => decided.get(`${hc.name}\u0000${ev}`))),
        overall,
        health: healths.map((x) => compareHealth(x.name, x.base, x.head, first)),
        added: head.cases.filter((c) => !baseCases.has(c.name)).map((c) => c.name),
        removed: base.cases.filter((c) => !headNames.has(c.name)).map((c) => c.name),
        minEffect: opts.minEffect,
    };
}

;// CONCATENATED MODULE: ./lib/results/gate.js

function applyGate(policy, head, comparison, thresholds = {}) {
    const reasons = [];
    // Flaky cells are gated too: an agent that fabricates some of the time is what the gate is for.
    const regressed = comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    const overallDrops = comparison?.overall.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    let failed = false;
    switch (policy.fail_on) {
        case 'regression':
            for (const c of regressed)
                reasons.push(`${c.case} · ${c.evaluator}: ${c.base.mean?.toFixed(2)} → ${c.head.mean?.toFixed(2)} (${c.reason})`);
            failed = regressed.length > 0;
            break;
        case 'overall':
            for (const c of overallDrops)
                reasons.push(`${c.evaluator} overall: ${c.base.mean?.toFixed(2)} → ${c.head.mean?.toFixed(2)} (${c.reason})`);
            failed = overallDrops.length > 0;
            break;
        case 'threshold':
            for (const c of head.cases) {
                for (const [ev, s] of Object.entries(c.summary)) {
                    if (ev === 'failure_analysis' || s.mean === null)
                        continue;
                    const floor = thresholds[ev] ?? 0.5;
                    if (s.mean < floor)
                        reasons.push(`${c.name} · ${ev}: ${s.mean.toFixed(2)} is below the floor ${floor}`);
                }
            }
            failed = reasons.length > 0;
            break;
        case 'never':
            break;
    }
    // Fail closed: a head the judge could not score is not a head that passed.
    const judgeable = head.cases.flatMap((c) => c.runs.filter((r) => r.facts));
    const unjudged = judgeable.filter((r) => Object.values(r.scores).some((s) => s.source === 'judge_error' || s.source === 'budget'));
    if (judgeable.length && unjudged.length / judgeable.length > policy.max_judge_errors) {
        const why = `${unjudged.length} of ${judgeable.length} run(s) were not judged (judge errors, the budget or the deadline), over gate.max_judge_errors ${policy.max_judge_errors}: the verdict cannot be trusted`;
        if (policy.on_judge_errors === 'fail') {
            reasons.unshift(why);
            failed = true;
        }
        else
            reasons.push(`warning: ${why}`);
    }
    // Fail closed on evidence: what the head did not show cannot pass.
    const evidence = [];
    if (policy.fail_on !== 'never') {
        const sick = comparison?.health.filter((h) => h.verdict === 'regressed') ?? [];
        for (const h of sick)
            reasons.unshift(`${h.case} · run health: ${h.reason}`);
        if (sick.length) {
            failed = true;
            evidence.push(sick.length === 1
                ? `${sick[0].case}: ${(0,results_evidence/* healthText */.gB)(sick[0].head)}`
                : `runs that left no session in ${sick.length} cases (e.g. ${sick[0].case}: ${(0,results_evidence/* healthText */.gB)(sick[0].head)})`);
        }
        // Broken: no head run of the case left a session (and the base, if any, did no better).
        const regressedNames = new Set(sick.map((h) => h.case));
        const broken = head.cases
            .map((c) => ({ c, h: (0,results_evidence/* healthOf */.Wr)(c) }))
            .filter(({ c, h }) => h.n > 0 && h.healthy === 0 && !regressedNames.has(c.name));
        if (broken.length) {
            const why = `${broken.length} case(s) broken: no head run left a session (${broken
                .slice(0, 3)
                .map(({ c, h }) => `${c.name}: ${(0,results_evidence/* healthText */.gB)(h)}`)
                .join('; ')}${broken.length > 3 ? '; …' : ''})`;
            if (policy.broken_cases === 'fail') {
                reasons.unshift(why);
                failed = true;
                evidence.push(broken.length === 1
                    ? `${broken[0].c.name} is broken: ${(0,results_evidence/* healthText */.gB)(broken[0].h)}`
                    : `${broken.length} cases broken: no head run left a session`);
            }
            else
                reasons.push(`warning: ${why}`);
        }
        const missing = (0,results_evidence/* evidenceProblem */.jG)(head.evidence);
        if (missing) {
            if (policy.missing_runs === 'fail') {
                reasons.unshift(`${missing}: the verdict does not pass on runs it did not see`);
                failed = true;
                evidence.push(missing);
            }
            else
                reasons.push(`warning: ${missing}`);
        }
    }
    let verdict = failed ? 'fail' : 'pass';
    if (!failed && policy.fail_on !== 'threshold' && policy.fail_on !== 'never') {
        if (!comparison) {
            verdict = policy.without_baseline === 'fail' ? 'fail' : 'inconclusive';
            failed = policy.without_baseline === 'fail';
            reasons.push(failed ? 'no baseline to compare with, and gate.without_baseline is fail' : 'no baseline to compare with');
        }
        else if (comparison.cells.some((c) => c.gated && c.verdict === 'inconclusive')) {
            const undecided = comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length;
            if (policy.on_undecided === 'fail') {
                verdict = 'fail';
                failed = true;
                reasons.unshift(`${undecided} result(s) could not be decided, and gate.on_undecided is fail`);
            }
            else {
                verdict = 'inconclusive';
                reasons.push(`undecided: ${undecided} result(s) could not be decided with the runs made; gate.on_undecided is pass, so the check passes`);
            }
        }
    }
    return {
        verdict,
        blocking: failed && policy.level === 'fail',
        level: policy.level,
        failOn: policy.fail_on,
        reasons,
        regressions: regressed.length || (policy.fail_on === 'overall' ? overallDrops.length : 0),
        ...(evidence.length ? { missingEvidence: evidence[0] } : {}),
    };
}

;// CONCATENATED MODULE: ./lib/results/sequential-gate.js



/** A batch's runs appended to results: marked with their look's round, numbered after the earlier runs; their judge usage and notes added. */
function appendRound(results, extra, round) {
    const cases = results.cases.map((c) => {
        const more = extra.cases.find((x) => x.name === c.name);
        if (!more)
            return c;
        const first = Math.max(0, ...c.runs.map((r) => r.repeat));
        const runs = [...c.runs, ...more.runs.map((r) => ({ ...r, repeat: first + r.repeat, round }))];
        return { ...c, runs, summary: (0,aggregate/* summarize */.e)(c.name, runs, Object.keys(c.summary)) };
    });
    const u = results.usage;
    const x = extra.usage;
    const usage = {
        judgeCalls: u.judgeCalls + x.judgeCalls,
        inputTokens: u.inputTokens + x.inputTokens,
        outputTokens: u.outputTokens + x.outputTokens,
        estimatedCostUsd: u.estimatedCostUsd + x.estimatedCostUsd,
    };
    const notes = [...(results.notes ?? []), ...(extra.notes ?? []).map((n) => `Look ${round}: ${n}`)];
    return { ...results, cases, usage, notes: notes.length ? notes : undefined };
}
async function sequentialGate(o) {
    const { runs: batchRuns, max_runs: maxRuns, max_extra_runs: maxExtra } = o.confirm;
    let { head, base } = o;
    const compare = (final) => compareResults(base, head, { minEffect: o.policy.min_effect, maxRuns, final });
    let comparison = compare(false);
    let look = 1;
    let added = 0;
    let unaffordable = 0;
    const runsOf = (r, name) => r.cases.find((c) => c.name === name)?.runs.length ?? 0;
    while (!o.signal?.aborted && batchRuns > 0) {
        // Most suggestive first, within the suite's cap on extra runs.
        const pending = [
            ...new Set(comparison.cells
                .filter((c) => c.gated && c.pending)
                .sort((a, b) => (a.p ?? 1) - (b.p ?? 1))
                .map((c) => c.case)),
        ];
        if (!pending.length)
            break;
        // The first batch matches the first round (an unchanged case usually stops after it); then confirm.runs.
        const batchOf = (name) => Math.max(0, Math.min(look === 1 ? runsOf(head, name) : batchRuns, maxRuns - runsOf(head, name)));
        const chosen = [];
        let cost = 0;
        // What the most suggestive case still needs to reach max_runs after this batch is kept for it:
        // the others get a batch only from what is left, so a tight budget goes where a drop is likeliest.
        const reserve = Math.max(0, 2 * (maxRuns - runsOf(head, pending[0])) - 2 * batchOf(pending[0]));
        for (const name of pending) {
            const b = batchOf(name);
            const room = maxExtra - (chosen.length ? reserve : 0);
            if (b && added + cost + 2 * b <= room) {
                chosen.push(name);
                cost += 2 * b;
            }
        }
        unaffordable = pending.length - chosen.length;
        if (!chosen.length)
            break;
        const runs = Math.max(...chosen.map(batchOf));
        look++;
        o.log?.(`look ${look}: ${chosen.length} undecided case(s) get ${runs} more run(s) a side: ${chosen.join(', ')}`);
        const batch = await o.more(chosen, runs, look, {
            head: head.usage,
            base: base.usage,
            headGit: head.git,
            baseGit: base.git,
        });
        head = appendRound(head, batch.head, look);
        base = appendRound(base, batch.base, look);
        added += 2 * runs * chosen.length;
        comparison = compare(false);
    }
    // No more runs will come: each cell's last look spends what is left of its alpha.
    comparison = compare(true);
    const notes = [];
    if (look > 1)
        notes.push(`Sequential decision: ${look - 1} more look(s) after the first round, ${added} run(s) added in all (head and base at the same time), up to ${maxRuns} a side per case.`);
    if (unaffordable)
        notes.push(`${unaffordable} undecided case(s) got no more runs: confirm.max_extra_runs ${maxExtra} was reached.`);
    if (notes.length)
        head = { ...head, notes: [...(head.notes ?? []), ...notes] };
    return { head, base, comparison, gate: applyGate(o.policy, head, comparison, o.thresholds), looks: look - 1, added };
}

// EXTERNAL MODULE: ./lib/results/store.js
var store = __webpack_require__(3107);
// EXTERNAL MODULE: ./lib/results/coverage.js
var coverage = __webpack_require__(9374);
// EXTERNAL MODULE: ./lib/results/sweeps.js
var sweeps = __webpack_require__(9749);
// EXTERNAL MODULE: ./lib/trace/session.js
var session = __webpack_require__(8305);
// EXTERNAL MODULE: ./lib/report/markdown.js + 3 modules
var markdown = __webpack_require__(1585);
;// CONCATENATED MODULE: ./lib/report/html.js
// report.html: the same report as one self-contained page, for the run's artifact. The verdict, the
// tables, the sweep curves and the coverage matrix, and per session a timeline of its tool calls
// and model calls (duration bars, failed and faulted calls marked, model faults listed, the answer beside
// it), base and head side by side for regressed cases. No script and no request leaves the page
// (inline CSS and SVG only); every text is escaped; sections are reached by links and headings.




const esc = (v, max = 2000) => {
    const s = String(v ?? '');
    return (s.length > max ? `${s.slice(0, max)}…` : s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
};
const num = (x) => (x === null || x === undefined ? '–' : x.toFixed(2));
const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
main{max-width:1100px;margin:0 auto;padding:16px 24px}nav a{margin-right:12px}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left}
.verdict{padding:8px 12px;border-radius:6px;font-weight:600}.fail{background:#ffebe9}.pass{background:#dafbe1}.warn{background:#fff8c5}
.pair{display:flex;gap:16px;flex-wrap:wrap}.side{flex:1;min-width:320px}.answer{white-space:pre-wrap;background:#f6f8fa;padding:6px;border-radius:4px}
svg text{font:11px system-ui,sans-serif}a:focus,summary:focus,h2:focus{outline:2px solid #0969da}`;
/** A session's model calls and tool calls as bars on its time axis; failed ones red, faulted ones outlined. */
function timeline(s, title) {
    const ms = (iso) => Date.parse(iso);
    const faultOf = new Map((s.modelFaults ?? []).filter((f) => f.spanId).map((f) => [f.spanId, f]));
    const rows = [
        ...(s.modelCallTimes ?? []).map((m, i) => {
            const f = faultOf.get(m.spanId);
            return {
                label: `model call ${i + 1}`,
                title: `model call ${i + 1}${f ? ` (injected: ${f.effect}${f.recovered ? ', a later call got through' : ''})` : ''}`,
                start: m.start,
                end: m.end,
                kind: 'model',
                failed: !!f && (0,session/* failedTheAgent */.u)(f),
                faulted: !!f,
                mark: f?.effect,
            };
        }),
        ...s.toolCalls.map((c) => ({
            label: c.name,
            title: `${c.name}${c.status === 'error' ? ` failed: ${c.error?.type ?? 'error'}` : ''}${c.fault ? ` (injected: ${c.fault})` : ''}`,
            start: ms(c.startTime),
            end: ms(c.endTime),
            kind: 'tool',
            failed: c.status === 'error',
            faulted: !!c.fault,
            mark: c.status === 'error' ? (c.error?.type ?? 'error') : undefined,
        })),
    ]
        .sort((a, b) => (Number.isFinite(a.start) ? a.start : Infinity) - (Number.isFinite(b.start) ? b.start : Infinity))
        .slice(0, 80);
    const known = rows.filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end));
    const t0 = Math.min(...known.map((r) => r.start), Infinity);
    const span = known.length ? Math.max(1, Math.max(...known.map((r) => r.end)) - t0) : 1;
    const [w, row, left] = [560, 18, 160];
    const x = (t) => left + (Number.isFinite(t) && Number.isFinite(t0) ? ((t - t0) / span) * (w - left - 70) : 0);
    const bars = rows.map((r, i) => {
        const x0 = x(r.start);
        const width = Math.max(3, x(r.end) - x0);
        const fill = r.failed ? '#cf222e' : r.kind === 'model' ? '#0969da' : '#2da44e';
        const cls = ['call', r.kind, ...(r.failed ? ['failed'] : []), ...(r.faulted ? ['faulted'] : [])].join(' ');
        return `<g class="${cls}"><title>${esc(r.title, 300)}</title><text x="4" y="${i * row + 13}">${esc(r.label, 24)}</text><rect x="${x0.toFixed(1)}" y="${i * row + 3}" width="${width.toFixed(1)}" height="${row - 6}" fill="${fill}" stroke="${r.faulted ? '#bf8700' : 'none'}" stroke-width="2"/>${r.mark ? `<text x="${(x0 + width + 4).toFixed(1)}" y="${i * row + 13}" fill="#cf222e">${esc(r.mark, 30)}</text>` : ''}</g>`;
    });
    const svg = rows.length
        ? `<svg role="img" aria-label="${esc(`Timeline of ${rows.length} model and tool call(s)`)}" width="${w}" height="${rows.length * row + 6}" viewBox="0 0 ${w} ${rows.length * row + 6}">${bars.join('')}</svg>`
        : '<p>No model or tool calls.</p>';
    const faults = (s.modelFaults ?? []).map((f) => `<li>model call ${esc(f.call + 1, 10)}: ${esc(f.effect, 40)}: ${esc(f.detail, 300)}${f.recovered ? ' (a later call got through)' : ''}</li>`);
    return `<div class="side"><h4>${esc(title, 200)}</h4>${svg}${faults.length ? `<ul class="model-faults">${faults.join('')}</ul>` : ''}<p>Answer:</p><div class="answer">${esc(s.finalAnswer || '(no answer)', 3000)}</div></div>`;
}
/** A sweep's curve: head solid, base dashed, the 0.5 pass line dotted. */
function sweepSvg(head, base) {
    const [w, h, pad] = [420, 180, 30];
    const x = (i) => pad + (i / Math.max(1, head.points.length - 1)) * (w - 2 * pad);
    const y = (v) => h - pad - v * (h - 2 * pad);
    const path = (c) => head.points
        .map((p, i) => [i, c.points.find((q) => q.label === p.label)?.mean])
        .filter(([, m]) => typeof m === 'number')
        .map(([i, m], k) => `${k ? 'L' : 'M'}${x(i).toFixed(1)},${y(m).toFixed(1)}`)
        .join(' ');
    const labels = head.points
        .map((p, i) => `<text x="${x(i).toFixed(1)}" y="${h - 8}" text-anchor="middle">${esc(p.label, 12)}</text>`)
        .join('');
    // The head's 95% interval at each level, as a whisker.
    const whiskers = head.points
        .map((p, i) => p.ci
        ? `<line class="ci" x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${y(p.ci[0]).toFixed(1)}" y2="${y(p.ci[1]).toFixed(1)}" stroke="#0969da" stroke-width="6" stroke-opacity="0.3"/>`
        : '')
        .join('');
    const label = esc(`${head.case}: ${head.evaluator} by ${head.parameter}`);
    const passing = `<line x1="${pad}" x2="${w - pad}" y1="${y(0.5)}" y2="${y(0.5)}" stroke="#8c959f" stroke-dasharray="2 3"/>`;
    const baseCurve = base
        ? `<path d="${path(base)}" fill="none" stroke="#8c959f" stroke-width="2" stroke-dasharray="6 4"/>`
        : '';
    const headCurve = `<path d="${path(head)}" fill="none" stroke="#0969da" stroke-width="2.5"/>`;
    const axis = `<text x="4" y="${y(1) + 4}">1</text><text x="4" y="${y(0) + 4}">0</text>`;
    const breaks = `${esc(head.breaksAt ?? 'never', 20)}${base ? ` (base: ${esc(base.breaksAt ?? 'never', 20)})` : ''}`;
    const caption = `${esc(head.case, 100)}: ${esc(head.evaluator, 40)} by ${esc(head.parameter, 20)} ` +
        `(head solid with its 95% intervals${base ? ', base dashed' : ''}; dotted: passing). Breaks at: ${breaks}.`;
    const svg = `<svg role="img" aria-label="${label}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
    return `<figure>${svg}${passing}${baseCurve}${whiskers}${headCurve}${labels}${axis}</svg><figcaption>${caption}</figcaption></figure>`;
}
function table(head, rows) {
    return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}
/** The first run's session of a case in some results. */
function sessionOf(results, sessions, caseName) {
    const run = results?.cases.find((c) => c.name === caseName)?.runs.find((r) => sessions?.has(r.sessionId));
    return run ? sessions.get(run.sessionId) : undefined;
}
function renderHtmlReport(input) {
    const { head, base, comparison, gate } = input;
    const cls = gate.blocking ? 'fail' : gate.level === 'warn' && gate.reasons.length ? 'warn' : 'pass';
    const evaluators = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary ?? {})))];
    const parts = [];
    parts.push(`<section id="verdict"><h2 tabindex="-1">Verdict</h2><p class="verdict ${cls}">${esc(`${gate.blocking ? 'The check fails' : 'The check passes'}: ${(0,markdown/* verdictWords */.L2)(input).what}`, 500)}.</p>${gate.reasons.length
        ? `<ul>${gate.reasons
            .slice(0, 50)
            .map((r) => `<li>${esc(r, 500)}</li>`)
            .join('')}</ul>`
        : ''}<p>Baseline: ${esc(input.baseline.description, 300)}</p></section>`);
    if (comparison) {
        const rows = comparison.overall.map((o) => [
            esc(o.evaluator, 60),
            num(o.base.mean),
            num(o.head.mean),
            num(o.delta),
            input.gate.failOn === 'overall' ? esc(o.verdict, 20) : '– (decided per case)',
        ]);
        parts.push(`<section id="overall"><h2 tabindex="-1">Every evaluator over all cases</h2>${table(['evaluator', 'base', 'head', 'Δ', 'verdict'], rows)}</section>`);
    }
    const caseRows = head.cases.map((c) => [
        esc(c.name, 120),
        ...evaluators.map((e) => {
            const cell = comparison?.cells.find((x) => x.case === c.name && x.evaluator === e);
            return cell
                ? `${num(cell.base.mean)} → ${num(cell.head.mean)}${cell.verdict === 'regressed' ? ' <strong>regressed</strong>' : ''}`
                : num(c.summary?.[e]?.mean);
        }),
    ]);
    parts.push(`<section id="cases"><h2 tabindex="-1">Cases</h2>${table(['case', ...evaluators.map((e) => esc(e, 40))], caseRows)}</section>`);
    // A degradation curve per sweep and evaluator.
    // failure_analysis is not a score that passes above 0.5 (it grows with what went wrong): no curve.
    const figures = evaluators
        .filter((ev) => ev !== 'failure_analysis')
        .flatMap((ev) => {
        const baseCurves = base ? new Map((0,sweeps/* sweepCurves */.J)(base, ev).map((c) => [c.case, c])) : undefined;
        return (0,sweeps/* sweepCurves */.J)(head, ev).map((c) => sweepSvg(c, baseCurves?.get(c.case)));
    });
    if (figures.length)
        parts.push(`<section id="sweeps"><h2 tabindex="-1">Severity sweeps</h2>${figures.join('')}</section>`);
    const cov = (0,coverage/* coverage */.v)(head, input.declaredTools);
    if (cov.tools.length) {
        const rows = cov.tools.map((t) => [
            esc(t, 80),
            ...cov.effects.map((e) => {
                const cell = cov.cell(t, e);
                return !cell ? '·' : cell.fired ? `${num(cell.mean)} (${cell.fired})` : 'not fired';
            }),
        ]);
        parts.push(`<section id="coverage"><h2 tabindex="-1">Coverage</h2>${table(['tool', ...cov.effects.map((e) => esc(e, 30))], rows)}</section>`);
    }
    // Timelines: the regressed cases, base beside head; without a comparison, every faulted case.
    const regressed = comparison
        ? [...new Set(comparison.cells.filter((c) => c.verdict === 'regressed').map((c) => c.case))]
        : head.cases
            .filter((c) => Object.keys(c.effects.tool_effects).length || c.effects.model_effects?.length)
            .map((c) => c.name);
    const blocks = regressed.slice(0, 20).flatMap((name) => {
        const h = sessionOf(head, input.sessions, name);
        if (!h)
            return [];
        const b = sessionOf(base, input.baseSessions, name);
        return [
            `<details open><summary>${esc(name, 200)}</summary><div class="pair">${b ? timeline(b, 'base') : ''}${timeline(h, 'head')}</div></details>`,
        ];
    });
    if (blocks.length)
        parts.push(`<section id="sessions"><h2 tabindex="-1">${comparison ? 'Regressed cases' : 'Sessions'}: timelines</h2>${blocks.join('')}</section>`);
    const nav = parts
        .map((p) => /<section id="([^"]+)"><h2 tabindex="-1">([^<]+)</.exec(p))
        .filter(Boolean)
        .map((m) => `<a href="#${m[1]}">${m[2]}</a>`)
        .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><title>agent-chaos report</title><style>${CSS}</style></head><body><main><h1>agent-chaos report</h1><nav>${nav}</nav>${parts.join('')}</main></body></html>\n`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
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
                    value = JSON.parse(text);
                }
                catch (err) {
                    problems.push(`${path}:${line}: not JSON (${err.message}), skipped`);
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
/** Cases with their runs, from journal entries (of this job, or of every shard's job merged). */
function journal_casesFromJournal(cases, entries) {
    return cases.map((c) => ({
        name: c.name,
        input: c.input,
        effects: c.effects,
        ...(c.sweep ? { sweep: c.sweep } : {}),
        runs: entries
            .filter((e) => e.case === c.name)
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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
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

;// CONCATENATED MODULE: ./lib/runner/rerun.js
// Rerun mode: the base commit is checked out in a separate git worktree and run with the same cases,
// at the same time as the head (half the concurrency each), so drift in the machine or the
// services hits both alike; both use the same run seed.




/** Checks out `ref` (a commit, branch or tag) of the repository at `repoDir` in a new worktree. */
function addWorktree(repoDir, ref) {
    const root = git(['rev-parse', '--show-toplevel'], repoDir);
    const sha = git(['rev-parse', '--verify', `${ref}^{commit}`], root);
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

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./lib/trace/normalize.js + 11 modules
var normalize = __webpack_require__(1526);
// EXTERNAL MODULE: ./lib/trace/redact.js + 1 modules
var redact = __webpack_require__(1360);
// EXTERNAL MODULE: ./lib/util/limit.js
var limit = __webpack_require__(8631);
// EXTERNAL MODULE: ./lib/util/random.js
var random = __webpack_require__(5073);
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
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:http2"
var external_node_http2_ = __webpack_require__(2467);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
;// CONCATENATED MODULE: ./lib/runner/model-faults.js
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
 * when the agent reads slowly, and the upstream is no longer read once the agent has gone.
 */
async function relay(body, res) {
    for await (const chunk of body) {
        if (res.destroyed)
            break;
        if (!res.write(chunk))
            await Promise.race([(0,external_node_events_.once)(res, 'drain'), (0,external_node_events_.once)(res, 'close')]);
    }
    res.end();
}
const REFUSAL = "I'm sorry, but I can't help with that request.";
/** Cut at a word boundary near `ratio` of the text, never empty when the text was not. */
function cutText(text, ratio) {
    const at = Math.max(1, Math.floor(text.length * ratio));
    const space = text.lastIndexOf(' ', at);
    return text.slice(0, space > 0 ? space : at);
}

;// CONCATENATED MODULE: ./lib/runner/model-proxy-bedrock.js
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
        this.h = secret ? (0,external_node_crypto_.createHmac)('sha256', bytes(secret)) : (0,external_node_crypto_.createHash)('sha256');
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
    const session = (0,external_node_http2_.connect)(origin);
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
    const send = url.protocol === 'https:' ? external_node_https_.request : external_node_http_.request;
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
    const headers = {};
    for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined && !k.startsWith(':') && !HOP.has(k))
            headers[k] = Array.isArray(v) ? v.join(', ') : v;
    const forward = async (path = rest, payload = body) => {
        const u = await upstreamCall(up, req.method ?? 'POST', path, headers, payload, ctx.signal);
        const out = {};
        for (const [k, v] of Object.entries(u.headers))
            if (!k.startsWith(':') && !HOP.has(k) && v !== undefined)
                out[k] = String(v);
        res.writeHead(u.status, out);
        try {
            await relay(u.stream, res);
        }
        finally {
            u.close();
        }
        return u.status;
    };
    const m = /^\/model\/([^/]+)\/(converse|converse-stream)$/.exec(rest);
    let request;
    try {
        request = m && req.method === 'POST' ? JSON.parse(body.toString('utf8')) : undefined;
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
            const text = fault.message ?? REFUSAL;
            record('refusal', `the model refused: "${text}"`);
            return sendConverse(res, stream, [{ text }], 'end_turn');
        }
        case 'empty_response':
            record('empty_response', 'the model answered with no text and no tool call');
            return sendConverse(res, stream, [], 'end_turn');
        case 'malformed_tool_call': {
            // Converse carries tool input as a JSON document: without a stream it can only miss fields.
            const first = Object.keys(tool?.inputSchema?.json?.properties ?? {})[0] ?? 'query';
            const invalid = stream && fault.mode !== 'missing_fields';
            const raw = invalid ? `{"${first}": "` : '{}';
            record('malformed_tool_call', `the model called ${tool.name} with ${invalid ? 'arguments that are not valid JSON' : 'none of its required arguments'}: ${raw}`);
            return sendConverse(res, stream, [{ toolUse: { toolUseId: `tooluse_chaos_${Date.now().toString(36)}`, name: tool.name, input: {} } }], 'tool_use', undefined, raw);
        }
        case 'truncated_response': {
            const u = await upstreamCall(up, 'POST', `/model/${m[1]}/converse`, headers, body, ctx.signal);
            let replyText;
            try {
                replyText = (await readReply(u.stream)).toString('utf8');
            }
            finally {
                u.close();
            }
            const reply = JSON.parse(replyText || '{}');
            const content = reply.output?.message?.content ?? [];
            if (u.status >= 400 || !reply.output) {
                res.writeHead(u.status, {
                    'content-type': 'application/json',
                    ...(u.headers['x-amzn-errortype'] ? { 'x-amzn-errortype': String(u.headers['x-amzn-errortype']) } : {}),
                });
                return void res.end(JSON.stringify(reply));
            }
            const text = content.find((b) => 'text' in b);
            if (text) {
                const kept = cutText(text.text, fault.keep_ratio ?? 0.5);
                record('truncated_response', `the reply was cut after ${kept.length} of ${text.text.length} characters`);
                text.text = kept;
            }
            else {
                record('truncated_response', 'the reply stopped for length');
            }
            return sendConverse(res, stream, content, 'max_tokens', reply.usage);
        }
        case 'rate_limited': {
            const ms = fault.retry_after ?? 1_000;
            record('rate_limited', `429 ThrottlingException, Retry-After ${Math.ceil(ms / 1000)}s`);
            return sendError(res, 429, 'ThrottlingException', 'Too many requests, please wait before trying again.', {
                'retry-after': String(Math.ceil(ms / 1000)),
            });
        }
        case 'server_error': {
            const status = fault.status ?? 500;
            const type = status === 503 ? 'ServiceUnavailableException' : 'InternalServerException';
            record('server_error', `HTTP ${status} ${type} from Bedrock`);
            return sendError(res, status, type, status === 503
                ? 'Bedrock is unable to process your request.'
                : 'The server encountered an error processing your request.');
        }
        case 'latency':
            return passed(await forward()); // latency is added by the plan and never answers a call itself
    }
}

;// CONCATENATED MODULE: ./lib/runner/model-proxy.js
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
    const rand = (0,random/* seededRandom */.I)((0,random/* hashSeed */.k)(`${run.seed}:model:${call}`));
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
        const http1 = (0,external_node_http_.createServer)(handler);
        const http2 = (0,external_node_http2_.createServer)(handler);
        await new Promise((resolve) => http2.listen(0, '127.0.0.1', resolve));
        this.inner = http2;
        const innerPort = http2.address().port;
        this.server = (0,external_node_net_.createServer)((socket) => {
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
                const inner = (0,external_node_net_.connect)(innerPort, '127.0.0.1');
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
        const token = (0,external_node_crypto_.randomBytes)(16).toString('hex');
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
        const url = req.url ?? '';
        // A path that could step out of the upstream's base (dot segments, encoded slashes or dots) is refused, not normalized.
        const path = url.split('?')[0];
        if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path))
            return sendJson(res, 400, {
                error: {
                    message: 'agent-chaos model proxy: dot segments and encoded separators are not allowed in the path',
                    type: 'invalid_request_error',
                },
            });
        const m = /^\/run\/([0-9a-f]{32})\/(openai|bedrock)(\/[^?]*)?/.exec(url);
        const run = m ? this.runs.get(m[1]) : undefined;
        if (!m || !run)
            return sendJson(res, 404, { error: { message: 'agent-chaos model proxy: no such run', type: 'not_found' } });
        const rest = m[3] ?? '';
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > MAX_MODEL_BODY)
            return tooLarge(req, res, declared);
        const chunks = [];
        let size = 0;
        for await (const c of req) {
            size += c.length;
            if (size > MAX_MODEL_BODY)
                return tooLarge(req, res, size);
            chunks.push(c);
        }
        const body = Buffer.concat(chunks);
        if (m[2] === 'bedrock')
            return handleBedrock({
                req,
                res,
                rest,
                body,
                plan: (hasTools) => this.planCall(run, hasTools),
                upstream: run.bedrock,
                signal,
            });
        if (req.method !== 'POST' || !/\/chat\/completions$/.test(rest))
            return void (await this.forward(req, res, run, rest, body, signal));
        let request;
        try {
            request = JSON.parse(body.toString('utf8'));
        }
        catch {
            return void (await this.forward(req, res, run, rest, body, signal));
        }
        const { fault, record, passed } = await this.planCall(run, Array.isArray(request.tools) && request.tools.length > 0);
        if (!fault)
            return passed(await this.forward(req, res, run, rest, body, signal));
        switch (fault.effect_type) {
            case 'refusal': {
                const text = fault.message ?? REFUSAL;
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
                record('malformed_tool_call', `the model called ${c.name} with ${fault.mode === 'missing_fields' ? 'none of its required arguments' : 'arguments that are not valid JSON'}: ${c.arguments}`);
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
        const reply = up.body ? parseReply(await readReply(up.body)) : undefined;
        const message = reply?.choices?.[0]?.message;
        if (!up.ok || !message)
            return sendJson(res, up.status, reply ?? {});
        let detail;
        if (typeof message.content === 'string' && message.content) {
            const kept = cutText(message.content, ratio);
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
            await relay(up.body, res);
        else
            res.end();
        return up.status;
    }
}
/** A JSON reply, or undefined when it is not JSON. */
function parseReply(body) {
    try {
        return JSON.parse(body.toString('utf8'));
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
            message: `agent-chaos model proxy: request body of ${size}+ bytes is over the ${MAX_MODEL_BODY}-byte limit`,
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
            launcher.close();
            await leftoversKilled();
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
            warnings.push(`fault ${f.effect} fired on ${f.tool}${f.call !== undefined ? ` (call ${f.call + 1})` : ''} but the trace has no such call of ${f.tool}: is the tool traced?`);
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

;// CONCATENATED MODULE: ./lib/runner/environment.js
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

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./lib/trace/otlp-json.js
var otlp_json = __webpack_require__(4989);
// EXTERNAL MODULE: ./lib/trace/otlp-proto.js
var otlp_proto = __webpack_require__(8313);
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
        const answer = (status, message) => {
            if (res.headersSent)
                return;
            if (status !== 200)
                this.stats.rejected++;
            // Errors carry a google.rpc.Status-shaped body; success an empty export response.
            if (isJson || type !== 'application/x-protobuf') {
                res.writeHead(status, { 'content-type': 'application/json' });
                res.end(status === 200 ? '{}' : JSON.stringify({ code: status === 413 ? 8 : 3, message }));
            }
            else {
                res.writeHead(status, { 'content-type': 'application/x-protobuf' });
                // An ExportTraceServiceResponse with no partial_success: a message with no fields is zero bytes.
                res.end(status === 200 ? Buffer.alloc(0) : Buffer.from(message ?? ''));
            }
        };
        if (req.method !== 'POST' || !['/v1/traces', '/v1/logs', '/v1/metrics'].includes(path)) {
            req.resume();
            this.stats.rejected++;
            res.writeHead(404, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ code: 5, message: `unknown path ${req.method} ${path}: OTLP/HTTP goes to POST /v1/traces` }));
            return;
        }
        if (!isJson && type !== 'application/x-protobuf') {
            req.resume();
            this.stats.rejected++;
            res.writeHead(415, { 'content-type': 'application/json' });
            res.end(JSON.stringify({
                code: 3,
                message: `unsupported content type "${type}": use application/json or application/x-protobuf`,
            }));
            return;
        }
        const chunks = [];
        let size = 0;
        let tooBig = false;
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
        req.on('data', (c) => {
            size += c.length;
            if (size > this.maxBody) {
                tooBig = true;
                return;
            }
            chunks.push(c);
        });
        req.on('error', () => answer(400, 'request aborted'));
        req.on('end', () => {
            this.stats.requests++;
            this.stats.bytes += size;
            if (tooBig)
                return answer(413, `body of ${size} bytes is over the ${this.maxBody}-byte limit`);
            if (path === '/v1/metrics')
                return answer(200);
            try {
                let body = Buffer.concat(chunks);
                if ((req.headers['content-encoding'] ?? '').toLowerCase() === 'gzip') {
                    try {
                        // Inflating stops at the cap: a small bomb never becomes gigabytes.
                        body = (0,external_node_zlib_.gunzipSync)(body, { maxOutputLength: this.maxBody });
                    }
                    catch (err) {
                        if (err.code === 'ERR_BUFFER_TOO_LARGE')
                            return answer(413, `decompressed body is over the ${this.maxBody}-byte limit`);
                        throw err;
                    }
                }
                const batch = (0,span/* emptyBatch */.gu)();
                if (isJson) {
                    const doc = JSON.parse(body.toString('utf8'));
                    if (!(0,otlp_json/* isOtlpJson */.Kq)(doc) && !(doc && typeof doc === 'object' && Object.keys(doc).length === 0))
                        throw new Error('not an OTLP export request (no resourceSpans)');
                    (0,otlp_json/* readOtlpJson */.IB)(doc, 'request', batch);
                }
                else if (path === '/v1/traces') {
                    (0,otlp_proto/* readOtlpProto */.K)(body, 'request', batch);
                }
                this.route(batch, pathSession);
                answer(200);
            }
            catch (err) {
                answer(400, `malformed OTLP ${isJson ? 'JSON' : 'protobuf'} body: ${err.message}`);
            }
        });
    }
}

// EXTERNAL MODULE: ./lib/runner/shard.js
var shard = __webpack_require__(1370);
;// CONCATENATED MODULE: ./lib/runner/run-cases.js
// Runs every case x repeat against the agent: setup once, then each run as its own process with the
// case contract (case file, env, OTLP endpoint of the embedded receiver), bounded concurrency, a
// per-run time limit and a grace period for late spans. Each finished run is appended to a JSONL
// journal at once, so a cancelled job keeps what finished and --resume continues from it.





















const slug = (name) => name.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 60);
/** Run seeds derive from the run seed, so one printed number reproduces every draw of a run. */
const runItemSeed = (runSeed, caseName, repeat) => (0,random/* hashSeed */.k)(`${runSeed}:${caseName}:${repeat}`);
/** A run's session id: readable (case, repeat) and unique (its seed); the same for the same run seed. */
const sessionIdFor = (runSeed, caseName, repeat) => `${slug(caseName)}-r${repeat}-${runItemSeed(runSeed, caseName, repeat).toString(16)}`;
const NO_TRACE_HINT = 'The agent exited but sent no span. Check that it exports traces with an OTLP/HTTP exporter reading OTEL_EXPORTER_OTLP_ENDPOINT ' +
    '(set by agent-chaos), and that it flushes before exiting (await tracerProvider.shutdown() or forceFlush()).';
function statusOf(p, spans, overflow) {
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
/** The answer file's text, as the launcher read it (undefined when the agent wrote none). */
function answerText(left, warnings) {
    if (!left)
        return undefined;
    if ('refused' in left) {
        warnings.push(`the answer file was not read (${left.refused}): the answer is taken from stdout`);
        return undefined;
    }
    return left.text;
}
/** The injector's fault log, as the launcher read it (none when the agent loaded no injector). */
function faultLogOf(left, warnings) {
    if (!left)
        return undefined;
    if ('refused' in left) {
        warnings.push(`the fault log was not read (${left.refused}): the faults this run fired are not known`);
        return undefined;
    }
    if (left.truncated)
        warnings.push(`the fault log is over ${MAX_FAULT_LOG / 1024 / 1024} MB: the faults past that are not counted`);
    return left.text
        .split('\n')
        .filter((l) => l.trim())
        .flatMap((l) => {
        try {
            const f = JSON.parse(l);
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
                },
            ];
        }
        catch {
            return [];
        }
    });
}
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
async function runLocked(opts, log, workdir) {
    const { agent } = opts.config;
    // Each run in flight listens for the cancellation: more than node's default ten is not a leak.
    if (opts.signal)
        (0,external_node_events_.setMaxListeners)(opts.config.concurrency + 10, opts.signal);
    const journalPath = (0,external_node_path_.join)(opts.outDir, JOURNAL_FILE);
    // A run the job was cancelled in has no result: --resume runs it again.
    const previous = opts.resume ? (await readJournal(journalPath)).entries.filter((e) => e.status !== 'cancelled') : [];
    if (!opts.resume && (0,external_node_fs_.existsSync)(journalPath))
        (0,external_node_fs_.rmSync)(journalPath);
    // A line cut by a crash must not swallow the next entry: keep the readable entries only.
    if (opts.resume && previous.length)
        (0,external_node_fs_.writeFileSync)(journalPath, previous.map((e) => `${JSON.stringify(e)}\n`).join(''));
    const runSeed = previous[0]?.runSeed ?? opts.runSeed ?? Math.floor(Math.random() * 2 ** 31);
    const done = new Map(previous.map((e) => [`${e.case}\u0000${e.repeat}`, e]));
    log(`run seed ${runSeed}${opts.resume ? ` (resuming: ${done.size} run(s) already in ${journalPath})` : ''}: pass --seed ${runSeed} to reproduce`);
    let setup;
    if (agent.setup) {
        log(`setup: ${agent.setup}`);
        setup = await runProcess({
            command: agent.setup,
            cwd: workdir,
            env: agentEnvironment(agent.pass_env, agent.env),
            timeoutMs: 30 * 60_000,
            maxStdout: 0,
            signal: opts.signal,
        });
        if (setup.timedOut || setup.spawnError || setup.exitCode !== 0) {
            const why = setup.spawnError ?? (setup.timedOut ? 'timed out' : `exit code ${setup.exitCode}`);
            throw new Error(`agent.setup failed (${why}): ${setup.stderrTail.trim().split('\n').slice(-5).join('\n')}`);
        }
    }
    const receiver = await new Receiver(opts.limits).start();
    const launcher = (0,runner_launcher.takeLauncher)();
    // The model proxy runs only when a case faults the model: other runs talk to their model directly.
    const modelProxy = opts.cases.some((c) => c.effects.model_effects?.length)
        ? await new ModelProxy().start()
        : undefined;
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'agent-chaos-run-'));
    // Appended in the order runs end, off the main thread; all of it is written before runCases returns.
    const journal = (0,external_node_fs_.createWriteStream)(journalPath, { flags: 'a' });
    let journalError;
    journal.on('error', (err) => {
        journalError ??= err;
    });
    // The job's variables an agent may see, read once: every run starts from them.
    const base = agentEnvironment(agent.pass_env, agent.env);
    const items = opts.cases
        .flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ c, repeat: i + 1 })))
        .filter((item) => !opts.shard || (0,shard/* inShard */.I)(item.c.name, item.repeat, opts.shard));
    const pendingByCase = new Map(opts.cases.map((c) => [c.name, items.filter((i) => i.c === c).length]));
    let finished = 0;
    const redactor = opts.redactor ?? new redact/* Redactor */.p(opts.config.redact);
    const slots = new limit/* Limiter */.j(opts.config.concurrency);
    const report = (caseName, repeat, status, line, stderrTail) => {
        const left = (pendingByCase.get(caseName) ?? 1) - 1;
        pendingByCase.set(caseName, left);
        opts.onRun?.({
            case: caseName,
            repeat,
            status,
            line,
            finished: ++finished,
            total: items.length,
            caseDone: left === 0,
            stderrTail,
        });
    };
    async function runOne({ c, repeat }) {
        const seed = runItemSeed(runSeed, c.name, repeat);
        const sessionId = sessionIdFor(runSeed, c.name, repeat);
        const prior = done.get(`${c.name}\u0000${repeat}`);
        if (prior) {
            report(c.name, repeat, prior.status, `${c.name} #${repeat} ${prior.status} (from the journal)`);
            return prior;
        }
        // A slot is an agent process: it is given back when the agent exits, so the next one starts
        // while this run's spans are awaited and read.
        const free = await slots.acquire();
        try {
            return await execute(c, repeat, seed, sessionId, free);
        }
        finally {
            free();
        }
    }
    async function execute(c, repeat, seed, sessionId, free) {
        // Cancelled (Ctrl-C, a cancelled job): runs not started are skipped; finished ones are kept.
        if (opts.signal?.aborted)
            return undefined;
        const files = {
            caseFile: (0,external_node_path_.join)(scratch, `${sessionId}.case.json`),
            faultLog: (0,external_node_path_.join)(scratch, `${sessionId}.faults.jsonl`),
            answerFile: (0,external_node_path_.join)(scratch, `${sessionId}.answer.txt`),
        };
        const env = runEnvironment({
            agent,
            base,
            c,
            repeat,
            seed,
            sessionId,
            files,
            endpoint: receiver.endpointFor(sessionId),
        });
        // Model faults: the agent's OpenAI client goes through the proxy, which forwards to the endpoint
        // it would have used.
        if (modelProxy && c.effects.model_effects?.length) {
            const urls = modelProxy.open(sessionId, c.effects.model_effects, seed, {
                openai: env.OPENAI_BASE_URL,
                bedrock: bedrockUpstream(env),
            });
            env.OPENAI_BASE_URL = urls.openai;
            env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = urls.bedrock;
        }
        receiver.open(sessionId);
        const p = await runProcess({
            command: agent.command,
            cwd: workdir,
            env,
            timeoutMs: agent.timeout,
            signal: opts.signal,
            launcher,
            onExit: free,
            // The launcher writes the case file, and reads and removes what the agent leaves: no file work
            // on this thread, which reads the other runs' spans meanwhile.
            write: [
                {
                    path: files.caseFile,
                    text: JSON.stringify({ name: c.name, input: c.input, session_id: sessionId, effects: c.effects, seed }, null, 2),
                },
            ],
            read: [
                { path: files.faultLog, max: MAX_FAULT_LOG },
                { path: files.answerFile, max: MAX_ANSWER_BYTES },
            ],
        });
        const data = await awaitSpans(receiver, sessionId, p, opts);
        const spans = data?.spans.length ?? 0;
        const ended = statusOf(p, spans, data?.overflow);
        // Stopped by the cancellation, not by the agent: no result, and --resume runs it again.
        const cancelled = opts.signal?.aborted && ended.status !== 'ok';
        const status = cancelled ? 'cancelled' : ended.status;
        const error = cancelled ? 'the job was cancelled while this run was going' : ended.error;
        const fileWarnings = []; // the files the agent left that could not be read
        const made = data && spans && status !== 'flooded' && status !== 'cancelled'
            ? run_cases_sessionOf(data, sessionId, c, () => fallbackAnswer(answerText(p.left[1], fileWarnings), p.stdout), opts.config)
            : undefined;
        const faults = withFaults(made, faultLogOf(p.left[0], fileWarnings), modelProxy?.take(sessionId) ?? []);
        faults.warnings.unshift(...fileWarnings);
        const session = faults.session ? await redactor.redact(faults.session) : undefined;
        const entry = {
            runSeed,
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
        journal.write(`${JSON.stringify(entry)}\n`);
        const failures = session?.toolCalls.filter((t) => t.status === 'error') ?? [];
        const failed = failures.length
            ? `, ${failures.length} tool failure(s) (${[...new Set(failures.map((f) => f.name))].join(', ')})`
            : '';
        report(c.name, repeat, status, `${c.name} #${repeat} ${status} ${(p.durationMs / 1000).toFixed(1)}s, ${spans} span(s)${failed}${error && status !== 'ok' ? `: ${error}` : ''}`, entry.stderrTail);
        return entry;
    }
    let entries;
    let cancelled = 0;
    try {
        const all = await Promise.all(items.map((item) => runOne(item)));
        entries = all.filter((e) => !!e);
        cancelled = all.length - entries.length + entries.filter((e) => e.status === 'cancelled').length;
    }
    finally {
        launcher.close();
        journal.end();
        await (0,external_node_stream_promises_.finished)(journal).catch(() => { }); // a failed write is said below
        await leftoversKilled();
        await modelProxy?.stop();
        await receiver.stop();
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
    if (journalError)
        throw new Error(`could not write the journal ${journalPath}: ${journalError.message}`);
    const counts = new Map();
    for (const e of entries)
        counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
    log(`${entries.length} run(s): ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}${cancelled ? `; ${cancelled} not run (cancelled)` : ''}`);
    const cases = journal_casesFromJournal(opts.cases, entries);
    return {
        cases,
        runSeed,
        journal: journalPath,
        receiver: { ...receiver.stats, problems: receiver.problems },
        redacted: redactor.summary(),
        resumed: [...done.keys()].length,
        cancelled,
    };
}
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
/** The run's session from its spans, with what the trace may lack: the answer, the input, the config's tool definitions. */
function run_cases_sessionOf(data, sessionId, c, answer, config) {
    const session = (0,normalize/* normalize */.S)({ spans: data.spans, logs: data.logs, problems: [] }).find((s) => s.sessionId === sessionId);
    if (!session)
        return undefined;
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
function withFaults(session, logged, modelFaults) {
    let fired = logged;
    let warnings = [];
    if (session && fired?.length)
        ({ session, warnings } = attributeFaults(session, fired));
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

// EXTERNAL MODULE: ./lib/util/hash.js
var hash = __webpack_require__(2934);
// EXTERNAL MODULE: ./lib/util/package-root.js
var package_root = __webpack_require__(6189);
;// CONCATENATED MODULE: ./lib/pipeline.js
// The main job as stages that the CLI commands and the action compose: prepare (config + overrides),
// collect (run the agent), score (evaluators -> results.json), baseline (every mode, in
// results/baseline.ts), compare and gate, render, write. runPipeline and scoreJournals are the two
// compositions both shells share. Nothing here knows about GitHub: the action hands in an
// ArtifactSource and prints the runner's progress events its own way.


























/** The config with the overrides laid over it, its cases expanded, and the run seed. */
async function prepare(configPath, overrides, guard) {
    const guarded = guard ? guard(await (0,load/* loadConfig */.Z9)(configPath)) : { config: await (0,load/* loadConfig */.Z9)(configPath), notes: [] };
    const config = (0,config_overrides/* applyOverrides */.i)(guarded.config, overrides);
    // agent.workdir is relative to the config's directory, or to the repository root for a config in
    // .github/: the same whatever directory agent-chaos is started from.
    const configDir = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(configPath));
    const baseDir = (0,external_node_path_.basename)(configDir) === '.github' ? (0,external_node_path_.dirname)(configDir) : configDir;
    return {
        config,
        notes: guarded.notes,
        cases: (0,expand/* expandCases */.kc)(config),
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
        signal: opts.signal,
        shard: opts.shard,
    });
}
const scoringOf = (config) => ({
    judge: config.judge,
    evaluators: (0,score_cases/* evaluatorSettings */.D)(config),
    configHash: (0,hash/* hashOf */.q)(config),
});
/** The judge the settings ask for (the heuristic, with a warning, for Bedrock without credentials). */
async function judgeFor(s, warn = () => { }) {
    s.judge = (0,create/* withFallback */.hv)(s.judge, warn);
    return (0,create/* createJudge */.qU)(s.judge);
}
/** Scores collected runs into results.json. */
async function score(s, cases, judge, opts = {}) {
    // With an LLM judge, what it will take is said before it starts, and kept to compare with what it
    // took: for the judging that reports to the log (a side's first round), not again for every batch.
    const estimate = judge.kind === 'llm' && opts.log
        ? (0,evaluators_estimate/* estimateJudging */.J6)(cases.map((c) => ({
            name: c.name,
            input: c.input,
            effects: c.effects,
            runs: c.runs.length,
            sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])),
        })), s.evaluators, judge.judge.model, { prices: s.judge.prices, tokenBudget: s.tokenBudget, outputTokensPerCall: s.outputTokensPerCall })
        : undefined;
    if (estimate)
        opts.log?.(`judge estimate: ${(0,evaluators_estimate/* estimateLine */.LV)(estimate, s.judge.model)}`);
    const scored = await (0,score_cases/* scoreCases */.a)(cases, {
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
        git: opts.git ?? (await gitInfo()),
        judge: (0,create/* judgeLabel */.gy)(judge),
    });
    if (estimate)
        results.usage.estimate = {
            calls: estimate.calls,
            inputTokens: estimate.inputTokens,
            outputTokens: estimate.outputTokens,
            ...(estimate.costUsd !== undefined ? { costUsd: Math.round(estimate.costUsd * 10000) / 10000 } : {}),
        };
    return results;
}
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
            ? (0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'fixtures', 'calibration', calibration_set/* HEURISTIC_AGREEMENT */.Kk)
            : s.judge.calibration;
        if (!path)
            return undefined;
        const c = JSON.parse(await (0,promises_.readFile)(path, 'utf8'));
        const model = judge.kind === 'heuristic' ? 'heuristic' : judge.judge.model;
        return c.judge?.model === model ? agreementOf(c) : undefined;
    }
    catch {
        return undefined; // an agreement that cannot be measured is simply not shown
    }
}
/**
 * Head against base: the comparison (when there is a base) and the gate's verdict. `sequential`:
 * more runs can still be added, up to maxRuns a side (without it, the runs there are decide).
 */
function compareAndGate(gate, thresholds, head, base, sequential) {
    const comparison = base ? compareResults(base, head, { minEffect: gate.min_effect, ...sequential }) : undefined;
    // Without a baseline (none, or nothing found) the gate never blocks on regressions.
    return { comparison, gate: applyGate(gate, head, comparison, thresholds) };
}
/** Writes results.json, sessions.jsonl and report.md into outDir. */
async function writeOutputs(outDir, results, sessions, report, html) {
    (0,dirs/* makeDir */.g)(outDir);
    const written = await (0,store/* writeResults */.KB)(outDir, results, sessions);
    const reportPath = (0,external_node_path_.join)(outDir, 'report.md');
    await (0,promises_.writeFile)(reportPath, `${report}\n`);
    if (html === undefined)
        return { ...written, report: reportPath };
    const htmlPath = (0,external_node_path_.join)(outDir, 'report.html');
    await (0,promises_.writeFile)(htmlPath, html);
    return { ...written, report: reportPath, html: htmlPath };
}
const sessionsOf = (cases) => cases.flatMap((c) => c.runs.flatMap((r) => (r.session ? [r.session] : [])));
/** The whole job: run the agent (and the base alongside it in rerun mode), score, compare, gate, report. */
async function runPipeline(opts) {
    const p = await prepare(opts.configPath, opts.overrides, opts.guard);
    const log = opts.log ?? (() => { });
    if (p.config.baseline === 'rerun' && !opts.baseRef) {
        // A rerun baseline with nothing to rerun would compare with nothing: find the base, or refuse.
        opts = { ...opts, baseRef: defaultBaseRef(p.baseDir) };
        if (!opts.baseRef)
            throw new Error('baseline rerun needs the base commit: give --base-ref <commit> (no GITHUB_BASE_REF, and no origin/HEAD to default to)');
        log(`baseline: rerun of ${opts.baseRef} (the base branch; --base-ref chooses another)`);
    }
    // The commit the head's results belong to, asked as the first run ends: the git process then runs
    // beside the agents, not between the config and the first of them (its fork held the main thread).
    let headGit;
    const askGit = () => (headGit ??= opts.git ? Promise.resolve(opts.git) : gitInfo(p.baseDir));
    const onRun = (e) => {
        askGit();
        opts.onRun?.(e);
    };
    const scoring = scoringOf(p.config);
    const judge = await judgeFor(scoring, opts.warn ?? log);
    const run = { outDir: opts.outDir, resume: opts.resume, log, onRun, signal: opts.signal };
    // In rerun mode base and head run at the same time, half the concurrency each, same run seed:
    // drift hits both alike. Otherwise the head runs alone, after the lookup.
    let head;
    // The base commit run in a worktree of its own (the first round, and the batches of the sequential decision).
    const runBase = async (prepared, outDir, concurrency) => {
        const worktree = addWorktree(p.baseDir, opts.baseRef);
        log(`baseline: running base ${worktree.sha.slice(0, 7)} in ${worktree.dir}`);
        try {
            // The worktree holds the base commit's tracked files only: agent.setup builds it there.
            const outcome = await collect(prepared, {
                outDir,
                baseDir: worktree.map(p.baseDir),
                concurrency,
                log: (l) => log(`[base] ${l}`),
                signal: opts.signal,
            }).catch((err) => {
                throw new Error(err.message.replace(/^agent\.setup failed/, 'agent.setup failed in the base worktree'));
            });
            return { outcome, sha: worktree.sha };
        }
        finally {
            worktree.remove();
        }
    };
    const rerun = opts.baseRef
        ? {
            run: async () => {
                const half = Math.max(1, Math.floor(p.config.concurrency / 2));
                head = collect(p, { ...run, concurrency: half });
                const { outcome: base, sha } = await runBase(p, (0,external_node_path_.join)(opts.outDir, 'base'), half);
                const ended = base.cases.flatMap((c) => c.runs);
                if (!ended.some((r) => r.session)) {
                    const counts = [...new Set(ended.map((r) => r.status))]
                        .map((s) => `${ended.filter((r) => r.status === s).length} ${s}`)
                        .join(', ');
                    throw new Error(`no base run left a session to score (${counts || 'no run'})`);
                }
                const results = await score(scoring, base.cases, judge, { git: { sha, ref: opts.baseRef } });
                const sessions = sessionsOf(base.cases);
                await (0,store/* writeResults */.KB)((0,external_node_path_.join)(opts.outDir, 'base'), results, sessions);
                return { results, sessions, sha };
            },
        }
        : undefined;
    const found = await (0,results_baseline/* resolveBaseline */.oL)({
        mode: p.config.baseline,
        file: p.config.baseline_file,
        artifact: opts.artifact,
        rerun,
        log,
    });
    const outcome = await (head ?? collect(p, run));
    // The batches of the sequential decision: more runs of both sides, at the same time, for the cases
    // with an undecided result.
    // Only where the base can be run again; an artifact or file baseline is decided in one round.
    const confirm = found.info.source === 'rerun' && p.config.confirm.runs > 0
        ? async (names, runs, look) => {
            const again = {
                ...p,
                cases: p.cases.filter((c) => names.includes(c.name)).map((c) => ({ ...c, repeat: runs })),
                runSeed: p.runSeed + look,
            };
            const half = Math.max(1, Math.floor(p.config.concurrency / 2));
            const dir = (0,external_node_path_.join)(opts.outDir, 'confirm', `look-${look}`);
            const [headMore, baseMore] = await Promise.all([
                collect(again, { ...run, outDir: dir, concurrency: half }),
                runBase(again, (0,external_node_path_.join)(dir, 'base'), half),
            ]);
            return { head: headMore.cases, base: baseMore.outcome.cases };
        }
        : undefined;
    const expected = (0,results_evidence/* expectedRuns */.rk)(p.cases, { shard: opts.shard });
    const evidence = (0,results_evidence/* countEvidence */.Vc)(expected, outcome.cases.flatMap((c) => c.runs.map((r) => ({ case: c.name, repeat: r.repeat, sessionId: r.sessionId, status: r.status }))));
    evidence.cancelled = outcome.cancelled; // runs stopped in flight and runs never started
    const git = await askGit();
    return finish(p, scoring, { ...opts, git }, { ...outcome, evidence }, found, judge, confirm);
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
/** Scores runs collected by other jobs (a fork's run, the shards of a matrix): no agent is run here. */
async function scoreJournals(opts, entries) {
    const p = await prepare(opts.configPath, opts.overrides, opts.guard);
    const log = opts.log ?? (() => { });
    const scoring = scoringOf(p.config);
    const judge = await judgeFor(scoring, opts.warn ?? log);
    // Runs collected by another job are untrusted data (a fork's, say): redacted like the runner's own.
    const redactor = new Redactor(p.config.redact);
    // Every run the config expects, of every shard, against what the journals hold: the first of a
    // run seen twice is scored, the duplicates counted; nothing is dropped silently.
    const evidence = countEvidence(expectedRuns(p.cases, { shards: opts.shards }), entries, opts.shards);
    const seen = new Set();
    const unique = await redactor.redact(entries.filter((e) => !seen.has(`${e.case}\u0000${e.repeat}`) && seen.add(`${e.case}\u0000${e.repeat}`)));
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
    // Without the agent here the base cannot be run again: it comes from an artifact or a file.
    const found = await resolveBaseline({
        mode: p.config.baseline,
        file: p.config.baseline_file,
        artifact: opts.artifact,
        log,
    });
    return finish(p, scoring, opts, outcome, found, judge);
}
/** Score the head, align the baseline's judge, compare, gate, render, write. */
async function finish(p, scoring, opts, outcome, found, judge, confirm) {
    const log = opts.log ?? (() => { });
    const total = outcome.cases.reduce((n, c) => n + c.runs.filter((r) => r.session).length, 0);
    log(`scoring ${total} session(s) with the ${scoring.judge.provider} judge${judge.kind === 'heuristic' ? ' (offline, a rough stand-in for an LLM judge)' : ` ${scoring.judge.model}`}`);
    // The base's own judging says how long this judge's answers are (same model: same habits).
    const baseUsage = found.results?.usage;
    if (baseUsage?.judgeCalls && found.results?.judge.model === scoring.judge.model)
        scoring.outputTokensPerCall = baseUsage.outputTokens / baseUsage.judgeCalls;
    const results = await score(scoring, outcome.cases, judge, {
        git: opts.git ?? (await gitInfo(p.baseDir)),
        onScored: opts.onScored,
        log,
    });
    results.evidence = outcome.evidence;
    if (p.config.id)
        results.configId = p.config.id;
    if (p.config.judge.provider === 'bedrock' && scoring.judge.provider === 'heuristic') {
        results.notes = [
            ...(results.notes ?? []),
            "Scored by the offline heuristic judge: this job had no AWS credentials for the Bedrock judge (a fork's pull request gets none), and judge.fallback is heuristic.",
        ];
    }
    if (p.notes.length)
        results.notes = [...p.notes, ...(results.notes ?? [])];
    const agreement = await measuredAgreement(scoring, judge);
    if (agreement)
        results.judge.calibration = agreement;
    if (outcome.cancelled)
        results.notes = [
            ...(results.notes ?? []),
            `The job was cancelled: ${outcome.cancelled} run(s) did not run; the scores cover the runs that finished.`,
        ];
    if (outcome.redacted)
        results.notes = [...(results.notes ?? []), outcome.redacted];
    let sessions = sessionsOf(outcome.cases);
    const baseline = await (0,results_baseline/* alignJudge */.rt)(found, results, (cases) => {
        log('baseline: judged by another judge or prompt version: judging its sessions again');
        return score(scoring, cases, judge);
    });
    let head = results;
    let base = baseline.results;
    if (base)
        (0,results_baseline/* checkOverlap */.wq)(base, head);
    const thresholds = (0,config_overrides/* evaluatorThresholds */.O)(p.config);
    let comparison;
    let gate;
    if (confirm && base && !opts.signal?.aborted) {
        // Each side's judge budget covers every look: a batch gets what the earlier ones left.
        const decided = await sequentialGate({
            policy: p.config.gate,
            thresholds,
            head,
            base,
            confirm: p.config.confirm,
            log,
            signal: opts.signal,
            more: async (cases, runs, look, spent) => {
                const batch = await confirm(cases, runs, look);
                sessions = [...sessions, ...sessionsOf(batch.head)];
                const [h, b] = await Promise.all([
                    score(leftAfter(scoring, spent.head), batch.head, judge, { git: spent.headGit }),
                    score(leftAfter(scoring, spent.base), batch.base, judge, { git: spent.baseGit }),
                ]);
                return { head: h, base: b };
            },
        });
        ({ head, base, comparison, gate } = decided);
    }
    else
        ({ comparison, gate } = compareAndGate(p.config.gate, thresholds, head, base));
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
    const report = (0,markdown/* renderReport */.B1)(reportInput);
    const html = renderHtmlReport({
        ...reportInput,
        baseSessions: baseline.sessions ? new Map(baseline.sessions.map((s) => [s.sessionId, s])) : undefined,
    });
    const written = await writeOutputs(opts.outDir, head, sessions, report, html);
    return {
        config: { ...p.config, judge: scoring.judge },
        outcome,
        results: head,
        sessions,
        baseline: { ...baseline, results: base },
        comparison,
        gate,
        report,
        paths: { ...written, journal: outcome.journal },
    };
}


/***/ }),

/***/ 1585:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B1: () => (/* binding */ renderReport),
  L2: () => (/* binding */ verdictWords)
});

// UNUSED EXPORTS: GITHUB_COMMENT_LIMIT, agreementText, failureReport, insightsAgainstBase, marker

;// CONCATENATED MODULE: ./node_modules/markdown-table/index.js
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

// EXTERNAL MODULE: ./lib/results/coverage.js
var coverage = __webpack_require__(9374);
// EXTERNAL MODULE: ./lib/results/sweeps.js
var sweeps = __webpack_require__(9749);
// EXTERNAL MODULE: ./lib/results/notes.js
var results_notes = __webpack_require__(6151);
// EXTERNAL MODULE: ./lib/results/evidence.js
var evidence = __webpack_require__(41);
;// CONCATENATED MODULE: ./lib/report/escape.js
// Untrusted text (agent answers, tool results, error messages, span attributes, names from a results
// file) in GitHub markdown: shown, never interpreted. No HTML, no @mentions or team mentions that
// notify, no issue, pull request or commit references, no links or autolinks, no math, no table
// breaks, no code fences, no bidi or invisible characters; one line, capped.
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '`': '&#96;' };
const ZWSP = '\u200b';
// Control characters, and the invisible ones that reorder or hide text (bidi overrides, zero-width).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;
function escape_escapeText(text, max = 300) {
    return inert(line(text, max), true);
}
/**
 * The same, for text inside an HTML block (a <summary>), where markdown is not read: a markdown
 * escape would show as a backslash there.
 */
function escapeHtmlText(text, max = 300) {
    return inert(line(text, max), false).replace(/\$/g, '&#36;'); // a dollar as an entity: never math
}
function line(text, max) {
    let s = String(text ?? '')
        .replace(INVISIBLE, '')
        .replace(CONTROL, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    if (s.length > max)
        s = `${s.slice(0, max - 1)}…`;
    return s;
}
/** `markdown`: also escape what markdown would read (emphasis, links, math, table pipes). */
function inert(s, markdown) {
    if (markdown)
        s = s.replace(/([\\*_[\]~$|])/g, '\\$1');
    return (s
        .replace(/[&<>"`]/g, (c) => ENTITIES[c])
        // What GitHub would turn into a notification, a reference or a link:
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`) // @user, @org/team, mail@host
        .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`) // #123, owner/repo#123 (not the entity &#96;)
        .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`) // GH-123
        .replace(/:\/\//g, `:/${ZWSP}/`) // https://...
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`) // www.example.com
        .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])([0-9a-f]{6})([0-9a-f]{1,34})\b/gi, `$1${ZWSP}$2`) // commit SHAs
    );
}
/** A span or session id: hex or a slug, shown as code (nothing else gets through). */
const code = (id) => `\`${String(id).replace(/[^A-Za-z0-9_.:|-]/g, '')}\``;
/** A name in a mermaid label or a title: letters, digits and a few separators only. */
const plainLabel = (name, max = 40) => String(name)
    .replace(/[^A-Za-z0-9 _.|:-]/g, '')
    .slice(0, max);

;// CONCATENATED MODULE: ./lib/report/chart.js

// Cases are numbered on the x axis (names of any length stay apart); chartLegend names them.
function scoreChart(comparison, evaluator, maxCases = 20) {
    const cells = comparison.cells
        .filter((c) => c.evaluator === evaluator && c.base.mean !== null && c.head.mean !== null)
        .slice(0, maxCases);
    if (!cells.length)
        return undefined;
    const cases = chartCases(comparison, maxCases);
    return xychart(`${plainLabel(evaluator)}: base (bars) vs head (line)`, cells.map((c) => `${cases.indexOf(c.case) + 1}`), cells.map((c) => c.head.mean), cells.map((c) => c.base.mean));
}
/** A mermaid xychart of scores (0 to 1): `line` for the head, `bars` for the base when given. */
function xychart(title, labels, line, bars) {
    const values = (xs) => xs.map((x) => x.toFixed(2)).join(', ');
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${title}"`,
        `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        '  y-axis "score" 0 --> 1',
        ...(bars ? [`  bar [${values(bars)}]`] : []),
        `  line [${values(line)}]`,
        '```',
    ].join('\n');
}
/** The cases the charts show, in order: their numbers on the x axis. */
const chartCases = (comparison, maxCases = 20) => [...new Set(comparison.cells.map((c) => c.case))].slice(0, maxCases);
/** A sweep's degradation curve: head (line) against base (bars) by level, as a mermaid xychart. */
function sweepChart(head, base) {
    const points = head.points.filter((p) => p.mean !== null);
    if (points.length < 2)
        return undefined;
    const baseAt = (label) => base?.points.find((p) => p.label === label)?.mean;
    const withBase = base && points.every((p) => typeof baseAt(p.label) === 'number');
    return xychart(`${plainLabel(head.case)}: ${plainLabel(head.evaluator)} by ${plainLabel(head.parameter)}${withBase ? ', base (bars) vs head (line)' : ''}`, points.map((p) => plainLabel(p.label, 12)), points.map((p) => p.mean), withBase ? points.map((p) => baseAt(p.label)) : undefined);
}

;// CONCATENATED MODULE: ./lib/report/markdown.js
// The report: one markdown body for the PR comment and the job summary. Sections in order of
// importance; when the body would pass GitHub's 65,536-character limit, the least important ones are
// shortened, then dropped, with a note that points at the run's artifact.







const GITHUB_COMMENT_LIMIT = 65_536;
const isFaultNote = (n) => /not exercised|never fired although|but the trace has no such call|model fault .* never fired|has no model-call span|changed nothing in/.test(n);
const marker = (configId = 'default') => `<!-- agent-chaos:${configId.replace(/[^A-Za-z0-9_.-]/g, '')} -->`;
const SYMBOL = {
    regressed: '🔴 regressed',
    improved: '🟢 improved',
    unchanged: '⚪ unchanged',
    inconclusive: '🟡 undecided',
};
const num = (x) => (x === null || x === undefined ? '–' : x.toFixed(2));
const signed = (x) => (x === null ? '–' : `${x > 0 ? '+' : ''}${x.toFixed(2)}`);
/** The 95% interval of a difference, as the tables show it. */
const interval = (c) => (c.ci ? `[${num(c.ci[0])}, ${num(c.ci[1])}]` : undefined);
function verdictCell(c) {
    let v = SYMBOL[c.verdict];
    if (c.flaky)
        v += ' ⚠️ flaky';
    if (!c.gated)
        v += ' (not gated)';
    if (c.verdict === 'inconclusive' && c.repeatsNeeded)
        v += `, ~${c.repeatsNeeded} runs a side would decide it`;
    return v;
}
function age(iso, now) {
    if (!iso)
        return '';
    const days = Math.floor((now - Date.parse(iso)) / 86_400_000);
    return Number.isNaN(days) ? '' : days <= 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
}
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A reason as the judge gave it, without a source prefix the label already carries. */
const reasonText = (r) => (r ?? '').replace(/^Heuristic: /, '');
/** "5 runs a side", or "5 to 60 runs a side". */
function undecidedRuns(cells) {
    const ns = cells.map((c) => Math.min(c.base.n, c.head.n));
    const lo = Math.min(...ns);
    const hi = Math.max(...ns);
    return `${lo === hi ? lo : `${lo} to ${hi}`} run(s) a side`;
}
/** The verdict in words, as the headlines of report.md and report.html say it (plain text: the caller escapes it). */
function verdictWords(input) {
    const { gate, comparison } = input;
    const gated = comparison?.cells.filter((c) => c.gated) ?? [];
    const regressed = gated.filter((c) => c.verdict === 'regressed');
    const undecided = gated.filter((c) => c.verdict === 'inconclusive');
    const unchanged = gated.filter((c) => c.verdict === 'unchanged' || c.verdict === 'improved');
    const evaluators = new Set(gated.map((c) => c.evaluator)).size;
    const cases = new Set(gated.map((c) => c.case)).size;
    const icon = gate.verdict === 'fail' ? (gate.blocking ? '❌' : '⚠️') : gate.verdict === 'pass' ? '✅' : '🟡';
    const regressedText = `${plural(regressed.length, 'regression')} in ${plural(new Set(regressed.map((c) => c.case)).size, 'case')}`;
    const warnOnly = gate.blocking ? '' : ' (warning only)';
    const problem = gate.missingEvidence?.slice(0, 240);
    const what = gate.verdict === 'fail'
        ? regressed.length
            ? `${regressedText}${problem ? `; ${problem}` : ''}${warnOnly}`
            : `${problem ?? 'the gate failed'}${warnOnly}`
        : gate.verdict === 'pass'
            ? comparison
                ? unchanged.length === gated.length
                    ? `no regression: ${plural(cases, 'case')} × ${plural(evaluators, 'evaluator')} unchanged`
                    : `no regression: ${unchanged.length} of ${gated.length} results unchanged`
                : 'passed'
            : comparison
                ? `undecided: ${plural(undecided.length, 'result')} could not be decided with ${undecidedRuns(undecided)} (no drop shown; the check passes, gate.on_undecided: pass)`
                : 'no baseline to compare with';
    return { icon, what };
}
function headline(input) {
    const { gate, head, comparison } = input;
    const runs = head.cases.reduce((n, c) => n + c.runs.length, 0);
    const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
    const words = verdictWords(input);
    const what = escape_escapeText(words.what, 400);
    const icon = words.icon;
    const b = input.baseline;
    const base = b.source === 'none'
        ? `No baseline: ${escape_escapeText(b.description, 200)}.`
        : `Compared with ${b.sha ? code(b.sha.slice(0, 7)) : 'the base'} (${escape_escapeText(b.description, 200)}${b.createdAt ? `, ${age(b.createdAt, input.now ?? Date.now())}` : ''})${b.rejudged ? '; the baseline was judged again with the current judge' : ''}.`;
    const judge = head.judge.provider === 'heuristic'
        ? 'heuristic judge (offline, a rough stand-in for an LLM judge)'
        : `judge ${escape_escapeText(head.judge.model, 80)}`;
    // Regressions are in the table below; other reasons are said here.
    const listed = (r) => regressed.some((c) => r.startsWith(`${c.case} · ${c.evaluator}:`));
    const other = gate.verdict !== 'pass'
        ? gate.reasons.filter((r) => r !== words.what &&
            !r.startsWith('undecided:') &&
            !listed(r) &&
            !(gate.missingEvidence && r.startsWith(gate.missingEvidence)))
        : [];
    return [
        `## ${icon} agent-chaos: ${what}`,
        '',
        `${base} Head ${code(head.git.sha.slice(0, 7))}: ${plural(head.cases.length, 'case')}, ${plural(runs, 'run')}, ${judge}.`,
        ...(other.length ? ['', ...other.slice(0, 5).map((r) => `- ${escape_escapeText(r, 300)}`)] : []),
    ].join('\n');
}
function overallTable(input) {
    const { comparison, head } = input;
    if (!comparison) {
        const evs = Object.keys(head.cases[0]?.summary ?? {});
        const rows = head.cases.map((c) => [
            escape_escapeText(c.name, 80),
            ...evs.map((e) => `${num(c.summary[e]?.mean)} (n=${c.summary[e]?.n ?? 0})`),
        ]);
        return markdownTable([['case', ...evs.map((e) => escape_escapeText(e, 40))], ...rows]);
    }
    // Under fail_on other than overall the rows are description, not verdict: the cells decide (and a
    // test on runs added where cells were undecided would not be a fixed-sample test).
    const asVerdict = input.gate.failOn === 'overall';
    const rows = comparison.overall.map((c) => [
        escape_escapeText(c.evaluator, 60),
        num(c.base.mean),
        num(c.head.mean),
        signed(c.delta),
        interval(c) ?? '–',
        asVerdict ? verdictCell(c) : '– (decided per case)',
    ]);
    return [
        '<details><summary>Every evaluator over all cases</summary>',
        '',
        markdownTable([['evaluator (all cases)', 'base', 'head', 'Δ', '95% CI', 'verdict'], ...rows]),
        '',
        '</details>',
    ].join('\n');
}
function evaluatorTables(input, rowLimit) {
    const { comparison } = input;
    if (!comparison)
        return '';
    const out = [];
    for (const ev of comparison.overall.map((o) => o.evaluator)) {
        const cells = comparison.cells.filter((c) => c.evaluator === ev);
        const shown = cells.slice(0, rowLimit);
        const rows = shown.map((c) => [
            escape_escapeText(c.case, 80),
            `${num(c.base.mean)} (n=${c.base.n})`,
            `${num(c.head.mean)} (n=${c.head.n})`,
            signed(c.delta),
            interval(c) ?? '–',
            verdictCell(c),
        ]);
        // Folded: the regressions are in the table above.
        out.push(`<details><summary><b>${escapeHtmlText(ev, 60)}</b></summary>`, '', markdownTable([['case', 'base', 'head', 'Δ', '95% CI of Δ', 'verdict'], ...rows]), ...(cells.length > shown.length ? ['', `…and ${cells.length - shown.length} more case(s) in the artifact.`] : []), '', '</details>');
    }
    return out.join('\n');
}
/** The session that shows a regressed case best: its lowest-scored run for that evaluator. */
function worstRun(input, c) {
    const hc = input.head.cases.find((x) => x.name === c.case);
    return [...(hc?.runs ?? [])]
        .filter((r) => typeof r.scores[c.evaluator]?.score === 'number')
        .sort((a, b) => (a.scores[c.evaluator].score ?? 0) - (b.scores[c.evaluator].score ?? 0))[0];
}
/** One row per regressed case: what dropped, with intervals, and the evidence of its worst run, quoted once. */
function regressions(input, rowLimit) {
    const cells = input.comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    if (!cells.length)
        return '';
    const byCase = [
        ...cells.reduce((m, c) => m.set(c.case, [...(m.get(c.case) ?? []), c]), new Map()),
    ];
    const rows = byCase.slice(0, rowLimit).map(([name, drops]) => {
        const r = worstRun(input, drops[0]);
        const s = r ? input.sessions?.get(r.sessionId) : undefined;
        const failed = s?.toolCalls.find((t) => t.status === 'error' || t.fault);
        const evidence = s
            ? `${failed ? `${failed.name} ${failed.status === 'error' ? `failed (${failed.error?.type})` : `gave ${failed.lie ? 'well-formed wrong' : 'damaged'} data (${failed.fault})`}; ` : ''}the agent said “${s.finalAnswer}”`
            : reasonText(r?.scores[drops[0].evaluator]?.reason);
        const what = drops
            .map((c) => `${escape_escapeText(c.evaluator, 40)} ${num(c.base.mean)} → ${num(c.head.mean)}${c.ci ? ` ${interval(c)}` : ''}`)
            .join('<br>');
        return [escape_escapeText(name, 60), what, escape_escapeText(evidence, 110)];
    });
    const out = [
        '### What regressed',
        '',
        markdownTable([
            ['case', 'dropped: base → head [95% CI of Δ]', 'evidence (its worst run, in the sessions below)'],
            ...rows,
        ]),
    ];
    if (byCase.length > rowLimit)
        out.push('', `…and ${byCase.length - rowLimit} more regressed case(s) in the artifact.`);
    return out.join('\n');
}
/** Each session behind a regression, quoted once, with every evaluator's judgement of it. */
function regressionSessions(input, rowLimit) {
    const cells = input.comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    const runs = [
        ...new Map(cells
            .map((c) => worstRun(input, c))
            .filter((r) => r)
            .map((r) => [r.sessionId, r])).values(),
    ].slice(0, rowLimit);
    if (!runs.length)
        return '';
    const out = ['<details><summary>The sessions behind the regressions</summary>', ''];
    for (const r of runs) {
        const s = input.sessions?.get(r.sessionId);
        const c = input.head.cases.find((x) => x.runs.includes(r));
        const failed = s?.toolCalls.filter((t) => t.status === 'error' || t.fault) ?? [];
        const what = failed.length
            ? failed
                .map((f) => `${code(f.name)} ${f.status === 'error' ? `failed (${escape_escapeText(`${f.error?.type}: ${f.error?.message}`, 120)})` : `returned ${f.lie ? 'well-formed wrong' : 'damaged'} data (${escape_escapeText(f.faultDetail ?? f.fault ?? '', 120)})`}, span ${code(f.spanId)}`)
                .join('; ')
            : 'no failed tool call';
        out.push(`**${escape_escapeText(c?.name ?? '', 60)}**, session ${code(r.sessionId)}: ${what}. The agent said:`, '', `> ${escape_escapeText(s?.finalAnswer ?? '(session not available)', 400)}`, '');
        for (const [ev, score] of Object.entries(r.scores))
            out.push(`- ${escape_escapeText(ev, 40)}: ${escape_escapeText(score.label, 40)}: ${escape_escapeText(reasonText(score.reason), 240)}`);
        out.push('');
    }
    out.push('</details>');
    return out.join('\n');
}
/** The head's insights against the base's, by key: new in this pull request first, then still present, then fixed. */
function insightsAgainstBase(head, base) {
    const keyOf = (i) => i.key ?? i.name;
    if (!base)
        return head.insights.map((insight) => ({ status: 'still', insight }));
    // "Fixed" needs a head that was seen: an insight gone because the runs left no session is not fixed.
    const seen = !(0,evidence/* evidenceProblem */.jG)(head.evidence) && head.cases.every((c) => !c.runs.length || (0,evidence/* healthOf */.Wr)(c).healthy > 0);
    const before = new Set(base.insights.map(keyOf));
    const now = new Set(head.insights.map(keyOf));
    const marked = head.insights.map((insight) => ({
        status: before.has(keyOf(insight)) ? 'still' : 'new',
        insight,
    }));
    if (seen)
        for (const insight of base.insights)
            if (!now.has(keyOf(insight)))
                marked.push({ status: 'fixed', insight });
    const order = { new: 0, still: 1, fixed: 2 };
    return marked.sort((a, b) => order[a.status] - order[b.status]);
}
function insights(input, rowLimit) {
    const list = insightsAgainstBase(input.head, input.base);
    if (!list.length)
        return '';
    const out = ['### Failure insights: what the agent did wrong', ''];
    const tag = {
        new: input.base ? '🆕 new in this pull request · ' : '',
        still: input.base ? 'also in the base · ' : '',
        fixed: '✅ fixed (in the base, gone now) · ',
    };
    list
        .filter((m) => m.status !== 'fixed')
        .slice(0, rowLimit)
        .forEach(({ status, insight: i }, n) => {
        out.push(`${n + 1}. ${tag[status]}**${escape_escapeText(i.name, 240)}**: ${i.affectedSessions} session(s). ${escape_escapeText(i.description, 200)}`);
        for (const rc of i.rootCauses.slice(0, 3)) {
            const samples = rc.samples
                .slice(0, 2)
                .map((s) => `${code(s.sessionId)}${s.findings[0] ? ` at span ${code(s.findings[0].spanId)}` : ''}`)
                .join(', ');
            out.push(`   - root cause (${rc.affectedSessions} session(s)): ${escape_escapeText(rc.explanation, 250)}`, `     - suggested fix: ${escape_escapeText(rc.suggestedFix, 300)}`, ...(samples ? [`     - e.g. ${samples}`] : []));
        }
    });
    const fixed = list.filter((m) => m.status === 'fixed');
    if (fixed.length)
        out.push('', ...fixed
            .slice(0, rowLimit)
            .map(({ insight: i }) => `- ${tag.fixed}${escape_escapeText(i.name, 240)} (${i.affectedSessions} session(s) in the base)`));
    const shown = list.filter((m) => m.status !== 'fixed').length;
    if (shown > rowLimit)
        out.push('', `…and ${shown - rowLimit} more insight(s) in the artifact.`);
    return out.join('\n');
}
function runProblems(input, rowLimit) {
    const bad = input.head.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'ok').map((r) => ({ c, r })));
    const notes = input.head.notes ?? [];
    const unexercised = notes.filter(isFaultNote);
    const out = [];
    // Scores the judge could not give (errors, budget): counted, never turned into zeros.
    const unjudged = input.head.cases.flatMap((c) => c.runs.flatMap((r) => Object.entries(r.scores)
        .filter(([, s]) => s.source === 'judge_error' || s.source === 'budget')
        .map(([ev, s]) => ({ c, r, ev, s }))));
    if (unjudged.length) {
        const errors = unjudged.filter((u) => u.s.source === 'judge_error');
        const budget = unjudged.length - errors.length;
        out.push('### Scores the judge did not give', '');
        if (errors.length)
            out.push(`- ${errors.length} judge error(s), e.g. ${escape_escapeText(errors[0].c.name, 60)} #${escape_escapeText(errors[0].r.repeat, 10)} ${escape_escapeText(errors[0].ev, 60)}: ${escape_escapeText(errors[0].s.reason, 200)}`);
        if (budget)
            out.push(`- ${budget} score(s) not judged: the judge budget was used up (judge.budget)`);
        out.push('');
    }
    if (unexercised.length)
        out.push('### Faults that did not do their job', '', ...unexercised.slice(0, rowLimit).map((n) => `- ${escape_escapeText(n, 300)}`), '');
    const fired = (0,results_notes/* faultLines */.w0)(input.head.cases);
    if (fired.length) {
        const rows = fired
            .slice(0, rowLimit * 2)
            .map((l) => [
            escape_escapeText(l.case, 60),
            escape_escapeText(l.tool, 40),
            escape_escapeText(l.effect, 20),
            `${l.fired}/${l.runs}`,
            `${l.called}/${l.runs}`,
        ]);
        out.push('<details><summary>Faults: how often each fired</summary>', '', markdownTable([['case', 'tool', 'fault', 'fired in', 'tool called in'], ...rows]), '', '</details>', '');
    }
    const ev = input.head.evidence;
    if (ev?.missing) {
        const shown = ev.missingRuns
            .slice(0, rowLimit)
            .map((m) => `${escape_escapeText(m.case, 60)} #${m.repeat}${m.shard ? ` (shard ${m.shard})` : ''}`);
        out.push('### Runs expected and not seen', '', `${ev.missing} of ${ev.expected}: ${shown.join(', ')}${ev.missing > shown.length ? ', …' : ''}`, '');
    }
    if (bad.length) {
        const rows = bad
            .slice(0, rowLimit)
            .map(({ c, r }) => [
            escape_escapeText(c.name, 60),
            escape_escapeText(r.repeat, 10),
            escape_escapeText(r.status, 20),
            escape_escapeText(r.error ?? '', 200),
        ]);
        out.push('### Runs that crashed, timed out or sent no trace', '', markdownTable([['case', 'repeat', 'status', 'what happened'], ...rows]));
        if (bad.length > rowLimit)
            out.push('', `…and ${bad.length - rowLimit} more.`);
    }
    return out.join('\n').trim();
}
const SHIFT = {
    earlier: '🔴 breaks earlier',
    later: '🟢 breaks later',
    same: 'unchanged',
    new: '🔴 now breaks',
    fixed: '🟢 no longer breaks',
    never: 'never breaks',
};
/** Severity sweeps: failure communication per level, where it first drops below passing, base vs head. */
function markdown_sweeps(input, rowLimit) {
    const head = (0,sweeps/* sweepCurves */.J)(input.head, 'failure_communication');
    if (!head.length)
        return '';
    const base = input.base
        ? new Map((0,sweeps/* sweepCurves */.J)(input.base, 'failure_communication').map((c) => [c.case, c]))
        : undefined;
    const series = (c) => (c ? c.points.map((p) => num(p.mean)).join(' → ') : '–');
    const rows = head.slice(0, rowLimit).map((c) => {
        const b = base?.get(c.case);
        const shift = (0,sweeps/* breakShift */.k)(c, b);
        return [
            escape_escapeText(c.case, 60),
            `${escape_escapeText(c.parameter, 20)}: ${c.points.map((p) => escape_escapeText(p.label, 12)).join(', ')}`,
            series(c),
            series(b),
            escape_escapeText(c.breaksAt ?? 'never', 12),
            b ? escape_escapeText(b.breaksAt ?? 'never', 12) : '–',
            shift ? SHIFT[shift] : '–',
        ];
    });
    const charts = head
        .slice(0, 5)
        .map((c) => sweepChart(c, base?.get(c.case)))
        .filter(Boolean);
    return [
        '### Severity sweeps',
        '',
        markdownTable([
            ['sweep', 'levels', 'head failure_communication', 'base', 'head breaks at', 'base breaks at', ''],
            ...rows,
        ]),
        '',
        'Breaks at: the first level whose mean falls below 0.5 (passing).',
        ...(charts.length ? ['', '<details><summary>Degradation curves</summary>', '', ...charts, '', '</details>'] : []),
    ].join('\n');
}
/** Tools x tool faults: which cells the cases exercised, and how failure communication scored there. */
function coverageMatrix(input, rowLimit) {
    const cov = (0,coverage/* coverage */.v)(input.head, input.declaredTools);
    if (!cov.tools.length)
        return '';
    const exercised = cov.tools.length * cov.effects.length - cov.untested.length;
    const text = (tool, effect) => {
        const c = cov.cell(tool, effect);
        if (!c)
            return '·';
        if (!c.fired)
            return 'not fired';
        return `${c.mean === null ? '–' : c.mean.toFixed(2)} (${c.fired})`;
    };
    const rows = cov.tools.slice(0, rowLimit).map((t) => [escape_escapeText(t, 60), ...cov.effects.map((e) => text(t, e))]);
    return [
        `<details><summary>Coverage: ${exercised} of ${cov.tools.length * cov.effects.length} tool × fault cells exercised</summary>`,
        '',
        markdownTable([['tool', ...cov.effects.map((e) => e.replace(/_/g, ' '))], ...rows]),
        '',
        `Each cell: mean failure_communication where the fault fired (runs); · no case injects it. ${cov.tools.length > rowLimit ? `${cov.tools.length - rowLimit} more tool(s) in results.json. ` : ''}\`agent-chaos plan\` writes cases for the empty cells.`,
        '',
        '</details>',
    ].join('\n');
}
function changes(input) {
    const c = input.comparison;
    if (!c || (!c.added.length && !c.removed.length))
        return '';
    const list = (xs) => xs
        .slice(0, 30)
        .map((x) => code(x))
        .join(', ') + (xs.length > 30 ? ` and ${xs.length - 30} more` : '');
    return [
        '### Cases on one side only (not compared)',
        ...(c.added.length ? [`- new, no baseline: ${list(c.added)}`] : []),
        ...(c.removed.length ? [`- removed (in the base only): ${list(c.removed)}`] : []),
    ].join('\n');
}
/** What judging took, and what it was estimated to take before it started. */
function spentText(u) {
    const tokens = (i, o) => `${i.toLocaleString('en')} input + ${o.toLocaleString('en')} output tokens`;
    const spent = `${u.judgeCalls} call(s), ${tokens(u.inputTokens, u.outputTokens)}, about $${u.estimatedCostUsd.toFixed(2)}`;
    if (!u.estimate)
        return `${spent} (estimate)`;
    const cost = u.estimate.costUsd !== undefined ? `, $${u.estimate.costUsd.toFixed(2)}` : '';
    const e = u.estimate;
    return `${spent} (estimated before judging: ${e.calls} call(s), ${e.inputTokens.toLocaleString('en')} + ${e.outputTokens.toLocaleString('en')} tokens${cost})`;
}
function usage(input) {
    const u = input.head.usage;
    const judge = input.head.judge.provider === 'heuristic'
        ? '<sub>Judge: heuristic (offline, no cost). Scores are a rough stand-in for an LLM judge.</sub>'
        : `<sub>Judge ${escape_escapeText(input.head.judge.model, 80)}: ${spentText(u)}.</sub>`;
    const c = input.head.judge.calibration;
    const agreement = c ? `<sub>${agreementText(c)}</sub>` : '';
    const unsure = input.head.cases
        .flatMap((k) => k.runs.flatMap((r) => Object.values(r.scores)))
        .filter((s) => s.lowConfidence);
    const lowConfidence = unsure.length
        ? `> ⚠️ ${unsure.length} heuristic score(s) are low-confidence: the answer is in a language the heuristic's word lists do not cover, so its level is a guess. Judge these with an LLM judge.`
        : '';
    const other = (input.head.notes ?? []).filter((n) => !isFaultNote(n));
    const html = input.htmlArtifact
        ? `<sub>The whole report, with a timeline of each regressed session: report.html in the artifact ${code(input.htmlArtifact)} of ${input.runUrl ? `[this run](${input.runUrl})` : 'this run'}.</sub>`
        : '';
    return [
        ...other.slice(0, 5).map((n) => `> ${escape_escapeText(n, 300)}`),
        ...(lowConfidence ? [lowConfidence] : []),
        judge,
        ...(agreement ? [agreement] : []),
        ...(html ? [html] : []),
    ].join('\n\n');
}
function charts(input) {
    const c = input.comparison;
    if (!c)
        return '';
    const blocks = c.overall
        .filter((o) => o.gated)
        .map((o) => scoreChart(c, o.evaluator))
        .filter(Boolean);
    const legend = chartCases(c)
        .map((name, i) => `${i + 1} ${escape_escapeText(name, 60)}`)
        .join(' · ');
    return blocks.length
        ? [
            '<details><summary>Charts: base vs head per case</summary>',
            '',
            `Cases: ${legend}`,
            '',
            ...blocks,
            '',
            '</details>',
        ].join('\n')
        : '';
}
/**
 * The comment when a run did not finish (a config error, a setup failure, a crash, a cancelled
 * job): it replaces the previous verdict, which no longer applies to this commit.
 */
function failureReport(configId, message, runUrl) {
    return [
        marker(configId),
        '## ⚠️ agent-chaos: this run did not finish',
        '',
        escapeText(message, 600),
        '',
        `No verdict for this commit: the previous one no longer applies.${runUrl ? ` The [run's log](${runUrl}) says more.` : ''}`,
    ].join('\n');
}
/** The whole body, within the limit: sections shortened, then dropped, least important first. */
function renderReport(input) {
    const limit = input.limit ?? GITHUB_COMMENT_LIMIT;
    // What a reviewer reads first: the verdict, what regressed, the insights; the rest is folded.
    const sections = [
        { priority: 100, render: () => `${marker(input.configId)}\n${headline(input)}` },
        { priority: 95, render: (n) => regressions(input, n) },
        { priority: 60, render: (n) => insights(input, n) },
        { priority: 85, render: () => overallTable(input) },
        { priority: 75, render: (n) => regressionSessions(input, n) },
        { priority: 70, render: (n) => evaluatorTables(input, n) },
        { priority: 50, render: (n) => runProblems(input, n) },
        { priority: 40, render: () => changes(input) },
        { priority: 25, render: (n) => coverageMatrix(input, n) },
        { priority: 65, render: (n) => markdown_sweeps(input, n) },
        { priority: 20, render: () => charts(input) },
        { priority: 30, render: () => usage(input) },
    ];
    const limits = new Map(sections.map((s) => [s, 50]));
    const dropped = new Set();
    const note = input.runUrl
        ? `\n\n> Report shortened to fit GitHub's limit: the full results are in [the run's artifact](${input.runUrl}).`
        : "\n\n> Report shortened to fit GitHub's limit: the full results are in the run's artifact (results.json).";
    // Each section rendered once per row count: shortening tries many bodies, changing one section at a time.
    const rendered = new Map();
    const render = (s, i) => {
        const key = `${i}:${limits.get(s)}`;
        let text = rendered.get(key);
        if (text === undefined)
            rendered.set(key, (text = s.render(limits.get(s))));
        return text;
    };
    const build = (truncated) => {
        const parts = sections.map((s, i) => (dropped.has(s) ? '' : render(s, i))).filter((t) => t.trim());
        return parts.join('\n\n') + (truncated ? note : '');
    };
    let body = build(false);
    if (body.length <= limit)
        return body;
    // Drop the decoration (charts) first, then shorten lists (rows kept: 50 -> 10 -> 3) least
    // important section first, then drop whole sections.
    const byImportance = [...sections].sort((a, b) => a.priority - b.priority);
    for (const s of byImportance.filter((x) => x.priority <= 20))
        dropped.add(s);
    body = build(true);
    if (body.length <= limit)
        return body;
    for (const rows of [10, 3]) {
        for (const s of byImportance) {
            if (s.priority >= 100)
                continue;
            limits.set(s, rows);
            body = build(true);
            if (body.length <= limit)
                return body;
        }
    }
    for (const s of byImportance) {
        if (s.priority >= 90)
            continue;
        dropped.add(s);
        body = build(true);
        if (body.length <= limit)
            return body;
    }
    return `${body.slice(0, limit - note.length - 20)}\n\n…${note}`;
}
const pct = (x) => `${Math.round(x * 100)}%`;
/** The judge's agreement with labelled sessions: the held-out figure first, the development one after. */
function agreementText(c) {
    const set = c.set
        ? `${escape_escapeText(c.set, 80)}${c.sessions ? ` (${c.sessions} sessions${c.development ? ', never tuned on' : ''})` : ''}`
        : 'the labelled calibration set';
    const dev = c.development
        ? ` On the development part it was tuned on (${c.development.sessions} sessions): ${pct(c.development.exact)} exact.`
        : '';
    return `Judge agreement with ${set}: ${pct(c.exact)} exact, ${pct(c.withinOne)} within one level (Cohen's kappa ${c.kappa.toFixed(2)}, ${c.n} labels).${dev}`;
}


/***/ }),

/***/ 7803:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ sameJudge),
/* harmony export */   oL: () => (/* binding */ resolveBaseline),
/* harmony export */   rt: () => (/* binding */ alignJudge),
/* harmony export */   wq: () => (/* binding */ checkOverlap)
/* harmony export */ });
/* unused harmony export casesFromResults */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5163);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3107);
// Where the base branch's scores come from, for every mode in one place: artifact (the base
// branch's upload, found by the action), rerun (the base commit run again in this job), file (a
// results.json), auto (artifact, else rerun), or none. The report always says which base was used;
// a base that cannot be had leaves the head reported alone, with the reason. A baseline judged by
// another judge model or prompt version is judged again from its sessions, so both sides are scored alike.




const none = (description) => ({ info: { source: 'none', description } });
/** A path as a reader of the report knows it: relative to the working directory, never the runner's absolute path. */
const displayPath = (path) => {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(process.cwd(), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path));
    return rel && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? rel : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path);
};
async function fromFile(path, info) {
    const results = await (0,_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readResults */ .x8)(path);
    const sessionsFile = (0,_store_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionsPathFor */ .YC)(path);
    const sessions = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(sessionsFile) ? await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_2__/* .readSessionsFile */ ._$)(sessionsFile) : undefined;
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
        return none(`the base could not be run: ${err.message}`);
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
            return found ?? none(opts.artifact.missing);
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
                : 'no baseline artifact, and no base commit given to run again');
        }
    }
}
/**
 * The baseline was judged like the head (same judge model and prompt versions; for the heuristic, the
 * same version of its rules, recorded in place of the prompt versions)?
 */
function sameJudge(a, b) {
    if (a.judge.provider !== b.judge.provider || a.judge.model !== b.judge.model)
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
    const r = baseline.results;
    if (!r || sameJudge(r, head))
        return baseline;
    const was = `${r.judge.provider} ${r.judge.model}`;
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
/* harmony import */ var _runner_shard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1370);
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
        return all.filter((r) => (0,_runner_shard_js__WEBPACK_IMPORTED_MODULE_0__/* .inShard */ .I)(r.case, r.repeat, opts.shard));
    const count = opts.shards;
    if (!count || count < 2)
        return all;
    return all.map((r) => ({
        ...r,
        shard: Array.from({ length: count }, (_, i) => i + 1).find((index) => (0,_runner_shard_js__WEBPACK_IMPORTED_MODULE_0__/* .inShard */ .I)(r.case, r.repeat, { index, count })),
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
/** A sentence a reviewer reads in ten seconds; undefined when every expected run was seen once. */
function evidenceProblem(e) {
    if (!e)
        return undefined;
    const parts = [];
    if (e.missing) {
        const why = e.shards?.missing.length
            ? `: shard${e.shards.missing.length === 1 ? '' : 's'} ${e.shards.missing.join(', ')} of ${e.shards.count} did not deliver ${e.shards.missing.length === 1 ? 'all its' : 'all their'} runs`
            : e.cancelled
                ? ': the job was cancelled'
                : '';
        parts.push(`${e.missing} of ${e.expected} expected run(s) missing${why}`);
    }
    if (e.duplicates)
        parts.push(`${e.duplicates} run(s) delivered twice (a shard uploaded twice, or a stale shard): only the first of each was scored`);
    if (e.unexpected)
        parts.push(`${e.unexpected} run(s) the config does not expect (another config's or another repeat count's)`);
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

/***/ 6151:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ describeFault),
/* harmony export */   Vy: () => (/* binding */ aggregateNotes),
/* harmony export */   w0: () => (/* binding */ faultLines)
/* harmony export */ });
function faultLines(cases) {
    const lines = [];
    for (const c of cases) {
        const judged = c.runs.filter((r) => r.facts);
        if (!judged.length)
            continue;
        for (const [tool, effects] of Object.entries(c.effects.tool_effects)) {
            for (const e of effects) {
                const effect = String(e.effect_type);
                const mine = judged.map((r) => r.faults.find((f) => f.tool === tool && f.effect === effect));
                const applyRate = typeof e.apply_rate === 'number' ? e.apply_rate : undefined;
                const noop = mine.filter((f) => f?.noop).length;
                lines.push({
                    case: c.name,
                    tool,
                    effect,
                    fired: mine.filter((f) => f?.fired).length,
                    called: mine.filter((f) => f?.exercised).length,
                    runs: judged.length,
                    ...(applyRate !== undefined ? { applyRate } : {}),
                    ...(noop ? { noop } : {}),
                });
            }
        }
        for (const e of c.effects.model_effects ?? []) {
            const effect = String(e.effect_type);
            const mine = judged.map((r) => r.faults.find((f) => f.target === 'model' && f.effect === effect));
            const applyRate = typeof e.apply_rate === 'number' ? e.apply_rate : undefined;
            lines.push({
                case: c.name,
                tool: 'model',
                model: true,
                effect,
                fired: mine.filter((f) => f?.fired).length,
                called: mine.filter((f) => f?.exercised).length,
                runs: judged.length,
                ...(applyRate !== undefined ? { applyRate } : {}),
            });
        }
    }
    return lines;
}
/** One line per configured fault: "search_timeout: timeout on search_flights fired in 3/3 run(s)". */
const describeFault = (l) => l.model
    ? l.fired === 0
        ? `${l.case}: model fault ${l.effect} never fired${l.called ? ` although the agent made model calls in ${l.called} run(s)` : ''}${l.applyRate !== undefined && l.applyRate < 1 ? ` (apply_rate ${l.applyRate})` : ''}: does the agent's model client read OPENAI_BASE_URL or AWS_ENDPOINT_URL_BEDROCK_RUNTIME, and use Chat Completions or Converse?`
        : `${l.case}: model fault ${l.effect} fired in ${l.fired}/${l.runs} run(s).`
    : l.called === 0
        ? `${l.case}: fault ${l.effect} on ${l.tool} was not exercised: the agent never called ${l.tool}.`
        : l.fired === 0 && l.noop
            ? `${l.case}: fault ${l.effect} on ${l.tool} changed nothing in ${l.noop} run(s): no value it could damage at these settings.`
            : l.fired === 0
                ? `${l.case}: fault ${l.effect} on ${l.tool} never fired although the agent called ${l.tool} in ${l.called} run(s)${l.applyRate !== undefined && l.applyRate < 1 ? ` (apply_rate ${l.applyRate})` : ''}: is the tool wrapped with agent-chaos/chaos, or the MCP proxy in its path?`
                : `${l.case}: fault ${l.effect} on ${l.tool} fired in ${l.fired}/${l.runs} run(s).`;
/** The notes results.json carries: the faults that did not do their job (not exercised, never fired). */
function aggregateNotes(cases) {
    return faultLines(cases)
        .filter((l) => l.called === 0 || l.fired === 0)
        .map(describeFault);
}


/***/ }),

/***/ 9749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ sweepCurves),
/* harmony export */   k: () => (/* binding */ breakShift)
/* harmony export */ });
function sweepCurves(results, evaluator, threshold = 0.5) {
    const groups = new Map();
    for (const c of results.cases) {
        if (!c.sweep)
            continue;
        let curve = groups.get(c.sweep.case);
        if (!curve)
            groups.set(c.sweep.case, (curve = { case: c.sweep.case, parameter: c.sweep.parameter, evaluator, points: [] }));
        const s = c.summary?.[evaluator];
        curve.points.push({
            label: c.sweep.label,
            value: c.sweep.value,
            mean: s?.mean ?? null,
            ci: s?.ci ?? null,
            n: s?.n ?? 0,
        });
    }
    for (const curve of groups.values())
        curve.breaksAt = curve.points.find((p) => p.mean !== null && p.mean < threshold)?.label;
    return [...groups.values()];
}
/** How the head's breaking point moved from the base's: earlier (worse), later (better), ... */
function breakShift(head, base) {
    if (!base)
        return undefined;
    const at = (c) => (c.breaksAt === undefined ? -1 : c.points.findIndex((p) => p.label === c.breaksAt));
    const [h, b] = [at(head), at(base)];
    if (h < 0 && b < 0)
        return 'never';
    if (h < 0)
        return 'fixed';
    if (b < 0)
        return 'new';
    return h < b ? 'earlier' : h > b ? 'later' : 'same';
}


/***/ }),

/***/ 7340:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Launcher: () => (/* binding */ Launcher),
/* harmony export */   startLauncherEarly: () => (/* binding */ startLauncherEarly),
/* harmony export */   takeLauncher: () => (/* binding */ takeLauncher)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
// A small long-lived process that starts the agents for the runner. Node forks on the thread that
// calls spawn, and a fork costs more the more memory the forking process maps: from the runner
// (receiver buffers, sessions) it took 2-6 ms of the main thread per run, time no other run's spans
// were read in. The launcher is a bare node running the script below; the runner sends it what to
// start and gets back the pid, the exit, and the run's output (stdout's head, stderr's tail). It also
// does each run's file work: the case file written before the start, the files the agent leaves
// (fault log, answer) read and every run file removed after the exit. Each file operation from the
// runner's main thread was a trip through the thread pool, and on a busy machine waking a pool
// thread gave the CPU away: up to a few ms per operation in the (256, 32) profile, five a run.

/** The launcher's program (CommonJS, run with `node -e`): nothing but spawning, capturing, and the run files. */
const SCRIPT = String.raw `
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const runs = new Map();
// A file the agent left: read only if it is a regular file reached without a symlink, and at most
// max bytes (the agent controls it: it could be a FIFO, /dev/zero behind a link, or gigabytes).
const NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
const readLeft = (path, max) => {
  let fd;
  try { fd = fs.openSync(path, fs.constants.O_RDONLY | NOFOLLOW | NONBLOCK); } catch (e) { return e.code === 'ENOENT' ? null : { refused: e.code }; }
  try {
    if (!fs.fstatSync(fd).isFile()) return { refused: 'not a regular file' };
    const chunks = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(65536, max + 1 - size));
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      size += n;
      if (size > max) break;
    }
    const all = Buffer.concat(chunks);
    return { text: all.toString('utf8', 0, Math.min(size, max)), truncated: size > max };
  } catch (e) {
    return { refused: e.code ?? e.message };
  } finally {
    fs.closeSync(fd);
  }
};
const remove = (path) => { try { fs.unlinkSync(path); } catch {} };
const send = (m) => process.connected && process.send(m);
process.on('message', (m) => {
  if (m.type === 'spawn') {
    try {
      for (const f of m.write) fs.writeFileSync(f.path, f.text);
    } catch (e) {
      return send({ id: m.id, type: 'error', message: e.message });
    }
    const opts = { cwd: m.cwd, env: m.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] };
    let child;
    try {
      child = m.argv ? spawn(m.argv[0], m.argv.slice(1), opts) : spawn(m.command, { ...opts, shell: true });
    } catch (e) {
      return send({ id: m.id, type: 'error', message: e.message });
    }
    const r = { child, stdout: '', truncated: false, stderr: '', closed: false, onClosed: () => {}, read: m.read, remove: [...m.write, ...m.read].map((f) => f.path) };
    runs.set(m.id, r);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    // Past the cap the output is read and dropped, so a flooding agent cannot block on its pipe.
    child.stdout.on('data', (d) => {
      if (r.stdout.length < m.maxStdout) r.stdout += d.slice(0, m.maxStdout - r.stdout.length);
      else r.truncated = true;
    });
    child.stderr.on('data', (d) => { r.stderr = (r.stderr + d).slice(-m.maxStderr); });
    child.on('spawn', () => send({ id: m.id, type: 'spawned', pid: child.pid }));
    child.on('error', (e) => { runs.delete(m.id); send({ id: m.id, type: 'error', message: e.message }); });
    child.on('close', () => { r.closed = true; r.onClosed(); });
    child.on('exit', (code, signal) => send({ id: m.id, type: 'exit', code, signal }));
  } else if (m.type === 'collect') {
    // The command is over and its tree killed: the output read so far is the output (a leftover
    // could hold the pipes open for ever), after a moment for what is still in the pipes.
    const r = runs.get(m.id);
    if (!r) return;
    const done = () => {
      runs.delete(m.id);
      const left = r.read.map((f) => readLeft(f.path, f.max));
      for (const path of r.remove) remove(path);
      send({ id: m.id, type: 'output', stdout: r.stdout, truncated: r.truncated, stderr: r.stderr, left });
    };
    if (r.closed) return done();
    const t = setTimeout(() => { r.child.stdout.destroy(); r.child.stderr.destroy(); done(); }, 50);
    r.onClosed = () => { clearTimeout(t); done(); };
  }
});
process.on('disconnect', () => process.exit(0));
`;
class Launcher {
    child;
    next = 0;
    runs = new Map();
    gone;
    constructor() {
        // Only PATH: the launcher's own environment is readable by same-user processes (/proc), and
        // each agent gets the environment it is sent, nothing of this one.
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, ['-e', SCRIPT], {
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

/***/ 2934:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ hashOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** A short stable hash of any JSON value (the config a result was made with, say). */
const hashOf = (value) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);


/***/ }),

/***/ 6189:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ packageRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
// The package's root (where fixtures/ and examples/ are), found by walking up from this module:
// src/util, lib/util, or a bundle in dist/ or dist/cli/.



function packageRoot() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < 4; i++) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'fixtures', 'traces', 'real')))
            return dir;
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
    }
    throw new Error('the bundled fixtures/ and examples/ were not found next to agent-chaos: reinstall the package');
}


/***/ })

};
