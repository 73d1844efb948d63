// A file of the repository at a commit, read through the REST API: the base branch's config, for a
// job that must not trust the pull request's checkout.
import type { GitHubApi } from './octokit.js';

/** The file's text, or undefined when the commit has no such file (404). */
export async function fileAt(
  octokit: GitHubApi,
  q: { owner: string; repo: string; path: string; ref: string },
): Promise<string | undefined> {
  try {
    const { data } = await octokit.rest.repos.getContent(q);
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data))
      throw new Error(`${q.path} at ${q.ref.slice(0, 7)} is not a file`);
    return Buffer.from(data.content, (data.encoding as BufferEncoding) || 'base64').toString('utf8');
  } catch (err) {
    if ((err as { status?: number }).status === 404) return undefined;
    throw err;
  }
}
