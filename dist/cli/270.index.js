export const id = 270;
export const ids = [270,558];
export const modules = {

/***/ 5270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HEURISTIC_AGREEMENT: () => (/* reexport */ calibration_set/* HEURISTIC_AGREEMENT */.Kk),
  HEURISTIC_REAL_TEXT: () => (/* reexport */ calibration_set/* HEURISTIC_REAL_TEXT */.ws),
  HEURISTIC_VERSION: () => (/* reexport */ heuristics/* HEURISTIC_VERSION */.MZ),
  appendRound: () => (/* reexport */ appendRound),
  applyGate: () => (/* reexport */ applyGate),
  assembleResults: () => (/* reexport */ assembleResults),
  batchCap: () => (/* reexport */ estimate/* batchCap */.Bm),
  compareResults: () => (/* reexport */ compare/* compareResults */.ex),
  estimateJudging: () => (/* reexport */ estimate/* estimateJudging */.J6),
  estimateLine: () => (/* reexport */ estimate/* estimateLine */.LV),
  moreOf: () => (/* reexport */ estimate/* moreOf */.bd),
  moreText: () => (/* reexport */ estimate/* moreText */.R3),
  offlineFor: () => (/* reexport */ offline_sure/* offlineFor */.P6),
  poolBank: () => (/* reexport */ poolBank),
  renderComment: () => (/* reexport */ markdown/* renderComment */.wQ),
  renderHtmlReport: () => (/* reexport */ renderHtmlReport),
  renderReport: () => (/* reexport */ markdown/* renderReport */.B1),
  scoreCases: () => (/* reexport */ score_cases/* scoreCases */.a),
  sequentialGate: () => (/* reexport */ sequentialGate),
  summarize: () => (/* reexport */ aggregate/* summarize */.e),
  twoInstruments: () => (/* reexport */ cell_test/* twoInstruments */.bj),
  warmControls: () => (/* reexport */ controls/* warmControls */._p)
});

// EXTERNAL MODULE: ./lib/evaluators/calibration-set.js
var calibration_set = __webpack_require__(4079);
// EXTERNAL MODULE: ./lib/evaluators/heuristics.js
var heuristics = __webpack_require__(8609);
// EXTERNAL MODULE: ./lib/evaluators/estimate.js
var estimate = __webpack_require__(458);
// EXTERNAL MODULE: ./lib/evaluators/score-cases.js
var score_cases = __webpack_require__(2624);
// EXTERNAL MODULE: ./lib/evaluators/offline-sure.js
var offline_sure = __webpack_require__(3855);
// EXTERNAL MODULE: ./lib/evaluators/controls.js
var controls = __webpack_require__(9558);
// EXTERNAL MODULE: ./lib/version.js
var version = __webpack_require__(3411);
// EXTERNAL MODULE: ./lib/results/aggregate.js
var aggregate = __webpack_require__(3317);
// EXTERNAL MODULE: ./lib/results/reliability.js
var reliability = __webpack_require__(9830);
// EXTERNAL MODULE: ./lib/results/notes.js
var notes = __webpack_require__(6151);
// EXTERNAL MODULE: ./lib/results/schema.js
var schema = __webpack_require__(4811);
;// CONCATENATED MODULE: ./lib/results/assemble.js





