/**
 * The viewer's autoplay: a move every few beats along the line on show; at its end a pause, then
 * from the start again with `loop`, else it stops. A new run (play, stop) ends the one before.
 */
import type { BoardApi } from '../../element/oware-board.js';
import { pause } from '../../lessons/board/context.js';
import type { RecordStep } from '../steps.js';

/** What autoplay needs of the viewer. */
export interface AutoplaySteps {
  /** The board. */
  board(): BoardApi;
  /** The next step on the line on show (`undefined` at its end or off the record). */
  next(): RecordStep | undefined;
  /** Whether the board is at a step of the record. */
  atStep(): boolean;
  /** Show the record's first step. */
  rewind(): void;
  /** Go to `step` (the move animated); resolves when shown. */
  go(step: RecordStep): Promise<void>;
}

export class Autoplay {
  playing = false;
  #run = 0;

  constructor(private readonly steps: AutoplaySteps) {}

  play(): void {
    this.playing = true;
    const run = ++this.#run;
    this.steps.board().requestUpdate();
    void this.#loop(run);
  }

  stop(): void {
    if (!this.playing) return;
    this.playing = false;
    this.#run++;
    this.steps.board().requestUpdate();
  }

  async #loop(run: number): Promise<void> {
    const { next, atStep, rewind, go } = this.steps;
    const h = this.steps.board();
    if (!next()) {
      if (atStep()) await pause(h, 6);
      if (run !== this.#run) return;
      rewind();
    }
    while (run === this.#run && h.isConnected) {
      await pause(h, 5);
      if (run !== this.#run) return;
      const step = next();
      if (!step) {
        if (!h.loop || !atStep()) return this.stop();
        await pause(h, 6);
        if (run !== this.#run) return;
        rewind();
        continue;
      }
      await go(step);
    }
  }
}
