// Calendar dates in text, for tracing the dates an answer states: as people write them and as
// records write them, as days of a year so that a deadline some stated days after a given date is
// worked out, not made up.

// A calendar date as people write it, with the month named ("July 3", "3rd of July", "Sept. 20"),
// and as records write it ("2026-07-03", "07/03/2026").
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NAMED_DATE = new RegExp(
  `\\b${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b|\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\b`,
  'gi',
);
const RECORD_DATE = /\b\d{4}-(\d{2})-(\d{2})|\b(\d{1,2})\/(\d{1,2})\/\d{2,4}\b/g;
const DATE_TEXT = new RegExp(`^(?:${NAMED_DATE.source}|${RECORD_DATE.source})$`, 'i');
/** The text is a date alone (one of the figures inventedValues quotes). */
export const isDate = (text: string): boolean => DATE_TEXT.test(text);
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** A date's day of a (leap) year, so that dates some days apart are that many apart. */
const dayOf = (month: number, day: number): number | undefined =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 ? Date.UTC(2000, month - 1, day) / 86_400_000 : undefined;

/** The dates a text names, as days of the year, with the text of each and where it stands. */
export function datesIn(text: string): { day: number; said: string; at: number }[] {
  const out: { day: number; said: string; at: number }[] = [];
  for (const m of text.matchAll(NAMED_DATE)) {
    const month = MONTHS.indexOf((m[1] ?? m[4]).slice(0, 3).toLowerCase()) + 1;
    const day = dayOf(month, Number(m[2] ?? m[3]));
    if (day !== undefined) out.push({ day, said: m[0], at: m.index ?? 0 });
  }
  for (const m of text.matchAll(RECORD_DATE)) {
    const day = m[1] ? dayOf(Number(m[1]), Number(m[2])) : dayOf(Number(m[3]), Number(m[4]));
    if (day !== undefined) out.push({ day, said: m[0], at: m.index ?? 0 });
  }
  return out;
}

/** Spans of days a text states ("10 calendar days", "48 hours", "a week"): the steps from a date to a deadline. */
export function daySpans(text: string): Set<number> {
  const out = new Set([0]);
  for (const m of text.matchAll(/\b(\d{1,3}) (?:calendar |business |working )?days?\b/gi)) out.add(Number(m[1]));
  for (const m of text.matchAll(/\b(\d{1,3})[- ]hours?\b/gi)) if (Number(m[1]) % 24 === 0) out.add(Number(m[1]) / 24);
  for (const m of text.matchAll(/\b(\d{1,2}) weeks?\b/gi)) out.add(7 * Number(m[1]));
  if (/\ba week\b/i.test(text)) out.add(7);
  return out;
}
