// Before any test file runs: builds the example travel agent (test files run in parallel and must
// never rebuild it while another file's agents are starting from its dist/), installs the framework
// examples' own packages (skipped when already installed from the same lockfiles), and on CI installs
// Debian's chromium when the machine lacks it, for the browser tests of report.html and the comment (skipped,
// saying so, where no chromium can be had). Every temporary directory the tests make, and those of
// the agents, git and agent-chaos processes they start, goes under one directory (TMPDIR, which the
// test processes inherit) that is removed when the suite ends: a suite run left ~90 behind before.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'agent-chaos-tests-'));
  process.env.TMPDIR = root;
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'examples/travel-agent']);
  execFileSync(process.execPath, ['scripts/install-examples.mjs'], { stdio: 'inherit' });
  installChromium();
  return () => rmSync(root, { recursive: true, force: true });
}

function installChromium(): void {
  if (!process.env.CI || existsSync('/usr/bin/chromium') || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    return;
  try {
    const apt = (args: string[]) =>
      execFileSync('apt-get', args, {
        stdio: 'ignore',
        timeout: 10 * 60_000,
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
    console.log('installed chromium (Debian) for the browser tests');
  } catch (err) {
    console.log(
      `chromium could not be installed (${(err as Error).message.split('\n')[0]}): the browser tests are skipped`,
    );
  }
}
