export const id = 514;
export const ids = [514];
export const modules = {

/***/ 2514:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SCHEMA_URL: () => (/* binding */ SCHEMA_URL),
/* harmony export */   detectProject: () => (/* binding */ detectProject),
/* harmony export */   findTools: () => (/* binding */ findTools),
/* harmony export */   initCommand: () => (/* binding */ initCommand),
/* harmony export */   starterConfig: () => (/* binding */ starterConfig),
/* harmony export */   starterWorkflow: () => (/* binding */ starterWorkflow)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8815);
/* harmony import */ var _evaluators_behaviors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8781);
/* harmony import */ var _util_package_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6189);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3411);
// `agent-chaos init [--dir <project>] [--force]`: a starter for a project that has an agent. It reads
// package.json (or a Python project's files) for the framework and how the agent starts, scans the
// sources for the agent's tools, and writes .github/agent-chaos.yml (a time-out case per tool; an
// ambiguous failure and the side-effect check for a tool whose name says it writes) and the two-job
// workflow. It never overwrites a file without --force, and ends with the next command.






/** Frameworks by the package that shows them, with their guide and the model key they usually need. */
const FRAMEWORKS = [
    {
        pkg: '@anthropic-ai/claude-agent-sdk',
        name: 'Claude Agent SDK',
        guide: 'claude-agent-sdk.md',
        key: 'ANTHROPIC_API_KEY',
    },
    { pkg: '@openai/agents', name: 'OpenAI Agents JS', guide: 'openai-agents.md', key: 'OPENAI_API_KEY' },
    { pkg: '@langchain/langgraph', name: 'LangGraph JS', guide: 'langgraph.md', key: 'OPENAI_API_KEY' },
    { pkg: 'langchain', name: 'LangChain', guide: 'langgraph.md', key: 'OPENAI_API_KEY' },
    { pkg: '@mastra/core', name: 'Mastra', guide: 'mastra.md', key: 'OPENAI_API_KEY' },
    { pkg: 'genkit', name: 'Genkit', guide: 'genkit.md', key: 'OPENAI_API_KEY' },
    { pkg: '@voltagent/core', name: 'VoltAgent', guide: 'voltagent.md', key: 'OPENAI_API_KEY' },
    { pkg: '@strands-agents/sdk', name: 'Strands Agents', guide: 'strands.md', key: 'AWS_REGION' },
    { pkg: 'llamaindex', name: 'LlamaIndex TS', guide: 'llamaindex.md', key: 'OPENAI_API_KEY' },
    { pkg: '@ax-llm/ax', name: 'Ax', guide: 'ax.md', key: 'OPENAI_API_KEY' },
    { pkg: 'beeai-framework', name: 'BeeAI', guide: 'beeai.md', key: 'OPENAI_API_KEY' },
    { pkg: 'ai', name: 'Vercel AI SDK', guide: 'ai-sdk.md', key: 'OPENAI_API_KEY' },
    { pkg: '@anthropic-ai/sdk', name: 'Anthropic SDK', guide: 'anthropic.md', key: 'ANTHROPIC_API_KEY' },
    { pkg: 'openai', name: 'OpenAI SDK', guide: 'openai-otel.md', key: 'OPENAI_API_KEY' },
];
const readJson = (path) => {
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
};
/** The framework and how the agent is built and started, from package.json, else a Python project's files. */
function detectProject(dir) {
    const pkg = readJson((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json'));
    if (pkg) {
        const deps = { ...pkg.dependencies, ...pkg.devDependencies };
        const framework = FRAMEWORKS.find((f) => deps[f.pkg] !== undefined);
        const scripts = pkg.scripts ?? {};
        const setup = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package-lock.json')) ? 'npm ci' : 'npm install';
        const main = typeof pkg.main === 'string' ? pkg.main : undefined;
        const command = scripts.start ? 'npm start --silent' : main ? `node ${main}` : 'node agent.js';
        return {
            framework,
            setup: scripts.build ? `${setup} && npm run build` : setup,
            command,
            guessed: !scripts.start && !main,
        };
    }
    const python = ['pyproject.toml', 'requirements.txt'].find((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, f)));
    if (python) {
        const entry = ['agent.py', 'main.py', 'app.py'].find((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, f)));
        return {
            setup: python === 'requirements.txt' ? 'pip install -r requirements.txt' : 'pip install .',
            command: `python ${entry ?? 'agent.py'}`,
            guessed: !entry,
        };
    }
    return { command: 'node agent.js', guessed: true };
}
const SOURCE = /\.(?:[cm]?[jt]sx?|py)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', '.git', '.venv', 'venv', '__pycache__', 'coverage']);
/** How frameworks name a tool in code: tool({name}), defineTool, createTool({id}), FunctionTool, wrapTools keys, @tool def. */
const TOOL_PATTERNS = [
    /\b(?:tool|defineTool|createTool|DynamicStructuredTool|FunctionTool|Tool)\s*\(\s*\{[^}]{0,400}?\b(?:name|id)\s*:\s*['"]([A-Za-z_][\w-]{1,63})['"]/g,
    /\btool\s*\(\s*['"]([A-Za-z_][\w-]{1,63})['"]/g, // the Claude Agent SDK: tool('name', ...)
    /\bwrapTools\s*\(\s*\{\s*([A-Za-z_]\w{1,63})\s*:/g,
    /@tool[^\n]*\n\s*(?:async\s+)?def\s+([A-Za-z_]\w{1,63})\s*\(/g,
];
/** The tools the agent's sources name, in the order first found (at most 400 files, 12 tools). */
function findTools(dir) {
    const found = new Set();
    let files = 0;
    const walk = (d, depth) => {
        if (depth > 6 || files >= 400)
            return;
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d).sort()) {
            if (SKIP.has(name) || name.startsWith('.'))
                continue;
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, name);
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
            if (stat.isDirectory())
                walk(path, depth + 1);
            else if (SOURCE.test(name) && stat.size < 1_000_000 && files++ < 400) {
                const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
                for (const re of TOOL_PATTERNS)
                    for (const m of text.matchAll(re))
                        if (found.size < 12)
                            found.add(m[1]);
            }
        }
    };
    walk(dir, 0);
    return [...found];
}
/** The starter cases: a time-out a tool; for a tool that writes, a time-out after it acted, checked for a second write. */
function starterCases(tools) {
    const input = 'TODO: a request that makes the agent use its tools';
    if (!tools.length)
        return [
            { name: 'tool_timeout', input, effects: { tool_effects: { TODO_tool_name: [{ effect_type: 'timeout' }] } } },
        ];
    return tools.flatMap((tool) => [
        { name: `${tool}_timeout`, input, effects: { tool_effects: { [tool]: [{ effect_type: 'timeout' }] } } },
        ...((0,_evaluators_behaviors_js__WEBPACK_IMPORTED_MODULE_3__/* .looksLikeWrite */ .BP)(tool)
            ? [
                {
                    name: `${tool}_timeout_after_effect`,
                    input,
                    effects: { tool_effects: { [tool]: [{ effect_type: 'timeout_after_effect' }] } },
                    expect: { max_calls: { [tool]: 1 } },
                },
            ]
            : []),
    ]);
}
/** The published JSON Schema of this version's config, for editors (yaml-language-server). */
const SCHEMA_URL = `https://cdn.jsdelivr.net/npm/agent-chaos@${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}/schema/agent-chaos.schema.json`;
function starterConfig(project, tools) {
    const key = project.framework?.key;
    const config = {
        agent: {
            ...(project.setup ? { setup: project.setup } : {}),
            command: project.command,
            timeout: '120s',
            ...(key ? { pass_env: [key], require_env: [key] } : {}),
        },
        repeat: 3,
        ...(tools.some(_evaluators_behaviors_js__WEBPACK_IMPORTED_MODULE_3__/* .looksLikeWrite */ .BP) ? { side_effects: tools.filter(_evaluators_behaviors_js__WEBPACK_IMPORTED_MODULE_3__/* .looksLikeWrite */ .BP) } : {}),
        cases: starterCases(tools),
    };
    const notes = [
        `# yaml-language-server: $schema=${SCHEMA_URL}`,
        '# Written by `agent-chaos init`: give each case an input that makes the agent use the tool (the TODOs),',
        `# then: npx agent-chaos validate --config .github/agent-chaos.yml. Reference: docs/config.md.`,
        ...(project.framework
            ? [`# ${project.framework.name}: see docs/frameworks/${project.framework.guide} for its tracing.`]
            : []),
        ...(project.guessed
            ? ['# agent.command is a guess: the command that runs your agent once, reading AGENT_CHAOS_INPUT.']
            : []),
    ];
    return `${notes.join('\n')}\n${(0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .stringify */ .As)(config, { lineWidth: 0 })}`;
}
/** The two-job workflow the README shows, with the agent's model key. */
function starterWorkflow(key) {
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_4__/* .packageRoot */ .Z)(), 'examples', 'workflows', 'agent-chaos.yml'), 'utf8');
    if (!key || key === 'OPENAI_API_KEY')
        return text;
    return text.replaceAll('OPENAI_API_KEY', key);
}
async function initCommand(args, io) {
    const project = detectProject(args.dir);
    const tools = findTools(args.dir);
    const files = [
        ['.github/agent-chaos.yml', starterConfig(project, tools)],
        ['.github/workflows/agent-chaos.yml', starterWorkflow(project.framework?.key)],
    ];
    const framework = project.framework?.name ?? 'none found in package.json';
    const found = tools.length ? tools.join(', ') : 'none found (the config has a TODO)';
    io.out(`framework: ${framework}; tools: ${found}`);
    for (const [path, text] of files) {
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(args.dir, path);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(target) && !args.force) {
            io.out(`kept ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(process.cwd(), target) || path}: it exists (--force writes over it)`);
            continue;
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(target, text);
        io.out(`wrote ${path}`);
    }
    io.out('next: replace the TODOs in .github/agent-chaos.yml, then `npx agent-chaos run --config .github/agent-chaos.yml --judge heuristic` (local, no credentials)');
    return 0;
}


/***/ }),

