// The CLI: one function per command, each a thin shell over the pipeline modules. A command's
// module is loaded when it runs: `--version`, `--help` and a usage error parse none of them.
import { parseArgs } from 'node:util';
import { type CliIO, processIO } from './io.js';
import { VERSION } from '../version.js';
import { BASELINE_MODES, FAIL_ON, JUDGE_PROVIDERS, TIERS } from '../config/enums.js';

/** A flag's value checked against its allowed values (the config schema's enums). */
class UsageError extends Error {}
function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  throw new UsageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}")`);
}
function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${flag} must be a whole number (got "${value}")`);
  return Number(value);
}
const judgeFlags = (
  v: { judge?: string; model?: string; region?: string; endpoint?: string },
  allowed: readonly (typeof JUDGE_PROVIDERS)[number][],
) => ({
  provider: oneOf('judge', v.judge, allowed),
  model: v.model,
  region: v.region,
  endpoint: v.endpoint,
});

const USAGE = `agent-chaos ${VERSION}: chaos-test an AI agent's failure handling from its OpenTelemetry traces

Usage:
  agent-chaos demo [--mode careful|fabricate] [--traces]
                                             run the example agent under chaos, scored offline (--traces: show bundled real traces)
  agent-chaos run [--config <yml>] [--out <dir>] [--judge bedrock|openai|heuristic|none] [--model <id>] [--region <r>]
                  [--endpoint <url>] [--repeat <n>] [--concurrency <n>] [--seed <n>] [--resume]
                  [--baseline auto|artifact|rerun|file|none] [--baseline-file <results>] [--base-ref <commit>] [--tier smoke|full]
                                             run the chaos cases against your agent, score, compare with the base; exit 1 on a regression
  agent-chaos inspect <file...> [--json]     print the sessions in trace files (OTLP JSON/JSONL/protobuf, CloudWatch exports)
  agent-chaos eval --traces <file...> --out <dir> [--config <yml>] [--judge bedrock|openai|heuristic]
                   [--model <id>] [--region <r>] [--endpoint <url>]
                                             score stored traces; write results.json and sessions.jsonl
  agent-chaos compare --base <dir|results.json> --head <dir|results.json> [--format markdown|json]
                      [--config <yml>] [--fail-on regression|overall|threshold|never] [--min-effect <x>]
                                             compare two results; print the report; exit 1 when the gate fails
  agent-chaos report --results <dir|results.json> [--base <dir|results.json>] [--format markdown|json]
                                             print the PR comment's report for results (alone, or against a base)
  agent-chaos calibrate [--set <file.jsonl>] [--config <yml>] [--judge bedrock|openai|heuristic] [--model <id>] [--region <r>]
                        [--endpoint <url>] [--out <dir>] [--certificate <file>]
                                             measure a judge against labelled sessions (exact, within one, kappa): agent-chaos's
                                             held-out and development parts, or your own set (docs/calibration.md); --config: the
                                             judge a config sets; --certificate: write the judge's admission certificate
  agent-chaos plan [--results <dir|results.json>] [--config <yml>] [--all]
                                             write cases for the tool x fault cells no run exercised (--all: data faults too)
  agent-chaos mcp-proxy -- <server command...>
                                             stdio MCP proxy that applies the case's faults to tools/call
  agent-chaos validate [--config <yml>] [--strands] [--cost [--results <dir>]]
                                             check a config file (default .github/agent-chaos.yml) and list expanded cases;
                                             --strands: what Strands' ChaosCase would reject or ignore is an error;
                                             --cost: the judge calls, tokens and price a pull request will take,
                                             and with --results the agent's model calls in money
  agent-chaos init [--dir <project>] [--force]
                                             write a starter config (the framework and tools found) and the workflow
  agent-chaos schema                         print the config's JSON Schema
  agent-chaos --version | --help`;

/** The usage lines of one command (its entry in USAGE), or undefined for an unknown command. */
export function usageOf(command: string): string | undefined {
  const lines = USAGE.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`  agent-chaos ${command} `) || l === `  agent-chaos ${command}`);
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && /^ {3,}\S/.test(lines[end]) && !lines[end].trimStart().startsWith('agent-chaos ')) end++;
  return `agent-chaos ${VERSION}\n\nUsage:\n${lines.slice(start, end).join('\n')}`;
}

/** A command: its words after the command name, and the CLI's output. */
type Command = (rest: string[], io: CliIO) => Promise<number>;

/** Prints the sessions in trace files. */
const inspect: Command = async (rest, io) => {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false } },
  });
  return await (await import('./inspect.js')).inspectCommand(positionals, { json: !!values.json }, io);
};

/** Scores stored traces. */
const evalTraces: Command = async (rest, io) => {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      traces: { type: 'string', multiple: true, default: [] },
      config: { type: 'string', short: 'c' },
      judge: { type: 'string' },
      model: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      out: { type: 'string', default: '.agent-chaos' },
      'token-budget': { type: 'string' },
    },
  });
  return await (await import('./eval.js')).evalCommand(
    {
      traces: [...(values.traces ?? []), ...positionals],
      config: values.config,
      judge: judgeFlags(
        values,
        JUDGE_PROVIDERS.filter((p) => p !== 'none'),
      ),
      out: values.out ?? '.agent-chaos',
      tokenBudget: wholeNumber('token-budget', values['token-budget']),
    },
    io,
  );
};

/** Measures a judge against labelled sessions. */
const calibrate: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      judge: { type: 'string' },
      model: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      out: { type: 'string', default: '.agent-chaos' },
      set: { type: 'string' },
      config: { type: 'string', short: 'c' },
      certificate: { type: 'string' },
    },
  });
  const configJudge = values.config
    ? { ...(await (await import('../config/load.js')).loadConfig(values.config)).judge }
    : undefined;
  return await (await import('./calibrate.js')).calibrateCommand(
    {
      set: values.set,
      certificate: values.certificate,
      configJudge,
      judge: judgeFlags(
        values,
        JUDGE_PROVIDERS.filter((p) => p !== 'none'),
      ),
      out: values.out ?? '.agent-chaos',
    },
    io,
  );
};

/** Checks a config file. */
const validate: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      config: { type: 'string', short: 'c' },
      strands: { type: 'boolean', default: false },
      cost: { type: 'boolean', default: false },
      results: { type: 'string' },
    },
  });
  return await (await import('./config-commands.js')).validateCommand(values.config, io, {
    strands: !!values.strands,
    cost: !!values.cost,
    results: values.results,
  });
};

/** Runs the example agent under chaos. */
const demo: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      traces: { type: 'boolean', default: false },
      mode: { type: 'string' },
      out: { type: 'string', default: '.agent-chaos/demo' },
    },
  });
  if (values.mode && !['careful', 'fabricate'].includes(values.mode)) {
    io.err(`demo: --mode must be careful or fabricate (got "${values.mode}")`);
    return 2;
  }
  return await (await import('./demo.js')).demoCommand(
    { traces: !!values.traces, mode: values.mode, out: values.out ?? '.agent-chaos/demo' },
    io,
  );
};

/** Runs the chaos cases against the agent, scores, compares, gates. */
const run: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      config: { type: 'string', short: 'c' },
      out: { type: 'string', default: '.agent-chaos' },
      judge: { type: 'string' },
      model: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      repeat: { type: 'string' },
      concurrency: { type: 'string' },
      seed: { type: 'string' },
      resume: { type: 'boolean', default: false },
      baseline: { type: 'string' },
      'baseline-file': { type: 'string' },
      'base-ref': { type: 'string' },
      tier: { type: 'string' },
    },
  });
  const repeat = wholeNumber('repeat', values.repeat);
  if (repeat === 0) throw new UsageError('--repeat must be at least 1 (0 runs nothing, and nothing proves nothing)');
  if (values['baseline-file'] && values.baseline && values.baseline !== 'file')
    throw new UsageError(`--baseline-file goes with --baseline file (got --baseline ${values.baseline})`);
  // The agents' launcher starts while the modules and the config of `run` load.
  (await import('../runner/launcher.js')).startLauncherEarly();
  return await (await import('./run.js')).runCommand(
    {
      config: values.config,
      out: values.out ?? '.agent-chaos',
      overrides: {
        judge: judgeFlags(values, JUDGE_PROVIDERS),
        repeat,
        concurrency: wholeNumber('concurrency', values.concurrency),
        seed: wholeNumber('seed', values.seed),
        baseline: oneOf('baseline', values.baseline, BASELINE_MODES),
        baselineFile: values['baseline-file'],
        tier: oneOf('tier', values.tier, TIERS),
      },
      resume: !!values.resume,
      baseRef: values['base-ref'],
    },
    io,
  );
};

/** Compares two results and gates. */
const compare: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      format: { type: 'string', default: 'markdown' },
      config: { type: 'string', short: 'c' },
      'fail-on': { type: 'string' },
      'min-effect': { type: 'string' },
    },
  });
  if (!values.base || !values.head) {
    io.err('compare: give --base and --head (a results directory or a results.json each)');
    return 2;
  }
  if (values.format !== 'markdown' && values.format !== 'json') {
    io.err(`compare: --format must be markdown or json (got "${values.format}")`);
    return 2;
  }
  const minEffect = values['min-effect'] === undefined ? undefined : Number(values['min-effect']);
  if (minEffect !== undefined && !(minEffect >= 0 && minEffect <= 1)) {
    io.err(`compare: --min-effect must be a number from 0 to 1 (got "${values['min-effect']}")`);
    return 2;
  }
  return await (await import('./compare.js')).compareCommand(
    {
      base: values.base,
      head: values.head,
      format: values.format,
      config: values.config,
      failOn: oneOf('fail-on', values['fail-on'], FAIL_ON),
      minEffect,
    },
    io,
  );
};

/** Prints the report of results, alone or against a base. */
const report: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      results: { type: 'string' },
      base: { type: 'string' },
      format: { type: 'string', default: 'markdown' },
      config: { type: 'string', short: 'c' },
    },
  });
  if (!values.results) {
    io.err('report: give --results (a results directory or a results.json)');
    return 2;
  }
  if (values.format !== 'markdown' && values.format !== 'json') {
    io.err(`report: --format must be markdown or json (got "${values.format}")`);
    return 2;
  }
  return await (await import('./compare.js')).compareCommand(
    { base: values.base, head: values.results, format: values.format, config: values.config },
    io,
  );
};

/** Writes cases for the cells no run exercised. */
const plan: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: {
      results: { type: 'string', default: '.agent-chaos' },
      config: { type: 'string', short: 'c' },
      all: { type: 'boolean', default: false },
    },
  });
  return await (await import('./plan.js')).planCommand(
    { results: values.results ?? '.agent-chaos', config: values.config, all: !!values.all },
    io,
  );
};

/** The stdio MCP proxy: the words after `--` are the server's command. */
const mcpProxy: Command = async (rest) => {
  const dash = rest.indexOf('--');
  return await (await import('../chaos/mcp-proxy.js')).runMcpProxy(dash >= 0 ? rest.slice(dash + 1) : rest, {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  });
};

/** Writes a starter config and workflow for a project. */
const init: Command = async (rest, io) => {
  const { values } = parseArgs({
    args: rest,
    options: { dir: { type: 'string', default: '.' }, force: { type: 'boolean', default: false } },
  });
  return await (await import('./init.js')).initCommand({ dir: values.dir ?? '.', force: !!values.force }, io);
};

const COMMANDS: Record<string, Command> = {
  init,
  inspect,
  eval: evalTraces,
  calibrate,
  validate,
  demo,
  run,
  compare,
  report,
  plan,
  'mcp-proxy': mcpProxy,
};

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [command, ...rest] = argv;
  // `<command> --help` (before a `--`, after which the words are another program's): its usage, exit 0.
  const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (command && (own.includes('--help') || own.includes('-h'))) {
    const usage = usageOf(command);
    if (usage) {
      io.out(usage);
      return 0;
    }
  }
  try {
    const named = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (named) return await named(rest, io);
    switch (command) {
      case 'schema':
        return (await import('./config-commands.js')).schemaCommand(io);
      case '--version':
      case '-v':
        io.out(VERSION);
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        io.err(`unknown command "${command}"\n\n${USAGE}`);
        return 2;
    }
  } catch (err) {
    // 1 is kept for "the gate failed": anything that stops a command from doing its job (a usage
    // error, a file that cannot be read, an invalid config or results file) is 2.
    io.err(err instanceof UsageError ? `${command}: ${err.message}` : `error: ${(err as Error).message}`);
    return 2;
  }
}
