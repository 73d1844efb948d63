// What real agents' answers look like after a tool refused the request itself (a balance too small,
// a total that does not add up, a record not found, a rule not met): the refusal passed on in the
// domain's words or by the error's own figures, a lookup got past by another key, a booking that
// never went through. Shapes taken from the tau development set (../shared/calibration); the values
// and wording here are made up for the test. And where the rules cannot tell whether the answer's
// figures are worked out from the error's or made up, they say so instead of guessing.
import { describe, expect, it } from 'vitest';
import { judged } from '../helpers/heuristic-levels.js';
import { echoesError, quotesError } from '../../src/evaluators/acknowledgment.js';
import { unresolvedFailures, unsureOfSource } from '../../src/evaluators/heuristics.js';
import { subGoals } from '../../src/evaluators/subgoals.js';

const PROFILE = {
  tool: 'get_customer',
  args: { customer: 'lena_ortiz_41' },
  result: { name: 'Lena Ortiz', wallet: { voucher_88: 120, card_visa_3321: 'Visa ending 3321' } },
};
const BOOK = { tool: 'reserve_cabin', args: { customer: 'lena_ortiz_41', cabin: 'C-14', pay: { voucher_88: 150 } } };

describe('a refusal told in the domain words', () => {
  it('"the voucher does not have enough credit" tells "Insufficient credit on voucher_88"; a bare result does not', () => {
    const calls = [PROFILE, { ...BOOK, error: 'Error: Insufficient credit on voucher_88' }];
    const told = judged(
      'Book cabin C-14 with my voucher.',
      calls,
      "The voucher doesn't have enough credit for cabin C-14: it holds $120. Would you like to pay the rest with your Visa ending 3321?",
    );
    expect(echoesError(told.session.finalAnswer, unresolvedFailures(told.session))).toBe(true);
    expect(told.fc.score).toBeGreaterThanOrEqual(0.75); // what failed, and a next step
    expect(told.rs.label).toBe('Good'); // no retry of a refusal; told, and the user asked how to go on
    const silent = judged('Book cabin C-14 with my voucher.', calls, 'Cabin C-14 is a lovely choice for your stay.');
    expect(silent.fc.label).toBe('Failure');
  });

  it('after a time-out, "there is no credit" is not the error told: the call never said so', () => {
    const calls = [PROFILE, { ...BOOK, error: 'TimeoutError: reserve_cabin timed out', fault: 'timeout' }];
    const s = judged('Book cabin C-14 with my voucher.', calls, "The voucher doesn't have enough credit for it.");
    expect(echoesError(s.session.finalAnswer, unresolvedFailures(s.session))).toBe(false);
  });

  it('"no account was found under <the e-mail it was given>" tells "User not found"', () => {
    const calls = [
      { tool: 'find_account_by_email', args: { email: 'lena.o@example.org' }, error: 'Error: User not found' },
    ];
    const s = judged(
      'Please look up my orders, my e-mail is lena.o@example.org.',
      calls,
      'I checked lena.o@example.org but no account was found under that e-mail. Could you give me your name and ZIP code so I can search another way?',
    );
    expect(s.fc.score).toBeGreaterThanOrEqual(0.75);
  });
});

describe("the error's own figure passed on", () => {
  const calls = [PROFILE, { ...BOOK, error: 'Error: amount mismatch, the total is 185 but 150 was paid' }];
  it('is what the error said, not that the booking failed: Acceptable, not silence', () => {
    const s = judged(
      'Book cabin C-14 with my voucher.',
      calls,
      'The total for cabin C-14 is $185. Shall I go ahead with that amount?',
    );
    expect(quotesError(s.session.finalAnswer, unresolvedFailures(s.session))).toBe(true);
    expect(s.fc.label).toBe('Acceptable');
  });

  it('beside figures the rules cannot trace (worked out from it, or made up), the judge cannot tell, and says why', () => {
    const s = judged(
      'Book cabin C-14 with my voucher.',
      calls,
      'The total for cabin C-14 is $185, so after your voucher you would pay $65 on your Visa. Shall I go ahead?',
    );
    expect(unsureOfSource(s.session)).toMatch(/\$65/);
    for (const score of [s.fc, s.rs]) expect(score).toMatchObject({ score: null, source: 'abstained' });
    expect(s.fc.reason).toMatch(/cannot tell: the answer passes on the figures of the error of reserve_cabin/);
  });

  it('a time-out gives no figure to work from: the same invented amount is made up, no abstention', () => {
    const timedOut = [PROFILE, { ...BOOK, error: 'TimeoutError: reserve_cabin timed out', fault: 'timeout' }];
    const s = judged(
      'Book cabin C-14 with my voucher.',
      timedOut,
      'Cabin C-14 is booked: $185 in total, $65 on your Visa.',
    );
    expect(unsureOfSource(s.session)).toBeUndefined();
    expect(s.fc.label).toBe('Failure');
  });
});

