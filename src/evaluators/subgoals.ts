// The sub-goals of a request and the tools that serve each, for the heuristic partial_completion:
// clauses found by the structure of the request (conjunctions and list punctuation in the lexicon's
// languages), each matched to tools by the words of its verbs, then of its nouns, then (for clauses
// no name matches) to the tools called that no clause claimed, in order.
import { normalize, says } from './lexicon.js';
import { stem, toolWords } from './acknowledgment.js';

const JOINS =
  /\b(?:and then|and also|and|then|also|y luego|luego|despu[eé]s|y|und dann|und|dann|et ensuite|et puis|ensuite|puis|et|e depois|em seguida|depois|e)\b|[,;!?]\s|[.。](?:\s|$)|\n|て、|そして/i;

// Courtesies and filler, not goals: a clause of only these is dropped.
// A reply that only agrees ("Yes, please go ahead", "That sounds good") is filler too: it asks nothing new.
const FILLER = new Set(
  "please por favor bitte merci obrigado obrigada gracias danke thanks thank you also just then me my the a an it to for yes yeah yep ok okay sure go ahead fine sounds good great perfect correct right that that's si ja oui sim".split(
    ' ',
  ),
);

/**
 * What the user asked over the whole conversation: each user turn once, in order (a multi-turn
 * session's later requests are sub-goals too; its replies that only give an id or agree are not).
 */
export function requestsOf(session: { input: string; messages: { role: string; text: string }[] }): string {
  const turns = [session.input, ...session.messages.filter((m) => m.role === 'user').map((m) => m.text)];
  return [...new Set(turns.map((t) => t.trim()).filter(Boolean))].join('\n');
}

