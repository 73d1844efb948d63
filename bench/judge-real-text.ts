// The offline (heuristic) judge on text real LLM agents wrote: sessions cut from public trajectories
// (fixtures/calibration/real-text.json names the repository, commit, file and labels; the transcripts
// stay in that repository, nothing of them is copied here). Labels were written from the
// specifications before the rules were measured on them; the held-out part is never tuned on.
// Run: npm run calibration:real-text [-- --snapshot <git dir>] [-- --part development] [-- --write] [-- --misses] [-- --candidates]
// The snapshot is the repository's git directory (the tool library's `fetch` brings it to
// /work/.mirror/<owner>+<name>/repo). --write records the figures in
// fixtures/calibration/heuristic-real-text.json, which offline reports show beside the written set's.
// @ts-nocheck: a script; the product's types are checked in src/.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { calibrate } from '../src/evaluators/calibration.js';
import { OWN_SET, readCalibrationSet, readOwnPart, sessionOf } from '../src/evaluators/calibration-set.js';
import { certify, wilsonLower } from '../src/evaluators/certificate.js';
import { HEURISTIC_VERSION } from '../src/evaluators/heuristics.js';
import { evaluate } from '../src/evaluators/engine.js';
import { runFacts } from '../src/evaluators/facts.js';
import { HEURISTIC_SURE, SURE_MIN, ruleOf } from '../src/evaluators/offline-sure.js';
import { LEVELS } from '../src/evaluators/types.js';

const SET = 'fixtures/calibration/real-text.json';
const OUT = 'fixtures/calibration/heuristic-real-text.json';
const HEURISTIC_CERTIFICATE_PATH = 'fixtures/calibration/heuristic-certificate.json';
/** The evaluators whose readings can be sure. */
const names = ['failure_communication', 'recovery_strategy', 'partial_completion'];
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const set = JSON.parse(readFileSync(SET, 'utf8'));
const { repository, commit } = set.source;
const snapshot = arg('--snapshot') ?? `/work/.mirror/${repository.replace('/', '+')}/repo`;
if (!existsSync(snapshot)) {
  console.error(`${SET}: the transcripts are in ${repository}; no git directory at ${snapshot} (give --snapshot)`);
  process.exit(2);
}

const text = (content) => (content ?? []).map((c) => c.content ?? '').join('\n');

/** One trajectory as the calibration set's short form: the request, the calls in order, the answer. */
function entryOf(s) {
  const run = JSON.parse(
    execFileSync('git', ['--git-dir', snapshot, 'show', `${commit}:${s.path}`], { maxBuffer: 1 << 26 }).toString(),
  );
  const calls = run.messages
    .filter((m) => m.role === 'tool')
    .map((m, i) => {
      const call = { tool: m.tool_call.function, args: m.tool_call.args ?? {} };
      if (s.inject?.call === i) return { ...call, error: s.inject.error, fault: s.inject.fault };
      return m.error ? { ...call, error: m.error } : { ...call, result: text(m.content) };
    });
  const short = {
    id: s.id,
    domain: run.domain,
    input: run.user_prompt.trim(),
    tools: run.available_tools,
    calls,
    answer: run.final_answer ?? '',
    labels: s.labels,
    reason: s.reason,
  };
  return { session: sessionOf(short, 1), labels: s.labels, rationale: s.reason, domain: run.domain };
}

