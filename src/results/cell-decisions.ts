// The cells decided look by look: each cell's share of alpha over the cells still being decided,
// and its verdict at each look.
import { BETA_CLEAN, efficacyBounds, futilityMargins } from './sequential.js';
import { round } from './stats.js';
import { type CellLooks, type Sequential, describe, emptyCell, inJudgeTerms, pText, stats } from './cell-test.js';
import { type CellComparison, type Runs, gatable } from './comparison.js';

/** A cell of one evaluator and case, with its runs on each look and the pooled variance at each. */
interface DecidingCell {
  ev: string;
  looks: CellLooks;
  pools: Map<number, { variance: number; df: number }>;
  /** Runs lost to the runner on each side (crashed, timed out, no session): more runs can replace them. */
  lost: { base: number; head: number; runs: number };
}

export const usable = (l: Runs) => l.base.length >= 2 && l.head.length >= 2;

/**
 * The sequential decision of every cell of one evaluator family over the looks. `live(k)`: the
 * gated cells still being decided at look k (their number splits alpha, Bonferroni on live cells).
 */
export function decideAll(cells: DecidingCell[], extraTests: number, o: Sequential): Map<string, CellComparison> {
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
export const readingRoom = (q: number | undefined, l: Runs) =>
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
