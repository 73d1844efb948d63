// The LLM judges on sessions in the shape real agents leave: a multi-turn conversation (the user
// answers the agent's question), tool results of nested JSON and a long page of text, a validation
// error of several lines, and a long markdown answer with a table. Through both judge clients (the
// real AWS SDK against a fake Bedrock, the OpenAI-compatible client against a fake server) the
// judge gets every user turn in order, the failed call whole, the nested values, and the answer
// whole, within the token budget.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { createBedrockJudge } from '../../src/judge/bedrock.js';
import type { Judge } from '../../src/judge/judge.js';
import { createOpenAIJudge } from '../../src/judge/openai.js';
import { DEFAULT_TOKEN_BUDGET, renderForJudge } from '../../src/judge/render.js';
import { estimateTokens } from '../../src/judge/tokens.js';
import type { Session, ToolCall } from '../../src/trace/session.js';
import { setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { referenceReply } from '../helpers/reference-judge.js';

const at = (s: number) => new Date(Date.parse('2026-07-11T16:00:00Z') + s * 1000).toISOString();
const call = (i: number, name: string, args: unknown, result: unknown, error?: ToolCall['error']): ToolCall => ({
  name,
  arguments: args,
  result: error ? null : result,
  status: error ? 'error' : 'ok',
  ...(error ? { error } : {}),
  spanId: `s${i}`,
  startTime: at(i * 2),
  endTime: at(i * 2 + 1),
});

const PAGE = `# Parking terms\n\n${'A reservation may be changed up to two hours before entry. '.repeat(600)}`;
const TABLE = [
  '| | Current | Requested |',
  '| --- | --- | --- |',
  '| Entry | July 20, 7:00 AM | July 20, 7:00 AM |',
  '| Exit | July 23, 9:00 PM | July 24, 9:00 PM |',
  '| Price | $108.00 | $154.00 |',
].join('\n');
const ANSWER = [
  'Your parking change is **ready for review**, but it cannot be made in place.',
  '',
  TABLE,
  '',
  '### What happens next',
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}. Step ${i + 1} of the replacement, as the terms describe it.`),
  '',
  'Please confirm that I may cancel SFO-PK-7Q2M9R and charge **$154.00** for the replacement.',
].join('\n');
const VALIDATION = [
  '1 validation error for Input schema for `get_service_status`',
  'service_type',
  "  Input should be a valid string [type=string_type, input_value={'name': 'parking'}, input_type=dict]",
  '    For further information visit https://errors.pydantic.dev/2.12/v/string_type',
].join('\n');

/** A session in the shape of a real one (its text written here: no transcript is copied). */
function realShaped(): Session {
  const calls = [
    call(0, 'get_service_status', { service_type: { name: 'parking' } }, null, {
      type: 'ValidationError',
      message: VALIDATION,
    }),
    call(
      1,
      'get_service_status',
      { service_type: 'parking' },
      {
        booking: {
          id: 'BK-SFO-0720',
          segments: [{ legs: [{ times: { entry: '2026-07-20T07:00', exit: '2026-07-23T21:00' } }] }],
        },
        reference: 'SFO-PK-7Q2M9R',
      },
    ),
    call(2, 'open_webpage', { url: 'https://www.flysfo.com/parking-terms' }, { content: PAGE }),
    ...Array.from({ length: 8 }, (_, k) =>
      call(
        3 + k,
        'compare_quote',
        { option: k },
        { quote: { currency: 'USD', lines: [{ item: 'garage', amount: 108 + k }] } },
      ),
    ),
    call(11, 'get_user_help', { question: 'Which exit time?' }, { reply: 'Through 9:00 PM on July 24, please.' }),
  ];
  const input = 'My return flight changed. Please change my SFO parking so it keeps its entry time.';
  return {
    sessionId: 'real-shaped',
    traceIds: ['t'],
    dialect: 'genai',
    input,
    finalAnswer: ANSWER,
    availableTools: ['get_service_status', 'open_webpage', 'compare_quote', 'get_user_help'],
    toolCalls: calls,
    messages: [
      { role: 'user', text: input },
      ...calls.slice(0, 11).map((c) => ({ role: 'tool' as const, text: c.name, spanId: c.spanId })),
      { role: 'assistant', text: 'Until when should the new reservation run?', spanId: 'a1' },
      { role: 'user', text: 'Through 9:00 PM on July 24, and do not pay anything without asking me.' },
      { role: 'tool', text: 'get_user_help', spanId: 's11' },
      { role: 'assistant', text: ANSWER, spanId: 'a2' },
    ],
    modelCalls: 13,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: 24_000,
  };
}

function expectJudgeSees(prompt: string) {
  // Every user turn, in the order of the conversation, among the steps.
  const first = prompt.indexOf('USER REQUEST:');
  const later = prompt.indexOf('user said:');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(later).toBeGreaterThan(prompt.indexOf('agent said:'));
  expect(prompt).toContain('do not pay anything without asking me');
  // The failed call whole, its multi-line message and the argument it refused.
  expect(prompt).toContain(VALIDATION);
  // A value four levels deep in a nested result, and the answer whole with its table.
  expect(prompt).toContain('2026-07-23T21:00');
  expect(prompt).toContain(TABLE);
  expect(prompt).toContain('charge **$154.00** for the replacement');
  // The long page is cut, not the rest.
  expect(prompt).toMatch(/\[\.\.\. \d+ characters cut\]/);
}

const evaluators = ['failure_communication', 'partial_completion', 'recovery_strategy'] as const;
async function judged(judge: Judge) {
  const s = realShaped();
  return evaluate([{ session: s, facts: runFacts(s) }], {
    evaluators: evaluators.map((name) => ({ name, threshold: 0.5 })),
    judge: { kind: 'llm', judge },
    concurrency: 2,
  });
}

describe('the LLM judges on a session in the shape of a real one', () => {
  it('renders it within the token budget, every user turn in order, the failure and the answer whole', () => {
    const r = renderForJudge(realShaped());
    expect(r.tokens).toBeLessThanOrEqual(DEFAULT_TOKEN_BUDGET);
    expectJudgeSees(r.text);
  });

  it('through Bedrock (real AWS SDK, fake server): each evaluator gets it whole and its verdict is read', async () => {
    setAwsTestEnv();
    const bedrock = await startFakeBedrock(({ body }) => ({
      kind: 'tool',
      input: referenceReply(toolNameOf(body), body.messages[0].content[0].text),
    }));
    try {
      const ev = await judged(
        await createBedrockJudge({ model: 'global.anthropic.claude-sonnet-4-6', endpoint: bedrock.endpoint }),
      );
      expect(bedrock.requests.map((r) => toolNameOf(r.body)).sort()).toEqual(
        evaluators.map((e) => `${e}_verdict`).sort(),
      );
      for (const r of bedrock.requests) {
        const prompt: string = r.body.messages[0].content[0].text;
        expectJudgeSees(prompt);
        expect(estimateTokens(prompt)).toBeLessThanOrEqual(DEFAULT_TOKEN_BUDGET + 500);
      }
      for (const e of evaluators) expect(ev.runs[0].scores[e].source).toBe('judge');
    } finally {
      await bedrock.close();
    }
  });

  it('through the OpenAI-compatible client (fake server): the same', async () => {
    const prompts: { name: string; prompt: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const name = body.response_format.json_schema.name;
        const prompt = body.messages.find((m: { role: string }) => m.role === 'user').content;
        prompts.push({ name, prompt });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { content: JSON.stringify(referenceReply(name, prompt)) } }],
            usage: { prompt_tokens: estimateTokens(prompt), completion_tokens: 60 },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const judge = createOpenAIJudge({
        model: 'gpt-test',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        apiKey: 'sk-test',
        maxAttempts: 1,
      });
      const ev = await judged(judge);
      expect(prompts.map((p) => p.name).sort()).toEqual(evaluators.map((e) => `${e}_verdict`).sort());
      for (const p of prompts) {
        expectJudgeSees(p.prompt);
        expect(estimateTokens(p.prompt)).toBeLessThanOrEqual(DEFAULT_TOKEN_BUDGET + 500);
      }
      for (const e of evaluators) expect(ev.runs[0].scores[e].source).toBe('judge');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
