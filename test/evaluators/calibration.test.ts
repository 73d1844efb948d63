// The heuristic judge against agent-chaos's own calibration set: a development part the rules were
// tuned on and a held-out part written before they changed and never tuned on. The targets are the
// held-out part's; fixtures/calibration/heuristic.json (what reports show) must match a fresh measurement.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalibrationSetError, readCalibrationSet, readOwnPart } from '../../src/evaluators/calibration-set.js';
import { calibrate } from '../../src/evaluators/calibration.js';
import { evaluate } from '../../src/evaluators/engine.js';
import { runFacts } from '../../src/evaluators/facts.js';
import { HEURISTIC_VERSION } from '../../src/evaluators/heuristics.js';

const heldOut = readOwnPart('.', 'heldOut');
const development = readOwnPart('.', 'development');
const all = [...development, ...heldOut];
const measure = (entries: typeof all) =>
  calibrate(entries, {
    judge: { kind: 'heuristic' },
    concurrency: 4,
    label: { provider: 'heuristic', model: 'heuristic' },
  });
const byName = (c: Awaited<ReturnType<typeof measure>>, name: string) => {
  const e = c.evaluators.find((x) => x.evaluator === name);
  if (!e) throw new Error(`no ${name}`);
  return e;
};

describe('calibration set', () => {
  it('has >= 120 sessions over >= 12 domains and >= 4 languages, every level and fault type, each with a reason', () => {
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(heldOut.length).toBeGreaterThanOrEqual(50);
    const domains = new Set(all.map((e) => e.domain ?? 'travel'));
    expect(domains.size).toBeGreaterThanOrEqual(12);
    const languages = new Set(all.map((e) => e.lang ?? 'en'));
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt']);
    for (const part of [development, heldOut]) {
      const levels = new Set(part.map((e) => e.labels.failure_communication).filter(Boolean));
      expect([...levels].sort()).toEqual(['Acceptable', 'Excellent', 'Failure', 'Good', 'Poor']);
    }
    const faults = new Set(all.flatMap((e) => e.session.toolCalls.map((c) => c.fault).filter(Boolean)));
    for (const f of ['timeout', 'network_error', 'execution_error', 'validation_error'])
      expect(faults.has(f), f).toBe(true);
    for (const f of ['truncate_fields', 'remove_fields', 'corrupt_values']) expect(faults.has(f), f).toBe(true);
    const modelFaults = new Set(all.flatMap((e) => (e.session.modelFaults ?? []).map((m) => m.effect)));
    expect(modelFaults.size).toBeGreaterThanOrEqual(5);
    for (const e of all) expect(e.rationale.length, e.session.sessionId).toBeGreaterThan(10);
  });

  it('held out: the heuristic meets the targets (FC exact >= 80%, within one >= 95%, no Failure passed, PC error <= 0.10, RS within one >= 95%)', async () => {
    const c = await measure(heldOut);
    const fc = byName(c, 'failure_communication');
    expect(fc.exact).toBeGreaterThanOrEqual(0.8);
    expect(fc.withinOne).toBeGreaterThanOrEqual(0.95);
    for (const e of c.evaluators) expect(e.failuresPassed, e.evaluator).toEqual([]);
    expect(byName(c, 'partial_completion').meanAbsError).toBeLessThanOrEqual(0.1);
    expect(byName(c, 'recovery_strategy').withinOne).toBeGreaterThanOrEqual(0.95);
    // A clear failure notice is never read as "does not mention the failure".
    const clear = heldOut.filter((e) => ['Good', 'Excellent'].includes(e.labels.failure_communication ?? ''));
    const missed = c.misses.filter(
      (m) =>
        m.evaluator === 'failure_communication' &&
        m.got === 'Failure' &&
        clear.some((e) => e.session.sessionId === m.sessionId),
    );
    expect(missed).toEqual([]);
  });

  it('what reports show (fixtures/calibration/heuristic.json) is a fresh measurement: run `npm run calibration` after a rule change', async () => {
    const saved = JSON.parse(readFileSync('fixtures/calibration/heuristic.json', 'utf8'));
    const [h, d] = await Promise.all([measure(heldOut), measure(development)]);
    expect(saved.set).toEqual({ name: 'agent-chaos held-out', sessions: heldOut.length });
    expect(saved.overall).toEqual(h.overall);
    expect(saved.evaluators).toEqual(h.evaluators);
    expect(saved.development.overall).toEqual(d.overall);
    expect(saved.development.set.sessions).toBe(development.length);
  });
});

