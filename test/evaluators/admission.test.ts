// Admission: a judge gates an evaluator only on a certificate that shows it fails made-up or failed
// sessions and passes sound ones (95% Wilson lower bounds at judge.admission.min). Measured with the
// real OpenAI-compatible client against judges on 127.0.0.1: one that reads right is admitted for
// every gated evaluator, one that calls every answer Excellent is refused for failure_communication.
// The heuristic's built-in certificate is a fresh measurement of both held-out sets.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrateCommand } from '../../src/cli/calibrate.js';
import { gateSchema } from '../../src/config/schema.js';
import {
  type Admission,
  READING_GAP_CAP,
  admissionText,
  admit,
  advisoryOf,
  readingGap,
  youdenOf,
} from '../../src/evaluators/admission.js';
import { HEURISTIC_CERTIFICATE, admitJudge } from '../../src/evaluators/admit-judge.js';
import { OWN_SET, readOwnPart } from '../../src/evaluators/calibration-set.js';
import { calibrate } from '../../src/evaluators/calibration.js';
import {
  CERTIFICATE_FORMAT,
  type Certificate,
  CertificateError,
  parseCertificate,
  sha256,
  wilsonLower,
} from '../../src/evaluators/certificate.js';
import { HEURISTIC_VERSION } from '../../src/evaluators/heuristics.js';
import { compareResults } from '../../src/results/compare.js';
import { applyGate } from '../../src/results/gate.js';
import { verdictWords } from '../../src/report/verdict.js';
import { type FakeOpenAIJudge, callsEverythingExcellent, startFakeOpenAIJudge } from '../helpers/fake-openai-judge.js';
import { caseOf, resultsOf } from '../helpers/results.js';

const GATED = ['failure_communication', 'partial_completion', 'recovery_strategy'];

function certificate(over: Partial<Certificate> = {}, counts = { catches: 60, passes: 60 }): Certificate {
  return {
    format: CERTIFICATE_FORMAT,
    judge: { provider: 'openai', model: 'gpt-4o', promptVersions: { failure_communication: 'fc/3' } },
    createdAt: '2026-12-01',
    sets: [{ name: 'team set', sessions: 120, sha256: 'x' }],
    evaluators: GATED.map((evaluator) => ({
      evaluator,
      catches: { k: counts.catches, n: 60 },
      passes: { k: counts.passes, n: 60 },
      abstained: 0,
    })),
    ...over,
  };
}
const RUN = { provider: 'openai', model: 'gpt-4o', promptVersions: { failure_communication: 'fc/3' } };

describe('the Wilson lower bound', () => {
  it('is the textbook value, and no trial proves nothing', () => {
    expect(wilsonLower(30, 30)).toBeCloseTo(0.8865, 3);
    expect(wilsonLower(16, 16)).toBeGreaterThan(0.8); // the fewest all-right sessions that admit at 0.8
    expect(wilsonLower(15, 15)).toBeLessThan(0.8);
    expect(wilsonLower(9, 10)).toBeCloseTo(0.5958, 3);
    expect(wilsonLower(0, 0)).toBe(0);
  });
});

