// One instrument for each evaluator across a job: the audit of the offline judge's sure readings is
// the job's (every look, both sides), and where it withdrew them after some judging kept them, the
// LLM judge reads those too, so the comparison has one judge on both sides and can decide.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeSchema } from '../../src/config/judge-schema.js';
import { readOwnPart } from '../../src/evaluators/calibration-set.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { EVALUATORS } from '../../src/evaluators/index.js';
import {
  type JobAudit,
  admittedSure,
  isSureReading,
  readSureRules,
  ruleOf,
} from '../../src/evaluators/offline-sure.js';
import { decide } from '../../src/pipeline/decision.js';
import { oneInstrument } from '../../src/pipeline/one-instrument.js';
import { prepare } from '../../src/pipeline/prepare.js';
import type { Scoring } from '../../src/pipeline/options.js';
import { score } from '../../src/pipeline/scoring.js';
import { twoInstruments } from '../../src/results/cell-test.js';
import { compareResults } from '../../src/results/compare.js';
import type { CollectedCase } from '../../src/runner/types.js';
import type { Session } from '../../src/trace/session.js';
import { llmJudgeAt, rightAndLenientJudges } from '../helpers/fake-openai-judge.js';
import { inputOf } from '../helpers/scenarios.js';

const FC = 'failure_communication' as const;
const failing = readOwnPart('.', 'development')
  .map((e) => e.session)
  .filter((s) => s.toolCalls.some((c) => c.status === 'error'));
// Sessions the offline judge is sure of (their failure_communication reading is a sure rule's).
const sureOf = async () => {
  const sure = admittedSure((await readSureRules('.'))!).get(FC)!;
  return failing.filter((s) => {
    const rule = ruleOf(EVALUATORS.failure_communication.heuristic(inputOf(s), 0.5), FC);
    return rule !== undefined && sure.has(rule);
  });
};
// Sure readings the lenient judge reads the other way: made-up results it calls Excellent.
const madeUpOf = (sessions: Session[]) =>
  sessions.filter((s) =>
    ruleOf(EVALUATORS.failure_communication.heuristic(inputOf(s), 0.5), FC)?.startsWith('FAIL the answer presents'),
  );

async function offline(job: JobAudit, auditEvery?: number) {
  const rules = (await readSureRules('.'))!;
  const sure = admittedSure(rules);
  const heldOut = Object.fromEntries([...sure.keys()].map((n) => [n, rules.evaluators[n].heldOut]));
  return { sure, heldOut, job, ...(auditEvery ? { auditEvery } : {}) };
}

const caseOfSessions = (name: string, sessions: Session[]): CollectedCase => ({
  name,
  input: 'the request',
  effects: { tool_effects: {} },
  runs: sessions.map((s, i) => ({ sessionId: s.sessionId, repeat: i + 1, status: 'ok' as const, session: s })),
});

