// Head vs base, per case x evaluator and overall per evaluator, with the pull request as the unit
// of the decision: a team lives with the false alarms of a whole PR, over every case x evaluator.
//
// Per cell, a one-sided test of a drop: t = (base mean - head mean) / se, with the evaluator's
// variance pooled over every case of the suite and both sides, or the cell's own when that is larger
// (a cell's own 3 to 5 runs say little, the suite says more; a weak prior of sd 0.1 keeps a fully
// deterministic suite from looking infinitely sure). "regressed" needs the drop to be at least
// min_effect and significant at alpha / m, m the PR's gated cells (Bonferroni), so the PR's false
// alarm rate stays under alpha whatever the suite size. A drop of at least min_effect that is only
// suggestive (p <= 0.2) is "inconclusive": a candidate that more runs settle (the pipeline adds them
// when it can run the agent). Anything else is "unchanged": no evidence of a change of min_effect.
// bench/gate-sim.ts measures the false alarms per PR and the power; docs/statistics.md has the figures.
import { type Health, healthOf, healthText } from './evidence.js';
import type { CaseResult, Results } from './schema.js';
import { fisherOneSided, mean, round, tQuantileUpper, tUpperTail } from './stats.js';

export type Verdict = 'regressed' | 'improved' | 'unchanged' | 'inconclusive';

/** Evaluators where a higher score is worse: compared and shown, never gated. */
export const LOWER_IS_BETTER = new Set(['failure_analysis']);

export interface Side {
  mean: number | null;
  n: number;
}

export interface CellComparison {
  case: string;
  evaluator: string;
  base: Side;
  head: Side;
  delta: number | null;
  ci: [number, number] | null;
  verdict: Verdict;
  reason: string;
  /** Repeats per side that would settle it, when inconclusive. */
  repeatsNeeded?: number;
  /** One-sided p-value of a drop (of a rise, for an evaluator where lower is better). */
  p?: number;
  /** Head runs disagree widely: reported, and still gated. */
  flaky: boolean;
  gated: boolean;
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
  /** p at or under which a drop of min_effect is a candidate for more runs (default 0.2). */
  flagLevel?: number;

  /**
   * A screening round: more runs will confirm whatever it flags, so no drop is final here; a drop
   * of min_effect with p <= flagLevel is "inconclusive" (a candidate), however strong.
   */
  screen?: boolean;
}

/** The prior on a cell's score variance: sd 0.1 (well under one judge level), worth 4 runs. */
export const PRIOR = { variance: 0.01, df: 4 };

const FLAKY_SPREAD = 0.5;

// A run of the second round was added to confirm a candidate: a cell that has them on both sides is
// decided on them alone (its first runs chose it as a candidate, so they would bias the test).
const scoresOf = (c: CaseResult, ev: string): { value: number; fresh: boolean }[] =>
  c.runs.flatMap((r) => {
    const s = r.scores[ev]?.score;
    return typeof s === 'number' ? [{ value: s, fresh: r.round === 2 }] : [];
  });

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

function emptyCell(caseName: string, ev: string): CellComparison {
  return { case: caseName, evaluator: ev, base: { mean: null, n: 0 }, head: { mean: null, n: 0 }, delta: null, ci: null, verdict: 'inconclusive', reason: '', flaky: false, gated: !LOWER_IS_BETTER.has(ev) };
}

interface Decision {
  minEffect: number;
  alpha: number;
  flagLevel: number;
  screen: boolean;
  /** Gated cells of the PR that have runs on both sides. */
  m: number;
}

/** A cell's runs: all of them (for the means), and the confirmation runs when it has them. */
interface CellRuns {
  base: number[];
  head: number[];
  fresh?: { base: number[]; head: number[] };
}

function compareValues(caseName: string, ev: string, runs: CellRuns, d: Decision, pool: { variance: number; df: number }): CellComparison {
  const cell = decide(caseName, ev, runs.fresh ?? runs, d, pool);
  if (!runs.fresh) return cell;
  // Confirmed on fresh runs; shown with the means of every run.
  cell.base = { mean: round(mean(runs.base)), n: runs.base.length };
  cell.head = { mean: round(mean(runs.head)), n: runs.head.length };
  cell.delta = round(mean(runs.head) - mean(runs.base));
  cell.reason = `decided on the ${runs.fresh.head.length} confirmation run(s) a side: ${cell.reason}`;
  return cell;
}