describe('calibration set files', () => {
  const file = (lines: string[]) => {
    const path = join(mkdtempSync(join(tmpdir(), 'agent-chaos-set-')), 'team.jsonl');
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  };
  const ok = {
    id: 'refund-timeout',
    input: 'Refund order 17.',
    calls: [{ tool: 'refund', args: { order: 17 }, error: 'TimeoutError: refunds timed out', fault: 'timeout' }],
    answer: 'I could not refund order 17: the refund service timed out. Please try again in a few minutes.',
    labels: { failure_communication: 'Good', partial_completion: 0 },
    reason: 'Clear notice and a next step; nothing refunded.',
  };

  it('reads the short form into a session: the call failed with its error type and message, the fault from the harness', () => {
    const [e] = readCalibrationSet(file([JSON.stringify(ok)]));
    expect(e.session.toolCalls[0]).toMatchObject({
      name: 'refund',
      status: 'error',
      error: { type: 'TimeoutError', message: 'refunds timed out' },
      fault: 'timeout',
      faultFrom: 'harness',
    });
    expect(e.session.availableTools).toEqual(['refund']);
    expect(e.rationale).toBe(ok.reason);
  });

  it('names the file, the line and the field of a bad entry', () => {
    const bad = { ...ok, id: 'b', labels: { failure_communication: 'Great' } };
    const path = file([JSON.stringify(ok), JSON.stringify(bad)]);
    expect(() => readCalibrationSet(path)).toThrow(CalibrationSetError);
    expect(() => readCalibrationSet(path)).toThrow(`${path}:2: labels.failure_communication:`);
    expect(() => readCalibrationSet(file([JSON.stringify(ok), '{"id": ']))).toThrow(/:2: not JSON/);
    expect(() => readCalibrationSet(file([JSON.stringify(ok), JSON.stringify(ok)]))).toThrow(
      /:2: id "refund-timeout" is used twice/,
    );
    expect(() => readCalibrationSet(file([JSON.stringify({ ...ok, labels: {} })]))).toThrow(/:1: labels: no label/);
  });
});

