// Setups known to send no span, or no tool call, to the OTLP endpoint agent-chaos gives the agent,
// told by the run's environment: such a run names the setup's own cause and fix instead of the
// generic "export and flush". Each was measured with the real packages (docs/frameworks.md).
import type { Session } from '../trace/session.js';

interface SilentTracer {
  /** The run's environment shows the setup. */
  shows: (env: NodeJS.ProcessEnv) => boolean;
  /** Why no span came, and what the user does instead. */
  cause: string;
}

const on = (v: string | undefined) => v?.toLowerCase() === 'true';

const SILENT: SilentTracer[] = [
  {
    // langsmith 0.12 with langchain 1.5 (createAgent): its translator writes each LangChain run onto
    // the OTel span active when the run starts and opens none of its own. Without initializeOTEL()
    // and a span around the call nothing reaches the endpoint; with them, that one span arrives,
    // overwritten by the runs, with no tool call in it.
    shows: (env) =>
      env.LANGSMITH_TRACING_MODE?.toLowerCase() === 'otel' ||
      on(env.LANGSMITH_OTEL_ENABLED) ||
      (on(env.OTEL_ENABLED) && on(env.LANGSMITH_TRACING)),
    cause:
      "LangSmith's OTel mode is on (LANGSMITH_TRACING_MODE=otel or LANGSMITH_OTEL_ENABLED): in JavaScript it opens no span " +
      "for LangChain's runs but writes each onto the span active when it starts (none, unless initializeOTEL() and a " +
      "traceable wrap the call), so no tool call reaches the trace. Trace LangChain with OpenInference's LangChain " +
      "instrumentation or OpenLLMetry instead and turn LangSmith's OTel mode off for the chaos run " +
      '(docs/frameworks/langgraph.md, docs/frameworks/openllmetry.md#with-langchain-v1).',
  },
];

/** The known cause of a run that left no span, if the run's environment shows one. */
export function silentTracerCause(env: NodeJS.ProcessEnv): string | undefined {
  return SILENT.find((s) => s.shows(env))?.cause;
}

/**
 * The known cause of a run whose trace came but holds no tool call, if the run's environment shows
 * a setup that leaves them out.
 */
export function thinTraceCause(env: NodeJS.ProcessEnv, session: Session): string | undefined {
  if (session.toolCalls.some((c) => !c.untraced)) return undefined;
  const cause = silentTracerCause(env);
  return cause && `the trace shows no tool call: ${cause}`;
}
