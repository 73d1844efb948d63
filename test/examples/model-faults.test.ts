// Model faults through whole pipelines with real frameworks (examples/openai-agents, examples/ai-sdk),
// unchanged: the runner points OPENAI_BASE_URL at its model proxy, which forwards to the fake
// chat-completions upstream the agent would have used, or answers with the case's fault. Each fault
// lands on the model-call span it hit; the scores take a refusal the agent got as something it had to
// handle, and a 429 its client's retry got past as nothing to tell the user.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import { startFakeBedrock } from '../helpers/fake-bedrock.js';
import { startFakeChat } from '../helpers/fake-chat.js';

const QUESTION = 'Find me a flight from SFO to JFK on May 20.';

async function run(example: string) {
  const llm = await startFakeChat({
    tool: 'search_flights',
    args: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' },
    answer: () => 'I found United UA 1234 departing 08:15 for $189.',
  });
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-model-faults-'));
  writeFileSync(
    join(dir, 'agent-chaos.yml'),
    `agent:
  command: node agent.mjs
  workdir: ${resolve('examples', example)}
  timeout: 30s
  env: { OPENAI_BASE_URL: "${llm.url}", OPENAI_API_KEY: sk-fake-key-for-tests }
repeat: 1
judge: { provider: heuristic }
baseline: none
cases:
  - { name: no_fault, input: "${QUESTION}" }
  - { name: refusal, input: "${QUESTION}", effects: { model_effects: [{ effect_type: refusal }] } }
  - { name: rate_limited_once, input: "${QUESTION}", effects: { model_effects: [{ effect_type: rate_limited, retry_after: 100ms, max_times: 1 }] } }
`,
  );
  try {
    return await runPipeline({
      configPath: join(dir, 'agent-chaos.yml'),
      outDir: join(dir, 'out'),
      overrides: { seed: 1 },
    });
  } finally {
    await llm.close();
  }
}

describe.each([
  ['OpenAI Agents JS', 'openai-agents'],
  ['AI SDK v7', 'ai-sdk'],
])('model faults with %s', (_name, example) => {
  it('faults reach the agent through its own OpenAI client, land on the model-call spans, and are scored', async () => {
    const r = await run(example);
    const runOf = (name: string) => r.outcome.cases.find((c) => c.name === name)!.runs[0];
    const score = (name: string) => r.results.cases.find((c) => c.name === name)!.summary.failure_communication.mean;
    // No model effect: the proxy is not in the way (the call goes straight to the upstream).
    expect(runOf('no_fault').session).toMatchObject({
      finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
    });
    expect(runOf('no_fault').session!.modelFaults).toBeUndefined();

    const refused = runOf('refusal');
    expect(refused.status).toBe('ok');
    expect(refused.session!.finalAnswer).toBe("I'm sorry, but I can't help with that request.");
    expect(refused.session!.toolCalls).toEqual([]);
    const spans = new Set([...(refused.session!.messages.map((m) => m.spanId).filter(Boolean) as string[])]);
    expect(refused.session!.modelFaults).toMatchObject([
      { effect: 'refusal', call: 0, detail: `the model refused: "I'm sorry, but I can't help with that request."` },
    ]);
    expect(spans.has(refused.session!.modelFaults![0].spanId!)).toBe(true);
    expect(refused.faultsFired).toMatchObject([{ tool: 'model', target: 'model', effect: 'refusal', call: 0 }]);
    const refusedScore = r.results.cases.find((c) => c.name === 'refusal')!.runs[0].scores.failure_communication;
    expect(refusedScore.reason).not.toMatch(/no failure/i); // judged as a failure to communicate, not neutral

    // A 429 the client's own retry got past: recorded, marked recovered, nothing left to tell the user.
    const limited = runOf('rate_limited_once');
    expect(limited.session!.finalAnswer).toBe('I found United UA 1234 departing 08:15 for $189.');
    expect(limited.session!.modelFaults).toMatchObject([{ effect: 'rate_limited', call: 0, recovered: true }]);
    expect(score('rate_limited_once')).toBe(0.5); // neutral: nothing failed that the agent saw
    expect(r.results.cases.find((c) => c.name === 'refusal')!.runs[0].faults).toEqual([
      { tool: 'model', target: 'model', effect: 'refusal', fired: true, exercised: true },
    ]);
  });
});

describe('model faults with Strands TS on Amazon Bedrock', () => {
  it('Bedrock faults reach the agent through its AWS SDK (AWS_ENDPOINT_URL_BEDROCK_RUNTIME), and calls pass through to its upstream', async () => {
    const bedrock = await startFakeBedrock((req) =>
      req.body.messages.some((m: any) => m.content.some((c: any) => c.toolResult))
        ? { kind: 'text', text: 'I found United UA 1234 departing 08:15 for $189.' }
        : { kind: 'tool', name: 'search_flights', input: { origin: 'SFO', destination: 'JFK', date: '2026-05-20' } },
    );
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bedrock-faults-'));
    writeFileSync(
      join(dir, 'agent-chaos.yml'),
      `agent:
  command: node agent.mjs
  workdir: ${resolve('examples', 'strands')}
  timeout: 30s
  env: { STRANDS_MODEL: bedrock, AWS_ENDPOINT_URL_BEDROCK_RUNTIME: "${bedrock.endpoint}", AWS_REGION: us-east-1, AWS_ACCESS_KEY_ID: AKIDAGENTAGENT, AWS_SECRET_ACCESS_KEY: agent-secret-value }
repeat: 1
judge: { provider: heuristic }
baseline: none
cases:
  - { name: no_fault, input: "${QUESTION}" }
  - { name: throttled_once, input: "${QUESTION}", effects: { model_effects: [{ effect_type: rate_limited, retry_after: 100ms, max_times: 1 }] } }
  - { name: refusal, input: "${QUESTION}", effects: { model_effects: [{ effect_type: refusal }] } }
`,
    );
    try {
      const r = await runPipeline({
        configPath: join(dir, 'agent-chaos.yml'),
        outDir: join(dir, 'out'),
        overrides: { seed: 1 },
      });
      const runOf = (name: string) => r.outcome.cases.find((c) => c.name === name)!.runs[0];
      expect(runOf('no_fault').session).toMatchObject({
        finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
        toolCalls: [{ name: 'search_flights', status: 'ok' }],
      });
      // The SDK's retry got past the throttle; the call went on to the upstream, and the run is as if nothing happened.
      expect(runOf('throttled_once').session).toMatchObject({
        finalAnswer: 'I found United UA 1234 departing 08:15 for $189.',
        modelFaults: [{ effect: 'rate_limited', call: 0, recovered: true }],
      });
      expect(runOf('refusal').session).toMatchObject({
        finalAnswer: "I'm sorry, but I can't help with that request.",
        toolCalls: [],
        modelFaults: [{ effect: 'refusal', call: 0 }],
      });
      expect(runOf('refusal').session!.modelFaults![0].spanId).toBeDefined();
    } finally {
      await bedrock.close();
    }
  });
});
