// The evaluators a config runs when it lists none: the four judged ones, and each check no judge
// reads where the config sets up what it checks. Here, in config/, so the job that holds credentials
// can pin the base's set before anything runs (trust.ts).
import { AFTER_EFFECT_TYPES, type Config, type EvaluatorName, JUDGED_EVALUATORS } from './schema.js';

/**
 * side_effects where the config names tools that change state or injects an ambiguous failure,
 * trajectory where a case has expect rules, injection where a case injects an instruction.
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

/** The config's evaluators as it lists them, or the default set for it. */
export const evaluatorsOf = (config: Config): NonNullable<Config['evaluators']> =>
  config.evaluators ?? [...JUDGED_EVALUATORS, ...oraclesFor(config)];
