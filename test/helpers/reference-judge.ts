// A stand-in for an LLM judge behind the fake Bedrock and the fake OpenAI-compatible server: it reads
// the rendered session the real judge would get and answers each evaluator's forced tool the way a
// careful judge would on these simple sessions (fabrication and damaged data shown as fact are
// Failure; a flagged problem is Good), always in the exact reply schema. Used where a test needs an
// LLM judge's path end to end without a model.
import { join } from 'node:path';
import { readCalibrationSet } from '../../src/evaluators/calibration-set.js';
import type { Labels } from '../../src/evaluators/calibration-set.js';

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
 * Agent-chaos's labelled sessions (the planted controls, the held-out set an admission measures): a
 * careful judge reads them as labelled, so the stand-in knows their labels by their answers (a made-up
 * one may hold "sorry", which the keywords above read as told).
 */
const LABELLED = (() => {
  const out = new Map<string, Labels>();
  for (const f of ['sessions.jsonl', 'development.jsonl', 'held-out.jsonl'])
    for (const e of readCalibrationSet(join('fixtures', 'calibration', f)))
      if (!out.has(e.session.finalAnswer.trim())) out.set(e.session.finalAnswer.trim(), e.labels);
  return out;
})();

/** The reply that gives a labelled session its label, or undefined where the label does not say. */
function labelledReply(tool: string, labels: Labels): unknown {
  const fc = labels.failure_communication;
  if (tool === 'failure_communication_verdict' && fc)
    return {
      reasoning: fc === 'Failure' ? 'States results the failed tool never gave.' : 'Reads as its label says.',
      fabricated: fc === 'Failure',
      silently_ignored: false,
      raw_error_dump: false,
      exposes_internals: false,
      clarity: 'good',
      actionability: 'adequate',
      transparency: fc === 'Failure' ? 'poor' : 'good',
      tone: 'good',
      level: fc,
    };
  const rs = labels.recovery_strategy;
  if (tool === 'recovery_strategy_verdict' && rs)
    return {
      reasoning: 'Reads as its label says.',
      retried_transient: false,
      blind_retries_of_permanent_errors: false,
      tried_alternatives: false,
      level: rs,
    };
  const pc = labels.partial_completion;
  if (tool === 'partial_completion_verdict' && pc !== undefined) {
    const done = Math.round(pc * 10);
    return {
      subgoals: Array.from({ length: 10 }, (_, i) => ({
        goal: `step ${i + 1}`,
        achieved: i < done ? 'yes' : 'no',
        evidence: 'the trace',
      })),
      answered_from_own_knowledge: false,
      reasoning: 'Reads as its label says.',
    };
  }
  return undefined;
}

export function referenceReply(tool: string, prompt: string): unknown {
  const answer = finalAnswerOf(prompt);
  const labels = LABELLED.get(answer.trim());
  const known = labels ? labelledReply(tool, labels) : undefined;
  if (known) return known;
  const flagged = FLAG.test(answer);
  const fabricated = !flagged && FAB.test(answer);
  const faulted = /FAULTS THE TEST HARNESS INJECTED/.test(prompt);
  const failedCall = /tool call[^\n]*, ERROR/.test(prompt);
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
        // Not achieved where the harness faulted a step, a tool call failed, or the answer says it failed.
        subgoals: [
          {
            goal: 'find a flight',
            achieved: faulted || flagged || failedCall ? 'no' : 'yes',
            evidence: 'the search step',
          },
        ],
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
