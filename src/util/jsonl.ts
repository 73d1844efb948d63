// JSON Lines read as a stream, one line at a time: a file of any size is read without holding it as
// one string, an overlong line is skipped (not buffered), and every problem names the file and line.
import { createReadStream } from 'node:fs';
import { TooDeep, parseBounded } from './json-depth.js';

export interface JsonLinesLimits {
  /** Bytes of the whole file read at most; the rest is left, with a problem. */
  maxBytes?: number;
  /** Bytes of one line; a longer line is skipped. */
  maxLineBytes?: number;
}

/** Calls `onLine` with each parsed line (and its number); returns the problems met. */
export async function readJsonLines(
  path: string,
  onLine: (value: unknown, line: number) => string | undefined,
  limits: JsonLinesLimits = {},
): Promise<string[]> {
  const maxBytes = limits.maxBytes ?? Infinity;
  const maxLine = limits.maxLineBytes ?? 64 << 20;
  const problems: string[] = [];
  let parts: Buffer[] = [];
  let partBytes = 0;
  let overlong = false;
  let line = 0;
  let read = 0;
  const finish = () => {
    line++;
    if (overlong) problems.push(`${path}:${line}: line over ${maxLine} bytes, skipped`);
    else if (partBytes) {
      const text = Buffer.concat(parts).toString('utf8');
      if (text.trim()) {
        let value: unknown;
        try {
          value = parseBounded(text);
        } catch (err) {
          const why = err instanceof TooDeep ? err.message : `not JSON (${(err as Error).message})`;
          problems.push(`${path}:${line}: ${why}, skipped`);
          value = undefined;
        }
        if (value !== undefined) {
          const problem = onLine(value, line);
          if (problem) problems.push(`${path}:${line}: ${problem}, skipped`);
        }
      }
    }
    parts = [];
    partBytes = 0;
    overlong = false;
  };
  for await (const chunk of createReadStream(path)) {
    let buf = chunk as Buffer;
    if (read + buf.length > maxBytes) {
      buf = buf.subarray(0, Math.max(0, maxBytes - read));
      problems.push(`${path}: over ${maxBytes} bytes; the rest was not read`);
    }
    read += buf.length;
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
      add(buf.subarray(start, nl));
      finish();
      start = nl + 1;
    }
    add(buf.subarray(start));
    if (read >= maxBytes) break;
  }
  finish();
  return problems;

  function add(piece: Buffer): void {
    if (overlong || !piece.length) return;
    if (partBytes + piece.length > maxLine) {
      overlong = true;
      parts = [];
      partBytes = 0;
      return;
    }
    parts.push(piece);
    partBytes += piece.length;
  }
}
