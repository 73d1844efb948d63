// The judge admitted where it gates: its certificate found (built in for the heuristic, a file the
// config names for an LLM judge, or measured in this job on agent-chaos's held-out set) and read against the run's
// judge (admission.ts). A certificate that cannot be read admits nothing: the verdict does not rest
// on a judge it cannot vouch for.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Admission, type JudgeIdentity, admit } from './admission.js';
import { OWN_SET, readOwnPart } from './calibration-set.js';
import { calibrate } from './calibration.js';
import { type Certificate, CertificateError, certify, parseCertificate } from './certificate.js';
import type { EngineOptions, Usage } from './engine.js';

/** The heuristic's certificate: both held-out sets, written and real text (bench/judge-real-text.ts --write). */
export const HEURISTIC_CERTIFICATE = 'heuristic-certificate.json';

export interface AdmitOptions
  extends Pick<EngineOptions, 'judge' | 'concurrency' | 'deadlineMs' | 'prices' | 'tokenBudget'> {
  /** The package root (its fixtures/calibration). */
  root: string;
  identity: JudgeIdentity;
  /** The evaluators the gate would act on. */
  gated: string[];
  admission: { certificate?: string; min: number };
  /** Reads the certificate file the config names (at the base commit on a pull request). */
  read: (path: string) => Promise<{ text: string; where: string }>;
}

/** The run's admission, and the judging a measured certificate took. */
export async function admitJudge(o: AdmitOptions): Promise<{ admission: Admission; usage?: Usage }> {
  const { certificate, min } = o.admission;
  const at = (cert: Certificate | undefined, source: string) => admit(cert, o.identity, o.gated, { min, source });
  // The heuristic's own certificate, whatever the config names: that is the configured judge's, and
  // the heuristic scores here only in its stead (offline looks, a fork without credentials).
  if (o.judge.kind === 'heuristic') return { admission: at(await builtInCertificate(o.root), 'built in') };
  if (certificate === 'measure') {
    let usage: Usage | undefined;
    const entries = readOwnPart(o.root, 'heldOut');
    const c = await calibrate(entries, {
      ...o,
      label: { provider: o.identity.provider, model: o.identity.model },
      onUsage: (u) => (usage = u),
    });
    c.set = { name: 'agent-chaos held-out', sessions: entries.length };
    const files = OWN_SET.heldOut.map((f) => readFile(join(o.root, 'fixtures', 'calibration', f), 'utf8'));
    const text = (await Promise.all(files)).join('');
    const cert = certify(o.identity as Certificate['judge'], [{ name: c.set.name, text, calibration: c }]);
    return { admission: at(cert, 'measured in this job'), usage };
  }
  if (!certificate) return { admission: at(undefined, 'none') };
  try {
    const { text, where } = await o.read(certificate);
    return { admission: at(parseCertificate(text, where), where) };
  } catch (err) {
    const why = err instanceof CertificateError ? err.message : `${certificate}: ${(err as Error).message}`;
    return { admission: at(undefined, `no readable certificate (${why})`) };
  }
}

/** The heuristic's built-in certificate (its reading decides the run job's looks). */
export async function builtInCertificate(root: string): Promise<Certificate> {
  const path = join(root, 'fixtures', 'calibration', HEURISTIC_CERTIFICATE);
  return parseCertificate(await readFile(path, 'utf8'), 'the built-in certificate');
}
