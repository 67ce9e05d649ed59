// The studio's state and its one owner: the StudioState on show, the undo and redo history, the way
// of working (the seeds' editor on or off), and who hears of each change. Every edit passes the
// studio's one rule (check.ts) before it is taken; a refused one throws and leaves the state as it
// was. Beside the class, the edits that are more than one field set (a new start, a step's note, an
// OGN record applied). No DOM: the studio's markup (mount.ts) is drawn again on every change.
import { parseRecord } from '../record/index.js';
import { checkState, Refused } from './check.js';
import { stateOf } from './link.js';
import { initialState, ognOf, type StudioState, type Tab } from './out.js';
import { annotate, noteAt, noteOf, type StepNote } from './record.js';
import { shownPath } from './step.js';

/**
 * What changed, as the model's listeners hear it: `edit` (the author's change, kept for undo),
 * `undo`, `redo`, `tab` (another tab on show: not kept for undo), `editing` (the seeds' editor
 * turned on or off), `load` (a page's value taken, the history cleared).
 */
export type StudioChange = 'edit' | 'undo' | 'redo' | 'tab' | 'editing' | 'load';

/** Whether a change is the author's own (what the element reports as `oware-studio-change`). */
export const isAuthored = (change: StudioChange): boolean =>
  change === 'edit' || change === 'undo' || change === 'redo';

/** The studio's state, its undo and redo history and the way of working, with change notifications. */
export class StudioModel {
  #state: StudioState;
  #past: StudioState[] = [];
  #future: StudioState[] = [];
  #editing = false;
  #listeners = new Set<(change: StudioChange) => void>();

  /** A model holding `state` (the initial state by default), with no history. */
  constructor(state: StudioState = initialState()) {
    this.#state = state;
  }

  /** The state on show (the model's own object: a new one after every change, never changed in place). */
  get state(): StudioState {
    return this.#state;
  }
  /** Whether the seeds are being edited (a way of working, not a result: not in the state nor its history). */
  get editing(): boolean {
    return this.#editing;
  }
  /** Whether there is a change to undo. */
  get canUndo(): boolean {
    return this.#past.length > 0;
  }
  /** Whether there is an undone change to redo. */
  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** Call `listener` after every change (with what changed); returns the function that stops it. */
  subscribe(listener: (change: StudioChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Make `next` the state, the one before kept for undo and the redo history dropped; `false` (and
   * no change) when `next` holds the same values.
   * @throws {Refused} `next` fails the studio's rule (check.ts); the state and history are kept.
   */
  change(next: StudioState): boolean {
    if (JSON.stringify(next) === JSON.stringify(this.#state)) return false;
    checkState(next);
    this.#past.push(this.#state);
    this.#future.length = 0;
    this.#state = next;
    this.#emit('edit');
    return true;
  }

  /** Go back to the state before the last change (the tab on show stays); `false` when there is none. */
  undo(): boolean {
    return this.#travel(this.#past, this.#future, 'undo');
  }

  /** Take the last undone change again (the tab on show stays); `false` when there is none. */
  redo(): boolean {
    return this.#travel(this.#future, this.#past, 'redo');
  }

  /** Show the last state of `from`, the one on show kept on `to` (the tab on show stays). */
  #travel(from: StudioState[], to: StudioState[], change: 'undo' | 'redo'): boolean {
    const there = from.pop();
    if (!there) return false;
    to.push(this.#state);
    this.#state = { ...there, tab: this.#state.tab };
    this.#emit(change);
    return true;
  }

  /** Show another tab: a way of looking, not an edit (not kept for undo). */
  setTab(tab: Tab): void {
    this.#state = { ...this.#state, tab };
    this.#emit('tab');
  }

  /** Turn the seeds' editor on or off (heard only when it changes). */
  setEditing(on: boolean): void {
    if (on === this.#editing) return;
    this.#editing = on;
    this.#emit('editing');
  }

  /**
   * Make `value` the state, the history cleared: a state object (checked by the studio's rule), or a
   * share link — `#s=…`, or a text holding it after its `#` (a URL).
   * @throws {Refused} the value is refused (not a share link, a damaged link, a state over the rule); the state is kept.
   */
  async load(value: unknown): Promise<void> {
    const next =
      typeof value === 'string' ? await stateOf(value.slice(Math.max(0, value.indexOf('#')))) : checkState(value);
    if (!next) throw new Refused('the text is not a share link of the studio (#s=…)');
    this.#past.length = this.#future.length = 0;
    this.#state = next;
    this.#emit('load');
  }

  #emit(change: StudioChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}

/** `s` with the caption or drawing of its step on show set from `part` (at the start: the state's own). */
export function withNote(s: StudioState, part: Partial<StepNote>): StudioState {
  const path = shownPath(s);
  if (!path.length) return { ...s, ...part };
  return { ...s, tree: annotate(s.tree, path, { ...noteAt(s.tree, path), ...part }) };
}

/** `s` from a new start: the recorded moves kept when they still play from it, else cleared (`cleared`). */
export function withStart(s: StudioState, position: string): { state: StudioState; cleared: boolean } {
  const next = { ...s, position };
  try {
    parseRecord(ognOf(next));
    return { state: next, cleared: false };
  } catch {
    return { state: { ...next, tree: { moves: [] }, path: [] }, cleared: true };
  }
}

/**
 * `s` holding an OGN record's start, moves and comments, at its start; a record with a `Puzzle` or
 * `Goal` tag is a puzzle (that shows its start's drawing to its readers when it has one).
 * @throws the record reader's error for text that is not a record.
 */
export function withRecord(s: StudioState, text: string): StudioState {
  const r = parseRecord(text);
  const note = noteOf(r.tree.comment);
  const { comment: _, ...tree } = r.tree;
  const puzzle = 'Puzzle' in r.tags || 'Goal' in r.tags;
  // a puzzle record that draws on its start shows that drawing to its readers
  const showDrawing = puzzle && Boolean(note.highlight || note.arrows || note.markers);
  return { ...s, ...note, position: r.start, tree, path: [], puzzle, goal: r.tags.Goal ?? 'line', showDrawing };
}
