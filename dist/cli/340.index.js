export const id = 340;
export const ids = [340];
export const modules = {

/***/ 7340:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Launcher: () => (/* binding */ Launcher),
/* harmony export */   startLauncherEarly: () => (/* binding */ startLauncherEarly),
/* harmony export */   takeLauncher: () => (/* binding */ takeLauncher)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
// A small long-lived process that starts the agents for the runner. Node forks on the thread that
// calls spawn, and a fork costs more the more memory the forking process maps: from the runner
// (receiver buffers, sessions) it took 2-6 ms of the main thread per run, time no other run's spans
// were read in. The launcher is a bare node running the script below; the runner sends it what to
// start and gets back the pid, the exit, and the run's output (stdout's head, stderr's tail). It also
// does each run's file work: the case file written before the start, the files the agent leaves
// (fault log, answer) read and every run file removed after the exit. Each file operation from the
// runner's main thread was a trip through the thread pool, and on a busy machine waking a pool
// thread gave the CPU away: up to a few ms per operation in the (256, 32) profile, five a run.

/** The launcher's program (CommonJS, run with `node -e`): nothing but spawning, capturing, and the run files. */
const SCRIPT = String.raw `
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const runs = new Map();
// A file the agent left: read only if it is a regular file reached without a symlink, and at most
// max bytes (the agent controls it: it could be a FIFO, /dev/zero behind a link, or gigabytes).
const NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
const readLeft = (path, max) => {
  let fd;
  try { fd = fs.openSync(path, fs.constants.O_RDONLY | NOFOLLOW | NONBLOCK); } catch (e) { return e.code === 'ENOENT' ? null : { refused: e.code }; }
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
    const all = Buffer.concat(chunks);
    return { text: all.toString('utf8', 0, Math.min(size, max)), truncated: size > max };
  } catch (e) {
    return { refused: e.code ?? e.message };
  } finally {
    fs.closeSync(fd);
  }
};
const remove = (path) => { try { fs.unlinkSync(path); } catch {} };
const send = (m) => process.connected && process.send(m);
process.on('message', (m) => {
  if (m.type === 'spawn') {
    try {
      for (const f of m.write) fs.writeFileSync(f.path, f.text);
    } catch (e) {
      return send({ id: m.id, type: 'error', message: e.message });
    }
    const opts = { cwd: m.cwd, env: m.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] };
    let child;
    try {
      child = m.argv ? spawn(m.argv[0], m.argv.slice(1), opts) : spawn(m.command, { ...opts, shell: true });
    } catch (e) {
      return send({ id: m.id, type: 'error', message: e.message });
    }
    const r = { child, stdout: '', truncated: false, stderr: '', closed: false, onClosed: () => {}, read: m.read, remove: [...m.write, ...m.read].map((f) => f.path) };
    runs.set(m.id, r);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    // Past the cap the output is read and dropped, so a flooding agent cannot block on its pipe.
    child.stdout.on('data', (d) => {
      if (r.stdout.length < m.maxStdout) r.stdout += d.slice(0, m.maxStdout - r.stdout.length);
      else r.truncated = true;
    });
    child.stderr.on('data', (d) => { r.stderr = (r.stderr + d).slice(-m.maxStderr); });
    child.on('spawn', () => send({ id: m.id, type: 'spawned', pid: child.pid }));
    child.on('error', (e) => { runs.delete(m.id); send({ id: m.id, type: 'error', message: e.message }); });
    child.on('close', () => { r.closed = true; r.onClosed(); });
    child.on('exit', (code, signal) => send({ id: m.id, type: 'exit', code, signal }));
  } else if (m.type === 'collect') {
    // The command is over and its tree killed: the output read so far is the output (a leftover
    // could hold the pipes open for ever), after a moment for what is still in the pipes.
    const r = runs.get(m.id);
    if (!r) return;
    const done = () => {
      runs.delete(m.id);
      const left = r.read.map((f) => readLeft(f.path, f.max));
      for (const path of r.remove) remove(path);
      send({ id: m.id, type: 'output', stdout: r.stdout, truncated: r.truncated, stderr: r.stderr, left });
    };
    if (r.closed) return done();
    const t = setTimeout(() => { r.child.stdout.destroy(); r.child.stderr.destroy(); done(); }, 50);
    r.onClosed = () => { clearTimeout(t); done(); };
  }
});
process.on('disconnect', () => process.exit(0));
`;
class Launcher {
    child;
    next = 0;
    runs = new Map();
    gone;
    constructor() {
        // Only PATH: the launcher's own environment is readable by same-user processes (/proc), and
        // each agent gets the environment it is sent, nothing of this one.
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, ['-e', SCRIPT], {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
            env: { PATH: process.env.PATH ?? '' },
        });
        // Idle, the launcher keeps nothing alive: a command that stops before its first run still exits.
        this.child.unref();
        this.child.channel?.unref();
        this.child.on('message', (m) => this.receive(m));
        this.child.on('exit', (code, signal) => this.fail(`the launcher process exited (${signal ?? `code ${code}`})`));
        this.child.on('error', (e) => this.fail(`the launcher process failed: ${e.message}`));
    }
    receive(m) {
        const run = this.runs.get(m.id);
        if (!run)
            return;
        if (m.type === 'spawned')
            run.launched.pid = m.pid;
        else if (m.type === 'exit')
            run.launched.onExit(m.code, m.signal);
        else if (m.type === 'error') {
            this.runs.delete(m.id);
            run.launched.onError(m.message);
        }
        else {
            this.runs.delete(m.id);
            run.output?.({ stdout: m.stdout, stdoutTruncated: m.truncated, stderrTail: m.stderr, left: m.left });
        }
    }
    fail(why) {
        this.gone ??= why;
        for (const [id, run] of this.runs) {
            this.runs.delete(id);
            if (run.output)
                run.output(run.lost());
            else
                run.launched.onError(why);
        }
    }
    launch(spec, launched) {
        const id = this.next++;
        // A run whose output the launcher took with it: the files it left are not known, and that is said.
        const lost = () => ({
            stdout: '',
            stdoutTruncated: false,
            stderrTail: '',
            left: spec.read.map(() => ({ refused: this.gone ?? 'not collected' })),
        });
        const run = {
            lost,
            launched: {
                ...launched,
                collect: () => new Promise((resolve) => {
                    if (!this.runs.has(id))
                        return resolve(lost());
                    run.output = resolve;
                    this.child.send({ id, type: 'collect' });
                }),
            },
        };
        if (this.gone) {
            queueMicrotask(() => launched.onError(this.gone));
            return run.launched;
        }
        this.child.channel?.ref(); // a run in flight: its messages are awaited
        this.runs.set(id, run);
        this.child.send({ id, type: 'spawn', ...spec });
        return run.launched;
    }
    /** Ends the launcher once nothing is in flight (the agents it started are the runner's to kill). */
    close() {
        if (this.child.connected)
            this.child.disconnect();
    }
}
let early;
/**
 * Starts a launcher before the modules and config of `run` load, so that its own node start (~35 ms)
 * is not spent by the first agents waiting for it; the runner takes it with takeLauncher.
 */
function startLauncherEarly() {
    early ??= new Launcher();
}
/** The launcher started early (once), or a new one. */
function takeLauncher() {
    const launcher = early ?? new Launcher();
    early = undefined;
    return launcher;
}


/***/ })

};
