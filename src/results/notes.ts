// Notes the report should carry about the runs themselves (facts, not scores).
import type { CaseResult } from './schema.js';

/** Declared faults whose tool no judged run ever called: the case tested nothing. */
export function aggregateNotes(cases: CaseResult[]): string[] {
  const notes: string[] = [];
  for (const c of cases) {
    const judged = c.runs.filter((r) => r.facts);
    if (!judged.length) continue;
    const declared = new Map<string, { tool: string; effect: string }>();
    for (const r of judged) for (const f of r.faults) declared.set(`${f.tool}/${f.effect}`, f);
    for (const { tool, effect } of declared.values()) {
      const exercised = judged.some((r) => r.faults.some((f) => f.tool === tool && f.effect === effect && f.exercised));
      if (!exercised) notes.push(`${c.name}: fault ${effect} on ${tool} was not exercised: the agent never called ${tool}.`);
    }
  }
  return notes;
}
