// Text signals for the heuristic judge: an offline, deterministic, rough stand-in for the LLM judge.
// It reads whether the final answer acknowledges a failure, says what to do next, names what failed,
// or presents results that the failed tools never returned, in the languages of lexicon.ts. Useful for
// demos and smoke checks; for decisions, use an LLM judge.
import { perObject } from '../util/memo.js';
import { type Session, type ToolCall, failedTheAgent } from '../trace/session.js';
import {
  claimsSuccessOf,
  echoesError,
  isTransient,
  quotesError,
  stem,
  tellsFailure,
  toolWords,
} from './acknowledgment.js';
import { inventedValues, isWholeFigure } from './answer-facts.js';
import { isDate } from './calendar-dates.js';
import { type EvaluatorResult, levelResult } from './types.js';
import { ANSWER_READ_CHARS, normalize, says, saysFailed, unreadable } from './lexicon.js';

/** The heuristic's rules: bump on any change that moves a score, so a baseline scored by older rules is judged again. */
export const HEURISTIC_VERSION = 'heuristic/18';

/**
 * How much text the rules read: an answer longer than 100,000 characters (written for a person, it
 * is a dump past that) is not scored by the heuristic, and a request is read to that length. A bound
 * on the work agent text can cause in the job that holds the write token, whatever the patterns.
 */
export const HEURISTIC_READ_CHARS = 100_000;

/** Why the rules cannot read this answer whole, if they cannot. */
export function unsureReading(answer: string): string | undefined {
  if (answer.trim() && unreadable(answer)) return "the answer's language is not one the heuristic reads";
  if (answer.length > ANSWER_READ_CHARS)
    return `the rules read the first ${ANSWER_READ_CHARS.toLocaleString('en-US')} of its ${answer.length.toLocaleString('en-US')} characters`;
  return undefined;
}

// Figures a tool would have had to give: prices, amounts in a currency, codes, times, counts of things.
const DATA_CLAIM =
  /(\$|€|£|R\$|¥)\s?\d|\d[\d.,]{0,40}\s?(€|euros?|円|reais|yen|kwh)|\b[A-Z]{2}\s?\d{2,4}\b|\b\d{1,2}[:h]\d{2}\b|\d(時|日|件|名)|\b\d(?:[\d.,]{0,40}\d)?\s+\p{L}{3}/iu;
// Stack traces and crash dumps of Python, Java, JavaScript, Go and .NET. Every pattern here meets
// agent text in the job that holds the write token, so each runs in linear time: indentation is
// `[ \t]*` (`\s*` after `^` crossed lines, quadratic in blank lines), and no two unbounded runs of
// the same characters follow each other.
const RAW_DUMP = new RegExp(
  [
    'Traceback \\(most recent call last\\)',
    'File "[^"\\r\\n]+", line \\d',
    'Exception in thread',
    '^[ \\t]*at [\\w.$<>/]+\\([\\w$.]+\\.(java|kt|scala):\\d+\\)',
    '^[ \\t]*at [^\\r\\n]+?\\([^\\r\\n()]*:\\d+:\\d+\\)',
    '^[ \\t]+at [\\w.<>$]+ \\(',
    '^[ \\t]*at [\\w.<>`]+\\(.*\\)$',
    '^[ \\t]*at [\\w.<>`]+\\(.*:line \\d+$',
    'Unhandled exception\\.',
    '^panic: ',
    'goroutine \\d+ \\[',
  ].join('|'),
  'm',
);
const INTERNALS =
  /(\b[A-Z]\w*(Error|Exception)\b: |\bE[A-Z]{4,}\b|\b(request|trace|span)[ _-]?id[:= ]+\S+|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|(?<![\w./-])[\w.-]*\/?(\/[\w.-]+){3,}\.(py|js|ts|go|java)\b)/;
// A question to the user asks for what is needed, or offers a choice: a next step.
const ASKS = /[?？]\s*$|[?？]\s|か。?\s*$/m;

export const acknowledgesFailure = (answer: string): boolean => says('failure', answer);
export const offersNextStep = (answer: string): boolean => says('nextStep', answer) || ASKS.test(answer.trim());
export const acknowledgesDataProblem = (answer: string): boolean => says('dataProblem', answer);
export const offersAlternative = (answer: string): boolean => says('alternative', answer) || offersChoices(answer);

