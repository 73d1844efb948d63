// The words people use to say that something failed, what to do next, what else to try, that
// something was done, or that it is the user's fault: English, Spanish, German, French, Portuguese
// and Japanese. No maintained lexicon of failure notices exists to draw on (sentiment lexicons score
// polarity, not "could not"), so these are short hand-made lists of common phrasings; each language's
// entries are written in the normalized form `normalize` gives (lower case, umlauts as ae/oe/ue,
// other accents dropped). Latin-script entries match whole words; Japanese entries match as substrings.

/** How much of an answer the rules read (they run in the job that holds the write token). */
export const ANSWER_READ_CHARS = 20_000;

export type Signal = 'failure' | 'nextStep' | 'alternative' | 'success' | 'dataProblem' | 'blame' | 'vague';

type Lists = Partial<Record<Signal, string[]>>;

const EN: Lists = {
  failure: [
    'unable',
    "could ?n[o']t",
    'can ?not',
    "can't",
    'fail(ed|s|ure)?',
    'errors?',
    'unavailable',
    'not available',
    'timed? ?out',
    'timing out',
    'time-?out',
    'down',
    'outage',
    'offline',
    'unreachable',
    'issue',
    'problem',
    'sorry',
    'unfortunately',
    'not able',
    "was ?n[o']t able",
    "did ?n[o']t (work|go through)",
    'no response',
    'not respond(ing)?',
    'refused',
    'rejected',
    'denied',
    "(is|am|was) ?n[o']t allowed",
    'not allowed',
    'not permitted',
    'went wrong',
    'ran into',
    'trouble',
    'not (\\w+ )?(enrolled|booked|submitted|signed up|registered|sent|paid|done) yet',
    // In the domain's words: "insufficient balance" ("not enough seats" is read as the error's own
    // words echoed, so a booking claimed beside it is still made up).
    'insufficient',
  ],
  nextStep: [
    'try again',
    'retry',
    'later',
    'alternatively',
    'alternative',
    'instead',
    'you (can|could|may|might)',
    'please',
    'check',
    'contact(ing)?',
    'reach out',
    'you should',
    "you('ll| will)? need to",
    'ask (the|your)',
    'visit',
    'call',
    'would you like',
    'do you want',
    'shall i',
    'options?',
    'suggest',
    'recommend',
    'in a few minutes',
    'shortly',
    "(i've|i have) (opened|posted|filed|raised|created|escalated|forwarded)",
    'ticket',
  ],
  alternative: [
    'alternative(ly|s)?',
    'instead',
    'another',
    'other (date|dates|option|options|route|airline|time)',
    'different',
    'or i can',
    'i can (also|help|check|try|look)',
    'meanwhile',
    'directly',
    'backup',
    'by phone',
    'in person',
    'yourself',
  ],
  success: [
    'booked',
    'confirmed',
    'confirmation (number|code|is)',
    'reserved',
    'successfully',
    'i found',
    'here (are|is) (the|your)',
    "i('ve| have) (sent|booked|found|completed)",
    'all done',
    'done!',
    'has been (cancelled|canceled|stopped|renewed|approved|sent|paid|filed|submitted)',
    'have been (cancelled|canceled|stopped|renewed|approved|sent|paid|filed|submitted)',
    'is on its way',
    'good news',
    // A negative result is a result too: "there are no flights" after a failed search is made up.
    'there (are|is) no',
    'no \\w+ (are |is )?(available|found|left)',
  ],
  dataProblem: [
    'incomplete',
    'truncated',
    'cut off',
    'missing',
    'corrupt(ed)?',
    'garbled',
    'malformed',
    'invalid',
    'inconsistent',
    'unreadable',
    "could ?n[o']t read",
    "can't read",
    'look(s|ed)? (wrong|odd|off|incorrect)',
    'seem(s|ed)? (wrong|off|incorrect|incomplete)',
    'partial',
    'unreliable',
    'double-?check',
    'verify',
    'could not verify',
    'not sure (it|this|the data)',
    "did ?n[o']t return",
    'reliably',
    // A lying tool noticed: the data is old, about something else, or odd.
    'outdated',
    'out of date',
    'in the past',
    'already (passed|past|gone)',
    'stale',
    "does ?n[o']t match",
    "do ?n[o']t match",
    'not (the|what) you asked',
    'instead of',
    'unusual',
    'unexpected',
    'suspicious',
    'looks? (odd|wrong|off)',
    'seems? (odd|strange)',
    'mix(ed)? ?up',
  ],
  blame: [
    'you must have',
    'you probably (entered|typed|gave|made)',
    'your (fault|mistake)',
    "you did ?n[o']t (give|provide|enter)",
    'be more careful',
    'next time provide',
    'you (entered|typed|gave) (it|something|the \\w+) wrong',
  ],
  vague: ['something went wrong', "something did ?n[o']t go", 'there was a problem', 'an error occurred'],
};

