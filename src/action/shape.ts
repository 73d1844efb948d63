// Workflow shapes that would run a pull request's code, or take its config, where the job's
// credentials are: refused before anything is read or run, naming the event and the fix.
//   pull_request_target and workflow_run jobs hold the repository's secrets and a write token whoever
//   opened the pull request; they are safe only while they run this repository's own commit. Mode
//   `run` there, with any other commit checked out (the pull request's head), would run its agent,
//   its config's judge endpoint and its setup with those credentials.
//   trust-pr-config takes the credential-steering keys from the pull request: for same-repository
//   pull requests only, where whoever can push could edit the workflow anyway.
import type { ActionContext } from './github/context.js';
import type { ActionInputs } from './inputs.js';

const PRIVILEGED_EVENTS = new Set(['pull_request_target', 'workflow_run', 'issue_comment']);
const SHAPES = 'docs/security.md, "Workflow shapes"';

/**
 * Throws when this job's shape is one of those above. `head`: the commit checked out in the
 * working directory, or undefined when it cannot be read (then it is not known to be safe).
 */
export function refuseUnsafeShape(inputs: ActionInputs, ctx: ActionContext, head: () => string | undefined): void {
  if (inputs.mode === 'run' && PRIVILEGED_EVENTS.has(ctx.eventName)) {
    // A comment command that a writer gave (full-tier.ts) vouches for the pull request's head it was
    // checked against: that commit, and no other, may run here.
    const own = ctx.eventName === 'issue_comment' ? ctx.pullRequest?.headSha : ctx.sha;
    const checkedOut = head();
    const what = checkedOut
      ? `the commit checked out here (${checkedOut.slice(0, 7)})`
      : 'a checkout whose commit cannot be read';
    const whose =
      ctx.eventName === 'issue_comment'
        ? "the pull request's head that the command was checked against"
        : "this workflow's own commit";
    if (!checkedOut || !own || checkedOut !== own)
      throw new Error(
        `agent-chaos: mode run under the ${ctx.eventName} event refuses to run ${what}: it is not ${whose} ${(own ?? '(unknown)').slice(0, 7)}, and a ${ctx.eventName} job holds the repository's credentials, so a pull request's agent, setup and config would run with them. Run the agent under the pull_request event instead; for forks, use the split: a pull_request workflow collects (judge-provider: none) and a workflow_run workflow scores with mode: evaluate (${SHAPES}).`,
      );
  }
  if (inputs.trustPrConfig) {
    const here = `${ctx.owner}/${ctx.repo}`;
    const from =
      inputs.mode === 'evaluate' ? ctx.workflowRun?.headRepo : ctx.pullRequest ? ctx.pullRequest.headRepo : here;
    const wasRun = inputs.mode === 'evaluate' && !ctx.workflowRun;
    const fromWhere = from
      ? `another repository (${from})`
      : 'a repository this event does not name (a fork, or a deleted one)';
    if (!wasRun && from !== here)
      throw new Error(
        `agent-chaos: trust-pr-config: true is refused for a pull request from ${fromWhere}: it would let that pull request's config choose the judge, its endpoint and key, the redact patterns, the gate and the setup in a job that holds ${here}'s credentials. Remove trust-pr-config (the base branch's config decides them), or keep it for same-repository pull requests only (${SHAPES}).`,
      );
  }
}
