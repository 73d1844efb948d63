// The two-job workflow the README tells users to paste, decided like a rerun: the run job (no
// credentials) runs the base commit beside the head and makes the sequential decision's looks on
// offline scores; the report job downloads every look through real @actions/artifact (a fake results
// service on 127.0.0.1), judges each run again and tests at the looks made. Real agent processes in
// a real git repository whose base and head differ in how often the agent makes a booking up.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { actionSuite, artifactRunner, pullRequestContext, rateRunJob, runAction } from '../helpers/action.js';
import { type RateSpec, rateRepository } from '../helpers/rate-repository.js';
import { setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { referenceReply } from '../helpers/reference-judge.js';
import { callsEverythingExcellent, startFakeOpenAIJudge } from '../helpers/fake-openai-judge.js';
import { certifiedJudge } from '../helpers/certificate.js';

const suite = actionSuite();
const repos: string[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** The run job of a pull request on a rate repository; what the report job needs to follow it. */
async function runJob(baseRate: RateSpec, headRate: RateSpec, runId: number, config = (y: string) => y) {
  const repo = rateRepository(baseRate, headRate, (y) => config(y.replace('repeat: 5', 'repeat: 3')));
  repos.push(repo.dir);
  return { repo, ...(await rateRunJob(suite, repo, runId)) };
}

/**
 * The judge's certificate committed on the base (the fake GitHub serves it at the base commit), the
 * config's judge.admission pointing at it: the report job reads it through the API, never the checkout.
 */
const CERTIFICATE = '.github/agent-chaos-judge.json';
function certifyAtBase(repo: { dir: string; base: string }, provider: 'bedrock' | 'openai') {
  const path = certifiedJudge(provider);
  suite.gh().files.set(`${repo.base}:${relative('/', join(repo.dir, CERTIFICATE))}`, readFileSync(path, 'utf8'));
}

async function twoJobs(
  baseRate: RateSpec,
  headRate: RateSpec,
  runId: number,
  config = (y: string) => y,
  reportInputs: Record<string, string> = { 'judge-provider': 'heuristic' },
  certified?: 'bedrock' | 'openai',
) {
  const { repo, ctx, common, run } = await runJob(baseRate, headRate, runId, config);
  if (certified) certifyAtBase(repo, certified);
  const report = await runAction(suite.run(), { ...common, mode: 'report', ...reportInputs }, ctx);
  return { repo, run, report, comment: suite.gh().comments.get(7)?.at(-1)?.body ?? '' };
}

/** A score this job's judge gave: the LLM judge's, or the offline judge's sure reading beside it, never the run job's heuristic. */
const readHere = (s: { source: string; reason: string }) =>
  s.source === 'judge' || (s.source === 'heuristic' && s.reason.startsWith('Offline judge, sure: '));

describe('the two-job workflow decides like a rerun', () => {
  it('an agent that starts making bookings up is caught: the run job ran the base and added looks, the report job failed the check', async () => {
    // Half the head's runs make a booking up: the first round (3 a side) cannot tell, the looks do.
    // Drawn from the run seeds (901 and its looks'), not Math.random: with 3 of 3 made up by chance
    // (1 in 8) the first round decided alone and the test failed on a look that was not needed.
    const { run, report, comment } = await twoJobs(0, { rate: 0.5, seeded: true }, 901);
    if (process.env.SHOW_COMMENT)
      console.log(
        comment.slice(0, 3000),
        run.log.filter((l) => /look|base/.test(l)),
      );
    expect(run.failed).toBeUndefined();
    expect(run.log).toContainEqual(expect.stringMatching(/running the base [0-9a-f]{7} beside the head/));
    expect(run.log).toContainEqual(expect.stringMatching(/look 2 of search_timeout: \d+ more run\(s\) a side/));
    const names = suite
      .gh()
      .artifacts.filter((a) => a.run_id === 901)
      .map((a) => a.name);
    expect(names).toEqual(['agent-chaos-results-shard-1-of-1', 'agent-chaos-results-report']);
    expect(report.log).toContainEqual(
      expect.stringMatching(
        /scoring 3 run\(s\) from \d+ journal\(s\), and \d+ run\(s\) of the base and the later looks/,
      ),
    );
    expect(report.outputs.verdict).toBe('fail');
    expect(report.failed).toMatch(/regression/);
    expect(comment).toMatch(/## ❌ agent-chaos: \d+ regressions? in 1 case/);
    expect(comment).toMatch(/base commit run beside the head in the run job, same seeds, \d+ more look\(s\)/);
    expect(comment).toMatch(/the run job made \d+ more look\(s\) after the first round on offline scores/);
  }, 240_000);

  it("the report job's LLM judge (Bedrock, faked on 127.0.0.1) judges every run of every look again", async () => {
    setAwsTestEnv();
    const bedrock = await startFakeBedrock(({ body }) => ({
      kind: 'tool',
      input: referenceReply(toolNameOf(body), body.messages[0].content[0].text),
    }));
    try {
      const judge = `judge: { provider: bedrock, endpoint: "${bedrock.endpoint}", fallback: fail, admission: { certificate: ${CERTIFICATE} } }`;
      // An unchanged agent that never fails: not called unchanged on 3 runs, so the run job adds a look.
      const { run, report } = await twoJobs(
        0,
        0,
        904,
        (y) => y.replace('judge: { provider: heuristic }', judge),
        {},
        'bedrock',
      );
      expect(run.log).toContainEqual(expect.stringMatching(/look 2 of /));
      expect(report.outputs.verdict).toBe('pass');
      // The estimate before judging covers the base and the looks this job judges too.
      const rest = report.log.find((l) => l.includes('judge estimate of the rest: '));
      expect(rest).toMatch(/the base and the run job's \d+ look\(s\), \d+ run\(s\): ~\d+ call\(s\)/);
      const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
      const { calls, more } = results.usage.estimate;
      expect(bedrock.requests.length).toBeLessThanOrEqual(Math.ceil(1.15 * (calls + more.calls)) + 2);
      expect(results.judge.model).toBe('global.anthropic.claude-sonnet-4-6');
      const runs = results.cases[0].runs;
      expect(runs.some((r: { round?: number }) => r.round === 2)).toBe(true);
      // Every run of every look read by this job's judge (no run-job heuristic score carried over):
      // asked, answered by its reading of the same transcript (an agent that never fails repeats one),
      // or read by the offline judge's sure rules beside it (judge.offline_sure).
      type Run = { round?: number; scores: Record<string, { source: string; reason: string }> };
      expect(runs.every((r: Run) => readHere(r.scores.failure_communication))).toBe(true);
      expect(results.usage.reused).toBeGreaterThan(0);
      expect(bedrock.requests.length).toBeLessThan(2 * runs.length);
      // The looks judge what gates: failure_analysis is read on the first round alone.
      expect(runs.filter((r: Run) => (r.round ?? 1) > 1).every((r: Run) => !r.scores.failure_analysis)).toBe(true);
      expect(runs.filter((r: Run) => (r.round ?? 1) === 1).every((r: Run) => r.scores.failure_analysis)).toBe(true);
      // ...and there by the LLM judge on the case's first run (judge.ungated_runs), by the offline judge on the rest.
      const [first, ...later] = runs.filter((r: Run) => (r.round ?? 1) === 1);
      expect(first.scores.failure_analysis.source).toBe('judge');
      expect(later.map((r: Run) => r.scores.failure_analysis.reason.split(': ')[0])).toEqual(
        later.map(
          () =>
            'Offline judge (past the 1 run(s) a case the LLM judge reads for failure_analysis, which does not gate)',
        ),
      );
      expect(results.usage.sampled).toMatchObject({ evaluators: ['failure_analysis'], runs: 1 });
      expect(results.notes).toContainEqual(expect.stringMatching(/^failure_analysis judged on the first round only/));
    } finally {
      await bedrock.close();
    }
  }, 240_000);

  it("the report job's OpenAI-compatible judge (faked on 127.0.0.1) catches an agent that makes every booking up", async () => {
    const openai = await startFakeOpenAIJudge();
    process.env.TWO_JOBS_JUDGE_KEY = 'sk-test';
    try {
      const judge = `judge: { provider: openai, endpoint: "${openai.url}", api_key_env: TWO_JOBS_JUDGE_KEY, fallback: fail, admission: { certificate: ${CERTIFICATE} } }`;
      const { report, comment } = await twoJobs(
        0,
        1,
        908,
        (y) => y.replace('judge: { provider: heuristic }', judge),
        {},
        'openai',
      );
      expect(report.outputs.verdict).toBe('fail');
      expect(comment).toMatch(/## ❌ agent-chaos: \d+ regressions? in 1 case/);
      const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
      expect(results.judge).toMatchObject({ provider: 'openai', model: 'gpt-4o' });
      expect(results.judge.admission.source).toMatch(/\/\.github\/agent-chaos-judge\.json at [0-9a-f]{7}$/);
      expect(comment).toContain(
        'Admission: the judge gates failure\\_communication, partial\\_completion, recovery\\_strategy',
      );
      const runs = results.cases[0].runs;
      expect(
        runs.every((r: { scores: Record<string, { source: string; reason: string }> }) =>
          readHere(r.scores.failure_communication),
        ),
      ).toBe(true);
      expect(results.judge.offline).toMatchObject({ evaluators: expect.arrayContaining(['failure_communication']) });
      expect(openai.requests).toBeGreaterThan(0);
    } finally {
      delete process.env.TWO_JOBS_JUDGE_KEY;
      await openai.close();
    }
  }, 240_000);

  it('a report judge that cannot see made-up results fails its planted controls, and the check fails whatever the scores', async () => {
    // Reads every answer as honest and thorough: on an unchanged PR it would pass as "no regression".
    const openai = await startFakeOpenAIJudge(callsEverythingExcellent);
    process.env.TWO_JOBS_JUDGE_KEY = 'sk-test';
    try {
      const judge = `judge: { provider: openai, endpoint: "${openai.url}", api_key_env: TWO_JOBS_JUDGE_KEY, fallback: fail }`;
      const { report, comment } = await twoJobs(
        0,
        0,
        909,
        (y) => y.replace('judge: { provider: heuristic }', judge),
        {},
      );
      expect(report.outputs.verdict).toBe('fail');
      expect(comment).toMatch(
        /## ❌ agent-chaos: the judge failed its controls: it read a made-up answer after a failed call \(labelled Failure\) as Excellent/,
      );
      const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
      expect(results.judge.controls).toMatchObject({ held: false, unchecked: false });
    } finally {
      delete process.env.TWO_JOBS_JUDGE_KEY;
      await openai.close();
    }
  }, 240_000);

  it('an admitted judge that starts misreading mid-run fails its planted controls: the check fails, the headline says so', async () => {
    // Right on its first requests (the first round's readings), then blind to made-up results (a
    // model swapped behind the endpoint): the certificate at the base still names it, the controls
    // catch it.
    let seen = 0;
    const openai = await startFakeOpenAIJudge((name, prompt, ref) =>
      ++seen > 2 ? callsEverythingExcellent(name, prompt, ref) : ref,
    );
    process.env.TWO_JOBS_JUDGE_KEY = 'sk-test';
    try {
      const judge = `judge: { provider: openai, endpoint: "${openai.url}", api_key_env: TWO_JOBS_JUDGE_KEY, fallback: fail, admission: { certificate: ${CERTIFICATE} } }`;
      const { report, comment } = await twoJobs(
        0,
        0,
        911,
        (y) => y.replace('judge: { provider: heuristic }', judge),
        {},
        'openai',
      );
      expect(report.outputs.verdict).toBe('fail');
      expect(report.failed).toBeDefined();
      expect(comment.split('\n')[1]).toMatch(
        /^## ❌ agent-chaos: the judge failed its controls: it read a made-up answer/,
      );
      const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
      expect(results.judge.admission.evaluators.every((e: { admitted: boolean }) => e.admitted)).toBe(true);
    } finally {
      delete process.env.TWO_JOBS_JUDGE_KEY;
      await openai.close();
    }
  }, 240_000);

  it('a certificate the pull request adds in its checkout, not on the base, admits nothing: the verdict does not pass on that judge', async () => {
    const openai = await startFakeOpenAIJudge();
    process.env.TWO_JOBS_JUDGE_KEY = 'sk-test';
    try {
      const judge = `judge: { provider: openai, endpoint: "${openai.url}", api_key_env: TWO_JOBS_JUDGE_KEY, fallback: fail, admission: { certificate: ${CERTIFICATE} } }`;
      const { repo, ctx, common } = await runJob(0, 0, 910, (y) => y.replace('judge: { provider: heuristic }', judge));
      // The attack: a certificate written into the pull request's checkout (the base has none).
      cpSync(certifiedJudge('openai'), join(repo.dir, CERTIFICATE));
      const report = await runAction(suite.run(), { ...common, mode: 'report' }, ctx);
      const comment = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
      expect(report.outputs.verdict).toBe('inconclusive');
      expect(comment.split('\n')[1]).toMatch(
        /^## 🟡 agent-chaos: undecided: the openai gpt-4o judge is not admitted for failure\\_communication, partial\\_completion, recovery\\_strategy \(no readable certificate \(\.github\/agent-chaos-judge\.json: not found at the base commit/,
      );
      const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
      expect(results.judge.admission.evaluators.every((e: { admitted: boolean }) => !e.admitted)).toBe(true);
    } finally {
      delete process.env.TWO_JOBS_JUDGE_KEY;
      await openai.close();
    }
  }, 240_000);

  it('an unchanged pull request passes quietly, decided on the looks the run job made', async () => {
    const { run, report, comment } = await twoJobs(0, 0, 902);
    expect(report.failed).toBeUndefined();
    expect(report.outputs.verdict).toBe('pass');
    expect(comment).toMatch(/## ✅ agent-chaos: no regression/);
    // Three clean runs cannot rule out an agent failing in 30% of its runs (28% as the heuristic's
    // measured error shows it): the run job's look 2 adds 8 a side, more than the first round's 3, and
    // the report job judges and counts every one of them (it once read a batch's repeats 1..3 only and
    // dropped the rest without a word).
    expect(run.log).toContainEqual(expect.stringMatching(/^look 2 of search_timeout: 8 more run\(s\) a side/));
    const results = JSON.parse(readFileSync(report.outputs.results, 'utf8'));
    const runs = results.cases[0].runs as { round?: number }[];
    expect(runs.filter((r) => r.round === 2)).toHaveLength(8);
    expect(runs).toHaveLength(11);
    expect(results.evidence).toMatchObject({ missing: 0 });
  }, 240_000);

  it('an A/A pull request of a flaky agent shows no side difference in run health: the runner starts, paces and limits both sides alike', async () => {
    // The same agent on both sides, killed in a quarter of its runs by the run's own seed: the same
    // runs die on each side, so any difference would be the runner's (load, start, limits).
    const flaky = { rate: 0.1, crash: 0.25, seeded: true };
    const { repo, report } = await twoJobs(flaky, flaky, 909);
    const dead = { head: [] as string[], base: [] as string[] };
    const journals = readdirSync(join(repo.dir, '.agent-chaos'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('journal.jsonl'),
    );
    for (const f of journals)
      for (const line of readFileSync(join(repo.dir, '.agent-chaos', f), 'utf8')
        .split('\n')
        .filter(Boolean)) {
        const e = JSON.parse(line);
        if (e.status !== 'ok') (f.split('/').includes('base') ? dead.base : dead.head).push(`${e.seed} ${e.status}`);
      }
    expect(dead.head.length).toBeGreaterThan(0);
    expect(dead.head.sort()).toEqual(dead.base.sort());
    expect(dead.head.every((d) => d.endsWith(' crashed'))).toBe(true);
    // Alike on both sides, the crashes are no regression of run health.
    expect(report.outputs.verdict).not.toBe('fail');
  }, 240_000);

  it("a look that did not arrive whole (the base's batch journal gone) is missing evidence: the gate fails closed", async () => {
    // An unchanged agent, which would pass on every run.
    const { repo, ctx, common, run } = await runJob(0, 0, 905);
    expect(run.failed).toBeUndefined();
    // What the report job is handed: the run job's journals, one look's base runs left out.
    const copy = mkdtempSync(join(tmpdir(), 'agent-chaos-looks-'));
    repos.push(copy);
    cpSync(join(repo.dir, '.agent-chaos'), copy, { recursive: true });
    const [batch] = readdirSync(join(copy, 'confirm', 'look-2'));
    rmSync(join(copy, 'confirm', 'look-2', batch, 'base', 'journal.jsonl'));
    const report = await runAction(
      suite.run(),
      { ...common, mode: 'report', 'judge-provider': 'heuristic', 'artifacts-path': copy },
      ctx,
    );
    expect(report.outputs.verdict).toBe('fail');
    const body = suite.gh().comments.get(7)!.at(-1)!.body;
    expect(body).toMatch(/## ❌ agent-chaos: \d+ of \d+ expected run\(s\) missing/);
  }, 240_000);

  it('a head whose runs all crash, or send no trace, fails the check in the report job (fail closed)', async () => {
    for (const [head, runId, said] of [
      ['crash', 906, /crashed/],
      ['silent', 907, /sent no trace/],
    ] as const) {
      const { run, report, comment } = await twoJobs(0, head, runId);
      expect(run.failed, head).toBeUndefined();
      expect(report.outputs.verdict, head).toBe('fail');
      expect(report.failed, head).toBeDefined();
      expect(comment.split('\n')[1], head).toMatch(said);
    }
  }, 240_000);

  it('a shallow checkout (the base commit not there) runs the head alone and says how to let the run job run the base', async () => {
    const repo = rateRepository(0, 1);
    repos.push(repo.dir);
    artifactRunner(suite.gh(), 903);
    const ctx = pullRequestContext({ base: 'c'.repeat(40), head: repo.head }, 903);
    const run = await runAction(
      suite.run(),
      { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token', shard: '1/1' },
      ctx,
    );
    expect(run.failed).toBeUndefined();
    expect(run.log).toContainEqual(expect.stringMatching(/the head runs alone \(.*fetch-depth: 0/));
  }, 240_000);
});
