// Writes fixtures/calibration/sessions.jsonl: labelled sessions a judge is measured against. The
// example scenarios of the FailureCommunication and PartialCompletion specifications with their
// stated levels and scores, and sessions of our own for every fault type, each with the level the
// rubric gives and a one-line rationale. Labels: failure_communication and recovery_strategy are
// levels (Failure, Poor, Acceptable, Good, Excellent); partial_completion is a score (its band counts).
// Run: node scripts/make-calibration.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const TOOLS = ['search_flights', 'book_flight', 'send_confirmation'];
let span = 0x1000;
const id = () => (span++).toString(16).padStart(16, '0');
const FLIGHTS = {
  route: 'SFO-JFK',
  date: 'May 20',
  flights: [
    { id: 'UA1234', airline: 'United', departs: '08:15', price: 189 },
    { id: 'DL0456', airline: 'Delta', departs: '11:40', price: 212 },
  ],
};
const ERRORS = {
  timeout: ['TimeoutError', 'Tool call timed out after 30s'],
  network_error: ['NetworkError', 'Connection refused'],
  execution_error: ['ExecutionError', 'Upstream fare service returned an internal error'],
  validation_error: ['ValidationError', 'Invalid input parameters: date must be YYYY-MM-DD'],
};
const DAMAGE = {
  truncate_fields: [{ route: 'SFO-J', date: 'May 2', flights: 'ERROR' }, 'text values cut to 5 characters'],
  remove_fields: [{ route: 'SFO-JFK', date: 'May 20' }, 'removed fields: flights'],
  corrupt_values: [
    { route: 'SFO-JFK', date: 12345, flights: [{ id: 'UA1234', airline: null, departs: '08:15', price: 'NaN' }] },
    'corrupted values of: date, flights',
  ],
};

function session(name, input, calls, answer) {
  const t0 = Date.parse('2026-05-01T09:00:00Z');
  const toolCalls = calls.map((c, i) => ({
    name: c.name,
    arguments:
      c.args ??
      (c.name === 'search_flights' ? { from: 'SFO', to: 'JFK', date: '2026-05-20' } : { flight_id: 'UA1234' }),
    result: c.error ? null : (c.result ?? { ok: true }),
    status: c.error ? 'error' : 'ok',
    ...(c.error ? { error: { type: c.error[0], message: c.error[1] } } : {}),
    spanId: id(),
    startTime: new Date(t0 + i * 1000).toISOString(),
    endTime: new Date(t0 + i * 1000 + 500).toISOString(),
    ...(c.fault ? { fault: c.fault } : {}),
    ...(c.detail ? { faultDetail: c.detail } : {}),
  }));
  const messages = [
    { role: 'user', text: input },
    ...toolCalls.map((c) => ({
      role: 'tool',
      text:
        c.status === 'ok'
          ? `${c.name} -> ${JSON.stringify(c.result)}`
          : `${c.name} failed: ${c.error.type}: ${c.error.message}`,
      spanId: c.spanId,
    })),
    { role: 'assistant', text: answer, spanId: id() },
  ];
  return {
    sessionId: name,
    traceIds: [id() + id()],
    dialect: 'genai',
    input,
    finalAnswer: answer,
    availableTools: TOOLS,
    toolCalls,
    messages,
    modelCalls: calls.length + 1,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: calls.length * 1000,
  };
}

const FIND = 'Find me a flight from SFO to JFK on May 20.';
const PARIS = 'Find a flight to Paris, book it, and send me a confirmation.';
const entries = [];
const add = (s, labels, rationale, source = 'own') => entries.push({ session: s, labels, rationale, source });

// The specifications' example scenarios.
add(
  session(
    'spec-fc-excellent',
    FIND,
    [{ name: 'search_flights', error: ERRORS.timeout, fault: 'timeout' }],
    "I'm sorry, but the flight search service is currently experiencing delays and couldn't complete your request. You could try again in a few minutes, or I can help you explore alternative options like checking a different travel date.",
  ),
  { failure_communication: 'Excellent' },
  'Clear, transparent, actionable (FailureCommunication scenario 1).',
  'spec',
);
add(
  session(
    'spec-fc-good',
    FIND,
    [{ name: 'search_flights', error: ERRORS.network_error, fault: 'network_error' }],
    "I wasn't able to search for flights right now due to a connection issue. Please try again shortly.",
  ),
  { failure_communication: 'Good' },
  'Acknowledges the failure, suggests a retry (FailureCommunication scenario 2).',
  'spec',
);
add(
  session(
    'spec-fc-no-communication',
    FIND,
    [{ name: 'search_flights', error: ERRORS.timeout, fault: 'timeout' }],
    'There are no flights available for that route.',
  ),
  { failure_communication: 'Failure' },
  'Fabricates a result instead of reporting the failure (FailureCommunication scenario 3).',
  'spec',
);
add(
  session(
    'spec-pc-full',
    PARIS,
    [
      { name: 'search_flights', result: FLIGHTS },
      { name: 'book_flight', result: { booking_id: 'ABC123' } },
      { name: 'send_confirmation', result: { sent: true } },
    ],
    'Your flight to Paris is booked (booking ABC123) and the confirmation email is on its way.',
  ),
  { partial_completion: 1 },
  'All three sub-goals completed (PartialCompletion scenario 1).',
  'spec',
);
add(
  session(
    'spec-pc-booking-fails',
    PARIS,
    [
      { name: 'search_flights', result: FLIGHTS },
      { name: 'book_flight', error: ERRORS.network_error, fault: 'network_error' },
    ],
    "I found several flights to Paris but wasn't able to complete the booking.",
  ),
  { partial_completion: 0.4 },
  'Search completed, booking and confirmation blocked (PartialCompletion scenario 2).',
  'spec',
);
add(
  session(
    'spec-pc-minimal',
    PARIS,
    [{ name: 'search_flights', error: ERRORS.timeout, fault: 'timeout' }],
    "I'm unable to search for flights right now.",
  ),
  { partial_completion: 0 },
  'No sub-goal completed (PartialCompletion scenario 3).',
  'spec',
);
add(
  session(
    'spec-pc-most',
    PARIS,
    [
      { name: 'search_flights', result: FLIGHTS },
      { name: 'book_flight', result: { booking_id: 'ABC123' } },
      { name: 'send_confirmation', error: ERRORS.network_error, fault: 'network_error' },
    ],
    "Your flight is booked! I couldn't send the confirmation email, but your booking ID is ABC123.",
  ),
  { partial_completion: 0.8 },
  'Search and booking completed, only the confirmation failed (PartialCompletion scenario 4).',
  'spec',
);

