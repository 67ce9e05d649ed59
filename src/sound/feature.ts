/**
 * The `sound` feature (off by default): while `sound` is set, a soft synthesized click for every
 * seed dropped and a distinct sound for a capture, in step with the sowing animation. The audio
 * context is made only at a user gesture on the board (a press, click or key), as browsers ask;
 * moves before one are silent. Under `prefers-reduced-motion: reduce` the board is silent unless
 * `sound="always"`.
 */
import { prefersReducedMotion } from '../element/animation.js';
import type { OwareMoveDetail } from '../element/events.js';
import type { BoardApi, BoardFeature, FeatureHost } from '../element/oware-board.js';
import { capture, click } from './synth.js';

/** Seconds between clicks when the board does not animate. */
const QUICK = 0.035;
const GESTURES = ['pointerdown', 'keydown', 'click'] as const;

export class SoundFeature implements BoardFeature {
  readonly feature = 'sound';
  /** The audio context, made at the first gesture while `sound` is on. */
  context: AudioContext | null = null;
  readonly board: BoardApi;

  constructor(readonly api: FeatureHost) {
    this.board = api.board;
  }

  /** Whether the board sounds now (`sound`, and not reduced motion unless `always`). */
  get audible(): boolean {
    const s = this.board.sound;
    return s === 'always' || (s === true && !prefersReducedMotion());
  }

  hostConnected(): void {
    for (const g of GESTURES) this.board.addEventListener(g, this.#gesture, true);
    this.board.addEventListener('oware-move', this.#move);
  }

  hostDisconnected(): void {
    for (const g of GESTURES) this.board.removeEventListener(g, this.#gesture, true);
    this.board.removeEventListener('oware-move', this.#move);
    void this.context?.close?.();
    this.context = null;
  }

  /** A user gesture: make (or wake) the audio context if the board is to sound. */
  #gesture = (): void => {
    if (!this.audible) return;
    const Ctx =
      globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    try {
      this.context ??= new Ctx();
      if (this.context.state === 'suspended') void this.context.resume();
    } catch {
      this.context = null; // no audio here: stay silent
    }
  };

  #move = (e: Event): void => {
    const ctx = this.context;
    if (!ctx || !this.audible || e.target !== this.board) return;
    const r = (e as CustomEvent<OwareMoveDetail>).detail;
    const speed = prefersReducedMotion() ? 0 : this.board.animationSpeed;
    const hop = speed > 0 ? speed / 1000 : QUICK;
    for (let i = 0; i < r.sown.length; i++) click(ctx, (i + 1) * hop, i);
    if (r.capturedSeeds > 0) capture(ctx, r.sown.length * hop + (speed > 0 ? 2.5 * hop : QUICK));
  };
}

/** The factory registered with `OwareBoard.addFeature`. */
export const soundFeature = (host: FeatureHost): SoundFeature => new SoundFeature(host);
