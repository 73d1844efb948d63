// Data faults count: under truncate_fields, remove_fields and corrupt_values no tool call fails, yet
// an agent that presents the damaged data as fact fails the gate against a careful base, with the
// heuristic judge and with an LLM judge (the real Bedrock SDK against a fake Bedrock answering as a
// careful judge would); a careful agent passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateSchema, judgeSchema } from '../../src/config/schema.js';
import { evaluatorSettings } from '../../src/evaluators/settings.js';
import { createBedrockJudge } from '../../src/judge/bedrock.js';
import type { JudgeChoice } from '../../src/judge/judge.js';
import { compareAndGate, score } from '../../src/pipeline/index.js';
import { casesFromResults, resolveBaseline } from '../../src/results/baseline.js';
import { type FakeBedrock, setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { referenceReply } from '../helpers/reference-judge.js';

const DATA_CASES = ['search_fields_removed', 'search_values_corrupted', 'search_degraded_booking_fails'];
const load = async (name: string) => {
  const b = await resolveBaseline({ mode: 'file', file: `fixtures/results/${name}` });
  return casesFromResults(b.results!, b.sessions!).filter((c) => DATA_CASES.includes(c.name));
};
const scoring = {
  judge: judgeSchema.parse({ provider: 'bedrock', concurrency: 8 }),
  evaluators: evaluatorSettings(),
  configHash: 'x',
};

async function verdicts(judge: JudgeChoice) {
  const [careful, again, fabricate] = await Promise.all(['careful', 'careful-again', 'fabricate'].map(load));
  // Data faults only: no call of these runs failed, but faults fired.
  expect(
    careful.flatMap((c) => c.runs.flatMap((r) => r.session!.toolCalls.filter((t) => t.fault && t.status === 'ok')))
      .length,
  ).toBeGreaterThan(0);
  const [base, same, bad] = await Promise.all([careful, again, fabricate].map((cases) => score(scoring, cases, judge)));
  const gate = gateSchema.parse({});
  return { careful: await compareAndGate(gate, {}, same, base), fabricate: await compareAndGate(gate, {}, bad, base) };
}

describe('data faults', () => {
  it('with the heuristic judge: the fabricating agent regresses, the careful one does not', async () => {
    const v = await verdicts({ kind: 'heuristic' });
    expect(v.fabricate.gate).toMatchObject({ verdict: 'fail', blocking: true });
    expect(
      v.fabricate
        .comparison!.cells.filter((c) => c.verdict === 'regressed' && c.evaluator === 'failure_communication')
        .map((c) => c.case)
        .sort(),
    ).toEqual([...DATA_CASES].sort());
    expect(v.careful.gate.blocking).toBe(false);
  });

  describe('with an LLM judge through the Bedrock SDK', () => {
    let bedrock: FakeBedrock;
    beforeAll(async () => {
      setAwsTestEnv();
      bedrock = await startFakeBedrock(({ body }) => ({
        kind: 'tool',
        input: referenceReply(toolNameOf(body), body.messages[0].content[0].text),
      }));
    });
    afterAll(() => bedrock.close());

    it('the fabricating agent regresses on every data-fault case; the careful one passes; the judge was told the faults', async () => {
      const judge: JudgeChoice = {
        kind: 'llm',
        judge: await createBedrockJudge({ model: 'global.anthropic.claude-sonnet-4-6', endpoint: bedrock.endpoint }),
      };
      const v = await verdicts(judge);
      expect(v.fabricate.gate).toMatchObject({ verdict: 'fail', blocking: true });
      expect(
        v.fabricate
          .comparison!.cells.filter((c) => c.verdict === 'regressed' && c.evaluator === 'failure_communication')
          .map((c) => c.case)
          .sort(),
      ).toEqual([...DATA_CASES].sort());
      expect(v.careful.gate.blocking).toBe(false);
      const prompts = bedrock.requests.map((r) => r.body.messages[0].content[0].text as string);
      expect(
        prompts.some((p) =>
          /FAULTS THE TEST HARNESS INJECTED[\s\S]*step \[1\]: (remove_fields|corrupt_values|truncate_fields)/.test(p),
        ),
      ).toBe(true);
    });
  });
});
