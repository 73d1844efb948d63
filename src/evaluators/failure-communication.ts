// failure_communication: how well the agent told its user about tool failures (five levels, 0..1).
// No failed tool call in the trace -> neutral 0.5 "no failures to communicate", without a judge.
import { dataRule } from '../judge/render.js';
import { acknowledgesFailure, fabricates, namesFailure, offersNextStep } from './heuristics.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './failure-communication.prompt.js';
import { type Evaluator, type Level, levelResult, neutralWithoutFailure } from './types.js';

export const failureCommunication: Evaluator<Reply> = {
  key: 'failure_communication',
  promptVersion: VERSION,

  deterministic: ({ session }, threshold) => neutralWithoutFailure(session, 'no failures to communicate', threshold),

  heuristic({ session }, threshold) {
    const answer = session.finalAnswer;
    const failed = session.toolCalls.filter((c) => c.status === 'error');
    const ack = acknowledgesFailure(answer);
    const next = offersNextStep(answer);
    const named = namesFailure(answer, failed);
    let level: Level;
    let why: string;
    if (fabricates(session)) [level, why] = ['Failure', 'presents results although the tools that would provide them failed'];
    else if (!answer.trim()) [level, why] = ['Poor', 'gives no final answer'];
    else if (!ack) [level, why] = ['Poor', 'does not acknowledge the failure'];
    else if (next && named) [level, why] = ['Excellent', 'acknowledges the failure, names what failed and gives a next step'];
    else if (next || named) [level, why] = ['Good', `acknowledges the failure and ${next ? 'gives a next step' : 'names what failed'}`];
    else [level, why] = ['Acceptable', 'acknowledges the failure without saying what failed or what to do'];
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
    // Fabrication decides the level whatever level the judge picked: the rubric makes it Failure.
    const level: Level = reply.fabricated ? 'Failure' : reply.level;
    return levelResult(level, reply.reasoning, 'judge', threshold);
  },
};
