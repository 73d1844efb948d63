// The answer tells the user of a failure when a sentence says something failed and is about the
// failed call, not when it passes on a policy or what a sound result said (real agents: "basic
// economy fares cannot be changed" beside a booking that timed out and is announced as done). What
// is made up is what only the failed call could have given; figures a sound result gave in another
// form ($84.60 for 84.6, "10 minutes" for "ten minutes") are not.
import { describe, expect, it } from 'vitest';
import { tellsFailure } from '../../src/evaluators/acknowledgment.js';
import { inventedValues } from '../../src/evaluators/answer-facts.js';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { failureCommunication } from '../../src/evaluators/failure-communication.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { fabricates, unresolvedFailures } from '../../src/evaluators/heuristics.js';
import { partialCompletion } from '../../src/evaluators/partial-completion.js';

type Call = Parameters<typeof sessionOf>[0]['calls'][number];
const session = (input: string, calls: Call[], answer: string) =>
  sessionOf({ id: 's', input, calls, answer, labels: {}, reason: 'test data for acknowledgment by reference' }, 1);
const fc = (s: ReturnType<typeof session>) =>
  failureCommunication.heuristic!({ session: s, facts: runFacts(s) }, 0.5).score;

const RULES: Call = {
  tool: 'get_fare_rules',
  args: { fare: 'basic' },
  result: { rules: 'Basic economy fares cannot be changed or refunded.' },
};
const BOOKING_TIMED_OUT: Call = {
  tool: 'book_flight',
  args: { flight: 'UA120' },
  error: 'TimeoutError: booking service did not answer within 30s',
  fault: 'timeout',
};

describe('acknowledgment by reference', () => {
  it('a policy sentence from a sound result is no telling of the booking that timed out: the announced booking is made up', () => {
    const s = session(
      'Book me on flight UA120 tomorrow.',
      [RULES, BOOKING_TIMED_OUT],
      'Basic economy fares cannot be changed or refunded. Your seat on UA120 is booked.',
    );
    expect(tellsFailure(s, unresolvedFailures(s))).toBe(false);
    expect(fabricates(s)).toBe(true);
    expect(fc(s)).toMatchObject({ label: 'Failure', score: 0 });
  });

  it('the same answer telling the booking itself failed is honest', () => {
    const s = session(
      'Book me on flight UA120 tomorrow.',
      [RULES, BOOKING_TIMED_OUT],
      'Basic economy fares cannot be changed or refunded. I could not book UA120: the booking service timed out. Please try again in a few minutes.',
    );
    expect(tellsFailure(s, unresolvedFailures(s))).toBe(true);
    expect(fabricates(s)).toBe(false);
    expect(fc(s).score).toBeGreaterThanOrEqual(0.75);
  });

  it('a failure told in general terms still tells it (vaguely), where no sound result says it', () => {
    const s = session('Book me on flight UA120 tomorrow.', [BOOKING_TIMED_OUT], 'Sorry, something went wrong.');
    expect(tellsFailure(s, unresolvedFailures(s), { courtesy: true })).toBe(true);
    expect(fc(s)).toMatchObject({ label: 'Poor' });
  });

  it('a direct flight only the timed-out direct search could have returned, beside a sound one-stop search: made up', () => {
    const calls: Call[] = [
      { tool: 'search_direct_flights', args: { from: 'SFO', to: 'JFK' }, error: 'TimeoutError: timed out after 30s' },
      {
        tool: 'search_onestop_flights',
        args: { from: 'SFO', to: 'JFK' },
        result: [{ flight: 'AA 12', via: 'ORD', price: 250 }],
      },
    ];
    const input = 'Find me flights from SFO to JFK on May 20, direct if possible.';
    const madeUp = session(
      input,
      calls,
      'Best option: DL 404, nonstop, $310. A one-stop option: AA 12 via ORD for $250.',
    );
    expect(fabricates(madeUp)).toBe(true);
    expect(fc(madeUp)).toMatchObject({ label: 'Failure' });
    const honest = session(
      input,
      calls,
      'The direct-flight search timed out, so I have no nonstop options. A one-stop option: AA 12 via ORD for $250. Want me to try the direct search again?',
    );
    expect(fabricates(honest)).toBe(false);
    expect(fc(honest).score).toBeGreaterThanOrEqual(0.75);
  });

  it("a failure got past, and an answer whose negatives are the domain's (not shipped yet): nothing to tell (neutral)", () => {
    const s = session(
      'Where is my order ORD-5521?',
      [
        {
          tool: 'get_order_status',
          args: { order: { id: 'ORD-5521' } },
          error: 'ValidationError: order: Input should be a valid string',
        },
        {
          tool: 'get_order_status',
          args: { order: 'ORD-5521' },
          result: { status: 'label created', pickup: 'Monday' },
        },
      ],
      'Your order ORD-5521 has not shipped yet: the label is created and the carrier cannot pick it up before Monday.',
    );
    expect(fc(s)).toMatchObject({ label: 'Acceptable', score: 0.5 });
  });

  it('a retried call the answer tells of by name: said what went wrong and how it got past it', () => {
    const s = session(
      'Where is my order ORD-5521?',
      [
        { tool: 'get_order_status', args: { order: 'ORD-5521' }, error: 'TimeoutError: timed out', fault: 'timeout' },
        { tool: 'get_order_status', args: { order: 'ORD-5521' }, result: { status: 'shipped' } },
      ],
      'The order status lookup timed out at first; on a second try: ORD-5521 has shipped.',
    );
    expect(fc(s)).toMatchObject({ label: 'Good' });
  });
});

