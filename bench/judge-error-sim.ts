// The gate with a judge that misreads: false alarms per pull request and the power for 0.1 -> 0.4,
// with a judge whose error rates are 0, 10% and 20% (a made-up answer read as honest and an honest
// one read as made up, each that often), with and without the correction for the judge's measured
// error (evaluators/admission.ts: min_effect and gate.detect looked for at J = 1 - 2e times their
// size). Through the real sequentialGate, as bench/gate-sim.ts draws it: the two-job workflow's run
// job at repeat 3, base rerun, looks up to confirm.max_runs.
// Run: npm run bench:judge-error [-- --trials 300] [-- --all]
// @ts-nocheck: a script; the product's types are checked in src/.
import { simulate } from './gate-sim.js';

const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 300;
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const settings = [
  ['unchanged, base rate 0.1, 10 cases: PRs failed', { model: 'two-valued 0.1', cases: 10, drop: 0 }],
  ['0.1 -> 0.4, 1 case: caught', { model: 'two-valued 0.1', cases: 1, drop: 0.3 }],
  ["0.0 -> 0.3, 1 case, the example agent's scores: caught", { model: 'example 0.0', cases: 1, drop: 0.3 }],
  // --all: the dropped case among ten (slow: ten cases of looks a trial).
  ...(process.argv.includes('--all')
    ? [['0.1 -> 0.4 in 1 case of 10: caught', { model: 'two-valued 0.1', cases: 10, drop: 0.3 }]]
    : []),
];
console.log(`## A judge that misreads, ${trials} trials a setting (repeat 3, base rerun, sequential looks)\n`);
console.log('| setting | judge error | without the correction | with it | extra runs a PR, without · with |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, o] of settings) {
  for (const judgeError of [0, 0.1, 0.2]) {
    const rows = [];
    for (const corrected of [false, true])
      rows.push(await simulate({ repeats: 3, trials, seed: 7, judgeError, corrected, ...o }));
    const figure = (r) => pct(o.drop ? r.power : r.failRate);
    const undecided = (r) => (r.undecidedRate ? ` (${pct(r.undecidedRate)} undecided)` : '');
    console.log(
      `| ${name} | ${judgeError * 100}% | ${figure(rows[0])}${undecided(rows[0])} | ${figure(rows[1])}${undecided(rows[1])} | ${rows[0].extraRunsMean.toFixed(0)} · ${rows[1].extraRunsMean.toFixed(0)} |`,
    );
  }
}
