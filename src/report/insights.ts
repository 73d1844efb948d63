// The failure insights across sessions, marked new, still there or fixed against the base's.
import type { Results } from '../results/schema.js';
import { evidenceProblem, healthOf } from '../results/evidence.js';
import { code, escapeText } from './escape.js';
import type { ReportInput } from './input.js';

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

export function insights(input: ReportInput, rowLimit: number): string {
  const regressed = new Set(
    (input.comparison?.cells ?? []).filter((c) => c.verdict === 'regressed').map((c) => c.case),
  );
  const list = insightsAgainstBase(input.head, input.base, regressed);
  if (!list.length) return '';
  const out = ['### Failure insights: what the agent did wrong', ''];
  const tag = {
    new: input.base ? '🆕 new in this pull request · ' : '',
    still: input.base ? 'also in the base · ' : '',
    fixed: '✅ fixed (in the base, gone now) · ',
  };
  list
    .filter((m) => m.status !== 'fixed')
    .slice(0, rowLimit)
    .forEach(({ status, insight: i }, n) => {
      out.push(
        `${n + 1}. ${tag[status]}**${escapeText(i.name, 240)}**: ${i.affectedSessions} session(s). ${escapeText(i.description, 200)}`,
      );
      for (const rc of i.rootCauses.slice(0, 3)) {
        const samples = rc.samples
          .slice(0, 2)
          .map((s) => `${code(s.sessionId)}${s.findings[0] ? ` at span ${code(s.findings[0].spanId)}` : ''}`)
          .join(', ');
        out.push(
          `   - root cause (${rc.affectedSessions} session(s)): ${escapeText(rc.explanation, 250)}`,
          `     - suggested fix: ${escapeText(rc.suggestedFix, 300)}`,
          ...(samples ? [`     - e.g. ${samples}`] : []),
        );
      }
    });
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
  const shown = list.filter((m) => m.status !== 'fixed').length;
  if (shown > rowLimit) out.push('', `…and ${shown - rowLimit} more insight(s) in the artifact.`);
  return out.join('\n');
}
