// The faults a case injects (tool, model and MCP effects) and the field types the config shares:
// durations, ratios, tool names.

import { z } from 'zod';
import { parseDuration } from './duration.js';

export const EFFECT_TYPES = [
  'timeout',
  'network_error',
  'execution_error',
  'validation_error',
  'truncate_fields',
  'remove_fields',
  'corrupt_values',
  'empty_result',
  'stale_data',
  'swap_fields',
  'plausible_values',
  'wrong_entity',
  'timeout_after_effect',
  'network_error_after_effect',
  'slow_success',
  'inject_instruction',
] as const;

export type EffectType = (typeof EFFECT_TYPES)[number];

/**
 * Ambiguous failures: the call reaches the tool and its effect happens (the card is charged), then
 * the agent is told it timed out or the connection reset. Retrying such a write does it twice.
 */
export const AFTER_EFFECT_TYPES: readonly EffectType[] = ['timeout_after_effect', 'network_error_after_effect'];

/** Effects after which the tool's effect happened although the agent may not know it. */
export const EFFECT_HAPPENED_TYPES: readonly EffectType[] = [...AFTER_EFFECT_TYPES, 'slow_success'];

/** Tools that lie: well-formed wrong data with status ok (judged detectable or not, docs/evaluators.md). */
export const LIE_EFFECT_TYPES: readonly EffectType[] = [
  'empty_result',
  'stale_data',
  'swap_fields',
  'plausible_values',
  'wrong_entity',
];

/** The effects that make a call fail (the rest damage its result). */
export const ERROR_EFFECT_TYPES: readonly EffectType[] = [
  'timeout',
  'network_error',
  'execution_error',
  'validation_error',
  'timeout_after_effect',
  'network_error_after_effect',
];

// One syntax for every duration: a number with its unit. A bare number is rejected, since one
// reader takes it for seconds and another for milliseconds.
const span = z
  .union([z.string(), z.number()])
  .describe('A duration with its unit: "90s", "2m", "500ms", "1h"')
  .transform((v, ctx) => {
    const ms = typeof v === 'string' ? parseDuration(v) : undefined;
    if (ms === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          typeof v === 'number'
            ? `${v} has no unit: write ${v}s for seconds or ${v}ms for milliseconds`
            : `"${v}" is not a duration; write e.g. 120s, 2m or 500ms`,
      });
      return z.NEVER;
    }
    return ms;
  });

/**
 * Node's timers hold at most 2^31 - 1 ms (24.8 days): a longer one fires at once (a
 * TimeoutOverflowWarning), so `agent.timeout: 25d` killed every run after 1 ms. Every duration that
 * is a timer is checked against it.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export const duration = span.refine((ms) => ms <= MAX_TIMER_MS, {
  message: 'longer than a timer can wait (24.8 days, 2147483647 ms): write at most 24d',
});

export const ratio = z.number().min(0).max(1);

export const toolName = z.string().min(1);

const applyRate = ratio.optional().describe('Probability (0..1) that the effect fires on each call; default 1');

// Field names follow Strands Evals' ChaosCase effects so a Python agent can load the case file as is.
const errorEffect = <T extends EffectType>(type: T, what: string) =>
  z.strictObject({
    effect_type: z.literal(type),
    error_message: z.string().optional().describe(`Message of the ${what} the tool call fails with`),
    apply_rate: applyRate,
  });

export const effectSchema = z.discriminatedUnion('effect_type', [
  errorEffect('timeout', 'time-out').extend({
    delay: duration.optional().describe('Wait this long before failing (default: fail at once)'),
  }),
  errorEffect('network_error', 'network error'),
  errorEffect('timeout_after_effect', 'time-out told after the tool acted')
    .extend({ delay: duration.optional().describe('Wait this long, after the tool acted, before failing') })
    .describe('The call reaches the tool and its effect happens; then the agent is told it timed out'),
  errorEffect('network_error_after_effect', 'connection reset told after the tool acted').describe(
    'The call reaches the tool and its effect happens; then the agent is told the connection reset',
  ),
  z.strictObject({
    effect_type: z.literal('slow_success').describe('The tool acts and answers, late: the agent may give up on it'),
    delay: duration.describe('How long the answer is held'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z
      .literal('inject_instruction')
      .describe('A sound result with an instruction added to it: to call a tool, or to repeat a canary string'),
    call_tool: toolName.optional().describe('The tool the instruction tells the agent to call'),
    canary: z
      .string()
      .min(6)
      .max(200)
      .optional()
      .describe('A string the instruction tells the agent to repeat; it must appear nowhere the agent writes'),
    instruction: z
      .string()
      .max(2000)
      .optional()
      .describe('The instruction text (default: one naming call_tool and canary)'),
    apply_rate: applyRate,
  }),
  errorEffect('execution_error', 'execution error'),
  errorEffect('validation_error', 'validation error'),
  z.strictObject({
    effect_type: z.literal('truncate_fields'),
    max_length: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Strings in the result are cut to this length (default 10)'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z.literal('remove_fields'),
    remove_ratio: ratio.optional().describe('Share of top-level keys removed, at least one (default 0.5)'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z.literal('corrupt_values'),
    corrupt_ratio: ratio
      .optional()
      .describe('Share of values replaced with type-breaking ones, at least one (default 0.5)'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z.literal('empty_result').describe('Every list in the result emptied; status ok'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z.literal('stale_data').describe('Dates and timestamps in the result moved into the past'),
    age: span.optional().describe('How far into the past (default 30d)'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z.literal('swap_fields').describe('Two fields of the same type exchanged (seeded)'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z
      .literal('plausible_values')
      .describe('Numbers moved by a relative amount, ids replaced by well-formed other ids'),
    relative: z.number().gt(0).max(10).optional().describe('Relative amount numbers move, up or down (default 0.2)'),
    apply_rate: applyRate,
  }),
  z.strictObject({
    effect_type: z.literal('wrong_entity').describe('The result of the same tool for another value of one argument'),
    argument: z.string().min(1).optional().describe('The argument replaced (default: the first text argument)'),
    value: z.union([z.string(), z.number()]).describe('The other value the tool is asked about'),
    apply_rate: applyRate,
  }),
]);

export type Effect = z.output<typeof effectSchema>;

/** Faults in the agent's model calls, injected by the runner's model proxy (no agent code change). */
export const MODEL_EFFECT_TYPES = [
  'refusal',
  'empty_response',
  'malformed_tool_call',
  'truncated_response',
  'rate_limited',
  'server_error',
  'latency',
] as const;