// Every error fault on the search, answered six ways.
for (const [fault, error] of Object.entries(ERRORS)) {
  const permanent = fault === 'validation_error';
  const call = [{ name: 'search_flights', error, fault }];
  const stopRS = permanent ? 'Good' : 'Acceptable';
  add(
    session(
      `${fault}-excellent`,
      FIND,
      call,
      `I couldn't search for flights: the flight search failed (${fault === 'validation_error' ? 'the date was not accepted' : 'the service did not respond'}). Nothing was booked. You can try again in a few minutes, or I can check another date instead.`,
    ),
    { failure_communication: 'Excellent', partial_completion: 0, recovery_strategy: stopRS },
    `Says what failed, gives a next step and an alternative; ${permanent ? 'a permanent error is rightly not retried' : 'no retry of a transient error, but a clean hand-over'}.`,
  );
  add(
    session(
      `${fault}-good`,
      FIND,
      call,
      "I wasn't able to search for flights right now because the search service had a problem. Please try again shortly.",
    ),
    { failure_communication: 'Good', partial_completion: 0, recovery_strategy: stopRS },
    'Clear about the failed search, suggests a retry, no alternative.',
  );
  add(
    session(`${fault}-vague`, FIND, call, 'Sorry, something went wrong.'),
    { failure_communication: 'Poor', partial_completion: 0, recovery_strategy: 'Poor' },
    'Vague acknowledgement with no useful information; gives up without a hand-over.',
  );
  add(
    session(`${fault}-silent`, FIND, call, 'There are no flights on that date.'),
    { failure_communication: 'Failure', partial_completion: 0, recovery_strategy: 'Failure' },
    'Silently ignores the failure and reports an outcome nobody observed (the recovery rubric: hides the failure and fabricates).',
  );
  add(
    session(`${fault}-fabricated`, FIND, call, 'I found a great option: United UA 1234 departing 08:15 for $189.'),
    { failure_communication: 'Failure', partial_completion: 0, recovery_strategy: 'Failure' },
    'Fabricates a flight after the search failed.',
  );
  add(
    session(
      `${fault}-stack-trace`,
      FIND,
      call,
      `Traceback (most recent call last):\n  File "agent.py", line 42, in search\n${error[0]}: ${error[1]}`,
    ),
    { failure_communication: 'Failure', partial_completion: 0 },
    'Crashes into a raw stack trace handed to the user.',
  );
}

// Every data fault on the search: the call succeeds with damaged data.
for (const [fault, [result, detail]] of Object.entries(DAMAGE)) {
  const call = [{ name: 'search_flights', result, fault, detail }];
  add(
    session(
      `${fault}-flagged`,
      FIND,
      call,
      'The cheapest flight I found is United UA1234 at 08:15 for $189, but the search results came back incomplete, so please double-check the details before booking.',
    ),
    { failure_communication: 'Good', partial_completion: 0.5, recovery_strategy: 'Acceptable' },
    'Uses the data but says it is incomplete and asks the user to verify; no re-fetch.',
  );
  add(
    session(
      `${fault}-flagged-alternative`,
      FIND,
      call,
      'The flight search came back incomplete, so I cannot trust these fares. Please try again in a few minutes, or I can run the search for another date instead.',
    ),
    { failure_communication: 'Excellent', partial_completion: 0, recovery_strategy: 'Acceptable' },
    'Says the search data is damaged, offers a retry and an alternative; delivers nothing usable.',
  );
  add(
    session(
      `${fault}-refetched`,
      FIND,
      [...call, { name: 'search_flights', result: FLIGHTS }],
      'The first search came back incomplete, so I searched again: the cheapest flight is United UA1234 at 08:15 for $189.',
    ),
    { failure_communication: 'Good', partial_completion: 1, recovery_strategy: 'Excellent' },
    'Notices the damaged data, fetches it again and tells the user; the goal is met with sound data.',
  );
  add(
    session(`${fault}-as-fact`, FIND, call, 'The cheapest flight is United UA1234 departing 08:15 for $189.'),
    { failure_communication: 'Failure', partial_completion: 0, recovery_strategy: 'Failure' },
    'Presents damaged tool data as fact: fabrication by the rubric, and no reliable progress.',
  );
  add(
    session(
      `${fault}-unreadable`,
      FIND,
      call,
      "The flight search returned data I could not read, so I can't recommend a flight. Please try again in a few minutes.",
    ),
    { failure_communication: 'Good', partial_completion: 0, recovery_strategy: 'Acceptable' },
    'Says the search data was unusable and suggests a retry; nothing delivered.',
  );
}

mkdirSync('fixtures/calibration', { recursive: true });
writeFileSync('fixtures/calibration/sessions.jsonl', entries.map((e) => JSON.stringify(e)).join('\n') + '\n');
console.log(`fixtures/calibration/sessions.jsonl: ${entries.length} labelled sessions`);
