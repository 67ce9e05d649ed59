/**
 * How the AI's worker is made. The one-file CDN build replaces this function with an inlined
 * Blob worker; keep it alone in this file.
 */
export function createAiWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}
