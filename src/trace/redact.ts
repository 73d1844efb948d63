// Secrets out of everything the agent wrote, before it goes anywhere: the judge prompt, the PR
// comment, results.json, sessions.jsonl, the journal, the log. Applied once where sessions are made
// (the runner, a journal read from another job, a trace file), so every later stage sees redacted
// text. What counts as a secret (secret-rules.ts): secretlint's recommended rules over the whole
// value, the shapes they lack, secret-looking `key=value` pairs and object keys at any depth, an AWS
// secret beside its key id, base64 of any of these, the job's own secret-looking environment values
// and every value the agent is given (whatever its name), each also in its common encodings (base64
// at any alignment, URL, hex, JSON-escaped), and the config's `redact:` patterns, run on RE2 (linear time: a pattern from a pull request cannot
// hang the job).
import { RE2JS } from 're2js';
import { EXTRA_RULES, SECRET_NAME, looksSecret, secretlintFindings, awsSecretsNearIds } from './secret-rules.js';

// `password=...`, `"api_key": "..."`, `AWS_SECRET_ACCESS_KEY=...`: the value, when it looks random.
// Quotes may be JSON-escaped (\"), and an escape (\n) ends a value.
// The key starts where a key can (a lookbehind, not `\b`, which holds after every "-" and "." inside
// one) and is read once: a lookahead finds the secret-looking name in it, then the key is taken
// whole. `[\w.-]*NAME[\w.-]*` read to the key's end from every name in it (quadratic in "token-token-...").
const KEY = '[A-Za-z0-9_.-]';
export const ASSIGNMENT = new RegExp(
  String.raw`(?<!${KEY})(?=${KEY}*?(?:${SECRET_NAME.source}))(${KEY}+)(\\?["']?\s*[:=]\s*\\?["']?)([^\s"',;&<>\\]{8,})`,
  'gi',
);

/**
 * A text none of the rules can match has none of these: one cheap scan keeps the full set (with
 * its lookbehinds) off the great majority of strings in a trace.
 */
const MAYBE =
  /-----BEGIN|A[KS]IA|ABIA|ACCA|A3T|gh[pousr]_|github_pat_|xox[abeoprs]-|sk-|[spr]k_(live|test)|AIza|gl(pat|dt|rt|ptt|ft|soat)-|npm_|hf_|pypi-|SG\.|SK[0-9a-f]{32}|key-[0-9a-f]|do[opr]_v1|shp(at|ca|pa|ss)_|dapi[0-9a-f]|AccountKey|sig=|lin_api_|:\/\/[^\s/:@]*:[^\s/@]*@|hooks\.slack|discord|eyJ|bearer|basic|token|pass|secret|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing/i;

/**
 * The cheap check before the base64 scan: most strings have no such run. Tried only where a run
 * starts (the lookbehind), not again from every character inside one: a third faster on traces.
 */
const LONG_RUN = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24}/;
/** Base64 runs long enough to hide a token (a short one cannot). */
const BASE64 = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,4096}={0,2}(?![A-Za-z0-9+/=])/g;

/**
 * A key that is itself a token is long; shorter keys ("inputTokens", "password") name a value, which
 * is read as one (sending them to secretlint loaded it for every session).
 */
const KEY_SECRET_MIN = 20;

/**
 * The memo's bounds: strings of 64 characters to 64k (shorter ones, ids and times, are mostly unique
 * and cheaper to scan than to remember), 4M characters in all (then it starts again).
 */
