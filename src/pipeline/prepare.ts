// Preparing a job: the config read with its overrides, the head's runs collected, and what the job
// expected to see.
import { basename, dirname, resolve } from 'node:path';
import { expandCases } from '../config/expand.js';
import { loadConfig } from '../config/load.js';
import { type Overrides, applyOverrides } from '../config/overrides.js';
import { chooseTier } from '../config/tier.js';
import type { JudgeChoice } from '../judge/judge.js';
import { type Evidence, countEvidence, expectedRuns } from '../results/evidence.js';
import { runCases } from '../runner/run-cases.js';
import type { CollectedCase, RunnerOutcome, Shard } from '../runner/types.js';
import { defaultBaseRef } from '../util/git.js';
import type { Limiter } from '../util/limit.js';
import type { ConfigGuard, PipelineOptions, Prepared, Scoring } from './options.js';

/** The config with the overrides laid over it, its cases expanded, and the run seed. */
export async function prepare(configPath: string, overrides?: Overrides, guard?: ConfigGuard): Promise<Prepared> {
  const guarded: ReturnType<ConfigGuard> = guard
    ? guard(await loadConfig(configPath))
    : { config: await loadConfig(configPath), notes: [] };
  const set = applyOverrides(guarded.config, overrides);
  // The smoke tier is the first round alone: no look adds runs (the gate then decides what it can).
  const tier = chooseTier(set.tier, overrides?.tierEvent);
  const config = tier.tier === 'smoke' ? { ...set, confirm: { ...set.confirm, runs: 0 } } : set;
  // agent.workdir is relative to the config's directory, or to the repository root for a config in
  // .github/: the same whatever directory agent-chaos is started from.
  const configDir = dirname(resolve(configPath));
  const baseDir = basename(configDir) === '.github' ? dirname(configDir) : configDir;
  return {
    config,
    tier,
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

export const sessionsOf = (cases: CollectedCase[]) =>
  cases.flatMap((c) => c.runs.flatMap((r) => (r.session ? [r.session] : [])));

/** What the stages of one job share: the prepared config, the options, the judge, how the head runs. */
export interface Job {
  p: Prepared;
  opts: PipelineOptions;
  log: (line: string) => void;
  scoring: Scoring;
  judge: JudgeChoice;
  /** The head's runs: collect's options. */
  run: Parameters<typeof collect>[1];
}

/** A rerun baseline with nothing to rerun would compare with nothing: find the base, or refuse. */
export function withBaseRef(opts: PipelineOptions, p: Prepared, log: (line: string) => void): PipelineOptions {
  if (p.config.baseline !== 'rerun' || opts.baseRef) return opts;
  const baseRef = defaultBaseRef(p.baseDir);
  if (!baseRef)
    throw new Error(
      'baseline rerun needs the base commit: give --base-ref <commit> (no GITHUB_BASE_REF, and no origin/HEAD to default to)',
    );
  log(`baseline: rerun of ${baseRef} (the base branch; --base-ref chooses another)`);
  return { ...opts, baseRef };
}

/** The first round's evidence: what the verdict expects against the runs seen, stopped or never started. */
export function firstRoundEvidence(p: Prepared, outcome: RunnerOutcome, shard?: Shard): Evidence {
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

/** The first of each case x repeat (a run seen twice is counted by the evidence, scored once). */
/** The cases the verdict expects: this config's, and the base's that it dropped (missing evidence). */
export function expectedCases(p: Prepared): { name: string; repeat: number }[] {
  const here = new Set(p.cases.map((c) => c.name));
  return [...p.cases, ...(p.expected ?? []).filter((c) => !here.has(c.name))];
}

/** The evidence, naming the base's cases this config dropped. */
export function withDropped(p: Prepared, e: Evidence): Evidence {
  const here = new Set(p.cases.map((c) => c.name));
  const dropped = (p.expected ?? []).filter((c) => !here.has(c.name)).map((c) => c.name);
  return dropped.length ? { ...e, dropped } : e;
}
