// Judge spending: calls and estimated cost, with caps. A call is reserved before it is made, so
// concurrent evaluators cannot overshoot the call cap; past a cap, runs are "not judged: budget".
import type { TokenUsage } from './judge.js';

export interface Price {
  input_per_mtok: number;
  output_per_mtok: number;
}

/**
 * Default USD prices per million tokens, matched by substring of the model id (first match wins).
 * Estimates for the report, not a bill; override or extend them with judge.prices in the config.
 */
export const DEFAULT_PRICES: [string, Price][] = [
  ['claude-opus', { input_per_mtok: 15, output_per_mtok: 75 }],
  ['claude-sonnet', { input_per_mtok: 3, output_per_mtok: 15 }],
  ['claude-3-7-sonnet', { input_per_mtok: 3, output_per_mtok: 15 }],
  ['claude-haiku', { input_per_mtok: 1, output_per_mtok: 5 }],
  ['claude-3-5-haiku', { input_per_mtok: 0.8, output_per_mtok: 4 }],
  ['nova-pro', { input_per_mtok: 0.8, output_per_mtok: 3.2 }],
  ['nova-lite', { input_per_mtok: 0.06, output_per_mtok: 0.24 }],
  ['gpt-4o-mini', { input_per_mtok: 0.15, output_per_mtok: 0.6 }],
  ['gpt-4o', { input_per_mtok: 2.5, output_per_mtok: 10 }],
  ['gpt-4.1-mini', { input_per_mtok: 0.4, output_per_mtok: 1.6 }],
  ['gpt-4.1', { input_per_mtok: 2, output_per_mtok: 8 }],
];

export function priceOf(model: string, overrides: Record<string, Price> = {}): Price | undefined {
  if (overrides[model]) return overrides[model];
  const m = model.toLowerCase();
  return DEFAULT_PRICES.find(([k]) => m.includes(k))?.[1];
}

export class Budget {
  calls = 0;
  inputTokens = 0;
  outputTokens = 0;
  private reserved = 0;

  constructor(
    private readonly model: string,
    private readonly caps: { max_calls?: number; max_cost_usd?: number } = {},
    private readonly prices: Record<string, Price> = {},
  ) {}

  get costUsd(): number {
    const p = priceOf(this.model, this.prices);
    return p ? (this.inputTokens * p.input_per_mtok + this.outputTokens * p.output_per_mtok) / 1e6 : 0;
  }

  get priced(): boolean {
    return priceOf(this.model, this.prices) !== undefined;
  }

  /** Reserves one call; false when a cap is reached. */
  reserve(): boolean {
    const { max_calls, max_cost_usd } = this.caps;
    if (max_calls !== undefined && this.calls + this.reserved >= max_calls) return false;
    if (max_cost_usd !== undefined && this.costUsd >= max_cost_usd) return false;
    this.reserved++;
    return true;
  }

  /** Settles a reservation with what the call (and its validation retry) actually used. */
  settle(usage: TokenUsage, calls: number): void {
    this.reserved = Math.max(0, this.reserved - 1);
    this.calls += calls;
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
  }
}
