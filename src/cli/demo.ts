// `agent-chaos demo`: the main job on embedded data, with no network and no credentials. For now it
// reads the bundled real traces (a failed tool in each framework dialect); the chaos run of the
// example agent joins it when the runner lands.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspectCommand } from './inspect.js';
import type { CliIO } from './io.js';

/** Sample sets: files that belong to one recording are read together (spans + their logs). */
export const DEMO_SAMPLES: { title: string; files: string[] }[] = [
  { title: 'Google ADK, OTLP/JSON spans + logs', files: ['genai-semconv/adk-python-otlp-tool-error-S6b.json'] },
  {
    title: 'Strands on Bedrock AgentCore, CloudWatch spans + runtime logs',
    files: ['strands/agentcore-cloudwatch-strands-openai-spans-tool-error.json', 'strands/agentcore-cloudwatch-strands-openai-runtime-logs.json'],
  },
  { title: 'OpenAI Agents via OpenInference (through ADOT)', files: ['openinference/strands-evals-openai-agents-openinference-adot-spans-handoff-error.json'] },
  { title: 'OpenAI Agents via OpenLLMetry', files: ['openllmetry/strands-evals-openai-agents-traceloop-live-spans.json'] },
];

/** The package's fixtures/: found by walking up from this module (src/cli, lib/cli or dist/cli). */
export function fixturesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(dir, 'fixtures', 'traces', 'real'))) return join(dir, 'fixtures');
    dir = dirname(dir);
  }
  throw new Error('the bundled fixtures/ directory was not found next to agent-chaos: reinstall the package');
}

export async function demoCommand(io: CliIO): Promise<number> {
  const root = join(fixturesDir(), 'traces', 'real');
  io.out('agent-chaos demo: sessions normalized from real agent traces bundled in fixtures/traces/real\n');
  let worst = 0;
  for (const sample of DEMO_SAMPLES) {
    io.out(`=== ${sample.title}`);
    worst = Math.max(worst, await inspectCommand(sample.files.map((f) => join(root, f)), { json: false }, io));
    io.out('');
  }
  io.out('Inspect your own traces with: agent-chaos inspect <file...> [--json]');
  return worst;
}
