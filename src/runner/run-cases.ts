// Runs every case x repeat against the agent: setup once, then each run as its own process with the
// case contract (case file, env, OTLP endpoint of the embedded receiver), bounded concurrency, a
// per-run time limit and a grace period for late spans. Each finished run is appended to a JSONL
// journal at once, so a cancelled job keeps what finished and --resume continues from it.
import { createHash } from 'node:crypto';
import { type WriteStream, createWriteStream, existsSync, writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { finished as flushed } from 'node:stream/promises';
import { setMaxListeners } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ExpandedCase, configuredToolNames } from '../config/expand.js';
import type { Config } from '../config/schema.js';
import type { Redactor } from '../trace/redact.js';
import { lockDir } from '../util/dirs.js';
import { Limiter } from '../util/limit.js';
import { fallbackAnswer } from './answer.js';
import { type Launcher, takeLauncher } from './launcher.js';
import type { ModelProxy } from './model-proxy.js';
import type { bedrockUpstream } from './model-proxy-bedrock.js';
import { type ProcessResult, leftoversKilled, reapStrays, runProcess } from './process.js';
import { JOURNAL_FILE, casesFromJournal, fileDigest, readJournal } from './journal.js';
import { traceGaps } from './trace-gaps.js';
import { agentEnvironment, givenValues, missingRequiredEnv } from './environment.js';
import { thinTraceCause } from './silent-tracers.js';
import { runFailureCause } from './run-failures.js';
import { Receiver, type ReceiverLimits } from './receiver.js';
import { inShard } from './shard.js';
import type { JournalEntry, RunEvent, RunStatus, RunnerOutcome, Shard } from './types.js';
import {
  MAX_ANSWER_BYTES,
  MAX_FAULT_LOG,
  faultLogOf,
  readable,
  runItemSeed,
  sessionIdFor,
  statusOf,
} from './run-outcome.js';
import { runEnvironment, sessionOf, withFaults } from './run-session.js';

export { sessionIdFor } from './run-outcome.js';

export interface RunnerOptions {
  config: Config;
  cases: ExpandedCase[];
  /** Directory of the journal (and of nothing else: results are written by the caller). */
  outDir: string;
  /** Directory agent.workdir is relative to. */
  baseDir?: string;
  runSeed?: number;
  resume?: boolean;
  /** Wait this long after exit for spans from an agent that sent none yet. */
  graceMs?: number;
  /** After exit, while other requests are in flight, spans are taken once none arrived for this long (default 20 ms). */
  settleMs?: number;
  log?: (line: string) => void;
  /** Called as each run finishes. */
  onRun?: (event: RunEvent) => void;
  /** Called once the first agents are started (as many as the concurrency allows): work that can wait goes here. */
  onStarted?: () => void;
  signal?: AbortSignal;
  /** Run only this shard's share of case x repeat (stable by hash, so every job agrees). */
  shard?: Shard;
  /** The receiver's caps (defaults: DEFAULT_LIMITS). */
  limits?: Partial<ReceiverLimits>;
  /**
   * Agent processes shared with other calls running at the same time (the sequential decision's
   * batches of several cases, both sides): at most its max run at once. Default: config.concurrency.
   */
  slots?: Limiter;
  /** The side these runs are (head, base): shared slots serve the sides in turn (util/limit.ts). */
  lane?: string;
  /** Redacts secrets from what the agent sent and printed (default: built from config.redact). */
  redactor?: Redactor;
}

// What only a finished run needs (reading and redacting its trace) and what only model faults need
// (the model proxy) are loaded after the first agents start, or when first needed: the modules
// before the first agent are what a run's first second waits for.
const traceReading = () => import('../trace/normalize.js');

const redaction = () => import('../trace/redact.js');

const modelProxying = () => Promise.all([import('./model-proxy.js'), import('./model-proxy-bedrock.js')]);

/** A run's key among the journal's entries: its case and repeat. */
const runKey = (caseName: string, repeat: number) => `${caseName}\u0000${repeat}`;

export async function runCases(opts: RunnerOptions): Promise<RunnerOutcome> {
  const log = opts.log ?? (() => {});
  const { agent } = opts.config;
  const workdir = resolve(opts.baseDir ?? '.', agent.workdir);
  // One run at a time per output directory: two would mix their journals.
  const lock = lockDir(opts.outDir);
  try {
    return await runLocked(opts, log, workdir);
  } finally {
    lock.release();
  }
}

/**
 * The checkouts whose agent.setup ran (or is running) in this process, by directory and command:
 * setup runs once per checkout, not again for each look of the sequential decision, and looks that
 * start at the same time wait for the one setup (the base's worktree is a checkout of its own).
 */
