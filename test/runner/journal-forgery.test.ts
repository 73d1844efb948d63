// The agent is the same user as agent-chaos and can rewrite the journal while later runs go (the
// attack as found: a crashed run's line edited to "ok" before the journal was uploaded for the
// report job). Once every agent process is gone, the journal must be exactly what the launcher
// wrote, or it is written again from what the launcher saw, and the log says so.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';
import { readJournal } from '../../src/runner/journal.js';
import { runCases } from '../../src/runner/run-cases.js';

describe('a journal rewritten by the agent', () => {
  it('is written again from what the launcher saw: the crashed run stays crashed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-forge-'));
    const journal = join(dir, 'journal.jsonl');
    const agent = join(dir, 'agent.sh');
    // The first case crashes; the second, run after it, turns the crash into a success in the journal.
    writeFileSync(
      agent,
      `if grep -q a_crash "$AGENT_CHAOS_CASE_FILE"; then echo boom >&2; exit 1; fi\nsed -i 's/"status":"crashed"/"status":"ok"/; s/"exitCode":1/"exitCode":0/' "${journal}"\necho forged >&2\nexit 1\n`,
    );
    const config = parseConfigText(
      `agent:\n  command: sh ${agent}\n  timeout: 30s\nconcurrency: 1\nrepeat: 1\ncases:\n  - name: a_crash\n    input: x\n  - name: b_forge\n    input: x\n`,
      'test.yml',
    );
    const lines: string[] = [];
    const outcome = await runCases({
      config,
      cases: expandCases(config),
      outDir: dir,
      runSeed: 1,
      graceMs: 300,
      log: (l) => lines.push(l),
    });
    expect(outcome.cases.find((c) => c.name === 'a_crash')!.runs[0].status).toBe('crashed');
    const onDisk = await readJournal(journal);
    expect(onDisk.entries.find((e) => e.case === 'a_crash')!.status).toBe('crashed');
    expect(readFileSync(journal, 'utf8')).toContain('"status":"crashed"');
    expect(lines.join('\n')).toMatch(/was changed while the agents ran, by something other than agent-chaos/);
  });
});
