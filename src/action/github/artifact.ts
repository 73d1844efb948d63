// The baseline artifact: results.json + sessions.jsonl that this workflow uploaded on the base
// branch. Found with Octokit (successful runs of the same workflow on the base branch, preferring
// the run at the pull request's merge base), downloaded with @actions/artifact (loaded lazily).
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ArtifactSource } from '../../results/baseline.js';
import { BRANCH_EVENTS } from './context.js';
import type { GitHubApi } from './octokit.js';
import { ARTIFACT_LIMITS, ArtifactRefused, extractZip } from './unzip.js';

export const DEFAULT_ARTIFACT_NAME = 'agent-chaos-results';

export interface ArtifactQuery {
  octokit: GitHubApi;
  owner: string;
  repo: string;
  /** Workflow file name or id (from GITHUB_WORKFLOW_REF). */
  workflow: string | number;
  baseBranch: string;
  /** The merge base of the pull request, when known: its run is preferred. */
  mergeBaseSha?: string;
  name?: string;
}

export interface FoundArtifact {
  artifactId: number;
  runId: number;
  runNumber: number;
  event?: string;
  headSha: string;
  createdAt: string;
  atMergeBase: boolean;
  /** The zip's size as the API lists it. */
  size?: number;
  name?: string;
}

/** An artifact name that is safe as one directory name (GitHub's own rules forbid / \\ : and more). */
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;

