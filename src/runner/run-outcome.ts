// How a run ended, in words: its session id, its status and error, what its log and answer say
// about the faults.

import { parseBounded } from '../util/json-depth.js';
import { hashSeed } from '../util/random.js';
import { MAX_ANSWER } from './answer.js';
import type { LeftFile } from './launcher.js';
import type { ProcessResult } from './process.js';
import { ANNOTATIONS } from '../chaos/case-file.js';
import { silentTracerCause } from './silent-tracers.js';
import { lieSchema } from '../trace/session.js';
import type { FiredFault, RunStatus } from './types.js';

const slug = (name: string) => name.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 60);

/** Run seeds derive from the run seed, so one printed number reproduces every draw of a run. */
export const runItemSeed = (runSeed: number, caseName: string, repeat: number): number =>
  hashSeed(`${runSeed}:${caseName}:${repeat}`);

/** A run's session id: readable (case, repeat) and unique (its seed); the same for the same run seed. */
export const sessionIdFor = (runSeed: number, caseName: string, repeat: number): string =>
  `${slug(caseName)}-r${repeat}-${runItemSeed(runSeed, caseName, repeat).toString(16)}`;

const NO_TRACE_HINT =
  'The agent exited but sent no span. Check that it exports traces with an OTLP/HTTP exporter reading OTEL_EXPORTER_OTLP_ENDPOINT ' +
  '(set by agent-chaos), and that it flushes before exiting (await tracerProvider.shutdown() or forceFlush()).';

export function statusOf(
  p: ProcessResult,
  spans: number,
  overflow: string | undefined,
  env: NodeJS.ProcessEnv,
): { status: RunStatus; error?: string } {
  const ended = endedAs(p, spans, overflow);
  // No span at all, and a setup known to send none: its own cause and fix.
  const known = spans === 0 && ended.status !== 'crashed' ? silentTracerCause(env) : undefined;
  if (!known) return ended;
  return { ...ended, error: ended.status === 'no_trace' ? known : `${ended.error}; no span came: ${known}` };
}

function endedAs(p: ProcessResult, spans: number, overflow?: string): { status: RunStatus; error?: string } {
  if (overflow && !p.timedOut && !p.spawnError)
    return {
      status: 'flooded',
      error: `the agent sent too much telemetry (${overflow}): the rest was dropped, so the trace is incomplete and the run is not scored`,
    };
  if (p.timedOut)
    return {
      status: 'timeout',
      error: `no exit within the time limit (${Math.round(p.durationMs / 1000)}s): the process group was killed`,
    };
  // Started without a shell, a missing program is a spawn error: said as the shell would say it.
  if (p.spawnError?.includes('ENOENT'))
    return {
      status: 'crashed',
      error: `the agent crashed: command not found (${p.spawnError.replace(/^spawn /, '')})`,
    };
  if (p.spawnError) return { status: 'crashed', error: `could not start the command: ${p.spawnError}` };
  if (p.exitCode !== 0) {
    const how =
      p.exitCode === null
        ? `killed by ${p.signal}`
        : p.exitCode === 127
          ? 'exit code 127 (command not found)'
          : `exit code ${p.exitCode}`;
    return { status: 'crashed', error: `the agent crashed: ${how}` };
  }
  if (spans === 0) return { status: 'no_trace', error: NO_TRACE_HINT };
  return { status: 'ok' };
}

/** At most this much of a fault log is read (a line is ~200 bytes: some 20,000 fired faults). */
export const MAX_FAULT_LOG = 4 * 1024 * 1024;

/** The answer file's bytes read: MAX_ANSWER characters of UTF-8. */
export const MAX_ANSWER_BYTES = 4 * MAX_ANSWER;

/** A file the agent left, when the launcher could read it; a refused one is said, with what follows. */
export function readable(left: LeftFile | undefined, name: string, consequence: string, warnings: string[]) {
  if (left && 'refused' in left) {
    warnings.push(`the ${name} was not read (${left.refused}): ${consequence}`);
    return undefined;
  }
  return left ?? undefined;
}

/** An MCP tool's declared hints from the fault log (the agent's side wrote it): booleans named *Hint only. */
const hintsOf = (v: unknown): Record<string, boolean> =>
  v && typeof v === 'object'
    ? Object.fromEntries(
        Object.entries(v)
          .filter(([k, b]) => /^[a-zA-Z]{1,40}Hint$/.test(k) && typeof b === 'boolean')
          .slice(0, 10),
      )
    : {};

/** The injector's fault log, as the launcher read it (none when the agent loaded no injector). */
export function faultLogOf(left: LeftFile | undefined, warnings: string[]): FiredFault[] | undefined {
  const log = readable(left, 'fault log', 'the faults this run fired are not known', warnings);
  if (!log) return undefined;
  if (log.truncated)
    warnings.push(`the fault log is over ${MAX_FAULT_LOG / 1024 / 1024} MB: the faults past that are not counted`);
  return log.text
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((l): FiredFault[] => {
      try {
        const f = parseBounded(l) as Record<string, any>;
        if (typeof f.tool !== 'string' || typeof f.effect !== 'string') return [];
        return [
          {
            tool: f.tool,
            effect: f.effect,
            ...(Number.isInteger(f.call) ? { call: f.call } : {}),
            ...(typeof f.detail === 'string' ? { detail: f.detail.slice(0, 500) } : {}),
            ...(f.noop === true ? { noop: true } : {}),
            ...(lieSchema.safeParse(f.lie).success ? { lie: lieSchema.parse(f.lie) } : {}),
            ...(f.effect === ANNOTATIONS ? { annotations: hintsOf(f.annotations) } : {}),
          },
        ];
      } catch {
        return [];
      }
    });
}
