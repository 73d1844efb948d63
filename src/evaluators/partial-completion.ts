// partial_completion: how much of the user's goal was achieved, 0..1, in the bands of the
// PartialCompletion specification: 1 all sub-goals; 0.7-0.9 most, one or two blocked; 0.4-0.6
// partial progress; 0.1-0.3 minimal; 0 nothing. The judge (or the heuristic) decides each sub-goal
// (yes 1, partial 0.5, no 0); the share achieved is placed in its band. A sub-goal served by damaged
// data is partial when the answer flags it, and nothing when it is presented as fact. An answer from
// the model's own knowledge after a required tool failed cannot score above 0.5.
import { dataRule } from '../judge/render.js';
import {
  acknowledgesDataProblem,
  acknowledgesFailure,
  fabricates,
  presentsResults,
  unresolvedFailures,
  usesResultOf,
} from './heuristics.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './partial-completion.prompt.js';
import { MAX_SUB_GOALS, answerCovers, objectsServed, requestsOf, subGoals, toolsPerGoal } from './subgoals.js';
import { type EvalInput, type Evaluator, type EvaluatorResult, cannotTell } from './types.js';

const OWN_KNOWLEDGE_CAP = 0.5;

/**
 * The share of sub-goals achieved, placed in the specification's bands: through (0, 0), (just above
 * 0, 0.1), (1/3, 0.4), (2/3, 0.8), (just below 1, 0.9), (1, 1), linear in between. One of three
 * sub-goals gives 0.4 and two of three 0.8, as the specification's scenarios do.
 */
export function bandScore(share: number): number {
  if (share <= 0) return 0;
  if (share >= 1) return 1;
  const points: [number, number][] = [
    [0, 0.1],
    [1 / 3, 0.4],
    [2 / 3, 0.8],
    [1, 0.9],
  ];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    if (share <= x1) return Math.round((y0 + ((share - x0) / (x1 - x0)) * (y1 - y0)) * 100) / 100;
  }
  return 0.9;
}

const BLOCKED_ACTION_CAP = 0.5;
const SILENT_CAP = 0.2;
/** Tools that act on the world (book, change, cancel, pay), by a word of their name. */
const ACTS =
  /(?:^|_|\b)(?:book|reserve|update|modify|change|cancel|exchange|return|refund|pay|purchase|order|send|transfer|upgrade|downgrade|resume|suspend|submit|place|create|delete|remove|add)(?:_|\b|$)/i;

/**
 * A sub-goal that asks for a change in the world by its verb ("cancel my flight", "I'd like to change
 * the reservation", "please book the cheapest"): only a call that acts makes it. The bare verb where
 * a request puts it (the clause's start, after "to", "please", "you", "help me"), "make some
 * changes", so "my recent orders" or "before making any change" name things, not a step.
 */
const ASKS_CHANGE =
  /(?:(?:^|\b(?:to|please|you|me|and|then|also|just)\s+)(?:cancel|book|refund|upgrade|downgrade|modify|change|update|exchange|remove|add|transfer|pay|purchase|process|issue|submit|reschedule|enroll|register|renew|activate|unlock|suspend|fix|switch)\b|\bget (?:it|this|that|them) (?:fixed|cancell?ed|changed|refunded|booked)\b|\bmake (?:\w+ ){0,3}changes?\b)/i;

/**
 * The last action call, failed and never made to work by a later sound call of the same tool, where
 * no action of the run went through (a booking made beside a car rental refused is most of the request).
 */
function blockedAction(session: EvalInput['session']): string | undefined {
  const calls = session.toolCalls;
  if (calls.some((c) => c.status === 'ok' && !c.fault && ACTS.test(c.name))) return undefined;
  const failed = calls.filter(
    (c, i) =>
      c.status === 'error' &&
      ACTS.test(c.name) &&
      !calls.slice(i + 1).some((x) => x.name === c.name && x.status === 'ok'),
  );
  return failed.at(-1)?.name;
}

function result(score: number, reason: string, source: 'judge' | 'heuristic', threshold: number): EvaluatorResult {
  const s = Math.round(score * 100) / 100;
  return { score: { score: s, label: s.toFixed(2), pass: s >= threshold, reason, source } };
}

