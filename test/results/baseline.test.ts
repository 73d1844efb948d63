// Baseline sources: file, none, the artifact of the base branch (found with the real Octokit and
// downloaded with @actions/artifact from a fake GitHub API), judge alignment, and rerun in a git
// worktree next to the head.
import { certifiedJudge } from '../helpers/certificate.js';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluatorSettings } from '../../src/evaluators/settings.js';
import { alignJudge, resolveBaseline } from '../../src/results/baseline.js';
import type { Results } from '../../src/results/schema.js';
import { runPipeline, score } from '../../src/pipeline/index.js';
import { type FakeGitHub, startFakeGitHub } from '../helpers/fake-github.js';
import { zipOf } from '../helpers/zip.js';

const careful = 'fixtures/results/careful';

describe('baseline sources', () => {
  it('file: reads results.json and the sessions beside it', async () => {
    const b = await resolveBaseline({ mode: 'file', file: careful });
    expect(b.results!.cases).toHaveLength(16);
    expect(b.sessions).toHaveLength(48);
    expect(b.info).toMatchObject({ source: 'file', sha: b.results!.git.sha });
    // Shown to the pull request: the path as the repository knows it, not the runner's disk.
    const absolute = await resolveBaseline({ mode: 'file', file: resolve(careful) });
    expect(absolute.info.description).toBe('results file fixtures/results/careful');
  });

  it('none: says so, and nothing is compared', async () => {
    const b = await resolveBaseline({ mode: 'none' });
    expect(b.results).toBeUndefined();
    expect(b.info.description).toMatch(/head scores only/);
  });

  describe('artifact', () => {
    let gh: FakeGitHub;
    // @actions/artifact's download client takes the API URL from the environment when @actions/github
    // is first imported, as on a runner: import the action's modules once it is set.
    let baselineArtifact: typeof import('../../src/action/github/artifact.js').baselineArtifact;
    let downloadRunArtifacts: typeof import('../../src/action/github/artifact.js').downloadRunArtifacts;
    let createOctokit: typeof import('../../src/action/github/octokit.js').createOctokit;
    beforeAll(async () => {
      gh = await startFakeGitHub();
      process.env.GITHUB_API_URL = gh.url;
      ({ baselineArtifact, downloadRunArtifacts } = await import('../../src/action/github/artifact.js'));
      ({ createOctokit } = await import('../../src/action/github/octokit.js'));
      const zip = zipOf({ 'results.json': `${careful}/results.json`, 'sessions.jsonl': `${careful}/sessions.jsonl` });
      gh.runs.push(
        {
          id: 11,
          run_number: 11,
          head_sha: 'm'.repeat(40),
          head_branch: 'main',
          conclusion: 'success',
          created_at: '2026-11-20T10:00:00Z',
        },
        {
          id: 12,
          run_number: 12,
          head_sha: 'l'.repeat(40),
          head_branch: 'main',
          conclusion: 'success',
          created_at: '2026-11-28T10:00:00Z',
        },
        {
          id: 13,
          run_number: 13,
          head_sha: 'x'.repeat(40),
          head_branch: 'feature',
          conclusion: 'success',
          created_at: '2026-11-29T10:00:00Z',
        },
      );
      gh.artifacts.push(
        { id: 901, run_id: 11, name: 'agent-chaos-results', expired: false },
        { id: 902, run_id: 12, name: 'agent-chaos-results', expired: false },
      );
      gh.zips.set(901, zip);
      gh.zips.set(902, zip);
    });
    afterAll(async () => {
      delete process.env.GITHUB_API_URL;
      await gh.close();
    });
    const github = () => ({
      octokit: createOctokit('t', gh.url, () => {}),
      token: 't',
      owner: 'o',
      repo: 'r',
      workflow: 'agent-chaos.yml',
      baseBranch: 'main',
      baseSha: 'b'.repeat(40),
      headSha: 'h'.repeat(40),
    });
    const artifact = (base = github()) =>
      baselineArtifact(base, () => mkdtempSync(join(tmpdir(), 'agent-chaos-baseline-')));

    it('prefers the run at the merge base, and downloads its artifact', async () => {
      gh.mergeBase = 'm'.repeat(40);
      const b = await resolveBaseline({ mode: 'artifact', artifact: artifact() });
      expect(b.info).toMatchObject({ source: 'artifact', sha: 'm'.repeat(40) });
      expect(b.info.description).toBe('artifact of run 11 (push on main), at the merge base');
      expect(b.results!.cases).toHaveLength(16);
      expect(b.sessions).toHaveLength(48);
    });

    it("never takes a pull request's run as the baseline, even on a branch named main at the merge base", async () => {
      // A fork's pull request whose head branch is called "main" uploads a poisoned artifact.
      gh.runs.push({
        id: 66,
        run_number: 66,
        head_sha: 'm'.repeat(40),
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-29T12:00:00Z',
        event: 'pull_request',
        head_repository: { full_name: 'attacker/r' },
      });
      gh.runs.push({
        id: 67,
        run_number: 67,
        head_sha: 'm'.repeat(40),
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-29T12:30:00Z',
        event: 'push',
        head_repository: { full_name: 'attacker/r' },
      });
      gh.artifacts.push(
        { id: 966, run_id: 66, name: 'agent-chaos-results', expired: false },
        { id: 967, run_id: 67, name: 'agent-chaos-results', expired: false },
      );
      const poison = zipOf({
        'results.json': 'fixtures/results/fabricate/results.json',
        'sessions.jsonl': 'fixtures/results/fabricate/sessions.jsonl',
      });
      gh.zips.set(966, poison);
      gh.zips.set(967, poison);
      gh.mergeBase = 'm'.repeat(40);
      try {
        const b = await resolveBaseline({ mode: 'artifact', artifact: artifact() });
        expect(b.info.description).toBe('artifact of run 11 (push on main), at the merge base');
        expect(b.results!.cases[0].summary.failure_communication.mean).toBeGreaterThan(0.5); // the careful results, not the poison
      } finally {
        gh.runs.splice(
          gh.runs.findIndex((r) => r.id === 66),
          2,
        );
      }
    });

    it('falls back to the latest run, and says so', async () => {
      gh.mergeBase = 'z'.repeat(40);
      const b = await resolveBaseline({ mode: 'artifact', artifact: artifact() });
      expect(b.info.description).toBe(
        'artifact of run 12 (push on main), no run found at the merge base zzzzzzz; the latest one',
      );
      expect(b.info.sha).toBe('l'.repeat(40));
    });

    it('downloads every shard artifact of a run for the report step', async () => {
      gh.artifacts.push(
        { id: 903, run_id: 77, name: 'agent-chaos-results-shard-1-of-2', expired: false },
        { id: 904, run_id: 77, name: 'agent-chaos-results-shard-2-of-2', expired: false },
        { id: 905, run_id: 77, name: 'something-else', expired: false },
      );
      const zip = zipOf({ 'journal.jsonl': `${careful}/sessions.jsonl` });
      gh.zips.set(903, zip);
      gh.zips.set(904, zip);
      const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-shards-'));
      const dirs = await downloadRunArtifacts({
        octokit: github().octokit,
        token: 't',
        owner: 'o',
        repo: 'r',
        runId: 77,
        prefix: 'agent-chaos-results-shard-',
        dir,
      });
      expect(dirs.map((d) => d.split('/').at(-1))).toEqual([
        'agent-chaos-results-shard-1-of-2',
        'agent-chaos-results-shard-2-of-2',
      ]);
      for (const d of dirs)
        expect(readFileSync(join(d, 'journal.jsonl'), 'utf8')).toBe(readFileSync(`${careful}/sessions.jsonl`, 'utf8'));
    });

    it('reports the head alone, with the reason, when the artifact cannot be downloaded (expired)', async () => {
      gh.mergeBase = 'm'.repeat(40);
      const zip = gh.zips.get(901)!;
      gh.zips.delete(901); // GitHub answers 410: the artifact expired
      try {
        const b = await resolveBaseline({ mode: 'artifact', artifact: artifact() });
        expect(b.results).toBeUndefined();
        expect(b.info.source).toBe('none');
        expect(b.info.description).toMatch(/^the baseline artifact could not be read: .*expired/);
      } finally {
        gh.zips.set(901, zip);
      }
    });

    it('reports no baseline when the base branch has no artifact yet', async () => {
      const b = await resolveBaseline({ mode: 'artifact', artifact: artifact({ ...github(), baseBranch: 'release' }) });
      expect(b.results).toBeUndefined();
      expect(b.info.description).toMatch(
        /no "agent-chaos-results" artifact from a successful run of this workflow on release yet/,
      );
    });
  });

  it('judges the baseline again when it was judged by another judge', async () => {
    const base = await resolveBaseline({ mode: 'file', file: careful });
    const other: Results = {
      ...base.results!,
      judge: { provider: 'bedrock', model: 'some-older-model', promptVersions: {} },
    };
    const head: Results = JSON.parse(readFileSync('fixtures/results/fabricate/results.json', 'utf8'));
    const aligned = await alignJudge({ ...base, results: other }, head, (cases) =>
      score(
        {
          judge: { ...head.judge, concurrency: 2, budget: {}, prices: {} } as never,
          evaluators: evaluatorSettings(),
          configHash: 'x',
        },
        cases,
        { kind: 'heuristic' },
      ),
    );
    expect(aligned.info.rejudged).toBe(true);
    expect(aligned.info.description).toMatch(/judged by bedrock some-older-model originally/);
    expect(aligned.results!.judge.provider).toBe('heuristic');
    expect(aligned.results!.git).toEqual(other.git);
    // Without sessions it cannot be judged again: refused, never compared, never a pass without a base.
    await expect(alignJudge({ results: other, info: base.info }, head, async () => head)).rejects.toThrow(
      /judged by bedrock some-older-model, this run by heuristic heuristic, and it has no sessions.jsonl to judge again/,
    );
  });
});

