// `agent-chaos init` on projects as a newcomer has them: the framework and how the agent starts from
// package.json (or a Python project's files), the tools from the sources, a starter config that
// validates, the two-job workflow, nothing overwritten without --force; and a fresh sample project
// taken from `init` to a first report with the real CLI and a real OpenTelemetry agent.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SCHEMA_URL, detectProject, findTools } from '../../src/cli/init.js';
import { parseConfigText } from '../../src/config/load.js';
import { runCli } from '../helpers/cli.js';

const project = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-init-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};

describe('init: what it finds', () => {
  it('the framework, the build and the start command from package.json; a Python project by its files', () => {
    const js = project({
      'package.json': JSON.stringify({
        dependencies: { '@openai/agents': '0.20.0' },
        scripts: { build: 'tsc', start: 'node dist/agent.js' },
      }),
      'package-lock.json': '{}',
    });
    expect(detectProject(js)).toMatchObject({
      framework: { name: 'OpenAI Agents JS', key: 'OPENAI_API_KEY' },
      setup: 'npm ci && npm run build',
      command: 'npm start --silent',
      guessed: false,
    });
    const py = project({ 'requirements.txt': 'strands-agents\n', 'main.py': '' });
    expect(detectProject(py)).toMatchObject({
      setup: 'pip install -r requirements.txt',
      command: 'python main.py',
      guessed: false,
    });
    expect(detectProject(project({}))).toMatchObject({ command: 'node agent.js', guessed: true });
  });

  it('the tools, as the frameworks name them in code, outside node_modules', () => {
    const dir = project({
      'src/tools.ts': [
        "export const search = tool({ name: 'search_flights', description: 'Search', parameters: z.object({}) });",
        "const weather = createTool({ id: 'get_weather', inputSchema, execute });",
        "const booking = tool('book_flight', 'Book', schema, async () => ({}));",
      ].join('\n'),
      'agent.py': '@tool\ndef refund_order(order_id: str):\n    ...\n',
      'node_modules/x/index.js': "tool({ name: 'not_mine' })",
    });
    expect(findTools(dir).sort()).toEqual(['book_flight', 'get_weather', 'refund_order', 'search_flights']);
  });
});

