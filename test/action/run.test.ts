// The action's run() from src, in this process, on a pull request: a recorder for @actions/core,
// the event in @actions/github's context shape, and real everything else (the pipeline, the
// example agent, Octokit against a fake GitHub API on 127.0.0.1, the Bedrock SDK against a fake
// Bedrock). dist/ is checked once, in dist.test.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeRuntimeToken } from '../helpers/fake-github.js';
import { actionSuite, exampleConfig, runAction } from '../helpers/action.js';
import { readMachineBlock } from '../../src/report/machine.js';
import { COMMENT_BUDGET } from '../../src/report/markdown.js';

const suite = actionSuite();
const inputs = (over: Record<string, string> = {}) => ({
  config: suite.config(),
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  'judge-provider': 'heuristic',
  ...over,
});
const runner = () =>
  Object.assign(process.env, {
    ACTIONS_RUNTIME_TOKEN: fakeRuntimeToken(),
    ACTIONS_RESULTS_URL: `${suite.gh().url}/`,
    GITHUB_SERVER_URL: 'https://github.com',
  });

describe('the action on a pull request', () => {
  it('comments, writes the summary and outputs, titles the log per case, and passes when the agent did not get worse', async () => {
    const r = await runAction(suite.run(), inputs());
    expect(r.failed).toBeUndefined();
    expect(r.outputs.verdict).toMatch(/^(pass|inconclusive)$/);
    expect(r.outputs.regressions).toBe('0');
    expect(Object.keys(JSON.parse(r.outputs.scores))).toContain('failure_communication');
    expect(readFileSync(r.outputs.report, 'utf8')).toContain('<!-- agent-chaos:default -->');
    expect(r.summary).toContain('agent-chaos');
    // One title per case, its runs below it (plain lines: no group while the agents run, fence.ts).
    expect(r.log.filter((l) => l.startsWith('── '))).toHaveLength(16);
    expect(r.log[r.log.indexOf('── search_timeout') + 1]).toMatch(/^\[\d+\/32\] search_timeout #\d ok/);
    expect(r.log[0]).toMatch(/^::stop-commands::[0-9a-f]{32}$/);
    expect(r.log).toContain(`::${r.log[0].slice('::stop-commands::'.length)}::`);
    expect(suite.gh().comments.get(7)).toHaveLength(1);
  });

  it('updates the same comment and fails the step when the head fabricates', async () => {
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    runner(); // the runner's artifact service, for the report artifact
    const r = await runAction(suite.run(), inputs());
    expect(r.outputs.verdict).toBe('fail');
    expect(Number(r.outputs.regressions)).toBeGreaterThan(0);
    expect(r.failed).toMatch(/^agent-chaos: \d+ regression\(s\): search_timeout · failure_communication/);
    expect(suite.gh().comments.get(7)).toHaveLength(1);
    expect(suite.gh().comments.get(7)![0].body).toContain('### What regressed');
    // report.html goes to an artifact of this run, and the comment points to it.
    expect(r.log).toContainEqual(
      expect.stringMatching(/uploaded the report artifact "agent-chaos-results-report" \(\d+\)/),
    );
    expect(readFileSync(r.outputs['report-html'], 'utf8')).toContain('<g class="call tool failed faulted">');
    expect(suite.gh().comments.get(7)![0].body).toContain(
      'report.html in the artifact `agent-chaos-results-report` of [this run](',
    );
  });

  it('names a bad input', async () => {
    const r = await runAction(suite.run(), inputs({ 'fail-on': 'sometimes' }));
    expect(r.failed).toBe(
      'invalid action inputs:\n  input "fail-on": must be one of regression, overall, threshold, never (got "sometimes")',
    );
  });

  it('a config error after a red verdict replaces that comment: no stale verdict stays on the pull request', async () => {
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const red = await runAction(suite.run(), inputs());
    expect(red.outputs.verdict).toBe('fail');
    const before = suite.gh().comments.get(7)!;
    expect(before).toHaveLength(1);
    expect(before[0].body).toContain('### What regressed');
    expect(readMachineBlock(before[0].body)).toMatchObject({ verdict: 'fail', blocking: true });
    const broken = await runAction(suite.run(), inputs({ config: resolve('fixtures/configs/invalid.yml') }));
    expect(broken.failed).toMatch(/agent\.comand: unknown key/);
    const after = suite.gh().comments.get(7)!;
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before[0].id); // the same sticky comment, updated
    expect(after[0].body).toContain('## ⚠️ agent-chaos: this run did not finish');
    // A bot reading the comment gets no verdict for this commit either, not the earlier one.
    expect(readMachineBlock(after[0].body)).toMatchObject({ schema: 1, verdict: 'none', blocking: true });
    expect(after[0].body).toContain('agent.comand: unknown key');
    expect(after[0].body).not.toContain('### What regressed');
  });

  it("the comment keeps the pull request's earlier verdicts, newest first, across three pushes", async () => {
    suite.gh().comments.delete(7);
    delete process.env.TRAVEL_AGENT_MODE;
    expect((await runAction(suite.run(), inputs())).outputs.verdict).toMatch(/^(pass|inconclusive)$/);
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    expect((await runAction(suite.run(), inputs())).outputs.verdict).toBe('fail');
    delete process.env.TRAVEL_AGENT_MODE;
    const third = await runAction(suite.run(), inputs());
    const comments = suite.gh().comments.get(7)!;
    expect(comments).toHaveLength(1); // one sticky comment, updated twice (this test's head SHA is not hex: no SHA in the rows)
    const body = comments[0].body;
    expect(body.split('\n')[1]).toMatch(/^## (✅|🟡) agent-chaos/); // this push's verdict leads
    const data = readMachineBlock(body) as { verdict: string; history: { verdict: string; runs: number }[] };
    expect(data.verdict).toBe(third.outputs.verdict === 'pass' ? 'pass' : 'undecided');
    expect(data.history.map((h) => h.verdict)).toEqual(['fail', expect.stringMatching(/^(pass|undecided)$/)]);
    expect(data.history.every((h) => h.runs === 32)).toBe(true);
    const table = body.slice(body.indexOf('<summary>Earlier verdicts on this pull request (2)</summary>'));
    expect(table).toMatch(/\| – \| full \| failed \| 32 \| 0 \| about \$0\.\d{4} \| \d{4}-\d\d-\d\d \d\d:\d\d UTC \|/);
    expect(body.length).toBeLessThanOrEqual(COMMENT_BUDGET);
  });

  it('fails with the positioned config problem', async () => {
    const r = await runAction(suite.run(), inputs({ config: resolve('fixtures/configs/invalid.yml') }));
    expect(r.failed).toMatch(/invalid\.yml:3:5: agent\.comand: unknown key; did you mean "command"\?/);
  });
});

describe('the action with the Bedrock judge (real SDK, fake Bedrock)', () => {
  it('judges through the SDK with the credentials the environment gives, and fails when fallback is fail and there are none', async () => {
    const { startFakeBedrock, toolNameOf } = await import('../helpers/fake-bedrock.js');
    const { referenceReply } = await import('../helpers/reference-judge.js');
    // A judge that reads right: the run plants labelled controls, and a judge that called every
    // answer Excellent would fail them (test/evaluators/controls.test.ts).
    const bedrock = await startFakeBedrock(({ body }) => {
      const tool = toolNameOf(body);
      if (tool === 'failure_insights') return { kind: 'tool', input: { insights: [] } };
      return { kind: 'tool', input: referenceReply(tool, body.messages[0].content[0].text) };
    });
    try {
      const config = exampleConfig(1, (y) =>
        y.replace(
          'judge: { provider: heuristic }',
          `judge: { provider: bedrock, endpoint: "${bedrock.endpoint}", fallback: fail }`,
        ),
      );
      suite.base(config); // the judge settings of a credentialed job come from the base branch's config
      Object.assign(process.env, {
        AWS_ACCESS_KEY_ID: 'AKIDTEST',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_REGION: 'us-east-1',
        AWS_EC2_METADATA_DISABLED: 'true',
      });
      const r = await runAction(suite.run(), inputs({ config, 'judge-provider': '' }));
      expect(r.failed).toBeUndefined();
      expect(bedrock.requests.length).toBeGreaterThan(3);
      expect(readFileSync(r.outputs.report, 'utf8')).toContain('judge global.anthropic.claude-sonnet-4-6');
      delete process.env.AWS_ACCESS_KEY_ID;
      delete process.env.AWS_SECRET_ACCESS_KEY;
      const none = await runAction(suite.run(), inputs({ config, 'judge-provider': '' }));
      expect(none.failed).toMatch(
        /^agent-chaos: the Bedrock judge needs AWS credentials and judge.fallback is fail: add aws-actions\/configure-aws-credentials/,
      );
    } finally {
      await bedrock.close();
    }
  });
});
