// Fail closed: where agent-chaos has no evidence, the check does not pass. Each test reproduces a way
// the gate used to pass (or say nothing) on what it did not see, through the CLI or the pipeline with
// real agent processes, and shows it now fails (exit 1) or is refused (exit 2).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { readCollected } from '../../src/action/collected.js';
import { collect, prepare, scoreJournals } from '../../src/pipeline/index.js';
import type { JournalEntry } from '../../src/runner/types.js';
import { readJournal } from '../../src/runner/journal.js';
import { runCli } from '../helpers/cli.js';
import { gitIn, rateRepository } from '../helpers/rate-repository.js';

const STUB = resolve('fixtures/agents/stub.mjs');
const CAREFUL = 'fixtures/results/careful';
const tmp = (name: string) => mkdtempSync(join(tmpdir(), `agent-chaos-${name}-`));

/** The example travel agent's config (the careful baseline's cases) with another agent command. */
function travelConfig(command: string, extra: Record<string, unknown> = {}): string {
  const dir = tmp('travel');
  const config = parse(readFileSync('examples/travel-agent/agent-chaos.yml', 'utf8'));
  config.agent = { command, workdir: resolve('.'), timeout: '20s' };
  Object.assign(config, extra);
  const path = join(dir, 'agent-chaos.yml');
  writeFileSync(path, stringify(config));
  return path;
}

/** A config of stub-agent cases (the stub behaves as the case's name says). */
function stubConfig(cases: string[], extra = '', repeat = 1): string {
  const dir = tmp('stub');
  const path = join(dir, 'agent-chaos.yml');
  const list = cases
    .map(
      (c) =>
        `  - name: ${c}\n    input: Book a flight for ${c}\n    effects: { tool_effects: { book: [{ effect_type: timeout }] } }`,
    )
    .join('\n');
  writeFileSync(
    path,
    `agent: { command: node ${STUB}, timeout: 20s }\nrepeat: ${repeat}\nconcurrency: 4\njudge: { provider: heuristic }\nbaseline: none\n${extra}\ncases:\n${list}\n`,
  );
  return path;
}

const report = (out: string) => readFileSync(join(out, 'report.md'), 'utf8');
const headline = (out: string) =>
  report(out)
    .split('\n')
    .find((l) => l.startsWith('## '))!;

describe('a head that produced no evidence fails against a base that did', () => {
  it('every head run crashes (exit 1): run health regressed, exit 1, nothing marked fixed', async () => {
    const out = join(tmp('crash'), 'out');
    const r = await runCli(
      'run',
      '--config',
      travelConfig('node -e "process.exit(1)"'),
      '--out',
      out,
      '--baseline-file',
      CAREFUL,
    );
    expect(r.code).toBe(1);
    expect(headline(out)).toMatch(
      /^## ❌ agent-chaos: runs that left no session in 16 cases \(e\.g\. \S+: 3 of 3 head run\(s\) crashed: exit code 1\)/,
    );
    expect(report(out)).not.toMatch(/fixed \(in the base, gone now\)/);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.evidence).toMatchObject({ expected: 48, seen: 48, missing: 0 });
  });

  it('the smoke tier fails closed alike: a head whose runs all crash, or send no trace, fails the check', async () => {
    const crashed = join(tmp('smoke-crash'), 'out');
    const a = await runCli(
      'run',
      '--config',
      travelConfig('node -e "process.exit(1)"'),
      '--out',
      crashed,
      '--baseline-file',
      CAREFUL,
      '--tier',
      'smoke',
    );
    expect(a.code).toBe(1);
    expect(headline(crashed)).toMatch(/^## ❌ agent-chaos: smoke: runs that left no session in 16 cases/);
    const silent = join(tmp('smoke-notrace'), 'out');
    const b = await runCli(
      'run',
      '--config',
      travelConfig('node -e "console.log(1)"'),
      '--out',
      silent,
      '--baseline-file',
      CAREFUL,
      '--repeat',
      '1',
      '--tier',
      'smoke',
    );
    expect(b.code).toBe(1);
    expect(headline(silent)).toMatch(/^## ❌ agent-chaos: smoke: .*1 of 1 head run\(s\) sent no trace/);
  });

  it('command not found, and an agent that sends no trace: exit 1, said in the headline', async () => {
    const missing = join(tmp('notfound'), 'out');
    const a = await runCli(
      'run',
      '--config',
      travelConfig('definitely-not-a-command-agent-chaos'),
      '--out',
      missing,
      '--baseline-file',
      CAREFUL,
      '--repeat',
      '1',
    );
    expect(a.code).toBe(1);
    expect(headline(missing)).toMatch(/1 of 1 head run\(s\) crashed: command not found/);
    const silent = join(tmp('notrace'), 'out');
    const b = await runCli(
      'run',
      '--config',
      travelConfig('node -e "console.log(1)"'),
      '--out',
      silent,
      '--baseline-file',
      CAREFUL,
      '--repeat',
      '1',
    );
    expect(b.code).toBe(1);
    expect(headline(silent)).toMatch(/1 of 1 head run\(s\) sent no trace/);
  });

  it('a case broken with no baseline at all still fails (gate.broken_cases), and warn only reports it', async () => {
    const config = stubConfig(['ok', 'crash']);
    const out = join(tmp('broken'), 'out');
    const r = await runCli('run', '--config', config, '--out', out);
    expect(r.code).toBe(1);
    expect(headline(out)).toMatch(/crash is broken: 1 of 1 head run\(s\) crashed: exit code 3/);
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('baseline: none', 'baseline: none\ngate: { broken_cases: warn }'),
    );
    const warned = join(tmp('broken-warn'), 'out');
    expect((await runCli('run', '--config', config, '--out', warned)).code).toBe(0);
    expect(report(warned)).toMatch(/warning: 1 case\(s\) broken/);
  });
});

