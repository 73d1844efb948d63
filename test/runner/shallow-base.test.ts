// A shallow checkout (actions/checkout's default fetch-depth: 1) has no base commit to run: the
// error says so and names the fix, instead of git's "Needed a single revision".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addWorktree } from '../../src/runner/rerun.js';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'a',
  GIT_AUTHOR_EMAIL: 'a@x',
  GIT_COMMITTER_NAME: 'a',
  GIT_COMMITTER_EMAIL: 'a@x',
};
const git = (cwd: string, ...a: string[]) => execFileSync('git', a, { cwd, env, encoding: 'utf8' }).trim();

describe('the base commit of a shallow checkout', () => {
  it('is reported as not in the checkout, with fetch-depth: 0 as the fix', () => {
    const origin = mkdtempSync(join(tmpdir(), 'agent-chaos-origin-'));
    git(origin, 'init', '-q', '-b', 'main');
    writeFileSync(join(origin, 'f'), '1');
    git(origin, 'add', '.');
    git(origin, 'commit', '-qm', 'base');
    const base = git(origin, 'rev-parse', 'HEAD');
    writeFileSync(join(origin, 'f'), '2');
    git(origin, 'commit', '-qam', 'head');
    const clone = join(mkdtempSync(join(tmpdir(), 'agent-chaos-shallow-')), 'c');
    git(origin, 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
    expect(() => addWorktree(clone, base)).toThrow(
      `the base commit ${base} is not in this checkout (a shallow clone): give actions/checkout fetch-depth: 0, or fetch it first (git fetch origin ${base})`,
    );
  });
});