/** Tool names kept per run (an agent's trace could name thousands). */
const MAX_TOOLS = 100;
/** The runner's warnings (a fault that hit no traced call), once per text, with the cases that gave it. */
function runWarnings(cases) {
    const byText = new Map();
    for (const c of cases)
        for (const r of c.runs)
            for (const w of r.warnings ?? []) {
                const seen = byText.get(w) ?? { cases: [], runs: 0 };
                if (seen.cases.at(-1) !== c.name)
                    seen.cases.push(c.name);
                seen.runs++;
                byText.set(w, seen);
            }
    return [...byText].map(([w, { cases: names, runs }]) => {
        const who = names.length > 2 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more case(s)` : names.join(', ');
        return `${who} (${runs} run(s)): ${w}`;
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
            ...(c.checks ? { checks: c.checks } : {}),
            runs,
            summary: (0,aggregate/* summarize */.e)(c.name, runs, names),
            reliability: (0,reliability/* reliabilityOf */.C)(runs),
        };
    });
    const { savedCalls: _s, renderedTokens: _r, reused, offline, sampled, ...spent } = scored.usage;
    const usage = {
        ...spent,
        ...(reused ? { reused } : {}),
        ...(offline ? { offline } : {}),
        ...(sampled ? { sampled } : {}),
    };
    return {
        schemaVersion: schema/* SCHEMA_VERSION */.f$,
        tool: { name: version/* TOOL_NAME */.l, version: version/* VERSION */.x },
        createdAt: new Date().toISOString(),
        git: meta.git,
        configHash: meta.configHash,
        ...(meta.runsHash ? { runsHash: meta.runsHash } : {}),
        judge: { ...meta.judge, promptVersions: scored.promptVersions },
        cases: resultCases,
        insights: scored.insights,
        usage,
        notes: [...scored.notes, ...(0,notes/* aggregateNotes */.Vy)(resultCases), ...runWarnings(cases)],
    };
}

// EXTERNAL MODULE: ./lib/results/baseline.js
var baseline = __webpack_require__(7803);
// EXTERNAL MODULE: ./lib/results/compare.js + 1 modules
var compare = __webpack_require__(6780);
;// CONCATENATED MODULE: ./lib/results/bank.js




/**
 * This run's results with the earlier runs of its commit added, at most `maxRuns` a case (the
 * newest kept); or why they cannot be added. Every banked run counts as the first look's: all of
 * them are there before a pull request's first run.
 */
function bankRuns(now, earlier, maxRuns) {
    const a = now.results;
    const b = earlier.results;
    if (b.git.sha !== a.git.sha)
        return {
            why: `the earlier results are of commit ${b.git.sha.slice(0, 7)}, this run's of ${a.git.sha.slice(0, 7)}`,
        };
    if (b.configHash !== a.configHash)
        return { why: 'the earlier results were made with another config' };
    if (!sameJudge(a, b) || !sameJudge(b, a))
        return {
            why: `the earlier results were judged by ${instrumentOf(b.judge)}, this run by ${instrumentOf(a.judge)}`,
        };
    return appendBank(now, earlier, maxRuns);
}
/** The earlier runs appended after this run's, newest first, up to maxRuns a case; each run once. */
function appendBank(now, earlier, maxRuns) {
    const a = now.results;
    const b = earlier.results;
    const seen = new Set(a.cases.flatMap((c) => c.runs.map((r) => r.sessionId)));
    const kept = new Set();
    let added = 0;
    let most = 0;
    const cases = a.cases.map((c) => {
        const older = b.cases.find((x) => x.name === c.name)?.runs.filter((r) => !seen.has(r.sessionId)) ?? [];
        // An earlier bank lists its newest runs first, as this one does: the runs closest to this one stay.
        const taken = older.slice(0, Math.max(0, maxRuns - c.runs.length));
        const first = c.runs.map(({ round: _r, ...r }) => r);
        const runs = [
            ...first,
            ...taken.map(({ round: _r, ...r }, i) => ({ ...r, repeat: first.length + i + 1, banked: true })),
        ];
        for (const r of taken)
            kept.add(r.sessionId);
        added += taken.length;
        most = Math.max(most, runs.length);
        return {
            ...c,
            runs,
            summary: (0,aggregate/* summarize */.e)(c.name, runs, Object.keys(c.summary)),
            reliability: (0,reliability/* reliabilityOf */.C)(runs),
        };
    });
    const sessions = [...now.sessions, ...earlier.sessions.filter((s) => kept.has(s.sessionId))];
    const note = `A bank of this commit's runs: ${added} run(s) of earlier runs of this workflow added to this run's, up to ${most} a case.`;
    return { results: { ...a, cases, notes: [...(a.notes ?? []), note] }, sessions, added, most };
}
/** Head runs a case at most per base run in head-only batches (sequential-gate.ts uses the same). */
const HEAD_PER_BANKED = 3;
/**
 * Today's runs of the base commit (a rerun beside the head, the same seeds) pooled with its bank
 * (the runs the base branch's pushes and schedules of that commit uploaded), so that the head alone
 * needs more runs: or why not. Pooled only where the bank is of the same commit, made of the same
 * runs (runsHash) and judged by the same judge (judge it again first), holds enough runs a case for
 * the head to reach maxRuns (HEAD_PER_BANKED head runs a base run), and does not differ from today's
 * runs (no cell either way at the gate's effect sizes: a model that drifted since the bank was
 * made would read as a change).
 */
function poolBank(today, bank, o) {
    const a = today.results;
    const b = bank.results;
    if (!b.runsHash || b.runsHash !== a.runsHash)
        return {
            why: 'its runs were made with another agent, cases, tools or evaluators (or before runsHash was recorded)',
        };
    if (b.git.sha !== a.git.sha)
        return { why: `it holds commit ${b.git.sha.slice(0, 7)}'s runs, the base is ${a.git.sha.slice(0, 7)}` };
    if (!(0,baseline/* sameJudge */.G$)(a, b) || !(0,baseline/* sameJudge */.G$)(b, a))
        return { why: `it was judged by ${(0,baseline/* instrumentOf */.Z)(b.judge)}` };
    const need = Math.ceil(o.maxRuns / HEAD_PER_BANKED);
    const short = a.cases.filter((c) => c.runs.length + runsOf(b, c.name) < need).map((c) => c.name);
    if (short.length)
        return {
            why: `${short.length} case(s) have fewer than ${need} base run(s) with it (${short.slice(0, 3).join(', ')}): the head could not reach confirm.max_runs against it`,
        };
    const settings = { minEffect: o.minEffect, detect: o.detect, final: true };
    const drift = [...(0,compare/* compareResults */.ex)(b, a, settings).cells, ...(0,compare/* compareResults */.ex)(a, b, settings).cells].find((c) => c.gated && c.verdict === 'regressed');
    if (drift)
        return {
            why: `today's base runs differ from it (${drift.case}, ${drift.evaluator}): the agent or its model may have drifted since`,
        };
    return appendBank(today, bank, o.maxRuns);
}
const runsOf = (r, name) => r.cases.find((c) => c.name === name)?.runs.length ?? 0;

// EXTERNAL MODULE: ./lib/results/cell-test.js
var cell_test = __webpack_require__(857);
// EXTERNAL MODULE: ./lib/evaluators/admission.js
var admission = __webpack_require__(9847);
// EXTERNAL MODULE: ./lib/evaluators/control-outcome.js
var control_outcome = __webpack_require__(6162);
// EXTERNAL MODULE: ./lib/results/evidence.js
var evidence = __webpack_require__(41);
;// CONCATENATED MODULE: ./lib/results/gate.js




function applyGate(policy, head, comparison, thresholds = {}) {
    // Flaky cells are gated too: an agent that fabricates some of the time is what the gate is for.
    const regressed = comparison?.cells.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    const overallDrops = comparison?.overall.filter((c) => c.verdict === 'regressed' && c.gated) ?? [];
    const g = { reasons: [], evidence: [], failed: false, verdict: 'pass' };
    byPolicy(g, policy, head, regressed, overallDrops, thresholds);
    unjudged(g, policy, head);
    if (policy.fail_on !== 'never')
        unchecked(g, head);
    // Fail closed on evidence: what the head did not show cannot pass.
    if (policy.fail_on !== 'never')
        unseen(g, policy, head, comparison);
    // A threshold verdict resting on no admitted evaluator stays undecided (byPolicy).
    g.verdict = g.failed ? 'fail' : g.verdict === 'inconclusive' ? 'inconclusive' : 'pass';
    const open = comparison?.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length ?? 0;
    const decides = policy.fail_on !== 'threshold' && policy.fail_on !== 'never';
    const unread = decides ? unreadText(comparison) : undefined;
    const advisory = decides
        ? advisoryOf(head, comparison)
        : g.verdict === 'inconclusive'
            ? { text: g.reasons[0], decides: true, regressed: 0 }
            : undefined;
    if (!g.failed && decides)
        undecided(g, policy, comparison, advisory);
    else if (decides && open && policy.on_undecided === 'fail')
        g.reasons.push(`${open} result(s) could not be decided, and gate.on_undecided is fail`);
    return {
        verdict: g.verdict,
        blocking: g.failed && policy.level === 'fail',
        level: policy.level,
        failOn: policy.fail_on,
        reasons: g.reasons,
        regressions: regressed.length || (policy.fail_on === 'overall' ? overallDrops.length : 0),
        ...(g.evidence.length ? { missingEvidence: g.evidence[0] } : {}),
        ...(decides && open ? { undecided: { cells: open, blocks: policy.on_undecided === 'fail' } } : {}),
        ...(unread ? { unread } : {}),
        ...(advisory ? { advisory } : {}),
    };
}
/** The cells the judge may not gate, and whether that leaves the verdict nothing to pass on. */
function advisoryOf(head, comparison) {
    const text = (0,admission.admissionText)(head.judge?.admission, head.judge);
    if (!text || !comparison)
        return undefined;
    const cells = comparison.cells.filter((c) => c.advisory);
    const gatedLeft = comparison.cells.some((c) => c.gated);
    return {
        text: `${text}; ${(0,admission/* admitHint */.R7)(head.judge)}`,
        decides: cells.length > 0 && !gatedLeft,
        regressed: cells.filter((c) => c.verdict === 'regressed').length,
    };
}
/** What the policy fails on: regressed cells, an evaluator's overall drop, or a head under its floors. */
function byPolicy(g, policy, head, regressed, overallDrops, thresholds) {
    switch (policy.fail_on) {
        case 'regression':
            for (const c of regressed)
                g.reasons.push(`${c.case} · ${c.evaluator}: ${(0,compare/* changeText */.k0)(c)} (${c.reason})`);
            g.failed = regressed.length > 0;
            break;
        case 'overall':
            for (const c of overallDrops)
                g.reasons.push(`${c.evaluator} overall: ${(0,compare/* changeText */.k0)(c)} (${c.reason})`);
            g.failed = overallDrops.length > 0;
            break;
        case 'threshold': {
            // An evaluator the judge is not admitted for is no floor the verdict rests on (evaluators/admission.ts).
            const advisory = new Set((0,admission/* advisoryOf */.fC)(head.judge?.admission));
            for (const c of head.cases) {
                for (const [ev, s] of Object.entries(c.summary)) {
                    if (ev === 'failure_analysis' || s.mean === null || advisory.has(ev))
                        continue;
                    const floor = thresholds[ev] ?? 0.5;
                    if (s.mean < floor)
                        g.reasons.push(`${c.name} · ${ev}: ${s.mean.toFixed(2)} is below the floor ${floor}`);
                }
            }
            g.failed = g.reasons.length > 0;
            const gated = new Set(head.cases.flatMap((c) => Object.keys(c.summary).filter((ev) => ev !== 'failure_analysis')));
            const floors = [...gated].some((ev) => !advisory.has(ev));
            const text = advisory.size ? (0,admission.admissionText)(head.judge?.admission, head.judge) : undefined;
            if (text && !g.failed && !floors) {
                // No admitted evaluator left to hold a floor: not a pass.
                g.reasons.unshift(`${text}; ${(0,admission/* admitHint */.R7)(head.judge)}`);
                g.verdict = 'inconclusive';
            }
            break;
        }
        case 'never':
            break;
    }
}
/**
 * Fail closed: a head the judge could not score is not a head that passed. (Runs the judge could not
 * tell leave their cells undecided instead: results/compare.ts.)
 */
function unjudged(g, policy, head) {
    const judgeable = head.cases.flatMap((c) => c.runs.filter((r) => r.facts).map((r) => ({ c, r })));
    const unjudged = judgeable.filter(({ r }) => Object.values(r.scores).some((s) => s.source === 'judge_error' || s.source === 'budget'));
    if (!judgeable.length || unjudged.length / judgeable.length <= policy.max_judge_errors)
        return;
    const why = `${unjudged.length} of ${judgeable.length} run(s) were not judged (judge errors, the budget or the deadline), over gate.max_judge_errors ${policy.max_judge_errors}: the verdict cannot be trusted`;
    if (policy.on_judge_errors !== 'fail')
        return void g.reasons.push(`warning: ${why}`);
    g.reasons.unshift(why);
    g.failed = true;
}
/** A judge that missed its planted controls, or could not be checked on them, is not one the verdict passes on. */
function unchecked(g, head) {
    const c = head.judge?.controls;
    if (!c || c.held)
        return;
    const why = (0,control_outcome.controlsText)(c);
    g.reasons.unshift(`${why}: the verdict does not pass on a judge that fails its controls`);
    g.failed = true;
    g.evidence.unshift(why);
}
/** Undecided cells that rest on runs the judge could not tell, in words for the headline. */
function unreadText(comparison) {
    const cells = comparison?.cells.filter((c) => c.gated && c.verdict === 'inconclusive' && c.unread) ?? [];
    if (!cells.length)
        return undefined;
    const cases = [...new Set(cells.map((c) => c.case))];
    // A run counts once, whichever evaluators it was not read for: the most of any evaluator per case.
    const runs = cases.reduce((n, name) => {
        const mine = cells.filter((c) => c.case === name);
        return n + Math.max(...mine.map((c) => c.unread.head)) + Math.max(...mine.map((c) => c.unread.base));
    }, 0);
    const named = `${cases.slice(0, 3).join(', ')}${cases.length > 3 ? ', …' : ''}`;
    return `${runs} session(s) in ${cases.length} case(s) the offline judge could not tell (${named}): an LLM judge decides them`;
}
/** What the head did not show: run health regressed, broken cases, missing runs. */
function unseen(g, policy, head, comparison) {
    const sick = comparison?.health.filter((h) => h.verdict === 'regressed') ?? [];
    for (const h of sick)
        g.reasons.unshift(`${h.case} · run health: ${h.reason}`);
    if (sick.length) {
        g.failed = true;
        g.evidence.push(sick.length === 1
            ? `${sick[0].case}: ${(0,evidence/* healthText */.gB)(sick[0].head)}`
            : `runs that left no session in ${sick.length} cases (e.g. ${sick[0].case}: ${(0,evidence/* healthText */.gB)(sick[0].head)})`);
    }
    // Broken: no head run of the case left a session (and the base, if any, did no better).
    const regressedNames = new Set(sick.map((h) => h.case));
    const broken = head.cases
        .map((c) => ({ c, h: (0,evidence/* healthOf */.Wr)(c) }))
        .filter(({ c, h }) => h.n > 0 && h.healthy === 0 && !regressedNames.has(c.name));
    if (broken.length) {
        const listed = broken
            .slice(0, 3)
            .map(({ c, h }) => `${c.name}: ${(0,evidence/* healthText */.gB)(h)}`)
            .join('; ');
        const why = `${broken.length} case(s) broken: no head run left a session (${listed}${broken.length > 3 ? '; …' : ''})`;
        if (policy.broken_cases === 'fail') {
            g.reasons.unshift(why);
            g.failed = true;
            g.evidence.push(broken.length === 1
                ? `${broken[0].c.name} is broken: ${(0,evidence/* healthText */.gB)(broken[0].h)}`
                : `${broken.length} cases broken: no head run left a session`);
        }
        else
            g.reasons.push(`warning: ${why}`);
    }
    const missing = (0,evidence/* evidenceProblem */.jG)(head.evidence);
    if (!missing)
        return;
    if (policy.missing_runs !== 'fail')
        return void g.reasons.push(`warning: ${missing}`);
    g.reasons.unshift(`${missing}: the verdict does not pass on runs it did not see`);
    g.failed = true;
    g.evidence.push(missing);
}
/**
 * A passing verdict with no baseline, with undecided cells, or resting on no evaluator the judge is
 * admitted for: inconclusive, or failed where the policy says so.
 */
function undecided(g, policy, comparison, advisory) {
    if (!comparison) {
        g.verdict = policy.without_baseline === 'fail' ? 'fail' : 'inconclusive';
        g.failed = policy.without_baseline === 'fail';
        g.reasons.push(g.failed ? 'no baseline to compare with, and gate.without_baseline is fail' : 'no baseline to compare with');
        return;
    }
    if (advisory?.decides) {
        // A judge not admitted for any gated evaluator neither blocks nor passes on its own.
        g.verdict = policy.on_undecided === 'fail' ? 'fail' : 'inconclusive';
        g.failed = policy.on_undecided === 'fail';
        g.reasons.unshift(advisory.text);
        return;
    }
    const open = comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length;
    if (!open)
        return;
    if (policy.on_undecided === 'fail') {
        g.verdict = 'fail';
        g.failed = true;
        g.reasons.unshift(`${open} result(s) could not be decided, and gate.on_undecided is fail`);
    }
    else {
        g.verdict = 'inconclusive';
        g.reasons.push(`undecided: ${open} result(s) could not be decided with the runs made; gate.on_undecided is pass, so the check passes`);
    }
}

// EXTERNAL MODULE: ./lib/config/schema.js + 4 modules
var config_schema = __webpack_require__(7596);
// EXTERNAL MODULE: ./lib/results/purse.js
var purse = __webpack_require__(9917);
;// CONCATENATED MODULE: ./lib/results/sequential-gate.js
// The gate's sequential loop, shared by the pipeline (which runs and scores real batches) and the
// simulator (bench/gate-sim.ts, which draws them): compare; give each case with an undecided cell a
// batch of runs on both sides at the same time, each case on its own as soon as its last batch is
// scored; compare again on all runs; until every cell is decided, reaches confirm.max_runs a side, or
// confirm.max_extra_runs is spent; then a last comparison that spends what is left of each cell's alpha.







/** A batch's runs appended to results: marked with their look's round, numbered after the earlier runs; their judge usage and notes added. */
function appendRound(results, extra, round) {
    const cases = results.cases.map((c) => {
        const more = extra.cases.find((x) => x.name === c.name);
        if (!more)
            return c;
        const first = Math.max(0, ...c.runs.map((r) => r.repeat));
        const runs = [...c.runs, ...more.runs.map((r) => ({ ...r, repeat: first + r.repeat, round }))];
        return { ...c, runs, summary: (0,aggregate/* summarize */.e)(c.name, runs, Object.keys(c.summary)), reliability: (0,reliability/* reliabilityOf */.C)(runs) };
    });
    const u = results.usage;
    const x = extra.usage;
    const usage = {
        judgeCalls: u.judgeCalls + x.judgeCalls,
        inputTokens: u.inputTokens + x.inputTokens,
        outputTokens: u.outputTokens + x.outputTokens,
        estimatedCostUsd: u.estimatedCostUsd + x.estimatedCostUsd,
        ...(u.reused || x.reused ? { reused: (u.reused ?? 0) + (x.reused ?? 0) } : {}),
        ...(u.agent || x.agent ? { agent: addAgent(u.agent, x.agent) } : {}),
        ...(u.offline || x.offline ? { offline: addOffline(u.offline, x.offline) } : {}),
        ...(u.sampled || x.sampled ? { sampled: addSampled(u.sampled, x.sampled) } : {}),
        // What was estimated before judging stays what it was: the report sets it beside what was spent.
        ...(u.estimate ? { estimate: u.estimate } : {}),
    };
    const notes = [...(results.notes ?? []), ...(extra.notes ?? []).map((n) => `Look ${round}: ${n}`)];
    return { ...results, cases, usage, notes: notes.length ? notes : undefined };
}
/** Two looks' readings of the evaluators that do not gate, past the LLM judge's sample, as one. */
function addSampled(a, b) {
    const [x, y] = [a ?? { evaluators: [], runs: 0, readings: 0 }, b ?? { evaluators: [], runs: 0, readings: 0 }];
    const evaluators = [...new Set([...x.evaluators, ...y.evaluators])];
    return { evaluators, runs: Math.max(x.runs, y.runs), readings: x.readings + y.readings };
}
/** Two looks' tallies of the offline judge's sure readings as one. */
function addOffline(a, b) {
    if (!a || !b)
        return (a ?? b);
    return {
        sure: a.sure + b.sure,
        audited: a.audited + b.audited,
        disagreed: a.disagreed + b.disagreed,
        withdrawn: [...new Set([...a.withdrawn, ...b.withdrawn])],
    };
}
/** Two jobs' (or looks') agent usage as one: tokens and money added, the unpriced models joined. */
function addAgent(a, b) {
    if (!a || !b)
        return (a ?? b);
    const cost = a.costUsd === undefined && b.costUsd === undefined ? undefined : (a.costUsd ?? 0) + (b.costUsd ?? 0);
    return {
        sessions: a.sessions + b.sessions,
        inputTokens: a.inputTokens + b.inputTokens,
        outputTokens: a.outputTokens + b.outputTokens,
        ...(cost !== undefined ? { costUsd: Math.round(cost * 1e9) / 1e9 } : {}),
        unpriced: [...new Set([...a.unpriced, ...b.unpriced])].slice(0, 10),
        unnamedTokens: a.unnamedTokens + b.unnamedTokens,
    };
}
async function sequentialGate(o) {
    const decision = new Decision(o);
    await decision.run();
    return decision.result();
}
/** One sequential decision's state: the runs so far, each case's looks, what stopped them. */
class Decision {
    o;
    head;
    base;
    comparison;
    batchRuns;
    maxRuns;
    maxExtra;
    sides;
    added = 0; // runs given to batches so far, both sides (reserved when a batch starts)
    batches = 0;
    lookOf = new Map(); // each case's looks: 1 is the first round
    stopped = new Set(); // cases that can get no more runs (max_runs, or the budget)
    unaffordable = new Set();
    purse;
    overBudget = new Set(); // cases the money budget stopped
    active = new Map();
    ended;
    constructor(o) {
        this.o = o;
        ({ head: this.head, base: this.base } = o);
        ({ runs: this.batchRuns, max_runs: this.maxRuns } = o.confirm);
        this.maxExtra = (0,config_schema/* extraRunsCap */.Zo)(o.confirm, o.head.cases.length);
        this.sides = o.headOnly ? 1 : 2;
        if (o.budget)
            this.purse = new purse/* Purse */.uQ(o.budget.usd, o.budget.baseHere, o.base);
        this.comparison = this.compare(false);
    }
    /**
     * Each undecided case runs its own looks, all on the caller's one pool of agent processes: a case
     * gets its next batch as soon as its last one is scored, never waiting on the other cases'
     * batches. Then no more runs will come: each cell's last look spends what is left of its alpha.
     */
    async run() {
        this.dispatch();
        while (this.active.size)
            await Promise.all(this.active.values());
        this.comparison = this.compare(true);
    }
    result() {
        const looks = Math.max(1, ...this.lookOf.values()) - 1;
        const notes = this.notes(looks);
        const head = notes.length ? { ...this.head, notes: [...(this.head.notes ?? []), ...notes] } : this.head;
        const gate = applyGate(this.o.policy, head, this.comparison, this.o.thresholds);
        return { head, base: this.base, comparison: this.comparison, gate, looks, added: this.added };
    }
    compare(final) {
        const { min_effect: minEffect, detect } = this.o.policy;
        return (0,compare/* compareResults */.ex)(this.base, this.head, { minEffect, detect, maxRuns: this.maxRuns, final });
    }
    runsOf(r, name) {
        return r.cases.find((c) => c.name === name)?.runs.length ?? 0;
    }
    firstRound(name) {
        return this.head.cases.find((c) => c.name === name)?.runs.filter((r) => (r.round ?? 1) === 1).length ?? 0;
    }
    /** The cases with an undecided result, most suggestive first. */
    pendingCases() {
        const open = this.comparison.cells.filter((c) => c.gated && c.pending).sort((a, b) => (a.p ?? 1) - (b.p ?? 1));
        return [...new Set(open.map((c) => c.case))];
    }
    /**
     * A case's next batch: its first matches the first round; then half its runs so far (at least the
     * first round, at most confirm.runs): small looks while a decision is near, so a case stops close
     * to the runs that decide it, and fewer, larger ones for a drop hidden in noise. Against a bank, a
     * third: the head's runs alone decide, and smaller looks stop nearer them (3-4% fewer runs simulated). A case whose
     * undecided results all have a head that has not failed yet gets the runs that would call them
     * unchanged (compare.ts: unchangedAt), and no more.
     */
    batchOf(name) {
        const n = this.runsOf(this.head, name);
        const open = this.comparison.cells.filter((c) => c.case === name && c.gated && c.pending);
        const clean = open.every((c) => c.unchangedAt !== undefined);
        const size = clean
            ? Math.max(1, ...open.map((c) => c.unchangedAt - n))
            : (this.lookOf.get(name) ?? 1) === 1
                ? n
                : Math.min(this.batchRuns, Math.max(this.firstRound(name), Math.ceil(n / (this.o.headOnly ? 3 : 2))));
        return Math.max(0, Math.min(size, this.mostOf(name) - n));
    }
    /**
     * The most runs a case's head gets: max_runs; against a bank, the base's share of them too (the
     * head runs alone: 2 x max_runs is the runs of max_runs a side), at most HEAD_PER_BANKED a banked run.
     */
    mostOf(name) {
        return this.o.headOnly ? Math.min(2 * this.maxRuns, HEAD_PER_BANKED * this.runsOf(this.base, name)) : this.maxRuns;
    }
    /**
     * What the most suggestive case still needs to reach max_runs after its next batch is kept for it:
     * the others get a batch only from what is left, so a tight budget goes where a drop is likeliest.
     */
    affords(name, top, runs) {
        const left = this.mostOf(top) - this.runsOf(this.head, top) - this.batchOf(top);
        const reserve = name === top ? 0 : Math.max(0, this.sides * left);
        return this.added + this.sides * runs <= this.maxExtra - reserve;
    }
    /** A case's looks, one batch after another, while it is undecided and can get runs. */
    async flow(name) {
        while (!this.o.signal?.aborted && !this.ended) {
            const pending = this.pendingCases();
            if (!pending.includes(name))
                return;
            const runs = this.batchOf(name);
            if (!runs)
                return void this.stopped.add(name);
            if (!this.affords(name, pending[0], runs)) {
                this.unaffordable.add(name);
                return void this.stopped.add(name);
            }
            const usd = this.purse ? this.purse.take(this.head, this.base, this.sides * runs) : 0;
            if (usd === undefined) {
                this.overBudget.add(name);
                return void this.stopped.add(name);
            }
            this.added += this.sides * runs;
            this.batches++;
            const look = (this.lookOf.get(name) ?? 1) + 1;
            this.lookOf.set(name, look);
            const whose = this.o.headOnly ? 'of the head (the base: its bank)' : 'a side';
            this.o.log?.(`look ${look} of ${name}: ${runs} more run(s) ${whose}`);
            const { head, base } = this;
            const batch = await this.o.more([name], runs, look, {
                head: head.usage,
                base: base.usage,
                headGit: head.git,
                baseGit: base.git,
            });
            this.purse?.release(usd);
            if ('end' in batch) {
                this.ended ??= batch.end;
                this.added -= this.sides * runs;
                this.batches--;
                return;
            }
            this.head = appendRound(this.head, batch.head, look);
            this.base = appendRound(this.base, batch.base, look);
            this.comparison = this.compare(false);
            this.dispatch(); // another case's result may be open again on these runs
        }
    }
    /** Starts the looks of every undecided case that has none running and can get runs. */
    dispatch() {
        if (this.batchRuns <= 0 || this.o.signal?.aborted || this.ended)
            return;
        for (const name of this.pendingCases())
            if (!this.active.has(name) && !this.stopped.has(name))
                this.active.set(name, this.flow(name).finally(() => this.active.delete(name)));
    }
    /** What the report says of the looks: how many, what stopped them, what would decide the rest. */
    notes(looks) {
        const notes = [];
        const { batches, added, maxRuns, maxExtra } = this;
        if (batches)
            notes.push(this.o.headOnly
                ? `Sequential decision: ${batches} batch(es) of head runs over up to ${looks} more look(s) a case, ${added} run(s) added in all, against the base's bank of runs (the base commit cannot be run here).`
                : `Sequential decision: ${batches} batch(es) over up to ${looks} more look(s) a case after the first round, ${added} run(s) added in all (head and base at the same time), up to ${maxRuns} a side per case.`);
        const open = this.comparison.cells.filter((c) => c.gated && c.verdict === 'inconclusive' && c.repeatsNeeded);
        if (this.o.headOnly && open.length) {
            const need = Math.max(...open.map((c) => c.repeatsNeeded));
            const cases = new Set(open.map((c) => c.case)).size;
            notes.push(`${cases} case(s) undecided against the base's bank: about ${need} base run(s) a case would decide them; run the base beside the head (fetch-depth: 0), or bank more runs of the base (a schedule: on the default branch).`);
        }
        if (this.ended)
            notes.push(`The looks ended early: ${this.ended}; the verdict is on the runs made before it.`);
        if (this.overBudget.size) {
            const more = (0,purse/* runsToDecide */.On)(this.comparison, this.overBudget, this.head, { maxRuns, sides: this.sides });
            notes.push(this.purse.note(this.head, this.base, this.overBudget.size, more));
        }
        if (this.unaffordable.size)
            notes.push(`${this.unaffordable.size} undecided case(s) got no more runs: confirm.max_extra_runs ${maxExtra} was reached.`);
        return notes;
    }
}

// EXTERNAL MODULE: ./lib/results/coverage.js
var coverage = __webpack_require__(9374);
// EXTERNAL MODULE: ./lib/results/sweeps.js
var sweeps = __webpack_require__(9749);
// EXTERNAL MODULE: ./lib/trace/session.js
var session = __webpack_require__(8305);
// EXTERNAL MODULE: ./lib/report/regressions.js
var report_regressions = __webpack_require__(3500);
// EXTERNAL MODULE: ./lib/report/words.js
var words = __webpack_require__(8191);
// EXTERNAL MODULE: ./lib/util/text.js
var util_text = __webpack_require__(8805);
// EXTERNAL MODULE: ./lib/report/verdict.js
var report_verdict = __webpack_require__(975);
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
const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
main{max-width:1100px;margin:0 auto;padding:16px 24px}nav a{margin-right:12px}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;overflow-wrap:break-word}
.scroll{overflow-x:auto;max-width:100%}svg{max-width:100%;height:auto}
@media (max-width:600px){main{padding:12px}.side{min-width:0}}
.verdict{padding:8px 12px;border-radius:6px;font-weight:600}.fail{background:#ffebe9}.pass{background:#dafbe1}.warn{background:#fff8c5}
.pair{display:flex;gap:16px;flex-wrap:wrap}.side{flex:1;min-width:min(320px,100%)}.answer{white-space:pre-wrap;background:#f6f8fa;padding:6px;border-radius:4px}
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
    // Room on the right for the longest mark (an error type) after a bar that ends at the axis' end:
    // a fixed margin clipped it. About 7 px a character at 11 px.
    const [plot, row, left] = [330, 18, 160];
    const room = Math.max(70, 8 + 7 * Math.max(0, ...rows.map((r) => Math.min(30, r.mark?.length ?? 0))));
    const w = left + plot + room;
    const x = (t) => left + (Number.isFinite(t) && Number.isFinite(t0) ? ((t - t0) / span) * plot : 0);
    const bars = rows.map((r, i) => {
        const x0 = x(r.start);
        const width = Math.max(3, x(r.end) - x0);
        const fill = r.failed ? '#cf222e' : r.kind === 'model' ? '#0969da' : '#2da44e';
        const cls = ['call', r.kind, ...(r.failed ? ['failed'] : []), ...(r.faulted ? ['faulted'] : [])].join(' ');
        const y = i * row;
        const label = `<text x="4" y="${y + 13}">${esc(r.label, 24)}</text>`;
        const stroke = r.faulted ? '#bf8700' : 'none';
        const size = `x="${x0.toFixed(1)}" y="${y + 3}" width="${width.toFixed(1)}" height="${row - 6}"`;
        const bar = `<rect ${size} fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
        const mark = r.mark
            ? `<text x="${(x0 + width + 4).toFixed(1)}" y="${y + 13}" fill="#cf222e">${esc(r.mark, 30)}</text>`
            : '';
        return `<g class="${cls}"><title>${esc(r.title, 300)}</title>${label}${bar}${mark}</g>`;
    });
    const h = rows.length * row + 6;
    const aria = esc(`Timeline of ${rows.length} model and tool call(s)`);
    const svg = rows.length
        ? `<svg role="img" aria-label="${aria}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${bars.join('')}</svg>`
        : '<p>No model or tool calls.</p>';
    const faults = (s.modelFaults ?? []).map((f) => {
        const recovered = f.recovered ? ' (a later call got through)' : '';
        return `<li>model call ${esc(f.call + 1, 10)}: ${esc(f.effect, 40)}: ${esc(f.detail, 300)}${recovered}</li>`;
    });
    const faultList = faults.length ? `<ul class="model-faults">${faults.join('')}</ul>` : '';
    const answer = `<p>Answer:</p><div class="answer">${esc(s.finalAnswer || '(no answer)', 3000)}</div>`;
    return `<div class="side"><h4>${esc(title, 200)}</h4>${svg}${faultList}${answer}</div>`;
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
    // Wide tables (coverage: a column per fault type) scroll in their box; the page keeps the viewport's width.
    const cells = (tag, xs) => xs.map((x) => `<${tag}>${x}</${tag}>`).join('');
    const body = rows.map((r) => `<tr>${cells('td', r)}</tr>`).join('');
    return `<div class="scroll"><table><thead><tr>${cells('th', head)}</tr></thead><tbody>${body}</tbody></table></div>`;
}
/** The first run's session of a case in some results. */
function sessionOf(results, sessions, caseName) {
    const run = results?.cases.find((c) => c.name === caseName)?.runs.find((r) => sessions?.has(r.sessionId));
    return run ? sessions.get(run.sessionId) : undefined;
}
function renderHtmlReport(input) {
    const sections = [
        verdictSection(input),
        overallSection(input),
        casesSection(input),
        sweepsSection(input),
        coverageSection(input),
        sessionsSection(input),
    ].filter((s) => s !== undefined);
    const nav = sections.map((s) => `<a href="#${s.id}">${s.title}</a>`).join('');
    const body = sections.map((s) => `<section id="${s.id}"><h2 tabindex="-1">${s.title}</h2>${s.body}</section>`);
    return `${PAGE_HEAD}<body><main><h1>agent-chaos report</h1><nav>${nav}</nav>${body.join('')}</main></body></html>\n`;
}
// Nothing runs in the page and nothing loads from elsewhere: styles inline, images as data: only.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const PAGE_HEAD = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<title>agent-chaos report</title><style>${CSS}</style></head>`,
].join('');
/** A list of at most `most` items, each escaped to `chars`. */
const list = (items, most, chars) => `<ul>${items
    .slice(0, most)
    .map((r) => `<li>${esc(r, chars)}</li>`)
    .join('')}</ul>`;
/**
 * The verdict as the comment gives it: the headline, then what regressed as a table; the gate's
 * other reasons after it, and the statistics behind each regression folded.
 */
function verdictSection(input) {
    const { gate } = input;
    const cls = gate.blocking ? 'fail' : gate.level === 'warn' && gate.reasons.length ? 'warn' : 'pass';
    const regressionList = (0,report_regressions/* regressionRows */.$N)(input);
    const listed = (r) => regressionList.some((x) => x.drops.some((d) => r.startsWith(`${x.case} · ${d.evaluator}:`)));
    const otherReasons = gate.reasons.filter((r) => !listed(r));
    const statistics = gate.reasons.filter(listed);
    const headline = `${gate.blocking ? 'The check fails' : 'The check passes'}: ${(0,report_verdict/* verdictWords */.L2)(input).what}`;
    const regressions = regressionList.length
        ? table(['case', 'dropped: base → head [95% CI of Δ]', 'evidence (its worst run)'], regressionList
            .slice(0, 50)
            .map((r) => [
            esc(r.case, 120),
            r.drops.map((d) => `${esc(d.evaluator, 40)} ${esc(d.change, 60)}`).join('<br>'),
            esc(r.evidence, 300),
        ]))
        : '';
    const others = otherReasons.length ? list(otherReasons, 50, 500) : '';
    const tests = statistics.length
        ? `<details><summary>The test behind each regression (${statistics.length})</summary>${list(statistics, 100, 500)}</details>`
        : '';
    const baseline = `<p>Baseline: ${esc(input.baseline.description, 300)}</p>`;
    const verdict = `<p class="verdict ${cls}">${esc(headline, 500)}.</p>`;
    return { id: 'verdict', title: 'Verdict', body: `${verdict}${regressions}${others}${tests}${baseline}` };
}
function overallSection({ comparison, gate }) {
    if (!comparison)
        return undefined;
    const rows = comparison.overall.map((o) => [
        esc(o.evaluator, 60),
        esc((0,compare/* sideText */.Rc)(o.base), 40),
        esc((0,compare/* sideText */.Rc)(o.head), 40),
        esc((0,words/* deltaOf */.e0)(o), 40),
        gate.failOn === 'overall' ? esc(o.verdict, 20) : '– (decided per case)',
    ]);
    const body = table(['evaluator', 'base', 'head', 'Δ', 'verdict'], rows);
    return { id: 'overall', title: 'Every evaluator over all cases', body };
}
const evaluatorsOf = (head) => [...new Set(head.cases.flatMap((c) => Object.keys(c.summary ?? {})))];
function casesSection({ head, comparison }) {
    const evaluators = evaluatorsOf(head);
    const caseRows = head.cases.map((c) => [
        esc(c.name, 120),
        ...evaluators.map((e) => {
            const cell = comparison?.cells.find((x) => x.case === c.name && x.evaluator === e);
            // A lower-is-better evaluator (failure_analysis) is described, never gated: its change is not "regressed".
            const regressed = cell?.verdict === 'regressed' && cell.gated ? ' <strong>regressed</strong>' : '';
            return cell
                ? `${esc((0,compare/* sideText */.Rc)(cell.base), 40)} → ${esc((0,compare/* sideText */.Rc)(cell.head), 40)}${regressed}`
                : (0,util_text/* twoDecimals */.Bu)(c.summary?.[e]?.mean);
        }),
    ]);
    const gatedEv = (e) => !comparison || comparison.cells.some((x) => x.evaluator === e && x.gated);
    const advisoryEv = (e) => comparison?.cells.some((x) => x.evaluator === e && x.advisory);
    const note = (e) => (gatedEv(e) ? '' : advisoryEv(e) ? ' (advisory)' : ' (not gated)');
    const columns = evaluators.map((e) => `${esc(e, 40)}${note(e)}`);
    return { id: 'cases', title: 'Cases', body: table(['case', ...columns], caseRows) };
}
/**
 * A degradation curve per sweep and evaluator. failure_analysis is not a score that passes above
 * 0.5 (it grows with what went wrong): no curve. A check no judge reads that held at every level
 * (no write repeated, every rule kept) draws nothing worth a figure.
 */
function sweepsSection({ head, base }) {
    const moved = (c) => c.points.some((p) => p.mean !== null && p.mean !== 1);
    const figures = evaluatorsOf(head)
        .filter((ev) => ev !== 'failure_analysis')
        .flatMap((ev) => {
        const baseCurves = base ? new Map((0,sweeps/* sweepCurves */.J)(base, ev).map((c) => [c.case, c])) : undefined;
        return (0,sweeps/* sweepCurves */.J)(head, ev)
            .filter((c) => !(0,config_schema/* isOracle */.Rp)(ev) || moved(c) || (baseCurves?.get(c.case) && moved(baseCurves.get(c.case))))
            .map((c) => sweepSvg(c, baseCurves?.get(c.case)));
    });
    return figures.length ? { id: 'sweeps', title: 'Severity sweeps', body: figures.join('') } : undefined;
}
function coverageSection({ head, declaredTools }) {
    const cov = (0,coverage/* coverage */.v)(head, declaredTools);
    if (!cov.tools.length)
        return undefined;
    const rows = cov.tools.map((t) => [
        esc(t, 80),
        ...cov.effects.map((e) => {
            const cell = cov.cell(t, e);
            return !cell ? '·' : cell.fired ? `${(0,util_text/* twoDecimals */.Bu)(cell.mean)} (${cell.fired})` : 'not fired';
        }),
    ]);
    return { id: 'coverage', title: 'Coverage', body: table(['tool', ...cov.effects.map((e) => esc(e, 30))], rows) };
}
/** Timelines: the regressed cases, base beside head; without a comparison, every faulted case. */
function sessionsSection(input) {
    const { head, base, comparison } = input;
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
        const pair = `${b ? timeline(b, 'base') : ''}${timeline(h, 'head')}`;
        return [`<details open><summary>${esc(name, 200)}</summary><div class="pair">${pair}</div></details>`];
    });
    if (!blocks.length)
        return undefined;
    const title = `${comparison ? 'Regressed cases' : 'Sessions'}: timelines`;
    return { id: 'sessions', title, body: blocks.join('') };
}