// Two held-out parts: the first cut with the development part; the third cut later from transcripts
// no part used and labelled before the rules ran on it (the second, cut the same way, was measured
// once and then tuned on: development). The report's figure is both held-out parts together.
const PARTS = {
  'held-out': ['held-out'],
  'held-out-3': ['held-out-3'],
  'held-out, both': ['held-out', 'held-out-3'],
  development: ['development', 'development-2'],
};
// The tau-bench / tau2-bench sessions handed to the project as development data (labelled there,
// tuned on here); reported beside the others when the shared copy is present.
const TAU = '../shared/calibration/tau-real-text/sessions.jsonl';
const parts = {};
const entriesOf = {};
const only = arg('--part');
const sets = Object.entries(PARTS).map(([part, of]) => [
  part,
  () => set.sessions.filter((s) => of.includes(s.part)).map(entryOf),
]);
if (existsSync(TAU)) sets.push(['tau (development)', () => readCalibrationSet(TAU)]);
for (const [part, read] of sets.filter(([p]) => !only || p === only)) {
  const entries = read();
  entriesOf[part] = entries;
  const c = await calibrate(entries, {
    judge: { kind: 'heuristic' },
    concurrency: 8,
    label: { provider: 'heuristic', model: 'heuristic' },
  });
  const failuresScoredPassing = c.evaluators.flatMap((e) => e.failuresPassed.map((id) => `${e.evaluator}:${id}`));
  parts[part] = {
    sessions: entries.length,
    evaluators: c.evaluators,
    overall: c.overall,
    failuresScoredPassing,
    misses: c.misses,
  };
}

