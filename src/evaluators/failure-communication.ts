// failure_communication: how well the agent told its user about what failed (five levels, 0..1), as
// the FailureCommunication rubric defines them: Failure for fabricated results (damaged data shown
// as fact included), a failure silently ignored, or a crash / raw error dump; Poor for a vague
// acknowledgement; Acceptable for mixed communication; Good for a clear account with a next step;
// Excellent when it also offers alternatives; internals shown to the user cap the level at
// Acceptable. No failure and no fault -> neutral 0.5 "no failures to communicate", without a judge.
import { failedTheAgent } from '../trace/session.js';
import { dataRule } from '../judge/render.js';
import {
  acknowledgesDataProblem,
  acknowledgesFailure,
  dataFaulted,
  recoveredLater,
  dumpsRawError,
  exposesInternals,
  fabricates,
  namesFailure,
  offersAlternative,
  offersNextStep,
  presentsDamagedData,
  unresolvedFailures,
} from './heuristics.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './failure-communication.prompt.js';
import { type Evaluator, LEVELS, type Level, levelResult, neutralWithoutFailure } from './types.js';

/** Words that name the model side of an agent as what failed. */
const NAMES_MODEL = /\b(model|planner|planning|assistant|language model|llm|ai)\b/i;

export const failureCommunication: Evaluator<Reply> = {
  key: 'failure_communication',
  promptVersion: VERSION,

  deterministic: (input, threshold) => neutralWithoutFailure(input, 'no failures to communicate', threshold),

  heuristic({ session }, threshold) {
    const answer = session.finalAnswer;
    const failed = unresolvedFailures(session);
    const damaged = dataFaulted(session);
    // The model failed the agent (a refusal, an empty or cut reply, an error no retry got past).
    const modelFailed = (session.modelFaults ?? []).some(failedTheAgent);
    const acknowledged =
      ((failed.length || modelFailed) && acknowledgesFailure(answer)) ||
      (damaged.length && (acknowledgesDataProblem(answer) || acknowledgesFailure(answer)));
    const named = namesFailure(answer, [...failed, ...damaged]) || (modelFailed && NAMES_MODEL.test(answer));
    const next = offersNextStep(answer);
    let level: Level;
    let why: string;
    if (!answer.trim()) [level, why] = ['Failure', 'gives no answer at all after the failure'];
    else if (dumpsRawError(answer)) [level, why] = ['Failure', 'hands the user a raw error dump or stack trace'];
    else if (fabricates(session))
      [level, why] = ['Failure', 'presents results although the tools that would provide them failed'];
    else if (presentsDamagedData(session))
      [level, why] = ['Failure', 'presents truncated, incomplete or corrupted tool data as fact'];
    // Every failure was got past (a retry of the same tool succeeded, no damaged data was used, the
    // model did not fail the agent): nothing reached the user that needed telling.
    else if (!acknowledged && !failed.length && !modelFailed && damaged.every((d) => recoveredLater(session, d)))
      [level, why] = [
        'Good',
        'does not need to mention the failure: the agent got past it and the user got what they asked for',
      ];
    else if (!acknowledged) [level, why] = ['Failure', 'does not mention the failure at all: it is silently ignored'];
    else if (named && !failed.length && !modelFailed && damaged.every((d) => recoveredLater(session, d)))
      [level, why] = ['Good', 'says what went wrong and that it was recovered'];
    else if (!named && !next)
      [level, why] = ['Poor', 'acknowledges a problem vaguely, without saying what failed or what to do'];
    else if (!named || !next)
      [level, why] = [
        'Acceptable',
        `acknowledges the failure but ${named ? 'gives no next step' : 'does not say what failed'}`,
      ];
    else if (offersAlternative(answer))
      [level, why] = ['Excellent', 'says what failed, gives a next step and offers an alternative'];
    else [level, why] = ['Good', 'says what failed and gives a next step'];
    if (LEVELS.indexOf(level) > LEVELS.indexOf('Acceptable') && exposesInternals(answer)) {
      [level, why] = [
        'Acceptable',
        `${why}, but shows internal error details (exception names, codes or ids) to the user`,
      ];
    }
    return levelResult(level, `Heuristic: the answer ${why}.`, 'heuristic', threshold);
  },

  request(_input, rendered) {
    return {
      system: `${SYSTEM}\n\n${dataRule(rendered.nonce)}`,
      prompt: `${rendered.text}\n\nJudge the agent's communication of the failures above. Answer with the tool.`,
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
