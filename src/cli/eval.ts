// `agent-chaos eval --traces <files...> [--config <yml>] [--judge ...] --out <dir>`: score stored
// traces (or sessions.jsonl) and write results.json + sessions.jsonl.
import { DEFAULT_JUDGE_MODELS, judgeSchema } from '../config/schema.js';
import { type ExpandedCase, expandCases } from '../config/expand.js';
import { loadConfig } from '../config/load.js';
import { type PlannedCase, evaluateCases, evaluatorSettings, hashOf } from '../evaluators/evaluate-cases.js';
import { createJudge, type JudgeSettings } from '../judge/create.js';
import { writeResults } from '../results/store.js';
import { loadSessions } from '../trace/load-sessions.js';
import type { Session } from '../trace/session.js';
import { clip } from '../trace/content.js';
import type { CliIO } from './io.js';
import { formatScore, printResults } from './format.js';

export interface EvalArgs {
  traces: string[];
  config?: string;
  judge?: string;
  model?: string;
  region?: string;
  endpoint?: string;
  out: string;
  tokenBudget?: number;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 48) || 'empty';

/** Sessions that share a case label (or, without one, the same input) are repeats of one case. */
export function casesFromSessions(sessions: Session[], declared: ExpandedCase[] = []): PlannedCase[] {
  const cases = new Map<string, PlannedCase>();
  for (const d of declared) cases.set(d.name, { name: d.name, input: d.input, effects: d.effects, runs: [] });
  for (const s of sessions) {
    const name = s.chaos?.case ?? (s.input ? slug(s.input) : s.sessionId);
    let c = cases.get(name);
    if (!c) cases.set(name, (c = { name, input: s.input, effects: { tool_effects: {} }, runs: [] }));
    c.runs.push({ sessionId: s.sessionId, repeat: s.chaos?.repeat ?? c.runs.length + 1, status: 'ok', seed: s.chaos?.seed, session: s });
  }
  return [...cases.values()].filter((c) => c.runs.length);
}

export async function evalCommand(args: EvalArgs, io: CliIO): Promise<number> {
  if (!args.traces.length) {
    io.err('eval: give trace files with --traces <file...> (OTLP JSON/JSONL/protobuf, CloudWatch exports, or sessions.jsonl)');
    return 2;
  }
  const config = args.config ? await loadConfig(args.config) : undefined;
  const { sessions, problems } = await loadSessions(args.traces);
  for (const p of problems) io.err(`warning: ${p}`);
  if (!sessions.length) {
    io.err('eval: no session could be read from the given files');
    return 1;
  }
  const provider = (args.judge ?? config?.judge.provider ?? 'heuristic') as JudgeSettings['provider'];
  if (!args.judge && !config) io.err('note: no --judge and no --config: using the offline heuristic judge (a rough stand-in); pass --judge bedrock for the LLM judge');
  const base = config?.judge;
  // The config's judge (or the defaults), with the flags on top; a model chosen for another provider does not carry over.
  const settings: JudgeSettings = {
    ...(base ?? judgeSchema.parse({})),
    provider,
    model: args.model ?? (base && base.provider === provider ? base.model : DEFAULT_JUDGE_MODELS[provider]),
    region: args.region ?? base?.region,
    endpoint: args.endpoint ?? base?.endpoint,
  };
  const judge = await createJudge(settings);
  const cases = casesFromSessions(sessions, config ? expandCases(config) : []);
  const total = cases.reduce((n, c) => n + c.runs.length, 0);
  let done = 0;
  io.out(`eval: ${total} session(s) in ${cases.length} case(s), judge ${settings.provider}${settings.provider === 'heuristic' ? '' : ` ${settings.model}`}`);
  const results = await evaluateCases(cases, {
    evaluators: evaluatorSettings(config),
    judge,
    concurrency: settings.concurrency,
    budget: settings.budget,
    prices: settings.prices,
    tokenBudget: args.tokenBudget,
    configHash: config ? hashOf(config) : hashOf(cases.map((c) => c.name)),
    onRun: (c, r, scores) => {
      done++;
      const text = Object.entries(scores).map(([k, s]) => `${k} ${formatScore(s)}`).join(', ');
      io.out(`[${done}/${total}] ${c.name} #${r.repeat} ${clip(r.sessionId, 40)}: ${text}`);
    },
  });
  const paths = await writeResults(args.out, results, sessions);
  io.out('');
  printResults(results, io);
  io.out(`wrote ${paths.results} and ${paths.sessions}`);
  return 0;
}
