/** Which boards the game feature serves (shared by its descriptor in the core and the feature itself). */
import type { BoardMode } from '../element/feature-api.js';
import type { Side } from '../engine/index.js';

/** What the game's tests read of a board (the board itself, or its values read by name). */
export interface GameRead {
  readonly ai: unknown;
  readonly interactive: unknown;
  readonly controls?: unknown;
  readonly result?: unknown;
}

/** The side the computer plays against a person, if any. */
export const computerSide = (b: Pick<GameRead, 'ai'>): Side | null =>
  b.ai === 'south' || b.ai === 'north' ? b.ai : null;

/** A board someone plays: `ai` on one side or `interactive`, in the `game` mode (no sequence, puzzle, editor or record). */
export function playable(b: GameRead, mode: BoardMode): boolean {
  if (mode !== 'game') return false;
  return computerSide(b) !== null || (b.ai !== 'both' && !!b.interactive && b.interactive !== 'none');
}

/**
 * The attribute for which a board needs the game feature now — a game with `controls`, against the
 * computer (`ai`), or over (`interactive`) — else `undefined`.
 */
export function gameNeed(b: GameRead, mode: BoardMode): 'controls' | 'ai' | 'interactive' | undefined {
  if (!playable(b, mode)) return undefined;
  if (b.controls) return 'controls';
  if (computerSide(b)) return 'ai';
  return b.result ? 'interactive' : undefined;
}
