// Small helpers shared by every stage.

/** A value as text: strings as they are, anything else as JSON, nothing as "". */
export const asText = (v: unknown): string => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
