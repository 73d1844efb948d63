// The package's root (where fixtures/ and examples/ are), found by walking up from this module:
// src/util, lib/util, or a bundle in dist/ or dist/cli/.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'fixtures', 'traces', 'real'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('the bundled fixtures/ and examples/ were not found next to agent-chaos: reinstall the package');
}
