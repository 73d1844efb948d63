// Starts one agent run: a shell command in its own process group, with a time limit, and bounded
// capture of stdout (head) and stderr (tail). The run is over when the command itself exits: then
// its whole tree is killed (its process group, and on Linux every process carrying the run's tag in
// its environment, which catches children that left the group with setsid) and the pipes are
// closed, so a leftover holding stdout open can neither keep the run going nor outlive the runner
// (runCases waits for every kill before it returns). The launcher (launcher.ts) starts the command
// and captures its output; the time limit and the kills are decided here.
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { type LaunchSpec, Launcher, type LeftFile, type Reaped } from './launcher.js';

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The spawn itself failed (shell missing, bad workdir). */
  spawnError?: string;
  stdout: string;
  stdoutTruncated: boolean;
  stderrTail: string;
  /** The files named in `read` that the command left (see Launcher), in their order. */
  left: LeftFile[];
  durationMs: number;
}

export interface ProcessOptions {
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Bytes of stdout kept (the final answer is at most this long). */
  maxStdout?: number;
  /** Bytes of stderr kept, from the end (where errors are). */
  maxStderr?: number;
  /** Time between SIGTERM and SIGKILL when the time limit is hit. */
  killGraceMs?: number;
  signal?: AbortSignal;
  /** The runner's launcher, shared by its runs (without one, the command gets its own). */
  launcher?: Launcher;
  /** Called once the command has exited or could not start, before its output is collected. */
  onExit?: () => void;
  /** The run's files: written before the start, read after the exit (see LaunchSpec). */
  write?: LaunchSpec['write'];
  read?: LaunchSpec['read'];
}

const DEFAULT_STDOUT = 256 * 1024;
const DEFAULT_STDERR = 16 * 1024;

/** Every run's processes carry this variable (unless they clear their environment). */
export const RUN_TAG_ENV = 'AGENT_CHAOS_RUN_TAG';

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

interface TagKill {
  tag: string;
  since: number;
  signal: NodeJS.Signals;
  done: () => void;
}
let queued: TagKill[] = [];
/** The pending scan: cancelled by leftoversKilled, which scans at once. */
let scheduled: (() => void) | undefined;
let lastScan = 0;
const outstanding = new Set<Promise<void>>();
/**
 * Scans at most this often: runs ending close together share one (a scan reads /proc, ~1 ms; at 32
 * runs at once a shorter interval spent a tenth of the main thread on it). The last scan, when the
 * runs are over, is not delayed.
 */
const SCAN_EVERY_MS = 100;

/**
 * Kills every process whose environment carries the run's tag (Linux /proc; elsewhere a no-op).
 * Only processes started after the run's own (`since`: its pid; pids grow) can carry it. Kills
 * queued within SCAN_EVERY_MS share one scan.
 */
function killTagged(tag: string, signal: NodeJS.Signals, since = 0): Promise<void> {
  const killed = new Promise<void>((done) => {
    queued.push({ tag, since, signal, done });
    if (scheduled) return;
    const wait = lastScan + SCAN_EVERY_MS - Date.now();
    if (wait > 0) {
      const timer = setTimeout(scanTagged, wait);
      scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(scanTagged);
      scheduled = () => clearImmediate(immediate);
    }
  });
  outstanding.add(killed);
  void killed.then(() => outstanding.delete(killed));
  return killed;
}

/**
 * What the launchers' reaps found in this process's life: processes the agents left outside their
 * runs (killed), any still alive after that (`left`: the action keeps its command fence up), and
 * whether a launcher could not be their reaper (`unseen`: such processes go to init, unfound).
 */
export const escapes = { killed: 0, left: 0, unseen: false };

/** Reaps a launcher's strays once its runs are over, and counts them in `escapes`. */
export async function reapStrays(launcher: Launcher): Promise<Reaped | undefined> {
  const r = await launcher.reap();
  if (!r) return r;
  escapes.killed += r.killed;
  escapes.left += r.left;
  if (!r.subreaper) escapes.unseen = true;
  return r;
}

/** Resolves once every queued kill of a leftover has been carried out (the runs are over: now). */
export async function leftoversKilled(): Promise<void> {
  if (scheduled) {
    scheduled();
    scanTagged();
  }
  while (outstanding.size) await Promise.all(outstanding);
}

/**
 * The run tag each process started with, by pid ('' for none), read once: a pid names the same
 * process until the pid counter wraps around (then all are read again), and a process cannot take
 * on a tag it does not know. Without this, every scan read the environment of every running agent.
 */
const tags = new Map<number, string>();
let lastPid = 0;
const NEEDLE = Buffer.from(`${RUN_TAG_ENV}=`);