// EXTERNAL MODULE: ./lib/report/markdown.js + 10 modules
var markdown = __webpack_require__(3151);
;// CONCATENATED MODULE: ./lib/after-runs.js
// The modules only the stages after the runs use: scoring, results, comparison, gate and report.
// The pipeline imports this once its first agents have started, so compiling and running these
// modules is done beside the agents, not before them (the first agent ~17 ms sooner on 2 cores).

















/***/ }),

/***/ 9558:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _p: () => (/* binding */ warmControls),
/* harmony export */   judgeControls: () => (/* binding */ judgeControls)
/* harmony export */ });
/* unused harmony exports CONTROL_POOLS, drawControls */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _calibration_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4079);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6525);
// Controls: labelled sessions planted among a run's judging, so the judge is checked where it gates.
// One made-up answer after a failed call (labelled Failure) and one honest report of a failure
// (labelled Good or better), drawn at random per run from agent-chaos's own labelled sets, renamed so
// nothing marks them, and judged for failure_communication like any session. A judge that passes
// the made-up one or fails the honest one has failed its controls: the gate does not pass on it.





/**
 * The pools, by id: clear-cut sessions the specifications label without judgment calls (a refund or
 * booking stated after the only call failed; a failure told with a next step), in several domains.
 * The heuristic judges every one of them as labelled (test/evaluators/controls.test.ts): its own
 * controls always pass, which is its certificate.
 */
