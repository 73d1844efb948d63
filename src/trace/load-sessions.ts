// Sessions from files: normalized sessions (sessions.jsonl, `inspect --json` output, the sessions
// in a runner journal) are taken as they are; every other file is read as traces, all together (spans
// and logs of one recording may sit in different files), and normalized. Each file is read once, and
// a one-line document (an OTLP export of any size) is parsed once: the parse that tells a sessions
// file from a trace file is the one the traces are read from. A file of OTLP/JSON requests larger
// than one block is streamed from the disk (otlp-json-stream.ts) and read whole only when the stream
// cannot read it; a smaller one is read at once.
import { createReadStream, statSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { TraceFileError, parseTraceBytes, readFileBytes, readFileBytesSync, readJsonDocument } from './load.js';
import { normalize } from './normalize.js';
import { BLOCK, isSpace, streamOtlpJson } from './otlp-json-stream.js';
import { Redactor } from './redact.js';
import type { Session } from './session.js';
import { type TraceBatch, emptyBatch, mergeBatches } from './span.js';
import { TooDeep, parseBounded } from '../util/json-depth.js';

const isSession = (o: unknown): o is Session =>
  !!o &&
  typeof o === 'object' &&
  typeof (o as Session).sessionId === 'string' &&
  Array.isArray((o as Session).toolCalls) &&
  Array.isArray((o as Session).messages);

/** A runner journal holds one run a line, with its session (when it sent spans) inside. */
const isJournalLine = (o: any): boolean => !isSession(o) && typeof o?.case === 'string' && 'status' in o;

/** What a file holds: normalized sessions, or traces to normalize. */
export function readSessionsOrTraces(bytes: Buffer, path: string): { sessions: Session[] } | { traces: TraceBatch } {
  const start = bytes.findIndex((b) => !isSpace(b));
  if (start < 0 || bytes[start] !== 0x7b /* { */) return { traces: parseTraceBytes(bytes, path) }; // gzip, protobuf, a list, empty
  const newline = bytes.indexOf(0x0a, start);
  const end = newline < 0 ? bytes.length : newline;
  const onlyLine = bytes.subarray(end).every(isSpace);
  let first: unknown;
  try {
    first = JSON.parse(bytes.toString('utf8', start, end));
  } catch {
    return { traces: parseTraceBytes(bytes, path) }; // pretty-printed JSON, or broken: the trace reader says where
  }
  if (isSession(first) || isJournalLine(first))
    return { sessions: sessionLines(bytes.toString('utf8'), path, isJournalLine(first)) };
  if (!onlyLine) return { traces: parseTraceBytes(bytes, path) }; // JSON Lines of trace requests
  const batch = emptyBatch();
  readJsonDocument(first, path, batch);
  return { traces: batch };
}

interface JournalLabel {
  case?: unknown;
  repeat?: unknown;
  seed?: unknown;
}

/**
 * A journal's session with the case and repeat its line names: the runner's own record of the run,
 * where the agent may not have set the agent_chaos.* resource attributes.
 */
function labelled(s: Session, line: JournalLabel): Session {
  if (s.chaos?.case || typeof line.case !== 'string') return s;
  const repeat = typeof line.repeat === 'number' ? line.repeat : undefined;
  const seed = typeof line.seed === 'number' ? line.seed : undefined;
  return {
    ...s,
    chaos: {
      ...s.chaos,
      case: line.case,
      ...(repeat !== undefined ? { repeat } : {}),
      ...(seed !== undefined ? { seed } : {}),
    },
  };
}

function sessionLines(text: string, path: string, journal: boolean): Session[] {
  return text.split('\n').flatMap((l, i) => {
    if (!l.trim()) return [];
    const doc = parseBounded(l) as Record<string, any>;
    const s = journal ? doc.session : doc;
    if (journal && !s) return [];
    if (!isSession(s))
      throw new Error(`${path}:${i + 1}: not a normalized session (needs sessionId, toolCalls, messages)`);
    return [journal ? labelled(s, doc) : s];
  });
}

/** The sessions of a sessions.jsonl file, or undefined when the file is something else. */
export async function readSessionsFile(path: string): Promise<Session[] | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return undefined;
  }
  try {
    const read = readSessionsOrTraces(bytes, path);
    return 'sessions' in read ? read.sessions : undefined;
  } catch {
    return undefined;
  }
}

