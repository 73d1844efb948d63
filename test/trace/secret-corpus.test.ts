// The redactor measured on a labelled corpus: credential shapes (each in the kind of place an agent
// prints it) must all be caught, and ordinary tool data (flight ids, UUIDs, hashes, base64 images,
// prices, URLs) must almost all pass untouched. The secrets are generated from a seed at test time,
// in each provider's documented format; none is real.
import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/trace/redact.js';
import { seededRandom } from '../../src/util/random.js';

const rand = seededRandom(20261201);
const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEX = '0123456789abcdef';
const B64 = `${ALNUM}+/`;
const URLSAFE = `${ALNUM}_-`;
const pem = (label: string) =>
  `-----BEGIN ${label}-----\n${pick(B64, 64)}\n${pick(B64, 64)}\n${pick(B64, 20)}==\n-----END ${label}-----`;

/** [shape, the secret (what must not survive), the text or value the agent printed it in]. */
type Sample = [shape: string, secret: string, carrier: (secret: string) => unknown];
const inText =
  (before: string, after = ''): ((s: string) => string) =>
  (s) =>
    `${before}${s}${after}`;

const akia = `AKIA${pick(UPPER + DIGITS, 16)}`;
const awsSecret = pick(B64, 40);
const ghp = `ghp_${pick(ALNUM, 36)}`;

