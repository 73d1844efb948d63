// `agent-chaos eval --traces <files...> [--config <yml>] [--judge ...] --out <dir>`: score stored
// traces (or sessions.jsonl, or a journal) and write results.json + sessions.jsonl.
import { type ExpandedCase, expandCases } from '../config/expand.js';
import { loadConfig } from '../config/load.js';
import { type Overrides, applyOverrides } from '../config/overrides.js';
import { judgeSchema } from '../config/schema.js';
import { evaluatorSettings } from '../evaluators/settings.js';
import { type Scoring, judgeFor, score, scoringOf } from '../pipeline/index.js';
import { writeResults } from '../results/store.js';
import { givenValues } from '../runner/environment.js';
import type { CollectedCase } from '../runner/types.js';
import { clip } from '../trace/content.js';
import { loadSessions } from '../trace/load-sessions.js';
import { Redactor } from '../trace/redact.js';
import type { Session } from '../trace/session.js';
import { hashOf } from '../util/hash.js';
import { formatScore, printResults } from './format.js';
import type { CliIO } from './io.js';

export interface EvalArgs {
  traces: string[];
  config?: string;
  judge?: Overrides['judge'];
  out: string;
  tokenBudget?: number;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 48) || 'empty';

/**
 * Sessions that share a case label (the agent_chaos.case attribute, or the case a journal line
 * names) are repeats of one case. Foreign traces without one are grouped by their whole input, as a
 * last resort: the name is a readable slug of it, made unique by a hash of the whole input.
 */
export function casesFromSessions(sessions: Session[], declared: ExpandedCase[] = []): CollectedCase[] {
  const cases = new Map<string, CollectedCase>();
  for (const d of declared)
    cases.set(d.name, {
      name: d.name,
      input: d.input,
      effects: d.effects,
      ...(d.checks ? { checks: d.checks } : {}),
      runs: [],
    });
  for (const s of sessions) {
    const name = s.chaos?.case ?? (s.input ? `${slug(s.input)}~${hashOf(s.input).slice(0, 6)}` : s.sessionId);
    let c = cases.get(name);
    if (!c) cases.set(name, (c = { name, input: s.input, effects: { tool_effects: {} }, runs: [] }));
    c.runs.push({
      sessionId: s.sessionId,
      repeat: s.chaos?.repeat ?? c.runs.length + 1,
      status: 'ok',
      seed: s.chaos?.seed,
      session: s,
    });
  }
  return [...cases.values()].filter((c) => c.runs.length);
}

export async function evalCommand(args: EvalArgs, io: CliIO): Promise<number> {
  if (!args.traces.length) {
    io.err(
      'eval: give trace files with --traces <file...> (OTLP JSON/JSONL/protobuf, CloudWatch exports, or sessions.jsonl)',
    );
    return 2;
  }
  const config = args.config ? applyOverrides(await loadConfig(args.config), { judge: args.judge }) : undefined;
  const redactor = new Redactor(config?.redact, process.env, config ? givenValues(config.agent) : []);
  const { sessions, problems } = await loadSessions(args.traces, redactor);
  for (const p of problems) io.err(`warning: ${p}`);
  if (!sessions.length) {
    io.err('eval: no session could be read from the given files');
    return 2;
  }
  const cases = casesFromSessions(sessions, config ? expandCases(config) : []);
  const unlabelled = sessions.filter((s) => !s.chaos?.case).length;
  if (unlabelled)
    io.err(
      `note: ${unlabelled} session(s) carry no case label (agent_chaos.case, or a journal line's case): grouped into cases by their whole input`,
    );
  if (!args.judge?.provider && !config)
    io.err(
      'note: no --judge and no --config: using the offline heuristic judge (a rough stand-in); pass --judge bedrock for the LLM judge',
    );
  const scoring: Scoring = config
    ? scoringOf(config)
    : {
        judge: judgeSchema.parse({
          provider: 'heuristic',
          ...Object.fromEntries(Object.entries(args.judge ?? {}).filter(([, v]) => v !== undefined)),
        }),
        evaluators: evaluatorSettings(),
        configHash: hashOf(cases.map((c) => c.name)),
      };
  scoring.tokenBudget = args.tokenBudget;
  const judge = await judgeFor(scoring, (l) => io.err(`warning: ${l}`));
  const total = cases.reduce((n, c) => n + c.runs.length, 0);
  let done = 0;
  const model = judge.kind === 'heuristic' ? '' : ` ${scoring.judge.model}`;
  io.out(`eval: ${total} session(s) in ${cases.length} case(s), judge ${scoring.judge.provider}${model}`);
  const results = await score(scoring, cases, judge, {
    onScored: (c, r, scores) => {
      done++;
      const text = Object.entries(scores)
        .map(([k, s]) => `${k} ${formatScore(s)}`)
        .join(', ');
      io.out(`[${done}/${total}] ${c.name} #${r.repeat} ${clip(r.sessionId, 40)}: ${text}`);
    },
  });
  const redacted = redactor.summary();
  if (redacted) results.notes = [...(results.notes ?? []), redacted];
  const paths = await writeResults(args.out, results, sessions);
  io.out('');
  printResults(results, io);
  io.out(`wrote ${paths.results} and ${paths.sessions}`);
  return 0;
}
