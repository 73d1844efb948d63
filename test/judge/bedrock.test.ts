// The Bedrock judge with the real AWS SDK client against a fake Bedrock server on 127.0.0.1.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBedrockJudge } from '../../src/judge/bedrock.js';
import { JudgeError } from '../../src/judge/judge.js';
import { type FakeBedrock, type Reply, setAwsTestEnv, startFakeBedrock } from '../helpers/fake-bedrock.js';

const schema = z.object({ level: z.enum(['Poor', 'Good']), reasoning: z.string() });
const request = {
  system: 'You judge.',
  prompt: 'Judge this run.',
  schema,
  name: 'verdict',
  description: 'Record the verdict',
};

let server: FakeBedrock | undefined;
beforeAll(() => setAwsTestEnv());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function judgeWith(replies: Reply[], opts: { timeoutMs?: number } = {}) {
  server = await startFakeBedrock((_req, i) => replies[Math.min(i, replies.length - 1)]);
  const judge = await createBedrockJudge({
    model: 'global.anthropic.claude-sonnet-4-6',
    endpoint: server.endpoint,
    timeoutMs: opts.timeoutMs ?? 5_000,
  });
  return judge.judge(request);
}

describe('bedrock judge (real SDK, fake server)', () => {
  it('forces the verdict tool at temperature 0 and returns the validated input with usage', async () => {
    const reply = await judgeWith([
      { kind: 'tool', input: { level: 'Good', reasoning: 'clear' }, usage: { inputTokens: 321, outputTokens: 45 } },
    ]);
    expect(reply).toEqual({
      value: { level: 'Good', reasoning: 'clear' },
      usage: { inputTokens: 321, outputTokens: 45 },
      calls: 1,
    });
    const [req] = server!.requests;
    expect(req.modelId).toBe('global.anthropic.claude-sonnet-4-6');
    expect(req.body.inferenceConfig.temperature).toBe(0);
    expect(req.body.toolConfig.toolChoice).toEqual({ tool: { name: 'verdict' } });
    const spec = req.body.toolConfig.tools[0].toolSpec;
    expect(spec.name).toBe('verdict');
    expect(spec.inputSchema.json.properties.level.enum).toEqual(['Poor', 'Good']);
    expect(req.body.system).toEqual([{ text: 'You judge.' }]);
  });

  it('retries throttling (429 ThrottlingException) with backoff, then succeeds', async () => {
    const t = Date.now();
    const reply = await judgeWith([
      { kind: 'throttle' },
      { kind: 'throttle' },
      { kind: 'tool', input: { level: 'Poor', reasoning: 'x' } },
    ]);
    expect(reply.value.level).toBe('Poor');
    expect(server!.requests).toHaveLength(3);
    expect(reply.calls).toBe(1); // transport retries are not judge calls
    expect(reply.usage).toEqual({ inputTokens: 1000, outputTokens: 100 });
    expect(Date.now() - t).toBeGreaterThan(50); // it backed off between attempts
  });

  it('retries a stalled request after its time-out', async () => {
    const reply = await judgeWith([{ kind: 'stall' }, { kind: 'tool', input: { level: 'Good', reasoning: 'y' } }], {
      timeoutMs: 300,
    });
    expect(reply.value.level).toBe('Good');
    expect(server!.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('asks again once with the validation error when the tool input is invalid', async () => {
    const reply = await judgeWith([
      { kind: 'tool', input: { level: 'Brilliant', reasoning: 'x' } },
      { kind: 'tool', input: { level: 'Good', reasoning: 'fixed' } },
    ]);
    expect(reply.value).toEqual({ level: 'Good', reasoning: 'fixed' });
    expect(reply.calls).toBe(2);
    expect(reply.usage).toEqual({ inputTokens: 2000, outputTokens: 200 });
    const second = server!.requests[1].body.messages;
    expect(second).toHaveLength(3);
    expect(second[1].content[0].toolUse.input.level).toBe('Brilliant');
    const result = second[2].content[0].toolResult;
    expect(result.status).toBe('error');
    expect(result.content[0].text).toMatch(/did not match the required schema: level: Invalid option/);
  });

  it('gives a JudgeError (never a score) after a second invalid answer, with the usage spent', async () => {
    const err = await judgeWith([{ kind: 'tool', input: { nonsense: true } }]).catch((e) => e);
    expect(err).toBeInstanceOf(JudgeError);
    expect(err.message).toMatch(/invalid answer twice/);
    expect(err.calls).toBe(2);
    expect(err.usage).toEqual({ inputTokens: 2000, outputTokens: 200 });
  });

  it('reports a non-retryable service error by name', async () => {
    const err = await judgeWith([
      { kind: 'error', status: 403, type: 'AccessDeniedException', message: 'You do not have access to the model' },
    ]).catch((e) => e);
    expect(err).toBeInstanceOf(JudgeError);
    expect(err.message).toMatch(/AccessDeniedException: You do not have access to the model/);
    expect(server!.requests).toHaveLength(1);
  });
});