const CORPUS: Sample[] = [
  ['aws access key id', `AKIA${pick(UPPER + DIGITS, 16)}`, inText('Using key ', ' for S3.')],
  ['aws sts key id', `ASIA${pick(UPPER + DIGITS, 16)}`, inText('temporary credentials ASIA: ', '')],
  [
    'aws secret beside its key id, in prose',
    awsSecret,
    (s) => `The access key is ${akia} and the secret is ${s}, keep it safe.`,
  ],
  ['aws secret assignment', pick(B64, 40), inText('aws_secret_access_key = ')],
  [
    'aws secret under a JSON key in parsed arguments',
    pick(B64, 40),
    (s) => ({ profile: 'prod', aws_secret_access_key: s }),
  ],
  ['github classic token', `ghp_${pick(ALNUM, 36)}`, inText('git clone https://github.com/o/r.git # token ')],
  ['github oauth token', `gho_${pick(ALNUM, 36)}`, inText('oauth: ')],
  ['github server token', `ghs_${pick(ALNUM, 36)}`, inText('GITHUB_TOKEN is ')],
  ['github fine-grained token', `github_pat_${pick(ALNUM, 22)}_${pick(ALNUM, 59)}`, inText('pat ')],
  ['slack bot token', `xoxb-${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${pick(ALNUM, 24)}`, inText('slack: ')],
  [
    'slack user token',
    `xoxp-${pick(DIGITS, 12)}-${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${pick(HEX, 32)}`,
    inText('user token '),
  ],
  [
    'slack webhook',
    `https://hooks.slack.com/services/T${pick(UPPER + DIGITS, 8)}/B${pick(UPPER + DIGITS, 8)}/${pick(ALNUM, 24)}`,
    inText('posting to '),
  ],
  ['discord webhook', `https://discord.com/api/webhooks/${pick(DIGITS, 18)}/${pick(URLSAFE, 68)}`, inText('webhook ')],
  ['openai project key', `sk-proj-${pick(URLSAFE, 48)}T3BlbkFJ${pick(URLSAFE, 48)}`, inText('OPENAI_API_KEY=')],
  ['openai service account key', `sk-svcacct-${pick(URLSAFE, 48)}T3BlbkFJ${pick(URLSAFE, 48)}`, inText('key: ')],
  ['anthropic key', `sk-ant-api03-${pick(URLSAFE, 93)}AA`, inText('x-api-key: ')],
  ['linear api key', `lin_api_${pick(ALNUM, 40)}`, inText('Linear: ')],
  ['stripe live secret key', `sk_live_${pick(ALNUM, 24)}`, inText('Stripe.apiKey = "', '"')],
  ['stripe live restricted key', `rk_live_${pick(ALNUM, 24)}`, inText('restricted ')],
  [
    'google api key',
    `AIza${pick(URLSAFE, 35)}`,
    inText('https://maps.googleapis.com/maps/api/geocode/json?address=x&key='),
  ],
  ['gitlab personal token', `glpat-${pick(URLSAFE, 20)}`, inText('PRIVATE-TOKEN: ')],
  ['npm token', `npm_${pick(ALNUM, 36)}`, inText('//registry.npmjs.org/:_authToken=')],
  ['hugging face token', `hf_${pick(ALNUM, 34)}`, inText('HF_TOKEN ')],
  ['pypi token', `pypi-AgEIcHlwaS5vcmc${pick(URLSAFE, 60)}`, inText('password = ')],
  ['sendgrid key', `SG.${pick(URLSAFE, 22)}.${pick(URLSAFE, 43)}`, inText('sendgrid ')],
  ['twilio api key', `SK${pick(HEX, 32)}`, inText('twilio sid ')],
  ['mailgun key', `key-${pick(HEX, 32)}`, inText('mailgun ')],
  ['digitalocean token', `dop_v1_${pick(HEX, 64)}`, inText('do ')],
  ['shopify access token', `shpat_${pick(HEX, 32)}`, inText('X-Shopify-Access-Token: ')],
  ['databricks token', `dapi${pick(HEX, 32)}`, inText('databricks ')],
  [
    'azure storage account key',
    `${pick(B64, 86)}==`,
    inText('DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=', ';EndpointSuffix=core.windows.net'),
  ],
  [
    'azure sas signature',
    pick(ALNUM, 43),
    inText('https://acct.blob.core.windows.net/c/f?sv=2022-11-02&sp=r&sig=', '%3D'),
  ],
  ['postgres url with a password', pick(ALNUM, 16), inText('postgres://app_user:', '@db.internal:5432/orders')],
  [
    'mongodb+srv url with a password',
    pick(ALNUM, 14),
    inText('mongodb+srv://admin:', '@cluster0.abcde.mongodb.net/test'),
  ],
  ['mysql url with a password', pick(ALNUM, 12), inText('mysql://root:', '@localhost/db')],
  ['redis url with a password only', pick(ALNUM, 20), inText('redis://:', '@cache:6379/0')],
  ['basic-auth https url', pick(ALNUM, 10), inText('https://bob:', '@intranet.example.com/api')],
  ['rsa private key', pem('RSA PRIVATE KEY'), inText('key:\n')],
  ['openssh private key', pem('OPENSSH PRIVATE KEY'), inText('')],
  ['ec private key', pem('EC PRIVATE KEY'), inText('')],
  ['pgp private key block', pem('PGP PRIVATE KEY BLOCK'), inText('')],
  ['jwt', `eyJhbGciOiJIUzI1NiJ9.eyJ${pick(URLSAFE, 40)}.${pick(URLSAFE, 43)}`, inText('session=')],
  ['bearer token', pick(ALNUM, 40), inText('Authorization: Bearer ')],
  ['password assignment', `${pick(LOWER, 6)}-${pick(DIGITS, 3)}-${pick(UPPER, 4)}`, inText('password: "', '"')],
  [
    'client secret in nested tool arguments',
    pick(URLSAFE, 32),
    (s) => ({ oauth: { client_id: 'web-app', client_secret: s } }),
  ],
  [
    'gcp service account json',
    pem('PRIVATE KEY'),
    (s) =>
      JSON.stringify({
        type: 'service_account',
        project_id: 'p',
        private_key_id: pick(HEX, 40),
        private_key: s,
        client_email: 'x@p.iam.gserviceaccount.com',
      }),
  ],
  ['a token base64-encoded', Buffer.from(`token=${ghp}`).toString('base64'), inText('config blob: ')],
  ['a token used as an object key', `ghp_${pick(ALNUM, 36)}`, (s) => ({ tokens: { [s]: { scopes: ['repo'] } } })],
  ['api key in a header object', pick(HEX, 32), (s) => ({ headers: { 'X-Api-Key': s, accept: 'application/json' } })],
];

