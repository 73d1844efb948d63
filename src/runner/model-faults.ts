// What both model proxies (OpenAI Chat Completions in model-proxy.ts, Bedrock in
// model-proxy-bedrock.ts) share: the fault record, a planned call, the fault texts, and how an
// upstream's reply is read. Each proxy imports this module and neither imports the other's internals.
import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { ModelEffect } from '../config/schema.js';

/**
 * The most of a request or reply body the proxies hold in memory. The upstream is the endpoint the
 * run's environment names, which the pull request's config can set: its reply is data from outside.
 */
export const MAX_MODEL_BODY = 32 * 1024 * 1024;

/** An upstream reply over MAX_MODEL_BODY: the proxy answers 502 (its error handler) instead of holding it. */
export class ReplyTooLarge extends Error {
  constructor() {
    super(`the upstream's reply is over the ${MAX_MODEL_BODY}-byte limit`);
  }
}

/** A reply read whole (to cut it), at most MAX_MODEL_BODY bytes; past that, ReplyTooLarge. */
export async function readReply(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_MODEL_BODY) throw new ReplyTooLarge();
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return Buffer.concat(chunks);
}

/**
 * Passes a reply through as it comes, at the pace the agent reads it: nothing piles up in the proxy
 * when the agent reads slowly, and the upstream is no longer read once the agent has gone. A reply
 * is at most `max` bytes (a model's answer is far smaller): past that, an upstream that never ends
 * (an SSE stream without its last event) is let go and the agent's connection cut, not relayed for ever.
 */
export async function relay(
  body: AsyncIterable<Uint8Array>,
  res: ServerResponse,
  max = MAX_MODEL_BODY,
): Promise<'done' | 'capped'> {
  let size = 0;
  for await (const chunk of body) {
    if (res.destroyed) break;
    size += chunk.length;
    if (size > max) {
      res.destroy(new ReplyTooLarge());
      return 'capped';
    }
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  res.end();
  return 'done';
}

export interface ModelFault {
  effect: ModelEffect['effect_type'];
  /** Which model request of the run it hit (0-based; an SDK's retries are requests too). */
  call: number;
  detail: string;
  /** When it fired (ms since the epoch), to find the model-call span it belongs to. */
  at: number;
  /** A later model request of the run was answered normally (an SDK retry recovered, say). */
  recovered?: boolean;
}

export interface PlannedCall {
  fault?: ModelEffect;
  call: number;
  record: (effect: ModelFault['effect'], detail: string) => void;
  /** The request went to the upstream and came back with this status. */
  passed: (status: number) => void;
}

export const REFUSAL = "I'm sorry, but I can't help with that request.";

/** Cut at a word boundary near `ratio` of the text, never empty when the text was not. */
export function cutText(text: string, ratio: number): string {
  const at = Math.max(1, Math.floor(text.length * ratio));
  const space = text.lastIndexOf(' ', at);
  return text.slice(0, space > 0 ? space : at);
}
