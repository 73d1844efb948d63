// Starts one agent run: a shell command in its own process group, with a time limit, and bounded
// capture of stdout (head) and stderr (tail). The run is over when the command itself exits: then
// its whole tree is killed (its process group, and on Linux every process carrying the run's tag in
// its environment, which catches children that left the group with setsid) and the pipes are
// closed, so a leftover holding stdout open can neither keep the run going nor outlive it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';

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

/** Kills every process whose environment carries the run's tag (Linux /proc; elsewhere a no-op). */
async function killTagged(tag: string, signal: NodeJS.Signals): Promise<void> {
  const needle = Buffer.from(`${RUN_TAG_ENV}=${tag}\0`);
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid);
  } catch {
    return;
  }
  await Promise.all(
    pids.map(async (pid) => {
      try {
        if ((await readFile(`/proc/${pid}/environ`)).includes(needle)) process.kill(Number(pid), signal);
      } catch {
        // Gone, or not ours to read.
      }
    }),
  );
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
  const maxStdout = opts.maxStdout ?? DEFAULT_STDOUT;
  const maxStderr = opts.maxStderr ?? DEFAULT_STDERR;
  const started = Date.now();
  const tag = randomBytes(8).toString('hex');
  return new Promise((resolve) => {
    let stdout = '';
    let stdoutTruncated = false;
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const argv = plainWords(opts.command);
    const env = { ...opts.env, [RUN_TAG_ENV]: tag };
    const child = argv
      ? spawn(argv[0], argv.slice(1), { cwd: opts.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(opts.command, { shell: true, cwd: opts.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const finish = (r: Partial<ProcessResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      resolve({ exitCode: null, signal: null, timedOut, stdout, stdoutTruncated, stderrTail: stderr, durationMs: Date.now() - started, ...r });
    };
    const killTree = (signal: NodeJS.Signals) => {
      killGroup(child.pid, signal);
      return killTagged(tag, signal);
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
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      // Past the cap the output is read and dropped, so a flooding agent cannot block on its pipe.
      if (stdout.length < maxStdout) stdout += d.slice(0, maxStdout - stdout.length);
      else stdoutTruncated = true;
    });
    child.stderr.on('data', (d: string) => {
      stderr = (stderr + d).slice(-maxStderr);
    });
    child.on('error', (err) => finish({ spawnError: err.message }));
    let closed = false;
    let onClosed = () => {};
    child.on('close', () => {
      closed = true;
      onClosed();
    });
    child.on('exit', (exitCode, signal) => {
      // The command is over: what it left running goes with it, and the output read so far is the
      // output (a leftover could hold the pipes open for ever).
      void killTree('SIGKILL').then(() => {
        if (closed) return finish({ exitCode, signal });
        const drained = setTimeout(() => {
          child.stdout.destroy();
          child.stderr.destroy();
          finish({ exitCode, signal });
        }, 50);
        onClosed = () => {
          clearTimeout(drained);
          finish({ exitCode, signal });
        };
      });
    });
  });
}
