// The gate in the workflow the README tells users to paste: per trial, a git repository whose agent
// makes a booking up after a timed-out search at a rate committed in it (base on main, the pull
// request on a branch), then the action's two jobs as the runner starts them (INPUT_* read through
// @actions/core's getInput, the pull_request event, real @actions/artifact against a fake results
// service and REST API on 127.0.0.1): the run job (shard 1/1) runs head and base and makes the looks
// on offline scores; the report job downloads every look and judges it again. Real agent processes.
// Prints how the trials ended, the extra runs a side and the wall time of the two jobs.
// Run: npx tsx bench/gate-two-jobs.ts [-- --trials 20] [--only <setting name part>]
// @ts-nocheck: a script; the product's types are checked in src/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fakeRuntimeToken, startFakeGitHub } from '../test/helpers/fake-github.js';
import { oneLevelOff, startFakeOpenAIJudge } from '../test/helpers/fake-openai-judge.js';
import { seededRandom } from '../src/util/random.js';
import { manyCases, rateRepository } from '../test/helpers/rate-repository.js';

const gh = await startFakeGitHub();
const judges = {
  openai: await startFakeOpenAIJudge(),
  // The gate issue's judge: the right level, one level off in 20% of its graded calls.
  'openai-noisy': await startFakeOpenAIJudge(oneLevelOff(0.2, seededRandom(61))),
};
process.env.BENCH_JUDGE_KEY = 'sk-bench';
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

/**
 * The report judge's certificate, as a team makes it once (`agent-chaos calibrate --certificate`
 * against the same judge) and commits on the base: measured here on first use, served at each base.
 */
const certificates = new Map<string, string>();
async function judgeCertificate(url: string): Promise<string> {
  if (certificates.has(url)) return certificates.get(url)!;
  const { calibrateCommand } = await import('../src/cli/calibrate.js');
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bench-cert-'));
  const path = join(dir, 'judge.json');
  const quiet = { out: () => {}, err: () => {} };
  await calibrateCommand(
    {
      judge: { provider: 'openai', endpoint: url },
      configJudge: { provider: 'openai', api_key_env: 'BENCH_JUDGE_KEY' },
      out: dir,
      certificate: path,
    },
    quiet,
  );
  certificates.set(url, readFileSync(path, 'utf8'));
  return certificates.get(url)!;
}
const CERTIFICATE = '.github/agent-chaos-judge.json';

