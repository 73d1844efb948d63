// Failure insights across sessions: what the agent does wrong (not the faults the test injected),
// grouped into insights, each with root causes, a fix aimed at the agent and sample sessions,
// largest first. Every insight has a key (behavior, tool, error class) that stays the same from run to
// run, so the report can tell which insights are new in a pull request and which the base had. The
// judge groups when one is available; the deterministic grouping by key is used without a judge or
// when the judge fails.
import { z } from 'zod';
import type { Judge } from '../judge/judge.js';
import { dataRule, delimit, newNonce } from '../judge/render.js';
import type { Session } from '../trace/session.js';
import { BEHAVIORS } from './behaviors.js';
import { categoryTitle } from './taxonomy.js';
import type { Analysis, Finding } from './types.js';

export interface RootCause {
  name: string;
  explanation: string;
  suggestedFix: string;
  affectedSessions: number;
  samples: { sessionId: string; findings: Finding[] }[];
}

export interface Insight {
  /** behavior|tool|error class: stable across runs, for comparing with the base. */
  key: string;
  name: string;
  description: string;
  affectedSessions: number;
  rootCauses: RootCause[];
}

export interface AnalysedSession {
  session: Session;
  analysis: Analysis;
}

const MAX_SAMPLES = 3;

export const findingKey = (f: Finding): string =>
  `${f.behavior ?? f.category}|${f.tool ?? 'agent'}|${f.errorClass ?? 'error'}`;

/** Deterministic grouping: one insight per behavior, tool and error class, with its own root cause and fix. */
export function groupInsights(items: AnalysedSession[]): Insight[] {
  const groups = new Map<string, { f: Finding; sessions: Map<string, Finding[]> }>();
  for (const { session, analysis } of items) {
    for (const f of analysis.findings) {
      const key = findingKey(f);
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { f, sessions: new Map() }));
      g.sessions.set(session.sessionId, [...(g.sessions.get(session.sessionId) ?? []), f]);
    }
  }
  const out: Insight[] = [...groups.entries()].map(([key, { f, sessions }]) => {
    const tool = f.tool ?? 'the agent';
    const cls = (f.errorClass ?? 'error') as never;
    const b = f.behavior ? BEHAVIORS[f.behavior] : undefined;
    const fix = b?.fix(tool, cls);
    const rootCause: RootCause = {
      name: `${f.behavior ?? f.category} at ${tool} (${f.errorClass ?? 'error'})`,
      explanation: b ? b.rootCause(tool, cls) : f.description,
      suggestedFix: fix ? `${fix.fix} (change: ${fix.target.replace(/_/g, ' ')})` : 'No fix suggested.',
      affectedSessions: sessions.size,
      samples: [...sessions.entries()].slice(0, MAX_SAMPLES).map(([sessionId, findings]) => ({ sessionId, findings })),
    };
    return {
      key,
      name: `${b ? b.title(tool, cls) : `${categoryTitle(f.category)} at ${tool}`}${f.evidence ? `: ${f.evidence}` : ''}`,
      description: b ? `${categoryTitle(f.category)}.` : f.description,
      affectedSessions: sessions.size,
      rootCauses: [rootCause],
    };
  });
  return out.sort((a, b) => b.affectedSessions - a.affectedSessions || a.name.localeCompare(b.name));
}

/** The key of a judge-made insight: the commonest finding key among its sample sessions. */
function keyOf(samples: { findings: Finding[] }[]): string {
  const counts = new Map<string, number>();
  for (const s of samples) for (const f of s.findings) counts.set(findingKey(f), (counts.get(findingKey(f)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'other|agent|error';
}

const groupingSchema = z.object({
  insights: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      root_causes: z
        .array(
          z.object({
            name: z.string(),
            explanation: z.string(),
            suggested_fix: z.string(),
            session_ids: z.array(z.string()).min(1),
          }),
        )
        .min(1),
    }),
  ),
});

