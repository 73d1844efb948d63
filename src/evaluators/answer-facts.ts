// Figures in the final answer that nothing the agent was given contains: no successful (even damaged)
// tool result, no error message, no argument of its own calls (a reservation it looked up, not
// found), not the user's request or any of the user's turns, and no sum or
// difference of the figures an error message or the request holds ("the total is 305 but 255 was
// paid": "50 short"). After a failed call they are made up; quoted as the evidence of a fabrication
// finding, so that the insight names what the agent invented.
import type { Session } from '../trace/session.js';
import { perObject } from '../util/memo.js';
import { datesIn, daySpans } from './calendar-dates.js';
import { ANSWER_READ_CHARS } from './lexicon.js';

// Amounts, counts, codes and times as people write them: "$1,284", "42 units", "UA1234", "08:15";
// phone numbers ("1-866-401-2849", "(949) 404-2989") and lower-case record ids ("appt_rad_8421").
// A code has at most four parts ("AB-CD 12"): unbounded, "A A A ..." was read to its end from every word.
const PHONE = /(?:\+?\d{1,3}[-. ])?(?:\(\d{3}\) ?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b/;
const RECORD_ID = /\b[a-z][a-z0-9]*(?:_[A-Za-z0-9]+)+\b/;
// An e-mail address, given whole or not at all; it starts only where a run of its characters starts
// (from inside "a.a.a..." every start was read to the end, quadratic).
const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
const AMOUNT_CODE_TIME =
  /(?:[$€£¥]|R\$)\s?\d[\d.,]*\d|\b[A-Z]{1,4}(?:[- ][A-Z0-9]+){0,3}[- ]?\d[A-Z0-9-]*\b|\b\d{1,2}:\d{2}\b|\b\d[\d.,]*\d\b|\b\d\b/;
const FIGURE = new RegExp(`${EMAIL.source}|${PHONE.source}|${RECORD_ID.source}|${AMOUNT_CODE_TIME.source}`, 'g');
const WHOLE = new RegExp(`^(?:${EMAIL.source}|${PHONE.source}|${RECORD_ID.source})$`);
/** A figure that is given whole or not at all: an e-mail address, a phone number or a record id. */
export const isWholeFigure = (figure: string): boolean => WHOLE.test(figure);
/** Letters and digits only, lower case: an id or a phone number as any text writes it. */
const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Digit runs of a text, and the runs joined across "," and "." ("1,284.50" -> 1, 284, 50, 1284, 128450). */
function numbers(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\d+(?:[.,:]\d+)*/g)) {
    // Most are plain digit runs: every form below is the run itself (this reads every tool result).
    if (/^\d+$/.test(m[0])) {
      out.add(m[0]);
      continue;
    }
    for (const run of m[0].split(/[.,:]/)) out.add(run);
    out.add(m[0].replace(/\D/g, ''));
    out.add(m[0].replace(/[.,]\d{1,2}$/, '').replace(/\D/g, ''));
    // A time with seconds is also the time without them ("00:00:00" is "00:00").
    if (/^\d{1,2}:\d{2}:\d{2}$/.test(m[0])) out.add(m[0].slice(0, -3).replace(/\D/g, ''));
  }
  return out;
}

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i) => [w, i]),
);

/**
 * A text with its figures as an answer would write them: escaped characters of a result given as
 * text ("2:00 PM\\u20134:00 PM" is "2:00 PM-4:00 PM") and numbers in words ("up to ten minutes" is
 * "up to 10 minutes").
 */
function asWritten(text: string): string {
  return text
    .replace(/\\+u[0-9a-fA-F]{4}/g, ' ')
    .replace(/\b[a-z]+\b/gi, (w) =>
      NUMBER_WORDS[w.toLowerCase()] === undefined ? w : String(NUMBER_WORDS[w.toLowerCase()]),
    );
}

/** The amounts a text states, as numbers ("$1,284.50" -> 1284.5), at most `max`. */
function amounts(text: string, max: number): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)) {
    out.push(Number(m[0].replace(/,/g, '')));
    if (out.length === max) break;
  }
  return out;
}

/**
 * The sums and differences of pairs of `values`, in cents (a short list: an error message's and the
 * request's figures, where an agent's own arithmetic starts; a tool result's many figures would
 * make almost any number a sum of two).
 */
function arithmetic(values: number[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) {
      out.add(Math.round((values[i] + values[j]) * 100));
      out.add(Math.round(Math.abs(values[i] - values[j]) * 100));
    }
  return out;
}

