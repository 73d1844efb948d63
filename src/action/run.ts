// The action: read inputs and the event, then by mode:
//   run       run the agent, score, compare, report (or, with judge none or a shard, only collect
//             the runs and upload them for a later step);
//   evaluate  score runs collected by another workflow (a fork's pull request, via workflow_run);
//   report    score the runs of every shard of this workflow run, once.
// Then: job summary, sticky PR comment, outputs, the baseline artifact on pushes to the default
// branch, and a failed step when the gate blocks. Every error becomes setFailed with its message.
import * as core from '@actions/core';
import { Octokit } from '@octokit/rest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { hasAwsCredentials } from '../judge/credentials.js';
import { type PipelineOptions, type PipelineResult, collectRuns, runPipeline, scoreJournals } from '../pipeline.js';
import { downloadRunArtifacts, uploadArtifactFiles } from '../results/artifact.js';
import { upsertComment } from '../report/comment.js';
import { marker } from '../report/markdown.js';
import { parseShard } from '../runner/run-cases.js';
import { abortOnSignals } from '../util/cancel.js';
import { readCollected, writeCollectedContext } from './collected.js';
import { type ActionContext, readContext } from './context.js';
import { type ActionInputs, readInputs } from './inputs.js';

type PR = NonNullable<ActionContext['pullRequest']>;

function judgeOverrides(inputs: ActionInputs, config: Config): Partial<Config['judge']> {
  const judge: Partial<Config['judge']> = {};
  if (inputs.judge.provider) judge.provider = inputs.judge.provider;
  if (inputs.judge.model) judge.model = inputs.judge.model;
  if (inputs.judge.region) judge.region = inputs.judge.region;
  if ((judge.provider ?? config.judge.provider) === 'bedrock' && !hasAwsCredentials()) {
    const how = 'add aws-actions/configure-aws-credentials with a role allowed bedrock:InvokeModel (and permissions: id-token: write), or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY secrets';
    if (config.judge.fallback === 'fail') throw new Error(`agent-chaos: the Bedrock judge needs AWS credentials and judge.fallback is fail: ${how}`);
    core.warning(`agent-chaos: no AWS credentials in the environment (${how}): scoring with the offline heuristic judge, a rough stand-in for the LLM judge.`);
    judge.provider = 'heuristic';
  }
  return judge;
}

function pipelineOptions(inputs: ActionInputs, ctx: ActionContext, octokit: Octokit | undefined, pr: PR | undefined, configPath: string, workdir: string, signal: AbortSignal): PipelineOptions {
  return {
    configPath,
    outDir: resolve(workdir, '.agent-chaos'),
    repeat: inputs.repeat,
    concurrency: inputs.concurrency,
    gate: inputs.failOn ? { fail_on: inputs.failOn } : undefined,
    baseline: {
      mode: inputs.baseline,
      file: inputs.baselineFile ? resolve(workdir, inputs.baselineFile) : undefined,
      baseRef: pr?.baseSha,
      github:
        pr && octokit && (inputs.baselineWorkflow ?? ctx.workflow)
          ? { octokit, token: inputs.token, owner: ctx.owner, repo: ctx.repo, workflow: (inputs.baselineWorkflow ?? ctx.workflow)!, baseBranch: pr.baseRef, baseSha: pr.baseSha, headSha: pr.headSha, artifactName: inputs.artifactName }
          : undefined,
    },
    runUrl: ctx.runUrl,
    log: (l) => core.info(l),
    signal,
  };
}

