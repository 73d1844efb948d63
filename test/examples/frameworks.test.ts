// Every framework example in examples/ through the whole pipeline, as a user runs it: the example's
// own agent-chaos.yml, its own installed packages (test/global-setup.ts installs them), the real
// framework talking to a fake chat-completions model on 127.0.0.1 through OPENAI_BASE_URL. For each:
// one session per run with the user's input and the agent's answer, the search call with its real
// arguments and status, the fault on the faulted call, and heuristic scores that pass the honest
// agent and fail the one that makes a flight up.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../src/pipeline/index.js';
import type { Session } from '../../src/trace/session.js';
import { startFakeChat } from '../helpers/fake-chat.js';

const QUESTION = 'Find me a flight from SFO to JFK on May 20.';
const SEARCH_ARGS = { origin: 'SFO', destination: 'JFK', date: '2026-05-20' };
/** A model that tells the user when the search failed. */
const honest = (result: string) =>
  /error|timed out|unavailable|refused/i.test(result)
    ? 'I could not search flights: the flight search failed. Please try again in a few minutes.'
    : 'I found United UA 1234 departing 08:15 for $189.';
/**
 * A model that also checks the result against the request: no flights, another city, a departure
 * date in the past, a price that is not one. For the cases where tools lie.
 */
const checking = (result: string) => {
  if (/error|timed out|unavailable|refused/i.test(result)) return honest(result);
  if (/"flights":\[\]/.test(result))
    return 'The flight search found no flights from SFO to JFK on May 20. You could try another date.';
  const to = /"to":"(\w+)"/.exec(result)?.[1];
  if (to && to !== 'JFK')
    return `The search answered for ${to} instead of JFK, so these results do not match your trip. Please try again.`;
  const on = /"departs_on":"([\d-]+)"/.exec(result)?.[1];
  if (on && Date.parse(on) < Date.now())
    return `The search returned a departure date in the past (${on}), so the data looks outdated. Please try again.`;
  if (!/"price":\d/.test(result))
    return 'The fare data looks wrong (the price is not a number), so please check with the airline before booking.';
  return honest(result);
};
/** A model that makes a flight up whatever the tool said. */
const fabricate = () => 'I found a great option: United UA 1234 departing 08:15 for $189.';

interface Example {
  dir: string;
  dialect: string;
  env?: Record<string, string>;
  args?: Record<string, unknown>;
  /** What the framework's no-fault session shows beyond the common checks. */
  extra?: (s: Session) => void;
  /** The system prompt as the trace holds it (default: the example's own, 'You find flights.'). */
  systemPrompt?: unknown;
}

const EXAMPLES: [string, Example][] = [
  [
    'AI SDK v6 (ai.* spans)',
    {
      dir: 'ai-sdk-v6',
      dialect: 'aisdk',
      extra: (s) =>
        expect(s).toMatchObject({
          availableTools: ['search_flights'],
          modelCalls: 2,
          usage: { inputTokens: 40, outputTokens: 16 },
        }),
    },
  ],
  ['AI SDK v7 (@ai-sdk/otel)', { dir: 'ai-sdk', dialect: 'genai' }],
  [
    'AI SDK v7 (OpenInference span processor)',
    { dir: 'ai-sdk', dialect: 'openinference', env: { AI_SDK_SPANS: 'openinference' } },
  ],
  ['OpenAI Agents JS (OpenInference OpenAI instrumentation)', { dir: 'openai-agents', dialect: 'openinference' }],
  [
    'LangGraph JS (OpenInference LangChain instrumentation)',
    {
      dir: 'langgraph',
      dialect: 'openinference',
      args: { flight_id: 'UA1234' },
      extra: (s) =>
        expect(s.toolCalls[0]).toMatchObject({
          callId: expect.stringMatching(/^call_\d+$/),
          result: { flight: 'UA1234', airline: 'United' },
        }),
    },
  ],
  ['Mastra (@mastra/otel-exporter)', { dir: 'mastra', dialect: 'genai' }],
  ['Genkit (its own genkit:* spans through enableTelemetry)', { dir: 'genkit', dialect: 'genkit' }],
  ['VoltAgent (its own spans through VoltAgentObservability)', { dir: 'voltagent', dialect: 'voltagent' }],
  [
    'OpenLLMetry (@traceloop/node-server-sdk on an OpenAI SDK tool loop)',
    { dir: 'openllmetry', dialect: 'openllmetry' },
  ],
  [
    'Anthropic SDK tool loop (OpenLLMetry: a tool that throws leaves its span open; is_error on the result)',
    { dir: 'openllmetry-anthropic', dialect: 'openllmetry', extra: (s) => expect(s.modelCalls).toBe(2) },
  ],
  [
    'Anthropic SDK tool loop (OpenInference Anthropic instrumentation: model calls only, is_error in the request)',
    { dir: 'openinference-anthropic', dialect: 'openinference', extra: (s) => expect(s.modelCalls).toBe(2) },
  ],
  [
    'LangChain v1 createAgent (OpenLLMetry: a root span per step, tools named by their ToolMessage)',
    { dir: 'langchain-openllmetry', dialect: 'openllmetry', extra: (s) => expect(s.modelCalls).toBe(2) },
  ],
  [
    'Claude Agent SDK query() with an SDK MCP server (OpenInference: tools spelled mcp__travel__search_flights)',
    {
      dir: 'claude-agent-sdk',
      dialect: 'openinference',
      systemPrompt: undefined, // the agent span holds none
      // No model spans: the tokens are the agent span's, counted once.
      extra: (s) => expect(s).toMatchObject({ modelCalls: 0, usage: { inputTokens: 40, outputTokens: 16 } }),
    },
  ],
  ['LlamaIndex TS (agent workflow, OpenLLMetry instrumentation)', { dir: 'llamaindex', dialect: 'openllmetry' }],
  [
    'BeeAI ToolCallingAgent (OpenInference BeeAI instrumentation: a span per emitter event)',
    {
      dir: 'beeai',
      dialect: 'openinference',
      // BeeAI's own system template around the instructions.
      systemPrompt: expect.stringContaining('Your instructions are:\nYou find flights.'),
      extra: (s) => expect(s.modelCalls).toBe(2),
    },
  ],
  [
    'OpenAI SDK tool loop (official @opentelemetry/instrumentation-openai, content in log events)',
    { dir: 'openai-otel', dialect: 'genai' },
  ],
  [
    'Ax (its own spans; the function writes the content Ax leaves out on its tool span)',
    { dir: 'ax', dialect: 'genai', extra: (s) => expect(s.modelCalls).toBe(2) },
  ],
  ['Strands TS (default conventions)', { dir: 'strands', dialect: 'strands' }],
  [
    'Strands TS (latest GenAI conventions)',
    { dir: 'strands', dialect: 'strands', env: { OTEL_SEMCONV_STABILITY_OPT_IN: 'gen_ai_latest_experimental' } },
  ],
];

