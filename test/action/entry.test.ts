// dist/index.js run as GitHub runs it: INPUT_* variables, GITHUB_EVENT_PATH with a pull_request
// event, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, GITHUB_API_URL pointing at a fake GitHub API on
// 127.0.0.1. The example agent runs for real; the baseline is the committed careful result.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGitHub, fakeRuntimeToken, startFakeGitHub } from '../helpers/fake-github.js';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(() => gh.close());

async function runAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}, event?: object) {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-action-'));
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(event ?? { number: 7, pull_request: { number: 7, base: { ref: 'main', sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40) } }, repository: { default_branch: 'main' } }));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '99',
    GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/agent-chaos.yml@refs/pull/7/merge',
    ...extraEnv,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  let code = 0;
  let stdout = '';
  try {
    stdout = (await promisify(execFile)(process.execPath, [resolve('dist/index.js')], { env, cwd: dir, maxBuffer: 16 << 20 })).stdout;
  } catch (err) {
    const e = err as { code: number; stdout: string };
    code = e.code;
    stdout = e.stdout;
  }
  const outputs = Object.fromEntries([...readFileSync(files.output, 'utf8').matchAll(/^(\w[\w-]*)<<(\S+)\n([\s\S]*?)\n\2$/gm)].map((m) => [m[1], m[3]]));
  return { code, stdout, outputs, summary: readFileSync(files.summary, 'utf8') };
}

const base = {
  config: resolve('examples/travel-agent/agent-chaos.yml'),
  'working-directory': '.',
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  'judge-provider': 'heuristic',
};

describe('the action on a pull request', () => {
  it('creates the comment, writes the summary and outputs, and passes when the agent did not get worse', async () => {
    const r = await runAction(base);
    expect(r.stdout).not.toMatch(/::error::/);
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toMatch(/^(pass|inconclusive)$/);
    expect(r.outputs.regressions).toBe('0');
    expect(Object.keys(JSON.parse(r.outputs.scores))).toContain('failure_communication');
    expect(readFileSync(r.outputs.report, 'utf8')).toContain('<!-- agent-chaos:default -->');
    expect(r.summary).toContain('agent-chaos');
    expect(gh.comments.get(7)).toHaveLength(1);
  }, 90_000);

  it('updates the same comment and fails the step when the head fabricates', async () => {
    const r = await runAction(base, { TRAVEL_AGENT_MODE: 'fabricate' });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('fail');
    expect(Number(r.outputs.regressions)).toBeGreaterThan(0);
    expect(r.stdout).toMatch(/::error::agent-chaos: \d+ regression\(s\): search_timeout · failure_communication/);
    expect(gh.comments.get(7)).toHaveLength(1);
    expect(gh.comments.get(7)![0].body).toContain('### Regressions');
  }, 90_000);

  it('names a bad input', async () => {
    const r = await runAction({ ...base, 'fail-on': 'sometimes' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::invalid action inputs:%0A  input "fail-on": must be one of regression, overall, threshold, never \(got "sometimes"\)/);
  });

  it('fails with the positioned config problem', async () => {
    const r = await runAction({ ...base, config: resolve('fixtures/configs/invalid.yml') });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::.*invalid\.yml:3:5: agent\.comand: unknown key; did you mean "command"\?/);
  });
});

