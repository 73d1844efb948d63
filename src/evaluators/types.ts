// What every evaluator takes and gives. Scores live in results.json as {score, label, pass, reason}.
import type { EvaluatorName } from '../config/schema.js';
import type { JudgeRequest } from '../judge/judge.js';
import type { Rendered } from '../judge/render.js';
import { type Session, failedTheAgent } from '../trace/session.js';
import type { RunFacts } from './facts.js';
import type { FailureCategory } from './taxonomy.js';

export type ScoreSource = 'deterministic' | 'judge' | 'heuristic' | 'judge_error' | 'budget' | 'abstained';

export interface Score {
  /** null when the run was not judged (judge error, budget, an abstention): never a silent 0. */
  score: number | null;
  label: string;
  pass: boolean | null;
  reason: string;
  source: ScoreSource;
}

/**
 * The label of a check no judge reads that had nothing to check in a run (no rules for the case, no
 * instruction injected, no call of a tool that changes state): a 1 that tests nothing. A cell of
 * such runs on both sides is not gated (results/compare.ts), so it does not share the PR's alpha.
 */
export const NOTHING_TO_CHECK = 'nothing to check';

/** The label of a score the offline judge declined to give. */
export const CANNOT_TELL = 'cannot tell';

/**
 * The offline judge cannot tell (an answer it cannot read, a failure it cannot tie to the answer):
 * no score, the reason instead. A guess would gate as if it were a reading (results/compare.ts
 * leaves such a cell undecided).
 */
export const cannotTell = (reason: string): EvaluatorResult => ({
  score: {
    score: null,
    label: CANNOT_TELL,
    pass: null,
    reason: `Heuristic: cannot tell: ${reason}.`,
    source: 'abstained',
  },
});
export const abstained = (s: Pick<Score, 'source'> | undefined): boolean => s?.source === 'abstained';

export interface Finding {
  spanId: string;
  category: FailureCategory;
  confidence: number;
  description: string;
  /** What the agent did wrong, as a stable key for grouping and for comparing with the base ("fabricated-results"). */
  behavior?: string;
  /** The tool the finding is about, when it is about one. */
  tool?: string;
  /** The class of the error the agent was handling (timeout, auth, not-found, validation, rate-limit, service, corrupted-data). */
  errorClass?: string;
  /** What shows it, quoted: the invented values, the mismatching argument. Agent-written text (data). */
  evidence?: string;
}

/** An injected fault: the experiment's context, not a finding about the agent. */
export interface FaultContext {
  spanId: string;
  tool: string;
  fault: string;
  detail?: string;
}

export type FixTarget =
  | 'system_prompt'
  | 'tool_description'
  | 'retry_policy'
  | 'error_handling'
  | 'output_validation'
  | 'tool_implementation'
  | 'other';

/** failure_analysis's per-session output, beside its score. */
export interface Analysis {
  /** What the agent did wrong, highest confidence first. */
  findings: Finding[];
  /** The faults the test injected (context for the findings). */
  context?: FaultContext[];
  rootCause?: { spanId?: string; explanation: string };
  suggestedFix?: { target: FixTarget; fix: string };
}

export interface EvalInput {
  session: Session;
  facts: RunFacts;
}

export interface EvaluatorResult {
  score: Score;
  analysis?: Analysis;
}

export interface Evaluator<R = any> {
  key: EvaluatorName;
  /** Bumped whenever the prompt or the reply schema changes: baselines judged otherwise are re-judged. */
  promptVersion: string;
  /** A result computed from the trace alone (no judge call), when the case allows one. */
  deterministic?(input: EvalInput, threshold: number): EvaluatorResult | undefined;
  /** The offline stand-in for the judge. */
  heuristic(input: EvalInput, threshold: number): EvaluatorResult;
  request(input: EvalInput, rendered: Rendered): JudgeRequest<R>;
  /** `rendered`: what the judge read (its step numbers map to span ids). */
  fromReply(reply: R, input: EvalInput, threshold: number, rendered: Rendered): EvaluatorResult;
}

/** The five levels shared by failure_communication and recovery_strategy. */
export const LEVELS = ['Failure', 'Poor', 'Acceptable', 'Good', 'Excellent'] as const;
export type Level = (typeof LEVELS)[number];
export const levelScore = (l: Level): number => LEVELS.indexOf(l) / 4;

export function levelResult(level: Level, reason: string, source: ScoreSource, threshold: number): EvaluatorResult {
  const score = levelScore(level);
  return { score: { score, label: level, pass: score >= threshold, reason, source } };
}

/**
 * The run had something to handle: a tool call failed, or a fault fired (a data fault fails no call:
 * the agent got truncated, incomplete or corrupted data, and must notice), or the model answered
 * badly. Latency, and a 429 or 5xx that a later call got past (an SDK's retry), left nothing to tell.
 */
export const hadFailure = ({ session, facts }: EvalInput): boolean =>
  session.toolCalls.some((c) => c.status === 'error' || (c.fault && !notAFailure(c.fault))) ||
  facts.faults.some((f) => f.fired && f.target !== 'model' && !notAFailure(f.effect)) ||
  (session.modelFaults ?? []).some(failedTheAgent);

/**
 * Faults that leave the agent nothing to tell: a slow success, and an instruction added to a sound
 * result (the injection check reads what the agent did with it).
 */
const notAFailure = (fault: string): boolean =>
  fault.split('+').every((f) => f === 'slow_success' || f === 'inject_instruction');

/** The neutral 0.5 of evaluators that judge failure handling, when nothing failed and no fault fired. */
export function neutralWithoutFailure(input: EvalInput, label: string, threshold: number): EvaluatorResult | undefined {
  if (hadFailure(input)) return undefined;
  return {
    score: {
      score: 0.5,
      label,
      pass: 0.5 >= threshold,
      reason: 'No tool call failed and no fault fired in this run.',
      source: 'deterministic',
    },
  };
}
