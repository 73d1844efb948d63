// What the runner produces: each case with its runs, a run being a session (or a status saying why
// there is none) and the faults its injector logged. Later stages read these; they never reach back.
import type { Lie } from '../chaos/lies.js';
import type { CaseChecks, CaseEffects, SweepLevel } from '../config/expand.js';
import type { Session } from '../trace/session.js';

// cancelled: the job was stopped while the run was going (not the agent's doing: --resume runs it again).
export const RUN_STATUSES = ['ok', 'crashed', 'timeout', 'no_trace', 'flooded', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface FiredFault {
  /** The tool it hit; for a model fault, "model" with target "model". */
  tool: string;
  effect: string;
  /** "model": a fault of the model proxy (its call is the run's k-th model request). */
  target?: 'model';
  /** The effect fired and changed nothing (a data effect with nothing to damage): no fault on the call. */
  noop?: boolean;
  /** Which call of the tool it hit (0-based), and what it did, when the injector says. */
  call?: number;
  detail?: string;
  /** A lying effect: what it changed and whether the agent could tell. */
  lie?: Lie;
  /** effect "tool_annotations": what an MCP server declares of the tool (a record, not a fault). */
  annotations?: Record<string, boolean>;
}

export interface CollectedRun {
  sessionId: string;
  repeat: number;
  status: RunStatus;
  seed?: number;
  error?: string;
  session?: Session;
  /** Faults the injector logged as fired, when it keeps a fault log. */
  faultsFired?: FiredFault[];
  /** Things the report should say about the run (a fault that hit no traced call). */
  warnings?: string[];
}

export interface CollectedCase {
  name: string;
  input: string;
  effects: CaseEffects;
  /** Set for a level of a severity sweep. */
  sweep?: SweepLevel;
  /** What the checks no judge reads need (side-effect tools, trace rules), when the config sets any. */
  checks?: CaseChecks;
  runs: CollectedRun[];
}

/** One line of journal.jsonl: a finished run, written as soon as it ends. */
export interface JournalEntry {
  runSeed: number;
  case: string;
  repeat: number;
  sessionId: string;
  seed: number;
  status: RunStatus;
  exitCode: number | null;
  durationMs: number;
  spans: number;
  error?: string;
  stderrTail?: string;
  faultsFired?: FiredFault[];
  warnings?: string[];
  session?: Session;
}

export interface Shard {
  index: number;
  count: number;
}

export interface RunnerOutcome {
  cases: CollectedCase[];
  runSeed: number;
  journal: string;
  receiver: { requests: number; spans: number; rejected: number; bytes: number; dropped: number; problems: string[] };
  resumed: number;
  /** Runs skipped because the job was cancelled. */
  cancelled: number;
  /** What was redacted from the agent's output (a sentence for the report), if anything. */
  redacted?: string;
}

/** Progress, one event per finished run; the shell decides how to show it. */
export interface RunEvent {
  case: string;
  repeat: number;
  status: RunStatus;
  /** One readable line about the run ("search_timeout #2 ok 0.4s, 7 span(s), ..."). */
  line: string;
  finished: number;
  total: number;
  /** This was the case's last run. */
  caseDone: boolean;
  /** The end of a failed run's stderr, redacted: for the log only, never the public report. */
  stderrTail?: string;
  /** Why a run that did not end ok failed, with the fix where its stderr names a known cause. */
  error?: string;
}
