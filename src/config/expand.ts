// Case expansion, like Strands' ChaosCase.expand: a case with several effect maps becomes one case per
// map, named "case|map"; a no-fault variant "case|baseline" can be added, as expand does.
import { parseDuration } from './duration.js';
import {
  type CaseConfig,
  type Config,
  type Effect,
  type EffectMap,
  type Expect,
  type ModelEffect,
  SWEEP_PARAMETERS,
  type SweepParameter,
  type McpEffect,
} from './schema.js';

/** The case-contract effects shape: Strands Evals' ChaosCase effects, and the model's faults. */
export interface CaseEffects {
  tool_effects: Record<string, Effect[]>;
  model_effects?: ModelEffect[];
  mcp_effects?: McpEffect[];
}

const effectsOf = (m: EffectMap | undefined): CaseEffects => ({
  tool_effects: m?.tool_effects ?? {},
  ...(m?.model_effects ? { model_effects: m.model_effects } : {}),
  ...(m?.mcp_effects ? { mcp_effects: m.mcp_effects } : {}),
});

/** What the checks no judge reads need of a case: the tools that change state, and its trace rules. */
export interface CaseChecks {
  /** Tools that change state, with the argument naming the effect where the config gives one. */
  side_effects: { tool: string; key?: string }[];
  expect?: Expect;
}

/** The tools a case's trace rules name. */
export function toolsOfRules(rules: Expect | undefined): string[] {
  if (!rules) return [];
  return [
    ...(rules.must_call ?? []),
    ...(rules.must_not_call ?? []).map((r) => (typeof r === 'string' ? r : r.tool)),
    ...Object.keys(rules.max_calls ?? {}),
    ...(rules.order ?? []),
  ];
}

/** The case's checks, or undefined when the config sets up none for it. */
function checksOf(c: CaseConfig, config: Config): CaseChecks | undefined {
  const side_effects = config.side_effects.map((s) => (typeof s === 'string' ? { tool: s } : s));
  if (!side_effects.length && !c.expect) return undefined;
  return { side_effects, ...(c.expect ? { expect: c.expect } : {}) };
}

/** Where an expanded case sits in its sweep: the swept parameter and this case's level. */
export interface SweepLevel {
  case: string;
  parameter: SweepParameter;
  /** The level as a number (ms for delay) and as written. */
  value: number;
  label: string;
}

export interface ExpandedCase {
  name: string;
  sweep?: SweepLevel;
  /** The configured case this one came from. */
  case: string;
  /** The effect map's name, "baseline" (no faults), or undefined for a single-map case. */
  variant?: string;
  input: string;
  effects: CaseEffects;
  repeat: number;
  tags: string[];
  checks?: CaseChecks;
}

// The name Strands Evals' ChaosCase.expand gives the no-effect variant.
export const NO_FAULT = 'baseline';

/** A readable default name for a map: "search_flights.timeout+book_flight.network_error". */
export function effectMapName(map: EffectMap): string {
  if (map.name) return map.name;
  return [
    ...Object.entries(map.tool_effects).map(
      ([tool, effects]) => `${tool}.${effects.map((e) => e.effect_type).join('.')}`,
    ),
    ...(map.model_effects?.length ? [`model.${map.model_effects.map((e) => e.effect_type).join('.')}`] : []),
    ...(map.mcp_effects?.length ? [`mcp.${map.mcp_effects.map((e) => e.effect_type).join('.')}`] : []),
  ].join('+');
}

/** The effects with the swept parameter set to `value` on every effect that has it. */
function atLevel(effects: CaseEffects, parameter: SweepParameter, value: number): CaseEffects {
  const types: readonly string[] = SWEEP_PARAMETERS[parameter];
  const set = <T extends { effect_type: string }>(e: T): T =>
    types[0] === '*' || types.includes(e.effect_type) ? { ...e, [parameter]: value } : e;
  return {
    tool_effects: Object.fromEntries(Object.entries(effects.tool_effects).map(([tool, list]) => [tool, list.map(set)])),
    ...(effects.model_effects ? { model_effects: effects.model_effects.map(set) } : {}),
  };
}

