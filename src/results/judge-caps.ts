// What a job that holds the judge's credentials judges of runs another job collected (the report
// job, evaluate on workflow_run): at most what the base's config allows. The upload is untrusted (a
// fork's run job, or any run job: its config is the pull request's), and every run judged is paid
// for: 20 looks of 15 runs a side were judged with 2,424 calls against base caps allowing 24 runs.
// The caps: the base's cases plus gate.max_new_cases of the pull request's new ones; per case and
// side, confirm.max_runs runs (first round included; head runs alone against a bank, twice that:
// the base's share, no more calls); and the looks' runs, both sides together,
// within confirm.max_extra_runs. What lies past them is not judged, and is counted so that the gate
// does not pass on it (evidence.ts).
import { extraRunsCap } from '../config/schema.js';
import type { JournalLook } from '../runner/journal.js';
import type { JournalEntry } from '../runner/types.js';

export interface JudgeCaps {
  /** confirm.max_runs: runs a side of one case, first round included. */
  maxRuns: number;
  /** confirm.max_extra_runs (or its default for the suite): runs the looks add, both sides. */
  maxExtraRuns: number;
  /** gate.max_new_cases: cases the pull request may add to the base's. */
  maxNewCases: number;
}

/** The runs an upload held past the caps: not judged. */
export interface OverCaps {
  runs: number;
  /** New cases past gate.max_new_cases, in config order. */
  cases: string[];
  /** Which caps were met, in a few words. */
  why: string[];
}

export function judgeCaps(
  config: { confirm: { max_runs: number; max_extra_runs?: number }; gate: { max_new_cases: number } },
  cases: number,
): JudgeCaps {
  return {
    maxRuns: config.confirm.max_runs,
    maxExtraRuns: extraRunsCap(config.confirm, cases),
    maxNewCases: config.gate.max_new_cases,
  };
}

/**
 * The cases to judge: every case of the base's config (`base`, when it was read) and the first
 * `maxNewCases` the pull request adds; undefined base (no base config): every case.
 */
export function casesToJudge(
  cases: { name: string }[],
  base: { name: string }[] | undefined,
  maxNewCases: number,
): { judged: Set<string>; over: string[] } {
  if (!base) return { judged: new Set(cases.map((c) => c.name)), over: [] };
  const known = new Set(base.map((c) => c.name));
  const added = cases.filter((c) => !known.has(c.name)).map((c) => c.name);
  return { judged: new Set([...known, ...added.slice(0, maxNewCases)]), over: added.slice(maxNewCases) };
}

/**
 * The looks cut to the caps, in look order: a case's batch keeps the repeats that fit under
 * confirm.max_runs a side (after the first round's `firstRound` runs) and under what is left of the
 * extra runs; every other entry, and every entry of a case not judged, is counted in `over`.
 */
export function capLooks(
  looks: JournalLook[],
  firstRound: Map<string, number>,
  judged: Set<string>,
  caps: JudgeCaps,
): { looks: JournalLook[]; over: number; why: string[] } {
  const sofar = new Map(firstRound);
  let extraLeft = caps.maxExtraRuns;
  let over = 0;
  const why = new Set<string>();
  const keep = new Map<JournalLook, JournalEntry[]>();
  for (const l of looks) keep.set(l, []);
  const numbers = [...new Set(looks.map((l) => l.look))].sort((a, b) => a - b);
  for (const n of numbers) {
    const at = looks.filter((l) => l.look === n);
    if (n === 1) {
      // The base's first round: as many runs as the head's first round, no more.
      for (const l of at)
        for (const e of l.entries) {
          if (judged.has(e.case) && e.repeat <= (firstRound.get(e.case) ?? 0)) keep.get(l)!.push(e);
          else over++;
        }
      continue;
    }
    const byCase = new Map<string, { l: JournalLook; e: JournalEntry }[]>();
    for (const l of at)
      for (const e of l.entries) {
        if (!judged.has(e.case)) {
          over++;
          continue;
        }
        let of = byCase.get(e.case);
        if (!of) byCase.set(e.case, (of = []));
        of.push({ l, e });
      }
    for (const [name, found] of byCase) {
      const sides = new Set(found.map((f) => f.l.side)).size;
      const size = found.reduce((m, f) => Math.max(m, f.e.repeat), 0);
      // Head runs alone (against a bank) may take the base's share: twice max_runs, the same calls.
      const most = found.every((f) => f.l.side === 'head') ? 2 * caps.maxRuns : caps.maxRuns;
      const room = Math.max(0, most - (sofar.get(name) ?? 0));
      const budget = Math.floor(extraLeft / sides);
      const n = Math.min(size, room, budget);
      if (n < size)
        why.add(
          room <= budget
            ? `confirm.max_runs ${caps.maxRuns} a side (twice that for head runs alone)`
            : `confirm.max_extra_runs ${caps.maxExtraRuns}`,
        );
      for (const f of found) {
        if (f.e.repeat <= n) keep.get(f.l)!.push(f.e);
        else over++;
      }
      sofar.set(name, (sofar.get(name) ?? 0) + n);
      extraLeft -= n * sides;
    }
  }
  return { looks: looks.map((l) => ({ ...l, entries: keep.get(l)! })), over, why: [...why] };
}

/** "1,812 run(s) past the base's caps were not judged (...)", for the headline. */
export function overCapsText(o: OverCaps): string {
  const named = `${o.cases.slice(0, 3).join(', ')}${o.cases.length > 3 ? ', …' : ''}`;
  const cases = o.cases.length
    ? `the pull request adds ${o.cases.length} case(s) past gate.max_new_cases (${named})`
    : '';
  const why = [cases, ...o.why].filter(Boolean).join('; ');
  return `${o.runs} uploaded run(s) past the base config's caps were not judged (${why}): raise the caps on the base branch first`;
}
