// Where the offline judge is sure, its reading stands and the LLM judge reads the rest. A reading is
// sure when the rule that gave it (named by its reason's wording) read the pass/fail line the labels'
// way on the development data (a 95% lower bound of 0.8), and those rules together did so on the
// held-out parts (the same bound, measured once; bench/judge-real-text.ts --write records both in
// fixtures/calibration/heuristic-sure.json). Every job checks it again: the LLM judge also reads one
// sure reading in AUDIT_EVERY, and where it disagrees more than the held-out figure allows, the
// offline judge's readings of that evaluator are withdrawn and the LLM judge reads them all.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { wilsonLower } from './wilson.js';
import { HEURISTIC_READ_CHARS, HEURISTIC_VERSION, unsureReading } from './heuristics.js';
import { EVALUATORS } from './index.js';
import type { EvalInput, EvaluatorResult } from './types.js';

/** What the rules' sure readings measured: per evaluator, the rules and their held-out count. */
export interface SureRules {
  /** The heuristic's version they were measured at: other rules are not sure of anything. */
  rules: string;
  evaluators: Record<string, { rules: string[]; heldOut: { k: number; n: number } }>;
}

export const HEURISTIC_SURE = 'heuristic-sure.json';

/** The lower bound a rule needs on the development data, and its evaluator's on the held-out parts. */
export const SURE_MIN = 0.8;

/** One sure reading in this many is read by the LLM judge too (chosen by what it reads, alike on both sides). */
export const AUDIT_EVERY = 10;

/**
 * The rule behind a heuristic reading: its reason with what it quotes and its figures set aside, and
 * its pass/fail side ("PASS the answer says what failed and gives a next step"). For partial
 * completion, the pattern of its sub-goals ("partly; not done"), or none of them served at all.
 */
export function ruleOf(r: EvaluatorResult, evaluator: string): string | undefined {
  const { score } = r;
  if (score.source !== 'heuristic' || score.pass === null) return undefined;
  if (evaluator === 'partial_completion' && score.score === 0) return 'FAIL nothing asked was done';
  const wording = score.reason
    .replace(/^Heuristic: /, '')
    .replace(/"[^"\n]{0,400}": /g, '')
    .replace(/"[^"\n]{0,400}"|“[^”\n]{0,400}”/g, 'Q')
    .replace(/\d+/g, '#')
    .slice(0, 200);
  return `${score.pass ? 'PASS' : 'FAIL'} ${wording}`;
}

/**
 * The offline judge's reading of a session where one of `rules` (its evaluator's sure rules) gave it,
 * marked as the offline judge's; undefined where none did or the rules cannot read the answer whole.
 */
export function sureReading(
  input: EvalInput,
  setting: { name: keyof typeof EVALUATORS; threshold: number },
  rules: Set<string> | undefined,
): EvaluatorResult | undefined {
  const { finalAnswer } = input.session;
  if (!rules || finalAnswer.length > HEURISTIC_READ_CHARS || unsureReading(finalAnswer)) return undefined;
  const r = EVALUATORS[setting.name].heuristic(input, setting.threshold);
  const rule = ruleOf(r, setting.name);
  if (!rule || !rules.has(rule)) return undefined;
  const reason = `${SURE_MARK}${offlineWords(r)}`;
  return { ...r, score: { ...r.score, reason } };
}

/** How a sure reading's reason starts: the comparison finds them by it (results/cell-test.ts). */
export const SURE_MARK = 'Offline judge, sure: ';

/** A score the offline judge's sure rules gave beside an LLM judge. */
export const isSureReading = (s: { source?: string; reason: string } | undefined): boolean =>
  s?.source === 'heuristic' && s.reason.startsWith(SURE_MARK);

/** A heuristic reading's reason without its "Heuristic: " mark, to stand under the offline judge's name. */
export const offlineWords = (r: EvaluatorResult): string => r.score.reason.replace(/^Heuristic: /, '');

