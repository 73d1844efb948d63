// The evaluators a config asks for: needed before any run (to fail early and to price the judge),
// so kept apart from the modules that score, which the pipeline loads once its agents have started.
import { type Config, EVALUATORS } from '../config/schema.js';
import type { EvaluatorSetting } from './engine.js';

/** The evaluators a config asks for, with their pass thresholds (all four at 0.5 by default). */
export function evaluatorSettings(config?: Config): EvaluatorSetting[] {
  const list = config?.evaluators ?? [...EVALUATORS];
  return list.map((e) =>
    typeof e === 'string' ? { name: e, threshold: 0.5 } : { name: e.name, threshold: e.threshold ?? 0.5 },
  );
}