describe('baseline artifact round trip: uploaded on a push to main, compared with on a pull request', () => {
  it('the push run uploads results.json and sessions.jsonl; the pull request finds that run at the merge base and compares', async () => {
    gh.uploadRunId = 700;
    const runner = { ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(), ACTIONS_RESULTS_URL: `${gh.url}/`, GITHUB_SERVER_URL: 'https://github.com' };
    const push = await runAction(
      { ...base, baseline: 'none', 'baseline-file': '' },
      { ...runner, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '700' },
      { ref: 'refs/heads/main', repository: { default_branch: 'main' } },
    );
    expect(push.code).toBe(0);
    expect(push.stdout).toMatch(/uploaded the baseline artifact "agent-chaos-results" \(\d+\)/);
    expect(gh.artifacts.filter((a) => a.run_id === 700).map((a) => a.name)).toEqual(['agent-chaos-results']);
    // GitHub lists that run as a successful run of this workflow on main, at the merge base.
    gh.runs.push({ id: 700, run_number: 70, head_sha: 'e'.repeat(40), head_branch: 'main', conclusion: 'success', created_at: new Date().toISOString() });
    gh.mergeBase = 'e'.repeat(40);
    gh.comments.delete(7);
    const pr = await runAction({ ...base, baseline: 'artifact', 'baseline-file': '' }, { ...runner, TRAVEL_AGENT_MODE: 'fabricate' });
    expect(pr.outputs.verdict).toBe('fail');
    const body = gh.comments.get(7)![0].body;
    expect(body).toContain('artifact of run #70 on main, at the merge base');
    expect(body).toContain('### Regressions');
  }, 120_000);
});

describe('sharding: a matrix of run jobs, then one report job', () => {
  it('runs each shard\'s share, and the report step scores them all once, with one comment', async () => {
    const before = gh.comments.get(7)?.length ?? 0;
    // Each shard job uploads its journal as an artifact of the workflow run; the report job of the
    // same run downloads them all.
    gh.uploadRunId = 99;
    const runner = { ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(), ACTIONS_RESULTS_URL: `${gh.url}/`, GITHUB_SERVER_URL: 'https://github.com' };
    const shards = await Promise.all(['1/2', '2/2'].map((shard) => runAction({ ...base, shard }, { ...runner, TRAVEL_AGENT_MODE: 'fabricate', GITHUB_RUN_ID: '99' })));
    const lines = shards.map((s) => readFileSync(s.outputs.journal, 'utf8').trim().split('\n'));
    expect(lines[0].length + lines[1].length).toBe(12); // 4 cases x 3 repeats, split without overlap
    for (const s of shards) expect(s.code).toBe(0);
    expect(shards[0].stdout).toMatch(/collected \d+ run\(s\) without judging them; uploaded as "agent-chaos-results-shard-1-of-2"/);
    const report = await runAction({ ...base, mode: 'report' }, runner);
    expect(report.stdout).toContain('downloaded 2 artifact(s) "agent-chaos-results-shard-*" of run 99');
    expect(report.stdout).toMatch(/scoring 12 run\(s\) from 2 journal\(s\)/);
    expect(report.code).toBe(1); // the fabricating agent regressed
    expect(report.outputs.verdict).toBe('fail');
    expect(gh.comments.get(7)).toHaveLength(Math.max(before, 1));
    expect(gh.comments.get(7)!.at(-1)!.body).toContain('4 case(s), 12 run(s)');
  }, 120_000);
});

