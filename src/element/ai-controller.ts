/**
 * The built-in computer player of `<oware-board>`: a Lit reactive controller that reads the `ai`,
 * `ai-level` and `ai-time` attributes, asks the shared AI client (one Web Worker for every board,
 * main-thread slices as a fallback) for a move when it is the computer's turn, and plays it with
 * `playFrom(pit, 'ai')` — same animation and events as a person's move.
 *
 * Cancellation: every request carries the signal of the current "epoch". The epoch ends (its
 * AbortController aborts) whenever the position, the history length, the variant or an `ai*`
 * attribute changes, and when the element leaves the page; the shared client then drops the
 * request (terminating its worker if it was busy with it). A result is also checked against a
 * generation counter and the live position before it is played, so a stale move is never made.
 */
import { svg, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { searchAsync } from '../ai/client.js';
import type { SearchOptions, SearchResult } from '../ai/search.js';
import { pitLetter } from '../engine/index.js';
import type { Annotations } from './annotations.js';
import type { Check } from './events.js';
import type { OwareBoard } from './oware-board.js';
import type { Interactive } from './view-model.js';

/** Who the computer plays: nobody, one side, or both (a computer-vs-computer demo). */
export type AiSide = 'none' | 'south' | 'north' | 'both';

/** What {@link OwareBoard.hint} resolves with. */
export interface AiHint {
  move: number;
  letter: string;
  /** From the side to move's view: 100 per seed; ±(30000 − plies) a forced win or loss. */
  score: number;
}
/** What {@link OwareBoard.analyze} resolves with. */
export type AiAnalysis = Pick<SearchResult, 'move' | 'score' | 'depth' | 'pv'>;

/** The checked AI attributes (the element checks them with its own, see `CHECKS` there). */
export const AI_CHECKS: Check[] = [
  ['ai', 'ai', 'none', (v) => ['none', 'south', 'north', 'both'].includes(v), 'use none, south, north or both'],
  ['aiLevel', 'ai-level', 3, (v) => Number.isInteger(v) && v >= 1 && v <= 5, 'use a whole number from 1 to 5'],
  ['aiTime', 'ai-time', undefined, (v) => v === undefined || (v > 0 && v < 1e7), 'use milliseconds > 0'],
];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class AiController implements ReactiveController {
  /** A pit marked `hint` for a moment after {@link hint}. */
  marks: Annotations | null = null;
  /** Whether the computer is thinking (also the host attribute `thinking`). */
  thinking = false;
  /** The current epoch: aborted when the position or a setting changes (see the module's note). */
  private _epoch = new AbortController();
  private _key = '';

  constructor(private readonly _h: OwareBoard) {
    _h.addController(this);
  }

  /** The `ai` value in force (the last good one, kept by the element). */
  get side(): AiSide {
    return this._h._good.ai as AiSide;
  }

  /** `interactive` as it applies: with `ai` set to one side and `interactive="none"`, both rows take input (the computer's is refused as `not-your-turn`); `ai="both"` takes none. */
  interactive(i: Interactive): Interactive {
    const s = this.side;
    return s === 'none' ? i : s === 'both' ? 'none' : i === 'none' ? 'both' : i;
  }

  /** Whether user input is refused now: it is the computer's turn (thinking or about to move). */
  get locked(): boolean {
    const s = this.side;
    return !this._h.result && (s === 'both' || s === this._h.turn);
  }

  /** After `undo()` took back the computer's move: take back the human's too. */
  undoAgain(): boolean {
    const s = this.side;
    return s !== 'both' && s === this._h.turn && this._h.history.length > 0;
  }

  hostUpdate(): void {
    this._sync();
  }

  hostConnected(): void {
    this._h.requestUpdate();
  }

  hostDisconnected(): void {
    this._sync();
  }

  /**
   * End the epoch if what a search result depends on changed (position, history length, variant,
   * the AI settings, being on the page): abort, drop marks, then think if it is the computer's
   * turn. Returns the epoch's signal.
   */
  private _sync(): AbortSignal {
    const h = this._h;
    const g = h._good;
    const key = h.isConnected ? [h.position, h.history.length, h.variant, g.ai, g.aiLevel, g.aiTime].join() : '';
    if (key !== this._key) {
      this._key = key;
      this._epoch.abort();
      this._epoch = new AbortController();
      this._mark(null);
      this._setThinking(false);
      if (key && this.locked) this._think();
    }
    return this._epoch.signal;
  }

  private _mark(marks: Annotations | null): void {
    this.marks = marks;
    this._h.requestUpdate();
  }

  private _setThinking(on: boolean): void {
    if (this.thinking !== on) {
      this.thinking = on;
      this._h.toggleAttribute('thinking', on);
      this._h.requestUpdate();
    }
  }

  private _ask(options: SearchOptions): Promise<SearchResult> {
    const h = this._h;
    const signal = this._sync();
    return h.result ? Promise.reject(new Error('<oware-board>: the game is over')) : searchAsync({ position: h.game, ...options }, { signal });
  }

  private async _think(): Promise<void> {
    const h = this._h;
    const signal = this._epoch.signal;
    this._setThinking(true);
    try {
      const r = await this._ask({ level: h._good.aiLevel as SearchOptions['level'], timeMs: h._good.aiTime as number | undefined });
      // let the previous move's animation end first
      while (h.animating && !signal.aborted) await wait(20);
      this._sync(); // the position may have changed since the last update
      if (signal.aborted || !h.legalMoves.includes(r.move)) return;
      this._setThinking(false);
      await h.playFrom(r.move, 'ai');
    } catch (e) {
      if ((e as Error).name !== 'AbortError') console.warn('<oware-board>: the AI failed:', e);
    } finally {
      if (!signal.aborted) this._setThinking(false);
    }
  }

  /** A strong short search for the side to move; marks the pit (`hint`) for two seconds. */
  async hint(): Promise<AiHint> {
    const { move, score } = await this._ask({ level: 5, timeMs: 300 });
    const signal = this._epoch.signal;
    if (move >= 0) {
      this._mark({ marks: [{ pit: move, kind: 'hint' }], arrows: [] });
      setTimeout(() => signal.aborted || this._mark(null), 2000);
    }
    return { move, letter: move >= 0 ? pitLetter(move) : '', score };
  }

  async analyze({ timeMs = 1000 }: { timeMs?: number } = {}): Promise<AiAnalysis> {
    const { move, score, depth, pv } = await this._ask({ level: 5, timeMs });
    return { move, score, depth, pv };
  }

  /** The small "thinking…" pill on the middle of the board. */
  render(b: { x: number; y: number; w: number; h: number }): TemplateResult | typeof nothing {
    if (!this.thinking) return nothing;
    const x = b.x + b.w / 2;
    const y = b.y + b.h / 2;
    return svg`<g class="thinking" part="thinking" aria-hidden="true"><rect x=${x - 56} y=${y - 13} width="112" height="26" rx="13"></rect><text x=${x} y=${y + 6}>${this._h.text.thinking ?? 'Thinking…'}</text></g>`;
  }
}
