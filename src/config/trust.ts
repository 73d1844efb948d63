// In a job that holds credentials, the pull request's config file is untrusted: whoever can edit it
// (a contributor, a bot, a coding agent without the workflow scope) must not decide where the job's
// credentials go, which code runs before the agent, which patterns run, or how the gate judges. Those
// keys come from the base branch's config (or the workflow's inputs); the rest (cases, repeats,
// tools) from the pull request, whose agent is what is tested.
import { type Config, configSchema } from './schema.js';

/** Keys that direct a credential, run code or decide the verdict: taken from the base. */
export const PROTECTED_KEYS = [
  'judge',
  'redact',
  'gate',
  'confirm',
  'baseline',
  'baseline_file',
  'agent.setup',
  'agent.pass_env',
] as const;

const get = (c: Config, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], c);

/** What a config says when it says nothing: the schema's defaults. */
const DEFAULTS = configSchema.parse({ agent: { command: 'true' }, cases: [{ name: 'x', input: 'x' }] });

export interface Guarded {
  config: Config;
  /** The protected keys the pull request's config changed, which were ignored. */
  ignored: string[];
}

/**
 * The pull request's config with every protected key taken from the base's (the schema's defaults
 * where the base has no config): `ignored` names the keys the pull request tried to change.
 */
export function protectFromPullRequest(pr: Config, base: Config | undefined): Guarded {
  const from = base ?? DEFAULTS;
  const ignored = PROTECTED_KEYS.filter((k) => JSON.stringify(get(pr, k)) !== JSON.stringify(get(from, k)));
  const config: Config = {
    ...pr,
    judge: from.judge,
    redact: from.redact,
    gate: from.gate,
    confirm: from.confirm,
    baseline: from.baseline,
    baseline_file: from.baseline_file,
    agent: { ...pr.agent, setup: from.agent.setup, pass_env: from.agent.pass_env },
  };
  return { config, ignored: [...ignored] };
}

/** The sentence the report carries when keys were ignored. */
export const ignoredNote = (ignored: string[], where: string): string =>
  `The pull request's config changes ${ignored.join(', ')}: ignored in this job, which holds credentials; they come from ${where} (the action input trust-pr-config: true takes them from the pull request, for trusted same-repository setups only).`;
