// The modes after the inputs are read: collect the runs only (for a later job), or score runs
// collected by earlier jobs.

import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Overrides } from '../config/overrides.js';
import {
  type PipelineOptions,
  type Prepared,
  collect,
  prepare,
  runPipeline,
  scoreJournals,
} from '../pipeline/index.js';
import { JOURNAL_FILE } from '../runner/journal.js';
import { parseShard } from '../runner/shard.js';
import type { Shard } from '../runner/types.js';
import { git } from '../util/git.js';
import { logLine } from '../util/text.js';
import { readCollected } from './collected.js';
import { downloadRunArtifacts } from './github/artifact.js';
import { pullRequestOfRun } from './github/pull-request.js';
import { acceptancesOf, baseConfigGuard } from './base-config.js';
import { type Job, type PR, pipelineOptions, tempDir } from './job.js';
import { publish } from './publish.js';

/**
 * Can this collecting job run the base commit beside the head and make the sequential decision's
 * looks? One shard, a pull request, a baseline that may be a rerun, and the base commit in the
 * checkout (fetch-depth: 0). Otherwise why not, for the log.
 */
function baseHere(job: Job, p: Prepared, shard: Shard | undefined): { sha: string } | { why: string } {
  const sha = job.ctx.pullRequest?.baseSha;
  if (!sha) return { why: 'not a pull request' };
  if (shard && shard.count > 1) return { why: `sharded (${shard.count} shards): each shard runs its first round only` };
  if (p.config.baseline !== 'auto' && p.config.baseline !== 'rerun') return { why: `baseline is ${p.config.baseline}` };
  try {
    git(['cat-file', '-e', `${sha}^{commit}`], p.baseDir);
    return { sha };
  } catch {
    return {
      why: `the base commit ${sha.slice(0, 7)} is not in the checkout: give actions/checkout fetch-depth: 0 so that this job can run the base and add runs where the first round cannot decide`,
    };
  }
}

/** Every journal.jsonl under the output directory: the first round's and each look's, head and base. */
function journalsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => basename(f) === JOURNAL_FILE)
    .map((f) => join(dir, f));
}

/**
 * Run mode with no judge here (a fork's run, a shard, the run job of the two-job workflow): the runs
 * go to an artifact for a later step. Where the base can run here, it runs beside the head and the
 * sequential decision is made on offline (heuristic) scores: undecided cases get batches of both
 * sides, as in a rerun. The report job judges every run again with its judge and tests at the looks made.
 */
export async function collectOnly(job: Job, opts: PipelineOptions): Promise<void> {
  const { deps, inputs, ctx } = job;
  const shard = inputs.shard ? parseShard(inputs.shard) : undefined;
  const seed = shard && ctx.runId ? ctx.runId : undefined;
  const p = await prepare(opts.configPath, { ...opts.overrides, seed });
  const name = shard
    ? `${inputs.artifactName}-shard-${shard.index}-of-${shard.count}`
    : `${inputs.artifactName}-sessions`;
  const here = baseHere(job, p, shard);
  let journals: string[];
  let runs: number;
  if ('sha' in here) {
    deps.core.info(
      `agent-chaos: running the base ${here.sha.slice(0, 7)} beside the head; the looks are decided on offline scores, the report job judges`,
    );
    const overrides: Overrides = { ...opts.overrides, seed, baseline: 'rerun', judge: { provider: 'heuristic' } };
    // The base branch's artifact, where it holds this commit's bank of runs, is pooled with today's
    // base runs: the looks then add head runs alone (the report job reads the same bank itself).
    const result = await runPipeline({
      ...opts,
      overrides,
      baseRef: here.sha,
      artifact: undefined,
      bank: opts.artifact,
    });
    journals = journalsUnder(opts.outDir);
    runs = result.results.cases.reduce((n, c) => n + c.runs.length, 0);
    deps.core.info(`agent-chaos: offline verdict (the report job decides): ${result.gate.verdict}`);
  } else {
    deps.core.info(`agent-chaos: the head runs alone (${here.why})`);
    const outcome = await collect(p, { ...opts, shard });
    journals = [outcome.journal];
    runs = outcome.cases.reduce((n, c) => n + c.runs.length, 0);
  }
  // A shard whose runs do not reach the report job is missing evidence: its own job fails, and the report job counts the runs as missing.
  const id = await deps.upload(journals, opts.outDir, name).catch((err: Error) => {
    throw new Error(`the runs were not uploaded as "${name}": ${err.message}`);
  });
  deps.core.info(`agent-chaos: collected ${runs} run(s) without judging them${id ? `; uploaded as "${name}"` : ''}`);
  deps.core.setOutput('journal', join(opts.outDir, JOURNAL_FILE));
  deps.core.setOutput('verdict', 'inconclusive');
}

