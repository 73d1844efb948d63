// Severity sweeps: a case run at each level of one fault parameter becomes a degradation curve per
// evaluator (mean and 95% interval per level), and the level at which the agent's score first drops
// below passing. Against a base, whether the PR moved that breaking point, and which way.
import type { Results } from './schema.js';

export interface SweepPoint {
  label: string;
  value: number;
  mean: number | null;
  ci: [number, number] | null;
  n: number;
}

export interface SweepCurve {
  case: string;
  parameter: string;
  evaluator: string;
  points: SweepPoint[];
  /** The first level (mildest first) whose mean is below the threshold; undefined: it never drops. */
  breaksAt?: string;
}

export function sweepCurves(results: Results, evaluator: string, threshold = 0.5): SweepCurve[] {
  const groups = new Map<string, SweepCurve>();
  for (const c of results.cases) {
    if (!c.sweep) continue;
    let curve = groups.get(c.sweep.case);
    if (!curve)
      groups.set(c.sweep.case, (curve = { case: c.sweep.case, parameter: c.sweep.parameter, evaluator, points: [] }));
    const s = c.summary?.[evaluator];
    curve.points.push({
      label: c.sweep.label,
      value: c.sweep.value,
      mean: s?.mean ?? null,
      ci: s?.ci ?? null,
      n: s?.n ?? 0,
    });
  }
  for (const curve of groups.values())
    curve.breaksAt = curve.points.find((p) => p.mean !== null && p.mean < threshold)?.label;
  return [...groups.values()];
}

export type Shift = 'earlier' | 'later' | 'same' | 'new' | 'fixed' | 'never';

/** How the head's breaking point moved from the base's: earlier (worse), later (better), ... */
export function breakShift(head: SweepCurve, base: SweepCurve | undefined): Shift | undefined {
  if (!base) return undefined;
  const at = (c: SweepCurve) => (c.breaksAt === undefined ? -1 : c.points.findIndex((p) => p.label === c.breaksAt));
  const [h, b] = [at(head), at(base)];
  if (h < 0 && b < 0) return 'never';
  if (h < 0) return 'fixed';
  if (b < 0) return 'new';
  return h < b ? 'earlier' : h > b ? 'later' : 'same';
}
