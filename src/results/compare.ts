// Head vs base, per case x evaluator and overall per evaluator, with the pull request as the unit
// of the decision: a team lives with the false alarms of a whole PR, over every case x evaluator.
//
// Per cell, a one-sided test of a drop in the share of passing runs (the mean score is shown beside
// it) on all its runs so far: Fisher's exact test where a side holds both outcomes, else t with the
// evaluator's variance pooled over every case of the suite and both sides, or the cell's own when
// that is larger (a weak prior of sd 0.1 keeps a fully deterministic suite from looking infinitely
// sure). The cell is looked at after the first round and after each batch of extra runs (the round
// each run carries): group-sequential boundaries (sequential.ts) spend the cell's share of alpha over
// the looks, its share being alpha over the gated cells still being decided at that look (Bonferroni
// on the live cells). "regressed" needs the drop to cross the boundary and be at least min_effect;
// "unchanged" is a drop under the futility bound or clearly under min_effect; a cell neither is
// undecided: more runs decide it, or, at the cap, it is reported as "could not be decided with N runs
// a side" with the largest drop its runs allow. bench/gate-sim.ts measures the false alarms per PR
// and the power; docs/statistics.md has the figures.
import { advisoryOf, youdenOf } from '../evaluators/admission.js';
import { NOTHING_TO_CHECK } from '../evaluators/types.js';
import { isOracle } from '../config/schema.js';
import { type Health, healthOf, healthText } from './evidence.js';
import { type CaseResult, type Results, unreadScore } from './schema.js';
import { BETA_CLEAN, efficacyBounds, futilityMargins, zOf } from './sequential.js';
import { fisherOneSided, mean, round, tQuantileUpper, tUpperTail } from './stats.js';
import { twoDecimals, wholePercent } from '../util/text.js';

export type Verdict = 'regressed' | 'improved' | 'unchanged' | 'inconclusive';

/** Evaluators where a higher score is worse: compared and shown, never gated. */
export const LOWER_IS_BETTER = new Set(['failure_analysis']);

export interface Side {
  /** The mean score (shown beside the share of passing runs the gate tests). */
  mean: number | null;
  n: number;
  /** The share of runs that passed (score at or above the evaluator's threshold): what is tested. */
  passing?: number | null;
}

export interface CellComparison {
  case: string;
  evaluator: string;
  base: Side;
  head: Side;
  /** Head - base of the mean score. */
  delta: number | null;
  /** Head - base of the share of passing runs, where that is what is tested. */
  passDelta?: number | null;
  /** The 95% interval of the tested difference (passDelta where it is defined, else delta). */
  ci: [number, number] | null;
  verdict: Verdict;
  reason: string;
  /** Repeats per side that would settle it, when inconclusive. */
  repeatsNeeded?: number;
  /** Inconclusive and more runs would decide it (the pipeline adds them where it can run the base). */
  pending?: boolean;
  /** Pending with a head that has not failed yet: the runs a side at which it would be unchanged. */
  unchangedAt?: number;
  /** The look (1: the first round) that decided it, and the runs a side it was decided on. */
  look?: number;
  /** One-sided p-value of a drop (of a rise, for an evaluator where lower is better). */
  p?: number;
  /** Head runs disagree widely: reported, and still gated. */
  flaky: boolean;
  /** Runs the judge could not tell on each side: such a cell is never passed as unchanged. */
  unread?: { base: number; head: number };
  gated: boolean;
  /** The judge is not admitted for this evaluator (evaluators/admission.ts): shown, never gated. */
  advisory?: boolean;
  /** A check the base has no results for (and no sessions to compute them from): undecided. */
  notCompared?: boolean;
}

/**
 * Run health per case: the runs that left a readable session, head against base. A head that
 * crashes or sends nothing where the base worked has regressed, whatever its scores (it has none).
 */
export interface HealthComparison {
  case: string;
  base: Health;
  head: Health;
  /** regressed: fewer head runs left a session; broken: none did, on either side. */
  verdict: 'regressed' | 'broken' | 'unchanged';
  /** Fisher's exact one-sided p of more unhealthy head runs, when both sides have runs. */
  p?: number;
  reason: string;
}