describe('admission', () => {
  it('admits the judge its certificate is for, evaluator by evaluator, where both lower bounds reach min', () => {
    const a = admit(certificate(), RUN, GATED, { min: 0.8, source: 'cert.json' });
    expect(a.evaluators.every((e) => e.admitted)).toBe(true);
    expect(a.evaluators[0].catches).toMatchObject({ k: 60, n: 60, rate: 1 });
    expect(advisoryOf(a)).toEqual([]);
    expect(youdenOf(a).failure_communication).toBe(1);
  });

  it('refuses a judge that misses made-up sessions, and says which rate fell short', () => {
    const a = admit(certificate({}, { catches: 40, passes: 60 }), RUN, GATED, { min: 0.8, source: 'cert.json' });
    expect(advisoryOf(a)).toEqual(GATED);
    const text = admissionText(a, RUN)!;
    expect(text).toContain('fails 67% of 60 made-up or failed sessions (95% lower bound 0.54)');
    expect(text).toContain('under judge.admission.min 0.8');
  });

  it('names drift: a certificate of another model, or of another prompt version, admits nothing there', () => {
    const other = admit(certificate(), { ...RUN, model: 'gpt-4.1' }, GATED, { min: 0.8, source: 'c' });
    expect(advisoryOf(other)).toEqual(GATED);
    expect(other.drift).toEqual(["the certificate is for openai gpt-4o, this run's judge is openai gpt-4.1"]);
    const prompt = admit(certificate(), { ...RUN, promptVersions: { failure_communication: 'fc/4' } }, GATED, {
      min: 0.8,
      source: 'c',
    });
    expect(advisoryOf(prompt)).toEqual(['failure_communication']);
    expect(prompt.drift).toEqual(['failure_communication is certified at fc/3, this run uses fc/4']);
  });

  it('without a certificate admits nothing, and a damaged one is refused naming the field', async () => {
    expect(advisoryOf(admit(undefined, RUN, GATED, { min: 0.8, source: 'none' }))).toEqual(GATED);
    const broken = JSON.stringify({ ...certificate(), evaluators: [{ evaluator: 'x', catches: { k: 3, n: 2 } }] });
    expect(() => parseCertificate(broken, 'cert.json')).toThrow(CertificateError);
    expect(() => parseCertificate(broken, 'cert.json')).toThrow(
      /^cert\.json: evaluators\.0\.catches: k is more than n/,
    );
    const { admission } = await admitJudge({
      root: process.cwd(),
      concurrency: 1,
      judge: { kind: 'llm', judge: {} as never },
      identity: RUN,
      gated: GATED,
      admission: { certificate: 'cert.json', min: 0.8 },
      read: async () => ({ text: broken, where: 'cert.json at abc1234' }),
    });
    expect(advisoryOf(admission)).toEqual(GATED);
    expect(admissionText(admission, RUN)).toMatch(/no readable certificate \(cert\.json at abc1234: evaluators/);
  });
});

describe("the heuristic's built-in certificate", () => {
  it('is a fresh measurement of both held-out sets under the rules in force (bench/judge-real-text.ts --write after a rule change)', async () => {
    const path = join('fixtures', 'calibration', HEURISTIC_CERTIFICATE);
    const cert = parseCertificate(readFileSync(path, 'utf8'), path);
    expect(Object.values(cert.judge.promptVersions)).toEqual(GATED.map(() => HEURISTIC_VERSION));
    const ownText = OWN_SET.heldOut.map((f) => readFileSync(join('fixtures', 'calibration', f), 'utf8')).join('');
    expect(cert.sets[0].sha256).toBe(sha256(ownText));
    expect(cert.sets[1].sha256).toBe(sha256(readFileSync('fixtures/calibration/real-text.json', 'utf8')));
    // The written part measured here; the real-text part's counts are those heuristic-real-text.json records.
    const own = await calibrate(readOwnPart('.', 'heldOut'), {
      judge: { kind: 'heuristic' },
      concurrency: 4,
      label: { provider: 'heuristic', model: 'heuristic' },
    });
    const realText = JSON.parse(readFileSync('fixtures/calibration/heuristic-real-text.json', 'utf8'));
    for (const e of cert.evaluators) {
      const a = own.evaluators.find((x) => x.evaluator === e.evaluator)!.binary!;
      const b = realText.heldOut.evaluators.find((x: { evaluator: string }) => x.evaluator === e.evaluator).binary;
      expect(e.catches, e.evaluator).toEqual({ k: a.catches.k + b.catches.k, n: a.catches.n + b.catches.n });
      expect(e.passes, e.evaluator).toEqual({ k: a.passes.k + b.passes.k, n: a.passes.n + b.passes.n });
    }
  });

  it('admits the heuristic for failure_communication and recovery_strategy, not partial_completion (its real-text figures)', async () => {
    const { admission } = await admitJudge({
      root: process.cwd(),
      concurrency: 1,
      judge: { kind: 'heuristic' },
      identity: { provider: 'heuristic', model: 'heuristic', promptVersions: {} },
      gated: GATED,
      admission: { min: 0.8 },
      read: async () => {
        throw new Error('not read');
      },
    });
    expect(admission.source).toBe('built in');
    expect(advisoryOf(admission)).toEqual(['partial_completion']);
  });
});

describe('calibrate --certificate with an OpenAI-compatible judge on 127.0.0.1', () => {
  let right: FakeOpenAIJudge;
  let lenient: FakeOpenAIJudge;
  const dir = mkdtempSync(join(tmpdir(), 'agent-chaos-admission-'));
  beforeAll(async () => {
    process.env.AGENT_CHAOS_TEST_KEY = 'k';
    right = await startFakeOpenAIJudge();
    lenient = await startFakeOpenAIJudge(callsEverythingExcellent);
  });
  afterAll(async () => {
    await right.close();
    await lenient.close();
  });

  const certify = async (url: string, name: string) => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    const path = join(dir, `${name}.json`);
    const code = await calibrateCommand(
      {
        judge: { provider: 'openai', endpoint: url },
        configJudge: { provider: 'openai', api_key_env: 'AGENT_CHAOS_TEST_KEY' },
        out: join(dir, name),
        certificate: path,
      },
      io as never,
    );
    expect(code, out.join('\n')).toBe(0);
    const cert = parseCertificate(readFileSync(path, 'utf8'), path);
    return admit(cert, { provider: 'openai', model: 'gpt-4o', promptVersions: cert.judge.promptVersions }, GATED, {
      min: 0.8,
      source: path,
    });
  };

  it('admits a judge that reads right for every gated evaluator, on the held-out set alone', async () => {
    const a = await certify(right.url, 'right');
    expect(advisoryOf(a)).toEqual([]);
    expect(a.certified?.sets).toEqual([expect.objectContaining({ name: 'agent-chaos held-out', sessions: 71 })]);
  });

  it('refuses a judge that calls every answer Excellent for failure_communication, and its verdict cannot pass', async () => {
    const a = await certify(lenient.url, 'lenient');
    expect(advisoryOf(a)).toEqual(['failure_communication']);
    expect(a.evaluators[0].catches).toMatchObject({ k: 0, n: 30 });
    // A head whose answers are all made up against an honest base, judged by it: never a pass.
    const judge = { provider: 'openai', model: 'gpt-4o', admission: { ...a, evaluators: a.evaluators.slice(0, 1) } };
    const base = resultsOf([caseOf('c', { failure_communication: [1, 1, 1, 1, 1] })]);
    const head = resultsOf([caseOf('c', { failure_communication: [1, 1, 1, 1, 1] })], { judge });
    const cmp = compareResults(base, head, { minEffect: 0.3 });
    expect(cmp.cells[0]).toMatchObject({ gated: false, advisory: true });
    const gate = applyGate(gateSchema.parse({}), head, cmp);
    expect(gate.verdict).toBe('inconclusive');
    expect(gate.advisory?.decides).toBe(true);
    expect(verdictWords({ gate, comparison: cmp, baseline: undefined as never }).what).toMatch(
      /^undecided: the openai gpt-4o judge is not admitted for failure_communication \(fails 0% of 30 made-up or failed sessions.*run agent-chaos calibrate --judge openai --model gpt-4o --certificate <file>/,
    );
    const strict = applyGate(gateSchema.parse({ on_undecided: 'fail' }), head, cmp);
    expect(strict).toMatchObject({ verdict: 'fail', blocking: true });
  });
});

describe('the test that knows the judge’s error', () => {
  const admitted = (j: number) => ({
    provider: 'openai',
    model: 'gpt-4o',
    admission: {
      source: 'c',
      min: 0.8,
      evaluators: [
        {
          evaluator: 'failure_communication',
          admitted: true,
          catches: { k: 0, n: 0, rate: j, lower95: 0.8 },
          passes: { k: 0, n: 0, rate: 1, lower95: 0.8 },
        },
      ],
    },
  });
  // 5 of 20 head runs read as made up against none of the base's: 25% more failing, under min_effect 0.3.
  const base = resultsOf([caseOf('c', { failure_communication: Array(20).fill(0.75) })]);
  const headRuns = [...Array(15).fill(0.75), ...Array(5).fill(0)];

  it('looks for min_effect at the size the judge lets it show: J times it', () => {
    const plain = compareResults(base, resultsOf([caseOf('c', { failure_communication: headRuns })]), {
      minEffect: 0.3,
    });
    expect(plain.cells[0].verdict).toBe('unchanged');
    expect(plain.cells[0].reason).toContain('under min_effect 0.3');
    const head = resultsOf([caseOf('c', { failure_communication: headRuns })], { judge: admitted(0.7) });
    const corrected = compareResults(base, head, { minEffect: 0.3 });
    expect(corrected.cells[0].verdict).toBe('regressed');
    expect(corrected.cells[0].reason).toContain(
      "min effect 0.21 (0.3 at the judge's measured error, J 0.70; about 0.36 in the agent)",
    );
  });
});

describe('judge.admission.certificate: measure, with the real AWS SDK against a fake Bedrock on 127.0.0.1', () => {
  it('measures the judge on the held-out set in the job: a right one is admitted, one calling everything Excellent is not', async () => {
    const { setAwsTestEnv, startFakeBedrock, toolNameOf } = await import('../helpers/fake-bedrock.js');
    const { referenceReply } = await import('../helpers/reference-judge.js');
    const { createBedrockJudge } = await import('../../src/judge/bedrock.js');
    const { promptVersionsOf } = await import('../../src/evaluators/score-cases.js');
    setAwsTestEnv();
    for (const lenient of [false, true]) {
      const bedrock = await startFakeBedrock(({ body }) => {
        const tool = toolNameOf(body);
        const ref = referenceReply(tool, body.messages[0].content[0].text) as Record<string, unknown>;
        const excellent = lenient && tool === 'failure_communication_verdict';
        return { kind: 'tool', input: excellent ? { ...ref, fabricated: false, level: 'Excellent' } : ref };
      });
      try {
        const model = 'global.anthropic.claude-sonnet-4-6';
        const judge = await createBedrockJudge({ model, endpoint: bedrock.endpoint, timeoutMs: 10_000 });
        const { admission, usage } = await admitJudge({
          root: process.cwd(),
          concurrency: 4,
          judge: { kind: 'llm', judge },
          identity: { provider: 'bedrock', model, promptVersions: promptVersionsOf('llm', GATED) },
          gated: GATED,
          admission: { certificate: 'measure', min: 0.8 },
          read: async () => {
            throw new Error('not read');
          },
        });
        expect(admission.source).toBe('measured in this job');
        expect(advisoryOf(admission)).toEqual(lenient ? ['failure_communication'] : []);
        // What measuring cost is counted: every request the fake Bedrock answered.
        expect(usage?.judgeCalls).toBe(bedrock.requests.length);
      } finally {
        await bedrock.close();
      }
    }
  }, 120_000);
});

describe('gate.fail_on: threshold with a judge that is not admitted', () => {
  const judge = (admitted: boolean) => ({
    provider: 'openai',
    model: 'gpt-4o',
    admission: admit(admitted ? certificate() : undefined, RUN, ['failure_communication'], {
      min: 0.8,
      source: admitted ? 'cert.json' : 'none',
    }),
  });
  const policy = gateSchema.parse({ fail_on: 'threshold' });
  const head = (scores: number[], admitted: boolean) =>
    resultsOf([caseOf('c', { failure_communication: scores })], { judge: judge(admitted) });

  it('holds no floor on its scores: neither a pass nor a fail, and says what to run', () => {
    for (const scores of [
      [1, 1, 1],
      [0, 0, 0],
    ]) {
      const g = applyGate(policy, head(scores, false), undefined);
      expect(g.verdict).toBe('inconclusive');
      expect(g.blocking).toBe(false);
      expect(g.reasons[0]).toMatch(
        /^the openai gpt-4o judge is not admitted for failure_communication \(no admission certificate\)/,
      );
      expect(verdictWords({ gate: g, comparison: undefined, baseline: undefined as never }).what).toMatch(
        /^undecided: the openai gpt-4o judge is not admitted for failure_communication/,
      );
    }
  });

  it('gates as before once admitted', () => {
    expect(applyGate(policy, head([1, 1, 1], true), undefined).verdict).toBe('pass');
    expect(applyGate(policy, head([0, 0, 0], true), undefined)).toMatchObject({ verdict: 'fail', blocking: true });
  });
});

describe('readingGap: how far the report judge and the heuristic that decided the looks may read apart', () => {
  const looks = {
    format: 'agent-chaos/judge-certificate/1',
    judge: { provider: 'heuristic', model: 'heuristic', promptVersions: {} },
    createdAt: '2026-12-01T00:00:00Z',
    sets: [],
    evaluators: [
      { evaluator: 'failure_communication', catches: { k: 58, n: 60 }, passes: { k: 59, n: 60 } },
      { evaluator: 'partial_completion', catches: { k: 40, n: 50 }, passes: { k: 45, n: 50 } },
    ],
  } as unknown as Certificate;
  const rate = (k: number, n: number) => ({ k, n, rate: k / n, lower95: 0.8 });
  const verdict = (evaluators: Admission['evaluators']): Admission => ({ source: 'f', min: 0.8, evaluators });

  it('sums the two misreading rates (the larger way of each), capped, for admitted evaluators only', () => {
    const gap = readingGap(
      looks,
      verdict([
        { evaluator: 'failure_communication', admitted: true, catches: rate(95, 100), passes: rate(98, 100) },
        { evaluator: 'partial_completion', admitted: true, catches: rate(90, 100), passes: rate(90, 100) },
        { evaluator: 'recovery_strategy', admitted: true, catches: rate(99, 100), passes: rate(99, 100) },
        { evaluator: 'failure_analysis', admitted: false },
      ]),
    );
    // 2/60 + 5/100; 0.2 + 0.1 capped; recovery_strategy's looks judge unmeasured: the cap.
    expect(gap.failure_communication).toBeCloseTo(2 / 60 + 0.05, 6);
    expect(gap.partial_completion).toBe(READING_GAP_CAP);
    expect(gap.recovery_strategy).toBe(READING_GAP_CAP);
    expect(gap).not.toHaveProperty('failure_analysis');
    expect(readingGap(looks, undefined)).toEqual({});
  });
});
