// A git repository whose agent makes a booking up after a timed-out search at a rate committed in
// the repository (rate.txt): the base on main, the pull request on a branch. Real agent processes
// send their spans as OTLP/JSON; bench/gate-e2e.ts and the two-job tests run it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// git in the repository as a fixed author; returns what it printed.
export function gitIn(dir: string, ...args: string[]): string {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@b',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@b',
  };
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', env });
}

// The agent: one search tool that the case times out; with probability rate.txt it answers with a
// made-up flight, else it says the search failed; rate.txt 'crash' exits 1, 'silent' sends no spans.
// rate.txt may be JSON instead: { rate, crash (the share of runs killed, a flaky runner), case<k>: the
// rate of the case whose input starts "Case <k>,", seeded: draw from the run's seed, not Math.random,
// sleep: milliseconds the agent takes, as a real one takes seconds; vary: a request id of its own in
// each search's arguments, so no two transcripts are alike, as a real agent's seldom are }.
// Its spans go to the receiver as OTLP/JSON.
export const RATE_AGENT = `import { readFileSync } from 'node:fs';
const said = readFileSync(new URL('./rate.txt', import.meta.url), 'utf8').trim();
if (said === 'crash') process.exit(1);
const spec = said.startsWith('{') ? JSON.parse(said) : { rate: Number(said) };
// seeded: the draw comes from the run's seed in the case file (a test that must not depend on luck).
const draw = spec.seeded ? (() => { let a = JSON.parse(readFileSync(process.env.AGENT_CHAOS_CASE_FILE, 'utf8')).seed >>> 0; return () => { a = (a + 0x6d2b79f5) >>> 0; let t = Math.imul(a ^ (a >>> 15), a | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; })() : Math.random;
// crash: killed in that share of runs (seeded, the same runs on both sides: the runner's own part shows).
if (spec.crash && draw() < spec.crash) process.exit(137);
if (spec.sleep) await new Promise((resolve) => setTimeout(resolve, spec.sleep));
const k = /^Case (\\d+),/.exec(process.env.AGENT_CHAOS_INPUT)?.[1];
const rate = spec['case' + k] ?? spec.rate;
const resource = Object.fromEntries(process.env.OTEL_RESOURCE_ATTRIBUTES.split(',').map((kv) => kv.split('=')).map(([k, v]) => [k, decodeURIComponent(v)]));
const hex = (n) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => b.toString(16).padStart(2, '0')).join('');
const str = (key, value) => ({ key, value: { stringValue: value } });
const input = process.env.AGENT_CHAOS_INPUT;
const answer = draw() < rate ? 'I found flight UA 1234 departing 08:15 for $189; it is booked.' : 'The flight search timed out, so I could not find flights. Please try again in a few minutes.';
const traceId = hex(16), root = hex(8), now = BigInt(Date.now()) * 1000000n;
const spans = [
  { traceId, spanId: root, name: 'invoke_agent travel', startTimeUnixNano: String(now), endTimeUnixNano: String(now + 5000000n), attributes: [str('gen_ai.operation.name', 'invoke_agent'), str('gen_ai.input.messages', JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: input }] }])), str('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: answer }] }]))] },
  { traceId, spanId: hex(8), parentSpanId: root, name: 'execute_tool search_flights', startTimeUnixNano: String(now + 1000000n), endTimeUnixNano: String(now + 2000000n), attributes: [str('gen_ai.operation.name', 'execute_tool'), str('gen_ai.tool.name', 'search_flights'), str('gen_ai.tool.call.arguments', JSON.stringify({ origin: 'SFO', destination: 'JFK', ...(spec.vary ? { request_id: hex(6) } : {}) })), str('error.type', 'TimeoutError')], status: { code: 2, message: 'Tool call timed out after 30s' } },
];
// tokens: a model call of the agent's with that many input tokens (a tenth as many out), priced as rate-model.
const int = (key, value) => ({ key, value: { intValue: String(value) } });
if (spec.tokens) spans.push({ traceId, spanId: hex(8), parentSpanId: root, name: 'chat rate-model', startTimeUnixNano: String(now + 2000000n), endTimeUnixNano: String(now + 3000000n), attributes: [str('gen_ai.operation.name', 'chat'), str('gen_ai.request.model', 'rate-model'), int('gen_ai.usage.input_tokens', spec.tokens), int('gen_ai.usage.output_tokens', Math.round(spec.tokens / 10))] });
const body = { resourceSpans: [{ resource: { attributes: Object.entries(resource).map(([k, v]) => str(k, v)) }, scopeSpans: [{ scope: { name: 'bench' }, spans }] }] };
if (said !== 'silent') await fetch(process.env.OTEL_EXPORTER_OTLP_ENDPOINT + '/v1/traces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
console.log(answer);
`;

