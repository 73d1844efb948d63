// Spans as a tree with each span's dialect reader and role: what the session assembly walks.
import { aisdk } from './dialects/aisdk.js';
import { genai, strands } from './dialects/genai.js';
import { genkit } from './dialects/genkit.js';
import { voltagent } from './dialects/voltagent.js';
import { openinference } from './dialects/openinference.js';
import { openllmetry } from './dialects/openllmetry.js';
import type { DialectReader, SpanIO, SpanRole } from './dialects/reader.js';
import type { Span } from './span.js';

// Most specific first; genai claims everything else.
const READERS: DialectReader[] = [aisdk, openinference, openllmetry, genkit, voltagent, strands, genai];

export interface Node {
  span: Span;
  reader: DialectReader;
  role: SpanRole;
  parent?: Node;
  children: Node[];
  depth: number;
  /** The span's messages, read once (the assembly asks for them several times). */
  io?: SpanIO;
}

/** A node's input and output messages, parsed on first use. */
export const ioOf = (n: Node): SpanIO => (n.io ??= n.reader.io(n.span));

export const hasAncestor = (n: Node, role: SpanRole): boolean => {
  for (let p = n.parent; p; p = p.parent) if (p.role === role) return true;
  return false;
};
export const nearest = (n: Node, role: SpanRole): Node | undefined => {
  for (let p = n.parent; p; p = p.parent) if (p.role === role) return p;
  return undefined;
};

export function buildNodes(spans: Span[]): Node[] {
  const byId = new Map<string, Node>();
  const nodes = spans.map((span) => {
    const reader = READERS.find((r) => r.claims(span)) ?? genai;
    const node: Node = { span, reader, role: 'other', children: [], depth: 0 };
    byId.set(span.spanId, node);
    return node;
  });
  for (const n of nodes) {
    const p = n.span.parentSpanId ? byId.get(n.span.parentSpanId) : undefined;
    if (p && p !== n) {
      n.parent = p;
      p.children.push(n);
    }
  }
  for (const n of nodes) {
    let d = 0;
    for (let p = n.parent; p && d < 1000; p = p.parent) d++;
    n.depth = d;
    n.role = n.reader.role(n.span, !n.parent);
  }
  return nodes.sort((a, b) => a.span.start - b.span.start || a.depth - b.depth);
}
