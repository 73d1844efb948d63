// bench/action: cold start of dist/index.js to its first log line, against a bare `node -e ""` in
// the same run, and the bundle sizes. Targets: cold start < 400 ms, dist/index.js < 8 MB.
// Run: npm run bench:action (after npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-bench-action-'));
writeFileSync(join(dir, 'out'), '');

/** Milliseconds from spawn to the first line on stdout (then the process is stopped). */
function firstLine(args, env) {
  return new Promise((done) => {
    const t = performance.now();
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      const ms = performance.now() - t;
      child.kill('SIGKILL');
      done(ms);
    };
    child.stdout.once('data', finish);
    child.on('exit', finish);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** min / median / max: the machine is noisy, one figure would hide it. */
const spread = (xs) => `${Math.min(...xs).toFixed(0)} / ${median(xs).toFixed(0)} / ${Math.max(...xs).toFixed(0)} ms`;
const bare = [];
const action = [];
const env = {
  INPUT_CONFIG: resolve('examples/travel-agent/agent-chaos.yml'),
  'INPUT_JUDGE-PROVIDER': 'heuristic',
  INPUT_BASELINE: 'none',
  GITHUB_OUTPUT: join(dir, 'out'),
  GITHUB_STEP_SUMMARY: join(dir, 'out'),
  RUNNER_TEMP: dir,
};
for (let i = 0; i < RUNS; i++) {
  bare.push(await firstLine(['-e', 'console.log(1)'], {}));
  action.push(await firstLine([resolve('dist/index.js')], env));
}
const size = (p) => statSync(p).size;
const total = (d) =>
  readdirSync(d, { recursive: true })
    .map((f) => join(d, String(f)))
    .filter((f) => statSync(f).isFile())
    .reduce((n, f) => n + size(f), 0);
const mb = (b) => `${(b / 1e6).toFixed(2)} MB`;
console.log(`bench/action: ${RUNS} cold starts each, alternating, node ${process.version} (min / median / max)`);
console.log(`  node -e (reference):        ${spread(bare)}`);
console.log(
  `  dist/index.js, first line:  ${spread(action)} (target: median < 300 ms), median ${(median(action) / median(bare)).toFixed(1)}x the bare start`,
);
console.log(
  `  dist/index.js:              ${mb(size('dist/index.js'))} (target < 8 MB); lazily loaded chunks beside it: ${mb(total('dist') - total('dist/cli') - total('dist/chaos') - size('dist/index.js'))}`,
);
console.log(
  `  dist/ in all:               ${mb(total('dist'))} (CLI ${mb(total('dist/cli'))}, chaos helper ${mb(total('dist/chaos'))})`,
);