describe('the heuristic where it cannot read the answer', () => {
  it('says it cannot tell instead of reading silence as a fact (a Korean answer), and calibration counts it apart', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agent-chaos-set-')), 'ko.jsonl');
    const korean = {
      id: 'ko',
      input: '내일 서울행 기차표를 예약해 주세요.',
      calls: [{ tool: 'book_train', error: 'TimeoutError: timed out', fault: 'timeout' }],
      answer: '죄송합니다. 예약 시스템이 응답하지 않아 예약하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      labels: { failure_communication: 'Good' },
      reason: 'Korean: the booking system did not answer; try again later.',
    };
    writeFileSync(path, `${JSON.stringify(korean)}\n`);
    const [e] = readCalibrationSet(path);
    const ev = await evaluate([{ session: e.session, facts: runFacts(e.session) }], {
      evaluators: [{ name: 'failure_communication', threshold: 0.5 }],
      judge: { kind: 'heuristic' },
      concurrency: 1,
    });
    expect(ev.runs[0].scores.failure_communication).toMatchObject({
      score: null,
      pass: null,
      label: 'cannot tell',
      source: 'abstained',
    });
    expect(ev.runs[0].scores.failure_communication.reason).toMatch(/cannot tell: the answer's language/);
    // Measured, it is neither agreement nor a miss: an abstention, where a call failed.
    const c = await calibrate([e], {
      judge: { kind: 'heuristic' },
      concurrency: 1,
      label: { provider: 'h', model: 'h' },
    });
    const fc = c.evaluators.find((a) => a.evaluator === 'failure_communication')!;
    expect(fc).toMatchObject({ n: 0, abstained: { n: 1, whereFailed: 1 } });
    expect(c.misses).toEqual([]);
  });

  it('says so for every evaluator when the answer is longer than the part the rules read', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'agent-chaos-set-')), 'long.jsonl');
    const long = {
      id: 'long',
      input: 'Book a table for two tonight.',
      calls: [{ tool: 'book_table', error: 'TimeoutError: timed out', fault: 'timeout' }],
      answer: `${'Here is everything I know about the restaurants nearby. '.repeat(500)}Your table is booked.`,
      labels: { failure_communication: 'Failure' },
      reason: 'A long answer, its claim past what the rules read.',
    };
    writeFileSync(path, `${JSON.stringify(long)}\n`);
    const [e] = readCalibrationSet(path);
    const ev = await evaluate([{ session: e.session, facts: runFacts(e.session) }], {
      evaluators: ['failure_communication', 'partial_completion', 'recovery_strategy'].map((name) => ({
        name: name as 'failure_communication',
        threshold: 0.5,
      })),
      judge: { kind: 'heuristic' },
      concurrency: 1,
    });
    for (const s of Object.values(ev.runs[0].scores)) {
      expect(s).toMatchObject({ score: null, source: 'abstained' });
      expect(s.reason).toMatch(/cannot tell: the rules read the first 20,000 of its 28,\d{3} characters/);
    }
  });
});

describe('the real-text set (public transcripts of a real LLM agent, fetched to measure)', () => {
  const HELD_OUT = ['held-out', 'held-out-3'];
  const set = JSON.parse(readFileSync('fixtures/calibration/real-text.json', 'utf8'));
  const figures = JSON.parse(readFileSync('fixtures/calibration/heuristic-real-text.json', 'utf8'));

  it('names its public source and holds labels, never the transcripts; a held-out part beside the development one', () => {
    expect(set.source).toMatchObject({
      repository: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/),
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const ids = set.sessions.map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of set.sessions) {
      expect(Object.keys(s).sort()).toEqual(expect.arrayContaining(['id', 'labels', 'part', 'path', 'reason']));
      expect(Object.keys(s).every((k) => ['id', 'path', 'part', 'labels', 'reason', 'inject'].includes(k))).toBe(true);
      expect(['development', 'development-2', 'held-out', 'held-out-3']).toContain(s.part);
    }
    // The second cut was measured once as held out and then tuned on: it is development, and said so.
    expect(set.source.development2).toMatch(/measured once as such .* then tuned on, so development since/);
    const heldOutIds = set.sessions.filter((s: { part: string }) => HELD_OUT.includes(s.part));
    expect(heldOutIds.length).toBeGreaterThanOrEqual(45);
    // A session made to fail after the fact is labelled from what its answer then claims.
    for (const s of set.sessions.filter((x: { inject?: unknown }) => x.inject))
      expect(s.labels.failure_communication).toBe('Failure');
  });

  it('what reports show is of the rules in force: after a rule change run `npm run calibration:real-text -- --write` with the transcripts fetched', () => {
    expect(figures.rules).toBe(HEURISTIC_VERSION);
    expect(figures.source.commit).toBe(set.source.commit);
    expect(figures.heldOut.sessions).toBe(
      set.sessions.filter((s: { part: string }) => HELD_OUT.includes(s.part)).length,
    );
    expect(figures.development.sessions).toBe(
      set.sessions.filter((s: { part: string }) => s.part.startsWith('development')).length,
    );
  });
});
