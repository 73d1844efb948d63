// An admission certificate for a fake LLM judge (src/evaluators/certificate.ts), for tests whose
// subject is not admission: the judge is taken as measured right on 60 failing and 60 sound
// sessions of each gated evaluator. Tests of admission itself measure one (calibrate --certificate).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_JUDGE_MODELS } from '../../src/config/schema.js';
import { CERTIFICATE_FORMAT, type Certificate } from '../../src/evaluators/certificate.js';
import { EVALUATORS } from '../../src/evaluators/index.js';

const GATED = ['failure_communication', 'partial_completion', 'recovery_strategy'] as const;

/** Writes the certificate of `provider` (its default model unless given); returns its path. */
export function certifiedJudge(
  provider: 'bedrock' | 'openai',
  opts: { model?: string; catches?: number; passes?: number; dir?: string } = {},
): string {
  const cert: Certificate = {
    format: CERTIFICATE_FORMAT,
    judge: {
      provider,
      model: opts.model ?? DEFAULT_JUDGE_MODELS[provider],
      promptVersions: Object.fromEntries(GATED.map((n) => [n, EVALUATORS[n].promptVersion])),
    },
    createdAt: '2026-12-01T00:00:00.000Z',
    sets: [{ name: 'a test set', sessions: 120, sha256: '0'.repeat(64) }],
    evaluators: GATED.map((evaluator) => ({
      evaluator,
      catches: { k: opts.catches ?? 60, n: 60 },
      passes: { k: opts.passes ?? 60, n: 60 },
      abstained: 0,
    })),
  };
  const path = join(opts.dir ?? mkdtempSync(join(tmpdir(), 'agent-chaos-cert-')), 'judge-certificate.json');
  writeFileSync(path, `${JSON.stringify(cert, null, 2)}\n`);
  return path;
}
