// One cell's test, head against base: its scores, the pooled variance, the drop's test and its
// words.
import { NOTHING_TO_CHECK } from '../evaluators/types.js';
import { isOracle } from '../config/schema.js';
import { isSureReading } from '../evaluators/offline-sure.js';
import { type CaseResult, type Results, unreadScore } from './schema.js';
import { BETA_CLEAN, zOf } from './sequential.js';
import { fisherOneSided, mean, round, tQuantileUpper, tUpperTail } from './stats.js';
import { type CellComparison, LOWER_IS_BETTER, type Side, gatable } from './comparison.js';

/** The prior on a cell's score variance: sd 0.1 (well under one judge level), worth 4 runs. */
export const PRIOR = { variance: 0.01, df: 4 };

const FLAKY_SPREAD = 0.5;

/** A run's scores of an evaluator (`value` what is tested, `score` the mean's), with its look (round). */
export const scoresOf = (c: CaseResult, ev: string): Scored[] =>
  c.runs.flatMap((r) => {
    const s = r.scores[ev];
    if (typeof s?.score !== 'number' || unreadScore(s)) return [];
    const passed = typeof s.pass === 'boolean' ? s.pass : s.score >= 0.5;
    const value = gatable(ev) ? (passed ? 1 : 0) : s.score;
    return [{ value, score: s.score, look: r.round ?? 1 }];
  });

interface Scored {
  value: number;
  score: number;
  look: number;
}

/**
 * A check no judge reads that had nothing to check in any run of either side (no rules, no write
 * called, no instruction injected): its 1s test nothing, so the cell is shown, not gated, and takes
 * no share of the PR's alpha.
 */
function nothingToCheck(base: CaseResult, head: CaseResult, ev: string): boolean {
  if (!isOracle(ev)) return false;
  const scores = [base, head].flatMap((c) => c.runs.flatMap((r) => (r.scores[ev] ? [r.scores[ev]] : [])));
  return scores.length > 0 && scores.every((s) => s.label === NOTHING_TO_CHECK);
}

/** The cells with nothing to check, decided once: the cells, the overall rows and the output all ask. */
export function idleCellsOf(
  common: CaseResult[],
  baseCases: Map<string, CaseResult>,
  evaluators: string[],
): (hc: CaseResult, ev: string) => boolean {
  const key = (name: string, ev: string) => `${name}\u0000${ev}`;
  const idle = new Set(
    common.flatMap((hc) =>
      evaluators.filter((ev) => nothingToCheck(baseCases.get(hc.name)!, hc, ev)).map((ev) => key(hc.name, ev)),
    ),
  );
  return (hc, ev) => idle.has(key(hc.name, ev));
}

export function idleCell(base: CaseResult, head: CaseResult, ev: string): CellComparison {
  const cell = emptyCell(head.name, ev);
  describe(cell, looksOf(head.name, scoresOf(base, ev), scoresOf(head, ev)).looks.at(-1), undefined);
  return { ...cell, verdict: 'unchanged', gated: false, reason: 'nothing to check in this case, on either side' };
}

/** A check the base has no scores for: undecided where the head had something to check, else idle. */
export function unmatchedCell(base: CaseResult, head: CaseResult, ev: string): CellComparison {
  const idle = head.runs.every((r) => !r.scores[ev] || r.scores[ev].label === NOTHING_TO_CHECK);
  if (idle) return idleCell(base, head, ev);
  const cell = emptyCell(head.name, ev);
  describe(cell, looksOf(head.name, [], scoresOf(head, ev)).looks.at(-1), undefined);
  return { ...cell, notCompared: true, reason: `the base has no ${ev} results and no sessions to check: not compared` };
}

const unreadOf = (c: CaseResult, ev: string): number => c.runs.filter((r) => unreadScore(r.scores[ev])).length;

/**
 * A cell resting in part on sessions the judge could not tell is not passed on the rest: what the
 * unread runs say is unknown, and more runs of the same judge would not read them. A regression
 * shown by the runs it could read stands. Undecided, and done: an LLM judge decides them.
 */
