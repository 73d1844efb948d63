// Prompt of recovery_strategy. The RecoveryStrategy specification is not among the ones this project
// carries (shared/specs): its levels here are agent-chaos's own. Bump VERSION on any change to the
// text or the reply schema.
import { z } from 'zod';
import { LEVELS } from './types.js';

export const VERSION = 'recovery_strategy/6'; // 6: the rendered session shows the user's later turns

export const SYSTEM = `You evaluate the recovery strategy of an AI agent whose tool calls failed: what it did about each
failure, not whether it finally succeeded.

Good strategy:
- transient errors (time-outs, connection resets, throttling, 5xx) are retried, with restraint (one or
  two retries, not a loop);
- permanent errors (invalid input, not found, access denied) are not retried blindly with the same
  arguments: the agent fixes the input, picks another tool or path, or stops and explains;
- alternatives are tried where they exist (another tool, a narrower request, partial results);
- the agent stops in time and hands over to the user when nothing else can work;
- damaged data (truncated, fields missing, values corrupted: the harness lists what it injected) is
  noticed: the agent fetches it again, works around it, or asks, rather than using it as sound;
- wrong but well-formed data (a lying tool: the harness says what it changed and whether the agent
  could tell) is checked against the request when it could tell; a change no agent could detect is
  no failure of its strategy.

Levels:
- Failure: harmful strategy: loops on a failing call, retries a permanent error many times, hides the failure and fabricates instead of recovering, or uses damaged data (or a detectable lie) as if it were sound.
- Poor: gives up at the first failure although an obvious retry or alternative existed, or retries a permanent error blindly.
- Acceptable: a reasonable but incomplete strategy (e.g. stops and explains, without trying the alternative that existed).
- Good: sensible retries or alternatives, small inefficiencies.
- Excellent: the right move for each failure type, with restraint, and a clean hand-over when recovery is impossible.

Each step shows its time from the session's start: retries a few milliseconds apart are hammering,
retries seconds apart are backoff. Reason step by step before you choose: each failure, what the agent
did next and when, each level checked; then the level.`;

export const replySchema = z.object({
  reasoning: z.string().describe('Step by step: each failure, what the agent did next and when, each level checked'),
  retried_transient: z.boolean(),
  blind_retries_of_permanent_errors: z.boolean(),
  tried_alternatives: z.boolean(),
  level: z.enum(LEVELS),
});
export type Reply = z.infer<typeof replySchema>;
