// The report job's errors name their fix: a token without actions: read (GitHub answers 404 Not
// Found) and a run job that uploaded nothing. In the step's failure and in the sticky comment.
import { describe, expect, it } from 'vitest';
import { actionSuite, githubContext, runAction } from '../helpers/action.js';

const suite = actionSuite();

describe("the report job's errors", () => {
  it('without actions: read: not a bare "Not Found", the permission to give', async () => {
    suite.gh().noActionsRead = true;
    try {
      const r = await runAction(
        suite.run(),
        { config: suite.config(), mode: 'report', 'github-token': 'test-token' },
        githubContext(undefined, { runId: 980 }),
      );
      expect(r.failed).toBe(
        'the artifacts of run 980 could not be listed (HTTP 404: Not Found): give this job permissions: actions: read',
      );
      const body = suite.gh().comments.get(7)?.at(-1)?.body ?? '';
      expect(body).toContain('give this job permissions: actions: read');
    } finally {
      suite.gh().noActionsRead = false;
    }
  });

  it('a run job that uploaded nothing: says so and where to look', async () => {
    const r = await runAction(
      suite.run(),
      { config: suite.config(), mode: 'report', 'github-token': 'test-token' },
      githubContext(undefined, { runId: 981 }),
    );
    expect(r.failed).toBe(
      'no collected runs: run 981 has no "agent-chaos-results-shard-*" artifact with a journal.jsonl: the job that runs the agent did not upload its runs (see its log: it failed, or was skipped)',
    );
  });
});
