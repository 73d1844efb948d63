export const id = 340;
export const ids = [340];
export const modules = {

/***/ 7340:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Launcher: () => (/* binding */ Launcher),
/* harmony export */   launcherCommand: () => (/* binding */ launcherCommand),
/* harmony export */   launcherProgram: () => (/* binding */ launcherProgram),
/* harmony export */   startLauncherEarly: () => (/* binding */ startLauncherEarly),
/* harmony export */   takeLauncher: () => (/* binding */ takeLauncher)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
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




/**
 * The launcher's program, started by path (so `ps` shows its name): beside this module in src/ and
 * lib/ (launcher-process.cjs), beside the bundle in dist/ and dist/cli/ (launcher.cjs, copied there
 * by scripts/build.mjs).
 */
let program;
function launcherProgram() {
    if (program)
        return program;
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    program = [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'launcher-process.cjs'), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'launcher.cjs')].find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(p));
    if (!program)
        throw new Error(`the agent launcher (launcher.cjs) is missing beside ${here}: reinstall agent-chaos`);
    return program;
}
/**
 * The launcher's command: on Linux through a wrapper that marks it a child subreaper
 * (prctl PR_SET_CHILD_SUBREAPER, kept across exec) and execs node, so that what an agent starts and
 * orphans (`env -i setsid writer &`: no process group, no run tag) is re-parented to the launcher
 * and killed after the runs. perl (in every Linux image git is in; 2 ms) by its prctl syscall
 * number, else python3's ctypes; without either the launcher runs as before and says so.
 */
function launcherCommand(program) {
    const plain = { command: process.execPath, args: [program] };
    if (process.platform !== 'linux')
        return plain;
    const found = (name) => (process.env.PATH ?? '').split(':').some((dir) => dir && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name)));
    const prctl = { x64: 157, arm64: 167 }[process.arch];
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
class Launcher {
    child;
    next = 0;
    runs = new Map();
    reaping = new Map();
    gone;
    constructor() {
        // Only PATH: the launcher's own environment is readable by same-user processes (/proc), and
        // each agent gets the environment it is sent, nothing of this one.
        const { command, args } = launcherCommand(launcherProgram());
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, {
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
        if (m.type === 'reaped') {
            this.reaping.get(m.id)?.({ killed: m.killed, left: m.left, subreaper: m.subreaper });
            this.reaping.delete(m.id);
            return;
        }
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
        for (const done of this.reaping.values())
            done(undefined);
        this.reaping.clear();
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
    /**
     * Kills what the agents started and left behind outside their runs' process groups and tags
     * (orphans re-parented to the launcher), until none is left; undefined when the launcher is gone.
     * Call once the runs are over: a run still going keeps its own command, not its orphans.
     */
    reap() {
        if (this.gone || !this.child.connected)
            return Promise.resolve(undefined);
        const id = this.next++;
        this.child.channel?.ref();
        return new Promise((resolve) => {
            this.reaping.set(id, resolve);
            this.child.send({ id, type: 'reap' });
        });
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
