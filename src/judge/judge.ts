// The Judge: an LLM asked for one structured verdict. Given a system prompt, the rendered session
// and a zod schema, it returns a value that passed the schema, and the tokens it cost.
import type { z } from 'zod';
import type { Readings } from './readings.js';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** The most a judge may answer in one call: asked of both providers, and what a cost cap reserves. */
export const JUDGE_MAX_OUTPUT_TOKENS = 2048;

export interface JudgeRequest<T> {
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  /** Name of the forced tool / JSON schema (letters, digits, _). */
  name: string;
  description: string;
  /**
   * Asked before a second call for an invalid answer: false (a cap reached) ends the request with a
   * judge error instead of a call the budget cannot pay for.
   */
  mayRetry?: () => boolean;
}

export interface JudgeReply<T> {
  value: T;
  usage: TokenUsage;
  /** Calls made for this reply, retries of an invalid answer included (transport retries are not calls). */
  calls: number;
}

export interface Judge {
  provider: 'bedrock' | 'openai';
  model: string;
  judge<T>(req: JudgeRequest<T>): Promise<JudgeReply<T>>;
}

/**
 * What scores a run: the offline heuristic, or an LLM judge with the readings the job has asked it
 * for (judge/readings.ts: a transcript that recurs is judged once).
 */
export type JudgeChoice = { kind: 'heuristic' } | { kind: 'llm'; judge: Judge; readings?: Readings };

/** The judge could not give a valid verdict; recorded as a judge error, never as a score. */
export class JudgeError extends Error {
  constructor(
    message: string,
    readonly usage: TokenUsage = { inputTokens: 0, outputTokens: 0 },
    readonly calls = 1,
  ) {
    super(message);
  }
}

/**
 * The last line of every request, in the shape the provider asks for: Bedrock forces a tool, an
 * OpenAI-compatible API a JSON response format.
 */
export function replyInstruction(shape: 'tool' | 'json', name: string): string {
  return shape === 'tool'
    ? `Reply by calling the tool ${name}, once, with every field filled.`
    : `Reply with one JSON object in the response format ${name}, and nothing else.`;
}