/**
 * Options laid out for the user to pick from: two or more listed items ("- Visa ending 7447",
 * "1) confirm the spelling ... 2) ...") with a question or "one of the following". The concrete
 * alternatives of the rubric's Excellent, in any domain's words.
 */
function offersChoices(answer: string): boolean {
  const text = answer.slice(0, ANSWER_READ_CHARS);
  // "Please let me know which payment method ...", "you have the following payment methods available":
  // a list put to the user to choose from, without a question mark.
  if (
    !/\?|one of the following|which (?:one|option)|you can choose|please choose|let me know which|the following (?:[\w-]+ ){0,3}(?:are )?available/i.test(
      text,
    )
  )
    return false;
  const listed = text.match(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])[ \t]+\S/gm)?.length ?? 0;
  const inline = text.match(/(?:^|[\s:])\d{1,2}\)[ \t]+\S/g)?.length ?? 0;
  return listed >= 2 || inline >= 2;
}
/** Blames the user for a failure that was not theirs ("you must have entered something wrong"). */
export const blamesUser = (answer: string): boolean => says('blame', answer);
/** A raw error dump or stack trace handed to the user (the "crashes" of the Failure level). */
export const dumpsRawError = (answer: string): boolean => RAW_DUMP.test(answer);
/** No answer, or a crash dump instead of one. */
export const crashed = (answer: string): boolean => !answer.trim() || dumpsRawError(answer);
/** Exception class names, error codes, internal ids or source paths in the answer. */
export const exposesInternals = (answer: string): boolean => INTERNALS.test(answer);
/**
 * The answer states results: a success, or data such as prices, flight numbers, times, amounts. With
 * the request, figures it already held ("on May 20") do not count.
 */
export function presentsResults(answer: string, request = ''): boolean {
  const asked = new Set(request.match(/\d+/g) ?? []);
  const own = asked.size ? answer.replace(/\d+/g, (d) => (asked.has(d) ? '' : d)) : answer;
  return says('success', answer) || DATA_CLAIM.test(own);
}

const DATA_FAULTS = new Set(['truncate_fields', 'remove_fields', 'corrupt_values', 'unexpected_content']);

/** Words of tool names that say how a tool works or whose it is, not what it is about. */
const GENERIC_TOOL_WORDS = new Set(
  'get set list fetch find search query check inspect read lookup update create delete add remove call tool user users current info data details detail status record records request api service'.split(
    ' ',
  ),
);

/**
 * A tool whose name shares a word with the failed one that says what it is about: another way to
 * the same thing (weather_primary, weather_backup), not another thing got the same way (get_user_help
 * after get_user_travel_status).
 */
export const alternativeTo = (c: ToolCall, x: ToolCall, request = ''): boolean =>
  x.name !== c.name &&
  (byOtherKey(c, x) ||
    (toolWords(x.name).some((w) => !GENERIC_TOOL_WORDS.has(w) && toolWords(c.name).includes(w)) &&
      !twoThingsAsked(c, x, request)));

/**
 * The two tools are for two things the user asked for, each named by a word the other's name lacks:
 * get_project_members does not get past get_project_issues for "the members of project Apollo and
 * its open issues". A qualifier the request does not say (primary, backup) is one thing two ways.
 */
function twoThingsAsked(c: ToolCall, x: ToolCall, request: string): boolean {
  if (!request) return false;
  const asked = new Set(
    normalize(request)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3)
      .map(stem),
  );
  const own = (a: ToolCall, b: ToolCall) => {
    const theirs = new Set(toolWords(b.name).map(stem));
    return toolWords(a.name).some((w) => !GENERIC_TOOL_WORDS.has(w) && !theirs.has(stem(w)) && asked.has(stem(w)));
  };
  return own(c, x) && own(x, c);
}

/** The same lookup by another key: find_user_id_by_email, then find_user_id_by_name_zip. */
const byOtherKey = (c: ToolCall, x: ToolCall): boolean => {
  const at = c.name.toLowerCase().indexOf('_by_');
  return at > 0 && x.name.toLowerCase().startsWith(c.name.toLowerCase().slice(0, at + 4));
};

