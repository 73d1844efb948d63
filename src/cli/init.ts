// `agent-chaos init [--dir <project>] [--force]`: a starter for a project that has an agent. It reads
// package.json (or a Python project's files) for the framework and how the agent starts, scans the
// sources for the agent's tools, and writes .github/agent-chaos.yml (a time-out case per tool; an
// ambiguous failure and the side-effect check for a tool whose name says it writes) and the two-job
// workflow. It never overwrites a file without --force, and ends with the next command.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stringify } from 'yaml';
import { looksLikeWrite } from '../evaluators/behaviors.js';
import { packageRoot } from '../util/package-root.js';
import { VERSION } from '../version.js';
import type { CliIO } from './io.js';

/** Frameworks by the package that shows them, with their guide and the model key they usually need. */
const FRAMEWORKS: { pkg: string; name: string; guide: string; key: string }[] = [
  {
    pkg: '@anthropic-ai/claude-agent-sdk',
    name: 'Claude Agent SDK',
    guide: 'claude-agent-sdk.md',
    key: 'ANTHROPIC_API_KEY',
  },
  { pkg: '@openai/agents', name: 'OpenAI Agents JS', guide: 'openai-agents.md', key: 'OPENAI_API_KEY' },
  { pkg: '@langchain/langgraph', name: 'LangGraph JS', guide: 'langgraph.md', key: 'OPENAI_API_KEY' },
  { pkg: 'langchain', name: 'LangChain', guide: 'langgraph.md', key: 'OPENAI_API_KEY' },
  { pkg: '@mastra/core', name: 'Mastra', guide: 'mastra.md', key: 'OPENAI_API_KEY' },
  { pkg: 'genkit', name: 'Genkit', guide: 'genkit.md', key: 'OPENAI_API_KEY' },
  { pkg: '@voltagent/core', name: 'VoltAgent', guide: 'voltagent.md', key: 'OPENAI_API_KEY' },
  { pkg: '@strands-agents/sdk', name: 'Strands Agents', guide: 'strands.md', key: 'AWS_REGION' },
  { pkg: 'llamaindex', name: 'LlamaIndex TS', guide: 'llamaindex.md', key: 'OPENAI_API_KEY' },
  { pkg: '@ax-llm/ax', name: 'Ax', guide: 'ax.md', key: 'OPENAI_API_KEY' },
  { pkg: 'beeai-framework', name: 'BeeAI', guide: 'beeai.md', key: 'OPENAI_API_KEY' },
  { pkg: 'ai', name: 'Vercel AI SDK', guide: 'ai-sdk.md', key: 'OPENAI_API_KEY' },
  { pkg: '@anthropic-ai/sdk', name: 'Anthropic SDK', guide: 'anthropic.md', key: 'ANTHROPIC_API_KEY' },
  { pkg: 'openai', name: 'OpenAI SDK', guide: 'openai-otel.md', key: 'OPENAI_API_KEY' },
];

interface Project {
  framework?: (typeof FRAMEWORKS)[number];
  setup?: string;
  command: string;
  /** The command is a guess the user must check. */
  guessed: boolean;
}

const readJson = (path: string): Record<string, any> | undefined => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/** The framework and how the agent is built and started, from package.json, else a Python project's files. */
export function detectProject(dir: string): Project {
  const pkg = readJson(join(dir, 'package.json'));
  if (pkg) {
    const deps = { ...pkg.dependencies, ...pkg.devDependencies };
    const framework = FRAMEWORKS.find((f) => deps[f.pkg] !== undefined);
    const scripts = pkg.scripts ?? {};
    const setup = existsSync(join(dir, 'package-lock.json')) ? 'npm ci' : 'npm install';
    const main = typeof pkg.main === 'string' ? pkg.main : undefined;
    const command = scripts.start ? 'npm start --silent' : main ? `node ${main}` : 'node agent.js';
    return {
      framework,
      setup: scripts.build ? `${setup} && npm run build` : setup,
      command,
      guessed: !scripts.start && !main,
    };
  }
  const python = ['pyproject.toml', 'requirements.txt'].find((f) => existsSync(join(dir, f)));
  if (python) {
    const entry = ['agent.py', 'main.py', 'app.py'].find((f) => existsSync(join(dir, f)));
    return {
      setup: python === 'requirements.txt' ? 'pip install -r requirements.txt' : 'pip install .',
      command: `python ${entry ?? 'agent.py'}`,
      guessed: !entry,
    };
  }
  return { command: 'node agent.js', guessed: true };
}

