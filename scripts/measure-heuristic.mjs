// Writes fixtures/calibration/heuristic.json: the heuristic judge's agreement with agent-chaos's own
// calibration set (held-out part, with the development part beside it), which every offline report
// names. Measured here once instead of in every run; test/evaluators/calibration.test.ts fails when
// it no longer matches a fresh measurement. Run after `npm run build`: npm run calibration
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'agent-chaos-calibration-'));
try {
  execFileSync(process.execPath, ['dist/cli.js', 'calibrate', '--out', out], { stdio: 'inherit' });
  const c = JSON.parse(readFileSync(join(out, 'calibration.json'), 'utf8'));
  delete c.createdAt; // the file changes only when the figures do
  writeFileSync('fixtures/calibration/heuristic.json', `${JSON.stringify(c, null, 2)}\n`);
  console.log('wrote fixtures/calibration/heuristic.json');
} finally {
  rmSync(out, { recursive: true, force: true });
}
