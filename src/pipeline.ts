// The main job as stages that the CLI commands and the action compose: prepare (config + overrides),
// collect (run the agent), score (evaluators -> results.json), baseline (every mode, in
// results/baseline.ts), compare and gate, render, write. runPipeline and scoreJournals are the two
// compositions both shells share. Nothing here knows about GitHub: the action hands in an
// ArtifactSource and prints the runner's progress events its own way.
import { makeDir } from './util/dirs.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type ExpandedCase, expandCases } from './config/expand.js';
import { loadConfig } from './config/load.js';
import { type Overrides, applyOverrides, evaluatorThresholds } from './config/overrides.js';
import { type Config, extraRunsCap, isOracle } from './config/schema.js';
import type { EvaluatorSetting, Usage } from './evaluators/engine.js';
import type { Calibration } from './evaluators/calibration.js';
import type { RealTextAgreement } from './evaluators/calibration-set.js';
import { evaluatorSettings } from './evaluators/settings.js';
import type { Score } from './evaluators/types.js';
import { createJudge, judgeLabel, withFallback } from './judge/create.js';
import { onGitHub } from './util/where.js';
import type { JudgeChoice } from './judge/judge.js';
import { type Evidence, countEvidence, evidenceProblem, expectedRuns } from './results/evidence.js';
import {
  type ArtifactSource,
  type Baseline,
  type RerunSource,
  alignJudge,
  baseRunsProblem,
  casesFromResults,
  checkOverlap,
  resolveBaseline,
  unrunBaseline,
} from './results/baseline.js';
import { type Acceptance, applyAcceptances } from './results/accept.js';
import { type OverCaps, capLooks, casesToJudge, judgeCaps, overCapsText } from './results/judge-caps.js';
import { type Comparison, gatable } from './results/compare.js';
import { advisoryOf } from './evaluators/admission.js';
import type { GateOutcome } from './results/gate.js';
import type { Spent } from './results/sequential-gate.js';
import type { Results } from './results/schema.js';
import { givenValues } from './runner/environment.js';
import { type JournalLook, casesFromJournal } from './runner/journal.js';
import { type Worktree, addWorktree } from './runner/rerun.js';
import { runCases } from './runner/run-cases.js';
import type { CollectedCase, CollectedRun, JournalEntry, RunEvent, RunnerOutcome, Shard } from './runner/types.js';
import type { Redactor } from './trace/redact.js';
import type { Session } from './trace/session.js';
import { defaultBaseRef, gitInfo, inHistory } from './util/git.js';
import { hashOf } from './util/hash.js';
import { Limiter } from './util/limit.js';
import { packageRoot } from './util/package-root.js';

/** The stages after the runs (after-runs.ts): loaded as the first agents start, or when first needed. */
const afterRuns = () => import('./after-runs.js');
/** Writing results (and the schema and summaries it checks them with): loaded with afterRuns. */
const resultsStore = () => import('./results/store.js');
const writeResults = async (...args: Parameters<typeof import('./results/store.js').writeResults>) =>
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

/** The config with the overrides laid over it, its cases expanded, and the run seed. */
export async function prepare(configPath: string, overrides?: Overrides, guard?: ConfigGuard): Promise<Prepared> {
  const guarded: ReturnType<ConfigGuard> = guard
    ? guard(await loadConfig(configPath))
    : { config: await loadConfig(configPath), notes: [] };
  const config = applyOverrides(guarded.config, overrides);
  // agent.workdir is relative to the config's directory, or to the repository root for a config in
  // .github/: the same whatever directory agent-chaos is started from.
  const configDir = dirname(resolve(configPath));
  const baseDir = basename(configDir) === '.github' ? dirname(configDir) : configDir;
  return {
    config,
    notes: guarded.notes,
    cases: expandCases(config),
    ...(guarded.expected ? { expected: guarded.expected } : {}),
    ...(guarded.readAtBase ? { readAtBase: guarded.readAtBase } : {}),
    baseDir,
    runSeed: config.seed ?? Math.floor(Math.random() * 2 ** 31),
  };
}

/** Runs the agent: every case x repeat (or one shard's share), with the journal in outDir. */
export function collect(
  p: Prepared,
  opts: Pick<PipelineOptions, 'outDir' | 'resume' | 'shard' | 'log' | 'onRun' | 'signal'> & {
    concurrency?: number;
    baseDir?: string;
    onStarted?: () => void;
    slots?: Limiter;
    lane?: string;
  },
): Promise<RunnerOutcome> {
  const config = opts.concurrency ? { ...p.config, concurrency: opts.concurrency } : p.config;
  return runCases({
    config,
    cases: p.cases,
    outDir: opts.outDir,
    baseDir: opts.baseDir ?? p.baseDir,
    runSeed: p.runSeed,
    resume: opts.resume,
    log: opts.log,
    onRun: opts.onRun,
    onStarted: opts.onStarted,
    signal: opts.signal,
    shard: opts.shard,
    slots: opts.slots,
    lane: opts.lane,
  });
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
}

export const scoringOf = (config: Config): Scoring => ({
  judge: config.judge,
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

/** Scores collected runs into results.json. */
export async function score(
  s: Scoring,
  cases: CollectedCase[],
  judge: JudgeChoice,
  opts: {
    git?: { sha: string; ref: string };
    onScored?: PipelineOptions['onScored'];
    log?: (line: string) => void;
  } = {},
): Promise<Results> {
  const { estimateJudging, estimateLine, scoreCases, assembleResults } = await afterRuns();
  // With an LLM judge, what it will take is said before it starts, and kept to compare with what it
  // took: for the judging that reports to the log (a side's first round), not again for every batch.
  const estimate =
    judge.kind === 'llm' && opts.log
      ? estimateJudging(
          cases.map((c) => ({
            name: c.name,
            input: c.input,
            effects: c.effects,
            runs: c.runs.length,
            sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])),
          })),
          s.evaluators,
          judge.judge.model,
          { prices: s.judge.prices, tokenBudget: s.tokenBudget, outputTokensPerCall: s.outputTokensPerCall },
        )
      : undefined;
  if (estimate) opts.log?.(`judge estimate: ${estimateLine(estimate, s.judge.model)}`);
  const scored = await scoreCases(cases, {
    evaluators: s.evaluators,
    judge,
    concurrency: s.judge.concurrency,
    budget: s.judge.budget,
    prices: s.judge.prices,
    tokenBudget: s.tokenBudget,
    deadlineMs: s.judge.deadline,
    onRun: opts.onScored,
  });
  const results = assembleResults(cases, scored, {
    configHash: s.configHash,
    runsHash: s.runsHash,
    git: opts.git ?? (await gitInfo()),
    judge: judgeLabel(judge),
  });
  if (estimate)
    results.usage.estimate = {
      calls: estimate.calls,
      inputTokens: estimate.inputTokens,
      outputTokens: estimate.outputTokens,
      ...(estimate.costUsd !== undefined ? { costUsd: Math.round(estimate.costUsd * 10000) / 10000 } : {}),
    };
  return results;
}

