// Where the base branch's scores come from, for every mode in one place: artifact (the base
// branch's upload, found by the action), rerun (the base commit run again in this job), file (a
// results.json), auto (artifact, else rerun), or none. The report always says which base was used;
// a base that cannot be had leaves the head reported alone, with the reason. A baseline judged by
// another judge model or prompt version is judged again from its sessions, so both sides are scored alike.
import { existsSync } from 'node:fs';
import { basename, isAbsolute, relative, resolve } from 'node:path';
import type { BaselineMode } from '../config/schema.js';
import type { CollectedCase } from '../runner/types.js';
import type { Session } from '../trace/session.js';
import type { Results } from './schema.js';
import { withBaseChecks } from './base-checks.js';
import { onGitHub } from '../util/where.js';

export interface BaselineInfo {
  source: 'artifact' | 'rerun' | 'file' | 'none';
  sha?: string;
  createdAt?: string;
  /** One sentence, e.g. "artifact of run #12 on main, at the merge base". */
  description: string;
  /** The baseline's sessions were judged again with the head's judge. */
  rejudged?: boolean;
  /** With no baseline: what gets one (the headline says it). */
  next?: string;
}

export interface Baseline {
  results?: Results;
  sessions?: Session[];
  info: BaselineInfo;
}

/** The base branch's uploaded results (the action implements it with the GitHub API). */
export interface ArtifactSource {
  /** Downloads them into a directory; undefined with `missing` set when there are none. */
  fetch(log: (line: string) => void): Promise<{ dir: string; sha: string; description: string } | undefined>;
  /** Why there is none, for the report. */
  missing: string;
  /** What gets one, for the headline. */
  next?: string;
}

/** The base commit run again in this job (the pipeline implements it with the runner). */
export interface RerunSource {
  run(): Promise<{ results: Results; sessions: Session[]; sha: string }>;
}

export interface BaselineOptions {
  mode: BaselineMode;
  file?: string;
  artifact?: ArtifactSource;
  rerun?: RerunSource;
  log?: (line: string) => void;
}

const none = (description: string, next?: string): Baseline => ({
  info: { source: 'none', description, ...(next ? { next } : {}) },
});

/** What a pull request with no baseline does to get one, where nothing more specific is known. */
export const MERGE_FOR_BASELINE = 'merge to upload one, or run the base beside the head (fetch-depth: 0)';
/** The same off GitHub, in the CLI's words. */
export const LOCAL_BASELINE =
  "give --base-ref and the base commit to run it beside the head, or --baseline-file and an earlier run's results.json";
const baselineHint = (): string => (onGitHub() ? MERGE_FOR_BASELINE : LOCAL_BASELINE);

/**
 * Why a base that ran is no baseline: not one of its runs left a session (its agent may not exist
 * before this pull request). Undefined when one did.
 */
export function baseRunsProblem(cases: { runs: { status: string; session?: unknown }[] }[]): string | undefined {
  const ended = cases.flatMap((c) => c.runs);
  if (ended.some((r) => r.session)) return undefined;
  const counts = [...new Set(ended.map((r) => r.status))]
    .map((s) => `${ended.filter((r) => r.status === s).length} ${s}`)
    .join(', ');
  return `no base run left a session to score (${counts || 'no run'})`;
}

/** The baseline a base that could not be run gives: none, and the headline says what to do. */
export const unrunBaseline = (sha: string | undefined, problem: string): Baseline => {
  const what = problem.replace(/^no base run left a session to score \((.*)\)$/, '$1');
  const next = onGitHub()
    ? 'merge to upload one'
    : "fix its run, or give --baseline-file and an earlier run's results.json";
  return none(
    `the base${sha ? ` ${sha.slice(0, 7)}` : ''} could not be run: ${problem}`,
    `the base could not be run (${what}); ${next}`,
  );
};

