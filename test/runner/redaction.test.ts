// Secrets the agent under test prints (in tool arguments, results, errors, its answer, its stderr)
// never reach the PR comment, the artifacts (results.json, sessions.jsonl, the journal) or the judge.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForJudge } from '../../src/judge/render.js';
import { runPipeline } from '../../src/pipeline/index.js';
import { Redactor } from '../../src/trace/redact.js';

const SECRETS = [
  'AKIAIOSFODNN7EXAMPLE',
  'ghp_abcdefghijklmnopqrstuvwxyz0123456789AB',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS',
  'sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789',
  'xoxb-123456789012-abcdefghijklmnop',
  'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----',
  'password: "c0rrect-h0rse-Battery"',
  'deploy-value-9f8e7d6c5b4a', // the job's own MY_DEPLOY_TOKEN, passed to the agent on purpose
  'internal-ref ZZ-SECRET-4242', // matched only by the config's redact pattern
];
// The part of each that must not survive (a key=value pair keeps its key).
const CORES = [
  'AKIAIOSFODNN7EXAMPLE',
  'ghp_abcdefghijklmnopqrstuvwxyz0123456789AB',
  'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'github_pat_11ABCDEFG0123456789',
  'sk-ant-api03-abcdefghij',
  'xoxb-123456789012',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ',
  'c0rrect-h0rse-Battery',
  'deploy-value-9f8e7d6c5b4a',
  'ZZ-SECRET-4242',
];

const saved = { ...process.env };
afterEach(() => {
  delete process.env.MY_DEPLOY_TOKEN;
  delete process.env.LLM_KEY;
  Object.assign(process.env, saved);
});

