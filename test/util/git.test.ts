// The commit and branch results belong to, read by one asynchronous git process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitInfo } from '../../src/util/git.js';

describe('gitInfo', () => {
  it('reads the checked-out commit and branch, and says unknown outside a repository', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'agent-chaos-git-'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q', '-b', 'feature/x');
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    git('add', 'a.txt');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'a');
    expect(await gitInfo(repo)).toEqual({ sha: git('rev-parse', 'HEAD'), ref: 'feature/x' });

    const outside = mkdtempSync(join(tmpdir(), 'agent-chaos-nogit-'));
    expect(await gitInfo(outside)).toEqual({ sha: 'unknown', ref: 'unknown' });
  });
});
