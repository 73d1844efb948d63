// Untrusted text (agent answers, tool results, error messages, span attributes) in markdown: it is
// shown, never interpreted. No HTML, no @mentions that notify, no table breaks, no code fences, no
// links, one line, capped.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '`': '&#96;' };

export function escapeText(text: unknown, max = 300): string {
  let s = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return s
    .replace(/([\\*_[\]~])/g, '\\$1')
    .replace(/[&<>"`]/g, (c) => ENTITIES[c])
    .replace(/\|/g, '\\|')
    .replace(/@(?=[A-Za-z0-9_-])/g, '@\u200b')
    .replace(/:\/\//g, ':/\u200b/');
}

/** A span or session id: hex or a slug, shown as code (nothing else gets through). */
export const code = (id: string): string => `\`${String(id).replace(/[^A-Za-z0-9_.:|-]/g, '')}\``;
