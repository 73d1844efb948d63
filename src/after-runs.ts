// The modules only the stages after the runs use: scoring, results, comparison, gate and report.
// The pipeline imports this once its first agents have started, so compiling and running these
// modules is done beside the agents, not before them (the first agent ~17 ms sooner on 2 cores).
export { HEURISTIC_AGREEMENT, HEURISTIC_REAL_TEXT } from './evaluators/calibration-set.js';
export { HEURISTIC_VERSION } from './evaluators/heuristics.js';
export { batchCap, estimateJudging, estimateLine, moreOf, moreText } from './evaluators/estimate.js';
export { scoreCases } from './evaluators/score-cases.js';
export { offlineFor } from './evaluators/offline-sure.js';
export { warmControls } from './evaluators/controls.js';
export { assembleResults } from './results/assemble.js';
export { poolBank } from './results/bank.js';
export { compareResults } from './results/compare.js';
export { twoInstruments } from './results/cell-test.js';
export { summarize } from './results/aggregate.js';
export { applyGate } from './results/gate.js';
export { appendRound, sequentialGate } from './results/sequential-gate.js';
export { renderHtmlReport } from './report/html.js';
export { renderComment, renderReport } from './report/markdown.js';
