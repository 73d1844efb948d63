// A small long-lived process that starts the agents for the runner. Node forks on the thread that
// calls spawn, and a fork costs more the more memory the forking process maps: from the runner
// (receiver buffers, sessions) it took 2-6 ms of the main thread per run, time no other run's spans
// were read in. The launcher is a bare node running launcher-process.cjs; the runner sends it what to
// start and gets back the pid, the exit, and the run's output (stdout's head, stderr's tail). It also
// does each run's file work: the case file written before the start, the files the agent leaves
// (fault log, answer) read and every run file removed after the exit. Each file operation from the
// runner's main thread was a trip through the thread pool, and on a busy machine waking a pool
// thread gave the CPU away: up to a few ms per operation in the (256, 32) profile, five a run.
// The messages below are the contract between the two processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The launcher's program, started by path (so `ps` shows its name): beside this module in src/ and
 * lib/ (launcher-process.cjs), beside the bundle in dist/ and dist/cli/ (launcher.cjs, copied there
 * by scripts/build.mjs).
 */
let program: string | undefined;
export function launcherProgram(): string {
  if (program) return program;
  const here = dirname(fileURLToPath(import.meta.url));
  program = [join(here, 'launcher-process.cjs'), join(here, 'launcher.cjs')].find((p) => existsSync(p));
  if (!program) throw new Error(`the agent launcher (launcher.cjs) is missing beside ${here}: reinstall agent-chaos`);
  return program;
}

export interface LaunchSpec {
  /** The command's words when it needs no shell; else `command` goes through `sh -c`. */
  argv?: string[];
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  maxStdout: number;
  maxStderr: number;
  /** Files written before the start (the case file). */
  write: { path: string; text: string }[];
  /** Files the command may leave, read (at most max bytes) after its exit; these and `write` are then removed. */
  read: { path: string; max: number }[];
}

/** A file the command left: its text, or why it was not read; null when there was none. */
export type LeftFile = { text: string; truncated: boolean } | { refused: string } | null;

export interface Output {
  stdout: string;
  stdoutTruncated: boolean;
  stderrTail: string;
  /** The `read` files, in their order. */
  left: LeftFile[];
}

/** One started command: its pid once known, and callbacks for how it ends. */
export interface Launched {
  pid?: number;
  onExit: (exitCode: number | null, signal: NodeJS.Signals | null) => void;
  onError: (message: string) => void;
  /** After the exit: the output, once the pipes are drained. */
  collect(): Promise<Output>;
}

/** What reap found: strays killed, strays left, and whether the launcher could find them at all. */
export interface Reaped {
  killed: number;
  left: number;
  /** The launcher is the agents' subreaper: their orphans came to it (false: they went to init, unseen). */
  subreaper: boolean;
}

type Message =
  | { id: number; type: 'reaped'; killed: number; left: number; subreaper: boolean }
  | { id: number; type: 'spawned'; pid: number }
  | { id: number; type: 'exit'; code: number | null; signal: NodeJS.Signals | null }
  | { id: number; type: 'error'; message: string }
  | { id: number; type: 'output'; stdout: string; truncated: boolean; stderr: string; left: LeftFile[] };

interface Run {
  launched: Launched;
  output?: (o: Output) => void;
  lost: () => Output;
}

/**
 * The launcher's command: on Linux through a wrapper that marks it a child subreaper
 * (prctl PR_SET_CHILD_SUBREAPER, kept across exec) and execs node, so that what an agent starts and
 * orphans (`env -i setsid writer &`: no process group, no run tag) is re-parented to the launcher
 * and killed after the runs. perl (in every Linux image git is in; 2 ms) by its prctl syscall
 * number, else python3's ctypes; without either the launcher runs as before and says so.
 */
export function launcherCommand(program: string): { command: string; args: string[] } {
  const plain = { command: process.execPath, args: [program] };
  if (process.platform !== 'linux') return plain;
  const found = (name: string) => (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, name)));
  const prctl = ({ x64: 157, arm64: 167 } as Record<string, number>)[process.arch];
  if (prctl && found('perl'))
    return {
      command: 'perl',
      args: [
        '-e',
        `my $ok = syscall(${prctl}, 36, 1, 0, 0, 0) == 0; exec(@ARGV, $ok ? ('--subreaper') : ()) or die "exec: $!"`,
        process.execPath,
        program,
      ],
    };
  if (found('python3'))
    return {
      command: 'python3',
      args: [
        '-c',
        [
          'import ctypes, os, sys',
          'try: ok = ctypes.CDLL(None).prctl(36, 1, 0, 0, 0) == 0',
          'except Exception: ok = False',
          "os.execv(sys.argv[1], sys.argv[1:] + (['--subreaper'] if ok else []))",
        ].join('\n'),
        process.execPath,
        program,
      ],
    };
  return plain;
}

