// The judge prompt's token estimate against a real tokenizer (o200k_base via js-tiktoken): on every
// rendered session of the evaluator scenarios and the calibration set, and on long sessions at
// several budgets, it never counts fewer tokens than the tokenizer and at most 30% more (outside
// ASCII it only errs high); a 500-step
// session rendered for the default budget is within it in real tokens, failures and answer whole.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_BUDGET, renderForJudge } from '../../src/judge/render.js';
import { estimateTokens } from '../../src/judge/tokens.js';
import type { Session } from '../../src/trace/session.js';
import { bigSession } from '../helpers/big-session.js';
import { scenarios } from '../helpers/scenarios.js';
import { realTokens } from '../helpers/tokens.js';

const calibration: Session[] = readFileSync('fixtures/calibration/sessions.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l).session ?? JSON.parse(l));

describe('the judge prompt token estimate', () => {
  it('never undercounts and overcounts by at most 30% on rendered sessions', () => {
    const texts = [...scenarios, ...calibration].map((s) => renderForJudge(s).text);
    for (const budget of [DEFAULT_TOKEN_BUDGET, 4_000, 1e7]) texts.push(renderForJudge(bigSession(500), budget).text);
    texts.push(
      JSON.stringify({
        items: Array.from({ length: 50 }, (_, i) => ({ id: i, price: 100.25 + i, sku: `A${i}x-${i * 7919}` })),
      }),
    );
    let est = 0;
    let real = 0;
    for (const t of texts) {
      const [e, r] = [estimateTokens(t), realTokens(t)];
      expect(e, t.slice(0, 80)).toBeGreaterThanOrEqual(r);
      expect(e, t.slice(0, 80)).toBeLessThanOrEqual(Math.ceil(r * 1.3));
      est += e;
      real += r;
    }
    expect(est / real).toBeLessThan(1.2);
    // Outside ASCII a character counts as a token: safe, if generous (Japanese runs ~2 characters a token).
    const ja = '東京への旅行を計画してください。ホテルの検索がタイムアウトしました。';
    expect(estimateTokens(ja)).toBeGreaterThanOrEqual(realTokens(ja));
  });

  it('keeps a 500-step session within the default budget in real tokens, every failure and the answer whole', () => {
    const s = bigSession(500);
    const r = renderForJudge(s);
    expect(realTokens(r.text)).toBeLessThanOrEqual(DEFAULT_TOKEN_BUDGET);
    for (const c of s.toolCalls.filter((x) => x.status === 'error')) expect(r.text).toContain(c.error!.message);
    expect(r.text).toContain(s.finalAnswer);
  });
});
