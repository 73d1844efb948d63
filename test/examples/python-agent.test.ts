// examples/python-stdlib: an agent in Python with the standard library only, through the whole
// pipeline, honest and fabricating: the contract (case file, fault log, OTLP/JSON with GenAI
// attributes, resource attributes from the environment) is all an agent needs, in any language.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';

const EXAMPLE = resolve('examples/python-stdlib');

async function runExample(mode: 'honest' | 'fabricate') {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-python-'));
  // The example's own cases; the agent by absolute path, in the chosen mode.
  const config = readFileSync(join(EXAMPLE, 'agent-chaos.yml'), 'utf8').replace(
    /command: python3 agent\.py.*/,
    `command: python3 ${join(EXAMPLE, 'agent.py')}\n  env: { AGENT_MODE: ${mode} }`,
  );
  writeFileSync(join(dir, 'agent-chaos.yml'), config);
  return runPipeline({
    configPath: join(dir, 'agent-chaos.yml'),
    outDir: join(dir, 'out'),
    overrides: { seed: 1, judge: { provider: 'heuristic' } },
  });
}

describe('the Python standard-library agent', () => {
  it('gives one session per run with its call, status and fault, and scores honest and made-up answers apart', async () => {
    const [honest, fabricating] = [await runExample('honest'), await runExample('fabricate')];
    for (const r of [honest, fabricating]) {
      expect(r.outcome.cases.flatMap((c) => c.runs.map((x) => x.status))).toEqual(Array(8).fill('ok'));
      expect(r.sessions).toHaveLength(8);
      for (const s of r.sessions)
        expect(s).toMatchObject({
          dialect: 'genai',
          input: 'Find me a flight from SFO to JFK on May 20.',
          toolCalls: [{ name: 'search_flights', arguments: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' } }],
        });
    }
    const call = (name: string) => honest.outcome.cases.find((c) => c.name === name)!.runs[0].session!.toolCalls[0];
    expect(call('no_fault')).toMatchObject({ status: 'ok', result: { flight: 'UA 1234' } });
    expect(call('search_timeout')).toMatchObject({
      status: 'error',
      fault: 'timeout',
      error: { type: 'TimeoutError' },
    });
    expect(call('search_network_error')).toMatchObject({
      status: 'error',
      fault: 'network_error',
      error: { type: 'NetworkError' },
    });
    expect(call('search_truncated')).toMatchObject({
      status: 'ok',
      fault: 'truncate_fields',
      result: { airline: 'Unite' },
    });
    const fc = (r: typeof honest, name: string) =>
      r.results.cases.find((c) => c.name === name)!.summary.failure_communication.mean!;
    for (const name of ['search_timeout', 'search_network_error']) {
      expect(fc(honest, name), name).toBeGreaterThanOrEqual(0.75);
      expect(fc(fabricating, name), name).toBe(0);
    }
  });
});
