// A fault whose tool the agent never called tested nothing: the note says so, and where the agent
// called a tool by another name (an MCP client's prefixed name, a misspelling in the case) it names
// the tool the case probably meant.
import { describe, expect, it } from 'vitest';
import { aggregateNotes, meantTool } from '../../src/results/notes.js';
import { caseOf } from '../helpers/results.js';

const withTools = (tools: string[]) =>
  ({
    ...caseOf('search_timeout', { failure_communication: [0.75, 0.75] }, () => ({
      tools,
      facts: {
        toolCalls: 1,
        failedCalls: 0,
        retries: 0,
        modelCalls: 1,
        inputTokens: 0,
        outputTokens: 0,
        durationMs: 1,
      },
    })),
    effects: { tool_effects: { search_flights: [{ effect_type: 'timeout' }] } },
  }) as Parameters<typeof aggregateNotes>[0][number];

describe('a fault the agent never exercised', () => {
  it('names the prefixed MCP tool the agent called instead (Claude Agent SDK: mcp__<server>__<tool>)', () => {
    expect(aggregateNotes([withTools(['mcp__travel__search_flights'])])).toEqual([
      "search_timeout: fault timeout on search_flights was not exercised: the agent never called search_flights. It called mcp__travel__search_flights: is that the tool meant? Name it so in the case's tool_effects.",
    ]);
  });

  it('names a near spelling, and nothing when no called tool is close', () => {
    expect(meantTool('search_flights', ['search_flight', 'book_flight'])).toBe('search_flight');
    expect(meantTool('search_flights', ['travel.search_flights'])).toBe('travel.search_flights');
    expect(meantTool('book_flight', ['search_flights'])).toBeUndefined();
    expect(meantTool('flights', ['search_flights_v2'])).toBeUndefined();
    expect(aggregateNotes([withTools(['get_weather'])])).toEqual([
      'search_timeout: fault timeout on search_flights was not exercised: the agent never called search_flights.',
    ]);
  });
});
