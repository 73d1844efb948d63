// Small helpers shared by every stage.

/** A value as text: strings as they are, anything else as JSON, nothing as "". */
export const asText = (v: unknown): string => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Control characters (C0, DEL, C1: U+0085 is a line break to the runner). */
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Characters that are not seen but read: every format character (bidi controls, zero-width, the
 * Unicode tags U+E0000-E007F that can spell a hidden instruction to an AI reviewer), variation
 * selectors (U+FE00-FE0F, U+E0100-E01EF), the combining grapheme joiner and the Hangul fillers.
 */
export const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/gu;

/**
 * Text for a log line: one line, nothing invisible, and never a GitHub workflow command. The runner
 * reads `::command::` after trimming leading white space (its TrimStart also takes U+0085, U+00A0 and
 * the other Unicode spaces), and the legacy `##[command]` anywhere in a line.
 */
export const logLine = (text: string): string =>
  text
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/^(\s*):(?=:)/u, '$1: ')
    .replace(/##\[/g, '# #[');

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A JSON object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A score or difference to two decimals, "–" where there is none. */
export const twoDecimals = (x: number | null | undefined): string =>
  x === null || x === undefined ? '–' : x.toFixed(2);

/** A share as a whole percentage, "–" where there is none. */
export const wholePercent = (x: number | null | undefined): string =>
  x === null || x === undefined ? '–' : `${Math.round(x * 100)}%`;

/** A value as one canonical text (keys sorted), JSON text parsed first: tool arguments compared as data. */
export function canonicalJson(args: unknown): string {
  let v = args;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return v as string;
    }
  }
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

/**
 * One line of text at most `max` characters, cut at a word's end where one is near (a fix cut
 * mid-word reads as a typo) and marked with an ellipsis.
 */
export function cutAtWord(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space).replace(/[\s,;:.]+$/, '') : cut}…`;
}
