export const id = 106;
export const ids = [106];
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
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8805);
/* harmony import */ var _results_notes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6151);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1734);
/* harmony import */ var _trace_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(600);




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
        for (const i of results.insights.slice(0, 8)) {
            io.out(`  ${i.affectedSessions} session(s): ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(i.name, 100)}`);
            const fix = i.rootCauses[0]?.suggestedFix;
            if (fix)
                io.out(`      fix: ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(fix, 140)}`);
        }
    }
    const faults = (0,_results_notes_js__WEBPACK_IMPORTED_MODULE_2__/* .faultLines */ .w0)(results.cases);
    if (faults.length) {
        io.out('\nFaults:');
        for (const l of faults)
            io.out(`  ${(0,_results_notes_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFault */ .Qx)(l)}`);
    }
    for (const n of (results.notes ?? []).filter((n) => !faults.some((l) => n === (0,_results_notes_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFault */ .Qx)(l))))
        io.out(`note: ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(n, 300)}`);
    const u = results.usage;
    if (results.judge.provider !== 'heuristic')
        io.out(`judge: ${u.judgeCalls} call(s), ${u.inputTokens}+${u.outputTokens} tokens, ~$${u.estimatedCostUsd.toFixed(4)}`);
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
        const detail = c.status === 'ok' ? (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asText */ .e1)(c.result) : `${c.error?.type}: ${c.error?.message}`;
        const fault = c.fault ? ` [fault: ${c.fault}]` : '';
        lines.push(`  ${mark} ${c.name}(${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)((0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .asText */ .e1)(c.arguments), 60)})${fault}  span ${c.spanId}`);
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


/***/ })

};
