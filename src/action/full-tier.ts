// What the event asks of an auto tier (config/tier.ts): the full decision on the label, on an
// authorised comment command, a manual dispatch, the merge queue and the branch's own pushes; the
// smoke tier on a pull request's push. A comment command is a privileged event (it runs with the
// repository's secrets): it starts the full tier only for a user with write access, on the pull
// request's head as GitHub gives it now, and, for a fork's pull request, on the commit the command
// names (what the reviewer read), never on one pushed after it.
import type { TierEvent } from '../config/tier.js';
import { canWrite, permissionOf } from './github/acceptance.js';
import type { ActionContext } from './github/context.js';
import type { GitHubApi } from './github/octokit.js';
import { pullRequestNumbered } from './github/pull-request.js';
import type { ActionInputs } from './inputs.js';

/** The comment command's words: "/agent-chaos full", or "/agent-chaos full <head sha>". */
export const FULL_COMMAND = '/agent-chaos full';

/** The command in a comment, and the commit it names (if any); undefined when it has none. */
export function commandOf(body: string): { sha?: string } | undefined {
  for (const line of body.split('\n')) {
    const m = /^\s*\/agent-chaos\s+full(?:\s+([0-9a-f]{7,40}))?\s*$/i.exec(line);
    if (m) return m[1] ? { sha: m[1].toLowerCase() } : {};
  }
  return undefined;
}

export type CommentRun = { pr: NonNullable<ActionContext['pullRequest']>; by: string } | { skip: string };

/**
 * An issue_comment event: the pull request to run the full tier on, or why nothing runs (no command,
 * not a pull request, a bot, no write access, a fork's pull request without the commit named, or a
 * head that moved since the command named it).
 */
export async function commentRun(ctx: ActionContext, octokit: GitHubApi | undefined): Promise<CommentRun> {
  const c = ctx.comment!;
  const command = commandOf(c.body);
  if (!command) return { skip: `the comment has no "${FULL_COMMAND}" command` };
  if (!c.onPullRequest) return { skip: `${FULL_COMMAND} on issue #${c.issue}, which is not a pull request` };
  if (c.bot) return { skip: `${FULL_COMMAND} by ${c.login}, a bot: only people with write access start the full tier` };
  if (!octokit) return { skip: `${FULL_COMMAND}: no github-token to read who wrote it and the pull request` };
  const level = await permissionOf(octokit, ctx, c.login);
  if (!canWrite(level)) {
    const theirs = level ? `their permission is ${level}` : 'their permission could not be read';
    return {
      skip: `${FULL_COMMAND} by ${c.login} is ignored: ${theirs}; only users with write access start the full tier`,
    };
  }
  const pr = await pullRequestNumbered(octokit, ctx.owner, ctx.repo, c.issue);
  const fork = pr.headRepo !== `${ctx.owner}/${ctx.repo}`;
  if (fork && !command.sha)
    return {
      skip: `${FULL_COMMAND} on a fork's pull request must name the commit reviewed: comment "${FULL_COMMAND} ${pr.headSha.slice(0, 7)}" once you have read it (its agent runs with this repository's secrets)`,
    };
  if (command.sha && !pr.headSha.startsWith(command.sha))
    return {
      skip: `${FULL_COMMAND} names ${command.sha.slice(0, 7)}, but the pull request's head is now ${pr.headSha.slice(0, 7)}: read the new commits and comment again`,
    };
  return { pr, by: c.login };
}

/** What this job's event asks of an auto tier. */
export function tierEventOf(ctx: ActionContext, inputs: ActionInputs, commandBy?: string): TierEvent {
  const howFull = `add the label ${inputs.fullLabel}, or comment ${FULL_COMMAND}`;
  if (commandBy) return { full: `${FULL_COMMAND} by @${commandBy}`, pullRequest: true };
  if (ctx.mergeGroup) return { full: 'the merge queue', pullRequest: false };
  if (ctx.eventName === 'workflow_dispatch') return { full: 'a manual dispatch', pullRequest: false };
  const pr = ctx.pullRequest;
  if (pr?.labels?.includes(inputs.fullLabel)) return { full: `the label ${inputs.fullLabel}`, pullRequest: true };
  return { pullRequest: !!pr, howFull };
}

/**
 * The pull request this job is about and the tier event: from the comment command (asked of
 * GitHub), the merge queue (the pull request its branch names, whose head the acceptances name), or
 * the event itself. `skip`: a comment that starts nothing, and why.
 */
export async function readEvent(
  ctx: ActionContext,
  inputs: ActionInputs,
  octokit: GitHubApi | undefined,
): Promise<{ ctx: ActionContext; tierEvent: TierEvent } | { skip: string; refused: boolean }> {
  if (ctx.eventName === 'issue_comment' && ctx.comment) {
    const run = await commentRun(ctx, octokit);
    if ('skip' in run) return { skip: run.skip, refused: !!commandOf(ctx.comment.body) };
    const withPr = { ...ctx, pullRequest: run.pr };
    return { ctx: withPr, tierEvent: tierEventOf(withPr, inputs, run.by) };
  }
  const mg = ctx.mergeGroup;
  if (mg) {
    // A pull request that cannot be read: no acceptance applies (its head is not known).
    const head =
      mg.number && octokit
        ? await pullRequestNumbered(octokit, ctx.owner, ctx.repo, mg.number).then(
            (p) => p.headSha,
            () => undefined,
          )
        : undefined;
    const pullRequest = {
      number: mg.number ?? 0,
      baseRef: mg.baseRef,
      baseSha: mg.baseSha,
      headSha: mg.headSha,
      headRef: mg.headRef,
      headRepo: `${ctx.owner}/${ctx.repo}`,
      ...(head ? { acceptFor: head } : {}),
    };
    return { ctx: { ...ctx, pullRequest }, tierEvent: tierEventOf(ctx, inputs) };
  }
  return { ctx, tierEvent: tierEventOf(ctx, inputs) };
}
