// Which object keys go to secretlint: a token used as a key (long) does; the keys of a session's
// own shape ("inputTokens") do not, so judging a clean run never loads secretlint at all.
import { describe, expect, it, vi } from 'vitest';

const seen: string[] = [];
vi.mock('../../src/trace/secret-rules.js', async (original) => {
  const rules = await original<typeof import('../../src/trace/secret-rules.js')>();
  return {
    ...rules,
    secretlintFindings: (text: string) => {
      seen.push(text);
      return rules.secretlintFindings(text);
    },
  };
});

const { Redactor } = await import('../../src/trace/redact.js');

describe('Redactor keys', () => {
  it('sends no short key to secretlint, and a token used as a key is still redacted', async () => {
    const r = new Redactor([], {});
    const session = {
      usage: { inputTokens: 120, outputTokens: 8 },
      toolCalls: [{ name: 'login', arguments: { password_hint: 'ask the admin', authorName: 'Ana' } }],
      messages: [{ role: 'user', text: 'Book me a flight to Lisbon' }],
    };
    expect(await r.redact(session)).toBe(session); // nothing to change, nothing copied
    expect(seen).toEqual([]);
    const token = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
    const keyed = await r.redact({ headers: { [token]: 'value' } });
    expect(JSON.stringify(keyed)).not.toContain(token);
    expect(seen).toHaveLength(1);
  });
});
