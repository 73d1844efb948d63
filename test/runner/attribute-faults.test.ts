// The fault log put on the trace's calls: call k of a tool in the log is call k of that tool in the
// trace; an injected error the trace does not show (or shows only as a placeholder type) becomes the
// injected error; a fault with no call to put it on is a warning, not a silent neutral run.
import { describe, expect, it } from 'vitest';
import { attributeFaults } from '../../src/runner/attribute-faults.js';
import type { Session, ToolCall } from '../../src/trace/session.js';

const call = (over: Partial<ToolCall>): ToolCall => ({
  name: 'search_flights',
  arguments: {},
  result: { flights: [] },
  status: 'ok',
  spanId: 's',
  startTime: '',
  endTime: '',
  ...over,
});
const session = (toolCalls: ToolCall[]): Session => ({
  sessionId: 's',
  traceIds: [],
  dialect: 'genai',
  input: 'i',
  finalAnswer: 'a',
  toolCalls,
  messages: [],
  modelCalls: 1,
  usage: { inputTokens: 0, outputTokens: 0 },
  durationMs: 1,
});

describe('attributeFaults', () => {
  it('marks the k-th call of the tool, and fails a call the trace shows as a success with the injected error', () => {
    const { session: s, warnings } = attributeFaults(session([call({}), call({ callId: 'second' })]), [
      { tool: 'search_flights', effect: 'timeout', call: 1, detail: 'Tool call timed out after 30s' },
    ]);
    expect(warnings).toEqual([]);
    expect(s.toolCalls[0]).toMatchObject({ status: 'ok' });
    expect(s.toolCalls[0].fault).toBeUndefined();
    expect(s.toolCalls[1]).toMatchObject({
      callId: 'second',
      status: 'error',
      fault: 'timeout',
      result: null,
      error: { type: 'TimeoutError', message: 'Tool call timed out after 30s' },
    });
  });

  it.each(['tool_error', 'span_error', '_OTHER', 'unknown', 'Error'])(
    'replaces the placeholder error type %s with the injected one and keeps the message the agent saw',
    (type) => {
      const { session: s } = attributeFaults(
        session([call({ status: 'error', result: null, error: { type, message: 'Connection refused' } })]),
        [{ tool: 'search_flights', effect: 'network_error' }],
      );
      expect(s.toolCalls[0].error).toEqual({ type: 'NetworkError', message: 'Connection refused' });
    },
  );

  it('keeps an error type the trace names', () => {
    const { session: s } = attributeFaults(
      session([call({ status: 'error', result: null, error: { type: 'ConnectTimeoutError', message: 'm' } })]),
      [{ tool: 'search_flights', effect: 'network_error' }],
    );
    expect(s.toolCalls[0].error!.type).toBe('ConnectTimeoutError');
  });

  it('warns when a fault fired on a tool the trace has no call of', () => {
    const { session: s, warnings } = attributeFaults(session([call({})]), [{ tool: 'book_flight', effect: 'timeout' }]);
    expect(warnings).toEqual([
      'fault timeout fired on book_flight but the trace has no such call of book_flight: is the tool traced?',
    ]);
    expect(s.toolCalls[0].fault).toBeUndefined();
  });
});