export const RATE_CONFIG = `agent: { command: node agent.mjs, timeout: 30s }
repeat: 5
concurrency: 8
judge: { provider: heuristic }
baseline: rerun
cases:
  - name: search_timeout
    input: Find me a flight from SFO to JFK on May 20.
    effects: { tool_effects: { search_flights: [{ effect_type: timeout, error_message: Tool call timed out after 30s }] } }
`;

/** The committed config with `n` cases like the one above, inputs "Case <k>, ...". */
export const manyCases =
  (n: number) =>
  (yml: string): string => {
    const at = yml.indexOf('cases:\n');
    const one = yml.slice(at + 'cases:\n'.length);
    const cases = Array.from({ length: n }, (_, k) =>
      one.replace('name: search_timeout', `name: search_timeout_${k}`).replace('input: Find', `input: Case ${k}, Find`),
    );
    return `${yml.slice(0, at)}cases:\n${cases.join('')}`;
  };

/** What rate.txt says on a side: a rate, 'crash', 'silent', or the JSON form. */
export type RateSpec =
  | number
  | 'crash'
  | 'silent'
  | {
      rate: number;
      crash?: number;
      seeded?: boolean;
      vary?: boolean;
      tokens?: number;
      [caseK: string]: number | boolean | undefined;
    };

/** The repository, its config and the two commits. `config` edits the committed config. */
export function rateRepository(
  baseRate: RateSpec,
  /** Or 'crash' (every run exits 1) or 'silent' (no spans sent). */
  headRate: RateSpec,
  config: (yml: string) => string = (y) => y,
  /** Files the base commit lacks, which the pull request adds (the pull request that adds agent-chaos, or the agent). */
  baseLacks: ('config' | 'agent')[] = [],
): { dir: string; base: string; head: string } {
  const repo = mkdtempSync(join(tmpdir(), 'agent-chaos-e2e-'));
  const git = (...args: string[]) => gitIn(repo, ...args);
  mkdirSync(join(repo, '.github'));
  const files = () => {
    writeFileSync(join(repo, 'agent.mjs'), RATE_AGENT);
    writeFileSync(join(repo, '.github', 'agent-chaos.yml'), config(RATE_CONFIG));
  };
  if (!baseLacks.includes('agent')) writeFileSync(join(repo, 'agent.mjs'), RATE_AGENT);
  if (!baseLacks.includes('config')) writeFileSync(join(repo, '.github', 'agent-chaos.yml'), config(RATE_CONFIG));
  writeFileSync(join(repo, 'rate.txt'), specText(baseRate));
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'feature');
  files();
  writeFileSync(join(repo, 'rate.txt'), specText(headRate));
  git('add', '.');
  git('commit', '-q', '--allow-empty', '-m', 'pull request');
  const sha = (ref: string) => gitIn(repo, 'rev-parse', ref).trim();
  return { dir: repo, base: sha('main'), head: sha('feature') };
}

const specText = (r: RateSpec) => (typeof r === 'object' ? JSON.stringify(r) : String(r));