export class Launcher {
  private readonly child: ChildProcess;
  private next = 0;
  private readonly runs = new Map<number, Run>();
  private readonly reaping = new Map<number, (r: Reaped | undefined) => void>();
  private gone?: string;

  constructor() {
    // Only PATH: the launcher's own environment is readable by same-user processes (/proc), and
    // each agent gets the environment it is sent, nothing of this one.
    const { command, args } = launcherCommand(launcherProgram());
    this.child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { PATH: process.env.PATH ?? '' },
    });
    // Idle, the launcher keeps nothing alive: a command that stops before its first run still exits.
    this.child.unref();
    this.child.channel?.unref();
    this.child.on('message', (m: Message) => this.receive(m));
    this.child.on('exit', (code, signal) => this.fail(`the launcher process exited (${signal ?? `code ${code}`})`));
    this.child.on('error', (e) => this.fail(`the launcher process failed: ${e.message}`));
  }

  private receive(m: Message): void {
    if (m.type === 'reaped') {
      this.reaping.get(m.id)?.({ killed: m.killed, left: m.left, subreaper: m.subreaper });
      this.reaping.delete(m.id);
      return;
    }
    const run = this.runs.get(m.id);
    if (!run) return;
    if (m.type === 'spawned') run.launched.pid = m.pid;
    else if (m.type === 'exit') run.launched.onExit(m.code, m.signal);
    else if (m.type === 'error') {
      this.runs.delete(m.id);
      run.launched.onError(m.message);
    } else {
      this.runs.delete(m.id);
      run.output?.({ stdout: m.stdout, stdoutTruncated: m.truncated, stderrTail: m.stderr, left: m.left });
    }
  }

  private fail(why: string): void {
    this.gone ??= why;
    for (const done of this.reaping.values()) done(undefined);
    this.reaping.clear();
    for (const [id, run] of this.runs) {
      this.runs.delete(id);
      if (run.output) run.output(run.lost());
      else run.launched.onError(why);
    }
  }

  launch(spec: LaunchSpec, launched: Omit<Launched, 'collect' | 'pid'>): Launched {
    const id = this.next++;
    // A run whose output the launcher took with it: the files it left are not known, and that is said.
    const lost = (): Output => ({
      stdout: '',
      stdoutTruncated: false,
      stderrTail: '',
      left: spec.read.map(() => ({ refused: this.gone ?? 'not collected' })),
    });
    const run: Run = {
      lost,
      launched: {
        ...launched,
        collect: () =>
          new Promise<Output>((resolve) => {
            if (!this.runs.has(id)) return resolve(lost());
            run.output = resolve;
            this.child.send({ id, type: 'collect' });
          }),
      },
    };
    if (this.gone) {
      queueMicrotask(() => launched.onError(this.gone!));
      return run.launched;
    }
    this.child.channel?.ref(); // a run in flight: its messages are awaited
    this.runs.set(id, run);
    this.child.send({ id, type: 'spawn', ...spec });
    return run.launched;
  }

  /**
   * Kills what the agents started and left behind outside their runs' process groups and tags
   * (orphans re-parented to the launcher), until none is left; undefined when the launcher is gone.
   * Call once the runs are over: a run still going keeps its own command, not its orphans.
   */
  reap(): Promise<Reaped | undefined> {
    if (this.gone || !this.child.connected) return Promise.resolve(undefined);
    const id = this.next++;
    this.child.channel?.ref();
    return new Promise<Reaped | undefined>((resolve) => {
      this.reaping.set(id, resolve);
      this.child.send({ id, type: 'reap' });
    });
  }

  /** Ends the launcher once nothing is in flight (the agents it started are the runner's to kill). */
  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

let early: Launcher | undefined;

/**
 * Starts a launcher before the modules and config of `run` load, so that its own node start (~35 ms)
 * is not spent by the first agents waiting for it; the runner takes it with takeLauncher.
 */
export function startLauncherEarly(): void {
  early ??= new Launcher();
}

/** The launcher started early (once), or a new one. */
export function takeLauncher(): Launcher {
  const launcher = early ?? new Launcher();
  early = undefined;
  return launcher;
}
