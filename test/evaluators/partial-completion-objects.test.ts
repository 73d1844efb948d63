// partial_completion when a sub-goal names several things: each that a call was about (its tool's
// name, or a short argument naming it) must come from a call that succeeded, unless the answer got
// it another way. Free-text arguments (a stated reason, a search query) name everything and count
// for nothing; "check" is served by a tool that inspects, views or reviews, not only one that gets.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { partialCompletion } from '../../src/evaluators/partial-completion.js';

type Call = { tool: string; args?: unknown; result?: unknown; error?: string };
const scored = (input: string, calls: Call[], answer: string, tools: string[]) => {
  const session = sessionOf(
    { labels: {}, reason: 'test data for sub-goal objects', id: 'objects', input, calls, answer, tools },
    1,
  );
  return partialCompletion.heuristic!({ session, facts: runFacts(session) }, 0.5).score;
};

const INPUT =
  'My train was moved to a later departure. Please make sure the bicycle reservation is valid for my current ticket.';
const TICKET = {
  tool: 'get_ticket_details',
  args: {},
  result: '{"ticket":"TK-4471","train":"ICE 578","departs":"14:10"}',
};
const TOOLS = ['get_ticket_details', 'get_travel_extra_status'];

describe('partial_completion: the things a sub-goal names', () => {
  it('is not done when one of them came only from a failed call and the answer says it failed', () => {
    const s = scored(
      INPUT,
      [
        TICKET,
        {
          tool: 'get_travel_extra_status',
          args: { extra: 'bicycle reservation' },
          error: 'ValueError: no record for bicycle reservation',
        },
      ],
      'Your current ticket is TK-4471 on ICE 578 at 14:10. However, I could not find the bicycle reservation record. Please send me its reference.',
      TOOLS,
    );
    expect(s.score).toBe(0);
    expect(s.reason).toContain('not done');
  });

  it('is done when the call about it succeeded', () => {
    const s = scored(
      INPUT,
      [
        TICKET,
        {
          tool: 'get_travel_extra_status',
          args: { extra: 'bicycle reservation' },
          result: '{"bicycle":"valid for ICE 578"}',
        },
      ],
      'Your bicycle reservation is valid for ICE 578 on ticket TK-4471.',
      TOOLS,
    );
    expect(s.score).toBe(1);
  });

  it('is done when the failed call was the agent slip and the answer got the thing another way', () => {
    const s = scored(
      INPUT,
      [
        TICKET,
        {
          tool: 'get_travel_extra_status',
          args: { extra: 'bicycle reservation' },
          error: 'ValidationError: extra must be an object',
        },
        { tool: 'get_travel_extra_status', args: { extra: { kind: 'bike' } }, result: '{"bike":"valid for ICE 578"}' },
      ],
      'Your bicycle reservation is valid for ICE 578 on ticket TK-4471.',
      TOOLS,
    );
    expect(s.score).toBe(1);
  });

  it('does not read free text in arguments as what a failed call was about', () => {
    const s = scored(
      'Please tell me which documents I need to bring to the consulate.',
      [
        { tool: 'get_consulate_checklist', args: {}, result: '{"bring":["passport","photo","form DS-160"]}' },
        {
          tool: 'get_appointment_status',
          args: { reason: 'see whether the documents the user must bring changed for this appointment' },
          error: 'TimeoutError: timed out',
        },
      ],
      'Bring your passport, a photo and form DS-160. The appointment service timed out, so I could not confirm whether the documents list changed for your slot.',
      ['get_consulate_checklist', 'get_appointment_status'],
    );
    // The checklist answered it; the failed call's stated reason names the documents but was not about them.
    expect(s.score).toBe(1);
  });

  it('counts a tool that inspects as checking', () => {
    const s = scored(
      'Can you check my repair appointment?',
      [{ tool: 'inspect_repair_visit', args: {}, result: '{"visit":"Tuesday 9-11"}' }],
      'Your repair visit is on Tuesday between 9 and 11.',
      ['inspect_repair_visit', 'get_account_status'],
    );
    expect(s.score).toBe(1);
  });
});
