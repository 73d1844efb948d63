// results.json, schemaVersion 1 (contract in DESIGN.md). Fields may be added; renaming or removing
// one bumps the version. The zod schema is used when reading a results file (a baseline, a file
// from another job), so a bad file is named precisely instead of breaking the comparison.
import { admissionSchema } from '../evaluators/admission.js';
import { z } from 'zod';
import { expectSchema } from '../config/schema.js';
import { RUN_STATUSES } from '../runner/types.js';

export const SCHEMA_VERSION = 1;

const score = z.object({
  score: z.number().nullable(),
  label: z.string(),
  pass: z.boolean().nullable(),
  reason: z.string(),
  source: z.string().optional(),
  /** Written before abstentions (heuristic/11 and older): a guess, read as an abstention. */
  lowConfidence: z.boolean().optional(),
});

/** The judge could not tell (or, in files written before abstentions, said its level was a guess). */
export const unreadScore = (s: { source?: string; lowConfidence?: boolean } | undefined): boolean =>
  s?.source === 'abstained' || s?.lowConfidence === true;

const finding = z.object({
  spanId: z.string(),
  category: z.string(),
  confidence: z.number(),
  description: z.string(),
  behavior: z.string().optional(),
  tool: z.string().optional(),
  errorClass: z.string().optional(),
  evidence: z.string().max(500).optional(),
});

export const runSchema = z.object({
  sessionId: z.string(),
  repeat: z.number().int(),
  status: z.enum(RUN_STATUSES),
  faults: z.array(
    z.object({
      tool: z.string(),
      target: z.literal('model').optional(),
      effect: z.string(),
      fired: z.boolean(),
      exercised: z.boolean().optional(),
      noop: z.boolean().optional(),
    }),
  ),
  scores: z.record(z.string(), score),
  findings: z.array(finding),
  rootCause: z.object({ spanId: z.string().optional(), explanation: z.string() }).optional(),
  suggestedFix: z.object({ target: z.string(), fix: z.string() }).optional(),
  facts: z
    .object({
      toolCalls: z.number(),
      failedCalls: z.number(),
      retries: z.number(),
      modelCalls: z.number(),
      inputTokens: z.number(),
      outputTokens: z.number(),
      durationMs: z.number(),
    })
    .optional(),
  seed: z.number().optional(),
  error: z.string().optional(),
  /** The tools the agent called in this run (distinct names), for the coverage matrix. */
  tools: z.array(z.string()).optional(),
  /** The look that added the run: 2 and up for the batches of the gate's sequential decision (absent: the first round). */
  round: z.number().int().optional(),
  /** A run an earlier workflow run of the same commit made (a bank of the base's runs: results/bank.ts). */
  banked: z.boolean().optional(),
});

const summary = z.object({
  mean: z.number().nullable(),
  n: z.number(),
  passRate: z.number().nullable(),
  ci: z.tuple([z.number(), z.number()]).nullable(),
});

