// What an answer says of a failed call: the words of the tool's name and of its error, read in the
// answer, and whether a sentence that says something failed is about that call at all. The heuristic
// judge asks it to tell whether the user was told what failed.
import type { Session, ToolCall } from '../trace/session.js';
import { perObject } from '../util/memo.js';
import { ANSWER_READ_CHARS, normalize, says, saysFailed, withoutOutcomes } from './lexicon.js';

// A named service or system ("the SMS service", "el sistema de reservas", "der Tracking-Dienst").
// Each alternative starts only where a word starts (a lookbehind, not `\b`, which also holds after
// every hyphen): from inside "a-a-a-..." every start read to the end, quadratic.
const NAMES_SERVICE =
  /(?<![\w-])(?!(?:the|a|an|our|your|this|that|some|its)\s)[\w-]+ (service|system|portal|server|api|gateway|engine|backend|source|database)\b|\b(servicio|sistema|servidor|buscador|pasarela|portal|service|systeme|serveur|portail|servico) (de|del|d'|client|\w+)|[\w-](dienst|system|server|portal)\b|.(サービス|システム|サーバー)/;

const TRANSIENT =
  /time ?out|timed out|network|connection|reset|refused|unavailable|throttl|rate.?limit|too many|\b5\d\d\b|\b429\b|temporar|try again|internal (server )?error|server error/i;

/** Transient errors are worth a retry; permanent ones (validation, not found, denied) are not. */
export const isTransient = perObject((c: ToolCall): boolean =>
  TRANSIENT.test(`${c.error?.type ?? ''} ${c.error?.message ?? ''}`),
);

/** Words of a tool name, for matching against text ("search_flights" -> search, flights). */
export function toolWords(name: string): string[] {
  return normalize(name.replace(/([a-z])([A-Z])/g, '$1 $2'))
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
}

export const stem = (w: string) => w.slice(0, 4);

/**
 * The answer names what failed: a word of a failed tool's name (by stem: "booking" matches "book"),
 * or the service or system that failed ("the SMS service", "el sistema de reservas").
 */
export function namesFailure(answer: string, failed: ToolCall[]): boolean {
  const text = normalize(answer);
  const words = new Set(
    text
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3)
      .map(stem),
  );
  return failed.some((c) => toolWords(c.name).some((w) => words.has(stem(w)))) || NAMES_SERVICE.test(text);
}

/** Words an error's text is made of but that say nothing of what failed. */
const ERROR_FILLER = new Set(
  'error errors exception value valueerror typeerror runtimeerror failed failure request requested this that with from have been were your their there which into than when what will would could should does'.split(
    ' ',
  ),
);
/** Words that make a statement a refusal of the request: the error's own, echoed, is the failure told. */
const NEGATION = /^(not|no|none|never|cannot|insufficient|exceeds?|exceeded|without|missing|invalid|unknown|lacks?)$/;

export const wordsOf = (text: string): string[] =>
  normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The answer tells the failure in the error's own terms ("there are not enough seats on that flight"
 * after "ValueError: not enough seats on flight HAT123"): it has the error's negation and at least
 * two of its content words. The domain's words for a failure are as plain to the user as "failed".
 */
export function echoesError(answer: string, failed: ToolCall[]): boolean {
  if (!failed.length) return false;
  const read = answer.slice(0, ANSWER_READ_CHARS);
  const said = new Set(wordsOf(read).map(stem));
  const refuses = ANSWER_NEGATION.test(read);
  return failed.some((c) => {
    const words = wordsOf(`${c.error?.message ?? ''}`.slice(0, 2_000));
    const negations = words.filter((w) => NEGATION.test(w));
    const content = new Set(words.filter((w) => w.length >= 4 && !ERROR_FILLER.has(w) && !NEGATION.test(w)).map(stem));
    const shared = [...content].filter((w) => said.has(w)).length;
    if (negations.some((w) => said.has(stem(w))) && shared >= 2) return true;
    // A refusal of the request's input in the domain's words: "the certificate doesn't have enough
    // balance" for "Not enough balance in payment method certificate_7504069", "the line was not
    // suspended" for "Line must be suspended to resume", "no account was found under <the email it
    // was given>" for "User not found". Not after a time-out: "there are no flights" then is a
    // result the call never gave.
    if (isTransient(c) || !refuses) return false;
    return shared >= 2 || (shared >= 1 && argumentValues(c).some((v) => normalize(read).includes(v)));
  });
}

