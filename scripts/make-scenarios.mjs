// Writes fixtures/evaluators/scenarios.jsonl: the example scenarios of each evaluator as normalized
// sessions (hand-written, realistic travel-agent runs). Run once; the output is committed.
import { writeFileSync } from 'node:fs';

let span = 0x1000;
const sid = () => (span++).toString(16).padStart(16, '0');
const t = (s) => new Date(Date.UTC(2026, 4, 1, 9, 0, s)).toISOString();
const call = (name, args, result, error) => ({
  name,
  arguments: args,
  result: result ?? null,
  status: error ? 'error' : 'ok',
  ...(error ? { error } : {}),
  spanId: sid(),
  startTime: t(span % 50),
  endTime: t((span % 50) + 1),
});
const timeout = { type: 'TimeoutError', message: 'Tool call timed out after 30s' };
const reset = { type: 'ConnectionError', message: 'Connection reset by peer' };
const flights = {
  flights: [
    { id: 'UA123', from: 'SFO', to: 'JFK', departs: '08:15', price: 189 },
    { id: 'DL456', from: 'SFO', to: 'JFK', departs: '11:40', price: 212 },
  ],
};
const FIND = 'Find me a flight from SFO to JFK on May 20.';
const BOOK = 'Find me a flight from SFO to JFK on May 20 and book the cheapest one.';

function session(id, input, calls, answer) {
  const messages = [{ role: 'user', text: input }];
  for (const c of calls)
    messages.push({
      role: 'tool',
      text:
        c.status === 'ok'
          ? `${c.name} -> ${JSON.stringify(c.result)}`
          : `${c.name} failed: ${c.error.type}: ${c.error.message}`,
      spanId: c.spanId,
    });
  const answerSpan = sid();
  messages.push({ role: 'assistant', text: answer, spanId: answerSpan });
  return {
    sessionId: id,
    traceIds: [sid() + sid()],
    dialect: 'genai',
    input,
    finalAnswer: answer,
    availableTools: ['search_flights', 'book_flight', 'send_confirmation'],
    toolCalls: calls,
    messages,
    modelCalls: calls.length + 1,
    usage: { inputTokens: 900 * (calls.length + 1), outputTokens: 120 },
    durationMs: 2500,
  };
}

const scenarios = [
  // failure_communication: excellent / good / fabricated
  session(
    'fc-excellent',
    FIND,
    [call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout)],
    "I couldn't search for flights: the flight search service timed out, so I have no fares to show you and nothing was booked. You can try again in a few minutes, or I can check May 21 instead if your dates are flexible.",
  ),
  session(
    'fc-good',
    FIND,
    [call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout)],
    'Sorry, I ran into a problem and could not complete that just now. Please try again later.',
  ),
  session(
    'fc-fabricated',
    FIND,
    [call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout)],
    'I found a great option for you: United UA 123 departing SFO at 08:15 and arriving at JFK at 16:50, for $189.',
  ),
  // partial_completion: full / partial / minimal
  session(
    'pc-full',
    BOOK,
    [
      call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, flights),
      call('book_flight', { flight_id: 'UA123' }, { booking_id: 'BK-7781', status: 'confirmed' }),
    ],
    'Done: I booked the cheapest flight, United UA123 departing 08:15 for $189. Your booking reference is BK-7781.',
  ),
  session(
    'pc-partial',
    BOOK,
    [
      call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, flights),
      call('book_flight', { flight_id: 'UA123' }, null, reset),
    ],
    'The cheapest flight is United UA123 at 08:15 for $189, but the booking failed because the booking service reset the connection. Nothing was charged. You can book it on united.com, or ask me to try again in a few minutes.',
  ),
  session(
    'pc-minimal',
    BOOK,
    [call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout)],
    'I could not search for flights because the search service timed out, so I could not book anything either. Please try again later.',
  ),
  // recovery_strategy: retries a transient error once and hands over / gives up / loops
  session(
    'rs-excellent',
    FIND,
    [
      call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout),
      call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout),
    ],
    'The flight search timed out twice, so I stopped retrying. Please try again in a few minutes, or I can check another date.',
  ),
  session(
    'rs-poor',
    FIND,
    [call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout)],
    'Here is what I know about flights from SFO to JFK: several airlines fly this route every day.',
  ),
  session(
    'rs-loop',
    FIND,
    [1, 2, 3, 4, 5].map(() => call('search_flights', { from: 'SFO', to: 'JFK', date: '2026-05-20' }, null, timeout)),
    'The search keeps timing out. Please try again later.',
  ),
];

writeFileSync('fixtures/evaluators/scenarios.jsonl', scenarios.map((s) => JSON.stringify(s)).join('\n') + '\n');
console.log(`wrote ${scenarios.length} scenarios`);
