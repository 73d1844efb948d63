// The REST client: @actions/github's getOctokit (proxy settings, GHES base URL, the runner's user
// agent) with the throttling and retry plugins, so rate limits wait instead of failing the job and
// transient 5xx answers are retried.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Octokit } from '@octokit/rest';

/** What the action's GitHub modules use of a client (@octokit/rest's typed REST methods). */
export type GitHubApi = Pick<Octokit, 'rest' | 'paginate'>;

export function createOctokit(token: string, baseUrl: string, warn: (line: string) => void): GitHubApi {
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number) => {
      warn(
        `GitHub ${kind} rate limit on ${options.method} ${options.url}: ${retryCount < 2 ? `retrying in ${retryAfter}s` : 'giving up'}`,
      );
      return retryCount < 2;
    };
  return getOctokit(
    token,
    { baseUrl, throttle: { onRateLimit: onLimit('primary'), onSecondaryRateLimit: onLimit('secondary') } },
    throttling,
    retry,
  ) as unknown as GitHubApi;
}
