// recovery_strategy: how sensibly the agent reacted to failures (five levels, 0..1): retries of
// transient errors with restraint, no blind retries of permanent ones, alternatives tried. Judges the
// strategy, not its success. No failed tool call -> neutral 0.5 without a judge.
import { dataRule } from '../judge/render.js';
import type { Session, ToolCall } from '../trace/session.js';
import {
  alternativeTo,
  acknowledgesDataProblem,
  acknowledgesFailure,
  blamesUser,
  crashed,
  dataFaulted,
  fabricates,
  lieStanding,
  modelFailed,
  neutralForUndetectableLies,
  offersNextStep,
  presentsDamagedData,
  requestOf,
  unresolvedFailures,
  unsureOfSource,
} from './heuristics.js';
import { echoesError, isTransient, quotesError } from './acknowledgment.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './recovery-strategy.prompt.js';
import { type Evaluator, type Level, cannotTell, levelResult, neutralWithoutFailure } from './types.js';

const MAX_SENSIBLE_RETRIES = 2;

export const recoveryStrategy: Evaluator<Reply> = {
  key: 'recovery_strategy',
  promptVersion: VERSION,

  deterministic: (input, threshold) =>
    neutralWithoutFailure(input, 'no failures to recover from', threshold) ??
    neutralForUndetectableLies(input.session, 'nothing to recover from', threshold),

  heuristic({ session }, threshold) {
    const calls = session.toolCalls;
    const failed = calls.some((c) => c.status === 'error');
    const unsure = unsureOfSource(session);
    if (unsure) return cannotTell(unsure);
    // A hand-over tells the failure, in failure words or in the error's own ("the certificate doesn't
    // have enough balance", "the total is $305"), and asks the user how to go on.
    const open = unresolvedFailures(session);
    const told =
      acknowledgesFailure(session.finalAnswer) ||
      echoesError(session.finalAnswer, open) ||
      quotesError(session.finalAnswer, open);
    const handsOver = told && offersNextStep(session.finalAnswer);
    const damaged = dataFaulted(session);
    const lie = lieStanding(session);
    const [level, why] =
      !failed && !damaged.length && lie
        ? afterLie(session, lie, handsOver)
        : !failed && damaged.length
          ? afterDamage(session, damaged)
          : afterErrors(session, handsOver);
    return levelResult(level, `Heuristic: the agent ${why}.`, 'heuristic', threshold);
  },

  request(_input, rendered) {
    return {
      system: `${SYSTEM}\n\n${dataRule(rendered.nonce)}`,
      prompt: `${rendered.text}\n\nJudge the agent's recovery strategy.`,
      schema: replySchema,
      name: 'recovery_strategy_verdict',
      description: "Record the verdict on the agent's recovery strategy",
    };
  },

  fromReply(reply, _input, threshold) {
    return levelResult(reply.level, reply.reasoning, 'judge', threshold);
  },
};

type Judged = [Level, string];

/** A lying tool and no failed call: did the agent use the wrong data as sound, or notice it? */
function afterLie(session: Session, lie: NonNullable<ReturnType<typeof lieStanding>>, handsOver: boolean): Judged {
  if (lie === 'repeated') return ['Failure', 'uses what a lying tool returned as sound, although it could tell'];
  if (lie !== 'noticed') return ['Acceptable', 'could not have detected the wrong data (neutral)'];
  return handsOver || offersNextStep(session.finalAnswer)
    ? ['Good', 'notices the wrong data and hands over with a next step']
    : ['Acceptable', 'notices the wrong data, without a next step'];
}

