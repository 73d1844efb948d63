// The runner with real child processes: statuses for every kind of bad agent, the process group
// killed on time-out, journal and resume, reproducible seeds.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';
import { NO_TOOL_CONTENT } from '../../src/runner/trace-gaps.js';
import { readJournal } from '../../src/runner/journal.js';
import { plainWords } from '../../src/runner/process.js';
import { runCases } from '../../src/runner/run-cases.js';
import { runPipeline } from '../../src/pipeline/index.js';
import { main } from '../../src/cli/main.js';
import { ended } from '../helpers/processes.js';

const STUB = resolve('fixtures/agents/stub.mjs');

/** `timeout`: the agent's limit; generous, since a busy machine starts node slowly (a hang waits it out). */
function setup(cases: string[], extra = '', timeout = '30s') {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-runner-'));
  const text = `agent:
  command: node ${STUB}
  timeout: ${timeout}
  env: { STUB_PIDFILE: ${join(dir, 'pid')} }
repeat: 1
concurrency: 4
${extra}
cases:
${cases.map((c) => `  - name: ${c}\n    input: Search for ${c}\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }`).join('\n')}
`;
  const config = parseConfigText(text, 'test.yml');
  return { dir, config, cases: expandCases(config) };
}

describe('runner statuses', () => {
  it('gives each bad agent a status and a message, and the other runs go on', async () => {
    const { dir, config, cases } = setup(
      ['ok', 'exit-now', 'crash', 'hang', 'flood', 'garbage', 'no-answer-in-trace', 'no-flush', 'own-resource'],
      '',
      '15s',
    ); // the hang waits out its limit; the others, node stubs, must end before it on a busy machine
    const lines: string[] = [];
    const outcome = await runCases({
      config,
      cases,
      outDir: dir,
      runSeed: 5,
      graceMs: 400,
      log: (l) => lines.push(l),
      onRun: (e) => lines.push(`[${e.finished}/${e.total}] ${e.line}`),
    });
    const byCase = Object.fromEntries(outcome.cases.map((c) => [c.name, c.runs[0]]));

    expect(byCase.ok).toMatchObject({ status: 'ok' });
    expect(byCase.ok.session!.toolCalls[0]).toMatchObject({ name: 'search', status: 'error' });
    expect(byCase.ok.session!.chaos).toEqual({ case: 'ok', repeat: 1, seed: byCase.ok.seed });

    // Spans without the session.id attribute still reach their run, by the run's own endpoint path.
    expect(byCase['own-resource']).toMatchObject({ status: 'ok' });
    expect(byCase['own-resource'].session!.toolCalls[0]).toMatchObject({ name: 'search', status: 'error' });
    // Labelled by the runner, not by a resource the agent built in code without them.
    expect(byCase['own-resource'].session!.chaos).toMatchObject({ case: 'own-resource', repeat: 1 });

    expect(byCase['exit-now']).toMatchObject({ status: 'no_trace' });
    expect(byCase['exit-now'].error).toMatch(/sent no span.*OTEL_EXPORTER_OTLP_ENDPOINT.*flushes/);

    expect(byCase.crash).toMatchObject({ status: 'crashed' });
    expect(byCase.crash.error).toBe('the agent crashed: exit code 3'); // stderr stays out of results and the report
    expect((await readJournal(join(dir, 'journal.jsonl'))).entries.find((e) => e.case === 'crash')!.stderrTail).toMatch(
      /ValueError: boom/,
    );
    expect(byCase.crash.session).toBeDefined(); // the spans it sent before crashing are kept

    expect(byCase.hang).toMatchObject({ status: 'timeout' });
    expect(byCase.hang.error).toMatch(/process group was killed/);
    const grandchild = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    expect(await ended(grandchild)).toBe(true); // the agent's own child died too

    expect(byCase.flood).toMatchObject({ status: 'ok' });
    expect(byCase.flood.session!.finalAnswer).toBe('flooded');

    expect(byCase.garbage).toMatchObject({ status: 'no_trace' });
    expect(outcome.receiver.rejected).toBeGreaterThanOrEqual(1);

    expect(byCase['no-answer-in-trace'].session!.finalAnswer).toBe('Answer printed on stdout only.');

    expect(byCase['no-flush']).toMatchObject({ status: 'no_trace' });

    expect(lines.some((l) => /^\[\d\/9\] hang #1 timeout/.test(l))).toBe(true);
    const summary = lines.filter((l) => !l.startsWith('[')).at(-1)!;
    for (const part of [/^9 run\(s\): /, /\b4 ok\b/, /\b3 no_trace\b/, /\b1 crashed\b/, /\b1 timeout\b/])
      expect(summary).toMatch(part);
  });

  it("names LangSmith's OTel mode as the cause when a run with it on sends no span, with the fix", async () => {
    const { dir, config, cases } = setup(['exit-now', 'ok']);
    const withLangSmith = {
      ...config,
      agent: { ...config.agent, env: { ...config.agent.env, LANGSMITH_TRACING_MODE: 'otel' } },
    };
    const outcome = await runCases({
      config: withLangSmith,
      cases,
      outDir: dir,
      runSeed: 5,
      graceMs: 400,
      log: () => {},
    });
    const byCase = Object.fromEntries(outcome.cases.map((c) => [c.name, c.runs[0]]));
    expect(byCase['exit-now']).toMatchObject({ status: 'no_trace' });
    expect(byCase['exit-now'].error).toMatch(
      /^LangSmith's OTel mode is on .* OpenInference's LangChain instrumentation/,
    );
    expect(byCase['exit-now'].error).not.toMatch(/flushes/);
    // A run that sent its spans, its tool call among them, is not told anything about it.
    expect(byCase.ok).toMatchObject({ status: 'ok' });
    expect(byCase.ok.error).toBeUndefined();
    expect(byCase.ok.warnings ?? []).not.toContainEqual(expect.stringMatching(/OTel mode/));
  });

  it('reports a command that does not exist as crashed, started with a shell or without one', async () => {
    const { dir, config, cases } = setup(['ok']);
    config.agent.command = 'definitely-not-a-command-xyz --flag'; // plain words: started without a shell
    const outcome = await runCases({ config, cases, outDir: dir, runSeed: 1, graceMs: 200 });
    expect(outcome.cases[0].runs[0]).toMatchObject({
      status: 'crashed',
      error: 'the agent crashed: command not found (definitely-not-a-command-xyz ENOENT)',
    });
    config.agent.command = 'X=1 definitely-not-a-command-xyz --flag'; // shell syntax: through sh -c
    const viaShell = await runCases({ config, cases, outDir: join(dir, 'shell'), runSeed: 1, graceMs: 200 });
    // The shell's stderr names the command: said with the fix.
    expect(viaShell.cases[0].runs[0].error).toBe(
      'the agent crashed: exit code 127: command definitely-not-a-command-xyz not found: check agent.command, and that the program is installed where the agent runs',
    );
    expect((await readJournal(join(dir, 'shell', 'journal.jsonl'))).entries[0].stderrTail).toMatch(/not found/); // the log and the artifact have the shell's words
  });

  it('starts plain commands without a shell, and anything with shell syntax with one', () => {
    expect(plainWords('node dist/agent.js --mode=fast')).toEqual(['node', 'dist/agent.js', '--mode=fast']);
    for (const c of [
      'FOO=1 node a.js',
      'node a.js | tee x',
      'node "a b.js"',
      'node $HOME/a.js',
      'node ~/a.js',
      'node *.js',
      'cd x && node a.js',
      'node a.js > out',
    ])
      expect(plainWords(c), c).toBeUndefined();
  });

  it('fails clearly when agent.setup fails', async () => {
    const { dir, config, cases } = setup(['ok'], '');
    config.agent.setup = 'echo compiling; echo "error TS2304: Cannot find name" >&2; exit 2';
    await expect(runCases({ config, cases, outDir: dir, runSeed: 1 })).rejects.toThrow(
      /agent.setup failed \(exit code 2\): error TS2304/,
    );
  });
});

describe('journal, resume and seeds', () => {
  it('writes each run to the journal as it finishes, and --resume runs only what is missing', async () => {
    const { dir, config } = setup(['ok', 'slow']);
    config.repeat = 2;
    const all = expandCases({ ...config, repeat: 2 });
    const first = await runCases({ config, cases: all, outDir: dir, runSeed: 77, graceMs: 200 });
    const journal = (await readJournal(first.journal)).entries;
    expect(journal).toHaveLength(4);
    expect(new Set(journal.map((e) => e.runSeed))).toEqual(new Set([77]));

    // A job cancelled after two runs: keep two lines, resume.
    writeFileSync(
      first.journal,
      `${readFileSync(first.journal, 'utf8').split('\n').slice(0, 2).join('\n')}\n{"truncated line`,
    );
    const lines: string[] = [];
    const second = await runCases({
      config,
      cases: all,
      outDir: dir,
      resume: true,
      graceMs: 200,
      onRun: (e) => lines.push(e.line),
    });
    expect(second.runSeed).toBe(77); // taken from the journal
    expect(second.resumed).toBe(2);
    expect(lines.filter((l) => l.includes('(from the journal)'))).toHaveLength(2);
    expect(second.cases.flatMap((c) => c.runs.map((r) => r.sessionId)).sort()).toEqual(
      first.cases.flatMap((c) => c.runs.map((r) => r.sessionId)).sort(),
    );
    expect((await readJournal(first.journal)).entries).toHaveLength(4);
    expect(existsSync(join(dir, 'journal.jsonl'))).toBe(true);
  });

  it('derives the same session ids and seeds from the same run seed', async () => {
    const a = setup(['ok']);
    const b = setup(['ok']);
    const ra = await runCases({ config: a.config, cases: a.cases, outDir: a.dir, runSeed: 123, graceMs: 200 });
    const rb = await runCases({ config: b.config, cases: b.cases, outDir: b.dir, runSeed: 123, graceMs: 200 });
    expect(rb.cases[0].runs[0].sessionId).toBe(ra.cases[0].runs[0].sessionId);
    expect(rb.cases[0].runs[0].seed).toBe(ra.cases[0].runs[0].seed);
  });
});

describe('the files a run leaves', () => {
  it('reads neither a link to /dev/zero as the answer nor a FIFO as the fault log, and says so', async () => {
    // Read in the runner's process as they were before, the link was followed into an endless read
    // (the runner died of memory) and the FIFO blocked the read.
    const { dir, config, cases } = setup(['hostile-files']);
    const outcome = await runCases({ config, cases, outDir: dir, runSeed: 2 });
    const run = outcome.cases[0].runs[0];
    expect(run.status).toBe('ok');
    expect(run.session!.finalAnswer).toBe('Answer printed on stdout only.');
    const entry = (await readJournal(join(dir, 'journal.jsonl'))).entries[0];
    expect(entry.warnings).toEqual([
      'the answer file was not read (ELOOP): the answer is taken from stdout',
      'the fault log was not read (not a regular file): the faults this run fired are not known',
    ]);
  });
});

describe('concurrency', () => {
  it("frees a run's slot when its agent exits: the next agent starts while the run's spans are awaited", async () => {
    // concurrency 1. The first agent leaves its endpoint in a file and exits without a span; the
    // second, started only once a slot is free, sends a span to the first run's endpoint. Had the
    // first run kept its slot while awaiting spans, the second agent would start after the grace
    // period and the first run would end without a trace.
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-slots-'));
    const handoff = join(dir, 'first-endpoint');
    const agent = join(dir, 'agent.mjs');
    writeFileSync(
      agent,
      `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const own = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (!existsSync(${JSON.stringify(handoff)})) {
  writeFileSync(${JSON.stringify(handoff)}, own);
  process.exit(0);
}
const span = (n) => ({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: n.repeat(32), spanId: n.repeat(16),
  name: 'invoke_agent a', startTimeUnixNano: '1764000000000000000', endTimeUnixNano: '1764000001000000000',
  attributes: [{ key: 'gen_ai.operation.name', value: { stringValue: 'invoke_agent' } }] }] }] }] });
for (const [endpoint, n] of [[readFileSync(${JSON.stringify(handoff)}, 'utf8'), '1'], [own, '2']])
  await fetch(endpoint + '/v1/traces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(span(n)) });
`,
    );
    const config = parseConfigText(
      `agent: { command: node ${agent}, timeout: 30s }\nrepeat: 2\nconcurrency: 1\ncases: [{ name: a, input: hi }]\n`,
      'slots.yml',
    );
    const outcome = await runCases({ config, cases: expandCases(config), outDir: dir, runSeed: 1, graceMs: 20_000 });
    expect(outcome.cases[0].runs.map((r) => [r.repeat, r.status, r.session?.sessionId])).toEqual([
      [1, 'ok', outcome.cases[0].runs[0].sessionId],
      [2, 'ok', outcome.cases[0].runs[1].sessionId],
    ]);
  });
});

describe('cancellation', () => {
  it('listens for the cancellation from every run in flight without a listener-leak warning', async () => {
    const { dir, config } = setup(['ok']);
    config.repeat = 12;
    config.concurrency = 12;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const outcome = await runCases({
        config,
        cases: expandCases(config),
        outDir: dir,
        runSeed: 3,
        signal: new AbortController().signal,
      });
      expect(outcome.cases[0].runs.map((r) => r.status)).toEqual(Array(12).fill('ok'));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('keeps the finished runs and skips the rest', async () => {
    const { dir, config } = setup(['slow']);
    config.repeat = 8;
    config.concurrency = 2;
    const all = expandCases({ ...config, repeat: 8 });
    // Cancel as soon as the first run is done, as a user pressing Ctrl-C mid-way would.
    const controller = new AbortController();
    const lines: string[] = [];
    const outcome = await runCases({
      config,
      cases: all,
      outDir: dir,
      runSeed: 9,
      graceMs: 200,
      signal: controller.signal,
      log: (l) => lines.push(l),
      onRun: (e) => e.finished === 1 && controller.abort(),
    });
    const runs = outcome.cases[0].runs;
    expect(outcome.cancelled).toBeGreaterThan(0);
    // A run in flight when the job stopped is journalled "cancelled" (no result) and counted as cancelled.
    const finished = runs.filter((r) => r.status !== 'cancelled');
    expect(finished.length + outcome.cancelled).toBe(8);
    expect(runs.filter((r) => r.status === 'ok').length).toBeGreaterThanOrEqual(1);
    expect((await readJournal(outcome.journal)).entries).toHaveLength(runs.length);
    expect(lines.at(-1)).toMatch(/not run \(cancelled\)$/);
    // --resume runs again what was cancelled or not run, and keeps what finished.
    const resumed = await runCases({ config, cases: all, outDir: dir, runSeed: 9, graceMs: 200, resume: true });
    expect(resumed.cases[0].runs.map((r) => r.repeat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(resumed.cases[0].runs.every((r) => r.status === 'ok')).toBe(true);
    expect(resumed.resumed).toBe(finished.length);
  });

  it('the pipeline still scores and reports the runs that finished', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-cancel-'));
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent: { command: node ${STUB}, timeout: 10s }\nrepeat: 8\nconcurrency: 2\njudge: { provider: heuristic }\nbaseline: none\ncases:\n  - name: slow\n    input: Search\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }\n`,
    );
    const controller = new AbortController();
    const r = await runPipeline({
      configPath,
      outDir: join(dir, 'out'),
      overrides: { seed: 1 },
      signal: controller.signal,
      onRun: (e) => e.finished === 1 && controller.abort(),
    });
    expect(r.outcome.cancelled).toBeGreaterThan(0);
    expect(r.results.notes!.join(' ')).toMatch(/The job was cancelled: \d+ run\(s\) did not run/);
    expect(readFileSync(r.paths.report, 'utf8')).toContain('agent-chaos');
    expect(r.results.cases[0].runs.filter((x) => x.status !== 'cancelled').length).toBe(8 - r.outcome.cancelled);
    // Fail closed: the runs the job did not finish are missing evidence, in the headline.
    expect(r.results.evidence).toMatchObject({ expected: 8, missing: r.outcome.cancelled });
    expect(r.gate).toMatchObject({ verdict: 'fail', blocking: true });
    expect(readFileSync(r.paths.report, 'utf8')).toMatch(
      /## ❌ agent-chaos: \d+ of 8 expected run\(s\) missing: the job was cancelled/,
    );
  });
});

describe('the first wave', () => {
  it('is announced once, when as many agents as the concurrency allows have started, before any run ends', async () => {
    const { dir, config, cases: one } = setup(['ok']);
    const cases = one.map((c) => ({ ...c, repeat: 5 }));
    const events: string[] = [];
    const two = { ...config, concurrency: 2 };
    await runCases({
      config: two,
      cases,
      outDir: dir,
      runSeed: 3,
      onStarted: () => events.push('started'),
      onRun: (e) => events.push(`ended ${e.finished}`),
    });
    expect(events).toEqual(['started', 'ended 1', 'ended 2', 'ended 3', 'ended 4', 'ended 5']);
    // Resumed with every run in the journal: no agent starts, so no wave is announced.
    const again: string[] = [];
    await runCases({
      config: two,
      cases,
      outDir: dir,
      runSeed: 3,
      resume: true,
      onStarted: () => again.push('started'),
    });
    expect(again).toEqual([]);
  });
});

describe('the commit the results belong to', () => {
  it('is the one checked out where the config is, asked while the agents run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-git-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    git('init', '-q', '-b', 'feature');
    writeFileSync(
      join(dir, 'agent-chaos.yml'),
      `agent: { command: node ${STUB} }\nrepeat: 2\njudge: { provider: heuristic }\nbaseline: none\ncases: [{ name: ok, input: Search }]\n`,
    );
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'config');
    const r = await runPipeline({ configPath: join(dir, 'agent-chaos.yml'), outDir: join(dir, 'out') });
    expect(r.results.git).toEqual({ sha: git('rev-parse', 'HEAD'), ref: 'feature' });
  });
});

describe('faults that did not do their job', () => {
  it('the run summary and the notes name a fault that never fired although its tool was called', async () => {
    const { dir } = setup(['unwrapped']);
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent: { command: node ${STUB} }\nrepeat: 2\njudge: { provider: heuristic }\nbaseline: none\ncases:\n  - name: unwrapped\n    input: Search\n    effects: { tool_effects: { search: [{ effect_type: network_error }], book: [{ effect_type: timeout }] } }\n`,
    );
    const out: string[] = [];
    const code = await main(['run', '--config', configPath, '--out', join(dir, 'out'), '--seed', '1'], {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
    });
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toContain(
      'unwrapped: fault network_error on search never fired although the agent called search in 2 run(s): is the tool wrapped with agent-chaos/chaos, or the MCP proxy in its path?',
    );
    expect(text).toContain('unwrapped: fault timeout on book was not exercised: the agent never called book.');
    const report = readFileSync(join(dir, 'out', 'report.md'), 'utf8');
    expect(report).toContain('<summary>Faults that did not do their job</summary>');
    expect(report).toMatch(/never fired although the agent called search in 2 run\(s\)/);
  });

  it('tool calls the trace shows without arguments or results: one note for the cases that gave it, naming the fix', async () => {
    const { dir } = setup(['ok']);
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent: { command: node ${STUB} }\nrepeat: 2\njudge: { provider: heuristic }\nbaseline: none\ncases:\n  - name: no-content\n    input: Search\n  - name: no-content-again\n    input: Search again\n  - name: ok\n    input: Search\n`,
    );
    const log: string[] = [];
    const code = await main(['run', '--config', configPath, '--out', join(dir, 'out'), '--seed', '1'], {
      out: (l) => log.push(l),
      err: (l) => log.push(l),
    });
    expect(code, log.join('\n')).toBe(0);
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
    const notes = results.notes.filter((n: string) => n.includes('without their arguments or results'));
    expect(notes).toEqual([`no-content, no-content-again (4 run(s)): ${NO_TOOL_CONTENT}`]);
    expect(readFileSync(join(dir, 'out', 'report.md'), 'utf8')).toContain(
      'gen\\_ai.tool.call.result on each tool span (docs/frameworks/ax.md)',
    );
  });

  it('a fault that fired on a tool the trace has no call of is a warning in the log and the report', async () => {
    const { dir } = setup(['untraced']);
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent: { command: node ${STUB} }\nrepeat: 1\njudge: { provider: heuristic }\nbaseline: none\ncases:\n  - name: untraced\n    input: Book it\n    effects: { tool_effects: { book: [{ effect_type: timeout }] } }\n`,
    );
    const out: string[] = [];
    expect(
      await main(['run', '--config', configPath, '--out', join(dir, 'out'), '--seed', '1'], {
        out: (l) => out.push(l),
        err: (l) => out.push(l),
      }),
    ).toBe(0);
    const warning = 'fault timeout fired on book (call 1) but the trace has no such call of book: is the tool traced?';
    expect(out.join('\n')).toContain(warning);
    expect(readFileSync(join(dir, 'out', 'report.md'), 'utf8')).toContain(warning);
  });
});
