// The values a few keys and flags take, apart from the schema so that the CLI can check its flags
// without loading zod and the whole config schema (`--version` and `--help` stay light).
export const JUDGE_PROVIDERS = ['bedrock', 'openai', 'heuristic', 'none'] as const;
export type JudgeProvider = (typeof JUDGE_PROVIDERS)[number];
export const BASELINE_MODES = ['auto', 'artifact', 'rerun', 'file', 'none'] as const;
export type BaselineMode = (typeof BASELINE_MODES)[number];
export const FAIL_ON = ['regression', 'overall', 'threshold', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];
/** How much a run decides: smoke (the first round, certain regressions only), full (the sequential decision), auto (chosen by the event). */
export const TIERS = ['smoke', 'full', 'auto'] as const;
export type TierSetting = (typeof TIERS)[number];