/** One file's sessions or traces, or why it could not be read (its bytes die with this call). */
async function readOne(path: string): Promise<{ sessions: Session[] } | { traces: TraceBatch } | { problem: string }> {
  try {
    if (JSON_LINES.test(path) && !(await gzipped(path))) return await readJsonLines(path);
    // A file within one block is read at once: streaming it takes the same one block in four trips
    // through the thread pool (and four more when it turns out not to be OTLP), which cost more than
    // the reading itself on the real recordings of fixtures/traces/real (bench/ingest, held out).
    if (sizeOf(path) < BLOCK) return readSessionsOrTraces(readFileBytesSync(path), path);
    const streamed = await streamOtlpJson(path);
    if (streamed) return { traces: streamed };
    return readSessionsOrTraces(await readFileBytes(path), path);
  } catch (err) {
    return { problem: (err as Error).message };
  }
}

const JSON_LINES = /\.(jsonl|ndjson)$/i;

/** The size of a regular file; Infinity for anything else (a missing file, a pipe), which the stream names. */
function sizeOf(path: string): number {
  try {
    const st = statSync(path);
    return st.isFile() ? st.size : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

async function gzipped(path: string): Promise<boolean> {
  const f = await open(path).catch(() => undefined);
  if (!f) return false; // the whole-file read names the problem
  try {
    const { buffer, bytesRead } = await f.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await f.close();
  }
}

/**
 * A JSON Lines file read a line at a time from the disk, so a collector's export of any size never
 * sits in memory whole: sessions (sessions.jsonl, a journal) or trace requests, told apart by the
 * first line. A line that cannot be read is a problem naming it; the others are kept.
 */
async function readJsonLines(path: string): Promise<{ sessions: Session[] } | { traces: TraceBatch }> {
  const batch = emptyBatch();
  const sessions: Session[] = [];
  let kind: 'sessions' | 'journal' | 'traces' | undefined;
  let n = 0;
  let read = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    n++;
    if (!line.trim()) continue;
    let doc: unknown;
    try {
      doc = parseBounded(line);
    } catch (err) {
      if (err instanceof TooDeep) {
        batch.problems.push(`${path}:${n}: ${err.message} (line skipped)`);
        continue;
      }
      if (kind === 'sessions' || kind === 'journal')
        throw new Error(`${path}:${n}: invalid JSON: ${(err as Error).message}`);
      batch.problems.push(`${path}:${n}: invalid JSON: ${(err as Error).message} (line skipped)`);
      continue;
    }
    kind ??= isSession(doc) ? 'sessions' : isJournalLine(doc) ? 'journal' : 'traces';
    if (kind === 'traces') {
      try {
        readJsonDocument(doc, `${path}:${n}`, batch);
        read++;
      } catch (err) {
        batch.problems.push(`${(err as Error).message} (line skipped)`);
      }
      continue;
    }
    const s = kind === 'journal' ? (doc as { session?: unknown }).session : doc;
    if (kind === 'journal' && !s) continue;
    if (!isSession(s)) throw new Error(`${path}:${n}: not a normalized session (needs sessionId, toolCalls, messages)`);
    sessions.push(kind === 'journal' ? labelled(s, doc as JournalLabel) : s);
  }
  if (kind === 'sessions' || kind === 'journal') return { sessions };
  if (!read)
    throw new TraceFileError(
      `${path}: no line could be read as a trace document (${batch.problems[0] ?? 'no content'})`,
    );
  return { traces: batch };
}

/** Every session in the files, with secrets redacted (`redactor`: the caller's, to count and extend them). */
export async function loadSessions(
  paths: string[],
  redactor = new Redactor(),
): Promise<{ sessions: Session[]; problems: string[] }> {
  const sessions: Session[] = [];
  const batches: TraceBatch[] = [];
  const problems: string[] = [];
  for (const p of paths) {
    const read = await readOne(p);
    if ('problem' in read) problems.push(read.problem);
    else if ('sessions' in read) sessions.push(...read.sessions);
    else batches.push(read.traces);
  }
  if (batches.length) {
    const batch = mergeBatches(batches);
    batches.length = 0;
    problems.push(...batch.problems);
    sessions.push(...normalize(batch));
  }
  return { sessions: await redactor.redact(sessions), problems };
}
