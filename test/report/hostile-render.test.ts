// Thirty hostile strings in every field the agent (or a results file from another job) controls,
// rendered through a GFM renderer (marked) as GitHub would: no live HTML, no mention, no issue or
// commit reference, no link, no math, no hidden or reordered text, and the page's own structure
// (details, code fences) intact.
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import { gateSchema } from '../../src/config/schema.js';
import { renderComment, renderReport } from '../../src/report/markdown.js';
import { MACHINE_TAG, readMachineBlock } from '../../src/report/machine.js';
import type { Session } from '../../src/trace/session.js';
import { logLine } from '../../src/util/text.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '</details><details open><summary>pwned</summary>',
  '@octocat please merge this',
  'ping @org/security-team',
  'fixes #123',
  'see GH-456',
  'owner/repo#789',
  'visit www.evil.example now',
  'https://evil.example/path?x=1',
  '[click me](https://evil.example)',
  '![tracker](https://evil.example/pixel.png)',
  '<a href="https://evil.example">x</a>',
  '```\n<b>fenced</b>\n```',
  'abc\u202Eevil\u202Cdef',
  'zero\u200bwidth\u200djoin\u2066isolate\u2069',
  'ctrl\u0000\u0007\u001b[31mred',
  '$\\sqrt{2}$ and $$x^2$$',
  '| a | b |\n|---|---|',
  '<!-- hidden comment -->',
  '::error::forged annotation',
  'line1\n::stop-commands::tok\nline3',
  'javascript:alert(1)',
  '<details><summary>fake</summary>',
  'commit deadbeefcafe1234567 is bad',
  'mail someone@example.com',
  '<https://evil.example/auto>',
  '**bold** _em_ ~~strike~~',
  '&lt;script&gt; &#96;',
  'x\r\n# Heading injection',
];

const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'details',
  'summary',
  'b',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'sub',
  'br',
  'hr',
]);

function hostileReport(evil: string, render: typeof renderReport = renderReport): string {
  const ev = `failure_communication${evil}`;
  const caseName = `case ${evil}`;
  const base = resultsOf([caseOf(caseName, { [ev]: [1, 1, 1] })]);
  const head = resultsOf(
    [
      caseOf(caseName, { [ev]: [0, 0, 0] }, (i) => ({
        sessionId: `s${i}${evil}`,
        status: (i === 2 ? evil : 'ok') as never,
        repeat: (i === 2 ? evil : i + 1) as never,
        error: i === 2 ? evil : undefined,
      })),
    ],
    {
      judge: { provider: 'bedrock', model: `model ${evil}`, promptVersions: {} },
      insights: [
        {
          name: `insight ${evil}`,
          description: evil,
          affectedSessions: 1,
          rootCauses: [
            {
              name: evil,
              explanation: evil,
              suggestedFix: evil,
              affectedSessions: 1,
              samples: [
                { sessionId: evil, findings: [{ spanId: evil, category: evil, confidence: 0.9, description: evil }] },
              ],
            },
          ],
        },
      ],
      notes: [`note ${evil}`, `fault x on ${evil} was not exercised`],
    },
  );
  for (const r of head.cases[0].runs)
    r.scores[ev] = { score: 0, label: evil, pass: false, reason: evil, source: 'judge' };
  const sessions = new Map<string, Session>(
    head.cases[0].runs.map((r) => [
      r.sessionId,
      {
        sessionId: r.sessionId,
        traceIds: [],
        dialect: 'genai',
        input: evil,
        finalAnswer: evil,
        toolCalls: [
          {
            name: evil,
            arguments: evil,
            result: evil,
            status: 'error',
            error: { type: evil, message: evil },
            spanId: evil,
            startTime: '',
            endTime: '',
          },
        ],
        messages: [],
        modelCalls: 0,
        usage: { inputTokens: 0, outputTokens: 0 },
        durationMs: 0,
      },
    ]),
  );
  const comparison = compareResults(base, head);
  const gate = applyGate(gateSchema.parse({}), head, comparison);
  return render({
    head,
    comparison,
    gate,
    baseline: { source: 'artifact', sha: 'b'.repeat(40), description: `artifact ${evil}` },
    sessions,
    configId: evil,
  });
}

