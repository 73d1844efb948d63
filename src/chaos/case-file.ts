// The case contract on the agent's side: the case file the runner wrote, and reproducible
// randomness per call (call k of tool t draws from seed + t + k, whatever the order of calls
// across tools), and the fault log the runner reads back (AGENT_CHAOS_FAULT_LOG, JSON Lines).
import { appendFileSync, readFileSync } from 'node:fs';
import { hashSeed, seededRandom } from '../util/random.js';
import type { Lie } from './lies.js';
import type { CaseFile, EffectSpec } from './types.js';

export const CASE_FILE_ENV = 'AGENT_CHAOS_CASE_FILE';
export const FAULT_LOG_ENV = 'AGENT_CHAOS_FAULT_LOG';
/** The fault log's effect name of a tool's declared annotations (a record, not a fault). */
export const ANNOTATIONS = 'tool_annotations';

export function readCaseFile(path: string): CaseFile {
  let data: any;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${CASE_FILE_ENV}=${path}: cannot read the case file: ${(err as Error).message}`);
  }
  if (!data || typeof data !== 'object' || !data.effects || typeof data.effects.tool_effects !== 'object') {
    throw new Error(
      `${CASE_FILE_ENV}=${path}: not a case file (expected {name, input, session_id, effects: {tool_effects}, seed})`,
    );
  }
  return data as CaseFile;
}

/** The active case, or undefined when the agent runs outside agent-chaos. */
export class ChaosSession {
  private readonly calls = new Map<string, number>();

  constructor(
    readonly caseFile: CaseFile,
    private readonly faultLog?: string,
  ) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): ChaosSession | undefined {
    const path = env[CASE_FILE_ENV];
    return path ? new ChaosSession(readCaseFile(path), env[FAULT_LOG_ENV]) : undefined;
  }

  /**
   * The case of this process, or of the nearest ancestor that has one. MCP clients start their
   * servers with a filtered environment (the official SDKs pass only PATH, HOME and a few more), so
   * the MCP proxy, started by the agent as a server, looks the case up in the agent's environment
   * (Linux /proc) when its own environment does not carry it.
   */
  static fromEnvOrAncestors(env: NodeJS.ProcessEnv = process.env): ChaosSession | undefined {
    const own = ChaosSession.fromEnv(env);
    if (own) return own;
    let pid = process.ppid;
    for (let depth = 0; depth < 8 && pid > 1; depth++) {
      try {
        const vars = Object.fromEntries(
          readFileSync(`/proc/${pid}/environ`, 'utf8')
            .split('\0')
            .filter((kv) => kv.startsWith('AGENT_CHAOS_'))
            .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
        );
        if (vars[CASE_FILE_ENV]) return ChaosSession.fromEnv(vars);
        pid = Number(/^\d+ \(.*\) \S (\d+)/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? 0);
      } catch {
        return undefined; // not Linux, or not ours to read
      }
    }
    return undefined;
  }

  effectsFor(tool: string): EffectSpec[] {
    return this.caseFile.effects.tool_effects[tool] ?? [];
  }

  /** A generator for the next call of `tool`: the k-th call always gets the same draws. */
  nextCallRandom(tool: string): () => number {
    return this.nextCall(tool).rand;
  }

  /** The draws of call `index` of `tool`, again (the same result's parts get the same change). */
  randomFor(tool: string, index: number): () => number {
    return seededRandom(hashSeed(`${this.caseFile.seed}:${tool}:${index}`));
  }

  /** The next call of `tool`: its index among the tool's calls (0-based) and its random draws. */
  nextCall(tool: string): { index: number; rand: () => number } {
    const k = this.calls.get(tool) ?? 0;
    this.calls.set(tool, k + 1);
    return { index: k, rand: seededRandom(hashSeed(`${this.caseFile.seed}:${tool}:${k}`)) };
  }

  /**
   * Appends a fired fault to the fault log, so the runner knows which faults fired on which call
   * of the tool and what they changed, whatever the trace shows.
   */
  /** `noop`: the effect fired but changed nothing (a data effect with nothing to damage). */
  /** `lie`: what a lying effect changed (paths, before, after) and whether the agent could tell. */
  recordFault(tool: string, effect: string, call?: number, detail?: string, noop?: boolean, lie?: Lie): void {
    this.append({ tool, effect, call, detail, ...(noop ? { noop: true } : {}), ...(lie ? { lie } : {}) });
  }

  /**
   * What an MCP server declares of a tool's effects (its annotations), once per tool: which tools
   * change state, for the side-effect check. Not a fault.
   */
  recordAnnotations(tool: string, annotations: Record<string, boolean>): void {
    if (this.declared.has(tool)) return;
    this.declared.add(tool);
    this.append({ tool, effect: ANNOTATIONS, annotations });
  }
  private readonly declared = new Set<string>();

  private append(line: Record<string, unknown>): void {
    if (!this.faultLog) return;
    try {
      appendFileSync(this.faultLog, `${JSON.stringify({ ...line, time: new Date().toISOString() })}\n`);
    } catch {
      // A fault log that cannot be written must not break the agent under test.
    }
  }
}