/** What the report says of a calibration: the set's overall figures, and the development part's. */
export function agreementOf(c: Calibration): NonNullable<Results['judge']['calibration']> {
  const pick = (o: Calibration['overall']) => ({ exact: o.exact, withinOne: o.withinOne, kappa: o.kappa, n: o.n });
  return {
    ...pick(c.overall),
    ...(c.set ? { set: c.set.name, sessions: c.set.sessions } : {}),
    ...(c.development ? { development: { ...pick(c.development.overall), sessions: c.development.set.sessions } } : {}),
  };
}

/**
 * The judge's measured agreement with labelled sessions, when known: for the heuristic, agent-chaos's
 * own held-out part (measured when the package was built, checked by a test); for an LLM judge, read
 * from judge.calibration (a calibrate run) for that model.
 */
export async function measuredAgreement(s: Scoring, judge: JudgeChoice): Promise<Results['judge']['calibration']> {
  try {
    const path =
      judge.kind === 'heuristic'
        ? join(packageRoot(), 'fixtures', 'calibration', (await afterRuns()).HEURISTIC_AGREEMENT)
        : s.judge.calibration;
    if (!path) return undefined;
    const c: Calibration = JSON.parse(await readFile(path, 'utf8'));
    const model = judge.kind === 'heuristic' ? 'heuristic' : judge.judge.model;
    if (c.judge?.model !== model) return undefined;
    const realText = judge.kind === 'heuristic' ? await realTextAgreement() : undefined;
    return { ...agreementOf(c), ...(realText ? { realText } : {}) };
  } catch {
    return undefined; // an agreement that cannot be measured is simply not shown
  }
}

/** The heuristic on real agents' text, while the figures are of the rules in force (else none). */
async function realTextAgreement(): Promise<NonNullable<Results['judge']['calibration']>['realText']> {
  const { HEURISTIC_REAL_TEXT, HEURISTIC_VERSION } = await afterRuns();
  try {
    const path = join(packageRoot(), 'fixtures', 'calibration', HEURISTIC_REAL_TEXT);
    const r: RealTextAgreement = JSON.parse(await readFile(path, 'utf8'));
    if (r.rules !== HEURISTIC_VERSION) return undefined;
    const { exact, withinOne, n, abstained } = r.heldOut.overall;
    return {
      exact,
      withinOne,
      n,
      sessions: r.heldOut.sessions,
      developmentExact: r.development.overall.exact,
      developmentSessions: r.development.sessions,
      abstained: abstained?.n ?? 0,
      source: r.source.repository,
    };
  } catch {
    return undefined;
  }
}

/** How far this job's judge and the heuristic that decided the run job's looks may read apart. */
async function readingGapOf(head: Results): Promise<Record<string, number>> {
  const { builtInCertificate } = await import('./evaluators/admit-judge.js');
  const { readingGap } = await import('./evaluators/admission.js');
  return readingGap(await builtInCertificate(packageRoot()), head.judge.admission);
}

/**
 * Head against base: the comparison (when there is a base) and the gate's verdict. `sequential`:
 * more runs can still be added, up to maxRuns a side (without it, the runs there are decide).
 */
export async function compareAndGate(
  gate: Config['gate'],
  thresholds: Record<string, number>,
  head: Results,
  base?: Results,
  sequential?: { maxRuns: number; final: boolean; reread?: Record<string, number> },
): Promise<{ comparison?: Comparison; gate: GateOutcome }> {
  const { compareResults, applyGate } = await afterRuns();
  const comparison = base
    ? compareResults(base, head, { minEffect: gate.min_effect, detect: gate.detect, ...sequential })
    : undefined;
  // Without a baseline (none, or nothing found) the gate never blocks on regressions.
  return { comparison, gate: applyGate(gate, head, comparison, thresholds) };
}

/** Writes results.json, sessions.jsonl, report.md, comment.md (what the PR comment says) and report.html into outDir. */
export async function writeOutputs(
  outDir: string,
  results: Results,
  sessions: Session[],
  bodies: { report: string; comment: string; html?: string },
): Promise<{ results: string; sessions: string; report: string; comment: string; html?: string }> {
  makeDir(outDir);
  const written = await writeResults(outDir, results, sessions);
  const reportPath = join(outDir, 'report.md');
  await writeFile(reportPath, `${bodies.report}\n`);
  const commentPath = join(outDir, 'comment.md');
  await writeFile(commentPath, `${bodies.comment}\n`);
  const paths = { ...written, report: reportPath, comment: commentPath };
  if (bodies.html === undefined) return paths;
  const htmlPath = join(outDir, 'report.html');
  await writeFile(htmlPath, bodies.html);
  return { ...paths, html: htmlPath };
}

const sessionsOf = (cases: CollectedCase[]) =>
  cases.flatMap((c) => c.runs.flatMap((r) => (r.session ? [r.session] : [])));

/** The whole job: run the agent (and the base alongside it in rerun mode), score, compare, gate, report. */
export async function runPipeline(opts: PipelineOptions): Promise<PipelineResult> {
  const p = await prepare(opts.configPath, opts.overrides, opts.guard);
  const log = opts.log ?? (() => {});
  opts = withBaseRef(opts, p, log);
  // The commit the head's results belong to, asked as the first run ends: the git process then runs
  // beside the agents, not between the config and the first of them (its fork held the main thread).
  let headGit: Promise<Results['git']> | undefined;
  const askGit = () => (headGit ??= opts.git ? Promise.resolve(opts.git) : gitInfo(p.baseDir));
  const onRun = (e: RunEvent) => {
    askGit();
    opts.onRun?.(e);
  };
  const scoring = scoringOf(p.config);
  const judge = await judgeFor(scoring, opts.warn ?? log);
  // The modules scoring and reporting need are loaded once the first agents run (a failure to load
  // them is met again where they are used).
  const onStarted = () => void Promise.all([afterRuns(), resultsStore()]).catch(() => {});
  const job: Job = {
    p,
    opts,
    log,
    scoring,
    judge,
    run: { outDir: opts.outDir, resume: opts.resume, log, onRun, onStarted, signal: opts.signal },
  };
  const base = new BaseRuns(p, opts.baseRef, log, opts.signal);
  try {
    const rerun = opts.baseRef ? rerunBothSides(job, base) : undefined;
    const found = await resolveBaseline({
      mode: p.config.baseline,
      file: p.config.baseline_file,
      artifact: opts.artifact,
      rerun: rerun?.source,
      log,
    });
    const outcome = await (rerun?.state.head ?? collect(p, job.run));
    const looks = looksOf(job, base, found, rerun?.state.pooled ?? false);
    const evidence = firstRoundEvidence(p, outcome, opts.shard);
    const git = await askGit();
    return await finish(p, scoring, { ...opts, git }, { ...outcome, evidence }, looks.baseline, judge, looks);
  } finally {
    base.remove();
  }
}

