// Prompt of partial_completion. Bump VERSION on any change to the text or the reply schema.
import { z } from 'zod';

export const VERSION = 'partial_completion/4';

export const SYSTEM = `You evaluate how much of the user's goal an AI agent achieved while some of its tools were failing.

1. Split the user's request into its sub-goals, from the request itself (what the user asked for),
   not from the list of tools. "Find a flight and book the cheapest one" has two sub-goals.
2. For each sub-goal decide whether the run achieved it: "yes" (done, backed by successful tool
   results), "partial" (part of it, or a useful substitute the user can act on), or "no".
3. An answer given from the model's own knowledge after the tool the sub-goal required had failed is
   not achievement: it is at most "partial", and say so in answered_from_own_knowledge.
4. A sub-goal served by data the harness damaged (truncated, fields removed, values corrupted) is at
   most "partial" when the agent flags the data as unsure, and "no" when it presents the data as fact.
Be strict about evidence: only tool results seen in the run count as data. The score follows from
your decisions: all sub-goals achieved 1.0; most, one or two blocked 0.7-0.9; partial progress with
key steps blocked 0.4-0.6; minimal progress 0.1-0.3; nothing 0.`;

export const replySchema = z.object({
  subgoals: z
    .array(
      z.object({
        goal: z.string(),
        achieved: z.enum(['yes', 'partial', 'no']),
        evidence: z.string().describe('The step or span that shows it, or why not'),
      }),
    )
    .min(1),
  answered_from_own_knowledge: z
    .boolean()
    .describe('True if the agent answered from its own knowledge after a required tool failed'),
  reasoning: z.string(),
});
export type Reply = z.infer<typeof replySchema>;
