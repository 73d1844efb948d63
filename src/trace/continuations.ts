// Traces that continue one conversation. An agent whose model calls are each a trace of their own,
// with no session.id or conversation id (OpenAI Agents JS traced by OpenInference's OpenAI
// instrumentation), would read as one session per model call. A model call whose request begins
// with a whole earlier model call (that call's request and reply) continues its conversation. A
// trace is joined to the latest such call only when exactly one trace holds it, so identical runs
// side by side (same input, same replies) stay apart rather than merge by guess.
import { createHash } from 'node:crypto';
import type { Msg } from './content.js';
import { buildNodes, hasAncestor, ioOf } from './nodes.js';
import type { Span } from './span.js';

interface ModelOnlyTrace {
  index: number;
  start: number;
  end: number;
  /** Hashes of the first model call's request messages. */
  first: string[];
  /** Hash key of the last model call's request and reply. */
  conversation: string;
}

const digest = (m: Msg): string =>
  createHash('sha1')
    .update(
      `${m.role}\0${m.text.trim()}\0${m.toolCalls.map((c) => c.id ?? c.name).join(',')}\0${m.toolResults.map((r) => r.id ?? '').join(',')}`,
    )
    .digest('base64')
    .slice(0, 12);

function modelOnly(trace: Span[], index: number): ModelOnlyTrace | undefined {
  const nodes = buildNodes(trace);
  // A trace with an agent or tool span is a run (or its part) the readers already place.
  if (nodes.some((n) => n.role === 'agent' || n.role === 'tool')) return undefined;
  const llms = nodes.filter((n) => n.role === 'llm' && !hasAncestor(n, 'llm'));
  if (!llms.length) return undefined;
  const first = ioOf(llms[0]).input.map(digest);
  const lastIo = ioOf(llms[llms.length - 1]);
  const conversation = [...lastIo.input, ...lastIo.output].map(digest).join('');
  if (!first.length || !conversation) return undefined;
  let start = Infinity;
  let end = -Infinity;
  for (const s of trace) {
    start = Math.min(start, s.start);
    end = Math.max(end, s.end);
  }
  return { index, start, end, first, conversation };
}

/** Groups of trace indexes, each one conversation, in time order; traces not joined are alone. */
export function joinContinuations(traces: Span[][]): number[][] {
  const parent = traces.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const infos = traces.map(modelOnly).filter((t): t is ModelOnlyTrace => t !== undefined);
  const byConversation = new Map<string, ModelOnlyTrace[]>();
  for (const t of infos) {
    const list = byConversation.get(t.conversation);
    if (list) list.push(t);
    else byConversation.set(t.conversation, [t]);
  }
  for (const t of infos) {
    // The longest earlier conversation this request begins with (a strict prefix of it).
    let prefix = '';
    let previous: ModelOnlyTrace[] | undefined;
    for (let k = 0; k < t.first.length - 1; k++) {
      prefix += t.first[k];
      const found = byConversation.get(prefix)?.filter((c) => c !== t && c.end <= t.start);
      if (found?.length) previous = found;
    }
    if (previous?.length === 1) parent[root(t.index)] = root(previous[0].index);
  }
  const groups = new Map<number, number[]>();
  traces.forEach((_, i) => {
    const r = root(i);
    const g = groups.get(r);
    if (g) g.push(i);
    else groups.set(r, [i]);
  });
  return [...groups.values()];
}
