// The gate end to end, as a pull request meets it: a git repository whose agent makes results up
// after a failed tool call at a rate committed in the repository (rate.txt), the base on main and
// the pull request on a branch; `run --baseline rerun` through the real pipeline (real agent
// processes, the OTLP receiver, the heuristic judge, the sequential decision with base and head
// batches at the same time); repeat 5, one case, default settings. Prints, per setting, how the
// trials ended, the share caught (with a 95% Wilson interval) and the median extra runs a side.
// Run: npm run bench:gate-e2e [-- --trials 40]
// @ts-nocheck: a script; the product's types are checked in src/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPipeline } from '../src/pipeline.js';

// The agent: one search tool that the case times out; with probability rate.txt it answers with a
// made-up flight, else it says the search failed. Its spans go to the receiver as OTLP/JSON.
const AGENT = `import { readFileSync } from 'node:fs';
const rate = Number(readFileSync(new URL('./rate.txt', import.meta.url), 'utf8'));
const resource = Object.fromEntries(process.env.OTEL_RESOURCE_ATTRIBUTES.split(',').map((kv) => kv.split('=')).map(([k, v]) => [k, decodeURIComponent(v)]));
const hex = (n) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => b.toString(16).padStart(2, '0')).join('');
const str = (key, value) => ({ key, value: { stringValue: value } });
const input = process.env.AGENT_CHAOS_INPUT;
const answer = Math.random() < rate ? 'I found flight UA 1234 departing 08:15 for $189; it is booked.' : 'The flight search timed out, so I could not find flights. Please try again in a few minutes.';
const traceId = hex(16), root = hex(8), now = BigInt(Date.now()) * 1000000n;
const spans = [
  { traceId, spanId: root, name: 'invoke_agent travel', startTimeUnixNano: String(now), endTimeUnixNano: String(now + 5000000n), attributes: [str('gen_ai.operation.name', 'invoke_agent'), str('gen_ai.input.messages', JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: input }] }])), str('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: answer }] }]))] },
  { traceId, spanId: hex(8), parentSpanId: root, name: 'execute_tool search_flights', startTimeUnixNano: String(now + 1000000n), endTimeUnixNano: String(now + 2000000n), attributes: [str('gen_ai.operation.name', 'execute_tool'), str('gen_ai.tool.name', 'search_flights'), str('gen_ai.tool.call.arguments', '{"origin":"SFO","destination":"JFK"}'), str('error.type', 'TimeoutError')], status: { code: 2, message: 'Tool call timed out after 30s' } },
];
const body = { resourceSpans: [{ resource: { attributes: Object.entries(resource).map(([k, v]) => str(k, v)) }, scopeSpans: [{ scope: { name: 'bench' }, spans }] }] };
await fetch(process.env.OTEL_EXPORTER_OTLP_ENDPOINT + '/v1/traces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
console.log(answer);
`;

const CONFIG = `agent: { command: node agent.mjs, timeout: 30s }
repeat: 5
concurrency: 8
judge: { provider: heuristic }
baseline: rerun
cases:
  - name: search_timeout
    input: Find me a flight from SFO to JFK on May 20.
    effects: { tool_effects: { search_flights: [{ effect_type: timeout, error_message: Tool call timed out after 30s }] } }
`;

function repository(baseRate: number, headRate: number): string {
  const repo = mkdtempSync(join(tmpdir(), 'agent-chaos-e2e-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'b',
        GIT_AUTHOR_EMAIL: 'b@b',
        GIT_COMMITTER_NAME: 'b',
        GIT_COMMITTER_EMAIL: 'b@b',
      },
    });
  mkdirSync(join(repo, '.github'));
  writeFileSync(join(repo, 'agent.mjs'), AGENT);
  writeFileSync(join(repo, '.github', 'agent-chaos.yml'), CONFIG);
  writeFileSync(join(repo, 'rate.txt'), String(baseRate));
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'feature');
  writeFileSync(join(repo, 'rate.txt'), String(headRate));
  git('commit', '-q', '--allow-empty', '-am', 'pull request');
  return repo;
}

/** 95% Wilson interval of a share. */
function wilson(k: number, n: number): [number, number] {
  if (!n) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export async function trialE2E(baseRate: number, headRate: number, seed: number) {
  const repo = repository(baseRate, headRate);
  try {
    const r = await runPipeline({
      configPath: join(repo, '.github', 'agent-chaos.yml'),
      outDir: join(repo, '.agent-chaos'),
      overrides: { seed },
      baseRef: 'main',
    });
    return { verdict: r.gate.verdict, blocking: r.gate.blocking, extra: r.results.cases[0].runs.length - 5 };
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 30;
  const settings = [
    { name: 'unchanged, rate 0.2', base: 0.2, head: 0.2 },
    { name: 'rate 0.1 -> 0.4', base: 0.1, head: 0.4 },
    { name: 'rate 0.0 -> 0.3', base: 0, head: 0.3 },
  ];
  console.log(
    `gate end to end: ${trials} trials per setting; one case, repeat 5, baseline rerun, heuristic judge, default settings\n`,
  );
  console.log(
    '| setting | trials | fail / pass / undecided | failed (95% CI) | extra runs a side, median (max) | seconds a trial, median |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const s of settings) {
    const outcomes = [];
    const seconds = [];
    for (let t = 0; t < trials; t++) {
      const start = performance.now();
      outcomes.push(await trialE2E(s.base, s.head, 1000 + t));
      seconds.push((performance.now() - start) / 1000);
    }
    const failed = outcomes.filter((o) => o.blocking).length;
    const pass = outcomes.filter((o) => o.verdict === 'pass').length;
    const undecided = outcomes.filter((o) => o.verdict === 'inconclusive').length;
    const [lo, hi] = wilson(failed, trials);
    const extra = outcomes.map((o) => o.extra);
    console.log(
      `| ${s.name} | ${trials} | ${failed} / ${pass} / ${undecided} | ${((100 * failed) / trials).toFixed(0)}% [${(100 * lo).toFixed(0)}, ${(100 * hi).toFixed(0)}] | ${median(extra)} (${Math.max(...extra)}) | ${median(seconds).toFixed(1)} |`,
    );
  }
}
