// git as a child process: the worktree for a rerun of the base, and the commit results belong to.
import { execFile, execFileSync } from 'node:child_process';

/** Runs git and returns its trimmed output; a failure throws with git's own last lines. */
export function git(args: string[], cwd: string): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`git ${args.join(' ')} failed: ${(e.stderr || e.message).trim().split('\n').slice(-3).join(' ')}`);
  }
}

/** Is `sha` a commit of the history of `head` (the checkout's HEAD by default)? */
export function inHistory(sha: string, cwd: string, head = 'HEAD'): boolean {
  if (!/^[0-9a-f]{7,64}$/.test(sha)) return false;
  try {
    git(['merge-base', '--is-ancestor', sha, head], cwd);
    return true;
  } catch {
    return false;
  }
}

/**
 * The commit and branch checked out at `cwd`, or "unknown" outside a repository. Asynchronous: the
 * pipeline asks as its runs start and reads the answer once they are over.
 */
export function gitInfo(cwd = '.'): Promise<{ sha: string; ref: string }> {
  return new Promise((resolve) =>
    // One git process for both (a line each): every command that writes results asks.
    execFile('git', ['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], { cwd, encoding: 'utf8' }, (err, stdout) => {
      const [sha, ref] = err ? [] : stdout.trim().split('\n');
      resolve({ sha: sha || 'unknown', ref: ref || 'unknown' });
    }),
  );
}

/**
 * The commit a rerun baseline compares with when none is given: the pull request's base branch
 * (GITHUB_BASE_REF), else the remote's default branch. Undefined when neither can be found.
 */
export function defaultBaseRef(cwd: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const tryGit = (args: string[]) => {
    try {
      return git(args, cwd) || undefined;
    } catch {
      return undefined;
    }
  };
  const candidates = [
    env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : undefined,
    tryGit(['symbolic-ref', '--short', 'refs/remotes/origin/HEAD']),
  ];
  return candidates.find((ref) => ref && tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]));
}
