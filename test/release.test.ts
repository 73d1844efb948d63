// The release a workflow can reference: release-please's tag for this package is `vX.Y.Z` (its
// default for a package with a name is `<component>-vX.Y.Z`, which no `uses:` line names), the
// release workflow moves `v<major>`, and the README's `uses:` names that major tag.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const config = JSON.parse(readFileSync('release-please-config.json', 'utf8'));
const manifest = JSON.parse(readFileSync('.release-please-manifest.json', 'utf8'));

/** The tag release-please makes (its TagName: component, separator "-", "v", version; both includes default true). */
function tagOf(pkg: Record<string, unknown>, version: string): string {
  const component = (pkg.component as string | undefined) ?? (pkg['package-name'] as string);
  const withComponent = (pkg['include-component-in-tag'] ?? config['include-component-in-tag'] ?? true) && component;
  const v = (pkg['include-v-in-tag'] ?? config['include-v-in-tag'] ?? true) ? 'v' : '';
  return `${withComponent ? `${component}-` : ''}${v}${version}`;
}

describe('the release', () => {
  it('is tagged vX.Y.Z, and the major tag the README names is the one the workflow moves', () => {
    const tag = tagOf(config.packages['.'], manifest['.']);
    expect(tag).toBe(`v${manifest['.']}`);
    const workflow = readFileSync('.github/workflows/release.yml', 'utf8');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow's own expression, as written there
    expect(workflow).toContain('git tag -f "v${{ needs.release-please.outputs.major }}"');
    const major = manifest['.'].split('.')[0];
    expect(readFileSync('README.md', 'utf8')).toContain(`uses: agent-chaos/agent-chaos@v${major}`);
  });

  it('ships the license package.json names', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).license).toBe('Apache-2.0');
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/Apache License\s+Version 2\.0, January 2004/);
  });

  it('checks conventional commit subjects: a commit release-please cannot read fails the check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-commits-'));
    const g = (...a: string[]) =>
      execFileSync('git', a, {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'a',
          GIT_AUTHOR_EMAIL: 'a@x',
          GIT_COMMITTER_NAME: 'a',
          GIT_COMMITTER_EMAIL: 'a@x',
        },
      });
    g('init', '-q');
    const script = readFileSync('scripts/check-commits.mjs', 'utf8');
    const commit = (subject: string) => {
      writeFileSync(join(dir, 'f'), subject);
      g('add', '.');
      g('commit', '-qm', subject);
      return g('rev-parse', '--short=7', 'HEAD').trim();
    };
    const first = commit('feat: the first');
    writeFileSync(join(dir, 'check.mjs'), script.replace(/const SINCE = '[0-9a-f]+';/, `const SINCE = '${first}';`));
    const run = () => {
      try {
        execFileSync(process.execPath, ['check.mjs'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
        return 0;
      } catch (e) {
        return (e as { status: number }).status;
      }
    };
    commit('fix(action): a fix');
    expect(run()).toBe(0);
    commit('Gate: not conventional');
    expect(run()).toBe(1);
  });
});
