// What the report renders: the head, the comparison and verdict, the baseline, the sessions behind them.
import type { BaselineInfo } from '../results/baseline.js';
import type { Comparison } from '../results/compare.js';
import type { GateOutcome } from '../results/gate.js';
import type { Results } from '../results/schema.js';
import type { Session } from '../trace/session.js';

export interface ReportInput {
  head: Results;
  comparison?: Comparison;
  gate: GateOutcome;
  baseline: BaselineInfo;
  /** The base's results, when compared: its insights tell which of the head's are new and which are fixed. */
  base?: Results;
  /** Head sessions by id, for evidence (what the agent said after which failure). */
  sessions?: Map<string, Session>;
  /** The config id in the hidden marker (one comment per PR per config). */
  configId?: string;
  /** Link to the run (and its artifact) for what does not fit. */
  runUrl?: string;
  limit?: number;
  /** "Now" for ages (tests pin it). */
  now?: number;
  /** The config's tools (tools:), rows of the coverage matrix even when no run called them. */
  declaredTools?: string[];
  /** The artifact holding report.html, when one is uploaded: the report points to it. */
  htmlArtifact?: string;
}
