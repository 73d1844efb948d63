export type ErrorEffectType = 'timeout' | 'network_error' | 'execution_error' | 'validation_error';
export type DataEffectType = 'truncate_fields' | 'remove_fields' | 'corrupt_values';
export type EffectType = ErrorEffectType | DataEffectType;
export interface EffectSpec {
    effect_type: EffectType;
    /** Error effects: the message the call fails with. */
    error_message?: string;
    /** timeout: milliseconds to wait before failing (config accepts "30s" and converts). */
    delay?: number;
    /** truncate_fields: strings are cut to this length (default 10). */
    max_length?: number;
    /** remove_fields: share of top-level keys removed, at least one (default 0.5). */
    remove_ratio?: number;
    /** corrupt_values: share of top-level values replaced with type-breaking ones, at least one (default 0.5). */
    corrupt_ratio?: number;
    /** Probability that the effect fires on a call (default 1). */
    apply_rate?: number;
}
export interface CaseEffects {
    tool_effects: Record<string, EffectSpec[]>;
}
/** The case file the runner writes for each run (AGENT_CHAOS_CASE_FILE). */
export interface CaseFile {
    name: string;
    input: string;
    session_id: string;
    effects: CaseEffects;
    seed: number;
}
