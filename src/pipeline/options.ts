// What a pipeline is given and gives back (options, the prepared config, the result) and how it
// scores: the types every stage shares.
import type { ExpandedCase } from '../config/expand.js';
import type { Overrides } from '../config/overrides.js';
import type { Config } from '../config/schema.js';
import type { TierChoice } from '../config/tier.js';
import type { EvaluatorSetting } from '../evaluators/engine.js';
import type { JobAudit } from '../evaluators/offline-sure.js';
import { evaluatorSettings } from '../evaluators/settings.js';
import type { Score } from '../evaluators/types.js';
import { createJudge, withFallback } from '../judge/create.js';
import type { JudgeChoice } from '../judge/judge.js';
import type { ArtifactSource, Baseline } from '../results/baseline.js';
import type { Acceptance } from '../results/accept.js';
import type { Comparison } from '../results/compare.js';
import type { GateOutcome } from '../results/gate.js';
import type { Results } from '../results/schema.js';
import type { CollectedCase, CollectedRun, RunEvent, RunnerOutcome, Shard } from '../runner/types.js';
import type { Session } from '../trace/session.js';
import { hashOf } from '../util/hash.js';

/** The stages after the runs (after-runs.ts): loaded as the first agents start, or when first needed. */
export const afterRuns = () => import('../after-runs.js');

/** Writing results (and the schema and summaries it checks them with): loaded with afterRuns. */
export const resultsStore = () => import('../results/store.js');

export const writeResults = async (...args: Parameters<typeof import('../results/store.js').writeResults>) =>
  (await resultsStore()).writeResults(...args);

export interface PipelineOptions {
  configPath: string;
  outDir: string;
  overrides?: Overrides;
  resume?: boolean;
  /** Run only this shard of case x repeat. */
  shard?: Shard;
  /** Scoring journals of a sharded run: how many shards there were (from the artifact names). */
  shards?: number;
  /** The base commit, for a rerun baseline. */
  baseRef?: string;
  /** The base branch's uploaded results, for an artifact baseline. */
  artifact?: ArtifactSource;
  /**
   * The base branch's uploaded results as a bank to pool with a rerun of the same commit (the run
   * job of the two-job workflow): the sequential decision's batches then add head runs only.
   */
  bank?: ArtifactSource;
  /** The file baseline is a fixed snapshot (the demo's committed results): its commit is not run again. */
  baselineSnapshot?: boolean;
  /** The commit the head's results belong to (default: git at the config's repository). */
  git?: { sha: string; ref: string };
  runUrl?: string;
  /** The artifact report.html is uploaded to (the action on a pull request): the comment points to it. */
  htmlArtifact?: string;
  /** Reviewers' acceptances of intended regressions, read by the action (results/accept.ts). */
  acceptances?: Acceptance[];
  /** The commit acceptances name, where it is not the head's (the merge queue: the pull request's head). */
  acceptFor?: string;
  /** Applied to the config before the overrides: a credentialed job's protection from the pull request's config. */
  guard?: ConfigGuard;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  onRun?: (event: RunEvent) => void;
  /** Called as each run is scored (only with an LLM judge: the heuristic is instant). */
  onScored?: (c: CollectedCase, run: CollectedRun, scores: Record<string, Score>) => void;
  signal?: AbortSignal;
}

/**
 * What a job that holds credentials does to the checked-out config (config/trust.ts): returns the
 * config to use and notes for the report.
 */
export type ConfigGuard = (config: Config) => ConfigGuardResult;

export interface ConfigGuardResult {
  config: Config;
  notes: string[];
  /** The base's cases and repeats, which the verdict expects (config/trust.ts). */
  expected?: { name: string; repeat: number }[];
  /** A file at the base commit by its absolute path in the checkout (undefined where it has none). */
  readAtBase?: (path: string) => Promise<{ text: string; where: string } | undefined>;
}

export interface Prepared {
  config: Config;
  /** The tier this job decides at, and why (config/tier.ts). */
  tier: TierChoice;
  /** What the config guard said (keys of the pull request's config that were ignored). */
  notes: string[];
  cases: ExpandedCase[];
  /** The base config's cases, when a guard read it: one this config lacks is missing evidence. */
  expected?: { name: string; repeat: number }[];
  /** The directory agent.workdir is relative to. */
  baseDir: string;
  runSeed: number;
  /** Reads a file the base's config names at the base commit (a guarded job on a pull request). */
  readAtBase?: ConfigGuardResult['readAtBase'];
}

export interface PipelineResult {
  config: Config;
  outcome: RunnerOutcome;
  results: Results;
  sessions: Session[];
  baseline: Baseline;
  comparison?: Comparison;
  gate: GateOutcome;
  report: string;
  /** The PR comment: the report's verdict and regressions first, within its budget (report/markdown.ts). */
  comment: string;
  paths: { results: string; sessions: string; journal: string; report: string; comment: string; html?: string };
}

/** What scoring needs of a config (`eval` may have none: then the defaults). */
export interface Scoring {
  judge: Config['judge'];
  evaluators: EvaluatorSetting[];
  configHash: string;
  /** What the runs are (results.json's runsHash): agent, cases, tools, evaluators. */
  runsHash?: string;
  tokenBudget?: number;
  /** The judge's answer length measured on earlier results (the baseline's), for the estimate. */
  outputTokensPerCall?: number;
  /** The config's prices of the agent's own models (results/agent-cost.ts). */
  agentPrices?: Config['prices'];
  /** The audit of the offline judge's sure readings across the job's judging (shared by every copy). */
  audit?: JobAudit;
}

export const scoringOf = (config: Config): Scoring => ({
  judge: config.judge,
  audit: { counts: {}, withdrawn: [] },
  agentPrices: config.prices,
  evaluators: evaluatorSettings(config),
  configHash: hashOf(config),
  runsHash: hashOf({
    agent: config.agent,
    cases: config.cases,
    no_fault_variant: config.no_fault_variant,
    tools: config.tools,
    evaluators: config.evaluators,
  }),
});

/** The judge the settings ask for (the heuristic, with a warning, for Bedrock without credentials). */
export async function judgeFor(s: Scoring, warn: (line: string) => void = () => {}): Promise<JudgeChoice> {
  s.judge = withFallback(s.judge, warn);
  return createJudge(s.judge);
}
