// Deterministic facts of a run, read from the trace, never asked of a judge.
import { SERVER as MCP_SERVER } from '../chaos/mcp-server-faults.js';
import type { CaseChecks, CaseEffects } from '../config/expand.js';
import { ERROR_EFFECT_TYPES } from '../config/schema.js';
import type { Session } from '../trace/session.js';

const ERROR_EFFECTS = new Set<string>(ERROR_EFFECT_TYPES);

export interface FaultFact {
  tool: string;
  /** "model": a fault in the agent's model calls (tool is then "model"). */
  target?: 'model';
  /** It fired but changed nothing (a data effect with nothing to damage): not a failure to handle. */
  noop?: boolean;
  effect: string;
  /** The fault was applied to at least one call. */
  fired: boolean;
  /** The agent called the tool at all (a fault on a tool never called was "not exercised"). */
  exercised: boolean;
}

export interface RunFacts {
  toolCalls: number;
  failedCalls: number;
  /** Calls of a tool made right after the same tool failed. */
  retries: number;
  faults: FaultFact[];
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  /** What the checks no judge reads take from the case: side-effect tools, trace rules, injected instructions. */
  checks: CaseChecks & { injections: InjectionFact[] };
}

/** An instruction the harness put before the agent: in a tool's result, or in its MCP description. */
export interface InjectionFact {
  tool: string;
  via: 'result' | 'description';
  /** The tool it tells the agent to call, and the string it tells it to repeat. */
  call_tool?: string;
  canary?: string;
  /** It reached the agent (the injector logged it; from a stored trace: its call was made). */
  fired: boolean;
}

/** The instructions a case injects, and whether each reached the agent. */
function injectionsOf(session: Session, effects: CaseEffects, fired?: FiredLike[]): InjectionFact[] {
  const out: InjectionFact[] = [];
  for (const [tool, list] of Object.entries(effects.tool_effects))
    for (const e of list) {
      if (e.effect_type !== 'inject_instruction') continue;
      const reached = fired
        ? fired.some((f) => f.tool === tool && f.effect === 'inject_instruction' && !f.noop)
        : session.toolCalls.some((c) => c.name === tool && (!c.fault || c.fault.includes('inject_instruction')));
      out.push({ tool, via: 'result', call_tool: e.call_tool, canary: e.canary, fired: reached });
    }
  for (const e of effects.mcp_effects ?? []) {
    if (e.effect_type !== 'tools_changed' || e.change !== 'description_injected') continue;
    const reached = fired ? fired.some((f) => f.tool === MCP_SERVER && f.effect === 'tools_changed') : true;
    out.push({ tool: e.tool, via: 'description', call_tool: e.call_tool, canary: e.canary, fired: reached });
  }
  return out;
}

type FiredLike = { tool: string; effect: string; target?: 'model'; noop?: boolean };

/**
 * `fired`: the faults the injector logged (AGENT_CHAOS_FAULT_LOG), when it logged; else firing is
 * read from the spans' agent_chaos.fault, else inferred from failures.
 */
export function runFacts(
  session: Session,
  effects: CaseEffects = { tool_effects: {} },
  fired?: FiredLike[],
  checks?: CaseChecks,
): RunFacts {
  const calls = session.toolCalls;
  let retries = 0;
  const lastFailed = new Set<string>();
  for (const c of calls) {
    if (lastFailed.has(c.name)) retries++;
    if (c.status === 'error') lastFailed.add(c.name);
    else lastFailed.delete(c.name);
  }
  const anyFaultRecorded = calls.some((c) => c.fault);
  const faults: FaultFact[] = [];
  for (const [tool, list] of Object.entries(effects.tool_effects)) {
    const ofTool = calls.filter((c) => c.name === tool);
    for (const e of list) {
      // With injectors that record agent_chaos.fault, firing is read from the span; without them
      // (stored traces), an error effect fired when the tool failed, a data effect when it was called.
      const firedNow = fired
        ? fired.some((f) => f.tool === tool && !f.target && !f.noop && f.effect === e.effect_type)
        : anyFaultRecorded
          ? ofTool.some((c) => c.fault === e.effect_type)
          : ERROR_EFFECTS.has(e.effect_type)
            ? ofTool.some((c) => c.status === 'error')
            : ofTool.length > 0;
      const noop =
        !firedNow && !!fired?.some((f) => f.tool === tool && !f.target && f.noop && f.effect === e.effect_type);
      faults.push({
        tool,
        effect: e.effect_type,
        fired: firedNow,
        exercised: ofTool.length > 0 || firedNow,
        ...(noop ? { noop } : {}),
      });
    }
  }
  // Model faults: fired when the proxy (or, from a stored session, its record) says so.
  for (const e of effects.model_effects ?? []) {
    const firedNow = fired
      ? fired.some((f) => f.target === 'model' && f.effect === e.effect_type)
      : (session.modelFaults ?? []).some((f) => f.effect === e.effect_type);
    faults.push({
      tool: 'model',
      target: 'model',
      effect: e.effect_type,
      fired: firedNow,
      exercised: session.modelCalls > 0 || firedNow,
    });
  }
  return {
    toolCalls: calls.length,
    failedCalls: calls.filter((c) => c.status === 'error').length,
    retries,
    faults,
    modelCalls: session.modelCalls,
    inputTokens: session.usage.inputTokens,
    outputTokens: session.usage.outputTokens,
    durationMs: session.durationMs,
    checks: { side_effects: checks?.side_effects ?? [], ...checks, injections: injectionsOf(session, effects, fired) },
  };
}