/** A repository whose agent is careful on main and fabricates on the branch `feature` (checked out). */
function carefulThenFabricating(config: string, headAnswer = 'fabricate', vary = false): string {
  const repo = mkdtempSync(join(tmpdir(), 'agent-chaos-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    });
  mkdirSync(join(repo, '.github'));
  writeFileSync(join(repo, 'agent.mjs'), readFileSync('fixtures/agents/stub.mjs', 'utf8'));
  writeFileSync(join(repo, 'answer.txt'), 'careful');
  writeFileSync(
    join(repo, '.github', 'agent-chaos.yml'),
    `agent: { command: "${vary ? 'STUB_VARY=1 ' : ''}STUB_ANSWER_FILE=answer.txt node agent.mjs", timeout: 10s }\nrepeat: 3\nconcurrency: 4\nbaseline: rerun\n${config}cases:\n  - name: ok\n    input: Search for flights\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }\n`,
  );
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'feature');
  writeFileSync(join(repo, 'answer.txt'), headAnswer);
  git('commit', '-qam', 'head', '--allow-empty');
  return repo;
}

describe('rerun: the base commit in a worktree, next to the head', () => {
  it('runs both with the same seeds and decides a clear regression on the first round, with no batch', async () => {
    const repo = carefulThenFabricating('judge: { provider: heuristic }\n');
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-rerun-'));
    const lines: string[] = [];
    const r = await runPipeline({
      configPath: join(repo, '.github', 'agent-chaos.yml'),
      outDir: out,
      overrides: { seed: 3 },
      baseRef: 'main',
      log: (l) => lines.push(l),
    });
    expect(r.baseline.info).toMatchObject({ source: 'rerun' });
    expect(lines.some((l) => l.startsWith('[base] '))).toBe(true);
    // A clear drop is decided on the first round; partial completion, 0 on both sides, cannot drop
    // by gate.detect (0.3): unchanged at once. Nothing is left to decide: no batch.
    expect(lines.some((l) => l.startsWith('look '))).toBe(false);
    const fc = r.comparison!.cells.find((c) => c.evaluator === 'failure_communication')!;
    expect(fc).toMatchObject({ verdict: 'regressed', look: 1, head: { n: 3 }, base: { n: 3 } });
    expect(fc.reason).toMatch(/^decided on 3 run\(s\) a side/);
    expect(r.comparison!.cells.find((c) => c.evaluator === 'partial_completion')).toMatchObject({
      verdict: 'unchanged',
      look: 1,
      head: { n: 3 },
    });
    expect(r.results.cases[0].runs.map((x) => x.round ?? 1)).toEqual([1, 1, 1]);
    // sessions.jsonl holds the batch's sessions too: every run in results.json has its session.
    const written = readFileSync(r.paths.sessions, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).sessionId);
    expect(written.sort()).toEqual(r.results.cases[0].runs.map((x) => x.sessionId).sort());
    expect(r.gate).toMatchObject({ verdict: 'fail', blocking: true });
    expect(r.report).toContain('base commit run again in this job');
    expect(execFileSync('git', ['worktree', 'list'], { cwd: repo, encoding: 'utf8' }).trim().split('\n')).toHaveLength(
      1,
    ); // cleaned up
  });

  it('keeps the batches within the judge budget: each side spends at most judge.budget.max_calls over every look', async () => {
    const { setAwsTestEnv, startFakeBedrock, toolNameOf } = await import('../helpers/fake-bedrock.js');
    const { referenceReply } = await import('../helpers/reference-judge.js');
    // The reference judge knows the example agent's phrases; the stub's are mapped onto them.
    const phrased = (text: string) =>
      text
        .replace('I found flight', 'I found a great option: flight')
        .replace('The search timed out', 'The search failed');
    const bedrock = await startFakeBedrock(({ body }) => ({
      kind: 'tool',
      input: referenceReply(toolNameOf(body), phrased(body.messages[0].content[0].text)),
    }));
    setAwsTestEnv();
    try {
      // Every session read by the LLM judge (no offline sure readings), so the cap is what stops it.
      const repo = carefulThenFabricating(
        `judge: { provider: bedrock, endpoint: "${bedrock.endpoint}", fallback: fail, offline_sure: false, budget: { max_calls: 20 }, admission: { certificate: "${certifiedJudge('bedrock')}" } }\nconfirm: { runs: 3, max_runs: 9 }\n`,
        'careful',
        true, // no transcript alike: every run a reading of its own
      );
      const lines: string[] = [];
      const r = await runPipeline({
        configPath: join(repo, '.github', 'agent-chaos.yml'),
        outDir: mkdtempSync(join(tmpdir(), 'agent-chaos-rerun-')),
        overrides: { seed: 3 },
        baseRef: 'main',
        log: (l) => lines.push(l),
      });
      // An unchanged head whose runs all agree is not called unchanged on three runs: a batch up to
      // confirm.max_runs (the runs that would rule out a drop of gate.detect), head and base.
      expect(lines).toContainEqual(expect.stringMatching(/^look 2 of [^:]+: 6 more run/));
      expect(r.results.cases[0].runs).toHaveLength(9);
      expect(r.baseline.results!.cases[0].runs).toHaveLength(9);
      expect(r.results.usage.judgeCalls).toBeGreaterThan(0);
      expect(r.results.usage.judgeCalls).toBeLessThanOrEqual(20);
      expect(r.baseline.results!.usage.judgeCalls).toBeLessThanOrEqual(20);
      expect(bedrock.requests.length).toBeLessThanOrEqual(40 + 2); // both sides' caps, plus the insight synthesis
      // The runs past the cap say so instead of passing as judged.
      expect(
        r.results.cases[0].runs.some((run) =>
          Object.values(run.scores).some((s) => s.score === null && /budget/.test(s.reason)),
        ),
      ).toBe(true);
    } finally {
      await bedrock.close();
    }
  });
});

