// Scoring and judging: sessions through the evaluators, the judge checked and admitted, its
// agreement measured.
import { readFile } from 'node:fs/promises';
import { agentCost } from '../results/agent-cost.js';
import { resolve } from 'node:path';
import { type Config, extraRunsCap, isOracle } from '../config/schema.js';
import type { Usage } from '../evaluators/engine.js';
import { judgeLabel } from '../judge/create.js';
import { onGitHub } from '../util/where.js';
import type { JudgeChoice } from '../judge/judge.js';
import type { Evidence } from '../results/evidence.js';
import { type Baseline, casesFromResults } from '../results/baseline.js';
import { gatable } from '../results/compare.js';
import { advisoryOf } from '../evaluators/admission.js';
import type { Spent } from '../results/sequential-gate.js';
import type { Results } from '../results/schema.js';
import type { CollectedCase, RunnerOutcome } from '../runner/types.js';
import { gitInfo } from '../util/git.js';
import { packageRoot } from '../util/package-root.js';
import type { Batch, Looks } from './journal.js';
import { measuredAgreement } from './agreement.js';
import { type PipelineOptions, type Prepared, type Scoring, afterRuns } from './options.js';
import { sessionsOf } from './prepare.js';

/** Scores collected runs into results.json. */
export async function score(
  s: Scoring,
  cases: CollectedCase[],
  judge: JudgeChoice,
  opts: {
    git?: { sha: string; ref: string };
    onScored?: PipelineOptions['onScored'];
    log?: (line: string) => void;
  } = {},
): Promise<Results> {
  const { estimateJudging, estimateLine, scoreCases, assembleResults, offlineFor } = await afterRuns();
  const offline = await offlineFor(packageRoot(), s.judge, s.evaluators, judge.kind);
  // With an LLM judge, what it will take is said before it starts, and kept to compare with what it
  // took: for the judging that reports to the log (a side's first round), not again for every batch.
  const estimate =
    judge.kind === 'llm' && opts.log
      ? estimateJudging(
          cases.map((c) => ({
            name: c.name,
            input: c.input,
            effects: c.effects,
            runs: c.runs.length,
            sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])),
          })),
          s.evaluators,
          judge.judge.model,
          {
            prices: s.judge.prices,
            tokenBudget: s.tokenBudget,
            outputTokensPerCall: s.outputTokensPerCall,
            offline: offline?.engine.sure,
            sample: sampleOf(s, judge),
          },
        )
      : undefined;
  if (estimate) opts.log?.(`judge estimate: ${estimateLine(estimate, s.judge.model)}`);
  const sample = sampleOf(s, judge);
  const scored = await scoreCases(cases, {
    ...(offline ? { offline: { ...offline.engine, ...(s.audit ? { job: s.audit } : {}) } } : {}),
    ...(sample ? { sample } : {}),
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
    runsHash: s.runsHash,
    git: opts.git ?? (await gitInfo()),
    judge: judgeLabel(judge),
  });
  if (offline) results.judge.offline = offline.instrument;
  const sessions = sessionsOf(cases);
  if (sessions.some((x) => x.usage.inputTokens + x.usage.outputTokens > 0))
    results.usage.agent = agentCost(sessions, s.agentPrices);
  if (estimate)
    results.usage.estimate = {
      calls: estimate.calls,
      inputTokens: estimate.inputTokens,
      outputTokens: estimate.outputTokens,
      ...(estimate.costUsd !== undefined ? { costUsd: Math.round(estimate.costUsd * 10000) / 10000 } : {}),
    };
  return results;
}

/**
 * With an LLM judge, the evaluators that do not gate (failure_analysis) and how many runs of each case
 * it reads for them (judge.ungated_runs): the verdict never reads them, the insights need a few.
 */
export function sampleOf(s: Scoring, judge: JudgeChoice): { evaluators: string[]; runs: number } | undefined {
  if (judge.kind !== 'llm') return undefined;
  const evaluators = s.evaluators.filter((e) => !gatable(e.name) && !isOracle(e.name)).map((e) => e.name);
  return evaluators.length ? { evaluators, runs: s.judge.ungated_runs } : undefined;
}

