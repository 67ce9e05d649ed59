// What the studio's parts share (mount.ts makes it once and hands it to each): the shadow root and
// its elements by id, the board, the model that owns the state, the studio's words, and the edits
// every part makes. Each part (stage.ts, tabs.ts, setup-panel.ts, record-panel.ts, puzzle-panel.ts,
// out-panel.ts, keys.ts) listens to its own controls and draws its own corner of the state.
import type { OwareBoard } from '../element/oware-board.js';
import type { StudioModel } from './model.js';
import type { StudioState } from './out.js';
import type { StepNote } from './record.js';
import type { StudioKey } from './strings.js';

/** The studio as its parts see it. */
export interface StudioContext {
  /** The element's shadow root, holding the studio's markup (template.ts). */
  readonly root: ShadowRoot;
  /** The studio's element with the id `id`. */
  $<T extends Element = HTMLElement>(id: string): T;
  /** The studio's `<oware-board>`. */
  readonly board: OwareBoard;
  /** The owner of the state, its history and the way of working. */
  readonly model: StudioModel;
  /** A message in the studio's language, its `{name}`s filled from `values`. */
  say(key: StudioKey, values?: Record<string, string>): string;
  /** Tell the reader `text` (the live output beside Undo and Redo). */
  tell(text: string): void;
  /** Make `next` the state (the author's edit); a refused one says why under the board and keeps the state. */
  change(next: StudioState): void;
  /** Set the caption or drawing of the step on show. */
  setNote(part: Partial<StepNote>): void;
  /** A new start: the recorded moves are kept when they still play from it, else cleared (and the reader told). */
  setStart(position: string): void;
  /** Draw the state again without an edit (a message was written, a bad text kept the state). */
  redraw(): void;
}

/** A part of the studio: what it draws of each state. */
export interface StudioPart {
  /** Bring the part's controls in step with `s` (the state on show). */
  show(s: StudioState): void;
}