/** A path as a reader of the report knows it: relative to the working directory, never the runner's absolute path. */
const displayPath = (path: string): string => {
  const rel = relative(process.cwd(), resolve(path));
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : basename(path);
};

async function fromFile(path: string, info: Omit<BaselineInfo, 'sha' | 'createdAt'>): Promise<Baseline> {
  // Loaded here, not with the module: a job without a baseline file does not wait for the readers.
  const [{ readResults, sessionsPathFor }, { readSessionsFile }] = await Promise.all([
    import('./store.js'),
    import('../trace/load-sessions.js'),
  ]);
  const results = await readResults(path);
  const sessionsFile = sessionsPathFor(path);
  const sessions = existsSync(sessionsFile) ? await readSessionsFile(sessionsFile) : undefined;
  return { results, sessions, info: { ...info, sha: results.git.sha, createdAt: results.createdAt } };
}

async function fromArtifact(source: ArtifactSource, log: (l: string) => void): Promise<Baseline | Error | undefined> {
  try {
    const found = await source.fetch(log);
    if (!found) return undefined;
    const b = await fromFile(found.dir, { source: 'artifact', description: found.description });
    b.info.sha = found.sha;
    return b;
  } catch (err) {
    return err as Error;
  }
}

async function fromRerun(source: RerunSource): Promise<Baseline> {
  try {
    const r = await source.run();
    return {
      results: r.results,
      sessions: r.sessions,
      info: {
        source: 'rerun',
        sha: r.sha,
        createdAt: r.results.createdAt,
        description: 'base commit run again in this job, at the same time as the head, same seeds',
      },
    };
  } catch (err) {
    return unrunBaseline(undefined, (err as Error).message);
  }
}

export async function resolveBaseline(opts: BaselineOptions): Promise<Baseline> {
  const log = opts.log ?? (() => {});
  switch (opts.mode) {
    case 'none':
      return none('baseline disabled (baseline: none): head scores only, the gate does not block');
    case 'file':
      if (!opts.file)
        throw new Error(
          'baseline: file needs a path (baseline_file in the config, the baseline-file input, or --baseline-file)',
        );
      return fromFile(opts.file, { source: 'file', description: `results file ${displayPath(opts.file)}` });
    case 'artifact': {
      if (!opts.artifact) return none('baseline: artifact needs the GitHub context (a pull_request event and a token)');
      const found = await fromArtifact(opts.artifact, log);
      if (found instanceof Error) return none(`the baseline artifact could not be read: ${found.message}`);
      return found ?? none(opts.artifact.missing, opts.artifact.next ?? baselineHint());
    }
    case 'rerun':
      return opts.rerun ? fromRerun(opts.rerun) : none('no base commit given to run again');
    case 'auto': {
      const found = opts.artifact ? await fromArtifact(opts.artifact, log) : undefined;
      if (found instanceof Error)
        log(
          `baseline: artifact lookup failed (${found.message}); ${opts.rerun ? 'running the base again instead' : 'no base commit to run instead'}`,
        );
      else if (found) return found;
      if (opts.rerun) return fromRerun(opts.rerun);
      return none(
        opts.artifact
          ? `${opts.artifact.missing}, and no base commit to run again`
          : onGitHub()
            ? 'no baseline artifact, and no base commit given to run again'
            : 'no baseline given, and no base commit to run again',
        opts.artifact?.next ?? baselineHint(),
      );
    }
  }
}

/**
 * The baseline was judged like the head (same judge model and prompt versions; for the heuristic, the
 * same version of its rules, recorded in place of the prompt versions; the same offline sure rules
 * beside an LLM judge, or none on both sides)?
 */
export function sameJudge(a: Results, b: Results): boolean {
  if (a.judge.provider !== b.judge.provider || a.judge.model !== b.judge.model) return false;
  if (JSON.stringify(a.judge.offline ?? null) !== JSON.stringify(b.judge.offline ?? null)) return false;
  const pa = a.judge.promptVersions ?? {};
  const pb = b.judge.promptVersions ?? {};
  return Object.keys(pb).every((k) => pa[k] === undefined || pa[k] === pb[k]);
}

