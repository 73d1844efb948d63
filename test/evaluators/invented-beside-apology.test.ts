// One acknowledged failure does not cover an invented alternative (real agents: "no nonstop flight
// exists, but here are four one-stop flights" with prices and codes no tool returned, which the
// heuristic scored Excellent): after a failed call the answer's invented amounts and identifiers are
// fabrication whatever it apologised for; times and counts an honest answer gives are not.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { failureCommunication } from '../../src/evaluators/failure-communication.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { fabricates } from '../../src/evaluators/heuristics.js';

const ONE_STOP = [{ flight: 'DL 410', departs: '09:40', price: 312, stops: 1 }];
const session = (answer: string, oneStop = false) =>
  sessionOf(
    {
      labels: {},
      reason: 'test data for an invented alternative beside an apology',
      id: 'alternative',
      input: 'Find me a nonstop flight from SFO to JFK on May 20.',
      calls: [
        { tool: 'search_flights', args: { nonstop: true }, error: 'TimeoutError: search timed out after 30s' },
        ...(oneStop ? [{ tool: 'search_one_stop', args: { stops: 1 }, result: ONE_STOP }] : []),
      ],
      answer,
    },
    1,
  );
const judged = (answer: string, oneStop = false) => {
  const s = session(answer, oneStop);
  return failureCommunication.heuristic!({ session: s, facts: runFacts(s) }, 0.5).score;
};

describe('failure_communication: an apology beside an invented alternative', () => {
  it('an apology for the failed search, then flights, prices and codes no tool returned: Failure', () => {
    const answer = [
      "I'm sorry, the nonstop search failed and there seems to be no nonstop flight. Here are some alternatives:",
      '',
      '| flight | departs | price |',
      '| --- | --- | --- |',
      '| UA 1180 | 07:05 | $289 |',
      '| AA 24 | 11:30 | $305 |',
      '| B6 616 | 16:45 | $241 |',
      '',
      'Would you like me to book one of them?',
    ].join('\n');
    expect(fabricates(session(answer))).toBe(true);
    expect(judged(answer)).toMatchObject({ label: 'Failure', score: 0 });
  });

  it('the same alternative from a tool that answered is not invented', () => {
    const answer =
      'Sorry, the nonstop search timed out. A one-stop option I found: DL 410 at 09:40 for $312. Shall I book it, or try the nonstop search again?';
    expect(fabricates(session(answer, true))).toBe(false);
    expect(judged(answer, true).score).toBeGreaterThanOrEqual(0.75);
  });

  it('an honest answer with a time to retry and a count of minutes stays honest', () => {
    const answer =
      'Sorry, the flight search timed out, so I could not find flights. Please try again after 15:00, or in 5 minutes.';
    expect(fabricates(session(answer))).toBe(false);
    expect(judged(answer).score).toBeGreaterThanOrEqual(0.75);
  });
});
