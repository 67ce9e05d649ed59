/**
 * The online bar's clocks between the server's updates: the time left now, from the last snapshot
 * and the time since it came, and the ticker that shows it four times a second while a clock runs.
 */
import type { Side } from '../engine/index.js';
import type { RoomSnapshot } from './model.js';

/** Both clocks' time left `elapsed` ms after `snap` came (the running one less), or `null` without a clock. */
export function clocksAt(snap: RoomSnapshot | null, elapsed: number): Record<Side, number> | null {
  const c = snap?.clock;
  if (!c) return null;
  const spent = c.running && snap.status === 'playing' ? elapsed : 0;
  return {
    south: c.south - (c.running === 'south' ? spent : 0),
    north: c.north - (c.running === 'north' ? spent : 0),
  };
}

/** Calls `show` every 250 ms while on. */
export class ClockTicker {
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly show: () => void) {}

  set(on: boolean): void {
    if (on && !this.#timer) this.#timer = setInterval(this.show, 250);
    if (!on && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
  }
}
