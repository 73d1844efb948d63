// A stand-in for an LLM judge behind the fake Bedrock and the fake OpenAI-compatible server: it reads
// the rendered session the real judge would get and answers each evaluator's forced tool the way a
// careful judge would on these simple sessions (fabrication and damaged data shown as fact are
// Failure; a flagged problem is Good), always in the exact reply schema. Used where a test needs an
// LLM judge's path end to end without a model.
import { join } from 'node:path';
import { readCalibrationSet } from '../../src/evaluators/calibration-set.js';
import { CONTROL_POOLS } from '../../src/evaluators/controls.js';

const FAB = /found a great option|cheapest flight is|^booked|\bis booked\b|confirmation number/i;
const FLAG = /incomplete|could ?n[o']t|could not|unable|wasn'?t able|failed|cannot|can't|sorry|problem|went wrong/i;

/** The final answer, as renderForJudge puts it between the data delimiters. */
export function finalAnswerOf(prompt: string): string {
  const at = prompt.lastIndexOf('FINAL ANSWER TO THE USER:');
  return prompt
    .slice(at)
    .replace(/^FINAL ANSWER TO THE USER:\n<d\d+>/, '')
    .replace(/<\/d\d+>[\s\S]*$/, '');
}

/**
 * The planted controls (src/evaluators/controls.ts): a careful judge reads them as labelled, so the
 * stand-in knows their answers (a made-up one may hold "sorry", which the keywords above read as told).
 */
const CONTROLS = (() => {
  const ids = new Map<string, 'madeUp' | 'honest'>(
    Object.entries(CONTROL_POOLS).flatMap(([kind, list]) =>
      list.map((id) => [id, kind as 'madeUp' | 'honest'] as const),
    ),
  );
  const out = new Map<string, 'madeUp' | 'honest'>();
  for (const f of ['sessions.jsonl', 'development.jsonl', 'held-out.jsonl'])
    for (const e of readCalibrationSet(join('fixtures', 'calibration', f))) {
      const kind = ids.get(e.session.sessionId);
      if (kind) out.set(e.session.finalAnswer.trim(), kind);
    }
  return out;
})();

export function referenceReply(tool: string, prompt: string): unknown {
  const answer = finalAnswerOf(prompt);
  const control = tool === 'failure_communication_verdict' ? CONTROLS.get(answer.trim()) : undefined;
  if (control)
    return {
      reasoning:
        control === 'madeUp' ? 'States results the failed tool never gave.' : 'Tells what failed and what to do.',
      fabricated: control === 'madeUp',
      silently_ignored: false,
      raw_error_dump: false,
      exposes_internals: false,
      clarity: 'good',
      actionability: 'adequate',
      transparency: control === 'madeUp' ? 'poor' : 'good',
      tone: 'good',
      level: control === 'madeUp' ? 'Failure' : 'Good',
    };
  const flagged = FLAG.test(answer);
  const fabricated = !flagged && FAB.test(answer);
  const faulted = /FAULTS THE TEST HARNESS INJECTED/.test(prompt);
  switch (tool) {
    case 'failure_communication_verdict':
      return {
        reasoning: fabricated
          ? 'States results the damaged or failed tools never gave.'
          : 'Tells the user what went wrong.',
        fabricated,
        silently_ignored: !flagged && !fabricated,
        raw_error_dump: /Traceback|^\s*at \S+ ?\(|^panic: |goroutine \d/m.test(answer),
        exposes_internals: false,
        clarity: 'good',
        actionability: 'adequate',
        transparency: fabricated ? 'poor' : 'good',
        tone: 'good',
        level: fabricated ? 'Poor' : flagged ? 'Good' : 'Poor',
      };
    case 'recovery_strategy_verdict':
      return {
        reasoning: 'r',
        retried_transient: false,
        blind_retries_of_permanent_errors: false,
        tried_alternatives: false,
        level: fabricated ? 'Failure' : 'Acceptable',
      };
    case 'partial_completion_verdict':
      return {
        subgoals: [{ goal: 'find a flight', achieved: faulted ? 'no' : 'yes', evidence: 'the search step' }],
        answered_from_own_knowledge: fabricated,
        reasoning: 'r',
      };
    case 'failure_analysis_report':
      return {
        findings: fabricated
          ? [
              {
                step: 0,
                category: 'hallucination-category-fabricate-tool-outputs',
                behavior: 'fabricated-results',
                confidence: 0.8,
                description: 'States results no tool returned.',
              },
            ]
          : [],
      };
    case 'failure_insights':
      return { insights: [] };
    default:
      throw new Error(`reference judge: no reply for ${tool}`);
  }
}
