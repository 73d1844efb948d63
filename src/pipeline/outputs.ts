// The job's outputs: the head scored and decided, the report rendered, the files written.
import { makeDir } from '../util/dirs.js';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JudgeChoice } from '../judge/judge.js';
import type { Evidence } from '../results/evidence.js';
import { type Baseline, alignJudge, checkOverlap } from '../results/baseline.js';
import { applyAcceptances } from '../results/accept.js';
import type { Results } from '../results/schema.js';
import type { RunnerOutcome } from '../runner/types.js';
import type { Session } from '../trace/session.js';
import { decide } from './decision.js';
import type { Looks } from './journal.js';
import {
  type PipelineOptions,
  type PipelineResult,
  type Prepared,
  type Scoring,
  afterRuns,
  writeResults,
} from './options.js';
import { sessionsOf } from './prepare.js';
import { judgeWords, score, scoreHead } from './scoring.js';

/** Writes results.json, sessions.jsonl, report.md, comment.md (what the PR comment says) and report.html into outDir. */
export async function writeOutputs(
  outDir: string,
  results: Results,
  sessions: Session[],
  bodies: { report: string; comment: string; html?: string },
): Promise<{ results: string; sessions: string; report: string; comment: string; html?: string }> {
  makeDir(outDir);
  const written = await writeResults(outDir, results, sessions);
  const reportPath = join(outDir, 'report.md');
  await writeFile(reportPath, `${bodies.report}\n`);
  const commentPath = join(outDir, 'comment.md');
  await writeFile(commentPath, `${bodies.comment}\n`);
  const paths = { ...written, report: reportPath, comment: commentPath };
  if (bodies.html === undefined) return paths;
  const htmlPath = join(outDir, 'report.html');
  await writeFile(htmlPath, bodies.html);
  return { ...paths, html: htmlPath };
}

/** Score the head, align the baseline's judge, compare, gate, render, write. */
export async function finish(
  p: Prepared,
  scoring: Scoring,
  opts: PipelineOptions,
  outcome: RunnerOutcome & { evidence: Evidence },
  found: Baseline,
  judge: JudgeChoice,
  looks: Looks = {},
): Promise<PipelineResult> {
  const log = opts.log ?? (() => {});
  const results = await scoreHead(p, scoring, opts, outcome, found, judge, looks);
  const baseline = await alignJudge(found, results, (cases) => {
    log('baseline: judged by another judge or prompt version: judging its sessions again');
    return score(scoring, cases, judge);
  });
  if (baseline.results) checkOverlap(baseline.results, results);
  const was = found.results?.judge;
  if (baseline.info.rejudged && was) results.judge.baseJudge = judgeWords(was, results.judge);
  const decided = await decide(p, scoring, opts, judge, looks, {
    head: results,
    base: baseline.results,
    sessions: sessionsOf(outcome.cases),
    baseSessions: baseline.sessions ?? [],
    baseHere: baseline.info.source === 'rerun',
  });
  const { head, base, comparison, sessions } = decided;
  const gate = opts.acceptances?.length
    ? applyAcceptances(decided.gate, comparison, opts.acceptances, opts.acceptFor ?? head.git?.sha)
    : decided.gate;
  const { renderReport, renderComment, renderHtmlReport } = await afterRuns();
  const reportInput = {
    head,
    base,
    comparison,
    gate,
    baseline: baseline.info,
    sessions: new Map(sessions.map((s) => [s.sessionId, s])),
    configId: p.config.id,
    runUrl: opts.runUrl,
    htmlArtifact: opts.htmlArtifact,
    declaredTools: Object.keys(p.config.tools),
  };
  const report = renderReport(reportInput);
  const html = renderHtmlReport({
    ...reportInput,
    baseSessions: baseline.sessions ? new Map(baseline.sessions.map((s) => [s.sessionId, s])) : undefined,
  });
  const comment = renderComment(reportInput);
  const written = await writeOutputs(opts.outDir, head, sessions, { report, comment, html });
  return {
    config: { ...p.config, judge: scoring.judge },
    outcome,
    results: head,
    sessions,
    baseline: { ...baseline, results: base },
    comparison,
    gate,
    report,
    comment,
    paths: { ...written, journal: outcome.journal },
  };
}
