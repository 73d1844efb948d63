// A transcript judged once per judge and prompt: identical sessions (other ids, other clock, the
// same steps within 100 ms) share one reading, within one evaluation and across the job's others;
// anything the judge would read differently is asked again, and so is a reading that failed.
import { afterEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/evaluators/engine.js';
import { createJudge } from '../../src/judge/create.js';
import type { Judge, JudgeChoice } from '../../src/judge/judge.js';
import { Readings } from '../../src/judge/readings.js';
import type { Session } from '../../src/trace/session.js';
import { type FakeOpenAIJudge, startFakeOpenAIJudge } from '../helpers/fake-openai-judge.js';
import { inputOf, recordedReply, scenario } from '../helpers/scenarios.js';

const evaluators = [
  { name: 'failure_communication' as const, threshold: 0.5 },
  { name: 'recovery_strategy' as const, threshold: 0.5 },
];

/** The session again under other ids, started `shiftMs` later, its steps `jitterMs` later still. */
function again(s: Session, id: string, shiftMs: number, jitterMs = 0): Session {
  let steps = 0;
  return JSON.parse(JSON.stringify(s), (k, v) => {
    if (k === 'sessionId') return id;
    if (k === 'spanId' && typeof v === 'string') return `${v.slice(0, 10)}${id.slice(0, 6)}`;
    if (k === 'startTime' || k === 'endTime') {
      const extra = k === 'startTime' && steps++ > 0 ? jitterMs : 0;
      return new Date(Date.parse(v) + shiftMs + extra).toISOString();
    }
    return v;
  });
}

let server: FakeOpenAIJudge | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function openAIJudge(): Promise<JudgeChoice> {
  server = await startFakeOpenAIJudge();
  process.env.READINGS_TEST_KEY = 'test-key';
  return createJudge({
    provider: 'openai',
    model: 'judge-model',
    endpoint: server.url,
    api_key_env: 'READINGS_TEST_KEY',
  } as Parameters<typeof createJudge>[0]);
}

describe('judge readings', () => {
  it('judges a recurring transcript once, in one evaluation and in the next, and scores each copy alike', async () => {
    const judge = await openAIJudge();
    const first = scenario('fc-excellent');
    const copy = again(first, 'copy-of-first', 3_600_000);
    const other = { ...first, sessionId: 'other', finalAnswer: 'Your flight is booked: UA 123 at $420.' };
    const ev = await evaluate([first, copy, other].map(inputOf), { evaluators, judge, concurrency: 4 });
    // Two transcripts, two evaluators: four calls; the copy's two answered by the first's readings.
    expect(server!.requests).toBe(4);
    expect(ev.usage.judgeCalls).toBe(4);
    expect(ev.usage.reused).toBe(2);
    expect(ev.runs[1].scores).toEqual(ev.runs[0].scores);
    expect(ev.runs[2].scores.failure_communication.score).not.toBe(ev.runs[0].scores.failure_communication.score);
    // A later evaluation of the job (the base's side, a later look) reads nothing twice either.
    const later = await evaluate([again(first, 'a-later-look', 7_200_000)].map(inputOf), {
      evaluators,
      judge,
      concurrency: 4,
    });
    expect(server!.requests).toBe(4);
    expect(later.usage).toMatchObject({ judgeCalls: 0, reused: 2 });
  });

  it('asks again where the judge would read something else: a step a second later is another transcript', async () => {
    const multi = scenario('fc-excellent');
    const withTwoSteps: Session = {
      ...multi,
      toolCalls: [
        multi.toolCalls[0],
        { ...multi.toolCalls[0], spanId: '0000000000002000', startTime: '2026-05-01T09:00:50.000Z' },
      ],
    };
    const judge = await openAIJudge();
    const close = again(withTwoSteps, 'within-100-ms', 60_000, 40);
    const far = again(withTwoSteps, 'a-second-later', 60_000, 1_000);
    const ev = await evaluate([withTwoSteps, close, far].map(inputOf), { evaluators, judge, concurrency: 1 });
    expect(ev.usage.reused).toBe(2);
    expect(server!.requests).toBe(4);
  });

  it('a reading that failed is asked again by the next request of the same transcript', async () => {
    let calls = 0;
    const flaky: Judge = {
      provider: 'openai',
      model: 'flaky',
      judge: async <T>() => {
        calls++;
        if (calls === 1) throw new Error('connection reset');
        return {
          value: recordedReply('fc-excellent', 'failure_communication') as T,
          usage: { inputTokens: 10, outputTokens: 5 },
          calls: 1,
        };
      },
    };
    const first = scenario('fc-excellent');
    const ev = await evaluate([first, again(first, 'copy', 1000)].map(inputOf), {
      evaluators: [evaluators[0]],
      judge: { kind: 'llm', judge: flaky, readings: new Readings() },
      concurrency: 2,
    });
    expect(calls).toBe(2);
    expect(ev.runs[0].scores.failure_communication.label).toBe('judge error');
    expect(ev.runs[1].scores.failure_communication.score).not.toBeNull();
  });
});