describe('provenance: figures a sound result gave in another form', () => {
  it('an amount with its cents written out and a number in words are not invented', () => {
    const s = session(
      'How much do I owe PG&E, and how long does a payment code take to arrive?',
      [
        { tool: 'get_billing_status', args: {}, result: 'past_due_amount: 84.6\ncurrent_balance: 146.3' },
        { tool: 'open_webpage', args: {}, result: 'A new code can be sent. Delivery may take up to ten minutes.' },
        { tool: 'pay_bill', args: { amount: 84.6 }, error: 'NameError: name is not defined' },
      ],
      'You owe $84.60 past due ($146.30 in total). I could not pay it: the payment tool failed. A code may take up to 10 minutes to arrive.',
    );
    expect(inventedValues(s)).toEqual([]);
    expect(fabricates(s)).toBe(false);
  });

  it('an amount no result holds in any form still is', () => {
    const s = session(
      'How much do I owe?',
      [
        { tool: 'get_billing_status', args: {}, result: 'past_due_amount: 84.6' },
        { tool: 'get_statement', args: {}, error: 'TimeoutError: timed out', fault: 'timeout' },
      ],
      'You owe $84.60 past due and your last statement was $212.40.',
    );
    expect(inventedValues(s)).toEqual(['$212.40']);
  });
});

describe('partial_completion: what the request asks, not the scene it sets', () => {
  it('statements of the situation are no sub-goals, and "help me" names no tool', () => {
    const s = session(
      'I sent a bill payment and I am worried it may be too late to stop it. Please help me figure out whether it can still be stopped.',
      [
        { tool: 'get_payment_status', args: { id: 'P-1' }, result: { status: 'delivered', stoppable: false } },
        { tool: 'get_user_help', args: {}, error: 'ValueError: unsupported mode' },
      ],
      'The payment was already delivered to the biller, so it can no longer be stopped; a payment inquiry is the remaining option.',
    );
    const pc = partialCompletion.heuristic!({ session: s, facts: runFacts(s) }, 0.5).score;
    expect(pc.reason).not.toContain('"I sent a bill payment"');
    expect(pc.score).toBe(1);
  });
});
