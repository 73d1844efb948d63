// The fork-safe evaluate step against a hostile fork: whatever its upload says, the result goes to
// the pull request GitHub names for the run's head, the base stays the repository's, markup in its
// fields stays text, and bad lines are skipped and named.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite, githubContext, runAction } from '../helpers/action.js';
import { journalFrom } from '../helpers/results.js';

const suite = actionSuite();
const inputs = (over: Record<string, string> = {}) => ({
  config: suite.config(),
  'github-token': 'test-token',
  baseline: 'file',
  'baseline-file': resolve('fixtures/results/careful'),
  'judge-provider': 'heuristic',
  ...over,
});

/** The journal lines a fork's collect job would upload, made from the committed fabricating runs. */
const fabricatedJournal = () => journalFrom('fixtures/results/fabricate');

describe('fork-safe evaluate against a hostile upload', () => {
  it('the repository has the pull request whose head the run built, and another one', () => {
    suite.gh().pulls.push(
      {
        number: 7,
        state: 'open',
        head: { sha: 'f'.repeat(40), ref: 'feature', repo: { full_name: 'fork/r', owner: { login: 'fork' } } },
        base: { sha: 'b'.repeat(40), ref: 'main' },
      },
      {
        number: 8,
        state: 'open',
        head: { sha: 'c'.repeat(40), ref: 'other', repo: { full_name: 'o/r', owner: { login: 'o' } } },
        base: { sha: 'b'.repeat(40), ref: 'main' },
      },
    );
    expect(suite.gh().pulls).toHaveLength(2);
  });

  it("a fork's artifact cannot choose the pull request, the base, or the comment's markup", async () => {
    // What the fork uploads: a context.json naming another pull request and base, a journal line
    // whose fields carry markup, a malformed line, and a line cut short.
    const forkHead = 'f'.repeat(40);
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-hostile-'));
    writeFileSync(
      join(dir, 'context.json'),
      JSON.stringify({
        pullRequest: { number: 8, baseRef: 'attacker-branch', baseSha: 'a'.repeat(40), headSha: 'c'.repeat(40) },
      }),
    );
    const good = fabricatedJournal();
    const entry = JSON.parse(good[0]);
    const hostile = [
      { ...entry, status: '<img src=https://evil.example/p.png> @org/team </details>' },
      { ...entry, repeat: '"><script>' },
    ].map((e) => JSON.stringify(e));
    writeFileSync(
      join(dir, 'journal.jsonl'),
      [...good, ...hostile, '{"runSeed": 1, "case": "search_timeout"', 'not json at all'].join('\n'),
    );
    suite.gh().comments.delete(7);
    suite.gh().comments.delete(8);
    const event = githubContext(
      {
        workflow_run: {
          id: 556,
          head_sha: forkHead,
          head_branch: 'feature',
          head_repository: { owner: { login: 'fork' } },
          pull_requests: [],
        },
      },
      { eventName: 'workflow_run' },
    );
    const r = await runAction(suite.run(), inputs({ mode: 'evaluate', 'artifacts-path': dir }), event);
    expect(r.failed).toMatch(/regression/); // the fabricating runs were scored and gated
    expect(suite.gh().comments.get(8)).toBeUndefined();
    const body = suite.gh().comments.get(7)![0].body;
    expect(body).not.toContain('<img');
    expect(body).not.toContain('@org/team');
    expect(body).not.toContain('attacker-branch');
    expect(r.warnings.filter((w) => /journal\.jsonl:\d+: /.test(w))).toHaveLength(4); // each bad line named, skipped
    expect(r.warnings.join('\n')).toMatch(
      new RegExp(`journal\\.jsonl:${good.length + 1}: not a journal entry \\(status: `),
    );
    expect(r.warnings.join('\n')).toMatch(
      new RegExp(`journal\\.jsonl:${good.length + 2}: not a journal entry \\(repeat: `),
    );
  });
});
