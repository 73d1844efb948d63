// The bank of a commit's runs (results/bank.ts): what is added, what is kept at the cap, and what
// is refused, on the committed results of the careful example agent.
import { describe, expect, it } from 'vitest';
import { bankRuns, poolBank } from '../../src/results/bank.js';
import { summarize } from '../../src/results/aggregate.js';
import { readResults } from '../../src/results/store.js';
import type { Results } from '../../src/results/schema.js';
import { readSessionsFile } from '../../src/trace/load-sessions.js';

const careful = async () => ({
  results: await readResults('fixtures/results/careful'),
  sessions: (await readSessionsFile('fixtures/results/careful/sessions.jsonl'))!,
});

/** The same runs as a later run of the commit would make them: new session ids, same scores. */
function later(x: Awaited<ReturnType<typeof careful>>, tag: string) {
  const id = (s: string) => `${tag}-${s}`;
  const results: Results = {
    ...x.results,
    cases: x.results.cases.map((c) => ({ ...c, runs: c.runs.map((r) => ({ ...r, sessionId: id(r.sessionId) })) })),
  };
  return { results, sessions: x.sessions.map((s) => ({ ...s, sessionId: id(s.sessionId) })) };
}

describe('bankRuns', () => {
  it("adds the earlier runs of the commit after this run's, with their sessions, k unchanged", async () => {
    const earlier = await careful();
    const now = later(earlier, 'b');
    const banked = bankRuns(now, earlier, 80);
    if ('why' in banked) throw new Error(banked.why);
    const runs = earlier.results.cases.reduce((n, c) => n + c.runs.length, 0);
    expect(banked.added).toBe(runs);
    for (const c of banked.results.cases) {
      const first = now.results.cases.find((x) => x.name === c.name)!.runs;
      expect(c.runs).toHaveLength(2 * first.length);
      expect(c.runs.filter((r) => r.banked).length).toBe(first.length);
      expect(c.runs.map((r) => r.repeat)).toEqual(c.runs.map((_, i) => i + 1));
      expect(c.reliability?.k).toBe(first.length);
      expect(c.reliability?.n).toBe(2 * first.length);
      expect(c.summary.failure_communication?.n).toBe(2 * first.length);
    }
    expect(banked.sessions).toHaveLength(now.sessions.length + earlier.sessions.length);
    expect(banked.results.notes?.at(-1)).toMatch(/^A bank of this commit's runs: \d+ run\(s\) of earlier runs/);
    // Banking the same runs again adds nothing: a run is in the bank once.
    const again = bankRuns(banked, banked, 80);
    if ('why' in again) throw new Error(again.why);
    expect(again.added).toBe(0);
  });

  it("keeps at most maxRuns a case, the newest of the earlier runs first, and only the kept runs' sessions", async () => {
    const a = await careful();
    const two = bankRuns(later(a, 'b'), a, 80);
    if ('why' in two) throw new Error(two.why);
    // A third run of the commit, capped at 4 runs a case (3 its own): one earlier run kept, b's newest.
    const three = bankRuns(later(a, 'c'), two, 4);
    if ('why' in three) throw new Error(three.why);
    for (const c of three.results.cases) {
      expect(c.runs).toHaveLength(4);
      expect(c.runs[3].sessionId.startsWith('b-')).toBe(true);
    }
    const kept = new Set(three.results.cases.flatMap((c) => c.runs.map((r) => r.sessionId)));
    expect(three.sessions.every((s) => kept.has(s.sessionId))).toBe(true);
  });

  it('refuses the runs of another commit, another config or another judge', async () => {
    const a = await careful();
    const b = later(a, 'b');
    const other = (edit: (r: Results) => Results) => bankRuns(b, { ...a, results: edit(a.results) }, 80);
    expect(other((r) => ({ ...r, git: { ...r.git, sha: 'd'.repeat(40) } }))).toEqual({
      why: `the earlier results are of commit ddddddd, this run's of ${a.results.git.sha.slice(0, 7)}`,
    });
    expect(other((r) => ({ ...r, configHash: 'another' }))).toEqual({
      why: 'the earlier results were made with another config',
    });
    expect(other((r) => ({ ...r, judge: { ...r.judge, provider: 'openai', model: 'gpt-4o' } }))).toMatchObject({
      why: expect.stringMatching(/judged by openai gpt-4o, this run by heuristic heuristic/),
    });
    const prompts = { ...a.results.judge.promptVersions, failure_communication: 'heuristic/2' };
    expect(other((r) => ({ ...r, judge: { ...r.judge, promptVersions: prompts } }))).toHaveProperty('why');
    // The same LLM judge with the offline judge's sure readings beside it is another instrument.
    const llm = { ...a.results.judge, provider: 'openai', model: 'gpt-4o' };
    const sure = { ...llm, offline: { rules: 'heuristic/14', evaluators: ['failure_communication'] } };
    const judged = (j: Results['judge']) => ({ ...a, results: { ...a.results, judge: j } });
    expect(bankRuns(judged(llm), judged(sure), 80)).toMatchObject({
      why: "the earlier results were judged by openai gpt-4o, with the offline judge's heuristic/14 where sure, this run by openai gpt-4o",
    });
  });
});

describe("poolBank: today's base runs with the bank of their commit", () => {
  const o = { maxRuns: 6, minEffect: 0.1, detect: 0.3 };
  /** The careful agent's results as a rerun of its commit makes them, and as its bank holds them (made of the same runs). */
  const sides = async () => {
    const bank = await careful();
    bank.results = { ...bank.results, runsHash: 'runs-1' };
    const today = later(bank, 't');
    return { bank, today };
  };

  it('pools a bank of the same commit, runs and judge that lets the head reach max_runs, newest first', async () => {
    const { bank, today } = await sides();
    const pooled = poolBank(today, bank, o);
    if ('why' in pooled) throw new Error(pooled.why);
    for (const c of pooled.results.cases) {
      const own = today.results.cases.find((x) => x.name === c.name)!.runs.length;
      expect(c.runs.length).toBe(2 * own);
      expect(c.runs.slice(own).every((r) => r.banked)).toBe(true);
    }
  });

  it('refuses a bank of other runs, of another commit, too small for max_runs, or that reads differently from today', async () => {
    const { bank, today } = await sides();
    const refused = (b: typeof bank, opts = o) => {
      const out = poolBank(today, b, opts);
      return 'why' in out ? out.why : 'pooled';
    };
    expect(refused({ ...bank, results: { ...bank.results, runsHash: 'runs-2' } })).toMatch(/another agent, cases/);
    expect(refused({ ...bank, results: { ...bank.results, runsHash: undefined } })).toMatch(/before runsHash/);
    expect(
      refused({ ...bank, results: { ...bank.results, git: { ...bank.results.git, sha: 'd'.repeat(40) } } }),
    ).toMatch(/commit ddddddd's runs/);
    expect(refused(bank, { ...o, maxRuns: 80 })).toMatch(/fewer than 27 base run\(s\) with it/);
    // The agent's model drifted since the bank: every banked run now scores the floor.
    const drifted: Results = {
      ...bank.results,
      cases: bank.results.cases.map((c) => ({
        ...c,
        runs: [...c.runs, ...c.runs, ...c.runs].map((r, i) => ({
          ...r,
          sessionId: `${r.sessionId}-${i}`,
          scores: Object.fromEntries(Object.entries(r.scores).map(([k, v]) => [k, { ...v, score: 0, pass: false }])),
        })),
      })),
    };
    const withScores = summarizeAll(drifted);
    expect(refused({ ...bank, results: withScores })).toMatch(/today's base runs differ from it \(/);
  });
});

/** Results whose runs changed, with their summaries made again. */
function summarizeAll(r: Results): Results {
  return { ...r, cases: r.cases.map((c) => ({ ...c, summary: summarize(c.name, c.runs, Object.keys(c.summary)) })) };
}