const MEMO_MIN_LENGTH = 64;
const MEMO_MAX_LENGTH = 65_536;
const MEMO_MAX_CHARS = 4_000_000;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Redactor {
  /** Redactions made so far, by kind. */
  readonly counts = new Map<string, number>();
  private literals: RegExp | undefined;
  private readonly known = new Map<string, string>();
  /** Each known value's encoded forms too (encodedForms), with the kind they stand for. */
  private readonly forms = new Map<string, string>();
  private readonly extra: RE2JS[];

  /**
   * `extraPatterns`: the config's `redact:` (RE2 syntax: no lookaround or backreferences, linear
   * time). `env`: the job's environment, whose secret-looking values are redacted wherever they appear.
   * `given`: the values the agent is handed (agent.pass_env, agent.require_env: runner/environment.ts),
   * secrets whatever their names (`LLM_KEY`), redacted the same way.
   */
  constructor(extraPatterns: string[] = [], env: NodeJS.ProcessEnv = process.env, given: string[] = []) {
    for (const [k, v] of Object.entries(env))
      if (v && v.length >= 8 && SECRET_NAME.test(k)) this.known.set(v, 'environment-secret');
    for (const v of given) if (v.length >= 8 && !this.known.has(v)) this.known.set(v, 'agent-environment');
    this.rebuild();
    this.extra = extraPatterns.map((p) => RE2JS.compile(p));
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  private rebuild(): void {
    this.forms.clear();
    for (const [value, kind] of this.known)
      for (const form of encodedForms(value)) if (!this.forms.has(form)) this.forms.set(form, kind);
    const values = [...this.forms.keys()].sort((a, b) => b.length - a.length);
    this.literals = values.length ? new RegExp(values.map(escapeRegExp).join('|'), 'g') : undefined;
    this.memo.clear(); // made with the old literals
    this.memoChars = 0;
  }

  private mark(kind: string): string {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    this.trail?.push(kind);
    return `[REDACTED:${kind}]`;
  }

  /**
   * What text() made of a string, for the same text met again: a trace repeats its arguments,
   * results and messages (in every model call's history, in nested spans). Bounded in characters;
   * emptied when the literals change. A hit counts its redactions again.
   */
  private readonly memo = new Map<string, { out: string; marks?: string[]; flagged: boolean }>();
  private memoChars = 0;
  /** The redactions text() is making, while it makes them (for the memo). */
  private trail: string[] | undefined;

  /** While redact walks a value: the strings the cheap scan flags, for secretlint. */
  private flagged: string[] | undefined;
  /** Set for the pass that only replaces what secretlint found. */
  private literalsOnly = false;

  /**
   * The way in for everything the agent wrote, in one walk: every rule but secretlint's is applied
   * as each string is met, and the strings the cheap scan flags (most of a trace has none) go to
   * secretlint together afterwards. What it finds is remembered and, when new, replaced in a second
   * pass wherever it appears (JSON-escaped or not), since it may sit in strings no rule flagged.
   */
  async redact<T>(v: T): Promise<T> {
    const flagged: string[] = [];
    this.flagged = flagged;
    let out: T;
    try {
      out = this.value(v);
    } finally {
      this.flagged = undefined;
    }
    return (await this.learn(flagged)) ? this.withLiterals(out) : out;
  }

  /** secretlint's rules over the flagged strings at once; true when it found something new. */
  private async learn(flagged: string[]): Promise<boolean> {
    if (!flagged.length) return false;
    let added = false;
    for (const found of await secretlintFindings(flagged.join('\n'))) {
      for (const form of [found, unescapeJson(found)]) {
        if (form && form.length >= 8 && !form.startsWith('[REDACTED') && !this.known.has(form)) {
          this.known.set(form, 'secretlint');
          added = true;
        }
      }
    }
    if (added) this.rebuild();
    return added;
  }

  private withLiterals<T>(v: T): T {
    this.literalsOnly = true;
    try {
      return this.value(v);
    } finally {
      this.literalsOnly = false;
    }
  }

  text(s: string): string {
    if (s.length < 8) return s;
    if (this.literalsOnly) return this.replaceLiterals(s);
    const remembered = s.length >= MEMO_MIN_LENGTH;
    const done = remembered ? this.memo.get(s) : undefined;
    if (done) {
      if (done.marks) for (const kind of done.marks) this.mark(kind);
      if (done.flagged) this.flagged?.push(s);
      return done.out;
    }
    const trail: string[] = [];
    this.trail = trail;
    let made: { out: string; flagged: boolean };
    try {
      made = this.rules(s);
    } finally {
      this.trail = undefined;
    }
    if (made.flagged) this.flagged?.push(s);
    if (remembered && s.length <= MEMO_MAX_LENGTH) {
      if (this.memoChars + s.length > MEMO_MAX_CHARS) {
        this.memo.clear();
        this.memoChars = 0;
      }
      this.memo.set(s, { out: made.out, marks: trail.length ? trail : undefined, flagged: made.flagged });
      this.memoChars += s.length;
    }
    return made.out;
  }

  private replaceLiterals(s: string): string {
    return this.literals ? s.replace(this.literals, (m) => this.mark(this.forms.get(m) ?? 'secret')) : s;
  }

  /** Every rule but secretlint's over one string; `flagged`: the cheap scan says secretlint should read it. */
  private rules(s: string): { out: string; flagged: boolean } {
    let out = this.replaceLiterals(s);
    const maybe = MAYBE.test(out);
    const flagged = out === s ? maybe : MAYBE.test(s);
    if (maybe) {
      // Before the key id itself is replaced: the secret is found by its neighbour.
      if (/A[KS]IA/.test(out)) out = this.replaceRanges(out, awsSecretsNearIds(out), 'aws-secret-key');
      for (const { id, pattern } of EXTRA_RULES) out = out.replace(pattern, () => this.mark(id));
      out = out.replace(ASSIGNMENT, (all, key: string, sep: string, value: string) =>
        looksSecret(value) ? `${key}${sep}${this.mark('secret-value')}` : all,
      );
    }
    if (LONG_RUN.test(out))
      out = out.replace(BASE64, (run) => (this.hidesSecret(run) ? this.mark('base64-secret') : run));
    for (const re of this.extra) out = this.replaceRe2(re, out);
    return { out, flagged };
  }

  /** A base64 run whose decoded text holds a secret of a known shape. */
  private hidesSecret(run: string): boolean {
    const decoded = Buffer.from(run, 'base64').toString('utf8');
    // Binary (an image, a hash) is not text that could hold a token.
    if (!decoded || /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(decoded) || !MAYBE.test(decoded)) return false;
    if (this.literals && new RegExp(this.literals.source).test(decoded)) return true;
    return (
      EXTRA_RULES.some(({ pattern }) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(decoded)) ||
      [...decoded.matchAll(ASSIGNMENT)].some((m) => looksSecret(m[3]))
    );
  }

  /** `s` with each of the sorted, disjoint [start, end) ranges replaced by a redaction mark. */
  private replaceRanges(s: string, ranges: [number, number][], kind: string): string {
    if (!ranges.length) return s;
    let out = '';
    let last = 0;
    for (const [start, end] of ranges) {
      out += s.slice(last, start) + this.mark(kind);
      last = end;
    }
    return out + s.slice(last);
  }

  private replaceRe2(re: RE2JS, s: string): string {
    const m = re.matcher(s);
    let out = '';
    let last = 0;
    while (m.find()) {
      if (m.end() === m.start()) continue; // an empty match redacts nothing
      out += s.slice(last, m.start()) + this.mark('configured-pattern');
      last = m.end();
    }
    return last ? out + s.slice(last) : s;
  }

  /**
   * Every string inside a value (a session, tool arguments, results), redacted; the shape is kept.
   * A value under a secret-looking key is redacted when it looks random, at any depth, and a key
   * that is itself a secret is replaced. What holds no secret is returned as it is, not copied.
   */
  value<T>(v: T, key?: string): T {
    if (typeof v === 'string') {
      if (key && SECRET_NAME.test(key) && !/\s|^[a-z][a-z0-9+.-]*:\/\//i.test(v) && looksSecret(v)) {
        if (this.flagged && MAYBE.test(v)) this.flagged.push(v); // it may appear elsewhere too
        return this.mark('secret-value') as T;
      }
      return this.text(v) as T;
    }
    if (!v || typeof v !== 'object') return v;
    // Plain loops: this walks every value of every session, and Object.entries allocated a pair per key.
    if (Array.isArray(v)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const y = this.value(v[i], key);
        if (y !== v[i]) (out ??= [...v])[i] = y;
      }
      return (out ?? v) as T;
    }
    const o = v as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    for (const k in o) {
      const x = o[k];
      const safeKey = k.length >= KEY_SECRET_MIN ? this.text(k) : k;
      const y = this.value(x, k);
      if (safeKey !== k) {
        out ??= { ...o };
        delete out[k];
        out[safeKey] = y;
      } else if (y !== x) (out ??= { ...o })[k] = y;
    }
    return (out ?? v) as T;
  }

  /** "3 secret-looking value(s) were redacted (aws-access-key 1, ...)", or undefined. */
  summary(): string | undefined {
    if (!this.total) return undefined;
    const kinds = [...this.counts].map(([k, n]) => `${k} ${n}`).join(', ');
    return `${this.total} secret-looking value(s) in the agent's output were redacted before reporting or judging (${kinds}).`;
  }
}