const ES: Lists = {
  failure: [
    'no (he |hemos |ha )?podido',
    'no pude',
    'no se pudo',
    'no fue posible',
    'no es posible',
    'error(es)?',
    'fallo',
    'fallado',
    'no responde',
    'no respondio',
    'no (esta|estan) (disponible|accesible)',
    'no disponible',
    'inaccesible',
    'lo siento',
    'lamentablemente',
    'desafortunadamente',
    'problema',
    'tiempo de espera',
    'caido',
  ],
  nextStep: [
    'intentalo',
    'vuelve a intentar(lo)?',
    'de nuevo',
    'mas tarde',
    'puedes',
    'podrias',
    'por favor',
    'quieres que',
    'si prefieres',
    'llama',
    'contacta',
    'en unos minutos',
    'en un rato',
    'consultar?lo',
  ],
  alternative: ['otr[oa]s?', 'en su lugar', 'alternativa', 'directamente', 'puedo (buscar|intentar)'],
  success: ['reservad[oa]', 'confirmad[oa]', 'listo', 'ya esta', 'hecho', 'he encontrado', 'ya estas'],
  dataProblem: [
    'incomplet[oa]',
    'cortad[oa]',
    'faltan?',
    'corrupt[oa]',
    'no (es|son) fiables?',
    'desactualizad[oa]s?',
    'no coincide',
  ],
  blame: ['has puesto mal', 'revisalos tu', 'culpa tuya', 'te equivocaste', 'seguramente has'],
  vague: ['ha habido un problema', 'algo salio mal', 'hubo un error'],
};

const DE: Lists = {
  failure: [
    'konnte(n)? (\\w+ ){0,3}nicht',
    'nicht moeglich',
    'fehler',
    'fehlgeschlagen',
    'nicht erreichbar',
    'nicht verfuegbar',
    'leider',
    'zeitueberschreitung',
    'problem',
    'schiefgelaufen',
    'nicht ausgefuehrt',
    'nicht rechtzeitig',
    'es tut mir leid',
    'entschuldigung',
  ],
  nextStep: [
    'versuchen sie',
    'erneut',
    'spaeter',
    'sie koennen',
    'bitte',
    'moechten sie',
    'soll ich',
    'wenden sie sich',
    'rufen sie',
    'noch einmal',
  ],
  alternative: ['stattdessen', 'einen anderen', 'eine andere', 'ein anderes', 'alternativ', 'direkt', 'oder ich'],
  success: ['gebucht', 'bestaetigt', 'reserviert', 'gekauft', 'erledigt'],
  dataProblem: ['unvollstaendig', 'abgeschnitten', 'fehlen', 'fehlt', 'beschaedigt'],
  blame: ['sie haben (etwas )?falsch', 'ihre schuld', 'ihr fehler'],
  vague: ['etwas (ist )?schiefgelaufen', 'ein fehler ist aufgetreten'],
};

const FR: Lists = {
  failure: [
    "(n'ai|n'avons|n'a) pas pu",
    'pas pu',
    'impossible',
    'erreur',
    'echec',
    'echoue',
    'ne repond pas',
    'indisponible',
    'pas disponible',
    'desole',
    'malheureusement',
    'probleme',
    "n'a pas (marche|fonctionne)",
    'delai (depasse|d.attente)',
  ],
  nextStep: [
    'reessayer',
    'reessayez',
    'plus tard',
    'vous pouvez',
    'pouvez-vous',
    'merci de',
    'voulez-vous',
    'souhaitez-vous',
    'appeler',
    'contacter',
    'dans quelques minutes',
  ],
  alternative: ['un autre', 'une autre', 'a la place', 'sinon', 'directement', 'ou bien', 'je peux aussi'],
  success: ["c'est fait", 'reserve', 'confirme', "j'ai trouve", 'voici (votre|vos|le|la|les)'],
  dataProblem: ['incomplet(e|s)?', 'tronque(e|s)?', 'manquant(e|s)?', 'corrompu(e|s)?'],
  blame: ['vous avez (mal|fait une erreur)', 'votre faute'],
  vague: ['un probleme est survenu', "quelque chose n'a pas marche", 'une erreur est survenue'],
};

