// The looks in one job: both sides run again, batch after batch, where the first round could not
// decide.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Baseline, type RerunSource, baseRunsProblem } from '../results/baseline.js';
import type { RunnerOutcome } from '../runner/types.js';
import { Limiter } from '../util/limit.js';
import { pooledWithBank } from './bank.js';
import { type BaseRuns, bankOf, runnableBase, setUpOnly } from './base-runs.js';
import { type Confirm, batchDirName } from './journal.js';
import { type Prepared, writeResults } from './options.js';
import { type Job, collect, sessionsOf } from './prepare.js';
import { score } from './scoring.js';

/**
 * The rerun baseline: base and head at the same time, half the concurrency each, same run seed, so
 * drift hits both alike; today's base runs pooled with the base commit's bank where one is given
 * (the batches then add head runs only).
 */
export function rerunBothSides(
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
      // Awaited once the base is in; a head that fails first (its setup) must not crash the process meanwhile.
      state.head.catch(() => {});
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
export function looksOf(
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
