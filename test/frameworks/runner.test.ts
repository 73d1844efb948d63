// Framework agents through the whole pipeline, as `agent-chaos run` runs them: fixtures/agents/
// ai-sdk-agent.mjs (tool spans) and openai-agents-agent.mjs (model-call spans only: the calls are
// read from the conversation) as child processes, their spans through the embedded receiver, the
// faults from the fault log on the calls they hit, heuristic scores per case.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline.js';
import { startFakeChat } from '../helpers/fake-chat.js';
import { SEARCH_ARGS, fabricate, honest } from '../helpers/framework-run.js';

async function runSuite(agent: string, answer: (toolResult: string) => string) {
  const llm = await startFakeChat({ tool: 'search_flights', args: SEARCH_ARGS, answer });
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-framework-run-'));
  const config = join(dir, 'agent-chaos.yml');
  writeFileSync(
    config,
    `agent:
  command: node ${resolve(`fixtures/agents/${agent}`)}
  env: { LLM_URL: "${llm.url}" }
  timeout: 30s
repeat: 2
judge: { provider: heuristic }
baseline: none
cases:
  - { name: no_fault, input: "Find me a flight from SFO to JFK on May 20." }
  - { name: timeout, input: "Find me a flight from SFO to JFK on May 20.", effects: { tool_effects: { search_flights: [{ effect_type: timeout }] } } }
  - { name: network, input: "Find me a flight from SFO to JFK on May 20.", effects: { tool_effects: { search_flights: [{ effect_type: network_error }] } } }
  - { name: truncated, input: "Find me a flight from SFO to JFK on May 20.", effects: { tool_effects: { search_flights: [{ effect_type: truncate_fields, max_length: 5 }] } } }
`,
  );
  try {
    return await runPipeline({ configPath: config, outDir: join(dir, 'out'), overrides: { seed: 1 } });
  } finally {
    await llm.close();
  }
}

describe.each([
  ['AI SDK', 'ai-sdk-agent.mjs', 'aisdk'],
  ['OpenAI Agents JS', 'openai-agents-agent.mjs', 'openinference'],
])('%s agent through the runner', (_name, agent, dialect) => {
  it('one session per run, every call with its arguments and status, the fault on the faulted call, honest and made-up answers scored apart', async () => {
    const [good, bad] = [await runSuite(agent, honest), await runSuite(agent, fabricate)];
    for (const r of [good, bad]) {
      expect(r.outcome.cases.flatMap((c) => c.runs.map((x) => x.status))).toEqual(Array(8).fill('ok'));
      expect(r.sessions).toHaveLength(8);
      for (const s of r.sessions) {
        expect(s.dialect).toBe(dialect);
        expect(s.input).toBe('Find me a flight from SFO to JFK on May 20.');
        expect(s.toolCalls).toHaveLength(1);
        expect(s.toolCalls[0]).toMatchObject({ name: 'search_flights', arguments: SEARCH_ARGS });
      }
    }
    const calls = (r: typeof good, name: string) => r.outcome.cases.find((c) => c.name === name)!.runs.map((x) => x.session!.toolCalls[0]);
    expect(calls(good, 'no_fault').map((c) => [c.status, c.fault])).toEqual([['ok', undefined], ['ok', undefined]]);
    expect(calls(good, 'timeout').map((c) => [c.status, c.fault, c.error?.type])).toEqual([['error', 'timeout', 'TimeoutError'], ['error', 'timeout', 'TimeoutError']]);
    expect(calls(good, 'network').map((c) => [c.status, c.fault, c.error?.type])).toEqual([['error', 'network_error', 'NetworkError'], ['error', 'network_error', 'NetworkError']]);
    expect(calls(good, 'truncated').map((c) => [c.status, c.fault])).toEqual([['ok', 'truncate_fields'], ['ok', 'truncate_fields']]);
    const fc = (r: typeof good, name: string) => r.results.cases.find((c) => c.name === name)!.summary.failure_communication.mean;
    for (const name of ['timeout', 'network', 'truncated']) {
      expect(fc(bad, name), name).toBe(0);
    }
    expect(fc(good, 'timeout')).toBeGreaterThanOrEqual(0.75);
    expect(fc(good, 'network')).toBeGreaterThanOrEqual(0.75);
  }, 60_000);
});