/** A cell's variance: the pooled one, or its own (with its own degrees of freedom) when larger. */
function cellVariance(b: number[], h: number[], pool: { variance: number; df: number }): { variance: number; df: number } {
  const own = [spread(b), spread(h)];
  const ownDf = own[0].df + own[1].df;
  const ownVariance = ownDf ? (own[0].ss + own[1].ss) / ownDf : 0;
  return ownVariance > pool.variance ? { variance: ownVariance, df: ownDf } : pool;
}

const pText = (p: number): string => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));

/**
 * The one-sided test of a drop, shared by the cells and the overall rows: sets the cell's interval,
 * p-value and verdict. Scores lie in [0, 1], so the interval of a difference is clipped to [-1, 1].
 */
function test(cell: CellComparison, delta: number, se: number, df: number, d: Decision) {
  const dir = LOWER_IS_BETTER.has(cell.evaluator) ? -1 : 1;
  const drop = -dir * delta;
  const t = se > 0 ? drop / se : drop > 0 ? Infinity : drop < 0 ? -Infinity : 0;
  const pDrop = tUpperTail(t, df);
  const pRise = tUpperTail(-t, df);
  const half = tQuantileUpper(0.025, df) * se;
  const ci: [number, number] = [round(Math.max(-1, delta - half)), round(Math.min(1, delta + half))];
  cell.ci = ci;
  cell.p = round(pDrop, 4);
  const bar = d.alpha / Math.max(1, d.m);
  if (drop >= d.minEffect && pDrop <= bar && !d.screen) cell.verdict = 'regressed';
  else if (-drop >= d.minEffect && pRise <= bar) cell.verdict = 'improved';
  else if (drop >= d.minEffect && pDrop <= d.flagLevel) cell.verdict = 'inconclusive';
  else cell.verdict = 'unchanged';
  return { drop, pDrop, bar, ci };
}

function decide(caseName: string, ev: string, { base: b, head: h }: { base: number[]; head: number[] }, d: Decision, pool: { variance: number; df: number }): CellComparison {
  const cell = emptyCell(caseName, ev);
  cell.base = { mean: b.length ? round(mean(b)) : null, n: b.length };
  cell.head = { mean: h.length ? round(mean(h)) : null, n: h.length };
  cell.delta = b.length && h.length ? round(mean(h) - mean(b)) : null;
  cell.flaky = h.length >= 2 && Math.max(...h) - Math.min(...h) >= FLAKY_SPREAD;
  if (b.length < 2 || h.length < 2) {
    cell.reason = `too few scored runs (base ${b.length}, head ${h.length}; at least 2 each)`;
    cell.repeatsNeeded = 3;
    return cell;
  }
  // The suite's pooled variance lends a cell with few or identical runs its estimate; a cell that
  // varies more than the suite keeps its own (with its own, fewer, degrees of freedom), so a case
  // noisier than the rest is never judged on the others' calm.
  const { variance, df } = cellVariance(b, h, pool);
  const se = Math.sqrt(variance / b.length + variance / h.length);
  const { drop, pDrop, bar, ci } = test(cell, mean(h) - mean(b), se, df, d);
  const how = `one-sided p ${pText(pDrop)} against ${bar.toFixed(4)} (${d.alpha} over ${d.m} result(s)); 95% interval [${ci[0].toFixed(2)}, ${ci[1].toFixed(2)}]; min effect ${d.minEffect}`;
  cell.reason = cell.verdict === 'unchanged' ? `no sign of a change of ${d.minEffect} or more (${how})` : how;
  if (cell.verdict === 'inconclusive') {
    // Runs per side for an 80% chance to confirm a drop this size at the PR's bar, if it is real.
    const z = tQuantileUpper(bar, 1e6) + 0.8416;
    cell.repeatsNeeded = Math.min(100, Math.max(b.length + 1, Math.ceil((2 * variance * z * z) / (drop * drop))));
  }
  return cell;
}

/**
 * Overall per evaluator: the mean over cases of head - base, its variance the sum of the cells'
 * (each the larger of the pooled and its own, as for a cell) over k squared; tested like a cell, at
 * alpha over the gated evaluators.
 */