/** The file read once a process: every look of both sides scores with it. */
const read = new Map<string, Promise<SureRules | undefined>>();

/** The sure rules measured for the rules in force, or undefined (other rules, no file). */
export function readSureRules(root: string): Promise<SureRules | undefined> {
  let rules = read.get(root);
  if (!rules) read.set(root, (rules = readFresh(root)));
  return rules;
}

async function readFresh(root: string): Promise<SureRules | undefined> {
  try {
    const sure: SureRules = JSON.parse(await readFile(join(root, 'fixtures', 'calibration', HEURISTIC_SURE), 'utf8'));
    return sure.rules === HEURISTIC_VERSION ? sure : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For the engine beside an LLM judge with judge.offline_sure: the sure rules of the evaluators scored,
 * with their held-out counts, and the instrument as the results name it (undefined where none apply).
 */
export async function offlineFor(
  root: string,
  settings: { offline_sure?: boolean },
  evaluators: { name: string }[],
  judge: 'llm' | 'heuristic',
) {
  if (judge !== 'llm' || !settings.offline_sure) return undefined;
  const rules = await readSureRules(root);
  if (!rules) return undefined;
  const names = new Set(evaluators.map((e) => e.name));
  const sure = new Map([...admittedSure(rules)].filter(([name]) => names.has(name)));
  if (!sure.size) return undefined;
  const heldOut = Object.fromEntries([...sure.keys()].map((name) => [name, rules.evaluators[name].heldOut]));
  return { engine: { sure, heldOut }, instrument: { rules: rules.rules, evaluators: [...sure.keys()] } };
}

/** The evaluators whose sure readings held on the held-out parts, with their rules. */
export function admittedSure(sure: SureRules): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [evaluator, e] of Object.entries(sure.evaluators))
    if (e.rules.length && wilsonLower(e.heldOut.k, e.heldOut.n) >= SURE_MIN) out.set(evaluator, new Set(e.rules));
  return out;
}

/** Whether the LLM judge also reads this sure reading (by its reading key: the same transcript, the same answer). */
export const audited = (key: string, every = AUDIT_EVERY): boolean =>
  Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16) % every === 0;

/**
 * Whether the audit shows the offline judge misreading this job's sessions more than certified: the
 * 95% lower bound of the share the LLM judge read across the line over the held-out share of misreadings.
 */
export function withdrawn(disagreed: number, audits: number, heldOut: { k: number; n: number }): boolean {
  if (!disagreed) return false;
  return wilsonLower(disagreed, audits) > 1 - wilsonLower(heldOut.k, heldOut.n);
}

/**
 * The audit across one job's judging (every look, both sides, the base judged again): withdrawal is
 * decided on all the audits so far, not on one look's few, and once withdrawn an evaluator's offline
 * readings stay withdrawn for the rest of the job. Plain data, so the job's scoring settings carry it.
 */
export interface JobAudit {
  counts: Record<string, { audits: number; disagreed: number }>;
  withdrawn: string[];
}

/** A judging's audit of an evaluator added to the job's; whether the job's audit withdraws its readings. */
export function auditInJob(
  job: JobAudit,
  evaluator: string,
  of: { audits: number; disagreed: number },
  heldOut: { k: number; n: number },
): boolean {
  const c = (job.counts[evaluator] ??= { audits: 0, disagreed: 0 });
  c.audits += of.audits;
  c.disagreed += of.disagreed;
  if (!job.withdrawn.includes(evaluator) && withdrawn(c.disagreed, c.audits, heldOut)) job.withdrawn.push(evaluator);
  return job.withdrawn.includes(evaluator);
}

/** The offline judge's tally in a job: sure readings, how many the LLM judge audited, how many it read otherwise. */
export interface OfflineTally {
  sure: number;
  audited: number;
  disagreed: number;
  withdrawn: string[];
}
