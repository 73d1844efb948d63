// Rerun mode: the base commit is checked out in a separate git worktree and run with the same cases,
// at the same time as the head (half the concurrency each), so drift in the machine or the
// services hits both alike; both use the same run seed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { git } from '../util/git.js';

export interface Worktree {
  dir: string;
  sha: string;
  /** Where a path of the repository (the config's directory, say) lies in the worktree. */
  map(path: string): string;
  remove(): void;
}

/** Checks out `ref` (a commit, branch or tag) of the repository at `repoDir` in a new worktree. */
export function addWorktree(repoDir: string, ref: string): Worktree {
  const root = git(['rev-parse', '--show-toplevel'], repoDir);
  let sha: string;
  try {
    sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root);
  } catch {
    const shallow = git(['rev-parse', '--is-shallow-repository'], root) === 'true';
    const clone = shallow ? ' (a shallow clone)' : '';
    throw new Error(
      `the base commit ${ref} is not in this checkout${clone}: give actions/checkout fetch-depth: 0, or fetch it first (git fetch origin ${ref})`,
    );
  }
  const parent = mkdtempSync(join(tmpdir(), 'agent-chaos-base-'));
  const dir = join(parent, 'worktree');
  git(['worktree', 'add', '--detach', dir, sha], root);
  return {
    dir,
    sha,
    map: (path) => join(dir, relative(root, resolve(path))),
    remove: () => {
      try {
        git(['worktree', 'remove', '--force', dir], root);
      } catch {
        rmSync(dir, { recursive: true, force: true });
        git(['worktree', 'prune'], root);
      }
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
