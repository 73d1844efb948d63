// Which strings are secrets. Detection comes first from a maintained rule set, secretlint's
// recommended preset (AWS, GCP, GitHub, Slack, npm, OpenAI, Anthropic, private keys, basic auth,
// database connection strings, ...), run over a whole value at once; then from the shapes below,
// which that preset does not cover (each is in test/trace/secret-corpus.test.ts with a sample).
// What is found is replaced wherever it appears (redact.ts).

// A token starts outside a word, or right after an escape such as \n in JSON-encoded text.
const START = String.raw`(?<=^|[^A-Za-z0-9_]|\\[nrt])`;
const startsToken = (re: RegExp) =>
  re.source.startsWith('\\b') ? new RegExp(START + re.source.slice(2), re.flags) : re;

/** Shapes the secretlint preset lacks: well-known prefixes and formats. */
export const EXTRA_RULES: { id: string; pattern: RegExp }[] = (<{ id: string; pattern: RegExp }[]>[
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
    pattern:
      /-----BEGIN[A-Z0-9 ]* PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]* PRIVATE KEY(?: BLOCK)?-----|$)/g,
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
]).map((r) => ({ ...r, pattern: startsToken(r.pattern) }));

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
export function awsSecretsNearIds(text: string): [number, number][] {
  const ids = [...text.matchAll(AWS_KEY_ID)].map((m) => [m.index, m.index + m[0].length]);
  if (!ids.length) return [];
  const out: [number, number][] = [];
  let i = 0; // the first id that does not end before this run's reach
  for (const m of text.matchAll(FORTY)) {
    const start = m.index;
    const end = start + 40;
    while (i < ids.length && ids[i][1] < start - AWS_PAIR_DISTANCE) i++;
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
export const SECRET_NAME =
  /(?:password|passwd|passphrase|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth|session[_-]?key|signing[_-]?key|client[_-]?secret)/i;

/** Bits per character: random keys are high, words and numbers low. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

/** A value under a secret-looking name that looks random (not a word, a boolean, a number, a placeholder). */
export const looksSecret = (value: string): boolean =>
  value.length >= 8 &&
  !value.startsWith('[REDACTED') &&
  /[A-Za-z]/.test(value) &&
  /[0-9/+_=-]/.test(value) &&
  entropy(value) >= 3;

type SecretlintRun = (content: string) => Promise<[number, number][]>;
let secretlint: Promise<SecretlintRun> | undefined;

/** secretlint's recommended preset, loaded once on first use. */
function loadSecretlint(): Promise<SecretlintRun> {
  secretlint ??= (async () => {
    const [{ lintSource }, { creator }, { secretLintProfiler }] = await Promise.all([
      import('@secretlint/core'),
      import('@secretlint/secretlint-rule-preset-recommend'),
      import('@secretlint/profiler'),
    ]);
    // secretlint's profiler keeps every performance mark of every lint and scans them all on each new
    // one: over a job's sessions, quadratic time and unbounded memory. Emptied after each lint.
    const profiler = secretLintProfiler as unknown as {
      entries: unknown[];
      measures: unknown[];
      getMeasures(): Promise<unknown>;
    };
    const forget = async () => {
      await profiler.getMeasures();
      profiler.entries.length = 0;
      profiler.measures.length = 0;
      // (Its marks stay in the process's timeline: clearing them breaks the measures it takes later.)
    };
    const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] };
    return async (content: string) => {
      const r = await lintSource({
        source: { content, filePath: 'agent-output.txt', ext: '.txt', contentType: 'text' },
        options: { config },
      });
      await forget();
      return r.messages.map((m) => m.range as [number, number]);
    };
  })();
  return secretlint;
}

/**
 * The secrets secretlint's preset finds in `text`, each extended to the whole token it starts (a
 * rule may report `key = AbC...` with only part of the value) and without a `name = ` before it.
 */
export async function secretlintFindings(text: string): Promise<string[]> {
  const ranges = await (await loadSecretlint())(text);
  const found = new Set<string>();
  for (const [start, end] of ranges) {
    let s = text.slice(start, end);
    const assignment = /^[\w.-]*\s*["']?\s*[:=]\s*["']?/.exec(s);
    let from = start;
    if (assignment && assignment[0].length < s.length && /[:=]/.test(assignment[0]))
      from = start + assignment[0].length;
    let to = end;
    while (to < text.length && /[A-Za-z0-9/+=_-]/.test(text[to])) to++;
    s = text.slice(from, to);
    if (s.length >= 8) found.add(s);
  }
  return [...found];
}
