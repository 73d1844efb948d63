// `agent-chaos inspect <file...> [--json]`: read trace files (or agent-chaos's own sessions.jsonl and
// journal.jsonl), print normalized sessions.
import { loadSessions } from '../trace/load-sessions.js';
import { sessionText } from './format.js';
import type { CliIO } from './io.js';

export async function inspectCommand(files: string[], opts: { json: boolean }, io: CliIO): Promise<number> {
  if (!files.length) {
    io.err(
      'inspect: give at least one trace file (.json, .jsonl/.ndjson, .pb/.binpb, optionally .gz; or sessions.jsonl, journal.jsonl)',
    );
    return 2;
  }
  const { sessions, problems } = await loadSessions(files);
  for (const p of problems) io.err(`warning: ${p}`);
  if (opts.json) {
    for (const s of sessions) io.out(JSON.stringify(s));
  } else {
    io.out(sessions.map((s) => sessionText(s)).join('\n\n'));
    io.out(`\n${sessions.length} session(s) in ${files.length} file(s)`);
  }
  // Nothing readable at all is a failure; partial problems are warnings.
  return sessions.length === 0 ? 2 : 0;
}
