// The small pieces of wording every section of the report shares: numbers, verdict symbols, ages.
import type { CellComparison, Verdict } from '../results/compare.js';
import { twoDecimals } from '../util/text.js';

export const isFaultNote = (n: string) =>
  /not exercised|never fired although|but the trace has no such call|model fault .* never fired|has no model-call span|changed nothing in/.test(
    n,
  );

const SYMBOL: Record<Verdict, string> = {
  regressed: '🔴 regressed',
  improved: '🟢 improved',
  unchanged: '⚪ unchanged',
  inconclusive: '🟡 undecided',
};

export const num = twoDecimals;

export const signed = (x: number | null) => (x === null ? '–' : `${x > 0 ? '+' : ''}${x.toFixed(2)}`);

/** The tested difference: of the share of passing runs where that is tested ("-0.40 pass"), else of the mean. */
export const deltaOf = (c: CellComparison): string =>
  c.passDelta === undefined ? signed(c.delta) : c.passDelta === null ? '–' : `${signed(c.passDelta)} pass`;

/** The 95% interval of a difference, as the tables show it. */
export const interval = (c: CellComparison): string | undefined =>
  c.ci ? `[${num(c.ci[0])}, ${num(c.ci[1])}]` : undefined;

export function verdictCell(c: CellComparison): string {
  let v = SYMBOL[c.verdict];
  if (c.flaky) v += ' ⚠️ flaky';
  if (c.advisory) v += ' (advisory: the judge is not admitted for it)';
  else if (!c.gated) v += ' (not gated)';
  if (c.verdict === 'inconclusive' && c.repeatsNeeded) v += `, ~${c.repeatsNeeded} runs a side would decide it`;
  return v;
}

export function age(iso: string | undefined, now: number): string {
  if (!iso) return '';
  const days = Math.floor((now - Date.parse(iso)) / 86_400_000);
  return Number.isNaN(days) ? '' : days <= 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A reason as the judge gave it, without a source prefix the label already carries. */
export const reasonText = (r: string | undefined) => (r ?? '').replace(/^Heuristic: /, '');

/** A section folded under a one-line summary (the summary is the caller's own words, not agent text). */
export const fold = (summary: string, body: string): string =>
  body.trim() ? `<details><summary>${summary}</summary>\n\n${body.trim()}\n\n</details>` : '';
