export const id = 489;
export const ids = [489];
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

/***/ 9392:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ toolsOfRules),
/* harmony export */   dg: () => (/* binding */ configuredToolNames),
/* harmony export */   kc: () => (/* binding */ expandCases)
/* harmony export */ });
/* unused harmony exports NO_FAULT, effectMapName, EXPANSION_LIMITS, checkExpansion */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6804);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7596);
// Case expansion, like Strands' ChaosCase.expand: a case with several effect maps becomes one case per
// map, named "case|map"; a no-fault variant "case|baseline" can be added, as expand does.


const effectsOf = (m) => ({
    tool_effects: m?.tool_effects ?? {},
    ...(m?.model_effects ? { model_effects: m.model_effects } : {}),
    ...(m?.mcp_effects ? { mcp_effects: m.mcp_effects } : {}),
});
/** The tools a case's trace rules name. */
function toolsOfRules(rules) {
    if (!rules)
        return [];
    return [
        ...(rules.must_call ?? []),
        ...(rules.must_not_call ?? []).map((r) => (typeof r === 'string' ? r : r.tool)),
        ...Object.keys(rules.max_calls ?? {}),
        ...(rules.order ?? []),
    ];
}
/** The case's checks, or undefined when the config sets up none for it. */
function checksOf(c, config) {
    const side_effects = config.side_effects.map((s) => (typeof s === 'string' ? { tool: s } : s));
    if (!side_effects.length && !c.expect)
        return undefined;
    return { side_effects, ...(c.expect ? { expect: c.expect } : {}) };
}
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
    const checks = checksOf(c, config);
    const base = {
        case: c.name,
        input: c.input,
        repeat: c.repeat ?? config.repeat,
        tags: c.tags,
        ...(checks ? { checks } : {}),
    };
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
/**
 * The most a config may expand to, checked before anything is built: a run of a real agent costs
 * cents and seconds, and a pull request's config of a few hundred kilobytes could otherwise ask for
 * millions (listing them alone took seconds and a gigabyte).
 */
const EXPANSION_LIMITS = { cases: 5_000, runs: 20_000 };
/** How many cases and runs `c` expands to, from its counts alone. */
function sizeOf(c, config) {
    const maps = c.effects === undefined ? 0 : Array.isArray(c.effects) ? c.effects.length : 1;
    const variants = c.sweep ? c.sweep.values.length : Math.max(1, maps);
    const cases = variants + ((c.no_fault_variant ?? config.no_fault_variant) && maps > 0 ? 1 : 0);
    return { cases, runs: cases * (c.repeat ?? config.repeat) };
}
/** Throws, naming the largest cases and the fix, when the config expands past EXPANSION_LIMITS. */
function checkExpansion(config, limits = EXPANSION_LIMITS) {
    const sizes = config.cases.map((c) => ({ name: c.name, ...sizeOf(c, config) }));
    const cases = sizes.reduce((n, s) => n + s.cases, 0);
    const runs = sizes.reduce((n, s) => n + s.runs, 0);
    if (cases <= limits.cases && runs <= limits.runs)
        return;
    const largest = [...sizes]
        .sort((a, b) => b.runs - a.runs)
        .slice(0, 3)
        .map((s) => `"${s.name}" ${s.runs.toLocaleString('en-US')} run(s) (${s.cases} variant(s))`)
        .join(', ');
    throw new Error(`cases: the config expands to ${cases.toLocaleString('en-US')} case(s) and ${runs.toLocaleString('en-US')} run(s), past the ${limits.cases.toLocaleString('en-US')} cases and ${limits.runs.toLocaleString('en-US')} runs a job may run (the largest: ${largest}); lower repeat, or split the effect maps and sweep values over several configs or shards`);
}
/** All runnable cases; throws when two expanded cases share a name (results would collide). */
function expandCases(config) {
    checkExpansion(config);
    const cases = config.cases.flatMap((c) => expandOne(c, config));
    const seen = new Set();
    for (const c of cases) {
        if (seen.has(c.name))
            throw new Error(`two cases expand to the same name "${c.name}": give the cases or effect maps distinct names`);
        seen.add(c.name);
    }
    return cases;
}
const toolNames = new WeakMap();
/**
 * Every tool the config names: declared, faulted in any case, changing state, in any case's rules
 * (the names a run's calls are read by, whatever prefix an MCP client puts on them).
 */
