// In a job that holds credentials, the pull request's config file is untrusted: whoever can edit it
// (a contributor, a bot, a coding agent without the workflow scope) must not decide where the job's
// credentials go, which code runs before the agent, which patterns run, or how the gate judges. Those
// keys come from the base branch's config (or the workflow's inputs); the rest (cases, tools) from
// the pull request, whose agent is what is tested. What the verdict expects comes from the base too:
// its evaluators, its repeat counts and trace rules for the
// cases it has, the tools it says change state, and its cases (one the pull request drops is missing
// evidence, not a case that no longer counts).
import { expandCases } from './expand.js';
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
  'evaluators',
  'repeat',
  'side_effects',
  'tier',
  'budget',
] as const;

const get = (c: Config, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], c);

/** Keys that decide what the verdict expects: protected only where the base has a config. */
const VERDICT_KEYS: readonly string[] = ['evaluators', 'repeat', 'side_effects'];

/** What a config says when it says nothing: the schema's defaults. */
const DEFAULTS = configSchema.parse({ agent: { command: 'true' }, cases: [{ name: 'x', input: 'x' }] });

export interface Guarded {
  config: Config;
  /** The protected keys the pull request's config changed, which were ignored. */
  ignored: string[];
  /** The base's expanded cases and their repeats: what the verdict expects (undefined without a base config). */
  expected?: { name: string; repeat: number }[];
}

/** Variables that hold a credentialed job's own tokens, whatever its judge. */
const JOB_CREDENTIALS = ['GITHUB_TOKEN', 'GH_TOKEN', 'ACTIONS_*', 'INPUT_*'];

/** The variables the job's judge reads its credentials from. */
export function judgeCredentials(judge: Config['judge']): string[] {
  if (judge.provider === 'bedrock') return ['AWS_*'];
  if (judge.provider === 'openai') return [judge.api_key_env ?? 'OPENAI_API_KEY'];
  return [];
}

/** Could the pass_env pattern `a` let through a variable that `b` names (names, or prefixes ending in *)? */
const overlaps = (a: string, b: string): boolean => {
  const pa = a.endsWith('*') ? a.slice(0, -1) : undefined;
  const pb = b.endsWith('*') ? b.slice(0, -1) : undefined;
  if (pa !== undefined && pb !== undefined) return pa.startsWith(pb) || pb.startsWith(pa);
  if (pa !== undefined) return b.startsWith(pa);
  if (pb !== undefined) return a.startsWith(pb);
  return a === b;
};

export interface BaseWithoutConfig {
  /** The job's judge (with the workflow's inputs): its credential variables are never passed. */
  judge: Config['judge'];
}

/**
 * The pull request's config with every protected key taken from the base's (the schema's defaults
 * where the base has no config): `ignored` names the keys the pull request tried to change.
 * `absent`: the base was read and has no config (the pull request that adds agent-chaos). Then the
 * pull request's agent.setup applies (it is the agent's own build, as untrusted as agent.command) and
 * its agent.pass_env too, less every name that could carry this job's credentials (`withheld`).
 */
export function protectFromPullRequest(
  pr: Config,
  base: Config | undefined,
  absent?: BaseWithoutConfig,
): Guarded & { withheld?: string[] } {
  const from = base ?? DEFAULTS;
  // Without a base config there is no verdict to protect: the pull request's evaluators and repeats stand.
  const keys = base ? PROTECTED_KEYS : PROTECTED_KEYS.filter((k) => !VERDICT_KEYS.includes(k));
  const ignored: string[] = keys.filter((k) => JSON.stringify(get(pr, k)) !== JSON.stringify(get(from, k)));
  const repeat = base ? base.repeat : pr.repeat;
  // A case the base also has runs as many times as the base runs it.
  const baseRepeat = new Map((base?.cases ?? []).map((c) => [c.name, c.repeat ?? base!.repeat]));
  // ...and is held to the base's trace rules: a pull request cannot loosen the rules its agent breaks.
  const baseRules = new Map((base?.cases ?? []).map((c) => [c.name, c.expect]));
  const cases = pr.cases.map((c) => {
    const want = baseRepeat.get(c.name);
    let out = c;
    if (baseRules.has(c.name) && JSON.stringify(c.expect) !== JSON.stringify(baseRules.get(c.name))) {
      ignored.push(`cases.${c.name}.expect`);
      const { expect: _theirs, ...rest } = c;
      out = { ...rest, ...(baseRules.get(c.name) ? { expect: baseRules.get(c.name) } : {}) };
    }
    if (want === undefined || (c.repeat ?? repeat) === want) return out;
    if ((c.repeat ?? pr.repeat) !== want) ignored.push(`cases.${c.name}.repeat`);
    return { ...out, repeat: want };
  });
  const config: Config = {
    ...pr,
    cases,
    judge: from.judge,
    redact: from.redact,
    gate: from.gate,
    confirm: from.confirm,
    baseline: from.baseline,
    baseline_file: from.baseline_file,
    evaluators: base ? base.evaluators : pr.evaluators,
    side_effects: base ? base.side_effects : pr.side_effects,
    repeat,
    agent: { ...pr.agent, setup: from.agent.setup, pass_env: from.agent.pass_env },
  };
  let withheld: string[] | undefined;
  if (absent && !base) {
    const credentials = [...JOB_CREDENTIALS, ...judgeCredentials(absent.judge)];
    withheld = pr.agent.pass_env.filter((p) => credentials.some((c) => overlaps(p, c)));
    config.agent = {
      ...config.agent,
      setup: pr.agent.setup,
      pass_env: pr.agent.pass_env.filter((p) => !withheld!.includes(p)),
    };
    const agentKeys = new Set(['agent.setup', 'agent.pass_env']);
    for (let i = ignored.length - 1; i >= 0; i--) if (agentKeys.has(ignored[i])) ignored.splice(i, 1);
  }
  return {
    config,
    ignored: [...new Set(ignored)],
    ...(withheld ? { withheld } : {}),
    ...(base ? { expected: expandCases(base).map((c) => ({ name: c.name, repeat: c.repeat })) } : {}),
  };
}

/** The sentence the report carries on the pull request that adds the config. */
export function firstConfigNote(path: string, withheld: string[]): string {
  const less = withheld.length ? `, less ${withheld.join(', ')} (this job's credentials)` : '';
  return `The base branch has no ${path} yet (this pull request adds it): its agent.setup and agent.pass_env apply${less}; its judge, gate and redact settings take effect once it is on the default branch.`;
}

/** The sentence the report carries when keys were ignored. */
export const ignoredNote = (ignored: string[], where: string): string =>
  `The pull request's config changes ${ignored.join(', ')}: ignored in this job, which holds credentials; they come from ${where} (the action input trust-pr-config: true takes them from the pull request, for trusted same-repository setups only).`;
