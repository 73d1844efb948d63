// Judge cost you can plan: the estimate said before judging against what judging took (the real AWS
// SDK against a fake Bedrock that counts tokens with a real tokenizer), a short budget spread over
// every case on both sides alike, and a journal's runs kept in their cases.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateSchema, judgeSchema } from '../../src/config/schema.js';
import { evaluatorSettings } from '../../src/evaluators/settings.js';
import { createBedrockJudge } from '../../src/judge/bedrock.js';
import { compareAndGate, runPipeline, score } from '../../src/pipeline/index.js';
import { casesFromResults, resolveBaseline } from '../../src/results/baseline.js';
import { exampleConfig } from '../helpers/action.js';
import { runCli } from '../helpers/cli.js';
import { type FakeBedrock, setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { referenceReply } from '../helpers/reference-judge.js';
import { realTokens } from '../helpers/tokens.js';

let bedrock: FakeBedrock;
beforeAll(async () => {
  setAwsTestEnv();
  // Usage as a provider reports it: the tokens of what was sent (system, messages, tool schema) and answered.
  bedrock = await startFakeBedrock(({ body }) => {
    const input = referenceReply(toolNameOf(body), body.messages[0].content[0].text);
    const sent = [JSON.stringify(body.system), JSON.stringify(body.messages), JSON.stringify(body.toolConfig)].join(
      '\n',
    );
    return {
      kind: 'tool',
      input,
      usage: { inputTokens: realTokens(sent), outputTokens: realTokens(JSON.stringify(input)) },
    };
  });
});
afterAll(() => bedrock.close());

const within = (estimate: number, actual: number) => Math.abs(estimate - actual) / actual;

describe('judge cost', () => {
  it('the estimate said before judging is within 15% of the calls and tokens judging took, on the example config', async () => {
    const config = exampleConfig(2, (y) =>
      y.replace(
        'judge: { provider: heuristic }',
        `judge: { provider: bedrock, endpoint: "${bedrock.endpoint}", fallback: fail }`,
      ),
    );
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-cost-'));
    // The base branch's run (its judge's answers give the answer length the next estimate uses)...
    const first = await runPipeline({
      configPath: config,
      outDir: join(out, 'base'),
      overrides: { seed: 1, baseline: 'none' },
    });
    expect(first.results.usage.judgeCalls).toBeGreaterThan(20);
    // ...then the pull request's, compared with it.
    const lines: string[] = [];
    const r = await runPipeline({
      configPath: config,
      outDir: join(out, 'head'),
      overrides: { seed: 2, baseline: 'file', baselineFile: join(out, 'base') },
      log: (l) => lines.push(l),
    });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^judge estimate: \d+ call\(s\) \(failure_communication \d+, .*\), ~[\d,]+ input \+ [\d,]+ output tokens, ~\$\d+\.\d\d$/,
      ),
    );
    const { estimate, judgeCalls, inputTokens, outputTokens } = r.results.usage;
    if (process.env.SHOW_STATS) console.log({ estimate, judgeCalls, inputTokens, outputTokens });
    expect(estimate).toBeDefined();
    expect(within(estimate!.calls, judgeCalls)).toBeLessThanOrEqual(0.15);
    expect(within(estimate!.inputTokens, inputTokens)).toBeLessThanOrEqual(0.15);
    expect(within(estimate!.outputTokens, outputTokens)).toBeLessThanOrEqual(0.15);
    expect(r.report).toMatch(/estimated before judging: \d+ call\(s\)/);
  });

  it('a budget of a quarter of the need judges every case, on both sides alike, and the gate says the rest was not judged', async () => {
    const judge = {
      kind: 'llm' as const,
      judge: await createBedrockJudge({ model: 'global.anthropic.claude-sonnet-4-6', endpoint: bedrock.endpoint }),
    };
    const load = async (name: string) => {
      const b = await resolveBaseline({ mode: 'file', file: `fixtures/results/${name}` });
      return casesFromResults(b.results!, b.sessions!);
    };
    const [careful, fabricate] = await Promise.all([load('careful'), load('fabricate')]);
    // The budget's strata over the calls the LLM judge makes: every session and evaluator its own (no
    // offline sure readings, failure_analysis read on every run).
    const full = {
      judge: judgeSchema.parse({ provider: 'bedrock', concurrency: 4, offline_sure: false, ungated_runs: 1000 }),
      evaluators: evaluatorSettings(),
      configHash: 'x',
    };
    const need = (await score(full, careful, judge)).usage.judgeCalls;
    const quarter = { ...full, judge: { ...full.judge, budget: { max_calls: Math.floor(need / 4) } } };
    const [base, head] = await Promise.all([score(quarter, careful, judge), score(quarter, fabricate, judge)]);
    for (const side of [base, head]) expect(side.usage.judgeCalls).toBeLessThanOrEqual(Math.floor(need / 4));
    const judgedRuns = (r: typeof base) =>
      r.cases.map((c) =>
        c.runs.filter((run) => Object.values(run.scores).some((s) => s.source === 'judge')).map((run) => run.repeat),
      );
    // Every case with a failure to judge got its first run judged, on both sides: the strata, not the config's first cases.
    const b = judgedRuns(base);
    const h = judgedRuns(head);
    const needsJudge = base.cases.map((c) =>
      c.runs.some((run) => Object.values(run.scores).some((s) => s.source !== 'deterministic')),
    );
    needsJudge.forEach((needed, i) => needed && expect(b[i], base.cases[i].name).toContain(1));
    expect(b.filter((x, i) => needsJudge[i] && x.length).length).toBe(needsJudge.filter(Boolean).length);
    expect(h.map((x) => x.length > 0)).toEqual(b.map((x) => x.length > 0));
    expect(head.notes!.join(' ')).toMatch(/The judge budget \(judge\.budget\) covers about \d+ of the \d+ judge calls/);
    const { gate } = await compareAndGate(gateSchema.parse({}), {}, head, base);
    expect(gate.verdict).toBe('fail');
    expect(gate.reasons[0]).toMatch(/run\(s\) were not judged \(judge errors, the budget or the deadline\)/);
  });

  it('eval of a journal keeps 1,600 runs of 400 cases in 400 cases, whatever their inputs share', async () => {
    const session = JSON.parse(readFileSync('fixtures/results/careful/sessions.jsonl', 'utf8').split('\n')[0]);
    delete session.chaos;
    const lines: string[] = [];
    for (let c = 0; c < 400; c++) {
      for (let repeat = 1; repeat <= 4; repeat++) {
        // The first 48 characters of every input are the same: grouping by a cut input would merge them.
        const input = `Find me a flight from SFO to JFK on May 20, please: request ${c}`;
        lines.push(
          JSON.stringify({
            runSeed: 1,
            case: `case-${c}`,
            repeat,
            sessionId: `c${c}-r${repeat}`,
            seed: c * 10 + repeat,
            status: 'ok',
            exitCode: 0,
            durationMs: 10,
            spans: 3,
            session: { ...session, sessionId: `c${c}-r${repeat}`, input },
          }),
        );
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-journal-'));
    writeFileSync(join(dir, 'journal.jsonl'), `${lines.join('\n')}\n`);
    const r = await runCli('eval', '--traces', join(dir, 'journal.jsonl'), '--out', join(dir, 'out'));
    expect(r.code).toBe(0);
    const results = JSON.parse(readFileSync(join(dir, 'out', 'results.json'), 'utf8'));
    expect(results.cases).toHaveLength(400);
    expect(results.cases.every((c: { runs: unknown[] }) => c.runs.length === 4)).toBe(true);
    expect(results.cases[7]).toMatchObject({ name: 'case-7' });
  });
});
