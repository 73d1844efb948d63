// Scores collected runs: deterministic facts for every run, then the evaluators for every run that
// left a session, and insights across them. results/ turns this into results.json.
import { isOracle } from '../config/schema.js';
import { HEURISTIC_VERSION } from './heuristics.js';
import type { CollectedCase, CollectedRun } from '../runner/types.js';
import type { Session } from '../trace/session.js';
import { type EngineOptions, type Evaluation, type RunEvaluation, evaluate } from './engine.js';
import { type RunFacts, runFacts } from './facts.js';
import { EVALUATORS } from './index.js';
import type { Score } from './types.js';

export interface ScoreCasesOptions extends Omit<EngineOptions, 'onRun'> {
  /** Progress: called as each run's evaluation completes. */
  onRun?: (c: CollectedCase, run: CollectedRun, scores: Record<string, Score>) => void;
}

export interface ScoredRun {
  facts: RunFacts;
  /** Absent for a run without a session (crashed, timed out, no trace). */
  evaluation?: RunEvaluation;
}

export interface CaseScores extends Omit<Evaluation, 'runs'> {
  runs: Map<CollectedRun, ScoredRun>;
  evaluators: string[];
  promptVersions: Record<string, string>;
}

const emptySession = (sessionId: string): Session => ({
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

export async function scoreCases(cases: CollectedCase[], opts: ScoreCasesOptions): Promise<CaseScores> {
  const all = cases.flatMap((c) =>
    c.runs.map((r) => ({
      c,
      r,
      facts: runFacts(r.session ?? emptySession(r.sessionId), c.effects, r.faultsFired, c.checks),
    })),
  );
  const judged = all.filter((j) => j.r.session);
  // A short budget judges every case's earliest runs first: the k-th run of each case, case by case.
  const position = new Map(cases.flatMap((c, ci) => c.runs.map((r, k) => [r, { tier: k, group: ci }] as const)));
  const evaluation = await evaluate(
    judged.map((j) => ({ session: j.r.session!, facts: j.facts })),
    {
      ...opts,
      priority: judged.map((j) => position.get(j.r)!),
      onRun: (i, scores) => opts.onRun?.(judged[i].c, judged[i].r, scores),
    },
  );
  const runs = new Map<CollectedRun, ScoredRun>(all.map((j) => [j.r, { facts: j.facts }]));
  judged.forEach((j, i) => (runs.get(j.r)!.evaluation = evaluation.runs[i]));
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
export const promptVersionsOf = (kind: EngineOptions['judge']['kind'], names: string[]): Record<string, string> =>
  Object.fromEntries(
    names.map((n) => [
      n,
      // The checks no judge reads are the same under every judge.
      kind === 'heuristic' && !isOracle(n) ? HEURISTIC_VERSION : EVALUATORS[n as keyof typeof EVALUATORS].promptVersion,
    ]),
  );
