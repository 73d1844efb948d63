// The layering, checked on the source: stages import only stages below them (type-only imports
// included), GitHub is touched only under src/action/, and the CLI bundle carries no GitHub client.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

// Lowest first. The two shells sit on top and never import each other.
const RANK: Record<string, number> = {
  util: 0,
  'version.ts': 0,
  config: 1,
  chaos: 2,
  trace: 3,
  runner: 4,
  judge: 5,
  evaluators: 6,
  results: 7,
  report: 8,
  'after-runs.ts': 9,
  pipeline: 10,
  cli: 11,
  action: 11,
};

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const stageOf = (file: string) => relative('src', file).split('/')[0];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const edges = files('src').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => {
    const spec = m[1] ?? m[2];
    return {
      file,
      spec,
      to: spec.startsWith('.')
        ? stageOf(relative(process.cwd(), resolve(dirname(file), spec.replace(/\.js$/, '.ts'))))
        : undefined,
    };
  }),
);

describe('architecture', () => {
  it('every stage is ranked, and the graph was read', () => {
    for (const f of files('src')) expect(RANK[stageOf(f)], f).toBeDefined();
    expect(edges.filter((e) => e.to).length).toBeGreaterThan(100);
  });

  it('no stage imports a stage above it, and the CLI and the action do not import each other', () => {
    const upward = edges
      .filter((e) => e.to && e.to !== stageOf(e.file) && RANK[e.to] >= RANK[stageOf(e.file)])
      .map((e) => `${e.file} -> ${e.spec}`);
    expect(upward).toEqual([]);
  });

  it('GitHub packages are imported only under src/action/', () => {
    const github = edges
      .filter((e) => /^@(actions|octokit)\//.test(e.spec) && stageOf(e.file) !== 'action')
      .map((e) => `${e.file} -> ${e.spec}`);
    expect(github).toEqual([]);
  });

  it('no module imports itself through others: the import graph of src/ has no cycle', () => {
    const target = (e: { file: string; spec: string }) =>
      relative(process.cwd(), resolve(dirname(e.file), e.spec.replace(/\.js$/, '.ts')));
    const graph = new Map<string, string[]>();
    for (const e of edges) if (e.spec.startsWith('.')) graph.set(e.file, [...(graph.get(e.file) ?? []), target(e)]);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (n: string, path: string[]) => {
      state.set(n, 'open');
      for (const t of graph.get(n) ?? []) {
        if (state.get(t) === 'open') cycles.push([...path.slice(path.indexOf(t)), n, t].join(' -> '));
        else if (!state.has(t)) visit(t, [...path, n]);
      }
      state.set(n, 'done');
    };
    for (const n of graph.keys()) if (!state.has(n)) visit(n, []);
    expect(cycles).toEqual([]);
  });

  it('no line of src/ is over 140 characters but for a string, template or pattern literal (the formatter keeps 120)', () => {
    const long = files('src').flatMap((f) =>
      withoutLiterals(readFileSync(f, 'utf8'))
        .split('\n')
        .flatMap((line, i) => (line.length > 140 ? [`${f}:${i + 1}`] : [])),
    );
    expect(long).toEqual([]);
  });

  it('no function of src/ is over 80 lines of code (blank and comment lines not counted), but the named exceptions', () => {
    const long = functions().flatMap((f) =>
      f.lines > MAX_FUNCTION_LINES && !(f.where in LONG_FUNCTIONS) ? [`${f.where}: ${f.lines} lines`] : [],
    );
    expect(long).toEqual([]);
    // The check reads every function: a parse that found none would pass anything.
    expect(functions().length).toBeGreaterThan(1000);
    // An exception whose function got shorter (or moved) is taken off the list.
    const stale = Object.keys(LONG_FUNCTIONS).filter(
      (w) => !functions().some((f) => f.where === w && f.lines > MAX_FUNCTION_LINES),
    );
    expect(stale).toEqual([]);
  });

  it('no file of src/ is over 400 lines, but the named exceptions, each with its reason', () => {
    const lines = (f: string) => readFileSync(f, 'utf8').split('\n').length;
    const long = files('src')
      .filter((f) => lines(f) > MAX_FILE_LINES && !(relative('src', f) in LONG_FILES))
      .map((f) => `${f}: ${lines(f)} lines`);
    expect(long).toEqual([]);
    // An exception that got shorter (or moved) is taken off the list.
    const stale = Object.keys(LONG_FILES).filter(
      (f) => !files('src').some((x) => relative('src', x) === f && lines(x) > MAX_FILE_LINES),
    );
    expect(stale).toEqual([]);
  });

  it('no template over 140 characters holds logic: a ternary, a function or a template inside it is a named part first', () => {
    const tangled: string[] = [];
    for (const { file, src, ast } of parsed())
      walk(ast, (node) => {
        if (node.type !== 'TemplateLiteral' || node.end - node.start <= 140) return;
        const logic = new Set<string>();
        for (const e of node.expressions as unknown[]) walk(e, (x) => void (LOGIC.has(x.type) && logic.add(x.type)));
        if (logic.size) tangled.push(`${file}:${lineOf(src, node.start)} (${[...logic].join(', ')})`);
      });
    expect(tangled).toEqual([]);
  });

  it('nothing executable inside a string: no node started with a program text, no eval, the launcher a file of its own', () => {
    const inline = /process\.execPath,\s*\[\s*['"](?:-e|--eval|-p|--print)['"]|\bnew Function\(|(?<![.\w])eval\(/;
    expect(files('src').filter((f) => inline.test(readFileSync(f, 'utf8')))).toEqual([]);
    // The agent launcher runs by path beside each bundle that starts agents, the same file as in src/.
    const program = readFileSync('src/runner/launcher-process.cjs', 'utf8');
    for (const dir of ['dist', 'dist/cli']) expect(readFileSync(join(dir, 'launcher.cjs'), 'utf8')).toBe(program);
  });

  it('the CLI bundle carries no GitHub artifact or Actions client', () => {
    const bundle = readdirSync('dist/cli')
      .map((f) => readFileSync(join('dist/cli', f), 'utf8'))
      .join('\n');
    expect(bundle).not.toContain('DefaultArtifactClient');
    expect(bundle).not.toContain('ACTIONS_RUNTIME_TOKEN');
  });
});

/**
 * The source with string, template and pattern literals removed line by line (a line inside a
 * template that spans lines is removed whole): what is left is code and comments.
 */
function withoutLiterals(src: string): string {
  let inTemplate = false;
  return src
    .split('\n')
    .map((line) => {
      const quoted = line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
      const ticks = (quoted.match(/(?<!\\)`/g) ?? []).length;
      const wasInside = inTemplate;
      if (ticks % 2) inTemplate = !inTemplate;
      if (wasInside || inTemplate) return '';
      let out = quoted.replace(/\/(?:[^/\\\n]|\\.)+\/[dgimsuy]*/g, '');
      // Templates nest (`a ${f(`b`)}`): innermost pairs first, until none is left.
      for (let before = ''; before !== out; ) {
        before = out;
        out = out.replace(/`[^`]*`/, '');
      }
      return out;
    })
    .join('\n');
}

/** The most lines of code a function of src/ has, blank and comment lines not counted. */
const MAX_FUNCTION_LINES = 80;
/** Functions allowed over the limit, "file:line" -> why (none now). */
const LONG_FUNCTIONS: Record<string, string> = {};

/** The most lines a file of src/ has, comments included. */
const MAX_FILE_LINES = 400;

/** Files over MAX_FILE_LINES, and why each stays whole. */
const LONG_FILES: Record<string, string> = {
  'runner/run-cases.ts':
    'RunSet, one class of ~350 lines whose methods share one run set: its journal, limiter, receiver, cancellation and model proxy',
  'runner/model-proxy.ts':
    "the OpenAI side of the model proxy: one request's path (parse, draw the fault, answer in the API's shape, stream, forward)",
  'runner/model-proxy-bedrock.ts':
    "the Bedrock side of the model proxy: Converse and ConverseStream, re-signing and Bedrock's event-stream framing",
  'evaluators/engine.ts': 'the evaluators over sessions with one shared concurrency limit, budget and call plan',
  'evaluators/lexicon.ts': 'data: the phrase lists of six languages, one table each',
};
/** What makes a template's part logic: build it as a named value first. */
const LOGIC = new Set(['ConditionalExpression', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every module of src/ parsed (ESTree, TypeScript syntax), once. */
let parsedCache: { file: string; src: string; ast: Node }[] | undefined;
function parsed() {
  parsedCache ??= files('src').map((file) => {
    const src = readFileSync(file, 'utf8');
    return { file, src, ast: parseAst(src, { lang: 'ts' }) as unknown as Node };
  });
  return parsedCache;
}

/** Calls fn on every node under `node`, `node` included. */
function walk(node: unknown, fn: (n: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) walk(n, fn);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') fn(n);
  for (const [k, v] of Object.entries(n)) if (k !== 'parent' && v && typeof v === 'object') walk(v, fn);
}

const lineOf = (src: string, pos: number) => src.slice(0, pos).split('\n').length;
const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every function of src/ (methods included): where it starts and its lines of code. */
let functionsCache: { where: string; lines: number }[] | undefined;
function functions() {
  functionsCache ??= parsed().flatMap(({ file, src, ast }) => {
    const out: { where: string; lines: number }[] = [];
    walk(ast, (node) => {
      if (!FUNCTION.has(node.type)) return;
      const lines = src
        .slice(node.start, node.end)
        .split('\n')
        .filter((l) => l.trim() && !/^\s*(\/\/|\/\*|\*)/.test(l)).length;
      out.push({ where: `${file}:${lineOf(src, node.start)}`, lines });
    });
    return out;
  });
  return functionsCache;
}
