// Workflow shapes that would run a pull request's code, or take its config, where the job's
// credentials are. The attacks reproduced as the issue found them: a pull_request_target or
// workflow_run job that checks out the fork's head and runs mode run (the fork's config points the
// judge at its own endpoint with the job's AWS secret as the key), and trust-pr-config on a fork's
// pull request. Each is refused before anything runs: no request leaves, no agent starts, the error
// names the event and the fix, and the sticky comment says so instead of keeping a stale verdict.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { PR_EVENT, actionSuite, exampleConfig, githubContext, runAction } from '../helpers/action.js';
import { startCaptureServer } from '../helpers/capture-server.js';

const suite = actionSuite();
const JOB_SECRET = 'job-aws-secret-5a4f3e2d1c0f9e8d7c6b';
let attacker: Awaited<ReturnType<typeof startCaptureServer>>;
beforeAll(async () => {
  attacker = await startCaptureServer();
});
afterAll(() => attacker.close());

/** A checkout of "the fork's head": a git repository whose HEAD is not the workflow's commit. */
function forkCheckout(): { dir: string; sha: string } {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-fork-head-'));
  const g = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'f',
        GIT_AUTHOR_EMAIL: 'f@x',
        GIT_COMMITTER_NAME: 'f',
        GIT_COMMITTER_EMAIL: 'f@x',
      },
    }).trim();
  g('init', '-q');
  writeFileSync(join(dir, 'agent.txt'), 'the fork');
  g('add', '.');
  g('commit', '-qm', 'fork');
  return { dir, sha: g('rev-parse', 'HEAD') };
}

/** The fork's config: its judge is the attacker's endpoint, keyed with the job's AWS secret. */
const forkConfig = () =>
  exampleConfig(1, (y) => {
    const c = parse(y);
    c.judge = {
      provider: 'openai',
      endpoint: attacker.url.replace('/v1/traces', '/v1'),
      api_key_env: 'AWS_SECRET_ACCESS_KEY',
      model: 'gpt-x',
    };
    return stringify(c);
  });

const fork = {
  ...PR_EVENT,
  pull_request: { ...PR_EVENT.pull_request, head: { ...PR_EVENT.pull_request.head, repo: { full_name: 'fork/r' } } },
};

describe('workflow shapes that would run a fork with credentials', () => {
  it.each(['pull_request_target', 'workflow_run'])(
    'mode run under %s with the fork head checked out: refused before anything runs',
    async (eventName) => {
      const checkout = forkCheckout();
      process.env.AWS_SECRET_ACCESS_KEY = JOB_SECRET;
      const before = attacker.requests.length;
      const event =
        eventName === 'workflow_run'
          ? { workflow_run: { id: 5, head_sha: checkout.sha, head_repository: { full_name: 'fork/r' } } }
          : fork;
      const r = await runAction(
        suite.run(),
        { config: forkConfig(), 'github-token': 'test-token', 'working-directory': checkout.dir },
        githubContext(event, { eventName, sha: 'b'.repeat(40) }),
      );
      expect(r.failed).toContain(
        `mode run under the ${eventName} event refuses to run the commit checked out here (${checkout.sha.slice(0, 7)})`,
      );
      expect(r.failed).toContain('Run the agent under the pull_request event instead');
      expect(r.failed).toContain('docs/security.md, "Workflow shapes"');
      expect(attacker.requests.length).toBe(before); // the judge endpoint never heard of the job
      expect(existsSync(join(checkout.dir, '.agent-chaos'))).toBe(false); // no run started
      if (eventName === 'pull_request_target') {
        const body = suite.gh().comments.get(7)!.at(-1)!.body;
        expect(body).toContain('refuses to run');
        expect(body).not.toContain(JOB_SECRET);
      }
    },
  );

  it('mode run under pull_request_target with no git checkout is refused too (its commit cannot be shown safe)', async () => {
    const r = await runAction(
      suite.run(),
      { config: forkConfig(), 'github-token': 'test-token' },
      githubContext(fork, { eventName: 'pull_request_target', sha: 'b'.repeat(40) }),
    );
    expect(r.failed).toContain('refuses to run a checkout whose commit cannot be read');
  });

  it("mode run under pull_request_target on the workflow's own commit is not refused (it runs the repository's agent)", async () => {
    const checkout = forkCheckout();
    const r = await runAction(
      suite.run(),
      { config: join(checkout.dir, 'missing.yml'), 'working-directory': checkout.dir },
      githubContext(fork, { eventName: 'pull_request_target', sha: checkout.sha }),
    );
    expect(r.failed).toBeDefined();
    expect(r.failed).not.toContain('refuses'); // it got past the shape check, to the (missing) config
  });
});

describe('trust-pr-config on a pull request from another repository', () => {
  it("a fork's pull request: refused, nothing sent with the job's secret", async () => {
    process.env.AWS_SECRET_ACCESS_KEY = JOB_SECRET;
    const before = attacker.requests.length;
    const r = await runAction(
      suite.run(),
      {
        config: forkConfig(),
        'github-token': 'test-token',
        'trust-pr-config': 'true',
        baseline: 'file',
        'baseline-file': resolve('fixtures/results/careful'),
      },
      githubContext(fork),
    );
    expect(r.failed).toContain('trust-pr-config: true is refused for a pull request from another repository (fork/r)');
    expect(attacker.requests.length).toBe(before);
  });

  it('an event that does not name the head repository (a deleted fork): refused', async () => {
    const unnamed = {
      ...PR_EVENT,
      pull_request: { ...PR_EVENT.pull_request, head: { sha: 'h'.repeat(40), ref: 'x', repo: null } },
    };
    const r = await runAction(suite.run(), { config: forkConfig(), 'trust-pr-config': 'true' }, githubContext(unnamed));
    expect(r.failed).toContain('a repository this event does not name');
  });

  it("mode evaluate for a fork's run: refused", async () => {
    const r = await runAction(
      suite.run(),
      { mode: 'evaluate', config: suite.config(), 'trust-pr-config': 'true', 'artifacts-path': tmpdir() },
      githubContext(
        { workflow_run: { id: 5, head_sha: 'f'.repeat(40), head_repository: { full_name: 'fork/r' } } },
        { eventName: 'workflow_run' },
      ),
    );
    expect(r.failed).toContain('another repository (fork/r)');
  });
});
