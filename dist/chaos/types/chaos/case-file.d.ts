import type { CaseFile, EffectSpec } from './types.js';
export declare const CASE_FILE_ENV = "AGENT_CHAOS_CASE_FILE";
export declare const FAULT_LOG_ENV = "AGENT_CHAOS_FAULT_LOG";
export declare function readCaseFile(path: string): CaseFile;
/** The active case, or undefined when the agent runs outside agent-chaos. */
export declare class ChaosSession {
    readonly caseFile: CaseFile;
    private readonly faultLog?;
    private readonly calls;
    constructor(caseFile: CaseFile, faultLog?: string | undefined);
    static fromEnv(env?: NodeJS.ProcessEnv): ChaosSession | undefined;
    effectsFor(tool: string): EffectSpec[];
    /** A generator for the next call of `tool`: the k-th call always gets the same draws. */
    nextCallRandom(tool: string): () => number;
    /** Appends fired faults to the fault log, so the runner knows which faults fired. */
    recordFault(tool: string, effect: string): void;
}
