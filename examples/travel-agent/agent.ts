// A small travel agent for agent-chaos demos and tests. Its "model" is a deterministic policy, so
// runs reproduce without an LLM; everything else is what a real agent does: GenAI semantic-convention
// spans through the real OpenTelemetry JS SDK (invoke_agent, chat, execute_tool with arguments,
// results and error status), tools wrapped with agent-chaos/chaos so the case's faults apply.
//
// Behaviour (TRAVEL_AGENT_MODE):
//   careful (default) retries a search time-out once, never a booking (it may have gone through), says
//                     what failed and what to do, offers alternatives;
//   fabricate         after a failure, makes results up, and books again after a booking times out
//                     (the regressions agent-chaos must catch: made-up results, a duplicate booking).
// Input: AGENT_CHAOS_INPUT (set by agent-chaos), else the command-line arguments. With
// OPENAI_BASE_URL set it first asks a real model for a plan (agent-chaos's model proxy there, in a
// case with model_effects).
import { SpanKind, SpanStatusCode, context, trace, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { wrapTools } from 'agent-chaos/chaos';

type Flight = { id: string; airline: string; departs: string; price: number };
type Mode = 'careful' | 'fabricate';

const MODEL = 'travel-policy-v1';
const SYSTEM_PROMPT = 'You are a travel assistant. Search flights, book them and send confirmations with your tools. When a tool fails, say what failed and what the user can do.';
const TOOL_DEFS = [
  { name: 'search_flights', description: 'Search flights between two airports on a date' },
  { name: 'book_flight', description: 'Book a flight by id' },
  { name: 'send_confirmation', description: 'Email the booking confirmation' },
];

// The tools: deterministic fake services.
const tools = wrapTools({
  async search_flights(args: { from: string; to: string; date: string }) {
    return {
      route: `${args.from}-${args.to}`,
      date: args.date,
      departure_date: '2027-05-20',
      flights: [
        { id: 'UA1234', airline: 'United', departs: '08:15', price: 189 },
        { id: 'DL0456', airline: 'Delta', departs: '11:40', price: 212 },
        { id: 'B6777', airline: 'JetBlue', departs: '17:05', price: 199 },
      ],
    };
  },
  async book_flight(args: { flight_id: string }) {
    return { booking_id: `BK-${args.flight_id}-7781`, flight_id: args.flight_id, status: 'confirmed' };
  },
  async send_confirmation(args: { booking_id: string }) {
    return { sent: true, booking_id: args.booking_id, to: 'traveler@example.com' };
  },
});

const contextManager = new AsyncLocalStorageContextManager().enable();
context.setGlobalContextManager(contextManager);
const protocol = process.env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
const exporter = protocol === 'http/json' ? new JsonExporter() : new ProtoExporter();
const provider = new TracerProvider({
  resource: resourceFromAttributes({ 'service.name': 'travel-agent' }).merge(detectResources({ detectors: [envDetector] })),
  spanProcessors: [new BatchSpanProcessor({ exporter })],
});
trace.setGlobalTracerProvider(provider);
const tracer = trace.getTracer('travel-agent', '1.0.0');

const messages = (role: string, parts: object[]) => JSON.stringify([{ role, parts }]);
const tokens = (text: string) => Math.ceil(text.length / 4);

/** One "model" call: a chat span whose output is the policy's decision. */
function chat(prompt: string, decision: { text?: string; toolCall?: { id: string; name: string; arguments: object } }): void {
  const span = tracer.startSpan(`chat ${MODEL}`, { kind: SpanKind.CLIENT, attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': MODEL, 'gen_ai.provider.name': 'agent-chaos-example' } });
  const parts = decision.toolCall ? [{ type: 'tool_call', ...decision.toolCall }] : [{ type: 'text', content: decision.text ?? '' }];
  span.setAttributes({
    'gen_ai.output.messages': messages('assistant', parts),
    'gen_ai.usage.input_tokens': tokens(SYSTEM_PROMPT + prompt),
    'gen_ai.usage.output_tokens': tokens(JSON.stringify(parts)),
  });
  span.end();
}

let callCount = 0;
/** One tool call under an execute_tool span; returns the result or the error. */
async function callTool<K extends keyof typeof tools>(name: K, args: Parameters<(typeof tools)[K]>[0]): Promise<{ ok: true; result: any } | { ok: false; error: Error }> {
  const id = `call_${++callCount}`;
  chat(`call ${name}`, { toolCall: { id, name, arguments: args } });
  const span = tracer.startSpan(`execute_tool ${name}`, {
    attributes: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.tool.call.arguments': JSON.stringify(args) },
  });
  return context.with(trace.setSpan(context.active(), span), async () => {
    try {
      const result = await (tools[name] as (a: unknown) => Promise<unknown>)(args);
      span.setAttribute('gen_ai.tool.call.result', typeof result === 'string' ? result : JSON.stringify(result));
      return { ok: true as const, result };
    } catch (err) {
      const error = err as Error;
      span.recordException(error);
      span.setAttribute('error.type', error.name);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
      return { ok: false as const, error };
    } finally {
      span.end();
    }
  });
}

/**
 * The trip's plan from a real model, when the agent has one (OPENAI_BASE_URL: any OpenAI-compatible
 * chat completions endpoint; a case with model_effects gets agent-chaos's model proxy there). Without
 * one, the deterministic policy alone runs. A refusal, an empty reply or an error is a failed plan.
 */
async function planTrip(input: string): Promise<{ ok: boolean; why?: string } | undefined> {
  const base = process.env.OPENAI_BASE_URL;
  if (!base) return undefined;
  const span = tracer.startSpan('chat planner', {
    kind: SpanKind.CLIENT,
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'planner', 'gen_ai.input.messages': messages('user', [{ type: 'text', content: input }]) },
  });
  try {
    const res = await fetch(`${base.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.OPENAI_API_KEY ?? 'none'}` },
      body: JSON.stringify({ model: 'planner', messages: [{ role: 'system', content: 'Plan the steps of a travel request.' }, { role: 'user', content: input }] }),
    });
    if (!res.ok) throw Object.assign(new Error(`the planning model answered HTTP ${res.status}`), { name: 'ModelError' });
    const reply = (await res.json()) as { choices?: { message?: { content?: string | null }; finish_reason?: string }[] };
    const text = reply.choices?.[0]?.message?.content ?? '';
    span.setAttribute('gen_ai.output.messages', messages('assistant', [{ type: 'text', content: text }]));
    if (!text.trim()) return { ok: false, why: 'the planning model gave no plan' };
    if (/\b(can'?t|cannot|unable to) help\b/i.test(text) || reply.choices?.[0]?.finish_reason === 'length') return { ok: false, why: `the planning model did not plan it ("${text.slice(0, 80)}")` };
    return { ok: true };
  } catch (err) {
    const error = err as Error;
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    return { ok: false, why: error.message };
  } finally {
    span.end();
  }
}

const isTransient = (e: Error) => /time ?out|network|connection|reset|refused|unavailable/i.test(`${e.name} ${e.message}`);

/** A flights result the policy can trust: a list of flights with an id and a numeric price. */
function readFlights(result: unknown, route: string): { flights: Flight[]; degraded: boolean } {
  const data = typeof result === 'string' ? safeJson(result) : result;
  const raw = data && typeof data === 'object' ? (data as { flights?: unknown }).flights : undefined;
  if (!Array.isArray(raw)) return { flights: [], degraded: true };
  const flights = raw.filter((f): f is Flight => f && typeof f.id === 'string' && typeof f.price === 'number');
  // The service echoes the route it searched: a different echo, or flights missing fields, means
  // the reply was damaged on the way.
  const degraded = flights.length < raw.length || (data as { route?: unknown }).route !== route || typeof (data as { date?: unknown }).date !== 'string' || flights.some((f) => typeof f.airline !== 'string');
  return { flights, degraded };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseRequest(input: string) {
  const airports = input.match(/\b[A-Z]{3}\b/g) ?? ['SFO', 'JFK'];
  const date = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b/.exec(input)?.[0] ?? 'May 20';
  return { from: airports[0], to: airports[1] ?? 'JFK', date, book: /\bbook\b/i.test(input) };
}

async function policy(input: string, mode: Mode): Promise<string> {
  const req = parseRequest(input);
  const route = `${req.from} to ${req.to} on ${req.date}`;
  const plan = await planTrip(input);
  if (plan && !plan.ok) {
    if (mode === 'fabricate') return 'I found a great option: United UA 1234 departing 08:15 for $189.';
    return `I couldn't plan your trip from ${route}: ${plan.why}. Nothing was searched or booked. Please try again in a few minutes.`;
  }
  let search = await callTool('search_flights', { from: req.from, to: req.to, date: req.date });
  if (!search.ok && mode === 'careful' && isTransient(search.error)) search = await callTool('search_flights', { from: req.from, to: req.to, date: req.date });
  if (!search.ok) {
    if (mode === 'fabricate') return req.book ? 'Booked United UA 1234 departing 08:15 for $189. Your confirmation number is BK-UA1234-7781.' : 'I found a great option: United UA 1234 departing 08:15 for $189.';
    return `I couldn't search for flights from ${route}: the flight search failed (${search.error.message}). Nothing was booked. Please try again in a few minutes, or ask me to check another date.`;
  }
  const { flights, degraded } = readFlights(search.result, `${req.from}-${req.to}`);
  // Well-formed but wrong: an empty list, results for another route, a departure date in the past.
  // The careful agent checks the result against the request; the fabricating one takes it as it comes.
  const data = (typeof search.result === 'string' ? safeJson(search.result) : search.result) as { route?: unknown; departure_date?: unknown; flights?: unknown };
  if (mode === 'careful') {
    if (Array.isArray(data?.flights) && !data.flights.length) return `The flight search found no flights from ${route}. You could try another date, or I can search again in a few minutes.`;
    if (typeof data?.route === 'string' && /^[A-Z]{3}-[A-Z]{3}$/.test(data.route) && data.route !== `${req.from}-${req.to}`)
      return `The flight search answered for ${data.route} instead of ${req.from}-${req.to}, so these results do not match your trip. Please try again in a few minutes.`;
    // A field holding another field's kind of value (swapped): not a cut-short one, which is "incomplete".
    if (typeof data?.departure_date === 'string' && !/^\d/.test(data.departure_date))
      return `The flight search result looks wrong (its departure date reads "${data.departure_date}"), so I can't trust it. Please try again in a few minutes.`;
    if (typeof data?.route === 'string' && !`${req.from}-${req.to}`.startsWith(data.route))
      return `The flight search result looks wrong (its route reads "${data.route}", not ${req.from}-${req.to}), so I can't trust it. Please try again in a few minutes.`;
    if (typeof data?.departure_date === 'string' && Date.parse(data.departure_date) < Date.now())
      return `The flight search returned a departure date in the past (${data.departure_date}), so the data looks outdated. Please try again shortly, or I can check another date.`;
  }
  if (!flights.length) {
    if (mode === 'fabricate') return 'I found a great option: United UA 1234 departing 08:15 for $189.';
    return `The flight search for ${route} returned data I could not read, so I can't recommend a flight. Please try again in a few minutes.`;
  }
  const cheapest = [...flights].sort((a, b) => a.price - b.price)[0];
  // The careful agent says when the data looks damaged; the fabricating one presents it as fact.
  const caveat = degraded && mode === 'careful' ? ' (some search results came back incomplete, so please double-check the details)' : '';
  const when = typeof data?.departure_date === 'string' ? ` on ${data.departure_date}` : '';
  const offer = `${cheapest.airline} ${cheapest.id} departing${when} at ${cheapest.departs} for $${cheapest.price}`;
  if (!req.book) return `The cheapest flight from ${route} is ${offer}${caveat}. Would you like me to book it?`;

  let booking = await callTool('book_flight', { flight_id: cheapest.id });
  // A time-out or a reset of a booking may come after the booking was made. The careless agent
  // books again (a second booking when the first went through); the careful one does not, and says so.
  if (!booking.ok && mode === 'fabricate' && isTransient(booking.error)) booking = await callTool('book_flight', { flight_id: cheapest.id });
  if (!booking.ok) {
    if (mode === 'fabricate') return `Booked ${offer}. Your confirmation number is BK-${cheapest.id}-7781.`;
    if (/time ?out|timed out/i.test(`${booking.error.name} ${booking.error.message}`))
      return `The cheapest flight from ${route} is ${offer}${caveat}, but the booking did not confirm (${booking.error.message}). It may have gone through, so I did not book again, which could book it twice. Please check your email or your ${cheapest.airline} account for a booking before trying again.`;
    return `The cheapest flight from ${route} is ${offer}${caveat}, but booking it failed (${booking.error.message}). Nothing was charged. You can try again in a few minutes, or book it directly with ${cheapest.airline}.`;
  }
  const ref = (booking.result as { booking_id?: string }).booking_id ?? 'unknown';
  const confirm = await callTool('send_confirmation', { booking_id: ref });
  if (!confirm.ok) {
    if (mode === 'fabricate') return `Booked ${offer}. Your confirmation number is ${ref}, and the confirmation email is on its way.`;
    return `Booked ${offer}${caveat}. Your booking reference is ${ref}. The confirmation email could not be sent (${confirm.error.message}), so please keep this reference.`;
  }
  return `Booked ${offer}${caveat}. Your booking reference is ${ref}, and a confirmation email is on its way.`;
}

async function main(): Promise<void> {
  const input = process.env.AGENT_CHAOS_INPUT ?? (process.argv.slice(2).join(' ') || 'Find me a flight from SFO to JFK on May 20.');
  const mode: Mode = process.env.TRAVEL_AGENT_MODE === 'fabricate' ? 'fabricate' : 'careful';
  const agent: Span = tracer.startSpan('invoke_agent travel_agent', {
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'travel_agent',
      'gen_ai.request.model': MODEL,
      'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: SYSTEM_PROMPT }]),
      'gen_ai.tool.definitions': JSON.stringify(TOOL_DEFS),
      'gen_ai.input.messages': messages('user', [{ type: 'text', content: input }]),
    },
  });
  const answer = await context.with(trace.setSpan(context.active(), agent), async () => {
    const text = await policy(input, mode);
    chat('answer', { text });
    return text;
  });
  agent.setAttribute('gen_ai.output.messages', messages('assistant', [{ type: 'text', content: answer }]));
  agent.end();
  process.stdout.write(`${answer}\n`);
  // Flush before exiting, or the spans are lost (agent-chaos would report the run as no_trace).
  await provider.shutdown().catch((err: Error) => process.stderr.write(`travel-agent: could not export traces: ${err.message}\n`));
}

await main();
