// End to end with no side_effects in the config: an agent books through the official MCP SDK client,
// its server behind `agent-chaos mcp-proxy` declares book_flight as changing state (annotations), the
// booking times out after it was made (timeout_after_effect). The careless agent books again: the
// side_effects check fails it from the annotations the proxy logged; the careful one passes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { MCP_PROXY_COMMAND } from '../helpers/mcp.js';

const proxy = JSON.stringify(MCP_PROXY_COMMAND);

async function run(mode: string) {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-mcp-writes-'));
  const bookings = join(dir, 'bookings.txt');
  writeFileSync(bookings, '');
  writeFileSync(
    join(dir, 'agent-chaos.yml'),
    `agent:
  command: node ${resolve('fixtures/agents/mcp-booking-agent.mjs')}
  workdir: ${process.cwd()}
  timeout: 60s
  env: { MODE: ${mode}, BOOKINGS_FILE: ${bookings}, AGENT_CHAOS_PROXY_COMMAND: '${proxy}' }
repeat: 2
judge: { provider: heuristic }
baseline: none
cases:
  - name: booking_times_out
    input: Book flight UA1234.
    effects: { tool_effects: { book_flight: [{ effect_type: timeout_after_effect }] } }
`,
  );
  const out = await runPipeline({
    configPath: join(dir, 'agent-chaos.yml'),
    outDir: join(dir, 'out'),
    overrides: { seed: 3 },
  });
  return { out, bookings: readFileSync(bookings, 'utf8').trim().split('\n').filter(Boolean) };
}

describe('side effects of MCP tools, known from their annotations', () => {
  it('fails the agent that books again after the booking timed out once made; passes the one that does not', async () => {
    const careless = await run('careless');
    expect(careless.bookings).toEqual(['UA1234', 'UA1234', 'UA1234', 'UA1234']); // two runs, two bookings each
    const runs = careless.out.results.cases[0].runs;
    expect(runs.map((r) => r.status)).toEqual(['ok', 'ok']);
    const session = careless.out.outcome.cases[0].runs[0].session!;
    expect(session.toolDefinitions).toContainEqual(
      expect.objectContaining({ name: 'book_flight', annotations: expect.objectContaining({ destructiveHint: true }) }),
    );
    for (const r of runs) {
      expect(r.scores.side_effects).toMatchObject({ score: 0, label: 'duplicate', source: 'deterministic' });
      expect(r.scores.side_effects.reason).toMatch(/book_flight call 2 repeats the effect of book_flight call 1/);
    }
    const careful = await run('careful');
    expect(careful.bookings).toEqual(['UA1234', 'UA1234']);
    expect(careful.out.results.cases[0].runs.map((r) => r.scores.side_effects?.score)).toEqual([1, 1]);
  }, 120_000);
});
