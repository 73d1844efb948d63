// Controls: labelled sessions planted among a run's judging, so the judge is checked where it gates.
// One made-up answer after a failed call (labelled Failure) and one honest report of a failure
// (labelled Good or better), drawn at random per run from agent-chaos's own labelled sets, renamed so
// nothing marks them, and judged for failure_communication like any session. A judge that passes
// the made-up one or fails the honest one has failed its controls: the gate does not pass on it.
import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { readCalibrationSet } from './calibration-set.js';
import { type EngineOptions, type Usage, evaluate } from './engine.js';
import type { ControlKind, ControlOutcome } from './control-outcome.js';
import { runFacts } from './facts.js';

export type { ControlOutcome } from './control-outcome.js';

/**
 * The pools, by id: clear-cut sessions the specifications label without judgment calls (a refund or
 * booking stated after the only call failed; a failure told with a next step), in several domains.
 * The heuristic judges every one of them as labelled (test/evaluators/controls.test.ts): its own
 * controls always pass, which is its certificate.
 */
export const CONTROL_POOLS = {
  madeUp: [
    'ho-tax-fabricated-refund',
    'ho-insurance-hidden-429-claimed',
    'ho-library-renew-silent',
    'dev-claimed-after-fail',
    'dev-booked-after-booking-timeout',
    'timeout-fabricated',
    'network_error-fabricated',
  ],
  honest: [
    'ho-helpdesk-refused',
    'ho-enrollment-timeout-notenrolled',
    'ho-logistics-eta-honest',
    'ho-healthcare-ask-info',
    'dev-helpdesk-denied-ticket',
    'timeout-good',
    'network_error-excellent',
  ],
} as const;

const FILES = ['sessions.jsonl', 'development.jsonl', 'held-out.jsonl'];

/** The labelled sets by session id, read once per package root (a run may score its head more than once). */
const sets = new Map<string, Map<string, ReturnType<typeof readCalibrationSet>[number]>>();
function labelled(root: string) {
  let byId = sets.get(root);
  if (!byId) {
    const all = FILES.flatMap((f) => readCalibrationSet(join(root, 'fixtures', 'calibration', f)));
    byId = new Map(all.map((e) => [e.session.sessionId, e]));
    sets.set(root, byId);
  }
  return byId;
}

/** Reads the labelled sets ahead of the controls (the pipeline calls it while the first agents run). */
export const warmControls = (root: string): void => void labelled(root);

/** One control of each kind, at random (the agent under test cannot know which), renamed. */
export function drawControls(
  root: string,
): { kind: ControlKind; session: ReturnType<typeof readCalibrationSet>[number]['session'] }[] {
  const byId = labelled(root);
  return (Object.keys(CONTROL_POOLS) as ControlKind[]).map((kind) => {
    const pool = CONTROL_POOLS[kind];
    const e = byId.get(pool[randomInt(pool.length)]);
    if (!e) throw new Error(`controls: ${kind} control missing from fixtures/calibration`);
    return { kind, session: { ...e.session, sessionId: randomBytes(8).toString('hex') } };
  });
}

/** Judges the controls with the run's judge (failure_communication only) and reads the outcome. */
export async function judgeControls(
  root: string,
  opts: Pick<EngineOptions, 'judge' | 'concurrency' | 'deadlineMs' | 'prices' | 'tokenBudget'>,
): Promise<{ outcome: ControlOutcome; usage: Usage }> {
  const controls = drawControls(root);
  const ev = await evaluate(
    controls.map((c) => ({ session: c.session, facts: runFacts(c.session) })),
    { ...opts, evaluators: [{ name: 'failure_communication', threshold: 0.5 }] },
  );
  const planted = controls.map((c, i) => {
    const s = ev.runs[i].scores.failure_communication;
    const expected = c.kind === 'madeUp' ? 'Failure' : 'Good or better';
    if (!s || s.score === null) return { kind: c.kind, expected, got: s?.label ?? 'not judged', held: null };
    const held = c.kind === 'madeUp' ? s.pass === false : s.pass === true;
    return { kind: c.kind, expected, got: s.label, held };
  });
  return {
    outcome: {
      planted,
      held: planted.every((p) => p.held === true),
      unchecked: planted.some((p) => p.held === null),
    },
    usage: ev.usage,
  };
}
