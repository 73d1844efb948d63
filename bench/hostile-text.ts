// bench/hostile-text: the rules that meet agent text, on a megabyte of the texts that made earlier
// patterns quadratic, against a megabyte of ordinary agent prose measured in the same run. Prints
// per family the worst hostile/benign time ratio over the hostile units (min/median/max over
// BENCH_ROUNDS rounds) and the worst hostile time. Linear rules stay within a constant of prose
// (target: ratio <= 50, under 2 s a megabyte); a quadratic one at this size is in the thousands (the
// earlier patterns took up to 50 s on 20 kB). Redaction and the four heuristic evaluators.
// Run: npm run bench:hostile (BENCH_ROUNDS, BENCH_MB to vary).
import { sessionOf } from '../src/evaluators/calibration-set.js';
import { dumpsRawError, exposesInternals, offersNextStep, presentsResults } from '../src/evaluators/heuristics.js';
import { namesFailure } from '../src/evaluators/acknowledgment.js';
import { says, saysFailed } from '../src/evaluators/lexicon.js';
import { answerCovers, subGoals } from '../src/evaluators/subgoals.js';
import { inventedValues } from '../src/evaluators/answer-facts.js';
import { Redactor } from '../src/trace/redact.js';
import { HOSTILE_UNITS, asksEchoed, hostile } from '../test/helpers/hostile.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SIZE = Math.round(Number(process.env.BENCH_MB ?? 1) * 1_000_000);
const PROSE =
  'The flight search timed out twice, so I could not book anything yet. Your request was SFO to JFK on May 20; please try again in a few minutes or pick another date, and I will check the 08:15 and 12:40 departures. ';

const session = (answer: string) =>
  sessionOf({ id: 'b', input: 'Find a flight', calls: [], answer, labels: {}, reason: 'bench' }, 1);
const redactor = new Redactor([], {});
await redactor.redact('warm up secretlint');

const FAMILIES: Record<string, (t: string) => unknown> = {
  'data claims': (t) => presentsResults(t, 'x'),
  'raw dumps': dumpsRawError,
  internals: exposesInternals,
  'named services': (t) => namesFailure(t, []),
  'next steps': offersNextStep,
  lexicon: (t) => saysFailed(t) || says('success', t) || says('dataProblem', t),
  'sub-goals': (t) => subGoals(t).length + answerCovers('book the flight', t),
  figures: (t) => inventedValues(session(t)),
  redaction: (t) => redactor.redact({ t }),
};

async function timed(f: () => unknown): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

const prose = hostile(PROSE, SIZE);
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[0].toFixed(1)} / ${s[Math.floor(s.length / 2)].toFixed(1)} / ${s[s.length - 1].toFixed(1)}`;
};
console.log(`${(SIZE / 1e6).toFixed(1)} MB per text, ${HOSTILE_UNITS.length} hostile units, ${ROUNDS} rounds`);
console.log(
  'family            prose ms (median)   worst hostile/prose ratio min / median / max   worst ms (median)   worst unit',
);
for (const [name, f] of Object.entries(FAMILIES)) {
  const ratios: number[] = [];
  const proseTimes: number[] = [];
  const worstTimes: number[] = [];
  let worstUnit = '';
  for (let r = 0; r < ROUNDS; r++) {
    const base = Math.max(1, await timed(() => f(prose)));
    proseTimes.push(base);
    let worst = 0;
    let worstMs = 0;
    for (const u of HOSTILE_UNITS) {
      const ms = await timed(() => f(hostile(u, SIZE)));
      if (ms / base > worst) [worst, worstUnit, worstMs] = [ms / base, u, ms];
    }
    ratios.push(worst);
    worstTimes.push(worstMs);
  }
  const med = [...proseTimes].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const worstMed = [...worstTimes].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  console.log(
    `${name.padEnd(18)}${med.toFixed(0).padStart(8)}            ${fmt(ratios).padEnd(40)}${worstMed.toFixed(0).padStart(8)}            ${JSON.stringify(worstUnit)}`,
  );
}

// The whole heuristic (its four evaluators) on one session whose request asks a thing a sentence and
// whose answer echoes every ask (trust round 4, point 3: sub-goal matching read the answer once per
// sub-goal, 100 kB took 44.5 s). Reported: the time at each size and its ratio to the size before;
// linear reading doubles (ratio ~2), quadratic quadruples. The heuristic reads at most 100 kB.
const { EVALUATORS } = await import('../src/evaluators/index.js');
const { runFacts } = await import('../src/evaluators/facts.js');
const echoSession = (size: number) => sessionOf(asksEchoed(size), 1);
const scoreAll = (s: ReturnType<typeof echoSession>) => {
  const facts = runFacts(s);
  for (const e of Object.values(EVALUATORS)) e.heuristic?.({ session: s, facts }, 0.5);
};
console.log(
  '\nasks echoed: the whole heuristic on one session, ms min / median / max, and the ratio of medians to the size before',
);
let previous: number | undefined;
for (const kb of [12.5, 25, 50, 100]) {
  const s = echoSession(kb * 1000);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) times.push(await timed(() => scoreAll(s)));
  const median = [...times].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
  const ratio = previous ? (median / previous).toFixed(2) : '-';
  console.log(`${String(kb).padStart(5)} kB   ${fmt(times).padEnd(28)} x${ratio}`);
  previous = median;
}
