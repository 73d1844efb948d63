export const id = 470;
export const ids = [470];
export const modules = {

/***/ 9470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   casesFromSessions: () => (/* binding */ casesFromSessions),
/* harmony export */   evalCommand: () => (/* binding */ evalCommand)
/* harmony export */ });
/* harmony import */ var _config_expand_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9392);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _config_overrides_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2319);
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7596);
/* harmony import */ var _evaluators_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9065);
/* harmony import */ var _pipeline_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4035);
/* harmony import */ var _results_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3107);
/* harmony import */ var _runner_environment_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3311);
/* harmony import */ var _trace_content_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(600);
/* harmony import */ var _trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5163);
/* harmony import */ var _trace_redact_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1360);
/* harmony import */ var _util_hash_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2934);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2759);
// `agent-chaos eval --traces <files...> [--config <yml>] [--judge ...] --out <dir>`: score stored
// traces (or sessions.jsonl, or a journal) and write results.json + sessions.jsonl.













const slug = (text) => text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 48) || 'empty';
/**
 * Sessions that share a case label (the agent_chaos.case attribute, or the case a journal line
 * names) are repeats of one case. Foreign traces without one are grouped by their whole input, as a
 * last resort: the name is a readable slug of it, made unique by a hash of the whole input.
 */
function casesFromSessions(sessions, declared = []) {
    const cases = new Map();
    for (const d of declared)
        cases.set(d.name, {
            name: d.name,
            input: d.input,
            effects: d.effects,
            ...(d.checks ? { checks: d.checks } : {}),
            runs: [],
        });
    for (const s of sessions) {
        const name = s.chaos?.case ?? (s.input ? `${slug(s.input)}~${(0,_util_hash_js__WEBPACK_IMPORTED_MODULE_10__/* .hashOf */ .q)(s.input).slice(0, 6)}` : s.sessionId);
        let c = cases.get(name);
        if (!c)
            cases.set(name, (c = { name, input: s.input, effects: { tool_effects: {} }, runs: [] }));
        c.runs.push({
            sessionId: s.sessionId,
            repeat: s.chaos?.repeat ?? c.runs.length + 1,
            status: 'ok',
            seed: s.chaos?.seed,
            session: s,
        });
    }
    return [...cases.values()].filter((c) => c.runs.length);
}
async function evalCommand(args, io) {
    if (!args.traces.length) {
        io.err('eval: give trace files with --traces <file...> (OTLP JSON/JSONL/protobuf, CloudWatch exports, or sessions.jsonl)');
        return 2;
    }
    const config = args.config ? (0,_config_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .applyOverrides */ .i)(await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_1__.loadConfig)(args.config), { judge: args.judge }) : undefined;
    const redactor = new _trace_redact_js__WEBPACK_IMPORTED_MODULE_9__.Redactor(config?.redact, process.env, config ? (0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_12__/* .givenValues */ .yA)(config.agent) : []);
    const { sessions, problems } = await (0,_trace_load_sessions_js__WEBPACK_IMPORTED_MODULE_8__.loadSessions)(args.traces, redactor);
    for (const p of problems)
        io.err(`warning: ${p}`);
    if (!sessions.length) {
        io.err('eval: no session could be read from the given files');
        return 2;
    }
    const cases = casesFromSessions(sessions, config ? (0,_config_expand_js__WEBPACK_IMPORTED_MODULE_0__/* .expandCases */ .kc)(config) : []);
    const unlabelled = sessions.filter((s) => !s.chaos?.case).length;
    if (unlabelled)
        io.err(`note: ${unlabelled} session(s) carry no case label (agent_chaos.case, or a journal line's case): grouped into cases by their whole input`);
    if (!args.judge?.provider && !config)
        io.err('note: no --judge and no --config: using the offline heuristic judge (a rough stand-in); pass --judge bedrock for the LLM judge');
    const scoring = config
        ? (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_5__/* .scoringOf */ .fm)(config)
        : {
            judge: _config_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeSchema */ .dN.parse({
                provider: 'heuristic',
                ...Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined)),
            }),
            evaluators: (0,_evaluators_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .evaluatorSettings */ .D)(),
            configHash: (0,_util_hash_js__WEBPACK_IMPORTED_MODULE_10__/* .hashOf */ .q)(cases.map((c) => c.name)),
        };
    scoring.tokenBudget = args.tokenBudget;
    const judge = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_5__/* .judgeFor */ .z0)(scoring, (l) => io.err(`warning: ${l}`));
    const total = cases.reduce((n, c) => n + c.runs.length, 0);
    let done = 0;
    const model = judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`;
    io.out(`eval: ${total} session(s) in ${cases.length} case(s), judge ${scoring.judge.provider}${model}`);
    const results = await (0,_pipeline_index_js__WEBPACK_IMPORTED_MODULE_5__/* .score */ .fN)(scoring, cases, judge, {
        onScored: (c, r, scores) => {
            done++;
            const text = Object.entries(scores)
                .map(([k, s]) => `${k} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .formatScore */ .y)(s)}`)
                .join(', ');
            io.out(`[${done}/${total}] ${c.name} #${r.repeat} ${(0,_trace_content_js__WEBPACK_IMPORTED_MODULE_7__/* .clip */ .$Q)(r.sessionId, 40)}: ${text}`);
        },
    });
    const redacted = redactor.summary();
    if (redacted)
        results.notes = [...(results.notes ?? []), redacted];
    const paths = await (0,_results_store_js__WEBPACK_IMPORTED_MODULE_6__.writeResults)(args.out, results, sessions);
    io.out('');
    (0,_format_js__WEBPACK_IMPORTED_MODULE_11__.printResults)(results, io);
    io.out(`wrote ${paths.results} and ${paths.sessions}`);
    return 0;
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

