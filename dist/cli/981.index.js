export const id = 981;
export const ids = [981];
export const modules = {

/***/ 6804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration)
/* harmony export */ });
const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** "90s", "2m", "1.5h", "500ms", "30d" -> milliseconds; undefined when unreadable. A unit is required. */
function parseDuration(v) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(v);
    if (!m)
        return undefined;
    return Number(m[1]) * UNITS[m[2]];
}


/***/ }),

/***/ 7596:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HR: () => (/* reexport */ AFTER_EFFECT_TYPES),
  Ln: () => (/* reexport */ DEFAULT_JUDGE_MODELS),
  JJ: () => (/* binding */ DEFAULT_THRESHOLDS),
  CD: () => (/* reexport */ EFFECT_HAPPENED_TYPES),
  kq: () => (/* reexport */ EFFECT_TYPES),
  hg: () => (/* reexport */ ERROR_EFFECT_TYPES),
  HK: () => (/* binding */ JUDGED_EVALUATORS),
  Px: () => (/* reexport */ LIE_EFFECT_TYPES),
  FT: () => (/* reexport */ MCP_EFFECT_TYPES),
  OQ: () => (/* reexport */ MODEL_EFFECT_TYPES),
  i4: () => (/* reexport */ SWEEP_PARAMETERS),
  Qn: () => (/* binding */ configSchema),
  N7: () => (/* reexport */ expectSchema),
  Zo: () => (/* binding */ extraRunsCap),
  Tp: () => (/* binding */ gateSchema),
  Rp: () => (/* binding */ isOracle),
  dN: () => (/* reexport */ judgeSchema)
});

// UNUSED EXPORTS: BASELINE_MODES, EVALUATORS, EXTRA_RUNS_PER_CASE, FAIL_ON, JUDGE_PROVIDERS, MAX_TIMER_MS, ORACLE_EVALUATORS, TIERS, caseSchema, effectMapSchema, effectSchema, mcpEffectSchema, modelEffectSchema

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./lib/config/duration.js
var duration = __webpack_require__(6804);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./lib/config/effects-schema.js
// The faults a case injects (tool, model and MCP effects) and the field types the config shares:
// durations, ratios, tool names.


const EFFECT_TYPES = [
    'timeout',
    'network_error',
    'execution_error',
    'validation_error',
    'truncate_fields',
    'remove_fields',
    'corrupt_values',
    'empty_result',
    'stale_data',
    'swap_fields',
    'plausible_values',
    'wrong_entity',
    'timeout_after_effect',
    'network_error_after_effect',
    'slow_success',
    'inject_instruction',
];
/**
 * Ambiguous failures: the call reaches the tool and its effect happens (the card is charged), then
 * the agent is told it timed out or the connection reset. Retrying such a write does it twice.
 */
