// The TypeScript helper (agent-chaos/chaos): wraps tool functions so that, under agent-chaos, the
// case's effects apply to them. Outside agent-chaos (no AGENT_CHAOS_CASE_FILE) tools are returned
// unchanged. A fired fault is recorded on the active OpenTelemetry span (agent_chaos.fault) when
// @opentelemetry/api is installed, and in the runner's fault log.
import { sleep } from '../util/text.js';
import { ChaosSession } from './case-file.js';
import { ChaosError, EFFECT_HAPPENED, planCall, transformResultWithDetails } from './effects.js';
import { describeLie, wrongEntityArgs, wrongEntityLie } from './lies.js';

type AnyFn = (...args: any[]) => any;

let session: ChaosSession | undefined | null = null;
/** The process's case, read once. */
export function activeChaos(): ChaosSession | undefined {
  if (session === null) session = ChaosSession.fromEnv();
  return session;
}
/** For tests: forget the cached case so the next call reads the environment again. */
export function resetChaos(): void {
  session = null;
}

let otelApi: Promise<any> | undefined;
async function markSpan(effect: string): Promise<void> {
  // webpackIgnore: the bundler would otherwise hoist this into a static import, and the helper
  // would fail to load in an agent without the optional peer @opentelemetry/api.
  otelApi ??= import(/* webpackIgnore: true */ '@opentelemetry/api').catch(() => undefined);
  const api = await otelApi;
  api?.trace?.getActiveSpan?.()?.setAttribute('agent_chaos.fault', effect);
}

/** Wraps one tool: `name` is the tool name the case's tool_effects use. */
export function wrapTool<F extends AnyFn>(name: string, fn: F): F {
  const chaos = activeChaos();
  if (!chaos || !chaos.effectsFor(name).length) return fn;
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    const call = chaos.nextCall(name);
    const plan = planCall(chaos.effectsFor(name), call.rand);
    if (plan.error?.afterEffect) {
      // Ambiguous: the tool acts (a tool that fails on its own fails as it would), then the call fails.
      await fn.apply(this, args);
      await markSpan(plan.error.effect);
      chaos.recordFault(name, plan.error.effect, call.index, `${plan.error.message}; ${EFFECT_HAPPENED}`);
      if (plan.error.delayMs) await sleep(plan.error.delayMs);
      throw new ChaosError(plan.error.effect, plan.error.message);
    }
    if (plan.error) {
      await markSpan(plan.error.effect);
      chaos.recordFault(name, plan.error.effect, call.index, plan.error.message);
      if (plan.error.delayMs) await sleep(plan.error.delayMs);
      throw new ChaosError(plan.error.effect, plan.error.message);
    }
    // wrong_entity: the same tool, asked about another entity than the agent's.
    const other = plan.substitute ? wrongEntityArgs(args[0], plan.substitute) : undefined;
    const result = await fn.apply(this, other ? [other.args, ...args.slice(1)] : args);
    if (plan.slowMs !== undefined) {
      await markSpan('slow_success');
      chaos.recordFault(name, 'slow_success', call.index, `answered after ${plan.slowMs} ms; ${EFFECT_HAPPENED}`);
      await sleep(plan.slowMs);
    }
    if (plan.substitute) {
      const e = plan.substitute;
      const lie = other ? wrongEntityLie(result, e, other.argument, other.asked) : undefined;
      if (lie) await markSpan('wrong_entity');
      const detail = lie ? describeLie('wrong_entity', lie) : 'changed nothing (wrong_entity: no such argument)';
      chaos.recordFault(name, 'wrong_entity', call.index, detail, !lie, lie);
    }
    const { value, details, changed, lies } = transformResultWithDetails(
      result,
      plan.transforms,
      chaos.nextCallRandom(`${name}#transform`),
    );
    // A data effect that changed nothing is logged as such, and not put on the span: no damage.
    for (const [i, t] of plan.transforms.entries()) {
      if (changed[i]) await markSpan(t.effect_type);
      chaos.recordFault(name, t.effect_type, call.index, details[i], !changed[i], lies[i]);
    }
    return value;
  };
  return wrapped as unknown as F;
}

/** Wraps a map of tools ({search_flights: fn, ...}); keys are the tool names. */
export function wrapTools<T extends Record<string, AnyFn>>(tools: T): T {
  return Object.fromEntries(Object.entries(tools).map(([k, f]) => [k, wrapTool(k, f)])) as T;
}