describe('a fault on a call the trace does not show', () => {
  it('is a failed call to the judges: a made-up booking after it scores 0, an honest answer passes', async () => {
    const out = join(tmp('untraced'), 'out');
    const r = await runCli('run', '--config', stubConfig(['untraced', 'untraced-fabricate']), '--out', out);
    expect(r.out).toMatch(/fault timeout fired on book \(call 1\) but the trace has no such call of book/);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const fc = (name: string) =>
      results.cases.find((c: { name: string }) => c.name === name).runs[0].scores.failure_communication.score;
    expect(fc('untraced-fabricate')).toBe(0);
    expect(fc('untraced')).toBeGreaterThanOrEqual(0.5);
    const sessions = readFileSync(join(out, 'sessions.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(sessions[0].toolCalls.find((c: { name: string }) => c.name === 'book')).toMatchObject({
      status: 'error',
      untraced: true,
      fault: 'timeout',
    });
  });
});

describe('the answer when the trace has none', () => {
  it('is the last paragraph of stdout without log lines, or the answer file', async () => {
    const out = join(tmp('banner'), 'out');
    await runCli('run', '--config', stubConfig(['banner']), '--out', out);
    const session = JSON.parse(readFileSync(join(out, 'sessions.jsonl'), 'utf8').trim());
    expect(session.finalAnswer).toBe('The search timed out.\nPlease try again in a few minutes.');
    const config = stubConfig(['banner']);
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('timeout: 20s', 'timeout: 20s, env: { STUB_WRITE_ANSWER: "1" }'),
    );
    const withFile = join(tmp('banner-file'), 'out');
    await runCli('run', '--config', config, '--out', withFile);
    expect(JSON.parse(readFileSync(join(withFile, 'sessions.jsonl'), 'utf8').trim()).finalAnswer).toBe(
      'Answer from the answer file.',
    );
  });
});

