// Token estimate for the judge prompt's budget. Pieces are counted the way BPE tokenizers split
// text (words, digit groups of three, punctuation runs, line breaks), rounded up so the estimate
// errs high; test/judge/tokens.test.ts checks it against a real tokenizer (o200k_base) on rendered
// sessions: never under, and not far over.

/** Letters per token and punctuation characters per token, calibrated against o200k_base. */
const WORD = 5;
const PUNCT = 3;

const PIECE = /[A-Za-z]+|\d+|[ \t]+|\n+|[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+|[^\x00-\x7f]/g;

export function estimateTokens(text: string): number {
  let n = 0;
  for (const m of text.matchAll(PIECE)) {
    const s = m[0];
    const c = s.charCodeAt(0);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) n += Math.ceil(s.length / WORD);
    else if (c >= 48 && c <= 57) n += Math.ceil(s.length / 3);
    else if (c === 32 || c === 9)
      n += s.length > 1 ? 1 : 0; // one space joins the next word
    else if (c === 10) n += 1;
    else if (c < 128) n += Math.ceil(s.length / PUNCT);
    else n += 1; // outside ASCII: a token per character at most
  }
  return n;
}