/** One job: inputs as INPUT_* variables (what the runner sets), the event, a recorder for the outputs. */
async function job(inputs: Record<string, string>, ctx) {
  const outputs: Record<string, string> = {};
  let failed: string | undefined;
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const core = await import('@actions/core');
  const quiet = {
    getInput: (n: string) => core.getInput(n),
    // BENCH_LOG=1: each job's log on stderr (what the run job found, pooled and looked at).
    info: (m: string) => void (process.env.BENCH_LOG && console.error(`[${inputs.mode ?? 'run'}] ${m}`)),
    warning: (m: string) => void (process.env.BENCH_LOG && console.error(`[${inputs.mode ?? 'run'}] warning: ${m}`)),
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
/**
 * One pull request through both jobs. `base`/`head`: what rate.txt says on each side (a rate, or
 * { rate, crash, case<k> }); `cases`: the suite's size; `judge`: the report job's judge, the
 * heuristic or an OpenAI-compatible one (a fake on 127.0.0.1 answering as the reference judge).
 */
export async function trialTwoJobs({
  base,
  head,
  repeat = 3,
  cases = 1,
  judge = 'heuristic',
  concurrency = 8,
  bank = 0,
  oneAsk = false,
  twoAsks = false,
}) {
  const repo = rateRepository(base, head, (y) => {
    let out = y.replace('repeat: 5', `repeat: ${repeat}`).replace('concurrency: 8', `concurrency: ${concurrency}`);
    if (judges[judge])
      out = out.replace(
        'judge: { provider: heuristic }',
        `judge: { provider: openai, endpoint: "${judges[judge].url}", api_key_env: BENCH_JUDGE_KEY, fallback: fail, admission: { certificate: ${CERTIFICATE} } }`,
      );
    if (cases === 1) return out;
    const many = manyCases(cases)(out);
    // One ask a case ("Find me a flight ... on May 4."), as a suite's requests read, instead of "Case 3,
    // Find me ..."; or two asked things a case ("... and tell me its fare.").
    if (oneAsk)
      return many.replace(
        /input: Case (\d+), Find me a flight from SFO to JFK on May 20\./g,
        (_, k) => `input: Find me a flight from SFO to JFK on May ${Number(k) + 1}.`,
      );
    return twoAsks ? many.replace(/on May 20\./g, 'on May 20 and tell me its fare.') : many;
  });
  // Each pull request meets GitHub as its own repository would: no runs, artifacts or comments of the
  // trials and settings before it (an earlier setting's uploads were found as this one's bank).
  gh.runs.length = 0;
  gh.artifacts.length = 0;
  gh.zips.clear();
  gh.comments.clear();
  gh.files.clear();
  gh.statuses.clear();
  gh.mergeBase = undefined;
  const configPath = join(repo.dir, '.github', 'agent-chaos.yml');
  gh.files.set(`${repo.base}:${relative('/', configPath)}`, readFileSync(configPath, 'utf8'));
  if (judges[judge])
    gh.files.set(
      `${repo.base}:${relative('/', join(repo.dir, CERTIFICATE))}`,
      await judgeCertificate(judges[judge].url),
    );
  // A bank: the base commit's runs that pushes and schedules on main uploaded (here one push with
  // `bank` runs a case, as many nights of one round would leave), found by the run job and the report job.
  if (bank) await pushBank(repo, bank);
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
  const calls = judges[judge]?.requests ?? 0;
  try {
    const ran = await job({ ...common, shard: '1/1' }, ctx);
    if (ran.failed) throw new Error(`the run job failed: ${ran.failed}`);
    const runJobSeconds = (performance.now() - start) / 1000;
    // The agents' own time in the run job: every run's process time, at the configured concurrency.
    const agentSeconds =
      journalsUnder(join(repo.dir, '.agent-chaos')).reduce(
        (n, f) =>
          n +
          readFileSync(f, 'utf8')
            .split('\n')
            .filter(Boolean)
            .reduce((m, l) => m + JSON.parse(l).durationMs, 0),
        0,
      ) /
      1000 /
      concurrency;
    const report = await job(
      { ...common, mode: 'report', ...(judge === 'heuristic' ? { 'judge-provider': 'heuristic' } : {}) },
      ctx,
    );
    if (!report.outputs.results) throw new Error(`the report job wrote no results: ${report.failed}`);
    const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
    const body = gh.comments.get(7)?.at(-1)?.body ?? '';
    // The regressed cases the comment's "What regressed" list names (items "- **search\\_timeout\\_<k>**:",
    // markdown escaped); the per-evaluator tables further down list every case.
    const regressed = body.split('### What regressed')[1]?.split('\n### ')[0] ?? '';
    const named = [
      ...new Set(
        [...regressed.matchAll(/^- \*\*(search\\?_timeout(?:\\?_\d+)?)\*\*/gm)].map((m) => m[1].replaceAll('\\', '')),
      ),
    ];
    // The runs the looks added, both sides: every journal line under confirm/ (head and base/).
    const extra = journalsUnder(join(repo.dir, '.agent-chaos'))
      .filter((f) => f.includes('/confirm/'))
      .reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').filter(Boolean).length, 0);
    // Run health by side: runs that left no readable session (time-outs, crashes, no trace), of all.
    const health = { head: { bad: 0, all: 0 }, base: { bad: 0, all: 0 } };
    const why: Record<string, number> = {};
    for (const f of journalsUnder(join(repo.dir, '.agent-chaos'))) {
      const side = f.split('/').includes('base') ? health.base : health.head;
      for (const l of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
        const e = JSON.parse(l);
        side.all++;
        if (e.status !== 'ok') {
          side.bad++;
          const k = `${side === health.base ? 'base' : 'head'} ${e.status}: ${String(e.error ?? '').slice(0, 60)}`;
          why[k] = (why[k] ?? 0) + 1;
        }
      }
    }
    if (Object.keys(why).length) console.error(`unhealthy: ${JSON.stringify(why)}`);
    // Where the report judge's calls went: the head's usage (its looks included) and the base's.
    if (judges[judge]) {
      const u = (r) => r && { calls: r.usage.judgeCalls, reused: r.usage.reused ?? 0, offline: r.usage.offline };
      const base = join(dirname(report.outputs.results), 'base', 'results.json');
      const baseUsage = existsSync(base) ? u(JSON.parse(readFileSync(base, 'utf8'))) : 'not written';
      console.error(`judge usage: head ${JSON.stringify(u(results))}, base ${JSON.stringify(baseUsage)}`);
    }
    // Why a pull request failed or was left undecided: the headline and the first gate reasons.
    if (report.failed || report.outputs.verdict === 'inconclusive') {
      const headline = body.split('\n').find((l) => l.startsWith('## ')) ?? '';
      const why = body.split('\n').filter((l) => /🔴|🟡/.test(l));
      // The whole report kept beside the log: every cell, not only the headline.
      const kept = join(tmpdir(), `gate-two-jobs-${process.pid}-${performance.now().toFixed(0)}.md`);
      copyFileSync(report.outputs.report, kept);
      console.error(`trial: ${headline}\n  ${why.slice(0, 3).join('\n  ')}\n  report kept: ${kept}`);
    }
    return {
      verdict: report.outputs.verdict,
      blocking: Boolean(report.failed),
      named,
      extra,
      headExtra: results.cases.reduce((n, c) => n + c.runs.length - repeat, 0),
      pooled: JSON.stringify(results.notes ?? []).includes('pooled with its bank'),
      judgeCalls: (judges[judge]?.requests ?? 0) - calls,
      health,
      seconds: (performance.now() - start) / 1000,
      runJobSeconds,
      agentSeconds,
    };
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

/** The base commit's push on main, `runs` runs a case, uploaded as the baseline artifact and listed as a successful run. */
async function pushBank(repo, runs: number) {
  const main = mkdtempSync(join(tmpdir(), 'agent-chaos-bench-main-'));
  try {
    execFileSync('git', ['clone', '-q', repo.dir, main]);
    execFileSync('git', ['checkout', '-q', repo.base], { cwd: main });
    const id = ++runId;
    gh.uploadRunId = id;
    const pushed = await job(
      {
        config: '.github/agent-chaos.yml',
        'working-directory': main,
        'github-token': 'test-token',
        repeat: String(runs),
        baseline: 'none',
      },
      {
        eventName: 'push',
        payload: { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
        runId: id,
        serverUrl: 'https://github.example',
        apiUrl: gh.url,
        sha: repo.base,
        ref: 'refs/heads/main',
        repo: { owner: 'o', repo: 'r' },
      },
    );
    if (pushed.failed) throw new Error(`the push run failed: ${pushed.failed}`);
    gh.runs.push({
      id,
      run_number: id,
      event: 'push',
      head_sha: repo.base,
      head_branch: 'main',
      conclusion: 'success',
      created_at: new Date().toISOString(),
    });
    gh.mergeBase = repo.base;
  } finally {
    rmSync(main, { recursive: true, force: true });
  }
}

const journalsUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('journal.jsonl'))
    .map((f) => join(dir, f));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 20;
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const settings = [
    { name: 'unchanged, rate 0.2, 1 case', base: 0.2, head: 0.2 },
    { name: 'rate 0.1 -> 0.4, 1 case', base: 0.1, head: 0.4 },
    { name: 'rate 0.0 -> 0.3, 1 case', base: 0, head: 0.3 },
    { name: 'rate 0.1 -> 0.4, 1 case, OpenAI-compatible report judge', base: 0.1, head: 0.4, judge: 'openai' },
    {
      name: 'rate 0.1 -> 0.4, 1 case, report judge one level off in 20%',
      base: 0.1,
      head: 0.4,
      judge: 'openai-noisy',
    },
    { name: 'rate 0.0 -> 0.3, 1 case, report judge one level off in 20%', base: 0, head: 0.3, judge: 'openai-noisy' },
    { name: 'unchanged, rate 0.1, 10 cases', base: 0.1, head: 0.1, cases: 10 },
    {
      name: 'unchanged, rate 0.1, 10 cases, report judge one level off in 20%',
      base: 0.1,
      head: 0.1,
      cases: 10,
      judge: 'openai-noisy',
    },
    {
      // Every transcript its own (a request id in each call's arguments): no reading recurs.
      name: 'unchanged, rate 0.1, 10 cases, report judge one level off in 20%, no transcript alike',
      base: { rate: 0.1, vary: true },
      head: { rate: 0.1, vary: true },
      cases: 10,
      judge: 'openai-noisy',
    },
    {
      name: 'bank 60: unchanged, rate 0.1, 10 cases, report judge one level off in 20%, no transcript alike',
      base: { rate: 0.1, vary: true },
      head: { rate: 0.1, vary: true },
      cases: 10,
      judge: 'openai-noisy',
      bank: 60,
    },
    {
      name: 'unchanged, rate 0.1, 10 cases of one ask each, report judge one level off in 20%, no transcript alike',
      base: { rate: 0.1, vary: true },
      head: { rate: 0.1, vary: true },
      cases: 10,
      judge: 'openai-noisy',
      oneAsk: true,
    },
    {
      name: 'unchanged, rate 0.1, 10 cases of two asks each, report judge one level off in 20%, no transcript alike',
      base: { rate: 0.1, vary: true },
      head: { rate: 0.1, vary: true },
      cases: 10,
      judge: 'openai-noisy',
      twoAsks: true,
    },
    {
      name: 'one case of 10 from 0.1 to 0.4, report judge one level off in 20%, no transcript alike',
      base: { rate: 0.1, vary: true },
      head: { rate: 0.1, case0: 0.4, vary: true },
      cases: 10,
      judge: 'openai-noisy',
      bad: 'search_timeout_0',
    },
    {
      name: 'unchanged, rate 0.1, 10 cases, 5% of runs killed on both sides',
      base: { rate: 0.1, crash: 0.05 },
      head: { rate: 0.1, crash: 0.05 },
      cases: 10,
    },
    {
      name: 'one case of 10 from 0.1 to 0.4',
      base: 0.1,
      head: { rate: 0.1, case0: 0.4 },
      cases: 10,
      bad: 'search_timeout_0',
    },
    {
      // The wall-time setting: agents that take time, the looks of ten cases on 4 slots.
      name: 'unchanged, rate 0.1, 10 cases, 1 s agents, concurrency 4',
      base: { rate: 0.1, sleep: 1000 },
      head: { rate: 0.1, sleep: 1000 },
      cases: 10,
      concurrency: 4,
    },
    // A bank of the base commit's runs (pushes, schedules): the run job pools it with today's base
    // runs and its looks add head runs alone.
    { name: 'bank 30: unchanged, rate 0.1, 10 cases', base: 0.1, head: 0.1, cases: 10, bank: 30 },
    { name: 'bank 60: unchanged, rate 0.1, 10 cases', base: 0.1, head: 0.1, cases: 10, bank: 60 },
    {
      name: 'bank 60: unchanged, rate 0.1, 10 cases, 5% of runs killed on both sides',
      base: { rate: 0.1, crash: 0.05 },
      head: { rate: 0.1, crash: 0.05 },
      cases: 10,
      bank: 60,
    },
    { name: 'bank 60: unchanged, rate 0.0, 10 cases', base: 0, head: 0, cases: 10, bank: 60 },
    { name: 'bank 60: rate 0.1 -> 0.4, 1 case', base: 0.1, head: 0.4, bank: 60 },
    { name: 'bank 60: rate 0.0 -> 0.3, 1 case', base: 0, head: 0.3, bank: 60 },
    {
      name: 'bank 60: one case of 10 from 0.1 to 0.4',
      base: 0.1,
      head: { rate: 0.1, case0: 0.4 },
      cases: 10,
      bad: 'search_timeout_0',
      bank: 60,
    },
  ].filter((s) => !only || only.split('|').some((part) => s.name.includes(part)));
  console.log(
    `the two-job workflow end to end: ${trials} trials per setting (a third for ten cases); repeat 3, run job shard 1/1 with fetch-depth 0 (looks on heuristic scores), report job heuristic judge unless said, default settings\n`,
  );
  console.log(
    '| setting | trials | fail / pass / undecided | failed naming the bad case only | extra runs per PR (both sides), mean (max) | of them head runs, mean | pooled with the bank | report-judge calls, mean | seconds a PR (both jobs), median | run job wall / agent time (runs x their time / concurrency), min / median / max | runs without a session, head / base (of all) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of settings) {
    // A ten-case pull request takes a minute of real runs: a third of the trials.
    const n = (s.cases ?? 1) > 1 ? Math.ceil(trials / 3) : trials;
    const out = [];
    for (let t = 0; t < n; t++) out.push(await trialTwoJobs(s));
    const count = (v: string) => out.filter((o) => o.verdict === v).length;
    const extra = out.map((o) => o.extra);
    const walls = out.map((o) => o.runJobSeconds / o.agentSeconds);
    const named = s.bad
      ? `${out.filter((o) => o.blocking && o.named.length === 1 && o.named[0] === s.bad).length}`
      : '–';
    console.log(
      `| ${s.name} | ${n} | ${out.filter((o) => o.blocking).length} / ${count('pass')} / ${count('inconclusive')} | ${named} | ${mean(extra).toFixed(0)} (${Math.max(...extra)}) | ${mean(out.map((o) => o.headExtra)).toFixed(0)} | ${out.filter((o) => o.pooled).length} of ${n} | ${judges[s.judge] ? mean(out.map((o) => o.judgeCalls)).toFixed(0) : '–'} | ${median(out.map((o) => o.seconds)).toFixed(1)} | ${[Math.min(...walls), median(walls), Math.max(...walls)].map((x) => x.toFixed(2)).join(' / ')} | ${sum(out.map((o) => o.health.head.bad))} of ${sum(out.map((o) => o.health.head.all))} / ${sum(out.map((o) => o.health.base.bad))} of ${sum(out.map((o) => o.health.base.all))} |`,
    );
  }
  await gh.close();
  for (const j of Object.values(judges)) await j.close();
}
