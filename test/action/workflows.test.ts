// The example workflows docs/action.md shows: they parse, and use only inputs action.yml declares.
import { readdirSync, readFileSync } from 'node:fs';
import { INPUT_NAMES } from '../../src/action/inputs.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const action = parse(readFileSync('action.yml', 'utf8'));
const declared = new Set(Object.keys(action.inputs));
const files = readdirSync('examples/workflows').filter((f) => f.endsWith('.yml'));

describe('examples/workflows', () => {
  it('has the workflows docs/action.md documents', () => {
    expect(files.sort()).toEqual(['agent-chaos-collect.yml', 'agent-chaos-evaluate.yml', 'agent-chaos-sharded.yml', 'agent-chaos.yml']);
    const readme = readFileSync('docs/action.md', 'utf8');
    for (const f of files) expect(readme).toContain(`examples/workflows/${f}`);
  });

  it.each(files)('%s parses and passes only declared inputs, with valid values', (file) => {
    const wf = parse(readFileSync(`examples/workflows/${file}`, 'utf8'));
    expect(wf.on).toBeTruthy();
    const steps = Object.values<any>(wf.jobs).flatMap((j) => j.steps ?? []);
    const ours = steps.filter((s) => String(s.uses ?? '').startsWith('agent-chaos/agent-chaos@'));
    expect(ours.length).toBeGreaterThan(0);
    for (const step of ours) {
      for (const [key, value] of Object.entries(step.with ?? {})) {
        expect(declared.has(key), `${file}: input "${key}" is not in action.yml`).toBe(true);
        if (key === 'mode') expect(['run', 'evaluate', 'report']).toContain(value);
        if (key === 'judge-provider') expect(['bedrock', 'openai', 'heuristic', 'none']).toContain(value);
      }
    }
  });

  it('action.yml runs dist/index.js on node24 and every input it declares is read by the action', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect([...declared].sort()).toEqual([...INPUT_NAMES].sort());
  });
});
