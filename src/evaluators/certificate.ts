// A judge's admission certificate: for one judge, model and prompt version, on named labelled sets,
// how often it fails the sessions a gate must fail (a made-up or failed answer) and passes the sound
// ones, each with its 95% Wilson lower bound. `agent-chaos calibrate` writes it; the job that gates
// reads it (or measures one) and admits the judge, evaluator by evaluator, where both lower bounds
// reach judge.admission.min. A judge not admitted for an evaluator does not gate it on its own.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Calibration, Count } from './calibration.js';
import { wilsonLower } from './wilson.js';

export const CERTIFICATE_FORMAT = 'agent-chaos/judge-certificate/1';

export { wilsonLower };

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export interface Rate extends Count {
  rate: number;
  lower95: number;
}

/** k of n with its rate and lower bound, computed here whatever a file says. */
export const rateOf = ({ k, n }: Count): Rate => ({
  k,
  n,
  rate: n ? round3(k / n) : 0,
  lower95: round3(wilsonLower(k, n)),
});

const countSchema = z.object({ k: z.number().int().min(0), n: z.number().int().min(0) }).refine((c) => c.k <= c.n, {
  message: 'k is more than n',
});

export const certificateSchema = z.object({
  format: z.literal(CERTIFICATE_FORMAT),
  judge: z.object({
    provider: z.string().min(1),
    model: z.string().min(1),
    /** Per evaluator: its prompt version (for the heuristic, the version of its rules). */
    promptVersions: z.record(z.string(), z.string()),
  }),
  createdAt: z.string(),
  /** The labelled sets measured on: name, sessions, SHA-256 of the file's text. */
  sets: z.array(z.object({ name: z.string(), sessions: z.number().int().min(1), sha256: z.string() })).min(1),
  evaluators: z.array(
    z.object({
      evaluator: z.string(),
      /** Of the sessions labelled below the threshold, those it failed (abstentions are misses). */
      catches: countSchema,
      /** Of the sessions labelled at or above it, those it passed. */
      passes: countSchema,
      abstained: z.number().int().min(0).default(0),
    }),
  ),
});
export type Certificate = z.infer<typeof certificateSchema>;

export class CertificateError extends Error {}

/** A certificate from its text; throws CertificateError naming the file and the field. */
export function parseCertificate(text: string, where: string): Certificate {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new CertificateError(`${where}: not JSON (${(err as Error).message}); write it with agent-chaos calibrate`);
  }
  const parsed = certificateSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CertificateError(
      `${where}: ${issue.path.join('.') || '(file)'}: ${issue.message} (write it with agent-chaos calibrate --certificate)`,
    );
  }
  return parsed.data;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The certificate of one judge from its calibration on the given sets (their counts summed). */
export function certify(
  judge: Certificate['judge'],
  parts: { name: string; text: string; calibration: Calibration }[],
  createdAt = new Date().toISOString(),
): Certificate {
  const names = [...new Set(parts.flatMap((p) => p.calibration.evaluators.map((e) => e.evaluator)))];
  const evaluators = names.map((evaluator) => {
    const catches = { k: 0, n: 0 };
    const passes = { k: 0, n: 0 };
    let abstained = 0;
    for (const p of parts) {
      const a = p.calibration.evaluators.find((e) => e.evaluator === evaluator);
      if (!a?.binary) continue;
      catches.k += a.binary.catches.k;
      catches.n += a.binary.catches.n;
      passes.k += a.binary.passes.k;
      passes.n += a.binary.passes.n;
      abstained += a.abstained?.n ?? 0;
    }
    return { evaluator, catches, passes, abstained };
  });
  const sets = parts.map((p) => ({ name: p.name, sessions: p.calibration.set?.sessions ?? 0, sha256: sha256(p.text) }));
  return { format: CERTIFICATE_FORMAT, judge, createdAt, sets, evaluators };
}
