// docs/config.md's reference and the schema describe the same keys.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../src/config/json-schema.js';

/** Dotted key paths of the schema's objects (arrays of objects as `key[]`), effects left out. */
function keys(schema: any, prefix = ''): string[] {
  const out: string[] = [];
  const props = schema?.properties ?? {};
  for (const [k, v] of Object.entries<any>(props)) {
    const path = prefix ? `${prefix}.${k}` : k;
    out.push(path);
    if (path === 'cases') {
      for (const key of keys(v.items, 'cases[]')) out.push(key);
    } else if (v.type === 'object' && v.properties && !['judge.prices', 'agent.env'].includes(path)) {
      out.push(...keys(v, path));
    }
  }
  return out.filter((k) => k !== 'cases[].effects.name' && !k.startsWith('cases[].effects.'));
}

describe('docs/config.md reference', () => {
  it('lists every key of the schema, and only those', () => {
    const doc = readFileSync('docs/config.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Config reference'));
    const documented = new Set(
      [...section.matchAll(/^\| `([^`]+)`(?:, `([^`]+)`)? \|/gm)].flatMap((m) => [m[1], m[2]].filter(Boolean)),
    );
    const inSchema = keys(configJsonSchema()).filter(
      (k) => !['agent', 'judge', 'gate', 'judge.budget', 'judge.admission', 'cases'].includes(k),
    );
    for (const k of inSchema) expect(documented.has(k), `${k} is missing from docs/config.md`).toBe(true);
    for (const k of documented) expect(inSchema.includes(k), `${k} is not in the schema`).toBe(true);
  });
});