/** The baseline's runs with their sessions, ready to be judged again. */
export function casesFromResults(results: Results, sessions: Session[]): CollectedCase[] {
  const byId = new Map(sessions.map((s) => [s.sessionId, s]));
  return results.cases.map((c) => ({
    name: c.name,
    input: c.input,
    effects: c.effects as CollectedCase['effects'],
    ...(c.sweep ? { sweep: c.sweep as CollectedCase['sweep'] } : {}),
    ...(c.checks ? { checks: c.checks } : {}),
    runs: c.runs.map((r) => ({
      sessionId: r.sessionId,
      repeat: r.repeat,
      status: r.status,
      seed: r.seed,
      error: r.error,
      session: byId.get(r.sessionId),
    })),
  }));
}

/**
 * Makes the baseline comparable: judged by another judge model or prompt version, it is judged again
 * from its sessions with the head's judge. Without sessions it cannot be, and is not compared.
 */
export async function alignJudge(
  baseline: Baseline,
  head: Results,
  rejudge: (cases: CollectedCase[]) => Promise<Results>,
): Promise<Baseline> {
  return withChecksOfHead(await alignJudgeOnly(baseline, head, rejudge), head);
}

/** The head's checks no judge reads, computed on a base that lacks them (base-checks.ts), said in its description. */
function withChecksOfHead(baseline: Baseline, head: Results): Baseline {
  if (!baseline.results) return baseline;
  const { results, added, missing } = withBaseChecks(baseline.results, baseline.sessions ?? [], head);
  if (!added.length && !missing.length) return baseline;
  const said = added.length
    ? `; its ${added.join(', ')} computed from its sessions`
    : `; it has no ${missing.join(', ')} and no sessions to compute them from: those results are not compared`;
  return { ...baseline, results, info: { ...baseline.info, description: `${baseline.info.description}${said}` } };
}

/** A judge as the words say which read a side: "openai gpt-4o, with the offline judge's heuristic/14 where sure". */
export const instrumentOf = (j: Results['judge']) =>
  `${j.provider} ${j.model}${j.offline ? `, with the offline judge's ${j.offline.rules} where sure` : ''}`;

async function alignJudgeOnly(
  baseline: Baseline,
  head: Results,
  rejudge: (cases: CollectedCase[]) => Promise<Results>,
): Promise<Baseline> {
  const r = baseline.results;
  if (!r || sameJudge(r, head)) return baseline;
  const was = instrumentOf(r.judge);
  if (!baseline.sessions?.length) {
    // Scores of two judges are not comparable, and no baseline is not a pass: refused.
    throw new Error(
      `the baseline (${baseline.info.description}) was judged by ${was}, this run by ${head.judge.provider} ${head.judge.model}, and it has no sessions.jsonl to judge again: upload sessions.jsonl with the baseline, or judge both with one judge`,
    );
  }
  const again = await rejudge(casesFromResults(r, baseline.sessions));
  return {
    ...baseline,
    results: { ...again, git: r.git, createdAt: r.createdAt },
    info: {
      ...baseline.info,
      rejudged: true,
      description: `${baseline.info.description}; judged by ${was} originally`,
    },
  };
}

/** Refuses a comparison that could only mislead: no case in common. */
export function checkOverlap(base: Results, head: Results): void {
  const names = new Set(base.cases.map((c) => c.name));
  if (head.cases.some((c) => names.has(c.name))) return;
  const list = (r: Results) =>
    r.cases
      .slice(0, 5)
      .map((c) => c.name)
      .join(', ') + (r.cases.length > 5 ? ', …' : '');
  throw new Error(
    `the baseline shares no case with the head (base: ${list(base) || 'none'}; head: ${list(head) || 'none'}): it is another config's results; compare results of one config`,
  );
}
