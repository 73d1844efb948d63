// The commit the results belong to: from the CI environment, else from git, else "unknown".
import { execFileSync } from 'node:child_process';

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function gitInfo(cwd = '.'): { sha: string; ref: string } {
  const env = process.env;
  return {
    sha: env.GITHUB_SHA ?? git(['rev-parse', 'HEAD'], cwd) ?? 'unknown',
    ref: env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd) || 'unknown',
  };
}