function configuredToolNames(config) {
    let names = toolNames.get(config);
    if (!names) {
        const set = new Set([
            ...Object.keys(config.tools),
            ...config.side_effects.map((s) => (typeof s === 'string' ? s : s.tool)),
        ]);
        for (const c of expandCases(config)) {
            for (const t of Object.keys(c.effects.tool_effects))
                set.add(t);
            for (const t of toolsOfRules(c.checks?.expect))
                set.add(t);
        }
        toolNames.set(config, (names = [...set]));
    }
    return names;
}


/***/ }),

/***/ 4266:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ PRICES_AS_OF),
/* harmony export */   __: () => (/* binding */ Budget),
/* harmony export */   xx: () => (/* binding */ priceOf)
/* harmony export */ });
/* unused harmony export DEFAULT_PRICES */
/** When the table below was written down from the providers' list prices: every cost line is an estimate as of then. */
const PRICES_AS_OF = '2026-11-29';
/**
 * Default USD prices per million tokens, matched by substring of the model id (first match wins).
 * Estimates for the report, not a bill; override or extend them with judge.prices in the config.
 */
const DEFAULT_PRICES = [
    ['claude-opus', { input_per_mtok: 15, output_per_mtok: 75 }],
    ['claude-sonnet', { input_per_mtok: 3, output_per_mtok: 15 }],
    ['claude-3-7-sonnet', { input_per_mtok: 3, output_per_mtok: 15 }],
    ['claude-haiku', { input_per_mtok: 1, output_per_mtok: 5 }],
    ['claude-3-5-haiku', { input_per_mtok: 0.8, output_per_mtok: 4 }],
    ['nova-pro', { input_per_mtok: 0.8, output_per_mtok: 3.2 }],
    ['nova-lite', { input_per_mtok: 0.06, output_per_mtok: 0.24 }],
    ['gpt-4o-mini', { input_per_mtok: 0.15, output_per_mtok: 0.6 }],
    ['gpt-4o', { input_per_mtok: 2.5, output_per_mtok: 10 }],
    ['gpt-4.1-mini', { input_per_mtok: 0.4, output_per_mtok: 1.6 }],
    ['gpt-4.1', { input_per_mtok: 2, output_per_mtok: 8 }],
];
function priceOf(model, overrides = {}) {
    if (overrides[model])
        return overrides[model];
    const m = model.toLowerCase();
    return DEFAULT_PRICES.find(([k]) => m.includes(k))?.[1];
}
class Budget {
    model;
    caps;
    prices;
    calls = 0;
    inputTokens = 0;
    outputTokens = 0;
    reserved = 0;
    constructor(model, caps = {}, prices = {}) {
        this.model = model;
        this.caps = caps;
        this.prices = prices;
    }
    get costUsd() {
        const p = priceOf(this.model, this.prices);
        return p ? (this.inputTokens * p.input_per_mtok + this.outputTokens * p.output_per_mtok) / 1e6 : 0;
    }
    get priced() {
        return priceOf(this.model, this.prices) !== undefined;
    }
    reservedCost = 0;
    /** The most a call with this many prompt tokens can cost (0 when the model has no price). */
    worstCost(inputTokens, outputTokens) {
        const p = priceOf(this.model, this.prices);
        return p ? (inputTokens * p.input_per_mtok + outputTokens * p.output_per_mtok) / 1e6 : 0;
    }
    /** Reserves one call that may cost up to `worst`; false when a cap would be passed. */
    reserve(worst = 0) {
        const { max_calls, max_cost_usd } = this.caps;
        if (max_calls !== undefined && this.calls + this.reserved >= max_calls)
            return false;
        if (max_cost_usd !== undefined && this.costUsd + this.reservedCost + worst > max_cost_usd)
            return false;
        this.reserved++;
        this.reservedCost += worst;
        return true;
    }
    /** Settles a reservation (and its retry's, if one was made) with what the calls actually used. */
    settle(usage, calls, worst = 0, reservations = 1) {
        this.reserved = Math.max(0, this.reserved - reservations);
        this.reservedCost = Math.max(0, this.reservedCost - worst);
        this.calls += calls;
        this.inputTokens += usage.inputTokens;
        this.outputTokens += usage.outputTokens;
    }
}


/***/ }),

