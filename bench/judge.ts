// bench/judge: 200 sessions through the four evaluators with the real AWS SDK against the fake
// Bedrock server answering after 100 ms, concurrency 8. Prints wall time against the ideal
// (parallel calls x latency / concurrency, plus the one sequential insights call) as a ratio (target
// <= 1.15), the judge calls saved by deterministic short-circuits, and the prompts' size in real
// tokens (o200k_base): the mean user prompt and whole request of the session evaluators' calls, and
// a 500-step session rendered for the default budget.
// Run: npm run bench:judge (BENCH_SESSIONS, BENCH_LATENCY_MS, BENCH_CONCURRENCY to vary).
import { readFileSync } from 'node:fs';
import { evaluate } from '../src/evaluators/engine.js';
import { runFacts } from '../src/evaluators/facts.js';
import { createBedrockJudge } from '../src/judge/bedrock.js';
import type { Session } from '../src/trace/session.js';
import { setAwsTestEnv, startFakeBedrock, toolNameOf } from '../test/helpers/fake-bedrock.js';
import { recordedReply } from '../test/helpers/scenarios.js';
import { realTokens } from '../test/helpers/tokens.js';
import { bigSession } from '../test/helpers/big-session.js';
import { renderForJudge } from '../src/judge/render.js';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const LATENCY = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const base: Session[] = readFileSync('fixtures/evaluators/scenarios.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const sessions = Array.from({ length: SESSIONS }, (_, i) => ({
  ...structuredClone(base[i % base.length]),
  sessionId: `bench-${i}`,
}));

setAwsTestEnv();
const server = await startFakeBedrock(
  ({ body }) => {
    const tool = toolNameOf(body);
    if (tool === 'failure_insights')
      return {
        kind: 'tool',
        input: {
          insights: [
            {
              name: 'n',
              description: 'd',
              root_causes: [{ name: 'r', explanation: 'e', suggested_fix: 'f', session_ids: ['bench-0'] }],
            },
          ],
        },
      };
    return { kind: 'tool', input: recordedReply('fc-excellent', tool.replace(/_(verdict|report)$/, '')) };
  },
  { latencyMs: LATENCY },
);
const judge = await createBedrockJudge({ model: 'global.anthropic.claude-sonnet-4-6', endpoint: server.endpoint });
const evaluators = (
  ['failure_communication', 'partial_completion', 'recovery_strategy', 'failure_analysis'] as const
).map((name) => ({ name, threshold: 0.5 }));

// Warm the client (credentials, connection) so the measurement is the steady state.
await judge.judge({
  system: 's',
  prompt: 'p',
  schema: (await import('zod')).z.object({}).passthrough(),
  name: 'failure_communication_verdict',
  description: 'd',
});
const before = server.requests.length;

// Rounds alternate the evaluators with a bare HTTP/2 client making the same number of calls at the
// same concurrency against the same server (what any client would take), so drift hits both alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const inputs = sessions.map((s) => ({ session: s, facts: runFacts(s) }));
async function bareClient(calls: number, body: string): Promise<number> {
  const { connect } = await import('node:http2');
  const session = connect(server.endpoint);
  const s0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < calls) {
        await new Promise<void>((resolve, reject) => {
          const req = session.request({
            ':method': 'POST',
            ':path': '/model/global.anthropic.claude-sonnet-4-6/converse',
            'content-type': 'application/json',
          });
          req.on('error', reject);
          req.on('data', () => {});
          req.on('end', () => resolve());
          req.end(body);
        });
      }
    }),
  );
  const ms = performance.now() - s0;
  session.close();
  return ms;
}
const walls: number[] = [];
const bares: number[] = [];
let ev!: Awaited<ReturnType<typeof evaluate>>;
let calls = 0;
let firstRound = before;
for (let round = 0; round < ROUNDS; round++) {
  const start = server.requests.length;
  const t0 = performance.now();
  ev = await evaluate(inputs, { evaluators, judge: { kind: 'llm', judge }, concurrency: CONCURRENCY });
  walls.push(performance.now() - t0);
  calls = server.requests.length - start;
  if (round === 0) firstRound = start;
  // The bare client's calls are the parallel ones; the insights call waits for them all, as above.
  bares.push((await bareClient(calls - 1, JSON.stringify(server.requests[start].body))) + LATENCY);
}
await server.close();

const parallel = calls - 1; // the insights grouping waits for every session's analysis
const ideal = (parallel * LATENCY) / CONCURRENCY + LATENCY;
const tokens = ev.usage.renderedTokens;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const spread = (xs: number[], digits = 0) => {
  const s = sorted(xs);
  return [s[0], s[Math.floor(s.length / 2)], s[s.length - 1]].map((x) => x.toFixed(digits)).join(' / ');
};
console.log(
  `bench/judge: ${SESSIONS} sessions x ${evaluators.length} evaluators, fake Bedrock latency ${LATENCY} ms, concurrency ${CONCURRENCY}, ${ROUNDS} rounds (min / median / max), node ${process.version}`,
);
console.log(`  judge calls:            ${calls} a round (${parallel} in parallel + 1 insights grouping)`);
console.log(
  `  saved by short-circuit: ${ev.usage.savedCalls} (${((100 * ev.usage.savedCalls) / (calls + ev.usage.savedCalls)).toFixed(1)}% of ${calls + ev.usage.savedCalls})`,
);
console.log(`  wall time:              ${spread(walls)} ms`);
console.log(
  `  ideal:                  ${ideal.toFixed(0)} ms (${parallel} x ${LATENCY} ms / ${CONCURRENCY} + ${LATENCY} ms)`,
);
console.log(
  `  ratio wall / ideal:     ${spread(
    walls.map((w) => w / ideal),
    3,
  )} (target <= 1.15)`,
);
console.log(
  `  bare HTTP/2 client:     ${spread(bares)} ms for the same calls; ratio to the ideal ${spread(
    bares.map((b) => b / ideal),
    3,
  )}; evaluators / bare client ${spread(
    walls.map((w, i) => w / bares[i]),
    3,
  )} per round`,
);
console.log(
  `  rendered tokens:        mean ${(tokens.reduce((a, b) => a + b, 0) / tokens.length).toFixed(0)} per judged session (estimate), max ${Math.max(...tokens)}`,
);

// Real tokens of what the judge was sent (the insights call aside): the user prompt (the rendered
// session and the question) and the whole request (with the system prompt and the tool schema).
const sent = server.requests
  .slice(firstRound, firstRound + calls)
  .map((r) => r.body)
  .filter((b: any) => toolNameOf(b) !== 'failure_insights');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const userTokens = sent.map((b: any) => realTokens(b.messages[0].content[0].text));
const requestTokens = sent.map((b: any) => realTokens(JSON.stringify(b)));
console.log(
  `  prompt, real tokens:    user prompt mean ${mean(userTokens).toFixed(0)}, whole request mean ${mean(requestTokens).toFixed(0)} (${sent.length} calls)`,
);
const big = renderForJudge(bigSession(500));
console.log(`  500-step session:       ${realTokens(big.text)} real tokens (estimate ${big.tokens}, budget 12000)`);
