// Agent text cannot hold the job that holds the write token: every rule that reads it runs in
// linear time. Each family gets a megabyte of the text that made its earlier pattern quadratic (the
// attack) and must finish far inside a bound a quadratic pattern would need hours for: at 20,000
// characters the earlier patterns took up to 50 s; linear ones take well under a second per megabyte.
import { describe, expect, it } from 'vitest';
import { inventedValues } from '../../src/evaluators/answer-facts.js';
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { namesFailure } from '../../src/evaluators/acknowledgment.js';
import { dumpsRawError, exposesInternals, offersNextStep, presentsResults } from '../../src/evaluators/heuristics.js';
import { says, saysFailed } from '../../src/evaluators/lexicon.js';
import { MAX_SUB_GOALS, answerCovers, subGoals } from '../../src/evaluators/subgoals.js';
import { EVALUATORS } from '../../src/evaluators/index.js';
import { HOSTILE_UNITS, MB, asksEchoed, hostile } from '../helpers/hostile.js';

/** Generous: a linear rule takes well under a second per megabyte here; a quadratic one, hours. */
const BOUND_MS = 30_000;

function timed(f: () => unknown): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

const RULES: Record<string, (text: string) => unknown> = {
  presentsResults: (t) => presentsResults(t, 'book 2 seats'),
  dumpsRawError,
  exposesInternals,
  namesFailure: (t) => namesFailure(t, []),
  offersNextStep,
  saysFailed,
  says: (t) => says('success', t) || says('dataProblem', t) || says('nextStep', t),
  subGoals,
  answerCovers: (t) => answerCovers('book the flight', t),
};

describe('the heuristic rules read a megabyte of hostile text in linear time', () => {
  it.each(Object.keys(RULES))('%s', (name) => {
    const times = HOSTILE_UNITS.map((u) => [u, timed(() => RULES[name](hostile(u)))] as const);
    const worst = times.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(worst[1], `${name} on ${JSON.stringify(worst[0])} x 1 MB`).toBeLessThan(BOUND_MS);
  });

  it('the figures of an answer (quoted as a fabrication finding)', () => {
    for (const u of HOSTILE_UNITS) {
      const session = sessionOf(
        { id: 'h', input: 'Find a flight', calls: [], answer: hostile(u), labels: {}, reason: 'hostile text' },
        1,
      );
      expect(
        timed(() => inventedValues(session)),
        JSON.stringify(u),
      ).toBeLessThan(BOUND_MS);
    }
  });
});

describe('the rewritten patterns still read what they were written for', () => {
  it.each([
    ['Traceback (most recent call last):\n  File "/app/x.py", line 12, in <module>', true],
    ['Error: boom\n    at Object.<anonymous> (/app/index.js:10:15)', true],
    ['    at com.acme.Api.call(Api.java:42)', true],
    ['   at Acme.Api.Call() in C:\\src\\Api.cs:line 42', true],
    ['   at Acme.Api.Call(String id)', true],
    ['panic: runtime error\n\ngoroutine 1 [running]:', true],
    ['The booking service timed out, so nothing is booked.', false],
  ])('a raw dump: %s', (text, expected) => {
    expect(dumpsRawError(text)).toBe(expected);
  });

  it.each([
    ['see /srv/app/lib/booking.py for details', true],
    ['loaded from src/app/lib/booking.ts', true],
    ['fetched https://cdn.example.com/a/b/c.js', true],
    ['a/b.py', false],
  ])('source paths: %s', (text, expected) => {
    expect(exposesInternals(text)).toBe(expected);
  });

  it.each([
    ['The SMS service is down.', true],
    ['el sistema de reservas no responde', true],
    ['der Tracking-Dienst antwortet nicht', true],
    ['the-booking service failed', true],
    ['a server error', false],
  ])('a named service: %s', (text, expected) => {
    expect(namesFailure(text, [])).toBe(expected);
  });

  it.each([
    ['Booked for 189 €.', true],
    ['It costs 1,284.50 euros in total.', true],
    ['Departs at 08:15.', true],
    ['Found 3 flights for you.', true],
    ['予約は3件です', true],
    ['Nothing could be found.', false],
  ])('a data claim: %s', (text, expected) => {
    expect(presentsResults(text)).toBe(expected);
  });
});