const setUp = new Map<string, Promise<void>>();

async function runSetup(agent: Config['agent'], workdir: string, signal?: AbortSignal): Promise<void> {
  const setup = await runProcess({
    command: agent.setup!,
    cwd: workdir,
    env: agentEnvironment(agent.pass_env, agent.env),
    timeoutMs: 30 * 60_000,
    maxStdout: 0,
    signal,
  });
  if (setup.timedOut || setup.spawnError || setup.exitCode !== 0) {
    const why = setup.spawnError ?? (setup.timedOut ? 'timed out' : `exit code ${setup.exitCode}`);
    throw new Error(`agent.setup failed (${why}): ${setup.stderrTail.trim().split('\n').slice(-5).join('\n')}`);
  }
}

async function runLocked(opts: RunnerOptions, log: (line: string) => void, workdir: string): Promise<RunnerOutcome> {
  const set = new RunSet(opts, log, workdir);
  await set.start();
  const { entries, cancelled } = await set.runAll();
  return set.finish(entries, cancelled);
}

/** A run to make: its case and repeat. */
interface Item {
  c: ExpandedCase;
  repeat: number;
}

/**
 * One call of runCases, in its steps: start (the journal, the run seed, agent.setup, the receiver,
 * the launcher, the model proxy), runAll (each run: a slot, the agent, its spans, its journal line),
 * finish (the journal checked, the outcome).
 */
class RunSet {
  private readonly agent: Config['agent'];
  private readonly journalPath: string;
  /** What this process wrote to the journal, hashed as it goes (journal.ts: the agent could rewrite it). */
  private readonly written = createHash('sha256');
  private runSeed = 0;
  private done = new Map<string, JournalEntry>();
  private receiver!: Receiver;
  private launcher!: Launcher;
  /** The model proxy, with how a run's Bedrock endpoint is found: both there only when a case faults the model. */
  private model?: { proxy: ModelProxy; bedrockUpstream: typeof bedrockUpstream };
  private scratch = '';
  private journal!: WriteStream;
  private journalError?: Error;
  /** The job's variables an agent may see, read once: every run starts from them. */
  private base: NodeJS.ProcessEnv = {};
  private items: Item[] = [];
  private pendingByCase = new Map<string, number>();
  private finished = 0;
  private firstWave = 0;
  private started = 0;
  private redactor?: Promise<Redactor>;
  private readonly slots: Limiter;

  constructor(
    private readonly opts: RunnerOptions,
    private readonly log: (line: string) => void,
    private readonly workdir: string,
  ) {
    this.agent = opts.config.agent;
    this.journalPath = join(opts.outDir, JOURNAL_FILE);
    this.slots = opts.slots ?? new Limiter(opts.config.concurrency);
  }

  async start(): Promise<void> {
    const { opts, journalPath } = this;
    // Each run in flight listens for the cancellation: more than node's default ten is not a leak.
    if (opts.signal) setMaxListeners(opts.config.concurrency + 10, opts.signal);
    await this.openJournal();
    // Without its model key every run would crash, and cost a setup: not run, and said why.
    const missing = missingRequiredEnv(this.agent);
    if (missing) throw new Error(missing);
    await this.setup();
    this.receiver = await new Receiver(opts.limits).start();
    this.launcher = takeLauncher();
    // The model proxy runs only when a case faults the model: other runs talk to their model directly.
    if (opts.cases.some((c) => c.effects.model_effects?.length)) {
      const [{ ModelProxy }, { bedrockUpstream }] = await modelProxying();
      this.model = { proxy: await new ModelProxy().start(), bedrockUpstream };
    }
    this.scratch = mkdtempSync(join(tmpdir(), 'agent-chaos-run-'));
    // Appended in the order runs end, off the main thread; all of it is written before runCases returns.
    this.journal = createWriteStream(journalPath, { flags: 'a' });
    this.journal.on('error', (err) => {
      this.journalError ??= err;
    });
    this.base = agentEnvironment(this.agent.pass_env, this.agent.env);
    this.items = opts.cases
      .flatMap((c) => Array.from({ length: c.repeat }, (_, i) => ({ c, repeat: i + 1 })))
      .filter((item) => !opts.shard || inShard(item.c.name, item.repeat, opts.shard));
    this.pendingByCase = new Map(opts.cases.map((c) => [c.name, this.items.filter((i) => i.c === c).length]));
    // The first wave: every slot taken, or every run left to do (a resumed job may have fewer).
    this.firstWave = Math.min(
      opts.config.concurrency,
      this.items.filter((i) => !this.done.has(runKey(i.c.name, i.repeat))).length,
    );
  }

