// One instrument for each evaluator: where the audit withdrew the offline judge's sure readings of an
// evaluator in part of the job (one look, one side) while they stand in the rest, the LLM judge reads
// the rest too, so both sides of every cell are read by the same judge and the cell can decide.
import type { JudgeChoice } from '../judge/judge.js';
import { isSureReading } from '../evaluators/offline-sure.js';
import { casesFromResults } from '../results/baseline.js';
import type { Results } from '../results/schema.js';
import type { Session } from '../trace/session.js';
import { type Scoring, afterRuns } from './options.js';
import { addUsage, leftAfter, score } from './scoring.js';

/** A side's results and the sessions of its runs (what the LLM judge reads again). */
export interface Side {
  results: Results;
  sessions: Session[];
}

/**
 * Both sides with every sure reading of a withdrawn evaluator read again by the LLM judge, and how
 * many were; unchanged where no evaluator is read by two instruments. A run without its session
 * keeps its reading (the comparison then leaves the cell undecided: results/cell-test.ts).
 */
export async function oneInstrument(
  scoring: Scoring,
  judge: JudgeChoice,
  head: Side,
  base: Side,
): Promise<{ head: Results; base: Results; reread: number }> {
  const { twoInstruments } = await afterRuns();
  const mixed = twoInstruments(base.results, head.results);
  if (!mixed.size || judge.kind !== 'llm') return { head: head.results, base: base.results, reread: 0 };
  const evaluators = scoring.evaluators.filter((e) => mixed.has(e.name));
  const [h, b] = await Promise.all([head, base].map((side) => readAgain(side, { ...scoring, evaluators }, judge)));
  const reread = h.reread + b.reread;
  const names = evaluators.map((e) => e.name).join(', ');
  const note = `The audit withdrew the offline judge's sure readings of ${names} in part of this job: the LLM judge read the other ${reread} run(s) that held them (head ${h.reread}, base ${b.reread}), so one judge reads every run of ${names} on both sides.`;
  return { head: { ...h.results, notes: [...(h.results.notes ?? []), note] }, base: b.results, reread };
}

/** One side's runs that hold a sure reading of the evaluators, judged again, their scores replaced. */
async function readAgain(
  side: Side,
  scoring: Scoring,
  judge: JudgeChoice,
): Promise<{ results: Results; reread: number }> {
  const { summarize } = await afterRuns();
  const names = scoring.evaluators.map((e) => e.name);
  const holds = (r: Results['cases'][number]['runs'][number]) => names.some((n) => isSureReading(r.scores[n]));
  const ids = new Set(side.results.cases.flatMap((c) => c.runs.filter(holds).map((r) => r.sessionId)));
  const cases = casesFromResults(side.results, side.sessions)
    .map((c) => ({ ...c, runs: c.runs.filter((r) => r.session && ids.has(r.sessionId)) }))
    .filter((c) => c.runs.length);
  if (!cases.length) return { results: side.results, reread: 0 };
  // The LLM judge alone (no sure readings), within what the side's judging left of the budget.
  const left = leftAfter(scoring, side.results.usage);
  const again = await score({ ...left, judge: { ...left.judge, offline_sure: false } }, cases, judge, {
    git: side.results.git,
  });
  const read = new Map(again.cases.flatMap((c) => c.runs.map((r) => [r.sessionId, r.scores] as const)));
  const results: Results = {
    ...side.results,
    cases: side.results.cases.map((c) => {
      if (!c.runs.some((r) => read.has(r.sessionId))) return c;
      const runs = c.runs.map((r) => {
        const now = read.get(r.sessionId);
        return now ? { ...r, scores: { ...r.scores, ...Object.fromEntries(names.map((n) => [n, now[n]])) } } : r;
      });
      return { ...c, runs, summary: summarize(c.name, runs, Object.keys(c.summary)) };
    }),
    usage: { ...side.results.usage },
  };
  addUsage(results, again.usage, 0);
  return { results, reread: read.size };
}
