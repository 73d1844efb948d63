// `agent-chaos run`: run the configured cases against the agent, score them, write the results.
import { DEFAULT_CONFIG_PATH } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { collectRuns, runPipeline } from '../pipeline.js';
import { abortOnSignals } from '../util/cancel.js';
import { printResults } from './format.js';
import type { CliIO } from './io.js';

export interface RunArgs {
  config?: string;
  out: string;
  judge?: Config['judge']['provider'];
  model?: string;
  region?: string;
  endpoint?: string;
  repeat?: number;
  concurrency?: number;
  seed?: number;
  resume?: boolean;
  agentEnv?: Record<string, string>;
  baseline?: 'auto' | 'artifact' | 'rerun' | 'file' | 'none';
  baselineFile?: string;
  baseRef?: string;
}

export async function runCommand(args: RunArgs, io: CliIO): Promise<number> {
  // Finished runs are already in the journal when the agents are stopped.
  const cancellation = abortOnSignals(() => io.err('stopping: finished runs are kept in the journal; continue with --resume'));
  try {
    if (args.judge === 'none') {
      // Collect only (a job without the judge's credentials): a later `eval --traces <journal>` scores them.
      const outcome = await collectRuns({ configPath: args.config ?? DEFAULT_CONFIG_PATH, outDir: args.out, repeat: args.repeat, concurrency: args.concurrency, seed: args.seed, resume: args.resume, agentEnv: args.agentEnv, log: (l) => io.out(l), signal: cancellation.signal });
      io.out(`collected ${outcome.cases.reduce((n, c) => n + c.runs.length, 0)} run(s) without judging them: ${outcome.journal}`);
      return 0;
    }
    const judge: Partial<Config['judge']> = {};
    if (args.judge) judge.provider = args.judge;
    if (args.model) judge.model = args.model;
    if (args.region) judge.region = args.region;
    if (args.endpoint) judge.endpoint = args.endpoint;
    const { results, paths, gate, baseline } = await runPipeline({
      configPath: args.config ?? DEFAULT_CONFIG_PATH,
      outDir: args.out,
      judge,
      repeat: args.repeat,
      concurrency: args.concurrency,
      seed: args.seed,
      resume: args.resume,
      agentEnv: args.agentEnv,
      baseline: { mode: args.baseline, file: args.baselineFile, baseRef: args.baseRef },
      log: (l) => io.out(l),
      signal: cancellation.signal,
    });
    io.out('');
    printResults(results, io);
    io.out('');
    io.out(`baseline: ${baseline.info.source}${baseline.info.sha ? ` ${baseline.info.sha.slice(0, 7)}` : ''}: ${baseline.info.description}`);
    io.out(`gate: ${gate.verdict}${gate.verdict === 'fail' && !gate.blocking ? ' (warning only)' : ''}`);
    for (const r of gate.reasons.slice(0, 10)) io.out(`  - ${r}`);
    io.out(`wrote ${paths.results}, ${paths.sessions}, ${paths.journal} and ${paths.report}`);
    return gate.blocking ? 1 : 0;
  } finally {
    cancellation.dispose();
  }
}
