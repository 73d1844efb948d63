// The pull request a workflow_run event is about, asked of GitHub: the open pull request whose head
// is the triggering run's head commit. Nothing the triggering run uploaded (a fork controls all of
// it) decides which pull request gets the comment or which branch is the base.
import type { ActionContext } from './context.js';
import type { GitHubApi } from './octokit.js';

export type PullRequest = NonNullable<ActionContext['pullRequest']>;

/** What both of GitHub's pull request listings (get, list) give that the action reads. */
interface Pull {
  number: number;
  base: { ref: string; sha: string };
  head: { ref: string; sha: string; repo?: { full_name: string } | null };
}

/** A pull request as GitHub's API gives it, in the action's shape. */
const of = (p: Pull): PullRequest => ({
  number: p.number,
  baseRef: p.base.ref,
  baseSha: p.base.sha,
  headSha: p.head.sha,
  headRef: p.head.ref,
  headRepo: p.head.repo?.full_name,
});

/** Pull request `number` as GitHub gives it now (its head, base and the head's repository). */
export async function pullRequestNumbered(
  octokit: GitHubApi,
  owner: string,
  repo: string,
  number: number,
): Promise<PullRequest> {
  const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
  return of(data);
}

export async function pullRequestOfRun(
  octokit: GitHubApi,
  owner: string,
  repo: string,
  run: NonNullable<ActionContext['workflowRun']>,
): Promise<PullRequest | undefined> {
  // GitHub filters by "owner:branch" of the head; the head commit must match the run's.
  if (run.headOwner && run.headBranch) {
    const { data } = await octokit.rest.pulls.list({
      owner,
      repo,
      state: 'open',
      head: `${run.headOwner}:${run.headBranch}`,
      per_page: 100,
    });
    const hit = data.find((p) => p.head.sha === run.headSha);
    if (hit) return of(hit);
  }
  for await (const { data } of octokit.paginate.iterator(octokit.rest.pulls.list, {
    owner,
    repo,
    state: 'open',
    per_page: 100,
  })) {
    const hit = data.find((p) => p.head.sha === run.headSha);
    if (hit) return of(hit);
  }
  return undefined;
}
