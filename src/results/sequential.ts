// The group-sequential decision of a cell: it is looked at after the first round and after each
// batch of extra runs, on all its runs so far. A drop is "regressed" when its z statistic crosses an
// efficacy boundary computed from an alpha-spending function (Hwang-Shih-DeCani, gamma -2: a clear
// drop is decided on the first round, and most of the alpha is left for the last looks, where a drop
// hidden in noise is decided); it is "unchanged" when
// it falls under a futility bound (non-binding: the boundaries are computed as if it never stopped a
// cell, so stopping early cannot raise the false-alarm rate); otherwise more runs decide it, up to a
// cap. The boundaries are exact for the Brownian-motion model of the z statistics (numerical
// integration over a grid, as in Jennison & Turnbull, Group Sequential Methods, ch. 19).

/** Upper tail of the standard normal, accurate in the far tail (erfc, Chebyshev fit, relative error < 1.2e-7). */
export function normalUpper(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** The z with upper tail p. */
export function normalQuantileUpper(p: number): number {
  if (p <= 0) return Infinity;
  if (p >= 1) return -Infinity;
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 200 && hi - lo > 1e-10; i++) {
    const mid = (lo + hi) / 2;
    if (normalUpper(mid) > p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The spending function's shape (Hwang, Shih and DeCani): -4 is close to O'Brien-Fleming, 1 to Pocock. */
export const SPENDING_GAMMA = -2;

/** The alpha spent by information fraction t (one-sided level alpha; Hwang-Shih-DeCani spending). */
export function spent(t: number, alpha: number, gamma = SPENDING_GAMMA): number {
  if (t >= 1) return alpha;
  if (t <= 0) return 0;
  return gamma === 0 ? alpha * t : (alpha * (1 - Math.exp(-gamma * t))) / (1 - Math.exp(-gamma));
}

const density = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const GRID = 121; // points of the grid: boundaries within 0.002 of a 241-point grid's, in a third of the time
const cache = new Map<string, number[]>();

/**
 * The efficacy boundaries z_1..z_K for looks at information fractions t (increasing, the last <= 1)
 * that spend `alpha` by spent(): under no change, P(some Z_k >= z_k) = spent(t_K, alpha).
 */
export function efficacyBounds(t: number[], alpha: number, gamma = SPENDING_GAMMA): number[] {
  const key = `${alpha}|${gamma}|${t.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const bounds: number[] = [];
  // The sub-density of the score S_k = Z_k sqrt(t_k) on a grid, over the paths not stopped yet.
  let xs: number[] = [];
  let ws: number[] = [];
  let used = 0;
  for (let k = 0; k < t.length; k++) {
    const target = Math.max(0, spent(t[k], alpha, gamma) - used);
    used += target;
    const sdAll = Math.sqrt(t[k]);
    if (k === 0) {
      const b = target > 0 ? normalQuantileUpper(target) * sdAll : Infinity;
      const top = Math.min(b, 10 * sdAll);
      const lo = -10 * sdAll;
      const step = (top - lo) / (GRID - 1);
      xs = Array.from({ length: GRID }, (_, i) => lo + i * step);
      ws = xs.map((x, i) => (density(x / sdAll) / sdAll) * step * (i === 0 || i === GRID - 1 ? 0.5 : 1));
      bounds.push(b / sdAll);
      continue;
    }
    const sd = Math.sqrt(Math.max(1e-12, t[k] - t[k - 1]));
    const exceed = (b: number) => xs.reduce((p, x, i) => p + ws[i] * normalUpper((b - x) / sd), 0);
    let b = Infinity;
    if (target > 0) {
      let lo = xs[0] - 10 * sd;
      let hi = 40 * sdAll;
      for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
        const mid = (lo + hi) / 2;
        if (exceed(mid) > target) lo = mid;
        else hi = mid;
      }
      b = (lo + hi) / 2;
    }
    bounds.push(b / sdAll);
    const lo = xs[0] - 6 * sd;
    const top = Math.min(b, xs[xs.length - 1] + 10 * sd);
    const step = (top - lo) / (GRID - 1);
    const ys = Array.from({ length: GRID }, (_, i) => lo + i * step);
    ws = ys.map(
      (y, j) =>
        xs.reduce((p, x, i) => p + ws[i] * (density((y - x) / sd) / sd), 0) *
        step *
        (j === 0 || j === GRID - 1 ? 0.5 : 1),
    );
    xs = ys;
  }
  cache.set(key, bounds);
  return bounds;
}

/**
 * The power side of the design: a cell is built to catch a drop of `gate.detect` (0.3) in 90% of
 * pull requests. Its futility boundary spends that 10% over the looks like the efficacy boundary
 * spends alpha (the same integration: under the alternative, detect/se - Z is a driftless Brownian
 * motion in information time), with a gamma that spends early, so an unchanged cell stops as soon as
 * its runs rule a drop of `detect` out. Non-binding: the efficacy boundaries ignore it.
 */
export const BETA = 0.1;
export const BETA_GAMMA = 1;

/** The futility margins c_1..c_K: a cell is unchanged at look k when drop + c_k * se1 < detect. */
/**
 * A head whose runs all scored the same, no lower than the base's mean, shows no sign of a share of
 * failing runs: it is unchanged once a drop of `detect` would have shown one with this chance. The
 * futility margins spend it too where the base never failed: any failing head run is a sign there.
 */
export const BETA_CLEAN = 0.03;

export const futilityMargins = (t: number[], beta = BETA): number[] => efficacyBounds(t, beta, BETA_GAMMA);

/** The z of a one-sided p-value (the t test's, for small samples). */
export const zOf = (p: number): number => normalQuantileUpper(Math.min(1, Math.max(1e-300, p)));