/**
 * A secret as an agent may print it: as is, JSON-escaped, URL-encoded (as a component and as a form
 * field), in hex, and in base64 (standard and URL-safe) at each of the three byte alignments it can
 * have inside a longer encoded text: only the characters the secret's bytes alone decide, so the
 * form is found in `base64("Authorization: " + key)` too. Forms shorter than 8 characters are left
 * out (they would match ordinary text).
 */
export function encodedForms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const forms = new Set([
    value,
    JSON.stringify(value).slice(1, -1),
    encodeURIComponent(value),
    encodeURIComponent(value).replaceAll('%20', '+'),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
  ]);
  for (let k = 0; k < 3; k++) {
    const b64 = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64');
    // Character i holds bits [6i, 6i + 6); the secret holds bits [8k, 8(k + n)).
    const core = b64.slice(Math.ceil((8 * k) / 6), Math.floor((8 * (k + bytes.length)) / 6));
    forms.add(core);
    forms.add(core.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return [...forms].filter((f) => f.length >= 8);
}

/** The text a JSON string literal's body stands for (`a\nb` -> a, newline, b), or undefined. */
function unescapeJson(s: string): string | undefined {
  if (!s.includes('\\')) return undefined;
  try {
    return JSON.parse(`"${s.replace(/(?<!\\)"/g, '\\"')}"`) as string;
  } catch {
    return undefined;
  }
}
