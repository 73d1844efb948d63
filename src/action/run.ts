// The action: read inputs and the event, then by mode:
//   run       run the agent, score, compare, report (or, with judge none or a shard, only collect
//             the runs and upload them for a later step);
//   evaluate  score runs collected by another workflow (a fork's pull request, via workflow_run);
//   report    score the runs of every shard of this workflow run, once.
// Then: job summary, sticky PR comment, outputs, the baseline artifact on pushes to the default
// branch, and a failed step when the gate blocks. Every error becomes setFailed with its message.
// GitHub is touched here and under github/ only; the pipeline gets plain data and small interfaces.
import * as actionsCore from '@actions/core';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve, sep } from 'node:path';
import { type Overrides, applyOverrides } from '../config/overrides.js';
import {
  type ConfigGuard,
  type PipelineOptions,
  type PipelineResult,
  type Prepared,
  collect,
  prepare,
  runPipeline,
  scoreJournals,
} from '../pipeline/index.js';
import { parseConfigText } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { firstConfigNote, ignoredNote, protectFromPullRequest } from '../config/trust.js';
import { fileAt } from './github/content.js';
import { readAcceptances } from './github/acceptance.js';
import type { Acceptance } from '../results/accept.js';
import { failureReport, marker } from '../report/markdown.js';
import { JOURNAL_FILE } from '../runner/journal.js';
import { RESULTS_FILE, SESSIONS_FILE } from '../results/store.js';
import { parseShard } from '../runner/shard.js';
import { escapes } from '../runner/process.js';
import type { RunEvent, Shard } from '../runner/types.js';
import { git } from '../util/git.js';
import { abortOnSignals } from '../util/cancel.js';
import { logLine } from '../util/text.js';
import { bankedFiles } from './bank.js';
import { readCollected } from './collected.js';
import { type BaseBranch, baselineArtifact, downloadRunArtifacts, uploadArtifactFiles } from './github/artifact.js';
import { upsertComment } from './github/comment.js';
import { type ActionContext, type GitHubContext, readContext } from './github/context.js';
import { type GitHubApi, createOctokit } from './github/octokit.js';
import { pullRequestOfRun } from './github/pull-request.js';
import { type ActionInputs, readInputs } from './inputs.js';
import { raiseFence } from './fence.js';
import { refuseUnsafeShape } from './shape.js';
import { checkWorkspacePath } from './workspace-file.js';
import { FailureLog } from '../runner/failure-log.js';

/** What run() uses of the runner's world; tests hand in fakes. */
export interface ActionDeps {
  core: Pick<
    typeof actionsCore,
    'getInput' | 'info' | 'warning' | 'setFailed' | 'setOutput' | 'startGroup' | 'endGroup'
  > & { summary: { addRaw(text: string): { write(): Promise<unknown> } } };
  context: () => Promise<GitHubContext>;
  octokit: (token: string, baseUrl: string) => GitHubApi;
  upload: typeof uploadArtifactFiles;
  /** A line to the job's log, raw (the command fence's own lines). */
  stdout: (line: string) => void;
}

const defaults = (): ActionDeps => ({
  core: actionsCore,
  // @actions/github reads the event when it is imported: only once the action runs.
  context: async () => (await import('@actions/github')).context,
  octokit: (token, baseUrl) => createOctokit(token, baseUrl, (l) => actionsCore.warning(l)),
  upload: uploadArtifactFiles,
  stdout: (line) => void process.stdout.write(`${line}\n`),
});

type PR = NonNullable<ActionContext['pullRequest']>;

interface Job {
  deps: ActionDeps;
  inputs: ActionInputs;
  ctx: ActionContext;
  octokit?: GitHubApi;
  workdir: string;
}

/** In the log, each case's runs are one group, printed when the case's last run is done. */
function caseGroups(core: ActionDeps['core']): (e: RunEvent) => void {
  const lines = new Map<string, string[]>();
  const failures = new FailureLog();
  return (e) => {
    const tail = failures.stderrOf(e);
    lines.set(e.case, [...(lines.get(e.case) ?? []), `[${e.finished}/${e.total}] ${e.line}`, ...tail]);
    if (!e.caseDone) return;
    core.startGroup(logLine(e.case));
    for (const l of lines.get(e.case) ?? []) core.info(logLine(l));
    core.endGroup();
    if (e.finished === e.total) for (const l of failures.summary()) core.info(logLine(`failed runs: ${l}`));
  };
}

function overrides(inputs: ActionInputs, workdir: string): Overrides {
  return {
    judge: inputs.judge,
    repeat: inputs.repeat,
    concurrency: inputs.concurrency,
    gate: inputs.failOn ? { fail_on: inputs.failOn } : undefined,
    baseline: inputs.baseline,
    baselineFile: inputs.baselineFile ? resolve(workdir, inputs.baselineFile) : undefined,
  };
}

