// The launcher that starts agents: started early (while `run` loads), it is the one the runner
// uses, and an idle one keeps nothing alive, so a command that fails before its first run exits.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Launched,
  Launcher,
  type LaunchSpec,
  type Output,
  launcherCommand,
  launcherProgram,
  startLauncherEarly,
  takeLauncher,
} from '../../src/runner/launcher.js';

/** Runs a shell script through a launcher; resolves with its output once it has exited. */
function launchScript(script: string, files: Pick<LaunchSpec, 'write' | 'read'>): Promise<Output> {
  const launcher = new Launcher();
  return new Promise<Output>((done, fail) => {
    const run = launcher.launch(
      {
        argv: ['sh', '-c', script],
        command: script,
        cwd: '.',
        env: process.env,
        maxStdout: 1000,
        maxStderr: 1000,
        ...files,
      },
      { onExit: () => void run.collect().then(done), onError: (m) => fail(new Error(m)) },
    );
  }).finally(() => launcher.close());
}

describe('launcher', () => {
  it('hands the early launcher to the first taker only, and it starts commands', async () => {
    startLauncherEarly();
    const first = takeLauncher();
    const second = takeLauncher();
    expect(second).not.toBe(first);
    second.close();
    const code = await new Promise<number | null>((done, fail) =>
      first.launch(
        {
          argv: ['sh', '-c', 'exit 3'],
          command: 'sh -c "exit 3"',
          cwd: '.',
          env: process.env,
          maxStdout: 10,
          maxStderr: 10,
          write: [],
          read: [],
        },
        { onExit: (c) => done(c), onError: (m) => fail(new Error(m)) },
      ),
    );
    expect(code).toBe(3);
    first.close();
  });

  it('lets `agent-chaos run` exit when the config is refused before any run', async () => {
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', resolve('src/cli/index.ts'), 'run', '--config', resolve('no-such-config.yml')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    cli.stderr.on('data', (d) => (err += d));
    // With the launcher holding the event loop, this would never resolve (the test's time-out fails it).
    const code = await new Promise<number | null>((done) => cli.on('exit', done));
    expect(code).toBe(2);
    expect(err).toMatch(/no-such-config\.yml: cannot read config: ENOENT/);
  });

  it("writes a run's files before its start, reads what it leaves after its exit, and removes them all", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-launcher-'));
    const [input, log, answer, none] = ['case.json', 'faults.jsonl', 'answer.txt', 'absent'].map((f) => join(dir, f));
    const out = await launchScript(`cat ${input}; printf 'x\\ny\\n' > ${log}; printf 'the answer' > ${answer}`, {
      write: [{ path: input, text: 'the case' }],
      read: [
        { path: log, max: 100 },
        { path: answer, max: 100 },
        { path: none, max: 100 },
      ],
    });
    expect(out.stdout).toBe('the case');
    expect(out.left).toEqual([{ text: 'x\ny\n', truncated: false }, { text: 'the answer', truncated: false }, null]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads at most max bytes of a left file, and refuses a symlink (to /dev/zero) and a FIFO', async () => {
    // The agent controls these files: an endless or huge one must not exhaust the runner's memory,
    // and one it points elsewhere must not be followed (a FIFO with no writer would block the read).
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-launcher-'));
    const [big, link, fifo] = ['big', 'link', 'fifo'].map((f) => join(dir, f));
    const out = await launchScript(
      `head -c 3000000 /dev/zero | tr '\\0' a > ${big}; ln -s /dev/zero ${link}; mkfifo ${fifo}`,
      {
        write: [],
        read: [
          { path: big, max: 1000 },
          { path: link, max: 1000 },
          { path: fifo, max: 1000 },
        ],
      },
    );
    expect(out.left[0]).toEqual({ text: 'a'.repeat(1000), truncated: true });
    expect(out.left[1]).toEqual({ refused: 'ELOOP' });
    expect(out.left[2]).toEqual({ refused: 'not a regular file' });
    for (const f of [big, link, fifo]) expect(existsSync(f)).toBe(false);
  });

  it('runs as its own program by path: `ps` shows launcher-process.cjs, not a program text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-launcher-'));
    const ppid = join(dir, 'ppid');
    await launchScript(`cat /proc/$PPID/cmdline > ${ppid}`, { write: [], read: [] });
    const argv = readFileSync(ppid, 'utf8').split('\0').filter(Boolean);
    // On Linux a wrapper marked it the agents' subreaper and exec'd it, saying so (launcherCommand).
    const marked = process.platform === 'linux' && launcherCommand('x').command !== process.execPath;
    expect(argv).toEqual([process.execPath, launcherProgram(), ...(marked ? ['--subreaper'] : [])]);
    expect(launcherProgram()).toBe(resolve('src/runner/launcher-process.cjs'));
  });

  it('answers the IPC contract itself: a command that cannot start, a case file that cannot be written, an unknown run', async () => {
    // The program alone, as launcher.ts starts it: what each message gets back.
    const child = spawn(process.execPath, [launcherProgram()], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const replies: { id: number; type: string; message?: string }[] = [];
    const reply = (n: number) =>
      new Promise<void>((done) => {
        const check = () => replies.length >= n && (child.off('message', onMessage), done());
        const onMessage = (m: (typeof replies)[number]) => (replies.push(m), check());
        child.on('message', onMessage);
        check();
      });
    const base = { cwd: '.', env: {}, maxStdout: 10, maxStderr: 10, read: [] };
    child.send({ type: 'spawn', id: 1, argv: ['/no/such/agent'], command: '', write: [], ...base });
    await reply(1);
    child.send({
      type: 'spawn',
      id: 2,
      command: 'true',
      write: [{ path: '/no/such/dir/case.json', text: '{}' }],
      ...base,
    });
    await reply(2);
    child.send({ type: 'collect', id: 99 }); // no such run: no answer, no crash
    child.send({ type: 'spawn', id: 3, argv: ['true'], command: '', write: [], ...base });
    await reply(4); // spawned, exit
    expect(replies.find((r) => r.id === 1)).toMatchObject({ type: 'error', message: expect.stringMatching(/ENOENT/) });
    expect(replies.find((r) => r.id === 2)).toMatchObject({ type: 'error', message: expect.stringMatching(/ENOENT/) });
    expect(replies.filter((r) => r.id === 3).map((r) => r.type)).toEqual(['spawned', 'exit']);
    expect(replies.some((r) => r.id === 99)).toBe(false);
    // Disconnected, it exits.
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    child.disconnect();
    expect(await exited).toBe(0);
  });

  it('says the left files are unknown when the launcher dies between the exit and the collection', async () => {
    // The launcher is a process the agent could kill (same user): the runs it took with it must not
    // read as runs that left no fault log.
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-launcher-'));
    const ppid = join(dir, 'ppid');
    const launcher = new Launcher();
    const run = await new Promise<Launched>((done, fail) => {
      const launched = launcher.launch(
        {
          argv: ['sh', '-c', `echo $PPID > ${ppid}`],
          command: '',
          cwd: '.',
          env: process.env,
          maxStdout: 10,
          maxStderr: 10,
          write: [],
          read: [{ path: join(dir, 'faults.jsonl'), max: 100 }],
        },
        { onExit: () => done(launched), onError: (m) => fail(new Error(m)) },
      );
    });
    const pid = Number(readFileSync(ppid, 'utf8'));
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid)) await new Promise((r) => setImmediate(r));
    const out = await run.collect();
    // Refused with the launcher's end (its exit or the closed channel, whichever this process sees first).
    expect(out.left).toEqual([
      { refused: expect.stringMatching(/^the launcher process (exited|failed)|^not collected$/) },
    ]);
  });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