/***/ 3107:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESULTS_FILE: () => (/* binding */ RESULTS_FILE),
/* harmony export */   SESSIONS_FILE: () => (/* binding */ SESSIONS_FILE),
/* harmony export */   readResults: () => (/* binding */ readResults),
/* harmony export */   sessionsPathFor: () => (/* binding */ sessionsPathFor),
/* harmony export */   writeResults: () => (/* binding */ writeResults)
/* harmony export */ });
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1202);
/* harmony import */ var _util_json_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9332);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8474);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1455);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6466);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6760);
/* harmony import */ var _aggregate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3317);
/* harmony import */ var _reliability_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9830);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4811);
// Reading and writing results.json and sessions.jsonl.










const RESULTS_FILE = 'results.json';
const SESSIONS_FILE = 'sessions.jsonl';
/** The sessions.jsonl that belongs with a results.json (or its directory). */
const sessionsPathFor = (results) => (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(results.endsWith('.json') ? (0,node_path__WEBPACK_IMPORTED_MODULE_6__.dirname)(results) : results, SESSIONS_FILE);
/** One JSON line per item, streamed: a large run's sessions are never one string in memory. */
async function writeLines(path, items) {
    // Large writes: a run of thousands of sessions waits on far fewer drains.
    const out = (0,node_fs__WEBPACK_IMPORTED_MODULE_3__.createWriteStream)(path, { highWaterMark: 1 << 20 });
    const failed = new Promise((_, reject) => out.on('error', reject));
    for (const item of items)
        if (!out.write(`${JSON.stringify(item)}\n`))
            await Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_2__.once)(out, 'drain'), failed]);
    out.end();
    await Promise.race([(0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.finished)(out), failed]);
}
async function writeResults(dir, results, sessions) {
    (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_0__/* .makeDir */ .g)(dir);
    const paths = { results: (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(dir, RESULTS_FILE), sessions: (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(dir, SESSIONS_FILE) };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_4__.writeFile)(paths.results, `${JSON.stringify(results, null, 2)}\n`);
    await writeLines(paths.sessions, sessions);
    return paths;
}
/** Reads a results.json (or the one in a directory), with errors that name the file and the field. */
async function readResults(path) {
    const file = path.endsWith('.json') ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_6__.join)(path, RESULTS_FILE);
    let data;
    try {
        data = (0,_util_json_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBounded */ .nh)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_4__.readFile)(file, 'utf8'));
    }
    catch (err) {
        throw new Error(`${file}: cannot read results: ${err.message}`);
    }
    const version = data?.schemaVersion;
    if (version !== _schema_js__WEBPACK_IMPORTED_MODULE_9__/* .SCHEMA_VERSION */ .f$)
        throw new Error(`${file}: schemaVersion ${JSON.stringify(version)} is not supported (expected ${_schema_js__WEBPACK_IMPORTED_MODULE_9__/* .SCHEMA_VERSION */ .f$}); produce it with this version of agent-chaos`);
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_9__/* .resultsSchema */ .sy.safeParse(data);
    if (!parsed.success) {
        const i = parsed.error.issues[0];
        throw new Error(`${file}: invalid results at ${i.path.join('.') || '(root)'}: ${i.message}`);
    }
    // Summaries are derived data: computed from the runs when the file has none.
    const cases = parsed.data.cases.map((c) => ({
        ...c,
        summary: c.summary ?? (0,_aggregate_js__WEBPACK_IMPORTED_MODULE_7__/* .summarize */ .e)(c.name, c.runs, [...new Set(c.runs.flatMap((r) => Object.keys(r.scores)))]),
        reliability: c.reliability ?? (0,_reliability_js__WEBPACK_IMPORTED_MODULE_8__/* .reliabilityOf */ .C)(c.runs),
    }));
    return { ...parsed.data, cases };
}


/***/ })

};
