/**
 * What a board draws from its parts ({@link viewInput}): the game on show or an animation's frame,
 * the moves the user may play, the board's options and marks — the {@link ViewInput} that the
 * features then adjust and `boardView` turns into a picture.
 */

import type { Annotations } from '../diagram/annotations.js';
import type { Labels, ViewInput } from '../diagram/view-model.js';
import type { Side } from '../engine/index.js';
import type { StringTable } from '../i18n/index.js';
import type { GameState } from './game-state.js';
import type { PitInput } from './input.js';
import type { Frame } from './timeline.js';

/** The board's options a picture follows. */
export interface DrawnOptions {
  orientation: Side;
  labels: Labels;
  stores: boolean;
  text: StringTable;
}

/** The view input of a board: `frame` (an animation's) in place of the game's position when given. */
export function viewInput(
  board: DrawnOptions,
  state: GameState,
  input: PitInput,
  focus: number,
  annotations: Annotations,
  frame: Frame | null,
): ViewInput {
  const game = state._game;
  return {
    pits: (frame ?? game).pits,
    score: (frame ?? game).score,
    turn: game.turn,
    result: frame ? null : game.result,
    legal: frame ? [] : input._moves(),
    interactive: input._sides,
    orientation: board.orientation,
    labels: board.labels,
    stores: board.stores,
    lastMove: frame ? null : state._lastMove,
    annotations,
    strings: board.text,
    focus,
    flyers: frame?.flyers,
  };
}
