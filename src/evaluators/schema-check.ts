// Arguments against the tool's declared input schema (gen_ai.tool.definitions, or the config's
// tools:): a required field missing, a value outside its enum, the wrong JSON type, a date not in the
// format the schema or its description asks for, a string its pattern rejects. The schema comes from
// the trace, written by the agent's side: its patterns run on RE2 (linear time), and only the top
// level of the arguments is read.
import { RE2JS } from 're2js';
import type { ToolCall, ToolDefinition } from '../trace/session.js';

type Prop = { type?: string | string[]; enum?: unknown[]; format?: string; pattern?: string; description?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

const quote = (v: unknown) => JSON.stringify(v)?.slice(0, 60) ?? String(v);

function patternRejects(pattern: string, value: string): boolean {
  try {
    return !RE2JS.compile(pattern).matcher(value).find();
  } catch {
    return false; // a pattern RE2 cannot read tells us nothing
  }
}

/** One mismatch of a field: what was sent and what the schema asks for. */
function mismatch(name: string, p: Prop, v: unknown): string | undefined {
  const types = p.type === undefined ? [] : Array.isArray(p.type) ? p.type : [p.type];
  const t = typeOf(v);
  if (types.length && !types.includes(t) && !(t === 'integer' && types.includes('number')))
    return `${name} ${quote(v)} is ${t}, the schema asks for ${types.join(' or ')}`;
  if (p.enum && !p.enum.some((e) => JSON.stringify(e) === JSON.stringify(v)))
    return `${name} ${quote(v)} is not one of ${p.enum.map(quote).join(', ')}`;
  if (typeof v !== 'string') return undefined;
  const wantsDate = p.format === 'date' || /YYYY-MM-DD/.test(p.description ?? '');
  if (wantsDate && !ISO_DATE.test(v) && !ISO_DATE_TIME.test(v)) return `${name} ${quote(v)} is not a YYYY-MM-DD date`;
  if (p.format === 'date-time' && !ISO_DATE_TIME.test(v)) return `${name} ${quote(v)} is not an ISO 8601 date-time`;
  if (p.pattern && patternRejects(p.pattern, v)) return `${name} ${quote(v)} does not match the pattern ${p.pattern}`;
  return undefined;
}

/** What is wrong with a call's arguments by its tool's declared schema (empty: nothing found, or no schema). */
export function argumentMismatches(c: ToolCall, definitions: ToolDefinition[] = []): string[] {
  const schema = definitions.find((d) => d.name === c.name)?.inputSchema as
    | { properties?: Record<string, Prop>; required?: string[] }
    | undefined;
  if (!schema || typeof schema !== 'object') return [];
  const args = (c.arguments && typeof c.arguments === 'object' ? c.arguments : {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const r of Array.isArray(schema.required) ? schema.required : [])
    if (typeof r === 'string' && args[r] === undefined) out.push(`${r} is required but missing`);
  for (const [name, p] of Object.entries(schema.properties ?? {})) {
    if (args[name] === undefined || !p || typeof p !== 'object') continue;
    const m = mismatch(name, p, args[name]);
    if (m) out.push(m);
  }
  return out.slice(0, 5);
}
