// Reviewers' acceptances of intended regressions, from the pull request's comments: a line
// "/agent-chaos accept <head sha> <case>..." by a user with write access to the repository, asked
// of GitHub (the collaborator permission), never read from the pull request's files. Read in the
// job that holds the token; bots and users without write access are ignored, and said so.
import { type Acceptance, parseAcceptances } from '../../results/accept.js';
import type { GitHubApi } from './octokit.js';

const WRITERS = new Set(['admin', 'maintain', 'write']);

/** A user's permission on the repository, as GitHub says it (undefined when it cannot be read). */
export const permissionOf = (octokit: GitHubApi, t: { owner: string; repo: string }, login: string) =>
  octokit.rest.repos
    .getCollaboratorPermissionLevel({ owner: t.owner, repo: t.repo, username: login })
    .then((r): string | undefined => r.data.role_name ?? r.data.permission)
    .catch(() => undefined);

/** May this permission accept a regression or start the full tier? */
export const canWrite = (level: string | undefined): boolean => !!level && WRITERS.has(level);

export async function readAcceptances(
  octokit: GitHubApi,
  t: { owner: string; repo: string; issueNumber: number },
  warn: (line: string) => void,
): Promise<Acceptance[]> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    per_page: 100,
  });
  const wanted = comments.flatMap((c) =>
    c.user && c.user.type !== 'Bot' && c.body?.includes('/agent-chaos accept')
      ? parseAcceptances(c.body, c.user.login)
      : [],
  );
  const permission = new Map<string, Promise<string | undefined>>();
  const levelOf = (login: string) => {
    if (!permission.has(login)) permission.set(login, permissionOf(octokit, t, login));
    return permission.get(login)!;
  };
  const out: Acceptance[] = [];
  for (const a of wanted) {
    const level = await levelOf(a.by);
    if (canWrite(level)) out.push(a);
    else {
      const permission = level ? `their permission is ${level}` : 'their permission could not be read';
      warn(`the acceptance by ${a.by} is ignored: ${permission}; only users with write access can accept a regression`);
    }
  }
  return out;
}
