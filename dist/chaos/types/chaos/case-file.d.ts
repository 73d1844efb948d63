import type { Lie } from './lies.js';
import type { CaseFile, EffectSpec } from './types.js';
export declare const CASE_FILE_ENV = "AGENT_CHAOS_CASE_FILE";
export declare const FAULT_LOG_ENV = "AGENT_CHAOS_FAULT_LOG";
/** The fault log's effect name of a tool's declared annotations (a record, not a fault). */
export declare const ANNOTATIONS = "tool_annotations";
export declare function readCaseFile(path: string): CaseFile;
/** The active case, or undefined when the agent runs outside agent-chaos. */
export declare class ChaosSession {
    readonly caseFile: CaseFile;
    private readonly faultLog?;
    private readonly calls;
    constructor(caseFile: CaseFile, faultLog?: string | undefined);
    static fromEnv(env?: NodeJS.ProcessEnv): ChaosSession | undefined;
    /**
     * The case of this process, or of the nearest ancestor that has one. MCP clients start their
     * servers with a filtered environment (the official SDKs pass only PATH, HOME and a few more), so
     * the MCP proxy, started by the agent as a server, looks the case up in the agent's environment
     * (Linux /proc) when its own environment does not carry it.
     */
    static fromEnvOrAncestors(env?: NodeJS.ProcessEnv): ChaosSession | undefined;
    effectsFor(tool: string): EffectSpec[];
    /** A generator for the next call of `tool`: the k-th call always gets the same draws. */
    nextCallRandom(tool: string): () => number;
    /** The draws of call `index` of `tool`, again (the same result's parts get the same change). */
    randomFor(tool: string, index: number): () => number;
    /** The next call of `tool`: its index among the tool's calls (0-based) and its random draws. */
    nextCall(tool: string): {
        index: number;
        rand: () => number;
    };
    /**
     * Appends a fired fault to the fault log, so the runner knows which faults fired on which call
     * of the tool and what they changed, whatever the trace shows.
     */
    /** `noop`: the effect fired but changed nothing (a data effect with nothing to damage). */
    /** `lie`: what a lying effect changed (paths, before, after) and whether the agent could tell. */
    recordFault(tool: string, effect: string, call?: number, detail?: string, noop?: boolean, lie?: Lie): void;
    /**
     * What an MCP server declares of a tool's effects (its annotations), once per tool: which tools
     * change state, for the side-effect check. Not a fault.
     */
    recordAnnotations(tool: string, annotations: Record<string, boolean>): void;
    private readonly declared;
    private append;
}
