import type { EffectSpec } from './types.js';
export interface Change {
    path: string;
    before: unknown;
    after: unknown;
}
export interface Lie {
    detectable: boolean;
    /** How the agent could tell, or why it could not. */
    tell: string;
    changes: Change[];
}
export declare const DEFAULT_AGE_MS: number;
export declare const DEFAULT_RELATIVE = 0.2;
type Json = unknown;
/**
 * Applies a lie (effect types empty_result, stale_data, swap_fields, plausible_values) to a result.
 * wrong_entity changes the call, not the result: see wrongEntityArgs.
 */
export declare function applyLie(result: Json, e: EffectSpec, rand: () => number, now?: number): {
    value: Json;
    lie: Lie;
};
/**
 * wrong_entity: the arguments of the same tool for another value of one argument (`argument`, else
 * the first text argument), so the tool answers about another entity. Undefined when the call has
 * no such argument.
 */
export declare function wrongEntityArgs(args: Json, e: EffectSpec): {
    args: Json;
    argument: string;
    asked: Json;
} | undefined;
/** The lie of a wrong_entity call: detectable when the result names the other entity. */
export declare function wrongEntityLie(result: Json, e: EffectSpec, argument: string, asked: Json): Lie;
/** The lie in words, for the fault log, the judge and the report. */
export declare function describeLie(effect: string, lie: Lie): string;
export {};