export function leaveUnread(cell: CellComparison, base: CaseResult, head: CaseResult): CellComparison {
  const unread = { base: unreadOf(base, cell.evaluator), head: unreadOf(head, cell.evaluator) };
  if (!unread.base && !unread.head) return cell;
  if (cell.verdict === 'regressed' || !cell.gated) return { ...cell, unread };
  const sides = [unread.head && `${unread.head} head`, unread.base && `${unread.base} base`]
    .filter(Boolean)
    .join(' and ');
  const reason = `the judge could not tell ${sides} run(s): an LLM judge decides them (on the runs it read: ${cell.reason})`;
  const { pending: _p, unchangedAt: _u, repeatsNeeded: _r, ...rest } = cell;
  return { ...rest, verdict: 'inconclusive', reason, unread };
}

/**
 * The evaluators read by two instruments in one comparison: the offline judge's sure readings were
 * withdrawn for some of the runs (where the LLM judge's audit read them otherwise, it read them all)
 * and stand for others. The two read apart by what the audit found, on one side more than the other.
 */
export function twoInstruments(base: Results, head: Results): Set<string> {
  const withdrawn = new Set([...(head.usage.offline?.withdrawn ?? []), ...(base.usage.offline?.withdrawn ?? [])]);
  const runs = [...head.cases, ...base.cases].flatMap((c) => c.runs);
  return new Set([...withdrawn].filter((ev) => runs.some((r) => isSureReading(r.scores[ev]))));
}

/** A cell of an evaluator read by two instruments: neither a drop nor its absence is the agent's. Undecided. */
export function leaveMixed(cell: CellComparison, mixed: Set<string>): CellComparison {
  if (!mixed.has(cell.evaluator) || !cell.gated) return cell;
  const reason = `read by two instruments: the offline judge's sure readings of ${cell.evaluator} were withdrawn for some of these runs and stand for others, so the sides cannot be compared; set judge.offline_sure: false to have the LLM judge read every run (on the runs as read: ${cell.reason})`;
  const { pending: _p, unchangedAt: _u, repeatsNeeded: _r, ...rest } = cell;
  return { ...rest, verdict: 'inconclusive', reason, twoInstruments: true };
}

/** Sum of squared deviations and degrees of freedom of a side. */
const spread = (xs: number[]) => {
  const m = mean(xs);
  return { ss: xs.reduce((a, x) => a + (x - m) ** 2, 0), df: Math.max(0, xs.length - 1) };
};

/** The evaluator's variance over the suite (every case, both sides), moderated by the prior. */
export function pooledVariance(cells: { base: number[]; head: number[] }[]): { variance: number; df: number } {
  let ss = PRIOR.variance * PRIOR.df;
  let df = PRIOR.df;
  for (const c of cells) {
    for (const side of [c.base, c.head]) {
      const s = spread(side);
      ss += s.ss;
      df += s.df;
    }
  }
  return { variance: ss / df, df };
}

export function emptyCell(caseName: string, ev: string, advisory?: Set<string>): CellComparison {
  const out: CellComparison = {
    case: caseName,
    evaluator: ev,
    base: { mean: null, n: 0 },
    head: { mean: null, n: 0 },
    delta: null,
    ci: null,
    verdict: 'inconclusive',
    reason: '',
    flaky: false,
    gated: gatable(ev) && !advisory?.has(ev),
  };
  if (advisory?.has(ev)) out.advisory = true;
  return out;
}

/** A cell's variance: the pooled one, or its own (with its own degrees of freedom) when larger. */
export function cellVariance(
  b: number[],
  h: number[],
  pool: { variance: number; df: number },
): { variance: number; df: number } {
  const own = [spread(b), spread(h)];
  const ownDf = own[0].df + own[1].df;
  const ownVariance = ownDf ? (own[0].ss + own[1].ss) / ownDf : 0;
  return ownVariance > pool.variance ? { variance: ownVariance, df: ownDf } : pool;
}

export const pText = (p: number): string => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));

/** The runs of one look: what is tested on each side, and the scores behind it. */
export interface Pair {
  base: number[];
  head: number[];
  scores: { base: number[]; head: number[] };
}

type Look = Pair & { look: number };

/** The runs of a cell at each look: look k holds every run of rounds 1..k. */
export interface CellLooks {
  name: string;
  /** Per look, in order. */
  looks: Look[];
}

