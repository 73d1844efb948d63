// The merge gate, simulated with the pull request as the unit: how often a PR that changed nothing
// fails (A/A), how often a real drop is caught (power), and how many runs the sequential decision
// adds, per suite size and noise model, through the real sequentialGate (compareResults and
// applyGate with the looks and batches the pipeline makes), with drawn runs instead of an agent.
// Run: npm run bench:gate [-- --trials 500]   (test/results/gate-sim.test.ts runs a small version with fixed seeds);
// GATE_MAX_RUNS and GATE_MAX_EXTRA_RUNS set confirm.max_runs and confirm.max_extra_runs.
// @ts-nocheck: a script; the product's types are checked in src/.
import { configSchema, gateSchema } from '../src/config/schema.js';
import { compareResults } from '../src/results/compare.js';
import { applyGate } from '../src/results/gate.js';
import { sequentialGate } from '../src/results/sequential-gate.js';
import { seededRandom } from '../src/util/random.js';

const EVALUATORS = ['failure_communication', 'partial_completion', 'recovery_strategy'];
const clip = (x) => Math.min(1, Math.max(0, x));
const gauss = (rand) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const disc = (t, p, rand) => {
  const r = rand();
  return clip(r < p / 2 ? t - 0.25 : r < p ? t + 0.25 : t);
};
const cont = (t, rand) => clip(Math.round((t + 0.15 * gauss(rand)) * 100) / 100);

/**
 * Noise models: a run's three scores around a case's true values. A drop of d lowers the true
 * failure_communication by d; for the two-valued agents it raises the rate at which the agent makes
 * results up (Failure on communication and recovery, a low partial completion) by d.
 */
export const MODELS = {
  deterministic: { score: () => (t) => t },
  'disc 0.1': { score: (rand) => (t) => disc(t, 0.1, rand) },
  'disc 0.3': { score: (rand) => (t) => disc(t, 0.3, rand) },
  'disc 0.5': { score: (rand) => (t) => disc(t, 0.5, rand) },
  cont: { score: (rand) => (t) => cont(t, rand) },
  mixed: { score: (rand) => (t, ev) => (ev === 'partial_completion' ? cont(t, rand) : disc(t, 0.3, rand)) },
  bimodal: { score: (rand) => (t) => (rand() < 0.2 ? 0 : t) },
  // An agent that makes results up in a share of runs (its base rate), else answers well.
  'two-valued 0.1': { rate: 0.1 },
  'two-valued 0.2': { rate: 0.2 },
  'two-valued 0.0': { rate: 0 },
};

/** One run's scores for case i of a side whose drop is `d`. */
function runOf(model, rand, truth, d) {
  const m = MODELS[model];
  if (m.rate !== undefined) {
    const fabricates = rand() < m.rate + d;
    return fabricates
      ? { failure_communication: 0, partial_completion: 0.2, recovery_strategy: 0 }
      : { failure_communication: 1, partial_completion: 0.8, recovery_strategy: 0.75 };
  }
  const score = m.score(rand);
  return Object.fromEntries(
    EVALUATORS.map((ev) => [ev, score(ev === 'failure_communication' ? truth[ev] - d : truth[ev], ev)]),
  );
}

const scoresOf = (scores) =>
  Object.fromEntries(
    Object.entries(scores).map(([k, v]) => [
      k,
      { score: v, label: String(v), pass: v >= 0.5, reason: '', source: 'judge' },
    ]),
  );

function resultsOf(cases) {
  return {
    schemaVersion: 1,
    tool: { name: 'sim', version: '0' },
    createdAt: '',
    git: { sha: 's', ref: 'r' },
    configHash: 'h',
    judge: { provider: 'sim', model: 'sim' },
    insights: [],
    usage: { judgeCalls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 },
    cases: cases.map(({ name, runs }) => {
      const rs = runs.map(({ report, ...scores }, i) => ({
        // The report job's judge's scores of the run, where it differs from the deciding judge (two-job mode).
        ...(report ? { report: scoresOf(report) } : {}),
        sessionId: `${name}-${i}`,
        repeat: i + 1,
        status: 'ok',
        faults: [],
        findings: [],
        facts: {
          toolCalls: 1,
          failedCalls: 1,
          retries: 0,
          modelCalls: 1,
          inputTokens: 0,
          outputTokens: 0,
          durationMs: 0,
        },
        scores: scoresOf(scores),
      }));
      // compareResults reads the evaluators from the summary's keys; the intervals are not needed here.
      return {
        name,
        input: '',
        effects: { tool_effects: {} },
        runs: rs,
        summary: Object.fromEntries(
          EVALUATORS.map((ev) => [ev, { mean: null, n: rs.length, passRate: null, ci: null }]),
        ),
      };
    }),
  };
}

