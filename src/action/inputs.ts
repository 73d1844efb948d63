// Action inputs, read inside a function (never at import time), validated and shaped into one typed
// object by a single zod schema; an error names the input and what is allowed.
import { z } from 'zod';
import { DEFAULT_CONFIG_PATH } from '../config/load.js';
import { BASELINE_MODES, FAIL_ON, JUDGE_PROVIDERS, TIERS } from '../config/schema.js';
import { DEFAULT_ARTIFACT_NAME } from './github/artifact.js';

const whole = z.string().regex(/^\d+$/, 'a whole number').transform(Number).optional();

const schema = z
  .object({
    mode: z.enum(['run', 'evaluate', 'report']).default('run'),
    shard: z
      .string()
      .regex(/^\s*\d+\s*\/\s*\d+\s*$/, 'i/n, e.g. 2/4')
      .optional(),
    'artifacts-path': z.string().optional(),
    config: z.string().min(1).default(DEFAULT_CONFIG_PATH),
    'working-directory': z.string().min(1).default('.'),
    'github-token': z.string().default(''),
    baseline: z.enum(BASELINE_MODES).optional(),
    'baseline-file': z.string().optional(),
    'judge-provider': z.enum(JUDGE_PROVIDERS).optional(),
    'judge-model': z.string().optional(),
    'judge-region': z.string().optional(),
    'fail-on': z.enum(FAIL_ON).optional(),
    comment: z.enum(['true', 'false']).default('true'),
    repeat: whole,
    concurrency: whole,
    'artifact-name': z.string().min(1).default(DEFAULT_ARTIFACT_NAME),
    'baseline-workflow': z.string().optional(),
    'trust-pr-config': z.enum(['true', 'false']).default('false'),
    tier: z.enum(TIERS).optional(),
    'full-label': z.string().min(1).max(50).default('agent-chaos:full'),
  })
  .transform((i) => ({
    mode: i.mode,
    shard: i.shard,
    artifactsPath: i['artifacts-path'],
    configPath: i.config,
    workingDirectory: i['working-directory'],
    token: i['github-token'],
    baseline: i.baseline,
    baselineFile: i['baseline-file'],
    judge: { provider: i['judge-provider'], model: i['judge-model'], region: i['judge-region'] },
    failOn: i['fail-on'],
    comment: i.comment === 'true',
    repeat: i.repeat,
    concurrency: i.concurrency,
    artifactName: i['artifact-name'],
    /** Workflow file whose runs on the base branch uploaded the baseline (default: this workflow). */
    baselineWorkflow: i['baseline-workflow'],
    /** Take the judge, redact, gate and setup keys from the pull request's config (trusted same-repository setups only). */
    trustPrConfig: i['trust-pr-config'] === 'true',
    /** smoke, full or auto (config/tier.ts); default: the config's. */
    tier: i.tier,
    /** The label that asks an auto tier for the full decision. */
    fullLabel: i['full-label'],
  }));

export type ActionInputs = z.output<typeof schema>;
export const INPUT_NAMES = Object.keys(schema.in.shape);

export function readInputs(get: (name: string) => string): ActionInputs {
  const raw: Record<string, string | undefined> = {};
  for (const key of INPUT_NAMES) {
    const v = get(key).trim();
    raw[key] = v === '' ? undefined : v;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      const what = i.code === 'invalid_value' ? `must be one of ${i.values.join(', ')}` : i.message;
      return `input "${name}": ${what} (got "${raw[name]}")`;
    });
    throw new Error(`invalid action inputs:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
