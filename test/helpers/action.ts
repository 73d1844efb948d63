// Runs the action's run() in this process, as GitHub would start it: inputs, an event, the
// environment; @actions/core replaced by a recorder, everything else real (the pipeline, the
// example agent as child processes, Octokit and @actions/artifact against a fake GitHub API).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { ActionDeps } from '../../src/action/run.js';
import type { GitHubContext } from '../../src/action/github/context.js';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type FakeGitHub, fakeRuntimeToken, startFakeGitHub } from './fake-github.js';

export interface ActionRun {
  failed?: string;
  outputs: Record<string, string>;
  log: string[];
  warnings: string[];
  summary: string;
}

export const PR_EVENT = {
  number: 7,
  pull_request: {
    number: 7,
    base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: 'o/r' } },
    head: { sha: 'h'.repeat(40), ref: 'feature', repo: { full_name: 'o/r' } },
  },
  repository: { default_branch: 'main' },
};

export function githubContext(event: object = PR_EVENT, over: Partial<GitHubContext> = {}): GitHubContext {
  return {
    eventName: 'pull_request',
    payload: event as GitHubContext['payload'],
    runId: 99,
    serverUrl: 'https://github.example',
    apiUrl: process.env.GITHUB_API_URL ?? '',
    sha: 'h'.repeat(40),
    ref: 'refs/pull/7/merge',
    repo: { owner: 'o', repo: 'r' },
    ...over,
  };
}

/** The example travel agent's config without its setup (test/global-setup.ts built the agent), with `repeat` runs per case. */
export function exampleConfig(repeat: number, edit: (yml: string) => string = (y) => y): string {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-config-'));
  const yml = readFileSync('examples/travel-agent/agent-chaos.yml', 'utf8')
    .replace('workdir: ../..', `workdir: ${resolve('.')}`)
    .replace(/^ {2}setup: .*\n/m, '')
    .replace(/^repeat: 3$/m, `repeat: ${repeat}`);
  writeFileSync(join(dir, 'agent-chaos.yml'), edit(yml));
  return join(dir, 'agent-chaos.yml');
}

export async function runAction(
  run: (deps?: Partial<ActionDeps>) => Promise<void>,
  inputs: Record<string, string>,
  context: GitHubContext = githubContext(),
): Promise<ActionRun> {
  const r: ActionRun = { outputs: {}, log: [], warnings: [], summary: '' };
  // Each job gets its own workspace, as each job on GitHub does (.agent-chaos/ is written there).
  const all: Record<string, string> = {
    'working-directory': mkdtempSync(join(tmpdir(), 'agent-chaos-workspace-')),
    ...inputs,
  };
  const core: ActionDeps['core'] = {
    getInput: (name) => all[name] ?? '',
    info: (l) => void r.log.push(l),
    warning: (l) => void r.warnings.push(String(l)),
    setFailed: (m) => void (r.failed = String(m)),
    setOutput: (k, v) => void (r.outputs[k] = String(v)),
    startGroup: (n) => void r.log.push(`::group::${n}`),
    endGroup: () => void r.log.push('::endgroup::'),
    summary: { addRaw: (t) => ({ write: async () => void (r.summary += t) }) },
  };
  await run({ core, context: async () => context, stdout: (l) => void r.log.push(l) });
  return r;
}

/**
 * The fake GitHub API and the action's run(), imported once the runner's environment is set.
 * `base(path, text?)` serves a config file (or other text at its path) as the base commit's (PR_EVENT's base sha), where a job that
 * holds credentials reads it; the suite's own config is served so from the start.
 */
export function actionSuite(): {
  gh: () => FakeGitHub;
  run: () => typeof import('../../src/action/run.js').run;
  config: () => string;
  base: (path: string, text?: string) => void;
} {
  let gh: FakeGitHub;
  let run: typeof import('../../src/action/run.js').run;
  let config: string;
  const saved = { ...process.env };
  // The workspace is / so that a config anywhere on disk has a repository path (its absolute path).
  const runnerEnv = () => ({
    GITHUB_ACTIONS: 'true', // as GitHub sets it in every step: hints speak the workflow's words
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/agent-chaos.yml@refs/pull/7/merge',
    GITHUB_WORKSPACE: '/',
  });
  const base = (path: string, text = readFileSync(path, 'utf8')) =>
    gh.files.set(`${PR_EVENT.pull_request.base.sha}:${resolve(path).slice(1)}`, text);
  beforeAll(async () => {
    gh = await startFakeGitHub();
    // As on a runner, the environment is there before @actions/github is first imported.
    Object.assign(process.env, runnerEnv());
    ({ run } = await import('../../src/action/run.js'));
    config = exampleConfig(2);
    base(config);
  });
  afterAll(() => gh.close());
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved, runnerEnv());
  });
  return { gh: () => gh, run: () => run, config: () => config, base };
}

/** A pull request of a real repository (its base and head commits), as run `runId` of the workflow. */
export function pullRequestContext(repo: { base: string; head: string }, runId = 99, headRepo = 'o/r'): GitHubContext {
  const event = {
    number: 7,
    pull_request: {
      number: 7,
      base: { ref: 'main', sha: repo.base, repo: { full_name: 'o/r' } },
      head: { sha: repo.head, ref: 'feature', repo: { full_name: headRepo } },
    },
    repository: { default_branch: 'main' },
  };
  return githubContext(event, { runId, sha: repo.head });
}

/** The runner's environment for @actions/artifact against the fake GitHub, uploading as run `runId`. */
export function artifactRunner(gh: FakeGitHub, runId: number): void {
  gh.uploadRunId = runId;
  Object.assign(process.env, {
    ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
    ACTIONS_RESULTS_URL: `${gh.url}/`,
    GITHUB_SERVER_URL: 'https://github.com',
  });
}

/**
 * The run job of a pull request on a rate repository (test/helpers/rate-repository.ts) as run
 * `runId`: its config served at the base commit, where the report job reads the protected keys;
 * the inputs both jobs share (with `extra`), for the report job to follow it.
 */
export async function rateRunJob(
  suite: ReturnType<typeof actionSuite>,
  repo: { dir: string; base: string; head: string },
  runId: number,
  extra: Record<string, string> = {},
) {
  const configPath = join(repo.dir, '.github', 'agent-chaos.yml');
  suite.gh().files.set(`${repo.base}:${relative('/', configPath)}`, readFileSync(configPath, 'utf8'));
  artifactRunner(suite.gh(), runId);
  const ctx = pullRequestContext(repo, runId);
  const common = {
    config: '.github/agent-chaos.yml',
    'working-directory': repo.dir,
    'github-token': 'test-token',
    ...extra,
  };
  const run = await runAction(suite.run(), { ...common, shard: '1/1' }, ctx);
  return { ctx, common, run };
}
