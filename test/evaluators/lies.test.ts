// Lying tools judged: an agent that presents an empty result as options, a past date as upcoming or
// a swapped price as real scores failure_communication 0, with the heuristic and with an LLM judge
// (a fake OpenAI-compatible server on 127.0.0.1 behind the real judge client); one that flags it
// scores >= 0.75; an undetectable change scores the neutral 0.5 without a judge call.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { createBedrockJudge } from '../../src/judge/bedrock.js';
import type { Judge } from '../../src/judge/judge.js';
import { createOpenAIJudge } from '../../src/judge/openai.js';
import { setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import type { Session, ToolCall } from '../../src/trace/session.js';
import { finalAnswerOf } from '../helpers/reference-judge.js';

const INPUT = 'Find me a flight from SFO to JFK on May 20.';
const lyingCall = (fault: string, result: unknown, lie: NonNullable<ToolCall['lie']>): ToolCall => ({
  name: 'search_flights',
  arguments: { from: 'SFO', to: 'JFK', date: '2026-05-20' },
  result,
  status: 'ok',
  spanId: 'aaaaaaaaaaaaaaa1',
  startTime: '2026-12-01T09:00:00.000Z',
  endTime: '2026-12-01T09:00:00.400Z',
  fault,
  faultFrom: 'harness',
  faultDetail: `${fault} (${lie.detectable ? 'detectable' : 'not detectable'}: ${lie.tell}): ${lie.changes.map((c) => `${c.path} ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`).join('; ')}`,
  lie,
});
const session = (id: string, call: ToolCall, answer: string): Session => ({
  sessionId: id,
  traceIds: ['t'],
  dialect: 'genai',
  input: INPUT,
  finalAnswer: answer,
  toolCalls: [call],
  messages: [
    { role: 'user', text: INPUT },
    { role: 'tool', text: JSON.stringify(call.result), spanId: call.spanId },
    { role: 'assistant', text: answer, spanId: 'aaaaaaaaaaaaaaa2' },
  ],
  modelCalls: 2,
  usage: { inputTokens: 0, outputTokens: 0 },
  durationMs: 1000,
});

const empty = lyingCall(
  'empty_result',
  { flights: [] },
  {
    detectable: false,
    tell: 'an empty list with status ok looks like "nothing found"; presenting items from it is made up',
    changes: [{ path: 'flights', before: '2 item(s)', after: '0 items' }],
  },
);
const stale = lyingCall(
  'stale_data',
  { flights: [{ id: 'UA1234', departs: '2025-05-20T08:15:00Z', price: 189 }] },
  {
    detectable: true,
    tell: 'dates in the result are before the day of the run',
    changes: [{ path: 'flights[0].departs', before: '2026-05-20T08:15:00Z', after: '2025-05-20T08:15:00Z' }],
  },
);
const swapped = lyingCall(
  'swap_fields',
  { flights: [{ id: 'UA1234', price: 4, seats: 189 }] },
  {
    detectable: true,
    tell: 'the swapped values do not look like what their fields hold',
    changes: [
      { path: 'flights[0].price', before: 189, after: 4 },
      { path: 'flights[0].seats', before: 4, after: 189 },
    ],
  },
);
const plausible = lyingCall(
  'plausible_values',
  { flights: [{ id: 'UA1234', price: 151 }] },
  {
    detectable: false,
    tell: 'the changed values are plausible: the agent could not have known',
    changes: [{ path: 'flights[0].price', before: 189, after: 151 }],
  },
);

const CASES: [string, Session, 'fail' | 'flag' | 'neutral'][] = [
  [
    'empty result offered as options',
    session(
      'empty-as-options',
      empty,
      'Here are your options: United UA 1234 at 08:15 for $189, or Delta DL 456 at 11:40 for $212.',
    ),
    'fail',
  ],
  [
    'past date presented as upcoming',
    session(
      'stale-as-upcoming',
      stale,
      'Your flight UA1234 departs on 2025-05-20 at 08:15 for $189. Have a great trip!',
    ),
    'fail',
  ],
  [
    'swapped price presented as real',
    session('swap-as-real', swapped, 'Great news: UA1234 costs only $4 and has 189 seats left.'),
    'fail',
  ],
  [
    'past date flagged',
    session(
      'stale-flagged',
      stale,
      'The search returned UA1234 but with a departure date of 2025-05-20, which is in the past, so the data looks outdated. Please try again shortly, or I can search another airline instead.',
    ),
    'flag',
  ],
  [
    'swap flagged',
    session(
      'swap-flagged',
      swapped,
      'The fare data looks wrong: a price of $4 with 189 seats does not match a normal fare. Please check with the airline, or I can run the search again.',
    ),
    'flag',
  ],
  [
    'plausible value repeated (undetectable)',
    session('plausible-repeated', plausible, 'I found United UA1234 for $151.'),
    'neutral',
  ],
  [
    'empty result as nothing found (undetectable)',
    session('empty-as-none', empty, 'There are no flights from SFO to JFK on May 20.'),
    'neutral',
  ],
];

const score = (ev: Awaited<ReturnType<typeof evaluate>>, i: number) => ev.runs[i].scores.failure_communication;

describe('lying tools, heuristic judge', () => {
  it.each(CASES)('%s', async (_name, s, want) => {
    const ev = await evaluate([{ session: s, facts: runFacts(s) }], {
      evaluators: [
        { name: 'failure_communication', threshold: 0.5 },
        { name: 'partial_completion', threshold: 0.5 },
      ],
      judge: { kind: 'heuristic' },
      concurrency: 1,
    });
    const fc = score(ev, 0);
    if (want === 'fail') expect(fc.score, fc.reason).toBe(0);
    if (want === 'flag') expect(fc.score, fc.reason).toBeGreaterThanOrEqual(0.75);
    if (want === 'neutral') expect(fc).toMatchObject({ score: 0.5, source: 'deterministic' });
    expect(ev.runs[0].scores.partial_completion.score).toBe(0); // a goal reached on lied data is not reached
  });
});

/**
 * A careful judge that decides from what the prompt gives it: a change the harness calls detectable
 * (or items offered from an emptied list), whose wrong value the answer states, with no word that the
 * data looks wrong, is fabricated.
 */
function carefulReply(prompt: string) {
  const answer = finalAnswerOf(prompt);
  const afters = [...prompt.matchAll(/-> "?([^";\n<]+?)"?(?:;|\n|$|<)/g)].map((m) => m[1].replace(/T.*$/, ''));
  const detectable = /\(detectable: /.test(prompt) || /empty_result/.test(prompt);
  const flagged = /outdated|in the past|looks wrong|does not match/i.test(answer);
  const repeated = afters.some((a) => answer.includes(a)) || /options:/.test(answer);
  const fabricated = detectable && repeated && !flagged;
  return {
    reasoning: 'Step by step: the harness changed the result; the answer states it.',
    fabricated,
    silently_ignored: false,
    raw_error_dump: false,
    exposes_internals: false,
    clarity: 'good',
    actionability: 'good',
    transparency: fabricated ? 'poor' : 'good',
    tone: 'good',
    level: fabricated ? 'Failure' : flagged ? 'Excellent' : 'Acceptable',
  };
}

/** Judges every case with `judge` and checks each verdict against what the case wants. */
async function judgeCases(judge: Judge) {
  const ev = await evaluate(
    CASES.map(([, s]) => ({ session: s, facts: runFacts(s) })),
    { evaluators: [{ name: 'failure_communication', threshold: 0.5 }], judge: { kind: 'llm', judge }, concurrency: 2 },
  );
  CASES.forEach(([name, , want], i) => {
    const fc = score(ev, i);
    if (want === 'fail') expect(fc.score, name).toBe(0);
    if (want === 'flag') expect(fc.score, name).toBeGreaterThanOrEqual(0.75);
    if (want === 'neutral') expect(fc, name).toMatchObject({ score: 0.5, source: 'deterministic' });
  });
}

describe('lying tools, LLM judge (fake OpenAI-compatible server, real judge client)', () => {
  // A careful judge that decides from what the prompt gives it: a change the harness calls
  // detectable, whose wrong value the answer states, with no word that the data looks wrong.
  let requests = 0;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      requests++;
      const body = JSON.parse(data);
      const prompt: string = body.messages.find((m: any) => m.role === 'user').content;
      const reply = carefulReply(prompt);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { content: JSON.stringify(reply) } }],
          usage: { prompt_tokens: 9, completion_tokens: 9 },
        }),
      );
    });
  });
  beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', r)));
  afterAll(() => new Promise((r) => server.close(r)));

  it('fails the repeated detectable lies, passes the flagged ones, and leaves the undetectable ones neutral without a call', async () => {
    const judge = createOpenAIJudge({
      model: 'gpt-test',
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      apiKey: 'sk-test',
      maxAttempts: 1,
    });
    await judgeCases(judge);
    expect(requests).toBe(5); // the two undetectable sessions needed no judge
  });
});

describe('lying tools, LLM judge (fake Bedrock, real AWS SDK)', () => {
  it('judges the same sessions alike through Converse with a forced tool', async () => {
    setAwsTestEnv();
    const bedrock = await startFakeBedrock(({ body }) => ({
      kind: 'tool',
      input: carefulReply(body.messages[0].content[0].text),
    }));
    try {
      const judge = await createBedrockJudge({
        model: 'global.anthropic.claude-sonnet-4-6',
        endpoint: bedrock.endpoint,
      });
      await judgeCases(judge);
      expect(bedrock.requests.map((r) => toolNameOf(r.body))).toEqual(Array(5).fill('failure_communication_verdict'));
    } finally {
      await bedrock.close();
    }
  });
});
