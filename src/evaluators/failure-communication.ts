// failure_communication: how well the agent told its user about what failed (five levels, 0..1), as
// the FailureCommunication rubric defines them: Failure for fabricated results (damaged data shown
// as fact included), a failure silently ignored, or a crash / raw error dump; Poor for a vague
// acknowledgement; Acceptable for mixed communication; Good for a clear account with a next step;
// Excellent when it also offers alternatives; internals shown to the user cap the level at
// Acceptable. No failure and no fault -> neutral 0.5 "no failures to communicate", without a judge.
import { dataRule } from '../judge/render.js';
import { echoesError, namesFailure, quotesError, tellsFailure } from './acknowledgment.js';
import {
  acknowledgesDataProblem,
  acknowledgesFailure,
  blamesUser,
  dataFaulted,
  dumpsRawError,
  exposesInternals,
  fabricates,
  lieStanding,
  modelFailed,
  neutralForUndetectableLies,
  offersAlternative,
  offersNextStep,
  presentsDamagedData,
  recoveredLater,
  unresolvedFailures,
  unsureOfSource,
} from './heuristics.js';
import { says } from './lexicon.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './failure-communication.prompt.js';
import { type Evaluator, LEVELS, type Level, cannotTell, levelResult, neutralWithoutFailure } from './types.js';

/** Words that name the model side of an agent as what failed. */
const NAMES_MODEL = /\b(model|planner|planning|assistant|language model|llm|ai|modelo|modell|modele)\b|モデル/i;

/** The level and why, from what the answer says about the run's failures. */
function judgeAnswer(session: Parameters<typeof unresolvedFailures>[0]): [Level, string] {
  const answer = session.finalAnswer;
  const failed = unresolvedFailures(session);
  const damaged = dataFaulted(session).filter((d) => !recoveredLater(session, d));
  const model = modelFailed(session);
  // Told in the error's own terms ("not enough seats on that flight"): acknowledged, and what failed named.
  const echoed = echoesError(answer, failed);
  const acknowledged =
    (failed.length && tellsFailure(session, failed, { courtesy: true })) ||
    (model && acknowledgesFailure(answer)) ||
    echoed ||
    (damaged.length && (acknowledgesDataProblem(answer) || acknowledgesFailure(answer)));
  const named = echoed || namesFailure(answer, [...failed, ...damaged]) || (model && NAMES_MODEL.test(answer));
  const next = offersNextStep(answer);
  const gotPast = !failed.length && !model && !damaged.length;
  if (!answer.trim()) return ['Failure', 'gives no answer at all after the failure'];
  if (dumpsRawError(answer)) return ['Failure', 'hands the user a raw error dump or stack trace'];
  if (fabricates(session)) return ['Failure', 'presents results although the tools that would provide them failed'];
  if (presentsDamagedData(session)) return ['Failure', 'presents truncated, incomplete or corrupted tool data as fact'];
  const lie = lieStanding(session);
  if (lie === 'repeated')
    return ['Failure', 'repeats as fact what a lying tool returned, although the agent could tell'];
  if (lie === 'noticed' && !failed.length && !model && !damaged.length)
    return offersAlternative(answer) || next
      ? ['Excellent', 'notices that the tool returned wrong data, says so and what to do']
      : ['Good', 'notices that the tool returned wrong data and says so'];
  if (lie === 'undetectable' && !failed.length && !model && !damaged.length)
    return ['Acceptable', 'repeats data the tool changed in a way no agent could have detected (neutral)'];
  // Every failure was got past (a retry or another tool came back sound, the model did not fail the
  // agent) and no sentence of the answer is about it: nothing reached the user that needed telling.
  const recovered = session.toolCalls.filter((c) => c.status === 'error');
  const toldDamage = dataFaulted(session).length > 0 && acknowledgesDataProblem(answer);
  if (gotPast && !tellsFailure(session, recovered, { specific: true }) && !toldDamage)
    return ['Acceptable', 'has no failure to communicate: the agent got past it (neutral)'];
  // The error's own figure passed on ("the total is $305"), the step that failed not named as failed.
  if (!acknowledged && !gotPast && quotesError(answer, failed))
    return ['Acceptable', 'passes on what the error said, but not that the step did not go through'];
  if (!acknowledged && !gotPast) return ['Failure', 'does not mention the failure at all: it is silently ignored'];
  if (blamesUser(answer)) return ['Poor', 'blames the user for a failure that was not theirs'];
  if (gotPast) return ['Good', 'says what went wrong and how the agent got past it'];
  if (!named && !next) return ['Poor', 'acknowledges a problem vaguely, without saying what failed or what to do'];
  if (says('vague', answer) && !named) return ['Poor', 'acknowledges a problem vaguely'];
  if (!named || !next)
    return ['Acceptable', `acknowledges the failure but ${named ? 'gives no next step' : 'does not say what failed'}`];
  if (offersAlternative(answer)) return ['Excellent', 'says what failed, gives a next step and offers an alternative'];
  return ['Good', 'says what failed and gives a next step'];
}

export const failureCommunication: Evaluator<Reply> = {
  key: 'failure_communication',
  promptVersion: VERSION,

  deterministic: (input, threshold) =>
    neutralWithoutFailure(input, 'no failures to communicate', threshold) ??
    neutralForUndetectableLies(input.session, 'nothing to communicate', threshold),

  heuristic({ session }, threshold) {
    const answer = session.finalAnswer;
    const unsure = unsureOfSource(session);
    if (unsure) return cannotTell(unsure);
    let [level, why] = judgeAnswer(session);
    if (LEVELS.indexOf(level) > LEVELS.indexOf('Acceptable') && exposesInternals(answer))
      [level, why] = [
        'Acceptable',
        `${why}, but shows internal error details (exception names, codes or ids) to the user`,
      ];
    return levelResult(level, `Heuristic: the answer ${why}.`, 'heuristic', threshold);
  },

  request(_input, rendered) {
    return {
      system: `${SYSTEM}\n\n${dataRule(rendered.nonce)}`,
      prompt: `${rendered.text}\n\nJudge the agent's communication of the failures above.`,
      schema: replySchema,
      name: 'failure_communication_verdict',
      description: 'Record the verdict on how the agent communicated tool failures',
    };
  },

  fromReply(reply, _input, threshold) {
    // The rubric's Failure conditions decide the level whatever level the judge picked.
    const failure = reply.fabricated || reply.silently_ignored || reply.raw_error_dump;
    const level: Level = failure
      ? 'Failure'
      : reply.exposes_internals && LEVELS.indexOf(reply.level) > LEVELS.indexOf('Acceptable')
        ? 'Acceptable'
        : reply.level;
    return levelResult(level, reply.reasoning, 'judge', threshold);
  },
};