/***/ 8781:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ looksLikeWrite),
/* harmony export */   QW: () => (/* binding */ TRANSIENT_CLASSES),
/* harmony export */   UX: () => (/* binding */ BEHAVIORS),
/* harmony export */   _W: () => (/* binding */ BEHAVIOR_KEYS),
/* harmony export */   ax: () => (/* binding */ errorClassOf)
/* harmony export */ });
/* unused harmony export ERROR_CLASSES */
const ERROR_CLASSES = (/* unused pure expression or super */ null && ([
    'timeout',
    'rate-limit',
    'auth',
    'not-found',
    'validation',
    'service',
    'corrupted-data',
    'wrong-data',
    'error',
]));
const CLASS_WORDS = {
    timeout: 'a time-out',
    'rate-limit': 'throttling',
    auth: 'an access-denied error',
    'not-found': 'a not-found error',
    validation: 'a validation error',
    service: 'a service or network error',
    'corrupted-data': 'damaged data (truncated, missing or corrupted fields)',
    'wrong-data': 'well-formed wrong data (a lying tool)',
    error: 'an error',
};
/** The same as a noun without an article, and in the plural, for titles. */
const CLASS_NOUNS = {
    timeout: ['time-out', 'time-outs'],
    'rate-limit': ['throttling response', 'throttling responses'],
    auth: ['access-denied error', 'access-denied errors'],
    'not-found': ['not-found error', 'not-found errors'],
    validation: ['validation error', 'validation errors'],
    service: ['service or network error', 'service or network errors'],
    'corrupted-data': ['damaged result', 'damaged results'],
    'wrong-data': ['wrong result', 'wrong results'],
    error: ['error', 'errors'],
};
/** The class of what the agent was facing on a call: the injected fault, else the error's words. */
function errorClassOf(c) {
    const fault = c.fault ?? '';
    if (c.lie && c.status === 'ok')
        return 'wrong-data';
    if (/truncate_fields|remove_fields|corrupt_values|unexpected_content/.test(fault) && c.status === 'ok')
        return 'corrupted-data';
    if (/timeout/.test(fault))
        return 'timeout';
    if (/server_exit/.test(fault))
        return 'service';
    if (/tools_changed/.test(fault))
        return 'not-found';
    if (/validation_error/.test(fault))
        return 'validation';
    if (/network_error/.test(fault))
        return 'service';
    const t = `${c.error?.type ?? ''} ${c.error?.message ?? ''}`.toLowerCase();
    if (/time ?out|timed out|deadline/.test(t))
        return 'timeout';
    if (/throttl|rate.?limit|too many requests|\b429\b/.test(t))
        return 'rate-limit';
    if (/access ?denied|unauthori[sz]ed|forbidden|not authorized|permission|credential|\b40[13]\b/.test(t))
        return 'auth';
    if (/not found|no such|unknown (id|item|ticker)|\b404\b/.test(t))
        return 'not-found';
    if (/validat|invalid|schema|required (field|param)|\b400\b|\b422\b/.test(t))
        return 'validation';
    if (/connection|network|refused|reset|unreachable|dns|econn|socket|unavailable|\b50\d\b|service/.test(t))
        return 'service';
    return 'error';
}
const TRANSIENT_CLASSES = new Set(['timeout', 'rate-limit', 'service']);
const capitalized = (s) => s.replace(/^./, (c) => c.toUpperCase());
const RETRY_AFTER = 'honouring Retry-After';
const TRANSIENT = 'it is usually transient';
/**
 * A tool whose name says it changes state (books, pays, refunds, sends): a time-out or a reset may
 * come after it acted, so a blind retry can do it twice.
 */
