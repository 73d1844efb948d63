// The MCP proxy relays each side's messages at the pace the other side reads them. The attack as
// found: an MCP server flooding notifications to a client that does not read took the proxy to
// 974 MB. Here a source of 1,000 chunks of messages and a reader that never reads: the relay must
// stop pulling the source once the reader's buffer is full, and a line past the cap ends it.
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { relayLines } from '../../src/chaos/relay-lines.js';

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('relayLines', () => {
  it('a reader that never reads: the source is no longer pulled (backpressure), the lines so far relayed', async () => {
    let pulled = 0;
    const notification = `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x'.repeat(1000) } })}\n`;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 1000; i++) {
          pulled++;
          yield Buffer.from(notification.repeat(64)); // 64 KB a chunk, 64 MB in all
        }
      })(),
    );
    // A client that reads nothing: its buffer fills at 16 KB and never drains.
    const stuck = new Writable({ highWaterMark: 16 * 1024, write: () => {} });
    let relayed = 0;
    void relayLines(source, stuck, (line) => {
      relayed++;
      stuck.write(`${line}\n`);
    });
    // Until the relay waits for the reader, or has pulled what no bounded relay would.
    for (let i = 0; i < 10_000 && pulled < 50 && stuck.listenerCount('drain') === 0; i++) await tick();
    for (let i = 0; i < 100; i++) await tick(); // and then it must not move on
    expect(stuck.listenerCount('drain')).toBeGreaterThan(0);
    expect(pulled).toBeLessThanOrEqual(3);
    expect(relayed).toBeGreaterThan(0);
  });

  it('a message past the cap without its end stops the relay with a reason', async () => {
    const source = Readable.from([Buffer.from('{"jsonrpc":"2.0"}\n'), Buffer.from('x'.repeat(5000))]);
    const lines: string[] = [];
    const sink = new Writable({ write: (_c, _e, done) => done() });
    await expect(relayLines(source, sink, (l) => lines.push(l), 4096)).rejects.toThrow(
      /a message of over 4096 bytes without its end/,
    );
    expect(lines).toEqual(['{"jsonrpc":"2.0"}']);
  });

  it('splits messages across chunks and CRLF as the SDK frames them', async () => {
    const source = Readable.from([Buffer.from('{"a":1}\r\n{"b"'), Buffer.from(':2}\n{"c":3}')]);
    const lines: string[] = [];
    await relayLines(source, new Writable({ write: (_c, _e, done) => done() }), (l) => lines.push(l));
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });
});
