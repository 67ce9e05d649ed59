/**
 * The built-in AI: `search` (synchronous), `analyze` and `hint` helpers, and the async
 * {@link AiClient} (one shared Web Worker, main-thread slices as a fallback).
 * @module
 */
export { search, analyze, hint, prepare, stateFromKey } from './run.js';
export { LEVELS, SEED, WIN, EVAL_W, TUNE, evaluate, type SearchOptions, type SearchResult } from './search.js';
export { AiClient, aiBackend, searchAsync, setWorkerFactory, type AiRequest } from './client.js';
export { EG_MAX, EG_SIZE, egBuildStep, egTable, egLayers, egBackground, egBuildMs, egProbe, egIndex, EG_RUN } from './egdb.js';
