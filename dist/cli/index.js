#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 9637:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 518:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1226);

// `agent-chaos ... | head` closes the pipe early: that is not an error.
process.stdout.on('error', (err) => {
    if (err.code === 'EPIPE')
        process.exit(process.exitCode ?? 0);
    throw err;
});
process.exitCode = await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(process.argv.slice(2));

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1226:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// UNUSED EXPORTS: usageOf

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
;// CONCATENATED MODULE: ./lib/cli/io.js
const processIO = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
};

// EXTERNAL MODULE: ./lib/version.js
var version = __nccwpck_require__(3411);
// EXTERNAL MODULE: ./lib/config/enums.js
var enums = __nccwpck_require__(1648);
;// CONCATENATED MODULE: ./lib/cli/main.js
// The CLI: one function per command, each a thin shell over the pipeline modules. A command's
// module is loaded when it runs: `--version`, `--help` and a usage error parse none of them.




/** A flag's value checked against its allowed values (the config schema's enums). */
class UsageError extends Error {
}
function oneOf(flag, value, allowed) {
    if (value === undefined || allowed.includes(value))
        return value;
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
}
function wholeNumber(flag, value) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw new UsageError(`--${flag} must be a whole number (got "${value}")`);
    return Number(value);
}
const judgeFlags = (v, allowed) => ({
    provider: oneOf('judge', v.judge, allowed),
    model: v.model,
    region: v.region,
    endpoint: v.endpoint,
});
const USAGE = `agent-chaos ${version/* VERSION */.x}: chaos-test an AI agent's failure handling from its OpenTelemetry traces

Usage:
  agent-chaos demo [--mode careful|fabricate] [--traces]
                                             run the example agent under chaos, scored offline (--traces: show bundled real traces)
  agent-chaos run [--config <yml>] [--out <dir>] [--judge bedrock|openai|heuristic|none] [--model <id>] [--region <r>]
                  [--endpoint <url>] [--repeat <n>] [--concurrency <n>] [--seed <n>] [--resume]
                  [--baseline auto|artifact|rerun|file|none] [--baseline-file <results>] [--base-ref <commit>] [--tier smoke|full]
                                             run the chaos cases against your agent, score, compare with the base; exit 1 on a regression
  agent-chaos inspect <file...> [--json]     print the sessions in trace files (OTLP JSON/JSONL/protobuf, CloudWatch exports)
  agent-chaos eval --traces <file...> --out <dir> [--config <yml>] [--judge bedrock|openai|heuristic]
                   [--model <id>] [--region <r>] [--endpoint <url>]
                                             score stored traces; write results.json and sessions.jsonl
  agent-chaos compare --base <dir|results.json> --head <dir|results.json> [--format markdown|json]
                      [--config <yml>] [--fail-on regression|overall|threshold|never] [--min-effect <x>]
                                             compare two results; print the report; exit 1 when the gate fails
  agent-chaos report --results <dir|results.json> [--base <dir|results.json>] [--format markdown|json]
                                             print the PR comment's report for results (alone, or against a base)
  agent-chaos calibrate [--set <file.jsonl>] [--config <yml>] [--judge bedrock|openai|heuristic] [--model <id>] [--region <r>]
                        [--endpoint <url>] [--out <dir>] [--certificate <file>]
                                             measure a judge against labelled sessions (exact, within one, kappa): agent-chaos's
                                             held-out and development parts, or your own set (docs/calibration.md); --config: the
                                             judge a config sets; --certificate: write the judge's admission certificate
  agent-chaos plan [--results <dir|results.json>] [--config <yml>] [--all]
                                             write cases for the tool x fault cells no run exercised (--all: data faults too)
  agent-chaos mcp-proxy -- <server command...>
                                             stdio MCP proxy that applies the case's faults to tools/call
  agent-chaos validate [--config <yml>] [--strands] [--cost [--results <dir>]]
                                             check a config file (default .github/agent-chaos.yml) and list expanded cases;
                                             --strands: what Strands' ChaosCase would reject or ignore is an error;
                                             --cost: the judge calls, tokens and price a pull request will take,
                                             and with --results the agent's model calls in money
  agent-chaos init [--dir <project>] [--force]
                                             write a starter config (the framework and tools found) and the workflow
  agent-chaos schema                         print the config's JSON Schema
  agent-chaos --version | --help`;
