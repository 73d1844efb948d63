// Amazon Bedrock through the Converse API: the verdict schema is a tool and toolChoice forces it, at
// temperature 0. Throttling and time-outs are retried by the SDK (adaptive mode: backoff with jitter
// and client-side rate limiting); an answer that fails validation is sent back once with the error.
// The SDK is imported lazily: runs with the heuristic judge never load it.
import type { ContentBlock, Message } from '@aws-sdk/client-bedrock-runtime';
import { type Judge, type JudgeReply, type JudgeRequest, JudgeError, invalidReplyMessage } from './judge.js';
import { describeZodError, toolJsonSchema } from './schema-json.js';

export interface BedrockOptions {
  model: string;
  region?: string;
  endpoint?: string;
  /** Per-request time limit; a stalled request is aborted and retried. */
  timeoutMs?: number;
  maxAttempts?: number;
  maxTokens?: number;
}

export const DEFAULT_BEDROCK_MODEL = 'global.anthropic.claude-sonnet-4-6';

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
    async judge<T>(req: JudgeRequest<T>): Promise<JudgeReply<T>> {
      const usage = { inputTokens: 0, outputTokens: 0 };
      const messages: Message[] = [{ role: 'user', content: [{ text: req.prompt }] }];
      let calls = 0;
      let lastError = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        calls++;
        let out;
        try {
          out = await client.send(
            new ConverseCommand({
              modelId: opts.model,
              system: [{ text: req.system }],
              messages,
              inferenceConfig: { temperature: 0, maxTokens: opts.maxTokens ?? 2048 },
              toolConfig: {
                tools: [{ toolSpec: { name: req.name, description: req.description, inputSchema: { json: toolJsonSchema(req.schema) as any } } }],
                toolChoice: { tool: { name: req.name } },
              },
            }),
          );
        } catch (err) {
          const e = err as Error & { name?: string };
          throw new JudgeError(`bedrock ${opts.model}: ${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`, usage, calls);
        }
        usage.inputTokens += out.usage?.inputTokens ?? 0;
        usage.outputTokens += out.usage?.outputTokens ?? 0;
        const content: ContentBlock[] = out.output?.message?.content ?? [];
        const toolUse = content.find((c) => c.toolUse?.name === req.name)?.toolUse;
        if (!toolUse) {
          lastError = `the model did not call ${req.name} (stop reason ${out.stopReason ?? 'unknown'})`;
          messages.push({ role: 'assistant', content: content.length ? content : [{ text: '(no answer)' }] }, { role: 'user', content: [{ text: invalidReplyMessage(lastError) }] });
          continue;
        }
        const parsed = req.schema.safeParse(toolUse.input);
        if (parsed.success) return { value: parsed.data, usage, calls };
        lastError = describeZodError(parsed.error);
        messages.push(
          { role: 'assistant', content },
          { role: 'user', content: [{ toolResult: { toolUseId: toolUse.toolUseId, status: 'error', content: [{ text: invalidReplyMessage(lastError) }] } }] },
        );
      }
      throw new JudgeError(`bedrock ${opts.model}: invalid answer twice: ${lastError}`, usage, calls);
    },
  };
}
