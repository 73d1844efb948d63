// What every mode of the action shares: its dependencies, the job's inputs and context, the
// pipeline's options, temporary directories.
import * as actionsCore from '@actions/core';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Overrides } from '../config/overrides.js';
import type { TierEvent } from '../config/tier.js';
import type { PipelineOptions } from '../pipeline/index.js';
import { RESULTS_FILE, SESSIONS_FILE } from '../results/store.js';
import type { RunEvent } from '../runner/types.js';
import { git } from '../util/git.js';
import { logLine } from '../util/text.js';
import { type BaseBranch, baselineArtifact, uploadArtifactFiles } from './github/artifact.js';
import type { ActionContext, GitHubContext } from './github/context.js';
import { type GitHubApi, createOctokit } from './github/octokit.js';
import type { ActionInputs } from './inputs.js';
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

export const defaults = (): ActionDeps => ({
  core: actionsCore,
  // @actions/github reads the event when it is imported: only once the action runs.
  context: async () => (await import('@actions/github')).context,
  octokit: (token, baseUrl) => createOctokit(token, baseUrl, (l) => actionsCore.warning(l)),
  upload: uploadArtifactFiles,
  stdout: (line) => void process.stdout.write(`${line}\n`),
});

export type PR = NonNullable<ActionContext['pullRequest']>;

export interface Job {
  deps: ActionDeps;
  inputs: ActionInputs;
  ctx: ActionContext;
  octokit?: GitHubApi;
  workdir: string;
  /** What the event asks of an auto tier (full-tier.ts). */
  tierEvent?: TierEvent;
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

export function overrides(inputs: ActionInputs, workdir: string): Overrides {
  return {
    judge: inputs.judge,
    repeat: inputs.repeat,
    concurrency: inputs.concurrency,
    gate: inputs.failOn ? { fail_on: inputs.failOn } : undefined,
    baseline: inputs.baseline,
    baselineFile: inputs.baselineFile ? resolve(workdir, inputs.baselineFile) : undefined,
    tier: inputs.tier,
  };
}

export function pipelineOptions(job: Job, pr: PR | undefined, signal: AbortSignal): PipelineOptions {
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
    overrides: { ...overrides(inputs, workdir), tierEvent: job.tierEvent },
    baseRef: pr?.baseSha,
    artifact: base ? baselineArtifact(base, () => tempDir('agent-chaos-baseline-')) : undefined,
    git: pr
      ? { sha: pr.headSha, ref: pr.headRef ?? 'unknown' }
      : ctx.sha
        ? { sha: ctx.sha, ref: ctx.branch ?? 'unknown' }
        : undefined,
    runUrl: ctx.runUrl,
    htmlArtifact: pr ? `${inputs.artifactName}-report` : undefined,
    acceptFor: pr?.acceptFor,
    log: (l) => deps.core.info(logLine(l)),
    warn: (l) => deps.core.warning(logLine(l)),
    onRun: caseGroups(deps.core),
    signal,
  };
}

/** The config's id for the comment marker, read leniently (the config may be what failed). */
export function configIdOf(path: string): string | undefined {
  try {
    checkWorkspacePath(path, process.env.GITHUB_WORKSPACE, 'config-path');
    return /^id:\s*["']?([A-Za-z0-9_.-]+)/m.exec(readFileSync(path, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/** The paths the workflow names, as files inside the workspace (workspace-file.ts). */
export function checkInputPaths(inputs: ActionInputs, workdir: string): void {
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
export function checkedOutCommit(dir: string): string | undefined {
  try {
    return git(['rev-parse', 'HEAD'], dir);
  } catch {
    return undefined;
  }
}

/** Temporary directories of this job (downloaded artifacts), removed when it ends. */
export const temps: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