/** The scoring settings with the judge budget that `spent` left. */
export function leftAfter(s: Scoring, spent: Results['usage']): Scoring {
  const { max_calls, max_cost_usd } = s.judge.budget;
  const budget = {
    ...(max_calls !== undefined ? { max_calls: Math.max(0, max_calls - spent.judgeCalls) } : {}),
    ...(max_cost_usd !== undefined ? { max_cost_usd: Math.max(0, max_cost_usd - spent.estimatedCostUsd) } : {}),
  };
  return { ...s, judge: { ...s.judge, budget } };
}

/**
 * What the looks after the first round judge: with a judge that costs, the evaluators that gate
 * (admitted, higher is better) and no others. failure_analysis and advisory evaluators are read on
 * the first round, every case's sample; later runs would only cost calls the verdict never reads.
 */
export function forLooks(s: Scoring, judge: JudgeChoice, head: Results): { scoring: Scoring; note?: string } {
  if (judge.kind !== 'llm') return { scoring: s };
  const advisory = new Set(advisoryOf(head.judge.admission));
  const gated = s.evaluators.filter((e) => gatable(e.name) && !advisory.has(e.name));
  const left = s.evaluators.filter((e) => !gated.includes(e)).map((e) => e.name);
  if (!gated.length || !left.length) return { scoring: s };
  const gates = gated.map((e) => e.name).join(', ');
  const note = `${left.join(', ')} judged on the first round only (every case's first runs): the later looks judge what gates, ${gates}.`;
  return { scoring: { ...s, evaluators: gated }, note };
}

/** A batch of both sides judged at the same time, each side within the judge budget its earlier looks left. */
export function scoreBatch(
  scoring: Scoring,
  judge: JudgeChoice,
  batch: { head: CollectedCase[]; base: CollectedCase[] },
  spent: Spent,
): Promise<{ head: Results; base: Results }> {
  return Promise.all([
    score(leftAfter(scoring, spent.head), batch.head, judge, { git: spent.headGit }),
    score(leftAfter(scoring, spent.base), batch.base, judge, { git: spent.baseGit }),
  ]).then(([head, base]) => ({ head, base }));
}

/**
 * The estimate before judging covers what follows the head's first round: in a rerun, the base and
 * the range of runs the batches may add; in the report job, the base and the run job's looks.
 */
