// Human-readable view of a session for the terminal (`agent-chaos inspect`).
import { clip } from './content.js';
import type { Session } from './session.js';

const asText = (v: unknown): string => (v == null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

export function renderSession(s: Session, width = 160): string {
  const lines: string[] = [];
  const failed = s.toolCalls.filter((c) => c.status === 'error').length;
  lines.push(`session ${s.sessionId}  [${s.dialect}]  ${s.traceIds.length} trace(s), ${s.modelCalls} model call(s), ` +
    `${s.toolCalls.length} tool call(s) (${failed} failed), ${s.usage.inputTokens}+${s.usage.outputTokens} tokens, ${s.durationMs} ms`);
  lines.push(`  input:  ${clip(s.input || '(none found)', width)}`);
  for (const c of s.toolCalls) {
    const mark = c.status === 'ok' ? '✓' : '✗';
    const detail = c.status === 'ok' ? asText(c.result) : `${c.error?.type}: ${c.error?.message}`;
    const fault = c.fault ? ` [fault: ${c.fault}]` : '';
    lines.push(`  ${mark} ${c.name}(${clip(asText(c.arguments), 60)})${fault}  span ${c.spanId}`);
    if (detail) lines.push(`      -> ${clip(detail, width - 8)}`);
  }
  lines.push(`  answer: ${clip(s.finalAnswer || '(none found)', width)}`);
  return lines.join('\n');
}
