// Report snapshots: first run without a baseline, all unchanged, a regression with insights, a giant
// report that must be cut, and hostile agent text. Inputs are real results of the example agent.
import { gateSchema } from '../../src/config/schema.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import type { Results } from '../../src/results/schema.js';
import {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  type ReportInput,
  insightsAgainstBase,
  renderComment,
  renderReport,
} from '../../src/report/markdown.js';
import { readMachineBlock } from '../../src/report/machine.js';
import type { Session } from '../../src/trace/session.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const load = (dir: string): { results: Results; sessions: Map<string, Session> } => ({
  results: JSON.parse(readFileSync(`fixtures/results/${dir}/results.json`, 'utf8')),
  sessions: new Map(
    readFileSync(`fixtures/results/${dir}/sessions.jsonl`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => {
        const s = JSON.parse(l);
        return [s.sessionId, s];
      }),
  ),
});
const NOW = Date.parse('2026-11-29T12:00:00Z');
const policy = gateSchema.parse({});

function report(
  base: Results | undefined,
  head: { results: Results; sessions: Map<string, Session> },
  extra: Partial<ReportInput> = {},
): string {
  const comparison = base ? compareResults(base, head.results) : undefined;
  return renderReport({
    head: head.results,
    base,
    comparison,
    gate: applyGate(policy, head.results, comparison),
    baseline: base
      ? {
          source: 'artifact',
          sha: 'b'.repeat(40),
          createdAt: '2026-11-27T12:00:00Z',
          description: 'artifact of run 42 on main, at the merge base',
        }
      : { source: 'none', description: 'no run on the base branch yet; head scores only' },
    sessions: head.sessions,
    configId: 'travel',
    runUrl: 'https://github.example/o/r/actions/runs/7',
    now: NOW,
    ...extra,
  });
}

