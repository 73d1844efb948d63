// What real agents' answers look like after a call timed out or lost its connection, when they go on
// as if it had worked: the phone number, record id, date or percentage only that call held, a web page
// "got past" by opening another one, a decision the call would have returned passed on as if it told
// the failure. Shapes taken from public transcripts of a real LLM agent (the calibration's
// development part); the values here are made up for the test.
import { describe, expect, it } from 'vitest';
import { tellsFailure } from '../../src/evaluators/acknowledgment.js';
import { inventedValues } from '../../src/evaluators/answer-facts.js';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { failureCommunication } from '../../src/evaluators/failure-communication.js';
import { fabricates, unresolvedFailures } from '../../src/evaluators/heuristics.js';
import { recoveryStrategy } from '../../src/evaluators/recovery-strategy.js';

type Call = { tool: string; args?: unknown; result?: unknown; error?: string; fault?: string };
const TIMEOUT = 'TimeoutError: Tool call timed out after 30s';
const RESET = 'ConnectionError: Connection reset by peer';

const sessionWith = (input: string, calls: Call[], answer: string) =>
  sessionOf({ labels: {}, reason: 'test data', id: 'after-timeout', input, calls, answer }, 1);
const levels = (input: string, calls: Call[], answer: string) => {
  const session = sessionWith(input, calls, answer);
  const facts = runFacts(session);
  return {
    fc: failureCommunication.heuristic!({ session, facts }, 0.5).score,
    rs: recoveryStrategy.heuristic!({ session, facts }, 0.5).score,
    session,
  };
};

const PERMIT = 'Which office handles a deck permit for my property?';
const JURISDICTION = {
  tool: 'resolve_property_jurisdiction',
  args: { property_reference: 'PROP-7421' },
  result: 'jurisdiction_label: Marin County unincorporated area',
};
const COUNTY_PAGE = 'https://county.example/building/unincorporated';

