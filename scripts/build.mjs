// Compiles TypeScript (tsc) to lib/, then bundles the two entry points with ncc into dist/:
// dist/index.js (the action) and dist/cli.js (the agent-chaos command).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

rmSync('lib', { recursive: true, force: true });
run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist');
for (const [entry, out] of [['lib/action/index.js', 'index.js'], ['lib/cli/index.js', 'cli.js']]) {
  const tmp = mkdtempSync(join(tmpdir(), 'ncc-'));
  run(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', tmp, '--quiet', '--target', 'es2022']);
  for (const f of readdirSync(tmp)) {
    if (f === 'index.js' || f === 'index.mjs') cpSync(join(tmp, f), join('dist', out));
    else if (f !== 'package.json') cpSync(join(tmp, f), join('dist', f), { recursive: true });
  }
  rmSync(tmp, { recursive: true, force: true });
}
// dist/ is loaded as ESM whatever the consumer's package.json says.
writeFileSync('dist/package.json', '{ "type": "module" }\n');