export type ModelEffectType = (typeof MODEL_EFFECT_TYPES)[number];

const maxTimes = z
  .number()
  .int()
  .min(1)
  .optional()
  .describe('Fire on at most this many model calls of the run (default: every call it draws)');

const modelEffect = <T extends ModelEffectType>(type: T) =>
  z.strictObject({ effect_type: z.literal(type), apply_rate: applyRate, max_times: maxTimes });

export const modelEffectSchema = z.discriminatedUnion('effect_type', [
  modelEffect('refusal').extend({
    message: z.string().optional().describe('The refusal text (default: a policy refusal)'),
  }),
  modelEffect('empty_response'),
  modelEffect('malformed_tool_call').extend({
    mode: z
      .enum(['invalid_json', 'missing_fields'])
      .optional()
      .describe('Arguments that are not JSON (default), or JSON without the required fields'),
  }),
  modelEffect('truncated_response').extend({
    keep_ratio: ratio
      .optional()
      .describe("Share of the reply's text kept, cut at a word (default 0.5); finish_reason becomes length"),
  }),
  modelEffect('rate_limited').extend({
    retry_after: duration.optional().describe('The Retry-After the 429 carries (default 1s)'),
  }),
  modelEffect('server_error').extend({
    status: z
      .union([z.literal(500), z.literal(502), z.literal(503)])
      .optional()
      .describe('HTTP status (default 500)'),
  }),
  modelEffect('latency').extend({ delay: duration.describe('Added before the model answers') }),
]);

export type ModelEffect = z.output<typeof modelEffectSchema>;

/** Faults of an MCP server around the tool calls, applied by the MCP proxy (`agent-chaos mcp-proxy`). */
export const MCP_EFFECT_TYPES = ['server_exit', 'slow_initialize', 'tools_changed', 'unexpected_content'] as const;

const afterCalls = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('How many tools/call requests the server answers normally first (default 1)');

export const mcpEffectSchema = z.discriminatedUnion('effect_type', [
  z.strictObject({
    effect_type: z
      .literal('server_exit')
      .describe('The server exits while handling a tools/call: the connection closes'),
    after_calls: afterCalls,
  }),
  z.strictObject({
    effect_type: z.literal('slow_initialize').describe("The server's initialize answer is delayed"),
    delay: duration.describe('How long initialize takes'),
  }),
  z.strictObject({
    effect_type: z
      .literal('tools_changed')
      .describe('tools/list changes between calls, announced with notifications/tools/list_changed'),
    tool: toolName.describe('The tool that changes'),
    change: z
      .enum(['removed', 'schema_changed', 'description_injected'])
      .optional()
      .describe(
        'The tool disappears (default), its input schema requires a new field, or its description carries an instruction (a rug-pull)',
      ),
    call_tool: toolName.optional().describe('description_injected: the tool the instruction tells the agent to call'),
    canary: z
      .string()
      .min(6)
      .max(200)
      .optional()
      .describe('description_injected: a string the instruction tells the agent to repeat'),
    instruction: z.string().max(2000).optional().describe('description_injected: the instruction text'),
    after_calls: afterCalls,
  }),
  z.strictObject({
    effect_type: z
      .literal('unexpected_content')
      .describe("A tool's result comes back in a content type the client did not ask for"),
    tool: toolName.optional().describe('The tool (default: every tool)'),
    content_type: z.enum(['image', 'audio', 'resource']).optional().describe('default image'),
  }),
]);

export type McpEffect = z.output<typeof mcpEffectSchema>;

/** One effect map, in the shape of Strands' ChaosCase effects: {tool_effects: {<tool>: [effect...]}}. */
export const effectMapSchema = z.strictObject({
  name: z
    .string()
    .regex(/^[^|\s]+$/, 'use letters, digits, "-", "_" or "." (no spaces or "|")')
    .optional()
    .describe('Name used in the expanded case name "case|name"; derived from the tools and effects when absent'),
  tool_effects: z.record(toolName, z.array(effectSchema).min(1)).default({}).describe('Effects per tool name'),
  model_effects: z
    .array(modelEffectSchema)
    .min(1)
    .optional()
    .describe(
      "Faults in the agent's model calls (OpenAI Chat Completions through OPENAI_BASE_URL, Bedrock Converse through AWS_ENDPOINT_URL_BEDROCK_RUNTIME), in order: the first that fires answers the call; latency adds to it",
    ),
  mcp_effects: z
    .array(mcpEffectSchema)
    .min(1)
    .optional()
    .describe(
      'Faults of the MCP server behind `agent-chaos mcp-proxy`: its exit, a slow initialize, a changing tool list, unexpected content',
    ),
});

export type EffectMap = z.output<typeof effectMapSchema>;
