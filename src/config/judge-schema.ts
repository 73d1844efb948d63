// The judge section of the config: which judge reads the agent's words, how it is admitted, what it
// may spend. Part of the protected config: on a pull request it is read from the base branch.
import { z } from 'zod';
import { duration } from './effects-schema.js';
import { JUDGE_PROVIDERS, type JudgeProvider } from './enums.js';

/** A model's price: USD per million tokens in and out (judge/budget.ts prices with it). */
export const price = z.strictObject({ input_per_mtok: z.number().min(0), output_per_mtok: z.number().min(0) });

export const DEFAULT_JUDGE_MODELS: Record<JudgeProvider, string> = {
  bedrock: 'global.anthropic.claude-sonnet-4-6',
  openai: 'gpt-4o',
  heuristic: 'heuristic',
  none: 'none',
};

const judgeObject = z.strictObject({
  provider: z.enum(JUDGE_PROVIDERS).default('bedrock'),
  model: z
    .string()
    .optional()
    .describe('Model id (default: global.anthropic.claude-sonnet-4-6 on bedrock, gpt-4o on openai)'),
  region: z.string().optional().describe('AWS region for Bedrock (default: the AWS SDK chain, then us-east-1)'),
  endpoint: z
    .string()
    .url()
    .optional()
    .describe('Endpoint URL override (VPC endpoint, proxy, OpenAI-compatible base URL)'),
  api_key_env: z.string().optional().describe('Environment variable holding the API key (openai provider)'),
  concurrency: z.number().int().min(1).max(64).default(4),
  timeout: duration.default(120_000).describe('Per judge request time limit; a stalled request is retried'),
  deadline: duration
    .default(1_800_000)
    .describe(
      'Time limit for all judging of a job; runs not judged by then are reported "not judged" (and count against gate.max_judge_errors)',
    ),
  calibration: z
    .string()
    .optional()
    .describe(
      'calibration.json written by `agent-chaos calibrate` for this judge model: the report names its agreement',
    ),
  admission: z
    .strictObject({
      certificate: z
        .string()
        .min(1)
        .optional()
        .describe(
          "The judge's admission certificate, written by `agent-chaos calibrate --certificate` (on a pull request read at the base commit), or measure: this job measures one on agent-chaos's held-out set (about 200 judge calls). The heuristic's is built in; without one an LLM judge's results are advisory",
        ),
      min: z
        .number()
        .min(0)
        .max(1)
        .default(0.8)
        .describe(
          "The 95% lower bounds an evaluator's certificate needs, of made-up or failed sessions failed and of sound ones passed, for the judge to gate it; under it the evaluator's results are advisory",
        ),
    })
    .default({ min: 0.8 }),
  offline_sure: z
    .boolean()
    .default(true)
    .describe("With an LLM judge: a certified sure rule's offline reading stands (1 in 10 audited)"),
  ungated_runs: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(1)
    .describe(
      "With an LLM judge: how many of each case's runs it reads for evaluators that do not gate (failure_analysis); the offline judge reads the others",
    ),
  fallback: z
    .enum(['heuristic', 'fail'])
    .default('heuristic')
    .describe('Without AWS credentials for Bedrock: score with the heuristic judge (with a warning), or fail'),
  budget: z
    .strictObject({
      max_calls: z.number().int().min(0).optional(),
      max_cost_usd: z.number().min(0).optional(),
    })
    .default({}),
  prices: z
    .record(z.string(), price)
    .default({})
    .describe('USD per million tokens, by model id; adds to the built-in table'),
});

export const judgeSchema = judgeObject.transform((j) => ({ ...j, model: j.model ?? DEFAULT_JUDGE_MODELS[j.provider] }));
