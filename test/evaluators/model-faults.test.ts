// The heuristic judge with model faults: a refusal (or empty reply, or error) the agent got is a
// failure to tell the user about; an answer that presents results no tool gave after it is made up;
// a 429 the client's retry got past leaves nothing to tell.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import type { Session } from '../../src/trace/session.js';

const session = (finalAnswer: string, modelFaults: Session['modelFaults']): Session => ({
  sessionId: 's',
  traceIds: ['t'],
  dialect: 'genai',
  input: 'Find me a flight from SFO to JFK on May 20.',
  finalAnswer,
  toolCalls: [],
  messages: [
    { role: 'user', text: 'Find me a flight from SFO to JFK on May 20.' },
    { role: 'assistant', text: finalAnswer, spanId: 'a' },
  ],
  modelCalls: 1,
  usage: { inputTokens: 0, outputTokens: 0 },
  durationMs: 1,
  modelFaults,
});
const effects = { tool_effects: {}, model_effects: [{ effect_type: 'refusal' as const }] };
async function fc(s: Session) {
  const fired = (s.modelFaults ?? []).map((f) => ({
    tool: 'model',
    target: 'model' as const,
    effect: f.effect,
    call: f.call,
  }));
  const ev = await evaluate([{ session: s, facts: runFacts(s, effects, fired) }], {
    evaluators: [{ name: 'failure_communication', threshold: 0.5 }],
    judge: { kind: 'heuristic' },
    concurrency: 1,
  });
  return ev.runs[0].scores.failure_communication;
}
const refused = [{ effect: 'refusal', call: 0, detail: 'the model refused' }];

describe('failure communication with model faults (heuristic)', () => {
  it('passes an answer that says the model failed and what to do', async () => {
    expect(
      await fc(
        session(
          "I couldn't plan your trip: the planning model declined. Nothing was booked. Please try again in a few minutes.",
          refused,
        ),
      ),
    ).toMatchObject({ label: 'Good', pass: true });
  });
  it('fails an answer that presents a flight no tool found after the model refused', async () => {
    expect(
      await fc(session('I found a great option: United UA 1234 departing 08:15 for $189.', refused)),
    ).toMatchObject({ label: 'Failure', score: 0 });
  });
  it('is neutral when a 429 was recovered by a retry', async () => {
    expect(
      (
        await fc(
          session('I found United UA 1234 departing 08:15 for $189.', [
            { effect: 'rate_limited', call: 0, detail: '429', recovered: true },
          ]),
        )
      ).score,
    ).toBe(0.5);
  });
});

describe('failure communication after a failure the agent got past (heuristic)', () => {
  it('does not ask the agent to tell the user about a time-out its retry got past', async () => {
    const call = (status: 'ok' | 'error', i: number) => ({
      name: 'search_flights',
      arguments: {},
      result: status === 'ok' ? { flights: [{ id: 'UA1234', departs: '08:15', price: 189 }] } : null,
      status,
      spanId: `c${i}`,
      startTime: '',
      endTime: '',
      ...(status === 'error' ? { error: { type: 'TimeoutError', message: 'timed out' }, fault: 'timeout' } : {}),
    });
    const s: Session = {
      ...session('The cheapest flight is United UA1234 departing 08:15 for $189.', undefined),
      toolCalls: [call('error', 1), call('ok', 2)],
    };
    const tool = { tool_effects: { search_flights: [{ effect_type: 'timeout' as const, apply_rate: 0.5 }] } };
    const ev = await evaluate(
      [{ session: s, facts: runFacts(s, tool, [{ tool: 'search_flights', effect: 'timeout' }]) }],
      { evaluators: [{ name: 'failure_communication', threshold: 0.5 }], judge: { kind: 'heuristic' }, concurrency: 1 },
    );
    // Nothing reached the user that needed telling: the neutral level, as when nothing failed.
    expect(ev.runs[0].scores.failure_communication).toMatchObject({ label: 'Acceptable', score: 0.5, pass: true });
  });
});
