// The environment an agent runs with. The agent under test is untrusted code (a pull request can
// change it), so it does not inherit the job's environment: only what a program needs to run
// (PATH, HOME, locale, temp dirs), the config's agent.env, and the variables the config names in
// agent.pass_env, and OpenTelemetry's own settings (OTEL_*, but exporter headers and endpoints). The
// job's tokens and credentials (ACTIONS_*, GITHUB_TOKEN, the judge's AWS and OpenAI keys, the OIDC
// request variables, the action's INPUT_*) reach it only when listed there.

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

/**
 * OpenTelemetry's standard configuration (OTEL_*) passes too, so that instrumentations behave as
 * their docs say (OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT, OTEL_SEMCONV_STABILITY_OPT_IN,
 * OTEL_SERVICE_NAME...). Not the exporter headers (a collector's credentials) nor the exporter
 * endpoints (the run's receiver is the only one: another would take the spans, and the data, away).
 */
const OTEL_WITHHELD = /^OTEL_EXPORTER_OTLP_(?:[A-Z]+_)?(?:HEADERS|ENDPOINT)$/;
const standardOtel = (name: string) => name.startsWith('OTEL_') && !OTEL_WITHHELD.test(name);

/** The job's variables an agent may see: the base list plus `passEnv` (names, or prefixes ending in *). */
export function agentEnvironment(
  passEnv: string[],
  agentEnv: Record<string, string>,
  parent: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const allowed = [...BASE_ENV, ...passEnv];
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(parent))
    if (v !== undefined && (standardOtel(k) || allowed.some((p) => matches(k, p)))) env[k] = v;
  return { ...env, ...agentEnv };
}

/**
 * Why the agent would not run as meant: a variable of agent.require_env that its environment would
 * not hold (unset or empty in the job, or not passed). Undefined when every one is there.
 */
export function missingRequiredEnv(
  agent: { pass_env: string[]; env: Record<string, string>; require_env: string[] },
  parent: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const env = agentEnvironment(agent.pass_env, agent.env, parent);
  const gone = agent.require_env.filter((n) => !env[n]);
  if (!gone.length) return undefined;
  const unpassed = gone.filter((n) => !(n in agent.env) && !agent.pass_env.some((p) => matches(n, p)));
  const them = unpassed.length > 1 ? 'them' : 'it';
  if (unpassed.length)
    return `the agent was not run: agent.require_env names ${unpassed.join(', ')}, which agent.pass_env does not pass: add ${them} to agent.pass_env`;
  return `the agent was not run: ${gone.join(', ')} (agent.require_env) is not set in this job. A fork's pull request gets no secrets; otherwise set it in the env of the step that runs agent-chaos (docs/action.md, "The agent's model key")`;
}

/**
 * A value that is plainly a setting, not a credential: one word of letters (`openinference`,
 * `production`), a number, or a URL or absolute path with no user, password or query in it
 * (`http://127.0.0.1:4000/v1`). Redacting those wherever they appear would rewrite the trace itself
 * (an instrumentation's scope name, the model endpoint), and none of them opens anything.
 */
const plainSetting = (v: string): boolean =>
  /^[A-Za-z]+$/.test(v) || /^-?\d+(?:\.\d+)?$/.test(v) || /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s@?#]*$/i.test(v);

/**
 * The values the agent is handed from the job through agent.pass_env and agent.require_env: secrets
 * whatever their names (an `LLM_KEY` is a model key), so redaction hides them from every output. The
 * base list and OpenTelemetry's settings are not among them (paths and locales are no secrets), nor
 * values that are plainly settings (plainSetting).
 */
export function givenValues(
  agent: { pass_env: string[]; require_env: string[] },
  parent: NodeJS.ProcessEnv = process.env,
): string[] {
  const named = [...agent.pass_env, ...agent.require_env];
  const out: string[] = [];
  for (const [k, v] of Object.entries(parent))
    if (v && named.some((p) => matches(k, p)) && !BASE_ENV.some((p) => matches(k, p)) && !standardOtel(k))
      if (!plainSetting(v)) out.push(v);
  return out;
}
