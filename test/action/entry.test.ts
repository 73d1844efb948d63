// dist/index.js run as GitHub runs it: INPUT_* variables and a GITHUB_OUTPUT file.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

async function runAction(inputs: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-action-'));
  const output = join(dir, 'output');
  writeFileSync(output, '');
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, GITHUB_OUTPUT: output };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['dist/index.js'], { env });
    return { code: 0, stdout, output: readFileSync(output, 'utf8') };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout, output: readFileSync(output, 'utf8') };
  }
}

describe('action entry', () => {
  it('loads, validates the config and sets the cases output', async () => {
    const r = await runAction({ config: 'examples/travel-agent/agent-chaos.yml', 'working-directory': '.' });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('4 case(s)');
    expect(r.output).toMatch(/^cases<<.*\n4\n/m);
  });

  it('fails the step with the positioned config problem', async () => {
    const r = await runAction({ config: 'fixtures/configs/invalid.yml' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error::.*invalid\.yml:3:5: agent\.comand: unknown key; did you mean "command"\?/);
  });
});
