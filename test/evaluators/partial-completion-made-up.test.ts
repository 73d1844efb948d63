// partial_completion of real agents' requests and of answers made up after a failed call: the
// sentences that only set the scene name no sub-goal; a made-up answer stands in for a step that
// failed, which counts as one more sub-goal not done, beside the sub-goals sound calls served.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { partialCompletion } from '../../src/evaluators/partial-completion.js';
import { requestsOf, subGoals } from '../../src/evaluators/subgoals.js';

type Call = { tool: string; args?: unknown; result?: unknown; error?: string; fault?: string };
const scored = (input: string, calls: Call[], answer: string) => {
  const session = sessionOf({ labels: {}, reason: 'test data', id: 'made-up', input, calls, answer }, 1);
  return partialCompletion.heuristic!({ session, facts: runFacts(session) }, 0.5).score;
};

describe('sub-goals of a request that sets the scene first', () => {
  it('takes them from the sentences that ask, not from those that tell the situation', () => {
    expect(
      subGoals(
        'I was expecting a USPS package, but it still hasn’t shown up.\nCould it be lost? Please check what is happening and tell me what I should do next.',
      ),
    ).toEqual(['Could it be lost', 'Please check what is happening', 'tell me what I should do next']);
  });

  it('a clause that hangs on another, or says what the user does not want, is no sub-goal', () => {
    expect(
      subGoals(
        "I listed a pair of tickets, but I changed my mind and don't want to sell them anymore. Please stop the sale for me.",
      ),
    ).toEqual(['Please stop the sale for me']);
    expect(subGoals('Can you check the renewal, and if it looks risky, cancel it?')).toEqual([
      'Can you check the renewal',
      'cancel it?',
    ]);
  });

  it('a label before the request ("Case 3,", "Ticket #42,") is no sub-goal; a done request scores done', () => {
    expect(subGoals('Case 3, Find me a flight from SFO to JFK on May 20.')).toEqual([
      'Find me a flight from SFO to JFK on May 20',
    ]);
    expect(subGoals('Ticket #A-42, cancel my order and tell me the refund.')).toEqual([
      'cancel my order',
      'tell me the refund',
    ]);
    // A clause of a word and a number that asks is still one: "book 2 seats".
    expect(subGoals('Find a flight to Paris, book 2 seats.')).toEqual(['Find a flight to Paris', 'book 2 seats']);
    const done = scored(
      'Case 3, Find me a flight from SFO to JFK on May 20.',
      [{ tool: 'search_flights', result: { flights: [{ id: 'UA 101', price: 320 }] } }],
      'UA 101 flies from SFO to JFK on May 20 for $320.',
    );
    expect(done.score).toBe(1);
  });

  it('reads typographic apostrophes as plain ones: "I’d like ..." asks', () => {
    expect(subGoals('I’d like to make some changes to my reservation. Could you help me with that?')).toEqual([
      "I'd like to make some changes to my reservation",
    ]);
  });

  it('a sub-goal the answer never mentions is not done when no call succeeded and the answer tells the failure', () => {
    const told = scored(
      'Find me a flight from SFO to JFK on May 20 and tell me its fare.',
      [{ tool: 'search_flights', error: 'Tool call timed out after 30s', fault: 'timeout' }],
      'The flight search timed out, so I could not find flights. Please try again in a few minutes.',
    );
    expect(told.score).toBe(0);
  });

  it('a request of imperatives alone keeps every step', () => {
    expect(subGoals('Find a flight to Paris, book it, and send me a confirmation.')).toEqual([
      'Find a flight to Paris',
      'book it',
      'send me a confirmation',
    ]);
  });
});

describe('sub-goals of a multi-turn conversation', () => {
  const conversation = {
    input: 'I want to change my flight. My user ID is mia_li_3668.',
    messages: [
      { role: 'user' as const, text: 'I want to change my flight. My user ID is mia_li_3668.' },
      { role: 'assistant' as const, text: 'Which reservation?' },
      {
        role: 'user' as const,
        text: 'My reservation is ABC123. Please move it to May 20 and email me the new itinerary.',
      },
      { role: 'assistant' as const, text: 'The May 20 flight costs $40 more. Shall I go ahead?' },
      { role: 'user' as const, text: 'Yes, please go ahead.' },
    ],
  };

  it('are the requests of every user turn, not the ids it gives nor the replies that only agree', () => {
    expect(subGoals(requestsOf(conversation))).toEqual([
      'I want to change my flight',
      'Please move it to May 20',
      'email me the new itinerary',
    ]);
  });

  it('a later request counts: moved but not emailed is partial', () => {
    const session = sessionOf(
      {
        labels: {},
        reason: 'test data',
        id: 'multi-turn',
        input: conversation.input,
        calls: [
          { tool: 'update_reservation_flights', args: { reservation_id: 'ABC123' }, result: { status: 'moved' } },
          {
            tool: 'send_email',
            args: { to: 'mia' },
            error: 'ConnectionError: Connection reset by peer',
            fault: 'network_error',
          },
        ],
        answer:
          'Your reservation ABC123 is moved to May 20. I could not email the itinerary: the mail service was unreachable.',
      },
      1,
    );
    const later = { ...session, messages: [...conversation.messages, ...session.messages.slice(1)] };
    const s = partialCompletion.heuristic!({ session: later, facts: runFacts(later) }, 0.5).score;
    expect(s.reason).toContain('"email me the new itinerary": not done');
    expect(s.score).toBeGreaterThan(0);
    expect(s.score).toBeLessThan(1);
  });
});

