// The coverage matrix: tools (those the agent called, those faulted, those the config declares) x
// tool fault types, each cell saying whether a run exercised it (the fault fired on that tool) and
// how the agent's failure communication scored there. Gaps in the chaos plan show as empty cells;
// `agent-chaos plan` turns them into cases.
import { AFTER_EFFECT_TYPES, EFFECT_TYPES, type EffectType } from '../config/schema.js';

/**
 * The matrix's columns: the faults that damage or fail a call. The ambiguous failures are shown for
 * the tools that change state only (a read-only tool's retry is harmless); a slow success and an
 * injected instruction are checked by their own evaluators.
 */
const MATRIX_EFFECTS: readonly EffectType[] = EFFECT_TYPES.filter(
  (e) => !AFTER_EFFECT_TYPES.includes(e) && e !== 'slow_success' && e !== 'inject_instruction',
);
import type { Results } from './schema.js';

export interface Cell {
  /** Runs of cases that configure this fault on this tool, and runs in which it fired. */
  runs: number;
  fired: number;
  /** Mean failure_communication score of the runs it fired in (null: none judged). */
  mean: number | null;
}

export interface Coverage {
  tools: string[];
  effects: readonly EffectType[];
  cell(tool: string, effect: string): Cell | undefined;
  /** Cells no run exercised. */
  untested: { tool: string; effect: EffectType }[];
  /** Where the agent called each tool: a case and its input, a no-fault case first. */
  seenIn: Map<string, { case: string; input: string }>;
  /** The tools the config says change state, and the runs an ambiguous failure fired on each. */
  effectful: { tool: string; ambiguous: number }[];
}

const key = (tool: string, effect: string) => `${tool}\u0000${effect}`;

export function coverage(results: Results, declaredTools: string[] = []): Coverage {
  const cells = new Map<string, { runs: number; fired: number; sum: number; scored: number }>();
  const tools = new Set(declaredTools);
  const seenIn = new Map<string, { case: string; input: string; noFault: boolean }>();
  for (const c of results.cases) {
    const noFault = !Object.keys(c.effects.tool_effects).length && !c.effects.model_effects?.length;
    for (const tool of Object.keys(c.effects.tool_effects)) tools.add(tool);
    for (const r of c.runs) {
      for (const t of r.tools ?? []) {
        tools.add(t);
        const seen = seenIn.get(t);
        if (!seen || (noFault && !seen.noFault)) seenIn.set(t, { case: c.name, input: c.input, noFault });
      }
      for (const f of r.faults) {
        if (f.target === 'model') continue;
        const k = key(f.tool, f.effect);
        const cell = cells.get(k) ?? { runs: 0, fired: 0, sum: 0, scored: 0 };
        cells.set(k, cell);
        cell.runs++;
        if (!f.fired) continue;
        cell.fired++;
        const s = r.scores.failure_communication?.score;
        if (typeof s === 'number') {
          cell.sum += s;
          cell.scored++;
        }
      }
    }
  }
  const list = [...tools].sort();
  const cell = (tool: string, effect: string): Cell | undefined => {
    const c = cells.get(key(tool, effect));
    return c && { runs: c.runs, fired: c.fired, mean: c.scored ? c.sum / c.scored : null };
  };
  const untested = list.flatMap((tool) =>
    MATRIX_EFFECTS.filter((effect) => !(cell(tool, effect)?.fired ?? 0)).map((effect) => ({ tool, effect })),
  );
  const writes = [...new Set(results.cases.flatMap((c) => (c.checks?.side_effects ?? []).map((s) => s.tool)))].sort();
  const effectful = writes.map((tool) => ({
    tool,
    ambiguous: AFTER_EFFECT_TYPES.reduce((n, e) => n + (cell(tool, e)?.fired ?? 0), 0),
  }));
  return {
    tools: list,
    effects: MATRIX_EFFECTS,
    effectful,
    cell,
    untested,
    seenIn: new Map([...seenIn].map(([t, s]) => [t, { case: s.case, input: s.input }])),
  };
}
