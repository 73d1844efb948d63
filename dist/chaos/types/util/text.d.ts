/** A value as text: strings as they are, anything else as JSON, nothing as "". */
export declare const asText: (v: unknown) => string;
export declare const sleep: (ms: number) => Promise<void>;
