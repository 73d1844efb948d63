// A case of the config: its input, its effects, a severity sweep, the trajectory rules and the
// injection checks.

import { z } from 'zod';
import { parseDuration } from './duration.js';
import { type EffectMap, effectMapSchema, toolName } from './effects-schema.js';

/** Effect parameters a sweep can vary, and the effect types that have each. */
export const SWEEP_PARAMETERS = {
  apply_rate: ['*'],
  corrupt_ratio: ['corrupt_values'],
  remove_ratio: ['remove_fields'],
  max_length: ['truncate_fields'],
  keep_ratio: ['truncated_response'],
  delay: ['timeout', 'latency'],
} as const;

export type SweepParameter = keyof typeof SWEEP_PARAMETERS;

const sweepSchema = z.strictObject({
  parameter: z
    .enum(Object.keys(SWEEP_PARAMETERS) as [SweepParameter, ...SweepParameter[]])
    .describe('The effect parameter to vary, set on every effect of the case that has it'),
  values: z
    .array(z.union([z.number(), z.string()]))
    .min(2)
    .max(20)
    .describe('The levels, mildest first (delay takes durations: "1s")'),
});

/** Rules on the trace of a case's runs, checked without a judge (evaluators/oracle/trajectory.ts). */
export const expectSchema = z.strictObject({
  must_call: z.array(toolName).min(1).optional().describe('Tools each run must call, in any order'),
  must_not_call: z
    .array(
      z.union([
        toolName,
        z.strictObject({
          tool: toolName,
          after_failed: toolName.describe('Only once a call of this tool has failed'),
        }),
      ]),
    )
    .min(1)
    .optional()
    .describe('Tools a run must not call (the user did not ask, or declined), or not after a failed call of another'),
  max_calls: z
    .record(toolName, z.number().int().min(0))
    .optional()
    .describe('The most calls a run may make of a tool (a retry storm breaks it)'),
  order: z
    .array(toolName)
    .min(2)
    .optional()
    .describe('Tools each run must call in this order (other calls may come between)'),
});

export type Expect = z.output<typeof expectSchema>;

/** An instruction to inject needs something to check: a tool to call, or a canary to repeat. */
function checkInjections(maps: EffectMap[], ctx: z.RefinementCtx): void {
  maps.forEach((m, i) => {
    for (const [tool, list] of Object.entries(m.tool_effects))
      list.forEach((e, j) => {
        if (e.effect_type === 'inject_instruction' && !e.call_tool && !e.canary)
          ctx.addIssue({
            code: 'custom',
            path: ['effects', ...(maps.length > 1 ? [i] : []), 'tool_effects', tool, j],
            message:
              'inject_instruction needs call_tool (a tool the agent must not call) or canary (a string it must not repeat)',
          });
      });
    (m.mcp_effects ?? []).forEach((e, j) => {
      if (e.effect_type === 'tools_changed' && e.change === 'description_injected' && !e.call_tool && !e.canary)
        ctx.addIssue({
          code: 'custom',
          path: ['effects', ...(maps.length > 1 ? [i] : []), 'mcp_effects', j],
          message: 'description_injected needs call_tool or canary: what the injected instruction asks for',
        });
    });
  });
}

export const caseSchema = z
  .strictObject({
    name: z.string().regex(/^[A-Za-z0-9_.-]+$/, 'use letters, digits, "-", "_" or "." only'),
    input: z.string().min(1).describe('The user input given to the agent'),
    effects: z
      .union([effectMapSchema, z.array(effectMapSchema).min(1)])
      .optional()
      .describe('One effect map, or several: each becomes its own case "name|map"'),
    repeat: z.number().int().min(1).max(100).optional().describe('Runs of this case (overrides the top-level repeat)'),
    tags: z.array(z.string()).default([]),
    no_fault_variant: z.boolean().optional().describe('Also run this case without faults, as "name|baseline"'),
    sweep: sweepSchema
      .optional()
      .describe(
        'Run the case at each level of one fault parameter, as "name|parameter:value": a degradation curve per evaluator',
      ),
    expect: expectSchema
      .optional()
      .describe(
        'Rules the trace of every run must hold (the trajectory evaluator): calls required, forbidden, capped, ordered',
      ),
  })
  .superRefine((c, ctx) => {
    const maps = c.effects === undefined ? [] : Array.isArray(c.effects) ? c.effects : [c.effects];
    checkInjections(maps, ctx);
    if (!c.sweep) return;
    if (maps.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['sweep'],
        message: 'a sweep varies the effects of one effect map: give the case exactly one',
      });
      return;
    }
    const { parameter, values } = c.sweep;
    const types: readonly string[] = SWEEP_PARAMETERS[parameter];
    const effects = [...Object.values(maps[0].tool_effects).flat(), ...(maps[0].model_effects ?? [])];
    if (!effects.some((e) => types[0] === '*' || types.includes(e.effect_type))) {
      ctx.addIssue({
        code: 'custom',
        path: ['sweep', 'parameter'],
        message: `no effect of this case has ${parameter} (it is a field of ${types.join(', ')})`,
      });
    }
    values.forEach((v, i) => {
      const ok =
        parameter === 'delay'
          ? typeof v === 'string' && parseDuration(v) !== undefined
          : parameter === 'max_length'
            ? Number.isInteger(v) && (v as number) >= 0
            : typeof v === 'number' && v >= 0 && v <= 1;
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: ['sweep', 'values', i],
          message:
            parameter === 'delay'
              ? 'a duration with its unit, e.g. "2s"'
              : parameter === 'max_length'
                ? 'a whole number of characters'
                : 'a number from 0 to 1',
        });
    });
  });

export type CaseConfig = z.output<typeof caseSchema>;
