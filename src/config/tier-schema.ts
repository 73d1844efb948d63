// The keys that set what a run may cost and decide: its tier (config/tier.ts) and its budget in money.
import { z } from 'zod';
import { TIERS } from './enums.js';

export const tierSchema = z
  .enum(TIERS)
  .default('full')
  .describe(
    'smoke: the first round only, blocking on certain regressions and never on undecided cells; full: the sequential decision; auto: smoke on pull request pushes, full on the label, an authorised comment command, workflow_dispatch, the merge queue and branch pushes (docs/action.md, "Tiers")',
  );

export const budgetSchema = z
  .strictObject({
    usd: z
      .number()
      .gt(0)
      .optional()
      .describe(
        "Most a run may spend, in USD: the agent's model calls (priced from its traces) and the judge's; no further look starts past it, and the report names what was left undecided and what deciding it would cost",
      ),
  })
  .default({});