async function publish(result: PipelineResult, inputs: ActionInputs, ctx: ActionContext, octokit: Octokit | undefined, pr: PR | undefined, workdir: string): Promise<void> {
  await core.summary.addRaw(result.report).write();
  if (pr && inputs.comment && octokit) {
    const out = await upsertComment(octokit, { owner: ctx.owner, repo: ctx.repo, issueNumber: pr.number, marker: marker(result.config.id) }, result.report);
    if (out.action === 'skipped') core.warning(`agent-chaos: comment not posted: ${out.reason}`);
    else core.info(`agent-chaos: comment ${out.action}: ${out.url}`);
  }
  if (ctx.eventName === 'push' && ctx.pushRef && ctx.pushRef === (ctx.defaultBranch ?? ctx.pushRef)) {
    const id = await uploadArtifactFiles([result.paths.results, result.paths.sessions], resolve(workdir, '.agent-chaos'), inputs.artifactName).catch((err: Error) => {
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
}

export async function run(): Promise<void> {
  const cancellation = abortOnSignals(() => core.warning('agent-chaos: cancelled: stopping the agents; the runs that finished are scored and reported'));
  try {
    const inputs = readInputs();
    const ctx = readContext();
    const workdir = resolve(inputs.workingDirectory);
    const configPath = resolve(workdir, inputs.configPath);
    const config = await loadConfig(configPath);
    const octokit = inputs.token ? new Octokit({ auth: inputs.token, baseUrl: ctx.apiUrl }) : undefined;
    const shard = inputs.shard ? parseShard(inputs.shard) : undefined;

    if (inputs.mode === 'run') {
      const pr = ctx.pullRequest;
      const opts = pipelineOptions(inputs, ctx, octokit, pr, configPath, workdir, cancellation.signal);
      const collectOnly = shard || (inputs.judge.provider ?? config.judge.provider) === 'none';
      if (!collectOnly) return await publish(await runPipeline({ ...opts, judge: judgeOverrides(inputs, config) }), inputs, ctx, octokit, pr, workdir);
      // No judge here: the runs (with their sessions) go to an artifact for the evaluate or report step.
      const outcome = await collectRuns({ ...opts, shard, seed: shard && ctx.runId ? ctx.runId : undefined });
      const contextPath = writeCollectedContext(opts.outDir, ctx);
      const name = shard ? `${inputs.artifactName}-shard-${shard.index}-of-${shard.count}` : `${inputs.artifactName}-sessions`;
      const id = await uploadArtifactFiles([outcome.journal, contextPath], opts.outDir, name).catch((err: Error) => {
        core.warning(`agent-chaos: runs not uploaded as "${name}": ${err.message}`);
        return undefined;
      });
      core.info(`agent-chaos: collected ${outcome.cases.reduce((n, c) => n + c.runs.length, 0)} run(s) without judging them${id ? `; uploaded as "${name}"` : ''}`);
      core.setOutput('journal', outcome.journal);
      core.setOutput('verdict', 'inconclusive');
      return;
    }

    // evaluate / report: score runs collected by other jobs.
    let dir = inputs.artifactsPath ? resolve(workdir, inputs.artifactsPath) : undefined;
    if (!dir) {
      const runId = inputs.mode === 'evaluate' ? ctx.triggeringRunId : ctx.runId;
      if (!octokit || !runId) throw new Error(`mode ${inputs.mode} needs the collected runs: give artifacts-path, or a github-token and ${inputs.mode === 'evaluate' ? 'a workflow_run event' : 'GITHUB_RUN_ID'}`);
      dir = mkdtempSync(join(tmpdir(), 'agent-chaos-collected-'));
      const prefix = inputs.mode === 'evaluate' ? `${inputs.artifactName}-sessions` : `${inputs.artifactName}-shard-`;
      const got = await downloadRunArtifacts({ octokit, token: inputs.token, owner: ctx.owner, repo: ctx.repo, runId, prefix, dir });
      core.info(`agent-chaos: downloaded ${got.length} artifact(s) "${prefix}*" of run ${runId}`);
    }
    const collected = readCollected(dir);
    if (!collected.entries.length) throw new Error(`no collected runs (journal.jsonl) under ${dir}`);
    core.info(`agent-chaos: scoring ${collected.entries.length} run(s) from ${collected.journals} journal(s)`);
    const pr = collected.context?.pullRequest ?? ctx.pullRequest;
    const opts = pipelineOptions(inputs, ctx, octokit, pr, configPath, workdir, cancellation.signal);
    // Collected runs are scored as they are: a rerun of the base would need the agent, so the base
    // comes from the artifact of the base branch or a file.
    const result = await scoreJournals({ ...opts, judge: judgeOverrides(inputs, config) }, collected.entries);
    await publish(result, inputs, ctx, octokit, pr, workdir);
  } catch (err) {
    core.setFailed((err as Error).message);
  } finally {
    cancellation.dispose();
  }
}
