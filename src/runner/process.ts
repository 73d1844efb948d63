// Starts one agent run: a shell command in its own process group, with a time limit, and bounded
// capture of stdout (head) and stderr (tail). The run is over when the command itself exits: then
// its whole tree is killed (its process group, and on Linux every process carrying the run's tag in
// its environment, which catches children that left the group with setsid) and the pipes are
// closed, so a leftover holding stdout open can neither keep the run going nor outlive it. The
// launcher (launcher.ts) starts the command and captures its output; the time limit and the kills
// are decided here.
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { Launcher } from './launcher.js';

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The spawn itself failed (shell missing, bad workdir). */
  spawnError?: string;
  stdout: string;
  stdoutTruncated: boolean;
  stderrTail: string;
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
  needle: Buffer;
  since: number;
  signal: NodeJS.Signals;
  done: () => void;
}
let queued: TagKill[] = [];
let scanning = false;

/**
 * Kills every process whose environment carries the run's tag (Linux /proc; elsewhere a no-op).
 * Only processes started after the run's own (`since`: its pid; pids grow) can carry it, so only
 * those environments are read, unless the pid counter wrapped around since (the last pid handed out
 * is below `since`): then all are. One scan at a time serves every run that ended meanwhile: with
 * many runs at once, a scan each would read the same environments over and over.
 */
function killTagged(tag: string, signal: NodeJS.Signals, since = 0): Promise<void> {
  return new Promise((done) => {
    queued.push({ needle: Buffer.from(`${RUN_TAG_ENV}=${tag}\0`), since, signal, done });
    if (!scanning) void drainKills();
  });
}

async function drainKills(): Promise<void> {
  scanning = true;
  while (queued.length) {
    const batch = queued;
    queued = [];
    try {
      const since = Math.min(...batch.map((k) => k.since));
      const all = (await readdir('/proc')).filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid);
      const last = Number(await readFile('/proc/sys/kernel/ns_last_pid', 'utf8').catch(() => '0'));
      const pids = last >= since ? all.filter((d) => Number(d) >= since) : all;
      await Promise.all(
        pids.map(async (pid) => {
          try {
            const environ = await readFile(`/proc/${pid}/environ`);
            for (const k of batch) if (environ.includes(k.needle)) process.kill(Number(pid), k.signal);
          } catch {
            // Gone, or not ours to read.
          }
        }),
      );
    } catch {
      // No /proc: nothing to scan.
    }
    for (const k of batch) k.done();
  }
  scanning = false;
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
    return runProcess({ ...opts, launcher }).finally(() => launcher.close());
  }
  const started = Date.now();
  const tag = randomBytes(8).toString('hex');
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
      },
      {
        onError: (message) => finish({ spawnError: message }),
        // The command is over: what it left running goes with it, then its output is collected.
        onExit: (exitCode, signal) =>
          void killTree('SIGKILL').then(async () => finish({ exitCode, signal, ...(await child.collect()) })),
      },
    );
  });
}
