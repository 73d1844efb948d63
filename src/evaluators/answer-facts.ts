// Figures in the final answer that nothing the agent was given contains: no successful (even damaged)
// tool result and not the user's request. After a failed call they are made up; quoted as the
// evidence of a fabrication finding, so that the insight names what the agent invented.
import type { Session } from '../trace/session.js';
import { perObject } from '../util/memo.js';

// Amounts, counts, codes and times as people write them: "$1,284", "42 units", "UA1234", "08:15".
// A code has at most four parts ("AB-CD 12"): unbounded, "A A A ..." was read to its end from every word.
const FIGURE =
  /(?:[$€£¥]|R\$)\s?\d[\d.,]*\d|\b[A-Z]{1,4}(?:[- ][A-Z0-9]+){0,3}[- ]?\d[A-Z0-9-]*\b|\b\d{1,2}:\d{2}\b|\b\d[\d.,]*\d\b|\b\d\b/g;

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
  }
  return out;
}

/**
 * Figures the answer states that no successful tool result and not the request contain (at most 5).
 * Asked by several evaluators of one session, which is not changed while it is judged: found once.
 */
export const inventedValues = perObject((session: Session): string[] => {
  // What the agent was given, read once the answer states a figure (an answer without one needs none).
  let known: Set<string> | undefined;
  const given = () =>
    numbers(
      [
        session.input,
        ...session.toolCalls.filter((c) => c.status === 'ok').map((c) => JSON.stringify(c.result ?? '')),
      ].join(' '),
    );
  const out: string[] = [];
  // The first 20,000 characters: the answer is the agent's text, and this runs on every session.
  for (const m of session.finalAnswer.slice(0, 20_000).matchAll(FIGURE)) {
    const seen = (known ??= given());
    const figure = m[0].trim();
    const mine = numbers(figure);
    const whole = figure.replace(/\D/g, '');
    if (seen.has(whole) || [...mine].every((d) => seen.has(d))) continue;
    // A bare number is data when a word says what it counts ("42 units"), and is quoted with it; a
    // number alone ("score 1.0.") states nothing.
    const bare = /^\d[\d.,]*$/.test(figure);
    const after = session.finalAnswer.slice((m.index ?? 0) + m[0].length);
    const unit = bare ? (after.match(/^ (\p{L}{2,})/u)?.[1] ?? '') : '';
    if (bare && !unit) continue;
    const quoted = unit ? `${figure} ${unit}` : figure;
    if (!out.includes(quoted)) out.push(quoted);
    if (out.length === 5) break;
  }
  return out;
});
