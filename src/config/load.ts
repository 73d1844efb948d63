// Loads .github/agent-chaos.yml: YAML with positions, then the zod schema. Every problem is reported
// at once as "file:line:col: path: what is wrong (what is allowed)".
import { readFile } from 'node:fs/promises';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { configJsonSchema } from './json-schema.js';
import { type Config, EFFECT_TYPES, MCP_EFFECT_TYPES, MODEL_EFFECT_TYPES, configSchema } from './schema.js';
import { closest } from './suggest.js';

export const DEFAULT_CONFIG_PATH = '.github/agent-chaos.yml';

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid config\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

type Path = PropertyKey[];

/** The YAML node at a path, or the nearest ancestor that exists (for a missing key). */
function nodeAt(doc: Document, path: Path): { node: Node | undefined; exact: boolean } {
  let node: unknown = doc.contents;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    let next: unknown;
    if (isMap(node)) next = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key)?.value;
    else if (isSeq(node) && typeof key === 'number') next = node.items[key];
    if (next == null) return { node: node as Node, exact: false };
    node = next;
  }
  return { node: node as Node, exact: true };
}

/** The key node of `key` inside the map at `path` (to point at an unknown key itself). */
function keyNode(doc: Document, path: Path, key: string): Node | undefined {
  const { node } = nodeAt(doc, path);
  if (!isMap(node)) return undefined;
  const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
  return pair?.key as Node | undefined;
}

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A schema's alternatives, unions flattened. */
const alternatives = (s: JsonSchema): JsonSchema[] => {
  const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  return branches.length ? branches.flatMap(alternatives) : [s];
};

/** Keys the schema allows for the object at a path (for "did you mean"), read from its JSON Schema. */
function allowedKeys(path: Path): string[] {
  let at: JsonSchema[] = [configJsonSchema() as JsonSchema];
  for (const key of path) {
    at = at.flatMap(alternatives).flatMap((s): JsonSchema[] => {
      if (typeof key === 'number') return s.items ? [s.items] : [];
      const child =
        s.properties?.[key as string] ??
        (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
      return child ? [child] : [];
    });
  }
  return [...new Set(at.flatMap(alternatives).flatMap((s) => Object.keys(s.properties ?? {})))];
}

const yamlType = (node: unknown): string =>
  isMap(node)
    ? 'a mapping'
    : isSeq(node)
      ? 'a list'
      : isScalar(node)
        ? node.value === null
          ? 'null'
          : typeof node.value
        : 'nothing';

const showPath = (path: Path): string =>
  path.length
    ? path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${String(k)}` : String(k))).join('')
    : '(top level)';

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union': {
      if ((issue as any).note === 'No matching discriminator')
        return `must be one of: ${effectsAt(issue.path).join(', ')}`;
      const first = (issue.errors ?? []).find((b) => b.length)?.[0];
      return first ? describeIssue(first) : issue.message;
    }
    default:
      return issue.message;
  }
}

/** A union's error is reported as the issues of the branch that got furthest, with full paths. */
function leafIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || (issue as any).note === 'No matching discriminator') return [issue];
  const branches = (issue.errors ?? []).filter((b) => b.length);
  if (!branches.length) return [issue];
  const depth = (b: z.core.$ZodIssue[]) => Math.max(...b.map((i) => i.path.length));
  const best = [...branches].sort((a, b) => depth(b) - depth(a))[0];
  // A scalar-vs-object union (evaluators: name | {name, threshold}) failing at its root says more as one message.
  if (depth(best) === 0) return [issue];
  return best.flatMap((i) => leafIssues({ ...i, path: [...issue.path, ...i.path] } as z.core.$ZodIssue));
}

/** The effects of the map a path is in: a tool's, the model's or an MCP server's. */
const effectsAt = (path: Path): string[] => [
  ...(path.includes('model_effects')
    ? MODEL_EFFECT_TYPES
    : path.includes('mcp_effects')
      ? MCP_EFFECT_TYPES
      : EFFECT_TYPES),
];

/** An effect under the wrong map (a model effect under tool_effects, ...): where it goes instead. */
function placeOf(effect: string, path: Path): string | undefined {
  const maps = [
    { key: 'tool_effects', types: EFFECT_TYPES, what: 'a tool effect', doc: 'docs/config.md' },
    { key: 'model_effects', types: MODEL_EFFECT_TYPES, what: 'a model effect', doc: 'docs/model-faults.md' },
    { key: 'mcp_effects', types: MCP_EFFECT_TYPES, what: "an MCP server's effect", doc: 'docs/config.md' },
  ];
  const here = maps.find((m) => path.includes(m.key));
  const there = maps.find((m) => (m.types as readonly string[]).includes(effect));
  if (!here || !there || here === there) return undefined;
  return `${effect} is ${there.what}, not ${here.what}: move it from ${here.key} to the case's effects.${there.key} (${there.doc})`;
}

