// The 95% Wilson score lower bound of a rate: what a certificate, an admission and the offline judge's
// sure rules require of k agreements in n.
const z95 = 1.959964;

/** The 95% Wilson score lower bound of k successes in n (0 without a trial). */
export function wilsonLower(k: number, n: number): number {
  if (!n) return 0;
  const p = k / n;
  const z2 = z95 * z95;
  const centre = p + z2 / (2 * n);
  const half = z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return Math.max(0, (centre - half) / (1 + z2 / n));
}
