export const id = 968;
export const ids = [968];
export const modules = {

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
