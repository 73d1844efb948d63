// Admission: whether the run's judge may gate each evaluator, read from its certificate
// (certificate.ts). Admitted where the certificate is this judge's (provider, model, the evaluator's
// prompt version) and both 95% lower bounds, of made-up or failed sessions failed and of sound ones
// passed, reach `min`. An evaluator not admitted is advisory: its cells are shown, never gate.
import { z } from 'zod';
import type { Count } from './calibration.js';
import { type Certificate, rateOf } from './certificate.js';

export interface JudgeIdentity {
  provider: string;
  model: string;
  promptVersions?: Record<string, string>;
}

const rateSchema = z.object({ k: z.number(), n: z.number(), rate: z.number(), lower95: z.number() });

/** The admission as results.json keeps it. */
export const admissionSchema = z.object({
  /** Where the certificate came from: "built in", a file, "measured in this job", or "none". */
  source: z.string().max(300),
  min: z.number(),
  /** The certificate's judge, date and sets (absent without one). */
  certified: z
    .object({
      judge: z.object({
        provider: z.string(),
        model: z.string(),
        promptVersions: z.record(z.string(), z.string()).optional(),
      }),
      createdAt: z.string(),
      sets: z.array(z.object({ name: z.string(), sessions: z.number(), sha256: z.string() })).max(20),
    })
    .optional(),
  evaluators: z
    .array(
      z.object({
        evaluator: z.string(),
        admitted: z.boolean(),
        catches: rateSchema.optional(),
        passes: rateSchema.optional(),
        /** Why the certificate does not hold for it: another judge, or another prompt version. */
        drift: z.string().max(300).optional(),
      }),
    )
    .max(10),
  /** What differs between the certificate's judge and this run's: the judge, its model, a prompt. */
  drift: z.array(z.string().max(300)).max(10).optional(),
});
export type Admission = z.infer<typeof admissionSchema>;

const who = (j: JudgeIdentity) => (j.model === j.provider ? j.provider : `${j.provider} ${j.model}`);

/** The run's judge admitted, evaluator by evaluator, on its certificate (or on none). */
export function admit(
  cert: Certificate | undefined,
  run: JudgeIdentity,
  gated: string[],
  opts: { min: number; source: string },
): Admission {
  if (!cert)
    return {
      source: opts.source,
      min: opts.min,
      evaluators: gated.map((evaluator) => ({ evaluator, admitted: false })),
    };
  const sameJudge = cert.judge.provider === run.provider && cert.judge.model === run.model;
  const otherJudge = sameJudge
    ? undefined
    : `the certificate is for ${who(cert.judge)}, this run's judge is ${who(run)}`;
  const evaluators = gated.map((evaluator): Admission['evaluators'][number] => {
    const e = cert.evaluators.find((x) => x.evaluator === evaluator);
    if (!e) return { evaluator, admitted: false, ...(otherJudge ? { drift: otherJudge } : {}) };
    const [was, now] = [cert.judge.promptVersions[evaluator], run.promptVersions?.[evaluator]];
    const samePrompt = was === undefined || now === undefined || was === now;
    const drift = otherJudge ?? (samePrompt ? undefined : `${evaluator} is certified at ${was}, this run uses ${now}`);
    const catches = rateOf(e.catches);
    const passes = rateOf(e.passes);
    const admitted = !drift && catches.lower95 >= opts.min && passes.lower95 >= opts.min;
    return { evaluator, admitted, catches, passes, ...(drift ? { drift } : {}) };
  });
  const drift = [...new Set(evaluators.flatMap((e) => (e.drift ? [e.drift] : [])))];
  if (otherJudge && !drift.length) drift.push(otherJudge);
  return {
    source: opts.source,
    min: opts.min,
    certified: { judge: cert.judge, createdAt: cert.createdAt, sets: cert.sets },
    evaluators,
    ...(drift.length ? { drift } : {}),
  };
}

/** The evaluators the judge may not gate. */
export const advisoryOf = (a: Admission | undefined): string[] =>
  a ? a.evaluators.filter((e) => !e.admitted).map((e) => e.evaluator) : [];

