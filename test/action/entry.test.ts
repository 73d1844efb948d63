// dist/index.js run as GitHub runs it: INPUT_* variables, GITHUB_EVENT_PATH with a pull_request
// event, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, GITHUB_API_URL pointing at a fake GitHub API on
// 127.0.0.1. The example agent runs for real; the baseline is the committed careful result.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';

let gh: FakeGitHub;
beforeAll(async () => {
  gh = await startFakeGitHub();
});
afterAll(() => gh.close());

async function runAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-action-'));
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary'), event: join(dir, 'event.json') };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify({ number: 7, pull_request: { number: 7, base: { ref: 'main', sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40) } }, repository: { default_branch: 'main' } }));
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
