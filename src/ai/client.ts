/**
 * Asynchronous AI for pages: ONE shared module Worker for every board (created lazily, requests
 * queued). An aborted request is dropped; if the worker is busy with it, the worker is terminated
 * and a new one made when next needed. If no worker can be made (CSP, no Worker, start error) the
 * search runs on the main thread in slices of ≤ 25 ms, yielding between slices.
 */
import type { Game } from '../engine/game.js';
import { egBackground, egReady } from './egdb.js';
import { TOP_LEVEL, usesTables } from './levels.js';
import { prepare } from './run.js';
import { Searcher, type SearchOptions, type SearchResult } from './search.js';
import { createAiWorker } from './worker-factory.js';

/** A search request: a position string (plus optional repetition keys) or a Game, and options. */
export interface AiRequest extends SearchOptions {
  position: string | Game;
  /** Repetition keys of earlier positions (`Game.positionKeys()`) when `position` is a string. */
  keys?: readonly string[];
}

/** A queued request: the worker's message, and how it settles (`end`: the first call counts). */
interface Job {
  m: { id: number; position: string; keys: readonly string[]; options: SearchOptions };
  end(r?: SearchResult, e?: unknown): void;
}

/**
 * A handler the client sets on its worker; a method's signature, so that a page's `Worker`, whose
 * handlers take a `MessageEvent` or an `ErrorEvent`, is an {@link AiWorker}.
 */
type WorkerHandler<E> = { bivariant(event: E): void }['bivariant'];

/**
 * What the client needs of its worker: a page's `Worker` is one. Its own shape rather than the DOM's
 * `Worker`, so that `oware-board/ai`'s declarations also type-check in a Node project (no DOM lib).
 */
export interface AiWorker {
  /** Set by the client: each reply, as `{ data }`. */
  onmessage: WorkerHandler<{ readonly data: unknown }> | null;
  /** Set by the client: the worker failed to start or crashed (the client calls `preventDefault()`). */
  onerror: WorkerHandler<{ preventDefault(): void }> | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

let factory: (() => AiWorker) | null = null;
let worker: AiWorker | null = null;
let noWorker = false;
let running: Job | null = null;
const queue: Job[] = [];
let nextId = 0;
let mainSearcher: Searcher | undefined;

/** Where the async AI runs now: a worker, main-thread slices (no worker possible), or not started. */
export function aiBackend(): 'worker' | 'main-thread' | 'none' {
  return noWorker ? 'main-thread' : worker ? 'worker' : 'none';
}

/**
 * Replace how the worker is made (tests, the one-file build); `null` restores the default.
 * A factory that throws makes the client use the main-thread fallback.
 */
export function setWorkerFactory(fn: (() => AiWorker) | null): void {
  factory = fn;
  noWorker = false;
  if (!running) drop();
}

/** Terminate the worker (if any). */
function drop(): void {
  worker?.terminate();
  worker = null;
}

const abortError = () => new DOMException('The AI request was aborted', 'AbortError');

/** Search without blocking the page. Rejects with an `AbortError` when `signal` aborts. */
export function searchAsync(request: AiRequest, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResult> {
  return new Promise((resolve, reject) => {
    const { position, keys = [], ...options } = request;
    const game = typeof position === 'string' ? null : position;
    if (game) options.variant ||= game.variant;
    if (signal?.aborted) return reject(abortError());
    if (game?.result) {
      // a finished game: answer without searching
      const s = new Searcher();
      s.begin(...prepare(game, options.variant), options);
      return resolve(s.result());
    }
    let settled = false;
    const job: Job = {
      m: {
        id: nextId++,
        position: game ? game.position : (position as string),
        keys: game ? game.positionKeys() : keys,
        options,
      },
      end(r, e) {
        if (running === job) running = null;
        if (!settled) {
          settled = true;
          e ? reject(e) : resolve(r!);
          pump();
        }
      },
    };
    signal?.addEventListener(
      'abort',
      () => {
        const q = queue.indexOf(job);
        if (q >= 0) queue.splice(q, 1);
        // the worker is busy with it: end the worker (a main-thread job sees `end` at its next slice)
        else if (running === job && worker) drop();
        job.end(undefined, abortError());
      },
      { once: true },
    );
    queue.push(job);
    pump();
  });
}

function getWorker(): AiWorker | null {
  if (!worker && !noWorker) {
    try {
      const w = (worker = (factory ?? createAiWorker)());
      w.onmessage = ({ data }: MessageEvent) => {
        const x = data.error;
        const job = running;
        if (job && job.m.id === data.id) job.end(data.result, x && Object.assign(new Error(x.message), x));
      };
      w.onerror = (e: Event) => {
        // the worker failed to start or crashed: from now on run on the main thread
        e.preventDefault();
        w.terminate();
        if (worker === w) worker = null;
        noWorker = true;
        const job = running;
        running = null;
        if (job) queue.unshift(job);
        pump();
      };
    } catch {
      noWorker = true;
    }
  }
  return worker;
}

function pump(): void {
  if (running || !queue.length) return;
  const job = (running = queue.shift()!);
  const w = getWorker();
  if (w) w.postMessage(job.m);
  else runSliced(job);
}

/** Yield to the event loop (a macrotask), faster than setTimeout's clamped delay. */
const yieldTask = () =>
  new Promise<void>((r) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      r();
    };
    ch.port2.postMessage(0);
  });

async function runSliced(job: Job): Promise<void> {
  try {
    const { position, keys, options } = job.m;
    const s = (mainSearcher ??= new Searcher());
    const req = prepare(position, options.variant, keys);
    // the endgame table asked for, in slices too
    while (usesTables(options) && !egReady(req[1], options.table ?? 0, performance.now() + 25)) {
      await yieldTask();
      if (running !== job) return;
    }
    s.begin(...req, options);
    // slices of 25 ms; an aborted job is no longer the running one
    while (!s.step(performance.now() + 25)) {
      await yieldTask();
      if (running !== job) return;
    }
    job.end(s.result());
    if (usesTables(options)) egBackground(req[1]);
  } catch (e) {
    job.end(undefined, e);
  }
}

/** The async AI as an object: `new AiClient().search({ position, level }, { signal })`. */
export class AiClient {
  search(request: AiRequest, options: { signal?: AbortSignal } = {}): Promise<SearchResult> {
    return searchAsync(request, options);
  }

  /** Top-level analysis (`{ move, score, depth, pv }`). */
  analyze(request: AiRequest, options: { signal?: AbortSignal } = {}): Promise<SearchResult> {
    return searchAsync({ level: TOP_LEVEL, ...request }, options);
  }

  /** A quick top-level hint (300 ms unless `timeMs` says otherwise). */
  hint(request: AiRequest, options: { signal?: AbortSignal } = {}): Promise<SearchResult> {
    return searchAsync({ level: TOP_LEVEL, timeMs: 300, ...request }, options);
  }
}
