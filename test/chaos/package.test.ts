// The helper as a user installs it from a packed tarball (agent-chaos is not on the npm registry):
// `npm pack`, unpacked into a fresh project's node_modules, imported by an agent that has no
// @opentelemetry/api (an optional peer) and faulting a tool.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('agent-chaos/chaos from a packed tarball', () => {
  it('loads without @opentelemetry/api and injects the case file faults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-pack-'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const project = join(dir, 'agent');
    mkdirSync(join(project, 'node_modules', 'agent-chaos'), { recursive: true });
    execFileSync('tar', [
      '-xzf',
      join(dir, packed.filename),
      '-C',
      join(project, 'node_modules', 'agent-chaos'),
      '--strip-components=1',
    ]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'agent', type: 'module', private: true }));
    writeFileSync(
      join(project, 'case.json'),
      JSON.stringify({
        name: 'c',
        input: 'i',
        session_id: 's',
        seed: 1,
        effects: { tool_effects: { search: [{ effect_type: 'network_error' }] } },
      }),
    );
    writeFileSync(
      join(project, 'agent.mjs'),
      `import { wrapTools } from 'agent-chaos/chaos';
const tools = wrapTools({ search: async () => ({ flights: [] }), book: async () => ({ id: 'B1' }) });
const out = {};
for (const name of ['search', 'book']) out[name] = await tools[name]({}).then((r) => ({ ok: r }), (e) => ({ error: e.name + ': ' + e.message }));
console.log(JSON.stringify(out));
`,
    );
    const faultLog = join(project, 'faults.jsonl');
    const env = {
      PATH: process.env.PATH,
      AGENT_CHAOS_CASE_FILE: join(project, 'case.json'),
      AGENT_CHAOS_FAULT_LOG: faultLog,
    };
    // No @opentelemetry/api anywhere on the resolution path: the optional peer is really absent.
    expect(() =>
      execFileSync(process.execPath, ['--input-type=module', '-e', "await import('@opentelemetry/api')"], {
        cwd: project,
        env,
        stdio: 'ignore',
      }),
    ).toThrow();
    const out = JSON.parse(execFileSync(process.execPath, ['agent.mjs'], { cwd: project, env, encoding: 'utf8' }));
    expect(out.search.error).toMatch(/^NetworkError: /);
    expect(out.book).toEqual({ ok: { id: 'B1' } });
    expect(readFileSync(faultLog, 'utf8')).toContain('"network_error"');
    // The tarball carries the helper's types and no test or source tree.
    const files: string[] = packed.files.map((f: { path: string }) => f.path);
    expect(files).toContain('dist/chaos/types/chaos/index.d.ts');
    expect(files.some((f) => f.startsWith('src/') || f.startsWith('test/'))).toBe(false);
  });

  it('installs with npm into a fresh project in a few packages and no engine warning; the CLI and the helper both work', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-install-'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    expect(packed.size).toBeLessThan(3 * 1024 * 1024); // the bundles are self-contained: no dependency tree
    const project = join(dir, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'project', type: 'module', private: true }));
    // The tarball has no dependencies to fetch: --offline proves it needs nothing but itself.
    const log = execFileSync(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--loglevel', 'warn', join(dir, packed.filename)],
      { cwd: project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(log).not.toMatch(/EBADENGINE/);
    const installed = readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.'));
    expect(installed.length).toBeLessThanOrEqual(15);
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
    expect(
      execFileSync(join(project, 'node_modules', '.bin', 'agent-chaos'), ['--version'], {
        cwd: project,
        encoding: 'utf8',
      }).trim(),
    ).toBe(version);
    writeFileSync(
      join(project, 'config.yml'),
      'agent: { command: node agent.mjs }\ncases:\n  - name: c\n    input: hi\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }\n',
    );
    expect(
      execFileSync(join(project, 'node_modules', '.bin', 'agent-chaos'), ['validate', '--config', 'config.yml'], {
        cwd: project,
        encoding: 'utf8',
      }),
    ).toMatch(/config\.yml: valid\. 1 case\(s\), 3 run\(s\)/);
    writeFileSync(
      join(project, 'helper.mjs'),
      "import { wrapTools } from 'agent-chaos/chaos';\nconsole.log(typeof wrapTools);\n",
    );
    expect(execFileSync(process.execPath, ['helper.mjs'], { cwd: project, encoding: 'utf8' }).trim()).toBe('function');
  });
});
