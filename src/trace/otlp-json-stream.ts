// OTLP/JSON read from the disk a block at a time: the request's skeleton (resourceSpans ->
// scopeSpans -> spans) is walked byte by byte, and each span, resource and scope is cut out and
// JSON.parsed alone, so a large export never exists as one document tree. Several requests one after
// another (the collector's file exporter) are read the same way.
//
// Maintained streaming JSON parsers were measured on a 100k-span export first: @streamparser/json
// took 3.2x and stream-json 8x the time of JSON.parse, more than the whole budget of `eval` (2x);
// cutting values out with memchr and handing them to JSON.parse costs about what JSON.parse does.
// Anything this walker does not expect (a syntax error, a document that is not OTLP) returns
// undefined, and the caller reads the file whole, which names the position of the error.
import { open } from 'node:fs/promises';
import { keyValues, readResourceLogs, readSpan } from './otlp-json.js';
import { type Attributes, type Span, type TraceBatch, emptyBatch } from './span.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
export const BLOCK = 1 << 20;

/**
 * Where the walker is: the request object, the resourceSpans list, one of its elements, the
 * scopeSpans list, one of its elements, the spans list; and what it expects next.
 */
type Level = 'request' | 'resourceSpans' | 'resourceSpan' | 'scopeSpans' | 'scopeSpan' | 'spans';
type Expect = 'key' | 'colon' | 'value' | 'next';

/** Thrown for anything the walker does not read; the whole-file reader handles that file instead. */
class NotStreamable extends Error {}

const ROOT_SPANS = new Set(['resourceSpans', 'resource_spans']);
const ROOT_LOGS = new Set(['resourceLogs', 'resource_logs']);
const SCOPE_SPANS = new Set([
  'scopeSpans',
  'scope_spans',
  'instrumentationLibrarySpans',
  'instrumentation_library_spans',
]);
const SCOPE = new Set(['scope', 'instrumentationLibrary']);
const OBJECTS = new Set<Level | undefined>(['request', 'resourceSpan', 'scopeSpan']);

