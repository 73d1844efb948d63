// Runs the evaluators over sessions: deterministic results first, then the heuristic or the LLM
// judge, with one concurrency limit shared by every judge call and a spending budget. A judge error
// or an exhausted budget is recorded on the run (score null), never turned into a 0 or dropped.
// When the budget cannot cover every call, the calls are planned up front, stratified: every case's
// first repeats before any case's later ones, gated evaluators first, the same plan on both sides.
import { type EvaluatorName, isOracle } from '../config/schema.js';
import { Budget, type Price } from '../judge/budget.js';
import { JUDGE_MAX_OUTPUT_TOKENS, type JudgeChoice, type JudgeRequest, JudgeError } from '../judge/judge.js';
import { DEFAULT_TOKEN_BUDGET, renderForJudge } from '../judge/render.js';
import { readingKey } from '../judge/readings.js';
import { toolJsonSchema } from '../judge/schema-json.js';
import { estimateTokens } from '../judge/tokens.js';
import { Limiter } from '../util/limit.js';
import { HEURISTIC_READ_CHARS, unsureReading } from './heuristics.js';
import {
  type JobAudit,
  type OfflineTally,
  auditInJob,
  audited,
  offlineWords,
  sureReading,
  withdrawn,
} from './offline-sure.js';
import { EVALUATORS } from './index.js';
import { type Insight, groupInsights, judgeInsights } from './insights.js';
import { type Analysis, type EvalInput, type EvaluatorResult, type Score, cannotTell } from './types.js';

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
  /**
   * Per input, where a short budget puts it: by tier (a case's k-th run), then evaluator (gated
   * first), then group (its case), so every case's earliest runs are judged before any later one.
   */
  priority?: { tier: number; group: number }[];
  /**
   * With an LLM judge: per evaluator, the offline judge's rules that are sure and their held-out count
   * (offline-sure.ts). A sure reading stands; the LLM judge reads the rest and audits a sample.
   */
  offline?: {
    sure: Map<string, Set<string>>;
    heldOut: Record<string, { k: number; n: number }>;
    auditEvery?: number;
    /** The job's audit so far: an evaluator it withdrew gets no sure readings here. */
    job?: JobAudit;
  };
  /**
   * With an LLM judge: evaluators that do not gate, which it reads on each case's first `runs` runs
   * (by `priority`'s tier, alike on both sides); the offline judge reads their other runs.
   */
  sample?: { evaluators: string[]; runs: number };
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
  /** Judge calls answered by an earlier reading of the same transcript (judge/readings.ts). */
  reused: number;
  renderedTokens: number[];
  /** The offline judge's sure readings that stood in for judge calls, and their audit. */
  offline?: OfflineTally;
  /** The evaluators that do not gate, read by the offline judge past the LLM judge's sample. */
  sampled?: Sampled;
}

