// Builds results.json documents for comparison tests, and journals from committed results.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseResult, Results, RunResult } from '../../src/results/schema.js';
import { summarize } from '../../src/results/aggregate.js';

export function runOf(scores: Record<string, number | null>, i: number, extra: Partial<RunResult> = {}): RunResult {
  return {
    sessionId: `s${i}-${Math.random().toString(36).slice(2, 8)}`,
    repeat: i + 1,
    status: 'ok',
    faults: [],
    scores: Object.fromEntries(
      Object.entries(scores).map(([k, v]) => [
        k,
        {
          score: v,
          label: v === null ? 'judge error' : String(v),
          pass: v === null ? null : v >= 0.5,
          reason: 'r',
          source: 'judge',
        },
      ]),
    ),
    findings: [],
    ...extra,
  };
}

export function caseOf(
  name: string,
  perEvaluator: Record<string, (number | null)[]>,
  extra: (i: number) => Partial<RunResult> = () => ({}),
): CaseResult {
  const n = Math.max(...Object.values(perEvaluator).map((v) => v.length));
  const runs = Array.from({ length: n }, (_, i) =>
    runOf(Object.fromEntries(Object.entries(perEvaluator).map(([k, v]) => [k, v[i] ?? null])), i, extra(i)),
  );
  return {
    name,
    input: `input of ${name}`,
    effects: { tool_effects: {} },
    runs,
    summary: summarize(name, runs, Object.keys(perEvaluator)),
  };
}

export function resultsOf(cases: CaseResult[], over: Partial<Results> = {}): Results {
  return {
    schemaVersion: 1,
    tool: { name: 'agent-chaos', version: '0.1.0' },
    createdAt: '2026-11-29T12:00:00.000Z',
    git: { sha: 'a'.repeat(40), ref: 'main' },
    configHash: 'h',
    judge: { provider: 'bedrock', model: 'global.anthropic.claude-sonnet-4-6', promptVersions: {} },
    cases,
    insights: [],
    usage: { judgeCalls: 0, inputTokens: 0, outputTokens: 0, estimatedCostUsd: 0 },
    ...over,
  };
}

/**
 * Journal lines (journal.jsonl) made from a committed results directory's runs and sessions, as a
 * collect job would upload them. `times(case, repeat)`: how many runs to write for that one (each a
 * further repeat of the case), 1 by default.
 */
export function journalFrom(dir: string, times: (c: string, repeat: number) => number = () => 1): string[] {
  const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
  const sessions = new Map(
    readFileSync(join(dir, 'sessions.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .map((s) => [s.sessionId, s]),
  );
  return results.cases.flatMap((c: any) =>
    c.runs.flatMap((r: any) =>
      Array.from({ length: times(c.name, r.repeat) }, (_, k) => {
        const sessionId = k ? `${r.sessionId}-${k}` : r.sessionId;
        return JSON.stringify({
          runSeed: 1,
          case: c.name,
          repeat: k ? k + 1 : r.repeat,
          sessionId,
          seed: r.seed ?? 1,
          status: r.status,
          exitCode: 0,
          durationMs: 100,
          spans: 5,
          session: { ...sessions.get(r.sessionId), sessionId },
        });
      }),
    ),
  );
}
