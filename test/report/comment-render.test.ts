// The PR comment as GitHub shows it: GFM rendered to HTML (marked), in GitHub's markdown styles
// (github-markdown-css, the stylesheet GitHub's comments use), laid out by headless Chromium at a
// phone's width (390 px) and a laptop's (1280 px). A reviewer must see the verdict and the regressed
// case with its evidence without scrolling sideways and without opening a fold.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { gateSchema } from '../../src/config/schema.js';
import { COMMENT_BUDGET, renderComment } from '../../src/report/markdown.js';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import type { Results } from '../../src/results/schema.js';
import type { Session } from '../../src/trace/session.js';
import { CHROMIUM, measureWidths } from '../helpers/chromium.js';

const load = (dir: string) => ({
  results: JSON.parse(readFileSync(`fixtures/results/${dir}/results.json`, 'utf8')) as Results,
  sessions: new Map<string, Session>(
    readFileSync(`fixtures/results/${dir}/sessions.jsonl`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .map((s: Session) => [s.sessionId, s]),
  ),
});

/** The fabricating agent against the careful base: the demo's failing comment. */
function fabricatingComment(): string {
  const base = load('careful').results;
  const head = load('fabricate');
  const comparison = compareResults(base, head.results);
  return renderComment({
    head: head.results,
    base,
    comparison,
    gate: applyGate(gateSchema.parse({}), head.results, comparison),
    baseline: { source: 'artifact', sha: 'b'.repeat(40), description: 'artifact of run 42 on main' },
    sessions: head.sessions,
    configId: 'travel',
    runUrl: 'https://github.example/o/r/actions/runs/7',
  });
}

/** A page as GitHub frames a comment body: its markdown stylesheet, 16 px of padding on a phone. */
function githubPage(markdown: string): string {
  const css = readFileSync(
    createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'),
    'utf8',
  );
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${css}</style><style>body { margin: 0 } .markdown-body { box-sizing: border-box; max-width: 980px; margin: 0 auto; padding: 16px }
@media (min-width: 768px) { .markdown-body { padding: 45px } }</style></head>
<body><article class="markdown-body">${marked.parse(markdown, { gfm: true })}</article></body></html>`;
}

describe('the PR comment in GitHub’s styles', () => {
  const body = fabricatingComment();

  it('is within its budget', () => {
    expect(body.length).toBeLessThanOrEqual(COMMENT_BUDGET);
  });

  it.skipIf(!CHROMIUM)(
    "at 390 and 1280 px: the verdict and the regressed case's evidence are seen without scrolling sideways",
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-comment-')), 'comment.html');
      writeFileSync(file, githubPage(body));
      const texts = [
        '27 regressions in 13 cases',
        'search_timeout',
        'failure_communication passing 100% → 0%',
        'search_flights failed (TimeoutError); the agent said',
        'booking_times_out_after_charging',
      ];
      for (const layout of await measureWidths(`file://${file}`, [390, 1280], texts)) {
        expect(layout.scrollWidth, `page wider than ${layout.width} px`).toBe(layout.width);
        for (const t of layout.texts) {
          expect(t, `${t.text} at ${layout.width} px`).toMatchObject({ found: true, shown: true, clippedBy: null });
          expect(t.right, `${t.text} at ${layout.width} px`).toBeLessThanOrEqual(layout.width);
        }
      }
    },
    90_000,
  );

  it.skipIf(!CHROMIUM)(
    'a table of the old layout fails the same check at 390 px (the check can fail)',
    async () => {
      // The regressions as a table, as the comment had them: at a phone's width GitHub's styles let the
      // table scroll in its box, and the evidence column is out of sight.
      const table = [
        '| case | dropped | evidence |',
        '| --- | --- | --- |',
        '| search\\_timeout | failure\\_communication passing 100% → 0% [-1.00, -0.83], mean 1.00 → 0.00 | search\\_flights failed (TimeoutError); the agent said “I found a great option: United UA 1234 departing 08:15” |',
      ].join('\n');
      const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-comment-')), 'table.html');
      writeFileSync(file, githubPage(table));
      const [phone] = await measureWidths(
        `file://${file}`,
        [390],
        ['search_flights failed (TimeoutError); the agent said'],
      );
      expect(phone.scrollWidth).toBe(390); // the page itself does not scroll...
      expect(phone.texts[0].clippedBy).toBe('table'); // ...the table does, and hides the evidence
    },
    90_000,
  );
});
