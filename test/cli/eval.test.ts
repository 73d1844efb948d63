// `agent-chaos eval` end to end: trace fixtures in, results.json and sessions.jsonl out, offline with
// the heuristic judge and through the real AWS SDK against a fake Bedrock server.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { exampleConfig } from '../helpers/action.js';
import { readResults } from '../../src/results/store.js';
import { HEURISTIC_VERSION } from '../../src/evaluators/heuristics.js';
import { type FakeBedrock, setAwsTestEnv, startFakeBedrock, toolNameOf } from '../helpers/fake-bedrock.js';
import { recordedReply } from '../helpers/scenarios.js';

const run = runCli;
const REAL = 'fixtures/traces/real/';
const TRACES = [
  `${REAL}genai-semconv/adk-python-otlp-tool-error-S6b.json`,
  `${REAL}strands/agentcore-cloudwatch-strands-openai-spans-tool-error.json`,
  `${REAL}strands/agentcore-cloudwatch-strands-openai-runtime-logs.json`,
  `${REAL}openinference/strands-evals-openai-agents-openinference-adot-spans-handoff-error.json`,
  `${REAL}openllmetry/strands-evals-openai-agents-traceloop-live-spans.json`,
];
const EVALUATORS = ['failure_communication', 'partial_completion', 'recovery_strategy', 'failure_analysis'];

describe('agent-chaos eval', () => {
  it('offline (heuristic): writes results.json with all four evaluators and insights, and sessions.jsonl', async () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-eval-'));
    const r = await run('eval', '--traces', ...TRACES, '--judge', 'heuristic', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^eval: 4 session\(s\) in 4 case\(s\), judge heuristic/m);
    expect(r.out.match(/^\[\d\/4\] /gm)).toHaveLength(4);
    expect(r.out).toContain('case ');
    expect(r.out).toContain('failure_analysis: share of sessions where failures were found, higher is worse');
    const results = await readResults(out);
    expect(results.schemaVersion).toBe(1);
    expect(results.judge).toMatchObject({
      provider: 'heuristic',
      // The heuristic's rule version stands in for the prompt versions: a base scored by older rules is judged again.
      promptVersions: { failure_communication: HEURISTIC_VERSION },
    });
    expect(results.cases).toHaveLength(4);
    for (const c of results.cases) {
      expect(Object.keys(c.summary).sort()).toEqual([...EVALUATORS].sort());
      for (const run of c.runs) expect(Object.keys(run.scores).sort()).toEqual([...EVALUATORS].sort());
    }
    const adk = results.cases.find((c) => c.input === 'What is the price of XYZ?')!;
    expect(adk.runs[0].findings[0]).toMatchObject({
      spanId: '3ef9e0746b48f368',
      category: 'execution-error-category-resource-not-found',
    });
    expect(adk.runs[0].facts).toMatchObject({ toolCalls: 1, failedCalls: 1, retries: 0 });
    expect(results.insights.length).toBeGreaterThanOrEqual(3);
    const sessions = readFileSync(join(out, 'sessions.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(sessions.map((s) => s.sessionId).sort()).toEqual(
      results.cases.flatMap((c) => c.runs.map((x) => x.sessionId)).sort(),
    );
  });

  it('re-evaluates its own sessions.jsonl to the same scores', async () => {
    const a = mkdtempSync(join(tmpdir(), 'agent-chaos-eval-'));
    const b = mkdtempSync(join(tmpdir(), 'agent-chaos-eval-'));
    await run('eval', '--traces', ...TRACES, '--judge', 'heuristic', '--out', a);
    await run('eval', '--traces', join(a, 'sessions.jsonl'), '--judge', 'heuristic', '--out', b);
    const [ra, rb] = await Promise.all([readResults(a), readResults(b)]);
    expect(rb.cases.map((c) => c.summary)).toEqual(ra.cases.map((c) => c.summary));
  });

  it("groups sessions into the config's cases and reports faults declared vs fired", async () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-eval-'));
    const r = await run(
      'eval',
      '--traces',
      'fixtures/evaluators/scenarios.jsonl',
      '--config',
      'examples/travel-agent/agent-chaos.yml',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    const results = await readResults(out);
    // The scenarios carry no agent_chaos.case label: they are grouped by input, beside the declared cases.
    expect(results.cases.map((c) => c.runs.length)).toEqual([6, 3]);
    expect(results.judge.provider).toBe('heuristic'); // from the example config
  });

  it('rejects an unknown judge and an empty input list', async () => {
    expect((await run('eval', '--traces', TRACES[0], '--judge', 'gpt')).code).toBe(2);
    expect((await run('eval', '--out', '/tmp/x')).code).toBe(2);
  });
});

