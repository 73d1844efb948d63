// What the agent's own model calls cost in a job: the tokens its traces report (gen_ai.usage, by the
// model each span names), priced by the built-in table and the config's `prices`. An estimate from
// the traces, not a bill: tokens a span does not report and models with no price are not in it, and
// it says which models it could not price.
import { type Price, priceOf } from '../judge/budget.js';
import type { Session } from '../trace/session.js';

export interface AgentCost {
  /** Sessions whose tokens are counted. */
  sessions: number;
  inputTokens: number;
  outputTokens: number;
  /** USD for the priced models' tokens; undefined when no model could be priced. */
  costUsd?: number;
  /** Models with tokens and no price (at most 10). */
  unpriced: string[];
  /** Tokens whose spans named no model (they are in the totals, not in the cost). */
  unnamedTokens: number;
}

/** Dollars as the cost lines write them: four decimals under a cent (a run's tokens), else two. */
export const dollars = (usd: number): string => `$${usd.toFixed(usd > 0 && usd < 0.01 ? 4 : 2)}`;

/** The models an estimate could not price, and where a price goes (the caller escapes the names where it must). */
export const unpricedText = (models: string[]): string =>
  models.length ? `; no price for ${models.join(', ')} (set it in the config's prices)` : '';

export function agentCost(sessions: Session[], prices: Record<string, Price> = {}): AgentCost {
  const out: AgentCost = { sessions: 0, inputTokens: 0, outputTokens: 0, unpriced: [], unnamedTokens: 0 };
  let cost = 0;
  let priced = false;
  for (const s of sessions) {
    out.sessions++;
    out.inputTokens += s.usage.inputTokens;
    out.outputTokens += s.usage.outputTokens;
    let named = 0;
    for (const [model, u] of Object.entries(s.usage.byModel ?? {})) {
      named += u.inputTokens + u.outputTokens;
      const p = priceOf(model, prices);
      if (!p) {
        if (!out.unpriced.includes(model) && out.unpriced.length < 10) out.unpriced.push(model);
        continue;
      }
      priced = true;
      cost += (u.inputTokens * p.input_per_mtok + u.outputTokens * p.output_per_mtok) / 1e6;
    }
    out.unnamedTokens += Math.max(0, s.usage.inputTokens + s.usage.outputTokens - named);
  }
  if (priced) out.costUsd = Math.round(cost * 1e9) / 1e9;
  return out;
}