function pipelineOptions(job: Job, pr: PR | undefined, signal: AbortSignal): PipelineOptions {
  const { inputs, ctx, octokit, workdir, deps } = job;
  const workflow = inputs.baselineWorkflow ?? ctx.workflow;
  const base: BaseBranch | undefined =
    pr && octokit && workflow
      ? {
          octokit,
          token: inputs.token,
          owner: ctx.owner,
          repo: ctx.repo,
          workflow,
          baseBranch: pr.baseRef,
          baseSha: pr.baseSha,
          headSha: pr.headSha,
          artifactName: inputs.artifactName,
        }
      : undefined;
  return {
    configPath: resolve(workdir, inputs.configPath),
    outDir: resolve(workdir, '.agent-chaos'),
    overrides: overrides(inputs, workdir),
    baseRef: pr?.baseSha,
    artifact: base ? baselineArtifact(base, () => tempDir('agent-chaos-baseline-')) : undefined,
    git: pr
      ? { sha: pr.headSha, ref: pr.headRef ?? 'unknown' }
      : ctx.sha
        ? { sha: ctx.sha, ref: ctx.branch ?? 'unknown' }
        : undefined,
    runUrl: ctx.runUrl,
    htmlArtifact: pr ? `${inputs.artifactName}-report` : undefined,
    log: (l) => deps.core.info(logLine(l)),
    warn: (l) => deps.core.warning(logLine(l)),
    onRun: caseGroups(deps.core),
    signal,
  };
}

async function publish(job: Job, result: PipelineResult, pr: PR | undefined): Promise<void> {
  const { deps, inputs, ctx, octokit, workdir } = job;
  const { core } = deps;
  await core.summary.addRaw(result.report).write();
  if (pr && result.paths.html) {
    // The page the comment points to: report.html (and report.md) of this pull request's run.
    const name = `${inputs.artifactName}-report`;
    const id = await deps
      .upload([result.paths.html, result.paths.report], resolve(workdir, '.agent-chaos'), name)
      .catch((err: Error) => {
        core.warning(`agent-chaos: report artifact not uploaded: ${err.message}`);
        return undefined;
      });
    if (id) core.info(`agent-chaos: uploaded the report artifact "${name}" (${id})`);
  }
  if (pr && inputs.comment && octokit) {
    const out = await upsertComment(
      octokit,
      { owner: ctx.owner, repo: ctx.repo, issueNumber: pr.number, marker: marker(result.config.id) },
      result.comment,
    );
    if (out.action === 'skipped') core.warning(`agent-chaos: comment not posted: ${out.reason}`);
    else core.info(`agent-chaos: comment ${out.action}: ${out.url}`);
  }
  if (ctx.branch && ctx.branch === (ctx.defaultBranch ?? ctx.branch)) {
    // The default branch's baseline, banked with the earlier runs of its commit where it can be.
    const workflow = inputs.baselineWorkflow ?? ctx.workflow;
    const { files, rootDir } =
      octokit && workflow
        ? await bankedFiles(
            {
              octokit,
              token: inputs.token,
              owner: ctx.owner,
              repo: ctx.repo,
              workflow,
              branch: ctx.branch,
              artifactName: inputs.artifactName,
              dir: resolve(workdir, '.agent-chaos', 'bank'),
              maxRuns: result.config.confirm.max_runs,
              log: (l) => core.info(`agent-chaos: ${logLine(l)}`),
            },
            { results: result.results, sessions: result.sessions, paths: result.paths },
          )
        : { files: [result.paths.results, result.paths.sessions], rootDir: undefined };
    const id = await deps
      .upload(files, rootDir ?? resolve(workdir, '.agent-chaos'), inputs.artifactName)
      .catch((err: Error) => {
        core.warning(`agent-chaos: baseline artifact not uploaded: ${err.message}`);
        return undefined;
      });
    if (id) core.info(`agent-chaos: uploaded the baseline artifact "${inputs.artifactName}" (${id})`);
  }
  core.setOutput('results', result.paths.results);
  core.setOutput('report', result.paths.report);
  if (result.paths.html) core.setOutput('report-html', result.paths.html);
  core.setOutput('verdict', result.gate.verdict);
  core.setOutput('regressions', String(result.gate.regressions));
  const scores = Object.fromEntries((result.comparison?.overall ?? []).map((o) => [o.evaluator, o.head.mean]));
  if (!result.comparison)
    for (const [ev, s] of Object.entries(result.results.cases[0]?.summary ?? {})) scores[ev] = s.mean;
  core.setOutput('scores', JSON.stringify(scores));
  if (result.gate.blocking)
    core.setFailed(
      `agent-chaos: ${result.gate.regressions} regression(s): ${result.gate.reasons.slice(0, 3).join('; ')}`,
    );
  else if (result.gate.verdict === 'fail')
    core.warning(`agent-chaos: the gate failed (warning only): ${result.gate.reasons.slice(0, 3).join('; ')}`);
}

