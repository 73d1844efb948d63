// The sticky PR comment: found again by its hidden marker among the comments written by the same
// bot (every page of them), updated in place, or created. A token that cannot write (pull requests
// from forks) is reported, not thrown: the job summary still carries the report.
import type { GitHubApi } from './octokit.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The hidden marker that identifies our comment (one per PR per config id). */
  marker: string;
  /** Login of the bot that writes the comment; GitHub's token writes as github-actions[bot]. */
  author?: string;
}

export type CommentOutcome =
  | { action: 'created' | 'updated'; id: number; url: string }
  | { action: 'skipped'; reason: string };

export async function findComment(
  octokit: GitHubApi,
  t: CommentTarget,
): Promise<{ id: number; body?: string } | undefined> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    per_page: 100,
  });
  const author = t.author ?? 'github-actions[bot]';
  return comments.find((c) => c.body?.includes(t.marker) && c.user?.login === author);
}

/**
 * Creates or updates the comment. `body` may be made from the comment it replaces (its earlier
 * verdicts, report/history.ts): it is given that comment's body, or undefined for the first.
 */
export async function upsertComment(
  octokit: GitHubApi,
  t: CommentTarget,
  compose: string | ((previous: string | undefined) => string),
): Promise<CommentOutcome> {
  try {
    const existing = await findComment(octokit, t);
    const body = typeof compose === 'string' ? compose : compose(existing?.body);
    if (existing) {
      const { data } = await octokit.rest.issues.updateComment({
        owner: t.owner,
        repo: t.repo,
        comment_id: existing.id,
        body,
      });
      return { action: 'updated', id: data.id, url: data.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({
      owner: t.owner,
      repo: t.repo,
      issue_number: t.issueNumber,
      body,
    });
    return { action: 'created', id: data.id, url: data.html_url };
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 403 || status === 404) {
      return {
        action: 'skipped',
        reason:
          `the token cannot write comments on ${t.owner}/${t.repo}#${t.issueNumber} (HTTP ${status}): ` +
          'pull requests from forks get a read-only token; the report is in the job summary. Use the fork-safe workflow pair to comment on forks.',
      };
    }
    throw err;
  }
}