/** What the stages of one job share: the prepared config, the options, the judge, how the head runs. */
interface Job {
  p: Prepared;
  opts: PipelineOptions;
  log: (line: string) => void;
  scoring: Scoring;
  judge: JudgeChoice;
  /** The head's runs: collect's options. */
  run: Parameters<typeof collect>[1];
}

/** A rerun baseline with nothing to rerun would compare with nothing: find the base, or refuse. */
function withBaseRef(opts: PipelineOptions, p: Prepared, log: (line: string) => void): PipelineOptions {
  if (p.config.baseline !== 'rerun' || opts.baseRef) return opts;
  const baseRef = defaultBaseRef(p.baseDir);
  if (!baseRef)
    throw new Error(
      'baseline rerun needs the base commit: give --base-ref <commit> (no GITHUB_BASE_REF, and no origin/HEAD to default to)',
    );
  log(`baseline: rerun of ${baseRef} (the base branch; --base-ref chooses another)`);
  return { ...opts, baseRef };
}

/**
 * The base commit run in a worktree of its own, made once: the first round and every batch of the
 * sequential decision run there, so agent.setup builds it once.
 */
class BaseRuns {
  private tree?: Worktree;
  private setUp?: Promise<void>;
  /** Why the base could not be run for a batch: the looks end there. */
  failed?: string;

  constructor(
    private readonly p: Prepared,
    private readonly ref: string | undefined,
    private readonly log: (line: string) => void,
    private readonly signal?: AbortSignal,
  ) {}

  /** Runs `prepared`'s cases on the base commit (the worktree holds its tracked files: agent.setup builds it there). */
  async run(
    prepared: Prepared,
    outDir: string,
    concurrency: number,
    slots?: Limiter,
    ref = this.ref!,
  ): Promise<{ outcome: RunnerOutcome; sha: string }> {
    if (!this.tree) {
      this.tree = addWorktree(this.p.baseDir, ref);
      this.log(`baseline: running base ${this.tree.sha.slice(0, 7)} in ${this.tree.dir}`);
    }
    const worktree = this.tree;
    const outcome = await collect(prepared, {
      outDir,
      baseDir: worktree.map(this.p.baseDir),
      concurrency,
      slots,
      lane: 'base',
      log: (l) => this.log(`[base] ${l}`),
      signal: this.signal,
    }).catch((err: Error) => {
      throw new Error(err.message.replace(/^agent\.setup failed/, 'agent.setup failed in the base worktree'));
    });
    return { outcome, sha: worktree.sha };
  }

  /**
   * The base's checkout and agent.setup, before any batch's head runs start: a base that cannot be
   * built here (a file baseline's commit, say) costs one setup, not a batch of head runs.
   */
  ready(sha: string): Promise<void> {
    this.setUp ??= inScratch((scratch) => this.run({ ...this.p, cases: [] }, scratch, 1, undefined, sha)).catch(
      (err: Error) => this.fail(sha, err),
    );
    return this.setUp;
  }

  fail(sha: string, err: Error): void {
    this.failed ??= `the base ${sha.slice(0, 7)} could not be run for a batch (${err.message.split('\n')[0]})`;
  }

  remove(): void {
    this.tree?.remove();
  }
}

