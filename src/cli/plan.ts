// `agent-chaos plan`: cases for the coverage matrix's empty cells. For every tool the agent called
// in the runs (and every tool the config declares it has), each error fault (--all: data faults and
// lies too, but wrong_entity, which needs a value) that no run exercised on it becomes a case, with
// the input of a run in which the agent called the tool (a no-fault one first), written as YAML to
// paste under `cases:`. A tool that changes state with no ambiguous failure tried gets one, with the
// rule that it is called once; and each case without rules gets the must_call its runs all held.
import { stringify } from 'yaml';
import { loadConfig } from '../config/load.js';
import { EFFECT_TYPES, ERROR_EFFECT_TYPES } from '../config/schema.js';
import { type Coverage, coverage } from '../results/coverage.js';
import type { Results } from '../results/schema.js';
import { readResults } from '../results/store.js';
import type { CliIO } from './io.js';

export async function planCommand(
  args: { results: string; config?: string; all: boolean },
  io: CliIO,
): Promise<number> {
  const results = await readResults(args.results);
  const declared = args.config ? Object.keys((await loadConfig(args.config)).tools) : [];
  const cov = coverage(results, declared);
  // wrong_entity needs the other value the tool is to be asked about: only a person knows one.
  const wanted = new Set<string>(args.all ? EFFECT_TYPES.filter((e) => e !== 'wrong_entity') : ERROR_EFFECT_TYPES);
  const cells = cov.untested.filter((c) => wanted.has(c.effect));
  const cases: PlannedCase[] = cells
    .filter((c) => cov.seenIn.has(c.tool))
    .map(({ tool, effect }) => ({
      name: `${tool}_${effect}`.replace(/[^A-Za-z0-9_.-]/g, '_'),
      input: cov.seenIn.get(tool)!.input,
      effects: { tool_effects: { [tool]: [{ effect_type: effect }] } },
    }));
  cases.push(...ambiguousCases(cov));
  const unseen = [...new Set(cells.filter((c) => !cov.seenIn.has(c.tool)).map((c) => c.tool))];
  const total = cov.tools.length * cov.effects.length;
  io.out(
    `# agent-chaos plan: ${total - cov.untested.length} of ${total} tool x fault cells exercised in ${args.results}.`,
  );
  if (!cases.length) io.out(`# Every ${args.all ? '' : 'error '}fault is exercised on every tool the agent called.`);
  else
    io.out(
      `# ${cases.length} case(s) for the ${args.all ? '' : 'error-fault '}cells no run exercised; paste them under cases: in your config.`,
    );
  if (args.all)
    io.out(
      '# wrong_entity is not planned: it needs the other value to ask the tool about (effects: {tool_effects: {<tool>: [{effect_type: wrong_entity, argument: <name>, value: <other>}]}}).',
    );
  if (unseen.length)
    io.out(`# Not called in these runs, so no input is known that makes the agent call them: ${unseen.join(', ')}.`);
  if (cases.length) io.out(stringify({ cases }, { lineWidth: 0 }).trimEnd());
  const rules = suggestedRules(results);
  if (rules.length) {
    io.out(
      '# Rules every run of these cases held (add them as expect: to the case, so a run that skips a step fails):',
    );
    for (const r of rules) io.out(`#   ${r.case}: expect: { must_call: [${r.mustCall.join(', ')}] }`);
  }
  return 0;
}

interface PlannedCase {
  name: string;
  input: string;
  effects: { tool_effects: Record<string, { effect_type: string }[]> };
  expect?: { max_calls: Record<string, number> };
}

/** A case per tool that changes state and met no ambiguous failure: the booking that may be made twice. */
function ambiguousCases(cov: Coverage): PlannedCase[] {
  return cov.effectful
    .filter((w) => !w.ambiguous && cov.seenIn.has(w.tool))
    .map(({ tool }) => ({
      name: `${tool}_timeout_after_effect`.replace(/[^A-Za-z0-9_.-]/g, '_'),
      input: cov.seenIn.get(tool)!.input,
      effects: { tool_effects: { [tool]: [{ effect_type: 'timeout_after_effect' }] } },
      expect: { max_calls: { [tool]: 1 } },
    }));
}

/** For cases with no rules yet, the tools every one of their runs called (from the runs' tool lists). */
function suggestedRules(results: Results): { case: string; mustCall: string[] }[] {
  return results.cases.flatMap((c) => {
    const lists = c.runs.filter((r) => r.tools?.length).map((r) => new Set(r.tools));
    if (c.checks?.expect || lists.length < 2) return [];
    const mustCall = [...lists[0]].filter((t) => lists.every((l) => l.has(t))).sort();
    return mustCall.length ? [{ case: c.name, mustCall }] : [];
  });
}
