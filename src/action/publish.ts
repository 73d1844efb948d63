// What a scored job leaves on GitHub: the job summary, the sticky comment, the report and baseline
// artifacts, outputs and the commit status.

import { resolve } from 'node:path';
import type { PipelineResult } from '../pipeline/index.js';
import { historyOf, withHistory } from '../report/history.js';
import { marker } from '../report/markdown.js';
import { logLine } from '../util/text.js';
import { bankedFiles } from './bank.js';
import { upsertComment } from './github/comment.js';
import type { Job, PR } from './job.js';

export async function publish(job: Job, result: PipelineResult, pr: PR | undefined): Promise<void> {
  const { deps, inputs, ctx, octokit, workdir } = job;
  const { core } = deps;
  // A run whose check is not on the pull request's head (a fork's evaluate step, a comment command)
  // sets a commit status there: the check a team can require.
  if (pr && octokit && (inputs.mode === 'evaluate' || ctx.eventName === 'issue_comment'))
    await commitStatus(job, pr.headSha, result, ctx.eventName === 'issue_comment' ? 'agent-chaos/full' : 'agent-chaos');
  await core.summary.addRaw(result.report).write();
  if (pr && result.paths.html) {
    // The page the comment points to: report.html (and report.md) of this pull request's run.
    const name = `${inputs.artifactName}-report`;
    const id = await deps
      .upload([result.paths.html, result.paths.report], resolve(workdir, '.agent-chaos'), name)
      .catch((err: Error) => {
        core.warning(`agent-chaos: report artifact not uploaded: ${err.message}`);
        return undefined;
      });
    if (id) core.info(`agent-chaos: uploaded the report artifact "${name}" (${id})`);
  }
  if (pr?.number && inputs.comment && octokit) {
    const out = await upsertComment(
      octokit,
      { owner: ctx.owner, repo: ctx.repo, issueNumber: pr.number, marker: marker(result.config.id) },
      (previous) => withHistory(result.comment, historyOf(previous)),
    );
    if (out.action === 'skipped') core.warning(`agent-chaos: comment not posted: ${out.reason}`);
    else core.info(`agent-chaos: comment ${out.action}: ${out.url}`);
  }
  if (ctx.branch && ctx.branch === (ctx.defaultBranch ?? ctx.branch)) {
    // The default branch's baseline, banked with the earlier runs of its commit where it can be.
    const workflow = inputs.baselineWorkflow ?? ctx.workflow;
    const { files, rootDir } =
      octokit && workflow
        ? await bankedFiles(
            {
              octokit,
              token: inputs.token,
              owner: ctx.owner,
              repo: ctx.repo,
              workflow,
              branch: ctx.branch,
              artifactName: inputs.artifactName,
              dir: resolve(workdir, '.agent-chaos', 'bank'),
              maxRuns: result.config.confirm.max_runs,
              log: (l) => core.info(`agent-chaos: ${logLine(l)}`),
            },
            { results: result.results, sessions: result.sessions, paths: result.paths },
          )
        : { files: [result.paths.results, result.paths.sessions], rootDir: undefined };
    const id = await deps
      .upload(files, rootDir ?? resolve(workdir, '.agent-chaos'), inputs.artifactName)
      .catch((err: Error) => {
        core.warning(`agent-chaos: baseline artifact not uploaded: ${err.message}`);
        return undefined;
      });
    if (id) core.info(`agent-chaos: uploaded the baseline artifact "${inputs.artifactName}" (${id})`);
  }
  core.setOutput('results', result.paths.results);
  core.setOutput('report', result.paths.report);
  if (result.paths.html) core.setOutput('report-html', result.paths.html);
  core.setOutput('verdict', result.gate.verdict);
  core.setOutput('regressions', String(result.gate.regressions));
  const scores = Object.fromEntries((result.comparison?.overall ?? []).map((o) => [o.evaluator, o.head.mean]));
  if (!result.comparison)
    for (const [ev, s] of Object.entries(result.results.cases[0]?.summary ?? {})) scores[ev] = s.mean;
  core.setOutput('scores', JSON.stringify(scores));
  if (result.gate.blocking)
    core.setFailed(
      `agent-chaos: ${result.gate.regressions} regression(s): ${result.gate.reasons.slice(0, 3).join('; ')}`,
    );
  else if (result.gate.verdict === 'fail')
    core.warning(`agent-chaos: the gate failed (warning only): ${result.gate.reasons.slice(0, 3).join('; ')}`);
}

/**
 * The evaluate job's verdict as a commit status on the pull request's head commit: the fork-safe
 * split's required check (a failing workflow_run job is not a check on the pull request).
 */
export async function commitStatus(job: Job, sha: string, result: PipelineResult, context: string): Promise<void> {
  const { octokit, ctx, deps } = job;
  const state = result.gate.blocking ? 'failure' : 'success';
  const description = result.gate.blocking
    ? `${result.gate.regressions} regression(s)`
    : `verdict: ${result.gate.verdict}`;
  try {
    await octokit!.rest.repos.createCommitStatus({
      owner: ctx.owner,
      repo: ctx.repo,
      sha,
      state,
      context,
      description,
      target_url: ctx.runUrl,
    });
    deps.core.info(`agent-chaos: commit status "${context}" ${state} on ${sha.slice(0, 7)}`);
  } catch (err) {
    deps.core.warning(
      `agent-chaos: commit status not set (give the workflow permissions: statuses: write): ${(err as Error).message}`,
    );
  }
}
