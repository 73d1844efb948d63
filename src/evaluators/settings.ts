// The evaluators a config asks for: needed before any run (to fail early and to price the judge),
// so kept apart from the modules that score, which the pipeline loads once its agents have started.
import { evaluatorsOf } from '../config/evaluators.js';
import { type Config, DEFAULT_THRESHOLDS, type EvaluatorName, JUDGED_EVALUATORS } from '../config/schema.js';
import type { EvaluatorSetting } from './engine.js';

const thresholdOf = (name: EvaluatorName, given?: number) => given ?? DEFAULT_THRESHOLDS[name] ?? 0.5;

/** The evaluators a config asks for, with their pass thresholds (0.5 by default; trajectory 1). */
export function evaluatorSettings(config?: Config): EvaluatorSetting[] {
  const list = config ? evaluatorsOf(config) : [...JUDGED_EVALUATORS];
  return list.map((e) =>
    typeof e === 'string'
      ? { name: e, threshold: thresholdOf(e) }
      : { name: e.name, threshold: thresholdOf(e.name, e.threshold) },
  );
}
