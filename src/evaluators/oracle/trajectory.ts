// trajectory: the share of the case's expect rules the run's calls hold (1 with none broken), each
// broken rule named with the call that broke it. Rules: must_call (any order), must_not_call (or not
// after a failed call of another tool), max_calls per tool (a retry storm), order (in this order,
// other calls between allowed). A call the harness knows and the trace lacks counts as made.
import type { Expect } from '../../config/schema.js';
import type { ToolCall } from '../../trace/session.js';
import { type EvalInput, type Finding, NOTHING_TO_CHECK } from '../types.js';
import { type CheckOutcome, callName, inOrder, oracleEvaluator } from './check.js';

interface Rule {
  text: string;
  /** The tool the rule is about (for an order, the step that was missing or early). */
  tool: string;
  /** Why it is broken, and the call that broke it (none: a call never made). */
  broken?: { why: string; call?: ToolCall };
}

function rulesOf(expect: Expect, calls: ToolCall[]): Rule[] {
  const rules: Rule[] = [];
  const of = (tool: string) => calls.filter((c) => c.name === tool);
  for (const tool of expect.must_call ?? [])
    rules.push({
      text: `must call ${tool}`,
      tool,
      ...(of(tool).length ? {} : { broken: { why: `${tool} was never called` } }),
    });
  for (const r of expect.must_not_call ?? []) {
    const tool = typeof r === 'string' ? r : r.tool;
    const after = typeof r === 'string' ? undefined : r.after_failed;
    const failedAt = after ? calls.findIndex((c) => c.name === after && c.status === 'error') : 0;
    const hit = failedAt < 0 ? undefined : calls.slice(failedAt).find((c) => c.name === tool);
    const text = after ? `must not call ${tool} after ${after} failed` : `must not call ${tool}`;
    rules.push({ text, tool, ...(hit ? { broken: { why: `${callName(calls, hit)} was made`, call: hit } } : {}) });
  }
  for (const [tool, most] of Object.entries(expect.max_calls ?? {})) {
    const made = of(tool);
    const over = made[most];
    const why = `${tool} was called ${made.length} times (${over ? callName(calls, over) : ''} is one too many)`;
    rules.push({ text: `at most ${most} call(s) of ${tool}`, tool, ...(over ? { broken: { why, call: over } } : {}) });
  }
  if (expect.order) rules.push(orderRule(expect.order, calls));
  return rules;
}

/** The tools called in this order: the first of each after the one before it. */
function orderRule(order: string[], calls: ToolCall[]): Rule {
  const text = `call ${order.join(' → ')} in this order`;
  let at = 0;
  for (const [k, tool] of order.entries()) {
    const i = calls.findIndex((c, j) => j >= at && c.name === tool);
    if (i < 0) {
      const where = k ? ` after ${order[k - 1]}` : '';
      const before = calls.slice(0, at).find((c) => c.name === tool);
      const why = before
        ? `${callName(calls, before)} came before ${order[k - 1]}`
        : `${tool} was never called${where}`;
      return { text, tool, broken: { why, ...(before ? { call: before } : {}) } };
    }
    at = i + 1;
  }
  return { text, tool: order[0] };
}

function rulesFor(input: EvalInput): Rule[] {
  const expect = input.facts.checks.expect;
  return expect ? rulesOf(expect, inOrder(input.session.toolCalls)) : [];
}

/** Each broken rule as a finding, named with the call that broke it. */
export const trajectoryFindings = (input: EvalInput): Finding[] => findingsOf(rulesFor(input));

function findingsOf(rules: Rule[]): Finding[] {
  return rules
    .filter((r) => r.broken)
    .map((r) => ({
      spanId: r.broken!.call?.spanId ?? '',
      category: 'task-instruction-category-non-compliance',
      confidence: 1,
      behavior: 'broke-trajectory-rule',
      tool: r.tool,
      description: `Rule "${r.text}" broken: ${r.broken!.why}.`,
    }));
}

function check(input: EvalInput): CheckOutcome {
  const rules = rulesFor(input);
  if (!rules.length)
    return { score: 1, label: NOTHING_TO_CHECK, reason: 'The case sets no expect rules.', findings: [] };
  const findings = findingsOf(rules);
  const held = rules.length - findings.length;
  const reason = findings.length
    ? `${held} of ${rules.length} rule(s) held. ${findings.map((f) => f.description).join(' ')}`
    : `All ${rules.length} rule(s) held.`;
  return {
    score: Math.round((held / rules.length) * 1000) / 1000,
    label: `${held}/${rules.length} rules`,
    reason,
    findings,
  };
}

export const trajectory = oracleEvaluator('trajectory', check);
