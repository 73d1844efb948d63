// A session in the calibration set's short form, with what the heuristic makes of it: the three
// gated evaluators' scores, read the way the engine reads a session.
import { sessionOf } from '../../src/evaluators/calibration-set.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { failureCommunication } from '../../src/evaluators/failure-communication.js';
import { partialCompletion } from '../../src/evaluators/partial-completion.js';
import { recoveryStrategy } from '../../src/evaluators/recovery-strategy.js';

export type Call = { tool: string; args?: unknown; result?: unknown; error?: string; fault?: string };

export function judged(input: string, calls: Call[], answer: string) {
  const session = sessionOf({ labels: {}, reason: 'test data', id: 'levels', input, calls, answer }, 1);
  const facts = runFacts(session);
  return {
    fc: failureCommunication.heuristic!({ session, facts }, 0.5).score,
    rs: recoveryStrategy.heuristic!({ session, facts }, 0.5).score,
    pc: partialCompletion.heuristic!({ session, facts }, 0.5).score,
    session,
  };
}
