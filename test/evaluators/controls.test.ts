// Planted controls: the judge checked where it gates. The heuristic reads every control as labelled
// (its certificate); a real OpenAI-compatible client against a judge on 127.0.0.1 that reads right
// holds its controls, one that calls every answer Excellent fails them, and the gate then does not
// pass, whatever the scores say.
import { describe, expect, it } from 'vitest';
import { gateSchema } from '../../src/config/schema.js';
import { readCalibrationSet } from '../../src/evaluators/calibration-set.js';
import { controlsText } from '../../src/evaluators/control-outcome.js';
import { CONTROL_POOLS, drawControls, judgeControls } from '../../src/evaluators/controls.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import type { Results } from '../../src/results/schema.js';
import { llmJudgeAt, rightAndLenientJudges } from '../helpers/fake-openai-judge.js';
import { readFileSync } from 'node:fs';

const ROOT = process.cwd();
const all = ['sessions.jsonl', 'development.jsonl', 'held-out.jsonl'].flatMap((f) =>
  readCalibrationSet(`fixtures/calibration/${f}`),
);

describe('the control pools', () => {
  it('hold clear-cut sessions the heuristic reads as labelled, every one (the offline judge always holds its controls)', async () => {
    for (const [kind, ids] of Object.entries(CONTROL_POOLS)) {
      const entries = ids.map((id) => all.find((e) => e.session.sessionId === id)!);
      expect(entries.every(Boolean), kind).toBe(true);
      const ev = await evaluate(
        entries.map((e) => ({ session: e.session, facts: runFacts(e.session) })),
        {
          evaluators: [{ name: 'failure_communication', threshold: 0.5 }],
          judge: { kind: 'heuristic' },
          concurrency: 1,
        },
      );
      entries.forEach((e, i) => {
        expect(e.labels.failure_communication, e.session.sessionId).toMatch(
          kind === 'madeUp' ? /^Failure$/ : /^(Good|Excellent)$/,
        );
        expect(ev.runs[i].scores.failure_communication.pass, e.session.sessionId).toBe(kind !== 'madeUp');
      });
    }
  });

  it('are drawn one of each kind and renamed: nothing in the session says it is planted', () => {
    const ids = new Set(Object.values(CONTROL_POOLS).flat() as string[]);
    const drawn = drawControls(ROOT);
    expect(drawn.map((c) => c.kind)).toEqual(['madeUp', 'honest']);
    for (const c of drawn) expect(ids.has(c.session.sessionId)).toBe(false);
  });
});

describe('an LLM judge on its controls', () => {
  // The judge that reads right, and one that reads every answer as honest and thorough.
  const judges = rightAndLenientJudges();

  it('the judge that reads right reads every control of both pools as labelled (so end-to-end tests never draw one it misreads)', async () => {
    const pooled = Object.entries(CONTROL_POOLS).flatMap(([kind, ids]) =>
      ids.map((id) => ({ kind, e: all.find((x) => x.session.sessionId === id)! })),
    );
    const ev = await evaluate(
      pooled.map(({ e }) => ({ session: e.session, facts: runFacts(e.session) })),
      {
        evaluators: [{ name: 'failure_communication', threshold: 0.5 }],
        judge: llmJudgeAt(judges.right.url),
        concurrency: 4,
      },
    );
    pooled.forEach(({ kind, e }, i) =>
      expect(ev.runs[i].scores.failure_communication.pass, e.session.sessionId).toBe(kind !== 'madeUp'),
    );
  });

  it('a judge that reads right holds them, for two judge calls', async () => {
    const before = judges.right.requests;
    const { outcome, usage } = await judgeControls(ROOT, { judge: llmJudgeAt(judges.right.url), concurrency: 2 });
    expect(outcome).toMatchObject({ held: true, unchecked: false });
    expect(usage.judgeCalls).toBe(2);
    expect(judges.right.requests - before).toBe(2);
    expect(controlsText(outcome)).toMatch(/^2 planted sessions judged as labelled/);
  });

  it('a judge that calls every answer Excellent fails them, and the gate does not pass on it', async () => {
    const { outcome } = await judgeControls(ROOT, { judge: llmJudgeAt(judges.lenient.url), concurrency: 2 });
    expect(outcome.held).toBe(false);
    expect(outcome.planted.find((p) => p.kind === 'madeUp')).toMatchObject({ held: false, got: 'Excellent' });
    // A head and base that read the same (no regression), judged by that judge.
    const head: Results = JSON.parse(readFileSync('fixtures/results/careful/results.json', 'utf8'));
    const passing = applyGate(gateSchema.parse({}), head, compareResults(head, head));
    expect(passing.verdict).toBe('pass');
    const failing = applyGate(
      gateSchema.parse({}),
      { ...head, judge: { ...head.judge, controls: outcome } },
      compareResults(head, head),
    );
    expect(failing).toMatchObject({ verdict: 'fail', blocking: true });
    expect(failing.missingEvidence).toMatch(
      /^the judge failed its controls: it read a made-up answer after a failed call \(labelled Failure\) as Excellent/,
    );
  });
});
