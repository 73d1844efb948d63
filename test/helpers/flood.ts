// An upstream that answers every request with `total` MB of "a", 1 MB at a time and only as fast as
// it is read, counting what it sent: for tests that a proxy neither holds nor reads more than it should.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function flood(total: number) {
  const counter = { sent: 0 };
  const chunk = Buffer.alloc(1 << 20, 0x61);
  const server = createServer(async (req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    while (counter.sent < total && !res.destroyed) {
      counter.sent++;
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  /** Resolves when the first connection closes (the reader has gone or has read it all). */
  const closed = new Promise<void>((r) => server.on('connection', (socket) => socket.on('close', () => r())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, counter, closed, stop: () => new Promise((r) => server.close(r)) };
}
