// `agent-chaos compare` on real results of the example agent: verdicts and exit codes.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const run = runCli;
const R = 'fixtures/results/';

describe('agent-chaos compare', () => {
  it('exits 1 with the report when the head regressed', async () => {
    const r = await run('compare', '--base', `${R}careful`, '--head', `${R}fabricate`);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^<!-- agent-chaos:default -->\n## ❌ agent-chaos: 11 problem\(s\) found/);
    expect(r.out).toContain('#### search\\_timeout · failure\\_communication: 1.00 → 0.00');
  });

  it('exits 0 when nothing regressed, and with --fail-on never', async () => {
    expect((await run('compare', '--base', `${R}careful`, '--head', `${R}careful-again/results.json`)).code).toBe(0);
    expect((await run('compare', '--base', `${R}careful`, '--head', `${R}fabricate`, '--fail-on', 'never')).code).toBe(0);
    expect((await run('compare', '--base', `${R}fabricate`, '--head', `${R}careful`)).code).toBe(0); // an improvement
  });

  it('prints verdicts as JSON', async () => {
    const r = await run('compare', '--base', `${R}careful`, '--head', `${R}fabricate`, '--format', 'json');
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ verdict: 'fail', blocking: true, regressions: 11 }); // the data-fault cases regress too
    const verdicts = Object.fromEntries(j.comparison.cells.filter((c: any) => c.case === 'search_timeout').map((c: any) => [c.evaluator, c.verdict]));
    // Three identical runs a side are not enough to call "unchanged" within +-0.1: that needs more repeats.
    expect(verdicts).toEqual({ failure_communication: 'regressed', partial_completion: 'inconclusive', recovery_strategy: 'regressed', failure_analysis: 'regressed' }); // failure_analysis: the agent's failures, no longer the injected faults
    expect(j.comparison.overall.find((o: any) => o.evaluator === 'failure_communication').verdict).toBe('regressed');
  });

  it('names a bad results file and a bad flag', async () => {
    const bad = await run('compare', '--base', 'nowhere', '--head', `${R}careful`);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/nowhere\/results.json: cannot read results/);
    expect((await run('compare', '--base', `${R}careful`)).code).toBe(2);
    expect((await run('compare', '--base', `${R}careful`, '--head', `${R}careful`, '--fail-on', 'sometimes')).code).toBe(2);
  });
});

describe('agent-chaos report', () => {
  it('prints the report of results alone, or against a base', async () => {
    const alone = await run('report', '--results', `${R}careful`);
    expect(alone.code).toBe(0);
    expect(alone.out).toContain('No baseline: no base given: head scores only');
    expect(alone.out).toMatch(/\| case +\| failure_communication/);
    const vs = await run('report', '--results', `${R}fabricate`, '--base', `${R}careful`);
    expect(vs.code).toBe(1);
    expect(vs.out).toContain('### Regressions');
    expect((await run('report')).code).toBe(2);
  });
});
