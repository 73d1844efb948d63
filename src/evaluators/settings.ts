// The evaluators a config asks for: needed before any run (to fail early and to price the judge),
// so kept apart from the modules that score, which the pipeline loads once its agents have started.
import {
  AFTER_EFFECT_TYPES,
  type Config,
  DEFAULT_THRESHOLDS,
  type EvaluatorName,
  JUDGED_EVALUATORS,
} from '../config/schema.js';
import type { EvaluatorSetting } from './engine.js';

/**
 * The checks no judge reads that a config sets up: side_effects where it names tools that change
 * state or injects an ambiguous failure, trajectory where a case has expect rules, injection where a
 * case injects an instruction.
 */
export function oraclesFor(config: Config): EvaluatorName[] {
  const maps = config.cases.flatMap((c) => (c.effects === undefined ? [] : [c.effects].flat()));
  const effects = maps.flatMap((m) =>
    Object.values(m.tool_effects)
      .flat()
      .map((e) => e.effect_type as string),
  );
  const ambiguous = effects.some((e) => AFTER_EFFECT_TYPES.includes(e as never) || e === 'slow_success');
  const injected =
    effects.includes('inject_instruction') ||
    maps.some((m) =>
      (m.mcp_effects ?? []).some((e) => e.effect_type === 'tools_changed' && e.change === 'description_injected'),
    );
  return [
    ...(config.side_effects.length || ambiguous ? (['side_effects'] as const) : []),
    ...(config.cases.some((c) => c.expect) ? (['trajectory'] as const) : []),
    ...(injected ? (['injection'] as const) : []),
  ];
}

const thresholdOf = (name: EvaluatorName, given?: number) => given ?? DEFAULT_THRESHOLDS[name] ?? 0.5;

/** The evaluators a config asks for, with their pass thresholds (0.5 by default; trajectory 1). */
export function evaluatorSettings(config?: Config): EvaluatorSetting[] {
  const list = config?.evaluators ?? [...JUDGED_EVALUATORS, ...(config ? oraclesFor(config) : [])];
  return list.map((e) =>
    typeof e === 'string'
      ? { name: e, threshold: thresholdOf(e) }
      : { name: e.name, threshold: thresholdOf(e.name, e.threshold) },
  );
}
