// The public failure taxonomy used by agent failure analysis (AgentCore Evaluations' insight
// categories): 33 categories and "other". Findings must use one of these identifiers.
export const FAILURE_CATEGORIES = [
  'execution-error-category-authentication',
  'execution-error-category-resource-not-found',
  'execution-error-category-service-errors',
  'execution-error-category-rate-limiting',
  'execution-error-category-formatting',
  'execution-error-category-timeout',
  'execution-error-category-resource-exhaustion',
  'execution-error-category-environment',
  'execution-error-category-tool-schema',
  'task-instruction-category-non-compliance',
  'task-instruction-category-problem-id',
  'incorrect-actions-category-tool-selection',
  'incorrect-actions-category-poor-information-retrieval',
  'incorrect-actions-category-clarification',
  'incorrect-actions-category-inappropriate-info-request',
  'context-handling-error-category-context-handling-failures',
  'hallucination-category-hall-capabilities',
  'hallucination-category-hall-misunderstand',
  'hallucination-category-hall-usage',
  'hallucination-category-hall-history',
  'hallucination-category-hall-params',
  'hallucination-category-fabricate-tool-outputs',
  'repetitive-behavior-category-repetition-tool',
  'repetitive-behavior-category-repetition-info',
  'repetitive-behavior-category-step-repetition',
  'orchestration-related-errors-category-reasoning-mismatch',
  'orchestration-related-errors-category-goal-deviation',
  'orchestration-related-errors-category-premature-termination',
  'orchestration-related-errors-category-unaware-termination',
  'llm-output-category-nonsensical',
  'configuration-mismatch-category-tool-definition',
  'coding-use-case-specific-failure-types-category-edge-case-oversights',
  'coding-use-case-specific-failure-types-category-dependency-issues',
  'other',
] as const;

/** Categories of what the checks no judge reads find (not asked of the judge). */
export const ORACLE_CATEGORIES = [
  'side-effect-category-duplicate',
  'side-effect-category-unrequested',
  'security-category-injected-instruction',
] as const;

export type FailureCategory = (typeof FAILURE_CATEGORIES)[number] | (typeof ORACLE_CATEGORIES)[number];

/** "execution-error-category-timeout" -> "Execution error: timeout" for people. */
export function categoryTitle(c: string): string {
  const [family, detail] = c.split('-category-');
  if (!detail) return c === 'other' ? 'Other' : c;
  const f = family.replace(/-/g, ' ').replace(/^\w/, (x) => x.toUpperCase());
  return `${f}: ${detail.replace(/^hall-/, '').replace(/-/g, ' ')}`;
}

/** A tool error's category, read from its type and message (deterministic, used without a judge). */
export function categorizeToolError(type: string, message: string): FailureCategory {
  const t = `${type} ${message}`.toLowerCase();
  if (/time ?out|timed out|deadline/.test(t)) return 'execution-error-category-timeout';
  if (/throttl|rate.?limit|too many requests|\b429\b/.test(t)) return 'execution-error-category-rate-limiting';
  if (/access ?denied|unauthori[sz]ed|forbidden|not authorized|permission|credential|\b40[13]\b|auth/.test(t))
    return 'execution-error-category-authentication';
  if (/not found|no such|unknown (id|item|ticker)|\b404\b/.test(t))
    return 'execution-error-category-resource-not-found';
  if (
    /validat|invalid (input|param|argument)|schema|required (field|param)|input should be|\b(supplied|provided) [\w.-]+ (does not|is not|must)\b|is not supported by/.test(
      t,
    )
  )
    return 'execution-error-category-tool-schema';
  if (/quota|exhaust|out of memory|capacity|limit exceeded/.test(t))
    return 'execution-error-category-resource-exhaustion';
  if (/parse|malformed|unexpected token|format|decode/.test(t)) return 'execution-error-category-formatting';
  if (/connection|network|refused|reset|unreachable|dns|econn|socket|unavailable|\b50\d\b|service/.test(t))
    return 'execution-error-category-service-errors';
  return 'execution-error-category-service-errors';
}