/***/ 8481:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ unpricedText),
/* harmony export */   E9: () => (/* binding */ dollars),
/* harmony export */   zI: () => (/* binding */ agentCost)
/* harmony export */ });
/* harmony import */ var _judge_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4266);
// What the agent's own model calls cost in a job: the tokens its traces report (gen_ai.usage, by the
// model each span names), priced by the built-in table and the config's `prices`. An estimate from
// the traces, not a bill: tokens a span does not report and models with no price are not in it, and
// it says which models it could not price.

/** Dollars as the cost lines write them: four decimals under a cent (a run's tokens), else two. */
const dollars = (usd) => `$${usd.toFixed(usd > 0 && usd < 0.01 ? 4 : 2)}`;
/** The models an estimate could not price, and where a price goes (the caller escapes the names where it must). */
const unpricedText = (models) => models.length ? `; no price for ${models.join(', ')} (set it in the config's prices)` : '';
function agentCost(sessions, prices = {}) {
    const out = { sessions: 0, inputTokens: 0, outputTokens: 0, unpriced: [], unnamedTokens: 0 };
    let cost = 0;
    let priced = false;
    for (const s of sessions) {
        out.sessions++;
        out.inputTokens += s.usage.inputTokens;
        out.outputTokens += s.usage.outputTokens;
        let named = 0;
        for (const [model, u] of Object.entries(s.usage.byModel ?? {})) {
            named += u.inputTokens + u.outputTokens;
            const p = (0,_judge_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .priceOf */ .xx)(model, prices);
            if (!p) {
                if (!out.unpriced.includes(model) && out.unpriced.length < 10)
                    out.unpriced.push(model);
                continue;
            }
            priced = true;
            cost += (u.inputTokens * p.input_per_mtok + u.outputTokens * p.output_per_mtok) / 1e6;
        }
        out.unnamedTokens += Math.max(0, s.usage.inputTokens + s.usage.outputTokens - named);
    }
    if (priced)
        out.costUsd = Math.round(cost * 1e9) / 1e9;
    return out;
}


/***/ }),

/***/ 4989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F2: () => (/* binding */ readSpan),
/* harmony export */   Ht: () => (/* binding */ MAX_VALUE_DEPTH),
/* harmony export */   IB: () => (/* binding */ readOtlpJson),
/* harmony export */   K7: () => (/* binding */ keyValues),
/* harmony export */   Kq: () => (/* binding */ isOtlpJson),
/* harmony export */   SP: () => (/* binding */ readResourceLogs),
/* harmony export */   gZ: () => (/* binding */ TOO_DEEP)
/* harmony export */ });
/* unused harmony exports idToHex, anyValue */
/* harmony import */ var _span_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1725);
// OTLP/JSON (ExportTraceServiceRequest, and ExportLogsServiceRequest when the same document carries
// resourceLogs). The spec uses lowerCamelCase keys, hex ids and decimal-string 64-bit integers; some
// producers use the protobuf JSON defaults (snake_case keys, base64 ids), so both are read.

const pick = (o, camel, snake) => (o[camel] !== undefined ? o[camel] : o[snake]);
/** OTLP ids are hex in OTLP/JSON but base64 in the generic protobuf JSON mapping; normalize to hex. */
function idToHex(raw, bytes) {
    if (typeof raw !== 'string' || raw === '')
        return '';
    if (raw.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(raw))
        return raw.toLowerCase();
    const buf = Buffer.from(raw, 'base64');
    return buf.length === bytes ? buf.toString('hex') : raw.toLowerCase();
}
/**
 * Attribute values nest (arrays, key-value lists): past this depth a value is cut to a mark, so a
 * value nested 100,000 deep cannot overflow the stack of everything that walks it later.
 */
