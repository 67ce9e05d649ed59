/**
 * The AI's worker: `{ id, position, keys, options }` in, `{ id, result }` or `{ id, error }` out.
 * `keys` are the game's repetition keys (`Game.positionKeys()`), so the repetition rule is exact.
 */
import { search } from './run.js';
import type { SearchOptions } from './search.js';

export interface AiWorkerRequest {
  id: number;
  position: string;
  keys?: string[];
  options?: SearchOptions;
}

self.onmessage = (e: MessageEvent<AiWorkerRequest>) => {
  const { id, position, keys, options } = e.data;
  try {
    const result = search(position, { ...options }, keys);
    self.postMessage({ id, result });
  } catch (err) {
    const x = err as Error & { reason?: string };
    self.postMessage({ id, error: { name: x.name, message: x.message, reason: x.reason } });
  }
};
