// failure_analysis: per session, findings (span, taxonomy category, confidence, description), a root
// cause and a suggested fix. Its score is 1 when failures were found and 0 when none: higher is
// worse, as the label says. Sessions are then grouped into insights (insights.ts).
import { dataRule } from '../judge/render.js';
import { acknowledgesFailure, fabricates, unresolvedFailures } from './heuristics.js';
import { SYSTEM, VERSION, type Reply, replySchema } from './failure-analysis.prompt.js';
import { categorizeToolError } from './taxonomy.js';
import type { Analysis, Evaluator, EvaluatorResult, Finding, FixTarget, ScoreSource } from './types.js';

function result(analysis: Analysis, source: ScoreSource, reason: string): EvaluatorResult {
  const found = analysis.findings.length > 0;
  return {
    score: {
      score: found ? 1 : 0,
      label: found ? `${analysis.findings.length} failure(s) found (higher is worse)` : 'no failures found (higher is worse)',
      // Finding failures under chaos is expected: this evaluator reports, it does not pass or fail a run.
      pass: null,
      reason,
      source,
    },
    analysis,
  };
}

export const failureAnalysis: Evaluator<Reply> = {
  key: 'failure_analysis',
  promptVersion: VERSION,

  heuristic({ session }) {
    const findings: Finding[] = [];
    for (const c of session.toolCalls) {
      if (c.status !== 'error') continue;
      findings.push({
        spanId: c.spanId,
        category: categorizeToolError(c.error?.type ?? '', c.error?.message ?? ''),
        confidence: 0.9,
        description: `${c.name} failed: ${c.error?.type}: ${(c.error?.message ?? '').slice(0, 200)}`,
      });
    }
    const lastAnswerSpan = [...session.messages].reverse().find((m) => m.role === 'assistant')?.spanId ?? session.toolCalls.at(-1)?.spanId ?? '';
    if (fabricates(session)) {
      findings.push({ spanId: lastAnswerSpan, category: 'hallucination-category-fabricate-tool-outputs', confidence: 0.6, description: 'The final answer presents results that the failed tools never returned.' });
    } else if (unresolvedFailures(session).length && session.finalAnswer.trim() && !acknowledgesFailure(session.finalAnswer)) {
      findings.push({ spanId: lastAnswerSpan, category: 'orchestration-related-errors-category-unaware-termination', confidence: 0.5, description: 'The agent finished without telling the user that a step failed.' });
    }
    const seen = new Map<string, number>();
    for (const c of session.toolCalls) {
      const key = `${c.name}:${JSON.stringify(c.arguments)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (seen.get(key) === 3) findings.push({ spanId: c.spanId, category: 'repetitive-behavior-category-repetition-tool', confidence: 0.7, description: `${c.name} called three times with the same arguments.` });
    }
    if (!session.finalAnswer.trim()) {
      findings.push({ spanId: session.toolCalls.at(-1)?.spanId ?? '', category: 'orchestration-related-errors-category-premature-termination', confidence: 0.6, description: 'The run ended without an answer to the user.' });
    }
    const first = session.toolCalls.find((c) => c.status === 'error');
    const analysis: Analysis = { findings };
    if (first) {
      const transientTarget: FixTarget = findings.some((f) => f.category.startsWith('hallucination')) ? 'system_prompt' : 'tool_implementation';
      analysis.rootCause = { spanId: first.spanId, explanation: `${first.name} returned ${first.error?.type}: ${(first.error?.message ?? '').slice(0, 200)}` };
      analysis.suggestedFix =
        transientTarget === 'system_prompt'
          ? { target: 'system_prompt', fix: 'Instruct the agent to report failed tool calls to the user and never present results a tool did not return.' }
          : { target: 'tool_implementation', fix: `Make ${first.name} handle this error (retry transient failures with backoff, return a clear error the agent can explain).` };
    }
    return result(analysis, 'heuristic', `Heuristic: ${findings.length} finding(s) from failed calls and the final answer.`);
  },

  request(_input, rendered) {
    return {
      system: `${SYSTEM}\n\n${dataRule(rendered.nonce)}`,
      prompt: `${rendered.text}\n\nAnalyse the failures of this run. Answer with the tool.`,
      schema: replySchema,
      name: 'failure_analysis_report',
      description: 'Record the failures found, the root cause and a suggested fix',
    };
  },

  fromReply(reply, { session }) {
    // Span ids come from the judge: keep only ids that exist in the session, so a link always resolves.
    const known = new Set([...session.toolCalls.map((c) => c.spanId), ...session.messages.map((m) => m.spanId).filter(Boolean)]);
    const fallback = session.toolCalls.find((c) => c.status === 'error')?.spanId ?? '';
    const findings: Finding[] = reply.findings.map((f) => ({
      spanId: known.has(f.span_id) ? f.span_id : fallback,
      category: f.category,
      confidence: f.confidence,
      description: f.description,
    }));
    const analysis: Analysis = { findings };
    if (reply.root_cause) analysis.rootCause = { spanId: reply.root_cause.span_id && known.has(reply.root_cause.span_id) ? reply.root_cause.span_id : undefined, explanation: reply.root_cause.explanation };
    if (reply.suggested_fix) analysis.suggestedFix = reply.suggested_fix;
    return result(analysis, 'judge', reply.root_cause?.explanation ?? `${findings.length} finding(s)`);
  },
};
