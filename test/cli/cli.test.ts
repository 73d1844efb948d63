import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { VERSION } from '../../src/version.js';
import { COMMENT_BUDGET } from '../../src/report/markdown.js';

const run = runCli;

const ADK = 'fixtures/traces/real/genai-semconv/adk-python-otlp-tool-error-S6b.json';

describe('agent-chaos inspect', () => {
  it('prints a readable session: input, tool calls with ✓/✗, final answer', async () => {
    const r = await run('inspect', ADK);
    expect(r.code).toBe(0);
    expect(r.out).toContain('input:  What is the price of XYZ?');
    expect(r.out).toMatch(/✗ get_stock_price\(\{"ticker":"XYZ"\}\)\s+span 3ef9e0746b48f368/);
    expect(r.out).toContain('-> TOOL_ERROR: ValueError: ticker not found: XYZ');
    expect(r.out).toContain('answer: Sorry, I could not find a stock with ticker XYZ.');
    expect(r.out).toContain('1 session(s) in 1 file(s)');
  });

  it('--json prints one normalized session per line in the DESIGN.md shape', async () => {
    const r = await run(
      'inspect',
      '--json',
      'fixtures/traces/real/openllmetry/strands-evals-openai-agents-traceloop-live-spans.json',
      ADK,
    );
    const lines = r.out.split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    for (const s of lines) {
      expect(Object.keys(s)).toEqual(
        expect.arrayContaining([
          'sessionId',
          'traceIds',
          'dialect',
          'input',
          'finalAnswer',
          'toolCalls',
          'messages',
          'modelCalls',
          'usage',
          'durationMs',
        ]),
      );
      for (const c of s.toolCalls) {
        expect(Object.keys(c)).toEqual(
          expect.arrayContaining(['name', 'arguments', 'result', 'status', 'spanId', 'startTime', 'endTime']),
        );
        expect(c.spanId).toMatch(/^[0-9a-f]{16}$/);
      }
    }
  });

  it('warns about a bad file, keeps the good ones, and fails only when nothing was readable', async () => {
    const partial = await run('inspect', ADK, 'does-not-exist.json');
    expect(partial.code).toBe(0);
    expect(partial.err).toContain('warning: does-not-exist.json: cannot read file (ENOENT)');
    const none = await run('inspect', 'does-not-exist.json');
    expect(none.code).toBe(2); // nothing readable: an input error, not a failed gate
    expect((await run('inspect')).code).toBe(2);
  });
});

describe('agent-chaos validate / schema / usage', () => {
  it('validates the example config and lists the expanded cases', async () => {
    const r = await run('validate', '--config', 'examples/travel-agent/agent-chaos.yml');
    expect(r.code).toBe(0);
    expect(r.out).toContain('16 case(s), 48 run(s)');
    expect(r.out).toContain('search_degraded_booking_fails|baseline x3  no faults');
  });

  it('with --cost, estimates the judge calls of a pull request (none for the heuristic judge)', async () => {
    const priced = await run('validate', '--config', 'examples/ai-sdk-v6/agent-chaos.yml', '--cost');
    expect(priced.code).toBe(0);
    expect(priced.out).toMatch(
      /cost per side \(prompts of a stand-in session per case .*\): \d+ call\(s\) \(failure_communication \d+/,
    );
    // The parts add up to the total: the insights grouping is a call of its own, named.
    const [, total, parts] = /: (\d+) call\(s\) \(([^)]*)\)/.exec(priced.out)!;
    const sum = parts.split(', ').reduce((n, p) => n + Number(p.split(' ').at(-1)), 0);
    expect(sum).toBe(Number(total));
    expect(parts).toMatch(/, insights grouping 1$/);
    expect(priced.out).toContain('  list prices as of 2026-11-29 (judge.prices overrides them)');
    // What checking the judge adds, and a judge without a certificate said to be advisory.
    expect(priced.out).toContain(
      "the judge's checks: 2 planted controls a head scoring, 2 call(s); no judge.admission.certificate: the judge's results are advisory",
    );
    const heuristic = await run('validate', '--config', 'examples/travel-agent/agent-chaos.yml', '--cost');
    expect(heuristic.out).toContain('cost: the heuristic judge makes no calls');
  });

  it('exits 1 with the positioned problems for a bad config', async () => {
    const r = await run('validate', '--config', 'fixtures/configs/invalid.yml');
    expect(r.code).toBe(2);
    expect(r.err).toContain('fixtures/configs/invalid.yml:3:5: agent.comand: unknown key; did you mean "command"?');
  });

  it('prints the JSON Schema, the version, and usage for unknown commands', async () => {
    expect(JSON.parse((await run('schema')).out).title).toMatch(/agent-chaos config/);
    expect((await run('--version')).out).toBe(VERSION);
    const bad = await run('frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown command "frobnicate"');
  });
});

