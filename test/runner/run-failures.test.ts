// A failed agent run says why, with the fix, where its stderr names a known cause: a missing module,
// a missing command, an exporter sending to a fixed port, a variable set here but not passed. The log
// prints a stderr seen before once, and ends with a line per case and cause.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFailureCause } from '../../src/runner/run-failures.js';
import { runCli } from '../helpers/cli.js';

const RUN_ENV = { PATH: '/usr/bin', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:40123/runs/abc' };

describe('the cause of a failed run, from its stderr', () => {
  it.each([
    [
      "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'openai' imported from /w/agent.mjs",
      /^module openai not found: install the agent's dependencies where it runs \(agent\.workdir\)/,
    ],
    ["ModuleNotFoundError: No module named 'strands'", /^module strands not found: /],
    ['sh: 1: uvx: not found', /^command uvx not found: check agent\.command/],
    ['/bin/bash: line 1: poetry: command not found', /^command poetry not found: /],
    [
      'Error: connect ECONNREFUSED 127.0.0.1:4318\n    at TCPConnectWrap.afterConnect',
      /^the agent's exporter sent its spans to port 4318, where nothing listens: let it read OTEL_EXPORTER_OTLP_ENDPOINT/,
    ],
    [
      'OpenAIError: The OPENAI_API_KEY environment variable is missing or empty',
      /^OPENAI_API_KEY is set here but not passed to the agent: add it to agent\.pass_env$/,
    ],
  ])('%s', (stderr, cause) => {
    expect(runFailureCause(stderr, RUN_ENV, { OPENAI_API_KEY: 'sk-set-in-the-shell' })).toMatch(cause);
  });

  it('names no cause it cannot see, and never advises passing the job its own token', () => {
    const here = { GITHUB_TOKEN: 'ghs_x', ACTIONS_RUNTIME_TOKEN: 'y', OPENAI_API_KEY: 'sk' };
    expect(runFailureCause('TypeError: x is not a function', RUN_ENV, here)).toBeUndefined();
    expect(runFailureCause('GITHUB_TOKEN and ACTIONS_RUNTIME_TOKEN are missing', RUN_ENV, here)).toBeUndefined();
    // Passed already (or unset here): not the cause.
    expect(runFailureCause('OPENAI_API_KEY is invalid', { ...RUN_ENV, OPENAI_API_KEY: 'sk' }, here)).toBeUndefined();
    expect(runFailureCause('ANTHROPIC_API_KEY is missing', RUN_ENV, here)).toBeUndefined();
    // The run's own endpoint refusing is not an exporter pointed elsewhere.
    const own = { ...RUN_ENV, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(runFailureCause('connect ECONNREFUSED 127.0.0.1:4318', own, here)).toBeUndefined();
    expect(runFailureCause("Cannot find module '$(curl evil)' ", RUN_ENV, here)).toBeUndefined(); // not a name
  });
});

describe('failed runs in the log of `run`', () => {
  it('a missing module: each run says it with the fix, the stack is printed once, and one line per case counts the runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-missing-module-'));
    writeFileSync(join(dir, 'agent.mjs'), "import 'definitely-missing-module';\n");
    const cases = ['a', 'b']
      .map(
        (n) => `  - name: ${n}\n    input: hi\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }`,
      )
      .join('\n');
    writeFileSync(
      join(dir, 'agent-chaos.yml'),
      `agent:\n  command: node agent.mjs\n  timeout: 30s\nrepeat: 2\nbaseline: none\njudge: { provider: heuristic }\ncases:\n${cases}\n`,
    );
    const r = await runCli('run', '--config', join(dir, 'agent-chaos.yml'), '--out', join(dir, 'out'));
    const runLines = r.out.split('\n').filter((l) => /^\[\d\/4\] /.test(l));
    expect(runLines).toHaveLength(4);
    for (const l of runLines)
      expect(l).toMatch(
        /crashed .*: the agent crashed: exit code 1: module definitely-missing-module not found: install the agent's dependencies/,
      );
    expect(r.out.match(/Cannot find package 'definitely-missing-module'/g)).toHaveLength(1);
    expect(r.out.match(/ {4}stderr: the same as \w #\d's/g)).toHaveLength(3);
    expect(r.out).toContain('failed runs, by case and cause:');
    for (const c of ['a', 'b'])
      expect(r.out).toContain(`  ${c}: 2 run(s) crashed: exit code 1: module definitely-missing-module not found:`);
  });
});
