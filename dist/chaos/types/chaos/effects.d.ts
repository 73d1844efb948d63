import { type Lie } from './lies.js';
import type { EffectSpec, EffectType } from './types.js';
export declare const ERROR_EFFECTS: ReadonlySet<EffectType>;
/** Ambiguous failures: the tool runs (its effect happens), then the call fails. */
export declare const AFTER_EFFECTS: ReadonlySet<EffectType>;
export declare const DEFAULT_MESSAGES: Record<string, string>;
/** What the fault log adds to an ambiguous failure's detail: the harness knows the effect happened. */
export declare const EFFECT_HAPPENED = "the tool acted: its effect happened";
/** The instruction inject_instruction adds to a result: to call a tool, to repeat a canary, or the config's text. */
export declare function injectedInstruction(e: Pick<EffectSpec, 'call_tool' | 'canary' | 'instruction'>): string;
export declare const DEFAULT_MAX_LENGTH = 10;
export declare const DEFAULT_RATIO = 0.5;
export interface InjectedError {
    effect: EffectType;
    message: string;
    delayMs: number;
    /** Ambiguous: raised after the tool ran, so its effect happened. */
    afterEffect?: boolean;
}
/** Lies rewritten into the result (wrong_entity changes the call itself: CallPlan.substitute). */
export declare const LIE_EFFECTS: ReadonlySet<EffectType>;
/** The decision for one call: an error to raise instead of calling, or transforms for its result. */
export interface CallPlan {
    error?: InjectedError;
    /** wrong_entity: call the tool for another value of one argument. */
    substitute?: EffectSpec;
    transforms: EffectSpec[];
    /** Every effect that fired, in order (for fault records). */
    fired: EffectType[];
    /** slow_success: the tool's answer is held this long (ms). */
    slowMs?: number;
}
/** Decides which effects fire on this call. The first error effect that fires wins. */
export declare function planCall(effects: EffectSpec[], rand: () => number): CallPlan;
/** The error an injected failure raises in TypeScript agents (name = effect type, e.g. "timeout"). */
export declare class ChaosError extends Error {
    readonly effect: EffectType;
    constructor(effect: EffectType, message: string);
}
/**
 * Data effects applied to a result, with what each changed (for the fault log), and whether it
 * changed anything: a truncation to a length no value reaches damages nothing, and must not count
 * as damaged data the agent should have noticed.
 */
export declare function transformResultWithDetails(result: unknown, transforms: EffectSpec[], rand: () => number): {
    value: unknown;
    details: string[];
    changed: boolean[];
    lies: (Lie | undefined)[];
};
/**
 * Applies data effects to a result. JSON text is parsed, transformed and serialized again, so tools
 * that return JSON strings (MCP text content, many HTTP tools) are corrupted like objects.
 */
export declare function transformResult(result: unknown, transforms: EffectSpec[], rand: () => number): unknown;
