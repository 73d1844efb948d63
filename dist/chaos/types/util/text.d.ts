/** A value as text: strings as they are, anything else as JSON, nothing as "". */
export declare const asText: (v: unknown) => string;
/** Control characters (C0, DEL, C1: U+0085 is a line break to the runner). */
export declare const CONTROL: RegExp;
/**
 * Characters that are not seen but read: every format character (bidi controls, zero-width, the
 * Unicode tags U+E0000-E007F that can spell a hidden instruction to an AI reviewer), variation
 * selectors (U+FE00-FE0F, U+E0100-E01EF), the combining grapheme joiner and the Hangul fillers.
 */
export declare const INVISIBLE: RegExp;
/**
 * Text for a log line: one line, nothing invisible, and never a GitHub workflow command. The runner
 * reads `::command::` after trimming leading white space (its TrimStart also takes U+0085, U+00A0 and
 * the other Unicode spaces), and the legacy `##[command]` anywhere in a line.
 */
export declare const logLine: (text: string) => string;
export declare const sleep: (ms: number) => Promise<void>;
/** A JSON object (not null, not an array). */
export declare const isRecord: (v: unknown) => v is Record<string, any>;
/** A score or difference to two decimals, "–" where there is none. */
export declare const twoDecimals: (x: number | null | undefined) => string;
/** A share as a whole percentage, "–" where there is none. */
export declare const wholePercent: (x: number | null | undefined) => string;
/** A value as one canonical text (keys sorted), JSON text parsed first: tool arguments compared as data. */
export declare function canonicalJson(args: unknown): string;
/**
 * One line of text at most `max` characters, cut at a word's end where one is near (a fix cut
 * mid-word reads as a typo) and marked with an ellipsis.
 */
export declare function cutAtWord(s: string, max: number): string;