export interface Comparison {
  cells: CellComparison[];
  overall: CellComparison[];
  health: HealthComparison[];
  added: string[];
  removed: string[];
  minEffect: number;
}

export interface CompareOptions {
  minEffect?: number;
  /** The PR's false-alarm budget (default 0.05), shared by its gated cells. */
  alpha?: number;
  /**
   * The runs a side a cell may reach (the cap of the sequential decision). Undefined: no run will be
   * added (an artifact or file baseline, `compare` of two files): the runs there are are the last look.
   */
  maxRuns?: number;
  /** No more runs will come: each cell's last look spends what is left of its alpha. */
  final?: boolean;
  /** The drop the design is built to catch (gate.detect, 0.3): unchanged once the runs rule it out. */
  detect?: number;
  /**
   * Per evaluator, the share of runs the judge that decided the looks may read the other way (pass
   * for fail) from this one: the two-job workflow's run job stops cases on its offline judge's
   * reading, the report job tests every run again with its own. At a cell's last look the change is
   * ruled out within that reading's noise (readingRoom).
   */
  reread?: Record<string, number>;
}

/** A side in words: "80% pass · 0.78" where the share of passing runs is tested, else the mean. */
export const sideText = (s: Side): string =>
  s.passing === undefined ? twoDecimals(s.mean) : `${wholePercent(s.passing)} pass · ${twoDecimals(s.mean)}`;

/**
 * A cell's change in words, base → head, with the 95% interval of the tested difference:
 * "passing 100% → 20% [-1.00, -0.40], mean 0.90 → 0.55", or "0.20 → 0.60 [0.10, 0.70]".
 */
export function changeText(c: CellComparison): string {
  const ci = c.ci ? ` [${twoDecimals(c.ci[0])}, ${twoDecimals(c.ci[1])}]` : '';
  const means = `${twoDecimals(c.base.mean)} → ${twoDecimals(c.head.mean)}`;
  if (c.base.passing === undefined) return `${means}${ci}`;
  return `passing ${wholePercent(c.base.passing)} → ${wholePercent(c.head.passing)}${ci}, mean ${means}`;
}

/** The prior on a cell's score variance: sd 0.1 (well under one judge level), worth 4 runs. */
export const PRIOR = { variance: 0.01, df: 4 };

const FLAKY_SPREAD = 0.5;

/**
 * An evaluator the gate acts on (higher is better). For it the gate tests the share of runs that pass
 * (the specifications' test: score at or above the evaluator's threshold, 0.5), not the mean: the
 * regression is the rate of made-up or abandoned answers, and a judge's graded, noisy reading moves a
 * good answer between passing levels and a made-up one between failing ones (docs/statistics.md,
 * "Pass rates, not means").
 */
export const gatable = (ev: string) => !LOWER_IS_BETTER.has(ev);

