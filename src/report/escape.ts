// Untrusted text (agent answers, tool results, error messages, span attributes, names from a results
// file) in GitHub markdown: shown, never interpreted. No HTML, no @mentions or team mentions that
// notify, no issue, pull request or commit references, no links or autolinks, no math, no table
// breaks, no code fences, no bidi or invisible characters; one line, capped.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '`': '&#96;' };
const ZWSP = '\u200b';

import { CONTROL, INVISIBLE, cutAtWord } from '../util/text.js';

export function escapeText(text: unknown, max = 300): string {
  return inert(line(text, max), true);
}

/**
 * The same, for text inside an HTML block (a <summary>), where markdown is not read: a markdown
 * escape would show as a backslash there.
 */
export function escapeHtmlText(text: unknown, max = 300): string {
  return inert(line(text, max), false).replace(/\$/g, '&#36;'); // a dollar as an entity: never math
}

function line(text: unknown, max: number): string {
  const s = String(text ?? '')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cutAtWord(s, max);
}

/** `markdown`: also escape what markdown would read (emphasis, links, math, table pipes). */
function inert(s: string, markdown: boolean): string {
  if (markdown) s = s.replace(/([\\*_[\]~$|])/g, '\\$1');
  return (
    s
      .replace(/[&<>"`]/g, (c) => ENTITIES[c])
      // What GitHub would turn into a notification, a reference or a link:
      .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`) // @user, @org/team, mail@host
      .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`) // #123, owner/repo#123 (not the entity &#96;)
      .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`) // GH-123
      .replace(/:\/\//g, `:/${ZWSP}/`) // https://...
      .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`) // www.example.com
      .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])([0-9a-f]{6})([0-9a-f]{1,34})\b/gi, `$1${ZWSP}$2`) // commit SHAs
  );
}

/** A span or session id: hex or a slug, shown as code (nothing else gets through). */
export const code = (id: string): string => `\`${String(id).replace(/[^A-Za-z0-9_.:|-]/g, '')}\``;

/** A name in a mermaid label or a title: letters, digits and a few separators only. */
export const plainLabel = (name: string, max = 40): string =>
  String(name)
    .replace(/[^A-Za-z0-9 _.|:-]/g, '')
    .slice(0, max);