const AFTER_EFFECT_TYPES = ['timeout_after_effect', 'network_error_after_effect'];
/** Effects after which the tool's effect happened although the agent may not know it. */
const EFFECT_HAPPENED_TYPES = [...AFTER_EFFECT_TYPES, 'slow_success'];
/** Tools that lie: well-formed wrong data with status ok (judged detectable or not, docs/evaluators.md). */
const LIE_EFFECT_TYPES = [
    'empty_result',
    'stale_data',
    'swap_fields',
    'plausible_values',
    'wrong_entity',
];
/** The effects that make a call fail (the rest damage its result). */
const ERROR_EFFECT_TYPES = [
    'timeout',
    'network_error',
    'execution_error',
    'validation_error',
    'timeout_after_effect',
    'network_error_after_effect',
];
// One syntax for every duration: a number with its unit. A bare number is rejected, since one
// reader takes it for seconds and another for milliseconds.
const span = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])
    .describe('A duration with its unit: "90s", "2m", "500ms", "1h"')
    .transform((v, ctx) => {
    const ms = typeof v === 'string' ? (0,duration/* parseDuration */.E)(v) : undefined;
    if (ms === undefined) {
        ctx.addIssue({
            code: 'custom',
            message: typeof v === 'number'
                ? `${v} has no unit: write ${v}s for seconds or ${v}ms for milliseconds`
                : `"${v}" is not a duration; write e.g. 120s, 2m or 500ms`,
        });
        return core/* NEVER */.tm;
    }
    return ms;
});
/**
 * Node's timers hold at most 2^31 - 1 ms (24.8 days): a longer one fires at once (a
 * TimeoutOverflowWarning), so `agent.timeout: 25d` killed every run after 1 ms. Every duration that
 * is a timer is checked against it.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;
const effects_schema_duration = span.refine((ms) => ms <= MAX_TIMER_MS, {
    message: 'longer than a timer can wait (24.8 days, 2147483647 ms): write at most 24d',
});
const ratio = schemas/* number */.aig().min(0).max(1);
const toolName = schemas/* string */.YjP().min(1);
const applyRate = ratio.optional().describe('Probability (0..1) that the effect fires on each call; default 1');
// Field names follow Strands Evals' ChaosCase effects so a Python agent can load the case file as is.
const errorEffect = (type, what) => schemas/* strictObject */.rej({
    effect_type: schemas/* literal */.euz(type),
    error_message: schemas/* string */.YjP().optional().describe(`Message of the ${what} the tool call fails with`),
    apply_rate: applyRate,
});
const effectSchema = schemas/* discriminatedUnion */.gMt('effect_type', [
    errorEffect('timeout', 'time-out').extend({
        delay: effects_schema_duration.optional().describe('Wait this long before failing (default: fail at once)'),
    }),
    errorEffect('network_error', 'network error'),
    errorEffect('timeout_after_effect', 'time-out told after the tool acted')
        .extend({ delay: effects_schema_duration.optional().describe('Wait this long, after the tool acted, before failing') })
        .describe('The call reaches the tool and its effect happens; then the agent is told it timed out'),
    errorEffect('network_error_after_effect', 'connection reset told after the tool acted').describe('The call reaches the tool and its effect happens; then the agent is told the connection reset'),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('slow_success').describe('The tool acts and answers, late: the agent may give up on it'),
        delay: effects_schema_duration.describe('How long the answer is held'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('inject_instruction')
            .describe('A sound result with an instruction added to it: to call a tool, or to repeat a canary string'),
        call_tool: toolName.optional().describe('The tool the instruction tells the agent to call'),
        canary: schemas/* string */.YjP()
            .min(6)
            .max(200)
            .optional()
            .describe('A string the instruction tells the agent to repeat; it must appear nowhere the agent writes'),
        instruction: schemas/* string */.YjP()
            .max(2000)
            .optional()
            .describe('The instruction text (default: one naming call_tool and canary)'),
        apply_rate: applyRate,
    }),
    errorEffect('execution_error', 'execution error'),
    errorEffect('validation_error', 'validation error'),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('truncate_fields'),
        max_length: schemas/* number */.aig()
            .int()
            .min(0)
            .optional()
            .describe('Strings in the result are cut to this length (default 10)'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('remove_fields'),
        remove_ratio: ratio.optional().describe('Share of top-level keys removed, at least one (default 0.5)'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('corrupt_values'),
        corrupt_ratio: ratio
            .optional()
            .describe('Share of values replaced with type-breaking ones, at least one (default 0.5)'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('empty_result').describe('Every list in the result emptied; status ok'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('stale_data').describe('Dates and timestamps in the result moved into the past'),
        age: span.optional().describe('How far into the past (default 30d)'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('swap_fields').describe('Two fields of the same type exchanged (seeded)'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('plausible_values')
            .describe('Numbers moved by a relative amount, ids replaced by well-formed other ids'),
        relative: schemas/* number */.aig().gt(0).max(10).optional().describe('Relative amount numbers move, up or down (default 0.2)'),
        apply_rate: applyRate,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('wrong_entity').describe('The result of the same tool for another value of one argument'),
        argument: schemas/* string */.YjP().min(1).optional().describe('The argument replaced (default: the first text argument)'),
        value: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).describe('The other value the tool is asked about'),
        apply_rate: applyRate,
    }),
]);
/** Faults in the agent's model calls, injected by the runner's model proxy (no agent code change). */
const MODEL_EFFECT_TYPES = [
    'refusal',
    'empty_response',
    'malformed_tool_call',
    'truncated_response',
    'rate_limited',
    'server_error',
    'latency',
];
const maxTimes = schemas/* number */.aig()
    .int()
    .min(1)
    .optional()
    .describe('Fire on at most this many model calls of the run (default: every call it draws)');
const modelEffect = (type) => schemas/* strictObject */.rej({ effect_type: schemas/* literal */.euz(type), apply_rate: applyRate, max_times: maxTimes });
const modelEffectSchema = schemas/* discriminatedUnion */.gMt('effect_type', [
    modelEffect('refusal').extend({
        message: schemas/* string */.YjP().optional().describe('The refusal text (default: a policy refusal)'),
    }),
    modelEffect('empty_response'),
    modelEffect('malformed_tool_call').extend({
        mode: schemas/* enum */.k5n(['invalid_json', 'missing_fields'])
            .optional()
            .describe('Arguments that are not JSON (default), or JSON without the required fields'),
    }),
    modelEffect('truncated_response').extend({
        keep_ratio: ratio
            .optional()
            .describe("Share of the reply's text kept, cut at a word (default 0.5); finish_reason becomes length"),
    }),
    modelEffect('rate_limited').extend({
        retry_after: effects_schema_duration.optional().describe('The Retry-After the 429 carries (default 1s)'),
    }),
    modelEffect('server_error').extend({
        status: schemas/* union */.KCZ([schemas/* literal */.euz(500), schemas/* literal */.euz(502), schemas/* literal */.euz(503)])
            .optional()
            .describe('HTTP status (default 500)'),
    }),
    modelEffect('latency').extend({ delay: effects_schema_duration.describe('Added before the model answers') }),
]);
/** Faults of an MCP server around the tool calls, applied by the MCP proxy (`agent-chaos mcp-proxy`). */
const MCP_EFFECT_TYPES = ['server_exit', 'slow_initialize', 'tools_changed', 'unexpected_content'];
const afterCalls = schemas/* number */.aig()
    .int()
    .min(0)
    .optional()
    .describe('How many tools/call requests the server answers normally first (default 1)');
const mcpEffectSchema = schemas/* discriminatedUnion */.gMt('effect_type', [
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('server_exit')
            .describe('The server exits while handling a tools/call: the connection closes'),
        after_calls: afterCalls,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('slow_initialize').describe("The server's initialize answer is delayed"),
        delay: effects_schema_duration.describe('How long initialize takes'),
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('tools_changed')
            .describe('tools/list changes between calls, announced with notifications/tools/list_changed'),
        tool: toolName.describe('The tool that changes'),
        change: schemas/* enum */.k5n(['removed', 'schema_changed', 'description_injected'])
            .optional()
            .describe('The tool disappears (default), its input schema requires a new field, or its description carries an instruction (a rug-pull)'),
        call_tool: toolName.optional().describe('description_injected: the tool the instruction tells the agent to call'),
        canary: schemas/* string */.YjP()
            .min(6)
            .max(200)
            .optional()
            .describe('description_injected: a string the instruction tells the agent to repeat'),
        instruction: schemas/* string */.YjP().max(2000).optional().describe('description_injected: the instruction text'),
        after_calls: afterCalls,
    }),
    schemas/* strictObject */.rej({
        effect_type: schemas/* literal */.euz('unexpected_content')
            .describe("A tool's result comes back in a content type the client did not ask for"),
        tool: toolName.optional().describe('The tool (default: every tool)'),
        content_type: schemas/* enum */.k5n(['image', 'audio', 'resource']).optional().describe('default image'),
    }),
]);
/** One effect map, in the shape of Strands' ChaosCase effects: {tool_effects: {<tool>: [effect...]}}. */
const effectMapSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP()
        .regex(/^[^|\s]+$/, 'use letters, digits, "-", "_" or "." (no spaces or "|")')
        .optional()
        .describe('Name used in the expanded case name "case|name"; derived from the tools and effects when absent'),
    tool_effects: schemas/* record */.g1P(toolName, schemas/* array */.YOg(effectSchema).min(1)).default({}).describe('Effects per tool name'),
    model_effects: schemas/* array */.YOg(modelEffectSchema)
        .min(1)
        .optional()
        .describe("Faults in the agent's model calls (OpenAI Chat Completions through OPENAI_BASE_URL, Bedrock Converse through AWS_ENDPOINT_URL_BEDROCK_RUNTIME), in order: the first that fires answers the call; latency adds to it"),
    mcp_effects: schemas/* array */.YOg(mcpEffectSchema)
        .min(1)
        .optional()
        .describe('Faults of the MCP server behind `agent-chaos mcp-proxy`: its exit, a slow initialize, a changing tool list, unexpected content'),
});