/** `work` given a scratch directory, removed after it whatever happened. */
async function inScratch(work: (dir: string) => Promise<unknown>): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'agent-chaos-setup-'));
  try {
    await work(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** agent.setup of the checkout `p` runs from, and no run (runCases does it once per checkout and process). */
const setUpOnly = (p: Prepared) => inScratch((outDir) => collect({ ...p, cases: [] }, { outDir }));

/**
 * The rerun baseline: base and head at the same time, half the concurrency each, same run seed, so
 * drift hits both alike; today's base runs pooled with the base commit's bank where one is given
 * (the batches then add head runs only).
 */
function rerunBothSides(
  job: Job,
  base: BaseRuns,
): { source: RerunSource; state: { head?: Promise<RunnerOutcome>; pooled: boolean } } {
  const { p, opts, scoring, judge, log } = job;
  const state: { head?: Promise<RunnerOutcome>; pooled: boolean } = { pooled: false };
  const source: RerunSource = {
    run: async () => {
      const half = Math.max(1, Math.floor(p.config.concurrency / 2));
      // Both sides start their runs together, after both checkouts are built: the base's worktree
      // and agent.setup ran beside the head's first runs, which alone met that load (more head
      // time-outs and crashes of the same agent). A head setup that fails fails its collect below.
      await Promise.all([base.ready(opts.baseRef!), setUpOnly(p).catch(() => {})]);
      state.head = collect(p, { ...job.run, concurrency: half, lane: 'head' });
      const { outcome, sha } = await base.run(p, join(opts.outDir, 'base'), half);
      const problem = baseRunsProblem(outcome.cases);
      if (problem) throw new Error(problem);
      const results = await score(scoring, outcome.cases, judge, { git: { sha, ref: opts.baseRef! } });
      const sessions = sessionsOf(outcome.cases);
      await writeResults(join(opts.outDir, 'base'), results, sessions);
      const withBank = opts.bank
        ? await pooledWithBank(opts.bank, { results, sessions }, p, scoring, judge, log)
        : undefined;
      if (withBank) state.pooled = true;
      return { ...(withBank ?? { results, sessions }), sha };
    },
  };
  return { source, state };
}

/**
 * How undecided cases get more runs, and the baseline as the report names it. The batches of the
 * sequential decision run both sides at the same time where the base can be run again: a rerun, or
 * an artifact or file baseline whose commit is in the head's history (the file's runs are the base's
 * first round, the batches run that commit here). Against a bank of the base's runs (pooled with
 * today's, or an artifact that holds many), they add head runs only. Otherwise the first round is
 * the last look.
 */
function looksOf(
  job: Job,
  base: BaseRuns,
  found: Baseline,
  pooled: boolean,
): { baseline: Baseline; confirm?: Confirm; headOnly: boolean } {
  const { p, opts, log } = job;
  const baseSha =
    found.info.source === 'rerun' ? opts.baseRef : opts.baselineSnapshot ? undefined : runnableBase(found, p.baseDir);
  const banked = baseSha !== undefined && found.info.source !== 'rerun' && p.config.confirm.runs > 0;
  if (banked)
    log(`baseline: ${found.info.source} of ${baseSha.slice(0, 7)}, a commit of this history: its batches run it here`);
  const described = (more: string): Baseline => ({
    ...found,
    info: { ...found.info, description: `${found.info.description}${more}` },
  });
  const baseline = banked
    ? described('; where undecided, its commit run again in this job')
    : pooled
      ? described(", pooled with its commit's bank of runs")
      : found;
  // Every batch shares one pool of agent processes, both sides: a case's next batch starts as soon
  // as slots free, not when the other cases' batches are done.
  const slots = new Limiter(p.config.concurrency);
  const batch = new Batches(job, slots);
  if (baseSha && !pooled && p.config.confirm.runs > 0)
    return { baseline, confirm: batch.bothSides(base, baseSha), headOnly: false };
  // No base to run, but a bank of its runs (the base branch's artifact accumulates them): the
  // batches add head runs only, against the bank.
  const bank = pooled
    ? "today's base runs pooled with its bank of runs"
    : p.config.confirm.runs > 0
      ? bankOf(found, p)
      : undefined;
  if (!bank) return { baseline, headOnly: false };
  log(`baseline: ${bank}: undecided cases get head runs against it`);
  return { baseline, confirm: batch.headOnly(), headOnly: true };
}

/** The batches of the sequential decision: `runs` more runs of the named cases, seeded by their look. */
class Batches {
  constructor(
    private readonly job: Job,
    private readonly slots: Limiter,
  ) {}

  /** A batch's cases and its directory of its own under its look. */
  private of(names: string[], runs: number, look: number): { again: Prepared; dir: string } {
    const { p, opts } = this.job;
    return {
      again: {
        ...p,
        cases: p.cases.filter((c) => names.includes(c.name)).map((c) => ({ ...c, repeat: runs })),
        runSeed: p.runSeed + look,
      },
      dir: join(opts.outDir, 'confirm', `look-${look}`, batchDirName(names)),
    };
  }

  /** Head and base at the same time, in the shared slots. */
  bothSides(base: BaseRuns, sha: string): Confirm {
    const concurrency = this.job.p.config.concurrency;
    return async (names, runs, look) => {
      await base.ready(sha);
      if (base.failed) return { end: base.failed };
      const { again, dir } = this.of(names, runs, look);
      const [headMore, baseMore] = await Promise.all([
        collect(again, { ...this.job.run, outDir: dir, slots: this.slots, lane: 'head' }),
        base.run(again, join(dir, 'base'), concurrency, this.slots, sha).catch((err: Error) => {
          base.fail(sha, err);
          return undefined;
        }),
      ]);
      if (!baseMore) {
        // Half a look is no look: its head runs are dropped, here and from what is uploaded.
        rmSync(dir, { recursive: true, force: true });
        return { end: base.failed! };
      }
      return { head: headMore.cases, base: baseMore.outcome.cases };
    };
  }

  /** Head runs alone, against a bank of the base's runs. */
  headOnly(): Confirm {
    return async (names, runs, look) => {
      const { again, dir } = this.of(names, runs, look);
      const more = await collect(again, { ...this.job.run, outDir: dir, slots: this.slots });
      return { head: more.cases, base: [] };
    };
  }
}

/** The first round's evidence: what the verdict expects against the runs seen, stopped or never started. */
function firstRoundEvidence(p: Prepared, outcome: RunnerOutcome, shard?: Shard): Evidence {
  const expected = expectedRuns(expectedCases(p), { shard });
  const evidence = withDropped(
    p,
    countEvidence(
      expected,
      outcome.cases.flatMap((c) =>
        c.runs.map((r) => ({ case: c.name, repeat: r.repeat, sessionId: r.sessionId, status: r.status })),
      ),
    ),
  );
  evidence.cancelled = outcome.cancelled; // runs stopped in flight and runs never started
  return evidence;
}

/**
 * Today's base runs pooled with the base commit's bank (results/bank.ts: poolBank), the bank judged
 * again by this judge where another judged it; undefined (and why, in the log) where it is not pooled.
 */
async function pooledWithBank(
  source: ArtifactSource,
  today: { results: Results; sessions: Session[] },
  p: Prepared,
  scoring: Scoring,
  judge: JudgeChoice,
  log: (line: string) => void,
): Promise<{ results: Results; sessions: Session[] } | undefined> {
  const found = await resolveBaseline({ mode: 'artifact', artifact: source, log });
  if (!found.results) {
    log(`baseline: no bank of the base's runs to pool with today's (${found.info.description})`);
    return undefined;
  }
  const bank = await alignJudge(found, today.results, (cases) => score(scoring, cases, judge)).catch((err: Error) => {
    log(`baseline: the base's bank not pooled: ${err.message}`);
    return undefined;
  });
  if (!bank?.results) return undefined;
  const { max_runs: maxRuns } = p.config.confirm;
  const { min_effect: minEffect, detect } = p.config.gate;
  const { poolBank } = await afterRuns();
  const out = poolBank(today, { results: bank.results, sessions: bank.sessions ?? [] }, { maxRuns, minEffect, detect });
  if ('why' in out) {
    log(`baseline: the base's bank (${found.info.description}) not pooled with today's runs: ${out.why}`);
    return undefined;
  }
  log(`baseline: today's base runs pooled with ${out.added} banked run(s) of its commit (${found.info.description})`);
  return { results: out.results, sessions: out.sessions };
}

/**
 * An artifact or file baseline with at least twice the runs of a case the head's first round makes
 * (a bank: the base branch's pushes and scheduled runs of one commit), said for the log; else
 * undefined. Against fewer, head runs alone narrow the interval too little to pay for themselves.
 */
function bankOf(found: Baseline, p: Prepared): string | undefined {
  if (found.info.source !== 'artifact' && found.info.source !== 'file') return undefined;
  const base = found.results;
  if (!base) return undefined;
  const banked = p.cases.filter((c) => (base.cases.find((b) => b.name === c.name)?.runs.length ?? 0) >= 2 * c.repeat);
  if (!banked.length) return undefined;
  const most = Math.max(...banked.map((c) => base.cases.find((b) => b.name === c.name)!.runs.length));
  return `a bank of up to ${most} base run(s) a case for ${banked.length} case(s), its commit not runnable here`;
}

/** The commit of an artifact or file baseline, when it is in the head's history and can be run here. */
function runnableBase(found: Baseline, cwd: string): string | undefined {
  if (found.info.source !== 'artifact' && found.info.source !== 'file') return undefined;
  const sha = found.results?.git.sha;
  return sha && inHistory(sha, cwd) ? sha : undefined;
}

/**
 * A batch's directory under its look: batches of several cases run at once, each in its own (a
 * journal per directory). Readable, and distinct for names the slug would merge.
 */
const batchDirName = (names: string[]): string =>
  `case-${names
    .join(',')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .slice(0, 40)}-${hashOf(names).slice(0, 8)}`;

/** The scoring settings with the judge budget that `spent` left. */
function leftAfter(s: Scoring, spent: Results['usage']): Scoring {
  const { max_calls, max_cost_usd } = s.judge.budget;
  const budget = {
    ...(max_calls !== undefined ? { max_calls: Math.max(0, max_calls - spent.judgeCalls) } : {}),
    ...(max_cost_usd !== undefined ? { max_cost_usd: Math.max(0, max_cost_usd - spent.estimatedCostUsd) } : {}),
  };
  return { ...s, judge: { ...s.judge, budget } };
}

/**
 * What the looks after the first round judge: with a judge that costs, the evaluators that gate
 * (admitted, higher is better) and no others. failure_analysis and advisory evaluators are read on
 * the first round, every case's sample; later runs would only cost calls the verdict never reads.
 */
function forLooks(s: Scoring, judge: JudgeChoice, head: Results): { scoring: Scoring; note?: string } {
  if (judge.kind !== 'llm') return { scoring: s };
  const advisory = new Set(advisoryOf(head.judge.admission));
  const gated = s.evaluators.filter((e) => gatable(e.name) && !advisory.has(e.name));
  const left = s.evaluators.filter((e) => !gated.includes(e)).map((e) => e.name);
  if (!gated.length || !left.length) return { scoring: s };
  const gates = gated.map((e) => e.name).join(', ');
  const note = `${left.join(', ')} judged on the first round only (every case's first runs): the later looks judge what gates, ${gates}.`;
  return { scoring: { ...s, evaluators: gated }, note };
}

/** A batch of both sides judged at the same time, each side within the judge budget its earlier looks left. */
function scoreBatch(
  scoring: Scoring,
  judge: JudgeChoice,
  batch: { head: CollectedCase[]; base: CollectedCase[] },
  spent: Spent,
): Promise<{ head: Results; base: Results }> {
  return Promise.all([
    score(leftAfter(scoring, spent.head), batch.head, judge, { git: spent.headGit }),
    score(leftAfter(scoring, spent.base), batch.base, judge, { git: spent.baseGit }),
  ]).then(([head, base]) => ({ head, base }));
}

/**
 * Runs `runs` more of the named cases on both sides, at the same time (a batch of the sequential
 * decision); `end` where the base cannot be run here, which ends the looks, not the job.
 */
type Confirm = (
  cases: string[],
  runs: number,
  look: number,
) => Promise<{ head: CollectedCase[]; base: CollectedCase[] } | { end: string }>;

/** The first of each case x repeat (a run seen twice is counted by the evidence, scored once). */
/** The cases the verdict expects: this config's, and the base's that it dropped (missing evidence). */
function expectedCases(p: Prepared): { name: string; repeat: number }[] {
  const here = new Set(p.cases.map((c) => c.name));
  return [...p.cases, ...(p.expected ?? []).filter((c) => !here.has(c.name))];
}

/** The evidence, naming the base's cases this config dropped. */
function withDropped(p: Prepared, e: Evidence): Evidence {
  const here = new Set(p.cases.map((c) => c.name));
  const dropped = (p.expected ?? []).filter((c) => !here.has(c.name)).map((c) => c.name);
  return dropped.length ? { ...e, dropped } : e;
}

function firstOfEach(entries: JournalEntry[]): JournalEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(`${e.case}\u0000${e.repeat}`) && seen.add(`${e.case}\u0000${e.repeat}`));
}

