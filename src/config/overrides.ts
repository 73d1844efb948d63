// The one place where CLI flags and action inputs are laid over the config file.
import {
  type BaselineMode,
  type Config,
  DEFAULT_JUDGE_MODELS,
  DEFAULT_THRESHOLDS,
  type JudgeProvider,
  type TierSetting,
} from './schema.js';
import type { TierEvent } from './tier.js';

export interface Overrides {
  judge?: { provider?: JudgeProvider; model?: string; region?: string; endpoint?: string };
  repeat?: number;
  concurrency?: number;
  seed?: number;
  gate?: Partial<Config['gate']>;
  baseline?: BaselineMode;
  baselineFile?: string;
  tier?: TierSetting;
  /** What the job's event asks of an auto tier (config/tier.ts). */
  tierEvent?: TierEvent;
  /** Environment added to agent.env (the demo selects the example agent's mode this way). */
  agentEnv?: Record<string, string>;
}

const defined = <T extends object>(o: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export function applyOverrides(config: Config, o: Overrides = {}): Config {
  const judge = { ...config.judge, ...defined(o.judge) };
  // A model chosen for another provider does not carry over to the one the override picks.
  if (o.judge?.provider && o.judge.provider !== config.judge.provider && !o.judge.model)
    judge.model = DEFAULT_JUDGE_MODELS[o.judge.provider];
  return {
    ...config,
    // Cases with a repeat of their own keep it (expandCases reads case.repeat first).
    repeat: o.repeat ?? config.repeat,
    concurrency: o.concurrency ?? config.concurrency,
    seed: o.seed ?? config.seed,
    judge,
    gate: { ...config.gate, ...defined(o.gate) },
    // A baseline file given is a file baseline (a conflicting mode is refused where flags are read).
    baseline: o.baseline ?? (o.baselineFile ? 'file' : config.baseline),
    baseline_file: o.baselineFile ?? config.baseline_file,
    tier: o.tier ?? config.tier,
    agent: { ...config.agent, env: { ...config.agent.env, ...o.agentEnv } },
  };
}

/** Pass thresholds the config sets per evaluator (the gate's "threshold" rule reads them). */
export const evaluatorThresholds = (config: Config | undefined): Record<string, number> => ({
  ...DEFAULT_THRESHOLDS,
  ...Object.fromEntries(
    (config?.evaluators ?? []).flatMap((e) =>
      typeof e === 'object' && e.threshold !== undefined ? [[e.name, e.threshold]] : [],
    ),
  ),
});
