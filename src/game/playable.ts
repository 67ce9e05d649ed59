/** Which boards the game feature serves (shared by its loader in the core and the feature itself). */
import type { BoardMode } from '../element/feature-api.js';
import type { BoardApi } from '../element/oware-board.js';
import type { Side } from '../engine/index.js';

/** The side the computer plays against a person, if any. */
export const computerSide = (b: BoardApi): Side | null => (b.ai === 'south' || b.ai === 'north' ? b.ai : null);

/** A board someone plays: `ai` on one side or `interactive`, in the `game` mode (no sequence, puzzle, editor or record). */
export function playable(b: BoardApi, mode: BoardMode): boolean {
  if (mode !== 'game') return false;
  return computerSide(b) !== null || (b.ai !== 'both' && !!b.interactive && b.interactive !== 'none');
}

/** Whether a board needs the game feature now: a game with `controls`, against the computer, or over. */
export const needsGame = (b: BoardApi, mode: BoardMode): boolean =>
  playable(b, mode) && (b.controls || computerSide(b) !== null || !!b.result);