/** What is tested on each side, and the scores behind it. */
export const pairOf = (base: Scored[], head: Scored[]): Pair => ({
  base: base.map((x) => x.value),
  head: head.map((x) => x.value),
  scores: { base: base.map((x) => x.score), head: head.map((x) => x.score) },
});

export function looksOf(name: string, base: Scored[], head: Scored[]): CellLooks {
  const rounds = [...new Set([...base, ...head].map((x) => x.look))].sort((a, b) => a - b);
  const upTo = (xs: Scored[], k: number) => xs.filter((x) => x.look <= k);
  return { name, looks: rounds.map((k) => ({ look: k, ...pairOf(upTo(base, k), upTo(head, k)) })) };
}

/** The statistics of a drop at one look: the shared one-sided t test. */
/**
 * The one-sided t test of a drop (of a rise, where lower is better) shared by the cells and the
 * overall rows; the 95% interval of the difference is clipped to [-1, 1] (scores lie in [0, 1]).
 */
export function tTest(delta: number, se: number, df: number, ev: string) {
  const drop = (LOWER_IS_BETTER.has(ev) ? 1 : -1) * delta;
  const t = se > 0 ? drop / se : drop > 0 ? Infinity : drop < 0 ? -Infinity : 0;
  const half = tQuantileUpper(0.025, df) * se;
  const ci: [number, number] = [round(Math.max(-1, delta - half)), round(Math.min(1, delta + half))];
  return { drop, pDrop: tUpperTail(t, df), pRise: tUpperTail(-t, df), ci };
}

/**
 * What the change the design is built to catch would look like in a cell (the power side):
 * - where a cell's runs fail or pass (two-valued scores: an agent that makes results up in a share of
 *   its runs) or its head has not failed yet, and a failing run falls by more than `detect` (to the
 *   base's low score, else to 0), the change is a share `detect` more of runs failing. Its drop in
 *   score is that share times the gap (at least min_effect), so a judge that scores a good answer 0.75
 *   and a made-up one 0 costs no power: "makes results up in 30% more runs" is caught alike;
 * - otherwise a mean drop of `detect` (a score at or under `detect` above the floor cannot drop by it).
 * Returned: `detectDrop`, the drop in score under that change; se1, the standard error of the drop
 * under it (two-valued scores: the head's variance at the base's share of low scores plus the share;
 * otherwise the observed variance, at least that of a share of runs losing everything while so few
 * head runs could hide such a share); for a clean head (every run scored v, no lower than the base's
 * mean) `missed`, the chance that its n runs show no failing run under the change, (1 - share)^n, and
 * `needed`, the runs that bring it under BETA_CLEAN; `baseClean`, the base never failed (its runs alike).
 */
function alternative(b: number[], h: number[], variance: number, dir: number, detect: number, minEffect: number) {
  const up = (x: number) => (dir > 0 ? x : 1 - x);
  const top = up(mean(b));
  const v = up(h[0]);
  const clean = h.every((x) => x === h[0]) && v >= top;
  const baseClean = b.every((x) => x === b[0]);
  const values = [...new Set([...b, ...h].map(up))].sort((x, y) => x - y);
  const twoValued = values.length === 2;
  const gap = twoValued ? values[1] - values[0] : clean ? v : 0;
  const shares = gap > detect;
  const detectDrop = shares ? Math.max(minEffect, detect * gap) : detect;
  const share = shares ? detectDrop / gap : detect / Math.max(v, detect);
  const missed = !clean ? 1 : shares ? (1 - share) ** h.length : 0;
  const needed = clean && shares ? Math.ceil(Math.log(BETA_CLEAN) / Math.log(1 - share)) : undefined;
  let head = variance;
  if (twoValued) {
    const lowShare = (b.filter((x) => up(x) === values[0]).length + 0.5) / (b.length + 1);
    const q = Math.min(1, lowShare + detectDrop / gap);
    head = Math.max(variance, gap * gap * q * (1 - q));
  } else if (Math.max(0, 1 - detect / Math.max(top, detect)) ** h.length > BETA_CLEAN) {
    head = Math.max(variance, detect * Math.max(0, top - detect));
  }
  return {
    se1: Math.sqrt(variance / b.length + head / h.length),
    clean,
    baseClean,
    missed,
    needed,
    detectDrop,
    share: shares ? share : undefined,
  };
}

