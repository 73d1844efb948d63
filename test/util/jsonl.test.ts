// JSON Lines read as a stream: huge files and lines never become one string, and every problem
// names its line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonLines } from '../../src/util/jsonl.js';

describe('readJsonLines', () => {
  it('skips an overlong line and a bad one, naming them, and reads the rest', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-jsonl-')), 'j.jsonl');
    writeFileSync(file, ['{"a":1}', `{"big":"${'x'.repeat(5000)}"}`, '{oops', '', '{"a":2}', '[1]'].join('\n'));
    const seen: unknown[] = [];
    const problems = await readJsonLines(
      file,
      (v) => (Array.isArray(v) ? 'not an object' : (seen.push(v), undefined)),
      { maxLineBytes: 1000 },
    );
    expect(seen).toEqual([{ a: 1 }, { a: 2 }]);
    expect(problems).toEqual([
      `${file}:2: line over 1000 bytes, skipped`,
      expect.stringMatching(/:3: not JSON/),
      `${file}:6: not an object, skipped`,
    ]);
  });

  it('stops at the byte cap of a file, and says so', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-jsonl-')), 'j.jsonl');
    writeFileSync(file, Array.from({ length: 10_000 }, (_, i) => JSON.stringify({ i })).join('\n'));
    const seen: unknown[] = [];
    const problems = await readJsonLines(file, (v) => void seen.push(v), { maxBytes: 1000 });
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.length).toBeLessThan(200);
    expect(problems).toContain(`${file}: over 1000 bytes; the rest was not read`);
  });
});
