// The base branch's say in a job that holds credentials: its config's caps and gate, and the
// reviewers' acceptances.

import { relative, resolve, sep } from 'node:path';
import { applyOverrides } from '../config/overrides.js';
import type { ConfigGuard } from '../pipeline/index.js';
import { parseConfigText } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { firstConfigNote, ignoredNote, protectFromPullRequest } from '../config/trust.js';
import { fileAt } from './github/content.js';
import { readAcceptances } from './github/acceptance.js';
import type { Acceptance } from '../results/accept.js';
import { logLine } from '../util/text.js';
import { type Job, type PR, overrides } from './job.js';

/**
 * The guard of a job that holds credentials on a pull request: the keys that direct them come from
 * the base branch's config (read through the API at the base commit), not the pull request's checkout.
 */
export async function baseConfigGuard(job: Job, pr: PR | undefined): Promise<ConfigGuard | undefined> {
  const { inputs, ctx, octokit, workdir, deps } = job;
  if (!pr || inputs.trustPrConfig) return undefined;
  const workspace = process.env.GITHUB_WORKSPACE ?? workdir;
  const path = relative(workspace, resolve(workdir, inputs.configPath)).split(sep).join('/');
  let base: Config | undefined;
  let where = `the base commit ${pr.baseSha.slice(0, 7)}'s ${path}`;
  // Without a token the base cannot be read: the defaults, never the pull request's values.
  const text = octokit ? await fileAt(octokit, { owner: ctx.owner, repo: ctx.repo, path, ref: pr.baseSha }) : undefined;
  if (text === undefined)
    where = octokit
      ? `the defaults (the base commit ${pr.baseSha.slice(0, 7)} has no ${path})`
      : "the defaults (no github-token to read the base branch's config)";
  else base = parseConfigText(text, `${path} at ${pr.baseSha.slice(0, 7)}`);
  deps.core.info(`agent-chaos: judge, redact, gate and setup settings from ${where}`);
  // Read, and no config there: the pull request that adds agent-chaos (config/trust.ts).
  const absent = text === undefined && octokit !== undefined;
  return (config) => {
    // The judge this job will use (the defaults' with the workflow's inputs): its credentials stay here.
    const judge = () => applyOverrides(protectFromPullRequest(config, base).config, overrides(inputs, workdir)).judge;
    const guarded = protectFromPullRequest(config, base, absent ? { judge: judge() } : undefined);
    const notes = guarded.withheld
      ? [firstConfigNote(path, guarded.withheld)]
      : guarded.ignored.length
        ? [ignoredNote(guarded.ignored, where)]
        : [];
    if (guarded.withheld?.length)
      deps.core.warning(
        `agent-chaos: agent.pass_env ${guarded.withheld.join(', ')} not passed: this job's credentials (the base has no config yet)`,
      );
    return {
      config: guarded.config,
      notes,
      ...(guarded.expected ? { expected: guarded.expected } : {}),
      // Files the base's config names (the judge's certificate): the base commit's, never the checkout's.
      readAtBase: async (file: string) => {
        const rel = relative(workspace, file).split(sep).join('/');
        const found = octokit
          ? await fileAt(octokit, { owner: ctx.owner, repo: ctx.repo, path: rel, ref: pr.baseSha })
          : undefined;
        return found === undefined ? undefined : { text: found, where: `${rel} at ${pr.baseSha.slice(0, 7)}` };
      },
    };
  };
}

/** The reviewers' acceptances on the pull request (github/acceptance.ts); none without a token. */
export async function acceptancesOf(job: Job, pr: PR | undefined): Promise<Acceptance[]> {
  const { octokit, ctx, deps } = job;
  if (!pr?.number || !octokit) return [];
  const found = await readAcceptances(octokit, { owner: ctx.owner, repo: ctx.repo, issueNumber: pr.number }, (l) =>
    deps.core.warning(`agent-chaos: ${logLine(l)}`),
  ).catch((err: Error) => {
    deps.core.warning(`agent-chaos: acceptances not read: ${err.message}`);
    return [];
  });
  if (found.length)
    deps.core.info(
      `agent-chaos: ${found.length} acceptance(s) of regressions by ${[...new Set(found.map((a) => a.by))].join(', ')}`,
    );
  return found;
}
