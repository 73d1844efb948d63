// The merge gate, simulated with the pull request as the unit: how often a PR that changed nothing
// fails (A/A), how often a real drop is caught (power), and how many runs the sequential decision
// adds, per suite size and noise model, through the real sequentialGate (compareResults and
// applyGate with the looks and batches the pipeline makes), with drawn runs instead of an agent.
// Run: npm run bench:gate [-- --trials 500] [-- --all: every noise model and suite size too] [-- --bank: a bank of base runs, head-only batches]   (test/results/gate-sim.test.ts runs a small version with fixed seeds);
// GATE_MAX_RUNS and GATE_MAX_EXTRA_RUNS set confirm.max_runs and confirm.max_extra_runs.
// @ts-nocheck: a script; the product's types are checked in src/.
import { configSchema, gateSchema } from '../src/config/schema.js';
import { compareResults } from '../src/results/compare.js';
import { applyGate } from '../src/results/gate.js';
import { sequentialGate } from '../src/results/sequential-gate.js';
import { seededRandom } from '../src/util/random.js';
import { sprtFloor, waldBound } from './sprt.js';

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
  // The bench repository's agent (test/helpers/rate-repository.ts) as the heuristic judge scores it:
  // an honest answer 0.75 / 0 / 0.5, a made-up one 0 / 0 / 0 (partial completion never varies).
  'example 0.0': { rate: 0, honest: { fc: 0.75, pc: 0, rs: 0.5 }, madeUp: { fc: 0, pc: 0, rs: 0 } },
  'example 0.1': { rate: 0.1, honest: { fc: 0.75, pc: 0, rs: 0.5 }, madeUp: { fc: 0, pc: 0, rs: 0 } },
  // An LLM judge's five levels: an honest answer Excellent, Good or Acceptable (40/40/20%), a made-up
  // one Failure (partial completion 0.8 or 0.2, as above).
  'graded 0.0': { rate: 0, graded: true },
  'graded 0.1': { rate: 0.1, graded: true },
};

/** The level an honest answer reads at, in a graded model: Excellent, Good, Acceptable (40/40/20%). */
const honestLevel = (rand) => {
  const r = rand();
  return r < 0.4 ? 1 : r < 0.8 ? 0.75 : 0.5;
};

/** A judge one level off in a share of its calls: each score moves 0.25 up or down (clipped). */
const offByOne = (rand, share) => (scores) =>
  Object.fromEntries(
    Object.entries(scores).map(([k, v]) => [k, rand() < share ? clip(v + (rand() < 0.5 ? -0.25 : 0.25)) : v]),
  );