/** A negation in an answer, as people write it ("doesn't", "isn't", "no longer", "unable"). */
const ANSWER_NEGATION = /\b(?:not|no|none|never|cannot|unable|without)\b|n['’]t\b/i;

/**
 * The answer passes on a figure only the failed call's error gave ("total price is 305, but paid
 * 255": "the total is $305"): what the error said reached the user, if not that the step failed.
 */
export function quotesError(answer: string, failed: ToolCall[]): boolean {
  const read = answer.slice(0, ANSWER_READ_CHARS);
  const figures = new Set(read.match(/\d[\d,]*(?:\.\d+)?/g)?.map((f) => f.replace(/,/g, '')) ?? []);
  return failed.some((c) => {
    const given = JSON.stringify(c.arguments ?? '');
    const own = `${c.error?.message ?? ''}`.slice(0, 2_000).match(/\d+(?:\.\d+)?/g) ?? [];
    return own.some((f) => f.length >= 2 && figures.has(f) && !given.includes(f));
  });
}

/** Content words of a text, by stem: four letters or more, no digits, not an error's filler. */
function contentStems(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .filter((w) => w.length >= 4 && !/\d/.test(w) && !ERROR_FILLER.has(w))
      .map(stem),
  );
}

/**
 * Values a call was given that name what it was about: ids and codes ("TGT-4821", "SFO",
 * "prepare_only"), numbers, names ("Paris"), e-mail addresses; not free text, nor a plain word ("live") that any
 * sentence may hold.
 */
function argumentValues(c: ToolCall): string[] {
  const args = c.arguments && typeof c.arguments === 'object' ? Object.values(c.arguments) : [];
  return args
    .map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : ''))
    .filter((v) => v.length >= 3 && v.length <= 60 && v.split(' ').length <= 4)
    .filter((v) => /\d|^[A-Z]{2,}$|^[A-Z][a-z]|@/.test(v) || (/[-_]/.test(v) && v.length >= 6))
    .map(normalize);
}

// The agent's machinery, named: a sentence that says "the order lookup timed out" is about a call;
// "the carrier cannot pick it up" is about the world.
const MACHINERY = /\b(?:tool|lookup|search|request|connection|server|service|system|api|source|database)\b/;

/**
 * The sentence is about this failed call: in the error's own terms, by a value the call was given
 * (an id, a name), or by a word of the tool's name that is not the topic of the other calls.
 * `specific`: about the failure itself, for a call the agent got past, whose object the answer
 * speaks of anyway ("your order has not shipped"): the error's own words ("timed out" after a
 * TimeoutError), or the machinery that failed named ("my usual weather source was unavailable").
 */
function refersTo(sentence: string, c: ToolCall, topic: Set<string>, specific = false): boolean {
  if (echoesError(sentence, [c])) return true;
  const said = new Set(wordsOf(sentence).map(stem));
  const text = normalize(sentence);
  if (specific) {
    const named = new Set(toolWords(c.name).map(stem));
    const own = [...contentStems(`${c.error?.type ?? ''} ${c.error?.message ?? ''}`.slice(0, 2_000))].filter(
      (w) => !named.has(w) && !topic.has(w),
    );
    return own.some((w) => said.has(w)) || MACHINERY.test(text) || NAMES_SERVICE.test(text);
  }
  if (argumentValues(c).some((v) => text.includes(v))) return true;
  return toolWords(c.name).some((w) => !topic.has(stem(w)) && said.has(stem(w)));
}

