// `agent-chaos calibrate [--judge ...]`: runs a judge over the calibration set bundled with
// agent-chaos (the specifications' example scenarios and labelled sessions for every fault type)
// and prints how far it agrees with the labels; writes calibration.json, which judge.calibration can
// point at so the report names the judge's measured agreement.
import { makeDir } from '../util/dirs.js';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Overrides } from '../config/overrides.js';
import { judgeSchema } from '../config/schema.js';
import { calibrate } from '../evaluators/calibration.js';
import { readCalibrationSet } from '../evaluators/calibration-set.js';
import { judgeLabel } from '../judge/create.js';
import { judgeFor } from '../pipeline.js';
import { evaluatorSettings } from '../evaluators/score-cases.js';
import { packageRoot } from '../util/package-root.js';
import type { CliIO } from './io.js';

export const CALIBRATION_SET = ['fixtures', 'calibration', 'sessions.jsonl'];

export async function calibrateCommand(args: { judge?: Overrides['judge']; out: string }, io: CliIO): Promise<number> {
  const entries = readCalibrationSet(join(packageRoot(), ...CALIBRATION_SET));
  const defined = Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined));
  const scoring = {
    judge: judgeSchema.parse({ provider: 'heuristic', ...defined }),
    evaluators: evaluatorSettings(),
    configHash: 'calibration',
  };
  const judge = await judgeFor(scoring, (l) => io.err(`warning: ${l}`));
  io.out(
    `calibrate: ${entries.length} labelled session(s), judge ${scoring.judge.provider}${judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`}`,
  );
  const c = await calibrate(entries, {
    judge,
    concurrency: scoring.judge.concurrency,
    label: judgeLabel(judge),
    deadlineMs: scoring.judge.deadline,
  });
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const rows = [
    ['evaluator', 'n', 'exact', 'within one', "Cohen's kappa", 'Failure passed'],
    ...[...c.evaluators, { evaluator: 'all', ...c.overall }].map((e) => [
      e.evaluator,
      String(e.n),
      pct(e.exact),
      pct(e.withinOne),
      e.kappa.toFixed(2),
      String(e.failuresPassed.length),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) io.out(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  for (const m of c.misses.slice(0, 20))
    io.out(`  ${m.sessionId} ${m.evaluator}: labelled ${m.label}, judged ${m.got}`);
  makeDir(args.out);
  const path = join(args.out, 'calibration.json');
  await writeFile(path, `${JSON.stringify(c, null, 2)}\n`);
  io.out(`wrote ${path}`);
  return 0;
}
