// Runs the evaluators over sessions: deterministic results first, then the heuristic or the LLM
// judge, with one concurrency limit shared by every judge call and a spending budget. A judge error
// or an exhausted budget is recorded on the run (score null), never turned into a 0 or dropped.
import type { EvaluatorName } from '../config/schema.js';
import { Budget, type Price } from '../judge/budget.js';
import { type JudgeChoice, JudgeError } from '../judge/judge.js';
import { DEFAULT_TOKEN_BUDGET, renderForJudge } from '../judge/render.js';
import { Limiter } from '../util/limit.js';
import { EVALUATORS } from './index.js';
import { type Insight, groupInsights, judgeInsights } from './insights.js';
import type { EvalInput, EvaluatorResult, Score, Analysis } from './types.js';

export interface EvaluatorSetting {
  name: EvaluatorName;
  threshold: number;
}

export interface EngineOptions {
  evaluators: EvaluatorSetting[];
  judge: JudgeChoice;
  concurrency: number;
  budget?: { max_calls?: number; max_cost_usd?: number };
  prices?: Record<string, Price>;
  tokenBudget?: number;
  /** Time for all judge calls together (ms); calls not done by then are judge errors. */
  deadlineMs?: number;
  /** Called once per run when all its evaluators are done. */
  onRun?: (index: number, scores: Record<string, Score>) => void;
}

export interface RunEvaluation {
  scores: Record<string, Score>;
  analysis?: Analysis;
}

export interface Usage {
  judgeCalls: number;
  inputTokens: number;
  outputTokens: number;
  estimatedCostUsd: number;
  /** Judge calls avoided by deterministic results (no failure -> neutral score). */
  savedCalls: number;
  renderedTokens: number[];
}

export interface Evaluation {
  runs: RunEvaluation[];
  insights: Insight[];
  usage: Usage;
  notes: string[];
}

const notJudged = (label: string, reason: string, source: Score['source']): EvaluatorResult => ({
  score: { score: null, label, pass: null, reason, source },
});

export async function evaluate(inputs: EvalInput[], opts: EngineOptions): Promise<Evaluation> {
  const model = opts.judge.kind === 'llm' ? opts.judge.judge.model : 'heuristic';
  const budget = new Budget(model, opts.budget, opts.prices);
  const limiter = new Limiter(opts.concurrency);
  const usage: Usage = { judgeCalls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0, savedCalls: 0, renderedTokens: [] };
  const notes: string[] = [];
  const deadline = Date.now() + (opts.deadlineMs ?? Infinity);
  const pastDeadline = () => new JudgeError(`the judge deadline (judge.deadline, ${Math.round((opts.deadlineMs ?? 0) / 1000)}s for the whole job) passed before this run was judged`);
  /** The judge's answer, or a judge error once the deadline passes (a hung call does not hold the job). */
  const beforeDeadline = <T>(call: Promise<T>): Promise<T> => {
    const left = deadline - Date.now();
    if (!Number.isFinite(left)) return call;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(pastDeadline()), Math.max(0, left))));
    return Promise.race([call, expired]).finally(() => clearTimeout(timer));
  };

  async function one(input: EvalInput, name: EvaluatorName, threshold: number, rendered: () => ReturnType<typeof renderForJudge>): Promise<EvaluatorResult> {
    const ev = EVALUATORS[name];
    const det = ev.deterministic?.(input, threshold);
    if (det) {
      if (opts.judge.kind === 'llm') usage.savedCalls++;
      return det;
    }
    if (opts.judge.kind === 'heuristic') return ev.heuristic(input, threshold);
    const judge = opts.judge.judge;
    // The budget is checked once a slot is free, so the cost of finished calls counts (calls in
    // flight at the same time can overshoot a cost cap by at most concurrency - 1 calls).
    return limiter.run(async () => {
      if (!budget.reserve()) return notJudged('not judged: budget', 'The judge budget (calls or cost) was used up before this run.', 'budget');
      try {
        if (Date.now() >= deadline) throw pastDeadline();
        const reply = await beforeDeadline(judge.judge(ev.request(input, rendered())));
        budget.settle(reply.usage, reply.calls);
        return ev.fromReply(reply.value, input, threshold, rendered());
      } catch (err) {
        const e = err instanceof JudgeError ? err : new JudgeError((err as Error).message);
        budget.settle(e.usage, e.calls);
        return notJudged('judge error', e.message, 'judge_error');
      }
    });
  }

  const runs = await Promise.all(
    inputs.map(async (input, index) => {
      let cached: ReturnType<typeof renderForJudge> | undefined;
      const rendered = () => {
        if (!cached) {
          cached = renderForJudge(input.session, opts.tokenBudget ?? DEFAULT_TOKEN_BUDGET);
          usage.renderedTokens.push(cached.tokens);
        }
        return cached;
      };
      const results = await Promise.all(opts.evaluators.map((e) => one(input, e.name, e.threshold, rendered)));
      const run: RunEvaluation = { scores: {} };
      opts.evaluators.forEach((e, i) => {
        run.scores[e.name] = results[i].score;
        if (results[i].analysis) run.analysis = results[i].analysis;
      });
      opts.onRun?.(index, run.scores);
      return run;
    }),
  );

  let insights: Insight[] = [];
  const analysed = inputs.map((input, i) => ({ session: input.session, analysis: runs[i].analysis })).filter((x): x is { session: EvalInput['session']; analysis: Analysis } => !!x.analysis);
  if (analysed.length) {
    if (opts.judge.kind === 'llm' && deadline - Date.now() > 0 && budget.reserve()) {
      const grouped = await judgeInsights(analysed, opts.judge.judge);
      budget.settle(grouped.usage, grouped.calls);
      insights = grouped.insights;
      if (grouped.error) notes.push(`Insights grouped without the judge (deterministic grouping): ${grouped.error}`);
    } else {
      insights = groupInsights(analysed);
      if (opts.judge.kind === 'llm') notes.push(`Insights grouped without the judge: ${Date.now() >= deadline ? 'the judge deadline passed' : 'the budget was used up'}.`);
    }
  }

  usage.judgeCalls = budget.calls;
  usage.inputTokens = budget.inputTokens;
  usage.outputTokens = budget.outputTokens;
  usage.estimatedCostUsd = Math.round(budget.costUsd * 10000) / 10000;
  if (opts.judge.kind === 'llm' && !budget.priced) notes.push(`No price known for ${model}: add it under judge.prices to estimate cost.`);
  return { runs, insights, usage, notes };
}
