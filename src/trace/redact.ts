// Secrets out of everything the agent wrote, before it goes anywhere: the judge prompt, the PR
// comment, results.json, sessions.jsonl, the journal, the log. Applied once where sessions are made
// (the runner, a journal read from another job, a trace file), so every later stage sees redacted
// text. Well-known token and key shapes, secret-looking `key=value` pairs, the values of the job's
// own secret-looking environment variables, and the config's extra patterns (`redact:`).

// Start of a token: not inside a word, but right after an escape such as \n in JSON-encoded text.
const START = String.raw`(?<=^|[^A-Za-z0-9_]|\\[nrt])`;
const token = (body: string, flags = 'g') => new RegExp(START + body, flags);

const PATTERNS: [kind: string, pattern: RegExp][] = [
  ['private-key', /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g],
  ['aws-access-key', token(String.raw`(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b`)],
  ['github-token', token(String.raw`(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})`)],
  ['slack-token', token(String.raw`xox[abeoprs]-[A-Za-z0-9-]{10,}`)],
  ['api-key', token(String.raw`sk-(?:ant-|proj-|live-|test-)?[A-Za-z0-9_-]{20,}`)],
  ['jwt', token(String.raw`eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`)],
  ['bearer-token', /(?<=\b(?:Bearer|Basic|token)\s+)[A-Za-z0-9._~+/-]{16,}=*/gi],
];

// `password=...`, `"api_key": "..."`, `AWS_SECRET_ACCESS_KEY=...`: the value, when it looks random.
// Quotes may be JSON-escaped (\"), and an escape (\n) ends a value.
const ASSIGNMENT = /\b([A-Za-z0-9_.-]*(?:password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth)[A-Za-z0-9_.-]*)(\\?["']?\s*[:=]\s*\\?["']?)([^\s"',;&<>\\]{8,})/gi;
const SECRET_NAME = /(password|passwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth)/i;

/**
 * A text none of the patterns above can match has none of these: one cheap scan keeps the full set
 * (with its lookbehinds) off the great majority of strings in a trace.
 */
const MAYBE = /-----BEGIN|A[KS]IA|ABIA|ACCA|gh[pousr]_|github_pat_|xox[abeoprs]-|sk-|eyJ|bearer|basic|token|passw|secret|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth/i;

/** Bits per character: random keys are high, words and numbers low. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

const looksSecret = (value: string) => !value.startsWith('[REDACTED') && /[A-Za-z]/.test(value) && /[0-9/+_=-]/.test(value) && entropy(value) >= 3;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Redactor {
  /** Redactions made so far, by kind. */
  readonly counts = new Map<string, number>();
  private readonly literals: RegExp | undefined;
  private readonly extra: RegExp[];

  /** `env`: the job's environment, whose secret-looking values are redacted wherever they appear. */
  constructor(extraPatterns: string[] = [], env: NodeJS.ProcessEnv = process.env) {
    const values = Object.entries(env)
      .filter(([k, v]) => v && v.length >= 8 && SECRET_NAME.test(k))
      .map(([, v]) => v!)
      .sort((a, b) => b.length - a.length);
    this.literals = values.length ? new RegExp(values.map(escapeRegExp).join('|'), 'g') : undefined;
    this.extra = extraPatterns.map((p) => new RegExp(p, 'g'));
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  private mark(kind: string): string {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    return `[REDACTED:${kind}]`;
  }

  text(s: string): string {
    if (s.length < 8) return s;
    let out = s;
    if (this.literals) out = out.replace(this.literals, () => this.mark('environment-secret'));
    if (MAYBE.test(out)) {
      for (const [kind, re] of PATTERNS) out = out.replace(re, () => this.mark(kind));
      out = out.replace(ASSIGNMENT, (all, key: string, sep: string, value: string) => (looksSecret(value) ? `${key}${sep}${this.mark('secret-value')}` : all));
    }
    for (const re of this.extra) out = out.replace(re, () => this.mark('configured-pattern'));
    return out;
  }

  /**
   * Every string inside a value (a session, tool arguments, results), redacted; the shape is kept.
   * What holds no secret is returned as it is, not copied: most of a trace holds none.
   */
  value<T>(v: T): T {
    if (typeof v === 'string') return this.text(v) as T;
    if (Array.isArray(v)) {
      let out: unknown[] | undefined;
      v.forEach((x, i) => {
        const y = this.value(x);
        if (y !== x) (out ??= [...v])[i] = y;
      });
      return (out ?? v) as T;
    }
    if (v && typeof v === 'object') {
      let out: Record<string, unknown> | undefined;
      for (const [k, x] of Object.entries(v)) {
        const y = this.value(x);
        if (y !== x) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
      }
      return (out ?? v) as T;
    }
    return v;
  }

  /** "3 secret-looking value(s) were redacted (aws-access-key 1, ...)", or undefined. */
  summary(): string | undefined {
    if (!this.total) return undefined;
    return `${this.total} secret-looking value(s) in the agent's output were redacted before reporting or judging (${[...this.counts].map(([k, n]) => `${k} ${n}`).join(', ')}).`;
  }
}