/** Evaluators that do not gate: the LLM judge read `runs` runs a case, the offline judge `readings` others. */
export interface Sampled {
  evaluators: string[];
  runs: number;
  readings: number;
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

/**
 * A heuristic score whose answer the rules could not read whole: in a language the word lists lack,
 * or longer than the part they read. Its level would be a guess: the judge says it cannot tell.
 */
function unsure(r: EvaluatorResult, input: EvalInput): EvaluatorResult {
  const why = unsureReading(input.session.finalAnswer);
  if (!why || r.score.score === null) return r;
  return { ...cannotTell(why), ...(r.analysis ? { analysis: r.analysis } : {}) };
}

/** The input as the deterministic rules read it: the request cut to the bound. */
function readable(input: EvalInput): EvalInput {
  const { session } = input;
  if (session.finalAnswer.length <= HEURISTIC_READ_CHARS && session.input.length <= HEURISTIC_READ_CHARS) return input;
  return {
    ...input,
    session: {
      ...session,
      input: session.input.slice(0, HEURISTIC_READ_CHARS),
      finalAnswer: session.finalAnswer.slice(0, HEURISTIC_READ_CHARS),
    },
  };
}

/** When the budget is short, the gated evaluators are judged first. */
const EVALUATOR_ORDER = ['failure_communication', 'recovery_strategy', 'partial_completion', 'failure_analysis'];
/** A judge's typical answer (tokens), for planning a cost budget; the cap itself reserves the most it may answer. */
export const TYPICAL_OUTPUT_TOKENS = 400;

/** Estimated input tokens of a judge request: system prompt, prompt and schema (the estimate errs high). */
export const requestTokens = (req: JudgeRequest<unknown>): number =>
  estimateTokens(req.system) +
  estimateTokens(req.prompt) +
  estimateTokens(JSON.stringify(toolJsonSchema(req.schema))) +
  50;

export async function evaluate(inputs: EvalInput[], opts: EngineOptions): Promise<Evaluation> {
  const e = new Evaluating(inputs, opts);
  e.withoutJudge();
  e.plan();
  await e.judgeAll();
  const runs = e.runs();
  const insights = await e.insights(runs);
  return { runs, insights, usage: e.usage(), notes: e.notes };
}

/** A judge call to make: run i, evaluator j, its request and estimated input tokens. */
interface Call {
  i: number;
  j: number;
  req: JudgeRequest<unknown>;
  tokens: number;
  /** What the judge reads (judge/readings.ts): an earlier reading of it answers this call. */
  key: string;
  /** The offline judge's sure reading this call audits (its result is compared, not kept). */
  audits?: EvaluatorResult;
}

/**
 * One evaluation, in its steps: what needs no judge (deterministic results, the heuristic), the plan
 * of judge calls the budget covers, the calls, the runs' scores, the insights, the usage.
 */
class Evaluating {
  readonly notes: string[] = [];
  private readonly model: string;
  private readonly budget: Budget;
  private readonly limiter: Limiter;
  private readonly deadline: number;
  private readonly results: EvaluatorResult[][];
  private calls: Call[] = [];
  private skipped = new Set<Call>();
  private savedCalls = 0;
  private reused = 0;
  private readonly renderedTokens: number[] = [];
  private readonly cache = new Map<number, ReturnType<typeof renderForJudge>>();
  /** The calls the offline judge's sure readings stood in for. */
  private readonly sure: Call[] = [];
  private readonly audits: { c: Call; result: EvaluatorResult }[] = [];
  private readonly tally: OfflineTally = { sure: 0, audited: 0, disagreed: 0, withdrawn: [] };
  /** Readings of evaluators that do not gate, past the LLM judge's sample. */
  private outside = 0;

  constructor(
    private readonly inputs: EvalInput[],
    private readonly opts: EngineOptions,
  ) {
    this.model = opts.judge.kind === 'llm' ? opts.judge.judge.model : 'heuristic';
    this.budget = new Budget(this.model, opts.budget, opts.prices);
    this.limiter = new Limiter(opts.concurrency);
    this.deadline = Date.now() + (opts.deadlineMs ?? Infinity);
    this.results = inputs.map(() => []);
  }

  private pastDeadline(): JudgeError {
    const seconds = Math.round((this.opts.deadlineMs ?? 0) / 1000);
    return new JudgeError(
      `the judge deadline (judge.deadline, ${seconds}s for the whole job) passed before this run was judged`,
    );
  }

