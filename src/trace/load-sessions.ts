// Sessions from files: normalized sessions (sessions.jsonl, `inspect --json` output, the sessions
// in a runner journal) are taken as they are; every other file is read as traces, all together (spans and logs of one recording may
// sit in different files), and normalized.
import { readFile } from 'node:fs/promises';
import { loadTraceFiles } from './load.js';
import { normalize } from './normalize.js';
import { Redactor } from './redact.js';
import type { Session } from './session.js';

const isSession = (o: unknown): o is Session =>
  !!o && typeof o === 'object' && typeof (o as Session).sessionId === 'string' && Array.isArray((o as Session).toolCalls) && Array.isArray((o as Session).messages);

/** The sessions of a sessions.jsonl file, or undefined when the file is something else. */
export async function readSessionsFile(path: string): Promise<Session[] | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n').filter((l) => l.trim());
  if (!lines.length) return undefined;
  let journal: boolean;
  try {
    const first = JSON.parse(lines[0]);
    // A runner journal holds one run a line, with its session (when it sent spans) inside.
    journal = !isSession(first) && typeof first?.case === 'string' && 'status' in first;
    if (!journal && !isSession(first)) return undefined;
  } catch {
    return undefined;
  }
  return lines.flatMap((l, i) => {
    let s = JSON.parse(l);
    if (journal) s = s.session;
    if (journal && !s) return [];
    if (!isSession(s)) throw new Error(`${path}:${i + 1}: not a normalized session (needs sessionId, toolCalls, messages)`);
    return [s];
  });
}

/** Every session in the files, with secrets redacted (`redactor`: the caller's, to count and extend them). */
export async function loadSessions(paths: string[], redactor = new Redactor()): Promise<{ sessions: Session[]; problems: string[] }> {
  const sessions: Session[] = [];
  const traceFiles: string[] = [];
  for (const p of paths) {
    const direct = await readSessionsFile(p);
    if (direct) sessions.push(...direct);
    else traceFiles.push(p);
  }
  const problems: string[] = [];
  if (traceFiles.length) {
    const batch = await loadTraceFiles(traceFiles);
    problems.push(...batch.problems);
    sessions.push(...normalize(batch));
  }
  return { sessions: redactor.value(sessions), problems };
}
