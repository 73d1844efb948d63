// agent-chaos/chaos: what an agent under test imports.
export { wrapTool, wrapTools, activeChaos, resetChaos } from './wrap.js';
export { ChaosError, planCall, transformResult, DEFAULT_MESSAGES } from './effects.js';
export { ChaosSession, CASE_FILE_ENV, FAULT_LOG_ENV, readCaseFile } from './case-file.js';
export type { CaseFile, CaseEffects, EffectSpec, EffectType } from './types.js';