  /** One redactor for every run, so its summary counts them all; built when first needed. */
  private redactorOf(): Promise<Redactor> {
    const { opts } = this;
    this.redactor ??= opts.redactor
      ? Promise.resolve(opts.redactor)
      : redaction().then(
          ({ Redactor }) => new Redactor(opts.config.redact, process.env, givenValues(opts.config.agent)),
        );
    return this.redactor;
  }

  /** The journal: a resumed one keeps its readable entries (a run cancelled in it runs again), else it starts empty. */
  private async openJournal(): Promise<void> {
    const { opts, journalPath } = this;
    const previous = opts.resume
      ? (await readJournal(journalPath)).entries.filter((e) => e.status !== 'cancelled')
      : [];
    if (!opts.resume && existsSync(journalPath)) rmSync(journalPath);
    // A line cut by a crash must not swallow the next entry: keep the readable entries only.
    if (opts.resume && previous.length) {
      const text = previous.map((e) => `${JSON.stringify(e)}\n`).join('');
      this.written.update(text);
      writeFileSync(journalPath, text);
    }
    this.runSeed = previous[0]?.runSeed ?? opts.runSeed ?? Math.floor(Math.random() * 2 ** 31);
    this.done = new Map(previous.map((e) => [runKey(e.case, e.repeat), e]));
    const resuming = opts.resume ? ` (resuming: ${this.done.size} run(s) already in ${journalPath})` : '';
    this.log(`run seed ${this.runSeed}${resuming}: pass --seed ${this.runSeed} to reproduce`);
  }

  /** agent.setup, once per checkout in this process. */
  private async setup(): Promise<void> {
    const { agent, workdir } = this;
    if (!agent.setup) return;
    const setupKey = `${resolve(workdir)}\u0000${agent.setup}`;
    let ready = setUp.get(setupKey);
    if (ready) this.log(`setup: done already for this checkout (${agent.setup})`);
    else {
      this.log(`setup: ${agent.setup}`);
      ready = runSetup(agent, workdir, this.opts.signal);
      setUp.set(setupKey, ready);
      // A failed setup is tried again by the next call (a cancelled job's, say), not remembered.
      ready.catch(() => setUp.delete(setupKey));
    }
    await ready;
  }

  /** Every run, then everything the runs used stopped and removed (whatever happened). */
  async runAll(): Promise<{ entries: JournalEntry[]; cancelled: number }> {
    try {
      const all = await Promise.all(this.items.map((item) => this.runOne(item)));
      const entries = all.filter((e): e is JournalEntry => !!e);
      const cancelled = all.length - entries.length + entries.filter((e) => e.status === 'cancelled').length;
      return { entries, cancelled };
    } finally {
      await leftoversKilled();
      // What the agents started outside their runs' groups and tags (`env -i setsid ... &`) was
      // re-parented to the launcher: killed now, before the journal is checked and the fence lifted.
      const reaped = await reapStrays(this.launcher);
      if (reaped?.killed)
        this.opts.log?.(
          `warning: ${reaped.killed} process(es) the agents started outside their runs (a new session, a cleared environment) outlived them and were killed`,
        );
      if (reaped?.left) this.opts.log?.(`warning: ${reaped.left} process(es) the agents started could not be killed`);
      if (reaped && !reaped.subreaper && process.platform === 'linux')
        this.opts.log?.(
          'note: processes the agents orphaned outside their runs cannot be found here: install perl or python3 so the launcher can be their reaper (docs/security.md)',
        );
      this.launcher.close();
      this.journal.end();
      await flushed(this.journal).catch(() => {}); // a failed write is said in finish
      await this.model?.proxy.stop();
      await this.receiver.stop();
      rmSync(this.scratch, { recursive: true, force: true });
    }
  }

  private report(
    caseName: string,
    repeat: number,
    status: RunStatus,
    line: string,
    failed?: { stderrTail?: string; error?: string },
  ): void {
    const left = (this.pendingByCase.get(caseName) ?? 1) - 1;
    this.pendingByCase.set(caseName, left);
    this.opts.onRun?.({
      case: caseName,
      repeat,
      status,
      line,
      finished: ++this.finished,
      total: this.items.length,
      caseDone: left === 0,
      ...(failed?.stderrTail ? { stderrTail: failed.stderrTail } : {}),
      ...(failed?.error ? { error: failed.error } : {}),
    });
  }