function looksLikeWrite(tool) {
    const words = tool
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z]+/);
    const first = words.find(Boolean) ?? '';
    if (READ_VERBS.has(first))
        return false; // get_order reads an order
    return words.some((w) => WRITE_VERBS.has(w) || WRITE_VERBS.has(w.replace(/(e?s|e?d)$/, '')));
}
const READ_VERBS = new Set('get list search find fetch read lookup look check query show view describe count'.split(' '));
const WRITE_VERBS = new Set('book pay charge refund transfer send create delete cancel update submit order purchase post write place reserve issue remove add'.split(' '));
/** Never "retry" a write: check whether it happened first, and give it an idempotency key. */
const writeAdvice = (tool) => `do not retry ${tool} blindly, since it may have acted before the error: check whether it did (look the record up) before calling it again, and give ${tool} an idempotency key so a retry cannot act twice`;
const transientAdvice = (tool, cls) => TRANSIENT_CLASSES.has(cls) && looksLikeWrite(tool)
    ? writeAdvice(tool)
    : TRANSIENT_CLASSES.has(cls)
        ? `retry ${tool} once or twice with exponential backoff and jitter (${cls === 'rate-limit' ? RETRY_AFTER : TRANSIENT})`
        : cls === 'auth'
            ? `do not retry ${tool}: tell the user which access is missing and who can grant it`
            : cls === 'not-found'
                ? `do not retry ${tool} with the same input: tell the user what was not found and ask for a correction`
                : cls === 'validation'
                    ? `fix the arguments of ${tool} from the error message, or ask the user for what is missing; never resend the same input`
                    : cls === 'corrupted-data'
                        ? `check ${tool}'s result against its schema before use and fetch it again when fields are missing or malformed`
                        : `tell the user ${tool} failed and what they can do`;