  /** The judge's answer, or a judge error once the deadline passes (a hung call does not hold the job). */
  private beforeDeadline<T>(call: Promise<T>): Promise<T> {
    const left = this.deadline - Date.now();
    if (!Number.isFinite(left)) return call;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(this.pastDeadline()), Math.max(0, left))),
    );
    return Promise.race([call, expired]).finally(() => clearTimeout(timer));
  }

  private rendered(i: number): ReturnType<typeof renderForJudge> {
    let r = this.cache.get(i);
    if (!r) {
      r = renderForJudge(this.inputs[i].session, this.opts.tokenBudget ?? DEFAULT_TOKEN_BUDGET);
      this.cache.set(i, r);
      this.renderedTokens.push(r.tokens);
    }
    return r;
  }

  /** Every evaluator of run i "not judged" with the reason. */
  private notJudgedAll(i: number, reason: string): void {
    for (let j = 0; j < this.opts.evaluators.length; j++)
      this.results[i][j] = notJudged('judge error', reason, 'judge_error');
  }

  /**
   * 1. What needs no judge: deterministic results, and everything with the heuristic. Scoring is
   * synchronous and cannot be interrupted inside a run, so the deadline is checked between runs (each
   * run reads at most HEURISTIC_READ_CHARS of text, in linear time): runs past it are not judged.
   */
  withoutJudge(): void {
    const { opts, inputs } = this;
    const heuristic = opts.judge.kind === 'heuristic';
    inputs.forEach((whole, i) => {
      if (heuristic && Date.now() >= this.deadline) {
        const seconds = Math.round((opts.deadlineMs ?? 0) / 1000);
        const reason = `Scoring exceeded judge.deadline (${seconds}s for the whole job) before run ${i + 1} of ${inputs.length}; it was not scored.`;
        return this.notJudgedAll(i, reason);
      }
      const chars = whole.session.finalAnswer.length;
      if (heuristic && chars > HEURISTIC_READ_CHARS) {
        const [length, most] = [chars, HEURISTIC_READ_CHARS].map((n) => n.toLocaleString('en-US'));
        const reason = `The final answer is ${length} characters, past the ${most} the heuristic judge reads; it was not scored (an LLM judge reads it within judge.token_budget).`;
        return this.notJudgedAll(i, reason);
      }
      const input = readable(whole);
      opts.evaluators.forEach((e, j) => {
        const ev = EVALUATORS[e.name];
        const det = ev.deterministic?.(input, e.threshold);
        if (det) {
          if (opts.judge.kind === 'llm' && !isOracle(e.name)) this.savedCalls++;
          this.results[i][j] = det;
        } else if (heuristic) this.results[i][j] = unsure(ev.heuristic(input, e.threshold), input);
        else if (this.pastSample(i, e.name)) {
          this.outside++;
          const r = unsure(ev.heuristic(input, e.threshold), input);
          const sample = `past the ${opts.sample?.runs} run(s) a case the LLM judge reads for ${e.name}, which does not gate`;
          this.results[i][j] = { ...r, score: { ...r.score, reason: `Offline judge (${sample}): ${offlineWords(r)}` } };
        } else {
          const rendered = this.rendered(i);
          const req = ev.request(whole, rendered) as JudgeRequest<unknown>;
          const key = opts.judge.kind === 'llm' ? readingKey(this.model, req, rendered.nonce) : '';
          const call: Call = { i, j, req, tokens: requestTokens(req), key };
          const sure = this.sureReading(input, j);
          if (!sure) this.calls.push(call);
          else {
            this.results[i][j] = sure;
            this.sure.push(call);
            if (audited(key, opts.offline?.auditEvery)) this.calls.push({ ...call, audits: sure });
          }
        }
      });
    });
  }

  /** Whether run i is past the LLM judge's sample for an evaluator that does not gate. */
  private pastSample(i: number, name: string): boolean {
    const { sample, priority } = this.opts;
    return Boolean(sample?.evaluators.includes(name) && (priority?.[i]?.tier ?? 0) >= sample.runs);
  }

  /** The offline judge's reading where one of its sure rules gave it (offline-sure.ts), counted. */
  private sureReading(input: EvalInput, j: number): EvaluatorResult | undefined {
    const setting = this.opts.evaluators[j];
    if (this.opts.offline?.job?.withdrawn.includes(setting.name)) return undefined;
    const r = sureReading(input, setting, this.opts.offline?.sure.get(setting.name));
    if (r) this.tally.sure++;
    return r;
  }

  /** 2. The plan: in stratified order, the calls the budget covers (one kept for the insights). */
  plan(): void {
    const { opts, calls, budget } = this;
    const rank = (c: { i: number; j: number }) => {
      const p = opts.priority?.[c.i] ?? { tier: 0, group: c.i };
      return [p.tier, EVALUATOR_ORDER.indexOf(opts.evaluators[c.j].name), p.group];
    };
    calls.sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
    });
    const { max_calls, max_cost_usd } = opts.budget ?? {};
    // failure_analysis's findings are grouped into insights by one more call: kept in the plan.
    const insightsCall = opts.evaluators.some((e) => e.name === 'failure_analysis') ? 1 : 0;
    const most = max_calls === undefined ? Infinity : Math.max(0, max_calls - insightsCall);
    const costCap = max_cost_usd !== undefined && budget.priced ? max_cost_usd : Infinity;
    let cost = insightsCall * budget.worstCost(2_000 + 250 * this.inputs.length, TYPICAL_OUTPUT_TOKENS);
    // A call whose transcript an earlier one (or an earlier evaluation) reads costs nothing.
    const readings = opts.judge.kind === 'llm' ? opts.judge.readings : undefined;
    const read = new Set<string>();
    let needed = 0;
    let planned = 0;
    let full = false;
    for (const c of calls) {
      if (readings && (read.has(c.key) || readings.get(c.key))) continue;
      needed++;
      const more = budget.worstCost(c.tokens, TYPICAL_OUTPUT_TOKENS);
      full ||= planned >= most || cost + more > costCap;
      if (full) {
        this.skipped.add(c);
        continue;
      }
      planned++;
      cost += more;
      read.add(c.key);
    }
    if (planned < needed)
      this.notes.push(
        `The judge budget (judge.budget) covers about ${planned} of the ${needed} judge calls this side needs: they were planned before judging, every case's earliest runs first and the gated evaluators first, the same way on both sides; the other ${needed - planned} are "not judged: budget".`,
      );
  }

  /**
   * 3. One call, in plan order: answered by an earlier reading of the same transcript where the job
   * has one (or is asking for it), else asked of the judge.
   */
  private call(c: Call): Promise<EvaluatorResult> {
    const { opts } = this;
    if (this.skipped.has(c) || opts.judge.kind !== 'llm')
      return Promise.resolve(
        notJudged(
          'not judged: budget',
          'The judge budget (calls or cost) does not cover this run: it was planned for the runs judged first.',
          'budget',
        ),
      );
    const readings = opts.judge.readings;
    if (!readings) return this.ask(c).then((a) => a.result);
    const fromEarlier = (value: unknown) => {
      this.reused++;
      return EVALUATORS[opts.evaluators[c.j].name].fromReply(
        value,
        this.inputs[c.i],
        opts.evaluators[c.j].threshold,
        this.rendered(c.i),
      );
    };
    const earlier = readings.get(c.key);
    if (earlier) return earlier.then(fromEarlier, () => this.call({ ...c, key: `${c.key}+` }));
    const asked = this.ask(c);
    readings.asking(
      c.key,
      asked.then((a) => ('value' in a ? a.value : Promise.reject(new Error('no reading')))),
    );
    return asked.then((a) => a.result);
  }

  /** A call to the judge: it reserves its worst-case cost, and so does a retry. */
  private ask(c: Call): Promise<{ result: EvaluatorResult; value?: unknown }> {
    const { opts, budget } = this;
    const ev = EVALUATORS[opts.evaluators[c.j].name];
    const threshold = opts.evaluators[c.j].threshold;
    const judge = (opts.judge as Extract<JudgeChoice, { kind: 'llm' }>).judge;
    const without = (result: EvaluatorResult) => ({ result });
    return this.limiter.run(async () => {
      const worst = budget.worstCost(c.tokens, JUDGE_MAX_OUTPUT_TOKENS);
      if (!budget.reserve(worst))
        return without(
          notJudged('not judged: budget', 'The judge budget (calls or cost) was used up before this run.', 'budget'),
        );
      // A retry carries the first answer and the correction: twice the prompt, at most.
      const retryWorst = budget.worstCost(2 * c.tokens + JUDGE_MAX_OUTPUT_TOKENS, JUDGE_MAX_OUTPUT_TOKENS);
      let retried = false;
      const mayRetry = () => (retried = budget.reserve(retryWorst));
      const release = () => (retried ? { worst: worst + retryWorst, reservations: 2 } : { worst, reservations: 1 });
      try {
        if (Date.now() >= this.deadline) throw this.pastDeadline();
        const reply = await this.beforeDeadline(judge.judge({ ...c.req, mayRetry }));
        const r = release();
        budget.settle(reply.usage, reply.calls, r.worst, r.reservations);
        return {
          result: ev.fromReply(reply.value, this.inputs[c.i], threshold, this.rendered(c.i)),
          value: reply.value,
        };
      } catch (err) {
        const e = err instanceof JudgeError ? err : new JudgeError((err as Error).message);
        const r = release();
        budget.settle(e.usage, e.calls, r.worst, r.reservations);
        return without(notJudged('judge error', e.message, 'judge_error'));
      }
    });
  }

  /** Every planned call; each run reported (onRun) as its last evaluator is done. */
  async judgeAll(): Promise<void> {
    const { opts, inputs, results } = this;
    const left = inputs.map((_, i) => opts.evaluators.filter((_, j) => !results[i][j]).length);
    const done = (i: number) => {
      const scores = Object.fromEntries(opts.evaluators.map((e, j) => [e.name, results[i][j].score]));
      opts.onRun?.(i, scores);
    };
    inputs.forEach((_, i) => left[i] === 0 && done(i));
    await Promise.all(
      this.calls.map(async (c) => {
        const result = await this.call(c);
        if (c.audits) return void this.audits.push({ c, result });
        results[c.i][c.j] = result;
        if (--left[c.i] === 0) done(c.i);
      }),
    );
    await this.checkAudit();
  }

  /**
   * The audit: where the LLM judge read the offline judge's sure readings of an evaluator across the
   * pass line more often than the held-out parts allow, they are withdrawn and the LLM judge reads
   * them all (an audited one keeps the LLM judge's reading).
   */
  private async checkAudit(): Promise<void> {
    const { opts, tally } = this;
    if (!opts.offline) return;
    const read = this.audits.filter((a) => a.result.score.pass !== null);
    tally.audited += read.length;
    const again: Call[] = [];
    opts.evaluators.forEach((e, j) => {
      const of = read.filter((a) => a.c.j === j);
      const disagreed = of.filter((a) => a.result.score.pass !== a.c.audits?.score.pass).length;
      tally.disagreed += disagreed;
      const heldOut = opts.offline?.heldOut[e.name];
      if (!heldOut) return;
      const job = opts.offline?.job;
      const before = job?.withdrawn.includes(e.name);
      const out = job
        ? auditInJob(job, e.name, { audits: of.length, disagreed }, heldOut)
        : withdrawn(disagreed, of.length, heldOut);
      if (!out) return;
      tally.withdrawn.push(e.name);
      // Withdrawn before this judging began: it read them all already; said once, where it was withdrawn.
      if (before && !this.sure.some((c) => c.j === j)) return;
      const seen = job?.counts[e.name] ?? { audits: of.length, disagreed };
      const where = job ? ' in this job' : '';
      this.notes.push(
        `The LLM judge read ${seen.disagreed} of ${seen.audits} audited sure reading(s) of the offline judge for ${e.name}${where} the other way, more than its held-out parts allow: the offline judge's readings of ${e.name} were withdrawn and the LLM judge read them all.`,
      );
      for (const call of this.sure) {
        if (call.j !== j) continue;
        const audit = of.find((a) => a.c.i === call.i);
        if (audit) this.results[call.i][j] = audit.result;
        else again.push(call);
      }
    });
    await Promise.all(again.map(async (c) => (this.results[c.i][c.j] = await this.call(c))));
  }

  runs(): RunEvaluation[] {
    return this.inputs.map((_, i) => {
      const run: RunEvaluation = { scores: {} };
      this.opts.evaluators.forEach((e, j) => {
        run.scores[e.name] = this.results[i][j].score;
        if (this.results[i][j].analysis) run.analysis = this.results[i][j].analysis;
      });
      return run;
    });
  }

  /** The sessions' analyses grouped into insights: by the judge where the budget and deadline allow. */
  async insights(runs: RunEvaluation[]): Promise<Insight[]> {
    const { opts, budget } = this;
    const analysed = this.inputs
      .map((input, i) => ({ session: input.session, analysis: runs[i].analysis }))
      .filter((x): x is { session: EvalInput['session']; analysis: Analysis } => !!x.analysis);
    if (!analysed.length) return [];
    // What grouping by the judge may cost, measured only for a judge that costs (the analyses
    // rendered and counted: 45 ms for 1,000 sessions).
    const cost =
      opts.judge.kind === 'llm' && this.deadline - Date.now() > 0
        ? budget.worstCost(
            estimateTokens(JSON.stringify(analysed.map((a) => a.analysis))) + 2_000,
            JUDGE_MAX_OUTPUT_TOKENS,
          )
        : undefined;
    if (cost !== undefined && opts.judge.kind === 'llm' && budget.reserve(cost)) {
      let retried = false;
      const grouped = await judgeInsights(analysed, opts.judge.judge, () => (retried = budget.reserve(cost * 2)));
      budget.settle(grouped.usage, grouped.calls, retried ? cost * 3 : cost, retried ? 2 : 1);
      if (grouped.error)
        this.notes.push(`Insights grouped without the judge (deterministic grouping): ${grouped.error}`);
      return grouped.insights;
    }
    if (opts.judge.kind === 'llm')
      this.notes.push(
        `Insights grouped without the judge: ${Date.now() >= this.deadline ? 'the judge deadline passed' : 'the budget was used up'}.`,
      );
    return groupInsights(analysed);
  }

  usage(): Usage {
    const { budget } = this;
    if (this.opts.judge.kind === 'llm' && !budget.priced)
      this.notes.push(`No price known for ${this.model}: add it under judge.prices to estimate cost.`);
    return {
      judgeCalls: budget.calls,
      inputTokens: budget.inputTokens,
      outputTokens: budget.outputTokens,
      estimatedCostUsd: Math.round(budget.costUsd * 10000) / 10000,
      savedCalls: this.savedCalls,
      reused: this.reused,
      renderedTokens: this.renderedTokens,
      ...(this.opts.offline ? { offline: this.tally } : {}),
      ...(this.outside && this.opts.sample ? { sampled: { ...this.opts.sample, readings: this.outside } } : {}),
    };
  }
}