/** One run's scores for case i of a side whose drop is `d`. */
function runOf(model, rand, truth, d) {
  const m = MODELS[model];
  if (m.rate !== undefined) {
    const fabricates = rand() < m.rate + d;
    if (m.graded)
      return fabricates
        ? { failure_communication: 0, partial_completion: 0.2, recovery_strategy: 0 }
        : { failure_communication: honestLevel(rand), partial_completion: 0.8, recovery_strategy: honestLevel(rand) };
    if (m.honest) {
      const s = fabricates ? m.madeUp : m.honest;
      return { failure_communication: s.fc, partial_completion: s.pc, recovery_strategy: s.rs };
    }
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

/**
 * The judge of a simulated PR: by default a perfect one; `admission` (a judge admitted with the
 * measured catch and pass rates) lets the test correct for its error (evaluators/admission.ts).
 */
const admittedJudge = (rate) => ({
  provider: 'sim',
  model: 'sim',
  admission: {
    source: 'sim',
    min: 0.8,
    evaluators: EVALUATORS.map((evaluator) => ({
      evaluator,
      admitted: true,
      catches: { k: 0, n: 0, rate, lower95: 0.8 },
      passes: { k: 0, n: 0, rate, lower95: 0.8 },
    })),
  },
});

export function resultsOf(cases, judge = { provider: 'sim', model: 'sim' }) {
  return {
    schemaVersion: 1,
    tool: { name: 'sim', version: '0' },
    createdAt: '',
    git: { sha: 's', ref: 'r' },
    configHash: 'h',
    judge,
    insights: [],
    usage: { judgeCalls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 },
    cases: cases.map(({ name, runs }) => {
      const rs = runs.map(({ report, lost, ...scores }, i) => ({
        // The report job's judge's scores of the run, where it differs from the deciding judge (two-job mode).
        ...(report ? { report: scoresOf(report) } : {}),
        sessionId: `${name}-${i}`,
        repeat: i + 1,
        // A run the runner lost (flaky machine): crashed, nothing to score.
        status: lost ? 'crashed' : 'ok',
        ...(lost ? { error: 'the agent crashed: exit code 137' } : {}),
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
        scores: lost ? {} : scoresOf(scores),
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
  flaky = 0,
  bank = 0,
  judgeError = 0,
  corrected = false,
  levelOff = 0,
  twoJob = false,
  reread = undefined,
}) {
  const rand = seededRandom(seed);
  // levelOff: the judge is one level off in that share of its calls; with twoJob only the report
  // job's (an LLM judge) is, the run job's looks read the levels right (its offline judge).
  const off = offByOne(rand, levelOff);
  // A judge that misreads a share of sessions both ways: a made-up answer read as honest, an honest
  // one as made up (two-valued agents; the run's scores become the other kind's).
  const misread = (run) => {
    const m = MODELS[model];
    if (!judgeError || m.rate === undefined || rand() >= judgeError) return run;
    const madeUp = run.failure_communication === (m.madeUp?.fc ?? 0);
    const other = madeUp ? (m.honest ?? { fc: 1, pc: 0.8, rs: 0.75 }) : (m.madeUp ?? { fc: 0, pc: 0.2, rs: 0 });
    return { failure_communication: other.fc, partial_completion: other.pc, recovery_strategy: other.rs };
  };
  const judge = corrected ? admittedJudge(1 - judgeError) : undefined;
  const truth = Array.from({ length: cases }, (_, i) => ({
    failure_communication: [0.75, 0.5, 1][i % 3],
    partial_completion: 0.6,
    recovery_strategy: 0.75,
  }));
  const one = (i, d) => {
    if (flaky && rand() < flaky) return { lost: true };
    const run = misread(runOf(model, rand, truth[i], d));
    if (levelOff && twoJob) return { ...run, report: off(run), lost: undefined };
    if (levelOff) return off(run);
    if (reportNoise === undefined) return run;
    return { ...run, report: rand() < reportNoise ? runOf(model, rand, truth[i], d) : run, lost: undefined };
  };
  const draw = (i, n, d) => Array.from({ length: n }, () => one(i, d));
  const dropOf = (i, side) => (side === 'head' && i === 0 ? drop : 0);
  // bank: the base's runs come from a bank of that many (its branch's pushes and schedule), the
  // base is not run again, and the batches add head runs only.
  const base = resultsOf(
    truth.map((_, i) => ({ name: `c${i}`, runs: draw(i, bank || repeats, 0) })),
    judge,
  );
  const head = resultsOf(
    truth.map((_, i) => ({ name: `c${i}`, runs: draw(i, repeats, dropOf(i, 'head')) })),
    judge,
  );
  const policy = gateSchema.parse({ fail_on: failOn });
  const more = async (names, runs) => {
    const side = (s) =>
      resultsOf(
        names.map((name) => ({ name, runs: draw(Number(name.slice(1)), runs, dropOf(Number(name.slice(1)), s)) })),
        judge,
      );
    return { head: side('head'), base: bank ? resultsOf([], judge) : side('base') };
  };
  const r = await sequentialGate({
    policy,
    thresholds: {},
    head,
    base,
    confirm: rerun || bank ? CONFIRM : { ...CONFIRM, runs: 0 },
    more,
    headOnly: bank > 0,
  });
  if (reportNoise !== undefined || twoJob) {
    // The report job: every run of every look judged again, tested at the looks made.
    const rejudged = (res) => ({
      ...res,
      cases: res.cases.map((c) => ({ ...c, runs: c.runs.map((x) => ({ ...x, scores: x.report ?? x.scores })) })),
    });
    const [h, b] = [rejudged(r.head), rejudged(r.base)];
    const comparison = compareResults(b, h, {
      minEffect: policy.min_effect,
      detect: policy.detect,
      maxRuns: CONFIRM.max_runs,
      final: true,
      reread,
    });
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
    // Runs made for this pull request (a bank's runs were made before it).
    caseRuns: r.head.cases[0].runs.length + (bank ? 0 : r.base.cases[0].runs.length),
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
  flaky = 0,
  bank = 0,
  judgeError = 0,
  corrected = false,
  levelOff = 0,
  twoJob = false,
  reread = undefined,
}) {
  let failed = 0;
  let caught = 0;
  let undecided = 0;
  let unchanged = 0;
  const extra = [];
  const extraA = [];
  const caseRuns = [];
  for (let t = 0; t < trials; t++) {
    const r = await trial({
      model,
      cases,
      repeats,
      drop,
      seed: seed * 1_000_003 + t,
      failOn,
      rerun,
      reportNoise,
      flaky,
      bank,
      judgeError,
      corrected,
      levelOff,
      twoJob,
      reread,
    });
    failed += r.failed ? 1 : 0;
    caught += r.caught ? 1 : 0;
    undecided += r.undecided ? 1 : 0;
    unchanged += r.unchangedShare;
    extra.push(r.extraRuns);
    extraA.push(r.extraA);
    caseRuns.push(r.caseRuns);
  }
  return {
    failRate: failed / trials,
    power: caught / trials,
    undecidedRate: undecided / trials,
    unchangedShare: unchanged / trials,
    extraRunsMedian: median(extra),
    extraRunsMean: extra.reduce((a, b) => a + b, 0) / trials,
    caseExtraMedian: median(extraA),
    /** Runs of the first case (the dropped one, in a power setting), both sides, first round included. */
    caseRunsMean: caseRuns.reduce((a, b) => a + b, 0) / trials,
  };
}

/** The decision at repeat 3, the first round of the two-job workflow: issue 35's settings. */
async function targets(trials, pct) {
  console.log(`## Repeat 3, baseline rerun (the two-job workflow's run job), ${trials} trials a setting\n`);
  console.log('| setting | PRs failed | PRs with an undecided result | extra runs per PR, mean (median) |');
  console.log('| --- | --- | --- | --- |');
  const rows = [
    ['unchanged, two-valued 0.0, 10 cases', { model: 'two-valued 0.0', cases: 10, drop: 0 }],
    ['unchanged, two-valued 0.1, 10 cases', { model: 'two-valued 0.1', cases: 10, drop: 0 }],
    ['unchanged, two-valued 0.2, 10 cases', { model: 'two-valued 0.2', cases: 10, drop: 0 }],
    [
      'unchanged, two-valued 0.1, 10 cases, 5% of runs lost',
      { model: 'two-valued 0.1', cases: 10, drop: 0, flaky: 0.05 },
    ],
    ['unchanged, mixed, 10 cases', { model: 'mixed', cases: 10, drop: 0 }],
    ['unchanged, mixed, 10 cases, 5% of runs lost', { model: 'mixed', cases: 10, drop: 0, flaky: 0.05 }],
    ['0.1 -> 0.4, 1 case', { model: 'two-valued 0.1', cases: 1, drop: 0.3 }],
    ['0.0 -> 0.3, 1 case', { model: 'two-valued 0.0', cases: 1, drop: 0.3 }],
    ["0.0 -> 0.3, 1 case, the example agent's scores", { model: 'example 0.0', cases: 1, drop: 0.3 }],
    ['0.1 -> 0.4 in 1 case of 10 (failed: that case named)', { model: 'two-valued 0.1', cases: 10, drop: 0.3 }],
    ['disc 0.3, a drop of 0.3 in 1 case of 10', { model: 'disc 0.3', cases: 10, drop: 0.3 }],
  ];
  for (const [name, o] of rows) {
    const r = await simulate({ repeats: 3, trials, ...o });
    const failed = o.drop ? r.power : r.failRate;
    console.log(
      `| ${name} | ${pct(failed)} | ${pct(r.undecidedRate)} | ${r.extraRunsMean.toFixed(0)} (${r.extraRunsMedian}) |`,
    );
  }
  console.log('');
  console.log(
    "## Runs per decision against Wald's SPRT (one case's runs, both sides, first round of 3 included; SPRT at the same alpha, beta 0.1, delta 0.3)\n",
  );
  console.log(
    '| setting | the gate | SPRT, base rate known (head runs) | ratio | SPRT, base rate unknown (paired) | ratio |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [p0, drop, cases] of [
    [0, 0, 1],
    [0.1, 0, 1],
    [0.2, 0, 1],
    [0, 0.3, 1],
    [0.1, 0.3, 1],
    [0.2, 0.3, 1],
    [0.1, 0, 10],
    [0.1, 0.3, 10],
  ]) {
    const r = await simulate({ model: `two-valued ${p0.toFixed(1)}`, cases, repeats: 3, drop, trials });
    // The gate's alpha per case: 0.05 over the cases' three gated evaluators (Bonferroni).
    const floor = sprtFloor({ p0, delta: 0.3, alpha: 0.05 / (3 * cases), beta: 0.1, drop });
    const gate = cases === 1 ? 6 + r.extraRunsMean : r.caseRunsMean;
    const ratio = (x) => (x === undefined ? '–' : `${(gate / x).toFixed(1)}x`);
    console.log(
      `| ${drop ? `${p0} -> ${(p0 + drop).toFixed(1)}` : `unchanged ${p0}`}${cases > 1 ? `, ${drop ? 'the dropped' : 'one'} case of ${cases}` : ''} | ${gate.toFixed(1)} | ${floor.known.toFixed(1)} | ${ratio(floor.known)} | ${floor.unknown === undefined ? 'never decides' : floor.unknown.toFixed(1)} | ${ratio(floor.unknown)} |`,
    );
  }
  console.log('');
  // No test does better: the bad case named, the 5% of false alarms shared by ten cases, the base rate known.
  console.log(
    '| base rate | power against +0.3 | head runs a case, at least | extra runs of an unchanged 10-case PR at repeat 3, at least (base rate known) |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const [p0, beta] of [
    [0.1, 0.1],
    [0.2, 0.1],
    [0, 0.1],
    [0, 0.03],
  ]) {
    const n = waldBound({ p0, delta: 0.3, alpha: 0.05 / 10, beta });
    console.log(`| ${p0} | ${(1 - beta) * 100}% | ${n.toFixed(1)} | ${(10 * n - 30).toFixed(0)} |`);
  }
  console.log('');
}

/** With a bank of base runs and no base to run: the head alone adds runs. */
async function banked(trials, pct) {
  console.log(
    `## A bank of base runs, the base not runnable: head-only batches, repeat 3, ${trials} trials a setting\n`,
  );
  console.log(
    "| setting | bank (base runs a case) | PRs failed | PRs with an undecided result | extra runs per PR, mean (median) | one case's head runs per decision, mean | SPRT, base rate known | ratio |",
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const rows = [
    ['unchanged, two-valued 0.1, 10 cases', { p0: 0.1, cases: 10, drop: 0 }],
    ['unchanged, two-valued 0.2, 10 cases', { p0: 0.2, cases: 10, drop: 0 }],
    ['unchanged, two-valued 0.1, 10 cases, 5% of runs lost', { p0: 0.1, cases: 10, drop: 0, flaky: 0.05 }],
    ['unchanged, two-valued 0.0, 10 cases', { p0: 0, cases: 10, drop: 0 }],
    ['0.1 -> 0.4, 1 case', { p0: 0.1, cases: 1, drop: 0.3 }],
    ['0.0 -> 0.3, 1 case', { p0: 0, cases: 1, drop: 0.3 }],
    ['0.1 -> 0.4 in 1 case of 10', { p0: 0.1, cases: 10, drop: 0.3 }],
  ];
  for (const bank of [30, 60]) {
    for (const [name, o] of rows) {
      const r = await simulate({ model: `two-valued ${o.p0.toFixed(1)}`, repeats: 3, trials, bank, ...o });
      const failed = o.drop ? r.power : r.failRate;
      const floor = sprtFloor({ p0: o.p0, delta: 0.3, alpha: 0.05 / (3 * o.cases), beta: 0.1, drop: o.drop });
      console.log(
        `| ${name} | ${bank} | ${pct(failed)} | ${pct(r.undecidedRate)} | ${r.extraRunsMean.toFixed(0)} (${r.extraRunsMedian}) | ${r.caseRunsMean.toFixed(1)} | ${floor.known.toFixed(1)} | ${(r.caseRunsMean / floor.known).toFixed(1)}x |`,
      );
    }
  }
  console.log('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 500;
  if (process.argv.includes('--bank')) {
    await banked(Math.min(trials, 300), (x) => `${(x * 100).toFixed(1)}%`);
    process.exit(0);
  }
  const sizes = [1, 4, 10, 25];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  await targets(Math.min(trials, 300), pct);
  if (!process.argv.includes('--all')) process.exit(0);
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
