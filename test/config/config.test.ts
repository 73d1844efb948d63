import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandCases } from '../../src/config/expand.js';
import { configJsonSchemaText } from '../../src/config/json-schema.js';
import { ConfigError, loadConfig, parseConfigText } from '../../src/config/load.js';
import { closest } from '../../src/config/suggest.js';
import { evaluatorSettings } from '../../src/evaluators/settings.js';

const problems = (text: string): string[] => {
  try {
    parseConfigText(text, 'agent-chaos.yml');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected the config to be invalid');
};

const minimal = `agent:
  command: node agent.js
cases:
  - name: search_timeout
    input: Find a flight
    effects:
      tool_effects:
        search_flights: [{ effect_type: timeout, error_message: timed out }]
`;

describe('config', () => {
  it('fills defaults a two-line config relies on', () => {
    const c = parseConfigText(minimal, 'x.yml');
    expect(c.agent).toEqual({
      command: 'node agent.js',
      workdir: '.',
      timeout: 120_000,
      env: {},
      pass_env: [],
      require_env: [],
    });
    expect(c).toMatchObject({ repeat: 3, concurrency: 4, no_fault_variant: false });
    // No list: the four judged evaluators (the checks no judge reads join where the config sets them up).
    expect(c.evaluators).toBeUndefined();
    expect(evaluatorSettings(c).map((e) => e.name)).toEqual([
      'failure_communication',
      'partial_completion',
      'recovery_strategy',
      'failure_analysis',
    ]);
    expect(c.judge).toMatchObject({ provider: 'bedrock', model: 'global.anthropic.claude-sonnet-4-6', concurrency: 4 });
    expect(c.gate).toEqual({
      fail_on: 'regression',
      min_effect: 0.1,
      detect: 0.3,
      level: 'fail',
      without_baseline: 'inconclusive',
      max_judge_errors: 0.1,
      on_judge_errors: 'fail',
      broken_cases: 'fail',
      on_undecided: 'pass',
      max_new_cases: 10,
      missing_runs: 'fail',
    });
  });

  it('reads durations and stringifies env values', () => {
    const c = parseConfigText(
      minimal.replace('command: node agent.js', 'command: x\n  timeout: 2m\n  env: { RETRIES: 2, DEBUG: true }'),
      'x.yml',
    );
    expect(c.agent.timeout).toBe(120_000);
    expect(c.agent.env).toEqual({ RETRIES: '2', DEBUG: 'true' });
    expect(
      parseConfigText(minimal.replace('command: node agent.js', 'command: x\n  timeout: 1500ms'), 'x.yml').agent
        .timeout,
    ).toBe(1500);
  });

  it('rejects a duration without a unit, with the fix, wherever it is', () => {
    expect(problems(minimal.replace('command: node agent.js', 'command: x\n  timeout: 10'))).toEqual([
      'agent-chaos.yml:3:12: agent.timeout: 10 has no unit: write 10s for seconds or 10ms for milliseconds',
    ]);
    const delay = minimal.replace(
      '[{ effect_type: timeout, error_message: timed out }]',
      '[{ effect_type: timeout, delay: 10 }]',
    );
    expect(problems(delay).join(' ')).toMatch(/delay: 10 has no unit: write 10s for seconds or 10ms for milliseconds/);
  });

  it('refuses a timer longer than node can wait, which fired at once and killed every run after 1 ms (issue 64)', () => {
    for (const long of ['25d', '999999999s'])
      expect(problems(minimal.replace('command: node agent.js', `command: x\n  timeout: ${long}`))).toEqual([
        `agent-chaos.yml:3:12: agent.timeout: longer than a timer can wait (24.8 days, 2147483647 ms): write at most 24d`,
      ]);
    expect(
      parseConfigText(minimal.replace('command: node agent.js', 'command: x\n  timeout: 24d'), 'x.yml').agent.timeout,
    ).toBe(24 * 86_400_000);
  });

  it("says what run would refuse, and where an effect belongs, in the product's words (issue 64)", () => {
    // A required variable nothing passes never reaches the agent: run refused it, validate passed it.
    expect(problems(minimal.replace('command: node agent.js', 'command: x\n  require_env: [OPENAI_API_KEY]'))).toEqual([
      'agent-chaos.yml:3:17: agent.require_env[0]: OPENAI_API_KEY is required but agent.pass_env does not pass it, so it never reaches the agent: add OPENAI_API_KEY to agent.pass_env',
    ]);
    for (const passed of ['pass_env: [OPENAI_*]', 'env: { OPENAI_API_KEY: x }'])
      expect(
        parseConfigText(
          minimal.replace('command: node agent.js', `command: x\n  require_env: [OPENAI_API_KEY]\n  ${passed}`),
          'x.yml',
        ).agent.require_env,
      ).toEqual(['OPENAI_API_KEY']);
    // A model effect under tool_effects is pointed to model_effects (it was "must be one of" the tool effects).
    expect(problems(minimal.replace('effect_type: timeout, error_message: timed out', 'effect_type: refusal'))).toEqual(
      [
        "agent-chaos.yml:8:41: cases[0].effects.tool_effects.search_flights[0].effect_type: refusal is a model effect, not a tool effect: move it from tool_effects to the case's effects.model_effects (docs/model-faults.md)",
      ],
    );
    // A misspelt model effect is offered the model's effects, not the tools'.
    const model = minimal.replace(
      '      tool_effects:\n        search_flights: [{ effect_type: timeout, error_message: timed out }]',
      '      model_effects: [{ effect_type: refusl }]',
    );
    expect(problems(model)[0]).toMatch(/effect_type: must be one of: refusal, .*; did you mean "refusal"\?$/);
    expect(problems(`agent:\n  command: x\ncases: []\n`)).toEqual([
      'agent-chaos.yml:3:8: cases: no case: give at least one (a name, an input and its effects)',
    ]);
  });

  it('names file, line, column and path of an unknown key, with a suggestion and the allowed keys', () => {
    const p = problems(minimal.replace('    input: Find a flight', '    input: Find a flight\n    repeats: 5'));
    expect(p).toEqual([
      'agent-chaos.yml:6:5: cases[0].repeats: unknown key; did you mean "repeat"? (allowed: name, input, effects, repeat, tags, no_fault_variant, sweep, expect)',
    ]);
  });

  it('suggests the effect type meant and points at its value', () => {
    const p = problems(minimal.replace('effect_type: timeout', 'effect_type: timout'));
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(
      /^agent-chaos\.yml:8:41: cases\[0\]\.effects\.tool_effects\.search_flights\[0\]\.effect_type: must be one of: timeout, network_error, .*; did you mean "timeout"\?$/,
    );
  });

  it('reports every problem at once: missing, wrong type, out of range, bad enum, bad duration', () => {
    const text = `agent:
  timeout: soon
repeat: 0
cases:
  - name: ok
    input: 42
judge: { provider: bedrok }
`;
    const p = problems(text);
    expect(p).toEqual([
      'agent-chaos.yml:2:3: agent.command: is required (string)',
      'agent-chaos.yml:2:12: agent.timeout: "soon" is not a duration; write e.g. 120s, 2m or 500ms',
      'agent-chaos.yml:3:9: repeat: Too small: expected number to be >=1',
      'agent-chaos.yml:6:12: cases[0].input: expected string, got number',
      'agent-chaos.yml:7:20: judge.provider: must be one of: "bedrock", "openai", "heuristic", "none"; did you mean "bedrock"?',
    ]);
  });

  it('reports YAML syntax errors with their position', () => {
    expect(problems('agent:\n  command: [unclosed\ncases: []\n')[0]).toMatch(
      /^agent-chaos\.yml:\d+:\d+: YAML syntax: /,
    );
    expect(problems('')[0]).toBe(
      'agent-chaos.yml:1:1: the config must be a YAML mapping with at least agent and cases',
    );
  });

  it('says how to fix a missing config file', async () => {
    await expect(loadConfig('nowhere/agent-chaos.yml')).rejects.toThrow(
      /nowhere\/agent-chaos\.yml: cannot read config: ENOENT \(create it/,
    );
  });

  it('suggests only close words', () => {
    expect(closest('concurency', ['concurrency', 'repeat'])).toBe('concurrency');
    expect(closest('banana', ['concurrency', 'repeat'])).toBeUndefined();
  });
});

describe('case expansion (like ChaosCase.expand)', () => {
  const text = `agent: { command: x }
repeat: 2
cases:
  - name: search
    input: find
    repeat: 5
    effects:
      - name: slow
        tool_effects: { search: [{ effect_type: timeout }] }
      - tool_effects:
          search: [{ effect_type: truncate_fields, max_length: 5 }]
          book: [{ effect_type: network_error }, { effect_type: validation_error }]
    no_fault_variant: true
  - name: plain
    input: hi
    tags: [smoke]
    effects: { tool_effects: { book: [{ effect_type: corrupt_values, corrupt_ratio: 0.3, apply_rate: 0.5 }] } }
  - name: nofaults
    input: hello
`;
  it('expands several effect maps into "case|map" and adds the no-fault variant', () => {
    const cases = expandCases(parseConfigText(text, 'x.yml'));
    expect(cases.map((c) => [c.name, c.repeat])).toEqual([
      ['search|slow', 5],
      ['search|search.truncate_fields+book.network_error.validation_error', 5],
      ['search|baseline', 5],
      ['plain', 2],
      ['nofaults', 2],
    ]);
    expect(cases[2].effects).toEqual({ tool_effects: {} });
    expect(cases[3]).toMatchObject({
      case: 'plain',
      tags: ['smoke'],
      effects: { tool_effects: { book: [{ effect_type: 'corrupt_values', corrupt_ratio: 0.3, apply_rate: 0.5 }] } },
    });
    // The effects keep the Strands ChaosCase shape and only what the user wrote.
    expect(cases[0].effects).toEqual({ tool_effects: { search: [{ effect_type: 'timeout' }] } });
  });

  it('refuses two cases that expand to one name', () => {
    const dup = text.replace('- name: plain', '- name: nofaults');
    expect(() => expandCases(parseConfigText(dup, 'x.yml'))).toThrow(/two cases expand to the same name "nofaults"/);
  });
});

describe('JSON Schema', () => {
  it('schema/agent-chaos.schema.json is the one generated from the zod schema (run `npm run schema`)', () => {
    expect(readFileSync('schema/agent-chaos.schema.json', 'utf8')).toBe(configJsonSchemaText());
  });

  it('describes the effect vocabulary and forbids unknown keys', () => {
    const schema = JSON.parse(configJsonSchemaText());
    expect(schema.required).toEqual(['agent', 'cases']);
    expect(schema.additionalProperties).toBe(false);
    const text = JSON.stringify(schema);
    for (const t of [
      'timeout',
      'network_error',
      'execution_error',
      'validation_error',
      'truncate_fields',
      'remove_fields',
      'corrupt_values',
    ]) {
      expect(text).toContain(`"const":"${t}"`);
    }
  });

  it('the example config is valid', async () => {
    const c = await loadConfig('examples/travel-agent/agent-chaos.yml');
    expect(expandCases(c).map((x) => x.name)).toEqual([
      'search_timeout',
      'all_tools_down',
      'search_fields_removed',
      'search_values_corrupted',
      'search_degraded_booking_fails',
      'search_degraded_booking_fails|baseline',
      'search_empty',
      'search_wrong_city',
      'search_stale',
      'search_swapped',
      'search_plausible',
      'booking_times_out_after_charging',
      'planner_refuses',
      'search_truncation_sweep|max_length:12',
      'search_truncation_sweep|max_length:6',
      'search_truncation_sweep|max_length:3',
    ]);
  });
});