/** The most runs a side one batch of the run job can hold (confirm.max_runs' own cap): more is not read. */
const MAX_BATCH_REPEAT = 500;

/** A look of the sequential decision made by the run job: the batch's runs of both sides. */
interface Batch {
  look: number;
  head: CollectedCase[];
  base: CollectedCase[];
}

/**
 * The run job's base runs and batches (it ran the base beside the head): the baseline, and the
 * looks to judge and test again. A batch where one side has fewer runs of a case than the other did
 * not reach this job whole: its runs are missing evidence.
 */
async function lookedAt(
  p: Prepared,
  looks: JournalLook[],
  redactor: Redactor,
  evidence: Evidence,
  sha: string,
): Promise<
  { sha: string; base: CollectedCase[]; batches: Batch[]; headOnly: { n: number; seen: number }[] } | undefined
> {
  const at = (side: 'head' | 'base', look: number) =>
    looks.filter((l) => l.side === side && l.look === look).flatMap((l) => l.entries);
  const cases = async (entries: JournalEntry[], of = p.cases) =>
    casesFromJournal(of, await redactor.redact(firstOfEach(entries))).filter((c) => c.runs.length);
  const base = await cases(at('base', 1));
  if (!base.length) return undefined;
  const numbers = [...new Set(looks.filter((l) => l.look >= 2).map((l) => l.look))].sort((a, b) => a - b);
  const batches: Batch[] = [];
  const headOnly: { n: number; seen: number }[] = [];
  for (const look of numbers) {
    const [headEntries, baseEntries] = [at('head', look), at('base', look)];
    // A batch holds as many runs a side as the run job decided (its repeats 1..n), not the first
    // round's count: n is the highest repeat either side holds, and a run one side lacks is missing.
    const size = (name: string) =>
      Math.max(0, ...[...headEntries, ...baseEntries].filter((e) => e.case === name).map((e) => e.repeat));
    const sized = p.cases.map((c) => ({ ...c, repeat: Math.min(size(c.name), MAX_BATCH_REPEAT) }));
    const batch = { look, head: await cases(headEntries, sized), base: await cases(baseEntries, sized) };
    for (const name of new Set([...batch.head, ...batch.base].map((c) => c.name))) {
      const n = sized.find((c) => c.name === name)!.repeat;
      const [h, b] = [batch.head, batch.base].map((side) => side.find((c) => c.name === name)?.runs.length ?? 0);
      // No base journal at all for the case: head runs against the base's bank, counted once the
      // bank is known to be there (headOnly); a base journal with fewer runs is missing evidence.
      if (!baseEntries.some((e) => e.case === name)) {
        headOnly.push({ n, seen: h });
        continue;
      }
      evidence.expected += n;
      evidence.seen += Math.min(h, b);
      evidence.missing += n - Math.min(h, b);
      if (n > Math.min(h, b)) evidence.reason ??= `look ${look} of the run job did not arrive whole (${name})`;
    }
    batches.push(batch);
  }
  return { sha, base, batches, headOnly };
}

/**
 * The prepared config and the collected runs cut to the base's caps: the cases judged (the base's
 * and gate.max_new_cases new ones), each look's runs within confirm.max_runs a side and
 * confirm.max_extra_runs; `over` counts what was cut.
 */
function capToBase(
  p: Prepared,
  entries: JournalEntry[],
  looks: JournalLook[],
): { p: Prepared; entries: JournalEntry[]; looks: JournalLook[]; over: OverCaps } {
  const { judged, over: cases } = casesToJudge(p.cases, p.expected, p.config.gate.max_new_cases);
  const kept = { ...p, cases: p.cases.filter((c) => judged.has(c.name)) };
  const caps = judgeCaps(p.config, expectedCases(kept).length);
  const firstRound = new Map(expectedCases(kept).map((c) => [c.name, c.repeat]));
  const first = entries.filter((e) => judged.has(e.case));
  const later = capLooks(looks, firstRound, judged, caps);
  const runs = entries.length - first.length + later.over;
  return { p: kept, entries: first, looks: later.looks, over: { runs, cases, why: later.why } };
}

