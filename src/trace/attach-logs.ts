// Log records (GenAI events, message bodies that ADOT moved out of spans) joined to their spans.
import type { LogRecord, Span } from './span.js';

/** Marks a span made from log records alone whose content is read like a model call's but not counted. */
export const LOG_ONLY = 'agent_chaos.log_only';

/** Joins log records to their spans as events; logs with no span become spans of their own. */
export function attachLogs(spans: Span[], logs: LogRecord[]): Span[] {
  if (!logs.length) return spans;
  const byId = new Map<string, Span>();
  for (const s of spans) byId.set(s.spanId, s);
  const orphans = new Map<string, Span>();
  for (const l of logs) {
    const event = { name: l.eventName ?? l.scope, time: l.time, attributes: l.attributes, body: l.body };
    const span = l.spanId ? byId.get(l.spanId) : undefined;
    if (span) {
      span.events.push(event);
      continue;
    }
    if (!l.traceId) continue;
    const key = `${l.traceId}/${l.spanId ?? ''}`;
    let orphan = orphans.get(key);
    if (!orphan) {
      orphan = {
        traceId: l.traceId,
        spanId: l.spanId ?? '',
        name: l.scope || event.name,
        kind: 'INTERNAL',
        start: l.time,
        end: l.time,
        attributes: { 'session.id': l.attributes['session.id'] ?? l.resource['session.id'] ?? null },
        resource: l.resource,
        scope: l.scope,
        status: { code: 'UNSET' },
        events: [],
      };
      orphans.set(key, orphan);
    }
    orphan.events.push(event);
    orphan.start = Math.min(orphan.start, l.time);
    orphan.end = Math.max(orphan.end, l.time);
  }
  // A log-only span of model events is a model call: that is how botocore and ADK record them. One
  // with input/output bodies (Strands, OpenLLMetry through ADOT, span records missing) may be an
  // agent, a model or a tool step: its content is read like a model call's but it is not counted.
  for (const o of orphans.values()) {
    if (o.events.some((e) => e.name === 'gen_ai.choice' || e.name === 'gen_ai.user.message'))
      o.attributes['gen_ai.operation.name'] = 'chat';
    else if (o.events.some((e) => e.body && typeof e.body === 'object' && ('input' in e.body || 'output' in e.body))) {
      o.attributes['gen_ai.operation.name'] = 'chat';
      o.attributes[LOG_ONLY] = true;
    }
  }
  // Log records arrive in any order (CloudWatch exports are not sorted); content is read in time order.
  const touched = new Set<Span>();
  for (const l of logs) {
    const span = l.spanId ? byId.get(l.spanId) : undefined;
    if (span) touched.add(span);
  }
  for (const s of [...touched, ...orphans.values()]) s.events.sort((a, b) => a.time - b.time);
  return orphans.size ? [...spans, ...orphans.values()] : spans;
}