/**
 * The one-sided p of a drop (and of a rise) and the t test behind it. Two-valued scores (an agent
 * that makes results up in a share of its runs, or not) are counts of a proportion: Fisher's exact
 * test (mid-p), where the t test's normal tail is too thin for them. (Sides that are each constant
 * are an agent that behaves the same in every run: the t test, with the suite's variance, reads them.)
 */
function dropTest(b: number[], h: number[], pool: { variance: number; df: number }, ev: string) {
  const dir = LOWER_IS_BETTER.has(ev) ? -1 : 1;
  const { variance, df } = cellVariance(b, h, pool);
  const se = Math.sqrt(variance / b.length + variance / h.length);
  const delta = mean(h) - mean(b);
  const test = tTest(delta, se, df, ev);
  let { pDrop, pRise } = test;
  const values = [...new Set([...b, ...h])];
  if (values.length === 2 && (new Set(b).size === 2 || new Set(h).size === 2)) {
    const low = Math.min(...values);
    const lows = (xs: number[]) => xs.filter((x) => x === low).length;
    const [headLow, baseLow] = dir > 0 ? [lows(h), lows(b)] : [h.length - lows(h), b.length - lows(b)];
    pDrop = fisherOneSided(headLow, h.length, baseLow, b.length, true);
    pRise = fisherOneSided(b.length - baseLow, b.length, h.length - headLow, h.length, true);
  }
  return { dir, variance, df, se, delta, drop: test.drop, ci: test.ci, pDrop, pRise };
}

export function stats(b: number[], h: number[], pool: { variance: number; df: number }, ev: string, o: Sequential) {
  const { dir, variance, df, se, delta, drop, ci, pDrop, pRise } = dropTest(b, h, pool, ev);
  const alt = alternative(b, h, variance, dir, o.detect, o.minEffect);
  return {
    delta,
    drop,
    se,
    ...alt,
    df,
    variance,
    pDrop,
    pRise,
    z: zOf(pDrop),
    zRise: zOf(pRise),
    ci,
    upper95: drop + tQuantileUpper(0.05, df) * se,
  };
}

/** Fills a cell's numbers from the runs of one look. */
export function describe(cell: CellComparison, here: Look | undefined, st: ReturnType<typeof stats> | undefined) {
  const [b, h] = [here?.scores.base ?? [], here?.scores.head ?? []];
  cell.base = sideOf(cell.evaluator, b, here?.base ?? []);
  cell.head = sideOf(cell.evaluator, h, here?.head ?? []);
  cell.delta = b.length && h.length ? round(mean(h) - mean(b)) : null;
  if (gatable(cell.evaluator))
    cell.passDelta = b.length && h.length ? round(cell.head.passing! - cell.base.passing!) : null;
  cell.flaky = h.length >= 2 && Math.max(...h) - Math.min(...h) >= FLAKY_SPREAD;
  if (st) {
    cell.ci = st.ci;
    cell.p = round(st.pDrop, 4);
  }
}

export function sideOf(ev: string, scores: number[], tested: number[]): Side {
  const side: Side = { mean: scores.length ? round(mean(scores)) : null, n: scores.length };
  if (gatable(ev)) side.passing = tested.length ? round(mean(tested)) : null;
  return side;
}

export interface Sequential {
  minEffect: number;
  detect: number;
  alpha: number;
  maxRuns?: number;
  final: boolean;
  reread: Record<string, number>;
  /** Evaluators the judge is not admitted for: their cells are shown, never gated nor given runs. */
  advisory: Set<string>;
  /** Per evaluator, the share of a real change the judge's reading keeps (evaluators/admission.ts). */
  youden: Record<string, number>;
}

/**
 * The options in the judge's terms for one evaluator: a judge that misreads a share of sessions
 * shows a change in the share of failing runs diluted by Youden's J, so min_effect and the design's
 * change are looked for at J times their size (docs/statistics.md, "A judge that misreads").
 */
export function inJudgeTerms(o: Sequential, ev: string): Sequential {
  const j = o.youden[ev];
  if (j === undefined || j >= 1) return o;
  return { ...o, minEffect: round(o.minEffect * j), detect: round(o.detect * j) };
}
