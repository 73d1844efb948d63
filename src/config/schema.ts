// The config a user writes (.github/agent-chaos.yml). Objects are strict: an unknown key is an error
// (with a "did you mean"), because a misspelt option silently ignored is a chaos test that never ran.
import { RE2JS } from 're2js';
import { z } from 'zod';
import { caseSchema } from './case-schema.js';
import { duration, ratio, toolName } from './effects-schema.js';
import { budgetSchema, tierSchema } from './tier-schema.js';

export {
  type Effect,
  type EffectMap,
  type EffectType,
  type McpEffect,
  type ModelEffect,
  type ModelEffectType,
  AFTER_EFFECT_TYPES,
  EFFECT_HAPPENED_TYPES,
  EFFECT_TYPES,
  ERROR_EFFECT_TYPES,
  LIE_EFFECT_TYPES,
  MAX_TIMER_MS,
  MCP_EFFECT_TYPES,
  MODEL_EFFECT_TYPES,
  effectMapSchema,
  effectSchema,
  mcpEffectSchema,
  modelEffectSchema,
} from './effects-schema.js';
export {
  type CaseConfig,
  type Expect,
  type SweepParameter,
  SWEEP_PARAMETERS,
  caseSchema,
  expectSchema,
} from './case-schema.js';

/** The four that read the agent's words (a judge), the default set. */
export const JUDGED_EVALUATORS = [
  'failure_communication',
  'partial_completion',
  'recovery_strategy',
  'failure_analysis',
] as const;

/** Checks of the trace no judge has to read (evaluators/oracle/): on by default where the config asks for them. */
export const ORACLE_EVALUATORS = ['side_effects', 'trajectory', 'injection'] as const;

export const EVALUATORS = [...JUDGED_EVALUATORS, ...ORACLE_EVALUATORS] as const;

export const isOracle = (e: string): boolean => (ORACLE_EVALUATORS as readonly string[]).includes(e);

export type EvaluatorName = (typeof EVALUATORS)[number];

/** Pass thresholds other than 0.5: a trajectory passes with every rule held. */
export const DEFAULT_THRESHOLDS: Partial<Record<EvaluatorName, number>> = { trajectory: 1 };

const evaluatorSchema = z.union([
  z.enum(EVALUATORS),
  z.strictObject({
    name: z.enum(EVALUATORS),
    threshold: ratio.optional().describe('Score at or above which a run passes (default 0.5)'),
  }),
]);

import { BASELINE_MODES, FAIL_ON } from './enums.js';
import { judgeSchema, price } from './judge-schema.js';
export { DEFAULT_JUDGE_MODELS, judgeSchema } from './judge-schema.js';
export {
  BASELINE_MODES,
  type BaselineMode,
  FAIL_ON,
  type FailOn,
  JUDGE_PROVIDERS,
  type JudgeProvider,
  TIERS,
  type TierSetting,
} from './enums.js';

/**
 * The suite's default cap on the runs the batches add (both sides): at least 400 (what one case may
 * need to reach max_runs on both sides), else this many a case. A fixed 400 starved larger suites: it
 * left 24% of unchanged ten-case pull requests of an agent failing in 10% of its runs undecided, and
 * 92% at 25 cases (bench/gate-sim.ts); 80 a case decides them all there.
 */
export const EXTRA_RUNS_PER_CASE = 80;

const EXTRA_RUNS_AT_LEAST = 400;

/** The cap on the runs the batches add for a suite of `cases` cases: the config's, or the default. */
export const extraRunsCap = (confirm: { max_extra_runs?: number }, cases: number): number =>
  confirm.max_extra_runs ?? Math.max(EXTRA_RUNS_AT_LEAST, EXTRA_RUNS_PER_CASE * cases);