;// CONCATENATED MODULE: ./lib/config/case-schema.js
// A case of the config: its input, its effects, a severity sweep, the trajectory rules and the
// injection checks.



/** Effect parameters a sweep can vary, and the effect types that have each. */
const SWEEP_PARAMETERS = {
    apply_rate: ['*'],
    corrupt_ratio: ['corrupt_values'],
    remove_ratio: ['remove_fields'],
    max_length: ['truncate_fields'],
    keep_ratio: ['truncated_response'],
    delay: ['timeout', 'latency'],
};
const sweepSchema = schemas/* strictObject */.rej({
    parameter: schemas/* enum */.k5n(Object.keys(SWEEP_PARAMETERS))
        .describe('The effect parameter to vary, set on every effect of the case that has it'),
    values: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]))
        .min(2)
        .max(20)
        .describe('The levels, mildest first (delay takes durations: "1s")'),
});
/** Rules on the trace of a case's runs, checked without a judge (evaluators/oracle/trajectory.ts). */
const expectSchema = schemas/* strictObject */.rej({
    must_call: schemas/* array */.YOg(toolName).min(1).optional().describe('Tools each run must call, in any order'),
    must_not_call: schemas/* array */.YOg(schemas/* union */.KCZ([
        toolName,
        schemas/* strictObject */.rej({
            tool: toolName,
            after_failed: toolName.describe('Only once a call of this tool has failed'),
        }),
    ]))
        .min(1)
        .optional()
        .describe('Tools a run must not call (the user did not ask, or declined), or not after a failed call of another'),
    max_calls: schemas/* record */.g1P(toolName, schemas/* number */.aig().int().min(0))
        .optional()
        .describe('The most calls a run may make of a tool (a retry storm breaks it)'),
    order: schemas/* array */.YOg(toolName)
        .min(2)
        .optional()
        .describe('Tools each run must call in this order (other calls may come between)'),
});
/** An instruction to inject needs something to check: a tool to call, or a canary to repeat. */
function checkInjections(maps, ctx) {
    maps.forEach((m, i) => {
        for (const [tool, list] of Object.entries(m.tool_effects))
            list.forEach((e, j) => {
                if (e.effect_type === 'inject_instruction' && !e.call_tool && !e.canary)
                    ctx.addIssue({
                        code: 'custom',
                        path: ['effects', ...(maps.length > 1 ? [i] : []), 'tool_effects', tool, j],
                        message: 'inject_instruction needs call_tool (a tool the agent must not call) or canary (a string it must not repeat)',
                    });
            });
        (m.mcp_effects ?? []).forEach((e, j) => {
            if (e.effect_type === 'tools_changed' && e.change === 'description_injected' && !e.call_tool && !e.canary)
                ctx.addIssue({
                    code: 'custom',
                    path: ['effects', ...(maps.length > 1 ? [i] : []), 'mcp_effects', j],
                    message: 'description_injected needs call_tool or canary: what the injected instruction asks for',
                });
        });
    });
}
const caseSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().regex(/^[A-Za-z0-9_.-]+$/, 'use letters, digits, "-", "_" or "." only'),
    input: schemas/* string */.YjP().min(1).describe('The user input given to the agent'),
    effects: schemas/* union */.KCZ([effectMapSchema, schemas/* array */.YOg(effectMapSchema).min(1)])
        .optional()
        .describe('One effect map, or several: each becomes its own case "name|map"'),
    repeat: schemas/* number */.aig().int().min(1).max(100).optional().describe('Runs of this case (overrides the top-level repeat)'),
    tags: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    no_fault_variant: schemas/* boolean */.zMY().optional().describe('Also run this case without faults, as "name|baseline"'),
    sweep: sweepSchema
        .optional()
        .describe('Run the case at each level of one fault parameter, as "name|parameter:value": a degradation curve per evaluator'),
    expect: expectSchema
        .optional()
        .describe('Rules the trace of every run must hold (the trajectory evaluator): calls required, forbidden, capped, ordered'),
})
    .superRefine((c, ctx) => {
    const maps = c.effects === undefined ? [] : Array.isArray(c.effects) ? c.effects : [c.effects];
    checkInjections(maps, ctx);
    if (!c.sweep)
        return;
    if (maps.length !== 1) {
        ctx.addIssue({
            code: 'custom',
            path: ['sweep'],
            message: 'a sweep varies the effects of one effect map: give the case exactly one',
        });
        return;
    }
    const { parameter, values } = c.sweep;
    const types = SWEEP_PARAMETERS[parameter];
    const effects = [...Object.values(maps[0].tool_effects).flat(), ...(maps[0].model_effects ?? [])];
    if (!effects.some((e) => types[0] === '*' || types.includes(e.effect_type))) {
        ctx.addIssue({
            code: 'custom',
            path: ['sweep', 'parameter'],
            message: `no effect of this case has ${parameter} (it is a field of ${types.join(', ')})`,
        });
    }
    values.forEach((v, i) => {
        const ok = parameter === 'delay'
            ? typeof v === 'string' && (0,duration/* parseDuration */.E)(v) !== undefined
            : parameter === 'max_length'
                ? Number.isInteger(v) && v >= 0
                : typeof v === 'number' && v >= 0 && v <= 1;
        if (!ok)
            ctx.addIssue({
                code: 'custom',
                path: ['sweep', 'values', i],
                message: parameter === 'delay'
                    ? 'a duration with its unit, e.g. "2s"'
                    : parameter === 'max_length'
                        ? 'a whole number of characters'
                        : 'a number from 0 to 1',
            });
    });
});

