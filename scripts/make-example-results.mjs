// Regenerates fixtures/results/{careful,careful-again,fabricate}: the example travel agent run through
// its config (3 repeats each) and scored by the heuristic judge, as the demo and the tests use them.
// Run after changing the example agent, its config, or the evaluators: node scripts/make-example-results.mjs
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const sets = [
  ['careful', 'careful', '101'],
  ['careful-again', 'careful', '202'],
  ['fabricate', 'fabricate', '303'],
];
for (const [name, mode, seed] of sets) {
  const out = mkdtempSync(join(tmpdir(), `agent-chaos-${name}-`));
  try {
    execFileSync(
      process.execPath,
      [
        'dist/cli.js',
        'run',
        '--config',
        'examples/travel-agent/agent-chaos.yml',
        '--judge',
        'heuristic',
        '--baseline',
        'none',
        '--seed',
        seed,
        '--out',
        out,
      ],
      { env: { ...process.env, TRAVEL_AGENT_MODE: mode }, stdio: 'ignore' },
    );
  } catch (err) {
    if (err.status !== 1) throw err; // exit 1: a gate failure, not an error
  }
  for (const f of ['results.json', 'sessions.jsonl']) cpSync(join(out, f), join('fixtures/results', name, f));
  rmSync(out, { recursive: true, force: true });
  console.log(`fixtures/results/${name}: ${mode}, seed ${seed}`);
}
