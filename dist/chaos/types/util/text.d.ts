/** A value as text: strings as they are, anything else as JSON, nothing as "". */
export declare const asText: (v: unknown) => string;
/**
 * Text for a log line: one line, and never a GitHub workflow command (`::error::`,
 * `::stop-commands::`), which the runner would obey at the start of any line of output.
 */
export declare const logLine: (text: string) => string;
export declare const sleep: (ms: number) => Promise<void>;
/** A JSON object (not null, not an array). */
export declare const isRecord: (v: unknown) => v is Record<string, any>;