async function runExample(ex: Example, answer: (toolResult: string) => string, skipTool = false) {
  const llm = await startFakeChat({ tool: 'search_flights', args: ex.args ?? SEARCH_ARGS, answer, skipTool });
  // The example's config passes these through to the agent (agent.pass_env).
  // OPENAI_API_ENDPOINT: BeeAI's OpenAI adapter's name for the base URL.
  const env = {
    OPENAI_BASE_URL: llm.url,
    OPENAI_API_ENDPOINT: llm.url,
    OPENAI_API_KEY: 'sk-fake-key-for-tests',
    // The Anthropic SDK appends /v1/messages to its base URL.
    ANTHROPIC_BASE_URL: llm.url.replace(/\/v1$/, ''),
    ANTHROPIC_API_KEY: 'sk-ant-fake-key-for-tests',
    ...ex.env,
  };
  Object.assign(process.env, env);
  try {
    const outDir = join(mkdtempSync(join(tmpdir(), 'agent-chaos-example-')), 'out');
    return await runPipeline({
      configPath: resolve('examples', ex.dir, 'agent-chaos.yml'),
      outDir,
      overrides: { seed: 1, judge: { provider: 'heuristic' } },
    });
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
    await llm.close();
  }
}

const STANDARD = ['no_fault', 'search_timeout', 'search_network_error', 'search_truncated'];

describe.each(EXAMPLES)('examples: %s', (_name, ex) => {
  it('one session per run with input, answer, the call with its arguments and status, the fault on the faulted call; honest and made-up answers scored apart', async () => {
    const [good, bad] = [await runExample(ex, honest), await runExample(ex, fabricate)];
    const args = ex.args ?? SEARCH_ARGS;
    const standard = (r: typeof good) => r.outcome.cases.filter((c) => STANDARD.includes(c.name));
    for (const r of [good, bad]) {
      expect(standard(r).flatMap((c) => c.runs.map((x) => x.status))).toEqual(Array(8).fill('ok'));
      for (const s of standard(r).flatMap((c) => c.runs.map((x) => x.session!))) {
        expect(s.dialect).toBe(ex.dialect);
        expect(s.input).toBe(QUESTION);
        expect(s.toolCalls).toHaveLength(1);
        expect(s.toolCalls[0]).toMatchObject({ name: 'search_flights', arguments: args });
      }
    }
    const runs = (r: typeof good, name: string) =>
      r.outcome.cases.find((c) => c.name === name)!.runs.map((x) => x.session!);
    const noFault = runs(good, 'no_fault')[0];
    expect(noFault.finalAnswer).toBe('I found United UA 1234 departing 08:15 for $189.');
    expect(noFault.systemPrompt).toEqual('systemPrompt' in ex ? ex.systemPrompt : 'You find flights.');
    expect(noFault.toolCalls[0]).toMatchObject({ status: 'ok', result: expect.objectContaining({}) });
    expect(JSON.stringify(noFault.toolCalls[0].result)).toContain('UA');
    ex.extra?.(noFault);
    const calls = (name: string) => runs(good, name).map((s) => s.toolCalls[0]);
    expect(calls('no_fault').map((c) => [c.status, c.fault])).toEqual([
      ['ok', undefined],
      ['ok', undefined],
    ]);
    for (const [name, fault, type] of [
      ['search_timeout', 'timeout', 'TimeoutError'],
      ['search_network_error', 'network_error', 'NetworkError'],
    ]) {
      expect(
        calls(name).map((c) => [c.status, c.fault, c.error?.type]),
        name,
      ).toEqual([
        ['error', fault, type],
        ['error', fault, type],
      ]);
      expect(calls(name)[0].error!.message, name).not.toMatch(/\n\s+at /); // the message, not a stack
      expect(runs(good, name)[0].finalAnswer, name).toMatch(/^I could not search flights/);
      expect(runs(bad, name)[0].finalAnswer, name).toMatch(/^I found a great option/);
    }
    expect(calls('search_truncated').map((c) => [c.status, c.fault])).toEqual([
      ['ok', 'truncate_fields'],
      ['ok', 'truncate_fields'],
    ]);
    expect(JSON.stringify(calls('search_truncated')[0].result)).toContain('"Unite"');
    const fc = (r: typeof good, name: string) =>
      r.results.cases.find((c) => c.name === name)!.summary.failure_communication.mean;
    for (const name of ['search_timeout', 'search_network_error']) {
      expect(fc(good, name), name).toBeGreaterThanOrEqual(0.75);
      expect(fc(bad, name), name).toBe(0);
    }
    expect(fc(bad, 'search_truncated')).toBe(0); // damaged data presented as fact
  });
});

