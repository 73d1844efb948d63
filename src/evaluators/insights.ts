// Failure insights across sessions: findings grouped into insights (what goes wrong), each with root
// causes (why), suggested fixes and sample sessions, largest first. The judge groups when one is
// available; the deterministic grouping (category + tool + normalized error text) is used without a
// judge or when the judge fails, and the rest of the results are kept either way.
import { z } from 'zod';
import type { Judge } from '../judge/judge.js';
import { dataRule } from '../judge/render.js';
import { randomBytes } from 'node:crypto';
import type { Session } from '../trace/session.js';
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

/** Error text with ids, numbers and quoted values masked, so the same error groups together. */
export function normalizeErrorText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/g, '<id>')
    .replace(/\b[0-9a-f]{16,}\b/g, '<id>')
    .replace(/(["'`]).*?\1/g, '<value>')
    .replace(/\d+(\.\d+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}

function toolOf(session: Session, spanId: string): string {
  return session.toolCalls.find((c) => c.spanId === spanId)?.name ?? 'agent';
}

function errorOf(session: Session, f: Finding): string {
  const call = session.toolCalls.find((c) => c.spanId === f.spanId);
  return normalizeErrorText(call?.error?.message ?? f.description);
}

/** Deterministic grouping: insight = category + tool; root cause = normalized error text. */
export function groupInsights(items: AnalysedSession[]): Insight[] {
  const insights = new Map<string, { name: string; category: string; tool: string; causes: Map<string, { explanation: string; fix: string; sessions: Map<string, Finding[]> }> }>();
  for (const { session, analysis } of items) {
    for (const f of analysis.findings) {
      const tool = toolOf(session, f.spanId);
      const key = `${f.category}|${tool}`;
      let insight = insights.get(key);
      if (!insight) insights.set(key, (insight = { name: `${categoryTitle(f.category)} in ${tool}`, category: f.category, tool, causes: new Map() }));
      const causeKey = errorOf(session, f);
      let cause = insight.causes.get(causeKey);
      if (!cause) {
        insight.causes.set(causeKey, (cause = { explanation: analysis.rootCause?.explanation ?? f.description, fix: analysis.suggestedFix?.fix ?? '', sessions: new Map() }));
      }
      if (!cause.fix && analysis.suggestedFix) cause.fix = analysis.suggestedFix.fix;
      cause.sessions.set(session.sessionId, [...(cause.sessions.get(session.sessionId) ?? []), f]);
    }
  }
  const out: Insight[] = [...insights.values()].map((i) => {
    const rootCauses: RootCause[] = [...i.causes.entries()].map(([key, c]) => ({
      name: key || i.name,
      explanation: c.explanation,
      suggestedFix: c.fix || 'No fix suggested.',
      affectedSessions: c.sessions.size,
      samples: [...c.sessions.entries()].slice(0, MAX_SAMPLES).map(([sessionId, findings]) => ({ sessionId, findings })),
    }));
    rootCauses.sort((a, b) => b.affectedSessions - a.affectedSessions || a.name.localeCompare(b.name));
    const sessions = new Set(rootCauses.flatMap((r) => [...(i.causes.get(r.name)?.sessions.keys() ?? [])]));
    return {
      name: i.name,
      description: `Category ${i.category}, at ${i.tool === 'agent' ? 'the agent' : `the ${i.tool} tool`}.`,
      affectedSessions: sessions.size || Math.max(...rootCauses.map((r) => r.affectedSessions)),
      rootCauses,
    };
  });
  return out.sort((a, b) => b.affectedSessions - a.affectedSessions || a.name.localeCompare(b.name));
}

const groupingSchema = z.object({
  insights: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      root_causes: z.array(z.object({ name: z.string(), explanation: z.string(), suggested_fix: z.string(), session_ids: z.array(z.string()).min(1) })).min(1),
    }),
  ),
});

export const INSIGHTS_PROMPT_VERSION = 'insights/1';

/** Groups with the judge; falls back to the deterministic grouping when it fails or answers nonsense. */
export async function judgeInsights(items: AnalysedSession[], judge: Judge): Promise<{ insights: Insight[]; usage: { inputTokens: number; outputTokens: number }; calls: number; error?: string }> {
  const withFindings = items.filter((i) => i.analysis.findings.length);
  if (!withFindings.length) return { insights: [], usage: { inputTokens: 0, outputTokens: 0 }, calls: 0 };
  const nonce = randomBytes(6).toString('hex');
  const clean = (t: string) => t.replace(/<(\/?)data-/gi, '<$1data_').slice(0, 600);
  const lines = withFindings.map(({ session, analysis }) =>
    [
      `session ${session.sessionId}:`,
      `<data-${nonce}>${clean(analysis.findings.map((f) => `${f.category}: ${f.description}`).join(' | '))}</data-${nonce}>`,
      `root cause: <data-${nonce}>${clean(analysis.rootCause?.explanation ?? 'unknown')}</data-${nonce}>`,
      `suggested fix: <data-${nonce}>${clean(analysis.suggestedFix?.fix ?? 'none')}</data-${nonce}>`,
    ].join('\n'),
  );
  let spent = { usage: { inputTokens: 0, outputTokens: 0 }, calls: 1 };
  try {
    const reply = await judge.judge({
      system: `You group the failures of many runs of an AI agent into insights: recurring failure patterns, each with its root causes, a suggested fix per root cause, and the ids of the sessions it affects. Merge findings that share a cause; keep distinct causes apart.\n\n${dataRule(nonce)}`,
      prompt: `${lines.join('\n\n')}\n\nGroup these sessions' failures into insights. Answer with the tool.`,
      schema: groupingSchema,
      name: 'failure_insights',
      description: 'Record the failure insights across sessions',
    });
    spent = { usage: reply.usage, calls: reply.calls };
    const byId = new Map(withFindings.map((i) => [i.session.sessionId, i]));
    const insights: Insight[] = reply.value.insights.map((ins) => {
      const rootCauses: RootCause[] = ins.root_causes.map((rc) => {
        const ids = [...new Set(rc.session_ids)].filter((id) => byId.has(id));
        return {
          name: rc.name,
          explanation: rc.explanation,
          suggestedFix: rc.suggested_fix,
          affectedSessions: ids.length,
          samples: ids.slice(0, MAX_SAMPLES).map((id) => ({ sessionId: id, findings: byId.get(id)!.analysis.findings })),
        };
      });
      const sessions = new Set(ins.root_causes.flatMap((rc) => rc.session_ids.filter((id) => byId.has(id))));
      return { name: ins.name, description: ins.description, affectedSessions: sessions.size, rootCauses: rootCauses.filter((r) => r.affectedSessions > 0) };
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
