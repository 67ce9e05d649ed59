/**
 * Asynchronous AI for pages: ONE shared module Worker for every board (created lazily, requests
 * queued). An aborted request is dropped; if the worker is busy with it, the worker is terminated
 * and a new one made when next needed. If no worker can be made (CSP, no Worker, start error) the
 * search runs on the main thread in slices of ≤ 25 ms, yielding between slices.
 */
import type { Game } from '../engine/game.js';
import { createAiWorker } from './worker-factory.js';
import { prepare } from './run.js';
import { Searcher, type SearchOptions, type SearchResult } from './search.js';

/** A search request: a position string (plus optional repetition keys) or a Game, and options. */
export interface AiRequest extends SearchOptions {
  position: string | Game;
  /** Repetition keys of earlier positions (`Game.positionKeys()`) when `position` is a string. */
  keys?: readonly string[];
}

interface Job {
  id: number;
  position: string;
  keys: string[];
  options: SearchOptions;
  resolve: (r: SearchResult) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  cancelled: boolean;
}

let factory: (() => Worker) | null = null;
let worker: Worker | null = null;
let noWorker = false;
let running: Job | null = null;
const queue: Job[] = [];
let nextId = 1;
/** Where the async AI runs now: a worker, main-thread slices (no worker possible), or not started. */
export function aiBackend(): 'worker' | 'main-thread' | 'none' {
  return noWorker ? 'main-thread' : worker ? 'worker' : 'none';
}
/** Slice length of the main-thread fallback (ms). */
const SLICE_MS = 25;

/**
 * Replace how the worker is made (tests, the one-file build); `null` restores the default.
 * A factory that throws makes the client use the main-thread fallback.
 */
export function setWorkerFactory(fn: (() => Worker) | null): void {
  factory = fn;
  noWorker = false;
  if (worker && !running) {
    worker.terminate();
    worker = null;
  }
}

function abortError(): Error {
  return typeof DOMException === 'function' ? new DOMException('The AI request was aborted', 'AbortError') : new Error('aborted');
}

/** Search without blocking the page. Rejects with an `AbortError` when `signal` aborts. */
export function searchAsync(request: AiRequest, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const { position, keys, ...options } = request;
    const game = typeof position === 'string' ? null : position;
    if (game && !options.variant) options.variant = game.variant;
    const job: Job = {
      id: nextId++,
      position: game ? game.position : position as string,
      keys: game ? [...game.positionKeys()] : [...(keys ?? [])],
      options,
      resolve,
      reject,
      signal,
      cancelled: false,
    };
    if (game?.result) {
      // a finished game: answer without searching
      try {
        resolve(prepareFinished(game, options));
      } catch (e) {
        reject(e);
      }
      return;
    }
    if (signal) {
      job.onAbort = () => cancel(job);
      signal.addEventListener('abort', job.onAbort, { once: true });
    }
    queue.push(job);
    pump();
  });
}

function prepareFinished(game: Game, options: SearchOptions): SearchResult {
  const s = new Searcher();
  const [st, v, hist] = prepare(game, options.variant);
  s.begin(st, v, hist, options);
  return s.result();
}

function cancel(job: Job): void {
  if (job.cancelled) return;
  job.cancelled = true;
  job.reject(abortError());
  const q = queue.indexOf(job);
  if (q >= 0) queue.splice(q, 1);
  else if (running === job) {
    if (worker) {
      worker.terminate();
      worker = null;
      running = null;
      pump();
    }
    // a main-thread job notices `cancelled` at its next slice
  }
}

function finish(job: Job, result?: SearchResult, error?: unknown): void {
  if (running === job) running = null;
  if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
  if (!job.cancelled) {
    job.cancelled = true;
    if (error !== undefined) job.reject(error);
    else job.resolve(result!);
  }
  pump();
}

function getWorker(): Worker | null {
  if (noWorker) return null;
  if (worker) return worker;
  try {
    if (typeof Worker === 'undefined') throw new Error('no Worker');
    worker = (factory ?? createAiWorker)();
  } catch {
    noWorker = true;
    return null;
  }
  const w = worker;
  w.onmessage = (e: MessageEvent) => {
    const job = running;
    if (!job || e.data?.id !== job.id) return;
    if (e.data.error) {
      const { name, message, reason } = e.data.error;
      const err = Object.assign(new Error(message), { name, reason });
      finish(job, undefined, err);
    } else finish(job, e.data.result);
  };
  w.onerror = (e: Event) => {
    // the worker failed to start or crashed: from now on run on the main thread
    e.preventDefault?.();
    w.terminate();
    if (worker === w) worker = null;
    noWorker = true;
    const job = running;
    if (job) {
      running = null;
      if (!job.cancelled) queue.unshift(job);
    }
    pump();
  };
  return w;
}

function pump(): void {
  if (running || queue.length === 0) return;
  const job = queue.shift()!;
  running = job;
  const w = getWorker();
  if (w) {
    w.postMessage({ id: job.id, position: job.position, keys: job.keys, options: job.options });
  } else runSliced(job);
}

/** Yield to the event loop (a macrotask), faster than setTimeout's clamped delay. */
function yieldTask(): Promise<void> {
  return new Promise((r) => {
    if (typeof MessageChannel !== 'function') return setTimeout(r, 0);
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      r();
    };
    ch.port2.postMessage(0);
  });
}

let mainSearcher: Searcher | null = null;

async function runSliced(job: Job): Promise<void> {
  try {
    const [s, v, hist] = prepare(job.position, job.options.variant, job.keys);
    mainSearcher ??= new Searcher();
    const searcher = mainSearcher;
    searcher.begin(s, v, hist, job.options);
    while (!job.cancelled) {
      if (searcher.step(performance.now() + SLICE_MS)) return finish(job, searcher.result());
      await yieldTask();
    }
    finish(job);
  } catch (e) {
    finish(job, undefined, e);
  }
}

/** The async AI as an object: `new AiClient().search({ position, level }, { signal })`. */
export class AiClient {
  search(request: AiRequest, options: { signal?: AbortSignal } = {}): Promise<SearchResult> {
    return searchAsync(request, options);
  }

  /** Level-5 analysis (`{ move, score, depth, pv }`). */
  analyze(request: AiRequest, options: { signal?: AbortSignal } = {}): Promise<SearchResult> {
    return searchAsync({ level: 5, ...request }, options);
  }

  /** A quick level-5 hint (300 ms unless `timeMs` says otherwise). */
  hint(request: AiRequest, options: { signal?: AbortSignal } = {}): Promise<SearchResult> {
    return searchAsync({ level: 5, timeMs: 300, ...request }, options);
  }
}