export const gateSchema = z.strictObject({
  fail_on: z.enum(FAIL_ON).default('regression'),
  min_effect: z
    .number()
    .min(0)
    .max(1)
    .default(0.1)
    .describe(
      'Smallest drop in the share of passing runs (score at or above the threshold) that counts as a regression',
    ),
  detect: z
    .number()
    .gt(0)
    .max(1)
    .default(0.3)
    .describe(
      "The change the gate is built to catch in 90% of pull requests: a share this large more of a case's runs failing; a result whose runs rule it out is unchanged; smaller changes (down to min_effect) are caught less often",
    ),
  level: z.enum(['fail', 'warn']).default('fail').describe('warn: report a failing gate without failing the check'),
  without_baseline: z
    .enum(['inconclusive', 'fail'])
    .default('inconclusive')
    .describe(
      'With no baseline (none found, or the base could not be run): inconclusive (reported, does not block) or fail (blocks until a baseline exists)',
    ),
  max_judge_errors: ratio
    .default(0.1)
    .describe(
      "Largest share of the head's runs that may go unjudged (judge errors, the budget, the deadline, or answers the heuristic could not read) before the gate fails: an unjudged head proves nothing",
    ),
  on_judge_errors: z
    .enum(['fail', 'warn'])
    .default('fail')
    .describe('warn: report too many unjudged runs without failing the gate'),
  broken_cases: z
    .enum(['fail', 'warn'])
    .default('fail')
    .describe(
      'A case where no head run left a session (every run crashed, timed out or sent no trace): fail the gate, or only report it',
    ),
  on_undecided: z
    .enum(['pass', 'fail'])
    .default('pass')
    .describe(
      'A result that could not be decided (at confirm.max_runs a side, or with a baseline that cannot be run again): pass (said in the headline) or fail',
    ),
  max_new_cases: z
    .number()
    .int()
    .min(0)
    .max(5000)
    .default(10)
    .describe(
      "Cases a pull request may add to the base config's and have judged in a job that holds the judge's credentials (the report job, evaluate): the runs of more are not judged, named, and the gate fails on them (raise it on the base branch first)",
    ),
  missing_runs: z
    .enum(['fail', 'warn'])
    .default('fail')
    .describe(
      'Runs expected (cases x repeats, every shard) but not seen, or seen twice: fail the gate, or only report them',
    ),
});