/**
 * The guard of a job that holds credentials on a pull request: the keys that direct them come from
 * the base branch's config (read through the API at the base commit), not the pull request's checkout.
 */
async function baseConfigGuard(job: Job, pr: PR | undefined): Promise<ConfigGuard | undefined> {
  const { inputs, ctx, octokit, workdir, deps } = job;
  if (!pr || inputs.trustPrConfig) return undefined;
  const workspace = process.env.GITHUB_WORKSPACE ?? workdir;
  const path = relative(workspace, resolve(workdir, inputs.configPath)).split(sep).join('/');
  let base: Config | undefined;
  let where = `the base commit ${pr.baseSha.slice(0, 7)}'s ${path}`;
  // Without a token the base cannot be read: the defaults, never the pull request's values.
  const text = octokit ? await fileAt(octokit, { owner: ctx.owner, repo: ctx.repo, path, ref: pr.baseSha }) : undefined;
  if (text === undefined)
    where = octokit
      ? `the defaults (the base commit ${pr.baseSha.slice(0, 7)} has no ${path})`
      : "the defaults (no github-token to read the base branch's config)";
  else base = parseConfigText(text, `${path} at ${pr.baseSha.slice(0, 7)}`);
  deps.core.info(`agent-chaos: judge, redact, gate and setup settings from ${where}`);
  // Read, and no config there: the pull request that adds agent-chaos (config/trust.ts).
  const absent = text === undefined && octokit !== undefined;
  return (config) => {
    // The judge this job will use (the defaults' with the workflow's inputs): its credentials stay here.
    const judge = () => applyOverrides(protectFromPullRequest(config, base).config, overrides(inputs, workdir)).judge;
    const guarded = protectFromPullRequest(config, base, absent ? { judge: judge() } : undefined);
    const notes = guarded.withheld
      ? [firstConfigNote(path, guarded.withheld)]
      : guarded.ignored.length
        ? [ignoredNote(guarded.ignored, where)]
        : [];
    if (guarded.withheld?.length)
      deps.core.warning(
        `agent-chaos: agent.pass_env ${guarded.withheld.join(', ')} not passed: this job's credentials (the base has no config yet)`,
      );
    return {
      config: guarded.config,
      notes,
      ...(guarded.expected ? { expected: guarded.expected } : {}),
      // Files the base's config names (the judge's certificate): the base commit's, never the checkout's.
      readAtBase: async (file: string) => {
        const rel = relative(workspace, file).split(sep).join('/');
        const found = octokit
          ? await fileAt(octokit, { owner: ctx.owner, repo: ctx.repo, path: rel, ref: pr.baseSha })
          : undefined;
        return found === undefined ? undefined : { text: found, where: `${rel} at ${pr.baseSha.slice(0, 7)}` };
      },
    };
  };
}

