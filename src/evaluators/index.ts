import type { EvaluatorName } from '../config/schema.js';
import { failureAnalysis } from './failure-analysis.js';
import { failureCommunication } from './failure-communication.js';
import { partialCompletion } from './partial-completion.js';
import { recoveryStrategy } from './recovery-strategy.js';
import type { Evaluator } from './types.js';
import { injection } from './oracle/injection.js';
import { sideEffects } from './oracle/side-effects.js';
import { trajectory } from './oracle/trajectory.js';

export const EVALUATORS: Record<EvaluatorName, Evaluator> = {
  failure_communication: failureCommunication,
  partial_completion: partialCompletion,
  recovery_strategy: recoveryStrategy,
  failure_analysis: failureAnalysis,
  side_effects: sideEffects,
  trajectory,
  injection,
};