const CONFIRM = {
  ...configSchema.shape.confirm.parse(undefined),
  ...(process.env.GATE_MAX_RUNS ? { max_runs: Number(process.env.GATE_MAX_RUNS) } : {}),
  ...(process.env.GATE_MAX_EXTRA_RUNS ? { max_extra_runs: Number(process.env.GATE_MAX_EXTRA_RUNS) } : {}),
};

/** One simulated PR: base and head runs of every case, then the sequential decision with drawn batches. */
/**
 * `reportNoise` q (the two-job workflow): the looks are decided on one judge's scores (the run job's
 * offline judge) and the verdict tested on another's (the report job's), which reads a share q of
 * the runs independently (a fresh draw of the same agent), the rest alike.
 */
export async function trial({
  model,
  cases,
  repeats,
  drop,
  seed,
  failOn = 'regression',
  rerun = true,
  reportNoise = undefined,
}) {
  const rand = seededRandom(seed);
  const truth = Array.from({ length: cases }, (_, i) => ({
    failure_communication: [0.75, 0.5, 1][i % 3],
    partial_completion: 0.6,
    recovery_strategy: 0.75,
  }));
  const one = (i, d) => {
    const run = runOf(model, rand, truth[i], d);
    if (reportNoise === undefined) return run;
    return { ...run, report: rand() < reportNoise ? runOf(model, rand, truth[i], d) : run };
  };
  const draw = (i, n, d) => Array.from({ length: n }, () => one(i, d));
  const dropOf = (i, side) => (side === 'head' && i === 0 ? drop : 0);
  const base = resultsOf(truth.map((_, i) => ({ name: `c${i}`, runs: draw(i, repeats, 0) })));
  const head = resultsOf(truth.map((_, i) => ({ name: `c${i}`, runs: draw(i, repeats, dropOf(i, 'head')) })));
  const policy = gateSchema.parse({ fail_on: failOn });
  const more = async (names, runs) => {
    const side = (s) =>
      resultsOf(
        names.map((name) => ({ name, runs: draw(Number(name.slice(1)), runs, dropOf(Number(name.slice(1)), s)) })),
      );
    return { head: side('head'), base: side('base') };
  };
  const r = await sequentialGate({
    policy,
    thresholds: {},
    head,
    base,
    confirm: rerun ? CONFIRM : { ...CONFIRM, runs: 0 },
    more,
  });
  if (reportNoise !== undefined) {
    // The report job: every run of every look judged again, tested at the looks made.
    const rejudged = (res) => ({
      ...res,
      cases: res.cases.map((c) => ({ ...c, runs: c.runs.map((x) => ({ ...x, scores: x.report })) })),
    });
    const [h, b] = [rejudged(r.head), rejudged(r.base)];
    const comparison = compareResults(b, h, { minEffect: policy.min_effect, maxRuns: CONFIRM.max_runs, final: true });
    r.comparison = comparison;
    r.gate = applyGate(policy, h, comparison, {});
  }
  const cmp = r.comparison;
  const caught = r.gate.blocking && cmp.cells.some((c) => c.case === 'c0' && c.verdict === 'regressed');
  const undecided = cmp.cells.filter((c) => c.gated && c.verdict === 'inconclusive').length;
  const extraPerCase = new Map(truth.map((_, i) => [`c${i}`, r.head.cases[i].runs.length - repeats]));
  const overallOnly = r.gate.blocking && !cmp.cells.some((c) => c.verdict === 'regressed');
  return {
    failed: r.gate.blocking,
    overallOnly,
    caught,
    extraRuns: r.added,
    extraA: extraPerCase.get('c0') * 2,
    undecided,
    unchangedShare:
      cmp.cells.filter((c) => c.gated && c.verdict === 'unchanged').length / cmp.cells.filter((c) => c.gated).length,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

export async function simulate({
  model,
  cases,
  repeats,
  drop,
  trials,
  seed = 1,
  failOn = 'regression',
  rerun = true,
  reportNoise = undefined,
}) {
  let failed = 0;
  let caught = 0;
  let undecided = 0;
  let unchanged = 0;
  const extra = [];
  const extraA = [];
  for (let t = 0; t < trials; t++) {
    const r = await trial({ model, cases, repeats, drop, seed: seed * 1_000_003 + t, failOn, rerun, reportNoise });
    failed += r.failed ? 1 : 0;
    caught += r.caught ? 1 : 0;
    undecided += r.undecided ? 1 : 0;
    unchanged += r.unchangedShare;
    extra.push(r.extraRuns);
    extraA.push(r.extraA);
  }
  return {
    failRate: failed / trials,
    power: caught / trials,
    undecidedRate: undecided / trials,
    unchangedShare: unchanged / trials,
    extraRunsMedian: median(extra),
    extraRunsMean: extra.reduce((a, b) => a + b, 0) / trials,
    caseExtraMedian: median(extraA),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 500;
  const sizes = [1, 4, 10, 25];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `gate simulation: ${trials} trials per setting; 3 gated evaluators per case; sequential decision (looks after the first round and after each batch, up to ${CONFIRM.max_runs} runs a side, ${CONFIRM.max_extra_runs} extra in all); power: one case dropped by 0.3\n`,
  );
  for (const repeats of [5, 3]) {
    console.log(`## ${repeats} repeats, baseline rerun\n`);
    console.log(
      '| noise model | ' +
        sizes.map((s) => `${s} case(s): A/A fail · power`).join(' | ') +
        ' | extra runs per PR, median: A/A (1 / 25 cases) · drop (1 case) |',
    );
    console.log('|' + ' --- |'.repeat(sizes.length + 2));
    for (const model of Object.keys(MODELS)) {
      const aa = [];
      const power = [];
      for (const cases of sizes) {
        aa.push(await simulate({ model, cases, repeats, drop: 0, trials }));
        power.push(await simulate({ model, cases, repeats, drop: 0.3, trials }));
      }
      console.log(
        `| ${model} | ${sizes.map((_, i) => `${pct(aa[i].failRate)} · ${pct(power[i].power)}`).join(' | ')} | ${aa[0].extraRunsMedian} / ${aa[3].extraRunsMedian} · ${power[0].extraRunsMedian} |`,
      );
    }
    console.log('');
  }
  console.log(
    '## Artifact or file baseline (no extra runs), 5 repeats: A/A fail · power · PRs with an undecided result (A/A)\n',
  );
  console.log('| noise model | ' + sizes.map((s) => `${s} case(s)`).join(' | ') + ' |');
  console.log('|' + ' --- |'.repeat(sizes.length + 1));
  for (const model of Object.keys(MODELS)) {
    const cells = [];
    for (const cases of sizes) {
      const aa = await simulate({ model, cases, repeats: 5, drop: 0, trials, rerun: false });
      const pw = await simulate({ model, cases, repeats: 5, drop: 0.3, trials, rerun: false });
      cells.push(`${pct(aa.failRate)} · ${pct(pw.power)} · ${pct(aa.undecidedRate)}`);
    }
    console.log(`| ${model} | ${cells.join(' | ')} |`);
  }
  console.log('');
  console.log('## fail_on: overall, A/A: PRs whose gate fails (3 / 5 repeats)\n');
  console.log('| noise model | ' + sizes.map((s) => `${s} case(s)`).join(' | ') + ' |');
  console.log('|' + ' --- |'.repeat(sizes.length + 1));
  for (const model of Object.keys(MODELS)) {
    const cells = [];
    for (const cases of sizes)
      cells.push(
        (
          await Promise.all(
            [3, 5].map(async (repeats) =>
              pct((await simulate({ model, cases, repeats, drop: 0, trials, failOn: 'overall' })).failRate),
            ),
          )
        ).join(' / '),
      );
    console.log(`| ${model} | ${cells.join(' | ')} |`);
  }
}
