// The failure insights across sessions, marked new, still there or fixed against the base's.
import type { Results } from '../results/schema.js';
import { evidenceProblem, healthOf } from '../results/evidence.js';
import { code, escapeText } from './escape.js';
import type { ReportInput } from './input.js';
import { fold } from './words.js';

type Marked = { status: 'new' | 'still' | 'fixed'; insight: Results['insights'][number] };

/** The cases of the base's sessions an insight names. */
function casesOf(insight: Results['insights'][number], base: Results): Set<string> {
  const ids = new Set(insight.rootCauses.flatMap((rc) => rc.samples.map((s) => s.sessionId)));
  return new Set(base.cases.filter((c) => c.runs.some((r) => ids.has(r.sessionId))).map((c) => c.name));
}

/**
 * The head's insights against the base's, by key: new in this pull request first, then still present,
 * then fixed. `regressed`: the cases that regressed; an insight of the base seen in one of them is
 * not fixed (the head fails there another way), and is not listed as such.
 */
export function insightsAgainstBase(head: Results, base?: Results, regressed: Set<string> = new Set()): Marked[] {
  const keyOf = (i: Results['insights'][number]) => i.key ?? i.name;
  if (!base) return head.insights.map((insight) => ({ status: 'still' as const, insight }));
  // "Fixed" needs a head that was seen: an insight gone because the runs left no session is not fixed.
  const seen = !evidenceProblem(head.evidence) && head.cases.every((c) => !c.runs.length || healthOf(c).healthy > 0);
  const before = new Set(base.insights.map(keyOf));
  const now = new Set(head.insights.map(keyOf));
  const marked: Marked[] = head.insights.map((insight) => ({
    status: before.has(keyOf(insight)) ? 'still' : 'new',
    insight,
  }));
  const stillFailing = (insight: Results['insights'][number]) =>
    [...casesOf(insight, base)].some((c) => regressed.has(c));
  if (seen)
    for (const insight of base.insights)
      if (!now.has(keyOf(insight)) && !stillFailing(insight)) marked.push({ status: 'fixed', insight });
  const order = { new: 0, still: 1, fixed: 2 };
  return marked.sort((a, b) => order[a.status] - order[b.status]);
}

type Insight = Results['insights'][number];

/**
 * Insights of one behaviour (the key's first part: "fabricated-results|book_flight|timeout") with the
 * same mark, shown as one item: four near-identical titles, one per tool and failure, read as noise.
 */
function grouped(list: Marked[]): { status: Marked['status']; insights: Insight[] }[] {
  const groups = new Map<string, { status: Marked['status']; insights: Insight[] }>();
  for (const { status, insight } of list) {
    const behaviour = insight.key?.includes('|') ? insight.key.split('|')[0] : `name:${insight.name}`;
    const id = `${status}\u0000${behaviour}`;
    const g = groups.get(id) ?? { status, insights: [] };
    g.insights.push(insight);
    groups.set(id, g);
  }
  return [...groups.values()];
}

/** What the titles share, up to the last comma or colon: "Answers with values that no ... contains". */
function sharedTitle(names: string[]): string | undefined {
  let n = 0;
  while (names.every((x) => x[n] !== undefined && x[n] === names[0][n])) n++;
  const cut = Math.max(names[0].lastIndexOf(', ', n), names[0].lastIndexOf(': ', n));
  return cut >= 20 ? names[0].slice(0, cut) : undefined;
}

/** One insight's root causes: what goes wrong, the fix, and sessions that show it. */
function rootCauseLines(i: Insight, indent: string): string[] {
  return i.rootCauses.slice(0, 3).flatMap((rc) => {
    const samples = rc.samples
      .slice(0, 2)
      .map((s) => `${code(s.sessionId)}${s.findings[0] ? ` at span ${code(s.findings[0].spanId)}` : ''}`)
      .join(', ');
    return [
      `${indent}- root cause (${rc.affectedSessions} session(s)): ${escapeText(rc.explanation, 250)}`,
      `${indent}  - suggested fix: ${escapeText(rc.suggestedFix, 300)}`,
      ...(samples ? [`${indent}  - e.g. ${samples}`] : []),
    ];
  });
}

/** A group as one numbered item: its shared title, then each variant with its own root causes. */
function groupLines(tag: string, n: number, insights: Insight[]): string[] {
  const sessions = insights.reduce((k, i) => k + i.affectedSessions, 0);
  const title = insights.length > 1 ? sharedTitle(insights.map((i) => i.name)) : undefined;
  if (!title)
    return insights.flatMap((i, k) => [
      `${n + k}. ${tag}**${escapeText(i.name, 240)}**: ${i.affectedSessions} session(s). ${escapeText(i.description, 200)}`,
      ...rootCauseLines(i, '   '),
    ]);
  const head = `${n}. ${tag}**${escapeText(title, 240)}**: ${sessions} session(s) in ${insights.length} variants. ${escapeText(insights[0].description, 200)}`;
  // The variants' root causes say the same with another tool or failure: said once, from the first.
  const cause = insights[0].rootCauses[0];
  const variant = (i: Insight) => {
    const rc = i.rootCauses[0];
    const sample = rc?.samples[0];
    const eg = sample ? ` (e.g. ${code(sample.sessionId)})` : '';
    return [
      `   - ${escapeText(i.name.slice(title.length).replace(/^[,:]\s*/, ''), 240)}: ${i.affectedSessions} session(s)${eg}`,
      ...(rc ? [`     - suggested fix: ${escapeText(rc.suggestedFix, 300)}`] : []),
    ];
  };
  return [
    head,
    ...(cause ? [`   - root cause, in each variant: ${escapeText(cause.explanation, 250)}`] : []),
    ...insights.flatMap(variant),
  ];
}

export function insights(input: ReportInput, rowLimit: number): string {
  const regressed = new Set(
    (input.comparison?.cells ?? []).filter((c) => c.verdict === 'regressed').map((c) => c.case),
  );
  const list = insightsAgainstBase(input.head, input.base, regressed);
  if (!list.length) return '';
  const tag = {
    new: input.base ? '🆕 new in this pull request · ' : '',
    still: input.base ? 'also in the base · ' : '',
    fixed: '✅ fixed (in the base, gone now) · ',
  };
  const open = list.filter((m) => m.status !== 'fixed');
  const groups = grouped(open.slice(0, rowLimit));
  const out: string[] = [];
  let n = 1;
  for (const g of groups) {
    const lines = groupLines(tag[g.status], n, g.insights);
    n += lines.filter((l) => /^\d+\. /.test(l)).length;
    out.push(...lines);
  }
  const fixed = list.filter((m) => m.status === 'fixed');
  if (fixed.length)
    out.push(
      '',
      ...fixed
        .slice(0, rowLimit)
        .map(
          ({ insight: i }) => `- ${tag.fixed}${escapeText(i.name, 240)} (${i.affectedSessions} session(s) in the base)`,
        ),
    );
  if (open.length > rowLimit) out.push('', `…and ${open.length - rowLimit} more insight(s) in results.json.`);
  const counts = (['new', 'still', 'fixed'] as const)
    .map((s) => [s, list.filter((m) => m.status === s).length] as const)
    .filter(([, k]) => k);
  const said = { new: 'new in this pull request', still: input.base ? 'also in the base' : 'found', fixed: 'fixed' };
  const summary = counts.map(([s, k]) => `${k} ${said[s]}`).join(', ');
  return fold(`Failure insights: what the agent did wrong (${summary})`, out.join('\n'));
}