/** The reviewers' acceptances on the pull request (github/acceptance.ts); none without a token. */
async function acceptancesOf(job: Job, pr: PR | undefined): Promise<Acceptance[]> {
  const { octokit, ctx, deps } = job;
  if (!pr || !octokit) return [];
  const found = await readAcceptances(octokit, { owner: ctx.owner, repo: ctx.repo, issueNumber: pr.number }, (l) =>
    deps.core.warning(`agent-chaos: ${logLine(l)}`),
  ).catch((err: Error) => {
    deps.core.warning(`agent-chaos: acceptances not read: ${err.message}`);
    return [];
  });
  if (found.length)
    deps.core.info(
      `agent-chaos: ${found.length} acceptance(s) of regressions by ${[...new Set(found.map((a) => a.by))].join(', ')}`,
    );
  return found;
}

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
async function collectOnly(job: Job, opts: PipelineOptions): Promise<void> {
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

/**
 * The evaluate job's verdict as a commit status on the pull request's head commit: the fork-safe
 * split's required check (a failing workflow_run job is not a check on the pull request).
 */
async function commitStatus(job: Job, sha: string, result: PipelineResult): Promise<void> {
  const { octokit, ctx, deps } = job;
  const state = result.gate.blocking ? 'failure' : 'success';
  const description = result.gate.blocking
    ? `${result.gate.regressions} regression(s)`
    : `verdict: ${result.gate.verdict}`;
  try {
    await octokit!.rest.repos.createCommitStatus({
      owner: ctx.owner,
      repo: ctx.repo,
      sha,
      state,
      context: 'agent-chaos',
      description,
      target_url: ctx.runUrl,
    });
    deps.core.info(`agent-chaos: commit status "agent-chaos" ${state} on ${sha.slice(0, 7)}`);
  } catch (err) {
    deps.core.warning(
      `agent-chaos: commit status not set (give the workflow permissions: statuses: write): ${(err as Error).message}`,
    );
  }
}

/** Evaluate and report modes: score runs that other jobs collected. */
async function scoreCollected(job: Job, signal: AbortSignal, onPullRequest: (pr: PR) => void): Promise<void> {
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
  if (inputs.mode === 'evaluate' && pr && octokit) await commitStatus(job, pr.headSha, result);
  await publish(job, result, pr);
}

/** The config's id for the comment marker, read leniently (the config may be what failed). */
function configIdOf(path: string): string | undefined {
  try {
    checkWorkspacePath(path, process.env.GITHUB_WORKSPACE, 'config-path');
    return /^id:\s*["']?([A-Za-z0-9_.-]+)/m.exec(readFileSync(path, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/** The paths the workflow names, as files inside the workspace (workspace-file.ts). */
function checkInputPaths(inputs: ActionInputs, workdir: string): void {
  const workspace = process.env.GITHUB_WORKSPACE;
  checkWorkspacePath(resolve(workdir, inputs.configPath), workspace, 'config-path');
  if (inputs.baselineFile)
    checkWorkspacePath(resolve(workdir, inputs.baselineFile), workspace, 'baseline-file', [
      RESULTS_FILE,
      SESSIONS_FILE,
    ]);
  if (inputs.artifactsPath) checkWorkspacePath(resolve(workdir, inputs.artifactsPath), workspace, 'artifacts-path');
}

/** The commit checked out at `dir`, or undefined outside a git checkout. */
function checkedOutCommit(dir: string): string | undefined {
  try {
    return git(['rev-parse', 'HEAD'], dir);
  } catch {
    return undefined;
  }
}

/** Temporary directories of this job (downloaded artifacts), removed when it ends. */
const temps: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

export async function run(overrideDeps: Partial<ActionDeps> = {}): Promise<void> {
  const deps = { ...defaults(), ...overrideDeps };
  const { core } = deps;
  const cancellation = abortOnSignals(() =>
    (job?.deps.core ?? core).warning(
      'agent-chaos: cancelled: stopping the agents; the runs that finished are scored and reported',
    ),
  );
  // What is known so far, for the failure comment if the job stops short.
  let job: Job | undefined;
  let pr: PR | undefined;
  try {
    const inputs = readInputs((n) => core.getInput(n));
    const ctx = readContext(await deps.context());
    const workdir = resolve(inputs.workingDirectory);
    job = { deps, inputs, ctx, workdir, octokit: inputs.token ? deps.octokit(inputs.token, ctx.apiUrl) : undefined };
    pr = inputs.mode === 'evaluate' ? undefined : ctx.pullRequest;
    // Before anything is read or run; the failure comment still replaces a stale verdict.
    refuseUnsafeShape(inputs, ctx, () => checkedOutCommit(workdir));
    checkInputPaths(inputs, workdir);
    if (inputs.mode !== 'run') return await scoreCollected(job, cancellation.signal, (found) => (pr = found));
    // From here the agent runs: the runner obeys no workflow command it writes (fence.ts).
    const fence = raiseFence(core, deps.stdout);
    job = { ...job, deps: { ...deps, core: fence.core } };
    try {
      const opts = pipelineOptions(job, pr, cancellation.signal);
      // Collecting only, the job judges nothing and holds no credentials: the pull request's config is run as it is.
      const guard = await baseConfigGuard(job, pr);
      const p = await prepare(opts.configPath, opts.overrides, guard);
      if (inputs.shard || p.config.judge.provider === 'none') return await collectOnly(job, opts);
      opts.guard = guard;
      opts.acceptances = await acceptancesOf(job, pr);
      await publish(job, await runPipeline(opts), pr);
    } finally {
      // Lifted only when no process an agent started is left (runner/process.ts: every collect
      // reaps its strays): one still alive could write commands to this job's log after the lift.
      if (!escapes.left) fence.lift();
      else
        core.setFailed(
          `${escapes.left} process(es) the agents started could not be killed: the log stays closed to workflow commands`,
        );
    }
  } catch (err) {
    const message = (err as Error).message;
    core.setFailed(message);
    // Every outcome updates the sticky comment: a stale verdict must not stay on the pull request.
    if (job && pr && job.inputs.comment && job.octokit && !job.inputs.shard) {
      const configPath = resolve(job.workdir, job.inputs.configPath);
      const body = failureReport(configIdOf(configPath), message, job.ctx.runUrl);
      await upsertComment(
        job.octokit,
        { owner: job.ctx.owner, repo: job.ctx.repo, issueNumber: pr.number, marker: marker(configIdOf(configPath)) },
        body,
      ).catch((e: Error) => core.warning(`agent-chaos: the failure comment was not posted: ${e.message}`));
    }
  } finally {
    cancellation.dispose();
    for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
}
