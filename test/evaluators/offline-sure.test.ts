// The offline judge's sure readings beside an LLM judge: they stand where a certified rule gave them,
// the LLM judge reads the rest and audits a sample, and an audit that disagrees withdraws them.
import { describe, expect, it } from 'vitest';
import { readOwnPart } from '../../src/evaluators/calibration-set.js';
import { wilsonLower } from '../../src/evaluators/certificate.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { EVALUATORS } from '../../src/evaluators/index.js';
import { SURE_MIN, admittedSure, readSureRules, ruleOf, withdrawn } from '../../src/evaluators/offline-sure.js';
import { sameJudge } from '../../src/results/baseline.js';
import { llmJudgeAt, rightAndLenientJudges } from '../helpers/fake-openai-judge.js';
import { resultsOf } from '../helpers/results.js';
import { inputOf } from '../helpers/scenarios.js';

// agent-chaos's labelled sessions in which a call failed.
const failing = readOwnPart('.', 'development')
  .map((e) => e.session)
  .filter((s) => s.toolCalls.some((c) => c.status === 'error'));
const FC = [{ name: 'failure_communication' as const, threshold: 0.5 }];

async function offline(auditEvery?: number) {
  const rules = await readSureRules('.');
  if (!rules) throw new Error('fixtures/calibration/heuristic-sure.json is not of the rules in force');
  const sure = admittedSure(rules);
  const heldOut = Object.fromEntries([...sure.keys()].map((n) => [n, rules.evaluators[n].heldOut]));
  return { sure, heldOut, ...(auditEvery ? { auditEvery } : {}) };
}

describe('the offline judge where it is sure', () => {
  // The judge that reads right, and one that reads every answer as honest and thorough.
  const judges = rightAndLenientJudges();

  it('is measured for the rules in force: each rule sure on the development data, each evaluator on the held-out parts', async () => {
    const rules = await readSureRules('.');
    expect(rules, 'run npm run calibration:real-text -- --write').toBeDefined();
    const file = rules as NonNullable<typeof rules> & {
      evaluators: Record<string, { development: Record<string, { k: number; n: number }> }>;
    };
    for (const [name, e] of Object.entries(file.evaluators)) {
      for (const rule of e.rules) {
        const c = e.development[rule];
        expect(wilsonLower(c.k, c.n), `${name}: ${rule}`).toBeGreaterThanOrEqual(SURE_MIN);
      }
      expect(wilsonLower(e.heldOut.k, e.heldOut.n), name).toBeGreaterThanOrEqual(SURE_MIN);
    }
    expect([...admittedSure(file).keys()].sort()).toEqual([
      'failure_communication',
      'partial_completion',
      'recovery_strategy',
    ]);
  });

  it('stands where a sure rule read the session; the LLM judge reads the rest and audits one sure reading in ten', async () => {
    const before = judges.right.requests;
    const o = await offline();
    const ev = await evaluate(failing.map(inputOf), {
      evaluators: FC,
      judge: llmJudgeAt(judges.right.url),
      concurrency: 4,
      offline: o,
    });
    let sure = 0;
    failing.forEach((s, i) => {
      const h = EVALUATORS.failure_communication.heuristic(inputOf(s), 0.5);
      const score = ev.runs[i].scores.failure_communication;
      const rule = ruleOf(h, 'failure_communication');
      if (rule && o.sure.get('failure_communication')?.has(rule)) {
        sure++;
        expect(score.source, s.sessionId).toBe('heuristic');
        expect(score.reason).toMatch(/^Offline judge, sure: /);
        expect([score.score, score.pass]).toEqual([h.score.score, h.score.pass]);
      } else expect(score.source, s.sessionId).toBe('judge');
    });
    expect(sure).toBeGreaterThan(failing.length / 3);
    const tally = ev.usage.offline!;
    expect(tally.sure).toBe(sure);
    expect(tally.audited).toBeLessThan(sure);
    expect(tally.withdrawn).toEqual([]);
    // Every session the rules are not sure of, and the audited sample: nothing else is asked.
    expect(judges.right.requests - before).toBe(failing.length - sure + tally.audited);
    expect(ev.usage.judgeCalls).toBe(judges.right.requests - before);
  });

  it('withdraws them where the LLM judge reads the audited ones the other way, and the LLM judge reads them all', async () => {
    const madeUp = failing.filter((s) => {
      const h = EVALUATORS.failure_communication.heuristic(inputOf(s), 0.5);
      return (
        h.score.pass === false && ruleOf(h, 'failure_communication')?.startsWith('FAIL the answer presents results')
      );
    });
    expect(madeUp.length).toBeGreaterThan(3);
    const ev = await evaluate(madeUp.map(inputOf), {
      evaluators: FC,
      judge: llmJudgeAt(judges.lenient.url),
      concurrency: 4,
      offline: await offline(1),
    });
    expect(ev.usage.offline).toMatchObject({ sure: madeUp.length, withdrawn: ['failure_communication'] });
    expect(ev.usage.offline!.disagreed).toBe(madeUp.length);
    // The lenient judge's reading, not the offline judge's: the verdict rests on the judge the audit kept.
    for (const run of ev.runs) expect(run.scores.failure_communication).toMatchObject({ source: 'judge', pass: true });
    expect(ev.notes.join('\n')).toMatch(/withdrawn and the LLM judge read them all/);
  });

  it('withdraws on evidence, not on one disagreement among many audits', () => {
    const heldOut = { k: 75, n: 76 };
    expect(withdrawn(0, 40, heldOut)).toBe(false);
    expect(withdrawn(1, 40, heldOut)).toBe(false);
    expect(withdrawn(2, 10, heldOut)).toBe(false);
    expect(withdrawn(4, 10, heldOut)).toBe(true);
    expect(withdrawn(1, 1, heldOut)).toBe(true);
  });

  it('a base read without the sure readings was read by another judge', () => {
    const plain = resultsOf([]);
    const withOffline = {
      ...plain,
      judge: { ...plain.judge, offline: { rules: 'heuristic/14', evaluators: ['failure_communication'] } },
    };
    expect(sameJudge(plain, plain)).toBe(true);
    expect(sameJudge(withOffline, withOffline)).toBe(true);
    expect(sameJudge(withOffline, plain)).toBe(false);
    expect(sameJudge(plain, withOffline)).toBe(false);
  });
});

