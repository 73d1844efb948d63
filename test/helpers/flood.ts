// Hostile upstreams for the model proxy's tests: one that answers with `total` MB, only as fast as it
// is read, counting what it sent; one that never answers. A proxy must neither hold nor read more
// than it should, nor wait on an upstream for longer than its caller does.
import { once } from 'node:events';
import { type IncomingMessage, createServer } from 'node:http';
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

/** An upstream that takes a request and never answers; `closed` resolves when that request's connection closes. */
export async function silent() {
  let received!: (req: IncomingMessage) => void;
  const accepted = new Promise<IncomingMessage>((r) => (received = r));
  const server = createServer((req) => received(req));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const closed = accepted.then((req) => new Promise<void>((r) => req.socket.once('close', () => r())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, accepted, closed, stop: () => new Promise((r) => server.close(r)) };
}
