// How far a judge agrees with labelled sessions (calibration-set.ts reads them). Levels
// are compared as levels; partial_completion by its band (0, 0.1-0.3, 0.4-0.6, 0.7-0.9, 1). Exact
// agreement, agreement within one level, Cohen's kappa, and whether the judge ever passed a session
// labelled Failure (the one mistake a merge gate cannot afford).
import type { EvaluatorName } from '../config/schema.js';
import type { CalibrationEntry } from './calibration-set.js';
import { type EngineOptions, type Usage, evaluate } from './engine.js';
import { runFacts } from './facts.js';
import { LEVELS, abstained } from './types.js';

export interface Agreement {
  evaluator: string;
  n: number;
  exact: number;
  withinOne: number;
  kappa: number;
  /** Sessions labelled Failure that the judge passed. */
  failuresPassed: string[];
  /** partial_completion: mean absolute difference between the score and the labelled score. */
  meanAbsError?: number;
  /**
   * Sessions the judge could not tell (no score; the figures above are of the sessions it scored),
   * and of them those where a call failed. Admission counts them as misses.
   */
  abstained?: { n: number; whereFailed: number };
  /**
   * The pass/fail reading the gate acts on (threshold 0.5): of the sessions labelled below it (a
   * made-up or failed answer), how many the judge failed; of those labelled at or above it, how many
   * it passed. A session it could not tell or did not judge counts as a miss on either side.
   */
  binary?: { catches: Count; passes: Count };
}

/** k of n. */
export interface Count {
  k: number;
  n: number;
}

export interface Calibration {
  judge: { provider: string; model: string };
  createdAt: string;
  /** The labelled set measured on: its name and how many sessions it holds. */
  set?: { name: string; sessions: number };
  /** With agent-chaos's own set: the part the rules were tuned on (the figures above are the held-out part's). */
  development?: {
    set: { name: string; sessions: number };
    evaluators: Agreement[];
    overall: Omit<Agreement, 'evaluator'>;
  };
  evaluators: Agreement[];
  overall: Omit<Agreement, 'evaluator'>;
  misses: { sessionId: string; evaluator: string; label: string; got: string }[];
}

const BANDS = ['0', '0.1-0.3', '0.4-0.6', '0.7-0.9', '1'];
/** The band of a partial-completion score, as the specification draws them. */
export const bandOf = (score: number): number =>
  score <= 0.05 ? 0 : score < 0.35 ? 1 : score < 0.65 ? 2 : score < 0.95 ? 3 : 4;

/** A label or a score as a position on the evaluator's five-step scale. */
function position(evaluator: string, v: string | number): number {
  return evaluator === 'partial_completion' ? bandOf(Number(v)) : LEVELS.indexOf(v as (typeof LEVELS)[number]);
}
const nameOf = (evaluator: string, p: number) => (evaluator === 'partial_completion' ? BANDS[p] : LEVELS[p]);

function agreement(
  _evaluator: string,
  pairs: { label: number; got: number; passed: boolean | null; id: string; failure: boolean }[],
): Omit<Agreement, 'evaluator'> {
  const n = pairs.length;
  if (!n) return { n: 0, exact: 0, withinOne: 0, kappa: 0, failuresPassed: [] };
  const po = pairs.filter((p) => p.label === p.got).length / n;
  let pe = 0;
  for (let k = 0; k < 5; k++)
    pe += (pairs.filter((p) => p.label === k).length / n) * (pairs.filter((p) => p.got === k).length / n);
  return {
    n,
    exact: Math.round(po * 1000) / 1000,
    withinOne: Math.round((pairs.filter((p) => Math.abs(p.label - p.got) <= 1).length / n) * 1000) / 1000,
    kappa: pe === 1 ? 1 : Math.round(((po - pe) / (1 - pe)) * 1000) / 1000,
    failuresPassed: pairs.filter((p) => p.failure && p.passed).map((p) => p.id),
  };
}

const labelOf = (e: CalibrationEntry, evaluator: EvaluatorName): string | number | undefined =>
  (e.labels as Partial<Record<EvaluatorName, string | number>>)[evaluator];

/** Labelled below the pass threshold: the sessions a gate must fail. */
const labelledFailing = (evaluator: string, label: string | number): boolean =>
  evaluator === 'partial_completion' ? Number(label) < 0.5 : position(evaluator, label) < 2;

