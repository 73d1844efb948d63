// The docs a newcomer reads: the README stays short (the rest is in docs/), and every relative link
// in it and in docs/ leads to a file that exists and, with a #fragment, to a heading of that file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

/** GitHub's anchor for a heading: lower case, punctuation but - and _ dropped, spaces as -. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, h] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const s = slug(h.trim());
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    out.add(n ? `${s}-${n}` : s);
  }
  return out;
}

describe('the docs', () => {
  it('the README stays under 8,500 characters: the two commands, a quick start, the comment, a map of docs/', () => {
    expect(readFileSync('README.md', 'utf8').length).toBeLessThan(8_500);
  });

  it.each(DOCS)('%s: every relative link and anchor resolves', (doc) => {
    const text = readFileSync(doc, 'utf8').replace(/```[\s\S]*?```/g, '');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [path, anchor] = target.split('#');
      const file = path ? join(dirname(doc), path) : doc;
      if (!existsSync(file)) broken.push(`${target}: no file ${file}`);
      else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${file}`);
    }
    expect(broken).toEqual([]);
  });
});
