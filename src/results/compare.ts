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
import { isOracle } from '../config/schema.js';
import { type Health, healthOf, healthText } from './evidence.js';
import type { Results } from './schema.js';
import { fisherOneSided, mean, round } from './stats.js';
import { decideAll } from './cell-decisions.js';
import {
  type Pair,
  type Sequential,
  cellVariance,
  emptyCell,
  idleCell,
  idleCellsOf,
  inJudgeTerms,
  leaveMixed,
  leaveUnread,
  looksOf,
  pText,
  pairOf,
  pooledVariance,
  twoInstruments,
  scoresOf,
  sideOf,
  tTest,
  unmatchedCell,
} from './cell-test.js';
import {
  type CellComparison,
  type CompareOptions,
  type Comparison,
  type HealthComparison,
  type Side,
  gatable,
} from './comparison.js';

export {
  type CellComparison,
  type CompareOptions,
  type Comparison,
  type HealthComparison,
  type Side,
  type Verdict,
  LOWER_IS_BETTER,
  changeText,
  gatable,
  sideText,
} from './comparison.js';
export { PRIOR, pooledVariance } from './cell-test.js';

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
  const mixed = twoInstruments(base, head);
  return {
    cells: common
      .flatMap((hc) =>
        evaluators.map((ev) =>
          idle(hc, ev)
            ? idleCell(baseCases.get(hc.name)!, hc, ev)
            : leaveMixed(leaveUnread(decided.get(`${hc.name}\u0000${ev}`)!, baseCases.get(hc.name)!, hc), mixed),
        ),
      )
      .concat(common.flatMap((hc) => unmatched.map((ev) => unmatchedCell(baseCases.get(hc.name)!, hc, ev)))),
    overall: overall.map((c) => leaveMixed(c, mixed)),
    health: healths.map((x) => compareHealth(x.name, x.base, x.head, first)),
    added: head.cases.filter((c) => !baseCases.has(c.name)).map((c) => c.name),
    removed: base.cases.filter((c) => !headNames.has(c.name)).map((c) => c.name),
    minEffect: opts.minEffect,
  };
}
