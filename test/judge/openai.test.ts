// The OpenAI-compatible judge against a fake chat-completions server on 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JudgeError } from '../../src/judge/judge.js';
import { createOpenAIJudge } from '../../src/judge/openai.js';

type Answer = { status: number; body: unknown } | { content: string };
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function fakeOpenAI(answers: Answer[]) {
  const requests: { headers: Record<string, unknown>; body: any }[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(data) });
      const a = answers[Math.min(requests.length - 1, answers.length - 1)];
      if ('status' in a) {
        res.writeHead(a.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(a.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: a.content } }],
          usage: { prompt_tokens: 500, completion_tokens: 40 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  close = () => new Promise((r) => server.close(() => r()));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}

const schema = z.object({ level: z.enum(['Poor', 'Good']) });
const req = { system: 'sys', prompt: 'judge', schema, name: 'verdict', description: 'd' };

describe('openai-compatible judge', () => {
  it('keeps at most 4,000 characters of any field of a reply: a 4 MB reasoning is not stored whole', async () => {
    const fake = await fakeOpenAI([{ content: JSON.stringify({ level: 'Good', reasoning: 'x'.repeat(4 << 20) }) }]);
    const judge = createOpenAIJudge({ model: 'gpt-4o', baseUrl: fake.baseUrl, apiKey: 'sk-test' });
    const reply = await judge.judge({
      ...req,
      schema: z.object({ level: z.enum(['Poor', 'Good']), reasoning: z.string() }),
    });
    expect(reply.value.level).toBe('Good');
    expect(reply.value.reasoning.length).toBeLessThan(4_100);
    expect(reply.value.reasoning).toMatch(/… \[cut: 4194304 characters\]$/);
  });

  it('asks for a JSON-schema response at temperature 0 with the key, and validates it', async () => {
    const fake = await fakeOpenAI([{ content: '{"level":"Good"}' }]);
    const judge = createOpenAIJudge({ model: 'gpt-4o', baseUrl: fake.baseUrl, apiKey: 'sk-test' });
    const reply = await judge.judge(req);
    expect(reply).toEqual({ value: { level: 'Good' }, usage: { inputTokens: 500, outputTokens: 40 }, calls: 1 });
    const { headers, body } = fake.requests[0];
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body).toMatchObject({
      model: 'gpt-4o',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'verdict' } },
    });
    expect(body.response_format.json_schema.schema.properties.level.enum).toEqual(['Poor', 'Good']);
    expect(body.messages.map((m: any) => m.role)).toEqual(['system', 'user']);
  });

  it('retries 429 and 5xx, then succeeds', async () => {
    const fake = await fakeOpenAI([
      { status: 429, body: { error: 'slow down' } },
      { status: 503, body: {} },
      { content: '{"level":"Poor"}' },
    ]);
    const reply = await createOpenAIJudge({ model: 'm', baseUrl: fake.baseUrl }).judge(req);
    expect(reply.value.level).toBe('Poor');
    expect(fake.requests).toHaveLength(3);
  });

  it('asks again once after an invalid answer, then gives a JudgeError', async () => {
    const fake = await fakeOpenAI([{ content: 'not json at all' }, { content: '{"level":"Superb"}' }]);
    const err = await createOpenAIJudge({ model: 'm', baseUrl: fake.baseUrl })
      .judge(req)
      .catch((e) => e);
    expect(err).toBeInstanceOf(JudgeError);
    expect(err.message).toMatch(/invalid answer twice: level/);
    expect(fake.requests[1].body.messages.at(-1).content).toMatch(
      /did not match the required schema: the answer is not JSON/,
    );
  });

  it('does not retry a 401', async () => {
    const fake = await fakeOpenAI([{ status: 401, body: { error: { message: 'bad key' } } }]);
    const err = await createOpenAIJudge({ model: 'm', baseUrl: fake.baseUrl })
      .judge(req)
      .catch((e) => e);
    expect(err.message).toMatch(/HTTP 401/);
    expect(fake.requests).toHaveLength(1);
  });
});
