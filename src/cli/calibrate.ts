// `agent-chaos calibrate [--set <file>] [--judge ...]`: runs a judge over labelled sessions and prints
// how far it agrees with the labels. Without --set: agent-chaos's own set, its held-out part (never
// tuned on) and its development part reported apart. Writes calibration.json, which judge.calibration
// can point at so the report names the judge's measured agreement.
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Overrides } from '../config/overrides.js';
import { judgeSchema } from '../config/schema.js';
import {
  CalibrationSetError,
  type CalibrationEntry,
  readCalibrationSet,
  readOwnPart,
} from '../evaluators/calibration-set.js';
import { type Agreement, type Calibration, calibrate } from '../evaluators/calibration.js';
import { evaluatorSettings } from '../evaluators/settings.js';
import { judgeLabel } from '../judge/create.js';
import { judgeFor } from '../pipeline.js';
import { makeDir } from '../util/dirs.js';
import { packageRoot } from '../util/package-root.js';
import type { CliIO } from './io.js';

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

function table(c: Pick<Calibration, 'evaluators' | 'overall'>, io: CliIO): void {
  const rows = [
    ['evaluator', 'n', 'exact', 'within one', "Cohen's kappa", 'Failure passed', 'mean abs. error', 'cannot tell'],
    ...[...c.evaluators, { evaluator: 'all', ...c.overall } as Agreement].map((e) => [
      e.evaluator,
      String(e.n),
      pct(e.exact),
      pct(e.withinOne),
      e.kappa.toFixed(2),
      String(e.failuresPassed.length),
      e.meanAbsError === undefined ? '' : e.meanAbsError.toFixed(2),
      e.abstained ? `${e.abstained.n} (${e.abstained.whereFailed} where a call failed)` : '0',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    io.out(
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
}

export async function calibrateCommand(
  args: { judge?: Overrides['judge']; out: string; set?: string },
  io: CliIO,
): Promise<number> {
  let parts: { name: string; entries: CalibrationEntry[] }[];
  try {
    parts = args.set
      ? [{ name: basename(args.set), entries: readCalibrationSet(args.set) }]
      : [
          { name: 'agent-chaos held-out', entries: readOwnPart(packageRoot(), 'heldOut') },
          { name: 'agent-chaos development', entries: readOwnPart(packageRoot(), 'development') },
        ];
  } catch (err) {
    if (!(err instanceof CalibrationSetError)) throw err;
    io.err(`error: ${err.message}`);
    return 2;
  }
  const defined = Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined));
  const scoring = {
    judge: judgeSchema.parse({ provider: 'heuristic', ...defined }),
    evaluators: evaluatorSettings(),
    configHash: 'calibration',
  };
  const judge = await judgeFor(scoring, (l) => io.err(`warning: ${l}`));
  const model = judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`;
  const measured: Calibration[] = [];
  for (const part of parts) {
    io.out(
      `calibrate: ${part.name}: ${part.entries.length} labelled session(s), judge ${scoring.judge.provider}${model}`,
    );
    const c = await calibrate(part.entries, {
      judge,
      concurrency: scoring.judge.concurrency,
      label: judgeLabel(judge),
      deadlineMs: scoring.judge.deadline,
    });
    c.set = { name: part.name, sessions: part.entries.length };
    table(c, io);
    for (const m of c.misses.slice(0, 20))
      io.out(`  ${m.sessionId} ${m.evaluator}: labelled ${m.label}, judged ${m.got}`);
    measured.push(c);
  }
  const [first, dev] = measured;
  const result: Calibration = dev
    ? {
        ...first,
        development: { set: dev.set ?? { name: '', sessions: 0 }, evaluators: dev.evaluators, overall: dev.overall },
      }
    : first;
  makeDir(args.out);
  const path = join(args.out, 'calibration.json');
  await writeFile(path, `${JSON.stringify(result, null, 2)}\n`);
  io.out(`wrote ${path}`);
  return 0;
}
