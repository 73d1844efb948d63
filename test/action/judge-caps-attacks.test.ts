// Trust round 4, point 1: the report job judged every run the run job uploaded, whatever the base's
// config allows: base caps allowing 24 runs, 20 looks x 15 runs a side were judged with 2,424 paid
// judge calls; a pull request adding 150 cases to its own config had them all judged. The run job's
// upload is untrusted (its config is the pull request's, and a fork's job is the fork's). Now the
// report job (and evaluate) judges at most the base's cases plus gate.max_new_cases new ones, and per
// case and side confirm.max_runs runs within confirm.max_extra_runs; the rest is not judged, the
// comment says so, and the gate fails closed. The action's entry, real agent processes in a real git
// repository, an OpenAI-compatible judge on 127.0.0.1 counting its calls.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAIJudge, startFakeOpenAIJudge } from '../helpers/fake-openai-judge.js';
import { actionSuite, artifactRunner, pullRequestContext, runAction } from '../helpers/action.js';
import { manyCases, rateRepository } from '../helpers/rate-repository.js';

const suite = actionSuite();
const repos: string[] = [];
let openai: FakeOpenAIJudge;
beforeAll(async () => {
  openai = await startFakeOpenAIJudge();
});
afterAll(() => openai.close());
afterEach(() => {
  for (const r of repos.splice(0)) rmSync(r, { recursive: true, force: true });
  delete process.env.CAPS_JUDGE_KEY;
});

/** The base's caps: 3 runs a side first, at most 6 a side, 12 extra runs in all. */
const CAPS = 'confirm: { runs: 3, max_runs: 6, max_extra_runs: 12 }\n';

/** A run job's upload of an unchanged pull request, copied where the test can add to it. */
async function upload(runId: number) {
  const judge = () =>
    `judge: { provider: openai, endpoint: "${openai.url}", api_key_env: CAPS_JUDGE_KEY, fallback: fail }`;
  const repo = rateRepository(0, 0, (y) =>
    y
      .replace('repeat: 5', 'repeat: 3')
      .replace('judge: { provider: heuristic }', judge())
      .replace('cases:\n', `${CAPS}cases:\n`),
  );
  repos.push(repo.dir);
  const configPath = join(repo.dir, '.github', 'agent-chaos.yml');
  const baseConfig = readFileSync(configPath, 'utf8');
  suite.gh().files.set(`${repo.base}:${relative('/', configPath)}`, baseConfig);
  artifactRunner(suite.gh(), runId);
  const ctx = pullRequestContext(repo, runId);
  const common = { config: '.github/agent-chaos.yml', 'working-directory': repo.dir, 'github-token': 'test-token' };
  const run = await runAction(suite.run(), { ...common, shard: '1/1', 'judge-provider': 'heuristic' }, ctx);
  expect(run.failed).toBeUndefined();
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-upload-'));
  cpSync(dirname(run.outputs.journal), dir, { recursive: true });
  const headLines = readFileSync(join(dir, 'journal.jsonl'), 'utf8').trim().split('\n');
  return { repo, ctx, common, dir, configPath, baseConfig, template: JSON.parse(headLines[0]) };
}

/** Journal lines of `runs` runs of `name`, cloned from a real entry. */
const lines = (template: Record<string, unknown>, name: string, runs: number, tag: string) =>
  Array.from(
    { length: runs },
    (_, i) => `${JSON.stringify({ ...template, case: name, repeat: i + 1, sessionId: `${tag}-${name}-${i + 1}` })}\n`,
  ).join('');

const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, { flag: 'a' });
};

describe("the report job judges only what the base's caps allow", () => {
  it('20 looks of 15 runs a side in the upload: a few dozen judge calls, not thousands; the rest named and the gate fails closed', async () => {
    const u = await upload(960);
    for (let look = 2; look <= 21; look++) {
      const at = join(u.dir, 'confirm', `look-${look}`, 'case-search_timeout');
      write(join(at, 'journal.jsonl'), lines(u.template, 'search_timeout', 15, `h${look}`));
      write(join(at, 'base', 'journal.jsonl'), lines(u.template, 'search_timeout', 15, `b${look}`));
    }
    process.env.CAPS_JUDGE_KEY = 'sk-test';
    const before = openai.requests;
    const report = await runAction(
      suite.run(),
      { ...u.common, mode: 'report', 'artifacts-path': relative(u.repo.dir, u.dir) },
      u.ctx,
    );
    const calls = openai.requests - before;
    // At most 6 runs a side of the one case are judged (12 runs), a handful of calls each.
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(12 * 6);
    const comment = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
    if (process.env.SHOW_COMMENT) console.log(comment.slice(0, 1500), calls, report.failed);
    expect(comment.split('\n')[1]).toMatch(/^## ❌ agent-chaos: .*past the base config's caps were not judged/);
    expect(comment).toContain('confirm.max\\_runs 6 a side');
    expect(report.outputs.verdict).toBe('fail');
    expect(report.failed).toBeDefined();
  }, 240_000);

  it('150 cases the pull request adds to its config: gate.max_new_cases of them judged, the rest named', async () => {
    const u = await upload(961);
    // The pull request's config (the report job's checkout) adds 150 cases; the base's has one.
    writeFileSync(
      u.configPath,
      manyCases(151)(u.baseConfig).replace('name: search_timeout_0\n', 'name: search_timeout\n'),
    );
    for (let k = 1; k <= 150; k++) {
      write(join(u.dir, 'journal.jsonl'), lines(u.template, `search_timeout_${k}`, 3, 'h'));
      write(join(u.dir, 'base', 'journal.jsonl'), lines(u.template, `search_timeout_${k}`, 3, 'b'));
    }
    process.env.CAPS_JUDGE_KEY = 'sk-test';
    const before = openai.requests;
    const report = await runAction(
      suite.run(),
      { ...u.common, mode: 'report', 'artifacts-path': relative(u.repo.dir, u.dir) },
      u.ctx,
    );
    const calls = openai.requests - before;
    // The base's case and 10 new ones, 3 runs a side: 66 runs, against 906 uploaded.
    expect(calls).toBeLessThanOrEqual(66 * 6);
    const comment = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
    if (process.env.SHOW_COMMENT) console.log(comment.slice(0, 1500), calls, report.failed);
    expect(comment).toContain('the pull request adds 140 case(s) past gate.max\\_new\\_cases');
    expect(report.outputs.verdict).toBe('fail');
  }, 240_000);
});