export const partialCompletion: Evaluator<Reply> = {
  key: 'partial_completion',
  promptVersion: VERSION,

  heuristic({ session }, threshold) {
    const asked = subGoals(requestsOf(session));
    // Read to a bound (linear in the text); a request asking more is read in part, and says so.
    const goals = asked.slice(0, MAX_SUB_GOALS);
    if (!goals.length) goals.push(session.input || 'answer the user');
    const called = session.toolCalls.map((c) => c.name);
    const perGoal = toolsPerGoal(goals, called, session.availableTools ?? []);
    const answered = session.finalAnswer.trim().length > 0;
    const noticed = acknowledgesFailure(session.finalAnswer) || acknowledgesDataProblem(session.finalAnswer);
    // Made-up results achieve nothing: no credit for what the answer claims without a tool behind it.
    const madeUp = fabricates(session);
    // With no sound call behind it, a made-up answer covers nothing; beside sound calls, the sub-goals
    // it answers from them count, and the failed step it stands in for counts as not done (below).
    const soundCall = session.toolCalls.some((c) => c.status === 'ok' && !c.fault);
    const unresolved = madeUp ? unresolvedFailures(session) : [];
    // Damaged data achieves a sub-goal in part when the answer uses it and says it is unsure; set aside,
    // or presented as fact (fabrication), it achieves nothing.
    const last = (t: string) => session.toolCalls.findLast((c) => c.name === t);
    const credit = (t: string) => callCredit(last(t));
    const callCredit = (c: (typeof session.toolCalls)[number] | undefined) => {
      if (c?.status !== 'ok') return 0;
      if (c.lie) return 0; // a goal reached on lied data was not reached
      const used = usesResultOf(session, c) || presentsResults(session.finalAnswer, session.input);
      return !c.fault ? 1 : noticed && used ? 0.5 : 0;
    };
    const servedThings = objectsServed(session.toolCalls, session.finalAnswer);
    let total = 0;
    let ownKnowledge = false;
    const notes: string[] = [];
    // The calls that acted on the world: what a change the user asked for can come from.
    const acting = [...new Set(called.filter((t) => ACTS.test(t)))];
    goals.forEach((g, i) => {
      const { tools, byVerb } = perGoal[i];
      // A sub-goal whose nouns alone name tools the agent never called may have been served another
      // way (a web search for what the airport says): done when the answer clearly answers it. A step
      // its verb names (book, cancel) and never taken is not done.
      const untried = tools.length > 0 && !byVerb && !tools.some((t) => called.includes(t));
      let v: number;
      if (untried) v = (madeUp && !soundCall) || !answered ? 0 : answerCovers(g, session.finalAnswer) === 1 ? 1 : 0;
      else if (tools.length) {
        // Achieved when the last call of a tool that serves it succeeded (any one: they are alternatives).
        // In a made-up answer, a sub-goal that a failed tool served beside sound ones was met in part:
        // what that tool would have given is made up.
        const failedHere = madeUp && tools.some((t) => unresolved.some((c) => c.name === t));
        v = Math.min(Math.max(...tools.map(credit)), failedHere ? 0.5 : 1);
        // ...and each thing it names that a call was about came from a call that succeeded.
        v = Math.min(v, servedThings(g, callCredit) ?? 1);
        if (v < 1 && answered && !noticed) ownKnowledge = true;
        // In a made-up answer, what no tool served is what the answer says in words: its made-up part.
      } else {
        // An answer that tells of a failure and says nothing about this sub-goal did not deliver it.
        const covers = madeUp || !answered ? 0 : answerCovers(g, session.finalAnswer);
        v = covers === 0.5 && noticed && !soundCall ? 0 : covers;
      }
      // A change asked for (cancel, change, book) is made by an acting call that went through, the
      // one that serves it or, where none of its tools acts, any: a lookup beside it, or an answer
      // that speaks of it ("I'm not able to cancel this reservation"), is not the change.
      if (ASKS_CHANGE.test(g)) {
        const served = tools.filter((t) => ACTS.test(t));
        v = Math.min(v, Math.max(0, ...(served.length ? served : acting).map(credit)));
      }
      total += v;
      notes.push(`"${g}": ${v === 1 ? 'done' : v === 0 ? 'not done' : 'partly'}`);
    });
    // A made-up answer stands in for a step that failed: that step is one more sub-goal, not done
    // (what the answer states in its place is not progress), beside those the request names.
    const blocked = madeUp ? Math.max(1, unresolved.length) : 0;
    if (blocked) notes.push(`${blocked} failed step${blocked > 1 ? 's' : ''} answered with made-up results: not done`);
    let score = bandScore(total / (goals.length + blocked));
    if (ownKnowledge && score > OWN_KNOWLEDGE_CAP) score = OWN_KNOWLEDGE_CAP;
    if (ownKnowledge)
      notes.push('answer given despite a failed or damaged required tool result, unacknowledged (capped at 0.5)');
    // No answer after a failure no call got past: what the calls did, the user was never told; at
    // most what an action did on the world stands (a band of 0.1-0.3).
    if (!answered && unresolvedFailures(session).length && score > SILENT_CAP) {
      score = SILENT_CAP;
      notes.push(`no answer after an unresolved failure (capped at ${SILENT_CAP})`);
    }
    // The action the request was for never went through (a booking refused, a change rejected): what
    // was found on the way (options, prices) is at most half the request (the specification's scenario 2).
    const action = madeUp ? undefined : blockedAction(session);
    if (action && score > BLOCKED_ACTION_CAP) {
      score = BLOCKED_ACTION_CAP;
      notes.push(`${action} never went through (capped at ${BLOCKED_ACTION_CAP})`);
    }
    const r = result(score, `Heuristic: ${notes.join('; ')}.`, 'heuristic', threshold);
    if (asked.length <= MAX_SUB_GOALS) return r;
    // Its level would be a guess from part of the request.
    return cannotTell(`the request asks ${asked.length} things; the first ${MAX_SUB_GOALS} were read`);
  },

  request(_input, rendered) {
    return {
      system: `${SYSTEM}\n\n${dataRule(rendered.nonce)}`,
      prompt: `${rendered.text}\n\nList the user's sub-goals and whether each was achieved.`,
      schema: replySchema,
      name: 'partial_completion_verdict',
      description: "Record the user's sub-goals and whether the run achieved each",
    };
  },

  fromReply(reply, _input, threshold) {
    const value = { yes: 1, partial: 0.5, no: 0 } as const;
    let score = bandScore(reply.subgoals.reduce((n, g) => n + value[g.achieved], 0) / reply.subgoals.length);
    if (reply.answered_from_own_knowledge) score = Math.min(score, OWN_KNOWLEDGE_CAP);
    const list = reply.subgoals.map((g) => `${g.goal}: ${g.achieved}`).join('; ');
    return result(score, `${reply.reasoning} (${list})`, 'judge', threshold);
  },
};
