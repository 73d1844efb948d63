import { readFileSync } from 'node:fs';
import { runFacts } from '../../src/evaluators/facts.js';
import type { EvalInput } from '../../src/evaluators/types.js';
import { renderForJudge } from '../../src/judge/render.js';
import type { Session } from '../../src/trace/session.js';

export const scenarios: Session[] = readFileSync('fixtures/evaluators/scenarios.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
export const replies: Record<string, Record<string, any>> = JSON.parse(
  readFileSync('fixtures/evaluators/replies.json', 'utf8'),
);

export const scenario = (id: string): Session => {
  const s = scenarios.find((x) => x.sessionId === id);
  if (!s) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};

export const inputOf = (s: Session): EvalInput => ({ session: s, facts: runFacts(s) });

/** The recorded reply with "STEP:<tool>" / "STEP:answer" placeholders resolved to step numbers of the rendered session. */
export function recordedReply(id: string, evaluator: string): unknown {
  const s = scenario(id);
  const { steps } = renderForJudge(s);
  const text = JSON.stringify(replies[id]?.[evaluator] ?? null).replace(/"STEP:([a-z_]+)"/g, (_m, what: string) =>
    String(what === 'answer' ? 0 : steps.indexOf(s.toolCalls.find((c) => c.name === what)?.spanId ?? '') + 1),
  );
  return JSON.parse(text);
}
