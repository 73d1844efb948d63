// What an answer says of a failed call: the words of the tool's name and of its error, read in the
// answer. The heuristic judge asks it to tell whether the user was told what failed.
import type { ToolCall } from '../trace/session.js';
import { normalize } from './lexicon.js';

// A named service or system ("the SMS service", "el sistema de reservas", "der Tracking-Dienst").
// Each alternative starts only where a word starts (a lookbehind, not `\b`, which also holds after
// every hyphen): from inside "a-a-a-..." every start read to the end, quadratic.
const NAMES_SERVICE =
  /(?<![\w-])(?!(?:the|a|an|our|your|this|that|some|its)\s)[\w-]+ (service|system|portal|server|api|gateway|engine|backend|source|database)\b|\b(servicio|sistema|servidor|buscador|pasarela|portal|service|systeme|serveur|portail|servico) (de|del|d'|client|\w+)|[\w-](dienst|system|server|portal)\b|.(サービス|システム|サーバー)/;

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
  const said = new Set(wordsOf(answer.slice(0, 20_000)).map(stem));
  return failed.some((c) => {
    const words = wordsOf(`${c.error?.message ?? ''}`.slice(0, 2_000));
    const negations = words.filter((w) => NEGATION.test(w));
    if (!negations.some((w) => said.has(stem(w)))) return false;
    const content = new Set(words.filter((w) => w.length >= 4 && !ERROR_FILLER.has(w) && !NEGATION.test(w)).map(stem));
    let shared = 0;
    for (const w of content) if (said.has(w) && ++shared === 2) return true;
    return false;
  });
}