// EXTERNAL MODULE: ./lib/config/enums.js
var enums = __webpack_require__(1648);
;// CONCATENATED MODULE: ./lib/config/tier-schema.js
// The keys that set what a run may cost and decide: its tier (config/tier.ts) and its budget in money.


const tierSchema = schemas/* enum */.k5n(enums/* TIERS */.iB)
    .default('full')
    .describe('smoke: the first round only, blocking on certain regressions and never on undecided cells; full: the sequential decision; auto: smoke on pull request pushes, full on the label, an authorised comment command, workflow_dispatch, the merge queue and branch pushes (docs/action.md, "Tiers")');
const budgetSchema = schemas/* strictObject */.rej({
    usd: schemas/* number */.aig()
        .gt(0)
        .optional()
        .describe("Most a run may spend, in USD: the agent's model calls (priced from its traces) and the judge's; no further look starts past it, and the report names what was left undecided and what deciding it would cost"),
})
    .default({});

;// CONCATENATED MODULE: ./lib/config/judge-schema.js
// The judge section of the config: which judge reads the agent's words, how it is admitted, what it
// may spend. Part of the protected config: on a pull request it is read from the base branch.



/** A model's price: USD per million tokens in and out (judge/budget.ts prices with it). */
const price = schemas/* strictObject */.rej({ input_per_mtok: schemas/* number */.aig().min(0), output_per_mtok: schemas/* number */.aig().min(0) });
const DEFAULT_JUDGE_MODELS = {
    bedrock: 'global.anthropic.claude-sonnet-4-6',
    openai: 'gpt-4o',
    heuristic: 'heuristic',
    none: 'none',
};
const judgeObject = schemas/* strictObject */.rej({
    provider: schemas/* enum */.k5n(enums/* JUDGE_PROVIDERS */.D5).default('bedrock'),
    model: schemas/* string */.YjP()
        .optional()
        .describe('Model id (default: global.anthropic.claude-sonnet-4-6 on bedrock, gpt-4o on openai)'),
    region: schemas/* string */.YjP().optional().describe('AWS region for Bedrock (default: the AWS SDK chain, then us-east-1)'),
    endpoint: schemas/* string */.YjP()
        .url()
        .optional()
        .describe('Endpoint URL override (VPC endpoint, proxy, OpenAI-compatible base URL)'),
    api_key_env: schemas/* string */.YjP().optional().describe('Environment variable holding the API key (openai provider)'),
    concurrency: schemas/* number */.aig().int().min(1).max(64).default(4),
    timeout: effects_schema_duration.default(120_000).describe('Per judge request time limit; a stalled request is retried'),
    deadline: effects_schema_duration
        .default(1_800_000)
        .describe('Time limit for all judging of a job; runs not judged by then are reported "not judged" (and count against gate.max_judge_errors)'),
    calibration: schemas/* string */.YjP()
        .optional()
        .describe('calibration.json written by `agent-chaos calibrate` for this judge model: the report names its agreement'),
    admission: schemas/* strictObject */.rej({
        certificate: schemas/* string */.YjP()
            .min(1)
            .optional()
            .describe("The judge's admission certificate, written by `agent-chaos calibrate --certificate` (on a pull request read at the base commit), or measure: this job measures one on agent-chaos's held-out set (about 200 judge calls). The heuristic's is built in; without one an LLM judge's results are advisory"),
        min: schemas/* number */.aig()
            .min(0)
            .max(1)
            .default(0.8)
            .describe("The 95% lower bounds an evaluator's certificate needs, of made-up or failed sessions failed and of sound ones passed, for the judge to gate it; under it the evaluator's results are advisory"),
    })
        .default({ min: 0.8 }),
    offline_sure: schemas/* boolean */.zMY()
        .default(true)
        .describe("With an LLM judge: a certified sure rule's offline reading stands (1 in 10 audited)"),
    ungated_runs: schemas/* number */.aig()
        .int()
        .min(1)
        .max(1000)
        .default(1)
        .describe("With an LLM judge: how many of each case's runs it reads for evaluators that do not gate (failure_analysis); the offline judge reads the others"),
    fallback: schemas/* enum */.k5n(['heuristic', 'fail'])
        .default('heuristic')
        .describe('Without AWS credentials for Bedrock: score with the heuristic judge (with a warning), or fail'),
    budget: schemas/* strictObject */.rej({
        max_calls: schemas/* number */.aig().int().min(0).optional(),
        max_cost_usd: schemas/* number */.aig().min(0).optional(),
    })
        .default({}),
    prices: schemas/* record */.g1P(schemas/* string */.YjP(), price)
        .default({})
        .describe('USD per million tokens, by model id; adds to the built-in table'),
});
const judgeSchema = judgeObject.transform((j) => ({ ...j, model: j.model ?? DEFAULT_JUDGE_MODELS[j.provider] }));

