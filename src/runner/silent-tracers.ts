// Setups known to send no span to the OTLP endpoint agent-chaos gives the agent, told by the run's
// environment: a run that left no span names the setup's own cause and fix instead of the generic
// "export and flush". Each was measured with the real packages (docs/frameworks.md).

interface SilentTracer {
  /** The run's environment shows the setup. */
  shows: (env: NodeJS.ProcessEnv) => boolean;
  /** Why no span came, and what the user does instead. */
  cause: string;
}

const on = (v: string | undefined) => v?.toLowerCase() === 'true';

const SILENT: SilentTracer[] = [
  {
    // langsmith 0.12 with langchain 1.5 (createAgent): nothing reached the endpoint, even with a span
    // opened around the call, and the LangSmith client kept the process alive retrying its API.
    shows: (env) =>
      env.LANGSMITH_TRACING_MODE?.toLowerCase() === 'otel' ||
      on(env.LANGSMITH_OTEL_ENABLED) ||
      (on(env.OTEL_ENABLED) && on(env.LANGSMITH_TRACING)),
    cause:
      "LangSmith's OTel mode is on (LANGSMITH_TRACING_MODE=otel or LANGSMITH_OTEL_ENABLED): in JavaScript it sends LangChain's " +
      'runs to no OTLP endpoint of the agent, and its client keeps the process alive retrying the LangSmith API. Trace ' +
      "LangChain with OpenInference's LangChain instrumentation instead and turn LangSmith's OTel mode off for the chaos run " +
      '(docs/frameworks/langgraph.md: the same setup works with createAgent).',
  },
];

/** The known cause of a run that left no span, if the run's environment shows one. */
export function silentTracerCause(env: NodeJS.ProcessEnv): string | undefined {
  return SILENT.find((s) => s.shows(env))?.cause;
}
