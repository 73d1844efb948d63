// `agent-chaos run`: run the configured cases against the agent, score them, compare with the base,
// write the results; `--judge none` only collects the runs (a later `eval` scores the journal).
import { DEFAULT_CONFIG_PATH } from '../config/load.js';
import type { Overrides } from '../config/overrides.js';
import { collect, prepare, runPipeline } from '../pipeline/index.js';
import { FailureLog } from '../runner/failure-log.js';
import type { RunEvent } from '../runner/types.js';
import { abortOnSignals } from '../util/cancel.js';
import { makeDir } from '../util/dirs.js';
import { logLine } from '../util/text.js';
import type { CliIO } from './io.js';

export interface RunArgs {
  config?: string;
  out: string;
  overrides: Overrides;
  resume?: boolean;
  baseRef?: string;
  /** The baseline file is a fixed snapshot: its commit is not run again (the demo). */
  baselineSnapshot?: boolean;
}

/**
 * The time the runs left will take at the pace so far (concurrency included), once a few runs have
 * ended on a long run; empty otherwise.
 */
export function timeLeft(started: number, e: { finished: number; total: number }, now = Date.now()): string {
  const left = e.total - e.finished;
  if (e.total < 10 || e.finished < 3 || left === 0) return '';
  const seconds = Math.round((((now - started) / e.finished) * left) / 1000);
  const m = Math.floor(seconds / 60);
  return `, ~${m ? `${m}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`} left`;
}

export async function runCommand(args: RunArgs, io: CliIO): Promise<number> {
  // Finished runs are already in the journal when the agents are stopped.
  const cancellation = abortOnSignals(() =>
    io.err('stopping: finished runs are kept in the journal; continue with --resume'),
  );
  const configPath = args.config ?? DEFAULT_CONFIG_PATH;
  const failures = new FailureLog();
  const started = Date.now();
  const onRun = (e: RunEvent) => {
    io.out(logLine(`[${e.finished}/${e.total}${timeLeft(started, e)}] ${e.line}`));
    for (const l of failures.stderrOf(e)) io.out(logLine(l));
    if (e.finished === e.total) {
      const summary = failures.summary();
      if (summary.length)
        io.out(['failed runs, by case and cause:', ...summary.map((l) => `  ${logLine(l)}`)].join('\n'));
    }
  };
  const progress = { log: (l: string) => io.out(logLine(l)), onRun, signal: cancellation.signal };
  try {
    makeDir(args.out); // an output directory that cannot be made is said at once, before any run
    if (args.overrides.judge?.provider === 'none') {
      const outcome = await collect(await prepare(configPath, args.overrides), {
        outDir: args.out,
        resume: args.resume,
        ...progress,
      });
      io.out(
        `collected ${outcome.cases.reduce((n, c) => n + c.runs.length, 0)} run(s) without judging them: ${outcome.journal}`,
      );
      return cancellation.exitCode() ?? 0;
    }
    const result = await runPipeline({
      configPath,
      outDir: args.out,
      overrides: args.overrides,
      resume: args.resume,
      baseRef: args.baseRef,
      baselineSnapshot: args.baselineSnapshot,
      warn: (l) => io.err(`warning: ${l}`),
      ...progress,
    });
    const { results, paths, gate, baseline } = result;
    const { printResults, printVerdict } = await import('./format.js'); // the report's words, needed at the end only
    io.out('');
    printResults(results, io);
    io.out('');
    io.out(
      `baseline: ${baseline.info.source}${baseline.info.sha ? ` ${baseline.info.sha.slice(0, 7)}` : ''}: ${baseline.info.description}`,
    );
    printVerdict({ ...result, report: paths.report }, io);
    const html = paths.html ? ` and ${paths.html}` : '';
    io.out(
      `wrote ${paths.results}, ${paths.sessions}, ${paths.journal}, ${paths.report}, ${paths.comment} (the PR comment)${html}`,
    );
    // Stopped by a signal: the shell's code for it, whatever the partial verdict (it saw only part).
    return cancellation.exitCode() ?? (gate.blocking ? 1 : 0);
  } finally {
    cancellation.dispose();
  }
}
