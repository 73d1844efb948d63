// The coverage matrix and `agent-chaos plan` on the example travel agent: the report shows which tool
// x fault cells its cases exercised; plan writes cases for the empty error-fault cells, with an input
// that makes the agent call the tool; pasted into the config and run, they fill those cells.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../src/cli/main.js';
import { runPipeline } from '../../src/pipeline/index.js';

const AGENT = `agent: { command: node ${resolve('examples/travel-agent/dist/agent.js')}, timeout: 30s }
repeat: 1
concurrency: 4
judge: { provider: heuristic }
baseline: none
tools: { cancel_booking: { description: Cancels a booking } }
`;
const CASES = `cases:
  - name: no_fault
    input: Find me a flight from SFO to JFK on May 20 and book the cheapest one.
  - name: search_timeout
    input: Find me a flight from SFO to JFK on May 20.
    effects: { tool_effects: { search_flights: [{ effect_type: timeout }] } }
`;

async function plan(dir: string): Promise<{ text: string; cases: any[] }> {
  const out: string[] = [];
  expect(
    await main(['plan', '--results', join(dir, 'out'), '--config', join(dir, 'agent-chaos.yml')], {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
    }),
  ).toBe(0);
  const text = out.join('\n');
  return { text, cases: (parse(text) as { cases?: any[] } | null)?.cases ?? [] };
}

describe('coverage matrix and agent-chaos plan', () => {
  it('shows the exercised cells, proposes cases for the empty error-fault cells, and those cases fill them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-plan-'));
    writeFileSync(join(dir, 'agent-chaos.yml'), AGENT + CASES);
    await runPipeline({ configPath: join(dir, 'agent-chaos.yml'), outDir: join(dir, 'out'), overrides: { seed: 1 } });
    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toMatch(/<summary>Coverage: 1 of 48 tool × fault cells exercised<\/summary>/);
    expect(report).toMatch(/\| search\\_flights +\| \d\.\d\d \(1\) +\| · /);
    expect(report).toMatch(/\| cancel\\_booking +\| · /); // declared in tools:, never called

    const first = await plan(dir);
    expect(first.text).toMatch(/^# agent-chaos plan: 1 of 48 tool x fault cells exercised/);
    expect(first.text).toContain(
      '# Not called in these runs, so no input is known that makes the agent call them: cancel_booking.',
    );
    const proposed = first.cases
      .map(
        (c) =>
          `${Object.keys(c.effects.tool_effects)[0]}:${c.effects.tool_effects[Object.keys(c.effects.tool_effects)[0]][0].effect_type}`,
      )
      .sort();
    const tools = ['book_flight', 'search_flights', 'send_confirmation'];
    const errors = ['execution_error', 'network_error', 'timeout', 'validation_error'];
    expect(proposed).toEqual(
      tools
        .flatMap((t) => errors.map((e) => `${t}:${e}`))
        .filter((x) => x !== 'search_flights:timeout')
        .sort(),
    );
    for (const c of first.cases)
      expect(c.input).toBe('Find me a flight from SFO to JFK on May 20 and book the cheapest one.');

    // Pasted under cases: and run, they fill every cell they were written for.
    const pasted = `${AGENT + CASES}${first.text.slice(first.text.indexOf('\ncases:\n') + '\ncases:\n'.length)}\n`;
    writeFileSync(join(dir, 'agent-chaos.yml'), pasted);
    await runPipeline({ configPath: join(dir, 'agent-chaos.yml'), outDir: join(dir, 'out'), overrides: { seed: 1 } });
    const second = await plan(dir);
    expect(second.cases).toEqual([]);
    expect(second.text).toContain('# Every error fault is exercised on every tool the agent called.');
  });
});

describe('plan for tools that change state, and rules from the runs', () => {
  it('proposes an ambiguous failure for a write never tried with one, and the must_call its runs held', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-plan-writes-'));
    const config = `${AGENT.replace('repeat: 1', 'repeat: 2')}side_effects: [book_flight]\n${CASES}`;
    writeFileSync(join(dir, 'agent-chaos.yml'), config);
    await runPipeline({ configPath: join(dir, 'agent-chaos.yml'), outDir: join(dir, 'out'), overrides: { seed: 1 } });
    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('Tools that change state: book\\_flight (**no ambiguous failure tried**).');
    const { text, cases } = await plan(dir);
    expect(cases).toContainEqual({
      name: 'book_flight_timeout_after_effect',
      input: 'Find me a flight from SFO to JFK on May 20 and book the cheapest one.',
      effects: { tool_effects: { book_flight: [{ effect_type: 'timeout_after_effect' }] } },
      expect: { max_calls: { book_flight: 1 } },
    });
    expect(text).toContain('#   no_fault: expect: { must_call: [book_flight, search_flights, send_confirmation] }');

    // Pasted and run, the careful agent holds the rule and books once: the write is now covered.
    const pasted = `${config}${text.slice(text.indexOf('\ncases:\n') + '\ncases:\n'.length)}\n`;
    writeFileSync(join(dir, 'agent-chaos.yml'), pasted);
    await runPipeline({ configPath: join(dir, 'agent-chaos.yml'), outDir: join(dir, 'out'), overrides: { seed: 1 } });
    const again = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(again).toMatch(/Tools that change state: book\\_flight \(ambiguous failure fired in 2 run\(s\)\)/);
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
    const booking = results.cases.find((c: any) => c.name === 'book_flight_timeout_after_effect');
    expect(booking.runs.map((r: any) => [r.scores.side_effects.score, r.scores.trajectory.score])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  }, 120_000);
});