const MAX_VALUE_DEPTH = 64;
const TOO_DEEP = `[nested deeper than ${MAX_VALUE_DEPTH} levels]`;
function anyValue(v, depth = 0) {
    if (v == null || typeof v !== 'object')
        return null;
    if (depth > MAX_VALUE_DEPTH)
        return TOO_DEEP;
    for (const key in v) {
        const x = v[key];
        switch (key) {
            case 'stringValue':
            case 'string_value':
                return x;
            case 'boolValue':
            case 'bool_value':
                return Boolean(x);
            case 'intValue':
            case 'int_value':
                return Number(x);
            case 'doubleValue':
            case 'double_value':
                return Number(x);
            case 'arrayValue':
            case 'array_value':
                return ((x && x.values) || []).map((e) => anyValue(e, depth + 1));
            case 'kvlistValue':
            case 'kvlist_value':
                return keyValues(x && x.values, depth + 1);
            case 'bytesValue':
            case 'bytes_value':
                return typeof x === 'string' ? x : '';
        }
    }
    return null;
}
function keyValues(list, depth = 0) {
    const out = {};
    if (!Array.isArray(list))
        return out;
    for (const kv of list)
        if (kv && typeof kv.key === 'string')
            out[kv.key] = anyValue(kv.value, depth);
    return out;
}
function readSpan(s, resource, scope) {
    const status = s.status || {};
    const events = Array.isArray(s.events) ? s.events : [];
    const traceId = idToHex(pick(s, 'traceId', 'trace_id'), 16);
    const spanId = idToHex(pick(s, 'spanId', 'span_id'), 8);
    if (!traceId || !spanId)
        throw new Error(`span "${s.name ?? '?'}" has no traceId/spanId`);
    const parent = idToHex(pick(s, 'parentSpanId', 'parent_span_id'), 8);
    return {
        traceId,
        spanId,
        parentSpanId: parent || undefined,
        name: String(s.name ?? ''),
        kind: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .spanKind */ .H6)(s.kind),
        start: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(pick(s, 'startTimeUnixNano', 'start_time_unix_nano')),
        end: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(pick(s, 'endTimeUnixNano', 'end_time_unix_nano')),
        attributes: keyValues(s.attributes),
        resource,
        scope,
        status: status.message
            ? { code: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .statusCode */ .se)(status.code), message: String(status.message) }
            : { code: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .statusCode */ .se)(status.code) },
        events: events.map((e) => ({
            name: String(e.name ?? ''),
            time: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(pick(e, 'timeUnixNano', 'time_unix_nano')),
            attributes: keyValues(e.attributes),
        })),
    };
}
function readLog(l, resource, scope) {
    const attributes = keyValues(l.attributes);
    const eventName = pick(l, 'eventName', 'event_name') || attributes['event.name'];
    const time = pick(l, 'timeUnixNano', 'time_unix_nano');
    return {
        traceId: idToHex(pick(l, 'traceId', 'trace_id'), 16) || undefined,
        spanId: idToHex(pick(l, 'spanId', 'span_id'), 8) || undefined,
        time: (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .nanosToMillis */ .bk)(time && time !== '0' ? time : pick(l, 'observedTimeUnixNano', 'observed_time_unix_nano')),
        eventName: eventName || undefined,
        attributes,
        resource,
        scope,
        body: anyValue(l.body),
    };
}
const isOtlpJson = (doc) => !!doc &&
    typeof doc === 'object' &&
    !Array.isArray(doc) &&
    ['resourceSpans', 'resource_spans', 'resourceLogs', 'resource_logs'].some((k) => k in doc);
/**
 * Reads one parsed request document, consuming it (raw spans are released as they are read). A bad
 * span is reported in problems; the rest are kept.
 */
function readOtlpJson(doc, where = 'request', into = (0,_span_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyBatch */ .gu)()) {
    const resourceSpans = pick(doc, 'resourceSpans', 'resource_spans') || [];
    resourceSpans.forEach((rs, i) => {
        const resource = keyValues(rs?.resource?.attributes);
        for (const ss of pick(rs, 'scopeSpans', 'scope_spans') ||
            pick(rs, 'instrumentationLibrarySpans', 'instrumentation_library_spans') ||
            []) {
            const scope = String((ss.scope || ss.instrumentationLibrary || {}).name ?? '');
            const spans = ss.spans || [];
            for (let k = 0; k < spans.length; k++) {
                try {
                    into.spans.push(readSpan(spans[k], resource, scope));
                }
                catch (err) {
                    into.problems.push(`${where}: resourceSpans[${i}]: skipped a span: ${err.message}`);
                }
                // The raw span is garbage once read: letting it go now keeps a large file's peak memory
                // near one copy of the data instead of two.
                spans[k] = null;
            }
        }
    });
    readResourceLogs(pick(doc, 'resourceLogs', 'resource_logs'), into);
    return into;
}
/** The log records of a request's resourceLogs list. */
function readResourceLogs(resourceLogs, into) {
    if (!Array.isArray(resourceLogs))
        return;
    for (const rl of resourceLogs) {
        const resource = keyValues(rl?.resource?.attributes);
        for (const sl of pick(rl, 'scopeLogs', 'scope_logs') || []) {
            const scope = String(sl.scope?.name ?? '');
            for (const l of pick(sl, 'logRecords', 'log_records') || [])
                into.logs.push(readLog(l, resource, scope));
        }
    }
}