/** Scores runs collected by other jobs (a fork's run, the shards of a matrix): no agent is run here. */
export async function scoreJournals(
  opts: PipelineOptions,
  entries: JournalEntry[],
  looks: JournalLook[] = [],
): Promise<PipelineResult> {
  const full = await prepare(opts.configPath, opts.overrides, opts.guard);
  const log = opts.log ?? (() => {});
  const scoring = scoringOf(full.config);
  const judge = await judgeFor(scoring, opts.warn ?? log);
  // Runs collected by another job are untrusted data (a fork's, say): redacted like the runner's own.
  const { Redactor } = await import('./trace/redact.js');
  const redactor = new Redactor(full.config.redact, process.env, givenValues(full.config.agent));
  // Judged: at most what the base's config allows (its cases and a few new ones, its run caps); the
  // rest of the upload is counted and not judged (results/judge-caps.ts).
  const capped = capToBase(full, entries, looks);
  const p = capped.p;
  // Every run the config expects, of every shard, against what the journals hold: the first of a
  // run seen twice is scored, the duplicates counted; nothing is dropped silently.
  const evidence = withDropped(
    p,
    countEvidence(expectedRuns(expectedCases(p), { shards: opts.shards }), capped.entries, opts.shards),
  );
  const unique = await redactor.redact(firstOfEach(capped.entries));
  const ran = opts.baseRef ? await lookedAt(p, capped.looks, redactor, evidence, opts.baseRef) : undefined;
  if (capped.over.runs) {
    evidence.overCaps = capped.over;
    log(`warning: ${overCapsText(capped.over)}`);
  }
  const outcome: RunnerOutcome & { evidence: Evidence } = {
    cases: casesFromJournal(p.cases, unique),
    runSeed: unique[0]?.runSeed ?? p.runSeed,
    journal: '',
    receiver: { requests: 0, spans: 0, rejected: 0, bytes: 0, dropped: 0, problems: [] },
    resumed: 0,
    cancelled: 0,
    redacted: redactor.summary(),
    evidence,
  };
  const problem = evidenceProblem(evidence);
  if (problem) log(`warning: ${problem}`);
  if (ran) {
    // The run job ran the base beside the head: that is the baseline, judged here like the head.
    const { sha } = ran;
    const problem = baseRunsProblem(ran.base);
    if (problem) return finish(p, scoring, opts, outcome, unrunBaseline(sha, problem), judge);
    const today = {
      results: await score(scoring, ran.base, judge, { git: { sha, ref: 'base' } }),
      sessions: sessionsOf(ran.base),
    };
    // Looks of head runs alone: the run job pooled the base's runs with its bank. The bank comes
    // from the base branch's artifact, read here (not from the run job's upload); without it those
    // runs have no base to be compared with and are missing evidence.
    const pooled =
      ran.headOnly.length && opts.artifact
        ? await pooledWithBank(opts.artifact, today, p, scoring, judge, log)
        : undefined;
    for (const { n, seen } of ran.headOnly) {
      evidence.expected += n;
      evidence.seen += pooled ? seen : 0;
      evidence.missing += n - (pooled ? seen : 0);
    }
    if (ran.headOnly.length && !pooled)
      evidence.reason ??=
        "the run job's looks added head runs against the base's bank of runs, which this job could not read and pool";
    const { results, sessions } = pooled ?? today;
    const banked = pooled ? ", pooled with its commit's bank of runs" : '';
    const looked = ran.batches.length ? `, ${ran.batches.length} more look(s) decided there on offline scores` : '';
    const found: Baseline = {
      results,
      sessions,
      info: {
        source: 'rerun',
        sha,
        createdAt: results.createdAt,
        description: `base commit run beside the head in the run job, same seeds${banked}${looked}`,
      },
    };
    return finish(p, scoring, opts, outcome, found, judge, { batches: ran.batches });
  }
  // Without the agent here the base cannot be run again: it comes from an artifact or a file.
  const found = await resolveBaseline({
    mode: p.config.baseline,
    file: p.config.baseline_file,
    artifact: opts.artifact,
    log,
  });
  return finish(p, scoring, opts, outcome, found, judge);
}

/**
 * The estimate before judging covers what follows the head's first round: in a rerun, the base and
 * the range of runs the batches may add; in the report job, the base and the run job's looks.
 */
async function logMoreJudging(
  log: (line: string) => void,
  head: Results,
  firstRound: { calls: number; costUsd?: number } | undefined,
  judged: number,
  config: Config,
  cases: CollectedCase[],
  rerun: boolean,
  batches: Batch[] | undefined,
  found: Baseline,
  scoring: Scoring,
  judge: JudgeChoice,
): Promise<void> {
  const e = head.usage.estimate;
  if (!e || !firstRound || !judged) return;
  const { moreOf, moreText, batchCap } = await afterRuns();
  if (rerun) {
    const cap = batchCap(
      config.confirm,
      cases.map((c) => c.runs.length),
    );
    const more = moreOf(firstRound, judged, cap);
    e.more = { what: `the batches, at most (0 to ${cap} runs)`, ...more };
    log(
      `judge estimate of the rest: the base's first round about as much again; the sequential decision's batches add 0 to ${cap} run(s), both sides (confirm.max_extra_runs ${extraRunsCap(config.confirm, cases.length)}, confirm.max_runs ${config.confirm.max_runs}): up to ${moreText(more)} more`,
    );
  } else if (batches?.length && judge.kind === 'llm') {
    // The report job has every run's session: the estimate reads them, each transcript once (the
    // looks' runs for the evaluators that gate), from the fewest calls to one a run.
    const asked = new Set<string>();
    const { estimateJudging } = await afterRuns();
    const { prices } = scoring.judge;
    const estimate = (of: CollectedCase[], evaluators: Scoring['evaluators']) =>
      estimateJudging(
        of.map((c) => ({ ...c, runs: c.runs.length, sessions: c.runs.flatMap((r) => (r.session ? [r.session] : [])) })),
        evaluators,
        judge.judge.model,
        { prices, tokenBudget: scoring.tokenBudget, outputTokensPerCall: scoring.outputTokensPerCall, asked },
      );
    estimate(cases, scoring.evaluators);
    const base = found.results
      ? estimate(casesFromResults(found.results, found.sessions ?? []), scoring.evaluators)
      : undefined;
    const ofLooks = batches.flatMap((b) => [...b.head, ...b.base]);
    const looked = estimate(ofLooks, forLooks(scoring, judge, head).scoring.evaluators);
    const runs =
      ofLooks.reduce((n, c) => n + c.runs.length, 0) +
      (found.results?.cases.reduce((n, c) => n + c.runs.length, 0) ?? 0);
    const calls = looked.calls + (base?.calls ?? 0);
    const costUsd = looked.costUsd !== undefined ? looked.costUsd + (base?.costUsd ?? 0) : undefined;
    const more = { runs, calls, ...(costUsd !== undefined ? { costUsd: Math.round(costUsd * 10000) / 10000 } : {}) };
    e.more = { what: `the base and the run job's ${batches.length} look(s)`, ...more };
    const everyRun = looked.everyRun + (base?.everyRun ?? 0);
    log(
      `judge estimate of the rest: the base and the run job's ${batches.length} look(s), ${runs} run(s): ${moreText(more)} more (${everyRun} if no transcript recurred)`,
    );
  }
}

