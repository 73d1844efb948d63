// Why an agent run failed, read from what it wrote to stderr, in one line with the fix: a module or a
// command that is not there, an exporter sending somewhere other than the run's endpoint, a variable
// set here but not passed to the agent. The line goes on the run's error (the report, the comment);
// the stderr itself stays in the log and the journal. Only names are taken from stderr, each matched
// whole (a module, a command, a port, a variable of this process's own environment), never its text.
import { BASE_ENV } from './environment.js';

const NAME = /^[@\w./:-]{1,120}$/;

function missingModule(stderr: string): string | undefined {
  const m =
    /Cannot find (?:package|module) '([^']+)'/.exec(stderr) ??
    /ModuleNotFoundError: No module named '([^']+)'/.exec(stderr);
  if (!m || !NAME.test(m[1])) return undefined;
  return `module ${m[1]} not found: install the agent's dependencies where it runs (agent.workdir), for example in agent.setup (npm ci, pip install -r requirements.txt)`;
}

function missingCommand(stderr: string): string | undefined {
  const m = /(?:^|\n)(?:\/bin\/)?(?:ba|da)?sh: (?:\d+: )?(?:line \d+: )?([^\s:]+): (?:command )?not found/.exec(stderr);
  if (!m || !NAME.test(m[1])) return undefined;
  return `command ${m[1]} not found: check agent.command, and that the program is installed where the agent runs`;
}

/** The OTLP exporters' default ports: an exporter with a URL written in code sends there. */
const OTLP_PORTS = new Set(['4317', '4318']);

function exporterElsewhere(stderr: string, endpoint: string | undefined): string | undefined {
  const m = /ECONNREFUSED (?:127\.0\.0\.1|::1|\[::1\]|localhost|0\.0\.0\.0):(\d+)/.exec(stderr);
  if (!m || !OTLP_PORTS.has(m[1])) return undefined;
  if (endpoint && new URL(endpoint).port === m[1]) return undefined;
  return `the agent's exporter sent its spans to port ${m[1]}, where nothing listens: let it read OTEL_EXPORTER_OTLP_ENDPOINT, which agent-chaos sets for each run (new OTLPTraceExporter() without a url)`;
}

/** The job's own credentials and settings: never advised into the agent's environment. */
const THE_JOBS = /^(?:GITHUB|ACTIONS|RUNNER|INPUT)_/;

function variableNotPassed(stderr: string, runEnv: NodeJS.ProcessEnv, here: NodeJS.ProcessEnv): string | undefined {
  for (const m of stderr.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) {
    const name = m[0];
    if (!here[name] || runEnv[name] !== undefined || BASE_ENV.includes(name) || THE_JOBS.test(name)) continue;
    return `${name} is set here but not passed to the agent: add it to agent.pass_env`;
  }
  return undefined;
}

/**
 * The cause of a failed run and its fix, when its stderr shows a known one. `runEnv`: the agent's
 * environment; `here`: agent-chaos's own (a variable set here and missing there was not passed).
 */
export function runFailureCause(
  stderr: string | undefined,
  runEnv: NodeJS.ProcessEnv,
  here: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (!stderr) return undefined;
  return (
    missingModule(stderr) ??
    missingCommand(stderr) ??
    exporterElsewhere(stderr, runEnv.OTEL_EXPORTER_OTLP_ENDPOINT) ??
    variableNotPassed(stderr, runEnv, here)
  );
}
