// The main job, shared by the CLI (run, demo) and the action: run the cases against the agent,
// score the runs, write results.json, sessions.jsonl and the journal.
import { basename, dirname, resolve } from 'node:path';
import { type ExpandedCase, expandCases } from './config/expand.js';
import { loadConfig } from './config/load.js';
import { type Config, DEFAULT_JUDGE_MODELS } from './config/schema.js';
import { evaluateCases, evaluatorSettings, hashOf } from './evaluators/evaluate-cases.js';
import type { Score } from './evaluators/types.js';
import { createJudge } from './judge/create.js';
import type { Results } from './results/schema.js';
import { writeResults } from './results/store.js';
import { type RunnerOutcome, runCases } from './runner/run-cases.js';

export interface PipelineOptions {
  configPath: string;
  outDir: string;
  /** Overrides of the config (CLI flags, action inputs). */
  judge?: Partial<Config['judge']>;
  repeat?: number;
  concurrency?: number;
  seed?: number;
  resume?: boolean;
  /** Environment added to agent.env (the demo selects the example agent's mode this way). */
  agentEnv?: Record<string, string>;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface PipelineResult {
  config: Config;
  cases: ExpandedCase[];
  outcome: RunnerOutcome;
  results: Results;
  paths: { results: string; sessions: string; journal: string };
}

export async function runPipeline(opts: PipelineOptions): Promise<PipelineResult> {
  const log = opts.log ?? (() => {});
  const loaded = await loadConfig(opts.configPath);
  const config: Config = {
    ...loaded,
    repeat: opts.repeat ?? loaded.repeat,
    concurrency: opts.concurrency ?? loaded.concurrency,
    judge: { ...loaded.judge, ...opts.judge },
    agent: { ...loaded.agent, env: { ...loaded.agent.env, ...opts.agentEnv } },
  };
  if (opts.judge?.provider && !opts.judge.model) config.judge.model = DEFAULT_JUDGE_MODELS[opts.judge.provider];
  // A repeat override applies to cases without their own repeat.
  const cases = expandCases(config).map((c) => (opts.repeat && !loaded.cases.find((x) => x.name === c.case)?.repeat ? { ...c, repeat: opts.repeat } : c));
  // agent.workdir is relative to the config's directory, or to the repository root for a config in
  // .github/: the same whatever directory agent-chaos is started from.
  const configDir = dirname(resolve(opts.configPath));
  const baseDir = basename(configDir) === '.github' ? dirname(configDir) : configDir;
  const judge = await createJudge(config.judge);
  const outcome = await runCases({ config, cases, outDir: opts.outDir, baseDir, runSeed: opts.seed, resume: opts.resume, log, signal: opts.signal });
  const total = outcome.cases.reduce((n, c) => n + c.runs.filter((r) => r.session).length, 0);
  let done = 0;
  log(`scoring ${total} session(s) with the ${config.judge.provider} judge${config.judge.provider === 'heuristic' ? ' (offline, a rough stand-in for an LLM judge)' : ` ${config.judge.model}`}`);
  const results = await evaluateCases(outcome.cases, {
    evaluators: evaluatorSettings(config),
    judge,
    concurrency: config.judge.concurrency,
    budget: config.judge.budget,
    prices: config.judge.prices,
    configHash: hashOf(config),
    cwd: baseDir,
    onRun: (c, r, scores: Record<string, Score>) => {
      done++;
      if (config.judge.provider !== 'heuristic') log(`[${done}/${total}] scored ${c.name} #${r.repeat}`);
    },
  });
  const sessions = outcome.cases.flatMap((c) => c.runs.flatMap((r) => (r.session ? [r.session] : [])));
  const written = await writeResults(opts.outDir, results, sessions);
  return { config, cases, outcome, results, paths: { ...written, journal: outcome.journal } };
}
