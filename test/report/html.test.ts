// report.html from real results of the example agent (careful as the base, fabricating as the head):
// one self-contained page with the verdict, the tables, the coverage matrix, and base/head timelines
// of the regressed cases with their failed calls marked; hostile agent text stays text; nothing is
// fetched. Loaded in headless Chromium when the machine has it (Debian's chromium package), and its
// screenshot compared with a committed reference.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateSchema } from '../../src/config/schema.js';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import type { Results } from '../../src/results/schema.js';
import { renderHtmlReport } from '../../src/report/html.js';
import type { Session } from '../../src/trace/session.js';
import { CHROMIUM, measureWidths } from '../helpers/chromium.js';
import { differingShare, readPng } from '../helpers/png.js';

const load = (dir: string): { results: Results; sessions: Map<string, Session> } => ({
  results: JSON.parse(readFileSync(`fixtures/results/${dir}/results.json`, 'utf8')),
  sessions: new Map(
    readFileSync(`fixtures/results/${dir}/sessions.jsonl`, 'utf8')
      .trim()
      .split('\n')
      .map((l) => {
        const s = JSON.parse(l);
        return [s.sessionId, s];
      }),
  ),
});
const EVIL = '</div><script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)">';

function page(): string {
  const [careful, fabricate] = [load('careful'), load('fabricate')];
  for (const s of fabricate.sessions.values()) s.finalAnswer = `${s.finalAnswer} ${EVIL}`;
  const comparison = compareResults(careful.results, fabricate.results);
  return renderHtmlReport({
    head: fabricate.results,
    base: careful.results,
    comparison,
    gate: applyGate(gateSchema.parse({}), fabricate.results, comparison),
    baseline: { source: 'artifact', description: 'artifact of run 42 on main, at the merge base' },
    sessions: fabricate.sessions,
    baseSessions: careful.sessions,
  });
}

