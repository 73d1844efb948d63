// What both model proxies (OpenAI Chat Completions in model-proxy.ts, Bedrock in
// model-proxy-bedrock.ts) share: the fault record, a planned call, and the fault texts. Each proxy
// imports this module and neither imports the other's internals.
import type { ModelEffect } from '../config/schema.js';

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
