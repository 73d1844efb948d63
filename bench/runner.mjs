// bench/runner: 64 runs of a stub agent that sleeps 200 ms and sends 50 spans, concurrency 8.
// Prints wall time against the ideal (runs x 200 ms / 8) as a ratio (target <= 1.2) and the
// receiver's throughput. The stub is a bash script that speaks OTLP/HTTP over /dev/tcp, so the
// figure is the runner's overhead, not an agent runtime's start-up. BENCH_ROUNDS rounds (default 5)
// alternate the runner with a bare spawner of the same processes; min / median / max are printed.
// Then the runner against `xargs -P c` running the same commands (same stub, same requests, a bare
// HTTP server receiving them) at (64 runs, 8) and (256 runs, 32), rounds alternating (targets:
// runner/xargs <= 1.05 and <= 1.10); and the whole `agent-chaos run` command (dist/cli.js: start-up,
// runs, heuristic scoring, report) against the same, and against the floor plus what reading the
// config costs (`agent-chaos validate`). Run: npm run build && npm run bench:runner
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Runs on the compiled modules (lib/, from `npm run bench:runner`): the runner's process is then as
// small as the CLI's, and spawning children from it costs what it costs in production.
import { expandCases } from '../lib/config/expand.js';
import { parseConfigText } from '../lib/config/load.js';
import { runCases, sessionIdFor } from '../lib/runner/run-cases.js';
import { machineLine } from './machine.mjs';