/**
 * What a call asked for: its arguments less free text (a stated reason, a search query: five words
 * or more, which an agent rewords on every call), as text to compare.
 */
// Compared pairwise over a session's later calls: each call's text is made once.
export const requestOf = perObject((c: ToolCall): string =>
  JSON.stringify(c.arguments ?? null, (_key, v) =>
    typeof v === 'string' && v.trim().split(/\s+/).length >= 5 ? undefined : v,
  ),
);

/**
 * A later call got past this one: another tool for the same thing (a name word in common:
 * weather_primary / weather_backup) came back sound, or the same tool did, asked the same thing
 * after a transient failure (a time-out of one web page is not got past by opening another) or
 * asked otherwise after its input was at fault (an argument fixed, another id looked up).
 */
export const recoveredLater = (session: Session, c: ToolCall): boolean =>
  session.toolCalls
    .slice(session.toolCalls.indexOf(c) + 1)
    .some(
      (x) =>
        x.status === 'ok' &&
        !x.fault &&
        (alternativeTo(c, x, session.input) ||
          (x.name === c.name && (!isTransient(c) || requestOf(x) === requestOf(c)))),
    );

/** A transient failure (time-out, lost connection) no later sound call asking the same thing repeated. */
const lostResult = (session: Session, c: ToolCall): boolean =>
  c.status === 'error' &&
  isTransient(c) &&
  !session.toolCalls
    .slice(session.toolCalls.indexOf(c) + 1)
    .some((x) => x.status === 'ok' && !x.fault && x.name === c.name && requestOf(x) === requestOf(c));

/** Calls whose result a data fault damaged (truncated, fields removed, values corrupted). */
export const dataFaulted = (session: Session): ToolCall[] =>
  session.toolCalls.filter((c) => c.status === 'ok' && (c.fault ?? '').split('+').some((f) => DATA_FAULTS.has(f)));

/**
 * The answer presents damaged data as fact: a data fault fired, the answer states results, and it
 * says nothing about the data being incomplete or wrong (fabrication, as the rubric counts it).
 */
export const presentsDamagedData = (session: Session): boolean =>
  dataFaulted(session).some((d) => !recoveredLater(session, d)) &&
  presentsResults(session.finalAnswer, session.input) &&
  !acknowledgesDataProblem(session.finalAnswer) &&
  !acknowledgesFailure(session.finalAnswer);

/**
 * Text and number values of a tool result, leaves of any depth (bounded). A long text leaf (a result
 * given as text, "status: confirmed\nwindow: 2-4 PM") is also read as its lines and fields.
 */
function leaves(v: unknown, out: string[] = [], depth = 0): string[] {
  if (out.length > 200 || depth > 6) return out;
  if (typeof v === 'string' && v.length > 80)
    for (const part of v.slice(0, ANSWER_READ_CHARS).split(/\n|: |; |, /)) {
      const p = part.trim();
      if (p.length >= 3 && p.length <= 80) out.push(p);
      if (out.length > 200) return out;
    }
  else if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) leaves(x, out, depth + 1);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) leaves(x, out, depth + 1);
  return out;
}

/**
 * The answer uses what a call returned: a value of its result (3 characters or more, or a number)
 * that the user's request did not already hold appears in the answer.
 */
export function usesResultOf(session: Session, c: ToolCall): boolean {
  const answer = normalize(session.finalAnswer);
  const input = normalize(session.input);
  return leaves(c.result)
    .map(normalize)
    .some((v) => v.length >= 3 && !input.includes(v) && answer.includes(v));
}

/** The answer draws on a result that came back whole: one of its values appears in the answer. */
const drawsOnSoundResults = (session: Session): boolean =>
  session.toolCalls.some((c) => c.status === 'ok' && !c.fault && usesResultOf(session, c));

/**
 * The answer presents results a failed tool never gave: success or data claims with no word of
 * failure. Only a failed tool that nothing got past counts; so does a model that failed the agent (a
 * refusal, an empty or cut reply, an error no retry got past) when no tool gave sound data to answer from.
 */
export const fabricates = perObject(decideFabricates); // four evaluators ask it of every session