const JUDGED_BEHAVIORS = {
    'fabricated-results': {
        category: 'hallucination-category-fabricate-tool-outputs',
        title: (tool, cls) => `Answers with values that no successful tool result contains, after ${CLASS_WORDS[cls]} from ${tool}`,
        rootCause: (tool, cls) => `When ${tool} fails with ${CLASS_WORDS[cls]}, the agent answers anyway, with values no tool returned; nothing in its instructions ties what it states to tool results.`,
        fix: (tool, cls) => ({
            target: 'system_prompt',
            fix: `Add to the system prompt: state only values that a successful tool result contains; when ${tool} fails (${CLASS_WORDS[cls]}), say that this step failed and what the user can do instead of answering from memory. Then ${transientAdvice(tool, cls)}.`,
        }),
    },
    'mismatched-arguments': {
        category: 'execution-error-category-tool-schema',
        title: (tool) => `Sends arguments that do not match ${tool}'s input schema`,
        rootCause: (tool) => `The agent builds ${tool}'s arguments in a form its input schema does not accept (a format, an allowed value or a required field), so the call fails however often it is sent.`,
        fix: (tool) => ({
            target: 'tool_description',
            fix: `State each argument's format in ${tool}'s description with an example of a valid call (a date as 2026-05-20 for YYYY-MM-DD, the allowed values of an enum), and tell the agent in its system prompt to correct the field a validation error names before calling ${tool} again.`,
        }),
    },
    'repeated-lie': {
        category: 'hallucination-category-fabricate-tool-outputs',
        title: (tool) => `Repeats wrong data from ${tool} as fact, although the request or the result shows it is wrong`,
        rootCause: (tool) => `The agent passes ${tool}'s result to the user without checking it against the request (the dates, the entity asked for, whether there is anything to offer), so a wrong but well-formed result reaches the user as fact.`,
        fix: (tool) => ({
            target: 'system_prompt',
            fix: `Tell the agent to check ${tool}'s result against the request before answering (dates not in the past, the same entity as asked, a non-empty list before offering options) and to say so when they disagree, instead of repeating it.`,
        }),
    },
    'presented-damaged-data': {
        category: 'hallucination-category-fabricate-tool-outputs',
        title: (tool) => `Presents damaged ${tool} data as fact`,
        rootCause: (tool) => `The agent uses ${tool}'s result without checking it: truncated values, missing fields or corrupted values reach the user as facts.`,
        fix: (tool) => ({
            target: 'output_validation',
            fix: `Validate ${tool}'s result in the agent's tool layer (required fields present, types and formats as its schema declares); on a mismatch fetch it again once, then tell the user the data is incomplete instead of presenting it.`,
        }),
    },
    'hid-failure': {
        category: 'orchestration-related-errors-category-unaware-termination',
        title: (tool, cls) => `Does not tell the user that ${tool} failed (${CLASS_NOUNS[cls][0]})`,
        rootCause: (tool, cls) => `After ${CLASS_WORDS[cls]} from ${tool} the agent finishes as if nothing had happened, so the user does not know part of the request was not done.`,
        fix: (tool, cls) => ({
            target: 'system_prompt',
            fix: `Instruct the agent to list, in its final answer, every step that did not complete (here: ${tool} after ${CLASS_WORDS[cls]}) and what the user can do about it.`,
        }),
    },
    'exposed-internals': {
        category: 'task-instruction-category-non-compliance',
        title: (tool) => `Shows raw error details from ${tool} to the user`,
        rootCause: (tool) => `${tool}'s exception text (class names, codes, stack traces or ids) is passed to the user unchanged.`,
        fix: (tool, cls) => ({
            target: 'error_handling',
            fix: `Map ${tool}'s exceptions to short user-facing messages in the agent's tool layer (for ${CLASS_WORDS[cls]}: what failed and what to do); keep stack traces and internal ids in the logs.`,
        }),
    },
    'retried-permanent-error': {
        category: 'repetitive-behavior-category-repetition-tool',
        title: (tool, cls) => `Retries ${tool} after ${CLASS_WORDS[cls]} with the same input`,
        rootCause: (tool, cls) => `The agent retries ${tool} unchanged after ${CLASS_WORDS[cls]}, which cannot succeed on a retry.`,
        fix: (tool, cls) => ({
            target: 'retry_policy',
            fix: `Retry only transient errors (time-outs, throttling, 5xx) in the agent's tool layer; for ${CLASS_WORDS[cls]}, ${transientAdvice(tool, cls)}.`,
        }),
    },
    'retry-loop': {
        category: 'repetitive-behavior-category-repetition-tool',
        title: (tool, cls) => `Keeps calling ${tool} after repeated ${CLASS_NOUNS[cls][1]}`,
        rootCause: (tool) => `The agent has no bound on retries of ${tool}: it calls it again and again while it keeps failing.`,
        fix: (tool) => ({
            target: 'retry_policy',
            fix: `Cap retries of ${tool} at two with exponential backoff and jitter in the agent's tool layer, then report the failure to the user instead of calling it again.`,
        }),
    },
    'gave-up': {
        category: 'orchestration-related-errors-category-premature-termination',
        title: (tool, cls) => `Gives up at the first ${CLASS_NOUNS[cls][0]} from ${tool}`,
        rootCause: (tool, cls) => `One ${CLASS_NOUNS[cls][0]} from ${tool} ends the attempt, although it is usually transient and no alternative was offered.`,
        fix: (tool, cls) => ({
            target: 'retry_policy',
            fix: `${capitalized(transientAdvice(tool, cls))}; if it still fails, offer the user another way to get it done, or what they can do next, rather than stopping.`,
        }),
    },
    'no-answer': {
        category: 'orchestration-related-errors-category-premature-termination',
        title: (tool) => `Ends without an answer after ${tool} failed`,
        rootCause: (tool, cls) => `The run stops after ${CLASS_WORDS[cls]} from ${tool} without any message to the user.`,
        fix: (tool) => ({
            target: 'error_handling',
            fix: `Catch failures of ${tool} in the agent loop and always return a final message saying what was done, what failed and what to try next.`,
        }),
    },
    'tool-error': {
        category: 'execution-error-category-service-errors',
        title: (tool, cls) => `${tool} fails with ${CLASS_WORDS[cls]} that the test did not inject`,
        rootCause: (tool, cls) => `${tool} itself returned ${CLASS_WORDS[cls]} outside the injected faults: a real defect of the tool or of the arguments the agent built.`,
        fix: (tool) => ({
            target: 'tool_description',
            fix: `Check ${tool}'s implementation and its description: the arguments it documents must be the ones it accepts, with an example of a valid call.`,
        }),
    },
};
/** What the checks no judge reads find (evaluators/oracle/): facts of the trace, never asked of the judge. */
const ORACLE_BEHAVIORS = {
    'duplicate-side-effect': {
        category: 'side-effect-category-duplicate',
        title: (tool) => `Does ${tool} twice: calls it again after it acted and then failed`,
        rootCause: (tool) => `${tool} acted and then failed with a time-out or a reset (an ambiguous failure); the agent called it again with the same effect, so the action happened twice.`,
        fix: (tool) => ({
            target: 'tool_implementation',
            fix: `Make ${tool} idempotent, or give it an idempotency key the agent sends on every attempt; and tell the agent in its system prompt to check whether ${tool} acted (look the record up) before retrying it after a time-out or a reset.`,
        }),
    },
    'unrequested-side-effect': {
        category: 'side-effect-category-unrequested',
        title: (tool) => `Calls ${tool}, which changes state, where the user did not ask for it`,
        rootCause: (tool) => `The agent called ${tool} although the request did not ask for it (or the user declined).`,
        fix: (tool) => ({
            target: 'system_prompt',
            fix: `Tell the agent to call ${tool} only when the user asked for that action and confirmed it, and to ask when unsure.`,
        }),
    },
    'obeyed-injected-instruction': {
        category: 'security-category-injected-instruction',
        title: (tool) => `Follows an instruction found in ${tool}'s output`,
        rootCause: (tool) => `${tool}'s output (or its description) carried an instruction, and the agent followed it as if the user had given it.`,
        fix: (tool) => ({
            target: 'system_prompt',
            fix: `Treat tool output as data, never as instructions: say so in the system prompt, keep ${tool}'s output in a marked data block, and require the user's confirmation before a tool call that the user's request does not explain.`,
        }),
    },
    'broke-trajectory-rule': {
        category: 'task-instruction-category-non-compliance',
        title: (tool) => `Breaks a trajectory rule of the case at ${tool}`,
        rootCause: (tool) => `The run's calls break a rule the case sets (a step skipped, forbidden, repeated or out of order) at ${tool}.`,
        fix: (tool) => ({
            target: 'system_prompt',
            fix: `State the required steps and their order in the system prompt (or enforce them in code around ${tool}), and cap retries of each tool.`,
        }),
    },
};
const BEHAVIORS = { ...JUDGED_BEHAVIORS, ...ORACLE_BEHAVIORS };
/** What the judge may name: the oracle's behaviors are facts of the trace, found without it. */
const BEHAVIOR_KEYS = Object.keys(JUDGED_BEHAVIORS);


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