/***/ }),

/***/ 1725:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ spanKind),
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   bk: () => (/* binding */ nanosToMillis),
/* harmony export */   gu: () => (/* binding */ emptyBatch),
/* harmony export */   jj: () => (/* binding */ mergeBatches),
/* harmony export */   se: () => (/* binding */ statusCode)
/* harmony export */ });
// The span model every reader produces and every normalizer consumes. Attribute maps are flat
// (OTLP KeyValue lists are flattened on read) so dialect code can look keys up directly.
const emptyBatch = () => ({ spans: [], logs: [], problems: [] });
function mergeBatches(batches) {
    const out = emptyBatch();
    for (const b of batches) {
        for (const s of b.spans)
            out.spans.push(s);
        for (const l of b.logs)
            out.logs.push(l);
        for (const p of b.problems)
            out.problems.push(p);
    }
    return out;
}
const STATUS_BY_NUMBER = ['UNSET', 'OK', 'ERROR'];
const KIND_BY_NUMBER = ['UNSPECIFIED', 'INTERNAL', 'SERVER', 'CLIENT', 'PRODUCER', 'CONSUMER'];
/** Status codes arrive as 0..2, "STATUS_CODE_ERROR", "ERROR" or "Error" depending on the producer. */
function statusCode(raw) {
    if (typeof raw === 'number')
        return STATUS_BY_NUMBER[raw] ?? 'UNSET';
    if (typeof raw === 'string') {
        const s = raw.toUpperCase().replace('STATUS_CODE_', '');
        if (s === 'OK' || s === 'ERROR')
            return s;
    }
    return 'UNSET';
}
function spanKind(raw) {
    if (typeof raw === 'number')
        return KIND_BY_NUMBER[raw] ?? 'UNSPECIFIED';
    if (typeof raw === 'string')
        return raw.toUpperCase().replace('SPAN_KIND_', '');
    return 'UNSPECIFIED';
}
/** Nanosecond timestamps come as JSON numbers, decimal strings, or protobuf Longs; milliseconds are enough. */
function nanosToMillis(raw) {
    if (typeof raw === 'number')
        return raw / 1e6;
    if (typeof raw === 'string') {
        if (raw.length > 6 && /^\d+$/.test(raw))
            return Number(raw.slice(0, -6)) + Number(raw.slice(-6)) / 1e6;
        const n = Number(raw);
        if (Number.isFinite(n))
            return n / 1e6;
        const parsed = Date.parse(raw);
        return Number.isNaN(parsed) ? 0 : parsed;
    }
    if (typeof raw === 'bigint')
        return Number(raw / 1000n) / 1e3;
    if (raw && typeof raw === 'object' && 'low' in raw && 'high' in raw) {
        const { low, high } = raw;
        return ((high >>> 0) * 4294967296 + (low >>> 0)) / 1e6;
    }
    return 0;
}
/** The last minute isoTime formatted ("2026-05-01T10:42:"): the spans of a trace share their minutes. */
let minute = { start: Number.NaN, prefix: '' };
/** Years 0-9999 have the four-digit form the prefix assumes. */
const YEAR_10000 = 253_402_300_800_000;
/** Milliseconds since the epoch as ISO 8601 (as Date's toISOString writes it), or '' for none. */
const isoTime = (ms) => {
    if (!(ms > 0))
        return '';
    if (ms >= YEAR_10000)
        return new Date(ms).toISOString();
    const t = Math.trunc(ms);
    const r = t % 60_000;
    if (t - r !== minute.start)
        minute = { start: t - r, prefix: new Date(t - r).toISOString().slice(0, 17) };
    const sec = Math.floor(r / 1000);
    const milli = r % 1000;
    return `${minute.prefix}${sec < 10 ? '0' : ''}${sec}.${milli < 100 ? (milli < 10 ? '00' : '0') : ''}${milli}Z`;
};


/***/ })

};