describe('the judge estimate covers the batches', () => {
  it('says before judging how many runs the batches may add and what judging them costs at most; the judging stays under it', async () => {
    const { setAwsTestEnv, startFakeBedrock, toolNameOf } = await import('../helpers/fake-bedrock.js');
    const { referenceReply } = await import('../helpers/reference-judge.js');
    const bedrock = await startFakeBedrock(({ body }) => ({
      kind: 'tool',
      input: referenceReply(toolNameOf(body), body.messages[0].content[0].text),
    }));
    setAwsTestEnv();
    try {
      // An unchanged pull request whose runs all agree: the batch that rules out a drop of gate.detect.
      const repo = carefulThenFabricating(
        // The LLM judge's call plan alone: with the offline judge's sure readings, an audit that withdraws
        // them has the LLM judge read them all, past what the estimate counts (docs/calibration.md).
        `judge: { provider: bedrock, endpoint: "${bedrock.endpoint}", fallback: fail, offline_sure: false, admission: { certificate: "${certifiedJudge('bedrock')}" } }\nconfirm: { max_runs: 8 }\n`,
        'careful',
        true, // no transcript alike: every run a reading of its own
      );
      const lines: string[] = [];
      const r = await runPipeline({
        configPath: join(repo, '.github', 'agent-chaos.yml'),
        outDir: mkdtempSync(join(tmpdir(), 'agent-chaos-rerun-')),
        overrides: { seed: 3 },
        baseRef: 'main',
        log: (l) => lines.push(l),
      });
      const rest = lines.find((l) => l.startsWith('judge estimate of the rest: '));
      expect(rest).toMatch(
        /the sequential decision's batches add 0 to 10 run\(s\), both sides .*: up to ~\d+ call\(s\)/,
      );
      expect(lines.some((l) => l.startsWith('look 2 of '))).toBe(true);
      const first = r.results.usage.estimate!.calls;
      const upTo = Number(/up to ~(\d+) call/.exec(rest!)![1]);
      // The head's and the base's first rounds, the batches, the insight synthesis of each side; the estimate errs by at most 15%.
      // At least the head's first round was asked (the base's may recur in it, and the offline judge's
      // sure readings take no call but their audit).
      const said = 2 * first + upTo + 2;
      expect(bedrock.requests.length).toBeGreaterThan(first);
      expect(bedrock.requests.length).toBeLessThanOrEqual(Math.ceil(1.15 * said));
      expect(r.report).toMatch(
        /estimated before judging: \d+ call\(s\).*; then the batches, at most \(0 to 10 runs\): \d+ call\(s\)/,
      );
    } finally {
      await bedrock.close();
    }
  });
});

