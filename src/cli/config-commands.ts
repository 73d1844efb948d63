// `agent-chaos validate` and `agent-chaos schema`.
// The cost estimate's modules (evaluators, prompts, the sessions reader) load only with --cost:
// a plain check loads the config's alone.
import { expandCases } from '../config/expand.js';
import { configJsonSchemaText } from '../config/json-schema.js';
import { ConfigError, DEFAULT_CONFIG_PATH, loadConfig } from '../config/load.js';
import { strandsIncompatibilities } from '../config/strands.js';
import type { CliIO } from './io.js';

/** Checks a config; `strands`: what Strands' ChaosCase would reject or ignore is an error, not a warning. */
export async function validateCommand(
  path: string | undefined,
  io: CliIO,
  opts: { strands?: boolean; cost?: boolean; results?: string } = {},
): Promise<number> {
  const file = path ?? DEFAULT_CONFIG_PATH;
  try {
    const config = await loadConfig(file);
    const strands = strandsIncompatibilities(config);
    for (const p of strands) io.err(`${file}: ${opts.strands ? 'error' : 'warning'}: ${p}`);
    if (opts.strands && strands.length) return 2;
    const cases = expandCases(config);
    const runs = cases.reduce((n, c) => n + c.repeat, 0);
    const judge =
      config.judge.model === config.judge.provider
        ? config.judge.provider
        : `${config.judge.provider} ${config.judge.model}`;
    io.out(`${file}: valid. ${cases.length} case(s), ${runs} run(s); judge ${judge}`);
    for (const c of cases) {
      const effects = [
        ...Object.entries(c.effects.tool_effects).map(
          ([tool, es]) => `${tool}: ${es.map((e) => e.effect_type).join(', ')}`,
        ),
        ...(c.effects.model_effects?.length
          ? [`model: ${c.effects.model_effects.map((e) => e.effect_type).join(', ')}`]
          : []),
      ].join('; ');
      io.out(`  ${c.name} x${c.repeat}  ${effects || 'no faults'}`);
    }
    if (opts.cost) await (await import('./cost.js')).printCost(config, cases, io, opts.results);
    return 0;
  } catch (err) {
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    throw err;
  }
}

export function schemaCommand(io: CliIO): number {
  io.out(configJsonSchemaText().trimEnd());
  return 0;
}
