// agent.setup runs once per checkout, as docs/config.md says: not again for each later runCases of
// the same checkout (the looks of the sequential decision ran `npm ci && npm run build` ten times
// in one job). Another checkout (the base's worktree) runs its own.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';
import { runCases } from '../../src/runner/run-cases.js';

const config = (workdir: string, count: string) =>
  parseConfigText(
    `agent:\n  command: "true"\n  workdir: ${workdir}\n  setup: echo ran >> ${count}\n  timeout: 30s\nrepeat: 1\ncases:\n  - name: a\n    input: x\n`,
    join(workdir, 'agent-chaos.yml'),
  );

describe('agent.setup', () => {
  it('runs once per checkout across runCases calls, and once more for another checkout', async () => {
    const count = join(mkdtempSync(join(tmpdir(), 'agent-chaos-setup-')), 'count');
    const [one, two] = [mkdtempSync(join(tmpdir(), 'agent-chaos-co-')), mkdtempSync(join(tmpdir(), 'agent-chaos-co-'))];
    const lines: string[] = [];
    for (const workdir of [one, one, one, two]) {
      const c = config(workdir, count);
      await runCases({
        config: c,
        cases: expandCases(c),
        outDir: mkdtempSync(join(tmpdir(), 'agent-chaos-out-')),
        runSeed: 1,
        baseDir: workdir,
        graceMs: 100,
        log: (l) => lines.push(l),
      });
    }
    expect(readFileSync(count, 'utf8')).toBe('ran\nran\n');
    expect(lines.filter((l) => l.startsWith('setup: done already for this checkout'))).toHaveLength(2);
  });
});