describe('evaluators that do not gate, on a sample', () => {
  const judges = rightAndLenientJudges();
  const FA = [{ name: 'failure_analysis' as const, threshold: 0.5 }];

  it("the LLM judge reads each case's first run; the offline judge reads the others, by each run's place in its case", async () => {
    // Three runs of each session as three cases' runs: tier k is a case's k-th run.
    const sessions = failing.slice(0, 6);
    const inputs = sessions.flatMap((s) => [0, 1, 2].map(() => inputOf(s)));
    const priority = sessions.flatMap((_, group) => [0, 1, 2].map((tier) => ({ tier, group })));
    const before = judges.right.requests;
    const ev = await evaluate(inputs, {
      evaluators: FA,
      judge: llmJudgeAt(judges.right.url),
      concurrency: 4,
      priority,
      sample: { evaluators: ['failure_analysis'], runs: 1 },
    });
    const sources = ev.runs.map((r) => r.scores.failure_analysis.source);
    expect(sources).toEqual(priority.map((p) => (p.tier === 0 ? 'judge' : 'heuristic')));
    for (const [i, r] of ev.runs.entries())
      if (priority[i].tier > 0)
        expect(r.scores.failure_analysis.reason).toMatch(
          /^Offline judge \(past the 1 run\(s\) a case the LLM judge reads/,
        );
    expect(ev.usage.sampled).toEqual({ evaluators: ['failure_analysis'], runs: 1, readings: 12 });
    // One call a case's first run, and the insights grouping: none for the other twelve.
    expect(judges.right.requests - before).toBe(6 + 1);
  });

  it('an evaluator that gates is read on every run whatever the sample says', async () => {
    const sessions = failing.slice(0, 3);
    const inputs = sessions.flatMap((s) => [0, 1].map(() => inputOf(s)));
    const ev = await evaluate(inputs, {
      evaluators: FC,
      judge: llmJudgeAt(judges.right.url),
      concurrency: 4,
      priority: sessions.flatMap((_, group) => [0, 1].map((tier) => ({ tier, group }))),
      sample: { evaluators: ['failure_analysis'], runs: 1 },
    });
    expect(ev.runs.map((r) => r.scores.failure_communication.source)).toEqual(inputs.map(() => 'judge'));
    expect(ev.usage.sampled).toBeUndefined();
  });
});
