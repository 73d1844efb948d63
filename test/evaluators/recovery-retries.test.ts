// What the heuristic recovery_strategy counts as a retry: the same call again (tool and arguments).
// The same tool with other arguments is a new call, as agents on real tasks make them (several
// reservations looked up, one not found), not a loop of retries.
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { recoveryStrategy } from '../../src/evaluators/recovery-strategy.js';
import { runFacts } from '../../src/evaluators/facts.js';

const judged = (calls: { tool: string; args: object; error?: string; result?: unknown }[], answer: string) => {
  const session = sessionOf(
    {
      labels: {},
      reason: 'test data for retries',
      id: 'retries',
      input: 'Which of my reservations can I cancel?',
      calls,
      answer,
    },
    1,
  );
  return recoveryStrategy.heuristic!({ session, facts: runFacts(session) }, 0.5).score;
};

const lookup = (id: string, found = true) =>
  found
    ? { tool: 'get_reservation_details', args: { reservation_id: id }, result: { id, cabin: 'economy' } }
    : { tool: 'get_reservation_details', args: { reservation_id: id }, error: 'ValueError: reservation not found' };

describe('recovery_strategy: a retry is the same call again', () => {
  it('four reservations looked up, four not found: new calls, not a loop of retries', () => {
    const r = judged(
      ['ZFA04Y', 'H9ZU1C', 'OBUT9V', 'XK2Q7P', 'MRN4TE'].map((id, i) => lookup(id, i === 4)),
      'I could not find reservations ZFA04Y, H9ZU1C, OBUT9V or XK2Q7P; MRN4TE is economy and can be cancelled. Please check the other numbers.',
    );
    expect(r.label).not.toBe('Failure');
    expect(r.reason).not.toMatch(/keeps calling a failing tool/);
  });

  it('the same lookup failing four times is still a loop, and a not-found retried as it was is blind', () => {
    const loop = judged(
      [1, 2, 3, 4].map(() => lookup('ZFA04Y', false)),
      'I could not find reservation ZFA04Y. Please check the number.',
    );
    expect(loop).toMatchObject({ label: 'Failure', reason: expect.stringMatching(/keeps calling a failing tool/) });
    const blind = judged(
      [lookup('ZFA04Y', false), lookup('ZFA04Y', false)],
      'I could not find ZFA04Y. Please check it.',
    );
    expect(blind).toMatchObject({ label: 'Poor', reason: expect.stringMatching(/same arguments/) });
  });
});
