// The LLM judge's prompts against the specifications, section by section: every line of a rubric,
// of what is evaluated and of the example scenarios as the specification writes it; inside those
// sections nothing the specification does not say; what agent-chaos adds under its own heading,
// after them; reasoning asked for before the label.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as fa from '../../src/evaluators/failure-analysis.prompt.js';
import * as fc from '../../src/evaluators/failure-communication.prompt.js';
import * as pc from '../../src/evaluators/partial-completion.prompt.js';
import * as rs from '../../src/evaluators/recovery-strategy.prompt.js';

const spec: Record<string, Record<string, string[]>> = JSON.parse(readFileSync('fixtures/specs/sections.json', 'utf8'));
const flat = (t: string) => t.replace(/\s+/g, ' ');

/** The lines of a prompt's section: from its heading to the next blank line. */
function section(prompt: string, heading: string): string[] {
  const start = prompt.indexOf(`\n${heading}:\n`);
  if (start < 0) return [];
  const body = prompt.slice(start + heading.length + 3);
  return body
    .slice(0, body.search(/\n\n|$/))
    .split('\n')
    .map((l) => l.trim());
}

describe('prompts as the specifications say', () => {
  for (const [name, prompt] of [
    ['failure_communication', fc.SYSTEM],
    ['partial_completion', pc.SYSTEM],
  ] as const) {
    it(`${name}: each section holds the specification's lines, and only them`, () => {
      for (const [heading, lines] of Object.entries(spec[name])) {
        for (const line of lines) expect(flat(prompt), `${heading}: ${line}`).toContain(flat(line));
        if (heading === 'Examples') continue; // the scenarios are framed ("Tool: ... Agent: ..."), quoted whole
        expect(section(prompt, heading), heading).toEqual(lines);
      }
      const adds = prompt.indexOf('agent-chaos adds (not in the specification):');
      expect(adds).toBeGreaterThan(prompt.indexOf('\nExamples'));
      expect(prompt.slice(prompt.indexOf('\nReason step by step'))).toMatch(/^\nReason step by step before/);
    });
  }

  it("failure_analysis: the method's steps as written, injected faults recorded as findings, the addition marked", () => {
    for (const line of spec.failure_analysis.Method) expect(flat(fa.SYSTEM), line).toContain(flat(line));
    expect(fa.SYSTEM).toContain('agent-chaos adds (not in the method):');
    expect(fa.SYSTEM).toMatch(/Record each injected fault as a\s+finding too, with injected: true/);
    expect(Object.keys(fa.replySchema.shape.findings.element.shape)).toContain('injected');
  });

  it('asks for step-by-step reasoning before the label, and says how to read step times', () => {
    for (const p of [fc, pc, rs]) {
      expect(Object.keys(p.replySchema.shape)[0]).toBe('reasoning');
      expect((p.replySchema.shape as any).reasoning.description).toMatch(/^Step by step/);
    }
    expect(fc.SYSTEM).toContain("Each step shows its time from the session's start.");
    expect(rs.SYSTEM).toMatch(/retries a few milliseconds apart are hammering/);
  });
});