/** Validates already-parsed YAML; errors name the file, line, column and field path. */
export function parseConfigText(text: string, file: string): Config {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number | undefined): string => {
    if (offset === undefined) return file;
    const { line, col } = lineCounter.linePos(offset);
    return `${file}:${line}:${col}`;
  };
  if (doc.errors.length)
    throw new ConfigError(
      file,
      doc.errors.map((e) => `${at(e.pos[0])}: YAML syntax: ${e.message.split('\n')[0]}`),
    );
  const data = doc.toJS();
  if (data == null || typeof data !== 'object')
    throw new ConfigError(file, [`${file}:1:1: the config must be a YAML mapping with at least agent and cases`]);
  const result = configSchema.safeParse(data);
  if (result.success) return result.data;
  const problems: string[] = [];
  for (const issue of result.error.issues.flatMap(leafIssues)) {
    if (issue.code === 'unrecognized_keys') {
      const allowed = allowedKeys(issue.path);
      for (const key of issue.keys) {
        const hint = closest(key, allowed);
        const where = at(keyNode(doc, issue.path, key)?.range?.[0]);
        problems.push(
          `${where}: ${showPath([...issue.path, key])}: unknown key${hint ? `; did you mean "${hint}"?` : ''} (allowed: ${allowed.join(', ')})`,
        );
      }
      continue;
    }
    const { node, exact } = nodeAt(doc, issue.path);
    const inner =
      issue.code === 'invalid_union' && (issue as any).note === 'No matching discriminator'
        ? nodeAt(doc, [...issue.path, 'effect_type'])
        : undefined;
    const target = inner?.exact ? inner.node : node;
    let what = describeIssue(issue);
    if (issue.code === 'invalid_type') {
      what = exact ? `expected ${issue.expected}, got ${yamlType(node)}` : `is required (${issue.expected})`;
    }
    const options =
      issue.code === 'invalid_value'
        ? issue.values.map(String)
        : inner || (issue as any).note
          ? effectsAt(issue.path)
          : [];
    const given = isScalar(target) && typeof target.value === 'string' ? target.value : undefined;
    const misplaced = inner && given ? placeOf(given, issue.path) : undefined;
    const hint = given && !misplaced ? closest(given, options) : undefined;
    if (misplaced) what = misplaced;
    if (hint) what += `; did you mean "${hint}"?`;
    problems.push(`${at(target?.range?.[0])}: ${showPath(issue.path)}: ${what}`);
  }
  throw new ConfigError(file, problems);
}

export async function loadConfig(path = DEFAULT_CONFIG_PATH): Promise<Config> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const hint =
      code === 'ENOENT'
        ? ` (create it, or pass another path with --config; a minimal one: agent: { command: <how to start your agent> } and one case with input and effects, see https://github.com/agent-chaos/agent-chaos/blob/main/docs/config.md)`
        : '';
    throw new ConfigError(path, [`${path}: cannot read config: ${code ?? (err as Error).message}${hint}`]);
  }
  return parseConfigText(text, path);
}
