// From runs (a session each, or a status saying why there is none) to results.json: facts, the
// evaluators, per-case summaries and cross-session insights.
import { createHash } from 'node:crypto';
import type { CaseEffects } from '../config/expand.js';
import { type Config, EVALUATORS as EVALUATOR_NAMES } from '../config/schema.js';
import { aggregateNotes } from '../results/notes.js';
import { summarize } from '../results/aggregate.js';
import { gitInfo } from '../results/git.js';
import { type Results, type RunResult, SCHEMA_VERSION } from '../results/schema.js';
import type { Session } from '../trace/session.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { type EngineOptions, type EvaluatorSetting, evaluate } from './engine.js';
import { runFacts } from './facts.js';
import { EVALUATORS } from './index.js';
import type { JudgeChoice } from './engine.js';
import type { Score } from './types.js';
import { judgeLabel } from '../judge/create.js';

export type RunStatus = 'ok' | 'crashed' | 'timeout' | 'no_trace';

export interface PlannedRun {
  sessionId: string;
  repeat: number;
  status: RunStatus;
  seed?: number;
  error?: string;
  session?: Session;
  /** Faults the injector logged as fired, when it keeps a fault log. */
  faultsFired?: { tool: string; effect: string }[];
}

export interface PlannedCase {
  name: string;
  input: string;
  effects: CaseEffects;
  runs: PlannedRun[];
}

export interface EvaluateCasesOptions extends Omit<EngineOptions, 'onRun'> {
  configHash: string;
  /** Progress: called as each run's evaluation completes. */
  onRun?: (c: PlannedCase, run: PlannedRun, scores: Record<string, Score>) => void;
  cwd?: string;
}

/** The evaluators a config asks for, with their pass thresholds (all four at 0.5 by default). */
export function evaluatorSettings(config?: Config): EvaluatorSetting[] {
  const list = config?.evaluators ?? [...EVALUATOR_NAMES];
  return list.map((e) => (typeof e === 'string' ? { name: e, threshold: 0.5 } : { name: e.name, threshold: e.threshold ?? 0.5 }));
}

export const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

export async function evaluateCases(cases: PlannedCase[], opts: EvaluateCasesOptions): Promise<Results> {
  const judged = cases.flatMap((c) => c.runs.filter((r) => r.session).map((r) => ({ c, r, facts: runFacts(r.session!, c.effects, r.faultsFired) })));
  const evaluation = await evaluate(
    judged.map((j) => ({ session: j.r.session!, facts: j.facts })),
    { ...opts, onRun: (i, scores) => opts.onRun?.(judged[i].c, judged[i].r, scores) },
  );
  const byRun = new Map(judged.map((j, i) => [j.r, { facts: j.facts, ev: evaluation.runs[i] }]));
  const names = opts.evaluators.map((e) => e.name);

  const resultCases = cases.map((c) => {
    const runs: RunResult[] = c.runs.map((r) => {
      const got = byRun.get(r);
      const out: RunResult = {
        sessionId: r.sessionId,
        repeat: r.repeat,
        status: r.status,
        faults: got ? got.facts.faults : runFacts(emptySession(r.sessionId), c.effects, r.faultsFired).faults,
        scores: got ? got.ev.scores : Object.fromEntries(names.map((n) => [n, { score: null, label: `not judged: ${r.status}`, pass: null, reason: r.error ?? `The run ended with status ${r.status} and left no session to judge.`, source: 'deterministic' }])),
        findings: got?.ev.analysis?.findings ?? [],
      };
      if (got?.ev.analysis?.rootCause) out.rootCause = got.ev.analysis.rootCause;
      if (got?.ev.analysis?.suggestedFix) out.suggestedFix = got.ev.analysis.suggestedFix;
      if (got) {
        const { faults: _f, ...facts } = got.facts;
        out.facts = facts;
      }
      if (r.seed !== undefined) out.seed = r.seed;
      if (r.error) out.error = r.error;
      return out;
    });
    return { name: c.name, input: c.input, effects: c.effects, runs, summary: summarize(c.name, runs, names) };
  });

  const { savedCalls: _s, renderedTokens: _r, ...usage } = evaluation.usage;
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: new Date().toISOString(),
    git: gitInfo(opts.cwd),
    configHash: opts.configHash,
    judge: { ...judgeLabel(opts.judge as JudgeChoice), promptVersions: Object.fromEntries(names.map((n) => [n, EVALUATORS[n].promptVersion])) },
    cases: resultCases,
    insights: evaluation.insights,
    usage,
    notes: [...evaluation.notes, ...aggregateNotes(resultCases)],
  };
}

function emptySession(sessionId: string): Session {
  return { sessionId, traceIds: [], dialect: 'genai', input: '', finalAnswer: '', toolCalls: [], messages: [], modelCalls: 0, usage: { inputTokens: 0, outputTokens: 0 }, durationMs: 0 };
}