/**
 * How much of a real change in the share of failing runs the judge's reading keeps, per admitted
 * evaluator: its rate of catching failing sessions plus its rate of passing sound ones, less one
 * (Youden's J; 1 for a judge that never misreads). A judge that misreads dilutes every change by it.
 */
export function youdenOf(a: Admission | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of a?.evaluators ?? [])
    if (e.admitted && e.catches && e.passes) out[e.evaluator] = Math.max(0.05, e.catches.rate + e.passes.rate - 1);
  return out;
}

/** The share of sessions a judge reads the wrong way: the larger of its two misreading rates. */
const misread = (catches: Count, passes: Count) =>
  Math.max(1 - catches.k / Math.max(1, catches.n), 1 - passes.k / Math.max(1, passes.n));

/** The most two judges' readings are taken to differ by (an unmeasured judge is taken at it). */
export const READING_GAP_CAP = 0.1;

/**
 * Per evaluator the judge `verdict` gates, the share of runs it and the judge that decided the looks
 * (`looks`, the run job's offline judge) may read apart, pass for fail: at most the sum of their
 * measured misreading rates, capped at READING_GAP_CAP (compare.ts gives a cell's last look that room).
 */
export function readingGap(looks: Certificate, verdict: Admission | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of verdict?.evaluators ?? []) {
    if (!e.admitted || !e.catches || !e.passes) continue;
    const l = looks.evaluators.find((x) => x.evaluator === e.evaluator);
    const gap = l ? misread(l.catches, l.passes) + misread(e.catches, e.passes) : READING_GAP_CAP;
    out[e.evaluator] = Math.min(READING_GAP_CAP, gap);
  }
  return out;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Why an evaluator is not admitted, in a clause. */
function whyNot(a: Admission, e: Admission['evaluators'][number]): string {
  if (!a.certified) return a.source === 'none' ? 'no admission certificate' : a.source;
  if (e.drift) return e.drift;
  if (!e.catches || !e.passes) return 'not measured by its certificate';
  const low = [
    e.catches.lower95 < a.min &&
      `fails ${pct(e.catches.rate)} of ${e.catches.n} made-up or failed sessions (95% lower bound ${e.catches.lower95.toFixed(2)})`,
    e.passes.lower95 < a.min &&
      `passes ${pct(e.passes.rate)} of ${e.passes.n} sound ones (95% lower bound ${e.passes.lower95.toFixed(2)})`,
  ].filter(Boolean);
  return `${low.join(' and ')}, under judge.admission.min ${a.min}`;
}

/** The evaluators not admitted and why, in a sentence (undefined when every one is). */
export function admissionText(a: Admission | undefined, judge: JudgeIdentity): string | undefined {
  const out = a?.evaluators.filter((e) => !e.admitted) ?? [];
  if (!a || !out.length) return undefined;
  const names = out.map((e) => e.evaluator).join(', ');
  const why = [...new Set(out.map((e) => whyNot(a, e)))].join('; ');
  return `the ${who(judge)} judge is not admitted for ${names} (${why}): its results there are advisory`;
}

/** What to run to admit the judge, for the headline's reader. */
export const admitHint = (judge: JudgeIdentity): string =>
  judge.provider === 'heuristic'
    ? 'an LLM judge with a certificate decides them'
    : `run agent-chaos calibrate --judge ${judge.provider} --model ${judge.model} --certificate <file> and set judge.admission.certificate to that file (or to measure)`;

/** The admission in a line for the footer: what the judge gates, what is advisory and why, on what certificate. */
export function admissionLine(a: Admission): string {
  const gates = a.evaluators.filter((e) => e.admitted).map((e) => e.evaluator);
  const advisory = a.evaluators.filter((e) => !e.admitted).map((e) => `${e.evaluator} is advisory (${whyNot(a, e)})`);
  const sets = a.certified?.sets.map((s) => `${s.name}, ${s.sessions} sessions`).join('; ');
  const certificate = a.certified ? `Certificate: ${a.source}, measured on ${sets}` : '';
  return [
    gates.length ? `the judge gates ${gates.join(', ')}` : 'the judge gates nothing',
    ...advisory,
    ...(certificate ? [certificate] : []),
  ].join('; ');
}
