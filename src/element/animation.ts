/**
 * Motion: an {@link AnimationRunner} plays a {@link Timeline} on animation frames and can finish it
 * at once. The timelines themselves (a move's sowing, the `setPosition` morph) are made by
 * timelines.ts, loaded on first use ({@link loadTimelines}); until it is there the runner holds
 * the board as it was before.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Frame, Timeline } from './timeline.js';
import type * as Timelines from './timelines.js';

export type { Frame, Timeline };

/** Whether the user asked for reduced motion; the one place this is checked. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

let timelines: Promise<typeof Timelines> | undefined;
let loaded: typeof Timelines | undefined;
/** Whether a board has asked for the timelines ahead (once for the page). */
let ahead = false;

/** Load the timelines' module now (a move waits for it). */
export const loadTimelines = (): Promise<typeof Timelines> =>
  (timelines ??= import('./timelines.js').then((m) => (loaded = m)));

/**
 * The timeline `make` makes with the timelines' module: at once when it is loaded (as it is once
 * fetched ahead), else when it has loaded.
 */
export const withTimelines = (make: (t: typeof Timelines) => Timeline): Timeline | Promise<Timeline> =>
  loaded ? make(loaded) : loadTimelines().then(make);

/**
 * Fetch the timelines' module ahead, when the page is idle, if `animates()` (a board that takes
 * input or plays asks once it is drawn; one that never animates does not).
 */
export function prefetchTimelines(animates: () => boolean): void {
  // Once asked, later boards (and later updates) ask nothing: one idle callback for the page.
  if (ahead || timelines || !animates()) return;
  ahead = true;
  const idle = globalThis.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 200));
  idle(
    () =>
      void loadTimelines().catch(() => {
        timelines = undefined;
        ahead = false;
      }),
  );
}

/**
 * Plays timelines on a host: the frame on show is in {@link frame} (the host draws it), one
 * animation at a time, finished at once by {@link finish} (its promise then resolves) and when the
 * host leaves the page. {@link done} resolves when the running animation (if any) has ended.
 */
export class AnimationRunner implements ReactiveController {
  /** The animation frame on show, or `null` for the game's own state. */
  frame: Frame | null = null;
  #end: (() => void) | null = null;
  #ended: Promise<void> = Promise.resolve();

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Whether an animation is running. */
  get running(): boolean {
    return !!this.#end;
  }

  /** Resolves when the running animation (if any) has ended. */
  get done(): Promise<void> {
    return this.#ended;
  }

  /** End the running animation at once (the final state shows, its promise resolves). */
  finish(): void {
    this.#end?.();
  }

  hostDisconnected(): void {
    this.finish();
  }

  /**
   * Play `timeline` on animation frames (or the one it resolves to, showing the board before,
   * `hold()`, until it is there); resolves when it has ended and the host is redrawn. A timeline that
   * cannot be made or loaded ends the animation at once (the final state shows).
   */
  async run(timeline: Timeline | Promise<Timeline>, hold: () => Frame): Promise<void> {
    this.finish();
    const host = this.#host;
    await (this.#ended = new Promise<void>((resolve) => {
      let start = -1;
      let raf = 0;
      // Animation frames stop in hidden tabs, and a chunk may never come: the promise settles anyway.
      let timer = setTimeout(() => end(), 10_000);
      const end = () => {
        cancelAnimationFrame(raf);
        clearTimeout(timer);
        if (this.#end === end) {
          this.#end = this.frame = null;
          host.requestUpdate();
        }
        resolve();
      };
      const play = (tl: Timeline) => {
        if (this.#end !== end) return;
        clearTimeout(timer);
        timer = setTimeout(end, tl.duration + 1000);
        const tick = () => {
          // performance.now(), not the frame timestamp: some headless/embedded browsers skew the latter.
          const now = performance.now();
          if (start < 0) start = now;
          if (now - start >= tl.duration) return end();
          this.frame = tl.frameAt(now - start);
          host.requestUpdate();
          raf = requestAnimationFrame(tick);
        };
        tick();
      };
      this.#end = end;
      if ('frameAt' in timeline) return play(timeline);
      this.frame = hold();
      host.requestUpdate();
      timeline.then(play, end);
    }));
    await host.updateComplete;
  }
}