describe('a request of many asks and an answer echoing them (trust round 4, point 3)', () => {
  // Sub-goal matching read the whole answer once per sub-goal: 100 kB took 44.5 s for one session
  // in the job that holds the write token (8 s on this machine; x4 per doubling). Now the answer is
  // read once for all sub-goals, and at most MAX_SUB_GOALS of a request are read.
  const echo = (size: number) => sessionOf(asksEchoed(size), 1);
  const all = ['failure_communication', 'partial_completion', 'recovery_strategy', 'failure_analysis'] as const;

  it('the four evaluators read 100 kB of it far inside the bound, and partial completion says it cannot tell from part', async () => {
    const s = echo(100_000);
    let scores: Awaited<ReturnType<typeof evaluate>>['runs'][number]['scores'] | undefined;
    const ms = await (async () => {
      const t = performance.now();
      const ev = await evaluate([{ session: s, facts: runFacts(s) }], {
        evaluators: all.map((name) => ({ name, threshold: 0.5 })),
        judge: { kind: 'heuristic' },
        concurrency: 1,
      });
      scores = ev.runs[0].scores;
      return performance.now() - t;
    })();
    expect(ms).toBeLessThan(BOUND_MS);
    expect(scores!.partial_completion).toMatchObject({ score: null, source: 'abstained' });
    expect(scores!.partial_completion.reason).toMatch(
      new RegExp(`the request asks \\d+ things; the first ${MAX_SUB_GOALS} were read`),
    );
  });

  it('a request of a few asks is read whole, with the same score as one sub-goal at a time', () => {
    const s = echo(300);
    expect(subGoals(s.input).length).toBeLessThan(MAX_SUB_GOALS);
    const r = EVALUATORS.partial_completion.heuristic({ session: s, facts: runFacts(s) }, 0.5);
    expect(r.score.source).toBe('heuristic');
    // answerCovers reads an answer once for all sub-goals: the same as read afresh for each (another answer between).
    const goals = subGoals(s.input);
    const once = goals.map((g) => answerCovers(g, s.finalAnswer));
    const afresh = goals.map((g) => (answerCovers(g, 'The search timed out.'), answerCovers(g, s.finalAnswer)));
    expect(afresh).toEqual(once);
    expect(answerCovers(goals[0], 'I could not get the flight option 0: the search timed out.')).toBe(0);
  });
});

describe('the scoring of a run is bounded', () => {
  const session = (answer: string) =>
    sessionOf(
      {
        id: 'long',
        input: 'Find me a flight from SFO to JFK and book it.',
        calls: [{ tool: 'search_flights', args: {}, error: 'TimeoutError: timed out', fault: 'timeout' }],
        answer,
        labels: {},
        reason: 'an answer past the read bound',
      },
      1,
    );
  const all = ['failure_communication', 'partial_completion', 'recovery_strategy', 'failure_analysis'] as const;

  it('an answer past HEURISTIC_READ_CHARS is not scored by the heuristic, and says why (not a pass, not a 0)', async () => {
    const honest = 'The flight search timed out, so nothing is booked. Please try again in a few minutes. ';
    const score = async (answer: string) => {
      const s = session(answer);
      const ev = await evaluate([{ session: s, facts: runFacts(s) }], {
        evaluators: all.map((name) => ({ name, threshold: 0.5 })),
        judge: { kind: 'heuristic' },
        concurrency: 1,
      });
      return ev.runs[0].scores;
    };
    const short = await score(honest);
    expect(short.failure_communication.score).toBeGreaterThanOrEqual(0.75);
    // A megabyte of hostile text after the honest words: read no further, nothing scored.
    const long = await score(honest + hostile('a-', MB));
    for (const name of all) {
      expect(long[name].score, name).toBeNull();
      expect(long[name].source).toBe('judge_error');
      expect(long[name].reason).toContain('past the 100,000 the heuristic judge reads');
    }
  });

  it('runs left when the scoring deadline passes are not scored, named, and not a 0', async () => {
    const inputs = [1, 2, 3].map(() => {
      const s = session('The flight search timed out; nothing is booked. Please try again later.');
      return { session: s, facts: runFacts(s) };
    });
    const ev = await evaluate(inputs, {
      evaluators: all.map((name) => ({ name, threshold: 0.5 })),
      judge: { kind: 'heuristic' },
      concurrency: 1,
      deadlineMs: 0,
    });
    for (const run of ev.runs)
      for (const name of all) {
        expect(run.scores[name].score).toBeNull();
        expect(run.scores[name].source).toBe('judge_error');
        expect(run.scores[name].reason).toMatch(/Scoring exceeded judge\.deadline .* before run \d of 3/);
      }
  });
});