/** One pass over /proc for the queued kills (synchronous: an environ file is one short read). */
function scanTagged(): void {
  const batch = queued;
  queued = [];
  scheduled = undefined;
  lastScan = Date.now();
  try {
    const since = Math.min(...batch.map((k) => k.since));
    const last = Number(readProc('/proc/sys/kernel/ns_last_pid')?.toString() ?? '0');
    if (last < lastPid) tags.clear(); // wrapped around: pids may name other processes now
    lastPid = last;
    const running = new Set<number>();
    for (const d of readdirSync('/proc')) {
      const pid = d.charCodeAt(0) <= 0x39 ? Number(d) : Number.NaN;
      if (!Number.isInteger(pid) || pid === process.pid) continue;
      running.add(pid);
      if (last >= since && pid < since) continue; // started before every run in the batch
      let tag = tags.get(pid);
      if (tag === undefined) {
        const environ = readProc(`/proc/${pid}/environ`);
        if (!environ) continue; // gone, or not ours to read
        tags.set(pid, (tag = tagIn(environ)));
      }
      for (const k of batch) if (tag && tag === k.tag) signalPid(pid, k.signal);
    }
    for (const pid of tags.keys()) if (!running.has(pid)) tags.delete(pid);
  } catch {
    // No /proc: nothing to scan.
  }
  for (const k of batch) k.done();
}

/** The value of the tag variable in a NUL-separated environment block, or ''. */
function tagIn(environ: Buffer): string {
  for (let at = environ.indexOf(NEEDLE); at >= 0; at = environ.indexOf(NEEDLE, at + 1)) {
    if (at > 0 && environ[at - 1] !== 0) continue; // inside another variable's value
    const end = environ.indexOf(0, at);
    return environ.toString('latin1', at + NEEDLE.length, end < 0 ? environ.length : end);
  }
  return '';
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone meanwhile.
  }
}

function readProc(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The words of a command that needs no shell (plain words and spaces: no quotes, variables, globs,
 * redirections, pipes, `~`, or a leading VAR=value), so it is started without one: a shell per run
 * is a process start the runner can save. Anything else goes through `sh -c` as written.
 */
export function plainWords(command: string): string[] | undefined {
  const words = command.trim().split(/ +/);
  if (!words[0] || words[0].includes('=')) return undefined;
  return words.every((w) => /^[A-Za-z0-9_./:@%+,=-]+$/.test(w)) ? words : undefined;
}

export function runProcess(opts: ProcessOptions): Promise<ProcessResult> {
  // Without the runner's launcher (agent.setup, a single command), one of its own for this command.
  if (!opts.launcher) {
    const launcher = new Launcher();
    return runProcess({ ...opts, launcher }).finally(async () => {
      await leftoversKilled();
      await reapStrays(launcher);
      launcher.close();
    });
  }
  const started = Date.now();
  const tag = randomUUID(); // drawn from a pool node fills in batches: no entropy read per run
  return new Promise((resolve) => {
    let timedOut = false;
    let settled = false;
    const finish = (r: Partial<ProcessResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      resolve({
        exitCode: null,
        signal: null,
        timedOut,
        stdout: '',
        stdoutTruncated: false,
        stderrTail: '',
        left: [],
        durationMs: Date.now() - started,
        ...r,
      });
    };
    const killTree = (signal: NodeJS.Signals) => {
      killGroup(child.pid, signal);
      return killTagged(tag, signal, child.pid);
    };
    const stop = () => {
      void killTree('SIGTERM');
      setTimeout(() => void killTree('SIGKILL'), opts.killGraceMs ?? 2_000).unref();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, opts.timeoutMs);
    const onAbort = () => stop();
    opts.signal?.addEventListener('abort', onAbort);
    const child = opts.launcher!.launch(
      {
        argv: plainWords(opts.command),
        command: opts.command,
        cwd: opts.cwd,
        env: { ...opts.env, [RUN_TAG_ENV]: tag },
        maxStdout: opts.maxStdout ?? DEFAULT_STDOUT,
        maxStderr: opts.maxStderr ?? DEFAULT_STDERR,
        write: opts.write ?? [],
        read: opts.read ?? [],
      },
      {
        onError: (message) => {
          opts.onExit?.();
          finish({ spawnError: message });
        },
        // The command is over: what it left running goes with it, and its output is collected. The
        // run does not wait for the scan for escaped processes (runCases waits for all of them).
        onExit: (exitCode, signal) => {
          opts.onExit?.();
          void killTree('SIGKILL');
          void child.collect().then((output) => finish({ exitCode, signal, ...output }));
        },
      },
    );
  });
}
