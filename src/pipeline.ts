// The main job, shared by the CLI (run, demo) and the action: run the cases against the agent (and
// the base commit too in rerun mode, at the same time), score the runs, find the baseline, compare,
// gate, and write results.json, sessions.jsonl, the journal and report.md.
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type ExpandedCase, expandCases } from './config/expand.js';
import { loadConfig } from './config/load.js';
import { type Config, DEFAULT_JUDGE_MODELS } from './config/schema.js';
import { type JudgeChoice } from './evaluators/engine.js';
import { type PlannedCase, evaluateCases, evaluatorSettings, hashOf } from './evaluators/evaluate-cases.js';
import { createJudge } from './judge/create.js';
import { type Baseline, type BaselineMode, type GitHubBase, alignJudge, resolveBaseline } from './results/baseline.js';
import { type Comparison, compareResults } from './results/compare.js';
import { type GateOutcome, applyGate } from './results/gate.js';
import type { Results } from './results/schema.js';
import { writeResults } from './results/store.js';
import { renderReport } from './report/markdown.js';
import { addWorktree } from './runner/rerun.js';
import { type JournalEntry, type RunnerOutcome, type Shard, plannedFromJournal, runCases } from './runner/run-cases.js';
import type { Session } from './trace/session.js';

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
  baseline?: { mode?: BaselineMode; file?: string; github?: GitHubBase; /** Commit to run in rerun mode. */ baseRef?: string };
  gate?: Partial<Config['gate']>;
  /** Run only this shard of case x repeat (shard i of n). */
  shard?: Shard;
  configId?: string;
  runUrl?: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface PipelineResult {
  config: Config;
  cases: ExpandedCase[];
  outcome: RunnerOutcome;
  results: Results;
  sessions: Session[];
  baseline: Baseline;
  comparison?: Comparison;
  gate: GateOutcome;
  report: string;
  paths: { results: string; sessions: string; journal: string; report: string };
}

const sessionsOf = (cases: PlannedCase[]) => cases.flatMap((c) => c.runs.flatMap((r) => (r.session ? [r.session] : [])));

interface Prepared {
  config: Config;
  cases: ExpandedCase[];
  baseDir: string;
  runSeed: number;
  log: (line: string) => void;
}

async function prepare(opts: PipelineOptions): Promise<Prepared> {
  const log = opts.log ?? (() => {});
  const loaded = await loadConfig(opts.configPath);
  const config: Config = {
    ...loaded,
    repeat: opts.repeat ?? loaded.repeat,
    concurrency: opts.concurrency ?? loaded.concurrency,
    judge: { ...loaded.judge, ...opts.judge },
    gate: { ...loaded.gate, ...opts.gate },
    agent: { ...loaded.agent, env: { ...loaded.agent.env, ...opts.agentEnv } },
  };
  if (opts.judge?.provider && !opts.judge.model) config.judge.model = DEFAULT_JUDGE_MODELS[opts.judge.provider];
  // A repeat override applies to cases without their own repeat.
  const cases = expandCases(config).map((c) => (opts.repeat && !loaded.cases.find((x) => x.name === c.case)?.repeat ? { ...c, repeat: opts.repeat } : c));
  // agent.workdir is relative to the config's directory, or to the repository root for a config in
  // .github/: the same whatever directory agent-chaos is started from.
  const configDir = dirname(resolve(opts.configPath));
  const baseDir = basename(configDir) === '.github' ? dirname(configDir) : configDir;
  const runSeed = opts.seed ?? Math.floor(Math.random() * 2 ** 31);
  return { config, cases, baseDir, runSeed, log };
}

/**
 * Runs the agent only, no judge (judge: none on a fork's pull request, or one shard of a matrix):
 * the journal (every run with its session) is what a later evaluate or report step scores.
 */
export async function collectRuns(opts: PipelineOptions): Promise<RunnerOutcome> {
  const p = await prepare(opts);
  return runCases({ config: p.config, cases: p.cases, outDir: opts.outDir, baseDir: p.baseDir, runSeed: p.runSeed, resume: opts.resume, log: p.log, signal: opts.signal, shard: opts.shard });
}

/** Scores runs collected elsewhere (the journals of a fork's run, or of every shard): evaluate, compare, gate, report. */
export async function scoreJournals(opts: PipelineOptions, entries: JournalEntry[]): Promise<PipelineResult> {
  const p = await prepare(opts);
  const seen = new Set<string>();
  const unique = entries.filter((e) => !seen.has(`${e.case}\u0000${e.repeat}`) && seen.add(`${e.case}\u0000${e.repeat}`));
  const outcome: RunnerOutcome = { cases: plannedFromJournal(p.cases, unique), runSeed: unique[0]?.runSeed ?? p.runSeed, journal: '', receiver: { requests: 0, spans: 0, rejected: 0, bytes: 0, problems: [] }, resumed: 0, cancelled: 0 };
  const missing = p.cases.filter((c) => !outcome.cases.find((x) => x.name === c.name)?.runs.length).map((c) => c.name);
  if (missing.length) p.log(`warning: no runs found for ${missing.length} case(s): ${missing.join(', ')}`);
  return score(p, opts, outcome, undefined);
}

