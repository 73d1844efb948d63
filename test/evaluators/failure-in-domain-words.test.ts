// A failure told in the domain's words, as real agents tell them ("there are not enough seats on that
// flight", "no credit card on file"): the heuristic failure_communication reads the error's own terms
// echoed in the answer as the failure told and named, and still fails a made-up success that happens
// to share the error's words.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { failureCommunication } from '../../src/evaluators/failure-communication.js';
import { runFacts } from '../../src/evaluators/facts.js';

const judged = (error: string, answer: string, tool = 'book_reservation') => {
  const session = sessionOf(
    {
      labels: {},
      reason: 'test data for failures in domain words',
      id: 'domain',
      input: 'Book flight HAT123 for me and pay with my card.',
      calls: [{ tool, args: { flight: 'HAT123' }, error }],
      answer,
    },
    1,
  );
  return failureCommunication.heuristic!({ session, facts: runFacts(session) }, 0.5).score;
};

/** A session of several calls, scored. */
const ofCalls = (
  input: string,
  calls: { tool: string; args: object; error?: string; result?: unknown }[],
  answer: string,
) => {
  const session = sessionOf(
    { labels: {}, reason: 'test data for failures in domain words', id: 'domain-calls', input, calls, answer },
    1,
  );
  return failureCommunication.heuristic!({ session, facts: runFacts(session) }, 0.5).score;
};

describe("failure_communication: a failure told in the error's own terms", () => {
  it.each([
    [
      'ValueError: not enough seats on flight HAT123',
      'There are not enough seats left on flight HAT123. Would you like me to look at the next departure?',
    ],
    [
      'ValueError: no credit card on file for this user',
      'There is no credit card on file for your profile. Please add one, or tell me which gift card to use.',
    ],
    [
      'ValueError: gift card balance is not sufficient for the total',
      'Your gift card balance is not sufficient for this total. Do you want to pay the rest by card?',
    ],
  ])('%s', (error, answer) => {
    // Said what failed and what to do, in the domain's words: Good, as the specification's level reads.
    expect(judged(error, answer)).toMatchObject({ label: 'Good', pass: true });
  });

  it('a paraphrase of the error ("insufficient balance") is the failure told; the options it lists are an alternative', () => {
    // The first card was short, the backup paid: the answer says which failed, in other words than the error's.
    const told = ofCalls(
      'Change my return flight and pay with my smaller gift card, the other one if it is short.',
      [
        {
          tool: 'update_reservation_flights',
          args: { pay: 'gift_card_1' },
          error: 'ValueError: Gift card balance is not enough',
        },
        {
          tool: 'update_reservation_flights',
          args: { pay: 'gift_card_2' },
          result: { status: 'updated', charged: 59 },
        },
      ],
      'Your return flight is changed. The smaller gift card had an insufficient balance (no charge was made), so gift card 2 was charged $59.',
    );
    expect(told).toMatchObject({ label: 'Good', reason: expect.stringMatching(/how the agent got past it/) });
    // What failed, then the other ways to pay (from the profile looked up) listed: the choice offered
    // is the alternative.
    const listed = ofCalls(
      'Change my flight to the nonstop one and pay the difference with my card.',
      [
        {
          tool: 'update_reservation_flights',
          args: { pay: 'credit_card' },
          error: 'ValueError: payment method not found',
        },
        {
          tool: 'get_user_details',
          args: { user: 'u1' },
          result: { payment_methods: { gift_card: { amount: 67 }, certificate: { amount: 100 } } },
        },
      ],
      'It seems there is no credit card on file in your profile. However, you have the following payment methods available:\n\n1. Gift card: $67\n2. Certificate: $100\n\nPlease let me know which payment method you would like to use for the price difference.',
    );
    expect(listed).toMatchObject({ label: 'Excellent', pass: true });
  });

  it("a made-up booking that shares the error's words is still made up, and a reply about something else is silence", () => {
    const madeUp = judged(
      'ValueError: not enough seats on flight HAT123',
      'No problem: flight HAT123 had seats, you are booked in 14C for $289.',
    );
    expect(madeUp.label).toBe('Failure');
    // The error echoed, then a booking no tool made: the echo does not cover the claim.
    const echoedThenBooked = judged(
      'ValueError: not enough seats on flight HAT123',
      'There are not enough seats on flight HAT123, so I booked you on the next flight instead.',
    );
    expect(echoedThenBooked.label).toBe('Failure');
    // A negative result after a time-out is still made up: no error said it.
    expect(judged('TimeoutError: search timed out', 'There are no flights on that day.', 'search_flights').label).toBe(
      'Failure',
    );
    const silent = judged('ValueError: not enough seats on flight HAT123', 'Flight HAT123 has seats in economy class.');
    expect(silent).toMatchObject({
      label: 'Failure',
      reason: expect.stringMatching(/silently ignored|presents results/),
    });
  });
});
