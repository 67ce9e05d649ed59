/**
 * The computer player and the AI client, loaded on first use: a board with `ai`, a hint, an
 * analysis or the `analysis` feature asks for them; in the CDN build they are the `ai` chunk beside
 * the initial file (the search itself, its worker and the main-thread fallback included).
 */
import type * as AiChunk from './ai-chunk.js';
import { lazy } from './registry.js';

/**
 * Load the computer player and the AI client now (they load by themselves when first needed);
 * after a failure the next call tries again.
 */
export const loadAi: () => Promise<typeof AiChunk> = lazy(() => import('./ai-chunk.js'));