const CONTROL_POOLS = {
    madeUp: [
        'ho-tax-fabricated-refund',
        'ho-insurance-hidden-429-claimed',
        'ho-library-renew-silent',
        'dev-claimed-after-fail',
        'dev-booked-after-booking-timeout',
        'timeout-fabricated',
        'network_error-fabricated',
    ],
    honest: [
        'ho-helpdesk-refused',
        'ho-enrollment-timeout-notenrolled',
        'ho-logistics-eta-honest',
        'ho-healthcare-ask-info',
        'dev-helpdesk-denied-ticket',
        'timeout-good',
        'network_error-excellent',
    ],
};
const FILES = ['sessions.jsonl', 'development.jsonl', 'held-out.jsonl'];
/** The labelled sets by session id, read once per package root (a run may score its head more than once). */
const sets = new Map();
function labelled(root) {
    let byId = sets.get(root);
    if (!byId) {
        const all = FILES.flatMap((f) => (0,_calibration_set_js__WEBPACK_IMPORTED_MODULE_2__/* .readCalibrationSet */ .p8)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'fixtures', 'calibration', f)));
        byId = new Map(all.map((e) => [e.session.sessionId, e]));
        sets.set(root, byId);
    }
    return byId;
}
/** Reads the labelled sets ahead of the controls (the pipeline calls it while the first agents run). */
const warmControls = (root) => void labelled(root);
/** One control of each kind, at random (the agent under test cannot know which), renamed. */
function drawControls(root) {
    const byId = labelled(root);
    return Object.keys(CONTROL_POOLS).map((kind) => {
        const pool = CONTROL_POOLS[kind];
        const e = byId.get(pool[(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomInt)(pool.length)]);
        if (!e)
            throw new Error(`controls: ${kind} control missing from fixtures/calibration`);
        return { kind, session: { ...e.session, sessionId: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex') } };
    });
}
/** Judges the controls with the run's judge (failure_communication only) and reads the outcome. */
async function judgeControls(root, opts) {
    const controls = drawControls(root);
    const ev = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .evaluate */ ._3)(controls.map((c) => ({ session: c.session, facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .runFacts */ .p)(c.session) })), { ...opts, evaluators: [{ name: 'failure_communication', threshold: 0.5 }] });
    const planted = controls.map((c, i) => {
        const s = ev.runs[i].scores.failure_communication;
        const expected = c.kind === 'madeUp' ? 'Failure' : 'Good or better';
        if (!s || s.score === null)
            return { kind: c.kind, expected, got: s?.label ?? 'not judged', held: null };
        const held = c.kind === 'madeUp' ? s.pass === false : s.pass === true;
        return { kind: c.kind, expected, got: s.label, held };
    });
    return {
        outcome: {
            planted,
            held: planted.every((p) => p.held === true),
            unchecked: planted.some((p) => p.held === null),
        },
        usage: ev.usage,
    };
}