function expandOne(c: CaseConfig, config: Config): ExpandedCase[] {
  const checks = checksOf(c, config);
  const base = {
    case: c.name,
    input: c.input,
    repeat: c.repeat ?? config.repeat,
    tags: c.tags,
    ...(checks ? { checks } : {}),
  };
  const maps = c.effects === undefined ? [] : Array.isArray(c.effects) ? c.effects : [c.effects];
  const out: ExpandedCase[] = [];
  if (c.sweep) {
    const { parameter } = c.sweep;
    for (const raw of c.sweep.values) {
      const value = parameter === 'delay' ? parseDuration(String(raw))! : Number(raw);
      const label = String(raw);
      out.push({
        ...base,
        name: `${c.name}|${parameter}:${label}`,
        variant: `${parameter}:${label}`,
        effects: atLevel(effectsOf(maps[0]), parameter, value),
        sweep: { case: c.name, parameter, value, label },
      });
    }
  } else if (maps.length <= 1) {
    out.push({ ...base, name: c.name, effects: effectsOf(maps[0]) });
  } else {
    for (const m of maps) {
      const variant = effectMapName(m);
      out.push({ ...base, name: `${c.name}|${variant}`, variant, effects: effectsOf(m) });
    }
  }
  if ((c.no_fault_variant ?? config.no_fault_variant) && maps.length > 0) {
    out.push({ ...base, name: `${c.name}|${NO_FAULT}`, variant: NO_FAULT, effects: { tool_effects: {} } });
  }
  return out;
}

/**
 * The most a config may expand to, checked before anything is built: a run of a real agent costs
 * cents and seconds, and a pull request's config of a few hundred kilobytes could otherwise ask for
 * millions (listing them alone took seconds and a gigabyte).
 */
export const EXPANSION_LIMITS = { cases: 5_000, runs: 20_000 };

/** How many cases and runs `c` expands to, from its counts alone. */
function sizeOf(c: CaseConfig, config: Config): { cases: number; runs: number } {
  const maps = c.effects === undefined ? 0 : Array.isArray(c.effects) ? c.effects.length : 1;
  const variants = c.sweep ? c.sweep.values.length : Math.max(1, maps);
  const cases = variants + ((c.no_fault_variant ?? config.no_fault_variant) && maps > 0 ? 1 : 0);
  return { cases, runs: cases * (c.repeat ?? config.repeat) };
}

/** Throws, naming the largest cases and the fix, when the config expands past EXPANSION_LIMITS. */
export function checkExpansion(config: Config, limits = EXPANSION_LIMITS): void {
  const sizes = config.cases.map((c) => ({ name: c.name, ...sizeOf(c, config) }));
  const cases = sizes.reduce((n, s) => n + s.cases, 0);
  const runs = sizes.reduce((n, s) => n + s.runs, 0);
  if (cases <= limits.cases && runs <= limits.runs) return;
  const largest = [...sizes]
    .sort((a, b) => b.runs - a.runs)
    .slice(0, 3)
    .map((s) => `"${s.name}" ${s.runs.toLocaleString('en-US')} run(s) (${s.cases} variant(s))`)
    .join(', ');
  throw new Error(
    `cases: the config expands to ${cases.toLocaleString('en-US')} case(s) and ${runs.toLocaleString('en-US')} run(s), past the ${limits.cases.toLocaleString('en-US')} cases and ${limits.runs.toLocaleString('en-US')} runs a job may run (the largest: ${largest}); lower repeat, or split the effect maps and sweep values over several configs or shards`,
  );
}

/** All runnable cases; throws when two expanded cases share a name (results would collide). */
export function expandCases(config: Config): ExpandedCase[] {
  checkExpansion(config);
  const cases = config.cases.flatMap((c) => expandOne(c, config));
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.name))
      throw new Error(`two cases expand to the same name "${c.name}": give the cases or effect maps distinct names`);
    seen.add(c.name);
  }
  return cases;
}

const toolNames = new WeakMap<Config, string[]>();

/**
 * Every tool the config names: declared, faulted in any case, changing state, in any case's rules
 * (the names a run's calls are read by, whatever prefix an MCP client puts on them).
 */
export function configuredToolNames(config: Config): string[] {
  let names = toolNames.get(config);
  if (!names) {
    const set = new Set([
      ...Object.keys(config.tools),
      ...config.side_effects.map((s) => (typeof s === 'string' ? s : s.tool)),
    ]);
    for (const c of expandCases(config)) {
      for (const t of Object.keys(c.effects.tool_effects)) set.add(t);
      for (const t of toolsOfRules(c.checks?.expect)) set.add(t);
    }
    toolNames.set(config, (names = [...set]));
  }
  return names;
}