;// CONCATENATED MODULE: ./lib/config/schema.js
// The config a user writes (.github/agent-chaos.yml). Objects are strict: an unknown key is an error
// (with a "did you mean"), because a misspelt option silently ignored is a chaos test that never ran.







/** The four that read the agent's words (a judge), the default set. */
const JUDGED_EVALUATORS = [
    'failure_communication',
    'partial_completion',
    'recovery_strategy',
    'failure_analysis',
];
/** Checks of the trace no judge has to read (evaluators/oracle/): on by default where the config asks for them. */
const ORACLE_EVALUATORS = ['side_effects', 'trajectory', 'injection'];
const EVALUATORS = [...JUDGED_EVALUATORS, ...ORACLE_EVALUATORS];
const isOracle = (e) => ORACLE_EVALUATORS.includes(e);
/** Pass thresholds other than 0.5: a trajectory passes with every rule held. */
const DEFAULT_THRESHOLDS = { trajectory: 1 };
const evaluatorSchema = schemas/* union */.KCZ([
    schemas/* enum */.k5n(EVALUATORS),
    schemas/* strictObject */.rej({
        name: schemas/* enum */.k5n(EVALUATORS),
        threshold: ratio.optional().describe('Score at or above which a run passes (default 0.5)'),
    }),
]);