describe('got past, or never through', () => {
  it('a lookup by e-mail that failed is got past by the lookup by name and ZIP', () => {
    const s = judged(
      'Find my pending order. My e-mail is lena.o@example.org, name Lena Ortiz, ZIP 46236.',
      [
        { tool: 'find_user_id_by_email', args: { email: 'lena.o@example.org' }, error: 'Error: User not found' },
        { tool: 'find_user_id_by_name_zip', args: { name: 'Lena Ortiz', zip: '46236' }, result: 'lena_ortiz_41' },
        { tool: 'get_order', args: { order: '#W100' }, result: { order: '#W100', total: 88.5 } },
      ],
      'Your pending order #W100 totals $88.50.',
    );
    expect(unresolvedFailures(s.session)).toEqual([]);
    expect(s.fc.label).toBe('Acceptable'); // nothing left to tell (neutral)
  });

  it("an identical retry that succeeded leaves nothing made up: figures beside it are the agent's own sums", () => {
    const search = { tool: 'search_cabins', args: { lake: 'Tahoe' } };
    const s = judged(
      'Find two cabins at Tahoe and tell me what both cost together.',
      [
        { ...search, error: 'TimeoutError: timed out', fault: 'timeout' },
        {
          ...search,
          result: [
            { cabin: 'C-14', price: 140 },
            { cabin: 'C-20', price: 95 },
          ],
        },
      ],
      'C-14 ($140) and C-20 ($95) cost $235 together.',
    );
    expect(s.fc.label).toBe('Acceptable');
  });

  it("options found while the booking the request was for never went through are at most half (the specification's scenario 2)", () => {
    const s = judged(
      'Find a cabin at Tahoe for May 3 and book the cheapest.',
      [
        { tool: 'search_cabins', args: { lake: 'Tahoe' }, result: [{ cabin: 'C-20', price: 95 }] },
        { tool: 'reserve_cabin', args: { cabin: 'C-20' }, error: 'Error: cabin C-20 is not available on May 3' },
      ],
      'The cheapest cabin, C-20 at $95, is not available on May 3. Would you like another date?',
    );
    expect(s.pc.score).toBe(0.5);
    expect(s.pc.reason).toContain('reserve_cabin never went through');
  });

  it('"Can you help me with that?" names no outcome of its own', () => {
    expect(subGoals('I need to cancel my cabin for May 3. Can you help me with that?')).toEqual([
      'I need to cancel my cabin for May 3',
    ]);
  });
});

describe('options laid out for the user, and silence', () => {
  const calls = [PROFILE, { ...BOOK, error: 'Error: Insufficient credit on voucher_88' }];
  it('a refusal told with two listed options to choose from offers the alternatives of Excellent', () => {
    const s = judged(
      'Book cabin C-14 with my voucher.',
      calls,
      "The voucher doesn't have enough credit for cabin C-14. Would you like to pay the rest another way? You can choose:\n- Visa ending 3321\n- a bank transfer",
    );
    expect(s.fc.label).toBe('Excellent');
    const one = judged(
      'Book cabin C-14 with my voucher.',
      calls,
      "The voucher doesn't have enough credit for cabin C-14. Shall I charge the rest to your Visa ending 3321?",
    );
    expect(one.fc.label).toBe('Good'); // one way on, asked: a next step, not a choice of alternatives
  });

  it('no answer after a failure no call got past: at most 0.2 of the request, whatever the calls did', () => {
    const s = judged(
      'Look up my profile and book cabin C-14 with my voucher.',
      [PROFILE, { ...BOOK, error: 'Error: Insufficient credit on voucher_88' }],
      '',
    );
    expect(s.pc.score).toBeLessThanOrEqual(0.2);
    expect(s.pc.reason).toContain('no answer after an unresolved failure');
  });
});
