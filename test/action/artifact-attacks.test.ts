// A fork's upload, downloaded by the job that holds the write token: the real @actions/artifact
// client and Octokit against a fake GitHub on 127.0.0.1, archives written by Python's zipfile. The
// attacks: a zip bomb (a few hundred KiB declaring hundreds of MiB), too many entries, names that
// climb out (`../`, absolute, `a/../../`, backslashes), a symbolic-link entry, and an artifact
// name with `../`. Each is refused before anything is written outside the artifact's directory,
// named in the log, and its runs count as missing; a sound artifact beside it is still read.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_LIMITS, extractZip } from '../../src/action/github/unzip.js';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';

/** A zip made by Python: each entry is [name, text] or [name, { link }] or [name, { zeros: bytes }]. */
function pyZip(entries: [string, string | { link: string } | { zeros: number }][]): string {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-attack-zip-'));
  const out = join(dir, 'a.zip');
  const script = `
import zipfile, sys, json
z = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED)
for name, v in json.loads(sys.argv[2]):
    if isinstance(v, dict) and 'link' in v:
        i = zipfile.ZipInfo(name); i.external_attr = (0o120777 << 16); z.writestr(i, v['link'])
    elif isinstance(v, dict):
        i = zipfile.ZipInfo(name); i.compress_type = zipfile.ZIP_DEFLATED
        with z.open(i, 'w', force_zip64=True) as f:
            for _ in range(v['zeros'] // 1048576): f.write(bytes(1048576))
    else:
        z.writestr(zipfile.ZipInfo(name), v)
z.close()`;
  execFileSync('python3', ['-c', script, out, JSON.stringify(entries)]);
  return out;
}

const extractTo = async (zip: string) => {
  const parent = mkdtempSync(join(tmpdir(), 'agent-chaos-extract-'));
  const dir = join(parent, 'artifact');
  const err = await extractZip(zip, dir, 'artifact "x"').then(
    () => undefined,
    (e: Error) => e,
  );
  return { parent, dir, err };
};

describe('extracting an untrusted artifact', () => {
  it('a zip bomb: refused from its central directory, nothing written', async () => {
    const zip = pyZip([['journal.jsonl', { zeros: ARTIFACT_LIMITS.bytes + 1024 * 1024 }]]);
    expect(readFileSync(zip).length).toBeLessThan(2 * 1024 * 1024); // a few hundred KiB on the wire
    const { dir, err } = await extractTo(zip);
    expect(err?.message).toMatch(/expands to 257\.0 MiB, past the 256\.0 MiB an artifact may hold: not extracted/);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('too many entries: refused', async () => {
    const zip = pyZip(Array.from({ length: ARTIFACT_LIMITS.files + 1 }, (_, i) => [`f${i}`, 'x'] as [string, string]));
    const { err } = await extractTo(zip);
    expect(err?.message).toMatch(/holds 1001 entries, past the 1000/);
  });

  it.each(['../escape.jsonl', '/tmp/abs.jsonl', 'a/../../escape.jsonl', '..\\escape.jsonl'])(
    'an entry named %s: refused, nothing outside',
    async (name) => {
      const zip = pyZip([
        ['journal.jsonl', '{}'],
        [name, 'planted'],
      ]);
      const { parent, dir, err } = await extractTo(zip);
      expect(err).toBeDefined();
      expect(readdirSync(parent).filter((f) => f !== 'artifact')).toEqual([]);
      expect(existsSync(join(dir, 'journal.jsonl'))).toBe(false); // refused before any write
      expect(existsSync('/tmp/abs.jsonl')).toBe(false);
    },
  );

  it('a symbolic-link entry: refused', async () => {
    const zip = pyZip([['journal.jsonl', { link: '/proc/self/environ' }]]);
    const { err } = await extractTo(zip);
    expect(err?.message).toContain('is a symbolic link');
  });

  it('a sound archive is extracted as it was', async () => {
    const zip = pyZip([
      ['journal.jsonl', '{"a":1}\n'],
      ['confirm/look-2/base/journal.jsonl', '{"b":2}\n'],
    ]);
    const { dir, err } = await extractTo(zip);
    expect(err).toBeUndefined();
    expect(readFileSync(join(dir, 'confirm/look-2/base/journal.jsonl'), 'utf8')).toBe('{"b":2}\n');
  });
});

describe('downloading a run artifacts through @actions/artifact', () => {
  let gh: FakeGitHub;
  let download: typeof import('../../src/action/github/artifact.js').downloadRunArtifacts;
  let createOctokit: typeof import('../../src/action/github/octokit.js').createOctokit;
  beforeAll(async () => {
    gh = await startFakeGitHub();
    process.env.GITHUB_API_URL = gh.url;
    ({ downloadRunArtifacts: download } = await import('../../src/action/github/artifact.js'));
    ({ createOctokit } = await import('../../src/action/github/octokit.js'));
  });
  afterAll(() => gh.close());

  it('a bomb and a climbing name are skipped and named; the sound shard is read', async () => {
    const sound = readFileSync(pyZip([['journal.jsonl', '{"ok":true}\n']]));
    const bomb = readFileSync(pyZip([['journal.jsonl', { zeros: ARTIFACT_LIMITS.bytes + 1024 * 1024 }]]));
    gh.artifacts.push(
      { id: 1001, run_id: 88, name: 'agent-chaos-results-shard-1-of-3', expired: false },
      { id: 1002, run_id: 88, name: 'agent-chaos-results-shard-2-of-3', expired: false },
      { id: 1003, run_id: 88, name: 'agent-chaos-results-shard-3-of-3/../../../escaped', expired: false },
    );
    gh.zips.set(1001, sound);
    gh.zips.set(1002, bomb);
    gh.zips.set(1003, sound);
    const parent = mkdtempSync(join(tmpdir(), 'agent-chaos-run-artifacts-'));
    const dir = join(parent, 'collected');
    const warnings: string[] = [];
    const octokit = createOctokit('t', gh.url, () => {});
    const dirs = await download({
      octokit,
      token: 't',
      owner: 'o',
      repo: 'r',
      runId: 88,
      prefix: 'agent-chaos-results-shard-',
      dir,
      warn: (l) => warnings.push(l),
    });
    expect(dirs.map((d) => d.split('/').at(-1))).toEqual(['agent-chaos-results-shard-1-of-3']);
    expect(readFileSync(join(dirs[0], 'journal.jsonl'), 'utf8')).toBe('{"ok":true}\n');
    expect(warnings.join('\n')).toMatch(
      /shard-2-of-3" \(id 1002\) of run 88 expands to 257\.0 MiB.*its runs count as missing/,
    );
    expect(warnings.join('\n')).toMatch(
      /"agent-chaos-results-shard-3-of-3\/..\/..\/..\/escaped" \(id 1003\) skipped: its name is not a plain directory name/,
    );
    expect(readdirSync(parent)).toEqual(['collected']);
    expect(readdirSync(dir)).toEqual(['agent-chaos-results-shard-1-of-3']);
  });
});
