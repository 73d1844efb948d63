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
];
export const hostile = (unit: string, size = MB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
