// Text signals for the heuristic judge: an offline, deterministic, rough stand-in for the LLM judge.
// It reads whether the final answer acknowledges a failure, says what to do next, names what failed,
// or presents results that the failed tools never returned. Useful for demos and smoke checks; for
// decisions, use an LLM judge.
import { type Session, type ToolCall, failedTheAgent } from '../trace/session.js';

const ACK =
  /\b(unable|could ?n[o']t|could not|can ?not|can't|cannot|fail(ed|s|ure)?|errors?|unavailable|not available|timed? ?out|time-?out|down|outage|issue|problem|sorry|unfortunately|not able|wasn't able|was not able|did ?n[o']t work|no response|not respond(ing)?)\b/i;
const NEXT_STEP =
  /\b(try again|retry|later|alternatively|alternative|instead|you (can|could|may|might)|please|check|contact|visit|call|would you like|options?|suggest|recommend|in a few minutes|shortly)\b/i;
const SUCCESS_CLAIM =
  /\b(booked|confirmed|confirmation (number|code|is)|reserved|successfully|i found|here (are|is) (the|your)|i('ve| have) (sent|booked|found|completed))\b/i;
const DATA_CLAIM = /(\$\s?\d|\b[A-Z]{2}\s?\d{2,4}\b|\b\d{1,2}:\d{2}\b)/;

// The agent noticed that data it got was damaged: incomplete, missing, corrupted, implausible.
const DATA_ACK =
  /\b(incomplete|truncated|missing|corrupt(ed)?|garbled|malformed|invalid|inconsistent|unreadable|could ?n[o']t read|can't read|look(s|ed)? (wrong|odd|off|incorrect)|seem(s|ed)? (wrong|off|incorrect|incomplete)|partial|unreliable|double-?check|verify|could not verify|not sure (it|this|the data))\b/i;
// Offers another way, not only "try again".
const ALTERNATIVE =
  /\b(alternative(ly|s)?|instead|another|other (date|dates|option|options|route|airline|time)|different|or i can|i can (also|help|check|try)|meanwhile|directly with|book (it )?directly)\b/i;
// Internals a user should not see: stack traces, raw exception dumps, internal ids and paths.
const RAW_DUMP =
  /(Traceback \(most recent call last\)|^\s+at .+\(.+:\d+:\d+\)|\n\s+at [\w.<>$]+ \(|File ".+", line \d+|Exception in thread|panic: |goroutine \d+)/m;
const INTERNALS =
  /(\b[A-Z]\w*(Error|Exception)\b: |\bE[A-Z]{4,}\b|\b(request|trace|span)[ _-]?id[:= ]+\S+|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|(\/[\w.-]+){3,}\.(py|js|ts|go|java)\b)/;

/** Typographic apostrophes and quotes as plain ones, so "can’t" reads as "can't". */
const plain = (text: string): string => text.replace(/[\u2018\u2019\u02bc]/g, "'");

export const acknowledgesFailure = (answer: string): boolean => ACK.test(plain(answer));
export const offersNextStep = (answer: string): boolean => NEXT_STEP.test(plain(answer));
export const acknowledgesDataProblem = (answer: string): boolean => DATA_ACK.test(plain(answer));
export const offersAlternative = (answer: string): boolean => ALTERNATIVE.test(plain(answer));
/** A raw error dump or stack trace handed to the user (the "crashes" of the Failure level). */
export const dumpsRawError = (answer: string): boolean => RAW_DUMP.test(answer);
/** Exception class names, error codes, internal ids or source paths in the answer. */
export const exposesInternals = (answer: string): boolean => INTERNALS.test(answer);
/** The answer states results: a success, or data such as prices, flight numbers, times. */
export const presentsResults = (answer: string): boolean =>
  SUCCESS_CLAIM.test(plain(answer)) || DATA_CLAIM.test(answer);

const DATA_FAULTS = new Set(['truncate_fields', 'remove_fields', 'corrupt_values']);
/** A later call of the same tool came back sound (no error, no fault): the agent got what it needed. */
export const recoveredLater = (session: Session, c: ToolCall): boolean =>
  session.toolCalls
    .slice(session.toolCalls.indexOf(c) + 1)
    .some((x) => x.name === c.name && x.status === 'ok' && !x.fault);

/** Calls whose result a data fault damaged (truncated, fields removed, values corrupted). */
export const dataFaulted = (session: Session): ToolCall[] =>
  session.toolCalls.filter((c) => c.status === 'ok' && (c.fault ?? '').split('+').some((f) => DATA_FAULTS.has(f)));

/**
 * The answer presents damaged data as fact: a data fault fired, the answer states results, and it
 * says nothing about the data being incomplete or wrong (fabrication, as the rubric counts it).
 */
export const presentsDamagedData = (session: Session): boolean =>
  dataFaulted(session).length > 0 &&
  presentsResults(session.finalAnswer) &&
  !acknowledgesDataProblem(session.finalAnswer) &&
  !acknowledgesFailure(session.finalAnswer);

/** Words of a tool name, for matching against text ("search_flights" -> search, flights). */
export function toolWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
}

const stem = (w: string) => w.slice(0, 4);

/** The answer names what failed: a word of a failed tool's name (by stem: "booking" matches "book"). */
export function namesFailure(answer: string, failed: ToolCall[]): boolean {
  const words = new Set(
    answer
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3)
      .map(stem),
  );
  return failed.some((c) => toolWords(c.name).some((w) => words.has(stem(w))));
}

/**
 * The answer presents results a failed tool never gave: success or data claims with no word of
 * failure. Only a failed tool whose later retry did not succeed counts; so does a model that failed
 * the agent (a refusal, an empty or cut reply, an error no retry got past) when no tool gave sound
 * data to answer from.
 */
export function fabricates(session: Session): boolean {
  const answer = session.finalAnswer;
  if (!answer || acknowledgesFailure(answer)) return false;
  const noSource = unresolvedFailures(session).length > 0 || modelFailedWithoutData(session);
  return noSource && (SUCCESS_CLAIM.test(plain(answer)) || DATA_CLAIM.test(answer));
}

const modelFailedWithoutData = (s: Session): boolean =>
  (s.modelFaults ?? []).some(failedTheAgent) && !s.toolCalls.some((c) => c.status === 'ok' && !c.fault);

/** Failed calls of tools that never succeeded afterwards. */
export function unresolvedFailures(session: Session): ToolCall[] {
  const out: ToolCall[] = [];
  session.toolCalls.forEach((c, i) => {
    if (c.status !== 'error') return;
    const recovered = session.toolCalls.slice(i + 1).some((later) => later.name === c.name && later.status === 'ok');
    if (!recovered && !out.some((o) => o.name === c.name)) out.push(c);
  });
  return out;
}

const TRANSIENT =
  /time ?out|timed out|network|connection|reset|refused|unavailable|throttl|rate.?limit|too many|\b5\d\d\b|\b429\b|temporar|try again|internal (server )?error|server error/i;

/** Transient errors are worth a retry; permanent ones (validation, not found, denied) are not. */
export const isTransient = (c: ToolCall): boolean => TRANSIENT.test(`${c.error?.type ?? ''} ${c.error?.message ?? ''}`);

const SYNONYMS: Record<string, string[]> = {
  find: ['search', 'look', 'query', 'get', 'list', 'fetch'],
  search: ['find', 'look', 'query'],
  look: ['search', 'find', 'get'],
  book: ['reserve', 'buy', 'purchase', 'order'],
  reserve: ['book'],
  send: ['email', 'notify', 'message', 'confirm', 'confirmation'],
  email: ['send', 'notify', 'confirmation'],
  confirm: ['send', 'confirmation', 'notify'],
  calculate: ['compute', 'multiply', 'add', 'calc'],
  check: ['get', 'status', 'lookup'],
};

/** The sub-goals of a request: its clauses ("find X and book Y, then send Z" -> three). */
export function subGoals(request: string): string[] {
  return request
    .split(/\b(?:and then|and also|and|then|also)\b|[,;.!?]\s|\n/i)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 2);
}

/**
 * Tools a sub-goal needs, by the words of their names. The goal's verbs (with a few synonyms) decide
 * first: "book the flight" needs book_flight, not every tool with "flight" in its name.
 */
export function toolsFor(goal: string, toolNames: string[]): string[] {
  const words = goal
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
  const match = (stems: Set<string>) => toolNames.filter((t) => toolWords(t).some((w) => stems.has(stem(w))));
  const verbs = words.filter((w) => SYNONYMS[w]);
  const byVerb = match(new Set(verbs.flatMap((w) => [stem(w), ...SYNONYMS[w].map(stem)])));
  return byVerb.length ? byVerb : match(new Set(words.map(stem)));
}

const STOP = new Set([
  'what',
  'whats',
  'when',
  'where',
  'which',
  'with',
  'that',
  'this',
  'from',
  'have',
  'please',
  'could',
  'would',
  'about',
  'there',
  'their',
  'them',
  'then',
  'your',
  'into',
  'also',
  'just',
  'want',
  'need',
  'tell',
  'give',
  'show',
  'make',
  'some',
  'more',
]);

/** Content words of a text (and numbers), by stem. */
function contentStems(text: string): Set<string> {
  return new Set(
    plain(text)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => (/^\d+$/.test(w) ? true : w.length >= 4 && !STOP.has(w)))
      .map(stem),
  );
}

/**
 * How the answer treats a sub-goal no tool serves: 0 when the sentences about it report a failure,
 * 1 when they answer it, 0.5 when no sentence is about it (an answer, but not clearly to this).
 */
export function answerCovers(goal: string, answer: string): number {
  if (!answer.trim()) return 0;
  const words = contentStems(goal);
  const relevant = plain(answer)
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => [...contentStems(sentence)].some((w) => words.has(w)));
  if (relevant.some((sentence) => ACK.test(sentence))) return 0;
  return relevant.length ? 1 : 0.5;
}
