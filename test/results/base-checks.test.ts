// A base scored before the checks no judge reads were on: the head's side_effects and trajectory
// are computed on the base's own sessions (no judge), so a second booking still regresses against
// it; a base without sessions names what it could not compare. Through `compare` too.
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignJudge, resolveBaseline } from '../../src/results/baseline.js';
import { checksMissingIn, withBaseChecks } from '../../src/results/base-checks.js';
import { readResults } from '../../src/results/store.js';
import type { Results } from '../../src/results/schema.js';
import { readSessionsFile } from '../../src/trace/load-sessions.js';
import { runCli } from '../helpers/cli.js';

const CHECKS = ['side_effects', 'trajectory'];
/** The careful results as an older agent-chaos wrote them: no checks, no rules on the cases. */
function withoutChecks(r: Results): Results {
  const old = structuredClone(r);
  for (const c of old.cases) {
    delete c.checks;
    for (const run of c.runs) for (const k of CHECKS) delete run.scores[k];
    for (const k of CHECKS) delete c.summary?.[k];
  }
  for (const k of CHECKS) delete old.judge.promptVersions?.[k];
  return old;
}

describe('checks on a base that lacks them', () => {
  it('computes them from the base sessions with the head rules: the same scores the base would have had', async () => {
    const careful = await readResults('fixtures/results/careful');
    const head = await readResults('fixtures/results/fabricate');
    const sessions = (await readSessionsFile('fixtures/results/careful/sessions.jsonl')) ?? [];
    const old = withoutChecks(careful);
    expect(checksMissingIn(old, head)).toEqual(CHECKS);
    const { results, added } = withBaseChecks(old, sessions, head);
    expect(added).toEqual(CHECKS);
    const scores = (r: Results) => r.cases.flatMap((c) => c.runs.map((x) => CHECKS.map((k) => x.scores[k]?.score)));
    expect(scores(results)).toEqual(scores(careful));
    expect(results.cases[0].summary?.side_effects).toMatchObject({ n: 3, mean: 1 });
  });

  it('through alignJudge, says so in the base description; without sessions, names what is not compared', async () => {
    const head = await readResults('fixtures/results/fabricate');
    const careful = withoutChecks(await readResults('fixtures/results/careful'));
    const found = await resolveBaseline({ mode: 'file', file: 'fixtures/results/careful' });
    const never = async () => {
      throw new Error('no judge is needed');
    };
    const aligned = await alignJudge({ ...found, results: careful }, head, never);
    expect(aligned.info.description).toMatch(/; its side_effects, trajectory computed from its sessions$/);
    const bare = await alignJudge({ ...found, results: careful, sessions: undefined }, head, never);
    expect(bare.info.description).toMatch(
      /; it has no side_effects, trajectory and no sessions to compute them from: those results are not compared$/,
    );
  });

  it('compare: the careless head still regresses on the second booking against an older base', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-old-base-'));
    writeFileSync(
      join(dir, 'results.json'),
      JSON.stringify(withoutChecks(JSON.parse(readFileSync('fixtures/results/careful/results.json', 'utf8')))),
    );
    copyFileSync('fixtures/results/careful/sessions.jsonl', join(dir, 'sessions.jsonl'));
    const r = await runCli('compare', '--base', dir, '--head', 'fixtures/results/fabricate');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^## ❌ agent-chaos: 27 regressions in 13 cases$/m);
    expect(r.out).toMatch(/^- \*\*booking\\_times\\_out\\_after\\_charging\*\*: .*side\\_effects passing 100% → 0%/m);
  });

  it('compare: without the base sessions, the cells where the head had something to check are undecided, named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-old-base-bare-'));
    writeFileSync(
      join(dir, 'results.json'),
      JSON.stringify(withoutChecks(JSON.parse(readFileSync('fixtures/results/careful/results.json', 'utf8')))),
    );
    const r = await runCli('compare', '--base', dir, '--head', 'fixtures/results/careful-again');
    expect(r.out).toMatch(
      /^## 🟡 agent-chaos: undecided: 4 results not compared: the base has no side\\_effects, trajectory results and no sessions to check/m,
    );
  });
});
