// Untrusted JSON (a journal line, a trace, a tool's arguments) may nest arrays and objects 100,000
// deep: JSON.parse takes it, and then every recursive walk after it (redaction, hashing, rendering,
// JSON.stringify) overflows the stack and ends the job with no verdict. The depth is read before the
// parse, in one pass (strings skipped with indexOf), and a deeper text is refused by the reader,
// which skips its line with a note or keeps the text as text.

/** Deeper than any trace, journal or tool payload seen: OTLP's own nesting is under 12. */
export const MAX_JSON_DEPTH = 256;

/** True when the JSON text nests arrays and objects deeper than `max` (linear in the text). */
export function nestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  if (text.length <= 2 * max) return false; // each level takes two characters
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = stringEnd(text, i);
      if (i < 0) return false; // unterminated: JSON.parse says so
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** The index of the quote closing the string opened at `at` (a run of backslashes is read once). */
function stringEnd(text: string, at: number): number {
  for (let j = text.indexOf('"', at + 1); j >= 0; j = text.indexOf('"', j + 1)) {
    let k = j - 1;
    while (text.charCodeAt(k) === 0x5c) k--;
    if ((j - 1 - k) % 2 === 0) return j;
  }
  return -1;
}

export class TooDeep extends Error {
  constructor(max = MAX_JSON_DEPTH) {
    super(`nested deeper than ${max} levels`);
  }
}

/** JSON.parse of untrusted text, refusing (TooDeep) what nests deeper than `max`. */
export function parseBounded(text: string, max = MAX_JSON_DEPTH): unknown {
  if (nestsDeeper(text, max)) throw new TooDeep(max);
  return JSON.parse(text);
}

/**
 * A parsed value with whatever nests deeper than `max` replaced by `mark` (a value that did not come
 * through parseBounded: a CloudWatch record's attribute object). The walk stops at `max` levels.
 */
export function cutDepth(v: unknown, max: number, mark: string, depth = 0): unknown {
  if (!v || typeof v !== 'object') return v;
  if (depth >= max) return mark;
  if (Array.isArray(v)) return v.map((x) => cutDepth(x, max, mark, depth + 1));
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = cutDepth((v as Record<string, unknown>)[k], max, mark, depth + 1);
  return out;
}
