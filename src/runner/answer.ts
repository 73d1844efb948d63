// The final answer when the trace has none, from a narrow, documented source (docs/agent-contract.md):
// the file AGENT_CHAOS_ANSWER_FILE the agent may write, else the last paragraph of its stdout with
// log-looking lines left out. Never all of stdout: a banner or a log line is not what the user read.
export const MAX_ANSWER = 8_000;

const LOG_LINE = [
  /^\s*\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/, // a timestamp first
  /^\s*[[(]?(trace|debug|info|notice|warn|warning|error|fatal|critical)[\])]?(\s*[:\]|-]|\s+\S+:)/i, // a level first
  /^\s*\(node:\d+\)/, // Node's warnings
  /^\s*\{.*"(level|msg|severity|timestamp|time)"\s*:/, // a JSON log record
  /\b(opentelemetry|otlp|otel|traceloop|exporting (spans|traces)|tracer ?provider|telemetry)\b/i, // telemetry chatter
];

export const isLogLine = (line: string): boolean => LOG_LINE.some((re) => re.test(line));

/** The last paragraph of stdout that is not log output; '' when there is none. */
export function answerFromStdout(stdout: string): string {
  const kept = stdout
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => (isLogLine(l) ? undefined : l));
  // Paragraphs: runs of kept lines, broken by blank lines and by log lines.
  const paragraphs: string[][] = [[]];
  for (const l of kept) {
    if (l === undefined || !l.trim()) paragraphs.push([]);
    else paragraphs.at(-1)!.push(l);
  }
  const last = paragraphs.filter((p) => p.length).at(-1);
  return last ? last.join('\n').trim().slice(0, MAX_ANSWER) : '';
}

/** The answer file's text when the agent wrote one, else the stdout fallback. */
export function fallbackAnswer(answerFile: string | undefined, stdout: string): string {
  const text = answerFile?.trim();
  return text ? text.slice(0, MAX_ANSWER) : answerFromStdout(stdout);
}