/**
 * The suite's default cap on the runs the batches add (both sides): at least 400 (what one case may
 * need to reach max_runs on both sides), else this many a case. A fixed 400 starved larger suites: it
 * left 24% of unchanged ten-case pull requests of an agent failing in 10% of its runs undecided, and
 * 92% at 25 cases (bench/gate-sim.ts); 80 a case decides them all there.
 */
const EXTRA_RUNS_PER_CASE = 80;
const EXTRA_RUNS_AT_LEAST = 400;
/** The cap on the runs the batches add for a suite of `cases` cases: the config's, or the default. */
const extraRunsCap = (confirm, cases) => confirm.max_extra_runs ?? Math.max(EXTRA_RUNS_AT_LEAST, EXTRA_RUNS_PER_CASE * cases);
const gateSchema = schemas/* strictObject */.rej({
    fail_on: schemas/* enum */.k5n(enums/* FAIL_ON */.d$).default('regression'),
    min_effect: schemas/* number */.aig()
        .min(0)
        .max(1)
        .default(0.1)
        .describe('Smallest drop in the share of passing runs (score at or above the threshold) that counts as a regression'),
    detect: schemas/* number */.aig()
        .gt(0)
        .max(1)
        .default(0.3)
        .describe("The change the gate is built to catch in 90% of pull requests: a share this large more of a case's runs failing; a result whose runs rule it out is unchanged; smaller changes (down to min_effect) are caught less often"),
    level: schemas/* enum */.k5n(['fail', 'warn']).default('fail').describe('warn: report a failing gate without failing the check'),
    without_baseline: schemas/* enum */.k5n(['inconclusive', 'fail'])
        .default('inconclusive')
        .describe('With no baseline (none found, or the base could not be run): inconclusive (reported, does not block) or fail (blocks until a baseline exists)'),
    max_judge_errors: ratio
        .default(0.1)
        .describe("Largest share of the head's runs that may go unjudged (judge errors, the budget, the deadline, or answers the heuristic could not read) before the gate fails: an unjudged head proves nothing"),
    on_judge_errors: schemas/* enum */.k5n(['fail', 'warn'])
        .default('fail')
        .describe('warn: report too many unjudged runs without failing the gate'),
    broken_cases: schemas/* enum */.k5n(['fail', 'warn'])
        .default('fail')
        .describe('A case where no head run left a session (every run crashed, timed out or sent no trace): fail the gate, or only report it'),
    on_undecided: schemas/* enum */.k5n(['pass', 'fail'])
        .default('pass')
        .describe('A result that could not be decided (at confirm.max_runs a side, or with a baseline that cannot be run again): pass (said in the headline) or fail'),
    max_new_cases: schemas/* number */.aig()
        .int()
        .min(0)
        .max(5000)
        .default(10)
        .describe("Cases a pull request may add to the base config's and have judged in a job that holds the judge's credentials (the report job, evaluate): the runs of more are not judged, named, and the gate fails on them (raise it on the base branch first)"),
    missing_runs: schemas/* enum */.k5n(['fail', 'warn'])
        .default('fail')
        .describe('Runs expected (cases x repeats, every shard) but not seen, or seen twice: fail the gate, or only report them'),
});
const configSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP()
        .regex(/^[A-Za-z0-9_.-]+$/)
        .optional()
        .describe('Identifies this config in the PR comment marker when a repository has several'),
    agent: schemas/* strictObject */.rej({
        command: schemas/* string */.YjP().min(1).describe('Started once per case run, in a shell'),
        setup: schemas/* string */.YjP().optional().describe('Run once per checkout before the cases (e.g. npm ci && npm run build)'),
        workdir: schemas/* string */.YjP()
            .default('.')
            .describe('Directory the commands run in, relative to the config file (to the repository root for a config in .github/)'),
        timeout: effects_schema_duration.default(120_000).describe('Per-run time limit'),
        env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String)).default({}),
        pass_env: schemas/* array */.YOg(schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*\*?$/, 'a variable name, or a prefix ending in *'))
            .default([])
            .describe("Variables of the job passed to the agent (names, or prefixes ending in *); nothing else of the job's environment is, beyond PATH, HOME, locale and temp dirs"),
        require_env: schemas/* array */.YOg(schemas/* string */.YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a variable name'))
            .default([])
            .describe("Variables the agent cannot run without (its model's API key): when one would not reach it (unset or empty in the job, as on a fork's pull request, or not in agent.pass_env or agent.env), the agent is not run and the job fails saying which"),
    })
        .superRefine((a, ctx) => {
        // What `run` would refuse, said by `validate`: a required variable nothing passes never reaches the agent.
        const passed = (n) => n in a.env || a.pass_env.some((p) => (p.endsWith('*') ? n.startsWith(p.slice(0, -1)) : n === p));
        a.require_env.forEach((n, i) => {
            if (!passed(n))
                ctx.addIssue({
                    code: 'custom',
                    path: ['require_env', i],
                    message: `${n} is required but agent.pass_env does not pass it, so it never reaches the agent: add ${n} to agent.pass_env`,
                });
        });
    }),
    repeat: schemas/* number */.aig().int().min(1).max(100).default(3),
    concurrency: schemas/* number */.aig().int().min(1).max(64).default(4),
    seed: schemas/* number */.aig()
        .int()
        .min(0)
        .optional()
        .describe('Run seed; each run derives its own from it (default: random, printed)'),
    no_fault_variant: schemas/* boolean */.zMY().default(false).describe('Also run every case without faults, as "name|baseline"'),
    cases: schemas/* array */.YOg(caseSchema).min(1, 'no case: give at least one (a name, an input and its effects)'),
    evaluators: schemas/* array */.YOg(evaluatorSchema)
        .min(1)
        .optional()
        .describe('Default: the four judged evaluators, and side_effects, trajectory, injection where the config sets up what they check'),
    side_effects: schemas/* array */.YOg(schemas/* union */.KCZ([
        toolName,
        schemas/* strictObject */.rej({
            tool: toolName,
            key: schemas/* string */.YjP()
                .min(1)
                .optional()
                .describe('The argument that names the effect (order_id): two calls with its same value are the same effect'),
        }),
    ]))
        .default([])
        .describe('Tools that change state (book, pay, refund): a second call with the same effect is a duplicate side effect. MCP tools annotated destructiveHint, or readOnlyHint false without idempotentHint, count too'),
    judge: judgeSchema.default(() => judgeSchema.parse({})),
    gate: gateSchema.default(() => gateSchema.parse({})),
    confirm: schemas/* strictObject */.rej({
        runs: schemas/* number */.aig()
            .int()
            .min(0)
            .max(100)
            .default(10)
            .describe('The largest batch, in runs a side (the first batch matches the first round, then half the runs so far, at least the first round; 0: no extra runs)'),
        max_runs: schemas/* number */.aig()
            .int()
            .min(2)
            .max(500)
            .default(80)
            .describe('Cap on the runs a side of one case, first round included: a cell still undecided there is reported as undecided'),
        max_extra_runs: schemas/* number */.aig()
            .int()
            .min(0)
            .optional()
            .describe(`Cap on all the runs the batches add, both sides together (default: ${EXTRA_RUNS_PER_CASE} a case of the suite, at least ${EXTRA_RUNS_AT_LEAST})`),
    })
        .default({ runs: 10, max_runs: 80 })
        .describe('The sequential decision of the gate: undecided cells get batches of runs of head and base at the same time (when the base can be run: baseline rerun) until decided'),
    tier: tierSchema,
    budget: budgetSchema,
    baseline: schemas/* enum */.k5n(enums/* BASELINE_MODES */.hE)
        .default('auto')
        .describe('Where the base scores come from: auto (artifact, else rerun), artifact, rerun (base commit in a worktree), file, none'),
    baseline_file: schemas/* string */.YjP()
        .optional()
        .describe('results.json (or its directory) for baseline: file, relative to the working directory'),
    tools: schemas/* record */.g1P(toolName, schemas/* strictObject */.rej({
        description: schemas/* string */.YjP().optional().describe("The tool's description as the agent's model sees it"),
        input_schema: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional().describe('JSON Schema of its input'),
    }))
        .default({})
        .describe("The agent's tool definitions, for failure analysis when the trace does not carry gen_ai.tool.definitions"),
    redact: schemas/* array */.YOg(schemas/* string */.YjP().superRefine((p, ctx) => {
        try {
            build/* RE2JS */.L3.compile(p);
        }
        catch (err) {
            ctx.addIssue({
                code: 'custom',
                message: `not a valid RE2 regular expression (${err.message}); patterns run in linear time, so lookaround and backreferences are not supported`,
            });
        }
    }))
        .default([])
        .describe("Extra regular expressions (RE2 syntax, run in linear time) whose matches are redacted from the agent's output (well-known tokens and keys always are)"),
    prices: schemas/* record */.g1P(schemas/* string */.YjP(), price)
        .default({})
        .describe("USD per million tokens of the agent's own models, by model id as its spans name it; adds to the built-in table (judge.prices prices the judge)"),
});


/***/ }),

/***/ 1236:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
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


/***/ })

};
