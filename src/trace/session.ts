// The normalized session: the contract between trace ingestion and everything downstream
// (evaluators, results, sessions.jsonl, `inspect --json`). Shape given in DESIGN.md.

export type Dialect = 'genai' | 'strands' | 'openinference' | 'openllmetry';

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
  /** Effect type when agent-chaos injected this failure (span attribute agent_chaos.fault). */
  fault?: string;
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
  toolCalls: ToolCall[];
  messages: Message[];
  modelCalls: number;
  usage: { inputTokens: number; outputTokens: number };
  durationMs: number;
  /** Set when agent-chaos ran this session (resource attributes agent_chaos.case / .repeat / .seed). */
  chaos?: { case?: string; repeat?: number; seed?: number };
}
