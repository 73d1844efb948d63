// Starts one agent run: a shell command in its own process group, with a time limit that kills the
// whole group (not only the shell), and bounded capture of stdout (head) and stderr (tail).
import { spawn } from 'node:child_process';

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

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function runProcess(opts: ProcessOptions): Promise<ProcessResult> {
  const maxStdout = opts.maxStdout ?? DEFAULT_STDOUT;
  const maxStderr = opts.maxStderr ?? DEFAULT_STDERR;
  const started = Date.now();
  return new Promise((resolve) => {
    let stdout = '';
    let stdoutTruncated = false;
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const child = spawn(opts.command, { shell: true, cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const finish = (r: Partial<ProcessResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      resolve({ exitCode: null, signal: null, timedOut, stdout, stdoutTruncated, stderrTail: stderr, durationMs: Date.now() - started, ...r });
    };
    const stop = () => {
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), opts.killGraceMs ?? 2_000).unref();
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
    let exit: { exitCode: number | null; signal: NodeJS.Signals | null } = { exitCode: null, signal: null };
    child.on('error', (err) => finish({ spawnError: err.message }));
    child.on('exit', (code, signal) => {
      exit = { exitCode: code, signal };
      // The shell exited; anything it left running in its group goes with it (and so do the pipes
      // such a leftover would keep open).
      killGroup(child.pid, 'SIGKILL');
    });
    child.on('close', () => finish(exit));
  });
}