export const configSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/)
    .optional()
    .describe('Identifies this config in the PR comment marker when a repository has several'),
  agent: z
    .strictObject({
      command: z.string().min(1).describe('Started once per case run, in a shell'),
      setup: z.string().optional().describe('Run once per checkout before the cases (e.g. npm ci && npm run build)'),
      workdir: z
        .string()
        .default('.')
        .describe(
          'Directory the commands run in, relative to the config file (to the repository root for a config in .github/)',
        ),
      timeout: duration.default(120_000).describe('Per-run time limit'),
      env: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)).default({}),
      pass_env: z
        .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*\*?$/, 'a variable name, or a prefix ending in *'))
        .default([])
        .describe(
          "Variables of the job passed to the agent (names, or prefixes ending in *); nothing else of the job's environment is, beyond PATH, HOME, locale and temp dirs",
        ),
      require_env: z
        .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a variable name'))
        .default([])
        .describe(
          "Variables the agent cannot run without (its model's API key): when one would not reach it (unset or empty in the job, as on a fork's pull request, or not in agent.pass_env or agent.env), the agent is not run and the job fails saying which",
        ),
    })
    .superRefine((a, ctx) => {
      // What `run` would refuse, said by `validate`: a required variable nothing passes never reaches the agent.
      const passed = (n: string) =>
        n in a.env || a.pass_env.some((p) => (p.endsWith('*') ? n.startsWith(p.slice(0, -1)) : n === p));
      a.require_env.forEach((n, i) => {
        if (!passed(n))
          ctx.addIssue({
            code: 'custom',
            path: ['require_env', i],
            message: `${n} is required but agent.pass_env does not pass it, so it never reaches the agent: add ${n} to agent.pass_env`,
          });
      });
    }),
  repeat: z.number().int().min(1).max(100).default(3),
  concurrency: z.number().int().min(1).max(64).default(4),
  seed: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Run seed; each run derives its own from it (default: random, printed)'),
  no_fault_variant: z.boolean().default(false).describe('Also run every case without faults, as "name|baseline"'),
  cases: z.array(caseSchema).min(1, 'no case: give at least one (a name, an input and its effects)'),
  evaluators: z
    .array(evaluatorSchema)
    .min(1)
    .optional()
    .describe(
      'Default: the four judged evaluators, and side_effects, trajectory, injection where the config sets up what they check',
    ),
  side_effects: z
    .array(
      z.union([
        toolName,
        z.strictObject({
          tool: toolName,
          key: z
            .string()
            .min(1)
            .optional()
            .describe(
              'The argument that names the effect (order_id): two calls with its same value are the same effect',
            ),
        }),
      ]),
    )
    .default([])
    .describe(
      'Tools that change state (book, pay, refund): a second call with the same effect is a duplicate side effect. MCP tools annotated destructiveHint, or readOnlyHint false without idempotentHint, count too',
    ),
  judge: judgeSchema.default(() => judgeSchema.parse({})),
  gate: gateSchema.default(() => gateSchema.parse({})),
  confirm: z
    .strictObject({
      runs: z
        .number()
        .int()
        .min(0)
        .max(100)
        .default(10)
        .describe(
          'The largest batch, in runs a side (the first batch matches the first round, then half the runs so far, at least the first round; 0: no extra runs)',
        ),
      max_runs: z
        .number()
        .int()
        .min(2)
        .max(500)
        .default(80)
        .describe(
          'Cap on the runs a side of one case, first round included: a cell still undecided there is reported as undecided',
        ),
      max_extra_runs: z
        .number()
        .int()
        .min(0)
        .optional()
        .describe(
          `Cap on all the runs the batches add, both sides together (default: ${EXTRA_RUNS_PER_CASE} a case of the suite, at least ${EXTRA_RUNS_AT_LEAST})`,
        ),
    })
    .default({ runs: 10, max_runs: 80 })
    .describe(
      'The sequential decision of the gate: undecided cells get batches of runs of head and base at the same time (when the base can be run: baseline rerun) until decided',
    ),
  tier: tierSchema,
  budget: budgetSchema,
  baseline: z
    .enum(BASELINE_MODES)
    .default('auto')
    .describe(
      'Where the base scores come from: auto (artifact, else rerun), artifact, rerun (base commit in a worktree), file, none',
    ),
  baseline_file: z
    .string()
    .optional()
    .describe('results.json (or its directory) for baseline: file, relative to the working directory'),
  tools: z
    .record(
      toolName,
      z.strictObject({
        description: z.string().optional().describe("The tool's description as the agent's model sees it"),
        input_schema: z.record(z.string(), z.unknown()).optional().describe('JSON Schema of its input'),
      }),
    )
    .default({})
    .describe(
      "The agent's tool definitions, for failure analysis when the trace does not carry gen_ai.tool.definitions",
    ),
  redact: z
    .array(
      z.string().superRefine((p, ctx) => {
        try {
          RE2JS.compile(p);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `not a valid RE2 regular expression (${(err as Error).message}); patterns run in linear time, so lookaround and backreferences are not supported`,
          });
        }
      }),
    )
    .default([])
    .describe(
      "Extra regular expressions (RE2 syntax, run in linear time) whose matches are redacted from the agent's output (well-known tokens and keys always are)",
    ),
  prices: z
    .record(z.string(), price)
    .default({})
    .describe(
      "USD per million tokens of the agent's own models, by model id as its spans name it; adds to the built-in table (judge.prices prices the judge)",
    ),
});

export type ConfigInput = z.input<typeof configSchema>;

export type Config = z.output<typeof configSchema>;
