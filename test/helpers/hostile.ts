// Texts that make a backtracking pattern read from every position to the end: the attack on every
// rule that meets agent text (heuristics, redaction).
export const MB = 1_000_000;

/** The units whose runs made a pattern backtrack from every position: digits and commas, paths, hyphenated words, stack-frame and traceback openings, line breaks, codes. */
export const HOSTILE_UNITS = [
  '1,',
  '1.',
  '/a',
  'a-',
  'sk-',
  'at (',
  'at a(',
  ') in ',
  'File "',
  '\n',
  '\r',
  '\n ',
  ' ',
  'A ',
  '1 ',
  'token-',
  '-----BEGIN',
  'eyJ',
  '?  ',
  'Error',
  'a.',
  // e-mail addresses in an answer (answer-facts.ts): a long local part, and addresses back to back
  'a@',
  'a@a.',
];
export const hostile = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/**
 * A request that asks a thing a sentence, `size` characters of it, and an answer that echoes every
 * ask, after a timed-out search: sub-goal matching read the whole answer once per ask (trust round 4).
 */
export function asksEchoed(size: number) {
  const things = ['flight', 'hotel', 'rental', 'train', 'museum', 'dinner', 'tickets', 'tour', 'visa', 'insurance'];
  let input = '';
  for (let i = 0; input.length < size; i++) input += `Could you describe the ${things[i % 10]} option ${i} for me? `;
  const answer = input.replaceAll('Could you describe', 'Here is').replaceAll('?', '.');
  const calls = [
    { tool: 'search', args: { q: 'x' }, error: 'TimeoutError: timed out' },
    { tool: 'lookup', args: { q: 'y' }, result: { ok: 1 } },
  ];
  return { id: 'echo', input, calls, answer, labels: {}, reason: 'hostile asks' };
}