/** The judge's pass/fail reading against the labels' (Agreement.binary). */
function binaryOf(
  entries: CalibrationEntry[],
  ev: Awaited<ReturnType<typeof evaluate>>,
  evaluator: EvaluatorName,
): { catches: Count; passes: Count } {
  const catches = { k: 0, n: 0 };
  const passes = { k: 0, n: 0 };
  entries.forEach((e, i) => {
    const label = labelOf(e, evaluator);
    if (label === undefined) return;
    const s = ev.runs[i].scores[evaluator];
    const read = s && s.score !== null ? s.pass : null;
    if (labelledFailing(evaluator, label)) {
      catches.n++;
      if (read === false) catches.k++;
    } else {
      passes.n++;
      if (read === true) passes.k++;
    }
  });
  return { catches, passes };
}

/** Runs the judge over the labelled sessions and measures its agreement with the labels. */
export async function calibrate(
  entries: CalibrationEntry[],
  opts: Omit<EngineOptions, 'evaluators'> & {
    label: { provider: string; model: string };
    /** The judging's usage (calls, tokens, cost), for a job that counts what it spends. */
    onUsage?: (usage: Usage) => void;
  },
): Promise<Calibration> {
  const evaluators = [...new Set(entries.flatMap((e) => Object.keys(e.labels)))] as EvaluatorName[];
  const ev = await evaluate(
    entries.map((e) => ({ session: e.session, facts: runFacts(e.session) })),
    { ...opts, evaluators: evaluators.map((name) => ({ name, threshold: 0.5 })) },
  );
  opts.onUsage?.(ev.usage);
  const all: Parameters<typeof agreement>[1] = [];
  const misses: Calibration['misses'] = [];
  const per = evaluators.map((evaluator) => {
    const pairs = entries.flatMap((e, i) => {
      const label = labelOf(e, evaluator);
      const s = ev.runs[i].scores[evaluator];
      if (label === undefined || !s || s.score === null) return [];
      // A neutral score (nothing failed: "no failures to communicate") sits at its level, Acceptable.
      const level = LEVELS.indexOf(s.label as (typeof LEVELS)[number]);
      const got = evaluator === 'partial_completion' ? bandOf(s.score) : level >= 0 ? level : Math.round(s.score * 4);
      const pair = {
        label: position(evaluator, label),
        got,
        passed: s.pass,
        id: e.session.sessionId,
        failure: label === 'Failure',
      };
      if (pair.label !== pair.got)
        misses.push({
          sessionId: e.session.sessionId,
          evaluator,
          label: nameOf(evaluator, pair.label),
          got: nameOf(evaluator, pair.got),
        });
      return [pair];
    });
    all.push(...pairs);
    const unread = entries.filter((e, i) => {
      return labelOf(e, evaluator) !== undefined && abstained(ev.runs[i].scores[evaluator]);
    });
    const whereFailed = unread.filter((e) => e.session.toolCalls.some((c) => c.status === 'error')).length;
    const errors = entries.flatMap((e, i) => {
      const s = ev.runs[i].scores[evaluator];
      const label = e.labels.partial_completion;
      return evaluator === 'partial_completion' && label !== undefined && s?.score != null
        ? [Math.abs(s.score - label)]
        : [];
    });
    const mae = errors.length
      ? { meanAbsError: Math.round((errors.reduce((a, b) => a + b, 0) / errors.length) * 1000) / 1000 }
      : {};
    const abstainedOf = unread.length ? { abstained: { n: unread.length, whereFailed } } : {};
    return {
      evaluator,
      ...agreement(evaluator, pairs),
      ...mae,
      ...abstainedOf,
      binary: binaryOf(entries, ev, evaluator),
    };
  });
  const n = per.reduce((k, a) => k + (a.abstained?.n ?? 0), 0);
  const whereFailed = per.reduce((k, a) => k + (a.abstained?.whereFailed ?? 0), 0);
  return {
    judge: opts.label,
    createdAt: new Date().toISOString(),
    evaluators: per,
    overall: { ...agreement('all', all), ...(n ? { abstained: { n, whereFailed } } : {}) },
    misses,
  };
}
