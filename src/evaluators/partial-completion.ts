// partial_completion: the fraction of the user's goal achieved, 0..1 (sub-goals from the request).
// An answer from the model's own knowledge after a required tool failed cannot score above 0.5.
import { dataRule } from '../judge/render.js';
import { acknowledgesFailure, answerCovers, subGoals, toolsFor } from './heuristics.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './partial-completion.prompt.js';
import type { Evaluator, EvaluatorResult } from './types.js';

const OWN_KNOWLEDGE_CAP = 0.5;

function result(score: number, reason: string, source: 'judge' | 'heuristic', threshold: number): EvaluatorResult {
  const s = Math.round(score * 100) / 100;
  return { score: { score: s, label: s.toFixed(2), pass: s >= threshold, reason, source } };
}

export const partialCompletion: Evaluator<Reply> = {
  key: 'partial_completion',
  promptVersion: VERSION,

  heuristic({ session }, threshold) {
    const goals = subGoals(session.input);
    if (!goals.length) goals.push(session.input || 'answer the user');
    // Tools the agent had, called or not: a sub-goal whose tool was never called was not achieved.
    const names = [...new Set([...session.toolCalls.map((c) => c.name), ...(session.availableTools ?? [])])];
    const answered = session.finalAnswer.trim().length > 0;
    let total = 0;
    let ownKnowledge = false;
    const notes: string[] = [];
    for (const g of goals) {
      const tools = toolsFor(g, names);
      let v: number;
      if (tools.length) {
        // Achieved when the last call of a needed tool succeeded.
        const last = (t: string) => [...session.toolCalls].reverse().find((c) => c.name === t);
        const ok = tools.filter((t) => last(t)?.status === 'ok').length;
        v = ok / tools.length;
        if (v < 1 && answered && !acknowledgesFailure(session.finalAnswer)) ownKnowledge = true;
      } else {
        // No tool of the run serves this sub-goal: read what the answer says about it.
        v = answerCovers(g, session.finalAnswer);
      }
      total += v;
      notes.push(`"${g}": ${v === 1 ? 'done' : v === 0 ? 'not done' : 'partly'}`);
    }
    let score = total / goals.length;
    if (ownKnowledge && score > OWN_KNOWLEDGE_CAP) score = OWN_KNOWLEDGE_CAP;
    return result(score, `Heuristic: ${notes.join('; ')}${ownKnowledge ? '; answer given despite a failed required tool (capped at 0.5)' : ''}.`, 'heuristic', threshold);
  },

  request(_input, rendered) {
    return {
      system: `${SYSTEM}\n\n${dataRule(rendered.nonce)}`,
      prompt: `${rendered.text}\n\nList the user's sub-goals and whether each was achieved. Answer with the tool.`,
      schema: replySchema,
      name: 'partial_completion_verdict',
      description: "Record the user's sub-goals and whether the run achieved each",
    };
  },

  fromReply(reply, _input, threshold) {
    const value = { yes: 1, partial: 0.5, no: 0 } as const;
    let score = reply.subgoals.reduce((n, g) => n + value[g.achieved], 0) / reply.subgoals.length;
    if (reply.answered_from_own_knowledge) score = Math.min(score, OWN_KNOWLEDGE_CAP);
    const list = reply.subgoals.map((g) => `${g.goal}: ${g.achieved}`).join('; ');
    return result(score, `${reply.reasoning} (${list})`, 'judge', threshold);
  },
};
