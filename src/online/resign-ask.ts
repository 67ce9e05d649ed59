/**
 * Resign asks to be confirmed (a mis-tap on a phone must not end a game): the first press asks for
 * {@link CONFIRM_MS}; a second press resigns, unless it comes within {@link TAP_MS} of the first (a
 * double tap is one mis-tap, not a decision). Time and timers only; the online bar draws the ask.
 */

/** How long Resign asks to be confirmed. */
export const CONFIRM_MS = 5000;
/** A second press sooner than this is the same tap. */
export const TAP_MS = 400;

export class ResignAsk {
  /** When Resign was first pressed (0: not asking). */
  #at = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;

  /** `lapsed`: called when an ask runs out unanswered. */
  constructor(private readonly lapsed: () => void) {}

  /** Whether Resign is waiting for its confirmation. */
  get asking(): boolean {
    return this.#at !== 0;
  }

  /** A press of Resign at `now`: `'ask'` (the first), `'resign'` (the confirmation) or `null` (the second half of a double tap). */
  press(now: number): 'ask' | 'resign' | null {
    if (!this.#at) {
      this.#at = now;
      this.#timer = setTimeout(this.lapsed, CONFIRM_MS);
      return 'ask';
    }
    if (now - this.#at < TAP_MS) return null;
    this.stop();
    return 'resign';
  }

  /** Stop asking; whether it was asking. */
  stop(): boolean {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const was = this.#at !== 0;
    this.#at = 0;
    return was;
  }
}
