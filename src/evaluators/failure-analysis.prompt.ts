// Prompt of failure_analysis. Bump VERSION on any change to the text or the reply schema.
import { z } from 'zod';
import { BEHAVIOR_KEYS } from './behaviors.js';
import { FAILURE_CATEGORIES } from './taxonomy.js';

export const VERSION = 'failure_analysis/6'; // 6: the rendered session shows the user's later turns

export const SYSTEM = `You analyse an AI agent's session under a chaos test: what went wrong, where it happened, and why
(the failure analysis method), as an engineer would in a post-mortem. You are given the agent's system
prompt and its tool definitions (descriptions and input schemas) when known.

1. Detect: analyse every step of the session and record a finding for each step where a failure
   occurred: the number of the step (the [n] of the run's steps; 0 for the final answer), a failure
   category from the list below, your confidence from 0 to 1, and a one-sentence description of what
   happened. Failures of the agent include fabricated results, damaged data presented as fact, a
   failure hidden from the user, raw error details shown to the user, a permanent error retried
   unchanged, a retry loop, giving up at a transient error without an alternative, no answer, the
   wrong tool, arguments that do not match the tool's input schema, and tool errors nobody injected.
2. Find the cause: determine why each failure occurred. Consider the system prompt, the tool
   definitions, and the tool inputs and outputs. The cause can be in an earlier step than the failure.
3. Suggest a fix: what to change, with its target (most fixes target the system prompt or the tool
   descriptions; some the tool implementation or the infrastructure), specific to the error class the
   agent faced (authentication, not found, validation, timeout, rate limit, corrupted data).

agent-chaos adds (not in the method):
- The test harness injected faults into some steps (it lists them). Record each injected fault as a
  finding too, with injected: true: it is where a failure occurred. agent-chaos keeps those as the
  experiment's context; the session's result counts the agent's own findings (injected: false), so
  that a well-handled fault leaves "No Failures Found" and the comparison with the base measures the agent.
- Give the behavior key of each of the agent's findings when one fits, and the tool.

Categories: ${FAILURE_CATEGORIES.join(', ')}.
Behavior keys: ${BEHAVIOR_KEYS.join(', ')}.
If the agent handled every fault well and nothing else failed, its own findings list is empty.`;

export const replySchema = z.object({
  findings: z.array(
    z.object({
      step: z.number().int().min(0),
      injected: z
        .boolean()
        .optional()
        .describe('A fault the test harness injected (context), not a failure of the agent'),
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
