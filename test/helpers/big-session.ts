// A long session for judge-prompt tests and bench/judge: `calls` tool calls with 20-item results, a
// failure every 50 calls, an agent message every 10, and a long final answer.
import type { Session, ToolCall } from '../../src/trace/session.js';

export function bigSession(calls: number): Session {
  const toolCalls: ToolCall[] = [];
  const messages: Session['messages'] = [{ role: 'user', text: 'Plan my trip to Tokyo.' }];
  for (let i = 0; i < calls; i++) {
    const failed = i % 50 === 7;
    const c: ToolCall = {
      name: `tool_${i % 5}`,
      arguments: { query: `q${i}`, page: i },
      result: failed
        ? null
        : { items: Array.from({ length: 20 }, (_, k) => ({ id: k, text: `result ${i}-${k} `.repeat(5) })) },
      status: failed ? 'error' : 'ok',
      spanId: i.toString(16).padStart(16, '0'),
      startTime: '2026-05-01T09:00:00.000Z',
      endTime: '2026-05-01T09:00:01.000Z',
    };
    if (failed) c.error = { type: 'TimeoutError', message: `tool_${i % 5} timed out on call ${i} `.repeat(3) };
    toolCalls.push(c);
    messages.push({ role: 'tool', text: 'x', spanId: c.spanId });
    if (i % 10 === 0) messages.push({ role: 'assistant', text: `Working on step ${i}. `.repeat(30), spanId: `a${i}` });
  }
  const finalAnswer = 'Here is your plan, except the hotel search, which timed out twice. '.repeat(5);
  messages.push({ role: 'assistant', text: finalAnswer });
  return {
    sessionId: 'big',
    traceIds: ['t'],
    dialect: 'genai',
    input: 'Plan my trip to Tokyo.',
    finalAnswer,
    toolCalls,
    messages,
    modelCalls: 50,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: 0,
  };
}