/***/ }),

/***/ 458:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ batchCap),
/* harmony export */   J6: () => (/* binding */ estimateJudging),
/* harmony export */   LV: () => (/* binding */ estimateLine),
/* harmony export */   R3: () => (/* binding */ moreText),
/* harmony export */   bd: () => (/* binding */ moreOf)
/* harmony export */ });
/* unused harmony export standIn */
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
/* harmony import */ var _judge_budget_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4266);
/* harmony import */ var _judge_readings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9278);
/* harmony import */ var _judge_render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3543);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6525);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7120);
/* harmony import */ var _offline_sure_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3855);








/**
 * The token estimate errs high on purpose (a budget must not be overrun); for a forecast the ratio to
 * a real tokenizer is taken out: o200k_base over whole requests as sent (system, messages, tool
 * schema) was 0.80 of the estimate on the 46 labelled calibration sessions, four evaluators each.
 * It was measured there, not on the example config the test checks the forecast against.
 */
const ESTIMATE_TO_REAL = 0.8;
const ERRORS = new Set(_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_EFFECT_TYPES */ .hg);
/** A session like one a run of the case would leave: each faulted tool called once, an answer of typical length. */
function standIn(c) {
    const at = new Date(0).toISOString();
    const toolCalls = Object.entries(c.effects.tool_effects).map(([name, effects], i) => {
        const error = effects.find((e) => ERRORS.has(e.effect_type));
        return {
            name,
            arguments: { query: c.input.slice(0, 80) },
            result: error
                ? null
                : { items: [{ id: 'A1', name: 'an item', price: 100, notes: 'a result of typical length for a tool' }] },
            status: error ? 'error' : 'ok',
            ...(error
                ? {
                    error: {
                        type: 'ToolError',
                        message: error.error_message ?? error.effect_type,
                    },
                }
                : {}),
            spanId: `s${i}`,
            startTime: at,
            endTime: at,
            fault: effects.map((e) => e.effect_type).join('+'),
            faultFrom: 'harness',
        };
    });
    const answer = 'I could not complete every step of your request: one of the tools failed. Here is what I found so far and what you can do next; please try again in a few minutes.';
    return {
        sessionId: c.name,
        traceIds: [],
        dialect: 'genai',
        input: c.input,
        finalAnswer: answer,
        toolCalls,
        messages: [],
        modelCalls: 2,
        usage: { inputTokens: 0, outputTokens: 0 },
        durationMs: 0,
    };
}
function estimateJudging(cases, evaluators, model, opts = {}) {
    const callsPerEvaluator = Object.fromEntries(evaluators.map((e) => [e.name, 0]));
    let inputTokens = 0;
    let calls = 0;
    const basis = cases.some((c) => c.sessions?.length) ? 'sessions' : 'stand-ins';
    // A transcript that recurs is read once (judge/readings.ts): its later requests cost no call.
    const asked = opts.asked ?? new Set();
    let everyRun = 0;
    for (const c of cases) {
        // Each real session once; without them, one stand-in counted for every run of the case.
        const sessions = c.sessions?.length
            ? c.sessions.map((s, k) => ({ s, weight: 1, k }))
            : [{ s: standIn(c), weight: c.runs, k: 0 }];
        for (const { s, weight, k } of sessions) {
            const input = { session: s, facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .runFacts */ .p)(s, c.effects) };
            let rendered;
            for (const e of evaluators) {
                const ev = _index_js__WEBPACK_IMPORTED_MODULE_6__/* .EVALUATORS */ .J[e.name];
                const sampled = opts.sample?.evaluators.includes(e.name);
                if (sampled && k >= (opts.sample?.runs ?? 0))
                    continue;
                // A stand-in counts for the case's runs: of a sampled evaluator, only the sample's.
                const w = sampled && !c.sessions?.length ? Math.min(weight, opts.sample?.runs ?? weight) : weight;
                if (ev.deterministic?.(input, e.threshold))
                    continue;
                rendered ??= (0,_judge_render_js__WEBPACK_IMPORTED_MODULE_3__/* .renderForJudge */ .tF)(s, opts.tokenBudget ?? _judge_render_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_TOKEN_BUDGET */ .I1);
                const req = ev.request(input, rendered);
                const key = (0,_judge_readings_js__WEBPACK_IMPORTED_MODULE_2__/* .readingKey */ .o)(model, req, rendered.nonce);
                const sure = c.sessions?.length && (0,_offline_sure_js__WEBPACK_IMPORTED_MODULE_7__/* .sureReading */ .Oo)(input, e, opts.offline?.get(e.name));
                if (sure && !(0,_offline_sure_js__WEBPACK_IMPORTED_MODULE_7__/* .audited */ .bx)(key))
                    continue;
                everyRun += w;
                if (c.sessions?.length && asked.has(key))
                    continue;
                asked.add(key);
                callsPerEvaluator[e.name] += w;
                calls += w;
                inputTokens += w * (0,_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .requestTokens */ .IZ)(req) * ESTIMATE_TO_REAL;
            }
        }
    }
    // The insights grouping: one call over the analysed sessions.
    if (evaluators.some((e) => e.name === 'failure_analysis') && callsPerEvaluator.failure_analysis) {
        calls += 1;
        everyRun += 1;
        inputTokens += 1_000 + 150 * callsPerEvaluator.failure_analysis;
    }
    const outputTokens = calls * (opts.outputTokensPerCall ?? _engine_js__WEBPACK_IMPORTED_MODULE_4__/* .TYPICAL_OUTPUT_TOKENS */ .e4);
    const price = (0,_judge_budget_js__WEBPACK_IMPORTED_MODULE_1__/* .priceOf */ .xx)(model, opts.prices);
    const costUsd = price ? (inputTokens * price.input_per_mtok + outputTokens * price.output_per_mtok) / 1e6 : undefined;
    return {
        calls,
        everyRun,
        callsPerEvaluator,
        inputTokens: Math.round(inputTokens),
        outputTokens: Math.round(outputTokens),
        ...(costUsd !== undefined ? { costUsd } : {}),
        basis,
    };
}
/** One line: "judge estimate: 64 calls (failure_communication 20, ...), ~52,000 input + 25,600 output tokens, ~$0.54". */
function estimateLine(e, model) {
    // The insights grouping is one call of failure_analysis's own: named, so the parts add up to the total.
    const grouping = e.calls - Object.values(e.callsPerEvaluator).reduce((a, b) => a + b, 0);
    const per = [
        ...Object.entries(e.callsPerEvaluator).map(([k, n]) => `${k} ${n}`),
        ...(grouping > 0 ? [`insights grouping ${grouping}`] : []),
    ].join(', ');
    const cost = e.costUsd !== undefined
        ? `, ~$${e.costUsd.toFixed(2)}`
        : ` (no price known for ${model}: add it under judge.prices)`;
    return `${e.calls} call(s) (${per}), ~${e.inputTokens.toLocaleString('en')} input + ${e.outputTokens.toLocaleString('en')} output tokens${cost}`;
}
/** What judging `runs` more runs adds, at the calls and price per run of an estimate made for `estimated` runs. */
function moreOf(e, estimated, runs) {
    const f = runs / Math.max(1, estimated);
    return {
        runs,
        calls: Math.round(e.calls * f),
        ...(e.costUsd !== undefined ? { costUsd: Math.round(e.costUsd * f * 10000) / 10000 } : {}),
    };
}
/** "~120 call(s), ~$1.02" */
const moreText = (m) => `~${m.calls} call(s)${m.costUsd !== undefined ? `, ~$${m.costUsd.toFixed(2)}` : ''}`;
/** The most runs the sequential decision's batches may add (both sides): the suite's cap, or every case at max_runs. */
function batchCap(confirm, runsPerCase) {
    if (!confirm.runs)
        return 0;
    return Math.min((0,_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .extraRunsCap */ .Zo)(confirm, runsPerCase.length), runsPerCase.reduce((n, r) => n + 2 * Math.max(0, confirm.max_runs - r), 0));
}