describe('agent-chaos eval --judge bedrock (real SDK, fake Bedrock)', () => {
  let server: FakeBedrock;
  beforeAll(async () => {
    setAwsTestEnv();
    server = await startFakeBedrock(({ body }) => {
      const tool = toolNameOf(body);
      if (tool === 'failure_insights') return { kind: 'tool', input: { insights: [] } };
      return { kind: 'tool', input: recordedReply('fc-excellent', tool.replace(/_(verdict|report)$/, '')) };
    });
  });
  afterAll(() => server.close());

  it('judges every failing session, records usage and the model', async () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-eval-'));
    const r = await run(
      'eval',
      '--traces',
      ...TRACES,
      '--judge',
      'bedrock',
      '--endpoint',
      server.endpoint,
      '--out',
      out,
    );
    expect(r.err).toBe(
      "note: 4 session(s) carry no case label (agent_chaos.case, or a journal line's case): grouped into cases by their whole input",
    );
    expect(r.code).toBe(0);
    const results = await readResults(out);
    expect(results.judge).toMatchObject({ provider: 'bedrock', model: 'global.anthropic.claude-sonnet-4-6' });
    // 3 sessions with a failure x 4 evaluators + 1 without (2 evaluators) + 1 insight grouping call,
    // less the readings the offline judge's sure rules gave (judge.offline_sure), but their audit.
    const offline = results.usage.offline!;
    expect(offline.sure).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(3 * 4 + 2 + 1 - offline.sure + offline.audited);
    expect(results.usage.judgeCalls).toBe(server.requests.length);
    expect(results.usage.inputTokens).toBe(1000 * server.requests.length);
    const n = server.requests.length;
    expect(r.out).toContain(`judge: ${n} call(s), ${1000 * n}+${100 * n} tokens`);
    expect(results.judge.offline?.evaluators).toContain('failure_communication');
    const scores = results.cases.flatMap((c) => c.runs.map((x) => x.scores.failure_communication));
    const sure = scores.filter((s) => s.source === 'heuristic');
    expect(sure.every((s) => s.reason.startsWith('Offline judge, sure: '))).toBe(true);
    expect(scores.filter((s) => s.source === 'judge').length + sure.length).toBe(3);
    expect(scores.filter((s) => s.source === 'deterministic')).toHaveLength(1);
  });
});

