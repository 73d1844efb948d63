// The agent's own model calls in money: tokens read from real frameworks' traces by the model each
// span names, priced by the built-in table or the config's prices; what cannot be priced is said.
import { describe, expect, it } from 'vitest';
import { agentCost } from '../../src/results/agent-cost.js';
import { loadSessions } from '../../src/trace/load-sessions.js';
import { sessionSchema } from '../../src/trace/session.js';

const F = 'fixtures/traces/frameworks/';
const sessionsOf = async (file: string) => (await loadSessions([F + file])).sessions;

describe("the agent's cost from its traces", () => {
  it('reads the tokens by the model each span names, as the frameworks spell it', async () => {
    for (const [file, model] of [
      ['beeai-0.1.13-tool-loop.json', 'gpt-4.1-mini'],
      ['langchain-1.5-openllmetry-0.27-tool-loop.pb', 'gpt-4.1-mini'],
      ['claude-agent-sdk-0.3-openinference-0.3-tool-loop.json', 'claude-opus-5-5'],
      ['openai-instrumentation-0.22-tool-loop.json', 'fake-model'],
    ]) {
      const [s] = await sessionsOf(file);
      expect(s.usage, file).toEqual({
        inputTokens: 40,
        outputTokens: 16,
        byModel: { [model]: { inputTokens: 40, outputTokens: 16 } },
      });
      // Kept through sessions.jsonl, as another job reads it.
      expect(sessionSchema.parse(JSON.parse(JSON.stringify(s))).usage.byModel).toEqual(s.usage.byModel);
    }
  });

  it('prices them by the built-in table, or the config’s prices, and names what it could not price', async () => {
    const bee = await sessionsOf('beeai-0.1.13-tool-loop.json');
    // gpt-4.1-mini: $0.40 in, $1.60 out per million tokens (judge/budget.ts).
    const both = agentCost([...bee, ...bee]);
    expect(both).toMatchObject({ sessions: 2, inputTokens: 80, outputTokens: 32, unpriced: [], unnamedTokens: 0 });
    expect(both.costUsd).toBeCloseTo((2 * (40 * 0.4 + 16 * 1.6)) / 1e6, 12);
    const fake = await sessionsOf('openai-instrumentation-0.22-tool-loop.json');
    const unpriced = agentCost(fake);
    expect(unpriced.unpriced).toEqual(['fake-model']);
    expect(unpriced.costUsd).toBeUndefined();
    const priced = agentCost(fake, { 'fake-model': { input_per_mtok: 1, output_per_mtok: 2 } });
    expect(priced.unpriced).toEqual([]);
    expect(priced.costUsd).toBeCloseTo((40 * 1 + 16 * 2) / 1e6, 12);
    // Genkit's spans name no model: its tokens count, and are said to be outside the cost.
    const genkit = await sessionsOf('genkit-1.42-tool-loop.json');
    expect(agentCost([...genkit, ...bee])).toMatchObject({ inputTokens: 80, unnamedTokens: 56, unpriced: [] });
  });
});