const SOURCE = /\.(?:[cm]?[jt]sx?|py)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', '.git', '.venv', 'venv', '__pycache__', 'coverage']);
/** How frameworks name a tool in code: tool({name}), defineTool, createTool({id}), FunctionTool, wrapTools keys, @tool def. */
const TOOL_PATTERNS = [
  /\b(?:tool|defineTool|createTool|DynamicStructuredTool|FunctionTool|Tool)\s*\(\s*\{[^}]{0,400}?\b(?:name|id)\s*:\s*['"]([A-Za-z_][\w-]{1,63})['"]/g,
  /\btool\s*\(\s*['"]([A-Za-z_][\w-]{1,63})['"]/g, // the Claude Agent SDK: tool('name', ...)
  /\bwrapTools\s*\(\s*\{\s*([A-Za-z_]\w{1,63})\s*:/g,
  /@tool[^\n]*\n\s*(?:async\s+)?def\s+([A-Za-z_]\w{1,63})\s*\(/g,
];

/** The tools the agent's sources name, in the order first found (at most 400 files, 12 tools). */
export function findTools(dir: string): string[] {
  const found = new Set<string>();
  let files = 0;
  const walk = (d: string, depth: number) => {
    if (depth > 6 || files >= 400) return;
    for (const name of readdirSync(d).sort()) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(d, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path, depth + 1);
      else if (SOURCE.test(name) && stat.size < 1_000_000 && files++ < 400) {
        const text = readFileSync(path, 'utf8');
        for (const re of TOOL_PATTERNS) for (const m of text.matchAll(re)) if (found.size < 12) found.add(m[1]);
      }
    }
  };
  walk(dir, 0);
  return [...found];
}

/** The starter cases: a time-out a tool; for a tool that writes, a time-out after it acted, checked for a second write. */
function starterCases(tools: string[]): Record<string, unknown>[] {
  const input = 'TODO: a request that makes the agent use its tools';
  if (!tools.length)
    return [
      { name: 'tool_timeout', input, effects: { tool_effects: { TODO_tool_name: [{ effect_type: 'timeout' }] } } },
    ];
  return tools.flatMap((tool) => [
    { name: `${tool}_timeout`, input, effects: { tool_effects: { [tool]: [{ effect_type: 'timeout' }] } } },
    ...(looksLikeWrite(tool)
      ? [
          {
            name: `${tool}_timeout_after_effect`,
            input,
            effects: { tool_effects: { [tool]: [{ effect_type: 'timeout_after_effect' }] } },
            expect: { max_calls: { [tool]: 1 } },
          },
        ]
      : []),
  ]);
}

/** The published JSON Schema of this version's config, for editors (yaml-language-server). */
export const SCHEMA_URL = `https://cdn.jsdelivr.net/npm/agent-chaos@${VERSION}/schema/agent-chaos.schema.json`;

export function starterConfig(project: Project, tools: string[]): string {
  const key = project.framework?.key;
  const config = {
    agent: {
      ...(project.setup ? { setup: project.setup } : {}),
      command: project.command,
      timeout: '120s',
      ...(key ? { pass_env: [key], require_env: [key] } : {}),
    },
    repeat: 3,
    ...(tools.some(looksLikeWrite) ? { side_effects: tools.filter(looksLikeWrite) } : {}),
    cases: starterCases(tools),
  };
  const notes = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    '# Written by `agent-chaos init`: give each case an input that makes the agent use the tool (the TODOs),',
    `# then: npx agent-chaos validate --config .github/agent-chaos.yml. Reference: docs/config.md.`,
    ...(project.framework
      ? [`# ${project.framework.name}: see docs/frameworks/${project.framework.guide} for its tracing.`]
      : []),
    ...(project.guessed
      ? ['# agent.command is a guess: the command that runs your agent once, reading AGENT_CHAOS_INPUT.']
      : []),
  ];
  return `${notes.join('\n')}\n${stringify(config, { lineWidth: 0 })}`;
}

/** The two-job workflow the README shows, with the agent's model key. */
export function starterWorkflow(key: string | undefined): string {
  const text = readFileSync(join(packageRoot(), 'examples', 'workflows', 'agent-chaos.yml'), 'utf8');
  if (!key || key === 'OPENAI_API_KEY') return text;
  return text.replaceAll('OPENAI_API_KEY', key);
}

export async function initCommand(args: { dir: string; force: boolean }, io: CliIO): Promise<number> {
  const project = detectProject(args.dir);
  const tools = findTools(args.dir);
  const files: [string, string][] = [
    ['.github/agent-chaos.yml', starterConfig(project, tools)],
    ['.github/workflows/agent-chaos.yml', starterWorkflow(project.framework?.key)],
  ];
  const framework = project.framework?.name ?? 'none found in package.json';
  const found = tools.length ? tools.join(', ') : 'none found (the config has a TODO)';
  io.out(`framework: ${framework}; tools: ${found}`);
  for (const [path, text] of files) {
    const target = join(args.dir, path);
    if (existsSync(target) && !args.force) {
      io.out(`kept ${relative(process.cwd(), target) || path}: it exists (--force writes over it)`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    io.out(`wrote ${path}`);
  }
  io.out(
    'next: replace the TODOs in .github/agent-chaos.yml, then `npx agent-chaos run --config .github/agent-chaos.yml --judge heuristic` (local, no credentials)',
  );
  return 0;
}
