// Amazon Bedrock through the Converse API: the verdict schema is a tool and toolChoice forces it, at
// temperature 0. Throttling and time-outs are retried by the SDK (adaptive mode: backoff with jitter
// and client-side rate limiting); an answer that fails validation is sent back once with the error.
// The SDK is imported lazily: runs with the heuristic judge never load it.
import type { ContentBlock, Message } from '@aws-sdk/client-bedrock-runtime';
import { type Judge, type JudgeReply, type JudgeRequest, JUDGE_MAX_OUTPUT_TOKENS, replyInstruction } from './judge.js';
import { toolJsonSchema } from './schema-json.js';
import { type Answer, validatedReply } from './validated.js';

export interface BedrockOptions {
  model: string;
  region?: string;
  endpoint?: string;
  /** Per-request time limit; a stalled request is aborted and retried. */
  timeoutMs?: number;
  maxAttempts?: number;
  maxTokens?: number;
}

export async function createBedrockJudge(opts: BedrockOptions): Promise<Judge> {
  const { BedrockRuntimeClient, ConverseCommand } = await import('@aws-sdk/client-bedrock-runtime');
  const client = new BedrockRuntimeClient({
    region: opts.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpoint: opts.endpoint,
    retryMode: 'adaptive',
    maxAttempts: opts.maxAttempts ?? 6,
    requestHandler: { requestTimeout: opts.timeoutMs ?? 120_000, connectionTimeout: 10_000 },
  });

  return {
    provider: 'bedrock',
    model: opts.model,
    judge<T>(req: JudgeRequest<T>): Promise<JudgeReply<T>> {
      const tools = [
        {
          toolSpec: {
            name: req.name,
            description: req.description,
            inputSchema: { json: toolJsonSchema(req.schema) as any },
          },
        },
      ];
      const messages: Message[] = [
        { role: 'user', content: [{ text: `${req.prompt}\n\n${replyInstruction('tool', req.name)}` }] },
      ];
      return validatedReply(
        `bedrock ${opts.model}`,
        req.schema,
        messages,
        async (conversation): Promise<Answer<Message>> => {
          const out = await client.send(
            new ConverseCommand({
              modelId: opts.model,
              system: [{ text: req.system }],
              messages: conversation,
              inferenceConfig: { temperature: 0, maxTokens: opts.maxTokens ?? JUDGE_MAX_OUTPUT_TOKENS },
              toolConfig: { tools, toolChoice: { tool: { name: req.name } } },
            }),
          );
          const usage = { inputTokens: out.usage?.inputTokens ?? 0, outputTokens: out.usage?.outputTokens ?? 0 };
          const content: ContentBlock[] = out.output?.message?.content ?? [];
          const toolUse = content.find((c) => c.toolUse?.name === req.name)?.toolUse;
          if (!toolUse) {
            return {
              usage,
              problem: `the model did not call ${req.name} (stop reason ${out.stopReason ?? 'unknown'})`,
              correction: (text) => [
                { role: 'assistant', content: content.length ? content : [{ text: '(no answer)' }] },
                { role: 'user', content: [{ text }] },
              ],
            };
          }
          return {
            usage,
            value: toolUse.input,
            correction: (text) => [
              { role: 'assistant', content },
              {
                role: 'user',
                content: [{ toolResult: { toolUseId: toolUse.toolUseId, status: 'error', content: [{ text }] } }],
              },
            ],
          };
        },
        req.mayRetry,
      );
    },
  };
}
