// Real token counts for checking the judge prompt's estimate: OpenAI's o200k_base encoding through
// js-tiktoken (a dev dependency; the product estimates, calibrated against this).
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

let encoder: Tiktoken | undefined;
export function realTokens(text: string): number {
  encoder ??= new Tiktoken(o200k);
  return encoder.encode(text).length;
}
