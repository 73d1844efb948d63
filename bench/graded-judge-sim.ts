// The gate with a graded LLM judge that is one level off in a share of its calls (the judge of the
// gate issue: the right level, else one up or down, in 20% of scored calls), on agents whose honest
// answers read Excellent, Good or Acceptable and whose made-up ones read Failure. Through the real
// sequentialGate as bench/gate-sim.ts draws it (repeat 3, base rerun, looks up to confirm.max_runs);
// "two jobs": the looks are decided on the run job's reading (the levels right, as its offline judge
// reads two-valued agents) and the verdict on the report job's LLM judge. Prints the share of PRs
// failed (unchanged) or caught (a drop), undecided, and the extra runs a PR (mean).
// Run: npx tsx bench/graded-judge-sim.ts [--trials 200] [--all]
// @ts-nocheck: a script; the product's types are checked in src/.
import { readFileSync } from 'node:fs';
import { readingGap } from '../src/evaluators/admission.js';
import { parseCertificate } from '../src/evaluators/certificate.js';
import { simulate } from './gate-sim.js';

const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 200;
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const settings = [
  ['unchanged, base rate 0.1, 10 cases: PRs failed', { model: 'graded 0.1', cases: 10, drop: 0 }],
  ['0.1 -> 0.4, 1 case: caught', { model: 'graded 0.1', cases: 1, drop: 0.3 }],
  ['0.0 -> 0.3, 1 case: caught', { model: 'graded 0.0', cases: 1, drop: 0.3 }],
  ...(process.argv.includes('--all')
    ? [['0.1 -> 0.4 in 1 case of 10: caught and named', { model: 'graded 0.1', cases: 10, drop: 0.3 }]]
    : []),
];
// The report job gives a cell's last look room for the run job's heuristic reading (compare.ts
// readingGap): from the heuristic's built-in certificate and the report judge's; this judge certified
// at 96% both ways (a one-level-off judge misreads only sessions next to the pass line).
const heuristic = parseCertificate(readFileSync('fixtures/calibration/heuristic-certificate.json', 'utf8'), 'built in');
const rate = { k: 96, n: 100, rate: 0.96, lower95: 0.9 };
const evaluators = ['failure_communication', 'partial_completion', 'recovery_strategy'];
const certified = {
  source: 'sim',
  min: 0.8,
  evaluators: evaluators.map((evaluator) => ({ evaluator, admitted: true, catches: rate, passes: rate })),
};
const reread = readingGap(heuristic, certified);
const judges = [
  ['right level', { levelOff: 0 }],
  ['one level off in 20% of calls', { levelOff: 0.2 }],
  ['two jobs: the report judge one level off in 20%, no room', { levelOff: 0.2, twoJob: true }],
  ['two jobs: the same, with the room the report job gives', { levelOff: 0.2, twoJob: true, reread }],
];
console.log(`Room (share of runs the two judges may read apart): ${JSON.stringify(reread)}\n`);
console.log(`## A graded judge, ${trials} trials a setting (repeat 3, base rerun, sequential looks)\n`);
console.log('| setting | judge | result | undecided | extra runs a PR (mean) |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, o] of settings) {
  for (const [judge, j] of judges) {
    const r = await simulate({ repeats: 3, trials, seed: 11, ...o, ...j });
    const figure = o.drop ? r.power : r.failRate;
    console.log(`| ${name} | ${judge} | ${pct(figure)} | ${pct(r.undecidedRate)} | ${r.extraRunsMean.toFixed(0)} |`);
  }
}