describe('sharded runs: the report job expects every shard', () => {
  /** Collects each shard's runs into <dir>/agent-chaos-results-shard-i-of-n/journal.jsonl. */
  async function collectShards(config: string, count: number): Promise<string> {
    const dir = tmp('shards');
    const p = await prepare(config, { seed: 7 });
    for (let index = 1; index <= count; index++)
      await collect(p, {
        outDir: join(dir, `agent-chaos-results-shard-${index}-of-${count}`),
        shard: { index, count },
      });
    return dir;
  }
  it('a missing shard fails the gate, naming the shard; a shard uploaded twice fails too', async () => {
    const config = stubConfig(['ok'], '', 12);
    const dir = await collectShards(config, 4);
    const all = await readCollected(dir);
    expect(all.shards).toBe(4);
    expect(all.entries).toHaveLength(12);
    const full = await scoreJournals(
      { configPath: config, outDir: join(dir, 'full'), shards: all.shards },
      all.entries,
    );
    expect(full.gate.reasons.join(' ')).not.toMatch(/missing/);
    expect(full.results.evidence).toMatchObject({ expected: 12, seen: 12, missing: 0, duplicates: 0 });

    // Shard 3's artifact never arrived.
    const third = (await readJournal(join(dir, 'agent-chaos-results-shard-3-of-4', 'journal.jsonl'))).entries;
    expect(third.length).toBeGreaterThan(0);
    const without = all.entries.filter((e) => !third.some((t) => t.sessionId === e.sessionId));
    const r = await scoreJournals({ configPath: config, outDir: join(dir, 'missing'), shards: 4 }, without);
    expect(r.gate).toMatchObject({ verdict: 'fail', blocking: true });
    expect(r.report.split('\n')[1]).toBe(
      `## ❌ agent-chaos: ${third.length} of 12 expected run(s) missing: shard 3 of 4 did not deliver all its runs`,
    );
    expect(r.results.evidence?.missingRuns.every((m) => m.shard === 3)).toBe(true);
    // The smoke tier never blocks on what it could not decide, but missing runs are not undecided.
    const smoke = await scoreJournals(
      { configPath: config, outDir: join(dir, 'missing-smoke'), shards: 4, overrides: { tier: 'smoke' } },
      without,
    );
    expect(smoke.gate).toMatchObject({ verdict: 'fail', blocking: true });

    // A shard uploaded twice (a re-run job): duplicates are counted, not cut silently.
    const twice: JournalEntry[] = [...all.entries, ...third];
    const d = await scoreJournals({ configPath: config, outDir: join(dir, 'twice'), shards: 4 }, twice);
    expect(d.gate.verdict).toBe('fail');
    expect(d.report).toMatch(new RegExp(`${third.length} run\\(s\\) delivered twice`));

    // A stale shard of another matrix beside them is refused by name.
    const stale = join(dir, 'agent-chaos-results-shard-1-of-8');
    mkdirSync(stale);
    cpSync(join(dir, 'agent-chaos-results-shard-1-of-4', 'journal.jsonl'), join(stale, 'journal.jsonl'));
    await expect(readCollected(dir)).rejects.toThrow(/shardings of 4 and 8 shards/);
  });
});

describe('comparisons that could only mislead are refused (exit 2)', () => {
  it('no case in common: compare and run --baseline-file', async () => {
    const dir = tmp('nooverlap');
    const other = JSON.parse(readFileSync(join(CAREFUL, 'results.json'), 'utf8'));
    for (const c of other.cases) c.name = `other_${c.name}`;
    writeFileSync(join(dir, 'results.json'), JSON.stringify(other));
    const c = await runCli('compare', '--base', CAREFUL, '--head', dir);
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/the baseline shares no case with the head/);
    const r = await runCli(
      'run',
      '--config',
      stubConfig(['ok']),
      '--out',
      join(dir, 'out'),
      '--baseline-file',
      CAREFUL,
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/shares no case/);
  });

  it('base and head judged by different judges', async () => {
    const dir = tmp('mixed');
    const llm = JSON.parse(readFileSync(join(CAREFUL, 'results.json'), 'utf8'));
    llm.judge = { provider: 'openai', model: 'gpt-x', promptVersions: {} };
    writeFileSync(join(dir, 'results.json'), JSON.stringify(llm));
    const c = await runCli('compare', '--base', CAREFUL, '--head', dir);
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/judged by different judges \(base heuristic heuristic, head openai gpt-x\)/);
  });
});

