// Labelled sessions a judge is measured against, read from JSON Lines. A line is either a whole
// labelled session ({session, labels, rationale}, as agent-chaos's own development part holds) or the
// short form a team writes by hand for its own domain (docs/calibration.md): the request, the tool
// calls with their results or errors, the answer, the labels and a one-line reason. Errors name the
// file, the line and the field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type Session, lieSchema, sessionSchema } from '../trace/session.js';
import { LEVELS } from './types.js';

const labelsSchema = z.strictObject({
  failure_communication: z.enum(LEVELS).optional(),
  recovery_strategy: z.enum(LEVELS).optional(),
  partial_completion: z.number().min(0).max(1).optional(),
});
export type Labels = z.infer<typeof labelsSchema>;

export interface CalibrationEntry {
  session: Session;
  labels: Labels;
  rationale: string;
  source?: string;
  domain?: string;
  lang?: string;
}

const callSchema = z.strictObject({
  tool: z.string().min(1),
  args: z.unknown().optional(),
  result: z.unknown().optional(),
  /** "Type: message", or the object. */
  error: z.union([z.string(), z.object({ type: z.string(), message: z.string() })]).optional(),
  fault: z.string().optional(),
  detail: z.string().optional(),
  /** Start, ms after the session's start (default: one second after the previous call). */
  at: z.number().min(0).optional(),
  ms: z.number().min(0).optional(),
  /** A lying tool's change (fault empty_result, stale_data, ...): what changed and whether the agent could tell. */
  lie: lieSchema.optional(),
});

const shortSchema = z.strictObject({
  id: z.string().min(1),
  domain: z.string().optional(),
  lang: z.string().optional(),
  input: z.string(),
  tools: z.array(z.string()).optional(),
  calls: z.array(callSchema),
  modelFaults: z
    .array(
      z.strictObject({
        effect: z.string(),
        call: z.number().int().min(0),
        detail: z.string(),
        recovered: z.boolean().optional(),
      }),
    )
    .optional(),
  answer: z.string(),
  labels: labelsSchema,
  reason: z.string().min(10),
});

const fullSchema = z.object({
  session: sessionSchema,
  labels: labelsSchema,
  rationale: z.string().min(10),
  source: z.string().optional(),
  domain: z.string().optional(),
  lang: z.string().optional(),
});

const T0 = Date.parse('2026-05-01T09:00:00Z');
const hex = (n: number) => n.toString(16).padStart(16, '0');

/** The short form as a session: calls in order, each one second apart unless `at` says otherwise. */
export function sessionOf(e: z.infer<typeof shortSchema>, line: number): Session {
  let clock = 0;
  const toolCalls = e.calls.map((c, i) => {
    const start = c.at ?? clock;
    const end = start + (c.ms ?? 500);
    clock = start + 1000;
    const error =
      typeof c.error === 'string'
        ? { type: c.error.split(':')[0].trim(), message: c.error.slice(c.error.indexOf(':') + 1).trim() }
        : c.error;
    return {
      name: c.tool,
      arguments: c.args ?? {},
      result: error ? null : (c.result ?? null),
      status: error ? ('error' as const) : ('ok' as const),
      ...(error ? { error } : {}),
      spanId: hex(line * 1000 + i + 1),
      startTime: new Date(T0 + start).toISOString(),
      endTime: new Date(T0 + end).toISOString(),
      ...(c.fault ? { fault: c.fault, faultFrom: 'harness' as const } : {}),
      ...(c.detail ? { faultDetail: c.detail } : {}),
      ...(c.lie ? { lie: c.lie } : {}),
    };
  });
  const messages = [
    { role: 'user' as const, text: e.input },
    ...toolCalls.map((c) => ({
      role: 'tool' as const,
      text: c.error
        ? `${c.name} failed: ${c.error.type}: ${c.error.message}`
        : `${c.name} -> ${JSON.stringify(c.result)}`,
      spanId: c.spanId,
    })),
    { role: 'assistant' as const, text: e.answer, spanId: hex(line * 1000) },
  ];
  return {
    sessionId: e.id,
    traceIds: [hex(line) + hex(line)],
    dialect: 'genai',
    input: e.input,
    finalAnswer: e.answer,
    availableTools: e.tools ?? [...new Set(e.calls.map((c) => c.tool))],
    toolCalls,
    messages,
    modelCalls: toolCalls.length + 1,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: clock,
    ...(e.modelFaults?.length ? { modelFaults: e.modelFaults } : {}),
  };
}

export class CalibrationSetError extends Error {}

/** Reads a calibration set; throws CalibrationSetError naming file:line and the field at fault. */
export function readCalibrationSet(path: string): CalibrationEntry[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new CalibrationSetError(`${path}: cannot read the calibration set (${(err as Error).message})`);
  }
  const entries: CalibrationEntry[] = [];
  const ids = new Set<string>();
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw new CalibrationSetError(`${path}:${line}: not JSON (${(err as Error).message}); one object per line`);
    }
    const full = value !== null && typeof value === 'object' && 'session' in value;
    const parsed = (full ? fullSchema : shortSchema).safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.join('.') || '(line)';
      throw new CalibrationSetError(
        `${path}:${line}: ${field}: ${issue.message} (see docs/calibration.md for the label format)`,
      );
    }
    const entry: CalibrationEntry =
      'session' in parsed.data
        ? (parsed.data as CalibrationEntry)
        : {
            session: sessionOf(parsed.data, line),
            labels: parsed.data.labels,
            rationale: parsed.data.reason,
            domain: parsed.data.domain,
            lang: parsed.data.lang,
          };
    if (!Object.keys(entry.labels).length)
      throw new CalibrationSetError(`${path}:${line}: labels: no label (give at least one evaluator's label)`);
    if (ids.has(entry.session.sessionId))
      throw new CalibrationSetError(`${path}:${line}: id "${entry.session.sessionId}" is used twice`);
    ids.add(entry.session.sessionId);
    entries.push(entry);
  });
  if (!entries.length) throw new CalibrationSetError(`${path}: no labelled session`);
  return entries;
}

/**
 * agent-chaos's own set, in two parts: development (the rules and prompts were tuned on it) and
 * held-out (written before the rules changed, never tuned on: the figure the report shows).
 */
export const OWN_SET = {
  development: ['sessions.jsonl', 'development.jsonl'],
  heldOut: ['held-out.jsonl'],
} as const;

/** One part of agent-chaos's own set, from fixtures/calibration under `root`. */
export const readOwnPart = (root: string, part: keyof typeof OWN_SET): CalibrationEntry[] =>
  OWN_SET[part].flatMap((f) => readCalibrationSet(join(root, 'fixtures', 'calibration', f)));

/** The heuristic's measured agreement with the own set, written by `npm run calibration` (a test keeps it current). */
export const HEURISTIC_AGREEMENT = 'heuristic.json';

/**
 * The heuristic's agreement with text real LLM agents wrote (fixtures/calibration/real-text.json names
 * the public transcripts), written by `npm run calibration:real-text` where they can be fetched; shown
 * only while its `rules` are the rules in force.
 */
export const HEURISTIC_REAL_TEXT = 'heuristic-real-text.json';

/** What heuristic-real-text.json holds of each part: its size and overall agreement. */
export interface RealTextAgreement {
  rules: string;
  source: { repository: string; commit: string };
  heldOut: { sessions: number; overall: { exact: number; withinOne: number; n: number; abstained?: { n: number } } };
  development: { sessions: number; overall: { exact: number; withinOne: number; n: number } };
}