const RUNS = 64;
const SLEEP_MS = 200;
const SPANS = 50;
const CONCURRENCY = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bench-runner-'));
const kv = (key, value) => ({ key, value: { stringValue: value } });
const traceId = '0af7651916cd43dd8448eb211c80319c';
const spans = Array.from({ length: SPANS }, (_, i) => ({
  traceId,
  spanId: (i + 1).toString(16).padStart(16, '0'),
  ...(i ? { parentSpanId: '0000000000000001' } : {}),
  name: i ? `execute_tool tool_${i % 3}` : 'invoke_agent stub',
  startTimeUnixNano: String(1_764_000_000_000_000_000n + BigInt(i) * 1_000_000n),
  endTimeUnixNano: String(1_764_000_000_000_000_000n + BigInt(i + 1) * 1_000_000n),
  attributes: [
    kv('gen_ai.operation.name', i ? 'execute_tool' : 'invoke_agent'),
    kv('gen_ai.tool.name', `tool_${i % 3}`),
    kv('gen_ai.tool.call.result', '{"ok":true,"items":[1,2,3]}'),
  ],
}));
// Each run's request is prepared beforehand (session ids derive from the run seed), so the stub
// spends its time sleeping and sending, not building JSON in bash.
const RUN_SEED = 1;
const request = (sessionId) => {
  const body = JSON.stringify({
    resourceSpans: [
      { resource: { attributes: [kv('session.id', sessionId)] }, scopeSpans: [{ scope: { name: 'stub' }, spans }] },
    ],
  });
  return `POST /run/${sessionId}/v1/traces HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};
// Up to 4 cases of 64 repeats (the config allows 100 repeats a case) for the 256-run comparison.
const CASES = ['stub', 'stub-2', 'stub-3', 'stub-4'];
const idsFor = (runs) =>
  Array.from({ length: runs }, (_, i) => sessionIdFor(RUN_SEED, CASES[Math.floor(i / 64)], (i % 64) + 1));
for (const id of idsFor(256)) writeFileSync(join(dir, `${id}.http`), request(id));
writeFileSync(
  join(dir, 'stub.sh'),
  `sleep ${SLEEP_MS / 1000}
port=\${OTEL_EXPORTER_OTLP_ENDPOINT##*:}
exec 3<>"/dev/tcp/127.0.0.1/\${port%%/*}"
printf '%s' "$(<"${dir}/$AGENT_CHAOS_SESSION_ID.http")" >&3
read -r -u 3 status
echo "$status"
`,
);
const config = parseConfigText(
  `agent: { command: bash ${join(dir, 'stub.sh')}, timeout: 30s }\nrepeat: ${RUNS}\nconcurrency: ${CONCURRENCY}\ncases: [{ name: stub, input: hello }]\n`,
  'bench.yml',
);

// References measured in the same run: the stub alone (spawned and awaited, nothing else), and one
// stub run through the runner.
const t0 = performance.now();
for (let i = 0; i < 5; i++)
  spawnSync('bash', [join(dir, 'stub.sh')], {
    env: { ...process.env, AGENT_CHAOS_SESSION_ID: 'x', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' },
    stdio: 'ignore',
  });
const stubAlone = (performance.now() - t0) / 5;
/** Starts a command the way the runner does (plain words without a shell, own process group, piped output); resolves when it is over. */
const spawnAsRunner = (command) => {
  const [file, ...args] = command.split(' ');
  const child = spawn(file, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve) => child.on('close', resolve));
};
// What one spawn costs this process: node forks itself synchronously on its main thread (libuv on
// Linux), so this is time no other run's events are handled; it grows with the parent's memory.
const spawnMs = [];
for (let i = 0; i < 21; i++) {
  const s0 = performance.now();
  const closed = spawnAsRunner('true');
  spawnMs.push(performance.now() - s0);
  await closed;
}
const spawnMedian = spawnMs.sort((a, b) => a - b)[10];
// The floor for any spawner on this machine: 64 bare `sleep 0.2` processes at the same concurrency,
// spawned the way the runner spawns, nothing else.
async function bareSpawnerRound() {
  const s0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < RUNS) await spawnAsRunner(`sleep ${SLEEP_MS / 1000}`);
    }),
  );
  return performance.now() - s0;
}
const single = parseConfigText(
  `agent: { command: bash ${join(dir, 'stub.sh')}, timeout: 30s }\nrepeat: 1\nconcurrency: 1\ncases: [{ name: stub, input: hello }]\n`,
  'one.yml',
);
let t = performance.now();
await runCases({ config: single, cases: expandCases(single), outDir: join(dir, 'one'), runSeed: RUN_SEED });
const one = performance.now() - t;

// Rounds alternate the floor and the runner, so drift on this noisy machine hits both alike.
const walls = [];
const floors = [];
let outcome;
for (let round = 0; round < ROUNDS; round++) {
  floors.push(await bareSpawnerRound());
  t = performance.now();
  outcome = await runCases({
    config,
    cases: expandCases(config),
    outDir: join(dir, `out-${round}`),
    runSeed: RUN_SEED,
  });
  walls.push(performance.now() - t);
}
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const spread = (xs, digits = 0) =>
  sorted(xs)
    .filter((_, i, a) => i === 0 || i === a.length - 1 || i === Math.floor(a.length / 2))
    .map((x) => x.toFixed(digits))
    .join(' / ');
const wall = median(walls);
const bareSpawner = median(floors);
const ok = outcome.cases[0].runs.filter((r) => r.status === 'ok' && r.session?.toolCalls.length === SPANS - 1).length;
const ideal = (RUNS * SLEEP_MS) / CONCURRENCY;
console.log(
  `bench/runner: ${RUNS} runs of a stub agent (sleep ${SLEEP_MS} ms, ${SPANS} spans over OTLP/HTTP JSON), concurrency ${CONCURRENCY}, node ${process.version}`,
);
console.log(`  ${machineLine()}`);
console.log(`  runs complete:     ${ok}/${RUNS} ok with all ${SPANS} spans`);
console.log(`  stub alone:        ${stubAlone.toFixed(0)} ms (bash start-up, sleep, send)`);
console.log(
  `  one spawn call:    ${spawnMedian.toFixed(1)} ms median on the main thread (${(((RUNS * spawnMedian) / wall) * 100).toFixed(0)}% of the wall time for ${RUNS} runs at rest; more under load)`,
);
console.log(`  one run alone:     ${one.toFixed(0)} ms (through the runner: receiver start and stop included)`);
console.log(`  wall time:         ${spread(walls)} ms (min / median / max of ${ROUNDS} rounds)`);
console.log(`  ideal:             ${ideal.toFixed(0)} ms (${RUNS} x ${SLEEP_MS} ms / ${CONCURRENCY})`);
console.log(`  ratio wall/ideal:  ${(wall / ideal).toFixed(3)} (target <= 1.2)`);
console.log(
  `  bare spawner:      ${spread(floors)} ms for ${RUNS} x sleep ${SLEEP_MS / 1000}, concurrency ${CONCURRENCY}: ratio ${(bareSpawner / ideal).toFixed(3)} to the ideal (this machine's floor)`,
);
console.log(
  `  ratio wall/(runs x stub alone / concurrency): ${(wall / ((RUNS * stubAlone) / CONCURRENCY)).toFixed(3)} (the stub's own start-up and send taken out)`,
);
console.log(
  `  ratio wall/bare spawner: ${spread(
    walls.map((w, i) => w / floors[i]),
    3,
  )} per round (what the stub's work and the runner add to spawning alone)`,
);
console.log(
  `  receiver:          ${outcome.receiver.requests} requests, ${outcome.receiver.spans} spans, ${(outcome.receiver.bytes / 1e6).toFixed(2)} MB; ${Math.round(outcome.receiver.spans / (wall / 1000)).toLocaleString('en')} spans/s over the run`,
);

// Runner against xargs: the same stub commands, each with the variables the runner would give it,
// run by `xargs -P c` (through env(1)) against a bare HTTP server that takes the requests.
const { createServer } = await import('node:http');
const sink = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200).end('{}'));
});
await new Promise((r) => sink.listen(0, '127.0.0.1', r));
const sinkPort = sink.address().port;
function xargsRound(runs, concurrency) {
  const lines = idsFor(runs).map((id) => {
    return `AGENT_CHAOS_SESSION_ID=${id} OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:${sinkPort}/run/${id} bash ${join(dir, 'stub.sh')}`;
  });
  const s0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('xargs', ['-P', String(concurrency), '-L', '1', 'env'], {
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.on('close', (code) =>
      code === 0 ? resolve(performance.now() - s0) : reject(new Error(`xargs exited ${code}`)),
    );
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}
for (const [runs, concurrency, target] of [
  [64, 8, 1.05],
  [256, 32, 1.1],
]) {
  const cases = CASES.slice(0, runs / 64)
    .map((name) => `{ name: ${name}, input: hello }`)
    .join(', ');
  const cfg = parseConfigText(
    `agent: { command: bash ${join(dir, 'stub.sh')}, timeout: 30s }\nrepeat: 64\nconcurrency: ${concurrency}\ncases: [${cases}]\n`,
    'xargs.yml',
  );
  const ours = [];
  const theirs = [];
  for (let round = 0; round < ROUNDS; round++) {
    theirs.push(await xargsRound(runs, concurrency));
    t = performance.now();
    const o = await runCases({
      config: cfg,
      cases: expandCases(cfg),
      outDir: join(dir, `x-${runs}-${round}`),
      runSeed: RUN_SEED,
    });
    ours.push(performance.now() - t);
    if (o.cases.some((c) => c.runs.some((r) => r.status !== 'ok'))) throw new Error('a run failed');
  }
  console.log(
    `  vs xargs -P ${concurrency}, ${runs} runs: runner ${spread(ours)} ms, xargs ${spread(theirs)} ms, ratio ${spread(
      ours.map((w, i) => w / theirs[i]),
      3,
    )} per round (target <= ${target})`,
  );
}
// The command a user runs, as a whole process: `agent-chaos run` (start-up, the runs, scoring with
// the heuristic judge, report and files written) against the same xargs round, and against the floor
// of any runner written for node: a bare node process that receives the requests and spawns the same
// commands c at a time the way the runner does, nothing else (node's own start and exit included).
const cli = join(process.cwd(), 'dist', 'cli.js');
const BARE_NODE = String.raw`
const { spawn } = require('node:child_process');
const [runs, concurrency, stub, ...ids] = process.argv.slice(1);
const sink = require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => res.writeHead(200).end('{}')); });
sink.listen(0, '127.0.0.1', async () => {
  const endpoint = 'http://127.0.0.1:' + sink.address().port;
  let next = 0;
  const one = (id) => new Promise((resolve) => {
    const env = { ...process.env, AGENT_CHAOS_SESSION_ID: id, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint + '/run/' + id };
    const child = spawn('bash', [stub], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.resume(); child.stderr.resume();
    child.on('close', resolve);
  });
  await Promise.all(Array.from({ length: Number(concurrency) }, async () => { while (next < Number(runs)) await one(ids[next++]); }));
  sink.close();
});
`;
// What reading the config costs before the first agent can start: `agent-chaos validate` loads the
// bundle and checks the config (zod, YAML, re2js) and runs nothing; node's own start, which the bare
// floor already pays, is taken off. Three of each, alternated, medians.
function configRead(file) {
  const time = (args) => {
    const t0 = performance.now();
    spawnSync(process.execPath, args, { stdio: 'ignore' });
    return performance.now() - t0;
  };
  const validate = [];
  const bareStart = [];
  for (let i = 0; i < 3; i++) {
    validate.push(time([cli, 'validate', '--config', file]));
    bareStart.push(time(['-e', '0']));
  }
  return median(validate) - median(bareStart);
}
function bareNodeRound(runs, concurrency) {
  const s0 = performance.now();
  const r = spawnSync(
    process.execPath,
    ['-e', BARE_NODE, String(runs), String(concurrency), join(dir, 'stub.sh'), ...idsFor(runs)],
    { stdio: 'ignore' },
  );
  if (r.status !== 0) throw new Error(`the bare node spawner exited ${r.status}`);
  return performance.now() - s0;
}
for (const [runs, concurrency, target] of process.env.ONLY_INPROC
  ? []
  : [
      [64, 8, 1.1],
      [256, 32, 1.1],
    ]) {
  const cases = CASES.slice(0, runs / 64)
    .map((name) => `{ name: ${name}, input: hello }`)
    .join(', ');
  const file = join(dir, `whole-${runs}.yml`);
  writeFileSync(
    file,
    `agent: { command: bash ${join(dir, 'stub.sh')}, timeout: 30s }\nrepeat: 64\nconcurrency: ${concurrency}\njudge: { provider: heuristic }\nbaseline: none\ncases: [${cases}]\n`,
  );
  const ours = [];
  const theirs = [];
  const bare = [];
  const configCost = [];
  for (let round = 0; round < ROUNDS; round++) {
    theirs.push(await xargsRound(runs, concurrency));
    bare.push(bareNodeRound(runs, concurrency));
    configCost.push(configRead(file));
    t = performance.now();
    const r = spawnSync(
      process.execPath,
      [cli, 'run', '--config', file, '--out', join(dir, `whole-${runs}-${round}`), '--seed', String(RUN_SEED)],
      { stdio: 'ignore' },
    );
    ours.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`agent-chaos run exited ${r.status}`);
  }
  console.log(
    `  whole \`agent-chaos run\` vs xargs -P ${concurrency}, ${runs} runs: ${spread(ours)} ms, xargs ${spread(theirs)} ms, ratio ${spread(
      ours.map((w, i) => w / theirs[i]),
      3,
    )} per round (goal <= ${target}, target 1.05)`,
  );
  console.log(
    `    the floor, a bare node spawner: ${spread(bare)} ms, ratio to xargs ${spread(
      bare.map((w, i) => w / theirs[i]),
      3,
    )}; agent-chaos run to it ${spread(
      ours.map((w, i) => w / bare[i]),
      3,
    )} per round (what agent-chaos itself adds)`,
  );
  console.log(
    `    the config read before any agent can start (\`agent-chaos validate\` less \`node -e 0\`: the bundle, zod, YAML, re2js): ${spread(
      configCost,
    )} ms; the floor with it, ratio to xargs ${spread(
      bare.map((w, i) => (w + configCost[i]) / theirs[i]),
      3,
    )} per round (no run of agent-chaos can be faster while it reads its config this way)`,
  );
}
sink.close();
