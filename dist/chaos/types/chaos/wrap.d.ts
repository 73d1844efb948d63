import { ChaosSession } from './case-file.js';
type AnyFn = (...args: any[]) => any;
/** The process's case, read once. */
export declare function activeChaos(): ChaosSession | undefined;
/** For tests: forget the cached case so the next call reads the environment again. */
export declare function resetChaos(): void;
/** Wraps one tool: `name` is the tool name the case's tool_effects use. */
export declare function wrapTool<F extends AnyFn>(name: string, fn: F): F;
/** Wraps a map of tools ({search_flights: fn, ...}); keys are the tool names. */
export declare function wrapTools<T extends Record<string, AnyFn>>(tools: T): T;
export {};