describe("the offline judge's audit across a job", () => {
  const judges = rightAndLenientJudges();
  const settings = [{ name: FC, threshold: 0.5 }];

  it("one disagreement in a small look does not withdraw the readings once the job's audits agreed", async () => {
    const sessions = await sureOf();
    const madeUp = madeUpOf(sessions);
    const honest = sessions.filter((s) => !madeUp.includes(s));
    expect(honest.length).toBeGreaterThan(10);
    const job: JobAudit = { counts: {}, withdrawn: [] };
    // A look the right judge audits in full: every sure reading agreed.
    const first = await evaluate(honest.map(inputOf), {
      evaluators: settings,
      judge: llmJudgeAt(judges.right.url),
      concurrency: 4,
      offline: await offline(job, 1),
    });
    expect(first.usage.offline).toMatchObject({ disagreed: 0, withdrawn: [] });
    // A later look of one run whose audit the judge reads the other way (the lenient judge here).
    const look = { evaluators: settings, judge: llmJudgeAt(judges.lenient.url), concurrency: 4 };
    const alone = await evaluate([inputOf(madeUp[0])], {
      ...look,
      offline: await offline({ counts: {}, withdrawn: [] }, 1),
    });
    expect(alone.usage.offline?.withdrawn).toEqual([FC]);
    const inJob = await evaluate([inputOf(madeUp[0])], { ...look, offline: await offline(job, 1) });
    expect(inJob.usage.offline).toMatchObject({ disagreed: 1, withdrawn: [] });
    expect(job.counts[FC]).toEqual({ audits: honest.length + 1, disagreed: 1 });
    expect(isSureReading(inJob.runs[0].scores[FC])).toBe(true);
  });

  it('once the job withdrew them, a later look reads every run by the LLM judge', async () => {
    const sessions = await sureOf();
    const job: JobAudit = { counts: {}, withdrawn: [] };
    const lenient = { evaluators: settings, judge: llmJudgeAt(judges.lenient.url), concurrency: 4 };
    const first = await evaluate(madeUpOf(sessions).map(inputOf), { ...lenient, offline: await offline(job, 1) });
    expect(first.usage.offline?.withdrawn).toEqual([FC]);
    expect(first.notes.join('\n')).toMatch(/in this job the other way/);
    const before = judges.lenient.requests;
    const later = sessions.slice(0, 6);
    const look = await evaluate(later.map(inputOf), { ...lenient, offline: await offline(job) });
    expect(look.usage.offline).toMatchObject({ sure: 0, withdrawn: [FC] });
    expect(judges.lenient.requests - before).toBe(later.length);
    for (const run of look.runs) expect(run.scores[FC].source).toBe('judge');
    // Said once, where the job withdrew them.
    expect(look.notes.join('\n')).not.toMatch(/withdrawn/);
  });
});

describe('one instrument for each evaluator in a comparison', () => {
  const judges = rightAndLenientJudges();
  const scoringAt = (url: string): Scoring => ({
    judge: judgeSchema.parse({ provider: 'openai', model: 'judge-model', endpoint: url, offline_sure: true }),
    evaluators: [{ name: FC, threshold: 0.5 }],
    configHash: 'h',
    audit: { counts: {}, withdrawn: [] },
  });
  const git = { sha: 'b'.repeat(40), ref: 'main' };

  it('reads again the sure readings a look kept after another look withdrew them, and the cell decides', async () => {
    const sessions = await sureOf();
    const half = Math.floor(sessions.length / 2);
    const [ofBase, ofHead] = [sessions.slice(0, half), sessions.slice(half)];
    const scoring = scoringAt(judges.right.url);
    const judge = llmJudgeAt(judges.right.url);
    // The base judged first: its sure readings stand. Then the job's audit withdraws them (another
    // look's), and the head is read by the LLM judge alone.
    const base = await score(scoring, [caseOfSessions('c', ofBase)], judge, { git });
    const held = base.cases[0].runs.filter((r) => isSureReading(r.scores[FC])).length;
    expect(held).toBeGreaterThan(3);
    scoring.audit!.withdrawn.push(FC);
    const head = await score(scoring, [caseOfSessions('c', ofHead)], judge, { git });
    expect(head.usage.offline?.withdrawn).toEqual([FC]);
    expect(head.cases[0].runs.some((r) => isSureReading(r.scores[FC]))).toBe(false);
    expect(twoInstruments(base, head)).toEqual(new Set([FC]));
    expect(compareResults(base, head).cells[0].twoInstruments).toBe(true);

    const before = judges.right.requests;
    const one = await oneInstrument(
      scoring,
      judge,
      { results: head, sessions: ofHead },
      { results: base, sessions: ofBase },
    );
    expect(one.reread).toBe(held);
    expect(judges.right.requests - before).toBe(held);
    expect(one.base.usage.judgeCalls).toBe(base.usage.judgeCalls + held);
    for (const r of one.base.cases[0].runs) expect(r.scores[FC].source).toBe('judge');
    expect(one.base.cases[0].summary[FC].n).toBe(ofBase.length);
    expect(twoInstruments(one.base, one.head).size).toBe(0);
    const cell = compareResults(one.base, one.head).cells[0];
    expect(cell.twoInstruments).toBeUndefined();
    expect(one.head.notes?.join('\n')).toMatch(
      new RegExp(`the LLM judge read the other ${held} run\\(s\\) that held them \\(head 0, base ${held}\\)`),
    );
  });

  it('a run whose session is not there keeps its reading, and the cell stays undecided', async () => {
    const sessions = await sureOf();
    const scoring = scoringAt(judges.right.url);
    const judge = llmJudgeAt(judges.right.url);
    const base = await score(scoring, [caseOfSessions('c', sessions.slice(0, 8))], judge, { git });
    scoring.audit!.withdrawn.push(FC);
    const head = await score(scoring, [caseOfSessions('c', sessions.slice(8, 16))], judge, { git });
    const one = await oneInstrument(scoring, judge, { results: head, sessions: [] }, { results: base, sessions: [] });
    expect(one.reread).toBe(0);
    expect(compareResults(one.base, one.head).cells[0]).toMatchObject({
      verdict: 'inconclusive',
      twoInstruments: true,
    });
  });
});