describe('redaction', () => {
  it('keeps every secret out of the report, the artifacts, the log and the judge prompt, and counts them', async () => {
    process.env.MY_DEPLOY_TOKEN = 'deploy-value-9f8e7d6c5b4a';
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-redact-'));
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent:\n  command: node ${resolve('fixtures/agents/stub.mjs')}\n  env: { STUB_SECRETS: ${JSON.stringify(JSON.stringify(SECRETS))} }\n  pass_env: [MY_DEPLOY_TOKEN]\nrepeat: 1\njudge: { provider: heuristic }\nbaseline: none\nredact: ['ZZ-SECRET-\\d+']\ncases:\n  - name: leak\n    input: Search\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }\n`,
    );
    const log: string[] = [];
    const r = await runPipeline({
      configPath,
      outDir: join(dir, 'out'),
      overrides: { seed: 1 },
      log: (l) => log.push(l),
      onRun: (e) => log.push(e.line, e.stderrTail ?? ''),
    });
    const session = r.sessions[0];
    expect(session.toolCalls.map((c) => c.name)).toEqual(['search', 'lookup']); // the trace was read
    const places: Record<string, string> = {
      'report.md': readFileSync(r.paths.report, 'utf8'),
      'results.json': readFileSync(r.paths.results, 'utf8'),
      'sessions.jsonl': readFileSync(r.paths.sessions, 'utf8'),
      'journal.jsonl': readFileSync(r.paths.journal, 'utf8'),
      log: log.join('\n'),
      'judge prompt': renderForJudge(session).text,
    };
    expect(places['journal.jsonl']).toContain('[REDACTED:'); // stderr was kept, redacted
    for (const [where, text] of Object.entries(places))
      for (const core of CORES) expect(text, `${core} in ${where}`).not.toContain(core);
    expect(r.results.notes!.join(' ')).toMatch(/\d+ secret-looking value\(s\) in the agent's output were redacted/);
    expect(places['report.md']).toMatch(
      /secret-looking value\(s\) in the agent&#96;?s output were redacted|secret-looking value\(s\) in the agent's output were redacted/,
    );
  });

  it('keeps a key given under a plain name (pass_env, require_env) out of every output, in its common encodings', async () => {
    // Round 4, point 4: LLM_KEY reached journal.jsonl, results.json, sessions.jsonl, the comment,
    // report.html and the log raw (only names like API_KEY were secrets), and a redacted key's base64 did too.
    const key = 'Zq8/vR+2"mN&p=Lx7!wT';
    process.env.LLM_KEY = key;
    const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-redact-'));
    const configPath = join(dir, 'agent-chaos.yml');
    writeFileSync(
      configPath,
      `agent:\n  command: node ${resolve('fixtures/agents/stub.mjs')}\n  pass_env: [LLM_KEY]\n  require_env: [LLM_KEY]\nrepeat: 1\njudge: { provider: heuristic }\nbaseline: none\ncases:\n  - name: leak-env\n    input: Search\n    effects: { tool_effects: { search: [{ effect_type: timeout }] } }\n`,
    );
    const log: string[] = [];
    const r = await runPipeline({
      configPath,
      outDir: join(dir, 'out'),
      overrides: { seed: 1 },
      log: (l) => log.push(l),
      onRun: (e) => log.push(e.line, e.stderrTail ?? ''),
    });
    expect(r.sessions[0].toolCalls.map((c) => c.name)).toEqual(['search']); // the trace was read
    const forms = {
      raw: key,
      'JSON-escaped': JSON.stringify(key).slice(1, -1),
      'URL-encoded': encodeURIComponent(key),
      hex: Buffer.from(key).toString('hex'),
      // The stub prints base64("user:" + key); what the key's bytes alone decide in it must not survive.
      base64: Buffer.from(`user:${key}`).toString('base64').slice(8, 32),
    };
    const places: Record<string, string> = {
      'report.md': readFileSync(r.paths.report, 'utf8'),
      'report.html': readFileSync(r.paths.html!, 'utf8'),
      'results.json': readFileSync(r.paths.results, 'utf8'),
      'sessions.jsonl': readFileSync(r.paths.sessions, 'utf8'),
      'journal.jsonl': readFileSync(r.paths.journal, 'utf8'),
      log: log.join('\n'),
      'judge prompt': renderForJudge(r.sessions[0]).text,
    };
    expect(places['journal.jsonl']).toContain('[REDACTED:agent-environment]');
    for (const [where, text] of Object.entries(places))
      for (const [form, value] of Object.entries(forms))
        expect(text, `the ${form} key in ${where}`).not.toContain(value);
  });

  it('finds a secret in base64 at every alignment, URL-safe too, and leaves short values alone', () => {
    const key = 'sk-plain-name-0123456789';
    const r = new Redactor([], {}, [key, 'short']);
    for (const prefix of ['', 'a', 'ab', 'abc'])
      for (const enc of ['base64', 'base64url'] as const) {
        const blob = Buffer.from(`${prefix}${key}|tail`).toString(enc);
        expect(r.text(`h: ${blob}`), `${enc} after ${prefix.length} bytes`).toContain('[REDACTED:agent-environment]');
      }
    expect(r.text('a short word stays')).toBe('a short word stays');
  });

  it('leaves ordinary text alone', () => {
    const r = new Redactor([], {});
    const text =
      'Found UA1234 SFO->JFK at 08:15 for $189 (booking BK-UA1234-7781); max_tokens=4096; see https://example.com/a?b=c; risk-assessment-and-mitigation-plan; token count 123456789';
    expect(r.text(text)).toBe(text);
    expect(r.total).toBe(0);
  });

  it('redacts inside nested values without touching the input, and shares what holds no secret', () => {
    const r = new Redactor([], {});
    const clean = { name: 'search_flights', arguments: { to: 'JFK' } };
    const session: { toolCalls: Record<string, any>[]; messages: object[] } = {
      toolCalls: [clean, { name: 'login', result: { log: `key AKIA${'Q'.repeat(16)} used` } }],
      messages: [{ role: 'user', text: 'hi there, book it' }],
    };
    const out = r.value(session);
    expect(out.toolCalls[1].result.log).toBe('key [REDACTED:aws-access-key] used');
    expect(session.toolCalls[1].result.log).toBe(`key AKIA${'Q'.repeat(16)} used`); // the input is not changed
    expect(out.toolCalls[0]).toBe(clean); // not copied
    expect(out.messages).toBe(session.messages);
    expect(r.value(clean)).toBe(clean);
  });

  it('redacts what secretlint finds in a value wherever it appears in that value, in the same call', async () => {
    const r = new Redactor([], {});
    // Only secretlint knows a Linear key: the rules pass it, and the second pass replaces it.
    const key = `lin_api_${'b2'.repeat(20)}`;
    const clean = { note: 'nothing secret in this one' };
    const out = await r.redact({ args: { q: `use ${key} here` }, result: [`{"note":"${key}"}`], clean });
    expect(JSON.stringify(out)).not.toContain(key);
    expect(out.args.q).toBe('use [REDACTED:secretlint] here');
    expect(out.clean).toBe(clean);
    expect(r.total).toBe(2);
  });

  it('redacts a text met again as it did the first time, and counts it again', async () => {
    // Traces repeat their strings (arguments, results, histories); a repeat is answered from memory.
    const r = new Redactor([], {});
    const line = 'then run: export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE and start the deploy again';
    const out = await r.redact({ a: line, b: [line, { c: line }], d: 'plain text, nothing here' });
    expect([out.a, out.b[0], (out.b[1] as { c: string }).c]).toEqual(Array(3).fill(out.a));
    expect(out.a).not.toContain('AKIAIOSFODNN7EXAMPLE');
    expect(r.total).toBe(3);
  });

  it('redacts a key learned from one session wherever it appears later, counting each occurrence', async () => {
    const r = new Redactor([], {});
    // A Linear key only secretlint knows (it was missed before this test): text() alone passes it.
    const key = `lin_api_${'a1'.repeat(20)}`;
    const note = `configured ${key} earlier`;
    expect(r.text(note)).toBe(note);
    expect(r.text(note)).toBe(note);
    await r.redact({ messages: [{ role: 'tool', text: key }] }); // learned here
    expect(r.text(note)).toBe('configured [REDACTED:secretlint] earlier');
    const counted = r.total;
    const again = await r.redact({
      messages: [
        { role: 'tool', text: note },
        { role: 'tool', text: note },
      ],
    });
    expect(again.messages.map((m) => m.text.includes('[REDACTED'))).toEqual([true, true]);
    expect(r.total).toBe(counted + 2);
  });
});
