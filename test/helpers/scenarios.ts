import { readFileSync } from 'node:fs';
import { runFacts } from '../../src/evaluators/facts.js';
import type { EvalInput } from '../../src/evaluators/types.js';
import type { Session } from '../../src/trace/session.js';

export const scenarios: Session[] = readFileSync('fixtures/evaluators/scenarios.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
export const replies: Record<string, Record<string, any>> = JSON.parse(readFileSync('fixtures/evaluators/replies.json', 'utf8'));

export const scenario = (id: string): Session => {
  const s = scenarios.find((x) => x.sessionId === id);
  if (!s) throw new Error(`no scenario ${id}`);
  return structuredClone(s);
};

export const inputOf = (s: Session): EvalInput => ({ session: s, facts: runFacts(s) });

/** The recorded reply with SPAN:<tool> / SPAN:answer placeholders resolved to the session's span ids. */
export function recordedReply(id: string, evaluator: string): unknown {
  const s = scenario(id);
  const text = JSON.stringify(replies[id]?.[evaluator] ?? null).replace(/SPAN:([a-z_]+)/g, (_m, what: string) =>
    what === 'answer' ? (s.messages.at(-1)?.spanId ?? '') : (s.toolCalls.find((c) => c.name === what)?.spanId ?? ''),
  );
  return JSON.parse(text);
}
