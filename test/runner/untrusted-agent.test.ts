// The agent under test is untrusted code. Each attack is reproduced with a real child process and
// shown to hold: a leftover in a session of its own (setsid) neither keeps a run going nor outlives
// it; a time-out and a SIGTERM to agent-chaos end the whole tree; the agent sees none of the job's
// secrets.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';
import { launcherCommand } from '../../src/runner/launcher.js';
import { escapes } from '../../src/runner/process.js';
import { runCases } from '../../src/runner/run-cases.js';
import { alive, ended } from '../helpers/processes.js';

const STUB = resolve('fixtures/agents/stub.mjs');

// Agent limits far above a node stub's start on a busy machine: a 3 s limit once came before the
// stub had started its setsid child, and the test had nothing to check.
function setup(behavior: string, extra = '', timeout = '30s') {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-untrusted-'));
  const text = `agent:\n  command: node ${STUB}\n  timeout: ${timeout}\n  env: { STUB_PIDFILE: ${join(dir, 'pid')} }\n${extra}repeat: 1\ncases:\n  - name: ${behavior}\n    input: Search\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }\n`;
  const config = parseConfigText(text, 'test.yml');
  return { dir, config, cases: expandCases(config), pid: () => Number(readFileSync(join(dir, 'pid'), 'utf8')) };
}

const planted: Record<string, string> = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-value-1234',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.example/oidc',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-5678',
  GITHUB_TOKEN: 'ghs_abcdefghijklmnopqrstuvwxyz0123456789',
  'INPUT_GITHUB-TOKEN': 'ghs_abcdefghijklmnopqrstuvwxyz0123456789',
  AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  OPENAI_API_KEY: 'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
  MY_TEAM_SETTING: 'visible-when-listed',
};
const saved = { ...process.env };
afterEach(() => {
  for (const k of Object.keys(planted)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe('an untrusted agent', () => {
  it('ends its run when it exits, even with a setsid leftover holding stdout, and the leftover dies', async () => {
    // A time limit far beyond the test's own: a run kept going by the leftover would fail the test.
    const { dir, config, cases, pid } = setup('setsid-leftover', '', '120s');
    const outcome = await runCases({ config, cases, outDir: dir, runSeed: 1, graceMs: 300 });
    const run = outcome.cases[0].runs[0];
    expect(run.status).toBe('ok'); // not "timeout": it exited 0
    expect(await ended(pid())).toBe(true);
  });

  it('on a time-out, the whole tree is killed, a setsid child included', async () => {
    const { dir, config, cases, pid } = setup('hang-setsid', '', '20s'); // waited out whole
    const outcome = await runCases({ config, cases, outDir: dir, runSeed: 1, graceMs: 100 });
    expect(outcome.cases[0].runs[0].status).toBe('timeout');
    expect(pid()).toBeGreaterThan(0); // the setsid child was started before the time-out
    expect(await ended(pid())).toBe(true);
  });

  it('a process started with a cleared environment in a session of its own (env -i setsid) does not outlive the runs', async () => {
    // Round 4, point 7: no run tag and no process group of the run's: it outlived the kill, and after
    // the action lifted its command fence, its workflow commands were obeyed.
    const { dir, config, cases, pid } = setup('escape-env-i');
    const outcome = await runCases({ config, cases, outDir: dir, runSeed: 1, graceMs: 300 });
    expect(outcome.cases[0].runs[0].status).toBe('ok');
    expect(pid()).toBeGreaterThan(0); // it was started, with its parent gone before the run ended
    if (launcherCommand('x').command === process.execPath) return; // no perl or python3: documented
    expect(alive(pid())).toBe(false); // killed before runCases returned: no wait
    expect(escapes.killed).toBeGreaterThan(0);
  });

  it("sees none of the job's tokens and credentials, only what the config passes", async () => {
    Object.assign(process.env, planted);
    const { dir, config, cases } = setup('env-dump', '  pass_env: [MY_TEAM_*]\n');
    const outcome = await runCases({ config, cases, outDir: dir, runSeed: 1, graceMs: 300 });
    const answer = outcome.cases[0].runs[0].session!.finalAnswer;
    const seen = JSON.parse(answer.replace(/^My environment: /, '')) as Record<string, string>;
    for (const k of Object.keys(planted).filter((k) => k !== 'MY_TEAM_SETTING')) expect(seen[k], k).toBeUndefined();
    // Passed, and (as every value the agent is given but plain settings) a secret in what the run records.
    expect(seen.MY_TEAM_SETTING).toBe('[REDACTED:agent-environment]');
    expect(seen.PATH).toBe(process.env.PATH);
    expect(seen.AGENT_CHAOS_CASE_FILE).toMatch(/case\.json$/);
    expect(Object.keys(seen).filter((k) => /^(ACTIONS_|INPUT_|AWS_|GITHUB_TOKEN|OPENAI)/.test(k))).toEqual([]);
  });

  it('SIGTERM to agent-chaos ends every run and the process', async () => {
    const { dir } = setup('hang-setsid');
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent: { command: node ${STUB}, timeout: 300s, env: { STUB_PIDFILE: ${join(dir, 'pid')} } }\nrepeat: 1\njudge: { provider: heuristic }\nbaseline: none\ncases:\n  - name: hang-setsid\n    input: Search\n`,
    );
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', resolve('src/cli/index.ts'), 'run', '--config', configPath, '--out', join(dir, 'out')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    cli.stdout.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => cli.on('exit', (code) => r(code)));
    // Once the agent has started its setsid child, cancel.
    for (let i = 0; i < 1200 && !readFileSafe(join(dir, 'pid')); i++) await new Promise((r) => setTimeout(r, 50));
    const leftover = Number(readFileSafe(join(dir, 'pid')));
    expect(alive(leftover)).toBe(true);
    cli.kill('SIGTERM');
    // The shell's code for SIGTERM: a stopped run is not a pass. (The agent's own limit, 300 s, is
    // beyond the test's: waiting for it would fail the test.)
    expect(await exited).toBe(143);
    expect(await ended(leftover)).toBe(true);
    expect(out).toMatch(/hang-setsid #1 cancelled/);
    expect(out).toMatch(/1 of 1 expected run\(s\) missing: the job was cancelled/);
  });
});

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
