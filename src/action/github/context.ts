// What the action needs of the GitHub Actions run: the event (from @actions/github's context), the
// repository, the run and the workflow file.
import type { context as githubContext } from '@actions/github';

/** The parts of @actions/github's context read here (tests hand in a plain object of this shape). */
export type GitHubContext = Pick<
  typeof githubContext,
  'eventName' | 'payload' | 'runId' | 'serverUrl' | 'apiUrl' | 'sha' | 'ref'
> & { repo: { owner: string; repo: string } };

export interface ActionContext {
  eventName: string;
  owner: string;
  repo: string;
  apiUrl: string;
  runUrl?: string;
  /** Workflow file name, from GITHUB_WORKFLOW_REF (for finding this workflow's runs on the base branch). */
  workflow?: string;
  pullRequest?: {
    number: number;
    baseRef: string;
    baseSha: string;
    headSha: string;
    headRef?: string;
    /** owner/name of the repository the head branch is in (a fork's, or this one); undefined if GitHub gave none. */
    headRepo?: string;
    /** The pull request's labels, as the event gives them (one asks for the full tier). */
    labels?: string[];
    /** In the merge queue: the pull request's own head, which reviewers' acceptances name. */
    acceptFor?: string;
  };
  /** A merge_group event: the queue's commit, the branch it merges into and the pull request it names. */
  mergeGroup?: { headSha: string; baseSha: string; baseRef: string; headRef: string; number?: number };
  /** An issue_comment event: the comment, who wrote it, and the pull request it is on (if one). */
  comment?: { body: string; login: string; bot: boolean; issue: number; onPullRequest: boolean };
  /** The branch of a push, a schedule or a manual dispatch: the events that may upload the baseline. */
  branch?: string;
  defaultBranch?: string;
  /** The run that triggered a workflow_run event (the fork's run, for the evaluate step). */
  triggeringRunId?: number;
  /** That run's head, as GitHub's event gives it: how the evaluate step finds its pull request. */
  workflowRun?: { id: number; headSha: string; headBranch?: string; headOwner?: string; headRepo?: string };
  runId?: number;
  sha?: string;
}

/** The events of this repository's own branches (a pull request's run is never one). */
export const BRANCH_EVENTS = ['push', 'schedule', 'workflow_dispatch'];

export function readContext(ctx: GitHubContext, env: NodeJS.ProcessEnv = process.env): ActionContext {
  const event = ctx.payload ?? {};
  const pr = event.pull_request;
  const workflow = /\/\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
  const runId = Number.isFinite(ctx.runId) && ctx.runId > 0 ? ctx.runId : undefined;
  let repo = { owner: '', repo: '' };
  try {
    repo = ctx.repo; // @actions/github's getter throws without GITHUB_REPOSITORY
  } catch {}
  return {
    eventName: ctx.eventName ?? '',
    owner: repo.owner,
    repo: repo.repo,
    apiUrl: ctx.apiUrl,
    runUrl: runId && repo.owner ? `${ctx.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}` : undefined,
    workflow,
    pullRequest: pr
      ? {
          number: Number(event.number ?? pr.number),
          baseRef: pr.base?.ref,
          baseSha: pr.base?.sha,
          headSha: pr.head?.sha,
          headRef: pr.head?.ref,
          headRepo: pr.head?.repo?.full_name,
          labels: Array.isArray(pr.labels) ? pr.labels.map((l: { name?: unknown }) => String(l?.name ?? '')) : [],
        }
      : undefined,
    ...mergeGroupOf(event),
    ...commentOf(event),
    branch: BRANCH_EVENTS.includes(ctx.eventName) ? ctx.ref?.replace(/^refs\/heads\//, '') : undefined,
    defaultBranch: event.repository?.default_branch,
    triggeringRunId: event.workflow_run?.id,
    workflowRun: event.workflow_run
      ? {
          id: event.workflow_run.id,
          headSha: event.workflow_run.head_sha,
          headBranch: event.workflow_run.head_branch,
          headOwner: event.workflow_run.head_repository?.owner?.login,
          headRepo: event.workflow_run.head_repository?.full_name,
        }
      : undefined,
    runId,
    sha: ctx.sha,
  };
}

const branchOf = (ref: unknown) => String(ref ?? '').replace(/^refs\/heads\//, '');

/** The merge queue's event: its commit is the head, the branch's commit under it the base. */
function mergeGroupOf(event: GitHubContext['payload']): Pick<ActionContext, 'mergeGroup'> {
  const mg = event.merge_group;
  if (!mg?.head_sha || !mg.base_sha) return {};
  // gh-readonly-queue/<branch>/pr-<number>-<sha>: the pull request the group was made for.
  const number = /\/pr-(\d+)-[0-9a-f]+$/.exec(String(mg.head_ref ?? ''))?.[1];
  return {
    mergeGroup: {
      headSha: mg.head_sha,
      baseSha: mg.base_sha,
      baseRef: branchOf(mg.base_ref),
      headRef: branchOf(mg.head_ref),
      ...(number ? { number: Number(number) } : {}),
    },
  };
}

function commentOf(event: GitHubContext['payload']): Pick<ActionContext, 'comment'> {
  const c = event.comment;
  if (!c || !event.issue) return {};
  return {
    comment: {
      body: String(c.body ?? ''),
      login: String(c.user?.login ?? ''),
      bot: c.user?.type === 'Bot',
      issue: Number(event.issue.number),
      onPullRequest: !!event.issue.pull_request,
    },
  };
}
