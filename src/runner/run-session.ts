// A run's environment, and its session read from its spans with the faults it was given.

import type { ExpandedCase } from '../config/expand.js';
import type { Config } from '../config/schema.js';
import type { Session } from '../trace/session.js';
import { attributeFaults, attributeModelFaults, withAnnotations } from './attribute-faults.js';
import { withKnownToolNames } from '../trace/tool-names.js';
import type { ModelFault } from './model-faults.js';
import type { Receiver } from './receiver.js';
import type { FiredFault } from './types.js';

/** A run's environment: the allow-listed job environment, agent.env, and the case contract, which wins. */
export function runEnvironment(r: {
  agent: Config['agent'];
  base: NodeJS.ProcessEnv;
  c: ExpandedCase;
  repeat: number;
  seed: number;
  sessionId: string;
  files: { caseFile: string; faultLog: string; answerFile: string };
  endpoint: string;
}): NodeJS.ProcessEnv {
  const resource = [
    `session.id=${r.sessionId}`,
    `agent_chaos.case=${r.c.name}`,
    `agent_chaos.repeat=${r.repeat}`,
    `agent_chaos.seed=${r.seed}`,
  ].map((kv) => {
    const [k, v] = kv.split(/=(.*)/s);
    return `${k}=${encodeURIComponent(v)}`;
  });
  const userResource = r.base.OTEL_RESOURCE_ATTRIBUTES;
  const env: NodeJS.ProcessEnv = {
    ...r.base,
    // The case contract wins over inherited values: it is how runs are told apart.
    AGENT_CHAOS_CASE_FILE: r.files.caseFile,
    AGENT_CHAOS_INPUT: r.c.input,
    AGENT_CHAOS_SESSION_ID: r.sessionId,
    AGENT_CHAOS_FAULT_LOG: r.files.faultLog,
    AGENT_CHAOS_ANSWER_FILE: r.files.answerFile,
    OTEL_EXPORTER_OTLP_ENDPOINT: r.endpoint,
    OTEL_RESOURCE_ATTRIBUTES: [...resource, ...(userResource ? [userResource] : [])].join(','),
    OTEL_BSP_SCHEDULE_DELAY: r.agent.env.OTEL_BSP_SCHEDULE_DELAY ?? '200',
  };
  delete env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  return env;
}

/** The run's session from its spans, with what the trace may lack: the answer, the input, the config's tool definitions. */
export function sessionOf(
  normalize: typeof import('../trace/normalize.js').normalize,
  data: NonNullable<ReturnType<Receiver['take']>>,
  run: { sessionId: string; c: ExpandedCase; repeat: number; seed: number },
  answer: () => string,
  config: Config,
): Session | undefined {
  const { sessionId, c } = run;
  const session = normalize({ spans: data.spans, logs: data.logs, problems: [] }).find(
    (s) => s.sessionId === sessionId,
  );
  if (!session) return undefined;
  // The runner knows which run sent these spans (its endpoint path): its labels stand, whatever
  // resource the agent built in code (one without OTEL_RESOURCE_ATTRIBUTES had no case label, and
  // `eval` of its sessions.jsonl merged the cases).
  session.chaos = { case: c.name, repeat: run.repeat, seed: run.seed };
  if (!session.finalAnswer) session.finalAnswer = answer();
  if (!session.input) session.input = c.input;
  const declared = Object.entries(config.tools);
  if (!session.toolDefinitions?.length && declared.length)
    session.toolDefinitions = declared.map(([name, t]) => ({
      name,
      description: t.description,
      inputSchema: t.input_schema,
    }));
  return session;
}

/** The harness's fault records (the injector's fault log, the model proxy's faults) put on the calls they hit. */
export function withFaults(
  session: Session | undefined,
  logged: FiredFault[] | undefined,
  modelFaults: ModelFault[],
  known: string[],
): { session?: Session; fired?: FiredFault[]; warnings: string[] } {
  const declared = logged?.filter((f) => f.annotations);
  let fired = declared?.length ? logged!.filter((f) => !f.annotations) : logged;
  let warnings: string[] = [];
  // The tools by the names the fault log and the config give them, not an MCP client's spelling.
  if (session)
    ({ session, notes: warnings } = withKnownToolNames(session, [...known, ...(logged ?? []).map((f) => f.tool)]));
  if (session && declared?.length) session = withAnnotations(session, declared);
  if (session && fired?.length) {
    const attributed = attributeFaults(session, fired);
    session = attributed.session;
    warnings = [...warnings, ...attributed.warnings];
  }
  if (modelFaults.length) {
    fired = [
      ...(fired ?? []),
      ...modelFaults.map((f) => ({
        tool: 'model',
        target: 'model' as const,
        effect: f.effect,
        call: f.call,
        detail: f.detail,
      })),
    ];
    if (session) {
      const model = attributeModelFaults(session, modelFaults, session.modelCallTimes ?? []);
      session = model.session;
      warnings = [...warnings, ...model.warnings];
    }
  }
  return { session, fired, warnings };
}
