// Runs that fail on one side only because of the runner (issue: head 115 of 3,490 runs unhealthy
// against the base's 34, the same agent on both sides). Two causes, each shown here and removed:
// the base's worktree and agent.setup ran beside the head's first round (the head's runs alone met
// that load), and the looks' shared slots served every head run of a batch before the first base
// run (the base's ran in the tail, on a quieter machine). An A/A run of an agent that fails under
// its own setup's load shows no side difference; the slots serve the sides in turn.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { Limiter } from '../../src/util/limit.js';
import { rateRepository } from '../helpers/rate-repository.js';

describe('the same agent on both sides fares the same', () => {
  it("A/A: an agent that fails while any checkout's agent.setup is running fails on neither side", async () => {
    // The load a setup puts on the machine (npm ci, a build), made a file: while any setup runs, a
    // run that starts fails (exit 1), as a starved agent times out. The head's checkout is built
    // already (its setup returns at once), the base's worktree is not: its setup ran beside the
    // head's first round, and only head runs failed.
    const marks = mkdtempSync(join(tmpdir(), 'agent-chaos-setup-marks-'));
    mkdirSync(marks, { recursive: true });
    const repo = rateRepository(0, 0, (y) =>
      y
        .replace('agent: { command: node agent.mjs, timeout: 30s }', () =>
          [
            'agent:',
            `  command: sh -c 'if [ -n "$(ls -A ${marks})" ]; then echo starved >&2; exit 1; fi; exec node agent.mjs'`,
            `  setup: sh -c 'if [ -f .built ]; then exit 0; fi; touch ${marks}/$$; sleep 1.5; touch .built; rm ${marks}/$$'`,
            '  timeout: 30s',
          ].join('\n'),
        )
        .replace('repeat: 5', 'repeat: 4'),
    );
    // The pull request's checkout was built by an earlier step (untracked output, as a build leaves):
    // its setup is quick; the base's worktree is a fresh checkout, built from nothing.
    writeFileSync(join(repo.dir, '.built'), '');
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-aa-'));
    const r = await runPipeline({
      configPath: join(repo.dir, '.github', 'agent-chaos.yml'),
      outDir: out,
      overrides: { seed: 5 },
      baseRef: 'main',
    });
    const crashed = (runs: { status: string; round?: number }[]) =>
      runs.filter((x) => (x.round ?? 1) === 1 && x.status !== 'ok').length;
    expect(crashed(r.results.cases[0].runs)).toBe(0);
    expect(crashed(r.baseline.results!.cases[0].runs)).toBe(0);
    expect(r.gate.verdict).not.toBe('fail');
  }, 120_000);

  it('shared slots serve the lanes in turn, never over the limit, and one lane in order of asking', async () => {
    const slots = new Limiter(2);
    const order: string[] = [];
    let active = 0;
    let most = 0;
    const task = async (lane: string, i: number) => {
      const free = await slots.acquire(lane);
      active++;
      most = Math.max(most, active);
      order.push(`${lane}${i}`);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      free();
    };
    // Every head run of a batch asks first, then every base run, as the two collects start.
    await Promise.all([...[1, 2, 3, 4, 5].map((i) => task('h', i)), ...[1, 2, 3, 4, 5].map((i) => task('b', i))]);
    expect(order.slice(0, 2)).toEqual(['h1', 'h2']); // the free slots, as asked
    expect(order.slice(2)).toEqual(['h3', 'b1', 'h4', 'b2', 'h5', 'b3', 'b4', 'b5']); // then in turn
    expect(most).toBe(2);
    // A slot freed while a new caller asks goes to the one waiting, not past the limit.
    const one = new Limiter(1);
    const held = await one.acquire();
    const waiter = one.acquire();
    held();
    const late = one.acquire();
    const first = await Promise.race([waiter.then(() => 'waiter'), late.then(() => 'late')]);
    expect(first).toBe('waiter');
  });
});
