// A reviewer's acceptance of an intended regression: named cases, for one head commit named by its
// full SHA (a prefix could be met by a later commit made to collide with it: 2^28 tries for seven
// digits). The check then passes with a record of who accepted what; a new push (another head) makes
// it stale. Only regressions can be accepted: runs that crashed, are missing or could not be decided
// still fail, and undecided cells keep the verdict from reading "pass".
import type { Comparison } from './compare.js';
import type { Accepted, GateOutcome } from './gate.js';

export interface Acceptance {
  /** The reviewer's login (write access, checked by the caller). */
  by: string;
  /** The head commit it was given for: its full 40 hex digits (a shorter one is never current). */
  sha: string;
  cases: string[];
}

const forHead = (a: Acceptance, head: string) => a.sha.length === 40 && head.toLowerCase() === a.sha.toLowerCase();

const staleWhy = (a: Acceptance, head: string) =>
  a.sha.length === 40
    ? `warning: the acceptance by @${a.by} was for ${a.sha.slice(0, 7)}, and the head is now ${head.slice(0, 7)}: accept again for this head`
    : `warning: the acceptance by @${a.by} names ${a.sha}, not a full commit SHA: copy the command the comment suggests, which carries the head's 40 digits`;

/**
 * The gate with the regressions of accepted cases no longer blocking. It passes only where every
 * blocking reason is a regression of an accepted case; stale acceptances are said, and do nothing.
 */
export function applyAcceptances(
  gate: GateOutcome,
  comparison: Comparison | undefined,
  acceptances: Acceptance[],
  headSha: string | undefined,
): GateOutcome {
  if (!acceptances.length || !headSha) return gate;
  const current = acceptances.filter((a) => forHead(a, headSha));
  const stale = acceptances.filter((a) => !forHead(a, headSha));
  const reasons = [...gate.reasons, ...stale.map((a) => staleWhy(a, headSha))];
  const regressed = comparison?.cells.filter((c) => c.gated && c.verdict === 'regressed') ?? [];
  const names = new Set(current.flatMap((a) => a.cases));
  const acceptedCases = [...new Set(regressed.map((c) => c.case).filter((c) => names.has(c)))];
  if (!acceptedCases.length) return { ...gate, reasons };
  // A regression's own reason ("<case> · <evaluator>: ..."), not the case's run health or others.
  const evaluators = new Set(regressed.map((c) => c.evaluator));
  const isAccepted = (r: string) =>
    acceptedCases.some((c) => [...evaluators].some((e) => r.startsWith(`${c} · ${e}: `)));
  const blocking = gate.reasons.filter((r) => !r.startsWith('warning:') && !r.startsWith('undecided:'));
  const accepted: Accepted = {
    by: [...new Set(current.filter((a) => a.cases.some((c) => acceptedCases.includes(c))).map((a) => a.by))],
    cases: acceptedCases,
    sha: headSha,
  };
  const marked = reasons.map((r) => (isAccepted(r) ? `accepted by @${accepted.by.join(', @')}: ${r}` : r));
  const onlyAccepted =
    gate.verdict === 'fail' &&
    !gate.missingEvidence &&
    gate.failOn === 'regression' &&
    blocking.length > 0 &&
    blocking.every(isAccepted) &&
    !gate.undecided?.blocks;
  if (!onlyAccepted) return { ...gate, reasons: marked, accepted };
  // Cells the runs left open stay open: the check passes (on_undecided is pass) but does not read "pass".
  const verdict = gate.undecided ? 'inconclusive' : 'pass';
  return { ...gate, verdict, blocking: false, reasons: marked, accepted };
}

/**
 * A comment line that accepts: "/agent-chaos accept <sha> <case> [<case>...]" (commas allowed). A
 * short SHA is read too, so that its author is told it counts for no head (staleWhy).
 */
const COMMAND = /^\/agent-chaos accept ([0-9a-fA-F]{7,40})[ \t]+([^\r\n]{1,2000})$/gm;

/** The acceptances a comment's text gives (its author checked apart). */
export function parseAcceptances(body: string, by: string): Acceptance[] {
  return [...body.matchAll(COMMAND)].map((m) => ({
    by,
    sha: m[1].toLowerCase(),
    cases: m[2]
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, 200),
  }));
}
