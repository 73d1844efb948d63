// What the verdict expects comes from the base branch's config in a job that holds credentials:
// its evaluators, its repeat counts and its cases. The attacks as found: `repeat: 1` in the pull
// request's config left the verdict undecided (exit 0); `evaluators: [failure_analysis]` made it
// "no regression: 0 cases x 0 evaluators"; deleting a case removed its verdict; 300 collected runs
// of a case the base runs 3 times were all judged. Each now fails closed or is ignored, named.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { Results } from '../../src/results/schema.js';
import { actionSuite, exampleConfig, githubContext, runAction } from '../helpers/action.js';
import { journalFrom } from '../helpers/results.js';

const suite = actionSuite();
const inputs = (over: Record<string, string> = {}) => ({
  config: suite.config(),
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  ...over,
});
const results = (r: { outputs: Record<string, string> }): Results =>
  JSON.parse(readFileSync(r.outputs.results, 'utf8'));

describe("the verdict's expectations come from the base", () => {
  it('repeat: 1 and evaluators: [failure_analysis] in the pull request are ignored: the base runs and gates, the fabrication is caught', async () => {
    const config = exampleConfig(2, (y) => {
      const c = parse(y);
      c.repeat = 1;
      c.evaluators = ['failure_analysis'];
      return stringify(c);
    });
    suite.base(config, readFileSync(suite.config(), 'utf8')); // the base's: repeat 2, the default evaluators
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const r = await runAction(suite.run(), inputs({ config }));
    expect(r.outputs.verdict).toBe('fail');
    expect(r.failed).toMatch(/regression/);
    const res = results(r);
    expect(res.cases.every((c) => c.runs.length === 2)).toBe(true); // the base's repeat
    expect(Object.keys(res.cases[0].summary)).toContain('failure_communication'); // the base's evaluators
    expect(suite.gh().comments.get(7)!.at(-1)!.body).toMatch(/config changes .*evaluators, repeat: ignored/);
  });

  it('a case the base runs and the pull request deleted is missing evidence: the gate fails and names it', async () => {
    const config = exampleConfig(2, (y) => {
      const c = parse(y);
      c.cases = c.cases.filter((k: { name: string }) => k.name !== 'search_timeout');
      return stringify(c);
    });
    suite.base(config, readFileSync(suite.config(), 'utf8'));
    process.env.TRAVEL_AGENT_MODE = 'careful';
    const r = await runAction(suite.run(), inputs({ config }));
    expect(r.outputs.verdict).toBe('fail');
    const res = results(r);
    expect(res.evidence?.dropped).toEqual(['search_timeout']);
    expect(res.evidence?.missingRuns.filter((m) => m.case === 'search_timeout')).toHaveLength(2);
    const body = suite.gh().comments.get(7)!.at(-1)!.body;
    expect(body).toContain('drops case');
    expect(body).toContain('search_timeout');
    // The list of missing runs ("search_timeout #1") is the product's own text: no live #1 reference.
    expect(body).toContain('Runs expected and not seen');
    expect(body).not.toMatch(/(?<!&)#\d/);
  });

  it('runs beyond what the base expects are neither judged nor counted as evidence', async () => {
    // A collected journal with 30 runs of one case the base config runs twice.
    const lines = journalFrom('fixtures/results/fabricate', (c, repeat) =>
      c === 'search_timeout' && repeat === 1 ? 30 : 1,
    );
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-extra-runs-'));
    writeFileSync(join(dir, 'journal.jsonl'), lines.join('\n'));
    const r = await runAction(
      suite.run(),
      inputs({ mode: 'report', 'artifacts-path': dir, 'judge-provider': 'heuristic' }),
      githubContext(),
    );
    const res = results(r);
    const timeout = res.cases.find((c) => c.name === 'search_timeout')!;
    expect(timeout.runs.map((x) => x.repeat)).toEqual([1, 2]);
    expect(res.cases.every((c) => c.runs.length <= 2)).toBe(true);
    expect(res.evidence?.unexpected).toBeGreaterThanOrEqual(28);
  });
});