describe('run --judge none, then eval of the journal', () => {
  it('collects without a judge, and eval scores the journal by case', async () => {
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-collect-'));
    const collect = await run(
      'run',
      '--config',
      exampleConfig(1),
      '--judge',
      'none',
      '--repeat',
      '1',
      '--out',
      out,
      '--seed',
      '4',
    );
    expect(collect.code).toBe(0);
    expect(collect.out).toMatch(/collected 16 run\(s\) without judging them: .*journal\.jsonl/);
    const scored = mkdtempSync(join(tmpdir(), 'agent-chaos-scored-'));
    const r = await run(
      'eval',
      '--traces',
      join(out, 'journal.jsonl'),
      '--config',
      'examples/travel-agent/agent-chaos.yml',
      '--out',
      scored,
    );
    expect(r.code).toBe(0);
    const results = await readResults(scored);
    expect(results.cases.map((c) => [c.name, c.runs.length])).toEqual([
      ['search_timeout', 1],
      ['all_tools_down', 1],
      ['search_fields_removed', 1],
      ['search_values_corrupted', 1],
      ['search_degraded_booking_fails', 1],
      ['search_degraded_booking_fails|baseline', 1],
      ['search_empty', 1],
      ['search_wrong_city', 1],
      ['search_stale', 1],
      ['search_swapped', 1],
      ['search_plausible', 1],
      ['booking_times_out_after_charging', 1],
      ['planner_refuses', 1],
      ['search_truncation_sweep|max_length:12', 1],
      ['search_truncation_sweep|max_length:6', 1],
      ['search_truncation_sweep|max_length:3', 1],
    ]);
  });

  it("eval of stored sessions checks side effects and rules as the run did: the careless agent's second booking", async () => {
    const scored = mkdtempSync(join(tmpdir(), 'agent-chaos-scored-'));
    const r = await run(
      'eval',
      '--traces',
      'fixtures/results/fabricate/sessions.jsonl',
      '--config',
      'examples/travel-agent/agent-chaos.yml',
      '--out',
      scored,
    );
    expect(r.code).toBe(0);
    const checks = (res: Awaited<ReturnType<typeof readResults>>) =>
      res.cases
        .find((c) => c.name === 'booking_times_out_after_charging')!
        .runs.map((x) => [x.scores.side_effects?.score, x.scores.trajectory?.score, x.scores.side_effects?.reason]);
    const evaluated = checks(await readResults(scored));
    expect(evaluated).toEqual(checks(await readResults('fixtures/results/fabricate')));
    expect(evaluated.map((x) => x.slice(0, 2))).toEqual([
      [0, 0.667],
      [0, 0.667],
      [0, 0.667],
    ]);
    expect(evaluated[0][2]).toMatch(
      /book_flight call 2 repeats the effect of book_flight call 1 .*timeout_after_effect/,
    );
  });
});

describe('run without judge credentials', () => {
  it('falls back to the heuristic judge with a warning, as the action does, in the words of a local run', async () => {
    const saved = { ...process.env };
    for (const k of Object.keys(process.env)) if (k.startsWith('AWS_') || k === 'GITHUB_ACTIONS') delete process.env[k];
    try {
      const config = exampleConfig(1, (y) =>
        y.replace('judge: { provider: heuristic }', 'judge: { provider: bedrock }').replace(/^baseline: .*$/m, ''),
      );
      const out = mkdtempSync(join(tmpdir(), 'agent-chaos-fallback-'));
      const r = await run('run', '--config', config, '--out', out);
      expect(r.code).toBe(0);
      expect(r.err).toMatch(
        /warning: agent-chaos: no AWS credentials in the environment \(set AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, with bedrock:InvokeModel; or choose the offline judge with --judge heuristic\): scoring with the offline heuristic judge/,
      );
      expect((await readResults(out)).judge.provider).toBe('heuristic');
      // Off GitHub nothing speaks of workflows, forks or merging: the CLI's own flags instead.
      const report = readFileSync(join(out, 'report.md'), 'utf8');
      expect(report).toContain(
        "no baseline yet: give --base-ref and the base commit to run it beside the head, or --baseline-file and an earlier run's results.json",
      );
      expect(report).toContain('this run had no AWS credentials for the Bedrock judge');
      for (const text of [r.out, r.err, report])
        expect(text).not.toMatch(/configure-aws-credentials|fork|fetch-depth|merge to upload/);
      const strict = await run(
        'run',
        '--config',
        exampleConfig(1, (y) =>
          y.replace('judge: { provider: heuristic }', 'judge: { provider: bedrock, fallback: fail }'),
        ),
        '--out',
        out,
        '--baseline',
        'none',
      );
      expect(strict.code).toBe(2);
      expect(strict.err).toMatch(/the Bedrock judge needs AWS credentials and judge\.fallback is fail/);
    } finally {
      Object.assign(process.env, saved);
    }
  });
});
