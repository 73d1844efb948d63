// Action inputs, read inside a function (never at import time), validated into one typed object;
// an error names the input and what is allowed.
import * as core from '@actions/core';
import { z } from 'zod';
import { DEFAULT_CONFIG_PATH } from '../config/load.js';

const schema = z.object({
  mode: z.enum(['run', 'evaluate', 'report']),
  shard: z.string().regex(/^\s*\d+\s*\/\s*\d+\s*$/, 'i/n, e.g. 2/4').optional(),
  'artifacts-path': z.string().optional(),
  config: z.string().min(1),
  'working-directory': z.string().min(1),
  'github-token': z.string(),
  baseline: z.enum(['auto', 'artifact', 'rerun', 'file', 'none']).optional(),
  'baseline-file': z.string().optional(),
  'judge-provider': z.enum(['bedrock', 'openai', 'heuristic', 'none']).optional(),
  'judge-model': z.string().optional(),
  'judge-region': z.string().optional(),
  'fail-on': z.enum(['regression', 'overall', 'threshold', 'never']).optional(),
  comment: z.enum(['true', 'false']),
  repeat: z.string().regex(/^\d+$/, 'a whole number').optional(),
  concurrency: z.string().regex(/^\d+$/, 'a whole number').optional(),
  'artifact-name': z.string().min(1),
  'baseline-workflow': z.string().optional(),
});

export type RawInputs = z.infer<typeof schema>;

export interface ActionInputs {
  mode: 'run' | 'evaluate' | 'report';
  shard?: string;
  artifactsPath?: string;
  configPath: string;
  workingDirectory: string;
  token: string;
  baseline?: RawInputs['baseline'];
  baselineFile?: string;
  judge: { provider?: RawInputs['judge-provider']; model?: string; region?: string };
  failOn?: RawInputs['fail-on'];
  comment: boolean;
  repeat?: number;
  concurrency?: number;
  artifactName: string;
  /** Workflow file whose runs on the base branch uploaded the baseline (default: this workflow). */
  baselineWorkflow?: string;
}

export function readInputs(get: (name: string) => string = (n) => core.getInput(n)): ActionInputs {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const v = get(key).trim();
    raw[key] = v === '' ? undefined : v;
  }
  raw.mode ??= 'run';
  raw.config ??= DEFAULT_CONFIG_PATH;
  raw['working-directory'] ??= '.';
  raw['github-token'] ??= '';
  raw.comment ??= 'true';
  raw['artifact-name'] ??= 'agent-chaos-results';
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `input "${String(i.path[0])}": ${i.code === 'invalid_value' ? `must be one of ${i.values.join(', ')}` : i.message} (got "${raw[String(i.path[0])]}")`);
    throw new Error(`invalid action inputs:\n  ${problems.join('\n  ')}`);
  }
  const i = parsed.data;
  return {
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
    repeat: i.repeat ? Number(i.repeat) : undefined,
    concurrency: i.concurrency ? Number(i.concurrency) : undefined,
    artifactName: i['artifact-name'],
    baselineWorkflow: i['baseline-workflow'],
  };
}