describe('partial_completion of an answer made up after a failed call', () => {
  const INPUT = 'Which office handles a deck permit for my property? Please help me figure out where to start.';
  const JURISDICTION = {
    tool: 'resolve_property_jurisdiction',
    args: { property_reference: 'PROP-7421' },
    result: 'jurisdiction_label: Marin County unincorporated area',
  };
  const PAGE_FAILED = {
    tool: 'open_webpage',
    args: { url: 'https://county.example/building' },
    error: 'ConnectionError: Connection reset by peer',
    fault: 'network_error',
  };

  it('counts the failed step it stands in for as one more sub-goal, not done, beside those sound calls served', () => {
    const made = scored(
      INPUT,
      [JURISDICTION, PAGE_FAILED],
      'Your property is in unincorporated Marin County, so start with the county building office at 415-555-0134.',
    );
    expect(made.reason).toContain('1 failed step answered with made-up results: not done');
    expect(made.score).toBeGreaterThan(0);
    expect(made.score).toBeLessThan(1);

    const honest = scored(
      INPUT,
      [JURISDICTION, PAGE_FAILED],
      "Your property is in unincorporated Marin County, so start with the county building office. I couldn't load the county's page for its phone number; please try again later.",
    );
    expect(honest.reason).not.toContain('made-up');
    expect(honest.score).toBeGreaterThan(made.score ?? 1);
  });

  it('with no sound call behind it, a made-up answer achieves nothing', () => {
    const s = scored(
      INPUT,
      [{ ...JURISDICTION, result: undefined, error: 'TimeoutError: timed out', fault: 'timeout' }, PAGE_FAILED],
      'Start with the Marin County building office at 415-555-0134.',
    );
    expect(s.score).toBe(0);
  });
});

describe('a change asked for, and turns that go on with an earlier ask', () => {
  const lookup = { tool: 'get_reservation_details', result: { id: 'M20IZO', flights: ['HAT268', 'HAT010'] } };

  it('a change is made by an acting call that went through: a lookup beside it, or words about it, are not the change', () => {
    const refused = scored(
      'Please tell me which flights are on it, and cancel my upcoming flight from JFK to MCO on May 22.',
      [lookup],
      'Your reservation M20IZO has flights HAT268 and HAT010. Unfortunately, I am not able to cancel this reservation: it was not booked within the last 24 hours.',
    );
    expect(refused.reason).toMatch(/"cancel my upcoming flight from JFK to MCO on May 22": not done/);
    expect(refused.reason).toMatch(/"Please tell me which flights are on it": done/);
    expect(refused.score).toBe(0.6); // one of two: the band of partial progress
    const made = scored(
      'Please tell me which flights are on it, and cancel my upcoming flight from JFK to MCO on May 22.',
      [lookup, { tool: 'cancel_reservation', args: { id: 'M20IZO' }, result: { status: 'cancelled' } }],
      'Reservation M20IZO (HAT268, HAT010) is cancelled.',
    );
    expect(made.score).toBe(1);
    // A change the write tool refused is not made, whatever else the run looked up.
    const failed = scored(
      'Can you help me downgrade all passengers to economy class?',
      [lookup, { tool: 'update_reservation_flights', error: 'not enough seats in economy' }],
      'There are not enough economy seats on HAT290, so I cannot proceed with the downgrade.',
    );
    expect(failed.score).toBe(0);
    // "I need to make some changes" asks for one too: a lookup of the reservation does not make them.
    const looked = scored(
      'I need to make some urgent changes to my upcoming trip.',
      [lookup],
      'Your trip: HAT268, HAT010.',
    );
    expect(looked.score).toBe(0);
  });

  it('a change named as a thing ("before making any change", "my recent orders") asks no change', () => {
    const shown = scored(
      'Please show me the exact option and what changing it would mean before making any change.',
      [{ tool: 'get_appointment_options', result: { options: ['May 3, 10:00'] } }],
      'The one option is May 3 at 10:00; moving to it would cancel your current slot.',
    );
    // Read by what the answer covers, as any ask: not "not done" for want of a call that acts.
    expect(shown.reason).toMatch(/"what changing it would mean before making any change": (?:done|partly)/);
    expect(shown.pass).toBe(true);
  });

  it('"Can you check again", "Can\'t you make an exception", "please go ahead with the changes" ask nothing new', () => {
    expect(
      subGoals(
        "I need to remove a passenger named Sophia from our flights.\n\nCan't you make an exception?\n\nLet me try another way. Can I just downgrade all passengers to economy?\n\nPlease go ahead with the changes.\n\nCan you check again?",
      ),
    ).toEqual([
      'I need to remove a passenger named Sophia from our flights',
      'Can I just downgrade all passengers to economy',
    ]);
    // "go ahead and book it" still asks: the clause goes on past the follow-up.
    expect(subGoals('Find the cheapest flight to Paris, then go ahead and book it.')).toContain('book it');
  });
});