/** Everything the corpus's carriers look like, without secrets: what tools return every day. */
function ordinaryData(): unknown[] {
  const uuid = () => `${pick(HEX, 8)}-${pick(HEX, 4)}-4${pick(HEX, 3)}-a${pick(HEX, 3)}-${pick(HEX, 12)}`;
  const out: unknown[] = [];
  for (let i = 0; i < 60; i++) {
    out.push(
      {
        flight: `UA${pick(DIGITS, 4)}`,
        from: 'SFO',
        to: 'JFK',
        departs: `2026-05-20T0${i % 10}:15:00Z`,
        price: Number((100 + rand() * 400).toFixed(2)),
        currency: 'USD',
        seats: Math.floor(rand() * 9),
      },
      `Booking confirmed: reference ${pick(UPPER + DIGITS, 6)} for ${pick(UPPER, 1)}. Smith.`,
      uuid(),
      { session_id: uuid(), request_id: `req_${pick(ALNUM, 24)}`, trace_id: pick(HEX, 32), span_id: pick(HEX, 16) },
      pick(HEX, 64), // a sha256
      pick(HEX, 40), // a git sha
      {
        image: `data:image/png;base64,${Buffer.from(Array.from({ length: 600 }, () => Math.floor(rand() * 256))).toString('base64')}`,
      },
      `https://api.example.com/v2/orders/${pick(DIGITS, 8)}?page=${i}&sort=desc`,
      {
        usage: { input_tokens: Math.floor(rand() * 5000), output_tokens: Math.floor(rand() * 900) },
        model: 'gpt-4o-mini',
      },
      `The password reset link was sent to user${i}@example.com; it expires in 30 minutes.`,
      { author: 'Jane Austen', title: 'Persuasion', isbn: `978-${pick(DIGITS, 10)}`, token_count: 120 },
      `/home/runner/work/app/src/components/Button${i}.tsx:${i + 10}:5`,
      {
        auth_url: 'https://login.example.com/oauth2/v1/authorize',
        auth_method: 'oauth2',
        token_type: 'bearer',
        expires_in: 3600,
      },
      `Order ${pick(UPPER, 2)}-${pick(DIGITS, 6)} shipped via UPS tracking 1Z${pick(UPPER + DIGITS, 16)}`,
      { sku: `SKU-${pick(UPPER + DIGITS, 8)}`, stock: Math.floor(rand() * 100), warehouse: 'EU-West-2' },
    );
  }
  return out;
}

describe('secret detection', () => {
  it(`catches every one of ${CORPUS.length} credential shapes in the places agents print them`, async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    const env = { DEPLOY_SECRET: 'deploy-value-9f8e7d6c5b4a' };
    const missed: string[] = [];
    for (const [shape, secret, carrier] of [
      ...CORPUS,
      ["the job's own secret", env.DEPLOY_SECRET, inText('deploying with ')] as Sample,
    ]) {
      const redactor = new Redactor([], env);
      const out = JSON.stringify(await redactor.redact(carrier(secret)));
      if (out.includes(secret) || out.includes(JSON.stringify(secret).slice(1, -1)))
        missed.push(`${shape}: ${out.slice(0, 160)}`);
    }
    expect(missed).toEqual([]);
  });

  it('leaves ordinary tool data alone: at most 1% of values changed', async () => {
    const data = ordinaryData();
    const changed: string[] = [];
    for (const value of data) {
      const out = await new Redactor([], {}).redact(value);
      if (JSON.stringify(out) !== JSON.stringify(value))
        changed.push(`${JSON.stringify(value).slice(0, 120)} -> ${JSON.stringify(out).slice(0, 120)}`);
    }
    if (process.env.SHOW_STATS)
      console.log(`false positives: ${changed.length} of ${data.length}`, changed.slice(0, 5));
    expect(changed.length / data.length).toBeLessThanOrEqual(0.01);
  });

  it("runs the config's patterns in linear time: a catastrophic pattern on hostile text returns at once", () => {
    const redactor = new Redactor(['(a+)+$', '(x|x)*y', 'ZZ-SECRET-\\d+'], {});
    // On a backtracking engine each of these takes longer than the universe has existed.
    const hostile = `${'a'.repeat(5_000)}! ${'x'.repeat(5_000)} ZZ-SECRET-42`;
    expect(redactor.text(hostile)).toMatch(/\[REDACTED:configured-pattern\]$/);
    expect(redactor.counts.get('configured-pattern')).toBe(1);
  });
});
