// Insights name what the agent did, with the evidence, and a fix aimed at that behaviour: ten sessions
// of one agent with two defects (it invents stock levels after a time-out; it sends dates as
// MM/DD/YYYY where the tool's schema asks YYYY-MM-DD) grouped 5 + 5 and named by those behaviours.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { inventedValues } from '../../src/evaluators/answer-facts.js';
import { argumentMismatches } from '../../src/evaluators/schema-check.js';
import type { Session } from '../../src/trace/session.js';

const base = { labels: {}, reason: 'test data for insights' };

const inventory = (i: number): Session =>
  sessionOf(
    {
      ...base,
      id: `stock-${i}`,
      input: 'How many blue kettles are in stock at the Leeds store?',
      calls: [
        {
          tool: 'get_inventory',
          args: { sku: 'KET-BLUE', store: 'Leeds' },
          error: 'TimeoutError: inventory timed out',
          fault: 'timeout',
        },
      ],
      answer: `We have ${40 + i} units of the blue kettle in stock at Leeds.`,
    },
    i + 1,
  );

const dates = (i: number): Session => {
  const s = sessionOf(
    {
      ...base,
      id: `dates-${i}`,
      input: `Find flights from SFO to JFK on May ${20 + i}.`,
      calls: [0, 1].map(() => ({
        tool: 'search_flights',
        args: { from: 'SFO', to: 'JFK', date: `05/${20 + i}/2026` },
        error: 'ValidationError: date is invalid',
        fault: 'validation_error',
      })),
      answer: 'I could not search for flights: the flight search rejected the request. Please try again later.',
    },
    i + 20,
  );
  s.toolDefinitions = [
    {
      name: 'search_flights',
      description: 'Search flights',
      inputSchema: {
        type: 'object',
        properties: {
          from: { type: 'string' },
          to: { type: 'string' },
          date: { type: 'string', description: 'Departure date, YYYY-MM-DD' },
        },
        required: ['from', 'to', 'date'],
      },
    },
  ];
  return s;
};

describe('insights named by behaviour', () => {
  it('finds the invented values and the mismatching argument', () => {
    expect(inventedValues(inventory(2))).toEqual(['42 units']);
    expect(argumentMismatches(dates(0).toolCalls[0], dates(0).toolDefinitions)).toEqual([
      'date "05/20/2026" is not a YYYY-MM-DD date',
    ]);
    // Values a tool returned, or the request held, are not invented.
    const honest = inventory(2);
    honest.toolCalls = [
      { ...honest.toolCalls[0], status: 'ok', result: { on_hand: 42 }, error: undefined, fault: undefined },
    ];
    expect(inventedValues(honest)).toEqual([]);
  });

  it('groups the two defects 5 + 5 and names each by what the agent does, with a fix aimed at it', async () => {
    const sessions = [0, 1, 2, 3, 4].flatMap((i) => [inventory(i), dates(i)]);
    const ev = await evaluate(
      sessions.map((session) => ({ session, facts: runFacts(session) })),
      { evaluators: [{ name: 'failure_analysis', threshold: 0.5 }], judge: { kind: 'heuristic' }, concurrency: 2 },
    );
    const invented = ev.insights.find((i) => i.key.startsWith('fabricated-results|get_inventory'));
    const schema = ev.insights.find((i) => i.key.startsWith('mismatched-arguments|search_flights'));
    expect(invented?.affectedSessions).toBe(5);
    expect(invented?.name).toMatch(
      /^Answers with values that no successful tool result contains, after a time-out from get_inventory: "4\d units" in the answer$/,
    );
    expect(invented?.rootCauses[0].suggestedFix).toMatch(/state only values that a successful tool result contains/);
    expect(schema?.affectedSessions).toBe(5);
    expect(schema?.name).toMatch(
      /^Sends arguments that do not match search_flights's input schema: date "05\/2\d\/2026" is not a YYYY-MM-DD date$/,
    );
    expect(schema?.rootCauses[0].suggestedFix).toMatch(/a date as 2026-05-20 for YYYY-MM-DD/);
    // The invention is not named "does not tell the user", and the date defect is not only "retries".
    expect(ev.insights.some((i) => i.key.startsWith('hid-failure|get_inventory'))).toBe(false);
    expect(ev.insights[0].key).toMatch(/^(fabricated-results|mismatched-arguments)\|/);
  });
});