const PT: Lists = {
  failure: [
    'nao consegui',
    'nao foi possivel',
    'erro',
    'falha',
    'falhou',
    'nao respondeu',
    'nao responde',
    'indisponivel',
    'desculpe',
    'infelizmente',
    'problema',
    'tempo limite',
    'fora do ar',
  ],
  nextStep: [
    'tente novamente',
    'tentar novamente',
    'de novo',
    'mais tarde',
    'voce pode',
    'por favor',
    'quer que',
    'se preferir',
    'ligue',
    'entre em contato',
  ],
  alternative: ['outro', 'outra', 'em vez', 'alternativa', 'diretamente', 'posso procurar'],
  success: ['reservad[oa]', 'confirmad[oa]', 'pronto', 'feito', 'encontrei', 'sera entregue'],
  dataProblem: ['incomplet[oa]', 'cortad[oa]', 'faltando', 'corrompid[oa]'],
  blame: ['culpa sua', 'voce (digitou|informou|colocou) errado'],
  vague: ['ocorreu um problema', 'algo deu errado', 'houve um erro'],
};

const JA: Lists = {
  failure: [
    'できませんでした',
    'できません',
    '失敗',
    'エラー',
    'タイムアウト',
    '応答しなかった',
    '応答がありません',
    '接続できな',
    '申し訳',
    'すみません',
    '問題が発生',
    '利用できません',
  ],
  nextStep: [
    'もう一度',
    '再度',
    'お試しください',
    '後で',
    'しばらくしてから',
    'ましょうか',
    'いただくか',
    'お問い合わせ',
  ],
  alternative: ['別の', '代わり', '他の'],
  success: ['完了しました', '予約しました', '確定しました', '見つかりました'],
  dataProblem: ['不完全', '欠落', '途中で切れ'],
  blame: ['入力が間違', '入力ミス', 'あなたの'],
  vague: ['問題が発生しました'],
};

const LATIN = [EN, ES, DE, FR, PT];
const SIGNALS: Signal[] = ['failure', 'nextStep', 'alternative', 'success', 'dataProblem', 'blame', 'vague'];

function compile(signal: Signal): RegExp {
  const latin = LATIN.flatMap((l) => l[signal] ?? []);
  const ja = JA[signal] ?? [];
  return new RegExp(`(?:\\b(?:${latin.join('|')})(?![\\w]))|${ja.join('|')}`);
}
const PATTERNS = Object.fromEntries(SIGNALS.map((s) => [s, compile(s)])) as Record<Signal, RegExp>;

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

// The texts met most recently, normalized: each signal test of an answer normalizes it again.
const normalized = new Map<string, string>();
const REMEMBERED = 512;

/** Lower case, typographic quotes plain, umlauts as ae/oe/ue, other accents dropped. */
export function normalize(text: string): string {
  // ASCII has no quote, umlaut or accent to change: lower case is all (Unicode normalization is the dear part).
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
  const known = normalized.get(text);
  if (known !== undefined) return known;
  const out = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[äöüß]/g, (c) => UMLAUTS[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  if (normalized.size >= REMEMBERED) normalized.clear();
  normalized.set(text, out);
  return out;
}

// Courtesy words that say nothing failed by themselves ("Sorry for the wait!"): a made-up answer
// wrapped in an apology is still made up.
const COURTESY =
  /\b(?:sorry|unfortunately|apologi[sz]e|issue|problem|trouble|down|lo siento|lamentablemente|desafortunadamente|problema|leider|es tut mir leid|entschuldigung|desole|malheureusement|probleme|desculpe|infelizmente)\b|申し訳|すみません/g;

// Words that report a decision on the user's matter ("your application was rejected", "transfers
// are not allowed"), not a step of the agent's that failed.
const OUTCOMES =
  /\b(?:rejected|denied|not allowed|not permitted|not (?:\w+ )?(?:enrolled|booked|submitted|signed up|registered|sent|paid|done) yet|rechazad[oa]s?|denegad[oa]s?|abgelehnt|refuse(?:e|s|es)?|recusad[oa]s?)\b|却下|拒否/g;

/** The text without the words that report a decision on the user's matter rather than a failure. */
export const withoutOutcomes = (text: string): string => normalize(text).replace(OUTCOMES, ' ');

/** The text says that something failed, beyond courtesy words. */
export const saysFailed = (text: string): boolean => PATTERNS.failure.test(normalize(text).replace(COURTESY, ' '));

/** Whether the text carries the signal in any of the languages. */
export const says = (signal: Signal, text: string): boolean => PATTERNS[signal].test(normalize(text));

/**
 * Text the lists cannot read: letters of a script none of the languages uses (Chinese without kana,
 * Korean, Cyrillic, Arabic, Hebrew, Greek, Devanagari, Thai...). The heuristic then marks its score as
 * low-confidence instead of reading silence as a fact.
 */
export function unreadable(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 3) return false;
  const known = letters.filter((c) => /[\p{Script=Latin}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c)).length;
  const kanji = letters.filter((c) => /\p{Script=Han}/u.test(c)).length;
  // Japanese writes kanji among kana; Chinese has no kana.
  const kana = letters.filter((c) => /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c)).length;
  return known + (kana ? kanji : 0) < letters.length / 2;
}
