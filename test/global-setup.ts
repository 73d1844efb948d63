// Before any test file runs: builds the example travel agent (test files run in parallel and must
// never rebuild it while another file's agents are starting from its dist/), and installs the
// framework examples' own packages (skipped when already installed from the same lockfiles).
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'examples/travel-agent']);
  execFileSync(process.execPath, ['scripts/install-examples.mjs'], { stdio: 'inherit' });
}