  private async runOne({ c, repeat }: Item): Promise<JournalEntry | undefined> {
    const seed = runItemSeed(this.runSeed, c.name, repeat);
    const sessionId = sessionIdFor(this.runSeed, c.name, repeat);
    const prior = this.done.get(runKey(c.name, repeat));
    if (prior) {
      this.report(c.name, repeat, prior.status, `${c.name} #${repeat} ${prior.status} (from the journal)`);
      return prior;
    }
    // A slot is an agent process: it is given back when the agent exits, so the next one starts
    // while this run's spans are awaited and read.
    const free = await this.slots.acquire(this.opts.lane);
    try {
      // Cancelled (Ctrl-C, a cancelled job): runs not started are skipped; finished ones are kept.
      if (this.opts.signal?.aborted) return undefined;
      const run = { c, repeat, seed, sessionId };
      const { running, env } = this.spawn(run, free);
      return await this.record(run, await running, env);
    } finally {
      free();
    }
  }

  /** The agent started for a run: its environment, the model proxy's session, the case file. */
  private spawn(
    { c, repeat, seed, sessionId }: Item & { seed: number; sessionId: string },
    free: () => void,
  ): { running: Promise<ProcessResult>; env: NodeJS.ProcessEnv } {
    const { agent, opts, model } = this;
    const files = {
      caseFile: join(this.scratch, `${sessionId}.case.json`),
      faultLog: join(this.scratch, `${sessionId}.faults.jsonl`),
      answerFile: join(this.scratch, `${sessionId}.answer.txt`),
    };
    const env = runEnvironment({
      agent,
      base: this.base,
      c,
      repeat,
      seed,
      sessionId,
      files,
      endpoint: this.receiver.endpointFor(sessionId),
    });
    // Model faults: the agent's OpenAI client goes through the proxy, which forwards to the endpoint
    // it would have used.
    if (model && c.effects.model_effects?.length) {
      const urls = model.proxy.open(sessionId, c.effects.model_effects, seed, {
        openai: env.OPENAI_BASE_URL,
        bedrock: model.bedrockUpstream(env),
      });
      env.OPENAI_BASE_URL = urls.openai;
      env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = urls.bedrock;
    }
    this.receiver.open(sessionId);
    const caseFile = { name: c.name, input: c.input, session_id: sessionId, effects: c.effects, seed };
    const running = runProcess({
      command: agent.command,
      cwd: this.workdir,
      env,
      timeoutMs: agent.timeout,
      signal: opts.signal,
      launcher: this.launcher,
      onExit: free,
      // The launcher writes the case file, and reads and removes what the agent leaves: no file work
      // on this thread, which reads the other runs' spans meanwhile.
      write: [{ path: files.caseFile, text: JSON.stringify(caseFile, null, 2) }],
      read: [
        { path: files.faultLog, max: MAX_FAULT_LOG },
        { path: files.answerFile, max: MAX_ANSWER_BYTES },
      ],
    });
    if (++this.started === this.firstWave) {
      void Promise.all([traceReading(), this.redactorOf()]).catch(() => {}); // met again where used
      opts.onStarted?.();
    }
    return { running, env };
  }

