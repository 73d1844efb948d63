// Severity sweeps: the config (positioned errors, expansion to one case per level with the parameter
// set on every effect that has it), and through the pipeline with the example travel agent: a
// careful agent's curve as the base, a fabricating one's as the head, the level where failure
// communication first stops passing, and whether the PR moved it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';
import { runPipeline } from '../../src/pipeline/index.js';
import { breakShift, sweepCurves } from '../../src/results/sweeps.js';

const AGENT = `agent: { command: node ${resolve('examples/travel-agent/dist/agent.js')}, timeout: 30s, pass_env: [TRAVEL_AGENT_MODE] }\nrepeat: 2\njudge: { provider: heuristic }\n`;

describe('sweep config', () => {
  it('expands to one case per level, the parameter set on every effect that has it', () => {
    const config = parseConfigText(
      `${AGENT}cases:
  - name: slow
    input: Find me a flight
    effects:
      tool_effects: { search_flights: [{ effect_type: timeout }], book_flight: [{ effect_type: network_error }] }
      model_effects: [{ effect_type: latency, delay: 1s }]
    sweep: { parameter: delay, values: [500ms, 2s] }
  - name: flaky
    input: Find me a flight
    effects: { tool_effects: { search_flights: [{ effect_type: timeout }] } }
    sweep: { parameter: apply_rate, values: [0, 0.5, 1] }
`,
      'x.yml',
    );
    const cases = expandCases(config);
    expect(cases.map((c) => c.name)).toEqual([
      'slow|delay:500ms',
      'slow|delay:2s',
      'flaky|apply_rate:0',
      'flaky|apply_rate:0.5',
      'flaky|apply_rate:1',
    ]);
    expect(cases[1].effects).toEqual({
      tool_effects: {
        search_flights: [{ effect_type: 'timeout', delay: 2000 }],
        book_flight: [{ effect_type: 'network_error' }],
      },
      model_effects: [{ effect_type: 'latency', delay: 2000 }],
    });
    expect(cases[1].sweep).toEqual({ case: 'slow', parameter: 'delay', value: 2000, label: '2s' });
    expect(cases[3].effects.tool_effects.search_flights).toEqual([{ effect_type: 'timeout', apply_rate: 0.5 }]);
  });

  it('names the line and the fix when a sweep cannot apply', () => {
    const bad = (sweep: string, effects = '{ tool_effects: { search_flights: [{ effect_type: timeout }] } }') => {
      try {
        parseConfigText(
          `${AGENT}cases:\n  - name: c\n    input: i\n    effects: ${effects}\n    sweep: ${sweep}\n`,
          'x.yml',
        );
      } catch (e) {
        return (e as Error & { problems: string[] }).problems;
      }
      return [];
    };
    expect(bad('{ parameter: corrupt_ratio, values: [0.5, 1] }')).toEqual([
      'x.yml:8:25: cases[0].sweep.parameter: no effect of this case has corrupt_ratio (it is a field of corrupt_values)',
    ]);
    expect(bad('{ parameter: apply_rate, values: [0.5, 2] }')).toEqual([
      'x.yml:8:51: cases[0].sweep.values[1]: a number from 0 to 1',
    ]);
    expect(
      bad(
        '{ parameter: apply_rate, values: [0, 1] }',
        '[{ tool_effects: { a: [{ effect_type: timeout }] } }, { tool_effects: { b: [{ effect_type: timeout }] } }]',
      ),
    ).toEqual(['x.yml:8:12: cases[0].sweep: a sweep varies the effects of one effect map: give the case exactly one']);
  });
});

describe('sweeps through the pipeline', () => {
  it("draws each side's curve, finds where failure communication stops passing, and says the PR moved it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-sweep-'));
    writeFileSync(
      join(dir, 'agent-chaos.yml'),
      `${AGENT}baseline: none
cases:
  - name: search_timeout_sweep
    input: Find me a flight from SFO to JFK on May 20.
    effects: { tool_effects: { search_flights: [{ effect_type: timeout }] } }
    sweep: { parameter: apply_rate, values: [0, 0.5, 1] }
`,
    );
    const runAs = async (mode: string, out: string, baseline?: string) => {
      process.env.TRAVEL_AGENT_MODE = mode;
      try {
        return await runPipeline({
          configPath: join(dir, 'agent-chaos.yml'),
          outDir: join(dir, out),
          overrides: { seed: 3, ...(baseline ? { baseline: 'file' as const, baselineFile: baseline } : {}) },
        });
      } finally {
        delete process.env.TRAVEL_AGENT_MODE;
      }
    };
    const base = await runAs('careful', 'base');
    const head = await runAs('fabricate', 'head', join(dir, 'base'));
    const [b] = sweepCurves(base.results, 'failure_communication');
    const [h] = sweepCurves(head.results, 'failure_communication');
    expect(b.points.map((p) => p.label)).toEqual(['0', '0.5', '1']);
    expect(b.breaksAt).toBeUndefined(); // the careful agent passes at every level
    expect(h.points.at(-1)!.mean).toBe(0); // the fabricating one fails once every call times out
    expect(h.breaksAt).toBeDefined();
    expect(breakShift(h, b)).toBe('new');
    const report = readFileSync(join(dir, 'head', 'report.md'), 'utf8');
    expect(report).toMatch(
      /<summary>Severity sweeps: 1, 1 breaking earlier than the base<\/summary>[\s\S]*\| search\\_timeout\\_sweep \| apply\\_rate: 0, 0\.5, 1 \|[^\n]*\| never +\| 🔴 now breaks \|/,
    );
    expect(report).toMatch(
      /```mermaid\nxychart-beta\n {2}title "search_timeout_sweep: failure_communication by apply_rate, base \(bars\) vs head \(line\)"\n {2}x-axis \["0", "0\.5", "1"\]/,
    );
  });
});
