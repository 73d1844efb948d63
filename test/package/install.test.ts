// The packed tarball in a fresh project, as a user installs it: `npm pack`, then `npm install` of the
// tarball offline (the package has no dependencies: dist/ is bundled), then the CLI through its bin
// and the agent helper through its export, in child processes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
  });

describe('the packed package in a fresh project', () => {
  it('installs offline, runs the CLI and the helper, and carries its licence; the helper injects the case’s fault', () => {
    npm(['pack', '--silent', '--pack-destination', dir], resolve('.'));
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    const project = join(dir, 'project');
    execFileSync('mkdir', [project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'fresh', private: true, type: 'module' }));
    npm(['install', '--offline', '--ignore-scripts', join(dir, tarball)], project);
    const installed = join(project, 'node_modules', 'agent-chaos');
    expect(existsSync(join(installed, 'LICENSE'))).toBe(true);

    const bin = join(project, 'node_modules', '.bin', 'agent-chaos');
    expect(execFileSync(bin, ['--help'], { cwd: project, encoding: 'utf8' })).toMatch(/agent-chaos run/);
    // The bundled real traces, normalized by the installed CLI: a failed tool call shown.
    expect(execFileSync(bin, ['demo', '--traces'], { cwd: project, encoding: 'utf8' })).toContain('✗ get_stock_price');

    // The helper, imported as an agent imports it; outside agent-chaos its tools are returned as they are.
    writeFileSync(
      join(project, 'agent.mjs'),
      "import { wrapTools } from 'agent-chaos/chaos';\nconst tools = wrapTools({ add: async (a, b) => a + b });\nconsole.log(typeof wrapTools, await tools.add(2, 3));\n",
    );
    const env = { ...process.env };
    delete env.AGENT_CHAOS_CASE_FILE;
    expect(execFileSync('node', ['agent.mjs'], { cwd: project, encoding: 'utf8', env }).trim()).toBe('function 5');
    // Inside a case: the case file's network error reaches the wrapped tool.
    const caseFile = join(project, 'case.json');
    writeFileSync(
      caseFile,
      JSON.stringify({
        name: 'c',
        input: 'x',
        session_id: 's',
        seed: 1,
        effects: {
          tool_effects: { add: [{ effect_type: 'network_error', error_message: 'Connection reset by peer' }] },
        },
      }),
    );
    writeFileSync(
      join(project, 'faulted.mjs'),
      "import { wrapTools } from 'agent-chaos/chaos';\nconst tools = wrapTools({ add: async (a, b) => a + b });\ntry { await tools.add(2, 3); console.log('no fault'); } catch (err) { console.log(err.message); }\n",
    );
    expect(
      execFileSync('node', ['faulted.mjs'], {
        cwd: project,
        encoding: 'utf8',
        env: { ...env, AGENT_CHAOS_CASE_FILE: caseFile },
      }),
    ).toContain('Connection reset by peer');
  }, 180_000);
});
