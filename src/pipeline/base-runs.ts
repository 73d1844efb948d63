// The base commit run beside the head, in a worktree of its own, and where a base's runs can come
// from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Baseline } from '../results/baseline.js';
import { type Worktree, addWorktree } from '../runner/rerun.js';
import type { RunnerOutcome } from '../runner/types.js';
import { inHistory } from '../util/git.js';
import type { Limiter } from '../util/limit.js';
import type { Prepared } from './options.js';
import { collect } from './prepare.js';

/**
 * The base commit run in a worktree of its own, made once: the first round and every batch of the
 * sequential decision run there, so agent.setup builds it once.
 */
export class BaseRuns {
  private tree?: Worktree;
  private setUp?: Promise<void>;
  /** Why the base could not be run for a batch: the looks end there. */
  failed?: string;

  constructor(
    private readonly p: Prepared,
    private readonly ref: string | undefined,
    private readonly log: (line: string) => void,
    private readonly signal?: AbortSignal,
  ) {}

  /** Runs `prepared`'s cases on the base commit (the worktree holds its tracked files: agent.setup builds it there). */
  async run(
    prepared: Prepared,
    outDir: string,
    concurrency: number,
    slots?: Limiter,
    ref = this.ref!,
  ): Promise<{ outcome: RunnerOutcome; sha: string }> {
    if (!this.tree) {
      this.tree = addWorktree(this.p.baseDir, ref);
      this.log(`baseline: running base ${this.tree.sha.slice(0, 7)} in ${this.tree.dir}`);
    }
    const worktree = this.tree;
    const outcome = await collect(prepared, {
      outDir,
      baseDir: worktree.map(this.p.baseDir),
      concurrency,
      slots,
      lane: 'base',
      log: (l) => this.log(`[base] ${l}`),
      signal: this.signal,
    }).catch((err: Error) => {
      throw new Error(err.message.replace(/^agent\.setup failed/, 'agent.setup failed in the base worktree'));
    });
    return { outcome, sha: worktree.sha };
  }

  /**
   * The base's checkout and agent.setup, before any batch's head runs start: a base that cannot be
   * built here (a file baseline's commit, say) costs one setup, not a batch of head runs.
   */
  ready(sha: string): Promise<void> {
    this.setUp ??= inScratch((scratch) => this.run({ ...this.p, cases: [] }, scratch, 1, undefined, sha)).catch(
      (err: Error) => this.fail(sha, err),
    );
    return this.setUp;
  }

  fail(sha: string, err: Error): void {
    this.failed ??= `the base ${sha.slice(0, 7)} could not be run for a batch (${err.message.split('\n')[0]})`;
  }

  remove(): void {
    this.tree?.remove();
  }
}

/** `work` given a scratch directory, removed after it whatever happened. */
async function inScratch(work: (dir: string) => Promise<unknown>): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'agent-chaos-setup-'));
  try {
    await work(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** agent.setup of the checkout `p` runs from, and no run (runCases does it once per checkout and process). */
export const setUpOnly = (p: Prepared) => inScratch((outDir) => collect({ ...p, cases: [] }, { outDir }));

/**
 * An artifact or file baseline with at least twice the runs of a case the head's first round makes
 * (a bank: the base branch's pushes and scheduled runs of one commit), said for the log; else
 * undefined. Against fewer, head runs alone narrow the interval too little to pay for themselves.
 */
export function bankOf(found: Baseline, p: Prepared): string | undefined {
  if (found.info.source !== 'artifact' && found.info.source !== 'file') return undefined;
  const base = found.results;
  if (!base) return undefined;
  const banked = p.cases.filter((c) => (base.cases.find((b) => b.name === c.name)?.runs.length ?? 0) >= 2 * c.repeat);
  if (!banked.length) return undefined;
  const most = Math.max(...banked.map((c) => base.cases.find((b) => b.name === c.name)!.runs.length));
  return `a bank of up to ${most} base run(s) a case for ${banked.length} case(s), its commit not runnable here`;
}

/** The commit of an artifact or file baseline, when it is in the head's history and can be run here. */
export function runnableBase(found: Baseline, cwd: string): string | undefined {
  if (found.info.source !== 'artifact' && found.info.source !== 'file') return undefined;
  const sha = found.results?.git.sha;
  return sha && inHistory(sha, cwd) ? sha : undefined;
}
