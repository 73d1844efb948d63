// One smoke test of the committed bundle, as GitHub starts it: node dist/index.js with INPUT_*
// variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. Behaviour is tested from src in run.test.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exampleConfig } from '../helpers/action.js';

describe('dist/index.js', () => {
  it('runs the example agent, writes outputs and the summary, and exits 0 (no baseline: inconclusive)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-dist-'));
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary') };
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      INPUT_CONFIG: exampleConfig(1),
      INPUT_BASELINE: 'none',
      'INPUT_JUDGE-PROVIDER': 'heuristic',
    };
    const { stdout } = await promisify(execFile)(process.execPath, [resolve('dist/index.js')], { env, cwd: dir });
    expect(stdout).not.toMatch(/::error::/);
    expect(stdout).toMatch(/── search_timeout/); // a case's title (no group while the agents run: fence.ts)
    expect(readFileSync(files.output, 'utf8')).toMatch(/^verdict<<(\S+)\ninconclusive\n\1$/m);
    expect(readFileSync(files.summary, 'utf8')).toContain('agent-chaos');
  });
});
