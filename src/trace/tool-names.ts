// How MCP clients spell a server's tool, and a session's calls renamed to the names the config and
// the fault log use. The Claude Agent SDK calls search_flights of server "travel"
// mcp__travel__search_flights; LangChain's MCP adapters travel__search_flights; Mastra's and
// VoltAgent's clients travel_search_flights; others travel.search_flights or travel/search_flights.
// The helper and the MCP proxy log the tool's own name.
import type { Session } from './session.js';

const SEPARATORS = ['__', '.', '/', ':', '_'];

/** The client's prefix on `tool` in `traced` ("mcp__travel__" of mcp__travel__search_flights), else undefined. */
export function toolPrefix(traced: string, tool: string): string | undefined {
  if (!tool || traced === tool || !traced.endsWith(tool)) return undefined;
  const head = traced.slice(0, -tool.length);
  return SEPARATORS.some((sep) => head.length > sep.length && head.endsWith(sep)) ? head : undefined;
}

/** `traced` names `tool`: the same name, or the name with an MCP client's server prefix. */
export const sameTool = (traced: string, tool: string): boolean =>
  traced === tool || toolPrefix(traced, tool) !== undefined;

/** The known name a traced name spells with a prefix (the longest, when several would), else undefined. */
function knownNameOf(traced: string, known: Set<string>): string | undefined {
  if (known.has(traced)) return undefined;
  let best: string | undefined;
  for (const k of known) if (toolPrefix(traced, k) !== undefined && (!best || k.length > best.length)) best = k;
  return best;
}

/**
 * The session with each call, definition and declared tool that a client spelled with a server
 * prefix renamed to the known tool it names, so faults, checks and reports meet one name; a note for
 * each renaming. A traced name that is itself known is kept.
 */
export function withKnownToolNames(session: Session, known: Iterable<string>): { session: Session; notes: string[] } {
  const names = new Set(known);
  const renamed = new Map<string, string>();
  const rename = (traced: string): string => {
    if (!renamed.has(traced)) renamed.set(traced, knownNameOf(traced, names) ?? traced);
    return renamed.get(traced)!;
  };
  const toolCalls = session.toolCalls.map((c) => (rename(c.name) === c.name ? c : { ...c, name: rename(c.name) }));
  const notes = [...renamed]
    .filter(([traced, name]) => traced !== name)
    .map(
      ([traced, name]) =>
        `the trace calls ${name} ${traced} (an MCP client's prefix, ${toolPrefix(traced, name)}, stripped): read as ${name}, the name the config and the fault log use`,
    );
  if (!notes.length) return { session, notes };
  const out: Session = { ...session, toolCalls };
  if (session.availableTools) out.availableTools = [...new Set(session.availableTools.map(rename))];
  if (session.toolDefinitions)
    out.toolDefinitions = session.toolDefinitions.map((d) => ({ ...d, name: rename(d.name) }));
  return { session: out, notes };
}
