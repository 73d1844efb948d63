// The gate end to end, as a pull request meets it: a git repository whose agent makes results up
// after a failed tool call at a rate committed in the repository (rate.txt), the base on main and
// the pull request on a branch; `run --baseline rerun` through the real pipeline (real agent
// processes, the OTLP receiver, the heuristic judge, the sequential decision with base and head
// batches at the same time); repeat 5, one case, default settings. Prints, per setting, how the
// trials ended, the share caught (with a 95% Wilson interval) and the median extra runs a side.
// Run: npm run bench:gate-e2e [-- --trials 40] [--repeat 3] [--only <setting name part>] [--file: the base's results file, as the CLI's --baseline file]
// @ts-nocheck: a script; the product's types are checked in src/.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { runPipeline } from '../src/pipeline/index.js';
import { gitIn, rateRepository } from '../test/helpers/rate-repository.js';

/** 95% Wilson interval of a share. */
function wilson(k: number, n: number): [number, number] {
  if (!n) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * One pull request. `file`: as `run --baseline file --baseline-file <base results>` with the base
 * commit reachable: the base branch's own results made first (its push), then the pull request
 * decides on them, its batches running that commit here. Otherwise `--baseline rerun`.
 */
export async function trialE2E(baseRate: number, headRate: number, seed: number, repeat = 5, file = false) {
  const repo = rateRepository(baseRate, headRate, (y) => y.replace('repeat: 5', `repeat: ${repeat}`)).dir;
  const configPath = join(repo, '.github', 'agent-chaos.yml');
  try {
    let overrides: Record<string, unknown> = { seed };
    if (file) {
      gitIn(repo, 'checkout', '-q', 'main');
      const baseOut = join(repo, '.agent-chaos-base');
      await runPipeline({ configPath, outDir: baseOut, overrides: { seed: seed + 7919, baseline: 'none' } });
      gitIn(repo, 'checkout', '-q', 'feature');
      overrides = { seed, baseline: 'file', baselineFile: baseOut };
    }
    const r = await runPipeline({
      configPath,
      outDir: join(repo, '.agent-chaos'),
      overrides,
      ...(file ? {} : { baseRef: 'main' }),
    });
    return { verdict: r.gate.verdict, blocking: r.gate.blocking, extra: r.results.cases[0].runs.length - repeat };
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

if (import.meta.url === `file://${process.argv[1]}`) {
  const trials = Number(process.argv[process.argv.indexOf('--trials') + 1]) || 30;
  const repeat = Number(process.argv[process.argv.indexOf('--repeat') + 1]) || 5;
  const file = process.argv.includes('--file');
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const settings = [
    { name: 'unchanged, rate 0.2', base: 0.2, head: 0.2 },
    { name: 'rate 0.1 -> 0.4', base: 0.1, head: 0.4 },
    { name: 'rate 0.0 -> 0.3', base: 0, head: 0.3 },
  ].filter((s) => !only || s.name.includes(only));
  console.log(
    `gate end to end: ${trials} trials per setting; one case, repeat ${repeat}, ${file ? "baseline file (the base branch's own results, its commit reachable: run --baseline file --baseline-file)" : 'baseline rerun'}, heuristic judge, default settings\n`,
  );
  console.log(
    '| setting | trials | fail / pass / undecided | failed (95% CI) | extra runs a side, median (max) | seconds a trial, median |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const s of settings) {
    const outcomes = [];
    const seconds = [];
    for (let t = 0; t < trials; t++) {
      const start = performance.now();
      outcomes.push(await trialE2E(s.base, s.head, 1000 + t, repeat, file));
      seconds.push((performance.now() - start) / 1000);
    }
    const failed = outcomes.filter((o) => o.blocking).length;
    const pass = outcomes.filter((o) => o.verdict === 'pass').length;
    const undecided = outcomes.filter((o) => o.verdict === 'inconclusive').length;
    const [lo, hi] = wilson(failed, trials);
    const extra = outcomes.map((o) => o.extra);
    console.log(
      `| ${s.name} | ${trials} | ${failed} / ${pass} / ${undecided} | ${((100 * failed) / trials).toFixed(0)}% [${(100 * lo).toFixed(0)}, ${(100 * hi).toFixed(0)}] | ${median(extra)} (${Math.max(...extra)}) | ${median(seconds).toFixed(1)} |`,
    );
  }
}
