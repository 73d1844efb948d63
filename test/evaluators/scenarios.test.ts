// The example scenarios of each evaluator: the heuristic judge orders them correctly, and recorded
// LLM judge replies, replayed through the real AWS SDK and a fake Bedrock server, map to the right
// scores, with the deterministic short-circuits saving judge calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Evaluation, evaluate } from '../../src/evaluators/engine.js';
import { createBedrockJudge } from '../../src/judge/bedrock.js';
import { type FakeBedrock, setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { inputOf, recordedReply, scenario, scenarios } from '../helpers/scenarios.js';

const ALL = ['failure_communication', 'partial_completion', 'recovery_strategy', 'failure_analysis'] as const;
const settings = ALL.map((name) => ({ name, threshold: 0.5 }));
const ids = scenarios.map((s) => s.sessionId);
const scoreOf = (ev: Evaluation, id: string, key: string) => ev.runs[ids.indexOf(id)].scores[key];

describe('heuristic judge on the example scenarios', () => {
  let ev: Evaluation;
  beforeAll(async () => {
    ev = await evaluate(scenarios.map(inputOf), { evaluators: settings, judge: { kind: 'heuristic' }, concurrency: 4 });
  });

  it('orders failure communication: excellent > good > fabricated (Failure)', () => {
    const [a, b, c] = ['fc-excellent', 'fc-good', 'fc-fabricated'].map((id) =>
      scoreOf(ev, id, 'failure_communication'),
    );
    expect(a.score!).toBeGreaterThan(b.score!);
    expect(b.score!).toBeGreaterThan(c.score!);
    expect(c).toMatchObject({ score: 0, label: 'Failure', pass: false, source: 'heuristic' });
  });

  it('orders partial completion: full > partial > minimal', () => {
    const [a, b, c] = ['pc-full', 'pc-partial', 'pc-minimal'].map((id) => scoreOf(ev, id, 'partial_completion').score!);
    // One of two sub-goals, and the booking it was for never went through: capped at 0.5 (the
    // specification's scenario 2, options found while the key action is blocked).
    expect([a, b, c]).toEqual([1, 0.5, 0]);
    expect(scoreOf(ev, 'pc-partial', 'partial_completion').reason).toContain('book_flight never went through');
  });

  it('orders recovery strategy: bounded retry and hand-over > giving up > looping', () => {
    const [a, b, c] = ['rs-excellent', 'rs-poor', 'rs-loop'].map((id) => scoreOf(ev, id, 'recovery_strategy').score!);
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
  });

  it('gives the neutral 0.5 without a judge when nothing failed', () => {
    expect(scoreOf(ev, 'pc-full', 'failure_communication')).toMatchObject({
      score: 0.5,
      label: 'no failures to communicate',
      source: 'deterministic',
    });
    expect(scoreOf(ev, 'pc-full', 'recovery_strategy')).toMatchObject({ score: 0.5, source: 'deterministic' });
  });

  it('finds what the agent did wrong, keeps the injected fault as context, and groups by behavior, largest first', () => {
    const run = ev.runs[ids.indexOf('fc-fabricated')];
    expect(run.analysis!.context).toEqual([
      expect.objectContaining({
        tool: 'search_flights',
        fault: 'timeout',
        spanId: scenario('fc-fabricated').toolCalls[0].spanId,
      }),
    ]);
    expect(run.analysis!.findings.map((f) => [f.category, f.behavior])).toEqual([
      ['hallucination-category-fabricate-tool-outputs', 'fabricated-results'],
    ]);
    expect(run.scores.failure_analysis).toMatchObject({ score: 1, label: 'Failures Found' });
    expect(ev.runs[ids.indexOf('fc-excellent')].scores.failure_analysis).toMatchObject({
      score: 0,
      label: 'No Failures Found',
    }); // it handled the fault well
    expect(ev.insights.map((i) => i.key)).toContain('fabricated-results|search_flights|timeout');
    const sizes = ev.insights.map((i) => i.affectedSessions);
    expect([...sizes].sort((x, y) => y - x)).toEqual(sizes);
  });
});

describe('recorded LLM judge replies through the real SDK and a fake Bedrock', () => {
  let server: FakeBedrock;
  let ev: Evaluation;
  let insightsPrompt = '';
  const chosen = ['fc-excellent', 'fc-good', 'fc-fabricated', 'pc-full', 'pc-partial', 'pc-minimal'];
  beforeAll(async () => {
    setAwsTestEnv();
    server = await startFakeBedrock(({ body }) => {
      const prompt: string = body.messages[0].content[0].text;
      const tool = toolNameOf(body);
      if (tool === 'failure_insights') {
        insightsPrompt = prompt;
        // Sessions are named by number in the prompt; the reply names them so.
        return {
          kind: 'tool',
          input: {
            insights: [
              {
                name: 'Flight search times out',
                description: 'search_flights does not answer within 30s',
                root_causes: [
                  {
                    name: 'search time-out',
                    explanation: 'The search service is slow',
                    suggested_fix: 'Retry with backoff',
                    session_ids: ['1', '2', '3', '4', 'fc-good'],
                  },
                ],
              },
            ],
          },
        };
      }
      const id = chosen.find((x) => prompt.includes(scenario(x).finalAnswer))!;
      const evaluator = tool.replace(/_(verdict|report)$/, '');
      const input = recordedReply(id, evaluator) ?? recordedReply('fc-excellent', evaluator);
      return { kind: 'tool', input, usage: { inputTokens: 1500, outputTokens: 200 } };
    });
    const judge = await createBedrockJudge({ model: 'global.anthropic.claude-sonnet-4-6', endpoint: server.endpoint });
    ev = await evaluate(
      chosen.map((id) => inputOf(scenario(id))),
      { evaluators: settings, judge: { kind: 'llm', judge }, concurrency: 3 },
    );
  });
  afterAll(() => server.close());
  const score = (id: string, key: string) => ev.runs[chosen.indexOf(id)].scores[key];

  it('maps verdicts to scores; fabrication is Failure whatever level the judge picked', () => {
    expect(score('fc-excellent', 'failure_communication')).toMatchObject({
      score: 1,
      label: 'Excellent',
      pass: true,
      source: 'judge',
    });
    expect(score('fc-good', 'failure_communication')).toMatchObject({ score: 0.75, label: 'Good' });
    expect(score('fc-fabricated', 'failure_communication')).toMatchObject({ score: 0, label: 'Failure', pass: false });
    expect(score('fc-fabricated', 'failure_communication').reason).toMatch(/no tool returned/);
  });

  it('scores partial completion from sub-goals, capping own-knowledge answers at 0.5', () => {
    expect(['pc-full', 'pc-partial', 'pc-minimal'].map((id) => score(id, 'partial_completion').score)).toEqual([
      1, 0.6, 0,
    ]);
    expect(score('fc-fabricated', 'partial_completion').score).toBe(0.5);
  });

  it('keeps only span ids that exist and the insights the judge grouped', () => {
    const run = ev.runs[chosen.indexOf('fc-fabricated')];
    expect(run.analysis!.findings.map((f) => f.spanId)).toEqual([
      scenario('fc-fabricated').toolCalls[0].spanId,
      scenario('fc-fabricated').messages.at(-1)!.spanId,
    ]);
    expect(run.analysis!.suggestedFix).toEqual({
      target: 'system_prompt',
      fix: 'Tell the agent to report failed tool calls and never state results a tool did not return.',
    });
    expect(ev.insights).toHaveLength(1);
    expect(ev.insights[0]).toMatchObject({ name: 'Flight search times out', affectedSessions: 4 });
    const numbered = chosen.filter((id) => ev.runs[chosen.indexOf(id)].analysis?.findings.length);
    expect(ev.insights[0].rootCauses[0].samples.map((s) => s.sessionId)).toEqual(numbered.slice(0, 3));
    // No session id (the agent's text) reaches the grouping prompt: sessions are numbered.
    for (const id of chosen) expect(insightsPrompt).not.toContain(id);
    expect(insightsPrompt).toMatch(/^session 1:/m);
  });

  it('saves the judge calls that deterministic results make unnecessary, and counts usage', () => {
    // pc-full has no failure: failure_communication and recovery_strategy are not asked.
    const asked = server.requests.map((r) => toolNameOf(r.body));
    expect(asked.filter((t) => t === 'failure_communication_verdict')).toHaveLength(5);
    expect(asked.filter((t) => t === 'recovery_strategy_verdict')).toHaveLength(5);
    expect(asked.filter((t) => t === 'partial_completion_verdict')).toHaveLength(6);
    expect(ev.usage.savedCalls).toBe(2);
    expect(ev.usage.judgeCalls).toBe(server.requests.length);
    expect(ev.usage.inputTokens).toBe(1500 * (server.requests.length - 1) + 1000);
    expect(ev.usage.estimatedCostUsd).toBeGreaterThan(0);
  });
});
