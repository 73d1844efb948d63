// A bare HTTP server on 127.0.0.1 that records request bodies as the exporter sent them (still
// compressed when it compressed them) and answers like an OTLP endpoint.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Captured {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startCaptureServer(): Promise<{ url: string; requests: Captured[]; close: () => Promise<void> }> {
  const requests: Captured[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks) });
      const type = req.headers['content-type'] ?? 'application/json';
      res.writeHead(200, { 'content-type': type });
      res.end(type.includes('json') ? '{}' : Buffer.alloc(0));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
