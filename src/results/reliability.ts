// Reliability as readers of agent benchmarks know it: pass^k, the chance that all k runs of a case
// pass, estimated from the n runs made as C(c, k) / C(n, k) with c the passing runs (tau-bench's
// unbiased estimator). A run passes when it left a session and every gated evaluator that judged it
// passed it; a run lost to the runner fails; a run no gated evaluator judged is not counted.
import { gatable } from './compare.js';
import type { RunResult } from './schema.js';

export interface Reliability {
  /** k: the first round's runs (the configured repeat). */
  k: number;
  /** Runs counted, and those that passed. */
  n: number;
  passed: number;
  /** pass^1 (the pass rate) and pass^k; null with fewer than k runs counted. */
  pass1: number | null;
  passK: number | null;
}

/** C(c, k) / C(n, k), as a product so that large n stays finite. */
export function passHatK(n: number, c: number, k: number): number | null {
  if (k < 1 || n < k) return null;
  let p = 1;
  for (let i = 0; i < k; i++) p *= Math.max(0, c - i) / (n - i);
  return p;
}

function passed(r: RunResult): boolean | undefined {
  if (r.status !== 'ok') return r.status === 'cancelled' ? undefined : false;
  const gated = Object.entries(r.scores).filter(([ev, s]) => gatable(ev) && s.pass !== null);
  if (!gated.length) return undefined;
  return gated.every(([, s]) => s.pass === true);
}

const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

export function reliabilityOf(runs: RunResult[]): Reliability {
  const counted = runs.map(passed).filter((x): x is boolean => x !== undefined);
  const good = counted.filter(Boolean).length;
  // A bank's earlier runs estimate pass^k better; they do not change what k is.
  const k = Math.max(1, runs.filter((r) => (r.round ?? 1) === 1 && !r.banked).length);
  return {
    k,
    n: counted.length,
    passed: good,
    pass1: round3(passHatK(counted.length, good, 1)),
    passK: round3(passHatK(counted.length, good, k)),
  };
}
