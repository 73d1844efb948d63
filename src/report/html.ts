// report.html: the same report as one self-contained page, for the run's artifact. The verdict, the
// tables, the sweep curves and the coverage matrix, and per session a timeline of its tool calls
// and model calls (duration bars, failed and faulted calls marked, model faults listed, the answer beside
// it), base and head side by side for regressed cases. No script and no request leaves the page
// (inline CSS and SVG only); every text is escaped; sections are reached by links and headings.
import { sideText } from '../results/compare.js';
import { coverage } from '../results/coverage.js';
import { sweepCurves, type SweepCurve } from '../results/sweeps.js';
import type { Results } from '../results/schema.js';
import { type Session, failedTheAgent } from '../trace/session.js';
import type { ReportInput } from './input.js';
import { regressionRows } from './regressions.js';
import { deltaOf } from './words.js';
import { twoDecimals } from '../util/text.js';
import { isOracle } from '../config/schema.js';
import { verdictWords } from './verdict.js';

const esc = (v: unknown, max = 2000): string => {
  const s = String(v ?? '');
  return (s.length > max ? `${s.slice(0, max)}…` : s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
};

const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
main{max-width:1100px;margin:0 auto;padding:16px 24px}nav a{margin-right:12px}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d0d7de;padding:3px 8px;text-align:left;overflow-wrap:break-word}
.scroll{overflow-x:auto;max-width:100%}svg{max-width:100%;height:auto}
@media (max-width:600px){main{padding:12px}.side{min-width:0}}
.verdict{padding:8px 12px;border-radius:6px;font-weight:600}.fail{background:#ffebe9}.pass{background:#dafbe1}.warn{background:#fff8c5}
.pair{display:flex;gap:16px;flex-wrap:wrap}.side{flex:1;min-width:min(320px,100%)}.answer{white-space:pre-wrap;background:#f6f8fa;padding:6px;border-radius:4px}
svg text{font:11px system-ui,sans-serif}a:focus,summary:focus,h2:focus{outline:2px solid #0969da}`;

interface Row {
  label: string;
  title: string;
  start: number;
  end: number;
  kind: 'model' | 'tool';
  failed: boolean;
  faulted: boolean;
  mark?: string;
}

/** A session's model calls and tool calls as bars on its time axis; failed ones red, faulted ones outlined. */
function timeline(s: Session, title: string): string {
  const ms = (iso: string) => Date.parse(iso);
  const faultOf = new Map((s.modelFaults ?? []).filter((f) => f.spanId).map((f) => [f.spanId!, f]));
  const rows: Row[] = [
    ...(s.modelCallTimes ?? []).map((m, i): Row => {
      const f = faultOf.get(m.spanId);
      return {
        label: `model call ${i + 1}`,
        title: `model call ${i + 1}${f ? ` (injected: ${f.effect}${f.recovered ? ', a later call got through' : ''})` : ''}`,
        start: m.start,
        end: m.end,
        kind: 'model',
        failed: !!f && failedTheAgent(f),
        faulted: !!f,
        mark: f?.effect,
      };
    }),
    ...s.toolCalls.map(
      (c): Row => ({
        label: c.name,
        title: `${c.name}${c.status === 'error' ? ` failed: ${c.error?.type ?? 'error'}` : ''}${c.fault ? ` (injected: ${c.fault})` : ''}`,
        start: ms(c.startTime),
        end: ms(c.endTime),
        kind: 'tool',
        failed: c.status === 'error',
        faulted: !!c.fault,
        mark: c.status === 'error' ? (c.error?.type ?? 'error') : undefined,
      }),
    ),
  ]
    .sort((a, b) => (Number.isFinite(a.start) ? a.start : Infinity) - (Number.isFinite(b.start) ? b.start : Infinity))
    .slice(0, 80);
  const known = rows.filter((r) => Number.isFinite(r.start) && Number.isFinite(r.end));
  const t0 = Math.min(...known.map((r) => r.start), Infinity);
  const span = known.length ? Math.max(1, Math.max(...known.map((r) => r.end)) - t0) : 1;
  // Room on the right for the longest mark (an error type) after a bar that ends at the axis' end:
  // a fixed margin clipped it. About 7 px a character at 11 px.
  const [plot, row, left] = [330, 18, 160];
  const room = Math.max(70, 8 + 7 * Math.max(0, ...rows.map((r) => Math.min(30, r.mark?.length ?? 0))));
  const w = left + plot + room;
  const x = (t: number) => left + (Number.isFinite(t) && Number.isFinite(t0) ? ((t - t0) / span) * plot : 0);
  const bars = rows.map((r, i) => {
    const x0 = x(r.start);
    const width = Math.max(3, x(r.end) - x0);
    const fill = r.failed ? '#cf222e' : r.kind === 'model' ? '#0969da' : '#2da44e';
    const cls = ['call', r.kind, ...(r.failed ? ['failed'] : []), ...(r.faulted ? ['faulted'] : [])].join(' ');
    const y = i * row;
    const label = `<text x="4" y="${y + 13}">${esc(r.label, 24)}</text>`;
    const stroke = r.faulted ? '#bf8700' : 'none';
    const size = `x="${x0.toFixed(1)}" y="${y + 3}" width="${width.toFixed(1)}" height="${row - 6}"`;
    const bar = `<rect ${size} fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
    const mark = r.mark
      ? `<text x="${(x0 + width + 4).toFixed(1)}" y="${y + 13}" fill="#cf222e">${esc(r.mark, 30)}</text>`
      : '';
    return `<g class="${cls}"><title>${esc(r.title, 300)}</title>${label}${bar}${mark}</g>`;
  });
  const h = rows.length * row + 6;
  const aria = esc(`Timeline of ${rows.length} model and tool call(s)`);
  const svg = rows.length
    ? `<svg role="img" aria-label="${aria}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${bars.join('')}</svg>`
    : '<p>No model or tool calls.</p>';
  const faults = (s.modelFaults ?? []).map((f) => {
    const recovered = f.recovered ? ' (a later call got through)' : '';
    return `<li>model call ${esc(f.call + 1, 10)}: ${esc(f.effect, 40)}: ${esc(f.detail, 300)}${recovered}</li>`;
  });
  const faultList = faults.length ? `<ul class="model-faults">${faults.join('')}</ul>` : '';
  const answer = `<p>Answer:</p><div class="answer">${esc(s.finalAnswer || '(no answer)', 3000)}</div>`;
  return `<div class="side"><h4>${esc(title, 200)}</h4>${svg}${faultList}${answer}</div>`;
}

/** A sweep's curve: head solid, base dashed, the 0.5 pass line dotted. */
function sweepSvg(head: SweepCurve, base?: SweepCurve): string {
  const [w, h, pad] = [420, 180, 30];
  const x = (i: number) => pad + (i / Math.max(1, head.points.length - 1)) * (w - 2 * pad);
  const y = (v: number) => h - pad - v * (h - 2 * pad);
  const path = (c: SweepCurve) =>
    head.points
      .map((p, i) => [i, c.points.find((q) => q.label === p.label)?.mean] as const)
      .filter(([, m]) => typeof m === 'number')
      .map(([i, m], k) => `${k ? 'L' : 'M'}${x(i).toFixed(1)},${y(m as number).toFixed(1)}`)
      .join(' ');
  const labels = head.points
    .map((p, i) => `<text x="${x(i).toFixed(1)}" y="${h - 8}" text-anchor="middle">${esc(p.label, 12)}</text>`)
    .join('');
  // The head's 95% interval at each level, as a whisker.
  const whiskers = head.points
    .map((p, i) =>
      p.ci
        ? `<line class="ci" x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${y(p.ci[0]).toFixed(1)}" y2="${y(p.ci[1]).toFixed(1)}" stroke="#0969da" stroke-width="6" stroke-opacity="0.3"/>`
        : '',
    )
    .join('');
  const label = esc(`${head.case}: ${head.evaluator} by ${head.parameter}`);
  const passing = `<line x1="${pad}" x2="${w - pad}" y1="${y(0.5)}" y2="${y(0.5)}" stroke="#8c959f" stroke-dasharray="2 3"/>`;
  const baseCurve = base
    ? `<path d="${path(base)}" fill="none" stroke="#8c959f" stroke-width="2" stroke-dasharray="6 4"/>`
    : '';
  const headCurve = `<path d="${path(head)}" fill="none" stroke="#0969da" stroke-width="2.5"/>`;
  const axis = `<text x="4" y="${y(1) + 4}">1</text><text x="4" y="${y(0) + 4}">0</text>`;
  const breaks = `${esc(head.breaksAt ?? 'never', 20)}${base ? ` (base: ${esc(base.breaksAt ?? 'never', 20)})` : ''}`;
  const caption =
    `${esc(head.case, 100)}: ${esc(head.evaluator, 40)} by ${esc(head.parameter, 20)} ` +
    `(head solid with its 95% intervals${base ? ', base dashed' : ''}; dotted: passing). Breaks at: ${breaks}.`;
  const svg = `<svg role="img" aria-label="${label}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  return `<figure>${svg}${passing}${baseCurve}${whiskers}${headCurve}${labels}${axis}</svg><figcaption>${caption}</figcaption></figure>`;
}

function table(head: string[], rows: string[][]): string {
  // Wide tables (coverage: a column per fault type) scroll in their box; the page keeps the viewport's width.
  const cells = (tag: string, xs: string[]) => xs.map((x) => `<${tag}>${x}</${tag}>`).join('');
  const body = rows.map((r) => `<tr>${cells('td', r)}</tr>`).join('');
  return `<div class="scroll"><table><thead><tr>${cells('th', head)}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** The first run's session of a case in some results. */
function sessionOf(
  results: Results | undefined,
  sessions: Map<string, Session> | undefined,
  caseName: string,
): Session | undefined {
  const run = results?.cases.find((c) => c.name === caseName)?.runs.find((r) => sessions?.has(r.sessionId));
  return run ? sessions!.get(run.sessionId) : undefined;
}

type HtmlInput = ReportInput & { baseSessions?: Map<string, Session> };

/** A section of the page: its anchor, its heading (also the navigation's link text) and its body. */
interface Section {
  id: string;
  title: string;
  body: string;
}

export function renderHtmlReport(input: HtmlInput): string {
  const sections = [
    verdictSection(input),
    overallSection(input),
    casesSection(input),
    sweepsSection(input),
    coverageSection(input),
    sessionsSection(input),
  ].filter((s): s is Section => s !== undefined);
  const nav = sections.map((s) => `<a href="#${s.id}">${s.title}</a>`).join('');
  const body = sections.map((s) => `<section id="${s.id}"><h2 tabindex="-1">${s.title}</h2>${s.body}</section>`);
  return `${PAGE_HEAD}<body><main><h1>agent-chaos report</h1><nav>${nav}</nav>${body.join('')}</main></body></html>\n`;
}

// Nothing runs in the page and nothing loads from elsewhere: styles inline, images as data: only.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const PAGE_HEAD = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width,initial-scale=1">',
  `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
  `<title>agent-chaos report</title><style>${CSS}</style></head>`,
].join('');

/** A list of at most `most` items, each escaped to `chars`. */
const list = (items: string[], most: number, chars: number): string =>
  `<ul>${items
    .slice(0, most)
    .map((r) => `<li>${esc(r, chars)}</li>`)
    .join('')}</ul>`;

/**
 * The verdict as the comment gives it: the headline, then what regressed as a table; the gate's
 * other reasons after it, and the statistics behind each regression folded.
 */
function verdictSection(input: HtmlInput): Section {
  const { gate } = input;
  const cls = gate.blocking ? 'fail' : gate.level === 'warn' && gate.reasons.length ? 'warn' : 'pass';
  const regressionList = regressionRows(input);
  const listed = (r: string) =>
    regressionList.some((x) => x.drops.some((d) => r.startsWith(`${x.case} · ${d.evaluator}:`)));
  const otherReasons = gate.reasons.filter((r) => !listed(r));
  const statistics = gate.reasons.filter(listed);
  const headline = `${gate.blocking ? 'The check fails' : 'The check passes'}: ${verdictWords(input).what}`;
  const regressions = regressionList.length
    ? table(
        ['case', 'dropped: base → head [95% CI of Δ]', 'evidence (its worst run)'],
        regressionList
          .slice(0, 50)
          .map((r) => [
            esc(r.case, 120),
            r.drops.map((d) => `${esc(d.evaluator, 40)} ${esc(d.change, 60)}`).join('<br>'),
            esc(r.evidence, 300),
          ]),
      )
    : '';
  const others = otherReasons.length ? list(otherReasons, 50, 500) : '';
  const tests = statistics.length
    ? `<details><summary>The test behind each regression (${statistics.length})</summary>${list(statistics, 100, 500)}</details>`
    : '';
  const baseline = `<p>Baseline: ${esc(input.baseline.description, 300)}</p>`;
  const verdict = `<p class="verdict ${cls}">${esc(headline, 500)}.</p>`;
  return { id: 'verdict', title: 'Verdict', body: `${verdict}${regressions}${others}${tests}${baseline}` };
}

function overallSection({ comparison, gate }: HtmlInput): Section | undefined {
  if (!comparison) return undefined;
  const rows = comparison.overall.map((o) => [
    esc(o.evaluator, 60),
    esc(sideText(o.base), 40),
    esc(sideText(o.head), 40),
    esc(deltaOf(o), 40),
    gate.failOn === 'overall' ? esc(o.verdict, 20) : '– (decided per case)',
  ]);
  const body = table(['evaluator', 'base', 'head', 'Δ', 'verdict'], rows);
  return { id: 'overall', title: 'Every evaluator over all cases', body };
}

const evaluatorsOf = (head: Results): string[] => [...new Set(head.cases.flatMap((c) => Object.keys(c.summary ?? {})))];

function casesSection({ head, comparison }: HtmlInput): Section {
  const evaluators = evaluatorsOf(head);
  const caseRows = head.cases.map((c) => [
    esc(c.name, 120),
    ...evaluators.map((e) => {
      const cell = comparison?.cells.find((x) => x.case === c.name && x.evaluator === e);
      // A lower-is-better evaluator (failure_analysis) is described, never gated: its change is not "regressed".
      const regressed = cell?.verdict === 'regressed' && cell.gated ? ' <strong>regressed</strong>' : '';
      return cell
        ? `${esc(sideText(cell.base), 40)} → ${esc(sideText(cell.head), 40)}${regressed}`
        : twoDecimals(c.summary?.[e]?.mean);
    }),
  ]);
  const gatedEv = (e: string) => !comparison || comparison.cells.some((x) => x.evaluator === e && x.gated);
  const advisoryEv = (e: string) => comparison?.cells.some((x) => x.evaluator === e && x.advisory);
  const note = (e: string) => (gatedEv(e) ? '' : advisoryEv(e) ? ' (advisory)' : ' (not gated)');
  const columns = evaluators.map((e) => `${esc(e, 40)}${note(e)}`);
  return { id: 'cases', title: 'Cases', body: table(['case', ...columns], caseRows) };
}

/**
 * A degradation curve per sweep and evaluator. failure_analysis is not a score that passes above
 * 0.5 (it grows with what went wrong): no curve. A check no judge reads that held at every level
 * (no write repeated, every rule kept) draws nothing worth a figure.
 */
function sweepsSection({ head, base }: HtmlInput): Section | undefined {
  const moved = (c: SweepCurve) => c.points.some((p) => p.mean !== null && p.mean !== 1);
  const figures = evaluatorsOf(head)
    .filter((ev) => ev !== 'failure_analysis')
    .flatMap((ev) => {
      const baseCurves = base ? new Map(sweepCurves(base, ev).map((c) => [c.case, c])) : undefined;
      return sweepCurves(head, ev)
        .filter((c) => !isOracle(ev) || moved(c) || (baseCurves?.get(c.case) && moved(baseCurves.get(c.case)!)))
        .map((c) => sweepSvg(c, baseCurves?.get(c.case)));
    });
  return figures.length ? { id: 'sweeps', title: 'Severity sweeps', body: figures.join('') } : undefined;
}

function coverageSection({ head, declaredTools }: HtmlInput): Section | undefined {
  const cov = coverage(head, declaredTools);
  if (!cov.tools.length) return undefined;
  const rows = cov.tools.map((t) => [
    esc(t, 80),
    ...cov.effects.map((e) => {
      const cell = cov.cell(t, e);
      return !cell ? '·' : cell.fired ? `${twoDecimals(cell.mean)} (${cell.fired})` : 'not fired';
    }),
  ]);
  return { id: 'coverage', title: 'Coverage', body: table(['tool', ...cov.effects.map((e) => esc(e, 30))], rows) };
}

/** Timelines: the regressed cases, base beside head; without a comparison, every faulted case. */
function sessionsSection(input: HtmlInput): Section | undefined {
  const { head, base, comparison } = input;
  const regressed = comparison
    ? [...new Set(comparison.cells.filter((c) => c.verdict === 'regressed').map((c) => c.case))]
    : head.cases
        .filter((c) => Object.keys(c.effects.tool_effects).length || c.effects.model_effects?.length)
        .map((c) => c.name);
  const blocks = regressed.slice(0, 20).flatMap((name) => {
    const h = sessionOf(head, input.sessions, name);
    if (!h) return [];
    const b = sessionOf(base, input.baseSessions, name);
    const pair = `${b ? timeline(b, 'base') : ''}${timeline(h, 'head')}`;
    return [`<details open><summary>${esc(name, 200)}</summary><div class="pair">${pair}</div></details>`];
  });
  if (!blocks.length) return undefined;
  const title = `${comparison ? 'Regressed cases' : 'Sessions'}: timelines`;
  return { id: 'sessions', title, body: blocks.join('') };
}