// A clause that tells the agent about the situation ("I sent a bill payment", "my flight was
// rebooked", "I am not sure which process applies") rather than asking for something (English).
const CONTEXT = /^(?:i|i'm|i've|i'd|i was|we|we're|we've|my|our|it|it's|this|that|there)\b/i;
const ASKING =
  /\?|\b(?:please|need|needs|want|wants|would like|'d like|help|can you|could you|would you|let me know|make sure)\b/i;

// A clause that hangs on another ("but I changed my mind", "if it looks risky"): a circumstance of
// the request, not a goal of its own, unless it asks outright ("but please show me the options").
const SUBORDINATE = /^(?:but|so|if|because|since|although|though|as|when|while|which|who|unless|until)\b/i;
// "I don't want to sell them" tells what the user does not want: no request.
const NOT_WANTED = /\b(?:do ?n[o']t|does ?n[o']t|do not|does not|never) (?:want|need)\b/gi;
/** The clause or sentence asks for something (English). */
const asking = (text: string): boolean =>
  SUBORDINATE.test(text) ? /\bplease\b|\?/i.test(text) : ASKING.test(text.replace(NOT_WANTED, ''));

// A sentence that tells the agent to do something: it opens with a verb of a step (English).
const IMPERATIVE =
  /^(?:please\s+)?(?:check|find|book|cancel|send|tell|get|look|make|move|stop|submit|handle|figure|show|give|update|change|file|open|pay|schedule|reschedule|sort|fix|reserve|order|buy|email|notify|confirm|calculate|search|list|add|remove|create|set|arrange|apply|request|transfer|compare|explain|let|help|start|finish|complete|review|verify|contact|call|report|dispute|withdraw|drop|enroll|register|renew|return|refund|replace|activate|unlock|lock|pick|choose|select|plan|prepare|draft|write)\b/i;

/** The sentences of a request that ask for something, when others only set the scene (English). */
function askingPart(request: string): string {
  const sentences = request.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
  const asks = sentences.filter((s) => asking(s) || IMPERATIVE.test(s.trim()));
  return asks.length && asks.length < sentences.length ? asks.join('\n') : request;
}

/**
 * The sub-goals of a request: the clauses ("find X and book Y, then send Z" -> three) of its
 * sentences that ask for something, not of those that set the scene ("I was expecting a package,
 * but it still hasn't shown up."); among them, clauses that only set the scene or hang on another
 * are dropped when some clause asks for something.
 */
export function subGoals(request: string): string[] {
  // Typographic apostrophes as plain ones: "I’d like", "don’t want" read as "I'd like", "don't want".
  const clauses = askingPart(request.replace(/[\u2018\u2019\u02bc]/g, "'"))
    .split(JOINS)
    .map((s) => (s ?? '').trim())
    .filter((s) => {
      if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(s)) return s.length >= 4;
      if (LABEL.test(s)) return false;
      const words = normalize(s).split(/\s+/);
      return words.length >= 2 && words.some((w) => !FILLER.has(w.replace(/[^\w']/g, '')));
    });
  const asks = clauses.filter((c) => (!CONTEXT.test(c) && !SUBORDINATE.test(c)) || asking(c));
  // "Can you help me with that?" asks for help with what the other clauses say; it names no outcome.
  // "Can you check again?", "Please go ahead with the changes": a later turn goes on with what an
  // earlier one asked; it is no ask of its own.
  const outcomes = asks.filter((c) => !HELP_ONLY.test(c.trim()) && !FOLLOW_UP.test(c.trim()));
  return outcomes.length ? outcomes : asks.length ? asks : clauses;
}

/** A clause that only asks for help or for the agent to go ahead: "Can you assist with that?", "Can you check that for me?". */
const HELP_ONLY =
  /^(?:(?:so |and )?(?:can|could|would|will) you (?:please )?(?:help|assist)(?: me)?(?: (?:with|on) (?:that|this|it))?|(?:can|could) you (?:please )?check (?:that|this|it)(?: for me)?)(?: please)?[\s?.!]*$/i;

/**
 * A clause that only goes on with the conversation: to retry, reconsider, wait or go ahead with what
 * was asked before ("Can you check again", "Can't you make an exception", "Let me try another way",
 * "I'd like to proceed with the downgrade"). Whole clauses only: "go ahead and book it" still asks.
 */
const FOLLOW_UP =
  /^(?:(?:so|and|but|ok|okay|well),?\s+)?(?:(?:can|could|would|will)(?:n't|'t| not)? (?:you|we|i) |i'd like to |i want to |let's |let me )?(?:please |just |still )*(?:check (?:it |that |this )?again|try (?:it |that |this )?again|try another (?:way|option)|make an exception|hold on|wait|go ahead|proceed|make sure (?:that's|that is|it's|it is) done)(?: with (?:the |that |this |it |my )?[\w' -]{0,40})?(?: (?:now|please|for a moment|for me))?[\s?.!]*$/i;

/** A clause that only labels the request ("Case 3,", "Ticket #42:", "Order A-17 -"): a word and an id, no ask. */
const LABEL = /^\p{L}+\s+#?[\p{L}\d-]{0,24}\d[\p{L}\d-]{0,24}[:\s-]*$/u;

const ASKING_WORDS = new Set('help please figure sure need want would like'.split(' '));

const SYNONYMS: Record<string, string[]> = {
  find: ['search', 'look', 'query', 'get', 'list', 'fetch'],
  search: ['find', 'look', 'query'],
  look: ['search', 'find', 'get'],
  book: ['reserve', 'buy', 'purchase', 'order'],
  reserve: ['book'],
  send: ['email', 'notify', 'message', 'confirm', 'confirmation'],
  email: ['send', 'notify', 'confirmation'],
  tell: ['notify', 'message', 'post', 'send'],
  notify: ['send', 'message', 'post'],
  confirm: ['send', 'confirmation', 'notify'],
  calculate: ['compute', 'multiply', 'add', 'calc'],
  check: ['get', 'status', 'lookup', 'inspect', 'view', 'review', 'verify'],
};

/** The tools a sub-goal needs, and whether its verb named them (a step) or only its nouns did. */
export interface ServingTools {
  tools: string[];
  byVerb: boolean;
}

/**
 * Tools a sub-goal needs, by the words of their names. The goal's verbs (with a few synonyms) decide
 * first: "book the flight" needs book_flight, not every tool with "flight" in its name.
 */
function toolsFor(goal: string, toolNames: string[]): ServingTools {
  // "help me figure out" asks; it names no step (nor the get_user_help tool).
  const words = normalize(goal)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !ASKING_WORDS.has(w));
  const match = (stems: Set<string>) => toolNames.filter((t) => toolWords(t).some((w) => stems.has(stem(w))));
  const verbs = words.filter((w) => SYNONYMS[w]);
  const byVerb = match(new Set(verbs.flatMap((w) => [stem(w), ...SYNONYMS[w].map(stem)])));
  return byVerb.length ? { tools: byVerb, byVerb: true } : { tools: match(new Set(words.map(stem))), byVerb: false };
}

/**
 * Each sub-goal with the tools that serve it. A clause no tool name matches takes the next tool that
 * was called and that no clause matched (requests list their steps in the order an agent does them).
 */
export function toolsPerGoal(goals: string[], called: string[], available: string[]): ServingTools[] {
  const names = [...new Set([...called, ...available])];
  const per = goals.map((g) => toolsFor(g, names));
  const claimed = new Set(per.flatMap((p) => p.tools));
  const spare = called.filter((t, i) => !claimed.has(t) && called.indexOf(t) === i);
  return per.map((p) => (p.tools.length || !spare.length ? p : { tools: [spare.shift() as string], byVerb: false }));
}

const STOP = new Set(
  'what whats when where which with that this from have please could would about there their them then your into also just want need tell give show make some more'.split(
    ' ',
  ),
);

/** Content words of a text (and numbers), by stem. */
function contentStems(text: string): Set<string> {
  return new Set(
    normalize(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => (/^\d+$/.test(w) ? true : w.length >= 4 && !STOP.has(w)))
      .map(stem),
  );
}

/** An answer's sentences; a line break ends one too. */
const sentencesOf = (answer: string) => answer.split(/(?<=[.!?。])\s*|\n+/);

/**
 * The most sub-goals the heuristic reads of one request. Each is matched against every sentence of
 * the answer, so without a bound a request of 2,000 asks and an answer echoing them cost 2,000 reads
 * of the answer (100 kB: 45 s in the job that holds the write token). Real requests ask a handful;
 * a request with more is read to this bound and its score is marked low-confidence (partial-completion.ts).
 */
export const MAX_SUB_GOALS = 32;

/** An answer's sentences with their content words, read once for all of a session's sub-goals. */
interface ReadSentence {
  sentence: string;
  stems: Set<string>;
  failure?: boolean;
}
let lastRead: { answer: string; sentences: ReadSentence[] } | undefined;
function readAnswer(answer: string): ReadSentence[] {
  if (lastRead?.answer !== answer)
    lastRead = {
      answer,
      sentences: sentencesOf(answer).map((sentence) => ({ sentence, stems: contentStems(sentence) })),
    };
  return lastRead.sentences;
}
const failureIn = (s: ReadSentence) => (s.failure ??= says('failure', s.sentence));

/**
 * How the answer treats a sub-goal no tool serves: 0 when the sentences most about it (the most of
 * its content words) report a failure, 1 when they answer it, 0.5 when no sentence is about it (an
 * answer, but not clearly to this). A failure told in a sentence that shares one word with the goal
 * does not undo a passage that answers it.
 */
export function answerCovers(goal: string, answer: string): number {
  if (!answer.trim()) return 0;
  const words = [...contentStems(goal)];
  const read = readAnswer(answer);
  const shared = read.map((s) => words.reduce((n, w) => n + (s.stems.has(w) ? 1 : 0), 0));
  const most = shared.reduce((m, n) => Math.max(m, n), 0); // no spread: an answer may have a million sentences
  if (!most) return 0.5;
  return read.some((s, i) => shared[i] === most && failureIn(s)) ? 0 : 1;
}

/**
 * The words a call was about: its tool's name and its short string arguments, values that name a
 * thing ("wheelchair assistance"); free text (a stated reason, a search query) names everything.
 */
function callStems(call: { name: string; arguments: unknown }): Set<string> {
  const into = new Set(toolWords(call.name).map(stem));
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') {
      if (v.length <= 60 && v.trim().split(/\s+/).length <= 4) for (const w of contentStems(v)) into.add(w);
    } else if (v && typeof v === 'object' && depth < 4) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(call.arguments, 0);
  return into;
}

/**
 * A sub-goal names several things ("the assistance for my current booking"); each that some call was
 * about must come from a call that succeeded, unless the answer got it another way: a thing only
 * failed calls were about counts against the sub-goal where the answer says, in a sentence naming
 * it, that something failed ("I couldn't locate the wheelchair-assistance record"). Read once per
 * session; the function it returns gives a sub-goal's least served thing, by the best call about it
 * (`credit`), or undefined where none counts.
 */
export function objectsServed<C extends { name: string; arguments: unknown }>(calls: C[], answer: string) {
  const about = calls.map(callStems);
  const told = readAnswer(answer)
    .filter(failureIn)
    .map((s) => s.stems);
  return (goal: string, credit: (call: C) => number): number | undefined => {
    let least: number | undefined;
    for (const w of contentStems(goal)) {
      const served = calls.filter((_, i) => about[i].has(w)).map(credit);
      if (!served.length) continue;
      const best = served.reduce((m, x) => Math.max(m, x), 0); // no spread: a session may hold any number of calls
      if (best < 1 && !told.some((stems) => stems.has(w))) continue;
      least = Math.min(least ?? 1, best);
    }
    return least;
  };
}
