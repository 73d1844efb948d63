// The merge gate, simulated with the pull request as the unit: how often a PR that changed nothing
// fails (A/A), and how often one case's evaluator dropped by 0.3 is caught (power), per suite size
// and noise model, through the real compareResults and applyGate, with the two-stage rule the
// pipeline applies (candidates get 15 more runs a side, then are decided again).
// Run: npm run bench:gate [-- --trials 500]   (test/results/gate-sim.test.ts runs a small version with fixed seeds)
// @ts-nocheck: a script; the product's types are checked in src/.
import { gateSchema } from '../src/config/schema.js';
import { compareResults } from '../src/results/compare.js';
import { applyGate } from '../src/results/gate.js';
import { seededRandom } from '../src/util/random.js';

const EVALUATORS = ['failure_communication', 'partial_completion', 'recovery_strategy'];
const clip = (x) => Math.min(1, Math.max(0, x));
const gauss = (rand) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/** Noise models: a score drawn around a true value. */
export const MODELS = {
  deterministic: () => (t) => t,
  'disc 0.1': (rand) => (t) => disc(t, 0.1, rand),
  'disc 0.3': (rand) => (t) => disc(t, 0.3, rand),
  'disc 0.5': (rand) => (t) => disc(t, 0.5, rand),
  cont: (rand) => (t) => clip(Math.round((t + 0.15 * gauss(rand)) * 100) / 100),
  mixed: (rand) => (t, ev) => (ev === 'partial_completion' ? clip(Math.round((t + 0.15 * gauss(rand)) * 100) / 100) : disc(t, 0.3, rand)),
  bimodal: (rand) => (t) => (rand() < 0.2 ? 0 : t),
};
function disc(t, p, rand) {
  const r = rand();
  return clip(r < p / 2 ? t - 0.25 : r < p ? t + 0.25 : t);
}

function resultsOf(cases) {
  return {
    schemaVersion: 1, tool: { name: 'sim', version: '0' }, createdAt: '', git: { sha: 's', ref: 'r' }, configHash: 'h', judge: { provider: 'sim', model: 'sim' }, insights: [], usage: { judgeCalls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 },
    cases: cases.map(({ name, runs }) => {
      const rs = runs.map((scores, i) => ({ sessionId: `${name}-${i}`, repeat: i + 1, round: scores.round, status: 'ok', faults: [], findings: [], facts: { toolCalls: 1, failedCalls: 1, retries: 0, modelCalls: 1, inputTokens: 0, outputTokens: 0, durationMs: 0 }, scores: Object.fromEntries(Object.entries(scores).filter(([k]) => k !== 'round').map(([k, v]) => [k, { score: v, label: String(v), pass: v >= 0.5, reason: '', source: 'judge' }])) }));
      // compareResults reads the evaluators from the summary's keys; the intervals are not needed here.
      return { name, input: '', effects: { tool_effects: {} }, runs: rs, summary: Object.fromEntries(EVALUATORS.map((ev) => [ev, { mean: null, n: rs.length, passRate: null, ci: null }])) };
    }),
  };
}

/** One simulated PR: base and head runs of every case, stage 1, then stage 2 for candidates. */
export function trial({ model, cases, repeats, drop, seed, extra = 15, failOn = 'regression' }) {
  const rand = seededRandom(seed);
  const score = MODELS[model](rand);
  const truth = Array.from({ length: cases }, (_, i) => ({ failure_communication: [0.75, 0.5, 1][i % 3], partial_completion: 0.6, recovery_strategy: 0.75 }));
  const draw = (i, n, dropped, round) => Array.from({ length: n }, () => ({ ...Object.fromEntries(EVALUATORS.map((ev) => [ev, score(dropped && ev === 'failure_communication' ? truth[i][ev] - drop : truth[i][ev], ev)])), ...(round ? { round } : {}) }));
  const base = truth.map((_, i) => ({ name: `c${i}`, runs: draw(i, repeats, false) }));
  const head = truth.map((_, i) => ({ name: `c${i}`, runs: draw(i, repeats, drop > 0 && i === 0) }));
  const policy = gateSchema.parse({ fail_on: failOn });
  let cmp = compareResults(resultsOf(base), resultsOf(head), { screen: true });
  const flagged = [...new Set(cmp.cells.filter((c) => c.gated && c.verdict === 'inconclusive').map((c) => c.case))];
  let extraRuns = 0;
  if (flagged.length) {
    for (const name of flagged) {
      const i = Number(name.slice(1));
      base[i].runs.push(...draw(i, extra, false, 2));
      head[i].runs.push(...draw(i, extra, drop > 0 && i === 0, 2));
      extraRuns += 2 * extra;
    }
    cmp = compareResults(resultsOf(base), resultsOf(head));
  }
  const gate = applyGate(policy, resultsOf(head), cmp);
  const caught = cmp.cells.some((c) => c.case === 'c0' && c.evaluator === 'failure_communication' && c.verdict === 'regressed');
  const unchanged = cmp.cells.filter((c) => c.gated && c.verdict === 'unchanged').length / cmp.cells.filter((c) => c.gated).length;
  const falseAlarms = cmp.cells.filter((c) => c.gated && c.verdict === 'regressed' && !(drop > 0 && c.case === 'c0' && c.evaluator === 'failure_communication')).map((c) => (c.reason.startsWith('decided on the') ? 'confirmed' : 'first round'));
  return { failed: gate.blocking, caught, extraRuns, unchanged, falseAlarms };
}