describe('CLI hygiene', () => {
  it('--baseline-file implies --baseline file; a conflicting --baseline is exit 2', async () => {
    const dir = tmp('implied');
    const r = await runCli(
      'run',
      '--config',
      travelConfig('node -e "process.exit(1)"'),
      '--out',
      join(dir, 'out'),
      '--baseline-file',
      CAREFUL,
      '--repeat',
      '1',
    );
    expect(readFileSync(join(dir, 'out', 'report.md'), 'utf8')).toMatch(
      /Compared with `\w+` \(results file fixtures\/results\/careful/,
    );
    expect(r.code).toBe(1);
    const c = await runCli(
      'run',
      '--config',
      stubConfig(['ok']),
      '--out',
      join(dir, 'x'),
      '--baseline-file',
      CAREFUL,
      '--baseline',
      'none',
    );
    expect(c.code).toBe(2);
    expect(c.err).toMatch(/--baseline-file goes with --baseline file/);
  });

  it('--baseline rerun with no base to find is exit 2; --repeat 0 is exit 2; an output that cannot be made is exit 2 at once', async () => {
    const config = stubConfig(['ok']); // in a temporary directory: no git repository, no origin/HEAD
    const r = await runCli('run', '--config', config, '--out', join(tmp('rerun'), 'out'), '--baseline', 'rerun');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/baseline rerun needs the base commit: give --base-ref/);
    const z = await runCli('run', '--config', config, '--out', join(tmp('zero'), 'out'), '--repeat', '0');
    expect(z.code).toBe(2);
    expect(z.err).toMatch(/--repeat must be at least 1/);
    const p = await runCli('run', '--config', config, '--out', '/proc/agent-chaos-nope/out');
    expect(p.code).toBe(2);
    expect(p.err).toMatch(/cannot create \/proc\/agent-chaos-nope/);
  });

  it('a second run into the same --out is exit 2, naming the holder', async () => {
    const out = join(tmp('lock'), 'out');
    mkdirSync(out, { recursive: true });
    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(join(out, '.lock'), `${holder.pid}\n`);
      const r = await runCli('run', '--config', stubConfig(['ok']), '--out', out);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`in use by another agent-chaos run \\(pid ${holder.pid}\\)`));
    } finally {
      const gone = new Promise((ok) => holder.once('exit', ok));
      holder.kill();
      await gone; // reaped: no longer a process that could hold the lock
    }
    // A lock whose process is gone is taken over.
    const ok = await runCli('run', '--config', stubConfig(['ok']), '--out', out);
    expect(ok.code).toBe(0);
    expect(existsSync(join(out, '.lock'))).toBe(false);
  });

  it('SIGINT exits 130 with nothing left running, and --resume completes the interrupted runs', async () => {
    const config = stubConfig(['slow'], '', 20);
    writeFileSync(config, readFileSync(config, 'utf8').replace('concurrency: 4', 'concurrency: 2'));
    const out = join(tmp('sigint'), 'out');
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', resolve('src/cli/index.ts'), 'run', '--config', config, '--out', out, '--seed', '5'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let text = '';
    const firstRun = new Promise<void>((ok) =>
      cli.stdout.on('data', (d) => ((text += d), /\[1\/20\]/.test(text) && ok())),
    );
    const exited = new Promise<number | null>((ok) => cli.on('exit', (code) => ok(code)));
    await firstRun;
    cli.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(existsSync(join(out, '.lock'))).toBe(false);
    const entries = (await readJournal(join(out, 'journal.jsonl'))).entries;
    expect(entries.filter((e) => e.status === 'ok').length).toBeLessThan(20);
    const resumed = await runCli('run', '--config', config, '--out', out, '--resume');
    expect(resumed.code).toBe(0);
    const after = (await readJournal(join(out, 'journal.jsonl'))).entries;
    expect(
      after
        .filter((e) => e.status === 'ok')
        .map((e) => e.repeat)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).evidence).toMatchObject({
      expected: 20,
      seen: 20,
      missing: 0,
    });
  });

  it("inspect reads agent-chaos's own sessions.jsonl and journal.jsonl", async () => {
    const out = join(tmp('inspect'), 'out');
    await runCli('run', '--config', stubConfig(['ok', 'untraced']), '--out', out);
    for (const file of ['sessions.jsonl', 'journal.jsonl']) {
      const r = await runCli('inspect', join(out, file));
      expect(r.code, file).toBe(0);
      expect(r.out, file).toMatch(/2 session\(s\) in 1 file\(s\)/);
    }
  });
});

describe('a head that cannot be set up beside a base that can', () => {
  it('ends in exit 2 naming agent.setup, after the base, and leaves no worktree (it once crashed the process: an unhandled rejection)', async () => {
    const setup = `setup: 'test "$(basename "$PWD")" = worktree'`; // builds in the base's worktree only
    const repo = rateRepository(0, 0, (y) => y.replace('timeout: 30s }', `timeout: 30s, ${setup} }`));
    const config = join(repo.dir, '.github', 'agent-chaos.yml');
    const r = await runCli('run', '--config', config, '--out', join(tmp('setup'), 'out'), '--base-ref', repo.base);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: agent\.setup failed \(exit code 1\)/m);
    expect(gitIn(repo.dir, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, 120_000);
});