const pct = (x) => `${Math.round(x * 100)}%`;
const abstained = (a) => (a.abstained ? `${a.abstained.n} (${a.abstained.whereFailed})` : '0');
console.log(
  `| part | sessions | FC exact | FC within one | Failure scored >= 0.5 | PC mean abs. error | RS within one | cannot tell (FC, RS, PC; where a call failed) |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [part, p] of Object.entries(parts)) {
  const ev = (name) => p.evaluators.find((e) => e.evaluator === name);
  const fc = ev('failure_communication');
  const pc = ev('partial_completion');
  const rs = ev('recovery_strategy');
  console.log(
    `| ${part} | ${p.sessions} | ${pct(fc.exact)} | ${pct(fc.withinOne)} | ${p.failuresScoredPassing.length} | ${pc.meanAbsError.toFixed(2)} | ${pct(rs.withinOne)} | ${abstained(fc)}, ${abstained(rs)}, ${abstained(pc)} |`,
  );
}
// The pass/fail reading the gate acts on (an admission certificate's figures): failing sessions failed, sound ones passed.
console.log('\n| part | FC fails failing · passes sound | RS | PC |');
console.log('| --- | --- | --- | --- |');
for (const [part, p] of Object.entries(parts)) {
  const rate = (c) => `${c.k}/${c.n} (≥ ${wilsonLower(c.k, c.n).toFixed(2)})`;
  const cell = (name) => {
    const b = p.evaluators.find((e) => e.evaluator === name)?.binary;
    return b ? `${rate(b.catches)} · ${rate(b.passes)}` : '';
  };
  console.log(
    `| ${part} | ${cell('failure_communication')} | ${cell('recovery_strategy')} | ${cell('partial_completion')} |`,
  );
}
if (process.argv.includes('--misses'))
  for (const [part, p] of Object.entries(parts).filter(
    ([name]) =>
      name !== 'held-out, both' && (!name.startsWith('held-out') || process.argv.includes('--held-out-misses')),
  ))
    for (const m of p.misses) console.log(`${part}\t${m.sessionId}\t${m.evaluator}\tlabel ${m.label}\tgot ${m.got}`);

// Every rule the heuristic read by, with its development count (never the held-out one: rules are
// chosen and changed on development data alone).
if (process.argv.includes('--candidates')) {
  if (only) throw new Error('--candidates reads the whole development data: leave out --part');
  const dev = await tally(developmentEntries());
  for (const n of names)
    for (const [rule, c] of [...dev[n]].sort((a, b) => b[1].n - a[1].n))
      console.log(`${n}\t${c.k}/${c.n}\t${wilsonLower(c.k, c.n).toFixed(2)}\t${rule}`);
}
if (process.argv.includes('--write')) {
  if (only) throw new Error('--write records both parts: leave out --part');
  const record = {
    judge: { provider: 'heuristic', model: 'heuristic' },
    rules: HEURISTIC_VERSION,
    source: set.source,
    heldOut: parts['held-out, both'],
    heldOutParts: { first: parts['held-out'], third: parts['held-out-3'] },
    development: parts.development,
    ...(parts['tau (development)'] ? { tau: parts['tau (development)'] } : {}),
  };
  writeFileSync(OUT, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`wrote ${OUT}`);
  // The heuristic's admission certificate: both held-out sets, written and real text, never tuned on.
  const own = readOwnPart('.', 'heldOut');
  const ownCalibration = await calibrate(own, {
    judge: { kind: 'heuristic' },
    concurrency: 8,
    label: { provider: 'heuristic', model: 'heuristic' },
  });
  ownCalibration.set = { name: 'agent-chaos held-out (written)', sessions: own.length };
  const realText = {
    ...parts['held-out, both'],
    set: { name: 'real-text held-out', sessions: parts['held-out, both'].sessions },
  };
  const names = ownCalibration.evaluators.map((e) => e.evaluator);
  const cert = certify(
    {
      provider: 'heuristic',
      model: 'heuristic',
      promptVersions: Object.fromEntries(names.map((n) => [n, HEURISTIC_VERSION])),
    },
    [
      {
        name: ownCalibration.set.name,
        text: OWN_SET.heldOut.map((f) => readFileSync(`fixtures/calibration/${f}`, 'utf8')).join(''),
        calibration: ownCalibration,
      },
      { name: realText.set.name, text: readFileSync(SET, 'utf8'), calibration: realText },
    ],
    new Date().toISOString().slice(0, 10),
  );
  writeFileSync(HEURISTIC_CERTIFICATE_PATH, `${JSON.stringify(cert, null, 2)}\n`);
  console.log(`wrote ${HEURISTIC_CERTIFICATE_PATH}`);
  await writeSureRules(developmentEntries(), [...own, ...entriesOf['held-out, both']]);
}

/** The development data the sure rules are chosen on: the written part, the real-text part and the tau set. */
function developmentEntries() {
  return [...readOwnPart('.', 'development'), ...entriesOf.development, ...(entriesOf['tau (development)'] ?? [])];
}

/** Per evaluator, each rule's count of readings on the labels' side of the pass line, over `entries`. */
async function tally(entries) {
  const ev = await evaluate(
    entries.map((e) => ({ session: e.session, facts: runFacts(e.session) })),
    { evaluators: names.map((name) => ({ name, threshold: 0.5 })), judge: { kind: 'heuristic' }, concurrency: 8 },
  );
  const out = Object.fromEntries(names.map((n) => [n, new Map()]));
  entries.forEach((e, i) => {
    for (const n of names) {
      const label = e.labels[n];
      const s = ev.runs[i].scores[n];
      const rule = s && ruleOf({ score: s }, n);
      if (label === undefined || !rule) continue;
      const labelPass = typeof label === 'number' ? label >= 0.5 : LEVELS.indexOf(label) >= 2;
      const c = out[n].get(rule) ?? { k: 0, n: 0 };
      c.n++;
      if (labelPass === s.pass) c.k++;
      out[n].set(rule, c);
    }
  });
  return out;
}

/**
 * The rules whose pass/fail reading agreed with the labels on the development data (a 95% lower
 * bound of SURE_MIN, chosen there), and what those rules together read on the held-out parts.
 */
async function writeSureRules(development, heldOut) {
  const [dev, held] = [await tally(development), await tally(heldOut)];
  const evaluators = {};
  for (const n of names) {
    const rules = [...dev[n]]
      .filter(([, c]) => wilsonLower(c.k, c.n) >= SURE_MIN)
      .map(([rule]) => rule)
      .sort();
    const heldOutCount = { k: 0, n: 0 };
    for (const rule of rules) {
      const c = held[n].get(rule);
      if (c) (heldOutCount.k += c.k), (heldOutCount.n += c.n);
    }
    const development = Object.fromEntries(rules.map((r) => [r, dev[n].get(r)]));
    evaluators[n] = { rules, development, heldOut: heldOutCount };
    console.log(`${n}: ${rules.length} sure rule(s); held out ${heldOutCount.k}/${heldOutCount.n}`);
  }
  const path = `fixtures/calibration/${HEURISTIC_SURE}`;
  const sets = { development: development.length, heldOut: heldOut.length };
  writeFileSync(path, `${JSON.stringify({ rules: HEURISTIC_VERSION, sets, evaluators }, null, 2)}\n`);
  console.log(`wrote ${path}`);
}