/** Evaluate and report modes: score runs that other jobs collected. */
export async function scoreCollected(job: Job, signal: AbortSignal, onPullRequest: (pr: PR) => void): Promise<void> {
  const { deps, inputs, ctx, octokit, workdir } = job;
  let dir = inputs.artifactsPath ? resolve(workdir, inputs.artifactsPath) : undefined;
  // Evaluate scores another workflow's runs (its workflow_run event); report, this run's shards.
  const evaluate = inputs.mode === 'evaluate';
  const runId = evaluate ? ctx.triggeringRunId : ctx.runId;
  const prefix = evaluate ? `${inputs.artifactName}-sessions` : `${inputs.artifactName}-shard-`;
  if (!dir) {
    if (!octokit || !runId) {
      const source = evaluate ? 'a workflow_run event' : 'GITHUB_RUN_ID';
      throw new Error(
        `mode ${inputs.mode} needs the collected runs: give artifacts-path, or a github-token and ${source}`,
      );
    }
    dir = tempDir('agent-chaos-collected-');
    const got = await downloadRunArtifacts({
      octokit,
      token: inputs.token,
      owner: ctx.owner,
      repo: ctx.repo,
      runId,
      prefix,
      dir,
      warn: (l) => deps.core.warning(`agent-chaos: ${logLine(l)}`),
    });
    deps.core.info(`agent-chaos: downloaded ${got.length} artifact(s) "${prefix}*" of run ${runId}`);
  }
  const collected = await readCollected(dir);
  for (const problem of collected.problems.slice(0, 20)) deps.core.warning(`agent-chaos: ${problem}`);
  if (!collected.entries.length)
    throw new Error(
      inputs.artifactsPath
        ? `no collected runs (journal.jsonl) under ${inputs.artifactsPath}`
        : `no collected runs: run ${runId} has no "${prefix}*" artifact with a journal.jsonl: the job that runs the agent did not upload its runs (see its log: it failed, or was skipped)`,
    );
  const more = collected.looks.reduce((n, l) => n + l.entries.length, 0);
  const looks = more ? `, and ${more} run(s) of the base and the later looks that the run job made` : '';
  deps.core.info(
    `agent-chaos: scoring ${collected.entries.length} run(s) from ${collected.journals} journal(s)${looks}`,
  );
  // Evaluate: the pull request is the one whose head is the triggering run's head commit, asked of
  // GitHub. Report (the shards of this very run): this run's own event.
  let pr = ctx.pullRequest;
  if (inputs.mode === 'evaluate') {
    pr = octokit && ctx.workflowRun ? await pullRequestOfRun(octokit, ctx.owner, ctx.repo, ctx.workflowRun) : undefined;
    if (!pr)
      deps.core.warning(
        `agent-chaos: no open pull request has head ${ctx.workflowRun?.headSha ?? '(no workflow_run event)'}: the result goes to the job summary only`,
      );
  }
  if (pr) onPullRequest(pr);
  const result = await scoreJournals(
    {
      ...pipelineOptions(job, pr, signal),
      shards: collected.shards,
      guard: await baseConfigGuard(job, pr),
      acceptances: await acceptancesOf(job, pr),
    },
    collected.entries,
    collected.looks,
  );
  await publish(job, result, pr);
}