/** An error's text: its message and what the failed call returned. */
const errorText = (c: Session['toolCalls'][number]): string =>
  `${c.error?.message ?? ''} ${c.result === undefined ? '' : JSON.stringify(c.result)}`;

/**
 * Figures the answer states that nothing the agent was given holds or leads to (above; at most 5).
 * Asked by several evaluators of one session, which is not changed while it is judged: found once.
 */
export const inventedValues = perObject((session: Session): string[] => {
  // What the agent was given, read once the answer states a figure (an answer without one needs none).
  let known: Set<string> | undefined;
  let derived: Set<number> | undefined;
  let compactGiven: string | undefined;
  const errors = () => session.toolCalls.filter((c) => c.status === 'error').map(errorText);
  let text: string | undefined;
  const givenText = () =>
    (text ??= asWritten(
      [
        session.input,
        ...session.messages.filter((m) => m.role === 'user').map((m) => m.text),
        ...session.toolCalls.filter((c) => c.status === 'ok').map((c) => JSON.stringify(c.result ?? '')),
        ...session.toolCalls.map((c) => JSON.stringify(c.arguments ?? '')),
        ...errors(),
      ].join(' '),
    ));
  const given = () => numbers(givenText());
  // The amounts given, in cents, and the sums and differences of the errors' and the request's (at
  // most 12 figures each: 276 pairs, a small share of any range): "$84.60" is the result's 84.6.
  const sums = () =>
    new Set([
      ...amounts(givenText(), 5_000).map((a) => Math.round(a * 100)),
      ...arithmetic([...amounts(errors().join(' '), 12), ...amounts(session.input, 12)]),
    ]);
  const out: string[] = [];
  const answer = session.finalAnswer.slice(0, ANSWER_READ_CHARS);
  // A date is given, or some days a text states from one given ("10 days after the July 8 notice").
  const stated = datesIn(answer);
  if (stated.length) {
    const days = datesIn(givenText()).map((d) => d.day);
    const spans = [...daySpans(`${givenText()} ${asWritten(answer)}`)];
    for (const d of stated)
      if (!days.some((g) => spans.some((n) => Math.abs(d.day - g) === n)) && !out.includes(d.said)) out.push(d.said);
  }
  // The first 20,000 characters: the answer is the agent's text, and this runs on every session.
  for (const m of answer.matchAll(FIGURE)) {
    if (out.length >= 5) break;
    // The day of a date read above is not a figure of its own ("July 7 and ...").
    const at = m.index ?? 0;
    if (stated.some((d) => at >= d.at && at < d.at + d.said.length)) continue;
    const seen = (known ??= given());
    const figure = m[0].trim();
    // A phone number or a record id is given whole or not at all: each of its digit runs may well
    // stand somewhere in a page ("401", "2849"), the number does not.
    if (isWholeFigure(figure)) {
      // A record id is an id by its digits ("prepare_only" is a word); an e-mail address always is.
      if (!/\d/.test(figure) && !figure.includes('@')) continue;
      const whole = compact(figure);
      if ((compactGiven ??= compact(givenText())).includes(whole.replace(/^1(?=\d{10}$)/, ''))) continue;
      if (!out.includes(figure)) out.push(figure);
      if (out.length === 5) break;
      continue;
    }
    const mine = numbers(figure);
    const whole = figure.replace(/\D/g, '');
    if (seen.has(whole) || [...mine].every((d) => seen.has(d))) continue;
    // An amount (not a time or a code) given in another form (84.6 as $84.60), or worked out from an error's figures.
    const amount = !/[:A-Za-z]/.test(figure.replace(/R\$/, ''));
    if (amount && (derived ??= sums()).has(Math.round(amounts(figure, 1)[0] * 100))) continue;
    // A bare number is data when a word or a sign says what it counts ("42 units", "104%"), and is
    // quoted with it; a number alone ("score 1.0.") states nothing.
    const bare = /^\d[\d.,]*$/.test(figure);
    const after = session.finalAnswer.slice((m.index ?? 0) + m[0].length);
    const unit = bare ? (after.match(/^ (\p{L}{2,})|^%/u)?.[0].trim() ?? '') : '';
    if (bare && !unit) continue;
    const quoted = unit === '%' ? `${figure}%` : unit ? `${figure} ${unit}` : figure;
    if (!out.includes(quoted)) out.push(quoted);
    if (out.length === 5) break;
  }
  return out;
});
