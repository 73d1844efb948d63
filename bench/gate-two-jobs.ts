// The gate in the workflow the README tells users to paste: per trial, a git repository whose agent
// makes a booking up after a timed-out search at a rate committed in it (base on main, the pull
// request on a branch), then the action's two jobs as the runner starts them (INPUT_* read through
// @actions/core's getInput, the pull_request event, real @actions/artifact against a fake results
// service and REST API on 127.0.0.1): the run job (shard 1/1) runs head and base and makes the looks
// on offline scores; the report job downloads every look and judges it again. Real agent processes.
// Prints how the trials ended, the extra runs a side and the wall time of the two jobs.
// Run: npx tsx bench/gate-two-jobs.ts [-- --trials 20]
// @ts-nocheck: a script; the product's types are checked in src/.
import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fakeRuntimeToken, startFakeGitHub } from '../test/helpers/fake-github.js';
import { rateRepository } from '../test/helpers/rate-repository.js';

const gh = await startFakeGitHub();
Object.assign(process.env, {
  GITHUB_API_URL: gh.url,
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/agent-chaos.yml@refs/pull/7/merge',
  GITHUB_WORKSPACE: '/',
  ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
  ACTIONS_RESULTS_URL: `${gh.url}/`,
  GITHUB_SERVER_URL: 'https://github.com',
});
const { run } = await import('../src/action/run.js');

/** One job: inputs as INPUT_* variables (what the runner sets), the event, a recorder for the outputs. */
async function job(inputs: Record<string, string>, ctx) {
  const outputs: Record<string, string> = {};
  let failed: string | undefined;
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const core = await import('@actions/core');
  const quiet = {
    getInput: (n: string) => core.getInput(n),
    info: () => {},
    warning: () => {},
    setFailed: (m: string) => void (failed = m),
    setOutput: (k: string, v: string) => void (outputs[k] = String(v)),
    startGroup: () => {},
    endGroup: () => {},
    summary: { addRaw: () => ({ write: async () => {} }) },
  };
  try {
    await run({ core: quiet, context: async () => ctx });
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  }
  return { outputs, failed };
}

let runId = 5000;
export async function trialTwoJobs(baseRate: number, headRate: number, repeat = 3) {
  const repo = rateRepository(baseRate, headRate, (y) => y.replace('repeat: 5', `repeat: ${repeat}`));
  const configPath = join(repo.dir, '.github', 'agent-chaos.yml');
  gh.files.set(`${repo.base}:${relative('/', configPath)}`, readFileSync(configPath, 'utf8'));
  gh.uploadRunId = ++runId;
  const ctx = {
    eventName: 'pull_request',
    payload: {
      number: 7,
      pull_request: { number: 7, base: { ref: 'main', sha: repo.base }, head: { sha: repo.head, ref: 'feature' } },
      repository: { default_branch: 'main' },
    },
    runId,
    serverUrl: 'https://github.example',
    apiUrl: gh.url,
    sha: repo.head,
    ref: 'refs/pull/7/merge',
    repo: { owner: 'o', repo: 'r' },
  };
  const common = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
  const start = performance.now();
  try {
    await job({ ...common, shard: '1/1' }, ctx);
    const report = await job({ ...common, mode: 'report', 'judge-provider': 'heuristic' }, ctx);
    const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
    return {
      verdict: report.outputs.verdict,
      blocking: Boolean(report.failed),
      extra: results.cases[0].runs.length - repeat,
      seconds: (performance.now() - start) / 1000,
    };
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 20;
  const settings = [
    { name: 'unchanged, rate 0.2', base: 0.2, head: 0.2 },
    { name: 'rate 0.1 -> 0.4', base: 0.1, head: 0.4 },
    { name: 'rate 0.0 -> 0.3', base: 0, head: 0.3 },
  ];
  console.log(
    `the two-job workflow end to end: ${trials} trials per setting; one case, repeat 3, run job shard 1/1 with fetch-depth 0, report job heuristic judge, default settings\n`,
  );
  console.log(
    '| setting | trials | fail / pass / undecided | extra runs a side, median (max) | seconds a PR (both jobs), median |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const s of settings) {
    const out = [];
    for (let t = 0; t < trials; t++) out.push(await trialTwoJobs(s.base, s.head));
    const count = (v: string) => out.filter((o) => o.verdict === v).length;
    const extra = out.map((o) => o.extra);
    console.log(
      `| ${s.name} | ${trials} | ${out.filter((o) => o.blocking).length} / ${count('pass')} / ${count('inconclusive')} | ${median(extra)} (${Math.max(...extra)}) | ${median(out.map((o) => o.seconds)).toFixed(1)} |`,
    );
  }
  await gh.close();
}