describe('a file baseline whose commit is in the history', () => {
  const git = (repo: string, ...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  /** The base branch's own results (its push): run on main, then back to the pull request. */
  const baseResults = async (repo: string) => {
    git(repo, 'checkout', '-q', 'main');
    const out = mkdtempSync(join(tmpdir(), 'agent-chaos-base-results-'));
    await runPipeline({
      configPath: join(repo, '.github', 'agent-chaos.yml'),
      outDir: out,
      overrides: { seed: 1, baseline: 'none' },
    });
    git(repo, 'checkout', '-q', 'feature');
    return out;
  };
  const pr = async (repo: string, baselineFile: string) => {
    const lines: string[] = [];
    const outDir = mkdtempSync(join(tmpdir(), 'agent-chaos-file-'));
    const r = await runPipeline({
      configPath: join(repo, '.github', 'agent-chaos.yml'),
      outDir,
      overrides: { seed: 2, baseline: 'file', baselineFile },
      log: (l) => lines.push(l),
    });
    return { r, lines, outDir };
  };

  it("decides like a rerun: the file's runs are the base's first round, the batches run its commit here", async () => {
    const repo = carefulThenFabricating('judge: { provider: heuristic }\n', 'careful');
    const baseOut = await baseResults(repo);
    const mainSha = git(repo, 'rev-parse', 'main');
    const { r, lines } = await pr(repo, baseOut);
    expect(lines).toContain(
      `baseline: file of ${mainSha.slice(0, 7)}, a commit of this history: its batches run it here`,
    );
    // Three agreeing runs a side cannot rule out an agent failing in 30% more runs, which the
    // heuristic's measured error (its certificate: J 0.94) shows as 28% more (0.72^3 = 37%): one
    // batch of both sides, to the 11 runs that can (0.72^11 < 0.03).
    expect(lines).toContainEqual(expect.stringMatching(/^look 2 of ok: 8 more run\(s\) a side/));
    expect(r.baseline.results!.cases[0].runs).toHaveLength(11);
    expect(r.results.cases[0].runs).toHaveLength(11);
    expect(r.gate).toMatchObject({ verdict: 'pass', blocking: false });
    expect(r.report).toContain('where undecided, its commit run again in this job');
    // A file whose commit is not in this history is not run: its runs are the last look.
    const stray = mkdtempSync(join(tmpdir(), 'agent-chaos-stray-'));
    cpSync(baseOut, stray, { recursive: true });
    const file = join(stray, 'results.json');
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(mainSha, 'f'.repeat(40)));
    const other = await pr(repo, stray);
    expect(other.lines.some((l) => l.startsWith('look '))).toBe(false);
    expect(other.r.results.cases[0].runs).toHaveLength(3);
  });

  it("a batch whose base cannot be run here ends the looks, not the job: the verdict is on the file's round, and says why", async () => {
    // agent.setup needs a file the checkout has and the base's worktree does not (untracked): the
    // committed baseline of the README's demo is such a commit.
    const repo = carefulThenFabricating('judge: { provider: heuristic }\n', 'careful');
    const configPath = join(repo, '.github', 'agent-chaos.yml');
    git(repo, 'checkout', '-q', 'main');
    writeFileSync(
      configPath,
      readFileSync(configPath, 'utf8').replace('timeout: 10s', 'setup: "test -f built || exit 3", timeout: 10s'),
    );
    git(repo, 'commit', '-qam', 'setup');
    git(repo, 'checkout', '-q', 'feature');
    git(repo, 'merge', '-q', 'main', '-m', 'merge');
    writeFileSync(join(repo, 'built'), ''); // untracked: not in the base's worktree
    const baseOut = await baseResults(repo);
    const { r, lines, outDir } = await pr(repo, baseOut);
    expect(lines).toContainEqual(expect.stringMatching(/^look 2 of ok: /));
    expect(r.results.cases[0].runs).toHaveLength(3);
    expect(r.baseline.results!.cases[0].runs).toHaveLength(3);
    expect(r.results.notes?.join(' ')).toMatch(
      /The looks ended early: the base [0-9a-f]{7} could not be run for a batch \(agent\.setup failed in the base worktree \(exit code 3\)/,
    );
    // No half look is kept: no journal of it to upload.
    const confirmDir = join(outDir, 'confirm');
    const journals = existsSync(confirmDir) ? readdirSync(confirmDir, { recursive: true, encoding: 'utf8' }) : [];
    expect(journals.filter((f) => f.endsWith('journal.jsonl'))).toEqual([]);
    // The base's setup is tried before the batch's head runs start: none ran in vain.
    expect(lines.filter((l) => l.startsWith('run seed '))).toHaveLength(1);
    expect(r.gate.verdict).not.toBe('fail');
  });
});

describe('rerun: a base that cannot be run', () => {
  it('leaves the head scored and reported alone, with the reason, and the gate follows gate.without_baseline', async () => {
    // The base commit lacks what agent.setup needs; the head has it.
    const repo = mkdtempSync(join(tmpdir(), 'agent-chaos-repo-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        stdio: 'ignore',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      });
    mkdirSync(join(repo, '.github'));
    writeFileSync(join(repo, 'agent.mjs'), readFileSync('fixtures/agents/stub.mjs', 'utf8'));
    const config = (extra = '') =>
      `agent: { command: "node agent.mjs", setup: "test -f setup-ok || { echo 'npm ERR! missing script: build' >&2; exit 3; }", timeout: 10s }\nrepeat: 2\njudge: { provider: heuristic }\nbaseline: auto\n${extra}cases:\n  - name: ok\n    input: Search\n`;
    writeFileSync(join(repo, '.github', 'agent-chaos.yml'), config());
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'feature');
    writeFileSync(join(repo, 'setup-ok'), '');
    git('add', '.');
    git('commit', '-qm', 'head');
    const r = await runPipeline({
      configPath: join(repo, '.github', 'agent-chaos.yml'),
      outDir: mkdtempSync(join(tmpdir(), 'agent-chaos-out-')),
      overrides: { seed: 2 },
      baseRef: 'main',
    });
    expect(r.results.cases[0].runs.map((x) => x.status)).toEqual(['ok', 'ok']); // the head ran and was scored
    expect(r.baseline.info).toMatchObject({ source: 'none' });
    expect(r.baseline.info.description).toMatch(
      /^the base could not be run: agent\.setup failed in the base worktree \(exit code 3\): npm ERR! missing script: build/,
    );
    expect(r.report).toContain('the base could not be run: agent.setup failed in the base worktree');
    expect(r.gate).toMatchObject({ verdict: 'inconclusive', blocking: false });
    writeFileSync(join(repo, '.github', 'agent-chaos.yml'), config('gate: { without_baseline: fail }\n'));
    const strict = await runPipeline({
      configPath: join(repo, '.github', 'agent-chaos.yml'),
      outDir: mkdtempSync(join(tmpdir(), 'agent-chaos-out-')),
      overrides: { seed: 2 },
      baseRef: 'main',
    });
    expect(strict.gate).toMatchObject({ verdict: 'fail', blocking: true });
  });
});
