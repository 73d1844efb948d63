// The judge's measured agreement with labelled sessions, as the results and the report name it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Calibration } from '../evaluators/calibration.js';
import type { RealTextAgreement } from '../evaluators/calibration-set.js';
import type { JudgeChoice } from '../judge/judge.js';
import type { Results } from '../results/schema.js';
import { packageRoot } from '../util/package-root.js';
import { type Scoring, afterRuns } from './options.js';

/** What the report says of a calibration: the set's overall figures, and the development part's. */
export function agreementOf(c: Calibration): NonNullable<Results['judge']['calibration']> {
  const pick = (o: Calibration['overall']) => ({ exact: o.exact, withinOne: o.withinOne, kappa: o.kappa, n: o.n });
  return {
    ...pick(c.overall),
    ...(c.set ? { set: c.set.name, sessions: c.set.sessions } : {}),
    ...(c.development ? { development: { ...pick(c.development.overall), sessions: c.development.set.sessions } } : {}),
  };
}

/**
 * The judge's measured agreement with labelled sessions, when known: for the heuristic, agent-chaos's
 * own held-out part (measured when the package was built, checked by a test); for an LLM judge, read
 * from judge.calibration (a calibrate run) for that model.
 */
export async function measuredAgreement(s: Scoring, judge: JudgeChoice): Promise<Results['judge']['calibration']> {
  try {
    const path =
      judge.kind === 'heuristic'
        ? join(packageRoot(), 'fixtures', 'calibration', (await afterRuns()).HEURISTIC_AGREEMENT)
        : s.judge.calibration;
    if (!path) return undefined;
    const c: Calibration = JSON.parse(await readFile(path, 'utf8'));
    const model = judge.kind === 'heuristic' ? 'heuristic' : judge.judge.model;
    if (c.judge?.model !== model) return undefined;
    const realText = judge.kind === 'heuristic' ? await realTextAgreement() : undefined;
    return { ...agreementOf(c), ...(realText ? { realText } : {}) };
  } catch {
    return undefined; // an agreement that cannot be measured is simply not shown
  }
}

/** The heuristic on real agents' text, while the figures are of the rules in force (else none). */
async function realTextAgreement(): Promise<NonNullable<Results['judge']['calibration']>['realText']> {
  const { HEURISTIC_REAL_TEXT, HEURISTIC_VERSION } = await afterRuns();
  try {
    const path = join(packageRoot(), 'fixtures', 'calibration', HEURISTIC_REAL_TEXT);
    const r: RealTextAgreement = JSON.parse(await readFile(path, 'utf8'));
    if (r.rules !== HEURISTIC_VERSION) return undefined;
    const { exact, withinOne, n, abstained } = r.heldOut.overall;
    return {
      exact,
      withinOne,
      n,
      sessions: r.heldOut.sessions,
      developmentExact: r.development.overall.exact,
      developmentSessions: r.development.sessions,
      abstained: abstained?.n ?? 0,
      source: r.source.repository,
    };
  } catch {
    return undefined;
  }
}

/** How far this job's judge and the heuristic that decided the run job's looks may read apart. */
export async function readingGapOf(head: Results): Promise<Record<string, number>> {
  const { builtInCertificate } = await import('../evaluators/admit-judge.js');
  const { readingGap } = await import('../evaluators/admission.js');
  return readingGap(await builtInCertificate(packageRoot()), head.judge.admission);
}
