// What judging will cost, before it is done: the calls each evaluator will make (a run with no
// failure is scored without one, a transcript that recurs is read once), the tokens of the requests themselves (rendered from the sessions
// when they exist, else from a stand-in session per case: its input, a call of each faulted tool
// failing or damaged, an answer of typical length), and the price of the judge's model. Said in
// `validate --cost`, in the run log before judging, and against what was spent in the report.
import type { CaseEffects } from '../config/expand.js';
import { ERROR_EFFECT_TYPES, extraRunsCap } from '../config/schema.js';
import { type Price, priceOf } from '../judge/budget.js';
import type { JudgeRequest } from '../judge/judge.js';
import { readingKey } from '../judge/readings.js';
import { DEFAULT_TOKEN_BUDGET, renderForJudge } from '../judge/render.js';
import type { Session, ToolCall } from '../trace/session.js';
import type { EvaluatorSetting } from './engine.js';
import { TYPICAL_OUTPUT_TOKENS, requestTokens } from './engine.js';
import { runFacts } from './facts.js';
import { EVALUATORS } from './index.js';
import { audited, sureReading } from './offline-sure.js';

/**
 * The token estimate errs high on purpose (a budget must not be overrun); for a forecast the ratio to
 * a real tokenizer is taken out: o200k_base over whole requests as sent (system, messages, tool
 * schema) was 0.80 of the estimate on the 46 labelled calibration sessions, four evaluators each.
 * It was measured there, not on the example config the test checks the forecast against.
 */
const ESTIMATE_TO_REAL = 0.8;

export interface JudgeEstimate {
  calls: number;
  /** The calls were no transcript to recur (each real session judged): the top of the range. */
  everyRun: number;
  callsPerEvaluator: Record<string, number>;
  inputTokens: number;
  outputTokens: number;
  /** Undefined when the judge's model has no known price. */
  costUsd?: number;
  /** What the token figures come from. */
  basis: 'sessions' | 'stand-ins';
}

/** A case as the estimate needs it: its effects and runs, with their sessions when they exist. */
export interface EstimateCase {
  name: string;
  input: string;
  effects: CaseEffects;
  runs: number;
  sessions?: Session[];
}

const ERRORS = new Set<string>(ERROR_EFFECT_TYPES);

