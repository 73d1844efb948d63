// Per case x evaluator summaries: mean, number of judged runs, pass rate and a 95% interval.
import type { RunResult, Summary } from './schema.js';
import { bootstrapMeanCI, mean, round } from './stats.js';

export function summarize(caseName: string, runs: RunResult[], evaluators: string[]): Record<string, Summary> {
  const out: Record<string, Summary> = {};
  for (const ev of evaluators) {
    const scored = runs.map((r) => r.scores[ev]).filter((s) => s && s.score !== null);
    const values = scored.map((s) => s!.score as number);
    const passes = scored.filter((s) => s!.pass !== null);
    const ci = bootstrapMeanCI(values, `${caseName}|${ev}`);
    out[ev] = {
      mean: values.length ? round(mean(values)) : null,
      n: values.length,
      passRate: passes.length ? round(passes.filter((s) => s!.pass).length / passes.length) : null,
      ci: ci ? [round(ci[0]), round(ci[1])] : null,
    };
  }
  return out;
}
