// `agent-chaos compare` on real results of the example agent: verdicts and exit codes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const run = runCli;
const R = 'fixtures/results/';

describe('agent-chaos compare', () => {
  it('exits 1 with the report when the head regressed', async () => {
    const r = await run('compare', '--base', `${R}careful`, '--head', `${R}fabricate`);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^<!-- agent-chaos:default -->\n## ❌ agent-chaos: 27 regressions in 13 cases\n/);
    expect(r.out).toMatch(
      /^- \*\*search\\_timeout\*\*: failure\\_communication passing 100% → 0% \[-1\.00, -0\.\d\d\], mean 1\.00 → 0\.00; recovery/m,
    );
  });

  it('exits 0 when nothing regressed, and with --fail-on never', async () => {
    expect((await run('compare', '--base', `${R}careful`, '--head', `${R}careful-again/results.json`)).code).toBe(0);
    expect((await run('compare', '--base', `${R}careful`, '--head', `${R}fabricate`, '--fail-on', 'never')).code).toBe(
      0,
    );
    expect((await run('compare', '--base', `${R}fabricate`, '--head', `${R}careful`)).code).toBe(0); // an improvement
  });

  it('prints verdicts as JSON', async () => {
    const r = await run('compare', '--base', `${R}careful`, '--head', `${R}fabricate`, '--format', 'json');
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ verdict: 'fail', blocking: true, regressions: 27 }); // the data-fault, lying-tool, model-fault, booking and sweep cases regress too
    const verdicts = Object.fromEntries(
      j.comparison.cells.filter((c: any) => c.case === 'search_timeout').map((c: any) => [c.evaluator, c.verdict]),
    );
    // Identical scores on both sides: no drop to test, unchanged (the pooled variance keeps the interval honest).
    expect(verdicts).toEqual({
      failure_communication: 'regressed',
      partial_completion: 'unchanged',
      recovery_strategy: 'regressed',
      failure_analysis: 'regressed',
      side_effects: 'unchanged',
      trajectory: 'unchanged',
    }); // failure_analysis: the agent's failures, no longer the injected faults
    expect(j.comparison.overall.find((o: any) => o.evaluator === 'failure_communication').verdict).toBe('regressed');
  });

  it('names a bad results file and a bad flag', async () => {
    const bad = await run('compare', '--base', 'nowhere', '--head', `${R}careful`);
    expect(bad.code).toBe(2); // a broken input is not a failed gate (1)
    expect(bad.err).toMatch(/nowhere\/results.json: cannot read results/);
    expect((await run('compare', '--base', `${R}careful`)).code).toBe(2);
    expect(
      (await run('compare', '--base', `${R}careful`, '--head', `${R}careful`, '--fail-on', 'sometimes')).code,
    ).toBe(2);
  });
});

describe('agent-chaos report', () => {
  it('prints the report of results alone, or against a base', async () => {
    const alone = await run('report', '--results', `${R}careful`);
    expect(alone.code).toBe(0);
    expect(alone.out).toContain('No baseline: no base given: head scores only');
    expect(alone.out).toMatch(/\| case +\| failure\\_communication/);
    const vs = await run('report', '--results', `${R}fabricate`, '--base', `${R}careful`);
    expect(vs.code).toBe(1);
    expect(vs.out).toContain('### What regressed');
    expect((await run('report')).code).toBe(2);
  });
});

describe('compare inputs', () => {
  it('accepts a hand-made results file without summaries or effects, and exits 2 on a broken one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-handmade-'));
    const run1 = (score: number, i: number) => ({
      sessionId: `s${i}`,
      repeat: i + 1,
      status: 'ok',
      faults: [],
      scores: { failure_communication: { score, label: 'x', pass: score >= 0.5, reason: 'r' } },
      findings: [],
    });
    const doc = (scores: number[]) => ({
      schemaVersion: 1,
      tool: { name: 'agent-chaos', version: '0' },
      createdAt: '2026-11-30T00:00:00Z',
      git: { sha: 'a', ref: 'main' },
      configHash: 'h',
      judge: { provider: 'heuristic', model: 'heuristic' },
      cases: [{ name: 'c', runs: scores.map(run1) }],
      insights: [],
      usage: { judgeCalls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 },
    });
    writeFileSync(join(dir, 'base.json'), JSON.stringify(doc([1, 1, 1, 1, 1])));
    writeFileSync(join(dir, 'head.json'), JSON.stringify(doc([0, 0, 0, 0, 0])));
    const r = await run(
      'compare',
      '--base',
      join(dir, 'base.json'),
      '--head',
      join(dir, 'head.json'),
      '--format',
      'json',
    );
    expect(r.code).toBe(1); // a regression: the gate failed
    expect(JSON.parse(r.out).comparison.cells[0]).toMatchObject({
      case: 'c',
      evaluator: 'failure_communication',
      verdict: 'regressed',
    });
    writeFileSync(join(dir, 'broken.json'), '{"schemaVersion": 1, "cases": [');
    const broken = await run('compare', '--base', join(dir, 'base.json'), '--head', join(dir, 'broken.json'));
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/broken\.json: cannot read results/);
  });
});