/** How the sequential decision goes on after the first round (none: the first round is the last look). */
interface Looks {
  /** Runs more of the undecided cases, here. */
  confirm?: Confirm;
  /** The batches add head runs alone (against a bank of the base's runs). */
  headOnly?: boolean;
  /** The looks the run job made, to judge and test again here. */
  batches?: Batch[];
}

/** Score the head, align the baseline's judge, compare, gate, render, write. */
async function finish(
  p: Prepared,
  scoring: Scoring,
  opts: PipelineOptions,
  outcome: RunnerOutcome & { evidence: Evidence },
  found: Baseline,
  judge: JudgeChoice,
  looks: Looks = {},
): Promise<PipelineResult> {
  const log = opts.log ?? (() => {});
  const results = await scoreHead(p, scoring, opts, outcome, found, judge, looks);
  const baseline = await alignJudge(found, results, (cases) => {
    log('baseline: judged by another judge or prompt version: judging its sessions again');
    return score(scoring, cases, judge);
  });
  if (baseline.results) checkOverlap(baseline.results, results);
  const was = found.results?.judge;
  if (baseline.info.rejudged && was) results.judge.baseJudge = judgeWords(was, results.judge);
  const decided = await decide(p, scoring, opts, judge, looks, {
    head: results,
    base: baseline.results,
    sessions: sessionsOf(outcome.cases),
  });
  const { head, base, comparison, sessions } = decided;
  const gate = opts.acceptances?.length
    ? applyAcceptances(decided.gate, comparison, opts.acceptances, head.git?.sha)
    : decided.gate;
  const { renderReport, renderComment, renderHtmlReport } = await afterRuns();
  const reportInput = {
    head,
    base,
    comparison,
    gate,
    baseline: baseline.info,
    sessions: new Map(sessions.map((s) => [s.sessionId, s])),
    configId: p.config.id,
    runUrl: opts.runUrl,
    htmlArtifact: opts.htmlArtifact,
    declaredTools: Object.keys(p.config.tools),
  };
  const report = renderReport(reportInput);
  const html = renderHtmlReport({
    ...reportInput,
    baseSessions: baseline.sessions ? new Map(baseline.sessions.map((s) => [s.sessionId, s])) : undefined,
  });
  const comment = renderComment(reportInput);
  const written = await writeOutputs(opts.outDir, head, sessions, { report, comment, html });
  return {
    config: { ...p.config, judge: scoring.judge },
    outcome,
    results: head,
    sessions,
    baseline: { ...baseline, results: base },
    comparison,
    gate,
    report,
    comment,
    paths: { ...written, journal: outcome.journal },
  };
}

/** A judge by what differs from another: "openai gpt-4o" or "heuristic (failure_communication heuristic/13)". */
function judgeWords(was: Results['judge'], now: Results['judge']): string {
  const prompts = Object.entries(was.promptVersions ?? {})
    .filter(([ev, v]) => now.promptVersions?.[ev] !== undefined && now.promptVersions[ev] !== v)
    .map(([ev, v]) => `${ev} ${v}`);
  const name = was.model === was.provider ? was.provider : `${was.provider} ${was.model}`;
  return `${name}${prompts.length ? ` (${prompts.join(', ')})` : ''}`;
}

/** The head's first round scored, with the notes the report needs about how it was run and judged. */
async function scoreHead(
  p: Prepared,
  scoring: Scoring,
  opts: PipelineOptions,
  outcome: RunnerOutcome & { evidence: Evidence },
  found: Baseline,
  judge: JudgeChoice,
  looks: Looks,
): Promise<Results> {
  const log = opts.log ?? (() => {});
  const total = outcome.cases.reduce((n, c) => n + c.runs.filter((r) => r.session).length, 0);
  const which =
    judge.kind === 'heuristic' ? ' (offline, a rough stand-in for an LLM judge)' : ` ${scoring.judge.model}`;
  log(`scoring ${total} session(s) with the ${scoring.judge.provider} judge${which}`);
  // The base's own judging says how long this judge's answers are (same model: same habits).
  const baseUsage = found.results?.usage;
  if (baseUsage?.judgeCalls && found.results?.judge.model === scoring.judge.model)
    scoring.outputTokensPerCall = baseUsage.outputTokens / baseUsage.judgeCalls;
  const results = await score(scoring, outcome.cases, judge, {
    git: opts.git ?? (await gitInfo(p.baseDir)),
    onScored: opts.onScored,
    log,
  });
  results.evidence = outcome.evidence;
  // The first round's estimate before the controls and a measured certificate add their calls to it.
  const firstRound = results.usage.estimate && { ...results.usage.estimate };
  if (p.config.id) results.configId = p.config.id;
  const notes = [...p.notes, ...(results.notes ?? [])];
  if (p.config.judge.provider === 'bedrock' && scoring.judge.provider === 'heuristic')
    notes.push(
      onGitHub()
        ? "Scored by the offline heuristic judge: this job had no AWS credentials for the Bedrock judge (a fork's pull request gets none), and judge.fallback is heuristic."
        : 'Scored by the offline heuristic judge: this run had no AWS credentials for the Bedrock judge, and judge.fallback is heuristic.',
    );
  const agreement = await measuredAgreement(scoring, judge);
  if (agreement) results.judge.calibration = agreement;
  await checkJudge(results, scoring, judge, log);
  await admitHeadJudge(results, p, scoring, judge, log);
  const rerun = looks.confirm !== undefined;
  await logMoreJudging(
    log,
    results,
    firstRound,
    total,
    p.config,
    outcome.cases,
    rerun,
    looks.batches,
    found,
    scoring,
    judge,
  );
  if (outcome.cancelled)
    notes.push(
      `The job was cancelled: ${outcome.cancelled} run(s) did not run; the scores cover the runs that finished.`,
    );
  if (outcome.redacted) notes.push(outcome.redacted);
  if (notes.length) results.notes = notes;
  return results;
}

/**
 * The judge checked where it gates: planted controls (evaluators/controls.ts), judged like the head's
 * sessions and counted in its usage. The gate does not pass on a judge that missed one.
 */
