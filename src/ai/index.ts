/**
 * The built-in AI: `search` (synchronous), `analyze` and `hint` helpers, and the async
 * {@link AiClient} (one shared Web Worker, main-thread slices as a fallback).
 * @module
 */

export { AiClient, type AiRequest, type AiWorker, aiBackend, searchAsync, setWorkerFactory } from './client.js';
export {
  EG_MAX,
  EG_RUN,
  EG_SIZE,
  egBackground,
  egBuildMs,
  egBuildStep,
  egIndex,
  egLayers,
  egProbe,
  egReady,
  egTable,
} from './egdb.js';
export { EVAL_W, evaluate } from './evaluate.js';
export {
  ANALYSIS_PLAN,
  DEFAULT_LEVEL,
  LEVELS,
  type Level,
  type LevelPlan,
  planOf,
  SEED,
  type SearchOptions,
  type SearchResult,
  TOP_LEVEL,
  TUNE,
  usesTables,
  WIN,
} from './levels.js';
export { analyze, hint, prepare, search, stateFromKey } from './run.js';
export { type HintFacts, type HintThreat, hintFacts } from './teach.js';