/** One round only, as with an artifact baseline: the verdict of the dropped cell and the repeats it asks for. */
function oneRound({ model, cases, repeats, drop, seed }) {
  const rand = seededRandom(seed);
  const score = MODELS[model](rand);
  const draw = (n, t) => Array.from({ length: n }, () => Object.fromEntries(EVALUATORS.map((ev) => [ev, score(ev === 'failure_communication' ? t : 0.75, ev)])));
  const base = Array.from({ length: cases }, (_, i) => ({ name: `c${i}`, runs: draw(repeats, 0.75) }));
  const head = Array.from({ length: cases }, (_, i) => ({ name: `c${i}`, runs: draw(repeats, i === 0 ? 0.75 - drop : 0.75) }));
  return compareResults(resultsOf(base), resultsOf(head)).cells.find((c) => c.case === 'c0' && c.evaluator === 'failure_communication');
}

/**
 * Is "~N repeats needed" right? The median N the report asks for when a real drop is inconclusive,
 * against the repeats that in fact catch that drop in 80% of PRs (the target N is computed for).
 */
export function repeatsNeededCheck({ model, cases = 4, repeats = 3, drop = 0.3, trials = 200, seed = 5 }) {
  const asked = [];
  for (let t = 0; t < trials; t++) {
    const c = oneRound({ model, cases, repeats, drop, seed: seed * 1_000_003 + t });
    if (c.verdict === 'inconclusive' && c.repeatsNeeded) asked.push(c.repeatsNeeded);
  }
  if (!asked.length) return undefined;
  asked.sort((a, b) => a - b);
  const reported = asked[Math.floor(asked.length / 2)];
  const caughtAt = (n) => {
    let caught = 0;
    for (let t = 0; t < trials; t++) caught += oneRound({ model, cases, repeats: n, drop, seed: seed * 7_000_003 + n * 10_007 + t }).verdict === 'regressed' ? 1 : 0;
    return caught / trials;
  };
  // Smallest n (by bisection over 2..100) that catches the drop in 80% of trials.
  let lo = 2;
  let hi = 100;
  if (caughtAt(hi) < 0.8) return { reported, measured: undefined, inconclusiveShare: asked.length / trials };
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (caughtAt(mid) >= 0.8) hi = mid;
    else lo = mid;
  }
  return { reported, measured: hi, inconclusiveShare: asked.length / trials };
}

export function simulate({ model, cases, repeats, drop, trials, seed = 1, failOn = 'regression' }) {
  let failed = 0;
  let caught = 0;
  let extra = 0;
  let unchanged = 0;
  for (let t = 0; t < trials; t++) {
    const r = trial({ model, cases, repeats, drop, seed: seed * 1_000_003 + t, failOn });
    failed += r.failed ? 1 : 0;
    caught += r.caught ? 1 : 0;
    extra += r.extraRuns;
    unchanged += r.unchanged;
  }
  return { failRate: failed / trials, power: caught / trials, extraRunsPerPR: extra / trials, unchangedShare: unchanged / trials };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 500;
  const sizes = [1, 4, 10, 25];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(`gate simulation: ${trials} trials per setting; 3 gated evaluators per case; two-stage rule (15 more runs a side for candidates); power: one case's failure_communication dropped by 0.3\n`);
  for (const repeats of [5, 3]) {
    console.log(`## ${repeats} repeats\n`);
    console.log('| noise model | ' + sizes.map((s) => `${s} case(s): A/A fail · power`).join(' | ') + ' | extra runs per A/A PR (1 / 25 cases) |');
    console.log('|' + ' --- |'.repeat(sizes.length + 2));
    for (const model of Object.keys(MODELS)) {
      const aa = sizes.map((cases) => simulate({ model, cases, repeats, drop: 0, trials }));
      const power = sizes.map((cases) => simulate({ model, cases, repeats, drop: 0.3, trials }));
      console.log(`| ${model} | ${sizes.map((_, i) => `${pct(aa[i].failRate)} · ${pct(power[i].power)}`).join(' | ')} | ${aa[0].extraRunsPerPR.toFixed(1)} / ${aa[3].extraRunsPerPR.toFixed(1)} |`);
    }
    console.log('');
  }
  console.log('## fail_on: overall, A/A: PRs whose gate fails (3 / 5 repeats)\n');
  console.log('| noise model | ' + sizes.map((s) => `${s} case(s)`).join(' | ') + ' |');
  console.log('|' + ' --- |'.repeat(sizes.length + 1));
  for (const model of Object.keys(MODELS)) {
    const cells = sizes.map((cases) => [3, 5].map((repeats) => pct(simulate({ model, cases, repeats, drop: 0, trials, failOn: 'overall' }).failRate)).join(' / '));
    console.log(`| ${model} | ${cells.join(' | ')} |`);
  }
  console.log('');
  console.log('## "~N repeats needed": asked for (median, when a real 0.3 drop is inconclusive after 3 repeats, one round) against the repeats that catch it in 80% of PRs, 4 cases\n');
  console.log('| noise model | inconclusive share | N asked (median) | N that catches 80% | ratio |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const model of Object.keys(MODELS)) {
    const r = repeatsNeededCheck({ model, trials: Math.min(trials, 200) });
    if (!r) console.log(`| ${model} | 0% | – | – | – |`);
    else console.log(`| ${model} | ${pct(r.inconclusiveShare)} | ${r.reported} | ${r.measured ?? '> 100'} | ${r.measured ? (r.reported / r.measured).toFixed(2) : '–'} |`);
  }
}
