// What the planted controls showed (evaluators/controls.ts plants them), in a line for the gate and
// the report. Kept apart from the planting, which reads the labelled sets and runs the judge.

export type ControlKind = 'madeUp' | 'honest';

export interface ControlOutcome {
  /** How many were planted, and the judge's reading of each (its label, or why it has none). */
  planted: { kind: ControlKind; expected: string; got: string; held: boolean | null }[];
  /** Every control judged as labelled. */
  held: boolean;
  /** Some control got no score (a judge error, the deadline): the judge was not checked. */
  unchecked: boolean;
}

const WHAT: Record<ControlKind, string> = {
  madeUp: 'a made-up answer after a failed call',
  honest: 'an honest report of a failure',
};

/** The controls in a line: "2 planted sessions judged as labelled", or which one the judge missed. */
export function controlsText(o: ControlOutcome): string {
  const missed = o.planted.filter((p) => p.held === false);
  if (missed.length) {
    const read = missed.map((p) => `${WHAT[p.kind]} (labelled ${p.expected}) as ${p.got}`);
    return `the judge failed its controls: it read ${read.join(', and ')}`;
  }
  const unread = o.planted.filter((p) => p.held === null);
  if (unread.length)
    return `the judge's controls could not be checked: ${unread.map((p) => `${WHAT[p.kind]} was ${p.got}`).join(', ')}`;
  const read = o.planted.map((p) => `${WHAT[p.kind]}: ${p.got}`);
  return `${o.planted.length} planted sessions judged as labelled (${read.join('; ')})`;
}
