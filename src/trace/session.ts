// The normalized session: the contract between trace ingestion and everything downstream
// (evaluators, results, sessions.jsonl, `inspect --json`). sessionSchema checks one read from
// another job's files (untrusted): field types and sizes; unknown fields are kept.
import { z } from 'zod';

export type Dialect = 'genai' | 'strands' | 'openinference' | 'openllmetry' | 'aisdk' | 'genkit' | 'voltagent';

export interface ToolCall {
  name: string;
  callId?: string;
  arguments: unknown;
  result: unknown;
  status: 'ok' | 'error';
  error?: { type: string; message: string };
  spanId: string;
  /** The agent span the call ran under, when the trace has one. */
  agentSpanId?: string;
  startTime: string;
  endTime: string;
  /** Effect type when agent-chaos injected this failure (span attribute agent_chaos.fault, or the fault log). */
  fault?: string;
  /** What the injected fault did ("removed fields: price", the injected error message), from the fault log. */
  faultDetail?: string;
  /**
   * "harness": the fault is in the harness's own fault log. Without it, `fault` is what the trace's
   * span attribute says (written by the agent's side): shown to judges as the trace's claim, not as a fact.
   */
  faultFrom?: 'harness';
  /**
   * The trace does not show this call: the harness's fault log says the tool was called and the fault
   * hit it (an untraced tool, a framework whose spans are not read). Its arguments and time are unknown.
   */
  untraced?: boolean;
  /** A lying tool (empty_result, stale_data, ...): what the harness changed and whether the agent could tell. */
  lie?: { detectable: boolean; tell: string; changes: { path: string; before: unknown; after: unknown }[] };
}

export interface ToolDefinition {
  name: string;
  description?: string;
  /** JSON Schema of the input. */
  inputSchema?: unknown;
  /** What an MCP server declares of the tool's effects (readOnlyHint, destructiveHint, idempotentHint). */
  annotations?: Record<string, boolean>;
}

export interface Message {
  role: 'user' | 'assistant' | 'tool';
  text: string;
  spanId?: string;
}

export interface Session {
  sessionId: string;
  traceIds: string[];
  dialect: Dialect;
  input: string;
  finalAnswer: string;
  systemPrompt?: string;
  availableTools?: string[];
  /** The tools as the agent's model saw them (gen_ai.tool.definitions, or the config's tools:). */
  toolDefinitions?: ToolDefinition[];
  toolCalls: ToolCall[];
  messages: Message[];
  modelCalls: number;
  /** Tokens over the session; `byModel`, the same by the model that spent them, where the spans name it. */
  usage: {
    inputTokens: number;
    outputTokens: number;
    byModel?: Record<string, { inputTokens: number; outputTokens: number }>;
  };
  durationMs: number;
  /** Set when agent-chaos ran this session (resource attributes agent_chaos.case / .repeat / .seed). */
  chaos?: { case?: string; repeat?: number; seed?: number };
  /** Faults the model proxy injected into the agent's model calls, on the model-call span each hit. */
  modelFaults?: ModelFaultRecord[];
  /** Each model call's span and times (epoch ms), in order. */
  modelCallTimes?: { spanId: string; start: number; end: number }[];
  /** Model calls that ended asking for a tool (their finish reason), whether or not the trace shows the call. */
  toolRequests?: number;
}

/** The model failed the agent: anything but added latency, unless a later model call got through. */
export const failedTheAgent = (f: ModelFaultRecord): boolean => f.effect !== 'latency' && !f.recovered;

export interface ModelFaultRecord {
  effect: string;
  /** The run's k-th model request (0-based). */
  call: number;
  detail: string;
  /** The model-call span it hit, when the trace has one around its time. */
  spanId?: string;
  /** A later model request was answered normally (an SDK retry recovered). */
  recovered?: boolean;
}

const text = (max: number) => z.string().max(max);
/** A lie as the fault log and sessions from other jobs carry it: bounded. */
export const lieSchema = z.object({
  detectable: z.boolean(),
  tell: text(500),
  changes: z.array(z.object({ path: text(300), before: z.unknown(), after: z.unknown() })).max(20),
});
const toolCallSchema = z.looseObject({
  name: text(500),
  callId: text(500).optional(),
  arguments: z.unknown(),
  result: z.unknown(),
  status: z.enum(['ok', 'error']),
  error: z.object({ type: text(500), message: text(1_000_000) }).optional(),
  spanId: text(100),
  agentSpanId: text(100).optional(),
  startTime: text(100),
  endTime: text(100),
  fault: text(100).optional(),
  faultDetail: text(2000).optional(),
  untraced: z.boolean().optional(),
  faultFrom: z.literal('harness').optional(),
  lie: lieSchema.optional(),
});

export const sessionSchema = z.looseObject({
  sessionId: text(300),
  traceIds: z.array(text(100)).max(100_000),
  dialect: z.enum(['genai', 'strands', 'openinference', 'openllmetry', 'aisdk', 'genkit', 'voltagent']),
  input: text(1_000_000),
  finalAnswer: text(1_000_000),
  systemPrompt: text(1_000_000).optional(),
  availableTools: z.array(text(500)).max(10_000).optional(),
  toolDefinitions: z
    .array(
      z.looseObject({
        name: text(500),
        description: text(10_000).optional(),
        inputSchema: z.unknown().optional(),
        annotations: z.record(text(60), z.boolean()).optional(),
      }),
    )
    .max(1_000)
    .optional(),
  toolCalls: z.array(toolCallSchema).max(100_000),
  messages: z
    .array(
      z.looseObject({
        role: z.enum(['user', 'assistant', 'tool']),
        text: text(1_000_000),
        spanId: text(100).optional(),
      }),
    )
    .max(100_000),
  modelCalls: z.number(),
  usage: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    byModel: z
      .record(text(200), z.object({ inputTokens: z.number(), outputTokens: z.number() }))
      .refine((m) => Object.keys(m).length <= 20, 'at most 20 models')
      .optional(),
  }),
  durationMs: z.number(),
  chaos: z
    .object({ case: text(500).optional(), repeat: z.number().optional(), seed: z.number().optional() })
    .optional(),
  modelFaults: z
    .array(
      z.object({
        effect: text(100),
        call: z.number().int().min(0),
        detail: text(2000),
        spanId: text(100).optional(),
        recovered: z.boolean().optional(),
      }),
    )
    .max(10_000)
    .optional(),
  toolRequests: z.number().int().nonnegative().optional(),
  modelCallTimes: z
    .array(z.object({ spanId: text(100), start: z.number(), end: z.number() }))
    .max(10_000)
    .optional(),
});