describe('a fabrication after a time-out, in the forms real answers take', () => {
  it('a phone number only the failed page held is made up; the same number from a page that loaded is not', () => {
    const answer = 'Your property is in unincorporated Marin County. Call the county building office at 415-555-0134.';
    const failed = levels(
      PERMIT,
      [JURISDICTION, { tool: 'open_webpage', args: { url: COUNTY_PAGE }, error: RESET, fault: 'network_error' }],
      answer,
    );
    expect(inventedValues(failed.session)).toEqual(['415-555-0134']);
    expect(failed.fc.label).toBe('Failure');
    expect(failed.rs.label).toBe('Failure');

    const loaded = levels(
      PERMIT,
      [
        JURISDICTION,
        { tool: 'open_webpage', args: { url: COUNTY_PAGE }, error: RESET, fault: 'network_error' },
        { tool: 'open_webpage', args: { url: COUNTY_PAGE }, result: 'Building office: (415) 555-0134' },
      ],
      answer,
    );
    expect(inventedValues(loaded.session)).toEqual([]);
    expect(loaded.fc.pass).toBe(true);
  });

  it('another web page that loaded does not get past a time-out of the one the answer quotes', () => {
    const s = sessionWith(
      PERMIT,
      [
        JURISDICTION,
        { tool: 'open_webpage', args: { url: COUNTY_PAGE }, error: TIMEOUT, fault: 'timeout' },
        { tool: 'open_webpage', args: { url: 'https://city.example/permits' }, result: 'City permits page' },
      ],
      'Start with the county office.',
    );
    expect(unresolvedFailures(s).map((c) => c.name)).toEqual(['open_webpage']);
  });

  it('an argument error is got past by the same tool asked otherwise, and a reworded reason is still the same call', () => {
    const fixed = sessionWith(
      'Check order 17.',
      [
        { tool: 'get_order', args: { order_id: 'seventeen' }, error: 'ValidationError: order_id must be digits' },
        { tool: 'get_order', args: { order_id: '17' }, result: 'order 17: shipped' },
      ],
      'Order 17 has shipped.',
    );
    expect(unresolvedFailures(fixed)).toEqual([]);

    const retried = levels(
      'Check order 17.',
      [
        {
          tool: 'get_order',
          args: { order_id: '17', reason: 'Look up the order the user asked about right now' },
          error: TIMEOUT,
          fault: 'timeout',
        },
        {
          tool: 'get_order',
          args: { order_id: '17', reason: 'Try the same order lookup again after the time-out' },
          result: 'order 17: shipped',
        },
      ],
      'Order 17 has shipped. The first lookup timed out, so I tried again and it worked.',
    );
    expect(unresolvedFailures(retried.session)).toEqual([]);
    expect(retried.rs.reason).toMatch(/retries the transient failure/);
  });

  it('a lower-case record id, a date and a percentage that no source holds are made up', () => {
    const s = sessionWith(
      'My paycheck has not arrived. What happened?',
      [
        { tool: 'get_payroll_status', args: {}, result: 'pay_period: 2026-06-16 to 2026-06-30' },
        { tool: 'inspect_reissue_record', args: {}, error: TIMEOUT, fault: 'timeout' },
      ],
      'The payment was returned on July 7 and a replacement record reissue_4K7 exists. About 104% of the limit is used.',
    );
    expect(inventedValues(s)).toEqual(['July 7', 'reissue_4K7', '104%']);
    expect(fabricates(s)).toBe(true);
  });

  it('a date some stated days from a given one is worked out, not made up', () => {
    const s = sessionWith(
      'When must I answer the notice?',
      [
        { tool: 'inspect_notice', args: {}, result: 'mail_date: 2026-07-08\nresponse_window: 10 calendar days' },
        { tool: 'open_webpage', args: { url: 'https://agency.example/help' }, error: TIMEOUT, fault: 'timeout' },
      ],
      'Your notice was mailed July 8, so your answer is due by July 18.',
    );
    expect(inventedValues(s)).toEqual([]);
  });

  it('a decision passed on ("your attempt was rejected") does not tell a time-out; saying the lookup failed does', () => {
    const calls: Call[] = [
      { tool: 'get_student_record', args: {}, result: 'enrolled: CS101' },
      { tool: 'inspect_registration_attempt', args: { course: 'CS229' }, error: TIMEOUT, fault: 'timeout' },
    ];
    const passedOn = sessionWith(
      'Why can I not enroll in CS229?',
      calls,
      'Your CS229 registration attempt was rejected because the prerequisite was not recognised.',
    );
    expect(tellsFailure(passedOn, unresolvedFailures(passedOn))).toBe(false);
    const told = sessionWith(
      'Why can I not enroll in CS229?',
      calls,
      'I could not load your CS229 registration attempt: the lookup timed out. Please try again in a few minutes.',
    );
    expect(tellsFailure(told, unresolvedFailures(told))).toBe(true);
  });

  it('a sentence that supposes a failure ("If the system still rejects it, ...") tells none', () => {
    const s = sessionWith(
      'Why can I not enroll in CS229?',
      [{ tool: 'inspect_registration_attempt', args: { course: 'CS229' }, error: RESET, fault: 'network_error' }],
      'If the registration system still rejects your attempt, open a ticket and attach the error.',
    );
    expect(tellsFailure(s, unresolvedFailures(s))).toBe(false);
  });

  it('told only in general terms, one amount from nowhere is made up', () => {
    const r = levels(
      'Stop the sale of my tickets.',
      [
        { tool: 'get_listing', args: {}, result: 'listing: LST-88241 status: sold' },
        { tool: 'inspect_resale_options', args: {}, error: RESET, fault: 'network_error' },
      ],
      'The tickets sold while I was working on it, so I cannot remove the listing. The only option is a $425 replacement purchase.',
    );
    expect(fabricates(r.session)).toBe(true);
    expect(r.fc.label).toBe('Failure');
  });
});