/** Groups with the judge; falls back to the deterministic grouping when it fails or answers nonsense. */
export async function judgeInsights(
  items: AnalysedSession[],
  judge: Judge,
  mayRetry?: () => boolean,
): Promise<{
  insights: Insight[];
  usage: { inputTokens: number; outputTokens: number };
  calls: number;
  error?: string;
}> {
  const withFindings = items.filter((i) => i.analysis.findings.length);
  if (!withFindings.length) return { insights: [], usage: { inputTokens: 0, outputTokens: 0 }, calls: 0 };
  const nonce = newNonce();
  const clip = (t: string) => t.slice(0, 600);
  // Sessions are named by number: an id is the agent's text and stays out of the prompt's instructions.
  const lines = withFindings.map(({ analysis }, i) =>
    [
      `session ${i + 1}:`,
      delimit(
        nonce,
        [
          clip(
            analysis.findings
              .map(
                (f) =>
                  `${f.behavior ?? f.category} at ${f.tool ?? 'agent'} (${f.errorClass ?? 'error'}): ${f.description}`,
              )
              .join(' | '),
          ),
          `root cause: ${clip(analysis.rootCause?.explanation ?? 'unknown')}`,
          `suggested fix: ${clip(analysis.suggestedFix?.fix ?? 'none')}`,
        ].join('\n'),
      ),
    ].join('\n'),
  );
  let spent = { usage: { inputTokens: 0, outputTokens: 0 }, calls: 1 };
  try {
    const reply = await judge.judge({
      system: `You group the failures of many runs of an AI agent under a chaos test into insights: recurring patterns of what the AGENT did wrong (the faults the test injected are the experiment, not the insight), each with its root causes, a suggested fix per root cause aimed at the agent (its system prompt, a tool description, the retry policy or error handling of its tool layer, validation of tool output) and specific to the error class it faced, and the numbers of the sessions it affects (session_ids: "1", "2", ...). Merge findings that share a cause; keep distinct causes apart; do not repeat the same fix text under different insights.\n\n${dataRule(nonce)}`,
      prompt: `${lines.join('\n\n')}\n\nGroup these sessions' failures into insights.`,
      schema: groupingSchema,
      mayRetry,
      name: 'failure_insights',
      description: 'Record the failure insights across sessions',
    });
    spent = { usage: reply.usage, calls: reply.calls };
    // The reply names sessions by their number; anything else names none.
    const byId = new Map(withFindings.map((item, i) => [String(i + 1), item]));
    const idOf = (n: string) => byId.get(n)!.session.sessionId;
    const insights: Insight[] = reply.value.insights.map((ins) => {
      const rootCauses: RootCause[] = ins.root_causes.map((rc) => {
        const ids = [...new Set(rc.session_ids)].filter((id) => byId.has(id));
        return {
          name: rc.name,
          explanation: rc.explanation,
          suggestedFix: rc.suggested_fix,
          affectedSessions: ids.length,
          samples: ids
            .slice(0, MAX_SAMPLES)
            .map((id) => ({ sessionId: idOf(id), findings: byId.get(id)!.analysis.findings })),
        };
      });
      const sessions = new Set(ins.root_causes.flatMap((rc) => rc.session_ids.filter((id) => byId.has(id))));
      const kept = rootCauses.filter((r) => r.affectedSessions > 0);
      return {
        key: keyOf(kept.flatMap((r) => r.samples)),
        name: ins.name,
        description: ins.description,
        affectedSessions: sessions.size,
        rootCauses: kept,
      };
    });
    const usable = insights.filter((i) => i.affectedSessions > 0);
    if (!usable.length) throw new Error('the grouping named no known session');
    usable.sort((a, b) => b.affectedSessions - a.affectedSessions);
    return { insights: usable, usage: reply.usage, calls: reply.calls };
  } catch (err) {
    const e = err as Error & { usage?: { inputTokens: number; outputTokens: number }; calls?: number };
    const usage = e.usage ?? spent.usage;
    return { insights: groupInsights(items), usage, calls: e.calls ?? spent.calls, error: e.message };
  }
}