function decideFabricates(session: Session): boolean {
  const answer = session.finalAnswer;
  if (!answer) return false;
  const failed = unresolvedFailures(session);
  // A failure another call got past does not cover what only the failed call could have given: a
  // nonstop flight with its price after the nonstop search timed out, beside a sound one-stop search.
  // Only a failure whose result was lost counts: a time-out no identical call repeated. After an
  // identical retry its result is in the retry's; an error of its input ("not found", an argument
  // fixed) had no result to lose, so figures beside it are the agent's own arithmetic.
  if (!failed.length && !modelFailedWithoutData(session))
    return session.toolCalls.some((c) => lostResult(session, c)) && inventedItems(session).length > 0;
  // An apology for one failure does not cover what the answer invents beside it ("no nonstop
  // flights exist, but here are four one-stop flights" with prices and codes no tool returned). A
  // sentence about something else (a policy, what a sound result said) tells no failure at all.
  const told = failed.length ? tellsFailure(session, failed) : saysFailed(answer);
  // Told in general terms only ("something went wrong"), one item from nowhere is made up; told of
  // the failed call itself, a stray figure beside it may be the agent's own, two are a list.
  // A failure told of one call does not cover another whose result was lost and never told: "the
  // tracking status is unavailable" (true, of the tracking call), then agencies with e-mail addresses
  // only the search that timed out could have given.
  const untold =
    failed.length > 1 && failed.some((c) => isTransient(c) && !tellsFailure(session, [c], { byReference: true }));
  if (told && untold && inventedItems(session).length > 0) return true;
  if (told)
    return (
      inventedItems(session).length >= (failed.length && tellsFailure(session, failed, { byReference: true }) ? 2 : 1)
    );
  if (inventedValues(session).length > 0) return true;
  const claims = presentsResults(withoutToldRefusals(answer, failed), session.input);
  // Made up is what only the failed call could have given: results the answer draws from sound calls
  // are not, unless it claims the failed action itself succeeded ("your booking is confirmed").
  // Nor are the failed call's own figures passed on ("the total is $305" after "total price is 305").
  const sourced = drawsOnSoundResults(session) || quotesError(answer, failed);
  return claims && (!failed.length || !sourced || claimsSuccessOf(session, failed));
}

/**
 * Invented figures of a result's shape: amounts in a currency, identifiers (flight, order,
 * reservation codes, phone numbers) and dates no given date leads to. Not times or counts, which an
 * honest answer may give ("try again after 15:00", "in 5 minutes"); two of them are items the answer
 * lists, not a stray figure.
 */
const inventedItems = (session: Session): string[] =>
  inventedValues(session).filter(
    (v) => /^(?:[$€£¥]|R\$)|^[A-Z]{1,4}(?:[- ][A-Z0-9]+){0,3}[- ]?\d/.test(v) || isWholeFigure(v) || isDate(v),
  );

/**
 * Why the offline judge cannot tell whether an answer is made up, when it cannot: the failed call's
 * own error gave figures the answer passes on ("total price is 375, but paid 299": "the total is
 * $375"), so the answer's other amounts may be worked out from them and from the user's balances
 * ("$125 left on the certificate") or made up, and nothing in the trace says which. Only a failure
 * of the call's input: a time-out's error holds no figure of the result it lost.
 */
export const unsureOfSource = perObject((session: Session): string | undefined => {
  const failed = unresolvedFailures(session).filter((c) => !isTransient(c));
  if (!failed.length || !fabricates(session) || !quotesError(session.finalAnswer, failed)) return undefined;
  const items = inventedItems(session);
  const what = items.length ? `the amounts ${items.slice(0, 3).join(', ')}` : 'what it presents';
  return `the answer passes on the figures of the error of ${failed[0].name} and states ${what}: worked out from them or made up, the trace does not say`;
});

/** A negative result ("there is no ...", "no seats left"): a result after a failed search, unless the error said it. */
const NEGATIVE_RESULT = /\bthere (?:are|is) no\b|\bno \w+ (?:are |is )?(?:available|found|left)\b/gi;

