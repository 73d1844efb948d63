// The action: read inputs and the event, run the pipeline, write the job summary, upsert the PR
// comment, set outputs, upload the baseline on pushes to the default branch, and fail the step when
// the gate blocks. Every error becomes setFailed with its message.
import * as core from '@actions/core';
import { Octokit } from '@octokit/rest';
import { resolve } from 'node:path';
import { hasAwsCredentials } from '../judge/credentials.js';
import type { Config } from '../config/schema.js';
import { runPipeline } from '../pipeline.js';
import { uploadBaselineArtifact } from '../results/artifact.js';
import { upsertComment } from '../report/comment.js';
import { marker } from '../report/markdown.js';
import { readContext } from './context.js';
import { readInputs } from './inputs.js';

export async function run(): Promise<void> {
  try {
    const inputs = readInputs();
    const ctx = readContext();
    const workdir = resolve(inputs.workingDirectory);
    const configPath = resolve(workdir, inputs.configPath);
    const octokit = inputs.token ? new Octokit({ auth: inputs.token, baseUrl: ctx.apiUrl }) : undefined;

    const judge: Partial<Config['judge']> = {};
    if (inputs.judge.provider) judge.provider = inputs.judge.provider;
    if (inputs.judge.model) judge.model = inputs.judge.model;
    if (inputs.judge.region) judge.region = inputs.judge.region;
    if ((inputs.judge.provider ?? 'bedrock') === 'bedrock' && !hasAwsCredentials()) {
      core.warning('agent-chaos: no AWS credentials in the environment (configure them with aws-actions/configure-aws-credentials): scoring with the offline heuristic judge, a rough stand-in for the LLM judge.');
      judge.provider = 'heuristic';
    }
    const pr = ctx.pullRequest;
    const result = await runPipeline({
      configPath,
      outDir: resolve(workdir, '.agent-chaos'),
      judge,
      repeat: inputs.repeat,
      concurrency: inputs.concurrency,
      gate: inputs.failOn ? { fail_on: inputs.failOn } : undefined,
      baseline: {
        mode: inputs.baseline,
        file: inputs.baselineFile ? resolve(workdir, inputs.baselineFile) : undefined,
        baseRef: pr?.baseSha,
        github:
          pr && octokit && ctx.workflow
            ? { octokit, token: inputs.token, owner: ctx.owner, repo: ctx.repo, workflow: ctx.workflow, baseBranch: pr.baseRef, baseSha: pr.baseSha, headSha: pr.headSha, artifactName: inputs.artifactName }
            : undefined,
      },
      runUrl: ctx.runUrl,
      log: (l) => core.info(l),
    });

    await core.summary.addRaw(result.report).write();
    if (pr && inputs.comment && octokit) {
      const out = await upsertComment(octokit, { owner: ctx.owner, repo: ctx.repo, issueNumber: pr.number, marker: marker(result.config.id) }, result.report);
      if (out.action === 'skipped') core.warning(`agent-chaos: comment not posted: ${out.reason}`);
      else core.info(`agent-chaos: comment ${out.action}: ${out.url}`);
    }
    if (ctx.eventName === 'push' && ctx.pushRef && ctx.pushRef === (ctx.defaultBranch ?? ctx.pushRef)) {
      const id = await uploadBaselineArtifact([result.paths.results, result.paths.sessions], resolve(workdir, '.agent-chaos'), inputs.artifactName).catch((err: Error) => {
        core.warning(`agent-chaos: baseline artifact not uploaded: ${err.message}`);
        return undefined;
      });
      if (id) core.info(`agent-chaos: uploaded the baseline artifact "${inputs.artifactName}" (${id})`);
    }

    core.setOutput('results', result.paths.results);
    core.setOutput('report', result.paths.report);
    core.setOutput('verdict', result.gate.verdict);
    core.setOutput('regressions', String(result.gate.regressions));
    const scores = Object.fromEntries((result.comparison?.overall ?? []).map((o) => [o.evaluator, o.head.mean]));
    if (!result.comparison) for (const [ev, s] of Object.entries(result.results.cases[0]?.summary ?? {})) scores[ev] = s.mean;
    core.setOutput('scores', JSON.stringify(scores));
    if (result.gate.blocking) core.setFailed(`agent-chaos: ${result.gate.regressions} regression(s): ${result.gate.reasons.slice(0, 3).join('; ')}`);
    else if (result.gate.verdict === 'fail') core.warning(`agent-chaos: the gate failed (warning only): ${result.gate.reasons.slice(0, 3).join('; ')}`);
  } catch (err) {
    core.setFailed((err as Error).message);
  }
}
