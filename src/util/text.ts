// Small helpers shared by every stage.

/** A value as text: strings as they are, anything else as JSON, nothing as "". */
export const asText = (v: unknown): string => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * Text for a log line: one line, and never a GitHub workflow command (`::error::`,
 * `::stop-commands::`), which the runner would obey at the start of any line of output.
 */
export const logLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/^(\s*)::/, '$1 ::');

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A JSON object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);