/** A run's scores of an evaluator (`value` what is tested, `score` the mean's), with its look (round). */
const scoresOf = (c: CaseResult, ev: string): Scored[] =>
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
function idleCellsOf(
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

function idleCell(base: CaseResult, head: CaseResult, ev: string): CellComparison {
  const cell = emptyCell(head.name, ev);
  describe(cell, looksOf(head.name, scoresOf(base, ev), scoresOf(head, ev)).looks.at(-1), undefined);
  return { ...cell, verdict: 'unchanged', gated: false, reason: 'nothing to check in this case, on either side' };
}

/** A check the base has no scores for: undecided where the head had something to check, else idle. */
function unmatchedCell(base: CaseResult, head: CaseResult, ev: string): CellComparison {
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
function leaveUnread(cell: CellComparison, base: CaseResult, head: CaseResult): CellComparison {
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

function emptyCell(caseName: string, ev: string, advisory?: Set<string>): CellComparison {
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
function cellVariance(
  b: number[],
  h: number[],
  pool: { variance: number; df: number },
): { variance: number; df: number } {
  const own = [spread(b), spread(h)];
  const ownDf = own[0].df + own[1].df;
  const ownVariance = ownDf ? (own[0].ss + own[1].ss) / ownDf : 0;
  return ownVariance > pool.variance ? { variance: ownVariance, df: ownDf } : pool;
}

const pText = (p: number): string => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));

/** The runs of one look: what is tested on each side, and the scores behind it. */
interface Pair {
  base: number[];
  head: number[];
  scores: { base: number[]; head: number[] };
}
type Look = Pair & { look: number };

/** The runs of a cell at each look: look k holds every run of rounds 1..k. */
interface CellLooks {
  name: string;
  /** Per look, in order. */
  looks: Look[];
}

/** What is tested on each side, and the scores behind it. */
const pairOf = (base: Scored[], head: Scored[]): Pair => ({
  base: base.map((x) => x.value),
  head: head.map((x) => x.value),
  scores: { base: base.map((x) => x.score), head: head.map((x) => x.score) },
});

function looksOf(name: string, base: Scored[], head: Scored[]): CellLooks {
  const rounds = [...new Set([...base, ...head].map((x) => x.look))].sort((a, b) => a - b);
  const upTo = (xs: Scored[], k: number) => xs.filter((x) => x.look <= k);
  return { name, looks: rounds.map((k) => ({ look: k, ...pairOf(upTo(base, k), upTo(head, k)) })) };
}

/** The statistics of a drop at one look: the shared one-sided t test. */
/**
 * The one-sided t test of a drop (of a rise, where lower is better) shared by the cells and the
 * overall rows; the 95% interval of the difference is clipped to [-1, 1] (scores lie in [0, 1]).
 */
function tTest(delta: number, se: number, df: number, ev: string) {
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

function stats(b: number[], h: number[], pool: { variance: number; df: number }, ev: string, o: Sequential) {
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
function describe(cell: CellComparison, here: Look | undefined, st: ReturnType<typeof stats> | undefined) {
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

function sideOf(ev: string, scores: number[], tested: number[]): Side {
  const side: Side = { mean: scores.length ? round(mean(scores)) : null, n: scores.length };
  if (gatable(ev)) side.passing = tested.length ? round(mean(tested)) : null;
  return side;
}

interface Sequential {
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
function inJudgeTerms(o: Sequential, ev: string): Sequential {
  const j = o.youden[ev];
  if (j === undefined || j >= 1) return o;
  return { ...o, minEffect: round(o.minEffect * j), detect: round(o.detect * j) };
}

/** A cell of one evaluator and case, with its runs on each look and the pooled variance at each. */
interface DecidingCell {
  ev: string;
  looks: CellLooks;
  pools: Map<number, { variance: number; df: number }>;
  /** Runs lost to the runner on each side (crashed, timed out, no session): more runs can replace them. */
  lost: { base: number; head: number; runs: number };
}

type Runs = { base: number[]; head: number[] };
const usable = (l: Runs) => l.base.length >= 2 && l.head.length >= 2;

/**
 * The sequential decision of every cell of one evaluator family over the looks. `live(k)`: the
 * gated cells still being decided at look k (their number splits alpha, Bonferroni on live cells).
 */
function decideAll(cells: DecidingCell[], extraTests: number, o: Sequential): Map<string, CellComparison> {
  const out = new Map<string, CellComparison>();
  const decided = new Set<string>();
  const keyOf = (c: { ev: string; looks: CellLooks }) => `${c.looks.name}\u0000${c.ev}`;
  const allLooks = [...new Set(cells.flatMap((c) => c.looks.looks.map((l) => l.look)))].sort((a, b) => a - b);
  const gatedTotal = cells.filter((c) => gatable(c.ev) && !o.advisory.has(c.ev) && c.looks.looks.some(usable)).length;
  for (const c of cells) {
    const { cell, done } = firstCell(c, o);
    if (done) decided.add(keyOf(c));
    out.set(keyOf(c), cell);
  }
  for (const [i, k] of allLooks.entries()) {
    const live = cells.filter((c) => !decided.has(keyOf(c)) && c.looks.looks.some((l) => l.look === k && usable(l)));
    const regressedSoFar = [...out.values()].filter((c) => c.gated && c.verdict === 'regressed').length;
    // Bonferroni over the gated cells, less those already regressed (Holm's step-down: a rejection
    // passes its share on). A cell stopped as unchanged keeps its share: leaving the count on a
    // futility stop would spend more than alpha per pull request (bench/gate-sim.ts measured 16% on
    // unchanged ten-case PRs with skewed scores).
    const share = o.alpha / Math.max(1, gatedTotal - regressedSoFar + (i === 0 ? extraTests : 0));
    for (const c of live) if (decideAt(out.get(keyOf(c))!, c, k, share, o)) decided.add(keyOf(c));
  }
  return out;
}

/**
 * A cell as its last look describes it; `done` where it has too few scored runs to test and can
 * get no more. Runs the runner lost are replaced, not counted as a decision: while more runs can
 * come, the case gets them (run health judges the losses themselves, whatever the scores).
 */
function firstCell(c: DecidingCell, o: Sequential): { cell: CellComparison; done: boolean } {
  const cell = emptyCell(c.looks.name, c.ev, o.advisory);
  const last = c.looks.looks.at(-1);
  describe(cell, last, undefined);
  if (last && usable(last)) return { cell, done: false };
  cell.reason = `too few scored runs (base ${last?.base.length ?? 0}, head ${last?.head.length ?? 0}; at least 2 each)`;
  cell.repeatsNeeded = 3;
  const replaceable = c.lost.base + c.lost.head > 0 && !o.final && o.maxRuns !== undefined && c.lost.runs < o.maxRuns;
  if (!replaceable) return { cell, done: true };
  cell.pending = true;
  cell.reason += ': runs lost to the runner are replaced by more runs';
  return { cell, done: false };
}

/** Information by the harmonic mean of the runs a side. */
const info = (l: Runs) => (2 * l.base.length * l.head.length) / (l.base.length + l.head.length);

/**
 * The cell tested at look k with `share` of alpha; true where that decides it. Information is
 * counted against the cap (or, when no run will be added after this look, the runs there are: the
 * last look spends what is left).
 */
function decideAt(cell: CellComparison, c: DecidingCell, k: number, share: number, all: Sequential): boolean {
  const o = inJudgeTerms(all, c.ev);
  const mine = c.looks.looks.filter((l) => l.look <= k && usable(l));
  const here = mine.at(-1)!;
  const st = stats(here.base, here.head, c.pools.get(k)!, c.ev, o);
  describe(cell, here, st);
  cell.look = mine.length;
  const lastLook = o.final && k === c.looks.looks.at(-1)!.look;
  const cap = lastLook ? info(here) : Math.max(info(here), o.maxRuns ?? info(here));
  const fractions = mine.map((l) => Math.min(1, info(l) / cap));
  for (let j = 1; j < fractions.length; j++) fractions[j] = Math.max(fractions[j], fractions[j - 1] + 1e-6);
  if (lastLook || fractions.at(-1)! > 1) fractions[fractions.length - 1] = 1;
  const bound = efficacyBounds(fractions, share).at(-1)!;
  const margin = futilityMargins(fractions, st.baseClean ? BETA_CLEAN : undefined).at(-1)!;
  const test = `z ${st.z.toFixed(2)} against the boundary ${bound.toFixed(2)} at look ${mine.length}, ${share.toFixed(4)} of alpha for this result`;
  const interval = `95% interval [${st.ci[0].toFixed(2)}, ${st.ci[1].toFixed(2)}]`;
  const j = o.youden[c.ev];
  // The judge's reading dilutes a change by J: the drop in the agent is about the drop read over J.
  const agent = st.drop > 0 ? `; about ${round(Math.min(1, st.drop / j)).toFixed(2)} in the agent` : '';
  const judged = o === all ? '' : ` (${all.minEffect} at the judge's measured error, J ${j.toFixed(2)}${agent})`;
  const how = `one-sided p ${pText(st.pDrop)} (${test}); ${interval}; min effect ${o.minEffect}${judged}`;
  const room = lastLook ? readingRoom(o.reread[c.ev], here) : 0;
  const decided = verdictAt(cell, st, { bound, margin, lastLook, here, how, room }, o);
  if (!o.advisory.has(c.ev) || decided) return decided;
  // Advisory: no run is added for it; what the runs there are show is what it shows.
  cell.pending = undefined;
  cell.unchangedAt = undefined;
  return true;
}

/**
 * Room for the reading of the judge that decided the looks (CompareOptions.reread): where it reads a
 * share q of runs the other way, the difference of the two sides' pass shares moves by about
 * sqrt(q (1/n_base + 1/n_head)); a cell it stopped as unchanged stays so within 1.28 of that (90%).
 */
const readingRoom = (q: number | undefined, l: Runs) =>
  q ? 1.2816 * Math.sqrt(q * (1 / l.base.length + 1 / l.head.length)) : 0;

/** The verdict of a tested cell, with the reason in words; true where it is decided. */
function verdictAt(
  cell: CellComparison,
  st: ReturnType<typeof stats>,
  at: { bound: number; margin: number; lastLook: boolean; here: Runs; how: string; room: number },
  o: Sequential,
): boolean {
  const { bound, margin, lastLook, here, how, room } = at;
  const runs = `${here.head.length} run(s) a side`;
  cell.pending = undefined;
  cell.repeatsNeeded = undefined;
  cell.unchangedAt = undefined;
  if (st.z >= bound && st.drop >= o.minEffect) {
    cell.verdict = 'regressed';
    cell.reason = `decided on ${runs}: ${how}`;
  } else if (st.zRise >= bound && -st.drop >= o.minEffect) {
    cell.verdict = 'improved';
    cell.reason = `decided on ${runs}: ${how}`;
  } else if (st.missed <= BETA_CLEAN || (!st.clean && st.drop + margin * st.se1 - room < st.detectDrop)) {
    // The change the design is built to catch, ruled out at the power side's boundary.
    cell.verdict = 'unchanged';
    const change =
      st.share !== undefined ? `${round(st.share * 100)}% more runs failing` : `a drop of ${o.detect} or more`;
    const roomNeeded = st.missed > BETA_CLEAN && st.drop + margin * st.se1 >= st.detectDrop;
    const within = roomNeeded ? `, within the looks' judge's reading (${room.toFixed(2)})` : '';
    cell.reason = `no sign of ${change} on ${runs}${within} (${how})`;
  } else if (lastLook && st.drop < o.minEffect) {
    // No run will come: a drop under min_effect is no regression.
    cell.verdict = 'unchanged';
    const drop = Math.max(0, st.drop).toFixed(2);
    cell.reason = `a drop of ${drop}, under min_effect ${o.minEffect}, on ${runs} (${how})`;
  } else if (lastLook || (o.maxRuns !== undefined && here.head.length >= o.maxRuns && here.base.length >= o.maxRuns)) {
    cell.verdict = 'inconclusive';
    const below = Math.min(1, Math.max(0, st.upper95)).toFixed(2);
    cell.reason = `could not be decided with ${runs}: the drop, if any, is below ${below} (${how})`;
    // Runs per side for an 80% chance to confirm a drop of this size at the final boundary, if it is real.
    const size = Math.max(st.drop, o.minEffect);
    const z = bound + 0.8416;
    const needed = Math.ceil((2 * st.variance * z * z) / (size * size));
    cell.repeatsNeeded = Math.min(200, Math.max(here.head.length + 1, needed));
  } else {
    cell.verdict = 'inconclusive';
    cell.pending = true;
    cell.unchangedAt = st.needed;
    cell.reason = `undecided after ${runs}: more runs decide it (${how})`;
    return false;
  }
  return true;
}

/**
 * Overall per evaluator: the mean over cases of head - base, its variance the sum of the cells'
 * (each the larger of the pooled and its own, as for a cell) over k squared; tested on every run at
 * alpha over the gated evaluators.
 */
function compareOverall(
  ev: string,
  pairs: Pair[],
  alpha: number,
  minEffect: number,
  pool: { variance: number; df: number },
  m: number,
  advisory: Set<string>,
): CellComparison {
  const usable = pairs.filter((p) => p.base.length && p.head.length);
  const cell = emptyCell('(all cases)', ev, advisory);
  if (!usable.length) {
    cell.reason = 'no case scored on both sides';
    return cell;
  }
  // Each case weighs alike: the means of the cases' means.
  const side = (tested: (p: Pair) => number[], scores: (p: Pair) => number[]): Side => ({
    ...sideOf(ev, [mean(usable.map((p) => mean(scores(p))))], [mean(usable.map((p) => mean(tested(p))))]),
    n: usable.reduce((n, p) => n + tested(p).length, 0),
  });
  cell.base = side(
    (p) => p.base,
    (p) => p.scores.base,
  );
  cell.head = side(
    (p) => p.head,
    (p) => p.scores.head,
  );
  cell.delta = round(cell.head.mean! - cell.base.mean!);
  if (gatable(ev)) cell.passDelta = round(cell.head.passing! - cell.base.passing!);
  const enough = usable.filter((p) => p.base.length >= 2 && p.head.length >= 2);
  if (!enough.length) {
    cell.reason = 'too few scored runs';
    return cell;
  }
  let sum = 0;
  for (const p of enough) {
    const { variance } = cellVariance(p.base, p.head, pool);
    sum += variance / p.base.length + variance / p.head.length;
  }
  const delta = mean(enough.map((p) => mean(p.head) - mean(p.base)));
  const { drop, pDrop, pRise, ci } = tTest(delta, Math.sqrt(sum) / enough.length, pool.df, ev);
  const bar = alpha / Math.max(1, m);
  cell.ci = ci;
  cell.p = round(pDrop, 4);
  cell.verdict =
    drop >= minEffect && pDrop <= bar ? 'regressed' : -drop >= minEffect && pRise <= bar ? 'improved' : 'unchanged';
  cell.reason = `mean over ${enough.length} case(s); one-sided p ${pText(pDrop)} against ${bar.toFixed(4)}; 95% interval [${ci[0].toFixed(2)}, ${ci[1].toFixed(2)}]`;
  return cell;
}

/**
 * Health of one case. A head with no run that left a session, where the base had one, has regressed
 * whatever the run count (nothing was seen: nothing can pass); otherwise Fisher's exact test of more
 * unhealthy head runs, at the PR's bar.
 */
function compareHealth(caseName: string, b: Health, h: Health, bar: number): HealthComparison {
  const out: HealthComparison = { case: caseName, base: b, head: h, verdict: 'unchanged', reason: '' };
  if (!h.n) return { ...out, reason: 'no head run ended (missing runs are counted apart)' };
  if (!h.healthy) {
    out.verdict = b.healthy ? 'regressed' : 'broken';
    out.reason = b.healthy
      ? `${healthText(h)}, where ${b.healthy} of ${b.n} base run(s) left a session`
      : `${healthText(h)}; the base fared no better (${healthText(b, 'base')})`;
    return out;
  }
  if (!b.n || h.healthy === h.n) return { ...out, reason: healthText(h) };
  out.p = round(fisherOneSided(h.n - h.healthy, h.n, b.n - b.healthy, b.n), 4);
  if (out.p <= bar) out.verdict = 'regressed';
  out.reason = `${healthText(h)}, base ${b.n - b.healthy} of ${b.n} (Fisher's exact one-sided p ${pText(out.p)} against ${bar.toFixed(4)})`;
  return out;
}

/** Health tests that can reject: a case with an unhealthy run on either side (Tarone: the others' p is 1). */
const healthTestable = (b: Health, h: Health) =>
  h.n > 0 && b.n > 0 && h.healthy > 0 && h.healthy + b.healthy < h.n + b.n;

export function compareResults(base: Results, head: Results, options: CompareOptions = {}): Comparison {
  // The head's judge, as admitted where it was scored: advisory evaluators, and its measured error.
  const admission = head.judge?.admission;
  const opts: Sequential = {
    advisory: new Set(advisoryOf(admission)),
    youden: youdenOf(admission),
    minEffect: options.minEffect ?? 0.1,
    alpha: options.alpha ?? 0.05,
    maxRuns: options.maxRuns,
    final: options.final ?? options.maxRuns === undefined,
    reread: options.reread ?? {},
    // A design effect under min_effect would call unchanged what min_effect may call regressed.
    detect: Math.max(options.detect ?? 0.3, options.minEffect ?? 0.1),
  };
  const baseCases = new Map(base.cases.map((c) => [c.name, c]));
  const headNames = new Set(head.cases.map((c) => c.name));
  const common = head.cases.filter((c) => baseCases.has(c.name));
  const evaluators = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter((ev) =>
    base.cases.some((c) => ev in c.summary),
  );
  const healths = common.map((hc) => ({ name: hc.name, base: healthOf(baseCases.get(hc.name)!), head: healthOf(hc) }));
  const healthByName = new Map(healths.map((h) => [h.name, h]));
  // Run health shares the PR's false-alarm budget with the score cells (at the first look).
  const healthTests = healths.filter((x) => healthTestable(x.base, x.head)).length;
  const idle = idleCellsOf(common, baseCases, evaluators);
  // A check the head has and the base does not (a base without sessions to compute it from): not
  // compared, so never passed as unchanged where it had something to check.
  const unmatched = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter(
    (ev) => isOracle(ev) && !evaluators.includes(ev),
  );
  const cells = evaluators.flatMap((ev) => {
    const looks = common
      .filter((hc) => !idle(hc, ev))
      .map((hc) => looksOf(hc.name, scoresOf(baseCases.get(hc.name)!, ev), scoresOf(hc, ev)));
    const lostOf = (name: string) => {
      const x = healthByName.get(name)!;
      // A side where no run left a session is broken, not flaky: run health decides it, more runs would not.
      if (!x.base.healthy || !x.head.healthy) return { base: 0, head: 0, runs: x.head.n };
      return { base: x.base.n - x.base.healthy, head: x.head.n - x.head.healthy, runs: x.head.n };
    };
    // The evaluator's pooled variance at each look, over the runs every case had by then.
    const rounds = [...new Set(looks.flatMap((l) => l.looks.map((x) => x.look)))];
    const pools = new Map(
      rounds.map((k) => [
        k,
        pooledVariance(looks.map((l) => l.looks.filter((x) => x.look <= k).at(-1) ?? { base: [], head: [] })),
      ]),
    );
    return looks.map((l) => ({ ev, looks: l, pools, lost: lostOf(l.name) }));
  });
  const decided = decideAll(cells, healthTests, opts);
  const overall: CellComparison[] = [];
  const gatedEvaluators = evaluators.filter((ev) => gatable(ev) && !opts.advisory.has(ev)).length;
  for (const ev of evaluators) {
    const checked = common.filter((hc) => !idle(hc, ev));
    const pairs = (checked.length ? checked : common).map((hc) =>
      pairOf(scoresOf(baseCases.get(hc.name)!, ev), scoresOf(hc, ev)),
    );
    const minEffect = inJudgeTerms(opts, ev).minEffect;
    overall.push(
      compareOverall(ev, pairs, opts.alpha, minEffect, pooledVariance(pairs), gatedEvaluators, opts.advisory),
    );
  }
  const first = healthTests
    ? opts.alpha / Math.max(1, cells.filter((c) => gatable(c.ev) && !opts.advisory.has(c.ev)).length + healthTests)
    : opts.alpha;
  return {
    cells: common
      .flatMap((hc) =>
        evaluators.map((ev) =>
          idle(hc, ev)
            ? idleCell(baseCases.get(hc.name)!, hc, ev)
            : leaveUnread(decided.get(`${hc.name}\u0000${ev}`)!, baseCases.get(hc.name)!, hc),
        ),
      )
      .concat(common.flatMap((hc) => unmatched.map((ev) => unmatchedCell(baseCases.get(hc.name)!, hc, ev)))),
    overall,
    health: healths.map((x) => compareHealth(x.name, x.base, x.head, first)),
    added: head.cases.filter((c) => !baseCases.has(c.name)).map((c) => c.name),
    removed: base.cases.filter((c) => !headNames.has(c.name)).map((c) => c.name),
    minEffect: opts.minEffect,
  };
}
