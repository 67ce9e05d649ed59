/**
 * Keyboard and roving focus: the board is one tab stop; arrow keys, Home and End move the stop
 * between pits as they are laid out on screen ({@link arrowTarget}, pure), and {@link RovingFocus}
 * keeps the stop's pit and puts the focus back on it after a redraw.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Side } from '../engine/index.js';

const KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'ArrowDown'];

/**
 * The pit a navigation key moves to from `pit` (`null` for other keys): ←/→ along the row as
 * drawn, Home/End to the row's ends, ↑/↓ to the other row's pit above or below.
 */
export function arrowTarget(pit: number, key: string, orientation: Side): number | null {
  const i = KEYS.indexOf(key);
  if (i < 0) return null;
  // Visual rows and columns: the bottom row's first pit is the orientation's pit A (0 or 6), left to right.
  const first = orientation === 'north' ? 6 : 0;
  const k = (pit - first + 12) % 12;
  const top = i > 3 ? i < 5 : k > 5;
  const col = Math.max(0, Math.min(5, (k > 5 ? 11 - k : k) + [-1, 1, -9, 9, 0, 0][i]));
  return (first + (top ? 11 - col : col)) % 12;
}

/** The roving tab stop of a board's pits. */
export class RovingFocus implements ReactiveController {
  /** The pit holding the tab stop (`-1`: none chosen yet). */
  pit = -1;
  #restore = false;

  readonly #host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment };
  /** The pit to hold the stop when none is set: the first the user may play, else the bottom row's first. */
  readonly #fallback: () => number;

  constructor(host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment }, fallback: () => number) {
    this.#host = host;
    this.#fallback = fallback;
    host.addController(this);
  }

  /** Before an update: keep the stop on a pit. */
  hostUpdate(): void {
    if (!(this.pit >= 0 && this.pit < 12)) this.pit = this.#fallback();
  }

  /** Move the stop to `pit`; with `focus`, focus it after the next redraw. */
  set(pit: number, focus = false): void {
    this.pit = pit;
    this.#restore ||= focus;
    this.#host.requestUpdate();
  }

  /** While the focus is elsewhere, keep the stop on one of `moves` (a new game, the computer's reply). */
  keepOn(moves: readonly number[], focused: boolean): void {
    if (moves.length && !moves.includes(this.pit) && !focused) this.pit = moves[0]!;
  }

  /** Choose the stop again (a new position). */
  reset(): void {
    this.pit = this.#fallback();
  }

  hostUpdated(): void {
    if (this.#restore) {
      this.#restore = false;
      (this.#host.renderRoot.querySelector?.(`[data-pit="${this.pit}"]`) as SVGGElement | null)?.focus();
    }
  }
}

/** The pit the tab stop starts on when the user may play none: on the computer's turn, one of the user's own row. */
export const firstPit = (ai: string, orientation: string): number =>
  (ai === 'south' || orientation === 'north') && ai !== 'north' ? 6 : 0;
