// The small things a new user meets first: what validate says of a case, the hint for a missing
// config, report.html's verdict in the same words as report.md, and the comment marker of compare.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../src/report/html.js';
import { renderReport } from '../../src/report/markdown.js';
import { compareAndGate } from '../../src/pipeline/index.js';
import { gateSchema } from '../../src/config/schema.js';
import { readResults } from '../../src/results/store.js';
import { runCli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'agent-chaos-small-'));

describe('first contact', () => {
  it('validate lists model faults, and names the heuristic judge once', async () => {
    const dir = tmp();
    writeFileSync(
      join(dir, 'c.yml'),
      'agent: { command: node a.mjs }\njudge: { provider: heuristic }\ncases:\n  - name: refused\n    input: hi\n    effects: { model_effects: [{ effect_type: refusal }] }\n',
    );
    const r = await runCli('validate', '--config', join(dir, 'c.yml'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/; judge heuristic$/m);
    expect(r.out).toMatch(/^ {2}refused x3 {2}model: refusal$/m);
  });

  it('a missing config says what to write, not a path inside this repository', async () => {
    const r = await runCli('validate', '--config', join(tmp(), 'nope.yml'));
    expect(r.code).toBe(2);
    expect(r.err).not.toMatch(/examples\/travel-agent/);
    expect(r.err).toMatch(/agent: \{ command: <how to start your agent> \} and one case with input and effects/);
  });

  it("report.html says the verdict in report.md's words: undecided is not 'the check passes' alone", async () => {
    const base = await readResults('fixtures/results/careful');
    const head = structuredClone(base);
    // One case's failure communication drops by 0.3 on its three runs, not enough to decide at this bar.
    for (const run of head.cases[0].runs)
      run.scores.failure_communication.score = Math.max(
        0,
        (run.scores.failure_communication.score ?? 0) - 0.3 - 0.25 * (run.repeat % 2),
      );
    const { comparison, gate } = await compareAndGate(gateSchema.parse({}), {}, head, base);
    const input = { head, base, comparison, gate, baseline: { source: 'file' as const, description: 'results file' } };
    const md = renderReport(input);
    const html = renderHtmlReport(input);
    const words = md.split('\n')[1].replace(/^## \S+ agent-chaos: /, '');
    expect(html).toContain(words.replace(/\\/g, '').replace(/'/g, '&#39;').slice(0, 40));
  });

  it('compare writes the config id of the results into the comment marker when no --config is given', async () => {
    const dir = tmp();
    const results = JSON.parse(readFileSync('fixtures/results/careful/results.json', 'utf8'));
    results.configId = 'travel';
    writeFileSync(join(dir, 'results.json'), JSON.stringify(results));
    const r = await runCli('compare', '--base', 'fixtures/results/careful', '--head', dir);
    expect(r.out.split('\n')[0]).toBe('<!-- agent-chaos:travel -->');
  });
});

describe('the terminal summary', () => {
  it('shows insight titles that the usual width would cut into the same words whole enough to tell apart, each cut at a word', async () => {
    const { printResults } = await import('../../src/cli/format.js');
    const results = await readResults('fixtures/results/fabricate');
    const lines: string[] = [];
    printResults(results, { out: (l) => lines.push(l), err: () => {} });
    const titles = lines.filter((l) => /^ {2}\d+ session\(s\): /.test(l));
    expect(titles.length).toBeGreaterThan(3);
    expect(new Set(titles).size).toBe(titles.length); // no two alike
    // A cut title is the start of the name, ending where a word ends.
    for (const l of titles.filter((x) => x.endsWith('…'))) {
      const shown = l.replace(/^ {2}\d+ session\(s\): /, '').slice(0, -1);
      const name = results.insights.find((i) => i.name.startsWith(shown))!.name;
      expect(name.charAt(shown.length)).toMatch(/[\s,;:.]/);
    }
  });
});