/** A session like one a run of the case would leave: each faulted tool called once, an answer of typical length. */
export function standIn(c: EstimateCase): Session {
  const at = new Date(0).toISOString();
  const toolCalls: ToolCall[] = Object.entries(c.effects.tool_effects).map(([name, effects], i) => {
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
              message: (error as { error_message?: string }).error_message ?? error.effect_type,
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
  const answer =
    'I could not complete every step of your request: one of the tools failed. Here is what I found so far and what you can do next; please try again in a few minutes.';
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

export function estimateJudging(
  cases: EstimateCase[],
  evaluators: EvaluatorSetting[],
  model: string,
  opts: {
    prices?: Record<string, Price>;
    outputTokensPerCall?: number;
    tokenBudget?: number;
    /** The readings asked already (or in an estimate just before): those cost no call. */
    asked?: Set<string>;
    /** Beside an LLM judge, the offline judge's sure rules (offline-sure.ts): a session one reads costs only its audit. */
    offline?: Map<string, Set<string>>;
    /** Evaluators that do not gate, read on each case's first `runs` runs alone (the engine's `sample`). */
    sample?: { evaluators: string[]; runs: number };
  } = {},
): JudgeEstimate {
  const callsPerEvaluator: Record<string, number> = Object.fromEntries(evaluators.map((e) => [e.name, 0]));
  let inputTokens = 0;
  let calls = 0;
  const basis = cases.some((c) => c.sessions?.length) ? 'sessions' : 'stand-ins';
  // A transcript that recurs is read once (judge/readings.ts): its later requests cost no call.
  const asked = opts.asked ?? new Set<string>();
  let everyRun = 0;
  for (const c of cases) {
    // Each real session once; without them, one stand-in counted for every run of the case.
    const sessions = c.sessions?.length
      ? c.sessions.map((s, k) => ({ s, weight: 1, k }))
      : [{ s: standIn(c), weight: c.runs, k: 0 }];
    for (const { s, weight, k } of sessions) {
      const input = { session: s, facts: runFacts(s, c.effects) };
      let rendered: ReturnType<typeof renderForJudge> | undefined;
      for (const e of evaluators) {
        const ev = EVALUATORS[e.name];
        const sampled = opts.sample?.evaluators.includes(e.name);
        if (sampled && k >= (opts.sample?.runs ?? 0)) continue;
        // A stand-in counts for the case's runs: of a sampled evaluator, only the sample's.
        const w = sampled && !c.sessions?.length ? Math.min(weight, opts.sample?.runs ?? weight) : weight;
        if (ev.deterministic?.(input, e.threshold)) continue;
        rendered ??= renderForJudge(s, opts.tokenBudget ?? DEFAULT_TOKEN_BUDGET);
        const req = ev.request(input, rendered) as JudgeRequest<unknown>;
        const key = readingKey(model, req, rendered.nonce);
        const sure = c.sessions?.length && sureReading(input, e, opts.offline?.get(e.name));
        if (sure && !audited(key)) continue;
        everyRun += w;
        if (c.sessions?.length && asked.has(key)) continue;
        asked.add(key);
        callsPerEvaluator[e.name] += w;
        calls += w;
        inputTokens += w * requestTokens(req) * ESTIMATE_TO_REAL;
      }
    }
  }
  // The insights grouping: one call over the analysed sessions.
  if (evaluators.some((e) => e.name === 'failure_analysis') && callsPerEvaluator.failure_analysis) {
    calls += 1;
    everyRun += 1;
    inputTokens += 1_000 + 150 * callsPerEvaluator.failure_analysis;
  }
  const outputTokens = calls * (opts.outputTokensPerCall ?? TYPICAL_OUTPUT_TOKENS);
  const price = priceOf(model, opts.prices);
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
export function estimateLine(e: JudgeEstimate, model: string): string {
  // The insights grouping is one call of failure_analysis's own: named, so the parts add up to the total.
  const grouping = e.calls - Object.values(e.callsPerEvaluator).reduce((a, b) => a + b, 0);
  const per = [
    ...Object.entries(e.callsPerEvaluator).map(([k, n]) => `${k} ${n}`),
    ...(grouping > 0 ? [`insights grouping ${grouping}`] : []),
  ].join(', ');
  const cost =
    e.costUsd !== undefined
      ? `, ~$${e.costUsd.toFixed(2)}`
      : ` (no price known for ${model}: add it under judge.prices)`;
  return `${e.calls} call(s) (${per}), ~${e.inputTokens.toLocaleString('en')} input + ${e.outputTokens.toLocaleString('en')} output tokens${cost}`;
}

/** What judging `runs` more runs adds, at the calls and price per run of an estimate made for `estimated` runs. */
export function moreOf(
  e: { calls: number; costUsd?: number },
  estimated: number,
  runs: number,
): { runs: number; calls: number; costUsd?: number } {
  const f = runs / Math.max(1, estimated);
  return {
    runs,
    calls: Math.round(e.calls * f),
    ...(e.costUsd !== undefined ? { costUsd: Math.round(e.costUsd * f * 10000) / 10000 } : {}),
  };
}

/** "~120 call(s), ~$1.02" */
export const moreText = (m: { calls: number; costUsd?: number }): string =>
  `~${m.calls} call(s)${m.costUsd !== undefined ? `, ~$${m.costUsd.toFixed(2)}` : ''}`;

/** The most runs the sequential decision's batches may add (both sides): the suite's cap, or every case at max_runs. */
export function batchCap(
  confirm: { runs: number; max_runs: number; max_extra_runs?: number },
  runsPerCase: number[],
): number {
  if (!confirm.runs) return 0;
  return Math.min(
    extraRunsCap(confirm, runsPerCase.length),
    runsPerCase.reduce((n, r) => n + 2 * Math.max(0, confirm.max_runs - r), 0),
  );
}