// The text GitHub would scan for mentions, references and links (code spans are never scanned).
const textOf = (html: string) =>
  html
    .replace(/<code[^>]*>[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#96;/g, '`')
    .replace(/&amp;/g, '&');

describe('hostile strings in every agent-controlled field', () => {
  const clean = marked.parse(hostileReport('benign'), { gfm: true }) as string;
  const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

  it.each(HOSTILE.map((h, i) => [i + 1, h]))('string %i renders inert', (_n, evil) => {
    const md = hostileReport(evil as string);
    expect(md.length).toBeGreaterThan(500);
    const html = marked.parse(md, { gfm: true }) as string;
    // Only the report's own kinds of element, as many details and code blocks as without the string.
    for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g))
      expect(ALLOWED_TAGS.has(tag.toLowerCase()), `<${tag}> from ${JSON.stringify(evil)}`).toBe(true);
    expect(count(html, /<details/g)).toBe(count(clean, /<details/g));
    expect(count(html, /<\/details>/g)).toBe(count(clean, /<\/details>/g));
    expect(count(html, /<pre>/g)).toBe(count(clean, /<pre>/g));
    expect(count(html, /<h[1-4]/g)).toBe(count(clean, /<h[1-4]/g));
    expect(html).not.toMatch(/<a\s|<img\s/i);
    const text = textOf(html);
    // What GitHub would link, notify or reference; what would hide or reorder text.
    expect(text).not.toMatch(/@[A-Za-z0-9]/);
    expect(text).not.toMatch(/(^|[^&])#\d/);
    expect(text).not.toMatch(/GH-\d/i);
    expect(text).not.toMatch(/:\/\//);
    expect(text).not.toMatch(/www\./i);
    expect(text).not.toMatch(/deadbeefcafe1234567/);
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200c\u200d\u0000-\u0008\u001b]/);
    // Math: every $ the agent wrote is escaped, so GitHub shows it as a dollar sign.
    expect(md.replace(/about \$\d/g, '').match(/(^|[^\\])\$/gm) ?? []).toEqual([]); // (the cost line's own $ aside)
    // The mermaid chart's labels carry only letters, digits and separators.
    for (const m of md.matchAll(/x-axis \[(.*)\]/g)) expect(m[1]).toMatch(/^("[A-Za-z0-9 _.|:-]*"(, )?)+$/);
  });

  it('the comment renders every string inert too, and its machine-readable block carries it as data', () => {
    for (const evil of HOSTILE) {
      const md = hostileReport(evil, renderComment);
      const html = marked.parse(md, { gfm: true }) as string;
      for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g))
        expect(ALLOWED_TAGS.has(tag.toLowerCase()), `<${tag}> from ${JSON.stringify(evil)}`).toBe(true);
      expect(html).not.toMatch(/<a\s|<img\s/i);
      // The block is one HTML comment that nothing closes early: no <, >, & or $ inside it.
      const block = md.slice(md.lastIndexOf(MACHINE_TAG));
      expect(block.slice(MACHINE_TAG.length, -4)).not.toMatch(/[<>&$]/);
      expect(block.endsWith(' -->')).toBe(true);
      const data = readMachineBlock(md) as { regressed: { case: string; evaluators: string[] }[] };
      expect(data.regressed).toEqual([{ case: `case ${evil}`, evaluators: [`failure_communication${evil}`] }]);
    }
  });

  it('log lines never carry a workflow command', () => {
    for (const evil of HOSTILE)
      for (const line of logLine(`[1/1] case ${evil} ok`).split('\n')) expect(line).not.toMatch(/^\s*::/);
    // After the runner's own TrimStart, never "::" (log-commands.test.ts emulates its parser).
    expect(logLine('::error::x')).toBe(': :error::x');
    expect(logLine(' \u0085::error::x')).toBe('  : :error::x');
  });
});

// Issue 64: long texts (a suggested fix, the no-trace fix) cut at a word's end, never mid-word.
describe('long text in the report', () => {
  it('is cut at the end of a word with an ellipsis; a text without spaces is cut where it must be', async () => {
    const { escapeText } = await import('../../src/report/escape.js');
    const fix = 'Report the failure to the user, say whether the booking went through, and offer another way forward.';
    expect(escapeText(fix, 60)).toBe('Report the failure to the user, say whether the booking…');
    expect(escapeText('x'.repeat(80), 60)).toBe(`${'x'.repeat(59)}…`);
    expect(escapeText(fix, 500)).toBe(fix);
  });
});
