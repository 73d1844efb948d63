export const id = 715;
export const ids = [715,968];
export const modules = {

/***/ 6715:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEMO_SAMPLES: () => (/* binding */ DEMO_SAMPLES),
/* harmony export */   demoCommand: () => (/* binding */ demoCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _util_package_root_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6189);
/* harmony import */ var _inspect_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1106);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4968);
// `agent-chaos demo`: the main job on the embedded default, with no network and no credentials: the
// example travel agent run through every chaos case of its config, scored by the heuristic judge.
// `--traces` shows the other half instead: real traces from several frameworks, normalized.




/** Sample sets: files that belong to one recording are read together (spans + their logs). */
const DEMO_SAMPLES = [
    { title: 'Google ADK, OTLP/JSON spans + logs', files: ['genai-semconv/adk-python-otlp-tool-error-S6b.json'] },
    {
        title: 'Strands on Bedrock AgentCore, CloudWatch spans + runtime logs',
        files: [
            'strands/agentcore-cloudwatch-strands-openai-spans-tool-error.json',
            'strands/agentcore-cloudwatch-strands-openai-runtime-logs.json',
        ],
    },
    {
        title: 'OpenAI Agents via OpenInference (through ADOT)',
        files: ['openinference/strands-evals-openai-agents-openinference-adot-spans-handoff-error.json'],
    },
    {
        title: 'OpenAI Agents via OpenLLMetry',
        files: ['openllmetry/strands-evals-openai-agents-traceloop-live-spans.json'],
    },
];
async function demoCommand(opts, io) {
    const root = (0,_util_package_root_js__WEBPACK_IMPORTED_MODULE_1__/* .packageRoot */ .Z)();
    if (opts.traces) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'fixtures', 'traces', 'real');
        io.out('agent-chaos demo --traces: sessions normalized from real agent traces bundled in fixtures/traces/real\n');
        let worst = 0;
        for (const sample of DEMO_SAMPLES) {
            io.out(`=== ${sample.title}`);
            worst = Math.max(worst, await (0,_inspect_js__WEBPACK_IMPORTED_MODULE_2__.inspectCommand)(sample.files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, f)), { json: false }, io));
            io.out('');
        }
        return worst;
    }
    const config = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'examples', 'travel-agent', 'agent-chaos.yml');
    io.out(`agent-chaos demo: the example travel agent (${opts.mode ?? 'careful'} mode) under every chaos case of ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(process.cwd(), config) || config},`);
    io.out('scored offline by the heuristic judge, compared with the committed results of the careful agent. No network, no credentials.\n');
    // The baseline is the committed result of the careful agent: --mode fabricate shows a regression.
    const baseline = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, 'fixtures', 'results', 'careful');
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_3__.runCommand)({
        config,
        out: opts.out,
        // A snapshot: its commit, long past, is not checked out and built again for more runs.
        baselineSnapshot: true,
        overrides: {
            judge: { provider: 'heuristic' },
            baseline: 'file',
            baselineFile: baseline,
            agentEnv: opts.mode ? { TRAVEL_AGENT_MODE: opts.mode } : undefined,
        },
    }, io);
}


/***/ }),

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

/***/ 1106:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   inspectCommand: () => (/* binding */ inspectCommand)
/* harmony export */ });
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5163);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2759);
// `agent-chaos inspect <file...> [--json]`: read trace files (or agent-chaos's own sessions.jsonl and
// journal.jsonl), print normalized sessions.


async function inspectCommand(files, opts, io) {
    if (!files.length) {
        io.err('inspect: give at least one trace file (.json, .jsonl/.ndjson, .pb/.binpb, optionally .gz; or sessions.jsonl, journal.jsonl)');
        return 2;
    }
    const { sessions, problems } = await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_0__.loadSessions)(files);
    for (const p of problems)
        io.err(`warning: ${p}`);
    if (opts.json) {
        for (const s of sessions)
            io.out(JSON.stringify(s));
    }
    else {
        io.out(sessions.map((s) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionText */ .aG)(s)).join('\n\n'));
        io.out(`\n${sessions.length} session(s) in ${files.length} file(s)`);
    }
    // Nothing readable at all is a failure; partial problems are warnings.
    return sessions.length === 0 ? 2 : 0;
}


/***/ }),

/***/ 4968:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand),
  timeLeft: () => (/* binding */ timeLeft)
});

// EXTERNAL MODULE: ./lib/config/load.js
var load = __webpack_require__(6264);
// EXTERNAL MODULE: ./lib/pipeline/index.js + 27 modules
var pipeline = __webpack_require__(4035);
;// CONCATENATED MODULE: ./lib/runner/failure-log.js
class FailureLog {
    printed = new Map();
    counts = new Map();
    /** The stderr lines to print under this run: its stderr the first time it is seen, else where it was. */
    stderrOf(e) {
        if (e.status !== 'ok' && e.error) {
            const key = `${e.case}\u0000${e.status}\u0000${e.error}`;
            const seen = this.counts.get(key);
            if (seen)
                seen.runs++;
            else
                this.counts.set(key, { case: e.case, status: e.status, error: e.error, runs: 1 });
        }
        if (!e.stderrTail)
            return [];
        const first = this.printed.get(e.stderrTail);
        if (first)
            return [`    stderr: the same as ${first}'s`];
        this.printed.set(e.stderrTail, `${e.case} #${e.repeat}`);
        return e.stderrTail.split('\n').map((l) => `    stderr| ${l}`);
    }
    /** One line per case and cause of failure, with its number of runs; none when every run was ok. */
    summary() {
        return [...this.counts.values()].map((c) => `${c.case}: ${c.runs} run(s) ${c.status}: ${c.error.replace(/^the agent (crashed|timed out): /, '')}`);
    }
}

