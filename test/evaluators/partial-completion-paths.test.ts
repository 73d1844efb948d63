// partial_completion on sub-goals reached another way: a sub-goal whose nouns name a tool the agent
// never called ("what the airport says about assistance" beside an inspect_assistance_* tool) is
// done when the answer answers it (a web search served it), and a failure told in a sentence that
// shares one word with the sub-goal does not undo the passage that answers it. A step the sub-goal's
// verb names and the agent never took (book) is still not done.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { partialCompletion } from '../../src/evaluators/partial-completion.js';
import { answerCovers } from '../../src/evaluators/subgoals.js';

const scored = (
  input: string,
  calls: { tool: string; args?: unknown; result?: unknown }[],
  answer: string,
  tools: string[],
) => {
  const session = sessionOf(
    { labels: {}, reason: 'test data for sub-goals reached another way', id: 'paths', input, calls, answer, tools },
    1,
  );
  return partialCompletion.heuristic!({ session, facts: runFacts(session) }, 0.5).score;
};

const AIRPORT = 'Could you explain what Queenstown Airport says about how wheelchair assistance should be arranged?';
const PAGE = 'Wheelchair assistance must be arranged directly with your airline before travel.';

describe('partial_completion: a sub-goal served by another path', () => {
  it('is done when the answer answers it, though a tool its nouns name was never called', () => {
    const s = scored(
      AIRPORT,
      [
        { tool: 'search_web', args: { query: 'Queenstown Airport wheelchair assistance' }, result: PAGE },
        { tool: 'open_webpage', args: { url: 'https://example.org/access' }, result: PAGE },
      ],
      `Queenstown Airport says: ${PAGE}`,
      ['search_web', 'open_webpage', 'inspect_assistance_segment_coverage'],
    );
    expect(s.score).toBe(1);
  });

  it('is not done when the answer does not clearly answer it', () => {
    const s = scored(
      AIRPORT,
      [{ tool: 'search_web', args: { query: 'Queenstown' }, result: 'nothing relevant' }],
      'Let me know if there is anything else.',
      ['search_web', 'inspect_assistance_segment_coverage'],
    );
    expect(s.score).toBe(0);
  });

  it('a step its verb names and the agent never took stays not done', () => {
    const s = scored(
      'Book the cheapest flight from SFO to JFK on May 20.',
      [{ tool: 'search_flights', args: { origin: 'SFO', destination: 'JFK' }, result: 'UA 1234 at $189' }],
      'The cheapest flight is UA 1234 at $189; the flight is booked.',
      ['search_flights', 'book_flight'],
    );
    expect(s.score).toBe(0);
  });
});

describe('answerCovers: the sentences most about the sub-goal decide', () => {
  const goal = 'what Queenstown Airport says about how this assistance should be arranged';
  it('a failure told about another thing that shares one word does not undo the answer', () => {
    const answer = `I couldn't verify a wheelchair-assistance record for your departure. Queenstown Airport says the assistance is arranged with your airline.`;
    expect(answerCovers(goal, answer)).toBe(1);
  });
  it('a failure told about the sub-goal itself is not done', () => {
    expect(answerCovers(goal, 'I could not find what Queenstown Airport says about arranging assistance.')).toBe(0);
  });
});
