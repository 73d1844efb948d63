// `agent-chaos compare --base <dir|results.json> --head <dir|results.json>` (and `report`): the same
// report the PR comment shows, for any CI; exit status 1 when the gate fails.
import { existsSync } from 'node:fs';
import { loadConfig } from '../config/load.js';
import { evaluatorThresholds } from '../config/overrides.js';
import { type Config, type FailOn, gateSchema } from '../config/schema.js';
import { compareAndGate } from '../pipeline/index.js';
import { checkOverlap, sameJudge } from '../results/baseline.js';
import { checksMissingIn, withBaseChecks } from '../results/base-checks.js';
import type { Results } from '../results/schema.js';
import { readResults, sessionsPathFor } from '../results/store.js';
import { renderReport } from '../report/markdown.js';
import { readSessionsFile } from '../trace/load-sessions.js';
import type { CliIO } from './io.js';

export interface CompareArgs {
  /** Without a base, the report shows the head's scores only (and the gate cannot see regressions). */
  base?: string;
  head: string;
  format: 'markdown' | 'json';
  config?: string;
  failOn?: FailOn;
  minEffect?: number;
}

/** A base without the head's checks no judge reads gets them from its sessions.jsonl (base-checks.ts). */
async function withChecksOf(base: Results, dir: string, head: Results, config: Config | undefined): Promise<Results> {
  const file = sessionsPathFor(dir);
  const sessions = existsSync(file) && checksMissingIn(base, head).length ? ((await readSessionsFile(file)) ?? []) : [];
  return withBaseChecks(base, sessions, head, evaluatorThresholds(config)).results;
}

export async function compareCommand(args: CompareArgs, io: CliIO): Promise<number> {
  const [found, head] = await Promise.all([args.base ? readResults(args.base) : undefined, readResults(args.head)]);
  if (found) {
    checkOverlap(found, head);
    if (!sameJudge(found, head))
      throw new Error(
        `base and head were judged by different judges (base ${found.judge.provider} ${found.judge.model}, head ${head.judge.provider} ${head.judge.model}): their scores are not comparable; judge the base's sessions.jsonl again with \`agent-chaos eval --traces <base>/sessions.jsonl --judge ${head.judge.provider}\``,
      );
  }
  const config = args.config ? await loadConfig(args.config) : undefined;
  const base = found && args.base ? await withChecksOf(found, args.base, head, config) : found;
  const policy = gateSchema.parse({
    ...(config?.gate ?? {}),
    ...(args.failOn ? { fail_on: args.failOn } : {}),
    ...(args.minEffect !== undefined ? { min_effect: args.minEffect } : {}),
  });
  const { comparison, gate } = await compareAndGate(policy, evaluatorThresholds(config), head, base);
  if (args.format === 'json') {
    io.out(
      JSON.stringify(
        {
          verdict: gate.verdict,
          blocking: gate.blocking,
          regressions: gate.regressions,
          reasons: gate.reasons,
          comparison,
        },
        null,
        2,
      ),
    );
  } else {
    const sessionsFile = sessionsPathFor(args.head);
    const sessions = existsSync(sessionsFile) ? await readSessionsFile(sessionsFile) : undefined;
    io.out(
      renderReport({
        head,
        base,
        comparison,
        gate,
        baseline: base
          ? { source: 'file', sha: base.git.sha, createdAt: base.createdAt, description: `results file ${args.base}` }
          : { source: 'none', description: 'no base given: head scores only' },
        sessions: sessions ? new Map(sessions.map((s) => [s.sessionId, s])) : undefined,
        configId: config?.id ?? head.configId,
      }),
    );
  }
  return gate.blocking ? 1 : 0;
}