;// CONCATENATED MODULE: ./lib/util/cancel.js
// A cancelled job gets SIGINT, then SIGTERM (Ctrl-C locally): both abort one signal, once, so the
// agents stop and what finished is still scored and reported. dispose() removes the handlers.
// exitCode(): what a shell expects of a process stopped by that signal (130 for SIGINT, 143 for SIGTERM).
function abortOnSignals(onCancel) {
    const controller = new AbortController();
    let received;
    const on = (name) => () => {
        received ??= name;
        if (controller.signal.aborted)
            return;
        onCancel();
        controller.abort();
    };
    const sigint = on('SIGINT');
    const sigterm = on('SIGTERM');
    process.once('SIGINT', sigint);
    process.once('SIGTERM', sigterm);
    return {
        signal: controller.signal,
        exitCode: () => (received === 'SIGINT' ? 130 : received === 'SIGTERM' ? 143 : undefined),
        dispose() {
            process.removeListener('SIGINT', sigint);
            process.removeListener('SIGTERM', sigterm);
        },
    };
}

// EXTERNAL MODULE: ./lib/util/dirs.js
var dirs = __webpack_require__(1202);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
;// CONCATENATED MODULE: ./lib/cli/run.js
// `agent-chaos run`: run the configured cases against the agent, score them, compare with the base,
// write the results; `--judge none` only collects the runs (a later `eval` scores the journal).






/**
 * The time the runs left will take at the pace so far (concurrency included), once a few runs have
 * ended on a long run; empty otherwise.
 */
function timeLeft(started, e, now = Date.now()) {
    const left = e.total - e.finished;
    if (e.total < 10 || e.finished < 3 || left === 0)
        return '';
    const seconds = Math.round((((now - started) / e.finished) * left) / 1000);
    const m = Math.floor(seconds / 60);
    return `, ~${m ? `${m}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`} left`;
}
async function runCommand(args, io) {
    // Finished runs are already in the journal when the agents are stopped.
    const cancellation = abortOnSignals(() => io.err('stopping: finished runs are kept in the journal; continue with --resume'));
    const configPath = args.config ?? load.DEFAULT_CONFIG_PATH;
    const failures = new FailureLog();
    const started = Date.now();
    const onRun = (e) => {
        io.out((0,util_text/* logLine */.BP)(`[${e.finished}/${e.total}${timeLeft(started, e)}] ${e.line}`));
        for (const l of failures.stderrOf(e))
            io.out((0,util_text/* logLine */.BP)(l));
        if (e.finished === e.total) {
            const summary = failures.summary();
            if (summary.length)
                io.out(['failed runs, by case and cause:', ...summary.map((l) => `  ${(0,util_text/* logLine */.BP)(l)}`)].join('\n'));
        }
    };
    const progress = { log: (l) => io.out((0,util_text/* logLine */.BP)(l)), onRun, signal: cancellation.signal };
    try {
        (0,dirs/* makeDir */.g)(args.out); // an output directory that cannot be made is said at once, before any run
        if (args.overrides.judge?.provider === 'none') {
            const outcome = await (0,pipeline/* collect */.Fo)(await (0,pipeline/* prepare */.iA)(configPath, args.overrides), {
                outDir: args.out,
                resume: args.resume,
                ...progress,
            });
            io.out(`collected ${outcome.cases.reduce((n, c) => n + c.runs.length, 0)} run(s) without judging them: ${outcome.journal}`);
            return cancellation.exitCode() ?? 0;
        }
        const result = await (0,pipeline/* runPipeline */.aI)({
            configPath,
            outDir: args.out,
            overrides: args.overrides,
            resume: args.resume,
            baseRef: args.baseRef,
            baselineSnapshot: args.baselineSnapshot,
            warn: (l) => io.err(`warning: ${l}`),
            ...progress,
        });
        const { results, paths, gate, baseline } = result;
        const { printResults, printVerdict } = await Promise.all(/* import() */[__webpack_require__.e(151), __webpack_require__.e(759)]).then(__webpack_require__.bind(__webpack_require__, 2759)); // the report's words, needed at the end only
        io.out('');
        printResults(results, io);
        io.out('');
        io.out(`baseline: ${baseline.info.source}${baseline.info.sha ? ` ${baseline.info.sha.slice(0, 7)}` : ''}: ${baseline.info.description}`);
        printVerdict({ ...result, report: paths.report }, io);
        const html = paths.html ? ` and ${paths.html}` : '';
        io.out(`wrote ${paths.results}, ${paths.sessions}, ${paths.journal}, ${paths.report}, ${paths.comment} (the PR comment)${html}`);
        // Stopped by a signal: the shell's code for it, whatever the partial verdict (it saw only part).
        return cancellation.exitCode() ?? (gate.blocking ? 1 : 0);
    }
    finally {
        cancellation.dispose();
    }
}


/***/ })

};