async function logMoreJudging(
  log: (line: string) => void,
  head: Results,
  firstRound: { calls: number; costUsd?: number } | undefined,
  judged: number,
  config: Config,
  cases: CollectedCase[],
  rerun: boolean,
  batches: Batch[] | undefined,
  found: Baseline,
  scoring: Scoring,
  judge: JudgeChoice,
): Promise<void> {
  const e = head.usage.estimate;
  if (!e || !firstRound || !judged) return;
  const { moreOf, moreText, batchCap } = await afterRuns();
  if (rerun) {
    const cap = batchCap(
      config.confirm,
      cases.map((c) => c.runs.length),
    );
    const more = moreOf(firstRound, judged, cap);
    e.more = { what: `the batches, at most (0 to ${cap} runs)`, ...more };
    log(
      `judge estimate of the rest: the base's first round about as much again; the sequential decision's batches add 0 to ${cap} run(s), both sides (confirm.max_extra_runs ${extraRunsCap(config.confirm, cases.length)}, confirm.max_runs ${config.confirm.max_runs}): up to ${moreText(more)} more`,
    );
  } else if (batches?.length && judge.kind === 'llm') {
    // The report job has every run's session: the estimate reads them, each transcript once (the
    // looks' runs for the evaluators that gate), from the fewest calls to one a run.
    const asked = new Set<string>();
    const { estimateJudging, offlineFor } = await afterRuns();
    const { prices } = scoring.judge;
    const offline = (await offlineFor(packageRoot(), scoring.judge, scoring.evaluators, judge.kind))?.engine.sure;
    const estimate = (of: CollectedCase[], evaluators: Scoring['evaluators']) =>
      estimateJudging(
        of.map((c) => ({ ...c, runs: c.runs.length, sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])) })),
        evaluators,
        judge.judge.model,
        {
          prices,
          tokenBudget: scoring.tokenBudget,
          outputTokensPerCall: scoring.outputTokensPerCall,
          asked,
          offline,
          sample: sampleOf(scoring, judge),
        },
      );
    estimate(cases, scoring.evaluators);
    const base = found.results
      ? estimate(casesFromResults(found.results, found.sessions ?? []), scoring.evaluators)
      : undefined;
    const ofLooks = batches.flatMap((b) => [...b.head, ...b.base]);
    const looked = estimate(ofLooks, forLooks(scoring, judge, head).scoring.evaluators);
    const runs =
      ofLooks.reduce((n, c) => n + c.runs.length, 0) +
      (found.results?.cases.reduce((n, c) => n + c.runs.length, 0) ?? 0);
    const calls = looked.calls + (base?.calls ?? 0);
    const costUsd = looked.costUsd !== undefined ? looked.costUsd + (base?.costUsd ?? 0) : undefined;
    const more = { runs, calls, ...(costUsd !== undefined ? { costUsd: Math.round(costUsd * 10000) / 10000 } : {}) };
    e.more = { what: `the base and the run job's ${batches.length} look(s)`, ...more };
    const everyRun = looked.everyRun + (base?.everyRun ?? 0);
    log(
      `judge estimate of the rest: the base and the run job's ${batches.length} look(s), ${runs} run(s): ${moreText(more)} more (${everyRun} if no transcript recurred)`,
    );
  }
}

/** A judge by what differs from another: "openai gpt-4o" or "heuristic (failure_communication heuristic/13)". */
export function judgeWords(was: Results['judge'], now: Results['judge']): string {
  const prompts = Object.entries(was.promptVersions ?? {})
    .filter(([ev, v]) => now.promptVersions?.[ev] !== undefined && now.promptVersions[ev] !== v)
    .map(([ev, v]) => `${ev} ${v}`);
  const name = was.model === was.provider ? was.provider : `${was.provider} ${was.model}`;
  return `${name}${prompts.length ? ` (${prompts.join(', ')})` : ''}`;
}

/** The head's first round scored, with the notes the report needs about how it was run and judged. */
export async function scoreHead(
  p: Prepared,
  scoring: Scoring,
  opts: PipelineOptions,
  outcome: RunnerOutcome & { evidence: Evidence },
  found: Baseline,
  judge: JudgeChoice,
  looks: Looks,
): Promise<Results> {
  const log = opts.log ?? (() => {});
  const total = outcome.cases.reduce((n, c) => n + c.runs.filter((r) => r.session).length, 0);
  const which =
    judge.kind === 'heuristic' ? ' (offline, a rough stand-in for an LLM judge)' : ` ${scoring.judge.model}`;
  log(`scoring ${total} session(s) with the ${scoring.judge.provider} judge${which}`);
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
  // The first round's estimate before the controls and a measured certificate add their calls to it.
  const firstRound = results.usage.estimate && { ...results.usage.estimate };
  if (p.config.id) results.configId = p.config.id;
  const notes = [...p.notes, ...(results.notes ?? [])];
  if (p.config.judge.provider === 'bedrock' && scoring.judge.provider === 'heuristic')
    notes.push(
      onGitHub()
        ? "Scored by the offline heuristic judge: this job had no AWS credentials for the Bedrock judge (a fork's pull request gets none), and judge.fallback is heuristic."
        : 'Scored by the offline heuristic judge: this run had no AWS credentials for the Bedrock judge, and judge.fallback is heuristic.',
    );
  const agreement = await measuredAgreement(scoring, judge);
  if (agreement) results.judge.calibration = agreement;
  await checkJudge(results, scoring, judge, log);
  await admitHeadJudge(results, p, scoring, judge, log);
  const rerun = looks.confirm !== undefined;
  await logMoreJudging(
    log,
    results,
    firstRound,
    total,
    p.config,
    outcome.cases,
    rerun,
    looks.batches,
    found,
    scoring,
    judge,
  );
  if (outcome.cancelled)
    notes.push(
      `The job was cancelled: ${outcome.cancelled} run(s) did not run; the scores cover the runs that finished.`,
    );
  if (outcome.redacted) notes.push(outcome.redacted);
  if (notes.length) results.notes = notes;
  return results;
}

