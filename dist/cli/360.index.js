export const id = 360;
export const ids = [360];
export const modules = {

/***/ 1360:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ASSIGNMENT: () => (/* binding */ ASSIGNMENT),
  Redactor: () => (/* binding */ Redactor),
  encodedForms: () => (/* binding */ encodedForms)
});

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./lib/trace/secret-rules.js
// Which strings are secrets. Detection comes first from a maintained rule set, secretlint's
// recommended preset (AWS, GCP, GitHub, Slack, npm, OpenAI, Anthropic, private keys, basic auth,
// database connection strings, ...), run over a whole value at once; then from the shapes below,
// which that preset does not cover (each is in test/trace/secret-corpus.test.ts with a sample).
// What is found is replaced wherever it appears (redact.ts).
// A token starts outside a word, or right after an escape such as \n in JSON-encoded text.
const START = String.raw `(?<=^|[^A-Za-z0-9_]|\\[nrt])`;
const startsToken = (re) => re.source.startsWith('\\b') ? new RegExp(START + re.source.slice(2), re.flags) : re;
/** Shapes the secretlint preset lacks: well-known prefixes and formats. */
const EXTRA_RULES = [
    { id: 'stripe-key', pattern: /\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
    { id: 'google-api-key', pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
    { id: 'gitlab-token', pattern: /\b(?:glpat|gldt|glrt|glptt|glft|glsoat)-[0-9A-Za-z_-]{20,}/g },
    { id: 'npm-token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
    { id: 'huggingface-token', pattern: /\bhf_[A-Za-z0-9]{30,}/g },
    { id: 'pypi-token', pattern: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
    { id: 'sendgrid-key', pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
    { id: 'twilio-key', pattern: /\bSK[0-9a-f]{32}\b/g },
    { id: 'mailgun-key', pattern: /\bkey-[0-9a-f]{32}\b/g },
    { id: 'digitalocean-token', pattern: /\bdo[opr]_v1_[0-9a-f]{64}\b/g },
    { id: 'shopify-token', pattern: /\bshp(?:at|ca|pa|ss)_[0-9a-fA-F]{32}\b/g },
    { id: 'databricks-token', pattern: /\bdapi[0-9a-f]{32}\b/g },
    { id: 'azure-storage-key', pattern: /(?<=AccountKey=)[A-Za-z0-9+/]{40,}={0,2}/g },
    { id: 'azure-sas-signature', pattern: /(?<=[?&]sig=)[A-Za-z0-9%+/=]{20,}/g },
    // user:password@ in any URL (postgres://, mongodb+srv://, https://, amqp://, ...): the password.
    {
        id: 'url-password',
        pattern: /(?<=\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@"'<>]{0,100}:)[^\s/@"'<>]{1,200}(?=@[A-Za-z0-9.[\]-])/gi,
    },
    {
        id: 'private-key',
        pattern: /-----BEGIN[A-Z0-9 ]* PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]* PRIVATE KEY(?: BLOCK)?-----|$)/g,
    },
    { id: 'aws-access-key', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[0-9A-Z]{16}\b/g },
    { id: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
    { id: 'slack-token', pattern: /\bxox[abeoprs]-[A-Za-z0-9-]{10,}/g },
    { id: 'slack-webhook', pattern: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/]{20,}/g },
    { id: 'discord-webhook', pattern: /https:\/\/discord(?:app)?\.com\/api\/webhooks\/[0-9]+\/[A-Za-z0-9_-]{20,}/g },
    { id: 'api-key', pattern: /\bsk-(?:ant-|proj-|svcacct-|admin-|live-|test-)?[A-Za-z0-9_-]{20,}/g },
    { id: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
    // The lookbehind's spaces are bounded: \s+ was read back over the whole run from every position in it.
    { id: 'bearer-token', pattern: /(?<=\b(?:Bearer|Basic|token)\s{1,16})[A-Za-z0-9._~+/-]{16,}=*/gi },
].map((r) => ({ ...r, pattern: startsToken(r.pattern) }));
/** An AWS access key id: the neighbour that makes a 40-character run an AWS secret. */
const AWS_KEY_ID = /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g;
/** Exactly 40 characters of base64 (an AWS secret access key's shape), alone. */
const FORTY = /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
/** How far from its key id a secret is still read as its pair, either side. */
const AWS_PAIR_DISTANCE = 200;
/**
 * Where AWS secret access keys sit beside their key id, in prose ("key AKIA... secret wJalr..."): 40
 * characters of base64 within 200 characters of a key id, either side, as [start, end) ranges. Two
 * linear scans and a merge: a lookaround over `[\s\S]{0,200}` read 200 characters back from every
 * position of agent text.
 */
function awsSecretsNearIds(text) {
    const ids = [...text.matchAll(AWS_KEY_ID)].map((m) => [m.index, m.index + m[0].length]);
    if (!ids.length)
        return [];
    const out = [];
    let i = 0; // the first id that does not end before this run's reach
    for (const m of text.matchAll(FORTY)) {
        const start = m.index;
        const end = start + 40;
        while (i < ids.length && ids[i][1] < start - AWS_PAIR_DISTANCE)
            i++;
        // A key id inside the run is not its neighbour; ids are 20 characters, so few fit in the window.
        for (let j = i; j < ids.length && ids[j][0] <= end + AWS_PAIR_DISTANCE; j++) {
            if (ids[j][1] <= start || ids[j][0] >= end) {
                out.push([start, end]);
                break;
            }
        }
    }
    return out;
}
/** The names of keys whose values are secrets: `password=`, `"api_key":`, `AWS_SECRET_ACCESS_KEY`. */
const SECRET_NAME = /(?:password|passwd|passphrase|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing[_-]?key|client[_-]?secret)/i;
/** Bits per character: random keys are high, words and numbers low. */
function entropy(s) {
    const counts = new Map();
    for (const c of s)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let h = 0;
    for (const n of counts.values())
        h -= (n / s.length) * Math.log2(n / s.length);
    return h;
}
/** A value under a secret-looking name that looks random (not a word, a boolean, a number, a placeholder). */
const looksSecret = (value) => value.length >= 8 &&
    !value.startsWith('[REDACTED') &&
    /[A-Za-z]/.test(value) &&
    /[0-9/+_=-]/.test(value) &&
    entropy(value) >= 3;
let secretlint;
/** secretlint's recommended preset, loaded once on first use. */
function loadSecretlint() {
    secretlint ??= (async () => {
        const [{ lintSource }, { creator }, { secretLintProfiler }] = await Promise.all([
            __webpack_require__.e(/* import() */ 707).then(__webpack_require__.bind(__webpack_require__, 6707)),
            __webpack_require__.e(/* import() */ 577).then(__webpack_require__.bind(__webpack_require__, 1577)),
            __webpack_require__.e(/* import() */ 806).then(__webpack_require__.bind(__webpack_require__, 806)),
        ]);
        // secretlint's profiler keeps every performance mark of every lint and scans them all on each new
        // one: over a job's sessions, quadratic time and unbounded memory. Emptied after each lint.
        const profiler = secretLintProfiler;
        const forget = async () => {
            await profiler.getMeasures();
            profiler.entries.length = 0;
            profiler.measures.length = 0;
            // (Its marks stay in the process's timeline: clearing them breaks the measures it takes later.)
        };
        const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };
        return async (content) => {
            const r = await lintSource({
                source: { content, filePath: 'agent-output.txt', ext: '.txt', contentType: 'text' },
                options: { config },
            });
            await forget();
            return r.messages.map((m) => m.range);
        };
    })();
    return secretlint;
}
/**
 * The secrets secretlint's preset finds in `text`, each extended to the whole token it starts (a
 * rule may report `key = AbC...` with only part of the value) and without a `name = ` before it.
 */
async function secretlintFindings(text) {
    const ranges = await (await loadSecretlint())(text);
    const found = new Set();
    for (const [start, end] of ranges) {
        let s = text.slice(start, end);
        const assignment = /^[\w.-]*\s*["']?\s*[:=]\s*["']?/.exec(s);
        let from = start;
        if (assignment && assignment[0].length < s.length && /[:=]/.test(assignment[0]))
            from = start + assignment[0].length;
        let to = end;
        while (to < text.length && /[A-Za-z0-9/+=_-]/.test(text[to]))
            to++;
        s = text.slice(from, to);
        if (s.length >= 8)
            found.add(s);
    }
    return [...found];
}

;// CONCATENATED MODULE: ./lib/trace/redact.js
// Secrets out of everything the agent wrote, before it goes anywhere: the judge prompt, the PR
// comment, results.json, sessions.jsonl, the journal, the log. Applied once where sessions are made
// (the runner, a journal read from another job, a trace file), so every later stage sees redacted
// text. What counts as a secret (secret-rules.ts): secretlint's recommended rules over the whole
// value, the shapes they lack, secret-looking `key=value` pairs and object keys at any depth, an AWS
// secret beside its key id, base64 of any of these, the job's own secret-looking environment values
// and every value the agent is given (whatever its name), each also in its common encodings (base64
// at any alignment, URL, hex, JSON-escaped), and the config's `redact:` patterns, run on RE2 (linear time: a pattern from a pull request cannot
// hang the job).


// `password=...`, `"api_key": "..."`, `AWS_SECRET_ACCESS_KEY=...`: the value, when it looks random.
// Quotes may be JSON-escaped (\"), and an escape (\n) ends a value.
// The key starts where a key can (a lookbehind, not `\b`, which holds after every "-" and "." inside
// one) and is read once: a lookahead finds the secret-looking name in it, then the key is taken
// whole. `[\w.-]*NAME[\w.-]*` read to the key's end from every name in it (quadratic in "token-token-...").
const KEY = '[A-Za-z0-9_.-]';
const ASSIGNMENT = new RegExp(String.raw `(?<!${KEY})(?=${KEY}*?(?:${SECRET_NAME.source}))(${KEY}+)(\\?["']?\s*[:=]\s*\\?["']?)([^\s"',;&<>\\]{8,})`, 'gi');
/**
 * A text none of the rules can match has none of these: one cheap scan keeps the full set (with
 * its lookbehinds) off the great majority of strings in a trace.
 */
const MAYBE = /-----BEGIN|A[KS]IA|ABIA|ACCA|A3T|gh[pousr]_|github_pat_|xox[abeoprs]-|sk-|[spr]k_(live|test)|AIza|gl(pat|dt|rt|ptt|ft|soat)-|npm_|hf_|pypi-|SG\.|SK[0-9a-f]{32}|key-[0-9a-f]|do[opr]_v1|shp(at|ca|pa|ss)_|dapi[0-9a-f]|AccountKey|sig=|lin_api_|:\/\/[^\s/:@]*:[^\s/@]*@|hooks\.slack|discord|eyJ|bearer|basic|token|pass|secret|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing/i;
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
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
class Redactor {
    /** Redactions made so far, by kind. */
    counts = new Map();
    literals;
    known = new Map();
    /** Each known value's encoded forms too (encodedForms), with the kind they stand for. */
    forms = new Map();
    extra;
    /**
     * `extraPatterns`: the config's `redact:` (RE2 syntax: no lookaround or backreferences, linear
     * time). `env`: the job's environment, whose secret-looking values are redacted wherever they appear.
     * `given`: the values the agent is handed (agent.pass_env, agent.require_env: runner/environment.ts),
     * secrets whatever their names (`LLM_KEY`), redacted the same way.
     */
    constructor(extraPatterns = [], env = process.env, given = []) {
        for (const [k, v] of Object.entries(env))
            if (v && v.length >= 8 && SECRET_NAME.test(k))
                this.known.set(v, 'environment-secret');
        for (const v of given)
            if (v.length >= 8 && !this.known.has(v))
                this.known.set(v, 'agent-environment');
        this.rebuild();
        this.extra = extraPatterns.map((p) => build/* RE2JS */.L3.compile(p));
    }
    get total() {
        return [...this.counts.values()].reduce((a, b) => a + b, 0);
    }
    rebuild() {
        this.forms.clear();
        for (const [value, kind] of this.known)
            for (const form of encodedForms(value))
                if (!this.forms.has(form))
                    this.forms.set(form, kind);
        const values = [...this.forms.keys()].sort((a, b) => b.length - a.length);
        this.literals = values.length ? new RegExp(values.map(escapeRegExp).join('|'), 'g') : undefined;
        this.memo.clear(); // made with the old literals
        this.memoChars = 0;
    }
    mark(kind) {
        this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
        this.trail?.push(kind);
        return `[REDACTED:${kind}]`;
    }
    /**
     * What text() made of a string, for the same text met again: a trace repeats its arguments,
     * results and messages (in every model call's history, in nested spans). Bounded in characters;
     * emptied when the literals change. A hit counts its redactions again.
     */
    memo = new Map();
    memoChars = 0;
    /** The redactions text() is making, while it makes them (for the memo). */
    trail;
    /** While redact walks a value: the strings the cheap scan flags, for secretlint. */
    flagged;
    /** Set for the pass that only replaces what secretlint found. */
    literalsOnly = false;
    /**
     * The way in for everything the agent wrote, in one walk: every rule but secretlint's is applied
     * as each string is met, and the strings the cheap scan flags (most of a trace has none) go to
     * secretlint together afterwards. What it finds is remembered and, when new, replaced in a second
     * pass wherever it appears (JSON-escaped or not), since it may sit in strings no rule flagged.
     */
    async redact(v) {
        const flagged = [];
        this.flagged = flagged;
        let out;
        try {
            out = this.value(v);
        }
        finally {
            this.flagged = undefined;
        }
        return (await this.learn(flagged)) ? this.withLiterals(out) : out;
    }
    /** secretlint's rules over the flagged strings at once; true when it found something new. */
    async learn(flagged) {
        if (!flagged.length)
            return false;
        let added = false;
        for (const found of await secretlintFindings(flagged.join('\n'))) {
            for (const form of [found, unescapeJson(found)]) {
                if (form && form.length >= 8 && !form.startsWith('[REDACTED') && !this.known.has(form)) {
                    this.known.set(form, 'secretlint');
                    added = true;
                }
            }
        }
        if (added)
            this.rebuild();
        return added;
    }
    withLiterals(v) {
        this.literalsOnly = true;
        try {
            return this.value(v);
        }
        finally {
            this.literalsOnly = false;
        }
    }
    text(s) {
        if (s.length < 8)
            return s;
        if (this.literalsOnly)
            return this.replaceLiterals(s);
        const remembered = s.length >= MEMO_MIN_LENGTH;
        const done = remembered ? this.memo.get(s) : undefined;
        if (done) {
            if (done.marks)
                for (const kind of done.marks)
                    this.mark(kind);
            if (done.flagged)
                this.flagged?.push(s);
            return done.out;
        }
        const trail = [];
        this.trail = trail;
        let made;
        try {
            made = this.rules(s);
        }
        finally {
            this.trail = undefined;
        }
        if (made.flagged)
            this.flagged?.push(s);
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
    replaceLiterals(s) {
        return this.literals ? s.replace(this.literals, (m) => this.mark(this.forms.get(m) ?? 'secret')) : s;
    }
    /** Every rule but secretlint's over one string; `flagged`: the cheap scan says secretlint should read it. */
    rules(s) {
        let out = this.replaceLiterals(s);
        const maybe = MAYBE.test(out);
        const flagged = out === s ? maybe : MAYBE.test(s);
        if (maybe) {
            // Before the key id itself is replaced: the secret is found by its neighbour.
            if (/A[KS]IA/.test(out))
                out = this.replaceRanges(out, awsSecretsNearIds(out), 'aws-secret-key');
            for (const { id, pattern } of EXTRA_RULES)
                out = out.replace(pattern, () => this.mark(id));
            out = out.replace(ASSIGNMENT, (all, key, sep, value) => looksSecret(value) ? `${key}${sep}${this.mark('secret-value')}` : all);
        }
        if (LONG_RUN.test(out))
            out = out.replace(BASE64, (run) => (this.hidesSecret(run) ? this.mark('base64-secret') : run));
        for (const re of this.extra)
            out = this.replaceRe2(re, out);
        return { out, flagged };
    }
    /** A base64 run whose decoded text holds a secret of a known shape. */
    hidesSecret(run) {
        const decoded = Buffer.from(run, 'base64').toString('utf8');
        // Binary (an image, a hash) is not text that could hold a token.
        if (!decoded || /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(decoded) || !MAYBE.test(decoded))
            return false;
        if (this.literals && new RegExp(this.literals.source).test(decoded))
            return true;
        return (EXTRA_RULES.some(({ pattern }) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(decoded)) ||
            [...decoded.matchAll(ASSIGNMENT)].some((m) => looksSecret(m[3])));
    }
    /** `s` with each of the sorted, disjoint [start, end) ranges replaced by a redaction mark. */
    replaceRanges(s, ranges, kind) {
        if (!ranges.length)
            return s;
        let out = '';
        let last = 0;
        for (const [start, end] of ranges) {
            out += s.slice(last, start) + this.mark(kind);
            last = end;
        }
        return out + s.slice(last);
    }
    replaceRe2(re, s) {
        const m = re.matcher(s);
        let out = '';
        let last = 0;
        while (m.find()) {
            if (m.end() === m.start())
                continue; // an empty match redacts nothing
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
    value(v, key) {
        if (typeof v === 'string') {
            if (key && SECRET_NAME.test(key) && !/\s|^[a-z][a-z0-9+.-]*:\/\//i.test(v) && looksSecret(v)) {
                if (this.flagged && MAYBE.test(v))
                    this.flagged.push(v); // it may appear elsewhere too
                return this.mark('secret-value');
            }
            return this.text(v);
        }
        if (!v || typeof v !== 'object')
            return v;
        // Plain loops: this walks every value of every session, and Object.entries allocated a pair per key.
        if (Array.isArray(v)) {
            let out;
            for (let i = 0; i < v.length; i++) {
                const y = this.value(v[i], key);
                if (y !== v[i])
                    (out ??= [...v])[i] = y;
            }
            return (out ?? v);
        }
        const o = v;
        let out;
        for (const k in o) {
            const x = o[k];
            const safeKey = k.length >= KEY_SECRET_MIN ? this.text(k) : k;
            const y = this.value(x, k);
            if (safeKey !== k) {
                out ??= { ...o };
                delete out[k];
                out[safeKey] = y;
            }
            else if (y !== x)
                (out ??= { ...o })[k] = y;
        }
        return (out ?? v);
    }
    /** "3 secret-looking value(s) were redacted (aws-access-key 1, ...)", or undefined. */
    summary() {
        if (!this.total)
            return undefined;
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
function encodedForms(value) {
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
function unescapeJson(s) {
    if (!s.includes('\\'))
        return undefined;
    try {
        return JSON.parse(`"${s.replace(/(?<!\\)"/g, '\\"')}"`);
    }
    catch {
        return undefined;
    }
}


/***/ })

};