/** The merge base of base...head, or undefined when the API cannot tell. */
export async function mergeBase(
  octokit: GitHubApi,
  owner: string,
  repo: string,
  base: string,
  head: string,
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${base}...${head}`,
      per_page: 1,
    });
    return data.merge_base_commit?.sha;
  } catch {
    return undefined;
  }
}

export async function findBaselineArtifact(q: ArtifactQuery): Promise<FoundArtifact | undefined> {
  const name = q.name ?? DEFAULT_ARTIFACT_NAME;
  const { data } = await q.octokit.rest.actions.listWorkflowRuns({
    owner: q.owner,
    repo: q.repo,
    workflow_id: q.workflow,
    branch: q.baseBranch,
    status: 'success',
    per_page: 50,
  });
  // Only runs of this repository that a push, a schedule or a manual dispatch started: a pull
  // request's run (a fork's branch may be named "main" too) never provides the baseline.
  const runs = data.workflow_runs
    .filter((r) => BRANCH_EVENTS.includes(r.event) && r.head_repository?.full_name === `${q.owner}/${q.repo}`)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  // The run at the merge base compares exactly what the pull request changed; else the latest.
  const ordered = [
    ...runs.filter((r) => r.head_sha === q.mergeBaseSha),
    ...runs.filter((r) => r.head_sha !== q.mergeBaseSha),
  ];
  for (const run of ordered.slice(0, 10)) {
    const { data: list } = await q.octokit.rest.actions.listWorkflowRunArtifacts({
      owner: q.owner,
      repo: q.repo,
      run_id: run.id,
      name,
      per_page: 10,
    });
    const artifact = list.artifacts.find((a) => a.name === name && !a.expired);
    if (artifact) {
      return {
        artifactId: artifact.id,
        runId: run.id,
        runNumber: run.run_number,
        event: run.event,
        headSha: run.head_sha,
        createdAt: run.created_at,
        atMergeBase: run.head_sha === q.mergeBaseSha,
        size: artifact.size_in_bytes,
        name: artifact.name,
      };
    }
  }
  return undefined;
}

/**
 * Downloads an artifact's zip (not extracted by @actions/artifact, which has no bounds) and extracts
 * it into `q.dir` within ARTIFACT_LIMITS (unzip.ts). Throws ArtifactRefused past them.
 */
export async function downloadBaselineArtifact(
  found: FoundArtifact,
  q: { owner: string; repo: string; token: string; dir: string },
): Promise<string> {
  const what = `artifact "${found.name ?? found.artifactId}" (id ${found.artifactId}) of run ${found.runId}`;
  if ((found.size ?? 0) > ARTIFACT_LIMITS.bytes)
    throw new ArtifactRefused(
      `${what} is a ${(found.size! / 1024 / 1024).toFixed(1)} MiB zip, past the limit: not downloaded`,
    );
  const { DefaultArtifactClient, GHESNotSupportedError } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  mkdirSync(dirname(q.dir), { recursive: true });
  const staging = mkdtempSync(`${q.dir.replace(/\/+$/, '')}.zip-`);
  try {
    await client.downloadArtifact(found.artifactId, {
      path: staging,
      skipDecompress: true,
      findBy: { token: q.token, workflowRunId: found.runId, repositoryOwner: q.owner, repositoryName: q.repo },
    });
    const [file] = readdirSync(staging);
    if (!file) throw new ArtifactRefused(`${what}: the download wrote nothing`);
    mkdirSync(q.dir, { recursive: true });
    await extractZip(join(staging, file), q.dir, what);
    return q.dir;
  } catch (err) {
    // @actions/artifact v2 serves github.com and GHE.com only (it decides by GITHUB_SERVER_URL).
    if (err instanceof GHESNotSupportedError) {
      throw new Error(
        `artifact ${found.artifactId} of run ${found.runId} cannot be downloaded on GitHub Enterprise Server by this action: download it in an earlier step (actions/download-artifact) and give its directory as artifacts-path (or baseline-file for a baseline)`,
      );
    }
    throw err;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Uploads files as an artifact of this run: results.json + sessions.jsonl as the baseline (pushes to
 * the base branch), or a journal for a later evaluate / report step (forks, shards).
 */
export async function uploadArtifactFiles(
  files: string[],
  rootDir: string,
  name = DEFAULT_ARTIFACT_NAME,
): Promise<number | undefined> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const { id } = await new DefaultArtifactClient().uploadArtifact(name, files, rootDir, { retentionDays: 90 });
  return id;
}

/**
 * Downloads every artifact of a run whose name starts with `prefix`, each into its own directory.
 * One whose name is not a plain directory name, or that is past the limits, is skipped and named
 * through `warn`: its runs are then missing, which the verdict counts (a shard's, or every run).
 */
export async function downloadRunArtifacts(q: {
  octokit: GitHubApi;
  token: string;
  owner: string;
  repo: string;
  runId: number;
  prefix: string;
  dir: string;
  warn?: (line: string) => void;
}): Promise<string[]> {
  const artifacts = await q.octokit
    .paginate(q.octokit.rest.actions.listWorkflowRunArtifacts, {
      owner: q.owner,
      repo: q.repo,
      run_id: q.runId,
      per_page: 100,
    })
    .catch((err: Error & { status?: number }) => {
      // GitHub answers 404, not 403, where the token lacks the permission: say which one.
      const status = err.status ? `HTTP ${err.status}: ` : '';
      const fix = err.status === 404 || err.status === 403 ? ': give this job permissions: actions: read' : '';
      throw new Error(`the artifacts of run ${q.runId} could not be listed (${status}${err.message})${fix}`);
    });
  const dirs: string[] = [];
  const wanted = artifacts.filter((x) => x.name.startsWith(q.prefix) && !x.expired);
  for (const a of wanted.slice(0, ARTIFACT_LIMITS.files)) {
    if (!SAFE_NAME.test(a.name)) {
      q.warn?.(
        `artifact ${JSON.stringify(a.name.slice(0, 80))} (id ${a.id}) skipped: its name is not a plain directory name; its runs count as missing`,
      );
      continue;
    }
    const found: FoundArtifact = {
      artifactId: a.id,
      runId: q.runId,
      runNumber: 0,
      headSha: '',
      createdAt: a.created_at ?? '',
      atMergeBase: false,
      size: a.size_in_bytes,
      name: a.name,
    };
    try {
      dirs.push(
        await downloadBaselineArtifact(found, {
          owner: q.owner,
          repo: q.repo,
          token: q.token,
          dir: join(q.dir, a.name),
        }),
      );
    } catch (err) {
      if (!(err instanceof ArtifactRefused))
        throw new Error(
          `the artifact "${a.name}" of run ${q.runId} could not be downloaded: ${(err as Error).message}`,
        );
      rmSync(join(q.dir, a.name), { recursive: true, force: true });
      q.warn?.(`${err.message}; its runs count as missing`);
    }
  }
  return dirs;
}

export interface BaseBranch {
  octokit: GitHubApi;
  token: string;
  owner: string;
  repo: string;
  /** Workflow file name or id whose runs on the base branch upload the baseline. */
  workflow: string | number;
  baseBranch: string;
  baseSha: string;
  headSha: string;
  artifactName?: string;
}

/** The base branch's results as the pipeline asks for them: found, downloaded, described. */
export function baselineArtifact(gh: BaseBranch, tmp: () => string): ArtifactSource {
  const name = gh.artifactName ?? DEFAULT_ARTIFACT_NAME;
  return {
    missing: `no "${name}" artifact from a successful run of this workflow on ${gh.baseBranch} yet (it is uploaded on pushes to ${gh.baseBranch})`,
    next: `merge to upload one (pushes to ${gh.baseBranch} do), or run the base beside the head (fetch-depth: 0)`,
    async fetch(log) {
      const base = await mergeBase(gh.octokit, gh.owner, gh.repo, gh.baseSha, gh.headSha);
      const found = await findBaselineArtifact({
        octokit: gh.octokit,
        owner: gh.owner,
        repo: gh.repo,
        workflow: gh.workflow,
        baseBranch: gh.baseBranch,
        mergeBaseSha: base,
        name,
      });
      if (!found) {
        log(`baseline: no "${name}" artifact from a successful run of this workflow on ${gh.baseBranch}`);
        return undefined;
      }
      const dir = await downloadBaselineArtifact(found, {
        owner: gh.owner,
        repo: gh.repo,
        token: gh.token,
        dir: tmp(),
      });
      const where = found.atMergeBase
        ? 'at the merge base'
        : `no run found at the merge base${base ? ` ${base.slice(0, 7)}` : ''}; the latest one`;
      return {
        dir,
        sha: found.headSha,
        description: `artifact of run ${found.runNumber} (${found.event} on ${gh.baseBranch}), ${where}`,
      };
    },
  };
}
