// Message content shapes the readers share, as frameworks write them.
import { describe, expect, it } from 'vitest';
import { readMessages } from '../../src/trace/content.js';

describe('readMessages', () => {
  it('reads Strands TS tool results, whose content blocks are {json: ...}', () => {
    const [m] = readMessages(
      JSON.stringify([
        {
          role: 'user',
          content: [
            {
              toolResult: { toolUseId: 't1', status: 'success', content: [{ json: { flights: [{ id: 'UA1234' }] } }] },
            },
          ],
        },
      ]),
      'user',
    );
    expect(m.toolResults).toEqual([{ id: 't1', text: '{"flights":[{"id":"UA1234"}]}', error: false }]);
  });

  it("reads the AI SDK's tool-call and tool-result parts (v5+ input/output, v4 args/result)", () => {
    const msgs = readMessages(
      [
        {
          role: 'assistant',
          content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'search', input: { to: 'JFK' } }],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 'c1',
              toolName: 'search',
              output: { type: 'error-text', value: 'timed out' },
            },
          ],
        },
        {
          role: 'tool',
          content: [{ type: 'tool-result', toolCallId: 'c2', toolName: 'search', result: { ok: true } }],
        },
      ],
      'user',
    );
    expect(msgs[0].toolCalls).toEqual([{ id: 'c1', name: 'search', arguments: { to: 'JFK' } }]);
    expect(msgs[1].toolResults).toEqual([{ id: 'c1', text: 'timed out', error: true }]);
    expect(msgs[2].toolResults).toEqual([{ id: 'c2', text: '{"ok":true}', error: false }]);
  });
});
