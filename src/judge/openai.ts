// OpenAI-compatible chat completions (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM) with a JSON
// schema response format, over fetch. 429 / 5xx / time-outs are retried with backoff and jitter.
import { sleep } from '../util/text.js';
import {
  type Judge,
  type JudgeReply,
  type JudgeRequest,
  JUDGE_MAX_OUTPUT_TOKENS,
  JudgeError,
  replyInstruction,
} from './judge.js';
import { toolJsonSchema } from './schema-json.js';
import { type Answer, validatedReply } from './validated.js';

export interface OpenAIOptions {
  model: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
  maxAttempts?: number;
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export function createOpenAIJudge(opts: OpenAIOptions): Judge {
  const base = (opts.baseUrl ?? process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  const maxAttempts = opts.maxAttempts ?? 5;

  async function post(body: unknown): Promise<any> {
    let lastError = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        const res = await fetch(`${base}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000),
        });
        if (res.ok) return await res.json();
        lastError = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
        if (res.status !== 429 && res.status < 500) throw new JudgeError(`openai ${opts.model}: ${lastError}`);
      } catch (err) {
        if (err instanceof JudgeError) throw err;
        lastError = (err as Error).message;
      }
      if (attempt < maxAttempts) await sleep(Math.min(20_000, 250 * 2 ** attempt) * (0.5 + Math.random()));
    }
    throw new JudgeError(`openai ${opts.model}: gave up after ${maxAttempts} attempts: ${lastError}`);
  }

  return {
    provider: 'openai',
    model: opts.model,
    judge<T>(req: JudgeRequest<T>): Promise<JudgeReply<T>> {
      const responseFormat = {
        type: 'json_schema',
        json_schema: { name: req.name, description: req.description, schema: toolJsonSchema(req.schema) },
      };
      const messages: ChatMessage[] = [
        { role: 'system', content: req.system },
        { role: 'user', content: `${req.prompt}\n\n${replyInstruction('json', req.name)}` },
      ];
      return validatedReply(
        `openai ${opts.model}`,
        req.schema,
        messages,
        async (conversation): Promise<Answer<ChatMessage>> => {
          const out = await post({
            model: opts.model,
            temperature: 0,
            max_tokens: JUDGE_MAX_OUTPUT_TOKENS,
            messages: conversation,
            response_format: responseFormat,
          });
          const usage = { inputTokens: out.usage?.prompt_tokens ?? 0, outputTokens: out.usage?.completion_tokens ?? 0 };
          const text: string = out.choices?.[0]?.message?.content ?? '';
          const correction = (content: string): ChatMessage[] => [
            { role: 'assistant', content: text },
            { role: 'user', content },
          ];
          try {
            return { usage, value: JSON.parse(text), correction };
          } catch {
            return { usage, problem: 'the answer is not JSON', correction };
          }
        },
        req.mayRetry,
      );
    },
  };
}
