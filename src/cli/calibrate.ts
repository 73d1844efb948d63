// `agent-chaos calibrate [--set <file>] [--judge ...] [--certificate <file>]`: runs a judge over
// labelled sessions and prints how far it agrees with the labels. Without --set: agent-chaos's own
// set, its held-out part (never tuned on) and its development part reported apart. Writes
// calibration.json, which judge.calibration can point at so the report names the judge's measured
// agreement, and with --certificate the judge's admission certificate (evaluators/certificate.ts),
// measured on the held-out part or the given set only.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Overrides } from '../config/overrides.js';
import { judgeSchema } from '../config/schema.js';
import {
  CalibrationSetError,
  type CalibrationEntry,
  readCalibrationSet,
  readOwnPart,
} from '../evaluators/calibration-set.js';
import { type Agreement, type Calibration, calibrate } from '../evaluators/calibration.js';
import { type Certificate, certify, rateOf } from '../evaluators/certificate.js';
import { OWN_SET } from '../evaluators/calibration-set.js';
import { promptVersionsOf } from '../evaluators/score-cases.js';
import { evaluatorSettings } from '../evaluators/settings.js';
import { judgeLabel } from '../judge/create.js';
import { judgeFor } from '../pipeline/index.js';
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

/** The pass/fail reading a certificate holds, with its 95% lower bounds. */
function binaryTable(c: Pick<Calibration, 'evaluators'>, io: CliIO): void {
  io.out('  pass/fail at 0.5 (what the gate acts on; "cannot tell" counts as a miss):');
  for (const e of c.evaluators) {
    if (!e.binary) continue;
    const [k, p] = [rateOf(e.binary.catches), rateOf(e.binary.passes)];
    io.out(
      `  ${e.evaluator}: fails ${k.k} of ${k.n} labelled failing (95% lower bound ${k.lower95.toFixed(2)}), passes ${p.k} of ${p.n} labelled sound (${p.lower95.toFixed(2)})`,
    );
  }
}

/** The labelled sets: the given file, or the own set's held-out and development parts (their files' text hashed). */
function partsOf(set: string | undefined): { name: string; entries: CalibrationEntry[]; text: string }[] {
  const textOf = (files: readonly string[]) =>
    files.map((f) => readFileSync(join(packageRoot(), 'fixtures', 'calibration', f), 'utf8')).join('');
  if (set) return [{ name: basename(set), entries: readCalibrationSet(set), text: readFileSync(set, 'utf8') }];
  return [
    { name: 'agent-chaos held-out', entries: readOwnPart(packageRoot(), 'heldOut'), text: textOf(OWN_SET.heldOut) },
    {
      name: 'agent-chaos development',
      entries: readOwnPart(packageRoot(), 'development'),
      text: textOf(OWN_SET.development),
    },
  ];
}

export async function calibrateCommand(
  args: { judge?: Overrides['judge']; out: string; set?: string; certificate?: string; configJudge?: unknown },
  io: CliIO,
): Promise<number> {
  let parts: ReturnType<typeof partsOf>;
  try {
    parts = partsOf(args.set);
  } catch (err) {
    if (!(err instanceof CalibrationSetError)) throw err;
    io.err(`error: ${err.message}`);
    return 2;
  }
  const defined = Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined));
  const base = (args.configJudge ?? { provider: 'heuristic' }) as Record<string, unknown>;
  if (defined.provider && defined.provider !== base.provider && !defined.model) delete base.model;
  const scoring = {
    judge: judgeSchema.parse({ ...base, ...defined }),
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
    binaryTable(c, io);
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
  if (args.certificate) {
    // The certificate rests on the held-out part (or the team's set) alone: the development part was tuned on.
    const names = first.evaluators.map((e) => e.evaluator);
    const identity = {
      provider: scoring.judge.provider,
      model: scoring.judge.model,
      promptVersions: promptVersionsOf(judge.kind, names),
    };
    const cert: Certificate = certify(identity, [{ name: parts[0].name, text: parts[0].text, calibration: first }]);
    makeDir(dirname(args.certificate));
    await writeFile(args.certificate, `${JSON.stringify(cert, null, 2)}\n`);
    io.out(`wrote ${args.certificate}: set judge.admission.certificate to it (docs/calibration.md)`);
  }
  return 0;
}