/***/ }),

/***/ 2624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ promptVersionsOf),
/* harmony export */   a: () => (/* binding */ scoreCases)
/* harmony export */ });
/* harmony import */ var _config_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7596);
/* harmony import */ var _heuristics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8609);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2162);
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6525);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7120);
// Scores collected runs: deterministic facts for every run, then the evaluators for every run that
// left a session, and insights across them. results/ turns this into results.json.





const emptySession = (sessionId) => ({
    sessionId,
    traceIds: [],
    dialect: 'genai',
    input: '',
    finalAnswer: '',
    toolCalls: [],
    messages: [],
    modelCalls: 0,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: 0,
});
async function scoreCases(cases, opts) {
    const all = cases.flatMap((c) => c.runs.map((r) => ({
        c,
        r,
        facts: (0,_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .runFacts */ .p)(r.session ?? emptySession(r.sessionId), c.effects, r.faultsFired, c.checks),
    })));
    const judged = all.filter((j) => j.r.session);
    // A short budget judges every case's earliest runs first: the k-th run of each case, case by case.
    const position = new Map(cases.flatMap((c, ci) => c.runs.map((r, k) => [r, { tier: k, group: ci }])));
    const evaluation = await (0,_engine_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluate */ ._3)(judged.map((j) => ({ session: j.r.session, facts: j.facts })), {
        ...opts,
        priority: judged.map((j) => position.get(j.r)),
        onRun: (i, scores) => opts.onRun?.(judged[i].c, judged[i].r, scores),
    });
    const runs = new Map(all.map((j) => [j.r, { facts: j.facts }]));
    judged.forEach((j, i) => (runs.get(j.r).evaluation = evaluation.runs[i]));
    const names = opts.evaluators.map((e) => e.name);
    return {
        ...evaluation,
        runs,
        evaluators: names,
        promptVersions: promptVersionsOf(opts.judge.kind, names),
    };
}
/**
 * The prompt version of each evaluator for a judge. The heuristic reads no prompt, but its rules
 * change between versions: a base scored by other rules is another judge.
 */
const promptVersionsOf = (kind, names) => Object.fromEntries(names.map((n) => [
    n,
    // The checks no judge reads are the same under every judge.
    kind === 'heuristic' && !(0,_config_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .isOracle */ .Rp)(n) ? _heuristics_js__WEBPACK_IMPORTED_MODULE_1__/* .HEURISTIC_VERSION */ .MZ : _index_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATORS */ .J[n].promptVersion,
]));


/***/ })

};
