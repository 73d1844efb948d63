// What a dialect tells the normalizer about one span. Each dialect answers from its own attribute
// keys; the GenAI reader is the fallback for keys several dialects share.
import type { Msg } from '../content.js';
import type { Dialect } from '../session.js';
import type { AttrValue, Span } from '../span.js';

export type SpanRole = 'agent' | 'llm' | 'tool' | 'other';

export interface SpanIO {
  input: Msg[];
  output: Msg[];
}

export interface ToolFacts {
  name: string;
  callId?: string;
  arguments?: unknown;
  result?: unknown;
  /** A status the framework recorded beside the span status ("error", "success"). */
  status?: string;
  /** The span does not name the tool (a failed LangChain tool under OpenLLMetry): the model's request does. */
  unnamed?: boolean;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export interface DialectReader {
  name: Dialect;
  claims(span: Span): boolean;
  /** `isRoot`: the span has no parent in the session (some dialects mark the whole run only that way). */
  role(span: Span, isRoot: boolean): SpanRole;
  io(span: Span): SpanIO;
  tool(span: Span): ToolFacts;
  usage(span: Span): Usage | undefined;
  declaredTools(span: Span): string[];
  systemPrompt(span: Span): string | undefined;
}

export const str = (v: AttrValue | undefined): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** Token counts arrive as numbers or, through ADOT, as strings. */
export function num(v: AttrValue | undefined): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v !== '' && !Number.isNaN(Number(v))) return Number(v);
  return undefined;
}

/** Collects `prefix.N.suffix` flattened list attributes (OpenInference, OpenLLMetry) into an array of maps. */
export function indexed(attrs: Record<string, AttrValue>, prefix: string): Record<string, AttrValue>[] {
  const out: Record<string, AttrValue>[] = [];
  const p = `${prefix}.`;
  for (const key in attrs) {
    if (!key.startsWith(p)) continue;
    const rest = key.slice(p.length);
    const dot = rest.indexOf('.');
    const i = Number(dot < 0 ? rest : rest.slice(0, dot));
    if (!Number.isInteger(i)) continue;
    (out[i] ??= {})[dot < 0 ? '' : rest.slice(dot + 1)] = attrs[key];
  }
  return out.filter(Boolean);
}
