// The loop both LLM judges share: ask, validate the answer against the schema, and when it does not
// match, send the validation error back once so the model can correct itself; then give up with a
// judge error (never a made-up score). Each provider says how to ask and how to reply to a bad answer.
import type { z } from 'zod';
import { type JudgeReply, JudgeError, type TokenUsage } from './judge.js';
import { describeZodError } from './schema-json.js';

export interface Answer<M> {
  usage: TokenUsage;
  /** The structured answer, or undefined with `problem` when there is none to validate. */
  value?: unknown;
  problem?: string;
  /** The messages that tell the model its answer was wrong (appended to the conversation). */
  correction: (message: string) => M[];
}

/** The message a model gets when its answer failed validation: what was wrong, and to try again. */
export function invalidReplyMessage(error: string): string {
  return `Your answer did not match the required schema: ${error}. Call the tool again with input that matches the schema exactly.`;
}

/** The longest text kept of any field of a judge's answer: a reply is data, and a huge one is not stored whole. */
export const MAX_REPLY_TEXT = 4_000;

/** Every string of a parsed answer cut to MAX_REPLY_TEXT characters (marked), the shape kept. */
function capStrings<T>(v: T): T {
  if (typeof v === 'string')
    return (v.length > MAX_REPLY_TEXT ? `${v.slice(0, MAX_REPLY_TEXT)}… [cut: ${v.length} characters]` : v) as T;
  if (Array.isArray(v)) return v.map(capStrings) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, capStrings(x)])) as T;
  return v;
}

export async function validatedReply<T, M>(
  label: string,
  schema: z.ZodType<T>,
  messages: M[],
  ask: (messages: M[]) => Promise<Answer<M>>,
  mayRetry: () => boolean = () => true,
): Promise<JudgeReply<T>> {
  const usage = { inputTokens: 0, outputTokens: 0 };
  let problem = '';
  for (let calls = 1; calls <= 2; calls++) {
    // The retry is a call too: the budget decides whether it can be made.
    if (calls === 2 && !mayRetry())
      throw new JudgeError(
        `${label}: invalid answer, and the judge budget leaves no call to correct it: ${problem}`,
        usage,
        1,
      );
    let answer: Answer<M>;
    try {
      answer = await ask(messages);
    } catch (err) {
      const e = err as Error;
      const message =
        err instanceof JudgeError
          ? e.message
          : `${label}: ${e.name && e.name !== 'Error' ? `${e.name}: ` : ''}${e.message}`;
      throw new JudgeError(message, usage, calls);
    }
    usage.inputTokens += answer.usage.inputTokens;
    usage.outputTokens += answer.usage.outputTokens;
    if (answer.problem === undefined) {
      const parsed = schema.safeParse(answer.value);
      if (parsed.success) return { value: capStrings(parsed.data), usage, calls };
      problem = describeZodError(parsed.error);
    } else problem = answer.problem;
    messages.push(...answer.correction(invalidReplyMessage(problem)));
  }
  throw new JudgeError(`${label}: invalid answer twice: ${problem}`, usage, 2);
}
