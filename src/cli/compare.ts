// `agent-chaos compare --base <dir|results.json> --head <dir|results.json>`: the same report the PR
// comment shows, for any CI; exit status 1 when the gate fails.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../config/load.js';
import { gateSchema } from '../config/schema.js';
import { compareResults } from '../results/compare.js';
import { applyGate } from '../results/gate.js';
import { readResults } from '../results/store.js';
import { renderReport } from '../report/markdown.js';
import { readSessionsFile } from '../trace/load-sessions.js';
import type { CliIO } from './io.js';

export interface CompareArgs {
  /** Without a base, the report shows the head's scores only (and the gate cannot see regressions). */
  base?: string;
  head: string;
  format: 'markdown' | 'json';
  config?: string;
  failOn?: string;
  minEffect?: number;
}

const sessionsPath = (p: string) => join(p.endsWith('.json') ? dirname(p) : p, 'sessions.jsonl');

export async function compareCommand(args: CompareArgs, io: CliIO): Promise<number> {
  const [base, head] = await Promise.all([args.base ? readResults(args.base) : undefined, readResults(args.head)]);
  const config = args.config ? await loadConfig(args.config) : undefined;
  const gate = gateSchema.parse({ ...(config?.gate ?? {}), ...(args.failOn ? { fail_on: args.failOn } : {}), ...(args.minEffect !== undefined ? { min_effect: args.minEffect } : {}) });
  const comparison = base ? compareResults(base, head, { minEffect: gate.min_effect }) : undefined;
  const thresholds = Object.fromEntries((config?.evaluators ?? []).flatMap((e) => (typeof e === 'object' && e.threshold !== undefined ? [[e.name, e.threshold]] : [])));
  const outcome = applyGate(gate, head, comparison, thresholds);
  if (args.format === 'json') {
    io.out(JSON.stringify({ verdict: outcome.verdict, blocking: outcome.blocking, regressions: outcome.regressions, reasons: outcome.reasons, comparison }, null, 2));
  } else {
    const sessionsFile = sessionsPath(args.head);
    const sessions = existsSync(sessionsFile) ? await readSessionsFile(sessionsFile) : undefined;
    io.out(
      renderReport({
        head,
        comparison,
        gate: outcome,
        baseline: base ? { source: 'file', sha: base.git.sha, createdAt: base.createdAt, description: `results file ${args.base}` } : { source: 'none', description: 'no base given: head scores only' },
        sessions: sessions ? new Map(sessions.map((s) => [s.sessionId, s])) : undefined,
        configId: config?.id,
      }),
    );
  }
  return outcome.blocking ? 1 : 0;
}
