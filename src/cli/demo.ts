// `agent-chaos demo`: the main job on the embedded default, with no network and no credentials: the
// example travel agent run through every chaos case of its config, scored by the heuristic judge.
// `--traces` shows the other half instead: real traces from several frameworks, normalized.
import { join, relative } from 'node:path';
import { packageRoot } from '../util/package-root.js';
import { inspectCommand } from './inspect.js';
import type { CliIO } from './io.js';
import { runCommand } from './run.js';

/** Sample sets: files that belong to one recording are read together (spans + their logs). */
export const DEMO_SAMPLES: { title: string; files: string[] }[] = [
  { title: 'Google ADK, OTLP/JSON spans + logs', files: ['genai-semconv/adk-python-otlp-tool-error-S6b.json'] },
  {
    title: 'Strands on Bedrock AgentCore, CloudWatch spans + runtime logs',
    files: [
      'strands/agentcore-cloudwatch-strands-openai-spans-tool-error.json',
      'strands/agentcore-cloudwatch-strands-openai-runtime-logs.json',
    ],
  },
  {
    title: 'OpenAI Agents via OpenInference (through ADOT)',
    files: ['openinference/strands-evals-openai-agents-openinference-adot-spans-handoff-error.json'],
  },
  {
    title: 'OpenAI Agents via OpenLLMetry',
    files: ['openllmetry/strands-evals-openai-agents-traceloop-live-spans.json'],
  },
];

export async function demoCommand(opts: { traces: boolean; mode?: string; out: string }, io: CliIO): Promise<number> {
  const root = packageRoot();
  if (opts.traces) {
    const dir = join(root, 'fixtures', 'traces', 'real');
    io.out('agent-chaos demo --traces: sessions normalized from real agent traces bundled in fixtures/traces/real\n');
    let worst = 0;
    for (const sample of DEMO_SAMPLES) {
      io.out(`=== ${sample.title}`);
      worst = Math.max(
        worst,
        await inspectCommand(
          sample.files.map((f) => join(dir, f)),
          { json: false },
          io,
        ),
      );
      io.out('');
    }
    return worst;
  }
  const config = join(root, 'examples', 'travel-agent', 'agent-chaos.yml');
  io.out(
    `agent-chaos demo: the example travel agent (${opts.mode ?? 'careful'} mode) under every chaos case of ${relative(process.cwd(), config) || config},`,
  );
  io.out(
    'scored offline by the heuristic judge, compared with the committed results of the careful agent. No network, no credentials.\n',
  );
  // The baseline is the committed result of the careful agent: --mode fabricate shows a regression.
  const baseline = join(root, 'fixtures', 'results', 'careful');
  return runCommand(
    {
      config,
      out: opts.out,
      // A snapshot: its commit, long past, is not checked out and built again for more runs.
      baselineSnapshot: true,
      overrides: {
        judge: { provider: 'heuristic' },
        baseline: 'file',
        baselineFile: baseline,
        agentEnv: opts.mode ? { TRAVEL_AGENT_MODE: opts.mode } : undefined,
      },
    },
    io,
  );
}
