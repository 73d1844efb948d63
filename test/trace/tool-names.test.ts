// An MCP client's spelling of a tool (mcp__travel__search_flights) read as the name the config and the
// fault log use, each renaming noted; names that are not such a spelling are left as they are.
import { describe, expect, it } from 'vitest';
import type { Session, ToolCall } from '../../src/trace/session.js';
import { sameTool, toolPrefix, withKnownToolNames } from '../../src/trace/tool-names.js';

const call = (name: string): ToolCall => ({
  name,
  arguments: {},
  result: null,
  status: 'ok',
  spanId: name,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-01-01T00:00:00.000Z',
});
const session = (names: string[]): Session => ({
  sessionId: 's',
  traceIds: [],
  dialect: 'openinference',
  input: '',
  finalAnswer: '',
  toolCalls: names.map(call),
  messages: [],
  modelCalls: 0,
  usage: { inputTokens: 0, outputTokens: 0 },
  durationMs: 0,
  availableTools: names,
  toolDefinitions: names.map((name) => ({ name })),
});

describe('tool names as MCP clients spell them', () => {
  it.each([
    ['mcp__travel__search_flights', 'mcp__travel__'], // the Claude Agent SDK
    ['travel__search_flights', 'travel__'], // LangChain's MCP adapters
    ['travel_search_flights', 'travel_'], // Mastra, VoltAgent
    ['travel.search_flights', 'travel.'],
    ['travel/search_flights', 'travel/'],
    ['travel:search_flights', 'travel:'],
  ])('%s names search_flights', (traced, prefix) => {
    expect(toolPrefix(traced, 'search_flights')).toBe(prefix);
    expect(sameTool(traced, 'search_flights')).toBe(true);
  });

  it.each([
    ['search_flights', 'search_flights'], // the same name: no prefix
    ['researchflights', 'search_flights'],
    ['xsearch_flights', 'search_flights'], // no separator before the name
    ['_search_flights', 'search_flights'], // a separator and nothing before it
    ['search_flights_v2', 'search_flights'],
  ])('%s is not a prefixed %s', (traced, tool) => expect(toolPrefix(traced, tool)).toBeUndefined());

  it('renames calls, definitions and declared tools to the known name, the longest that fits, and says so once a name', () => {
    const s = session(['mcp__travel__search_flights', 'mcp__travel__search_flights', 'mcp__travel__flights', 'lookup']);
    const { session: out, notes } = withKnownToolNames(s, ['search_flights', 'flights']);
    expect(out.toolCalls.map((c) => c.name)).toEqual(['search_flights', 'search_flights', 'flights', 'lookup']);
    expect(out.availableTools).toEqual(['search_flights', 'flights', 'lookup']);
    expect(out.toolDefinitions?.map((d) => d.name)).toEqual(['search_flights', 'search_flights', 'flights', 'lookup']);
    expect(notes).toEqual([
      "the trace calls search_flights mcp__travel__search_flights (an MCP client's prefix, mcp__travel__, stripped): read as search_flights, the name the config and the fault log use",
      "the trace calls flights mcp__travel__flights (an MCP client's prefix, mcp__travel__, stripped): read as flights, the name the config and the fault log use",
    ]);
    expect(s.toolCalls[0].name).toBe('mcp__travel__search_flights'); // the input is not changed
  });

  it('keeps a traced name the config itself knows, and a session with nothing to rename as it is', () => {
    const s = session(['travel_search_flights', 'search_flights']);
    const { session: out, notes } = withKnownToolNames(s, ['search_flights', 'travel_search_flights']);
    expect(out).toBe(s);
    expect(notes).toEqual([]);
  });
});
