import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepare, runPipeline } from '../pipeline/index.js';
import { historyOf, withHistory } from '../report/history.js';
import { failureReport, marker } from '../report/markdown.js';
import { escapes } from '../runner/process.js';
import { abortOnSignals } from '../util/cancel.js';
import { upsertComment } from './github/comment.js';
import { readContext } from './github/context.js';
import { readInputs } from './inputs.js';
import { raiseFence } from './fence.js';
import { refuseUnsafeShape } from './shape.js';
import { acceptancesOf, baseConfigGuard } from './base-config.js';
import {
  type ActionDeps,
  type Job,
  type PR,
  checkInputPaths,
  checkedOutCommit,
  configIdOf,
  defaults,
  pipelineOptions,
  temps,
} from './job.js';
import { readEvent } from './full-tier.js';
import { collectOnly, scoreCollected } from './modes.js';
import { publish } from './publish.js';

export type { ActionDeps } from './job.js';

export async function run(overrideDeps: Partial<ActionDeps> = {}): Promise<void> {
  const deps = { ...defaults(), ...overrideDeps };
  const { core } = deps;
  const cancellation = abortOnSignals(() =>
    (job?.deps.core ?? core).warning(
      'agent-chaos: cancelled: stopping the agents; the runs that finished are scored and reported',
    ),
  );
  // What is known so far, for the failure comment if the job stops short.
  let job: Job | undefined;
  let pr: PR | undefined;
  try {
    const inputs = readInputs((n) => core.getInput(n));
    const workdir = resolve(inputs.workingDirectory);
    const read = readContext(await deps.context());
    const octokit = inputs.token ? deps.octokit(inputs.token, read.apiUrl) : undefined;
    const event = await readEvent(read, inputs, octokit);
    if ('skip' in event)
      return void (event.refused ? core.warning : core.info)(`agent-chaos: nothing to run: ${event.skip}`);
    const { ctx, tierEvent } = event;
    job = { deps, inputs, ctx, workdir, octokit, tierEvent };
    pr = inputs.mode === 'evaluate' ? undefined : ctx.pullRequest;
    // Before anything is read or run; the failure comment still replaces a stale verdict.
    refuseUnsafeShape(inputs, ctx, () => checkedOutCommit(workdir));
    checkInputPaths(inputs, workdir);
    if (inputs.mode !== 'run') return await scoreCollected(job, cancellation.signal, (found) => (pr = found));
    // From here the agent runs: the runner obeys no workflow command it writes (fence.ts).
    const fence = raiseFence(core, deps.stdout);
    job = { ...job, deps: { ...deps, core: fence.core } };
    try {
      const opts = pipelineOptions(job, pr, cancellation.signal);
      // Collecting only, the job judges nothing and holds no credentials: the pull request's config is run as it is.
      const guard = await baseConfigGuard(job, pr);
      const p = await prepare(opts.configPath, opts.overrides, guard);
      if (inputs.shard || p.config.judge.provider === 'none') return await collectOnly(job, opts);
      opts.guard = guard;
      opts.acceptances = await acceptancesOf(job, pr);
      await publish(job, await runPipeline(opts), pr);
    } finally {
      // Lifted only when no process an agent started is left (runner/process.ts: every collect
      // reaps its strays): one still alive could write commands to this job's log after the lift.
      if (!escapes.left) fence.lift();
      else
        core.setFailed(
          `${escapes.left} process(es) the agents started could not be killed: the log stays closed to workflow commands`,
        );
    }
  } catch (err) {
    const message = (err as Error).message;
    core.setFailed(message);
    // Every outcome updates the sticky comment: a stale verdict must not stay on the pull request.
    if (job && pr?.number && job.inputs.comment && job.octokit && !job.inputs.shard) {
      const configPath = resolve(job.workdir, job.inputs.configPath);
      const body = failureReport(configIdOf(configPath), message, job.ctx.runUrl);
      await upsertComment(
        job.octokit,
        { owner: job.ctx.owner, repo: job.ctx.repo, issueNumber: pr.number, marker: marker(configIdOf(configPath)) },
        (previous) => withHistory(body, historyOf(previous)),
      ).catch((e: Error) => core.warning(`agent-chaos: the failure comment was not posted: ${e.message}`));
    }
  } finally {
    cancellation.dispose();
    for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
}
