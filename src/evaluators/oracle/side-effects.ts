// side_effects: 1 when no state-changing call was made twice or unasked, 0 otherwise. A tool changes
// state when the config lists it in side_effects, or its MCP server declares so (destructiveHint, or
// readOnlyHint false without idempotentHint). A call took effect when it succeeded, or when the
// harness failed it after the tool acted (timeout_after_effect, network_error_after_effect). A later
// call with the same effect (the same arguments, or the same value of the config's key argument)
// is a duplicate; a call the case's expect.must_not_call names is unrequested.
import { EFFECT_HAPPENED_TYPES } from '../../config/schema.js';
import type { ToolCall } from '../../trace/session.js';
import { type EvalInput, type Finding, NOTHING_TO_CHECK } from '../types.js';
import { type CheckOutcome, argumentsOf, argumentsText, callName, inOrder, oracleEvaluator } from './check.js';

/** The call's fault says the tool acted although the call failed or came late (a fault may be "a+b"). */
const happened = (c: ToolCall) => (c.fault ?? '').split('+').some((f) => EFFECT_HAPPENED.has(f));
const EFFECT_HAPPENED = new Set<string>(EFFECT_HAPPENED_TYPES);

/** The tools that change state in this run, with the argument that names an effect where one is given. */
export function effectfulTools(input: EvalInput): Map<string, string | undefined> {
  const tools = new Map<string, string | undefined>();
  for (const d of input.session.toolDefinitions ?? []) {
    const a = d.annotations;
    if (!a || a.readOnlyHint === true || a.idempotentHint === true) continue;
    if (a.destructiveHint === true || a.readOnlyHint === false) tools.set(d.name, undefined);
  }
  for (const s of input.facts.checks.side_effects) tools.set(s.tool, s.key);
  return tools;
}

const tookEffect = (c: ToolCall) => !c.untraced && (c.status === 'ok' || happened(c));

/** What names one effect of the tool: the key argument's value, else all the arguments. */
function effectOf(c: ToolCall, key: string | undefined): string {
  const args = argumentsOf(c.arguments);
  return key && args[key] !== undefined ? `${key}=${JSON.stringify(args[key])}` : argumentsText(c.arguments);
}

function duplicates(calls: ToolCall[], tool: string, key: string | undefined): Finding[] {
  const done = new Map<string, ToolCall>();
  const out: Finding[] = [];
  for (const c of calls.filter((x) => x.name === tool && !x.untraced)) {
    const effect = effectOf(c, key);
    const first = done.get(effect);
    if (first) {
      const how = happened(first)
        ? `after ${callName(calls, first)} acted and then failed (${first.fault})`
        : `after ${callName(calls, first)} had already succeeded`;
      out.push({
        spanId: c.spanId,
        category: 'side-effect-category-duplicate',
        confidence: 1,
        behavior: 'duplicate-side-effect',
        tool,
        description: `${callName(calls, c)} repeats the effect of ${callName(calls, first)} (${effect.slice(0, 200)}) ${how}: it happened twice.`,
      });
    } else if (tookEffect(c)) done.set(effect, c);
  }
  return out;
}

function unrequested(calls: ToolCall[], tool: string, input: EvalInput): Finding[] {
  const forbidden = (input.facts.checks.expect?.must_not_call ?? []).some((r) => r === tool);
  if (!forbidden) return [];
  return calls
    .filter((c) => c.name === tool && !c.untraced)
    .map((c) => ({
      spanId: c.spanId,
      category: 'side-effect-category-unrequested' as const,
      confidence: 1,
      behavior: 'unrequested-side-effect',
      tool,
      description: `${callName(calls, c)} changes state although the case says the user did not ask for it (expect.must_not_call).`,
    }));
}

export function sideEffectFindings(input: EvalInput): Finding[] {
  const calls = inOrder(input.session.toolCalls);
  return [...effectfulTools(input)].flatMap(([tool, key]) => [
    ...duplicates(calls, tool, key),
    ...unrequested(calls, tool, input),
  ]);
}

function check(input: EvalInput): CheckOutcome {
  const tools = effectfulTools(input);
  const findings = sideEffectFindings(input);
  if (findings.length) {
    const label = findings.some((f) => f.behavior === 'duplicate-side-effect') ? 'duplicate' : 'unrequested';
    return { score: 0, label, reason: findings.map((f) => f.description).join(' '), findings };
  }
  const called = input.session.toolCalls.filter((c) => tools.has(c.name)).length;
  if (!called) {
    const reason = !tools.size
      ? 'No tool is known to change state (side_effects in the config, or MCP annotations).'
      : `No call of a tool that changes state (${[...tools.keys()].join(', ')}).`;
    return { score: 1, label: NOTHING_TO_CHECK, reason, findings: [] };
  }
  const reason = `${called} call(s) of tools that change state (${[...tools.keys()].join(', ')}), none repeated or unasked.`;
  return { score: 1, label: 'none', reason, findings: [] };
}

export const sideEffects = oracleEvaluator('side_effects', check);
