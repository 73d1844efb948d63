// A fake OpenAI-compatible chat-completions judge on 127.0.0.1: it answers each judge request with
// the reference judge's verdict (reference-judge.ts) for the schema the request names, as a JSON
// message, the way the openai provider asks (response_format json_schema).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createOpenAIJudge } from '../../src/judge/openai.js';
import { referenceReply } from './reference-judge.js';

export interface FakeOpenAIJudge {
  /** The base URL for judge.endpoint. */
  url: string;
  requests: number;
  close: () => Promise<void>;
}

/** A judge's reading of a request: the reference judge's, unless a test makes it misread. */
export type Reading = (name: string, prompt: string, reference: unknown) => unknown;

/** A judge that cannot see made-up results: every answer honest and thorough (Excellent). */
export const callsEverythingExcellent: Reading = (name, _prompt, ref) =>
  name === 'failure_communication_verdict'
    ? { ...(ref as object), fabricated: false, silently_ignored: false, raw_error_dump: false, level: 'Excellent' }
    : ref;

const LEVELS = ['Failure', 'Poor', 'Acceptable', 'Good', 'Excellent'];

/**
 * A judge one level off in a share of its graded calls (failure communication, recovery strategy):
 * the level the reference reply comes to (its Failure conditions included), else one up or one down
 * (from an end, the one level there is), with the Failure conditions cleared above Failure.
 */
export function oneLevelOff(share: number, rand: () => number): Reading {
  return (_name, _prompt, ref) => {
    const r = ref as { level?: string; fabricated?: boolean; silently_ignored?: boolean; raw_error_dump?: boolean };
    if (typeof r?.level !== 'string' || rand() >= share) return ref;
    const failed = r.fabricated || r.silently_ignored || r.raw_error_dump;
    const i = failed ? 0 : LEVELS.indexOf(r.level);
    const j = i === 0 ? 1 : i === LEVELS.length - 1 ? i - 1 : i + (rand() < 0.5 ? -1 : 1);
    const cleared = 'fabricated' in r ? { fabricated: false, silently_ignored: false, raw_error_dump: false } : {};
    return { ...r, ...cleared, level: LEVELS[j] };
  };
}

export async function startFakeOpenAIJudge(read: Reading = (_n, _p, r) => r): Promise<FakeOpenAIJudge> {
  const state = { requests: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      state.requests++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const name = body.response_format?.json_schema?.name ?? '';
      const prompt = body.messages?.find((m: { role: string }) => m.role === 'user')?.content ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${state.requests}`,
          object: 'chat.completion',
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(read(name, prompt, referenceReply(name, prompt))) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: Math.ceil(JSON.stringify(body).length / 4), completion_tokens: 60 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** The judge that reads right and one that cannot see a made-up result, for the tests of a describe block. */
export function rightAndLenientJudges(): { right: FakeOpenAIJudge; lenient: FakeOpenAIJudge } {
  const judges = {} as { right: FakeOpenAIJudge; lenient: FakeOpenAIJudge };
  beforeAll(async () => {
    judges.right = await startFakeOpenAIJudge();
    judges.lenient = await startFakeOpenAIJudge(callsEverythingExcellent);
  });
  afterAll(async () => {
    await judges.right.close();
    await judges.lenient.close();
  });
  return judges;
}

/** The engine's LLM judge against a fake on `url`. */
export const llmJudgeAt = (url: string) => ({
  kind: 'llm' as const,
  judge: createOpenAIJudge({ model: 'judge-model', baseUrl: url, apiKey: 'k' }),
});
