// `agent-chaos inspect <file...> [--json]`: read trace files, print normalized sessions.
import { loadTraceFiles } from '../trace/load.js';
import { normalize } from '../trace/normalize.js';
import { sessionText } from './format.js';
import type { CliIO } from './io.js';

export async function inspectCommand(files: string[], opts: { json: boolean }, io: CliIO): Promise<number> {
  if (!files.length) {
    io.err('inspect: give at least one trace file (.json, .jsonl/.ndjson, .pb/.binpb, optionally .gz)');
    return 2;
  }
  const batch = await loadTraceFiles(files);
  for (const p of batch.problems) io.err(`warning: ${p}`);
  const sessions = normalize(batch);
  if (opts.json) {
    for (const s of sessions) io.out(JSON.stringify(s));
  } else {
    io.out(sessions.map((s) => sessionText(s)).join('\n\n'));
    io.out(`\n${sessions.length} session(s) from ${batch.spans.length} span(s) and ${batch.logs.length} log record(s) in ${files.length} file(s)`);
  }
  // Nothing readable at all is a failure; partial problems are warnings.
  return sessions.length === 0 ? 2 : 0;
}