describe('init: the files it writes', () => {
  it('a config that validates (a time-out a tool; a write checked for a second call) and the workflow; kept unless --force', async () => {
    const dir = project({
      'package.json': JSON.stringify({
        dependencies: { '@anthropic-ai/claude-agent-sdk': '0.3.337' },
        main: 'agent.mjs',
      }),
      'agent.mjs': "tool('search_flights', 'Search', {}, s);\ntool('book_flight', 'Book', {}, b);\n",
    });
    const r = await runCli('init', '--dir', dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain('framework: Claude Agent SDK; tools: search_flights, book_flight');
    expect(r.out).toMatch(/next: .*npx agent-chaos run --config \.github\/agent-chaos\.yml --judge heuristic/);
    const text = readFileSync(join(dir, '.github/agent-chaos.yml'), 'utf8');
    expect(text.split('\n')[0]).toBe(`# yaml-language-server: $schema=${SCHEMA_URL}`);
    const config = parseConfigText(text, 'agent-chaos.yml'); // valid as written, TODOs and all
    expect(config.agent).toMatchObject({ command: 'node agent.mjs', pass_env: ['ANTHROPIC_API_KEY'] });
    expect(config.side_effects).toEqual(['book_flight']);
    expect(config.cases.map((c) => c.name)).toEqual([
      'search_flights_timeout',
      'book_flight_timeout',
      'book_flight_timeout_after_effect',
    ]);
    expect(config.cases[2].expect).toEqual({ max_calls: { book_flight: 1 } });
    const workflow = parse(readFileSync(join(dir, '.github/workflows/agent-chaos.yml'), 'utf8'));
    // The workflow's own expression, as GitHub reads it.
    const secret = ['${{', 'secrets.ANTHROPIC_API_KEY', '}}'].join(' ');
    expect(workflow.jobs.run.steps.at(-1).env).toEqual({ ANTHROPIC_API_KEY: secret });
    expect(workflow.jobs.report.steps.at(-1).with).toEqual({ mode: 'report' });

    writeFileSync(join(dir, '.github/agent-chaos.yml'), 'mine');
    const again = await runCli('init', '--dir', dir);
    expect(again.out).toContain('kept');
    expect(readFileSync(join(dir, '.github/agent-chaos.yml'), 'utf8')).toBe('mine');
    await runCli('init', '--dir', dir, '--force');
    expect(readFileSync(join(dir, '.github/agent-chaos.yml'), 'utf8')).not.toBe('mine');
  });
});

/** A small agent of a newcomer: its tools wrapped for faults, its run traced with the OpenTelemetry SDK. */
const SAMPLE_AGENT = `
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { wrapTools } from '${pathToFileURL(resolve('dist/chaos/index.js'))}';

const tool = (t) => t;
const search = tool({ name: 'search_flights', execute: async () => ({ flights: [{ flight: 'UA 1234', price: 189 }] }) });
const tools = wrapTools({ search_flights: search.execute });
const provider = new TracerProvider({ resource: detectResources({ detectors: [envDetector] }), spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })] });
const tracer = provider.getTracer('sample');
const input = process.env.AGENT_CHAOS_INPUT;
const answer = await tracer.startActiveSpan('invoke_agent sample', async (agent) => {
  agent.setAttributes({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: input }] }]) });
  const text = await tracer.startActiveSpan('execute_tool search_flights', async (span) => {
    span.setAttributes({ 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'search_flights', 'gen_ai.tool.call.arguments': '{"from":"SFO"}' });
    try {
      const result = await tools.search_flights({ from: 'SFO' });
      span.setAttribute('gen_ai.tool.call.result', JSON.stringify(result));
      return 'I found UA 1234 for $189.';
    } catch (err) {
      span.setStatus({ code: 2, message: err.message });
      span.setAttribute('error.type', err.name);
      return 'I could not search flights: the search timed out. Please try again in a few minutes.';
    } finally {
      span.end();
    }
  });
  agent.setAttribute('gen_ai.output.messages', JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: text }] }]));
  agent.end();
  return text;
});
console.log(answer);
await provider.shutdown();
`;

describe('init: a fresh sample project to a first report', () => {
  it('init, fill in the input, run: every run traced, the fault on the found tool, a report written', async () => {
    const dir = project({
      'package.json': JSON.stringify({
        name: 'sample-agent',
        private: true,
        type: 'module',
        scripts: { start: 'node agent.mjs' },
      }),
      'agent.mjs': SAMPLE_AGENT,
    });
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules')); // the sample's own packages, installed
    expect((await runCli('init', '--dir', dir)).code).toBe(0);
    const path = join(dir, '.github/agent-chaos.yml');
    // What the newcomer does next: an input that makes the agent use its tool; nothing to install here.
    const edited = readFileSync(path, 'utf8')
      .replaceAll('TODO: a request that makes the agent use its tools', 'Find me a flight from SFO to JFK.')
      .replace(/^ {2}setup: .*\n/m, '');
    writeFileSync(path, edited);
    expect((await runCli('validate', '--config', path)).code).toBe(0);
    const out = join(dir, 'out');
    const r = await runCli('run', '--config', path, '--out', out, '--judge', 'heuristic', '--repeat', '1');
    expect(r.out).toContain('1 run(s): 1 ok');
    expect(r.out).toMatch(/search_flights_timeout: fault timeout on search_flights fired in 1\/1 run\(s\)/);
    expect(existsSync(join(out, 'report.md'))).toBe(true);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.cases[0].runs[0].scores.failure_communication.score).toBeGreaterThanOrEqual(0.75);
  });
});