describe('report.html', () => {
  it('is one page with the verdict, tables, coverage and base/head timelines, fetching nothing', () => {
    const html = page();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<p class="verdict fail">The check fails');
    expect(html).toMatch(
      /<nav><a href="#verdict">Verdict<\/a><a href="#overall">[^<]+<\/a><a href="#cases">Cases<\/a><a href="#sweeps">Severity sweeps<\/a><a href="#coverage">Coverage<\/a><a href="#sessions">/,
    );
    // The regressed search time-out: base and head timelines, the head's failed call marked.
    const block = html.slice(html.indexOf('<summary>search_timeout</summary>'));
    expect(block).toMatch(
      /^<summary>search_timeout<\/summary><div class="pair"><div class="side"><h4>base<\/h4><svg role="img"/,
    );
    expect(block).toMatch(
      /<g class="call tool failed faulted"><title>search_flights failed: TimeoutError \(injected: timeout\)<\/title>/,
    );
    // The model's refusal on the planner's call, on the timeline beside the tool calls.
    const planner = html.slice(html.indexOf('<summary>planner_refuses</summary>'));
    expect(planner).toMatch(
      /<h4>head<\/h4><svg[^>]*><g class="call model failed faulted"><title>model call 1 \(injected: refusal\)<\/title>/,
    );
    expect(planner).toContain(
      '<li>model call 1: refusal: the model refused: &#34;I&#39;m sorry, but I can&#39;t help with that request.&#34;</li>',
    );
    // Sweep curves per evaluator, with the head's intervals.
    expect(html.match(/<figcaption>search_truncation_sweep: \w+ by max_length/g)).toHaveLength(3);
    expect(html).toContain('<line class="ci"');
    // No script, no request: the agent's text is escaped, and the CSP forbids loading anything.
    expect(html).not.toMatch(/<script|<img|\sonerror="|src="http/);
    expect(html).toContain('&#60;/div&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
  });

  it.skipIf(!CHROMIUM)(
    "in headless Chromium (Debian's; skipped where there is none): no console error, the failed call in its DOM, the reference picture",
    () => {
      const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-html-')), 'report.html');
      writeFileSync(file, page());
      const run = (extra: string[]) =>
        execFileSync(
          CHROMIUM!,
          [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--enable-logging=stderr',
            '--v=0',
            ...extra,
            `file://${file}`,
          ],
          { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
        );
      const dom = run(['--dump-dom']);
      expect(dom).toContain('<g class="call tool failed faulted">');
      expect(dom).not.toContain('<script>alert(1)');
      const shot = join(file, '..', 'report.png');
      const r = spawnSync(
        CHROMIUM!,
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--enable-logging=stderr',
          '--v=0',
          '--window-size=1100,1400',
          `--screenshot=${shot}`,
          `file://${file}`,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      // Chromium logs page console messages (and CSP refusals) to stderr as CONSOLE lines.
      expect(r.stderr.split('\n').filter((l) => /CONSOLE|Refused to|Uncaught/.test(l))).toEqual([]);
      // Against the committed reference (UPDATE_SCREENSHOTS=1 writes it): the same picture, give or take
      // anti-aliasing; a changed layout moves far more than 2% of the pixels. Pixels are only comparable
      // from the same renderer (Chromium version and installed fonts), recorded beside the reference.
      const reference = 'test/report/__snapshots__/report-html.png';
      const fonts = spawnSync('fc-list', ['--format', '%{family}\\n'], { encoding: 'utf8' }).stdout ?? '';
      const renderer = `${execFileSync(CHROMIUM!, ['--version'], { encoding: 'utf8' }).split('\n')[0].trim()} | fonts ${createHash('sha1').update(fonts.split('\n').sort().join('\n')).digest('hex').slice(0, 12)}`;
      if (process.env.UPDATE_SCREENSHOTS || !existsSync(reference)) {
        copyFileSync(shot, reference);
        writeFileSync(`${reference}.renderer`, `${renderer}\n`);
      }
      const image = readPng(readFileSync(shot));
      expect(image.width).toBe(1100);
      if (readFileSync(`${reference}.renderer`, 'utf8').trim() === renderer)
        expect(differingShare(image, readPng(readFileSync(reference)))).toBeLessThan(0.02);
      else
        console.log(
          `report.html picture not compared: the reference was rendered by ${readFileSync(`${reference}.renderer`, 'utf8').trim()}, this machine has ${renderer}`,
        );
    },
    90_000,
  );

  it("its verdict is a table like the comment's, the statistics folded; failure_analysis is shown as not gated", () => {
    const html = page();
    const verdict = html.slice(html.indexOf('<section id="verdict">'), html.indexOf('<section id="overall">'));
    // The regressions first, as a table: case, what dropped with its interval, the evidence.
    expect(verdict).toMatch(
      /<\/p><div class="scroll"><table><thead><tr><th>case<\/th><th>dropped: base → head \[95% CI of Δ\]<\/th><th>evidence \(its worst run\)<\/th>/,
    );
    expect(verdict).toMatch(
      /<td>search_timeout<\/td><td>failure_communication passing 100% → 0% \[-1\.00, -0\.\d\d\], mean 1\.00 → 0\.00<br>/,
    );
    // The one-sided tests behind them are folded below, not 26 lines before any table.
    expect(verdict).toMatch(/<details><summary>The test behind each regression \(\d+\)<\/summary>/);
    expect(verdict.indexOf('<table>')).toBeLessThan(verdict.indexOf('one-sided p'));
    const cases = html.slice(html.indexOf('<section id="cases">'), html.indexOf('<section id="sweeps">'));
    expect(cases).toContain('<th>failure_analysis (not gated)</th>');
    const column = [...cases.matchAll(/<tr>((?:<td>.*?<\/td>)+)<\/tr>/g)].map((m) =>
      [...m[1].matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]),
    );
    const at = cases.match(/<th>.*?<\/th>/g)!.findIndex((h) => h.includes('failure_analysis'));
    expect(column.length).toBeGreaterThan(5);
    expect(column.filter((row) => row[at].includes('regressed'))).toEqual([]);
    expect(column.some((row) => row[1].includes('regressed'))).toBe(true);
  });

  it.skipIf(!CHROMIUM)(
    'fits the viewport at 390 and 1280 px in Chromium: no horizontal scroll, wide tables scroll in their box',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'agent-chaos-html-')), 'report.html');
      writeFileSync(file, page());
      const [phone, desktop] = await measureWidths(`file://${file}`, [390, 1280]);
      expect(phone).toEqual({ width: 390, scrollWidth: 390, overflowing: [], texts: [] });
      expect(desktop.scrollWidth).toBe(desktop.width);
      expect(desktop.overflowing).toEqual([]);
    },
    90_000,
  );
});