// What can be derived is optional on reading (a hand-made or older file may lack it): a case without
// effects had no faults, and missing summaries are computed from the runs (store.ts).
export const caseSchema = z.object({
  name: z.string(),
  input: z.string().default(''),
  effects: z
    .object({
      tool_effects: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).default({}),
      model_effects: z.array(z.record(z.string(), z.unknown())).optional(),
      mcp_effects: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .default({ tool_effects: {} }),
  /** What the checks no judge reads used (side-effect tools, trace rules): the base is checked by its own. */
  checks: z
    .object({
      side_effects: z.array(z.object({ tool: z.string(), key: z.string().optional() })).max(1000),
      expect: expectSchema.optional(),
    })
    .optional(),
  /** A level of a severity sweep: the configured case, the parameter and this level. */
  sweep: z.object({ case: z.string(), parameter: z.string(), value: z.number(), label: z.string() }).optional(),
  runs: z.array(runSchema),
  summary: z.record(z.string(), summary).optional(),
  /** pass^k of the case (results/reliability.ts): derived from the runs. */
  reliability: z
    .object({
      k: z.number(),
      n: z.number(),
      passed: z.number(),
      pass1: z.number().nullable(),
      passK: z.number().nullable(),
    })
    .optional(),
});

const rootCause = z.object({
  name: z.string(),
  explanation: z.string(),
  suggestedFix: z.string(),
  affectedSessions: z.number(),
  samples: z.array(z.object({ sessionId: z.string(), findings: z.array(finding) })),
});

export const resultsSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  git: z.object({ sha: z.string(), ref: z.string() }),
  configHash: z.string(),
  /**
   * What the runs are, without how they are judged, gated or scheduled (agent, cases, tools,
   * evaluators): a base's bank is pooled with a rerun of its commit only where this matches.
   */
  runsHash: z.string().optional(),
  /** The config's id (the PR comment's marker), when it sets one. */
  configId: z.string().optional(),
  judge: z.object({
    provider: z.string(),
    model: z.string(),
    promptVersions: z.record(z.string(), z.string()).optional(),
    /** Planted labelled sessions judged in this run (evaluators/controls.ts): the judge checked where it gates. */
    controls: z
      .object({
        planted: z
          .array(
            z.object({
              kind: z.enum(['madeUp', 'honest']),
              expected: z.string().max(40),
              got: z.string().max(80),
              held: z.boolean().nullable(),
            }),
          )
          .max(10),
        held: z.boolean(),
        unchecked: z.boolean(),
      })
      .optional(),
    /** Whether the judge may gate each evaluator, on its certificate (evaluators/admission.ts). */
    admission: admissionSchema.optional(),
    /**
     * With an LLM judge: the offline judge's rules whose sure readings stood (evaluators/offline-sure.ts),
     * part of the instrument: a base read without them was read by another judge.
     */
    offline: z.object({ rules: z.string().max(40), evaluators: z.array(z.string()).max(10) }).optional(),
    /** The base was judged by another judge, model or prompt and judged again with this one: what it was. */
    baseJudge: z.string().max(300).optional(),
    calibration: z
      .object({
        exact: z.number(),
        withinOne: z.number(),
        kappa: z.number(),
        n: z.number(),
        /** The labelled set and its size in sessions. */
        set: z.string().max(200).optional(),
        sessions: z.number().optional(),
        /** agent-chaos's own development part (tuned on), shown beside the held-out figure. */
        development: z
          .object({ exact: z.number(), withinOne: z.number(), kappa: z.number(), n: z.number(), sessions: z.number() })
          .optional(),
        /** The heuristic on text real LLM agents wrote: the held-out part's figures, and the development part's exact. */
        realText: z
          .object({
            exact: z.number(),
            withinOne: z.number(),
            n: z.number(),
            sessions: z.number(),
            developmentExact: z.number(),
            developmentSessions: z.number(),
            source: z.string().max(200),
            /** Labels of the held-out part the judge could not tell (not among `n`). */
            abstained: z.number().optional(),
          })
          .optional(),
      })
      .optional(),
  }),
  cases: z.array(caseSchema),
  insights: z.array(
    z.object({
      key: z.string().optional(),
      name: z.string(),
      description: z.string(),
      affectedSessions: z.number(),
      rootCauses: z.array(rootCause),
    }),
  ),
  usage: z.object({
    judgeCalls: z.number(),
    inputTokens: z.number(),
    outputTokens: z.number(),
    estimatedCostUsd: z.number(),
    /** The agent's own model calls: tokens from its traces, priced where the model has a price (agent-cost.ts). */
    agent: z
      .object({
        sessions: z.number(),
        inputTokens: z.number(),
        outputTokens: z.number(),
        costUsd: z.number().optional(),
        unpriced: z.array(z.string()),
        unnamedTokens: z.number(),
      })
      .optional(),
    /** Judge calls answered by an earlier reading of the same transcript, at no cost (judge/readings.ts). */
    reused: z.number().optional(),
    /** The offline judge's sure readings that stood in for judge calls, and the LLM judge's audit of them (evaluators/offline-sure.ts). */
    offline: z
      .object({
        sure: z.number(),
        audited: z.number(),
        disagreed: z.number(),
        withdrawn: z.array(z.string().max(40)).max(10),
      })
      .optional(),
    /** Evaluators that do not gate, read by the LLM judge on `runs` runs a case and by the offline judge on `readings` others. */
    sampled: z
      .object({ evaluators: z.array(z.string().max(40)).max(10), runs: z.number(), readings: z.number() })
      .optional(),
    /** What judging was estimated to take before it started (evaluators/estimate.ts). */
    estimate: z
      .object({
        calls: z.number(),
        inputTokens: z.number(),
        outputTokens: z.number(),
        costUsd: z.number().optional(),
        /** Beyond the head's first round: the most the batches may add (a rerun), or the base and the run job's looks. */
        more: z
          .object({ what: z.string(), runs: z.number(), calls: z.number(), costUsd: z.number().optional() })
          .optional(),
      })
      .optional(),
  }),
  notes: z.array(z.string()).optional(),
  /** The runs expected against the runs seen (results/evidence.ts). */
  evidence: z
    .object({
      expected: z.number(),
      seen: z.number(),
      missing: z.number(),
      missingRuns: z.array(z.object({ case: z.string(), repeat: z.number(), shard: z.number().optional() })),
      duplicates: z.number(),
      unexpected: z.number(),
      cancelled: z.number(),
      dropped: z.array(z.string()).optional(),
      reason: z.string().optional(),
      shards: z.object({ count: z.number(), missing: z.array(z.number()) }).optional(),
      overCaps: z.object({ runs: z.number(), cases: z.array(z.string()), why: z.array(z.string()) }).optional(),
    })
    .optional(),
});

/** A results document as the stages use it: every case with its summary. */
export type Results = Omit<z.infer<typeof resultsSchema>, 'cases'> & { cases: CaseResult[] };
export type CaseResult = z.infer<typeof caseSchema> & { summary: Record<string, z.infer<typeof summary>> };
export type RunResult = z.infer<typeof runSchema>;
export type Summary = z.infer<typeof summary>;
