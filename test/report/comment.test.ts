// The sticky comment with the real Octokit client against a fake GitHub API on 127.0.0.1.
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertComment } from '../../src/action/github/comment.js';
import { marker } from '../../src/report/markdown.js';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';

let gh: FakeGitHub;
let octokit: Octokit;
beforeEach(async () => {
  gh = await startFakeGitHub({ perPageCap: 10 });
  octokit = new Octokit({ auth: 'test-token', baseUrl: gh.url });
});
afterEach(() => gh.close());

const target = { owner: 'o', repo: 'r', issueNumber: 7, marker: marker('travel') };
const others = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    body: `comment ${i}`,
    user: { login: `person${i}`, type: 'User' },
    html_url: '',
  }));

describe('sticky comment', () => {
  it('creates the comment the first time, then updates the same one in place', async () => {
    const first = await upsertComment(octokit, target, `${target.marker}\nfirst report`);
    expect(first.action).toBe('created');
    const second = await upsertComment(octokit, target, `${target.marker}\nsecond report`);
    expect(second).toMatchObject({ action: 'updated', id: (first as { id: number }).id });
    expect(gh.comments.get(7)).toHaveLength(1);
    expect(gh.comments.get(7)![0].body).toBe(`${target.marker}\nsecond report`);
  });

  it('finds its comment on a later page, and ignores a human quoting the marker', async () => {
    const list = [
      ...others(25),
      { id: 500, body: `${target.marker} quoted by a human`, user: { login: 'mallory', type: 'User' }, html_url: '' },
      ...others(12),
    ];
    list.push({
      id: 600,
      body: `${target.marker}\nold report`,
      user: { login: 'github-actions[bot]', type: 'Bot' },
      html_url: '',
    });
    gh.comments.set(7, list);
    const out = await upsertComment(octokit, target, `${target.marker}\nnew report`);
    expect(out).toMatchObject({ action: 'updated', id: 600 });
    expect(list.find((c) => c.id === 500)!.body).toBe(`${target.marker} quoted by a human`);
    expect(gh.requests.filter((r) => r.method === 'GET').length).toBe(4); // 39 comments at 10 a page
  });

  it('keeps one comment per config id', async () => {
    await upsertComment(octokit, target, `${target.marker}\na`);
    await upsertComment(octokit, { ...target, marker: marker('other') }, `${marker('other')}\nb`);
    expect(gh.comments.get(7)).toHaveLength(2);
  });

  it('does not fail when the token cannot write (fork pull requests), and says why', async () => {
    gh.readOnly = true;
    const out = await upsertComment(octokit, target, 'x');
    expect(out.action).toBe('skipped');
    expect((out as { reason: string }).reason).toMatch(/HTTP 403.*forks get a read-only token.*job summary/);
  });
});
