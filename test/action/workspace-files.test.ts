// The files a workflow names are read only as regular files inside the workspace, never from .git.
// The attack as found: `.github/agent-chaos.yml` committed as a symbolic link to `../.git/config`,
// where actions/checkout (persist-credentials, its default) keeps the job's token as an extraheader;
// the config's parse error printed it. Also links out of the workspace, and a baseline directory
// whose results.json is a link out.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite, githubContext, runAction } from '../helpers/action.js';

const suite = actionSuite();
const TOKEN = 'ghs_checkoutPersistedToken0123456789abcd';

/** A checkout as actions/checkout leaves it: .git/config with the job's token. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-ws-'));
  mkdirSync(join(dir, '.git'));
  mkdirSync(join(dir, '.github'));
  writeFileSync(
    join(dir, '.git', 'config'),
    `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}\n\ttoken = ${TOKEN}\n`,
  );
  process.env.GITHUB_WORKSPACE = dir;
  return dir;
}

const shown = (r: Awaited<ReturnType<typeof runAction>>) =>
  [r.failed ?? '', ...r.log, ...r.warnings, r.summary, ...(suite.gh().comments.get(7) ?? []).map((c) => c.body)].join(
    '\n',
  );

describe('config-path, baseline-file and artifacts-path inside the workspace only', () => {
  it('a config committed as a symbolic link to ../.git/config: refused, the token appears nowhere', async () => {
    const ws = workspace();
    symlinkSync('../.git/config', join(ws, '.github', 'agent-chaos.yml'));
    const r = await runAction(
      suite.run(),
      { config: '.github/agent-chaos.yml', 'working-directory': ws, 'github-token': 'test-token' },
      githubContext(),
    );
    expect(r.failed).toContain('config-path');
    expect(r.failed).toContain('(a symbolic link to ../.git/config)');
    expect(r.failed).toContain('inside a .git directory');
    expect(shown(r)).not.toContain(TOKEN);
    expect(shown(r)).not.toContain(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'));
  });

  it('a config that links out of the workspace: refused', async () => {
    const ws = workspace();
    const outside = join(mkdtempSync(join(tmpdir(), 'agent-chaos-out-')), 'secret.yml');
    writeFileSync(outside, `id: stolen\nsecret: ${TOKEN}\n`);
    symlinkSync(outside, join(ws, '.github', 'agent-chaos.yml'));
    const r = await runAction(
      suite.run(),
      { config: '.github/agent-chaos.yml', 'working-directory': ws },
      githubContext(),
    );
    expect(r.failed).toContain('outside the workspace');
    expect(shown(r)).not.toContain(TOKEN);
  });

  it('a config path into .git itself: refused', async () => {
    const ws = workspace();
    const r = await runAction(suite.run(), { config: '.git/config', 'working-directory': ws }, githubContext());
    expect(r.failed).toContain('inside a .git directory');
    expect(shown(r)).not.toContain(TOKEN);
  });

  it('a baseline directory whose results.json links out: refused, naming the file', async () => {
    const ws = workspace();
    writeFileSync(join(ws, 'agent-chaos.yml'), 'id: x\n');
    mkdirSync(join(ws, 'baseline'));
    symlinkSync(join(ws, '.git', 'config'), join(ws, 'baseline', 'results.json'));
    const r = await runAction(
      suite.run(),
      { config: 'agent-chaos.yml', 'working-directory': ws, baseline: 'file', 'baseline-file': 'baseline' },
      githubContext(),
    );
    expect(r.failed).toContain('baseline-file (results.json)');
    expect(r.failed).toContain('inside a .git directory');
  });

  it('a regular config file in the workspace is read (the check lets it through to the config loader)', async () => {
    const ws = workspace();
    writeFileSync(join(ws, '.github', 'agent-chaos.yml'), 'id: regular\nnot_a_key: 1\n');
    const r = await runAction(
      suite.run(),
      { config: '.github/agent-chaos.yml', 'working-directory': ws },
      githubContext(),
    );
    expect(r.failed).toBeDefined();
    expect(r.failed).not.toContain('the action reads it only as a regular file');
    expect(r.failed).toMatch(/agent-chaos\.yml/);
  });
});
