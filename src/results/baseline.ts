// Where the base branch's scores come from: artifact (this workflow's upload on the base branch),
// rerun (the base commit run in a worktree in the same job), file (a results.json), or none. The
// report always says which base was used. A baseline judged by another judge model or prompt version
// is judged again from its sessions, so both sides are scored alike.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import type { PlannedCase } from '../evaluators/evaluate-cases.js';
import type { BaselineInfo } from '../report/markdown.js';
import { readSessionsFile } from '../trace/load-sessions.js';
import type { Session } from '../trace/session.js';
import { type ArtifactQuery, downloadBaselineArtifact, findBaselineArtifact, mergeBase } from './artifact.js';
import type { Results } from './schema.js';
import { readResults } from './store.js';

export type BaselineMode = 'auto' | 'artifact' | 'rerun' | 'file' | 'none';

export interface Baseline {
  results?: Results;
  sessions?: Session[];
  info: BaselineInfo;
}

export interface GitHubBase {
  octokit: Octokit;
  token: string;
  owner: string;
  repo: string;
  workflow: string | number;
  baseBranch: string;
  baseSha: string;
  headSha: string;
  artifactName?: string;
}

export interface BaselineOptions {
  mode: BaselineMode;
  file?: string;
  github?: GitHubBase;
  /** Runs the base commit in a worktree (rerun mode); given by the caller, which owns the runner. */
  rerun?: () => Promise<{ results: Results; sessions: Session[]; sha: string }>;
  log?: (line: string) => void;
}

async function fromFile(path: string, info: Omit<BaselineInfo, 'sha' | 'createdAt'>): Promise<Baseline> {
  const results = await readResults(path);
  const sessionsFile = join(path.endsWith('.json') ? dirname(path) : path, 'sessions.jsonl');
  const sessions = existsSync(sessionsFile) ? await readSessionsFile(sessionsFile) : undefined;
  return { results, sessions, info: { ...info, sha: results.git.sha, createdAt: results.createdAt } };
}

async function fromArtifact(gh: GitHubBase, log: (l: string) => void): Promise<Baseline | undefined> {
  const base = await mergeBase(gh.octokit, gh.owner, gh.repo, gh.baseSha, gh.headSha);
  const query: ArtifactQuery = { octokit: gh.octokit, owner: gh.owner, repo: gh.repo, workflow: gh.workflow, baseBranch: gh.baseBranch, mergeBaseSha: base, name: gh.artifactName };
  const found = await findBaselineArtifact(query);
  if (!found) {
    log(`baseline: no "${gh.artifactName ?? 'agent-chaos-results'}" artifact from a successful run of this workflow on ${gh.baseBranch}`);
    return undefined;
  }
  const dir = await downloadBaselineArtifact(found, { owner: gh.owner, repo: gh.repo, token: gh.token, dir: mkdtempSync(join(tmpdir(), 'agent-chaos-baseline-')) });
  const where = found.atMergeBase ? 'at the merge base' : `no run found at the merge base${base ? ` ${base.slice(0, 7)}` : ''}; the latest one`;
  const b = await fromFile(dir, { source: 'artifact', description: `artifact of run #${found.runNumber} on ${gh.baseBranch}, ${where}` });
  b.info.sha = found.headSha;
  return b;
}

export async function resolveBaseline(opts: BaselineOptions): Promise<Baseline> {
  const log = opts.log ?? (() => {});
  switch (opts.mode) {
    case 'none':
      return { info: { source: 'none', description: 'baseline disabled (baseline: none): head scores only, the gate does not block' } };
    case 'file':
      if (!opts.file) throw new Error('baseline: file needs a path (baseline-file input, or --base)');
      return fromFile(opts.file, { source: 'file', description: `results file ${opts.file}` });
    case 'artifact': {
      if (!opts.github) return { info: { source: 'none', description: 'baseline: artifact needs the GitHub context (a pull_request event and a token)' } };
      // A lookup or download that fails leaves the head scores reported, with the reason, unblocked.
      const found = await fromArtifact(opts.github, log).catch((err: Error) => err);
      if (found instanceof Error) return { info: { source: 'none', description: `the baseline artifact could not be read: ${found.message}` } };
      return found ?? { info: { source: 'none', description: `no baseline artifact on ${opts.github.baseBranch} yet (it is uploaded on pushes to ${opts.github.baseBranch})` } };
    }
    case 'rerun':
    case 'auto': {
      if (opts.mode === 'auto' && opts.github) {
        const found = await fromArtifact(opts.github, log).catch((err: Error) => {
          log(`baseline: artifact lookup failed (${err.message}); falling back to a rerun`);
          return undefined;
        });
        if (found) return found;
      }
      if (!opts.rerun) return { info: { source: 'none', description: 'no baseline artifact, and no base commit to run again' } };
      const r = await opts.rerun();
      return { results: r.results, sessions: r.sessions, info: { source: 'rerun', sha: r.sha, createdAt: r.results.createdAt, description: 'base commit run again in this job, interleaved with the head runs' } };
    }
  }
}

/** The baseline was judged like the head (same judge model and prompt versions)? */
export function sameJudge(a: Results, b: Results): boolean {
  if (a.judge.provider !== b.judge.provider || a.judge.model !== b.judge.model) return false;
  const pa = a.judge.promptVersions ?? {};
  const pb = b.judge.promptVersions ?? {};
  return Object.keys(pb).every((k) => pa[k] === undefined || pa[k] === pb[k]);
}

/** The baseline's runs with their sessions, ready to be judged again. */
export function plannedFromResults(results: Results, sessions: Session[]): PlannedCase[] {
  const byId = new Map(sessions.map((s) => [s.sessionId, s]));
  return results.cases.map((c) => ({
    name: c.name,
    input: c.input,
    effects: c.effects as PlannedCase['effects'],
    runs: c.runs.map((r) => ({ sessionId: r.sessionId, repeat: r.repeat, status: r.status, seed: r.seed, error: r.error, session: byId.get(r.sessionId) })),
  }));
}

/**
 * Makes the baseline comparable: judged by another judge model or prompt version, it is judged again
 * from its sessions with the head's judge. Without sessions it cannot be, and is not compared.
 */
export async function alignJudge(baseline: Baseline, head: Results, rejudge: (cases: PlannedCase[]) => Promise<Results>): Promise<Baseline> {
  const r = baseline.results;
  if (!r || sameJudge(r, head)) return baseline;
  const was = `${r.judge.provider} ${r.judge.model}`;
  if (!baseline.sessions?.length) {
    return { info: { ...baseline.info, source: 'none', description: `${baseline.info.description}; it was judged by ${was} and has no sessions.jsonl to judge again, so it is not compared` } };
  }
  const again = await rejudge(plannedFromResults(r, baseline.sessions));
  return { ...baseline, results: { ...again, git: r.git, createdAt: r.createdAt }, info: { ...baseline.info, rejudged: true, description: `${baseline.info.description}; judged by ${was} originally` } };
}