describe('fork-safe split: collect without secrets, evaluate on workflow_run', () => {
  it('the pull_request job runs the agent with no judge; the workflow_run job judges and comments on the PR', async () => {
    // The collecting job uploads its journal and context through the results service, as on GitHub.
    gh.uploadRunId = 555;
    const runner = { ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(), ACTIONS_RESULTS_URL: `${gh.url}/`, GITHUB_SERVER_URL: 'https://github.com' };
    const fork = await runAction({ ...base, 'judge-provider': 'none', 'github-token': '' }, { TRAVEL_AGENT_MODE: 'fabricate', ...runner });
    expect(fork.code).toBe(0);
    expect(fork.outputs.verdict).toBe('inconclusive');
    expect(fork.stdout).toMatch(/without judging them; uploaded as "agent-chaos-results-sessions"/);
    expect(gh.artifacts.filter((a) => a.run_id === 555).map((a) => a.name)).toEqual(['agent-chaos-results-sessions']);
    expect(gh.requests.map((r) => r.path)).toEqual(expect.arrayContaining([expect.stringMatching(/CreateArtifact$/), expect.stringMatching(/comp=blocklist/), expect.stringMatching(/FinalizeArtifact$/)]));
    gh.comments.delete(7);
    const event = { workflow_run: { id: 555, pull_requests: [] } };
    // @actions/artifact v2 does not serve GitHub Enterprise Server: the step says what to do instead.
    const ghes = await runAction({ ...base, mode: 'evaluate' }, {}, event);
    expect(ghes.code).toBe(1);
    expect(ghes.stdout).toMatch(/::error::.*cannot be downloaded on GitHub Enterprise Server.*artifacts-path/);
    // The documented way round: actions/download-artifact in an earlier step, then artifacts-path.
    const downloaded = mkdtempSync(join(tmpdir(), 'agent-chaos-downloaded-'));
    cpSync(fork.outputs.journal, join(downloaded, 'journal.jsonl'));
    cpSync(join(fork.outputs.journal, '..', 'context.json'), join(downloaded, 'context.json'));
    const onGhes = await runAction({ ...base, mode: 'evaluate', 'artifacts-path': downloaded }, {}, event);
    expect(onGhes.outputs.verdict).toBe('fail');
    expect(onGhes.stdout).toMatch(/scoring 12 run\(s\) from 1 journal\(s\)/);
    gh.comments.delete(7);
    const evaluate = await runAction({ ...base, mode: 'evaluate' }, { GITHUB_SERVER_URL: 'https://github.com' }, event);
    expect(evaluate.stdout).toContain('downloaded 1 artifact(s) "agent-chaos-results-sessions*" of run 555');
    expect(evaluate.outputs.verdict).toBe('fail');
    expect(gh.comments.get(7)).toHaveLength(1); // the PR number came from the collected context
    expect(gh.comments.get(7)![0].body).toContain('### Regressions');
  }, 120_000);
});

describe('the action with the Bedrock judge (real SDK, fake Bedrock)', () => {
  it('judges through the SDK with the credentials the environment gives, and fails when fallback is fail and there are none', async () => {
    const { startFakeBedrock, toolNameOf } = await import('../helpers/fake-bedrock.js');
    const { recordedReply } = await import('../helpers/scenarios.js');
    const bedrock = await startFakeBedrock(({ body }) => {
      const tool = toolNameOf(body);
      if (tool === 'failure_insights') return { kind: 'tool', input: { insights: [] } };
      return { kind: 'tool', input: recordedReply('fc-excellent', tool.replace(/_(verdict|report)$/, '')) };
    });
    try {
      const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bedrock-config-'));
      const config = readFileSync('examples/travel-agent/agent-chaos.yml', 'utf8')
        .replace('workdir: ../..', `workdir: ${resolve('.')}`)
        .replace('judge: { provider: heuristic }', `judge: { provider: bedrock, endpoint: "${bedrock.endpoint}", fallback: fail }`)
        .replace(/^repeat: 3$/m, 'repeat: 1');
      writeFileSync(join(dir, 'agent-chaos.yml'), config);
      const inputs = { ...base, config: join(dir, 'agent-chaos.yml'), 'judge-provider': '' };
      const creds = { AWS_ACCESS_KEY_ID: 'AKIDTEST', AWS_SECRET_ACCESS_KEY: 'secret', AWS_REGION: 'us-east-1', AWS_EC2_METADATA_DISABLED: 'true' };
      const r = await runAction(inputs, creds);
      expect(r.stdout).not.toMatch(/::error::/);
      expect(bedrock.requests.length).toBeGreaterThan(10);
      expect(readFileSync(r.outputs.report, 'utf8')).toContain('judge global.anthropic.claude-sonnet-4-6');
      const none = await runAction(inputs);
      expect(none.code).toBe(1);
      expect(none.stdout).toMatch(/::error::agent-chaos: the Bedrock judge needs AWS credentials and judge.fallback is fail: add aws-actions\/configure-aws-credentials/);
    } finally {
      await bedrock.close();
    }
  }, 120_000);
});