describe('the bundled CLI (dist/cli.js) as users run it', () => {
  it('runs inspect in a child process', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['dist/cli.js', 'inspect', ADK]);
    expect(stdout).toContain('✗ get_stock_price');
  });

  it('has the version of package.json', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).version).toBe(VERSION);
  });
});

describe('agent-chaos demo', () => {
  it("--mode fabricate: the terminal's verdict has the headline's counts and says how many reasons it left out", async () => {
    const { mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const out = join(mkdtempSync(join(tmpdir(), 'agent-chaos-demo-')), 'demo');
    const r = await run('demo', '--mode', 'fabricate', '--out', out);
    expect(r.code).toBe(1);
    const counts = /^gate: fail: (\d+) regressions in (\d+) cases/m.exec(r.out);
    expect(counts, r.out.slice(-2000)).not.toBeNull();
    const listed = r.out.split('\n').filter((l) => l.startsWith('  - ')).length;
    expect(listed).toBe(10);
    expect(r.out).toMatch(/^ {2}… 10 of \d+ reasons shown; all of them in .*report\.md$/m);
    // Offline, the report shows the heuristic's admission and controls, and names the base's other judge.
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    expect(report).toMatch(
      /<sub>Admission: the judge gates failure\\_communication, recovery\\_strategy; partial\\_completion is advisory \(fails \d+% of \d+ made-up or failed sessions/,
    );
    expect(report).toContain('Certificate: built in, measured on agent-chaos held-out (written), 71 sessions');
    expect(report).toMatch(/<sub>Controls: 2 planted sessions judged as labelled/);
    // The committed base is judged by today's heuristic: no drift to name.
    expect(report).not.toMatch(/<sub>Judge drift/);
    // The careless agent's second booking after a time-out after the first one went through: found
    // on the trace, named, and a regression against the careful base.
    expect(report).toMatch(/^- \*\*booking\\_times\\_out\\_after\\_charging\*\*: .*side\\_effects passing 100% → 0%/m);
    expect(report).toContain('**Does book\\_flight twice: calls it again after it acted and then failed**');
    // The PR comment it would post: the same verdict, within its budget (report/markdown.ts).
    const comment = readFileSync(join(out, 'comment.md'), 'utf8');
    expect(comment.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(comment.split('\n')[1]).toBe(`## ❌ agent-chaos: ${counts![1]} regressions in ${counts![2]} cases`);
    expect(r.out).toContain(`${join(out, 'comment.md')} (the PR comment)`);
    // The agent's own model calls in money, from the example agent's token counts and the price its
    // config gives its model (examples/travel-agent/agent-chaos.yml).
    expect(r.out).toMatch(/^agent: 48 session\(s\), \d+\+\d+ tokens, about \$0\.\d{4}, from its traces$/m);
    expect(report).toMatch(
      /<sub>The agent's model calls: 48 session\(s\), [\d,]+ input \+ [\d,]+ output tokens, about \$0\.\d{4}/,
    );
    // Before the next run: the same money, estimated for the config's first round from these traces.
    const cost = await run('validate', '--config', 'examples/travel-agent/agent-chaos.yml', '--cost', '--results', out);
    expect(cost.out).toMatch(
      /^agent, per side: about \$0\.\d{4} for the first round's 48 run\(s\) \(about \$0\.\d{6} a run over the last results' 48 session\(s\), from their traces' tokens\)$/m,
    );
    // What each tier may cost: the smoke tier's first round of both sides, the full tier's cap on the looks.
    expect(cost.out).toMatch(
      /^tiers: smoke runs the first round, 96 run\(s\) with the base beside it, about \$0\.\d{4}; full adds looks where undecided, at most 1280 run\(s\) more \(confirm\.max_extra_runs, about \$0\.\d\d\)$/m,
    );
  }, 120_000);

  it('--traces shows a failed tool call from each bundled dialect, offline', async () => {
    const r = await run('demo', '--traces');
    expect(r.code).toBe(0);
    expect(r.out).toContain('✗ get_stock_price');
    expect(r.out).toContain('✗ code_interpreter');
    expect(r.out).toContain('✗ handoff to math_specialist');
    expect(r.out).toContain('[openllmetry]');
  });
});

describe('untrusted text in terminal output', () => {
  it('cannot send escape sequences to the terminal', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-cli-')), 'evil.json');
    const kv = (key: string, value: string) => ({ key, value: { stringValue: value } });
    writeFileSync(
      file,
      JSON.stringify({
        resourceSpans: [
          {
            scopeSpans: [
              {
                spans: [
                  {
                    traceId: '0af7651916cd43dd8448eb211c80319c',
                    spanId: 'b7ad6b7169203331',
                    name: 'invoke_agent x',
                    startTimeUnixNano: '1',
                    endTimeUnixNano: '2',
                    attributes: [
                      kv('gen_ai.operation.name', 'invoke_agent'),
                      kv(
                        'gen_ai.output.messages',
                        JSON.stringify([
                          {
                            role: 'assistant',
                            parts: [{ type: 'text', content: 'done\u001b[2J\u001b]0;pwned\u0007' }],
                          },
                        ]),
                      ),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    const r = await run('inspect', file);
    expect(r.out).toContain('answer: done');
    expect(r.out).not.toMatch(/[\u001b\u0007]/);
  });
});

describe('validate against Strands', () => {
  it("warns about what Strands' ChaosCase would reject or ignore, and fails on it with --strands", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-strands-'));
    const file = join(dir, 'agent-chaos.yml');
    writeFileSync(
      file,
      'agent: { command: x }\ncases:\n  - name: c\n    input: i\n    effects:\n      tool_effects:\n        search: [{ effect_type: timeout, delay: 2s }, { effect_type: corrupt_values, apply_rate: 0.5 }]\n',
    );
    const warned = await run('validate', '--config', file);
    expect(warned.code).toBe(0);
    expect(warned.err).toContain("warning: cases[0] (c): search has 2 effects; Strands' ChaosCase takes one per tool");
    expect(warned.err).toContain(
      "search corrupt_values has apply_rate 0.5; Strands' ChaosCase has none, so its plugin fires this fault on every call",
    );
    expect(warned.err).toContain("search timeout has a delay; Strands' ChaosCase ignores it");
    const strict = await run('validate', '--config', file, '--strands');
    expect(strict.code).toBe(2);
    expect(strict.err).toMatch(/error: cases\[0\] \(c\): search has 2 effects/);
    expect((await run('validate', '--config', 'examples/openai-agents/agent-chaos.yml', '--strands')).code).toBe(0);
    // Lying tools are agent-chaos's own: Strands' plugin does not know them.
    const lies = await run('validate', '--config', 'examples/travel-agent/agent-chaos.yml', '--strands');
    expect(lies.code).toBe(2);
    expect(lies.err).toContain("search_flights wrong_entity is agent-chaos's own (a lying tool)");
    // So is an ambiguous failure: Strands' plugin fails a call instead of running it.
    expect(lies.err).toContain(
      "book_flight timeout_after_effect is agent-chaos's own (the tool acts, then fails or answers late); Strands' ChaosPlugin does not know it",
    );
  });
});
