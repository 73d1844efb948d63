// results.json from the collected runs and their scores: one record per run (a score per evaluator,
// or "not judged" with the reason), per-case summaries, insights, usage and notes.
import type { CaseScores } from '../evaluators/score-cases.js';
import type { CollectedCase } from '../runner/types.js';
import { TOOL_NAME, VERSION } from '../version.js';
import { summarize } from './aggregate.js';
import { reliabilityOf } from './reliability.js';
import { aggregateNotes } from './notes.js';
import { type Results, type RunResult, SCHEMA_VERSION } from './schema.js';

export interface ResultsMeta {
  configHash: string;
  runsHash?: string;
  git: { sha: string; ref: string };
  judge: { provider: string; model: string };
}

/** Tool names kept per run (an agent's trace could name thousands). */
const MAX_TOOLS = 100;

/** The runner's warnings (a fault that hit no traced call), once per text, with the cases that gave it. */
function runWarnings(cases: CollectedCase[]): string[] {
  const byText = new Map<string, { cases: string[]; runs: number }>();
  for (const c of cases)
    for (const r of c.runs)
      for (const w of r.warnings ?? []) {
        const seen = byText.get(w) ?? { cases: [], runs: 0 };
        if (seen.cases.at(-1) !== c.name) seen.cases.push(c.name);
        seen.runs++;
        byText.set(w, seen);
      }
  return [...byText].map(([w, { cases: names, runs }]) => {
    const who =
      names.length > 2 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more case(s)` : names.join(', ');
    return `${who} (${runs} run(s)): ${w}`;
  });
}

export function assembleResults(cases: CollectedCase[], scored: CaseScores, meta: ResultsMeta): Results {
  const names = scored.evaluators;
  const resultCases = cases.map((c) => {
    const runs: RunResult[] = c.runs.map((r) => {
      const { facts, evaluation: ev } = scored.runs.get(r)!;
      const out: RunResult = {
        sessionId: r.sessionId,
        repeat: r.repeat,
        status: r.status,
        faults: facts.faults,
        scores: ev
          ? ev.scores
          : Object.fromEntries(
              names.map((n) => [
                n,
                {
                  score: null,
                  label: `not judged: ${r.status}`,
                  pass: null,
                  reason: r.error ?? `The run ended with status ${r.status} and left no session to judge.`,
                  source: 'deterministic',
                },
              ]),
            ),
        findings: ev?.analysis?.findings ?? [],
      };
      if (ev?.analysis?.rootCause) out.rootCause = ev.analysis.rootCause;
      if (ev?.analysis?.suggestedFix) out.suggestedFix = ev.analysis.suggestedFix;
      if (ev) {
        const { faults: _f, ...rest } = facts;
        out.facts = rest;
      }
      if (r.seed !== undefined) out.seed = r.seed;
      if (r.error) out.error = r.error;
      if (r.session?.toolCalls.length)
        out.tools = [...new Set(r.session.toolCalls.map((t) => t.name))].slice(0, MAX_TOOLS);
      return out;
    });
    return {
      name: c.name,
      input: c.input,
      effects: c.effects,
      ...(c.sweep ? { sweep: c.sweep } : {}),
      ...(c.checks ? { checks: c.checks } : {}),
      runs,
      summary: summarize(c.name, runs, names),
      reliability: reliabilityOf(runs),
    };
  });

  const { savedCalls: _s, renderedTokens: _r, reused, offline, sampled, ...spent } = scored.usage;
  const usage = {
    ...spent,
    ...(reused ? { reused } : {}),
    ...(offline ? { offline } : {}),
    ...(sampled ? { sampled } : {}),
  };
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: VERSION },
    createdAt: new Date().toISOString(),
    git: meta.git,
    configHash: meta.configHash,
    ...(meta.runsHash ? { runsHash: meta.runsHash } : {}),
    judge: { ...meta.judge, promptVersions: scored.promptVersions },
    cases: resultCases,
    insights: scored.insights,
    usage,
    notes: [...scored.notes, ...aggregateNotes(resultCases), ...runWarnings(cases)],
  };
}