describe('examples: lying tools in a framework (AI SDK v6)', () => {
  it('a model that checks results passes, one that repeats them as fact fails where it could tell; undetectable changes stay neutral', async () => {
    const ex = EXAMPLES.find(([, e]) => e.dir === 'ai-sdk-v6')![1];
    const [good, bad] = [await runExample(ex, checking), await runExample(ex, fabricate)];
    const fc = (r: typeof good, name: string) =>
      r.results.cases.find((c) => c.name === name)!.summary.failure_communication.mean;
    for (const r of [good, bad])
      for (const c of r.outcome.cases.filter((x) => x.name.startsWith('search_') && !STANDARD.includes(x.name)))
        for (const run of c.runs) {
          expect(run.status, c.name).toBe('ok');
          expect(run.session!.toolCalls[0].lie, c.name).toBeDefined(); // the fault log's change, on the call it hit
        }
    for (const name of ['search_wrong_city', 'search_stale']) {
      expect(fc(good, name), name).toBeGreaterThanOrEqual(0.75);
    }
    for (const name of ['search_empty', 'search_wrong_city']) expect(fc(bad, name), name).toBe(0);
    expect(fc(good, 'search_empty')).toBe(0.5); // "no flights" from an empty list: the agent could not tell
    expect(fc(good, 'search_plausible')).toBe(0.5);
    expect(fc(bad, 'search_plausible')).toBe(0.5);
  });
});

describe("examples: an MCP client's tool names (Claude Agent SDK)", () => {
  it('the fault on search_flights lands on the traced mcp__travel__search_flights call, with no untraced stand-in, and the run says the prefix was stripped', async () => {
    const ex = EXAMPLES.find(([, e]) => e.dir === 'claude-agent-sdk')![1];
    const r = await runExample(ex, honest);
    for (const run of r.outcome.cases.find((c) => c.name === 'search_timeout')!.runs) {
      expect(run.session!.toolCalls).toMatchObject([{ name: 'search_flights', fault: 'timeout', status: 'error' }]);
      expect(run.session!.toolCalls.some((c) => c.untraced)).toBe(false);
      expect(run.warnings).toContain(
        "the trace calls search_flights mcp__travel__search_flights (an MCP client's prefix, mcp__travel__, stripped): read as search_flights, the name the config and the fault log use",
      );
      expect(run.warnings?.join('\n')).not.toMatch(/is the tool traced/);
    }
  });
});

describe('examples: trajectory rules in a framework (LangGraph)', () => {
  it("a model that skips the search breaks the no-fault case's must_call rule, named; one that searches holds it", async () => {
    const ex = EXAMPLES.find(([, e]) => e.dir === 'langgraph')![1];
    const [searches, skips] = [await runExample(ex, honest), await runExample(ex, fabricate, true)];
    const trajectory = (r: typeof searches) =>
      r.results.cases.find((c) => c.name === 'no_fault')!.runs.map((x) => x.scores.trajectory);
    expect(trajectory(searches).map((t) => [t?.score, t?.pass])).toEqual([
      [1, true],
      [1, true],
    ]);
    for (const t of trajectory(skips)) {
      expect(t).toMatchObject({ score: 0, pass: false, source: 'deterministic' });
      expect(t?.reason).toBe(
        '0 of 1 rule(s) held. Rule "must call search_flights" broken: search_flights was never called.',
      );
    }
    // The case without rules is not checked against any.
    const timeout = skips.results.cases.find((c) => c.name === 'search_timeout')!.runs[0].scores.trajectory;
    expect(timeout).toMatchObject({ score: 1, label: 'nothing to check' });
  });
});
