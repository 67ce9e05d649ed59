/**
 * The AI worker's message loop: `{ id, position, keys, options }` in, `{ id, result }` or
 * `{ id, error }` out. `keys` are the game's repetition keys (`Game.positionKeys()`), so the
 * repetition rule is exact. After a request of a level with endgame tables (7–10) the table of its variant is built in
 * the background, between requests (see egdb.ts). Kept apart from worker.ts so that a build can
 * start the loop on any scope it likes (the one-file build runs the same code in a Blob worker).
 */
import { variantIndex } from '../engine/variants.js';
import { egBackground } from './egdb.js';
import { usesTables } from './levels.js';
import { search } from './run.js';
import type { SearchOptions } from './search.js';

export interface AiWorkerRequest {
  id: number;
  position: string;
  keys?: string[];
  options?: SearchOptions;
}

/** Answer search requests arriving on `scope` (a worker's global scope). */
export function listen(scope: { onmessage: unknown; postMessage(message: unknown): void }): void {
  scope.onmessage = (e: MessageEvent<AiWorkerRequest>) => {
    const { id, position, keys, options } = e.data;
    try {
      const result = search(position, { ...options }, keys);
      scope.postMessage({ id, result });
      // the full-search levels (and so analysis, hints) play with the endgame table: build it while the page is idle
      if (options && usesTables(options)) egBackground(variantIndex(options.variant));
    } catch (err) {
      const x = err as Error & { reason?: string };
      scope.postMessage({ id, error: { name: x.name, message: x.message, reason: x.reason } });
    }
  };
}