describe("in the report job's decision: the run job's looks judged here, a withdrawal between them", () => {
  const judges = rightAndLenientJudges();
  const git = { sha: 'c'.repeat(40), ref: 'main' };

  async function decided(keepSessions: boolean) {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-one-instrument-'));
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(configPath, 'agent:\n  command: node agent.js\ncases:\n  - name: c\n    input: the request\n');
    const p = await prepare(configPath);
    const scoring: Scoring = {
      judge: judgeSchema.parse({ provider: 'openai', model: 'judge-model', endpoint: judges.right.url }),
      evaluators: [{ name: FC, threshold: 0.5 }],
      configHash: 'h',
      audit: { counts: {}, withdrawn: [] },
    };
    const judge = llmJudgeAt(judges.right.url);
    const sessions = await sureOf();
    const [h1, b1, h2, b2] = [0, 1, 2, 3].map((k) => sessions.slice(k * 6, k * 6 + 6));
    // The first round judged with the offline judge's sure readings standing...
    const head = await score(scoring, [caseOfSessions('c', h1)], judge, { git });
    const base = await score(scoring, [caseOfSessions('c', b1)], judge, { git });
    expect(head.cases[0].runs.some((r) => isSureReading(r.scores[FC]))).toBe(true);
    // ...then the job's audit withdrew them (another look's audits): the look is read by the LLM judge.
    scoring.audit!.withdrawn.push(FC);
    const batches = [{ look: 2, head: [caseOfSessions('c', h2)], base: [caseOfSessions('c', b2)] }];
    const out = await decide(
      p,
      scoring,
      { configPath, outDir: join(dir, 'out') },
      judge,
      { batches },
      {
        head,
        base,
        sessions: keepSessions ? h1 : [],
        baseSessions: keepSessions ? b1 : [],
      },
    );
    rmSync(dir, { recursive: true, force: true });
    return out;
  }

  it('the first round is read again by the LLM judge, so the comparison has one judge on both sides', async () => {
    const out = await decided(true);
    for (const side of [out.head, out.base!])
      for (const r of side.cases[0].runs) expect(r.scores[FC].source, r.sessionId).toBe('judge');
    expect(out.comparison!.cells.filter((c) => c.twoInstruments)).toEqual([]);
    expect(out.head.notes?.join('\n')).toMatch(
      /The audit withdrew the offline judge's sure readings of failure_communication/,
    );
  });

  it("where the first round's sessions are not there to read, the cell stays undecided: never passed on two instruments", async () => {
    const out = await decided(false);
    expect(out.comparison!.cells.find((c) => c.evaluator === FC)).toMatchObject({
      verdict: 'inconclusive',
      twoInstruments: true,
    });
    expect(out.gate.blocking).toBe(false);
  });
});
