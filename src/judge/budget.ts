// Judge spending: calls and estimated cost, with caps that hold. A call is reserved before it is
// made, with its worst-case cost (its prompt's estimated tokens, which err high, and the most the
// judge may answer), so concurrent calls and retries never take spending past a cap; past a cap,
// runs are "not judged: budget".
import type { TokenUsage } from './judge.js';

export interface Price {
  input_per_mtok: number;
  output_per_mtok: number;
}

/** When the table below was written down from the providers' list prices: every cost line is an estimate as of then. */
export const PRICES_AS_OF = '2026-11-29';

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

  private reservedCost = 0;

  /** The most a call with this many prompt tokens can cost (0 when the model has no price). */
  worstCost(inputTokens: number, outputTokens: number): number {
    const p = priceOf(this.model, this.prices);
    return p ? (inputTokens * p.input_per_mtok + outputTokens * p.output_per_mtok) / 1e6 : 0;
  }

  /** Reserves one call that may cost up to `worst`; false when a cap would be passed. */
  reserve(worst = 0): boolean {
    const { max_calls, max_cost_usd } = this.caps;
    if (max_calls !== undefined && this.calls + this.reserved >= max_calls) return false;
    if (max_cost_usd !== undefined && this.costUsd + this.reservedCost + worst > max_cost_usd) return false;
    this.reserved++;
    this.reservedCost += worst;
    return true;
  }

  /** Settles a reservation (and its retry's, if one was made) with what the calls actually used. */
  settle(usage: TokenUsage, calls: number, worst = 0, reservations = 1): void {
    this.reserved = Math.max(0, this.reserved - reservations);
    this.reservedCost = Math.max(0, this.reservedCost - worst);
    this.calls += calls;
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
  }
}
