// Every commit since conventional commits were adopted has a conventional subject: release-please
// reads them to decide the next version and write CHANGELOG.md, and a commit it cannot read
// releases nothing. Run by .ci/run over the clone's history.
import { execFileSync } from 'node:child_process';

/** The first commit written as a conventional commit; everything after it must be too. */
const SINCE = '432f89c';
const TYPES = 'feat|fix|docs|test|refactor|style|build|ci|chore|perf|bench|revert';
const SUBJECT = new RegExp(`^(${TYPES})(\\([\\w./-]+\\))?!?: \\S`);

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
try {
  git('cat-file', '-e', `${SINCE}^{commit}`);
} catch {
  console.log('check-commits: the history is shallow, nothing to check');
  process.exit(0);
}
// The first conventional commit itself, and every one after it.
const subjects = [
  git('log', '-1', '--format=%h %s', SINCE),
  ...git('log', '--no-merges', '--format=%h %s', `${SINCE}..HEAD`).split('\n'),
];
const bad = subjects.filter((l) => l && !SUBJECT.test(l.slice(l.indexOf(' ') + 1)));
if (bad.length) {
  console.error(
    `check-commits: ${bad.length} commit(s) without a conventional subject (<type>(<scope>): <what>, type one of ${TYPES.split('|').join(', ')}):`,
  );
  for (const l of bad.slice(0, 20)) console.error(`  ${l}`);
  process.exit(1);
}
console.log('check-commits: ok');