export async function runPipeline(opts: PipelineOptions): Promise<PipelineResult> {
  const p = await prepare(opts);
  const { config, cases, baseDir, runSeed, log } = p;
  const judge = await createJudge(config.judge);
  const mode = opts.baseline?.mode ?? config.baseline;

  // An artifact found up front decides whether the base must be run again next to the head.
  let baseline: Baseline | undefined;
  if (mode === 'artifact' || mode === 'file' || mode === 'none' || (mode === 'auto' && opts.baseline?.github)) {
    baseline = await resolveBaseline({ mode: mode === 'auto' ? 'artifact' : mode, file: opts.baseline?.file ?? config.baseline_file, github: opts.baseline?.github, log });
    if (mode === 'auto' && !baseline.results) baseline = undefined;
  }
  const rerun = !baseline && (mode === 'rerun' || mode === 'auto') && !!opts.baseline?.baseRef;
  if (!baseline && !rerun) baseline = { info: { source: 'none', description: mode === 'auto' ? 'no baseline artifact, and no base commit given to run again' : 'no base commit given to run again' } };

  const evaluate = evaluator(p, judge);

  let outcome: RunnerOutcome;
  if (rerun) {
    // Base and head at the same time, half the concurrency each, same run seed: drift hits both
    // alike and runs pair by seed.
    const worktree = addWorktree(baseDir, opts.baseline!.baseRef!);
    log(`baseline: running base ${worktree.sha.slice(0, 7)} in ${worktree.dir} alongside the head`);
    try {
      const half = Math.max(1, Math.floor(config.concurrency / 2));
      const split = { ...config, concurrency: half };
      const [head, base] = await Promise.all([
        runCases({ config: split, cases, outDir: opts.outDir, baseDir, runSeed, resume: opts.resume, log, signal: opts.signal }),
        runCases({ config: split, cases, outDir: join(opts.outDir, 'base'), baseDir: worktree.map(baseDir), runSeed, log: (l) => log(`[base] ${l}`), signal: opts.signal }),
      ]);
      outcome = head;
      const baseResults = await evaluate(base.cases, 'base ');
      baseResults.git = { sha: worktree.sha, ref: opts.baseline!.baseRef! };
      baseline = { results: baseResults, sessions: sessionsOf(base.cases), info: { source: 'rerun', sha: worktree.sha, createdAt: baseResults.createdAt, description: 'base commit run again in this job, at the same time as the head, same seeds' } };
      await writeResults(join(opts.outDir, 'base'), baseResults, baseline.sessions!);
    } finally {
      worktree.remove();
    }
  } else {
    outcome = await runCases({ config, cases, outDir: opts.outDir, baseDir, runSeed, resume: opts.resume, log, signal: opts.signal });
  }

  return score(p, opts, outcome, baseline, judge);
}

function evaluator(p: Prepared, judge: JudgeChoice) {
  const { config, baseDir, log } = p;
  return (planned: PlannedCase[], label = '') =>
    evaluateCases(planned, {
      evaluators: evaluatorSettings(config),
      judge,
      concurrency: config.judge.concurrency,
      budget: config.judge.budget,
      prices: config.judge.prices,
      configHash: hashOf(config),
      cwd: baseDir,
      onRun: (c, r) => {
        if (config.judge.provider !== 'heuristic') log(`scored ${label}${c.name} #${r.repeat}`);
      },
    });
}

/** Evaluate the head's runs, find and align the baseline, compare, gate, report, write. */
async function score(p: Prepared, opts: PipelineOptions, outcome: RunnerOutcome, found: Baseline | undefined, judgeChoice?: JudgeChoice): Promise<PipelineResult> {
  const { config, cases, log } = p;
  const judge = judgeChoice ?? (await createJudge(config.judge));
  const evaluate = evaluator(p, judge);
  let baseline = found;
  if (!baseline) {
    const mode = opts.baseline?.mode ?? config.baseline;
    // Scoring runs collected elsewhere: the base can come from an artifact or a file, not a rerun.
    baseline = await resolveBaseline({ mode: mode === 'auto' || mode === 'rerun' ? 'artifact' : mode, file: opts.baseline?.file ?? config.baseline_file, github: opts.baseline?.github, log });
  }
  const total = outcome.cases.reduce((n, c) => n + c.runs.filter((r) => r.session).length, 0);
  log(`scoring ${total} session(s) with the ${config.judge.provider} judge${config.judge.provider === 'heuristic' ? ' (offline, a rough stand-in for an LLM judge)' : ` ${config.judge.model}`}`);
  const results = await evaluate(outcome.cases);
  if (outcome.cancelled) results.notes = [...(results.notes ?? []), `The job was cancelled: ${outcome.cancelled} run(s) did not run; the scores cover the runs that finished.`];
  const sessions = sessionsOf(outcome.cases);

  baseline = await alignJudge(baseline!, results, (planned) => {
    log('baseline: judged by another judge or prompt version: judging its sessions again');
    return evaluate(planned, 'base ');
  });
  const comparison = baseline.results ? compareResults(baseline.results, results, { minEffect: config.gate.min_effect }) : undefined;
  const thresholds = Object.fromEntries(config.evaluators.flatMap((e) => (typeof e === 'object' && e.threshold !== undefined ? [[e.name, e.threshold]] : [])));
  // Without a baseline (none, or nothing found) the gate never blocks on regressions.
  const gate = applyGate(config.gate, results, comparison, thresholds);
  const report = renderReport({ head: results, comparison, gate, baseline: baseline.info, sessions: new Map(sessions.map((s) => [s.sessionId, s])), configId: opts.configId ?? config.id, runUrl: opts.runUrl });

  const written = await writeResults(opts.outDir, results, sessions);
  const reportPath = join(opts.outDir, 'report.md');
  await writeFile(reportPath, `${report}\n`);
  return { config, cases, outcome, results, sessions, baseline, comparison, gate, report, paths: { ...written, journal: outcome.journal, report: reportPath } };
}
