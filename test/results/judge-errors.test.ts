// Judge errors fail closed: a head the judge could not score (a 429 storm, garbage, a hang) does
// not pass as "inconclusive", and a hung judge cannot hold the job past judge.deadline. Nor does a
// head whose answers the offline judge could not read: their cells stay undecided.
import { describe, expect, it } from 'vitest';
import { gateSchema, judgeSchema } from '../../src/config/schema.js';
import { evaluatorSettings } from '../../src/evaluators/settings.js';
import { type Judge, JudgeError, type JudgeRequest } from '../../src/judge/judge.js';
import { compareAndGate, score } from '../../src/pipeline/index.js';
import { casesFromResults, resolveBaseline } from '../../src/results/baseline.js';

const base = await resolveBaseline({ mode: 'file', file: 'fixtures/results/careful' });
const cases = casesFromResults(base.results!, base.sessions!);
const scoring = (deadline?: string) => ({
  judge: judgeSchema.parse({ provider: 'bedrock', concurrency: 8, ...(deadline ? { deadline } : {}) }),
  evaluators: evaluatorSettings(),
  configHash: 'x',
});
const judgeThat = (answer: () => Promise<never>): Judge => ({ provider: 'bedrock', model: 'm', judge: answer });

describe('judge errors', () => {
  it('a head whose every judge call failed fails the gate instead of passing as inconclusive', async () => {
    const storm = judgeThat(async () => {
      throw new JudgeError('bedrock m: ThrottlingException: Too many requests, please wait before trying again.');
    });
    const head = await score(scoring(), cases, { kind: 'llm', judge: storm });
    const judged = head.cases.flatMap((c) => c.runs).filter((r) => r.facts);
    expect(judged.length).toBe(48);
    const { comparison, gate } = await compareAndGate(gateSchema.parse({}), {}, head, base.results);
    expect(comparison!.cells.filter((c) => c.verdict === 'regressed')).toEqual([]); // nothing to compare...
    expect(gate).toMatchObject({ verdict: 'fail', blocking: true }); // ...and still it does not pass
    expect(gate.reasons[0]).toMatch(/^\d+ of 48 run\(s\) were not judged .* over gate\.max_judge_errors 0\.1/);
    const warned = (await compareAndGate(gateSchema.parse({ on_judge_errors: 'warn' }), {}, head, base.results)).gate;
    expect(warned.blocking).toBe(false);
    expect(warned.reasons.join(' ')).toMatch(/warning: \d+ of 48 run\(s\) were not judged/);
  });

  it('one judge error among twelve runs stays under the limit and does not fail the gate', async () => {
    const { recordedReply } = await import('../helpers/scenarios.js');
    let calls = 0;
    const mostlyFine: Judge = {
      provider: 'bedrock',
      model: 'm',
      judge: async <T>(req: JudgeRequest<T>) => {
        if (++calls === 1) throw new JudgeError('bedrock m: the answer did not match the schema twice');
        const value =
          req.name === 'failure_insights'
            ? { insights: [] }
            : recordedReply('fc-excellent', req.name.replace(/_(verdict|report)$/, ''));
        return { value: value as T, usage: { inputTokens: 1, outputTokens: 1 }, calls: 1 };
      },
    };
    const head = await score(scoring(), cases, { kind: 'llm', judge: mostlyFine });
    const unjudged = head.cases
      .flatMap((c) => c.runs)
      .filter((r) => Object.values(r.scores).some((s) => s.source === 'judge_error'));
    expect(unjudged).toHaveLength(1);
    expect((await compareAndGate(gateSchema.parse({}), {}, head, base.results)).gate.reasons.join(' ')).not.toMatch(
      /not judged/,
    );
  });

  it('a judge that hangs is cut off at judge.deadline, and the runs are reported not judged', async () => {
    const hang = judgeThat(() => new Promise<never>(() => {}));
    // A judge that never answers: the scoring returns at all only because the deadline cut it off.
    const head = await score(scoring('300ms'), cases, { kind: 'llm', judge: hang });
    const scores = head.cases.flatMap((c) => c.runs.flatMap((r) => Object.values(r.scores)));
    expect(scores.some((s) => s.source === 'judge_error' && /judge deadline/.test(s.reason))).toBe(true);
    expect((await compareAndGate(gateSchema.parse({}), {}, head, base.results)).gate.verdict).toBe('fail');
  });

  it('a head whose answers the offline judge cannot read is never passed: its cells stay undecided, naming the cases that need an LLM judge', async () => {
    const korean = '죄송합니다. 예약 시스템이 응답하지 않아 예약하지 못했습니다. 잠시 후 다시 시도해 주세요.';
    const unread = cases.map((c, i) =>
      i < 2
        ? { ...c, runs: c.runs.map((r) => ({ ...r, session: r.session && { ...r.session, finalAnswer: korean } })) }
        : c,
    );
    const heuristic = { ...scoring(), judge: judgeSchema.parse({ provider: 'heuristic' }) };
    const head = await score(heuristic, unread, { kind: 'heuristic' });
    const told = head.cases
      .flatMap((c) => c.runs)
      .filter((r) => Object.values(r.scores).some((s) => s.source === 'abstained'));
    expect(told.length).toBe(unread[0].runs.length + unread[1].runs.length);
    for (const r of told)
      for (const s of Object.values(r.scores).filter((x) => x.source === 'abstained'))
        expect(s).toMatchObject({ score: null, pass: null, label: 'cannot tell' });
    // Against a base the same judge read whole (the same runs, readable answers).
    const readable = await score(heuristic, cases, { kind: 'heuristic' });
    const passing = await compareAndGate(gateSchema.parse({}), {}, head, readable);
    expect(passing.gate.verdict).toBe('inconclusive');
    const open = passing.comparison!.cells.filter((c) => c.unread && c.verdict === 'inconclusive');
    expect(new Set(open.map((c) => c.case))).toEqual(new Set([cases[0].name, cases[1].name]));
    expect(open.every((c) => !c.pending)).toBe(true); // more runs of the same judge would not read them
    expect(passing.gate.unread).toBe(
      `${told.length} session(s) in 2 case(s) the offline judge could not tell (${cases[0].name}, ${cases[1].name}): an LLM judge decides them`,
    );
    const failing = await compareAndGate(gateSchema.parse({ on_undecided: 'fail' }), {}, head, readable);
    expect(failing.gate).toMatchObject({ verdict: 'fail', blocking: true });
    // Readable answers, the same head otherwise: nothing is held against it.
    const clean = await compareAndGate(gateSchema.parse({}), {}, readable, readable);
    expect(clean.gate.verdict).toBe('pass');
    expect(clean.gate.unread).toBeUndefined();
    expect(clean.comparison!.cells.some((c) => c.unread)).toBe(false);
  });
});
