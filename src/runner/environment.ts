// The environment an agent runs with. The agent under test is untrusted code (a pull request can
// change it), so it does not inherit the job's environment: only what a program needs to run
// (PATH, HOME, locale, temp dirs), the config's agent.env, and the variables the config names in
// agent.pass_env. The job's tokens and credentials (ACTIONS_*, GITHUB_TOKEN, the judge's AWS and
// OpenAI keys, the OIDC request variables, the action's INPUT_*) reach it only when listed there.

/** Passed through from the job's environment to every agent (and to agent.setup). */
export const BASE_ENV = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TERM',
  'LANG',
  'LANGUAGE',
  'LC_*',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  'CI',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
];

const matches = (name: string, pattern: string) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

/** The job's variables an agent may see: the base list plus `passEnv` (names, or prefixes ending in *). */
export function agentEnvironment(
  passEnv: string[],
  agentEnv: Record<string, string>,
  parent: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const allowed = [...BASE_ENV, ...passEnv];
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(parent)) if (v !== undefined && allowed.some((p) => matches(k, p))) env[k] = v;
  return { ...env, ...agentEnv };
}
