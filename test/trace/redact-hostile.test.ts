// Redaction meets everything the agent wrote, in the job that holds the write token: each of its
// rules runs in linear time. The attacks are the texts that made the earlier patterns quadratic (a
// URL-credential prefilter over colons, a secret-assignment key read from every hyphen, a
// bearer-token lookbehind over a run of spaces, an AWS secret looked for 200 characters either side
// of every position); each must be redacted far inside a bound a quadratic pattern would need hours for.
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT, Redactor } from '../../src/trace/redact.js';
import { awsSecretsNearIds } from '../../src/trace/secret-rules.js';
import { HOSTILE_UNITS, MB, hostile } from '../helpers/hostile.js';

const BOUND_MS = 30_000;
const ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

const attacks: Record<string, string> = {
  'url credentials over colons': `postgres://${':'.repeat(MB)}`,
  'a key of hyphens with a secret name': `token${'-a'.repeat(MB / 2)}`,
  'secret names with no separator': 'token-'.repeat(MB / 6),
  'a bearer keyword before a run of spaces': `token${' '.repeat(MB)}x`,
  'key ids and base64 runs side by side': `${ID} ${'A'.repeat(40)} `.repeat(MB / 62),
  'a key id then a megabyte of base64': `${ID} ${'a'.repeat(MB)}`,
  'private key openings': '-----BEGIN PRIVATE KEY-----'.repeat(MB / 27),
  ...Object.fromEntries(HOSTILE_UNITS.map((u) => [`repeated ${JSON.stringify(u)}`, `password ${hostile(u)}`])),
};

describe('redaction reads a megabyte of hostile text in linear time', () => {
  it.each(Object.keys(attacks))('%s', async (name) => {
    const r = new Redactor([], {});
    await r.redact('warm up secretlint'); // its first load is not the rules' time
    const t = performance.now();
    await r.redact({ text: attacks[name] });
    expect(performance.now() - t).toBeLessThan(BOUND_MS);
  });
});

// The patterns they replace, as they were: the reference the rewrites must agree with.
const OLD_AWS =
  /(?<=\b(?:AKIA|ASIA)[0-9A-Z]{16}\b[\s\S]{0,200}?)(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])|(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])(?=[\s\S]{0,200}?\b(?:AKIA|ASIA)[0-9A-Z]{16}\b)/g;
const OLD_ASSIGNMENT =
  /\b([A-Za-z0-9_.-]*(?:password|passwd|passphrase|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing[_-]?key|client[_-]?secret)[A-Za-z0-9_.-]*)(\\?["']?\s*[:=]\s*\\?["']?)([^\s"',;&<>\\]{8,})/gi;

/** A small deterministic generator: texts built from the pieces each rule turns on. */
function* texts(pieces: string[], count: number, seed = 7): Generator<string> {
  let x = seed;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x;
  };
  for (let i = 0; i < count; i++) {
    let t = '';
    const n = 1 + (next() % 8);
    for (let j = 0; j < n; j++) t += pieces[next() % pieces.length];
    yield t;
  }
}

describe('the rewritten rules find what the old ones found', () => {
  it('an AWS secret beside its key id: the same runs, on 3,000 generated texts', () => {
    const pieces = [
      ID,
      'ASIAY34FZKBOKMUTVV7A',
      SECRET,
      `${SECRET}x`,
      ' ',
      '\n',
      'key ',
      '/',
      '=',
      'a'.repeat(90),
      'b'.repeat(150),
    ];
    for (const t of texts(pieces, 3000)) {
      const old = [...t.matchAll(OLD_AWS)].map((m) => [m.index, m.index + m[0].length]);
      expect(awsSecretsNearIds(t), JSON.stringify(t)).toEqual(old);
    }
  });

  it('a secret-looking key=value: the same matches, on 3,000 generated texts', () => {
    const pieces = [
      'password',
      'api_key',
      'my.',
      '-',
      'x',
      'token',
      '=',
      ': ',
      '"',
      "'",
      ' ',
      's3cr3t-V4lue+9',
      'plain',
      '\\"',
      'foo=',
    ];
    for (const t of texts(pieces, 3000)) {
      const old = [...t.matchAll(OLD_ASSIGNMENT)].map((m) => [m.index + m[0].length - m[3].length, m[3]]);
      const now = [...t.matchAll(ASSIGNMENT)].map((m) => [m.index + m[0].length - m[3].length, m[3]]);
      expect(now, JSON.stringify(t)).toEqual(old);
    }
  });

  it('still redacts the shapes: a bearer token, an AWS pair in prose, a URL password', async () => {
    const r = new Redactor([], {});
    const out = await r.redact(
      `Authorization: Bearer abcdefghijklmnop0123456789 key ${ID} secret ${SECRET} db postgres://app:hunter2hunter2@db.internal/x`,
    );
    expect(out).not.toContain('abcdefghijklmnop0123456789');
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain('hunter2hunter2');
  });
});
