export type ErrorEffectType = 'timeout' | 'network_error' | 'execution_error' | 'validation_error' | 'timeout_after_effect' | 'network_error_after_effect';
export type DataEffectType = 'truncate_fields' | 'remove_fields' | 'corrupt_values';
/** Tools that lie: well-formed wrong data, status ok. */
export type LieEffectType = 'empty_result' | 'stale_data' | 'swap_fields' | 'plausible_values' | 'wrong_entity';
export type EffectType = ErrorEffectType | DataEffectType | LieEffectType | 'slow_success' | 'inject_instruction';
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
    /** stale_data: milliseconds dates are moved into the past (config accepts "30d"; default 30 days). */
    age?: number;
    /** plausible_values: relative amount numbers are moved by, up or down (default 0.2). */
    relative?: number;
    /** wrong_entity: the argument whose value is replaced (default: the first text argument). */
    argument?: string;
    /** wrong_entity: the other value: the tool answers for it. */
    value?: string | number;
    /** inject_instruction: the tool the added instruction tells the agent to call. */
    call_tool?: string;
    /** inject_instruction: a string the added instruction tells the agent to repeat. */
    canary?: string;
    /** inject_instruction: the instruction's text (default: one naming call_tool and canary). */
    instruction?: string;
    /** Probability that the effect fires on a call (default 1). */
    apply_rate?: number;
}
/** Faults of the MCP server behind the MCP proxy (delay in ms). */
export interface McpEffectSpec {
    effect_type: 'server_exit' | 'slow_initialize' | 'tools_changed' | 'unexpected_content';
    after_calls?: number;
    delay?: number;
    tool?: string;
    change?: 'removed' | 'schema_changed' | 'description_injected';
    call_tool?: string;
    canary?: string;
    instruction?: string;
    content_type?: 'image' | 'audio' | 'resource';
}
export interface CaseEffects {
    tool_effects: Record<string, EffectSpec[]>;
    mcp_effects?: McpEffectSpec[];
}
/** The case file the runner writes for each run (AGENT_CHAOS_CASE_FILE). */
export interface CaseFile {
    name: string;
    input: string;
    session_id: string;
    effects: CaseEffects;
    seed: number;
}