  /** A run that ended: its spans awaited and read into a session, its faults, its journal line. */
  private async record(
    { c, repeat, seed, sessionId }: Item & { seed: number; sessionId: string },
    p: ProcessResult,
    env: NodeJS.ProcessEnv,
  ): Promise<JournalEntry> {
    const { opts } = this;
    const redactor = await this.redactorOf();
    const data = await awaitSpans(this.receiver, sessionId, p, opts);
    const spans = data?.spans.length ?? 0;
    const ended = statusOf(p, spans, data?.overflow, env);
    // Stopped by the cancellation, not by the agent: no result, and --resume runs it again.
    const cancelled = opts.signal?.aborted && ended.status !== 'ok';
    const status: RunStatus = cancelled ? 'cancelled' : ended.status;
    // A failed run's stderr may name its cause (a missing module, a variable not passed): said with the fix.
    const cause = status === 'ok' || cancelled ? undefined : runFailureCause(p.stderrTail, env);
    const error = cancelled
      ? 'the job was cancelled while this run was going'
      : cause && ended.error
        ? `${ended.error.replace(/ \(command not found\)$/, '')}: ${await redactor.redact(cause)}`
        : ended.error;
    const fileWarnings: string[] = []; // the files the agent left that could not be read
    const [faultLog, answerFile] = p.left; // in the order of `read` in spawn
    const answer = () =>
      fallbackAnswer(
        readable(answerFile, 'answer file', 'the answer is taken from stdout', fileWarnings)?.text,
        p.stdout,
      );
    const made =
      data && spans && status !== 'flooded' && status !== 'cancelled'
        ? sessionOf((await traceReading()).normalize, data, { sessionId, c, repeat, seed }, answer, opts.config)
        : undefined;
    const faults = withFaults(
      made,
      faultLogOf(faultLog, fileWarnings),
      this.model?.proxy.take(sessionId) ?? [],
      configuredToolNames(opts.config),
    );
    const thin = faults.session && thinTraceCause(env, faults.session);
    faults.warnings.unshift(...fileWarnings, ...(made ? traceGaps(made) : []), ...(thin ? [thin] : []));
    const session = faults.session ? await redactor.redact(faults.session) : undefined;
    const entry: JournalEntry = {
      runSeed: this.runSeed,
      case: c.name,
      repeat,
      sessionId,
      seed,
      status,
      exitCode: p.exitCode,
      durationMs: p.durationMs,
      spans,
    };
    if (error) entry.error = error;
    if (status !== 'ok' && p.stderrTail.trim())
      entry.stderrTail = await redactor.redact(p.stderrTail.trim().split('\n').slice(-20).join('\n'));
    if (faults.fired) entry.faultsFired = faults.fired;
    if (faults.warnings.length) entry.warnings = await redactor.redact(faults.warnings);
    if (session) entry.session = session;
    const line = `${JSON.stringify(entry)}\n`;
    this.written.update(line);
    this.journal.write(line);

    const failures = session?.toolCalls.filter((t) => t.status === 'error') ?? [];
    const failed = failures.length
      ? `, ${failures.length} tool failure(s) (${[...new Set(failures.map((f) => f.name))].join(', ')})`
      : '';
    const took = `${(p.durationMs / 1000).toFixed(1)}s, ${spans} span(s)${failed}`;
    this.report(
      c.name,
      repeat,
      status,
      `${c.name} #${repeat} ${status} ${took}${error && status !== 'ok' ? `: ${error}` : ''}`,
      { stderrTail: entry.stderrTail, error: status !== 'ok' ? error : undefined },
    );
    return entry;
  }

  /** The journal checked against what was written, the counts logged, the outcome. */
  async finish(entries: JournalEntry[], cancelled: number): Promise<RunnerOutcome> {
    const { journalPath, log } = this;
    if (this.journalError) throw new Error(`could not write the journal ${journalPath}: ${this.journalError.message}`);
    // Every agent process is gone: the journal on disk must be what the launcher wrote, else it is
    // written again from what the launcher saw (what another job scores is this file).
    if ((await fileDigest(journalPath)) !== this.written.digest('hex')) {
      writeFileSync(journalPath, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
      log(
        `warning: ${journalPath} was changed while the agents ran, by something other than agent-chaos (the agent is the same user): it was written again from what the launcher saw`,
      );
    }
    const counts = new Map<string, number>();
    for (const e of entries) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
    log(
      `${entries.length} run(s): ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}${cancelled ? `; ${cancelled} not run (cancelled)` : ''}`,
    );
    return {
      cases: casesFromJournal(this.opts.cases, entries),
      runSeed: this.runSeed,
      journal: journalPath,
      receiver: { ...this.receiver.stats, problems: this.receiver.problems },
      redacted: (await this.redactorOf()).summary(),
      resumed: [...this.done.keys()].length,
      cancelled,
    };
  }
}

/**
 * Late spans: an agent that flushed before exiting has delivered already (requests still in flight
 * are waited for); one that sent nothing yet gets the whole grace period. A cancelled job does not
 * wait for spans that may never come, and a crashed run ("crashed" whatever arrives) waits only
 * briefly for spans sent as it died.
 */
async function awaitSpans(
  receiver: Receiver,
  sessionId: string,
  p: ProcessResult,
  opts: RunnerOptions,
): Promise<ReturnType<Receiver['take']>> {
  const crashed = p.exitCode !== 0 || p.spawnError !== undefined;
  const grace = opts.signal?.aborted ? 0 : Math.min(opts.graceMs ?? 3_000, crashed ? 500 : Infinity);
  const settle = opts.settleMs ?? 20;
  const until = Date.now() + grace;
  for (;;) {
    const got = receiver.session(sessionId);
    const now = Date.now();
    const quiet = got ? now - got.lastArrival : 0;
    if (got && (receiver.pendingFor(sessionId) === 0 || quiet >= settle)) break;
    if (now >= until) break;
    await receiver.waitForArrival(got ? settle - quiet : Math.min(100, until - now));
  }
  return receiver.take(sessionId);
}