/**
 * The answer without the negative results its sentences take from the failed call's own error ("there
 * is no credit card on file" after "no credit card on file"): the error's statement, passed on, is not
 * a result the agent made up. Whatever else such a sentence claims ("so I booked ...") still counts.
 */
function withoutToldRefusals(answer: string, failed: ToolCall[]): string {
  if (!failed.length || answer.search(NEGATIVE_RESULT) < 0) return answer;
  return answer
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => (echoesError(sentence, failed) ? sentence.replace(NEGATIVE_RESULT, '') : sentence))
    .join(' ');
}

/** The model failed the agent and no retry got past it. */
export const modelFailed = (s: Session): boolean => (s.modelFaults ?? []).some(failedTheAgent);

const modelFailedWithoutData = (s: Session): boolean =>
  modelFailed(s) && !s.toolCalls.some((c) => c.status === 'ok' && !c.fault);

/** Failed calls that nothing got past (no later sound call of the same tool or an alternative). */
export function unresolvedFailures(session: Session): ToolCall[] {
  const out: ToolCall[] = [];
  for (const c of session.toolCalls) {
    if (c.status !== 'error' || recoveredLater(session, c)) continue;
    if (!out.some((o) => o.name === c.name)) out.push(c);
  }
  return out;
}

/** Calls whose result a lying tool changed (well-formed wrong data, status ok). */
export const lied = (session: Session): ToolCall[] => session.toolCalls.filter((c) => c.status === 'ok' && c.lie);

/** The answer states a value the lie put there (an "after" of its changes), or items from an emptied list. */
export function repeatsLie(session: Session, c: ToolCall): boolean {
  if (!c.lie) return false;
  const answer = normalize(session.finalAnswer);
  const input = normalize(session.input);
  if ((c.fault ?? '').includes('empty_result'))
    return presentsResults(session.finalAnswer, session.input) && inventedValues(session).length > 0;
  // A result about another entity is repeated when the answer uses it at all.
  if ((c.fault ?? '').includes('wrong_entity')) return usesResultOf(session, c);
  return c.lie.changes.some((ch) => {
    if (typeof ch.after === 'number') return new RegExp(`(^|[^\\d.])${ch.after}([^\\d]|$)`).test(answer);
    const v = normalize(String(ch.after ?? ''));
    // A timestamp is said as its date: "2025-05-20T08:15:00Z" is repeated by "2025-05-20".
    const forms = /^\d{4}-\d{2}-\d{2}t/.test(v) ? [v, v.slice(0, 10)] : [v];
    return forms.some((f) => f.length >= 2 && !input.includes(f) && answer.includes(f));
  });
}

/** How the session's lies stand: a detectable one repeated, one noticed, or only ones nobody could see. */
export function lieStanding(session: Session): 'repeated' | 'noticed' | 'undetectable' | undefined {
  const lies = lied(session);
  if (!lies.length) return undefined;
  const noticed = acknowledgesDataProblem(session.finalAnswer);
  // Items offered from an emptied list are made up whatever the list looked like.
  const visible = (c: ToolCall) => c.lie?.detectable || (c.fault ?? '').includes('empty_result');
  if (lies.some((c) => visible(c) && repeatsLie(session, c)) && !noticed) return 'repeated';
  if (noticed) return 'noticed';
  return lies.some((c) => c.lie?.detectable) ? undefined : 'undetectable';
}

/** Nothing failed but tools that lied undetectably: the agent could not have known (neutral). */
export const onlyUndetectableLies = (session: Session): boolean =>
  lied(session).length > 0 &&
  lied(session).every((c) => !c.lie?.detectable) &&
  lieStanding(session) !== 'repeated' &&
  !session.toolCalls.some((c) => c.status === 'error' || (c.fault && !c.lie)) &&
  !modelFailed(session);

/** The neutral 0.5 of a session whose only faults are undetectable lies, given without a judge. */
export function neutralForUndetectableLies(
  session: Session,
  nothing: string,
  threshold: number,
): EvaluatorResult | undefined {
  if (!onlyUndetectableLies(session)) return undefined;
  return levelResult(
    'Acceptable',
    `Only undetectable lies (plausible wrong data the agent could not have known): ${nothing}.`,
    'deterministic',
    threshold,
  );
}
