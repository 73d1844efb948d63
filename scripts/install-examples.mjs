// Installs each framework example's own packages (examples/*/package-lock.json) with `npm ci`, so the
// main install stays lean. An example whose node_modules was installed from the same lockfile is
// skipped (a stamp holds the lockfile's hash). The examples test (test/examples/frameworks.test.ts)
// needs them; vitest's global setup calls this, and `npm run examples:install` does it by hand.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const examples = fileURLToPath(new URL('../examples/', import.meta.url));
const STAMP = '.agent-chaos-lock-hash';

export async function installExamples() {
  const dirs = readdirSync(examples).filter((d) => existsSync(join(examples, d, 'package-lock.json')));
  await Promise.all(
    dirs.map(async (d) => {
      const dir = join(examples, d);
      const hash = createHash('sha256')
        .update(readFileSync(join(dir, 'package-lock.json')))
        .digest('hex');
      const stamp = join(dir, 'node_modules', STAMP);
      if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
      try {
        await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
          cwd: dir,
          maxBuffer: 16 << 20,
        });
      } catch (e) {
        throw new Error(`npm ci in examples/${d} failed (is the npm registry reachable?):\n${e.stderr || e.message}`);
      }
      writeFileSync(stamp, hash);
      console.log(`installed examples/${d}`);
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await installExamples();
