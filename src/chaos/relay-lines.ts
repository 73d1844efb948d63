// Newline-delimited messages from one stream, relayed toward another at the pace the other end
// reads them: the next chunk is read only once `out` has room again, so a peer that floods (an MCP
// server's notifications to a client that does not read) waits instead of filling this process's
// memory. A line longer than `maxLine` ends the relay: it cannot be held, and half of it is no message.
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** The largest JSON-RPC message relayed (the model proxy's body cap). */
export const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

export async function relayLines(
  input: Readable,
  out: Writable,
  onLine: (line: string) => void,
  maxLine = MAX_MESSAGE_BYTES,
): Promise<void> {
  let rest = '';
  for await (const chunk of input) {
    rest += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    let at = rest.indexOf('\n');
    let from = 0;
    while (at >= 0) {
      const line = rest.slice(from, at).replace(/\r$/, '');
      from = at + 1;
      // Handlers run as they come (a delayed fault must not hold the lines behind it).
      onLine(line);
      at = rest.indexOf('\n', from);
    }
    rest = rest.slice(from);
    if (rest.length > maxLine) throw new Error(`a message of over ${maxLine} bytes without its end`);
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close'), once(out, 'error')]);
  }
  if (rest) onLine(rest.replace(/\r$/, ''));
}