const sentencesOf = (answer: string): string[] => answer.slice(0, ANSWER_READ_CHARS).split(/(?<=[.!?\u3002])\s+|\n+/);

/**
 * The topic of each failed call: what the other tools returned and are named. A word of the failed
 * tool's name found there names the topic ("bill" when the bills came back), not the call; one the
 * request holds still names it ("direct" in "direct if possible", search_direct_flights).
 */
function topicsOf(session: Session, failed: ToolCall[], results: Set<string>[]): Set<string>[] {
  const sound = session.toolCalls.filter((c) => c.status === 'ok');
  // A retry of the same tool that came back is still that call.
  return failed.map(
    (c) => new Set(sound.flatMap((x, i) => (x.name === c.name ? [] : [...results[i], ...toolWords(x.name).map(stem)]))),
  );
}

/** The content words of each sound result, read once per session (asked by three rules of each evaluator). */
const soundResults = perObject((session: Session): Set<string>[] =>
  session.toolCalls
    .filter((c) => c.status === 'ok')
    .map((c) => contentStems(JSON.stringify(c.result ?? '').slice(0, 50_000))),
);

/** A sentence of the answer says a failed call's action succeeded ("your booking ABC123 is confirmed"). */
export function claimsSuccessOf(session: Session, failed: ToolCall[]): boolean {
  const topics = topicsOf(session, failed, soundResults(session));
  return sentencesOf(session.finalAnswer).some(
    (s) => says('success', s) && failed.some((c, i) => refersTo(s, c, topics[i])),
  );
}

const sharesThree = (a: Set<string>, b: Set<string>): boolean => {
  let n = 0;
  for (const w of a) if (b.has(w) && ++n === 3) return true;
  return false;
};

/** A sentence that opens with a condition ("If ...", "Si ...", "Wenn ...", "Falls ...", "Se ..."). */
const CONDITIONAL = /^\W*(?:(?:if|si|wenn|falls|se)\b|もし)/i;

export interface Telling {
  /** Only a sentence about the call itself counts, not a failure told in general terms. */
  specific?: boolean;
  /** A courtesy word alone ("sorry", "a problem") says something failed. */
  courtesy?: boolean;
  /** Only a sentence that refers to a failed call counts ("something went wrong" does not). */
  byReference?: boolean;
}

/**
 * The answer tells the user about these failed calls, by reference: one of its sentences says
 * something failed and is about one of them. A sentence that passes on what a sound result said
 * (a policy: "basic economy fares cannot be changed"; a page's "the visit can't proceed if ...") is
 * about the domain, not a failure of the agent's; one about nothing in particular ("something went
 * wrong") tells a failure vaguely, unless `specific` asks for the call itself.
 */
export function tellsFailure(session: Session, failed: ToolCall[], how: Telling = {}): boolean {
  if (!failed.length) return false;
  const results = soundResults(session);
  const topics = topicsOf(session, failed, results);
  const tells = (text: string) => (how.courtesy ? says('failure', text) : saysFailed(text));
  for (const sentence of sentencesOf(session.finalAnswer)) {
    // "If the system still rejects it, ..." supposes a failure; it tells none.
    if (!tells(sentence) || CONDITIONAL.test(sentence)) continue;
    // After a time-out or a lost connection, a decision passed on ("your attempt was rejected") is
    // what the call would have returned, not the step that failed.
    const step = tells(withoutOutcomes(sentence));
    if (failed.some((c, i) => (step || !isTransient(c)) && refersTo(sentence, c, topics[i], how.specific))) return true;
    if (how.specific || how.byReference || (!step && failed.every(isTransient))) continue;
    const mine = contentStems(sentence);
    if (!results.some((r) => sharesThree(mine, r))) return true;
  }
  return false;
}
