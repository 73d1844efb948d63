// A config cannot ask for millions of runs: the expansion is counted before anything is built. The
// attack as found: a 251 kB config expanding to 2,100,000 runs was accepted and took 10 s and 1 GB
// just to list the expected runs.
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { EXPANSION_LIMITS, expandCases } from '../../src/config/expand.js';
import { parseConfigText } from '../../src/config/load.js';

const config = (cases: number, maps: number, repeat: number) =>
  parseConfigText(
    stringify({
      agent: { command: 'true' },
      repeat,
      cases: Array.from({ length: cases }, (_, i) => ({
        name: `c${i}`,
        input: 'x',
        effects: Array.from({ length: maps }, (_, j) => ({
          name: `m${j}`,
          tool_effects: { t: [{ effect_type: 'timeout' }] },
        })),
      })),
    }),
    'agent-chaos.yml',
  );

describe('config expansion is bounded', () => {
  it('2,100,000 runs: refused before they are listed, naming the largest cases and the fix', () => {
    const c = config(210, 100, 100);
    expect(() => expandCases(c)).toThrow(
      /^cases: the config expands to 21,000 case\(s\) and 2,100,000 run\(s\), past the 5,000 cases and 20,000 runs a job may run \(the largest: "c0" 10,000 run\(s\) \(100 variant\(s\)\), .*\); lower repeat, or split/,
    );
  });

  it('a suite at the limit expands', () => {
    const c = config(20, 10, EXPANSION_LIMITS.runs / 200);
    expect(expandCases(c)).toHaveLength(200);
  });
});
