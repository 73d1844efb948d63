// What Strands' own ChaosCase would reject or ignore in a config: the case file is meant to be
// loadable by a Python Strands agent through its ChaosPlugin unchanged. It takes one effect per tool,
// and has no apply_rate (removed upstream: such a fault fires on every call) nor delay.
import { type Config, EFFECT_HAPPENED_TYPES, LIE_EFFECT_TYPES } from './schema.js';

/** agent-chaos's own tool effects beyond Strands' vocabulary, and what each is. */
const OWN_EFFECTS: Record<string, string> = {
  ...Object.fromEntries(LIE_EFFECT_TYPES.map((e) => [e, 'a lying tool'])),
  ...Object.fromEntries(EFFECT_HAPPENED_TYPES.map((e) => [e, 'the tool acts, then fails or answers late'])),
  inject_instruction: 'an instruction added to a result',
};

export function strandsIncompatibilities(config: Config): string[] {
  const problems: string[] = [];
  config.cases.forEach((c, i) => {
    const maps = c.effects === undefined ? [] : Array.isArray(c.effects) ? c.effects : [c.effects];
    maps.forEach((m, j) => {
      const at = `cases[${i}] (${c.name})${Array.isArray(c.effects) ? ` effects[${j}]` : ''}`;
      for (const [tool, effects] of Object.entries(m.tool_effects)) {
        if (effects.length > 1)
          problems.push(
            `${at}: ${tool} has ${effects.length} effects; Strands' ChaosCase takes one per tool (split them into effect maps of their own)`,
          );
        for (const e of effects) {
          if (OWN_EFFECTS[e.effect_type])
            problems.push(
              `${at}: ${tool} ${e.effect_type} is agent-chaos's own (${OWN_EFFECTS[e.effect_type]}); Strands' ChaosPlugin does not know it: inject it with the MCP proxy or agent-chaos/chaos`,
            );
          if (e.apply_rate !== undefined)
            problems.push(
              `${at}: ${tool} ${e.effect_type} has apply_rate ${e.apply_rate}; Strands' ChaosCase has none, so its plugin fires this fault on every call`,
            );
          if ('delay' in e && e.delay !== undefined)
            problems.push(`${at}: ${tool} ${e.effect_type} has a delay; Strands' ChaosCase ignores it`);
        }
      }
    });
  });
  return problems;
}