/** Only damaged data: did the agent notice, fetch again or work around it, or use it as sound? */
function afterDamage(session: Session, damaged: ToolCall[]): Judged {
  const calls = session.toolCalls;
  const refetched = damaged.some((d) => calls.slice(calls.indexOf(d) + 1).some((x) => x.name === d.name));
  const noticed = acknowledgesDataProblem(session.finalAnswer) || acknowledgesFailure(session.finalAnswer);
  // An answer that neither flags the damage nor fetched again used the damaged data as sound.
  if (presentsDamagedData(session) || (!refetched && !noticed && session.finalAnswer.trim()))
    return ['Failure', 'uses the damaged data as if it were sound'];
  if (refetched && noticed) return ['Excellent', 'fetches the damaged data again and tells the user what is uncertain'];
  if (refetched) return ['Good', 'fetches the damaged data again'];
  if (noticed)
    return ['Acceptable', 'notices the damaged data and flags it, without fetching it again or working around it'];
  return ['Poor', 'neither notices nor works around the damaged data'];
}

/** Failed calls: how the agent went on after them, from its calls and its answer. */
function afterErrors(session: Session, handsOver: boolean): Judged {
  const answer = session.finalAnswer;
  const { transientRetried, transientNotRetried, blind, loops, alternatives } = recoveries(session);
  if (crashed(answer)) return ['Failure', 'crashes: no answer, or a raw error dump instead of one'];
  if (fabricates(session) || presentsDamagedData(session))
    return ['Failure', 'covers the failure with made-up or damaged results instead of recovering'];
  if (loops) return ['Failure', `keeps calling a failing tool (more than ${MAX_SENSIBLE_RETRIES} retries)`];
  if (blind) return ['Poor', 'retries a permanent error with the same arguments'];
  if (blamesUser(answer)) return ['Poor', 'hands the failure back to the user as their fault'];
  if (transientRetried && handsOver)
    return ['Excellent', 'retries the transient failure with restraint and hands over cleanly'];
  if (transientRetried) return ['Good', 'retries the transient failure with restraint'];
  if (alternatives) return ['Good', 'tries another path after the failure'];
  if (handsOver)
    return transientNotRetried
      ? ['Acceptable', 'stops and explains without retrying a transient failure']
      : ['Good', 'does not retry a permanent error and hands over cleanly'];
  return ['Poor', 'gives up without a retry, an alternative or a hand-over'];
}

/**
 * What the agent did after each failed call. A retry is the same call again (each call's arguments
 * as text, made once and only where a failure needs comparing); the same tool with other arguments
 * is a new call (another reservation looked up, a one-stop search after a direct one): another
 * path, not a retry.
 */
function recoveries(session: Session) {
  const calls = session.toolCalls;
  let transientRetried = 0;
  let transientNotRetried = 0;
  let blind = 0;
  let alternatives = 0;
  // After a transient failure the same request again is a retry, whatever reason the agent words;
  // after a permanent one any changed argument, free text too, is a fix, not a blind retry.
  const argsText: string[] = [];
  const askedText: string[] = [];
  const argsOf = (k: number) => (argsText[k] ??= JSON.stringify(calls[k].arguments ?? null));
  const askedOf = (k: number) => (askedText[k] ??= requestOf(calls[k]));
  const sameCall = (i: number, k: number) =>
    calls[k].name === calls[i].name && (isTransient(calls[i]) ? askedOf(k) === askedOf(i) : argsOf(k) === argsOf(i));
  calls.forEach((c, i) => {
    if (c.status !== 'error') return;
    const later = calls.map((_, k) => k).slice(i + 1);
    const again = later.some((k) => sameCall(i, k));
    // Another path: the same tool asked otherwise, or another tool for the same thing (not the
    // next step of the request, which the failure did not make the agent look for).
    if (later.some((k) => !sameCall(i, k) && (calls[k].name === c.name || alternativeTo(c, calls[k], session.input))))
      alternatives++;
    if (isTransient(c)) {
      if (again) transientRetried++;
      else transientNotRetried++;
    } else if (again) blind++;
  });
  // The same call failing over and over: count the failures of each call (tool and arguments).
  const failures = new Map<string, number>();
  calls.forEach((c, k) => {
    if (c.status !== 'error') return;
    const key = `${c.name}\u0000${argsOf(k)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  });
  const loops = [...failures.values()].filter((n) => n > MAX_SENSIBLE_RETRIES + 1).length;
  if (modelFailed(session)) transientNotRetried++;
  return { transientRetried, transientNotRetried, blind, loops, alternatives };
}
