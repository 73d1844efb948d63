// bench/tiers: what the smoke and the full tier cost the example suite on an unchanged pull request
// (the travel agent, 16 cases at repeat 3, the base commit run beside the head in a git worktree,
// the heuristic judge): runs of both sides, the agent's money from its traces, the judge calls an
// LLM judge would make (one a run and evaluator, at most), wall time; min / median / max over seeds.
// The floor of a decision is the first round: the smoke tier is it, and the full tier is read as a
// multiple of it. Prints figures; asserts nothing. Run: npm run build && node bench/tiers.mjs
// (BENCH_SEEDS=11,12,13).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { machineLine } from './machine.mjs';

const root = resolve(import.meta.dirname, '..');
const seeds = (process.env.BENCH_SEEDS ?? '11,12,13').split(',').map(Number);
// The example config, its agent built in the base's worktree too (which has no node_modules of its own).
const config = join(root, 'examples', 'travel-agent', '.tiers-bench.yml');
const example = readFileSync(join(root, 'examples', 'travel-agent', 'agent-chaos.yml'), 'utf8');
writeFileSync(
  config,
  example.replace(
    /^ {2}setup: node node_modules\/typescript\/bin\/tsc -p examples\/travel-agent$/m,
    `  setup: "[ -e node_modules ] || ln -s ${join(root, 'node_modules')} node_modules; node node_modules/typescript/bin/tsc -p examples/travel-agent"`,
  ),
);
const EVALUATORS = 4; // the judged ones: an LLM judge reads each run's transcript once for each

/** The journal lines under a directory: every run of every look, both sides. */
const runsUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('journal.jsonl'))
    .reduce((n, f) => n + readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean).length, 0);

function once(tier, seed) {
  const out = mkdtempSync(join(tmpdir(), `agent-chaos-tiers-${tier}-`));
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      join(root, 'dist', 'cli.js'),
      'run',
      '--config',
      config,
      '--out',
      out,
      '--base-ref',
      'HEAD',
      '--baseline',
      'rerun',
      '--tier',
      tier,
      '--seed',
      String(seed),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const ms = performance.now() - t;
  const gate = /^gate: (.*)$/m.exec(r.stdout)?.[1] ?? `(no verdict: exit ${r.status}) ${r.stderr.slice(-300)}`;
  // The head's money a run (its results hold every look's), times the runs of both sides: the same agent.
  const agent = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).usage.agent;
  const runs = runsUnder(out);
  const money = agent?.costUsd ? (agent.costUsd / agent.sessions) * runs : 0;
  rmSync(out, { recursive: true, force: true });
  return { runs, money, ms, gate };
}

const fmt = (xs, f = (x) => String(Math.round(x))) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${f(s[0])} / ${f(s[Math.floor(s.length / 2)])} / ${f(s.at(-1))}`;
};

try {
  console.log(machineLine());
  const rows = {};
  for (const seed of seeds) for (const tier of ['smoke', 'full']) (rows[tier] ??= []).push(once(tier, seed));
  console.log(
    '| tier | runs, both sides | agent money, both sides | LLM judge calls, at most | wall time ms | verdicts |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [tier, xs] of Object.entries(rows))
    console.log(
      `| ${tier} | ${fmt(xs.map((x) => x.runs))} | ${fmt(
        xs.map((x) => x.money),
        (x) => `$${x.toFixed(4)}`,
      )} | ${fmt(xs.map((x) => EVALUATORS * x.runs))} | ${fmt(xs.map((x) => x.ms))} | ${[...new Set(xs.map((x) => x.gate))].join('; ')} |`,
    );
  const ratio = (k) => rows.full.map((x, i) => x[k] / rows.smoke[i][k]);
  console.log(
    `full / smoke (the first round, the floor of any decision): runs ${fmt(ratio('runs'), (x) => `${x.toFixed(2)}x`)}, money ${fmt(ratio('money'), (x) => `${x.toFixed(2)}x`)}, wall time ${fmt(ratio('ms'), (x) => `${x.toFixed(2)}x`)}`,
  );
} finally {
  rmSync(config, { force: true });
}