/** The usage lines of one command (its entry in USAGE), or undefined for an unknown command. */
function usageOf(command) {
    const lines = USAGE.split('\n');
    const start = lines.findIndex((l) => l.startsWith(`  agent-chaos ${command} `) || l === `  agent-chaos ${command}`);
    if (start < 0)
        return undefined;
    let end = start + 1;
    while (end < lines.length && /^ {3,}\S/.test(lines[end]) && !lines[end].trimStart().startsWith('agent-chaos '))
        end++;
    return `agent-chaos ${version/* VERSION */.x}\n\nUsage:\n${lines.slice(start, end).join('\n')}`;
}
/** Prints the sessions in trace files. */
const inspect = async (rest, io) => {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: rest,
        allowPositionals: true,
        options: { json: { type: 'boolean', default: false } },
    });
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(170), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(526), __nccwpck_require__.e(360), __nccwpck_require__.e(151), __nccwpck_require__.e(163), __nccwpck_require__.e(489)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1106))).inspectCommand(positionals, { json: !!values.json }, io);
};
/** Scores stored traces. */
const evalTraces = async (rest, io) => {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: rest,
        allowPositionals: true,
        options: {
            traces: { type: 'string', multiple: true, default: [] },
            config: { type: 'string', short: 'c' },
            judge: { type: 'string' },
            model: { type: 'string' },
            region: { type: 'string' },
            endpoint: { type: 'string' },
            out: { type: 'string', default: '.agent-chaos' },
            'token-budget': { type: 'string' },
        },
    });
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(170), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(526), __nccwpck_require__.e(366), __nccwpck_require__.e(360), __nccwpck_require__.e(151), __nccwpck_require__.e(163), __nccwpck_require__.e(374), __nccwpck_require__.e(35), __nccwpck_require__.e(470)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9470))).evalCommand({
        traces: [...(values.traces ?? []), ...positionals],
        config: values.config,
        judge: judgeFlags(values, enums/* JUDGE_PROVIDERS */.D5.filter((p) => p !== 'none')),
        out: values.out ?? '.agent-chaos',
        tokenBudget: wholeNumber('token-budget', values['token-budget']),
    }, io);
};
/** Measures a judge against labelled sessions. */
const calibrate = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            judge: { type: 'string' },
            model: { type: 'string' },
            region: { type: 'string' },
            endpoint: { type: 'string' },
            out: { type: 'string', default: '.agent-chaos' },
            set: { type: 'string' },
            config: { type: 'string', short: 'c' },
            certificate: { type: 'string' },
        },
    });
    const configJudge = values.config
        ? { ...(await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(981), __nccwpck_require__.e(264)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6264))).loadConfig(values.config)).judge }
        : undefined;
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(366), __nccwpck_require__.e(374), __nccwpck_require__.e(35), __nccwpck_require__.e(368), __nccwpck_require__.e(771)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1771))).calibrateCommand({
        set: values.set,
        certificate: values.certificate,
        configJudge,
        judge: judgeFlags(values, enums/* JUDGE_PROVIDERS */.D5.filter((p) => p !== 'none')),
        out: values.out ?? '.agent-chaos',
    }, io);
};
/** Checks a config file. */
const validate = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            config: { type: 'string', short: 'c' },
            strands: { type: 'boolean', default: false },
            cost: { type: 'boolean', default: false },
            results: { type: 'string' },
        },
    });
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(981), __nccwpck_require__.e(955)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2955))).validateCommand(values.config, io, {
        strands: !!values.strands,
        cost: !!values.cost,
        results: values.results,
    });
};
/** Runs the example agent under chaos. */
const demo = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            traces: { type: 'boolean', default: false },
            mode: { type: 'string' },
            out: { type: 'string', default: '.agent-chaos/demo' },
        },
    });
    if (values.mode && !['careful', 'fabricate'].includes(values.mode)) {
        io.err(`demo: --mode must be careful or fabricate (got "${values.mode}")`);
        return 2;
    }
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(170), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(526), __nccwpck_require__.e(366), __nccwpck_require__.e(360), __nccwpck_require__.e(151), __nccwpck_require__.e(163), __nccwpck_require__.e(374), __nccwpck_require__.e(35), __nccwpck_require__.e(715)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6715))).demoCommand({ traces: !!values.traces, mode: values.mode, out: values.out ?? '.agent-chaos/demo' }, io);
};
/** Runs the chaos cases against the agent, scores, compares, gates. */
const run = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            config: { type: 'string', short: 'c' },
            out: { type: 'string', default: '.agent-chaos' },
            judge: { type: 'string' },
            model: { type: 'string' },
            region: { type: 'string' },
            endpoint: { type: 'string' },
            repeat: { type: 'string' },
            concurrency: { type: 'string' },
            seed: { type: 'string' },
            resume: { type: 'boolean', default: false },
            baseline: { type: 'string' },
            'baseline-file': { type: 'string' },
            'base-ref': { type: 'string' },
            tier: { type: 'string' },
        },
    });
    const repeat = wholeNumber('repeat', values.repeat);
    if (repeat === 0)
        throw new UsageError('--repeat must be at least 1 (0 runs nothing, and nothing proves nothing)');
    if (values['baseline-file'] && values.baseline && values.baseline !== 'file')
        throw new UsageError(`--baseline-file goes with --baseline file (got --baseline ${values.baseline})`);
    // The agents' launcher starts while the modules and the config of `run` load.
    (await __nccwpck_require__.e(/* import() */ 340).then(__nccwpck_require__.bind(__nccwpck_require__, 7340))).startLauncherEarly();
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(366), __nccwpck_require__.e(374), __nccwpck_require__.e(35), __nccwpck_require__.e(968)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4968))).runCommand({
        config: values.config,
        out: values.out ?? '.agent-chaos',
        overrides: {
            judge: judgeFlags(values, enums/* JUDGE_PROVIDERS */.D5),
            repeat,
            concurrency: wholeNumber('concurrency', values.concurrency),
            seed: wholeNumber('seed', values.seed),
            baseline: oneOf('baseline', values.baseline, enums/* BASELINE_MODES */.hE),
            baselineFile: values['baseline-file'],
            tier: oneOf('tier', values.tier, enums/* TIERS */.iB),
        },
        resume: !!values.resume,
        baseRef: values['base-ref'],
    }, io);
};
/** Compares two results and gates. */
const compare = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            base: { type: 'string' },
            head: { type: 'string' },
            format: { type: 'string', default: 'markdown' },
            config: { type: 'string', short: 'c' },
            'fail-on': { type: 'string' },
            'min-effect': { type: 'string' },
        },
    });
    if (!values.base || !values.head) {
        io.err('compare: give --base and --head (a results directory or a results.json each)');
        return 2;
    }
    if (values.format !== 'markdown' && values.format !== 'json') {
        io.err(`compare: --format must be markdown or json (got "${values.format}")`);
        return 2;
    }
    const minEffect = values['min-effect'] === undefined ? undefined : Number(values['min-effect']);
    if (minEffect !== undefined && !(minEffect >= 0 && minEffect <= 1)) {
        io.err(`compare: --min-effect must be a number from 0 to 1 (got "${values['min-effect']}")`);
        return 2;
    }
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(170), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(526), __nccwpck_require__.e(366), __nccwpck_require__.e(360), __nccwpck_require__.e(151), __nccwpck_require__.e(163), __nccwpck_require__.e(374), __nccwpck_require__.e(35), __nccwpck_require__.e(105)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2105))).compareCommand({
        base: values.base,
        head: values.head,
        format: values.format,
        config: values.config,
        failOn: oneOf('fail-on', values['fail-on'], enums/* FAIL_ON */.d$),
        minEffect,
    }, io);
};
/** Prints the report of results, alone or against a base. */
const report = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            results: { type: 'string' },
            base: { type: 'string' },
            format: { type: 'string', default: 'markdown' },
            config: { type: 'string', short: 'c' },
        },
    });
    if (!values.results) {
        io.err('report: give --results (a results directory or a results.json)');
        return 2;
    }
    if (values.format !== 'markdown' && values.format !== 'json') {
        io.err(`report: --format must be markdown or json (got "${values.format}")`);
        return 2;
    }
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(170), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(526), __nccwpck_require__.e(366), __nccwpck_require__.e(360), __nccwpck_require__.e(151), __nccwpck_require__.e(163), __nccwpck_require__.e(374), __nccwpck_require__.e(35), __nccwpck_require__.e(105)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2105))).compareCommand({ base: values.base, head: values.results, format: values.format, config: values.config }, io);
};
/** Writes cases for the cells no run exercised. */
const plan = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: {
            results: { type: 'string', default: '.agent-chaos' },
            config: { type: 'string', short: 'c' },
            all: { type: 'boolean', default: false },
        },
    });
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(981), __nccwpck_require__.e(283), __nccwpck_require__.e(566)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2887))).planCommand({ results: values.results ?? '.agent-chaos', config: values.config, all: !!values.all }, io);
};
/** The stdio MCP proxy: the words after `--` are the server's command. */
const mcpProxy = async (rest) => {
    const dash = rest.indexOf('--');
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(366), __nccwpck_require__.e(112)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1112))).runMcpProxy(dash >= 0 ? rest.slice(dash + 1) : rest, {
        stdin: process.stdin,
        stdout: process.stdout,
        stderr: process.stderr,
    });
};
/** Writes a starter config and workflow for a project. */
const init = async (rest, io) => {
    const { values } = (0,external_node_util_.parseArgs)({
        args: rest,
        options: { dir: { type: 'string', default: '.' }, force: { type: 'boolean', default: false } },
    });
    return await (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(514)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2514))).initCommand({ dir: values.dir ?? '.', force: !!values.force }, io);
};
const COMMANDS = {
    init,
    inspect,
    eval: evalTraces,
    calibrate,
    validate,
    demo,
    run,
    compare,
    report,
    plan,
    'mcp-proxy': mcpProxy,
};
async function main(argv, io = processIO) {
    const [command, ...rest] = argv;
    // `<command> --help` (before a `--`, after which the words are another program's): its usage, exit 0.
    const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
    if (command && (own.includes('--help') || own.includes('-h'))) {
        const usage = usageOf(command);
        if (usage) {
            io.out(usage);
            return 0;
        }
    }
    try {
        const named = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
        if (named)
            return await named(rest, io);
        switch (command) {
            case 'schema':
                return (await Promise.all(/* import() */[__nccwpck_require__.e(818), __nccwpck_require__.e(815), __nccwpck_require__.e(981), __nccwpck_require__.e(955)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2955))).schemaCommand(io);
            case '--version':
            case '-v':
                io.out(version/* VERSION */.x);
                return 0;
            case undefined:
            case '--help':
            case '-h':
            case 'help':
                io.out(USAGE);
                return command === undefined ? 2 : 0;
            default:
                io.err(`unknown command "${command}"\n\n${USAGE}`);
                return 2;
        }
    }
    catch (err) {
        // 1 is kept for "the gate failed": anything that stops a command from doing its job (a usage
        // error, a file that cannot be read, an invalid config or results file) is 2.
        io.err(err instanceof UsageError ? `${command}: ${err.message}` : `error: ${err.message}`);
        return 2;
    }
}


/***/ }),

/***/ 1648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ JUDGE_PROVIDERS),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   hE: () => (/* binding */ BASELINE_MODES),
/* harmony export */   iB: () => (/* binding */ TIERS)
/* harmony export */ });
// The values a few keys and flags take, apart from the schema so that the CLI can check its flags
// without loading zod and the whole config schema (`--version` and `--help` stay light).
const JUDGE_PROVIDERS = ['bedrock', 'openai', 'heuristic', 'none'];
const BASELINE_MODES = ['auto', 'artifact', 'rerun', 'file', 'none'];
const FAIL_ON = ['regression', 'overall', 'threshold', 'never'];
/** How much a run decides: smoke (the first round, certain regressions only), full (the sequential decision), auto (chosen by the event). */
const TIERS = ['smoke', 'full', 'auto'];


/***/ }),

/***/ 3411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in step with package.json by test/version.test.ts.
const VERSION = '0.1.0'; // x-release-please-version
const TOOL_NAME = 'agent-chaos';


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(518);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
