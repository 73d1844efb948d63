// Reads trace files of any supported encoding into one batch of spans and log records.
// Encoding is chosen by extension where it is telling, else by sniffing the content.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { isOtlpJson, readOtlpJson } from './otlp-json.js';
import { readOtlpProto } from './otlp-proto.js';
import { readRecord, readRecords, recordList } from './records.js';
import { type TraceBatch, emptyBatch, mergeBatches } from './span.js';

export class TraceFileError extends Error {}

const PROTO_EXT = /\.(pb|binpb|protobuf|proto\.bin)(\.gz)?$/i;

const isGzip = (b: Uint8Array): boolean => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

function firstChar(b: Uint8Array): string {
  for (let i = 0; i < b.length && i < 4096; i++) {
    const c = b[i];
    if (c === 0xef && b[i + 1] === 0xbb) {
      i += 2; // UTF-8 BOM
      continue;
    }
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return String.fromCharCode(c);
  }
  return '';
}

/** One parsed JSON document: an OTLP request, a container of flat records, or a single record. */
export function readJsonDocument(doc: unknown, where: string, into: TraceBatch): void {
  if (isOtlpJson(doc)) {
    readOtlpJson(doc, where, into);
    return;
  }
  const list = recordList(doc);
  if (list) {
    readRecords(list, where, into);
    return;
  }
  if (!readRecord(doc, where, into)) {
    throw new TraceFileError(
      `${where}: not a trace document. Expected an OTLP ExportTraceServiceRequest ({"resourceSpans": [...]}), ` +
        'a list of span records (CloudWatch aws/spans export), or one request per line (JSON Lines).',
    );
  }
}

/** The decoded text lives only inside this call, so it can be collected while the document is read. */
function parseWholeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8'));
  } catch (err) {
    return err as Error;
  }
}

function parsesAsJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/** JSON.parse reports a character offset; people look for a line and column. */
function positionHint(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  const offset = m ? Number(m[1]) : /end of JSON input/.test(message) ? text.length : undefined;
  if (offset === undefined) return '';
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return ` (line ${line}, column ${offset - before.lastIndexOf('\n')})`;
}

/** [start, end) byte offsets of each line (without its newline). */
function lineRanges(bytes: Uint8Array): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let nl = bytes.indexOf(0x0a); nl >= 0; nl = bytes.indexOf(0x0a, start)) {
    out.push([start, nl]);
    start = nl + 1;
  }
  out.push([start, bytes.length]);
  return out;
}

function isBlank(bytes: Uint8Array, [a, b]: [number, number]): boolean {
  for (let i = a; i < b; i++) if (bytes[i] !== 0x20 && bytes[i] !== 0x09 && bytes[i] !== 0x0d) return false;
  return true;
}

/** Parses bytes of one file; `name` is used for the format hint and in every message. */
export function parseTraceBytes(raw: Uint8Array, name: string): TraceBatch {
  const bytes = isGzip(raw) ? gunzipSync(raw) : raw;
  const batch = emptyBatch();
  const c = firstChar(bytes);
  if (PROTO_EXT.test(name) || (c !== '{' && c !== '[' && c !== '')) {
    if (bytes.length === 0) return batch;
    try {
      return readOtlpProto(bytes, name, batch);
    } catch (err) {
      throw new TraceFileError(
        `${(err as Error).message}. If this is JSON, check its first character; if protobuf, that it is an ExportTraceServiceRequest.`,
      );
    }
  }
  if (c === '') {
    batch.problems.push(`${name}: file is empty`);
    return batch;
  }
  const whole = parseWholeJson(bytes);
  if (!(whole instanceof Error)) {
    readJsonDocument(whole, name, batch);
    return batch;
  }
  const wholeError = whole;
  // JSON Lines: one request (collector file exporter) or one record (CloudWatch export) per line,
  // decoded a line at a time. A document whose first line is not JSON on its own is a broken
  // pretty-printed document instead.
  const lines = lineRanges(bytes);
  const decode = ([a, b]: [number, number]) => Buffer.from(bytes.buffer, bytes.byteOffset + a, b - a).toString('utf8');
  const filled = lines.filter((r) => !isBlank(bytes, r));
  if (filled.length < 2 || !parsesAsJson(decode(filled[0]))) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    throw new TraceFileError(`${name}: invalid JSON: ${wholeError.message}${positionHint(text, wholeError.message)}`);
  }
  let read = 0;
  lines.forEach((range, i) => {
    if (isBlank(bytes, range)) return;
    try {
      readJsonDocument(JSON.parse(decode(range)), `${name}:${i + 1}`, batch);
      read++;
    } catch (err) {
      const msg =
        err instanceof TraceFileError ? err.message : `${name}:${i + 1}: invalid JSON: ${(err as Error).message}`;
      batch.problems.push(`${msg} (line skipped)`);
    }
  });
  if (!read)
    throw new TraceFileError(
      `${name}: no line could be read as a trace document (${batch.problems[0] ?? 'no content'})`,
    );
  return batch;
}

/** A file's bytes, or a TraceFileError naming the file and why it cannot be read. */
export async function readFileBytes(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (err) {
    throw unreadable(path, err);
  }
}

/** readFileBytes at once, for a small file (the thread pool's trips would cost more than the read). */
export function readFileBytesSync(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (err) {
    throw unreadable(path, err);
  }
}

const unreadable = (path: string, err: unknown) =>
  new TraceFileError(`${path}: cannot read file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);

export async function loadTraceFile(path: string): Promise<TraceBatch> {
  return parseTraceBytes(await readFileBytes(path), path);
}

/** Loads several files; a file that cannot be read is reported and the others are still used. */
export async function loadTraceFiles(paths: string[]): Promise<TraceBatch> {
  const batches = await Promise.all(
    paths.map(async (p) => {
      try {
        return await loadTraceFile(p);
      } catch (err) {
        const b = emptyBatch();
        b.problems.push((err as Error).message);
        return b;
      }
    }),
  );
  return mergeBatches(batches);
}
