// The main job as stages that the CLI commands and the action compose: prepare (config + overrides),
// collect (run the agent), score (evaluators -> results.json), baseline (every mode, in
// results/baseline.ts), compare and gate, render, write. runPipeline and scoreJournals are the two
// compositions both shells share; each stage is a file of this folder, in the order data flows
// (docs/architecture.md). Nothing here knows about GitHub: the action hands in an ArtifactSource and
// prints the runner's progress events its own way.
import { type Evidence, countEvidence, evidenceProblem, expectedRuns } from '../results/evidence.js';
import { type Baseline, baseRunsProblem, resolveBaseline, unrunBaseline } from '../results/baseline.js';
import { overCapsText } from '../results/judge-caps.js';
import type { Results } from '../results/schema.js';
import { givenValues } from '../runner/environment.js';
import { type JournalLook, casesFromJournal } from '../runner/journal.js';
import type { JournalEntry, RunEvent, RunnerOutcome } from '../runner/types.js';
import { gitInfo } from '../util/git.js';
import { packageRoot } from '../util/package-root.js';
import { pooledWithBank } from './bank.js';
import { BaseRuns } from './base-runs.js';
import { capToBase, firstOfEach, lookedAt } from './journal.js';
import { looksOf, rerunBothSides } from './looks.js';
import { type PipelineOptions, type PipelineResult, afterRuns, judgeFor, resultsStore, scoringOf } from './options.js';
import { finish } from './outputs.js';
import {
  type Job,
  collect,
  expectedCases,
  firstRoundEvidence,
  prepare,
  sessionsOf,
  withBaseRef,
  withDropped,
} from './prepare.js';
import { score } from './scoring.js';

export type { ConfigGuard, ConfigGuardResult, PipelineOptions, PipelineResult, Prepared, Scoring } from './options.js';
export { judgeFor, scoringOf } from './options.js';
export { collect, prepare } from './prepare.js';
export { agreementOf, measuredAgreement } from './agreement.js';
export { score } from './scoring.js';
export { compareAndGate } from './decision.js';
export { writeOutputs } from './outputs.js';

/** The whole job: run the agent (and the base alongside it in rerun mode), score, compare, gate, report. */
export async function runPipeline(opts: PipelineOptions): Promise<PipelineResult> {
  const p = await prepare(opts.configPath, opts.overrides, opts.guard);
  const log = opts.log ?? (() => {});
  log(`tier: ${p.tier.tier} (${p.tier.why})`);
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
  // The planted controls' labelled sets are read then too: the main thread is idle while agents run.
  const onStarted = () =>
    void Promise.all([afterRuns(), resultsStore()])
      .then(([m]) => m.warmControls(packageRoot()))
      .catch(() => {});
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

/** Scores runs collected by other jobs (a fork's run, the shards of a matrix): no agent is run here. */
export async function scoreJournals(
  opts: PipelineOptions,
  entries: JournalEntry[],
  looks: JournalLook[] = [],
): Promise<PipelineResult> {
  const full = await prepare(opts.configPath, opts.overrides, opts.guard);
  const log = opts.log ?? (() => {});
  log(`tier: ${full.tier.tier} (${full.tier.why})`);
  const scoring = scoringOf(full.config);
  const judge = await judgeFor(scoring, opts.warn ?? log);
  // Runs collected by another job are untrusted data (a fork's, say): redacted like the runner's own.
  const { Redactor } = await import('../trace/redact.js');
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