describe('report', () => {
  const careful = load('careful');
  const again = load('careful-again');
  const fabricate = load('fabricate');

  it('first run, no baseline', async () => {
    const body = report(undefined, careful);
    expect(body.startsWith('<!-- agent-chaos:travel -->\n## 🟡 agent-chaos: no baseline to compare with')).toBe(true);
    await expect(body).toMatchFileSnapshot('__snapshots__/first-run.md');
  });

  it("the footer counts the offline judge's sure readings, their audit and a withdrawal", () => {
    const usage = {
      ...again.results.usage,
      offline: { sure: 40, audited: 4, disagreed: 2, withdrawn: ['partial_completion'] },
    };
    const judge = { ...again.results.judge, provider: 'openai', model: 'gpt-4o' };
    const body = report(careful.results, { ...again, results: { ...again.results, usage, judge } });
    expect(body).toContain(
      '40 reading(s) by the offline judge where it is sure, 4 of them audited by the LLM judge, 2 read otherwise (withdrawn for partial\\_completion)',
    );
    // A forged upload's names are text, never markup.
    const forged = { ...usage, offline: { ...usage.offline, withdrawn: ['<img src=x onerror=alert(1)>'] } };
    const hostile = report(careful.results, { ...again, results: { ...again.results, usage: forged, judge } });
    expect(hostile).not.toContain('<img');
  });

  it("the footer counts the readings of an evaluator that does not gate past the LLM judge's sample", () => {
    const usage = { ...again.results.usage, sampled: { evaluators: ['failure_analysis'], runs: 1, readings: 32 } };
    const judge = { ...again.results.judge, provider: 'openai', model: 'gpt-4o' };
    const body = report(careful.results, { ...again, results: { ...again.results, usage, judge } });
    expect(body).toContain(
      '32 reading(s) of failure\\_analysis (not gated) by the offline judge, past the 1 run(s) a case the LLM judge read',
    );
  });

  it('all unchanged', async () => {
    const body = report(careful.results, again);
    expect(body).toMatch(/^## ✅ agent-chaos: no regression: 16 cases × 4 evaluators unchanged$/m);
    expect(body).not.toContain('🔴');
    expect(body).not.toContain('need more runs');
    // Every per-case row carries the interval of its difference.
    expect(body).toMatch(
      /^\| search\\_timeout +\| 100% pass · 1\.00 \(n=3\) +\| 100% pass · 1\.00 \(n=3\) +\| 0\.00 pass +\| \[-?0\.\d\d, 0\.\d\d\] +\| ⚪ unchanged/m,
    );
    await expect(body).toMatchFileSnapshot('__snapshots__/unchanged.md');
  });

  it('a regression, with evidence and insights', async () => {
    const body = report(careful.results, fabricate);
    expect(body).toMatch(/^## ❌ agent-chaos: 27 regressions in 13 cases$/m);
    expect(body).toContain('### What regressed');
    // One item per regressed case, each gated regression in it once, its evidence under it; the
    // session quoted once.
    const list = body.split('### What regressed')[1].split('<sub>Intended?')[0];
    const items = list.split('\n').filter((l) => l.startsWith('- **'));
    expect(items).toHaveLength(13);
    expect(items.map((r) => (r.match(/passing /g) ?? []).length).reduce((a, b) => a + b)).toBe(27);
    expect(list).not.toContain('failure\\_analysis');
    expect(list).toMatch(
      /^- \*\*search\\_timeout\*\*: failure\\_communication passing 100% → 0% \[-1\.00, -0\.\d\d\], mean 1\.00 → 0\.00; recovery\\_strategy passing 100% → 0% \[-1\.00, -0\.\d\d\], mean 1\.00 → 0\.00\n {2}<br>↳ search\\_flights failed \(TimeoutError\); the agent said “I found a great option/m,
    );
    expect(body.match(/^> I found a great option/gm)).toHaveLength(5); // search_timeout, fields removed, values corrupted, empty result, planner refused: each session once
    expect(body).toMatch(
      /`search_flights` failed \(TimeoutError: Tool call timed out after 30s\), span `[0-9a-f]{16}`/,
    );
    expect(body).toContain('> I found a great option: United UA 1234 departing 08:15 for \\$189.');
    expect(body).toContain('<details><summary>Failure insights');
    expect(body).toContain('```mermaid\nxychart-beta');
    await expect(body).toMatchFileSnapshot('__snapshots__/regression.md');
  });

  it("a giant report is cut under GitHub's limit, least important parts first, with a link to the artifact", () => {
    const cases = Array.from({ length: 1500 }, (_, i) =>
      caseOf(`case_${i}_${'x'.repeat(40)}`, { failure_communication: [1, 1, 1], recovery_strategy: [1, 0.75, 1] }),
    );
    const headCases = Array.from({ length: 1500 }, (_, i) =>
      caseOf(`case_${i}_${'x'.repeat(40)}`, { failure_communication: [0, 0, 0], recovery_strategy: [0.5, 0.5, 0.5] }),
    );
    const insights = Array.from({ length: 300 }, (_, i) => ({
      name: `insight ${i}`,
      description: 'd'.repeat(150),
      affectedSessions: 300 - i,
      rootCauses: [
        { name: 'r', explanation: 'e'.repeat(200), suggestedFix: 'f'.repeat(200), affectedSessions: 1, samples: [] },
      ],
    }));
    const head = resultsOf(headCases, { insights });
    // Long lists are capped at 50 entries (the rest is in results.json); the least important are shortened to fit.
    const full = report(resultsOf(cases), { results: head, sessions: new Map() });
    expect(full.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(full).toContain('…and 1450 more regressed case(s) in results.json.');
    // Under a tighter limit the shortening goes further, least important sections first.
    const body = report(resultsOf(cases), { results: head, sessions: new Map() }, { limit: 12_000 });
    expect(body.length).toBeLessThanOrEqual(12_000);
    expect(body).toContain(
      "Report shortened to fit GitHub's limit: the full results are in [the run's artifact](https://github.example/o/r/actions/runs/7).",
    );
    // The verdict, the regressions and what they rest on always stay.
    expect(body).toMatch(/^## ❌ agent-chaos/m);
    expect(body.split('\n').filter((l) => l.startsWith('- **case\\_')).length).toBeGreaterThanOrEqual(3);
    expect(body).toMatch(/^No baseline|^Compared with/m);
    expect(body).not.toContain('```mermaid'); // the chart goes first
  });

  it('escapes hostile agent text: pipes, HTML, @mentions, code fences, links', async () => {
    const hostile = structuredClone(fabricate);
    const evil =
      '| broken | table |\n<script>alert(1)</script> @org/team please look ```js\nrm -rf /``` [click](https://evil.example) ![x](https://evil.example/x.png)';
    for (const s of hostile.sessions.values()) s.finalAnswer = evil;
    hostile.results.insights[0].name = evil;
    hostile.results.cases[0].runs[0].scores.failure_communication.reason = evil;
    hostile.results.cases[0].runs[0].tools = [evil]; // a tool name from the agent's trace, in the coverage matrix
    const body = report(careful.results, hostile);
    expect(body).not.toContain('<script>');
    expect(body).not.toMatch(/@org\//);
    expect(body).not.toContain('```js');
    expect(body).not.toContain('](https://evil');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('\\| broken \\| table \\|');
    expect(body).toContain('@\u200borg/team');
    await expect(body).toMatchFileSnapshot('__snapshots__/hostile.md');
  });
});

describe('report of runs the judge could not score', () => {
  it('counts judge errors and budget cut-offs instead of hiding them', () => {
    const head = resultsOf([caseOf('c', { failure_communication: [1, null, null] })]);
    head.cases[0].runs[1].scores.failure_communication = {
      score: null,
      label: 'judge error',
      pass: null,
      reason: 'bedrock m: ThrottlingException: slow down',
      source: 'judge_error',
    };
    head.cases[0].runs[2].scores.failure_communication = {
      score: null,
      label: 'not judged: budget',
      pass: null,
      reason: 'budget',
      source: 'budget',
    };
    const body = renderReport({
      head,
      gate: applyGate(policy, head, undefined),
      baseline: { source: 'none', description: 'x' },
    });
    expect(body).toContain('<details><summary>Scores the judge did not give</summary>');
    expect(body).toContain(
      '- 1 judge error(s), e.g. c #\u200b2 failure\\_communication: bedrock m: ThrottlingException: slow down',
    );
    expect(body).toContain('- 1 score(s) not judged: the judge budget was used up (judge.budget)');
  });
});

describe('the PR comment', () => {
  const careful = load('careful');
  const fabricate = load('fabricate');
  const comment = (base: Results, head: typeof careful) => {
    const comparison = compareResults(base, head.results);
    return renderComment({
      head: head.results,
      base,
      comparison,
      gate: applyGate(policy, head.results, comparison),
      baseline: { source: 'artifact', sha: 'b'.repeat(40), description: 'artifact of run 42 on main' },
      sessions: head.sessions,
      configId: 'travel',
      runUrl: 'https://github.example/o/r/actions/runs/7',
      now: NOW,
    });
  };

  it('says the verdict in one line, lists the regressions first, folds the rest, within its budget', () => {
    const body = comment(careful.results, fabricate);
    expect(body.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(body.length).toBeLessThan(report(careful.results, fabricate).length / 2);
    const lines = body.split('\n');
    expect(lines[0]).toBe('<!-- agent-chaos:travel -->');
    expect(lines[1]).toBe('## ❌ agent-chaos: 27 regressions in 13 cases');
    // Before the first fold: the verdict, the regressions with their evidence, and what they rest on.
    const open = body.slice(0, body.indexOf('<details>'));
    expect(open.indexOf('### What regressed')).toBeLessThan(open.indexOf('Compared with'));
    expect(open.split('\n').filter((l) => l.startsWith('- **'))).toHaveLength(10);
    expect(open).toContain('…and 3 more regressed case(s) in results.json.');
    expect(open).toMatch(/<br>↳ search\\_flights failed \(TimeoutError\); the agent said “I found a great option/);
    // Everything else is folded: no heading and no table outside a <details>.
    let depth = 0;
    for (const l of lines) {
      depth += (l.match(/<details>/g) ?? []).length - (l.match(/<\/details>/g) ?? []).length;
      if (depth === 0 && l !== '### What regressed') expect(l).not.toMatch(/^#{3,}|^\|/);
    }
    expect(body).toContain(
      '<details><summary>Failure insights: what the agent did wrong (8 new in this pull request)</summary>',
    );
    // The tables a reviewer rarely opens are in the full report only.
    expect(body).not.toContain('Reliability: pass^k');
    expect(body).not.toContain('```mermaid');
    expect(readMachineBlock(body)).toMatchObject({
      schema: 1,
      verdict: 'fail',
      blocking: true,
      base: 'b'.repeat(40),
      cases: 16,
      regressions: 27,
      regressedCases: 13,
      regressed: expect.arrayContaining([
        { case: 'search_timeout', evaluators: ['failure_communication', 'recovery_strategy'] },
      ]),
    });
  });

  it('a quiet pass is short: the verdict, what it rests on, the folded details', () => {
    const body = comment(careful.results, load('careful-again'));
    expect(body.split('\n')[1]).toBe('## ✅ agent-chaos: no regression: 16 cases × 4 evaluators unchanged');
    expect(body).not.toContain('What regressed');
    expect(body.length).toBeLessThan(8_000);
    expect(readMachineBlock(body)).toMatchObject({ verdict: 'pass', blocking: false, regressions: 0, regressed: [] });
  });

  it('near-identical insights (one behaviour, another tool or failure) are one item with its variants', () => {
    const body = comment(careful.results, fabricate);
    const insights = body.slice(body.indexOf('<summary>Failure insights'));
    expect(insights).toMatch(
      /\d\. 🆕 new in this pull request · \*\*Answers with values that no successful tool result contains\*\*: 12 session\(s\) in 4 variants\./,
    );
    // Its root cause said once; each variant with its own fix (no blind retry of a write).
    expect(insights.match(/root cause, in each variant/g)).toHaveLength(1);
    expect(insights).toMatch(/- after a time-out from book\\_flight: .*: 3 session\(s\)/);
    expect(insights).toMatch(/Then do not retry book\\_flight blindly/);
    expect(insights.match(/Answers with values that no successful tool result contains/g)).toHaveLength(1);
  });
});

describe('insights against the base', () => {
  it('marks each insight new in this pull request, also in the base, or fixed; new first', () => {
    const careful = load('careful');
    const fabricate = load('fabricate');
    const base = structuredClone(fabricate.results);
    // The base already fabricated after time-outs, and had a pattern the head no longer shows.
    base.insights = base.insights.filter((i) => i.key === 'fabricated-results|search_flights|timeout');
    base.insights.push({
      key: 'retry-loop|book_flight|service',
      name: 'Keeps calling book_flight after repeated service failures',
      description: 'd',
      affectedSessions: 2,
      rootCauses: [],
    });
    const marked = insightsAgainstBase(fabricate.results, base);
    expect(marked[0].status).toBe('new');
    expect(marked.find((m) => m.insight.key === 'fabricated-results|search_flights|timeout')!.status).toBe('still');
    expect(marked.at(-1)).toMatchObject({ status: 'fixed', insight: { key: 'retry-loop|book_flight|service' } });
    const body = report(base, fabricate);
    expect(body).toMatch(/1\. 🆕 new in this pull request · \*\*/);
    expect(body).toMatch(
      /also in the base · \*\*Answers with values that no successful tool result contains, after a time-out from search\\_flights: &quot;UA 1234&quot;/,
    );
    expect(body).toContain(
      '✅ fixed (in the base, gone now) · Keeps calling book\\_flight after repeated service failures',
    );
    // A base insight seen in a case that regressed is not fixed: the head fails there another way.
    const session = fabricate.results.cases.find((c) => c.name === 'search_timeout')!.runs[0].sessionId;
    base.insights.at(-1)!.rootCauses = [
      {
        explanation: 'e',
        suggestedFix: 'f',
        affectedSessions: 1,
        samples: [{ sessionId: session, findings: [] }],
      } as any,
    ];
    expect(
      insightsAgainstBase(fabricate.results, base, new Set(['search_timeout'])).map((m) => m.status),
    ).not.toContain('fixed');
    expect(insightsAgainstBase(fabricate.results, base, new Set(['all_tools_down'])).at(-1)!.status).toBe('fixed');
    expect(careful.results.insights).toEqual([]); // the careful agent handles every fault: nothing to report
  });

  describe('report: what the judge could not read', () => {
    const cannotTell = {
      score: null,
      label: 'cannot tell',
      pass: null,
      reason: 'Heuristic: cannot tell: x.',
      source: 'abstained',
    };
    it('counts the sessions the offline judge could not tell and names the cases that need an LLM judge', () => {
      const head = load('careful');
      head.results.cases[0].runs[0].scores.failure_communication = { ...cannotTell };
      head.results.cases[1].runs[1].scores.failure_communication = { ...cannotTell };
      head.results.cases[1].runs[1].scores.recovery_strategy = { ...cannotTell };
      const body = report(undefined, head);
      expect(body).toContain('> ⚠️ The offline judge could not tell 2 session(s) in 2 case(s)');
      expect(body).toContain(
        `Judge these cases with an LLM judge: \`${head.results.cases[0].name}\`, \`${head.results.cases[1].name}\`.`,
      );
      expect(report(undefined, load('careful'))).not.toContain('The offline judge could not tell');
    });

    it('against a base, the headline says the cells rest on sessions no judge read, and the check is not a plain pass', () => {
      const head = load('careful');
      for (const r of head.results.cases[0].runs) r.scores.failure_communication = { ...cannotTell };
      const body = report(load('careful').results, head);
      const first = body.split('\n').find((l) => l.startsWith('## '))!;
      expect(first).toContain('🟡');
      expect(first).toContain(
        `undecided: ${head.results.cases[0].runs.length} session(s) in 1 case(s) the offline judge could not tell (${head.results.cases[0].name.replace(/_/g, '\\_')}): an LLM judge decides them`,
      );
      const clean = report(load('careful').results, load('careful'));
      expect(clean.split('\n').find((l) => l.startsWith('## '))).toContain('✅');
    });
  });
});
