// A fake OpenAI-compatible chat-completions judge on 127.0.0.1: it answers each judge request with
// the reference judge's verdict (reference-judge.ts) for the schema the request names, as a JSON
// message, the way the openai provider asks (response_format json_schema).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
