// @ts-check
// The launcher's own process (launcher.ts starts it by path with an IPC channel): nothing but
// spawning agents, capturing their output, and each run's files. CommonJS with no imports beyond
// node's own, so the same file runs from src/, lib/ and dist/ without a bundle.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');

/**
 * @typedef {{ path: string, text: string }} WriteFile
 * @typedef {{ path: string, max: number }} ReadFile
 * @typedef {{ type: 'spawn', id: number, argv?: string[], command: string, cwd: string,
 *   env: NodeJS.ProcessEnv, maxStdout: number, maxStderr: number, write: WriteFile[], read: ReadFile[] }} SpawnMessage
 * @typedef {{ type: 'collect', id: number }} CollectMessage
 * @typedef {{ text: string, truncated: boolean } | { refused: string } | null} LeftFile
 * @typedef {{ child: import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable,
 *   import('node:stream').Readable>, stdout: string, truncated: boolean, stderr: string, closed: boolean,
 *   onClosed: () => void, read: ReadFile[], remove: string[] }} Run
 */

/** @type {Map<number, Run>} */
const runs = new Map();

// Started through a wrapper that marked this process a child subreaper (launcher.ts): an agent's
// process whose parent exits (a double fork, `env -i setsid ... &`) is re-parented here, not to init,
// so it can still be found and killed after the runs (reap).
const SUBREAPER = process.argv.includes('--subreaper');

/** This process's children that are no run's own command and still alive (zombies are dead). */
function strays() {
  const live = new Set([...runs.values()].map((r) => r.child.pid));
  /** @type {number[]} */
  const found = [];
  /** @type {string[]} */
  let names;
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return found; // no /proc: nothing can be found
  }
  for (const d of names) {
    const c = d.charCodeAt(0);
    if (c < 0x30 || c > 0x39) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${d}/stat`, 'latin1');
    } catch {
      continue;
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses; the fields follow the last ")".
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(d);
    if (Number(f[1]) === process.pid && f[0] !== 'Z' && !live.has(pid)) found.push(pid);
  }
  return found;
}

/**
 * Kills every stray (and what it leaves: its children come here in turn) until none is left, then
 * says how many were killed and whether any is left.
 * @param {{ id: number }} m
 */
async function reap(m) {
  /** @type {Set<number>} */
  const killed = new Set();
  let left = strays();
  for (let round = 0; left.length && round < 200; round++) {
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
        killed.add(pid);
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 10));
    left = strays();
  }
  send({ id: m.id, type: 'reaped', killed: killed.size, left: left.length, subreaper: SUBREAPER });
}

// A file the agent left: read only if it is a regular file reached without a symlink, and at most
// max bytes (the agent controls it: it could be a FIFO, /dev/zero behind a link, or gigabytes).
const NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const NONBLOCK = fs.constants.O_NONBLOCK ?? 0;

/** @param {unknown} e */
const codeOf = (e) => /** @type {NodeJS.ErrnoException} */ (e).code ?? /** @type {Error} */ (e).message;

/**
 * @param {string} path
 * @param {number} max
 * @returns {LeftFile}
 */
function readLeft(path, max) {
  let fd;
  try {
    fd = fs.openSync(path, fs.constants.O_RDONLY | NOFOLLOW | NONBLOCK);
  } catch (e) {
    const code = codeOf(e);
    return code === 'ENOENT' ? null : { refused: code };
  }
  try {
    if (!fs.fstatSync(fd).isFile()) return { refused: 'not a regular file' };
    const chunks = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(65536, max + 1 - size));
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      size += n;
      if (size > max) break;
    }
    return { text: Buffer.concat(chunks).toString('utf8', 0, Math.min(size, max)), truncated: size > max };
  } catch (e) {
    return { refused: codeOf(e) };
  } finally {
    fs.closeSync(fd);
  }
}

/** @param {string} path */
function remove(path) {
  try {
    fs.unlinkSync(path);
  } catch {}
}

/** @param {object} m */
function send(m) {
  if (process.connected && process.send) process.send(m);
}

/** @param {SpawnMessage} m */
function start(m) {
  try {
    for (const f of m.write) fs.writeFileSync(f.path, f.text);
  } catch (e) {
    return send({ id: m.id, type: 'error', message: /** @type {Error} */ (e).message });
  }
  /** @type {import('node:child_process').SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'pipe'>} */
  const opts = { cwd: m.cwd, env: m.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] };
  let child;
  try {
    child = m.argv ? spawn(m.argv[0], m.argv.slice(1), opts) : spawn(m.command, { ...opts, shell: true });
  } catch (e) {
    return send({ id: m.id, type: 'error', message: /** @type {Error} */ (e).message });
  }
  /** @type {Run} */
  const r = {
    child,
    stdout: '',
    truncated: false,
    stderr: '',
    closed: false,
    onClosed: () => {},
    read: m.read,
    remove: [...m.write, ...m.read].map((f) => f.path),
  };
  runs.set(m.id, r);
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  // Past the cap the output is read and dropped, so a flooding agent cannot block on its pipe.
  child.stdout.on('data', (/** @type {string} */ d) => {
    if (r.stdout.length < m.maxStdout) r.stdout += d.slice(0, m.maxStdout - r.stdout.length);
    else r.truncated = true;
  });
  child.stderr.on('data', (/** @type {string} */ d) => {
    r.stderr = (r.stderr + d).slice(-m.maxStderr);
  });
  child.on('spawn', () => send({ id: m.id, type: 'spawned', pid: child.pid }));
  child.on('error', (e) => {
    runs.delete(m.id);
    send({ id: m.id, type: 'error', message: e.message });
  });
  child.on('close', () => {
    r.closed = true;
    r.onClosed();
  });
  child.on('exit', (code, signal) => send({ id: m.id, type: 'exit', code, signal }));
}

/**
 * The command is over and its tree killed: the output read so far is the output (a leftover could
 * hold the pipes open for ever), after a moment for what is still in the pipes.
 * @param {CollectMessage} m
 */
function collect(m) {
  const r = runs.get(m.id);
  if (!r) return;
  const done = () => {
    runs.delete(m.id);
    const left = r.read.map((f) => readLeft(f.path, f.max));
    for (const path of r.remove) remove(path);
    send({ id: m.id, type: 'output', stdout: r.stdout, truncated: r.truncated, stderr: r.stderr, left });
  };
  if (r.closed) return done();
  const t = setTimeout(() => {
    r.child.stdout.destroy();
    r.child.stderr.destroy();
    done();
  }, 50);
  r.onClosed = () => {
    clearTimeout(t);
    done();
  };
}

process.on('message', (/** @type {SpawnMessage | CollectMessage | { type: 'reap', id: number }} */ m) => {
  if (m.type === 'spawn') start(m);
  else if (m.type === 'collect') collect(m);
  else if (m.type === 'reap') void reap(m);
});
process.on('disconnect', () => process.exit(0));
