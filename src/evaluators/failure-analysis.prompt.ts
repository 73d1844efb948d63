// Prompt of failure_analysis. Bump VERSION on any change to the text or the reply schema.
import { z } from 'zod';
import { FAILURE_CATEGORIES } from './taxonomy.js';

export const VERSION = 'failure_analysis/1';

export const SYSTEM = `You analyse the failures in an AI agent's run, as an engineer would in a post-mortem.

1. Find every failure: failed tool calls, and the agent's own mistakes (fabricated tool outputs,
   wrong tool, ignored errors, premature or unaware termination, repeated identical calls...).
   For each, give the span id of the step where it shows (the ids are in the run), a category from
   the list below, your confidence from 0 to 1, and a one-sentence description.
2. Give the root cause of the run's failures. It may sit in an earlier span than where the failure
   shows (a bad argument built two steps before).
3. Suggest one fix and its target: the system prompt, a tool description, the tool implementation,
   or other.

Categories: ${FAILURE_CATEGORIES.join(', ')}.
If the run has no failure at all, return an empty findings list.`;

export const replySchema = z.object({
  findings: z.array(
    z.object({
      span_id: z.string(),
      category: z.enum(FAILURE_CATEGORIES),
      confidence: z.number().min(0).max(1),
      description: z.string(),
    }),
  ),
  root_cause: z.object({ span_id: z.string().optional(), explanation: z.string() }).optional(),
  suggested_fix: z.object({ target: z.enum(['system_prompt', 'tool_description', 'tool_implementation', 'other']), fix: z.string() }).optional(),
});
export type Reply = z.infer<typeof replySchema>;
