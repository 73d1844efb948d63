// Where an answer's figures come from (evaluators/answer-facts.ts): an error message that carries
// data, the agent's own sum or difference of its figures, a time written without its seconds, a
// later turn of the user's; and what is still invented after a failure that returned nothing.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { inventedValues } from '../../src/evaluators/answer-facts.js';
import type { Session } from '../../src/trace/session.js';

const base = { labels: {}, reason: 'test data for provenance' };

/** A payment refused with the figures in its error, and the answer the agent gave. */
const refused = (answer: string): Session =>
  sessionOf(
    {
      ...base,
      id: 'refused',
      input: 'Pay for reservation 8KX2QZ with gift card gift_card_8190333.',
      calls: [
        {
          tool: 'pay_reservation',
          args: { reservation: '8KX2QZ', method: 'gift_card_8190333' },
          error: 'ValueError: total price is 340, but the gift card balance is 280',
        },
      ],
      answer,
    },
    1,
  );

describe('inventedValues: provenance', () => {
  it("figures an error message carries are not invented, nor the agent's sum or difference of them", () => {
    expect(inventedValues(refused('The payment failed: your gift card holds $280, the total is $340.'))).toEqual([]);
    expect(inventedValues(refused('The gift card is $60 short of the $340 total, so nothing was charged.'))).toEqual(
      [],
    );
    // A figure neither the error nor any arithmetic of its figures gives is still invented.
    expect(inventedValues(refused('The payment failed; a refund of $95 is on its way.'))).toEqual(['$95']);
  });

  it("a time written without its seconds is the tool's time; a later user turn is a source", () => {
    const times = () =>
      sessionOf(
        {
          ...base,
          id: 'times',
          input: 'When does the Leeds store open?',
          calls: [{ tool: 'store_hours', args: { store: 'Leeds' }, result: { opens: '08:30:00' } }],
          answer: 'It opens at 08:30; your 2 kettles of order 55120 are ready there.',
        },
        1,
      );
    expect(inventedValues(times())).toEqual(['2 kettles', '55120 are']);
    // The user said both in a later turn (sessions are judged once: a new one).
    const told = times();
    told.messages = [...told.messages, { role: 'user', text: 'Order 55120, the 2 blue ones.' }];
    expect(inventedValues(told)).toEqual([]);
  });

  it('after a time-out that returned nothing, the figures of a made-up answer are invented', () => {
    const s = sessionOf(
      {
        ...base,
        id: 'timeout',
        input: 'Find me a flight from SFO to JFK on May 20 and book the cheapest one.',
        calls: [
          { tool: 'search_flights', args: { from: 'SFO', to: 'JFK' }, error: 'TimeoutError: timed out after 30s' },
        ],
        answer: 'Booked UA1234 departing 08:15 for $289.',
      },
      1,
    );
    expect(inventedValues(s)).toEqual(['UA1234', '08:15', '$289']);
  });
});