async function checkJudge(results: Results, scoring: Scoring, judge: JudgeChoice, log: (line: string) => void) {
  const { judgeControls } = await import('./evaluators/controls.js');
  const { controlsText } = await import('./evaluators/control-outcome.js');
  const { outcome, usage } = await judgeControls(packageRoot(), {
    judge,
    concurrency: scoring.judge.concurrency,
    deadlineMs: scoring.judge.deadline,
    prices: scoring.judge.prices,
    tokenBudget: scoring.tokenBudget,
  });
  results.judge.controls = outcome;
  // The estimate said what judging the runs would take; the controls are one call each beside it.
  addUsage(results, usage, judge.kind === 'llm' ? outcome.planted.length : 0);
  log(`judge controls: ${controlsText(outcome)}`);
}

/** Judging beside the runs' (controls, a measured certificate) counted in the results' usage and estimate. */
function addUsage(results: Results, usage: Usage, estimatedCalls: number) {
  const u = results.usage;
  if (u.estimate) u.estimate.calls += estimatedCalls;
  u.judgeCalls += usage.judgeCalls;
  u.inputTokens += usage.inputTokens;
  u.outputTokens += usage.outputTokens;
  u.estimatedCostUsd = Math.round((u.estimatedCostUsd + usage.estimatedCostUsd) * 10000) / 10000;
}

/**
 * The judge admitted, evaluator by evaluator (evaluators/admit-judge.ts): a certificate the config
 * names is read at the base commit where a guard can (a pull request's checkout could forge one).
 */
async function admitHeadJudge(
  results: Results,
  p: Prepared,
  scoring: Scoring,
  judge: JudgeChoice,
  log: (line: string) => void,
) {
  const { admitJudge } = await import('./evaluators/admit-judge.js');
  const { admissionLine, admissionText } = await import('./evaluators/admission.js');
  // The checks no judge reads need no admission: they read the trace, not the agent's words.
  const gated = scoring.evaluators.map((e) => e.name).filter((e) => gatable(e) && !isOracle(e));
  const { admission, usage } = await admitJudge({
    root: packageRoot(),
    judge,
    concurrency: scoring.judge.concurrency,
    deadlineMs: scoring.judge.deadline,
    prices: scoring.judge.prices,
    tokenBudget: scoring.tokenBudget,
    identity: results.judge,
    gated,
    admission: scoring.judge.admission,
    read: async (path) => {
      const full = resolve(p.baseDir, path);
      if (!p.readAtBase) return { text: await readFile(full, 'utf8'), where: path };
      // The pull request's own copy is never read: it could carry a forged certificate.
      const atBase = await p.readAtBase(full);
      if (!atBase) throw new Error('not found at the base commit (commit it to the base branch first)');
      return atBase;
    },
  });
  results.judge.admission = admission;
  if (usage) addUsage(results, usage, judge.kind === 'llm' ? usage.judgeCalls : 0);
  log(`judge admission: ${admissionText(admission, results.judge) ?? admissionLine(admission)}`);
}

/** The note of what the looks judged, on a head that had looks after the first round. */
function withLooksNote<T extends { head: Results }>(d: T, note?: string): T {
  if (!note || !d.head.cases.some((c) => c.runs.some((r) => (r.round ?? 1) > 1))) return d;
  return { ...d, head: { ...d.head, notes: [...(d.head.notes ?? []), note] } };
}

interface Decided {
  head: Results;
  base?: Results;
  comparison?: Comparison;
  gate: GateOutcome;
  /** The head's sessions of every look. */
  sessions: Session[];
}

/**
 * The verdict: looks made here (more runs of the undecided cases until each is decided or the
 * budget is spent), the run job's looks judged again and tested at those looks, or the first round
 * alone.
 */
async function decide(
  p: Prepared,
  scoring: Scoring,
  opts: PipelineOptions,
  judge: JudgeChoice,
  looks: Looks,
  first: { head: Results; base?: Results; sessions: Session[] },
): Promise<Decided> {
  const { sequentialGate } = await afterRuns();
  const thresholds = evaluatorThresholds(p.config);
  const { head, base } = first;
  let sessions = first.sessions;
  const { confirm } = looks;
  const judged = forLooks(scoring, judge, head);
  if (confirm && base && !opts.signal?.aborted) {
    // Each side's judge budget covers every look: a batch gets what the earlier ones left.
    const decided = await sequentialGate({
      policy: p.config.gate,
      thresholds,
      head,
      base,
      confirm: p.config.confirm,
      log: opts.log ?? (() => {}),
      signal: opts.signal,
      headOnly: looks.headOnly ?? false,
      more: async (cases, runs, look, spent) => {
        const batch = await confirm(cases, runs, look);
        if ('end' in batch) return batch;
        sessions = [...sessions, ...sessionsOf(batch.head)];
        return scoreBatch(judged.scoring, judge, batch, spent);
      },
    });
    return { ...withLooksNote(decided, judged.note), sessions };
  }
  if (looks.batches && base) return replayLooks(p, judge, looks.batches, first, judged);
  return { head, base, sessions, ...(await compareAndGate(p.config.gate, thresholds, head, base)) };
}

/**
 * The looks the run job made, judged here with this job's judge and tested at those looks: the
 * last spends what is left of each cell's alpha (docs/statistics.md: why the error rate holds).
 */
async function replayLooks(
  p: Prepared,
  judge: JudgeChoice,
  batches: Batch[],
  first: { head: Results; base?: Results; sessions: Session[] },
  judged: ReturnType<typeof forLooks>,
): Promise<Decided> {
  const { appendRound } = await afterRuns();
  let { head, base, sessions } = first;
  let added = 0;
  for (const b of batches) {
    sessions = [...sessions, ...sessionsOf(b.head)];
    const spent = { head: head.usage, base: base!.usage, headGit: head.git, baseGit: base!.git };
    const scored = await scoreBatch(judged.scoring, judge, b, spent);
    head = appendRound(head, scored.head, b.look);
    base = appendRound(base!, scored.base, b.look);
    added += [...b.head, ...b.base].reduce((n, c) => n + c.runs.length, 0);
  }
  if (batches.length) {
    const how = batches.every((b) => !b.base.length)
      ? "head runs against the base's runs pooled with its bank"
      : 'head and base at the same time';
    const note = `Sequential decision: the run job made ${batches.length} more look(s) after the first round on offline scores, ${added} run(s) added in all (${how}); every run judged here by ${judgeLabel(judge).model}.`;
    head = { ...head, notes: [...(head.notes ?? []), note, ...(judged.note ? [judged.note] : [])] };
  }
  // The run job stopped cases on the heuristic's reading: another judge here may read some runs apart.
  const reread = judge.kind === 'heuristic' ? undefined : await readingGapOf(head);
  const sequential = { maxRuns: p.config.confirm.max_runs, final: true, reread };
  const thresholds = evaluatorThresholds(p.config);
  return { head, base, sessions, ...(await compareAndGate(p.config.gate, thresholds, head, base, sequential)) };
}