function compareOverall(ev: string, pairs: { base: number[]; head: number[] }[], d: Decision, pool: { variance: number; df: number }): CellComparison {
  const usable = pairs.filter((p) => p.base.length && p.head.length);
  const cell = emptyCell('(all cases)', ev);
  if (!usable.length) {
    cell.reason = 'no case scored on both sides';
    return cell;
  }
  cell.base = { mean: round(mean(usable.map((p) => mean(p.base)))), n: usable.reduce((n, p) => n + p.base.length, 0) };
  cell.head = { mean: round(mean(usable.map((p) => mean(p.head)))), n: usable.reduce((n, p) => n + p.head.length, 0) };
  cell.delta = round(mean(usable.map((p) => mean(p.head) - mean(p.base))));
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
  const { pDrop, bar, ci } = test(cell, mean(enough.map((p) => mean(p.head) - mean(p.base))), Math.sqrt(sum) / enough.length, pool.df, d);
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
    out.reason = b.healthy ? `${healthText(h)}, where ${b.healthy} of ${b.n} base run(s) left a session` : `${healthText(h)}; the base fared no better (${healthText(b, 'base')})`;
    return out;
  }
  if (!b.n || h.healthy === h.n) return { ...out, reason: healthText(h) };
  out.p = round(fisherOneSided(h.n - h.healthy, h.n, b.n - b.healthy, b.n), 4);
  if (out.p <= bar) out.verdict = 'regressed';
  out.reason = `${healthText(h)}, base ${b.n - b.healthy} of ${b.n} (Fisher's exact one-sided p ${pText(out.p)} against ${bar.toFixed(4)})`;
  return out;
}

/** Health tests that can reject: a case with an unhealthy run on either side (Tarone: the others' p is 1). */
const healthTestable = (b: Health, h: Health) => h.n > 0 && b.n > 0 && h.healthy > 0 && h.healthy + b.healthy < h.n + b.n;

export function compareResults(base: Results, head: Results, options: CompareOptions = {}): Comparison {
  const opts = { minEffect: options.minEffect ?? 0.1, alpha: options.alpha ?? 0.05, flagLevel: options.flagLevel ?? 0.2, screen: options.screen ?? false };
  const baseCases = new Map(base.cases.map((c) => [c.name, c]));
  const headNames = new Set(head.cases.map((c) => c.name));
  const common = head.cases.filter((c) => baseCases.has(c.name));
  const evaluators = [...new Set(head.cases.flatMap((c) => Object.keys(c.summary)))].filter((ev) => base.cases.some((c) => ev in c.summary));
  const values = (c: CaseResult, ev: string, freshOnly = false) => scoresOf(c, ev).filter((x) => !freshOnly || x.fresh).map((x) => x.value);
  const pairsOf = (ev: string) =>
    common.map((hc) => {
      const bc = baseCases.get(hc.name)!;
      const runs = { name: hc.name, base: values(bc, ev), head: values(hc, ev) };
      const fresh = { base: values(bc, ev, true), head: values(hc, ev, true) };
      return fresh.base.length >= 2 && fresh.head.length >= 2 ? { ...runs, fresh } : runs;
    });
  // First round: every gated cell shares alpha (Bonferroni over m). Confirmation round: the cells
  // that more runs were added to share alpha again (over k): their fresh runs were drawn after the
  // candidates were chosen, so these k tests are independent of the choice.
  const gatedPairs = evaluators.filter((ev) => !LOWER_IS_BETTER.has(ev)).flatMap((ev) => pairsOf(ev));
  const healths = common.map((hc) => ({ name: hc.name, base: healthOf(baseCases.get(hc.name)!), head: healthOf(hc) }));
  // Run health shares the PR's false-alarm budget with the score cells.
  const healthTests = healths.filter((x) => healthTestable(x.base, x.head)).length;
  const m = gatedPairs.filter((p) => p.base.length >= 2 && p.head.length >= 2).length + healthTests;
  const k = gatedPairs.filter((p) => 'fresh' in p).length;
  const byKey = new Map<string, CellComparison>();
  const overall: CellComparison[] = [];
  const gatedEvaluators = evaluators.filter((ev) => !LOWER_IS_BETTER.has(ev)).length;
  for (const ev of evaluators) {
    const pairs = pairsOf(ev);
    const pool = pooledVariance(pairs);
    for (const p of pairs) byKey.set(`${p.name}\u0000${ev}`, compareValues(p.name, ev, p, { ...opts, m: 'fresh' in p ? k : m }, pool));
    overall.push(compareOverall(ev, pairs, { ...opts, m: gatedEvaluators }, pool));
  }
  return {
    cells: common.flatMap((hc) => evaluators.map((ev) => byKey.get(`${hc.name}\u0000${ev}`)!)),
    overall,
    health: healths.map((x) => compareHealth(x.name, x.base, x.head, opts.alpha / Math.max(1, m))),
    added: head.cases.filter((c) => !baseCases.has(c.name)).map((c) => c.name),
    removed: base.cases.filter((c) => !headNames.has(c.name)).map((c) => c.name),
    minEffect: opts.minEffect,
  };
}
