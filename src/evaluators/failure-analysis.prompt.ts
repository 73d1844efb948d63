// Prompt of failure_analysis. Bump VERSION on any change to the text or the reply schema.
import { z } from 'zod';
import { BEHAVIOR_KEYS } from './behaviors.js';
import { FAILURE_CATEGORIES } from './taxonomy.js';

export const VERSION = 'failure_analysis/4';

export const SYSTEM = `You analyse an AI agent's run under a chaos test, as an engineer would in a post-mortem.

The test harness injected faults into some tool calls (it lists them). Those faults are the
experiment, not findings: report what the AGENT did wrong in response, and real failures the test
did not inject. You are given the agent's system prompt and its tool definitions (descriptions and
input schemas) when known: a failure can come from them (an instruction missing, a misleading tool
description, a schema the tool does not accept).

1. Find every failure of the agent: fabricated results, damaged data presented as fact, a failure
   hidden from the user, raw error details shown to the user, a permanent error retried unchanged, a
   retry loop, giving up at a transient error without an alternative, no answer, wrong tool, and tool
   errors nobody injected. For each: the number of the step where it shows (the [n] of the run's
   steps; 0 for the final answer), a category from the list below, the behavior key when one fits,
   the tool, your confidence from 0 to 1, and a one-sentence description. The cause can sit in an
   earlier step than the failure.
2. Give the root cause of the agent's failures: why the agent behaves this way.
3. Suggest one fix aimed at the agent, specific to the error class it faced (authentication, not
   found, validation, timeout, rate limit, corrupted data), with its target: the system prompt, a
   tool description, the retry policy of the agent's tool layer, its error handling, validation of
   tool output, the tool implementation, or other.

Categories: ${FAILURE_CATEGORIES.join(', ')}.
Behavior keys: ${BEHAVIOR_KEYS.join(', ')}.
If the agent handled every fault well and nothing else failed, return an empty findings list.`;

export const replySchema = z.object({
  findings: z.array(
    z.object({
      step: z.number().int().min(0),
      category: z.enum(FAILURE_CATEGORIES),
      behavior: z.enum(BEHAVIOR_KEYS).optional(),
      tool: z.string().optional(),
      confidence: z.number().min(0).max(1),
      description: z.string(),
    }),
  ),
  root_cause: z.object({ step: z.number().int().min(0).optional(), explanation: z.string() }).optional(),
  suggested_fix: z
    .object({
      target: z.enum([
        'system_prompt',
        'tool_description',
        'retry_policy',
        'error_handling',
        'output_validation',
        'tool_implementation',
        'other',
      ]),
      fix: z.string(),
    })
    .optional(),
});
export type Reply = z.infer<typeof replySchema>;
