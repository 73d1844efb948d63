// Compiles TypeScript (tsc) to lib/, then bundles the entry points with ncc into dist/:
// dist/index.js (the action) with its lazily loaded chunks beside it, the CLI in dist/cli/ (its own
// chunks there, so bundles never overwrite each other's) started by dist/cli.js, and the chaos
// helper for agents in dist/chaos/ with its type declarations.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('lib', { recursive: true, force: true });
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);

function bundle(entry, outDir, extra = []) {
  const tmp = mkdtempSync(join(tmpdir(), 'ncc-'));
  run(process.execPath, [
    'node_modules/@vercel/ncc/dist/ncc/cli.js',
    'build',
    entry,
    '-o',
    tmp,
    '--quiet',
    '--target',
    'es2022',
    ...extra,
  ]);
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(tmp))
    if (f !== 'package.json') cpSync(join(tmp, f), join(outDir, f), { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
}

rmSync('dist', { recursive: true, force: true });
bundle('lib/action/index.js', 'dist');
bundle('lib/cli/index.js', 'dist/cli');
// The agent launcher's program, started by path beside each bundle that runs agents (runner/launcher.ts).
for (const dir of ['dist', 'dist/cli']) cpSync('src/runner/launcher-process.cjs', join(dir, 'launcher.cjs'));
// agent-chaos/chaos, imported by agents under test: their own @opentelemetry/api is used, not a copy.
bundle('lib/chaos/index.js', 'dist/chaos', ['-e', '@opentelemetry/api']);
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.chaos-types.json']);
writeFileSync(
  'dist/cli.js',
  "#!/usr/bin/env node\n// The agent-chaos command: the bundled CLI lives in dist/cli/.\nimport './cli/index.js';\n",
);
chmodSync('dist/cli.js', 0o755);
// dist/ is loaded as ESM whatever the consumer's package.json says.
writeFileSync('dist/package.json', '{ "type": "module" }\n');
