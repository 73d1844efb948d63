// The baseline artifact as a bank: before a trusted run on the default branch uploads its results, the
// results an earlier run of this workflow uploaded for the same commit (a schedule, a manual dispatch)
// are added to them (results/bank.ts). Anything wrong with the earlier artifact is said in the log and
// this run's own results are uploaded: a bank is an economy, never a reason to lose a baseline.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bankRuns } from '../results/bank.js';
import { RESULTS_FILE, SESSIONS_FILE, readResults, writeResults } from '../results/store.js';
import type { Results } from '../results/schema.js';
import { readSessionsFile } from '../trace/load-sessions.js';
import type { Session } from '../trace/session.js';
import { downloadBaselineArtifact, findBaselineArtifact } from './github/artifact.js';
import type { GitHubApi } from './github/octokit.js';

export interface BankQuery {
  octokit: GitHubApi;
  token: string;
  owner: string;
  repo: string;
  workflow: string | number;
  branch: string;
  artifactName: string;
  /** Where the banked results.json and sessions.jsonl are written. */
  dir: string;
  /** The most runs a case the bank keeps (confirm.max_runs: more could never be compared). */
  maxRuns: number;
  log: (line: string) => void;
}

/** This run's files to upload as the baseline: banked with the earlier runs of its commit where they can be. */
export async function bankedFiles(
  q: BankQuery,
  now: { results: Results; sessions: Session[]; paths: { results: string; sessions: string } },
): Promise<{ files: string[]; rootDir?: string }> {
  const own = { files: [now.paths.results, now.paths.sessions] };
  const sha = now.results.git.sha;
  const found = await findBaselineArtifact({
    octokit: q.octokit,
    owner: q.owner,
    repo: q.repo,
    workflow: q.workflow,
    baseBranch: q.branch,
    mergeBaseSha: sha,
    name: q.artifactName,
  }).catch((err: Error) => {
    q.log(`bank: the earlier runs of this workflow could not be listed (${err.message}): this run's results alone`);
    return undefined;
  });
  if (!found || found.headSha !== sha) return own;
  const scratch = mkdtempSync(join(tmpdir(), 'agent-chaos-bank-'));
  try {
    const dir = await downloadBaselineArtifact(found, {
      owner: q.owner,
      repo: q.repo,
      token: q.token,
      dir: join(scratch, 'artifact'),
    });
    const earlier = {
      results: await readResults(join(dir, RESULTS_FILE)),
      sessions: (await readSessionsFile(join(dir, SESSIONS_FILE))) ?? [],
    };
    const banked = bankRuns({ results: now.results, sessions: now.sessions }, earlier, q.maxRuns);
    if ('why' in banked) {
      q.log(`bank: run ${found.runNumber}'s results not added (${banked.why}): this run's results alone`);
      return own;
    }
    const paths = await writeResults(q.dir, banked.results, banked.sessions);
    q.log(
      `bank: ${banked.added} run(s) of commit ${sha.slice(0, 7)} from run ${found.runNumber} added to this run's, up to ${banked.most} a case`,
    );
    return { files: [paths.results, paths.sessions], rootDir: q.dir };
  } catch (err) {
    q.log(`bank: run ${found.runNumber}'s artifact not used (${(err as Error).message}): this run's results alone`);
    return own;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