/**
 * The judge checked where it gates: planted controls (evaluators/controls.ts), judged like the head's
 * sessions and counted in its usage. The gate does not pass on a judge that missed one.
 */
async function checkJudge(results: Results, scoring: Scoring, judge: JudgeChoice, log: (line: string) => void) {
  const { judgeControls } = await import('../evaluators/controls.js');
  const { controlsText } = await import('../evaluators/control-outcome.js');
  const { outcome, usage } = await judgeControls(packageRoot(), {
    judge,
    concurrency: scoring.judge.concurrency,
    deadlineMs: scoring.judge.deadline,
    prices: scoring.judge.prices,
    tokenBudget: scoring.tokenBudget,
  });
  results.judge.controls = outcome;
  // The estimate said what judging the runs would take; the controls are one call each beside it.
  addUsage(results, usage, judge.kind === 'llm' ? outcome.planted.length : 0);
  log(`judge controls: ${controlsText(outcome)}`);
}

/** Judging beside the runs' (controls, a measured certificate) counted in the results' usage and estimate. */
export function addUsage(
  results: Results,
  usage: Pick<Usage, 'judgeCalls' | 'inputTokens' | 'outputTokens' | 'estimatedCostUsd'>,
  estimatedCalls: number,
) {
  const u = results.usage;
  if (u.estimate) u.estimate.calls += estimatedCalls;
  u.judgeCalls += usage.judgeCalls;
  u.inputTokens += usage.inputTokens;
  u.outputTokens += usage.outputTokens;
  u.estimatedCostUsd = Math.round((u.estimatedCostUsd + usage.estimatedCostUsd) * 10000) / 10000;
}

/**
 * The judge admitted, evaluator by evaluator (evaluators/admit-judge.ts): a certificate the config
 * names is read at the base commit where a guard can (a pull request's checkout could forge one).
 */
async function admitHeadJudge(
  results: Results,
  p: Prepared,
  scoring: Scoring,
  judge: JudgeChoice,
  log: (line: string) => void,
) {
  const { admitJudge } = await import('../evaluators/admit-judge.js');
  const { admissionLine, admissionText } = await import('../evaluators/admission.js');
  // The checks no judge reads need no admission: they read the trace, not the agent's words.
  const gated = scoring.evaluators.map((e) => e.name).filter((e) => gatable(e) && !isOracle(e));
  const { admission, usage } = await admitJudge({
    root: packageRoot(),
    judge,
    concurrency: scoring.judge.concurrency,
    deadlineMs: scoring.judge.deadline,
    prices: scoring.judge.prices,
    tokenBudget: scoring.tokenBudget,
    identity: results.judge,
    gated,
    admission: scoring.judge.admission,
    read: async (path) => {
      const full = resolve(p.baseDir, path);
      if (!p.readAtBase) return { text: await readFile(full, 'utf8'), where: path };
      // The pull request's own copy is never read: it could carry a forged certificate.
      const atBase = await p.readAtBase(full);
      if (!atBase) throw new Error('not found at the base commit (commit it to the base branch first)');
      return atBase;
    },
  });
  results.judge.admission = admission;
  if (usage) addUsage(results, usage, judge.kind === 'llm' ? usage.judgeCalls : 0);
  log(`judge admission: ${admissionText(admission, results.judge) ?? admissionLine(admission)}`);
}