/** JSON whitespace, as a byte. */
export const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The end of the string whose opening quote is at `at`, or -1 when the buffer ends first. */
function stringEnd(buf: Buffer, at: number, len: number): number {
  let j = at + 1;
  for (;;) {
    j = buf.indexOf(QUOTE, j);
    if (j < 0 || j >= len) return -1;
    let slashes = 0;
    while (buf[j - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return j + 1;
    j++;
  }
}

/**
 * The end of the value starting at `at` (an object, array, string or scalar), or -1 when the buffer
 * ends first (`eof`: a scalar may end with the file).
 */
function valueEnd(buf: Buffer, at: number, len: number, eof: boolean): number {
  const c = buf[at];
  if (c === QUOTE) return stringEnd(buf, at, len);
  if (c !== 0x7b && c !== 0x5b) {
    for (let i = at; i < len; i++) {
      const d = buf[i];
      if (d === 0x2c || d === 0x7d || d === 0x5d || isSpace(d)) return i;
    }
    return eof ? len : -1;
  }
  let depth = 0;
  for (let i = at; i < len; i++) {
    const d = buf[i];
    if (d === QUOTE) {
      const end = stringEnd(buf, i, len);
      if (end < 0) return -1;
      i = end - 1;
    } else if (d === 0x7b || d === 0x5b) depth++;
    else if (d === 0x7d || d === 0x5d) {
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

interface Problem {
  line: number;
  text: string;
}

/** The walk over one file's bytes, fed a block at a time. */
class Walker {
  readonly batch = emptyBatch();
  private readonly problems: Problem[] = [];
  private stack: Level[] = [];
  private expect: Expect = 'value';
  private key = '';
  private requests = 0;
  private line = 1;
  private requestLine = 1;
  private resourceIndex = -1;
  private resource: Attributes = {};
  private scope = { name: '', named: false, spans: [] as Span[] };

  /** Reads what it can of buf[pos, len); returns where it stopped (the start of an unfinished value). */
  feed(buf: Buffer, pos: number, len: number, eof: boolean): number {
    let i = pos;
    while (i < len) {
      const c = buf[i];
      if (isSpace(c)) {
        if (c === 0x0a) this.line++;
        i++;
        continue;
      }
      const level = this.stack[this.stack.length - 1];
      if (this.expect === 'value') {
        const into = this.childOf(level);
        if (into) {
          // A container of the skeleton: walk into it.
          if (c !== (OBJECTS.has(into) ? 0x7b : 0x5b)) throw new NotStreamable();
          this.enter(into);
          i++;
          continue;
        }
        const end = valueEnd(buf, i, len, eof);
        if (end < 0) return i;
        this.take(level, buf, i, end);
        i = end;
        this.expect = 'next';
        continue;
      }
      if (this.expect === 'key') {
        if (c === 0x7d) {
          this.leave();
          i++;
          continue;
        }
        if (c !== QUOTE) throw new NotStreamable();
        const end = stringEnd(buf, i, len);
        if (end < 0) return i;
        this.key = parse(buf.toString('utf8', i, end));
        if (level === 'request' && !ROOT_SPANS.has(this.key) && !ROOT_LOGS.has(this.key)) throw new NotStreamable();
        i = end;
        this.expect = 'colon';
        continue;
      }
      if (this.expect === 'colon') {
        if (c !== 0x3a) throw new NotStreamable();
        i++;
        this.expect = 'value';
        continue;
      }
      // 'next': a comma, or the end of the container.
      const isObject = OBJECTS.has(level);
      if (c === 0x2c) this.expect = isObject ? 'key' : 'value';
      else if (c === (isObject ? 0x7d : 0x5d)) this.leave();
      else throw new NotStreamable();
      i++;
    }
    return i;
  }

  /** Which container of the skeleton the value about to start is, if it is one. */
  private childOf(level: Level | undefined): Level | undefined {
    if (level === undefined) return 'request';
    if (level === 'resourceSpans') return 'resourceSpan';
    if (level === 'scopeSpans') return 'scopeSpan';
    if (level === 'request' && ROOT_SPANS.has(this.key)) return 'resourceSpans';
    if (level === 'resourceSpan' && SCOPE_SPANS.has(this.key)) return 'scopeSpans';
    if (level === 'scopeSpan' && this.key === 'spans') return 'spans';
    return undefined;
  }

  private enter(level: Level): void {
    if (level === 'request') {
      this.requests++;
      this.requestLine = this.line;
      this.resourceIndex = -1;
    } else if (level === 'resourceSpan') {
      this.resourceIndex++;
      this.resource = {};
    } else if (level === 'scopeSpan') {
      this.scope = { name: '', named: false, spans: [] };
    }
    this.stack.push(level);
    this.expect = OBJECTS.has(level) ? 'key' : 'value';
  }

  private leave(): void {
    this.stack.pop();
    this.expect = this.stack.length ? 'next' : 'value';
  }

  /** A value cut out of buf[start, end): an element of a spans list, or a member of a skeleton object. */
  private take(level: Level | undefined, buf: Buffer, start: number, end: number): void {
    // Pretty-printed values hold line breaks: count them, so later requests are named by their line.
    const slice = buf.subarray(start, end);
    for (let k = slice.indexOf(0x0a); k >= 0; k = slice.indexOf(0x0a, k + 1)) this.line++;
    const raw = parse(slice.toString('utf8'));
    if (level === 'spans') {
      try {
        const span = readSpan(raw, this.resource, this.scope.name);
        this.batch.spans.push(span);
        if (!this.scope.named) this.scope.spans.push(span);
      } catch (err) {
        const text = `resourceSpans[${this.resourceIndex}]: skipped a span: ${(err as Error).message}`;
        this.problems.push({ line: this.requestLine, text });
      }
    } else if (level === 'resourceSpan' && this.key === 'resource') {
      // Spans read before their resource hold this object, so it is filled in place.
      Object.assign(this.resource, keyValues(raw?.attributes));
    } else if (level === 'scopeSpan' && SCOPE.has(this.key)) {
      this.scope.name = String(raw?.name ?? '');
      this.scope.named = true;
      for (const s of this.scope.spans) s.scope = this.scope.name;
      this.scope.spans = [];
    } else if (level === 'request' && ROOT_LOGS.has(this.key)) {
      readResourceLogs(raw, this.batch);
    }
    // Other members (schemaUrl, droppedAttributesCount...) carry nothing the sessions use.
  }

  /** Problems named by file, and by line when the file holds several requests. */
  problemsOf(path: string): string[] {
    return this.problems.map((p) => `${this.requests > 1 ? `${path}:${p.line}` : path}: ${p.text}`);
  }

  /** At least one request read, and the last one closed. */
  get complete(): boolean {
    return this.requests > 0 && this.stack.length === 0;
  }
}

function parse(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    throw new NotStreamable();
  }
}

/**
 * The spans and logs of a file of OTLP/JSON requests, read a block at a time; undefined when the
 * file is something else (gzip, protobuf, sessions, records, broken JSON) for the whole-file reader.
 * `block`: the bytes read at a time (a value longer than that gets a larger buffer).
 */
export async function streamOtlpJson(path: string, block = BLOCK): Promise<TraceBatch | undefined> {
  const file = await open(path).catch(() => undefined);
  if (!file) return undefined;
  const walker = new Walker();
  try {
    let buf = Buffer.allocUnsafe(block);
    let len = 0;
    let pos = 0;
    let first = true;
    for (;;) {
      if (len === buf.length) {
        // The unfinished value fills the block: keep it whole in a larger one.
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, len);
        buf = bigger;
      }
      const { bytesRead } = await file.read(buf, len, buf.length - len, null);
      len += bytesRead;
      const eof = bytesRead === 0;
      if (first) {
        if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) pos = 3;
        while (pos < len && isSpace(buf[pos])) pos++;
        if (buf[pos] !== 0x7b) return undefined; // not a JSON object: gzip, protobuf, a list
        first = false;
      }
      pos = walker.feed(buf, pos, len, eof);
      if (eof) break;
      buf.copy(buf, 0, pos, len);
      len -= pos;
      pos = 0;
    }
    if (pos < len || !walker.complete) return undefined;
  } catch (err) {
    if (err instanceof NotStreamable) return undefined;
    throw err;
  } finally {
    await file.close();
  }
  walker.batch.problems.push(...walker.problemsOf(path));
  return walker.batch;
}
