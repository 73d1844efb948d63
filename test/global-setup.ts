// Builds the example travel agent once, before any test file runs: test files run in parallel and
// must never rebuild it while another file's agents are starting from its dist/.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'examples/travel-agent']);
}
